"""BLOT bot levels: names, legal play, exact replays, and
decisions taken from the seat's observation alone.

The strong levels cost up to a second a decision in CPython, so their games
here are cut short (``max_actions``); level 1 and 2 play whole games.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from tests.blot.blot_helpers import swap_hidden
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py import make_bot as front_door_bot
from rules_py.blot.bots import (BOT_NAMES, LEVEL_ALIASES, LEVELS, TOP_LEVEL, HeuristicBot, NoviceBot, SearchBot,
                                StrongBot, make_bot)
from rules_py.blot.search import distinct_options
from rules_py.blot.game import BlotState, Play
from rules_py.blot.observation import Observation, observe
from rules_py.blot.selfplay import make_bots
from rules_py.blot.variants import VARIANTS
from rules_py.errors import OptionError
from rules_py.selfplay import play_out

CONFIGS = [(v.players, v.name) for v in VARIANTS.values()]
CHEAP = ["level1", "level2"]
SEARCHING = ["level3", "level4"]
#: The searching levels as test cases, the top one left to CPython (the
#: `slow` marker: the same code, many times as long in Pyodide).
SEARCHING_CASES = ["level3", pytest.param("level4", marks=pytest.mark.slow)]
#: the levels the play page's seat pickers offer (rules_py/widgets/blot/table/games.py)
ON_PAGE = ["level1", "level2", "level3", "level4"]


class Checked:
    """Wraps a bot; asserts each of its choices is legal and counts them."""

    def __init__(self, bot: Any) -> None:
        self.bot, self.decisions = bot, 0

    def choose(self, obs: Observation, rng: random.Random) -> Any:
        a = self.bot.choose(obs, rng)
        assert a in obs.legal
        self.decisions += 1
        return a


def test_at_least_four_levels_and_the_old_names_stay():
    assert list(LEVELS) == ["level1", "level2", "level3", "level4", "max"]
    assert [n for n in BOT_NAMES if n.startswith("level")] == ["level1", "level2", "level3", "level4", "level5"]
    assert BOT_NAMES[:3] == ("random", "heuristic", "strong")
    assert TOP_LEVEL == "level4" and isinstance(make_bot("level4"), SearchBot)
    assert LEVEL_ALIASES == {"level5": "level4"}  # the top's former name still builds the top
    assert make_bot("level5") == make_bot("level4") == SearchBot(name="level4")
    assert isinstance(make_bot("level1"), NoviceBot)
    assert isinstance(make_bot("level2"), HeuristicBot)
    three, strong = make_bot("level3"), make_bot("strong")
    assert isinstance(three, StrongBot) and isinstance(strong, StrongBot)
    assert three.worlds == 3 < strong.worlds == 12  # strong keeps its dozen worlds, above level 3
    assert three.time_budget is None and strong.time_budget is None  # worlds, never wall time
    with pytest.raises(OptionError):
        make_bot("level5", steps=1)  # the alias is a level: its budget is fixed too
    top, most = make_bot("level4"), make_bot("max")  # max: the top's search with a bigger budget
    assert isinstance(most, SearchBot) and most.name == "max"
    assert most.steps == 4 * top.steps and most.min_worlds == 4 * top.min_worlds
    assert most.max_worlds == 4 * top.max_worlds


def test_front_door_and_selfplay_know_the_levels():
    for name in LEVELS:
        assert front_door_bot("blot", name).name == name
        assert make_bots([name])[0].name == name
    assert front_door_bot("blot", "level5").name == make_bots(["level5"])[0].name == TOP_LEVEL
    with pytest.raises(OptionError):
        front_door_bot("blot", "level9")
    with pytest.raises(OptionError):
        front_door_bot("blot", "level3", worlds=2)  # a level is its budget


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CONFIGS), st.sampled_from(CHEAP), st.integers(0, 2**32 - 1))
def test_cheap_levels_play_whole_legal_games(cfg, name, seed):
    players, variant = cfg
    bots = [Checked(make_bot(name)) for _ in range(players)]
    state = BlotState(players, variant)
    play_out(state, bots, random.Random(seed))
    assert state.is_terminal()
    assert sum(b.decisions for b in bots) > 0


@pytest.mark.slow
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CONFIGS), st.sampled_from(SEARCHING), st.integers(0, 2**32 - 1))
def test_searching_levels_play_legal_moves(cfg, name, seed):
    """Seat 0 at the searching level for its first four decisions, the others level 1."""
    players, variant = cfg
    rng = random.Random(seed)
    state = BlotState(players, variant)
    me = Checked(make_bot(name))
    others = make_bot("level1")
    while me.decisions < 4 and not state.is_terminal():
        seat = state.current_player
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply((me if seat == 0 else others).choose(observe(state, seat), rng))


@pytest.mark.parametrize("name", CHEAP + SEARCHING_CASES)
def test_a_seeded_game_replays_identically(name):
    """Two runs of one seed give the same history (whole games for the cheap
    levels, the first 14 actions of a two-player game for the searching ones)."""
    limit = None if name in CHEAP else 14

    def run() -> tuple[Any, ...]:
        state = BlotState(2 if limit else 4)
        play_out(state, make_bot(name), random.Random(11), max_actions=limit)
        return state.history

    assert run() == run()


@pytest.mark.parametrize("name", CHEAP + SEARCHING_CASES)
def test_hidden_cards_do_not_change_the_decision(name):
    """Two states differing only in the other seats' hidden cards: the acting
    seat sees the same observation and, with the same rng, decides the same."""
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = BlotState(4)
        play_out(state, make_bot("level1"), rng, max_actions=2 + seed % 9)
        seat = state.current_player
        if state.phase != "play" or seat is None or seat < 0:
            continue
        others = [s for s in range(4) if s != seat]
        twin = swap_hidden(state, others[0], others[1])
        if twin is None:
            continue
        assert twin.hand(others[0]) != state.hand(others[0])  # the worlds differ
        obs, twin_obs = observe(state, seat), observe(twin, seat)
        assert obs == twin_obs
        bot = make_bot(name)
        assert bot.choose(obs, random.Random(seed)) == bot.choose(twin_obs, random.Random(seed))
        checked += 1
        if checked == (2 if name in SEARCHING else 8):
            break
    assert checked >= 2


def test_level1_takes_a_ceremony_it_can_win():
    """The novice completes a ceremony it wins when it can (so it is not
    merely random), and otherwise still plays legal cards."""
    seen = 0
    for seed in range(200):
        rng = random.Random(seed)
        state = BlotState(2)
        play_out(state, make_bot("level2"), rng, max_actions=3 + seed % 20)
        if state.phase != "play" or state.current_player is None or state.current_player < 0:
            continue
        obs = observe(state, state.current_player)
        wins = [a for a in obs.legal if isinstance(a, Play) and _completes_and_wins(obs, a)]
        if wins:
            assert NoviceBot().choose(obs, random.Random(seed)) in wins
            seen += 1
    assert seen >= 3


def _completes_and_wins(obs: Observation, a: Play) -> bool:
    from rules_py.blot.scoring import ceremony_winner
    from rules_py.blot.variants import ceremony_size
    tile = next(t for t in obs.tiles if t.colour == a.tile)
    on = tile.cards + ((obs.seat, a.card),)
    if len(on) != ceremony_size(obs.players):
        return False
    w = ceremony_winner(a.tile, on)
    return w == obs.seat or (obs.teams and w % 2 == obs.seat % 2)



def test_the_play_page_offers_a_level_per_seat_in_both_languages():
    from rules_py import web
    en = web.render_widget("blot-table", {"layout": "4"})
    fr = web.render_widget("blot-table", {"layout": "4"}, lang="fr")
    for level in ON_PAGE:
        assert en.count(f'value="{level}"') == 4 == fr.count(f'value="{level}"')  # every seat's picker
    assert 'value="level5"' not in en  # the top's former name is not offered twice
    assert 'value="max"' not in en  # seconds a decision: for the CLI and notebooks
    assert "level 1 (beginner)" in en and "level 4 (expert)" in en
    assert "niveau 1 (débutant)" in fr and "niveau 4 (expert)" in fr


def test_a_table_with_level_seats_plays():
    import json
    from rules_py import web
    inputs = {"seat0": "human", "seat1": "level1", "seat2": "level5", "mode": "game", "seed": "5"}
    req = {"op": "widget", "args": {"widget": "blot-table", "state": {"layout": "3"}, "act": {"new": 1},
                                    "inputs": inputs}}
    reply = json.loads(web.handle(json.dumps(req)))
    assert reply["ok"], reply
    assert "level 1 (beginner)" in reply["result"]["html"]  # the seats table names the level
    assert "level 4 (expert)" in reply["result"]["html"]  # level5 (older links) plays as the top


def test_alike_cards_are_tried_once():
    """The top level's options: two cards of one colour with no card still in
    play between them are one option (the lowest kept); every option is legal."""
    seen = 0
    for seed in range(40):
        state = BlotState(4)
        play_out(state, make_bot("level2"), random.Random(seed), max_actions=2 + seed % 25)
        if state.phase != "play" or state.current_player is None or state.current_player < 0:
            continue
        obs = observe(state, state.current_player)
        options = distinct_options(obs)
        assert options and set(options) <= set(obs.legal)
        live = set(obs.unseen_cards()) | {c for t in obs.tiles for _, c in t.cards}
        for a in obs.legal:
            if a in options:
                continue
            # a dropped play has a kept twin: same tile and colour, lower, nothing live between
            assert any(b.tile == a.tile and b.card.colour == a.card.colour and b.card.value < a.card.value
                       and not any(c.colour == a.card.colour and b.card.value < c.value < a.card.value
                                   for c in live) for b in options)
            seen += 1
    assert seen >= 5
