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

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import OptionError
from .variants import SCORINGS, Variant

if TYPE_CHECKING:  # scores are read from a board; the board imports this module
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
    scoring = _checked(board, scoring, colour)
    return points_from_left(board.remaining_cells(colour), not any(board.left[colour]),
                            board.last_piece[colour] == board.variant.bonus_piece, scoring)


def points_from_left(squares_left: int, all_placed: bool, bonus_last: bool, scoring: str) -> int:
    """A colour's points from what is left of it (the one rule, for a board
    and for the pieces counted at a table): minus the squares left; by the
    ``standard`` rule a colour with every piece placed gets +15, and +5
    more when ``bonus_last`` (its last piece was the one-square piece).

        >>> points_from_left(8, False, False, "standard"), points_from_left(0, True, True, "standard")
        (-8, 20)
    """
    if scoring == "basic":
        return -squares_left
    if squares_left == 0 and all_placed:
        return ALL_PLACED_BONUS + (LAST_PIECE_BONUS if bonus_last else 0)
    return -squares_left


def colour_scores(board: Board, scoring: str | None = None) -> list[int]:
    """Points of every colour (scored or not), in colour order."""
    _checked(board, scoring)
    return [colour_points(board, c, scoring) for c in range(board.ncolours)]


def group_scores(board: Board, scoring: str | None = None) -> list[int]:
    """Points of each side (player or team), unscored colours left out
    (``variant.score_groups`` lists each side's colours)."""
    pts = colour_scores(board, scoring)
    return [sum(pts[c] for c in g) for g in board.variant.score_groups]


def winners(board: Board, scoring: str | None = None) -> list[int]:
    """Indices of the sides with the best score (several on a tie).

    With the variant option ``placed_all_wins`` a side that has placed every
    piece of its colours wins whatever the count.
    """
    _checked(board, scoring)
    return side_winners(board.variant, colour_scores(board, scoring),
                        [board.placed_everything(c) for c in range(board.ncolours)])


def side_winners(variant: Variant, points: Sequence[int], placed_all: Sequence[bool]) -> list[int]:
    """The winning sides (indices of ``variant.score_groups``) from each
    colour's points and whether it placed every piece: the best total, or
    with ``placed_all_wins`` a side that placed everything."""
    groups = variant.score_groups
    if variant.placed_all_wins:
        done = [i for i, g in enumerate(groups) if all(placed_all[c] for c in g)]
        if done:
            return done
    s = [sum(points[c] for c in g) for g in groups]
    best = max(s)
    return [i for i, x in enumerate(s) if x == best]


def breakdown(board: Board, colour: int, scoring: str | None = None) -> dict[str, Any]:
    """How a colour's points come about (for pages and the command line)."""
    scoring = _checked(board, scoring, colour)
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


def _checked(board: object, scoring: object, colour: object = 0) -> str:
    """The scoring rule to use; `rules_py.errors.OptionError` when
    ``board`` is no Blokus board, ``scoring`` no rule of `rules_py.blokus.variants.SCORINGS`
    or ``colour`` no colour of the board."""
    if not isinstance(getattr(board, "ncolours", None), int) or not hasattr(board, "variant"):
        raise OptionError(f"{type(board).__name__} is not a Blokus board")
    b: Any = board  # a Board, known by its attributes (the board imports this module)
    if scoring is not None and scoring not in SCORINGS:
        raise OptionError(f"unknown scoring {scoring!r}", SCORINGS)
    if isinstance(colour, bool) or not isinstance(colour, int) or not 0 <= colour < b.ncolours:
        raise OptionError(f"{colour!r} is no colour of {b.variant.name}",
                          [str(c) for c in range(b.ncolours)])
    return str(scoring or b.variant.scoring)


def score_table(board: Board, scoring: str | None = None) -> str:
    """The scores as text: each player's points, then each colour's (its
    squares left, whether all placed, its last piece).

        >>> from rules_py.blokus.board import Board
        >>> print(score_table(Board("duo")))
        player 0: -89
        player 1: -89
          purple: -89 (89 squares left)
          orange: -89 (89 squares left)
    """
    rule = _checked(board, scoring)
    lines = []
    groups = board.variant.score_groups
    sides = group_scores(board, rule)
    for p, colours in enumerate(board.variant.players):
        side = next(k for k, g in enumerate(groups) if set(g) & set(colours))
        names = ", ".join(board.colour_name(c) for c in colours)
        lines.append(f"player {p}: {sides[side]}" + (f" ({names})" if len(colours) > 1 else ""))
    for c in range(board.ncolours):
        b = breakdown(board, c, rule)
        state = "all placed" if b["all_placed"] else f"{b['squares_left']} squares left"
        last = f", last piece {b['last_piece']}" if b["all_placed"] else ""
        unscored = "" if any(c in g for g in groups) else ", scores for nobody"
        lines.append(f"  {b['colour']}: {b['points']} ({state}{last}{unscored})")
    return "\n".join(lines)


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


__all__ = ["ALL_PLACED_BONUS", "LAST_PIECE_BONUS", "colour_points", "points_from_left", "colour_scores",
           "group_scores", "winners", "side_winners", "breakdown", "score_table", "Match"]
