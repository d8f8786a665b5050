"""Scores at the end of a Blokus game (or now, if it ended here).

* ``standard``: -1 per square of each piece not placed; a colour that placed
  every piece gets +15, and +5 more (+20 in all) when its last piece was the
  one-square piece.
* ``basic`` (the 12x12 edition): only the squares left count, so the score
  is minus the squares left; the fewest squares left wins.

Scores per side add the colours of a player (two-player Classic) or of a
team; a colour listed in ``variant.unscored`` (the fourth colour of Classic
for three players) counts for nobody.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .board import Board

ALL_PLACED_BONUS = 15
LAST_PIECE_BONUS = 5


def colour_points(board: Board, colour: int, scoring: str | None = None) -> int:
    """The points of one colour now, by ``scoring`` (the variant's own by default).

    For example:

        >>> from rules_py.blokus.board import Board
        >>> b = Board("duo")
        >>> colour_points(b, 0), colour_points(b, 0, "basic")
        (-89, -89)
        >>> _ = b.play("e10")
        >>> colour_points(b, 0)
        -88
    """
    scoring = scoring or board.variant.scoring
    left = board.remaining_cells(colour)
    if scoring == "basic":
        return -left
    if left == 0 and not any(board.left[colour]):
        bonus = ALL_PLACED_BONUS
        if board.last_piece[colour] == board.variant.bonus_piece:
            bonus += LAST_PIECE_BONUS
        return bonus
    return -left


def colour_scores(board: Board, scoring: str | None = None) -> list[int]:
    """Points of every colour (scored or not), in colour order."""
    return [colour_points(board, c, scoring) for c in range(board.ncolours)]


def group_scores(board: Board, scoring: str | None = None) -> list[int]:
    """Points of each side (player or team), unscored colours left out."""
    pts = colour_scores(board, scoring)
    return [sum(pts[c] for c in g) for g in board.variant.score_groups]


def winners(board: Board, scoring: str | None = None) -> list[int]:
    """Indices of the sides with the best score (several on a tie).

    With the variant option ``placed_all_wins`` a side that has placed every
    piece of its colours wins whatever the count.
    """
    if board.variant.placed_all_wins:
        done = [i for i, g in enumerate(board.variant.score_groups)
                if all(board.placed_everything(c) for c in g)]
        if done:
            return done
    s = group_scores(board, scoring)
    best = max(s)
    return [i for i, x in enumerate(s) if x == best]


def breakdown(board: Board, colour: int, scoring: str | None = None) -> dict[str, Any]:
    """How a colour's points come about (for pages and the command line)."""
    scoring = scoring or board.variant.scoring
    left = board.remaining(colour)
    return {
        "colour": board.colour_name(colour),
        "points": colour_points(board, colour, scoring),
        "squares_left": board.remaining_cells(colour),
        "pieces_left": left,
        "all_placed": not left,
        "last_piece": board.last_piece[colour],
        "scoring": scoring,
    }


@dataclass
class Match:
    """Several games of a two-player edition: the loser of a game starts the next.

    Ruling (not in the booklet): after a tie, the player who did not start
    the tied game starts the next one. ``first`` is the colour that starts
    the next game; ``results`` holds each game's side scores.
    """

    first: int = 0
    results: list[list[int]] = field(default_factory=list)

    def record(self, board: Board, scoring: str | None = None) -> int:
        """Add a finished game; return the colour that starts the next one."""
        s = group_scores(board, scoring)
        self.results.append(s)
        groups = board.variant.score_groups
        best = max(s)
        worst = min(s)
        if best == worst:
            self.first = (board.first + 1) % board.ncolours
        else:
            loser = s.index(worst)
            self.first = groups[loser][0]
        return self.first

    def totals(self) -> list[int]:
        """Each side's points added over the games recorded."""
        return [sum(r[i] for r in self.results) for i in range(len(self.results[0]))] if self.results else []


__all__ = ["ALL_PLACED_BONUS", "LAST_PIECE_BONUS", "colour_points", "colour_scores",
           "group_scores", "winners", "breakdown", "Match"]
