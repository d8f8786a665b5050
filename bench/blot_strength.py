"""BLOT bot strength: win rates over seeded self-play games.

``python bench/blot_strength.py`` prints ``name: value unit`` lines; standard
library only, no arguments, so the same file runs under CPython and Pyodide.
For each table (2, 3, 4, 5 players and the team game) one bot sits at seat 0
against copies of a weaker bot in the other seats:

* ``blot_<bot>_vs_<other>_<variant>_win_rate``: seat 0's share of the wins
  (a win shared by ``k`` scorers counts ``1/k``; in the team game, seat 0's
  team, whose partner plays the weaker bot);
* ``..._mean_margin``: seat 0's mean game total minus the other scorers' mean;
* ``..._games``: the number of games played (game ``g`` uses seed ``g``).

The counts are kept small so that the whole script takes a few minutes in
CPython: the strong bot plays fewer games, with few sampled worlds
(``STRONG_WORLDS``). The chance level is ``1 / scorers`` (``1/2`` in the
two-player and team games).
"""

from __future__ import annotations

import pathlib
import sys
import time

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blot.selfplay import SelfPlay, selfplay  # noqa: E402
from rules_py.blot.variants import VARIANTS  # noqa: E402

TABLES = ("two-player", "three-player", "four-player", "five-player", "teams")
HEURISTIC_GAMES = 40
STRONG_GAMES = 8
STRONG_WORLDS = 4


def margin(tally: SelfPlay) -> float:
    """Seat 0's mean points minus the mean of the other scorers' mean points."""
    v = tally.variant
    me = v.scorer(0)
    per_scorer = {v.scorer(s): tally.points[s] / max(tally.games, 1) for s in range(v.players)}
    others = [p for k, p in per_scorer.items() if k != me]
    return per_scorer[me] - sum(others) / len(others)


def measure(variant: str, bot: str, other: str, games: int) -> list[tuple[str, float, str]]:
    """One table's figures: seat 0 plays ``bot``, every other seat ``other``."""
    v = VARIANTS[variant]
    names = [bot] + [other] * (v.players - 1)
    t0 = time.perf_counter()
    tally = selfplay(v, names, games, seed=0, worlds=STRONG_WORLDS)
    elapsed = time.perf_counter() - t0
    key = f"blot_{bot}_vs_{other}_{variant}"
    return [(f"{key}_win_rate", tally.wins[0] / games, "fraction"),
            (f"{key}_mean_margin", margin(tally), "points"),
            (f"{key}_games", games, "games"),
            (f"{key}_time", elapsed, "s")]


def main() -> None:
    print(f"blot_strong_worlds: {STRONG_WORLDS} worlds")
    for variant in TABLES:
        for bot, other, games in (("heuristic", "random", HEURISTIC_GAMES),
                                  ("strong", "heuristic", STRONG_GAMES)):
            for name, value, unit in measure(variant, bot, other, games):
                print(f"{name}: {value:.4g} {unit}", flush=True)


if __name__ == "__main__":
    main()
