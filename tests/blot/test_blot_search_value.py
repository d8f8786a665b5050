"""The top level's value toward the game (:func:`game_value`) and its search
of the next round's starter (``SearchBot.starter_worlds``)."""

from __future__ import annotations

import math
import random

import pytest

from rules_py.blot.bots import make_bot
from rules_py.blot.search import SearchBot, game_value, round_value
from rules_py.blot.game import ROUNDS, BlotState, ChooseStarter
from rules_py.blot.observation import observe
from rules_py.selfplay import play_out


def test_last_round_value_is_the_pairwise_comparison_of_game_totals():
    # game totals after the round: 18, 20, 18, 17 -> behind 1, tied with 2, ahead of 3
    v = game_value((8, 0, 3, 12), (10, 20, 15, 5), 0, 0, 4.0, 0.0)
    assert v == pytest.approx((0.0 + 0.5 + 1.0) / 3)
    # the margin term breaks ties: round margin 8 - (0 + 3 + 12) / 3 = 3
    assert game_value((8, 0, 3, 12), (10, 20, 15, 5), 0, 0, 4.0, 0.01) == pytest.approx(0.5 + 0.03)
    # a round won by a mile that still leaves the game lost is worth the comparisons only
    assert game_value((30, 0), (0, 40), 0, 0, 4.0, 0.0) == 0.0


def test_earlier_rounds_use_a_logistic_of_the_gap_that_widens_with_the_rounds_left():
    # two scorers, 6 points apart after the round, two rounds to go
    v = game_value((10, 4), (0, 0), 0, 2, 3.0, 0.0)
    assert v == pytest.approx(1 / (1 + math.exp(-6 / (3.0 * math.sqrt(2)))))
    # what one scorer gains the other loses (no margin term)
    assert v + game_value((10, 4), (0, 0), 1, 2, 3.0, 0.0) == pytest.approx(1.0)
    # the same lead is surer with fewer rounds left, and level scores are even
    assert game_value((10, 4), (0, 0), 0, 1, 3.0, 0.0) > v > 0.5
    assert game_value((5, 5, 5), (3, 3, 3), 2, 3, 3.0, 0.0) == pytest.approx(0.5)


def test_the_top_values_options_toward_the_game_and_spread_0_gives_the_round_margin():
    bot = make_bot("level4")
    assert isinstance(bot, SearchBot) and bot.spread > 0
    totals, before = (9, 3, 0, 6), (1, 2, 3, 4)
    for r in range(ROUNDS):
        assert bot.value(totals, before, 0, r) == pytest.approx(
            game_value(totals, before, 0, ROUNDS - 1 - r, bot.spread, bot.margin_weight))
        assert SearchBot(spread=0).value(totals, before, 0, r) == round_value(totals, before, 0, 0.0)
    # last round, game totals 10, 5, 3, 10: ahead of two, tied with one
    assert SearchBot(margin_weight=0.0).value(totals, before, 0, ROUNDS - 1) == pytest.approx(2.5 / 3)


def _starter_states(players: int, count: int) -> list[BlotState]:
    """States at a starter choice, reached by heuristic play (seeded)."""
    out = []
    for seed in range(200):
        state = BlotState(players)
        rng = random.Random(seed)
        while not state.is_terminal() and state.phase != "starter":
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
            else:
                seat = state.current_player
                assert seat is not None
                state.apply(make_bot("level2").choose(observe(state, seat), rng))
        if state.phase == "starter":
            out.append(state)
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_the_starter_search_picks_a_legal_seat_and_replays(players):
    bot = SearchBot(starter_worlds=6)
    differs = 0
    for state in _starter_states(players, 4):
        seat = state.current_player
        assert seat is not None and seat >= 0
        obs = observe(state, seat)
        choice = bot.choose(obs, random.Random(5))
        assert isinstance(choice, ChooseStarter) and choice in obs.legal
        assert bot.choose(obs, random.Random(5)) == choice  # a fixed budget: the same rng, the same seat
        differs += choice != make_bot("level4").choose(obs, random.Random(5))
        state.apply(choice)  # the engine accepts it
    # the search is used: it does not always name the heuristic's seat
    assert differs >= 1


@pytest.mark.slow
def test_a_tuned_top_plays_a_whole_team_game():
    state = BlotState(4, "teams")
    play_out(state, SearchBot(steps=600, min_worlds=2, max_worlds=2, spread=4.0, starter_worlds=2),
             random.Random(3))
    assert state.is_terminal() and len(state.starters) == ROUNDS
