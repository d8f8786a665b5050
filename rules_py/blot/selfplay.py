"""Seeded BLOT self-play: bots of `rules_py.blot.bots` against each other.

`selfplay` plays ``games`` games, game ``g`` (from 0) with chance and
the bots' randomness drawn from ``random.Random(seed + g)`` (through
`rules_py.selfplay.play_out`, the loop of both games), every seat
keeping its bot. It
returns a `SelfPlay` tally, and hands each finished game to an
optional callback (the command line writes the records with it).

How wins are counted, per seat (a team's result counts for both partners):

* ``wins``: a win alone counts 1, a win shared by ``k`` scorers (every
  tie-break exhausted) counts ``1/k``, so the seats' ``wins`` add up to the
  number of games (to twice that in the team game, both partners counting);
* ``outright``: games won alone; ``shared``: games won jointly (each 1);
* ``mean_points``: the mean game total of the seat's scorer (its team's
  total in the team game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import random

from ..selfplay import play_out
from .bots import BOT_NAMES, Bot, StrongBot, make_bot
from .game import BlotState
from .variants import Variant


def make_bots(names: Sequence[str], worlds: int | None = None) -> list[Bot]:
    """One bot per name of `BOT_NAMES`; ``worlds``
    sets the ``strong`` bot's sample count (its default if ``None``; a level
    keeps its own budget). ``KeyError`` names an unknown bot."""
    out: list[Bot] = []
    for name in names:
        if name not in BOT_NAMES:
            raise KeyError(f"unknown BLOT bot {name!r}; one of {', '.join(BOT_NAMES)}")
        if name == "strong" and worlds is not None:
            out.append(StrongBot(worlds=worlds))
        else:
            out.append(make_bot(name))
    return out


@dataclass
class SelfPlay:
    """The tally of a self-play run (see the module docstring for the counts)."""

    variant: Variant
    bots: tuple[str, ...]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    outright: list[int] = field(default_factory=list)
    shared: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = self.variant.players
        self.wins, self.outright, self.shared, self.points = [0.0] * n, [0] * n, [0] * n, [0] * n

    def add(self, state: BlotState) -> None:
        """Count one finished game."""
        res = state.result()
        self.games += 1
        for seat in range(self.variant.players):
            scorer = self.variant.scorer(seat)
            self.points[seat] += res.totals[scorer]
            if scorer in res.winners:
                self.wins[seat] += 1 / len(res.winners)
                if len(res.winners) == 1:
                    self.outright[seat] += 1
                else:
                    self.shared[seat] += 1

    def to_json(self) -> dict[str, Any]:
        """Per seat: name, bot, wins, outright and shared wins, mean points."""
        v, g = self.variant, max(self.games, 1)
        seats = [{"seat": s, "name": v.seat_names[s], "bot": self.bots[s],
                  "wins": round(self.wins[s], 6), "outright": self.outright[s],
                  "shared": self.shared[s], "win_rate": round(self.wins[s] / g, 6),
                  "mean_points": round(self.points[s] / g, 6)}
                 for s in range(v.players)]
        return {"game": "blot", "variant": v.name, "players": v.players,
                "games": self.games, "seats": seats}


def selfplay(variant: Variant, names: Sequence[str], games: int, seed: int = 0, *,
             worlds: int | None = None,
             on_game: Callable[[int, BlotState], None] | None = None) -> SelfPlay:
    """Play ``games`` seeded games (game ``g`` with seed ``seed + g``), one bot
    per seat named by ``names``; ``on_game(g, state)`` sees each finished game."""
    if len(names) != variant.players:
        raise ValueError(f"{len(names)} bots for {variant.players} players")
    bots = make_bots(names, worlds)
    tally = SelfPlay(variant, tuple(names))
    for g in range(games):
        state = BlotState(variant.players, variant.name)
        play_out(state, bots, random.Random(seed + g))
        tally.add(state)
        if on_game is not None:
            on_game(g, state)
    return tally


__all__ = ["SelfPlay", "make_bots", "selfplay"]
