"""Benchmark: each solo puzzle solved from scratch over several seeds.

Standard library only; run from the repository root::

    python bench/puzzles.py [--seeds N] [--limit SECONDS] [NAME ...]

Prints ``name: value unit`` lines: per puzzle the median and worst solve
time over the seeds, and how many seeds were solved within the limit (a
seed that hits the limit counts as the limit in the median/worst; for
those, the most pieces the search had laid is reported too).
"""

from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules_py.blokus import puzzles  # noqa: E402
from rules_py.blokus.puzzles.solve import Cancelled, solve  # noqa: E402

ORDER = ("tetrominoes-8x10", "tetrominoes-8x10-colours", "pentominoes-15x16", "pentominoes-15x16-colours",
         "all-84", "all-84-descending")


def run(names: list[str], seeds: int, limit: float) -> None:
    for name in names:
        times = []
        reached: list[int] = []
        solved = 0
        for seed in range(seeds):
            start = time.perf_counter()
            try:
                sol = solve(name, seed, time_limit=limit)
            except Cancelled as exc:
                times.append(limit)
                reached.append(len(exc.partial))
                continue
            times.append(time.perf_counter() - start)
            if puzzles.check(name, sol).solved:
                solved += 1
        print(f"puzzles.{name}.median: {statistics.median(times):.3f} s")
        print(f"puzzles.{name}.worst: {max(times):.3f} s")
        print(f"puzzles.{name}.solved: {solved}/{seeds} seeds")
        if reached:  # searches stopped by the limit: how far they got
            print(f"puzzles.{name}.unsolved_best_median: {statistics.median(reached):g} pieces")
            print(f"puzzles.{name}.unsolved_best_max: {max(reached)} pieces")
        sys.stdout.flush()


def main(argv: list[str] | None = None) -> None:
    args = list(sys.argv[1:] if argv is None else argv)
    seeds, limit, names = 5, 10.0, []
    while args:
        a = args.pop(0)
        if a == "--seeds":
            seeds = int(args.pop(0))
        elif a == "--limit":
            limit = float(args.pop(0))
        else:
            names.append(a)
    start = time.perf_counter()
    solve("tetrominoes-8x10", 0)  # warm-up: builds the 8x10 placement tables
    print(f"puzzles.setup_8x10: {time.perf_counter() - start:.3f} s")
    run(names or list(ORDER), seeds, limit)


if __name__ == "__main__":
    main()
