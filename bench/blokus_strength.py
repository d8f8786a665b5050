"""Blokus bot strength: win rates over seeded self-play games.

``python bench/blokus_strength.py`` prints ``name: value unit`` lines;
standard library only, no arguments, so the same file runs under CPython and
Pyodide. Game ``g`` uses seed ``g``; in Duo the two bots swap seats every
game (each moves first half the time); in Classic the tested bot keeps the
first seat (blue, moving first) against three random bots.

* ``blokus_<bot>_vs_<other>_<variant>_win_rate``: the tested bot's wins
  (best score alone) over the games; ``_draws``: games it shared the best
  score; ``_mean_margin``: its points minus the mean of the others';
  ``_games``: the number of games played.

The strong bot runs without a clock and with ``STRONG_PLAYOUTS`` playouts a
move, so that its games replay exactly and the script stays short.
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

from rules_py.blokus.selfplay import selfplay  # noqa: E402
from rules_py.blokus.variants import get  # noqa: E402

STRONG_PLAYOUTS = 8
#: (variant, tested bot, opponent, games, swap seats every game)
MATCHES = (("duo", "greedy", "random", 100, True),
           ("classic", "greedy", "random", 50, False),
           ("duo", "strong", "greedy", 20, True))


def measure(variant: str, bot: str, other: str, games: int,
            rotate: bool) -> list[tuple[str, float, str]]:
    """One match's figures for the tested bot (index 0 of the bot list)."""
    v = get(variant)
    names = [bot] + [other] * (len(v.players) - 1)
    t0 = time.perf_counter()
    tally = selfplay(v, names, games, seed=0, rotate=rotate, playouts=STRONG_PLAYOUTS)
    elapsed = time.perf_counter() - t0
    key = f"blokus_{bot}_vs_{other}_{variant}"
    return [(f"{key}_win_rate", tally.wins[0] / games, "fraction"),
            (f"{key}_draws", tally.draws[0], "games"),
            (f"{key}_mean_margin", tally.margins[0] / games, "points"),
            (f"{key}_games", games, "games"),
            (f"{key}_time", elapsed, "s")]


def main() -> None:
    print(f"blokus_strong_playouts: {STRONG_PLAYOUTS} playouts")
    for match in MATCHES:
        for name, value, unit in measure(*match):
            print(f"{name}: {value:.4g} {unit}", flush=True)


if __name__ == "__main__":
    main()
