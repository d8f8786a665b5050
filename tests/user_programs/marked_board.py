"""A user's program: a Duo position drawn as SVG, with marks and the last move.

``python marked_board.py picture.svg``: six moves of the greedy bot, then
the board with the last move dotted, the first cell of the next colour's
first piece ringed in red, the free cells its next piece may start from
dotted in green, and an arrow from its first piece to its last. Only names of
``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import pathlib
import random
import sys

import rules_py


def main(path: str) -> int:
    board = rules_py.new_game("duo")
    bot = rules_py.make_bot(board, "greedy")
    rng = random.Random(5)
    for _ in range(6):
        move = bot.choose(board.observation(board.current_player or 0), rng)
        assert move is not None  # six moves into a Duo game, a piece always fits
        board.apply(move)
    mover = board.to_move
    assert mover is not None
    own = [move for move in board.history if move.colour == mover]
    # The free cells touching the mover's pieces only by a corner: where its next piece may start.
    corners = {cell: "corner" for cell in range(board.geometry.size) if board.attach_points(mover) >> cell & 1}
    svg = rules_py.board_svg(
        board,
        marks={**corners, own[0].cells[0]: "mark-red"},
        arrows=[(own[0].cells[0], own[-1].cells[0])],
        last_move=board.history[-1],
        size=480,
    )
    pathlib.Path(path).write_text(svg, encoding="utf-8")
    print(f"{path}: {len(board.history)} moves, {len(corners)} cells marked, last move {board.history[-1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
