"""``python -m rules_py puzzles ...``: solve and check the solo puzzles.

    python -m rules_py puzzles list
    python -m rules_py puzzles solve NAME [--seed S] [--time-limit T] [--format list|record|blksgf|svg]
    python -m rules_py puzzles check NAME FILE [--partial]

``solve`` prints the solution as a JSON list of ``{"colour", "piece",
"cells"}`` (``--format record`` adds the puzzle's name; ``blksgf`` writes
the 20x20 ones as a Pentobi setup; ``svg`` draws it with the ``draw``
function `main` is given: ``python -m rules_py`` passes
`rules_py.render.puzzles.render_svg`, as the rules never import a
renderer). A search stopped by ``--time-limit``
prints the error object (code ``time_limit``) on standard error and
exits with status 3. ``check`` reads an attempt (``-`` for standard
input) and prints the report as JSON; the exit status is 0 when there is
no problem, 1 when there are problems or the attempt cannot be read (one
JSON error object on stderr, see `rules_py.cli_errors`), 2 for a
usage error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from ...cli_errors import EXIT_GAVE_UP, EXIT_RECORD, EXIT_USAGE, Parser, add_pretty, emit, read_input, report, run
from ...i18n.messages import tr
from ...reading import decode
from .definitions import PUZZLES, Placement, dumps, get_puzzle, to_blksgf
from .check import check
from .solve import Cancelled, solve


_EPILOG = """examples:
  python -m rules_py puzzles list
  python -m rules_py puzzles solve tetrominoes-8x10 --seed 3 --pretty
  python -m rules_py puzzles solve all-84-descending --time-limit 10 --format blksgf > all84.blksgf
  python -m rules_py puzzles solve pentominoes-15x16 --format svg > solution.svg
  python -m rules_py puzzles check tetrominoes-8x10 mine.json --partial"""


def parser() -> argparse.ArgumentParser:
    """The command's argument parser (every option with its help, examples in the epilog)."""
    p = Parser(prog="python -m rules_py puzzles", description="Blokus solo puzzles: list, solve, check.",
               epilog=_EPILOG)
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser, metavar="COMMAND")
    sub.add_parser("list", help="the puzzles' names and titles", epilog="example: python -m rules_py puzzles list")
    s = sub.add_parser("solve", help="print a solution (JSON list by default)",
                       epilog="example: python -m rules_py puzzles solve tetrominoes-8x10 --seed 3")
    s.add_argument("name", choices=sorted(PUZZLES), metavar="NAME", help="a puzzle (puzzles list)")
    s.add_argument("--seed", type=int, default=0, help="seed of the search's order (default 0)")
    s.add_argument("--time-limit", type=float, default=None,
                   help="give up after this many seconds (exit status 3)")
    s.add_argument("--format", choices=("list", "record", "blksgf", "svg"), default="list",
                   help="list: JSON placements (default); record: with the puzzle's name; "
                        "blksgf: a Pentobi setup (20x20 puzzles); svg: a drawing")
    add_pretty(s)
    c = sub.add_parser("check", help="check an attempt; the report as JSON",
                       epilog="example: python -m rules_py puzzles check tetrominoes-8x10 mine.json --partial")
    c.add_argument("name", choices=sorted(PUZZLES), metavar="NAME", help="a puzzle (puzzles list)")
    c.add_argument("file", help="the attempt: a JSON list of {colour, piece, cells}, - for standard input")
    c.add_argument("--partial", action="store_true", help="work in progress: gaps and missing pieces are fine")
    add_pretty(c)
    return p


#: Draws a puzzle with its pieces as SVG text (given by the command line's edge).
Draw = Callable[[str, Sequence[Placement]], object]


def cmd_solve(args: argparse.Namespace) -> int:
    """Print a solution in the chosen format."""
    if args.format == "svg" and args.draw is None:
        report("usage", tr("--format svg needs a drawing: run {command}", command="python -m rules_py puzzles"),
               {"command": "python -m rules_py puzzles solve"})
        return EXIT_USAGE
    try:
        sol = solve(args.name, args.seed, time_limit=args.time_limit)
    except Cancelled as exc:
        report("time_limit", tr("time limit reached after {n} nodes", n=exc.nodes),
               {"command": "python -m rules_py puzzles solve"})
        return EXIT_GAVE_UP
    if args.format == "list":
        emit([p.to_dict() for p in sol])
    elif args.format == "record":
        print(dumps(args.name, sol))
    elif args.format == "blksgf":
        if get_puzzle(args.name).kind != "game":
            report("usage", tr("a .blksgf setup is for the 20x20 puzzles only"),
                   {"command": "python -m rules_py puzzles solve"})
            return EXIT_USAGE
        sys.stdout.write(to_blksgf(sol))
    else:
        print(args.draw(args.name, sol))
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    """Print the report on an attempt; a wrong attempt is a rules error (status 1)."""
    report_ = check(args.name, decode(read_input(args.file)), partial=args.partial)
    emit(report_.to_dict())
    if report_.ok:
        return 0
    problems = report_.to_dict().get("problems", [])
    codes = sorted({p.get("code", "?") for p in problems if isinstance(p, dict)})
    report("illegal", tr("the attempt has {n} {n:plural:problem|problems}: {codes}", n=len(problems),
                         codes=", ".join(codes)),
           {"file": args.file})
    return EXIT_RECORD


def cmd_list(args: argparse.Namespace) -> int:
    for name, p in PUZZLES.items():
        print(f"{name}\t{p.title_en}")
    return 0


def main(argv: list[str], draw: Draw | None = None) -> int:
    """Run one command; ``draw`` makes ``solve --format svg`` (without it,
    that format is a usage error)."""
    args = parser().parse_args(argv)
    args.draw = draw
    fn = {"list": cmd_list, "solve": cmd_solve, "check": cmd_check}[args.command]
    return run(fn, args)


__all__ = ["parser", "cmd_solve", "cmd_check", "cmd_list", "main"]
