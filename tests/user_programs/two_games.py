"""A user's program: read every game of a file that holds several, and say how each ended.

``python two_games.py games.blksgf`` (or BLOT JSON records one after another).
Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import pathlib
import sys

import rules_py


def main(path: str) -> int:
    try:
        games = list(rules_py.load_records(pathlib.Path(path).read_text(encoding="utf-8")))
    except rules_py.RecordError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 1
    for number, game in enumerate(games, start=1):
        state = "finished" if game.is_over else "not finished"
        points = ", ".join(f"{p:g}" for p in game.returns())
        print(f"game {number}: {rules_py.game_name(game)}, {len(game.history)} actions, {state}, points {points}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
