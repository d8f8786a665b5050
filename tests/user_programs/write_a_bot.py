"""A user's program: a bot of your own for each game, each against one of ours.

Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``); the "Write a bot" page shows it.
"""

from __future__ import annotations

import random
import sys

import rules_py


class LowCards:
    """BLOT: play the lowest card it may (any other action: the first legal one)."""

    name = "low-cards"

    def choose(self, observation: rules_py.Observation, rng: random.Random) -> rules_py.BlotAction:
        def value(action: rules_py.BlotAction) -> int:
            match action:
                case rules_py.Play(card=card):
                    return card.value
                case _:
                    return 0

        return min(observation.legal, key=value)


class BigPieces:
    """Blokus: place a largest piece it can, chosen at random among them."""

    name = "big-pieces"

    def choose(self, board: rules_py.Board, rng: random.Random) -> rules_py.Move | None:
        moves = board.legal_actions()
        if not moves:
            return None
        largest = max(len(move) for move in moves)
        return rng.choice([move for move in moves if len(move) == largest])


def main(games: int = 10, seed: int = 1) -> None:
    rng = random.Random(seed)
    wins = 0.0
    for _ in range(games):
        game = rules_py.new_game("blot", players=3)
        bots: list[rules_py.BlotBot] = [LowCards(), rules_py.make_bot(game, "random"),
                                        rules_py.make_bot(game, "random")]
        rules_py.play_out(game, bots, rng)
        winners = game.result().winners
        wins += 1 / len(winners) if 0 in winners else 0
    print(f"BLOT: low-cards won {wins:g} of {games} games against two random bots")
    board = rules_py.new_game("duo")
    duo: list[rules_py.BlokusBot] = [BigPieces(), rules_py.make_bot(board, "random")]
    rules_py.play_out(board, duo, rng)
    print(f"Duo: big-pieces {board.returns()[0]:g} points, random {board.returns()[1]:g}")


if __name__ == "__main__":
    main(*map(int, sys.argv[1:3]))
