"""Benchmark: each solo puzzle solved from scratch for seeds 1 to 20.

Standard library only; run from the repository root::

    python bench/puzzles.py [--seeds N] [--seed S ...] [--limit SECONDS] [NAME ...]

``--seeds N`` runs seeds 1..N (default 20); ``--seed S`` (repeatable) runs
only the seeds given, to re-time the slow ones alone; ``-v`` prints one
line per seed (its time and search nodes). Prints ``name: value
unit`` lines: per puzzle the median and the worst solve time over the seeds
(with the worst seed's number, beside the target: :data:`TARGET` seconds
for the slowest seed), and how many seeds were solved within the limit (a
seed that hits the limit counts as the limit in the median/worst; for
those, the most pieces the search had laid is reported too), and the
median and largest count of search nodes (a figure load does not change). A table of
every puzzle closes the output.
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
#: The target for the slowest seed, in seconds: 2 s in CPython, 5 s in the
#: page (Pyodide, where this script also runs under ``make bench``).
TARGET = 5.0 if sys.platform == "emscripten" else 2.0
#: ``-v``: one line per seed (time and search nodes).
VERBOSE = False


def time_puzzle(name: str, seeds: list[int], limit: float) -> dict[str, object]:
    """Solve ``name`` once per seed; the times, the worst seed, and the misses."""
    times: dict[int, float] = {}
    nodes: dict[int, int] = {}
    reached: list[int] = []
    solved = 0
    for seed in seeds:
        seen: list[int] = [0]

        def note(p: object, seen: list[int] = seen) -> None:
            seen[0] = p.nodes  # type: ignore[attr-defined]

        start = time.perf_counter()
        try:
            sol = solve(name, seed, time_limit=limit, progress=note)
        except Cancelled as exc:
            times[seed] = limit
            nodes[seed] = seen[0]
            reached.append(len(exc.partial))
            continue
        times[seed] = time.perf_counter() - start
        nodes[seed] = seen[0]
        if VERBOSE:
            print(f"#   {name} seed {seed}: {times[seed]:.3f} s, {nodes[seed]} nodes")
        if puzzles.check(name, sol).solved:
            solved += 1
    worst = max(times, key=times.__getitem__)
    return {"median": statistics.median(times.values()), "worst": times[worst], "worst_seed": worst,
            "solved": solved, "reached": reached, "nodes_median": statistics.median(nodes.values()),
            "nodes_max": max(nodes.values())}


def run(names: list[str], seeds: list[int], limit: float) -> list[tuple[str, dict[str, object]]]:
    """Time every puzzle of ``names``, printing its figures as they come."""
    rows = []
    for name in names:
        r = time_puzzle(name, seeds, limit)
        rows.append((name, r))
        print(f"puzzles.{name}.median: {r['median']:.3f} s")
        print(f"puzzles.{name}.worst: {r['worst']:.3f} s (seed {r['worst_seed']}; target {TARGET:g} s)")
        print(f"puzzles.{name}.solved: {r['solved']}/{len(seeds)} seeds")
        # search nodes: a measure of the algorithm that a busy machine does not skew
        print(f"puzzles.{name}.nodes_median: {r['nodes_median']:g} nodes")
        print(f"puzzles.{name}.nodes_max: {r['nodes_max']} nodes")
        reached = r["reached"]
        if reached:  # searches stopped by the limit: how far they got
            print(f"puzzles.{name}.unsolved_best_median: {statistics.median(reached):g} pieces")
            print(f"puzzles.{name}.unsolved_best_max: {max(reached)} pieces")
        sys.stdout.flush()
    return rows


def table(rows: list[tuple[str, dict[str, object]]], seeds: list[int]) -> None:
    """The closing table: median, worst (seed) and the target, one puzzle a line."""
    span = f"seeds {seeds[0]}..{seeds[-1]}" if seeds == list(range(seeds[0], seeds[-1] + 1)) else \
        "seeds " + ",".join(map(str, seeds))
    print(f"# puzzles, {span} (worst seed against the {TARGET:g} s target)")
    print(f"# {'puzzle':<27} {'median':>8} {'worst':>8} {'seed':>5} {'target':>7}  ok")
    for name, r in rows:
        ok = "yes" if r["worst"] <= TARGET and r["solved"] == len(seeds) else "NO"
        print(f"# {name:<27} {r['median']:>7.3f}s {r['worst']:>7.3f}s {r['worst_seed']:>5} {TARGET:>6g}s  {ok}")


def main(argv: list[str] | None = None) -> None:
    global VERBOSE
    args = list(sys.argv[1:] if argv is None else argv)
    count, chosen, limit, names = 20, [], 10.0, []
    while args:
        a = args.pop(0)
        if a == "--seeds":
            count = int(args.pop(0))
        elif a == "--seed":
            chosen.append(int(args.pop(0)))
        elif a == "--limit":
            limit = float(args.pop(0))
        elif a == "-v":
            VERBOSE = True
        else:
            names.append(a)
    seeds = chosen or list(range(1, count + 1))
    start = time.perf_counter()
    solve("tetrominoes-8x10", 0)  # warm-up: builds the 8x10 placement tables
    print(f"puzzles.setup_8x10: {time.perf_counter() - start:.3f} s")
    table(run(names or list(ORDER), seeds, limit), seeds)


if __name__ == "__main__":
    main()
