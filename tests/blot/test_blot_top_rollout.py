"""The top level's playouts (:func:`rules_py.blot.bots.top_rollout`): with
nothing searched they are :func:`rollout` exactly; the searching seat's
candidate plays put the heuristic's own play first and list no two alike
cards; searching its next decision never ends the round worse for it than
the plain heuristic would in that world (the plain line is one of the
branches tried), nor searching two decisions worse than one; and the noise
is drawn from the rng given only."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rules_py.blot.heuristic import heuristic_play, margin
from rules_py.blot.search import SearchBot, _own_plays, rollout, top_rollout
from rules_py.blot.game import BlotState
from rules_py.blot.observation import observe

from tests.blot.blot_helpers import decisions as random_decisions

CONFIGS = [(3, None), (4, None), (4, "teams"), (5, None)]


def decisions(players: int, variant: str | None, seed: int) -> Iterator[BlotState]:
    """Every state of a seeded random game where a seat is to play a card."""
    return random_decisions(players, variant, seed, phase="play")


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_nothing_searched_is_the_plain_rollout(players, variant):
    for k, st in enumerate(decisions(players, variant, 3)):
        if k % 5:
            continue
        plain, top = st.clone(), st.clone()
        rollout(plain, st.round)
        end = top_rollout(top, st.round, st.current_player, 0, 3)
        assert end is top and end.history == plain.history


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_own_plays_start_with_the_heuristic_and_skip_alike_cards(players, variant):
    for st in decisions(players, variant, 4):
        seat = st.current_player
        plays = _own_plays(st, 99)
        assert plays[0] == heuristic_play(st)
        legal = st.legal_actions()
        assert all(p in legal for p in plays) and len(set(plays)) == len(plays)
        assert _own_plays(st, 2) == plays[:2]
        # two kept plays of one colour on one tile have a card of another hand
        # or on a tile, still in play, between them
        others = [c for s in range(st.n) if s != seat for c in st.hand(s)]
        others += [c for t in ("green", "blue", "red", "yellow") for _, c in st.tile_cards(t)]
        for a in plays:
            for b in plays:
                if a.tile == b.tile and a.card.colour == b.card.colour and a.card.value < b.card.value:
                    assert any(c.colour == a.card.colour and a.card.value < c.value < b.card.value
                               for c in others)


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_searching_the_next_decision_never_does_worse_than_the_heuristic(players, variant):
    better = 0
    for k, st in enumerate(decisions(players, variant, 5)):
        if k % 3:
            continue
        seat = st.current_player
        me = st.scorer(seat)
        plain = st.clone()
        plain.apply(heuristic_play(plain))  # the same first play on both lines
        searched = plain.clone()
        rollout(plain, st.round)
        deeper = top_rollout(searched.clone(), st.round, seat, 2, 3)
        searched = top_rollout(searched, st.round, seat, 1, 3)
        low = margin(plain.round_totals(st.round), me)
        high = margin(searched.round_totals(st.round), me)
        assert high >= low
        assert margin(deeper.round_totals(st.round), me) >= high  # each branch searched further
        better += high > low
    assert better > 0  # the search does find better lines than the heuristic's


def test_noise_comes_from_the_rng_given():
    st = next(s for k, s in enumerate(decisions(4, None, 7)) if k == 5)
    ends = [top_rollout(st.clone(), st.round, st.current_player, 0, 3, 0.5, random.Random(s)).history
            for s in (1, 1, 2, 3, 4)]
    assert ends[0] == ends[1]  # one seed, one playout
    assert len(set(ends[1:])) > 1  # other seeds, other playouts


def test_the_top_searches_its_own_next_decision_in_its_playouts():
    st = next(s for k, s in enumerate(decisions(4, None, 8)) if k == 9)
    obs = observe(st, st.current_player)
    a = SearchBot(steps=600, min_worlds=2, max_worlds=4, own_depth=1).choose(obs, random.Random(1))
    b = SearchBot(steps=600, min_worlds=2, max_worlds=4, own_depth=1).choose(obs, random.Random(1))
    assert a == b and a in obs.legal
