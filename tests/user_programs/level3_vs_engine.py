"""A user's program: our bot level 3 against an outside GTP engine, in Blokus Duo.

``python level3_vs_engine.py GAMES ENGINE [ARGUMENTS...]``, for instance
``python level3_vs_engine.py 2 pentobi-gtp -g duo -l 1 --noresign --quiet``.
The seats alternate, every move of the engine is checked by our rules, and
the engine gets ten seconds a move. Only names of ``rules_py.__all__``;
``mypy --strict`` checks it with no cast (``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import random
import sys

import rules_py


def play(engine: rules_py.engine.SimpleEngine, ours_first: bool, rng: random.Random) -> tuple[float, float]:
    """One game; (our points, the engine's points)."""
    board = rules_py.new_game("duo")
    bot = rules_py.make_bot(board, "level3")
    ours = 0 if ours_first else 1
    while not board.is_over:
        if board.current_player == ours:
            move = bot.choose(board.observation(ours), rng)
            assert move is not None  # a Blokus bot answers None only when no piece fits, and then it is not asked
            board.apply(move)
            continue
        result = engine.play(board, rules_py.engine.Limit(time=10.0))
        if result.move is None:  # the engine resigned
            return 1.0, 0.0
        board.apply(result.move)
    points = board.returns()
    return points[ours], points[1 - ours]


def main(games: int, command: list[str]) -> int:
    rng = random.Random(1)
    wins = draws = 0
    try:
        with rules_py.engine.SimpleEngine.popen_gtp(command) as engine:
            for game in range(games):
                ours, theirs = play(engine, game % 2 == 0, rng)
                wins += ours > theirs
                draws += ours == theirs
                print(f"game {game + 1}: level 3 {ours:+.0f}, {engine.name} {theirs:+.0f}")
    except rules_py.EngineError as error:
        print(f"the engine failed: {error}", file=sys.stderr)
        return 1
    print(f"level 3 won {wins}, drew {draws}, lost {games - wins - draws} of {games}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), sys.argv[2:]))
