"""Blokus bots: legal complete games in every variant, seeded replays, and
strength (greedy against random, strong against greedy).

Measured when these tests were written (CPython 3.12):

* greedy against random, Duo, 40 seeded games (seeds 0-39, colours
  alternating): greedy won 39, lost 1, mean margin 29.9 points; on 200 other
  seeds it won 199 and tied 1 (margin 31.4). The test asks for 32 wins and a
  15-point margin.
* strong (default options, no clock) against greedy, Duo, 12 seeded games:
  strong won all 12, mean margin 12.2 points; Classic for two (two colours
  each), 4 games: 4 wins, margin 27.0; Trigon for two, 4 games: 3 wins and a
  tie, margin 6.0; Classic for three, 4 games: 4 wins, margin 10.9. The slow
  test asks that strong wins at least as many games as greedy and scores at
  least as much in all, on a few of those seeds.
"""

from __future__ import annotations

import random

import pytest

from rules_py import selfplay
from rules_py.blokus import bots, variants
from rules_py.blokus.board import Board, Move
from rules_py.blokus.scoring import group_scores
from rules_py.blokus.mcts import LEVELS
from rules_py.errors import OptionError
from rules_py.blokus.bots import BOTS, Bot, GreedyBot, RandomBot, StrongBot, make_bot, play_game, sides

ALL_VARIANTS = variants.names()
#: A strong bot small enough to play whole games in every variant quickly.
SMALL_STRONG = {"playouts": 4, "candidates": 2, "horizon": 2, "time_limit": None}


#: A search level small enough for the same (tests/blokus/test_mcts.py checks the levels' own budgets).
SMALL_LEVEL = {"playouts": 3}


def bot_for(name: str) -> Bot:
    if name == "strong":
        return make_bot(name, **SMALL_STRONG)
    if name in LEVELS and LEVELS[name][0] > 0:
        return make_bot(name, **SMALL_LEVEL)
    return make_bot(name)


def checked_game(variant: str, bot: Bot, seed: int) -> list[str]:
    """Play a whole game with one bot for every player, checking each move
    against the board's cell-by-cell explanation; return the move texts."""
    board = Board(variant)
    rng = random.Random(seed)
    texts = []
    while True:
        to_move = board.to_move
        move = bot.choose(board, rng)
        if to_move is None:
            assert move is None
            break
        assert isinstance(move, Move) and move.colour == to_move
        assert board.explain(move) is None, f"{bot.name} chose an illegal move {move} in {variant}"
        board.play(move)
        texts.append(f"{board.colour_name(to_move)}:{move}")
    assert board.is_over
    assert not any(board.legal_moves_of(c) for c in range(board.ncolours))
    return texts


@pytest.mark.parametrize("bot_name", sorted(BOTS))
@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_bot_plays_a_whole_legal_game_and_replays_it(variant: str, bot_name: str) -> None:
    first = checked_game(variant, bot_for(bot_name), seed=11)
    assert len(first) >= 2 * len(variants.get(variant).colours)
    assert checked_game(variant, bot_for(bot_name), seed=11) == first


def test_different_seeds_give_different_random_games() -> None:
    assert checked_game("duo", RandomBot(), 1) != checked_game("duo", RandomBot(), 2)


def test_bot_leaves_the_board_unchanged() -> None:
    board = Board("classic")
    rng = random.Random(3)
    for _ in range(6):
        board.play(GreedyBot().choose(board, rng))
    before = board.snapshot()
    for name in BOTS:
        bot_for(name).choose(board, rng)
        assert board.snapshot() == before


@pytest.mark.parametrize("variant", ["classic", "duo", "trigon", "blitz", "edition_12"])
def test_greedy_places_a_largest_piece_that_fits(variant: str) -> None:
    board = Board(variant)
    rng = random.Random(5)
    greedy = GreedyBot()
    while board.to_move is not None:
        biggest = max(len(m) for m in board.legal_moves)
        move = greedy.choose(board, rng)
        assert len(move) == biggest
        board.play(move)


def test_greedy_opening_heads_for_the_centre() -> None:
    # Classic: blue starts in a corner; among its legal pentomino openings the
    # greedy one reaches at least as close to the centre as the average one.
    board = Board("classic")
    g = board.geometry

    def distance(move: Move) -> float:
        return sum(abs(g.cells[i][0] - 9.5) + abs(g.cells[i][1] - 9.5) for i in move.cells) / len(move)

    fives = [m for m in board.legal_moves if len(m) == 5]
    chosen = GreedyBot().choose(board, random.Random(0))
    assert distance(chosen) <= min(distance(m) for m in fives) + 1.0
    assert distance(chosen) < sum(map(distance, fives)) / len(fives)


def test_sides_follow_players_teams_and_shared_colours() -> None:
    assert sides(Board("classic"), 1) == ((1,), (0, 2, 3))
    assert sides(Board("classic_2"), 0) == ((0, 2), (1, 3))
    assert sides(Board("teams"), 3) == ((1, 3), (0, 2))
    # Classic for three: green (3) is shared and unscored, so nobody's friend or foe.
    assert sides(Board("classic_3"), 2) == ((2,), (0, 1))


def test_shared_colour_is_moved_by_each_players_bot_in_turn() -> None:
    seen: list[tuple[int, str]] = []

    class Recorder:
        def __init__(self, tag: str) -> None:
            self.name = tag
            self.inner = GreedyBot()

        def choose(self, board: Board, rng: random.Random) -> Move | None:
            seen.append((board.to_move, self.name))
            return self.inner.choose(board, rng)

    board = Board("classic_3")
    play_game(board, [Recorder("p0"), Recorder("p1"), Recorder("p2")], random.Random(4), max_moves=24)
    green = [tag for colour, tag in seen if colour == 3]
    assert green[:4] == ["p0", "p1", "p2", "p0"]
    assert {tag for colour, tag in seen if colour == 0} == {"p0"}


def test_evaluation_of_a_finished_game_is_the_score_margin() -> None:
    board = Board("classic_2")
    play_game(board, GreedyBot(), random.Random(8))
    a, b = group_scores(board)
    strong = StrongBot()
    assert strong.evaluate(board, 0) == a - b
    assert strong.evaluate(board, 1) == b - a


def test_registry_and_options() -> None:
    assert set(BOTS) == {"random", "greedy", "strong"} | set(LEVELS)
    for name in BOTS:
        bot = make_bot(name)
        assert isinstance(bot, selfplay.Bot) and bot.name == name
    assert make_bot("strong", playouts=5).playouts == 5
    with pytest.raises(OptionError):
        make_bot("perfect")
    with pytest.raises(OptionError):
        make_bot("greedy", playouts=3)
    with pytest.raises(ValueError):
        make_bot("strong", playouts=0)


def match(variant: str, bot_a: Bot, bot_b: Bot, games: int) -> tuple[int, int, int]:
    """``(wins of a, wins of b, margin of a summed)`` over seeded games of a
    two-player variant, ``a`` moving first in the even games, second in the odd."""
    wins_a = wins_b = margin = 0
    for seed in range(games):
        board = Board(variant)
        bots = [bot_a, bot_b] if seed % 2 == 0 else [bot_b, bot_a]
        play_game(board, bots, random.Random(seed))
        s = group_scores(board)
        a, b = (s[0], s[1]) if seed % 2 == 0 else (s[1], s[0])
        wins_a += a > b
        wins_b += b > a
        margin += a - b
    return wins_a, wins_b, margin


def test_greedy_beats_random_in_duo() -> None:
    games = 40
    wins, losses, margin = match("duo", GreedyBot(), RandomBot(), games)
    assert wins >= 32, (wins, losses)
    assert margin / games >= 15


@pytest.mark.slow
@pytest.mark.parametrize("variant, games", [("duo", 6), ("classic_2", 2), ("trigon_2", 2)])
def test_strong_at_least_matches_greedy(variant: str, games: int) -> None:
    wins, losses, margin = match(variant, StrongBot(time_limit=None), GreedyBot(), games)
    assert wins >= losses
    assert margin >= 0


def test_strong_bot_stops_before_a_playout_that_would_overrun_its_clock(monkeypatch):
    # A fake clock that advances 0.1 s per reading: with a 0.35 s budget the
    # bot plays three playouts (the fourth would end at about 0.4 s).
    ticks = iter(range(1000))
    monkeypatch.setattr(bots, "clock", lambda: next(ticks) / 10)
    bot = bots.StrongBot(playouts=50, time_limit=0.35, candidates=8)
    played = []
    real = bot._playout
    monkeypatch.setattr(bot, "_playout", lambda *a: played.append(1) or real(*a))
    board = Board("duo")
    assert bot.choose(board, random.Random(1)) is not None
    assert len(played) == 3
