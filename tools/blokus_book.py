"""Make a Blokus opening book by our own search (``rules_py/blokus/book.py``).

    python tools/blokus_book.py --variant duo --playouts 4000 --widths 16,6 --seed 1 \\
        --out rules_py/blokus/book_duo.json

From the empty board, breadth first: each position gets a fresh search of
``--playouts`` playouts (``MCTSBot.search``, the levels' settings, no tree
reuse, the position's ``Random(seed + k)`` for the ``k``-th position
searched), its most visited move is stored, and the ``widths[d]`` most
visited moves at depth ``d`` (0: the empty board) lead to the positions
searched next; the positions at depth ``len(widths)`` are searched and
stored but not expanded. A position whose mirror image is already in the
book is skipped (the book answers both). Deterministic: the same arguments
make the same file. Standard library and rules_py only; CPython (minutes).

It makes shipped data, so it lives in ``tools/``, not in ``bench/``; with
no arguments it prints how many positions the packaged books hold.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import sys
import time

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blokus import book as _book  # noqa: E402
from rules_py.blokus.board import Board  # noqa: E402
from rules_py.blokus.mcts import MCTSBot  # noqa: E402
from rules_py.blokus.variants import get  # noqa: E402


def make_book(variant: str, playouts: int, widths: list[int], seed: int,
              log=lambda s: None) -> dict[str, str]:
    """The book's ``moves`` (module docstring)."""
    v = get(variant)
    g = v.geometry
    mirrors = _book.symmetries(v)
    moves: dict[str, str] = {}
    frontier: list[list[int]] = [[]]   # positions as placement masks, in order
    k = 0
    for depth in range(len(widths) + 1):
        following: list[list[int]] = []
        for line in frontier:
            board = Board(v)
            for mask in line:
                board.play(board.tables.move(board.tables.by_mask[mask], board.to_move))
            if board.to_move is None:
                continue
            cells = [mv.cells for mv in board.history]
            if any(_book.position_key(g, cells, p) in moves for p in mirrors):
                continue
            key = _book.position_key(g, cells)
            if key in moves:
                continue
            bot = MCTSBot(playouts=playouts, reuse=False)
            root = bot.search(board, random.Random(seed + k), playouts)
            k += 1
            ranked = sorted(range(root.tried), key=lambda i: (-root.counts[i], i))
            best = board.tables.move(root.pids[ranked[0]], board.to_move)
            moves[key] = str(best)
            log(f"{k:4d} depth {depth} {key or '(start)'} -> {best} "
                f"({root.counts[ranked[0]]}/{root.visits} visits)")
            if depth < len(widths):
                for i in ranked[:widths[depth]]:
                    following.append(line + [board.tables.masks[root.pids[i]]])
        frontier = following
    return moves


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default=None)
    ap.add_argument("--playouts", type=int, default=4000)
    ap.add_argument("--widths", default="16,6", help="moves followed per depth, comma separated")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=None, help="the JSON file (default: print it)")
    args = ap.parse_args(argv)
    if args.variant is None:
        for name in _book.FILES:
            b = _book.book_for(get(name))
            print(f"blokus_book_{name}_positions: {len(b) if b else 0} positions")
        return 0
    widths = [int(w) for w in args.widths.split(",") if w.strip()]
    t0 = time.perf_counter()
    moves = make_book(args.variant, args.playouts, widths, args.seed,
                      log=lambda s: print(s, file=sys.stderr, flush=True))
    made_by = (f"python tools/blokus_book.py --variant {args.variant} --playouts {args.playouts} "
               f"--widths {','.join(map(str, widths))} --seed {args.seed}")
    data = {"variant": args.variant, "made_by": made_by, "playouts": args.playouts, "widths": widths,
            "moves": moves}
    text = json.dumps(data, indent=0, sort_keys=False) + "\n"
    if args.out:
        pathlib.Path(args.out).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    print(f"{len(moves)} positions in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
