"""``python -m rules_py blokus ...``: check records from the command line.

* ``legal FILE.blksgf``: the legal moves of the colour to move after the
  record, one per line in Pentobi's notation; nothing when the game is over.
* ``replay FILE.blksgf``: JSON with ``over``, each colour's points (standard
  scoring), each colour's remaining pieces and, if a move is illegal, the
  first one (``index`` from 0, ``reason``); the exit status is then 1.
* ``variants``: the variants and their ``GM`` strings.

Every file argument may be ``-`` (standard input). Exit status and errors
follow :mod:`rules_py.cli_errors`: 1 and one JSON object on stderr for a
record that cannot be read or holds an illegal move (``replay`` then still
prints its summary on stdout), 2 for a usage error.
"""

from __future__ import annotations

import argparse
import json

from ..cli_errors import Parser, read_input, report_record, run
from . import sgf
from . import variants as _variants
from .scoring import colour_points


def _read(path: str) -> sgf.Record:
    return sgf.read(read_input(path))


def cmd_legal(args: argparse.Namespace) -> int:
    rec = _read(args.file)
    board = rec.replay()
    for mv in sorted(board.legal_moves, key=str) if args.sorted else board.legal_moves:
        print(mv)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    rec = _read(args.file)
    board, err = rec.replay_checked()
    v = board.variant
    out = {
        "variant": v.name,
        "moves": len(board.history),
        "over": board.is_over() if err is None else False,
        "to_move": None if board.to_move is None else v.colours[board.to_move],
        "points": {v.colours[c]: colour_points(board, c, "standard") for c in range(board.ncolours)},
        "remaining": {v.colours[c]: board.remaining(c) for c in range(board.ncolours)},
        "illegal": None,
    }
    if err is not None:
        out["illegal"] = {"index": err.index, "line": err.line, "column": err.column,
                          "reason": err.reason.to_dict() if err.reason else {"code": "record", "en": err.message}}
    print(json.dumps(out, indent=1 if args.pretty else None, ensure_ascii=False))
    return report_record(err, args.file) if err is not None else 0


def cmd_variants(args: argparse.Namespace) -> int:
    for name in _variants.names():
        v = _variants.get(name)
        print(f"{name}\t{v.gm or '-'}\t{v.title}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = Parser(prog="python -m rules_py blokus", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True, parser_class=Parser)
    p = sub.add_parser("legal", help="legal moves of the colour to move after a record (- for stdin)")
    p.add_argument("file")
    p.add_argument("--sorted", action="store_true", help="sort the moves alphabetically")
    p.set_defaults(fn=cmd_legal)
    p = sub.add_parser("replay", help="replay a record; JSON summary")
    p.add_argument("file")
    p.add_argument("--pretty", action="store_true")
    p.set_defaults(fn=cmd_replay)
    p = sub.add_parser("variants", help="list the variants")
    p.set_defaults(fn=cmd_variants)
    args = ap.parse_args(argv)
    return run(args.fn, args)
