"""BLOT bot levels: the self-play ladder and the top level against ``strong``.

``python bench/blot_levels.py`` prints ``name: value unit`` lines; standard
library only, no arguments, so the same file runs under CPython and Pyodide
(where it plays fewer games). Every table is 4 players: one seat of level
``k`` against three of level ``k - 1``, the level-``k`` seat rotating (game
``g`` puts it at seat ``g % 4`` and uses seed ``g``).

A fair measure for one seat against three (``..._pairwise``): in each game
the level-``k`` seat is compared with each of the three others on the game
total, 1 for more points, 1/2 for as many, 0 for fewer; the figure is the
mean over those comparisons. Two equal bots score 0.5; the target is 0.65.
``..._win_share`` is the level-``k`` seat's share of the games won (a win
shared by ``j`` players counts ``1/j``; equal bots: 0.25).

The top level (``level4``; ``level5`` is its former name) against three
copies of ``strong`` (the strong bot with 12 worlds, between level 3 and the
top) is printed under ``blot_top_vs_strong_...``. Its target asks for 200
games there; that costs hours of CPython
on a shared machine, so this script plays ``TOP_GAMES`` (the environment
variable ``BLOT_TOP_GAMES`` changes it; ``BLOT_LADDER_SCALE`` multiplies the
ladder's counts) and prints the count beside the figure; the figures quoted
in ``docs/blot/play.md`` come from longer runs of the same functions.
``blot_top_decision_ms`` is the top level's median and 95th percentile time
for one decision over those games.

Longer runs of :func:`rung` (CPython, Nov 2026, a shared 2-core machine),
on today's levels: level 2 vs level 1, 200 games: win share 0.54, pairwise
0.749; level 3 vs level 2, 200 games: win share 0.570, pairwise 0.777;
level 4 vs level 3, 200 games (seeds 0-199): win share 0.465, pairwise
0.728; level 4 vs three ``strong``, 200 games (seeds 0-199): 62 wins, share
0.310, pairwise 0.541 (before the top valued its options toward the game,
:func:`~rules_py.blot.bots.game_value`, and searched its own next decisions
in each playout). Paired screening of that value
(``SearchBot(spread=4.3)``, now the default) against the round margin
(``spread=0``), one seat against three ``strong`` on seeds 1000-1119, the
same deals for both: pairwise 0.544 against 0.490, paired difference +0.054
(standard error 0.037), CPU per game 9.3 s for both. Paired screening of
the own-decision search with the round margin (``spread=0``): its next
decision (``own_depth=1, own_width=2``), 120 games: pairwise 0.608 against
the plain playouts' 0.490, a paired gain of +0.118 (standard error 0.043),
CPU per game 11.3 s against 9.3 s; its next two decisions (``own_depth=2``,
the default), the first 80 of those seeds: pairwise 0.683, +0.225
(standard error 0.053) over the plain playouts, +0.085 (standard error
0.053) over one decision, CPU per game 14.5 s. Today's top (both), against
three ``strong``, 200 games (seeds 0-199, two runs of 100): 73 wins, share
0.365, pairwise 0.629 (games 0-99: 0.678; 100-199: 0.580); against three
level 3, 200 games (seeds 0-199): share 0.52, pairwise 0.736 (was 0.728).
The top's decision in Pyodide (``bench/blot_decisions.py``): 4 players, p50
537 ms, p95 759 ms; 3 players, p50 278 ms, p95 697 ms (before the playout
search: 4 players, p50 218 ms, p95 357 ms).
Measured before the levels were re-spaced: the strong bot with 12 worlds
(then level 3) vs level 2, 40 games: 0.85, 0.912; the strong bot with 1, 2
and 4 worlds vs level 2, 40 games each: pairwise 0.542, 0.700, 0.800 (so
level 3 takes 3); the top with ``lead=0.5`` vs three ``strong``, 15 games:
share 0.133, pairwise 0.433.
"""

from __future__ import annotations

import os
import pathlib
import random
import sys
import time
from collections.abc import Callable
from typing import Any

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blot.bots import TOP_LEVEL, make_bot  # noqa: E402
from rules_py.blot.game import BlotState  # noqa: E402
from rules_py.selfplay import play_out  # noqa: E402

PYODIDE = sys.platform == "emscripten"
#: (level, the level below, games in CPython); Pyodide plays a quarter
LADDER = (("level2", "level1", 40), ("level3", "level2", 40), ("level4", "level3", 4))
TOP_GAMES = int(os.environ.get("BLOT_TOP_GAMES", "8"))
LADDER_SCALE = float(os.environ.get("BLOT_LADDER_SCALE", "1"))


class Timed:
    """A bot that keeps the time of each of its decisions."""

    def __init__(self, bot: Any) -> None:
        self.bot, self.times = bot, []  # type: list[float]

    def choose(self, obs: Any, rng: random.Random) -> Any:
        t0 = time.perf_counter()
        a = self.bot.choose(obs, rng)
        self.times.append(time.perf_counter() - t0)
        return a


def rung(level: str, below: str, games: int, *, start: int = 0,
         on_game: Callable[[int, float, float], None] | None = None) -> tuple[float, float, list[float]]:
    """(pairwise, win share, decision times) of one ``level`` seat against three
    ``below``, games ``start`` to ``start + games - 1``; ``on_game(n, pairwise
    sum, share sum)`` hears each game."""
    pairwise = share = 0.0
    timed = Timed(make_bot(level))
    for g in range(start, start + games):
        seat = g % 4
        bots = [timed if s == seat else make_bot(below) for s in range(4)]
        st = BlotState(4)
        play_out(st, bots, random.Random(g))
        res = st.result()
        mine = res.totals[seat]
        pairwise += sum(1.0 if mine > t else 0.5 if mine == t else 0.0
                        for s, t in enumerate(res.totals) if s != seat) / 3
        if seat in res.winners:
            share += 1 / len(res.winners)
        if on_game is not None:
            on_game(g - start + 1, pairwise, share)
    return pairwise / games, share / games, timed.times


def quantile(xs: list[float], q: float) -> float:
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(q * len(ys)))] if ys else 0.0


def main() -> None:
    for level, below, games in LADDER:
        games = max(1, int(games * LADDER_SCALE))
        games = max(1, games // 4) if PYODIDE else games
        t0 = time.perf_counter()
        pairwise, share, times = rung(level, below, games)
        key = f"blot_{level}_vs_{below}"
        for name, value, unit in [(f"{key}_pairwise", pairwise, "fraction"), (f"{key}_win_share", share, "fraction"),
                                  (f"{key}_games", games, "games"), (f"{key}_time", time.perf_counter() - t0, "s")]:
            print(f"{name}: {value:.4g} {unit}", flush=True)
    games = max(1, TOP_GAMES // 4) if PYODIDE else TOP_GAMES
    pairwise, share, times = rung(TOP_LEVEL, "strong", games)
    for name, value, unit in [("blot_top_vs_strong_win_share", share, "fraction"),
                              ("blot_top_vs_strong_pairwise", pairwise, "fraction"),
                              ("blot_top_vs_strong_games", games, "games")]:
        print(f"{name}: {value:.4g} {unit}", flush=True)
    print(f"blot_top_decision_ms: min {1000 * min(times):.4g} ms, "
          f"median {1000 * quantile(times, 0.5):.4g} ms, p95 {1000 * quantile(times, 0.95):.4g} ms",
          flush=True)


if __name__ == "__main__":
    main()
