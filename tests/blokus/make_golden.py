"""Write tests/blokus/golden/<variant>.json: one seeded random game per variant.

    python tests/blokus/make_golden.py            # every registered variant
    python tests/blokus/make_golden.py duo blitz  # only these

A regression net and a worked trace at once (like OpenSpiel's playthroughs
and python-chess's perft files): before each move, the colour to move, the
number of moves played, each colour's pieces left, the number of legal moves
with a hash of the whole list and its first few moves in notation; the move
played; and at the end each colour's and each side's score. The game is
chosen by ``random.Random("golden-<variant>")``. ``test_golden.py`` replays
every file and compares step by step. Regenerate only when a rule change is
meant to change these games, and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
sys.path.insert(0, str(HERE.parent.parent))

from rules_py.blokus import variants  # noqa: E402
from rules_py.blokus.board import Board  # noqa: E402
from rules_py.blokus.scoring import colour_scores, group_scores  # noqa: E402

#: How many legal moves (sorted by notation) each step shows in full.
FIRST_FEW = 3


def step_summary(board: Board) -> dict:
    """What the golden file records about the position before a move."""
    legal = sorted(board.legal_moves.notation())
    return {
        "to_move": board.colour_name(board.to_move),
        "moves": len(board.history),
        "pieces_left": [len(board.remaining(c)) for c in range(board.ncolours)],
        "legal": len(legal),
        "legal_sha256": hashlib.sha256("\n".join(legal).encode()).hexdigest()[:16],
        "first_legal": legal[:FIRST_FEW],
    }


def final_summary(board: Board) -> dict:
    """What the golden file records once the game is over."""
    return {
        "moves": len(board.history),
        "pieces_left": [len(board.remaining(c)) for c in range(board.ncolours)],
        "colour_scores": colour_scores(board),
        "side_scores": group_scores(board),
    }


def playthrough(name: str) -> dict:
    """The seeded game of variant ``name``, step by step."""
    seed = f"golden-{name}"
    rng = random.Random(seed)
    board = Board(name)
    steps = []
    while not board.is_over:
        step = step_summary(board)
        step["played"] = str(board.play(board.random_move(rng)))
        steps.append(step)
    return {"variant": name, "seed": seed, "steps": steps, "final": final_summary(board)}


def dumps(data: dict) -> str:
    """JSON with one step per line: small files, readable diffs."""
    steps = ",\n  ".join(json.dumps(s, ensure_ascii=False) for s in data["steps"])
    head = {k: v for k, v in data.items() if k not in ("steps", "final")}
    return (json.dumps(head)[:-1] + ',\n "steps": [\n  ' + steps + '\n ],\n "final": '
            + json.dumps(data["final"]) + "\n}\n")


def main(argv: list[str]) -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name in argv or variants.names():
        path = GOLDEN / f"{name}.json"
        path.write_text(dumps(playthrough(name)), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent.parent)} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main(sys.argv[1:])
