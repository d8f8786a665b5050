"""The game page's bot turns: time per move, p50 and p95, beside the targets.

Run from the repository root (``python bench/blokus_play.py``); standard
library only, so ``make bench`` runs the same file in CPython and in Pyodide
(Node.js with the built ``build/pyodide-dist``): the Pyodide figures are the
ones a reader waits for. Each move is asked exactly as the ``blokus-play``
widget asks it (:func:`rules_py.widgets.blokus.play.play_bot`: the bot
with its default options, the strong bot with its one-second clock).

Positions: one seeded greedy game per edition (Duo, Classic for four,
Trigon for four), so the opening, the crowded middle and the end all
count; the strong bot is timed on every third position (its clock makes
each move cost up to a second). The first move of each bot on an edition
(building its tables) is timed apart, as ``_first``.

Prints ``bot_move_<bot>_<edition>_p50`` / ``_p95`` in ms, the p95 followed
by its target (greedy <= 100 ms, strong <= 1 s, in Pyodide).
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
from rules_py.blokus.bots import GreedyBot  # noqa: E402
from rules_py.widgets.blokus.play import play_bot  # noqa: E402

EDITIONS = ("duo", "classic", "trigon")
#: p95 targets in ms, for the figures measured in Pyodide
TARGET_MS = {"greedy": 100.0, "strong": 1000.0}
#: every STRIDE-th position for each bot (the strong bot spends its clock)
STRIDE = {"greedy": 1, "strong": 3}
SEED = 12


def positions(edition: str) -> list[list[str]]:
    """The moves before every position of one seeded greedy game where someone is to move."""
    board, rng, greedy = Board(edition), random.Random(SEED), GreedyBot()
    out = []
    while board.to_move is not None:
        out.append([str(mv) for mv in board.history])
        board.play(greedy.choose(board, rng))
    return out


def fresh(edition: str, moves: list[str]) -> Board:
    """The position replayed from its moves, as the widget does on each request
    (so no cache of an earlier search makes the bot look faster)."""
    board = Board(edition)
    for move in moves:
        board.play(move)
    return board


def p95(times: list[float]) -> float:
    """The 95th percentile (inclusive method: it stays inside the sample)."""
    return statistics.quantiles(times, n=20, method="inclusive")[18] if len(times) > 1 else times[0]


def move_times(level: str, edition: str, games: list[list[str]]) -> tuple[float, list[float]]:
    """(first move's ms, the other moves' ms) of ``level`` after each of ``games``."""
    times = []
    for moves in games:
        board = fresh(edition, moves)
        seed = edition + ":" + ";".join(moves)  # as the widget seeds it
        t0 = time.perf_counter()
        play_bot(board, level, seed)
        times.append((time.perf_counter() - t0) * 1000)
    return times[0], times[1:]


def main() -> None:
    runtime = "Pyodide" if sys.platform == "emscripten" else "CPython"
    print(f"# bot move time in {runtime}; the targets hold for Pyodide")
    for edition in EDITIONS:
        boards = positions(edition)
        for level, target in TARGET_MS.items():
            first, times = move_times(level, edition, boards[::STRIDE[level]])
            name = f"bot_move_{level}_{edition}"
            print(f"{name}_first: {first:.1f} ms")
            print(f"{name}_p50: {statistics.median(times):.1f} ms ({len(times)} moves)")
            print(f"{name}_p95: {p95(times):.1f} ms (target <= {target:.0f} ms)", flush=True)


if __name__ == "__main__":
    main()
