"""``python -m rules_py puzzles ...``: solve and check the solo puzzles.

    python -m rules_py puzzles list
    python -m rules_py puzzles solve NAME [--seed S] [--time-limit T] [--format list|record|blksgf|svg]
    python -m rules_py puzzles check NAME FILE [--partial]

``solve`` prints the solution as a JSON list of ``{"colour", "piece",
"cells"}`` (``--format record`` adds the puzzle's name; ``blksgf`` writes
the 20x20 ones as a Pentobi setup; ``svg`` draws it with
:mod:`rules_py.render.puzzles`, which is why this face, unlike the rules
beside it, imports a renderer). A search stopped by ``--time-limit``
prints ``{"error": ...}`` on standard error and exits with status 3.
``check`` reads an attempt (``-`` for standard input) and prints the
report as JSON; the exit status is 0 when there is no problem, 1 when
there are problems, 2 when the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys

from ...errors import RecordError
from ...render.puzzles import render_svg
from .definitions import PUZZLES, dumps, get_puzzle, to_blksgf
from .check import check
from .solve import Cancelled, solve


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m rules_py puzzles", description="Blokus solo puzzles")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the puzzles' names")
    s = sub.add_parser("solve", help="print a solution as JSON")
    s.add_argument("name", choices=sorted(PUZZLES))
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--time-limit", type=float, default=None, help="give up after this many seconds")
    s.add_argument("--format", choices=("list", "record", "blksgf", "svg"), default="list")
    c = sub.add_parser("check", help="check an attempt (JSON file, - for stdin)")
    c.add_argument("name", choices=sorted(PUZZLES))
    c.add_argument("file")
    c.add_argument("--partial", action="store_true", help="work in progress: gaps and missing pieces are fine")
    return p


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.command == "list":
        for name, p in PUZZLES.items():
            print(f"{name}\t{p.title_en}")
        return 0
    if args.command == "solve":
        try:
            sol = solve(args.name, args.seed, time_limit=args.time_limit)
        except Cancelled as exc:
            print(json.dumps({"error": str(exc)}), file=sys.stderr)
            return 3
        if args.format == "list":
            print(json.dumps([p.to_dict() for p in sol]))
        elif args.format == "record":
            print(dumps(args.name, sol))
        elif args.format == "blksgf":
            if get_puzzle(args.name).kind != "game":
                print("a .blksgf setup is for the 20x20 puzzles only", file=sys.stderr)
                return 2
            sys.stdout.write(to_blksgf(sol))
        else:
            print(render_svg(args.name, sol))
        return 0
    # check
    try:
        text = sys.stdin.read() if args.file == "-" else open(args.file, encoding="utf-8").read()
        report = check(args.name, text, partial=args.partial)
    except OSError as exc:
        print(json.dumps({"error": str(exc)}))
        return 2
    except RecordError as exc:
        print(json.dumps({"error": str(exc), "line": exc.line, "column": exc.column, "index": exc.index}))
        return 2
    print(json.dumps(report.to_dict(), ensure_ascii=False, indent=1))
    return 0 if report.ok else 1
