"""Blokus bots speed: time per decision of each bot on Classic, Duo and Trigon.

Run from the repository root (``python bench/blokus_bots.py``); standard
library only, so the same file runs under CPython and Pyodide. Prints one
``name: value unit`` line per figure.

The positions are those of one seeded game per variant played by the greedy
bot (so every stage of a game is timed: the open opening, the crowded middle,
the few moves of the end). Each bot is asked for a move in every position:

* ``bot_<bot>_<variant>_mean`` / ``_median`` / ``_max``: milliseconds per
  decision;
* ``bot_tables_<variant>``: the bots' per-variant tables (each placement's
  closeness to the centre, placements by size), built once per variant on
  the first greedy or strong decision;
* the strong bot runs with its default options but no clock
  (``time_limit=None``), so its figures show the cost of the full budget.
"""

from __future__ import annotations

import pathlib
import random
import statistics
import sys
import time

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blokus.board import Board  # noqa: E402
from rules_py.blokus import bots as bots_module  # noqa: E402
from rules_py.blokus.bots import BOTS, GreedyBot, make_bot  # noqa: E402

VARIANTS = ("classic", "duo", "trigon")
#: The bots timed here; the levels (seconds a move at the top) are in bench/blokus_levels.py.
OLD_BOTS = [name for name in BOTS if not name.startswith("level") and name != "max"]
SEED = 2024


def positions(variant: str) -> list[Board]:
    """Every position of one seeded greedy game, as independent boards."""
    board = Board(variant)
    rng = random.Random(SEED)
    greedy = GreedyBot()
    out = []
    while board.to_move is not None:
        out.append(board.copy())
        board.play(greedy.choose(board, rng))
    return out


def decision_times(bot_name: str, boards: list[Board]) -> list[float]:
    """Milliseconds the bot takes to choose in each position."""
    options = {"time_limit": None} if bot_name == "strong" else {}
    bot = make_bot(bot_name, **options)
    rng = random.Random(SEED)
    times = []
    for board in boards:
        t0 = time.perf_counter()
        bot.choose(board, rng)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def main() -> None:
    out: list[tuple[str, float, str]] = []
    for variant in VARIANTS:
        tables = Board(variant).tables  # the board's own tables, outside the timing
        t0 = time.perf_counter()
        bots_module._BotTables(tables)
        out.append((f"bot_tables_{variant}", (time.perf_counter() - t0) * 1000, "ms"))
        boards = positions(variant)
        out.append((f"bot_positions_{variant}", len(boards), "positions"))
        for bot_name in OLD_BOTS:
            times = decision_times(bot_name, boards)
            out.append((f"bot_{bot_name}_{variant}_mean", statistics.mean(times), "ms"))
            out.append((f"bot_{bot_name}_{variant}_median", statistics.median(times), "ms"))
            out.append((f"bot_{bot_name}_{variant}_max", max(times), "ms"))
    for name, value, unit in out:
        print(f"{name}: {value:.4g} {unit}")


if __name__ == "__main__":
    main()
