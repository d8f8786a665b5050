"""A user's program: count the move sequences at the end of a Duo game, with a
transposition table keyed by the position key.

Two orders of the same moves reach one position, so its count is computed
once. Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no
cast (``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import sys

import rules_py


def sequences(board: rules_py.Board, depth: int, table: dict[tuple[int, int], int]) -> int:
    """How many sequences of ``depth`` moves (or fewer, to the game's end) start here."""
    if depth == 0 or board.is_over:
        return 1
    entry = (board.key(), depth)
    if entry not in table:
        total = 0
        for move in board.legal_actions():
            board.apply(move)
            total += sequences(board, depth - 1, table)
            board.undo()
        table[entry] = total
    return table[entry]


def main(back: int = 6, depth: int = 6) -> None:
    board = rules_py.load_example("duo")  # a Board: a finished game
    for _ in range(back):
        board.undo()
    table: dict[tuple[int, int], int] = {}
    count = sequences(board, depth, table)
    print(f"{back} moves before the end of the Duo example: {count} sequences of up to {depth} moves")
    print(f"{len(table)} positions in the table")


if __name__ == "__main__":
    main(*map(int, sys.argv[1:3]))
