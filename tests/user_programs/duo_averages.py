"""A user's program: 200 random Blokus Duo games, each player's average score.

Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import random
import sys

import rules_py


def main(games: int = 200, seed: int = 1) -> None:
    rng = random.Random(seed)
    bot = rules_py.make_bot("duo", "random")
    points = [0.0, 0.0]
    wins = [0, 0]
    moves = 0
    for _ in range(games):
        board = rules_py.new_game("duo")  # a Board, for the type checker too
        moves += rules_py.play_out(board, bot, rng)
        for player, score in enumerate(rules_py.group_scores(board)):
            points[player] += score
        for player in rules_py.winners(board):
            wins[player] += 1
    names = rules_py.new_game("duo").variant.colours
    print(f"{games} random Duo games, {moves / games:.1f} moves a game")
    for player, name in enumerate(names):
        print(f"player {player} ({name}): average {points[player] / games:+.2f}, {wins[player]} wins")


if __name__ == "__main__":
    main(*map(int, sys.argv[1:3]))
