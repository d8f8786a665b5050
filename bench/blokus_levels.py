"""Blokus levels: playouts per second, decision times, the ladder.

``python bench/blokus_levels.py`` prints ``name: value unit`` lines;
standard library only, no arguments, so the same file runs under CPython
and Pyodide (``python bench/_runner.py blokus_levels``).

* ``levels_playouts_per_s_<edition>``: search playouts a second (a
  playout with its share of the tree's work: selection, expansion, the
  playout itself, backing up), from the position after each colour placed
  two pieces (the level-2 bot's moves, seeded), for every edition;
* ``levels_level6_<edition>_p95`` / ``_median`` / ``_max``: milliseconds
  the top in-page level (``level6``) takes per decision over every third
  position of one seeded level-2 game, on Duo, Classic (4 and 2 players),
  Trigon (4 and 2), Junior and Blitz
  (the slowest editions per playout); ``_cpu_p95`` the same in this
  process's CPU time (on a shared, busy machine the wall clock is mostly
  waiting; under Pyodide, Node.js's CPU time of the process);
* ``levels_ladder_<upper>_vs_<lower>_win_rate`` and ``_not_won``: each
  level against the one below in Duo, seats alternating, ``LADDER_GAMES``
  games (game ``g`` seeded ``g``), CPython only (the same moves in Pyodide,
  only slower). ``_not_won`` (losses and draws) is what
  ``bench/_targets.py`` compares with the issue's 35% (a 65% win rate);
  the issue's 200 games take hours, so the default is small: set
  ``BLOKUS_LADDER_GAMES`` for more.
"""

from __future__ import annotations

import os
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

from rules_py.blokus import mcts  # noqa: E402
from rules_py.blokus.board import Board  # noqa: E402
from rules_py.blokus.bots import make_bot, play_game  # noqa: E402
from rules_py.blokus.scoring import group_scores  # noqa: E402
from rules_py.blokus.variants import names  # noqa: E402

SPEED_PLAYOUTS = 100
TIMED_EDITIONS = ("duo", "classic", "classic_2", "trigon", "trigon_2", "junior", "blitz")
LADDER = (("level2", "level1"), ("level3", "level2"), ("level4", "level3"), ("level5", "level4"),
          ("level6", "level5"))
LADDER_GAMES = int(os.environ.get("BLOKUS_LADDER_GAMES", "10"))


def opening(edition: str, seed: int = 1) -> Board:
    """The position after every colour placed two pieces (level 2, seeded)."""
    board = Board(edition)
    rng = random.Random(seed)
    bot = make_bot("level2")
    play_game(board, bot, rng, max_moves=2 * board.ncolours)
    return board


def playouts_per_second(edition: str) -> float:
    board = opening(edition)
    n = mcts.budget(board, SPEED_PLAYOUTS)
    bot = mcts.MCTSBot(playouts=SPEED_PLAYOUTS, reuse=False)
    bot.choose(board, random.Random(0))  # tables built outside the timing
    t0 = time.perf_counter()
    bot.choose(board, random.Random(1))
    return n / (time.perf_counter() - t0)


def _cpu_clock():  # type: ignore[no-untyped-def]
    """This process's CPU seconds: ``time.process_time``, or under Pyodide in
    Node.js (where that is the wall clock) Node's own ``process.cpuUsage()``."""
    if sys.platform == "emscripten":
        try:
            from js import process  # type: ignore[import-not-found]

            def node_cpu() -> float:
                u = process.cpuUsage()
                return (u.user + u.system) / 1e6

            node_cpu()
            return node_cpu
        except Exception:  # noqa: BLE001 -- a browser has no process: keep the wall clock
            pass
    return time.process_time


def decision_times(edition: str) -> tuple[list[float], list[float]]:
    """Milliseconds per level-6 decision: wall clock, and this process's CPU
    time (the same on an idle machine; on a busy one the CPU time is the cost)."""
    board = Board(edition)
    rng = random.Random(7)
    mover = make_bot("level2")
    bot = make_bot("level6", reuse=False)
    times: list[float] = []
    cpu: list[float] = []
    cpu_clock = _cpu_clock()
    k = 0
    while board.to_move is not None:
        if k % 3 == 0:
            t0, c0 = time.perf_counter(), cpu_clock()
            bot.choose(board, random.Random(k))
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((cpu_clock() - c0) * 1000)
        mv = mover.choose(board, rng)
        assert mv is not None
        board.play(mv)
        k += 1
    return times, cpu


def p95(times: list[float]) -> float:
    return sorted(times)[max(0, round(0.95 * len(times)) - 1)]


def ladder(upper: str, lower: str, games: int) -> tuple[int, int]:
    """``(wins, draws)`` of ``upper`` against ``lower`` in Duo, seats alternating."""
    wins = draws = 0
    for g in range(games):
        board = Board("duo")
        bots = [make_bot(upper), make_bot(lower)]
        seat = g % 2  # upper's player index
        play_game(board, bots if seat == 0 else bots[::-1], random.Random(g))
        s = group_scores(board)
        wins += s[seat] > s[1 - seat]
        draws += s[seat] == s[1 - seat]
    return wins, draws


def main() -> None:
    for edition in names():
        print(f"levels_playouts_per_s_{edition}: {playouts_per_second(edition):.4g} playouts/s", flush=True)
    for edition in TIMED_EDITIONS:
        times, cpu = decision_times(edition)
        print(f"levels_level6_{edition}_p95: {p95(times):.4g} ms", flush=True)
        print(f"levels_level6_{edition}_cpu_p95: {p95(cpu):.4g} ms", flush=True)
        print(f"levels_level6_{edition}_median: {statistics.median(times):.4g} ms", flush=True)
        print(f"levels_level6_{edition}_max: {max(times):.4g} ms", flush=True)
    if sys.platform == "emscripten":
        print("levels_ladder: measured in CPython only (the same games, slower)")
        return
    print(f"levels_ladder_games: {LADDER_GAMES} games")
    for upper, lower in LADDER:
        wins, draws = ladder(upper, lower, LADDER_GAMES)
        print(f"levels_ladder_{upper}_vs_{lower}_win_rate: {wins / LADDER_GAMES:.3g} fraction", flush=True)
        print(f"levels_ladder_{upper}_vs_{lower}_not_won: {(LADDER_GAMES - wins) / LADDER_GAMES:.3g} fraction",
              flush=True)


if __name__ == "__main__":
    main()
