"""A user's program: load a packaged Blokus example in one call and score it.

Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import sys

import rules_py


def main(name: str = "classic") -> None:
    board = rules_py.load_example("classic") if name == "classic" else rules_py.load_example("duo")
    print(rules_py.score_table(board))
    scores = rules_py.colour_scores(board)
    print("by colour: " + ", ".join(f"{board.colour_name(c)} {s}" for c, s in enumerate(scores)))
    print("winners: " + " and ".join(f"player {p}" for p in rules_py.winners(board)))


if __name__ == "__main__":
    main(*sys.argv[1:2])
