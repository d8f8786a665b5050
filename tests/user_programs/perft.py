"""A user's program: perft (the move sequences to a depth) on Duo and Trigon.

Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import sys
import time

import rules_py


def perft(board: rules_py.Board, depth: int) -> int:
    """How many sequences of ``depth`` moves start from ``board``."""
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_actions():
        board.apply(move)
        total += perft(board, depth - 1)
        board.undo()
    return total


def main(depth: int = 2) -> None:
    for name in ("duo", "trigon"):
        board = rules_py.new_game(name)
        start = time.perf_counter()
        count = perft(board, depth)
        print(f"{name} perft({depth}) = {count} ({time.perf_counter() - start:.2f} s)")


if __name__ == "__main__":
    main(*map(int, sys.argv[1:2]))
