"""A user's program: load a finished ``.blksgf`` game, print the board and the scores.

``python show_record.py game.blksgf``. Only names of ``rules_py.__all__``;
``mypy --strict`` checks it with no cast (``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import pathlib
import sys

import rules_py


def main(path: str) -> int:
    text = pathlib.Path(path).read_bytes()
    try:
        board = rules_py.load_record(text, "blokus")  # a Board, for the type checker too
    except rules_py.RecordError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 1
    print(f"{board.variant.title}: {len(board.history)} moves, "
          + ("finished" if board.is_over else "not finished"))
    print(board)
    print(rules_py.score_table(board))
    best = rules_py.winners(board)
    print("winner: " + " and ".join(f"player {p}" for p in best))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
