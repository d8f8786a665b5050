"""The bots' fast paths agree with the plain, checked ones.

The searches play thousands of throwaway rounds per decision, so they take
shortcuts: a clone copied field by field, plays applied without the legality
check, the legal plays listed as (card, tile) pairs, the heuristic's play
scored from a light table of the state, the ceremony's lead followed card by
card, round totals without the breakdown, and a quick answer when no void
limits where hidden cards may go. Each is checked here against the slow
way it replaces (mostly along random games of every variant), so any
divergence, which would change the bots' decisions, shows up.
"""

from __future__ import annotations

import random

import pytest

from rules_py.blot.bots import HeuristicBot
from rules_py.blot.heuristic import (card_score, heuristic_choice, heuristic_play, play_score, table_of_state,
                                     view_of_obs, view_of_state)
from rules_py.blot.search import rollout
from rules_py.blot.cards import COLOURS, DIVINITIES, Card
from rules_py.blot.game import Play
from rules_py.blot.observation import observe
from rules_py.blot.worlds import _dealable
from rules_py.blot.scoring import ceremony_winner, round_totals, score_round, takes_lead

from tests.blot.blot_helpers import decisions

CONFIGS = [(2, None), (3, None), (4, None), (5, None), (4, "teams")]



@pytest.mark.parametrize("players,variant", CONFIGS)
def test_playable_lists_exactly_the_legal_plays_in_order(players, variant):
    for st in decisions(players, variant, 1):
        if st.phase != "play":
            continue
        seat = st.current_player
        listed = [Play(seat, c, t) for t, cards in st.playable() for c in cards]
        checked = [Play(seat, c, t) for t in COLOURS for c in st.hand(seat) if st.is_legal(Play(seat, c, t))]
        assert sorted(listed, key=str) == sorted(checked, key=str)
        assert listed == st.legal_actions()


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_clone_and_apply_unchecked_match_the_checked_apply(players, variant):
    rng = random.Random(2)
    kinds = set()
    for st in decisions(players, variant, 2):
        copy = st.clone()
        assert copy._save() == st._save() and copy.history == st.history
        a = rng.choice(st.legal_actions())
        kinds.add(type(a).__name__)
        before = st._save()
        checked = st.clone()
        checked.apply(a)
        copy.apply_unchecked(a)
        assert copy._save() == checked._save() and copy.history == checked.history
        assert st._save() == before  # the clones share nothing mutable with it
        checked.undo()
        assert checked._save() == before
    assert {"Play", "Give"} <= kinds


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_the_read_only_views_are_what_the_copying_accessors_return(players, variant):
    for st in decisions(players, variant, 3):
        assert [tuple(h) for h in st.hands_view] == [st.hand(s) for s in range(st.n)]
        assert [tuple(on) for on in st.tile_cards_view] == [st.tile_cards(c) for c in COLOURS]
        assert tuple(st.removed_view) == st.removed
        assert st.seat_to_act == st.current_player


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_play_scores_and_choice_from_the_state_match_the_observation(players, variant):
    for st in decisions(players, variant, 3):
        seat = st.current_player
        obs = observe(st, seat)
        plain = view_of_obs(obs)
        legal = st.legal_actions()
        if st.phase == "play":
            table = table_of_state(st, seat)
            assert [card_score(table, p.card, p.tile) for p in legal] == \
                   [play_score(plain, p) for p in legal]  # type: ignore[arg-type]
            assert heuristic_play(st) == heuristic_choice(plain)
        assert heuristic_choice(view_of_state(st, legal)) == HeuristicBot().choose(obs, random.Random(0))


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_takes_lead_follows_the_ceremony_winner(players, variant):
    seen = 0
    for st in decisions(players, variant, 4):
        if st.phase != "play":
            continue
        for t in COLOURS:
            on = st.tile_cards(t)
            if not on:
                continue
            # a seat may have several cards on a tile: number the cards instead
            numbered = tuple((i, c) for i, (_, c) in enumerate(on))
            leader = on[ceremony_winner(t, numbered)][1]
            for c in st.hand(st.current_player):
                seen += 1
                assert takes_lead(c, t, leader) == (ceremony_winner(t, numbered + ((-1, c),)) == -1)
    assert seen > 100


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_round_totals_are_the_scored_rounds_totals(players, variant):
    for st in decisions(players, variant, 5):
        tricks = st.tricks()
        if not tricks:
            continue
        # the heuristic's gift: any holders, on a round still being played
        holders = dict(zip(DIVINITIES, (tr.tile for tr in tricks)))
        assert round_totals(tricks, holders, st.faces, st.variant) == \
            score_round(st.round, tricks, holders, st.faces, st.variant).totals
    for r in range(4):
        assert st.round_totals(r) == st.round_score(r).totals
        assert st.round_totals(r) == st.round_score(r).totals


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_rollout_plays_what_the_heuristic_bot_plays(players, variant):
    rng = random.Random(6)
    for k, st in enumerate(decisions(players, variant, 6)):
        if k % 7:
            continue
        fast = st.clone()
        rollout(fast, st.round)
        plain = st.clone()
        while not plain.round_complete(st.round):
            seat = plain.current_player
            plain.apply(HeuristicBot().choose(observe(plain, seat), rng))
        assert fast.history == plain.history
        assert fast.round_totals(st.round) == plain.round_score(st.round).totals


def _fits(cards: list[str], room: dict[int, int], banned: dict[int, frozenset[str]]) -> bool:
    """Whether the colours ``cards`` can be placed, trying every place for each card in turn."""
    if not cards:
        return True
    c, rest = cards[0], cards[1:]
    for s in room:
        if room[s] > 0 and c not in banned[s]:
            room[s] -= 1
            ok = _fits(rest, room, banned)
            room[s] += 1
            if ok:
                return True
    return False


def test_dealable_agrees_with_placing_the_cards_one_by_one():
    rng = random.Random(7)
    for _ in range(400):
        cards = [Card(rng.choice(COLOURS), 5) for _ in range(rng.randint(0, 7))]
        room = {s: rng.randint(0, 3) for s in range(-1, 3)}
        odds = rng.choice((0.0, 0.3))  # no void at all, or some
        banned = {s: frozenset(c for c in COLOURS if rng.random() < odds) for s in room}
        assert _dealable(cards, room, banned) == _fits([c.colour for c in cards], dict(room), banned)

