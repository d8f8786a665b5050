"""A user's program: deal a 4-player BLOT game, let bots play it, print each round's breakdown.

Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import random
import sys

import rules_py


def main(seed: int = 7) -> None:
    game = rules_py.new_game("blot", players=4)  # a BlotState, for the type checker too
    bots = [rules_py.make_bot("blot", name) for name in ("heuristic", "random", "heuristic", "random")]
    played = rules_py.play_out(game, bots, random.Random(seed))
    print(f"BLOT, 4 players, seed {seed}: {played} actions, the faces and the deals included")
    for score in game.round_scores():
        print()
        print(score)
    result = game.result()
    print()
    print("totals: " + ", ".join(f"player {p}: {t}" for p, t in enumerate(game.totals())))
    print("winners: " + ", ".join(f"player {p}" for p in result.winners))


if __name__ == "__main__":
    main(*map(int, sys.argv[1:2]))
