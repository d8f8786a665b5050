"""A user's program: set up a Blokus position from one line and list its legal moves.

``python position_moves.py "duo e10,d11,e11,f11,e12/- orange"``. Only names of
``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import sys

import rules_py


def main(line: str = "duo e10,d11,e11,f11,e12/- orange", shown: int = 5) -> None:
    board = rules_py.from_position(line, "blokus")  # a Board, for the type checker too
    if board.to_move is None:
        print("the game is over")
        return
    moves = board.legal_actions()
    print(f"{board.variant.name}: {board.colour_name(board.to_move)} to move, {len(moves)} legal moves")
    for move in moves[:shown]:
        print(f"  {move.piece}: {move}")
    print(f"key {board.key()}, the line read back: {board.position() == line}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "duo e10,d11,e11,f11,e12/- orange")
