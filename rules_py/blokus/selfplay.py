"""Seeded Blokus self-play: bots of `rules_py.blokus.bots` against each other.

`selfplay` plays ``games`` games of one variant, game ``g`` (from 0)
with ``random.Random(seed + g)`` driving every bot (through
`rules_py.selfplay.play_out`, the loop of both games). Bot ``i`` of the list
plays player ``i`` of the variant (``variant.players``); with ``rotate``,
game ``g`` shifts the seats by ``g`` (player ``p`` gets bot ``(p + g) % n``),
so that every bot moves first as often as the others.

The tally is kept per bot (per entry of the list, wherever it sat), from
the side (player or team) it played for, under the variant's scoring:

* ``wins``: games its side had the best score alone; ``draws``: games its
  side shared the best score; ``losses``: the rest;
* ``mean_margin``: the mean of its side's points minus the mean of the
  other sides' points (in Duo: its score minus the opponent's).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .board import Board
from ..selfplay import play_out
from .bots import BOTS, Bot, make_bot
from .scoring import group_scores
from .variants import Variant


def make_bots(names: Sequence[str], playouts: int | None = None) -> list[Bot]:
    """One bot per name of `BOTS`. The strong bot
    runs without a clock (``time_limit=None``) so seeded games replay exactly;
    ``playouts`` sets its budget (its default if ``None``). ``KeyError`` names
    an unknown bot."""
    out: list[Bot] = []
    for name in names:
        options: dict[str, object] = {}
        if name == "strong":
            options["time_limit"] = None
            if playouts is not None:
                options["playouts"] = playouts
        out.append(make_bot(name, **options))
    return out


def side_of(variant: Variant, player: int) -> int:
    """The score group (side) holding ``player``'s colours."""
    colours = set(variant.players[player])
    for k, group in enumerate(variant.score_groups):
        if colours & set(group):
            return k
    raise ValueError(f"player {player} has no scored colour in {variant.name}")


@dataclass
class SelfPlay:
    """The tally of a self-play run (see the module docstring)."""

    variant: Variant
    bots: tuple[str, ...]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    draws: list[int] = field(default_factory=list)
    margins: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = len(self.bots)
        self.wins, self.draws, self.margins = [0] * n, [0] * n, [0.0] * n

    def add(self, board: Board, seating: Sequence[int]) -> None:
        """Count one finished game; ``seating[p]`` is the bot index of player ``p``."""
        scores = group_scores(board)
        best = max(scores)
        leaders = [k for k, s in enumerate(scores) if s == best]
        self.games += 1
        for player, b in enumerate(seating):
            side = side_of(self.variant, player)
            others = [s for k, s in enumerate(scores) if k != side]
            self.margins[b] += scores[side] - (sum(others) / len(others) if others else 0.0)
            if side in leaders:
                if len(leaders) == 1:
                    self.wins[b] += 1
                else:
                    self.draws[b] += 1

    def to_json(self) -> dict[str, Any]:
        """Per bot: its name, wins, draws, losses, win rate and mean margin."""
        g = max(self.games, 1)
        bots = [{"index": i, "bot": name, "wins": self.wins[i], "draws": self.draws[i],
                 "losses": self.games - self.wins[i] - self.draws[i],
                 "win_rate": round(self.wins[i] / g, 6),
                 "mean_margin": round(self.margins[i] / g, 6)}
                for i, name in enumerate(self.bots)]
        return {"game": "blokus", "variant": self.variant.name, "games": self.games, "bots": bots}


def seating(players: int, g: int, rotate: bool) -> list[int]:
    """The bot index of each player in game ``g``."""
    return [(p + g) % players if rotate else p for p in range(players)]


def selfplay(variant: Variant, names: Sequence[str], games: int, seed: int = 0, *,
             rotate: bool = False, playouts: int | None = None,
             on_game: Callable[[int, Board, list[int]], None] | None = None) -> SelfPlay:
    """Play ``games`` seeded games, one bot per player (see the module
    docstring); ``on_game(g, board, seating)`` sees each finished game."""
    n = len(variant.players)
    if len(names) != n:
        raise ValueError(f"{len(names)} bots for {n} players")
    bots = make_bots(names, playouts)
    tally = SelfPlay(variant, tuple(names))
    for g in range(games):
        seats = seating(n, g, rotate)
        board = Board(variant)
        play_out(board, [bots[b] for b in seats], random.Random(seed + g))
        tally.add(board, seats)
        if on_game is not None:
            on_game(g, board, seats)
    return tally


__all__ = ["BOTS", "SelfPlay", "make_bots", "seating", "selfplay", "side_of"]
