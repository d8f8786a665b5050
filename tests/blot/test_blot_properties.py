"""Property tests over random complete games (hypothesis picks the seeds)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.blot.blot_helpers import recount, snapshot
from rules_py.errors import IllegalMove
from rules_py.blot.cards import COLOURS, DIVINITIES, sort_key
from rules_py.blot.game import BlotState, ChooseStarter, Give, Play, random_game
from rules_py.blot.record import Record
from rules_py.blot.variants import VARIANTS

CONFIGS = [(v.players, v.name) for v in VARIANTS.values()]
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def games():
    return st.tuples(st.sampled_from(CONFIGS), st.integers(0, 2**32 - 1))


@SETTINGS
@given(games())
def test_rounds_ceremonies_and_cards(cfg):
    (players, variant), seed = cfg
    g = random_game(players, variant, seed)
    assert g.is_terminal()
    for r in range(4):
        tricks = g.tricks(r)
        assert len(tricks) == 8
        assert [t.index for t in tricks] == list(range(8))
        # every tile is won twice: once dark, then once light
        for c in COLOURS:
            assert [t.face for t in tricks if t.tile == c] == ["dark", "light"]
        played = [cd for t in tricks for _, cd in t.cards] + list(g.deals[r].removed)
        assert sorted(played, key=sort_key) == sorted(g.variant.deck, key=sort_key)
        assert all(len(t.cards) == g.variant.ceremony_size for t in tricks)
        holders = g.round_score(r).holders
        assert DIVINITIES[r] not in holders
        assert sorted(holders) == sorted(d for i, d in enumerate(DIVINITIES) if i != r)
        assert tricks[-1].given_to is None


@SETTINGS
@given(games())
def test_scores_equal_an_independent_recount(cfg):
    (players, variant), seed = cfg
    g = random_game(players, variant, seed)
    rec = Record.from_state(g).to_json()
    expected = recount(json.loads(json.dumps(rec)))
    assert [list(r.totals) for r in g.round_scores()] == expected["rounds"]
    assert list(g.totals()) == expected["totals"]
    res = g.result()
    assert list(res.winners) == expected["winners"] and res.tiebreak == expected["tiebreak"]


@SETTINGS
@given(games())
def test_records_round_trip_and_replay(cfg):
    (players, variant), seed = cfg
    g = random_game(players, variant, seed)
    rec = Record.from_state(g, comments={0: "first move", 5: "é, ü: unicode survives"})
    text = rec.dumps()
    again = Record.loads(text)
    assert again.dumps() == text
    assert again.to_json() == json.loads(text)
    replayed = again.replay()
    assert replayed.history == g.history  # the faces drawn by chance included
    assert replayed.totals() == g.totals()


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_legal_actions_agree_with_explain_and_illegal_actions_change_nothing(cfg):
    (players, variant), seed = cfg
    rng = random.Random(seed)
    g = BlotState(players, variant)
    step = 0
    while not g.is_terminal():
        if g.is_chance_node():
            g.apply(g.sample_chance(rng))
            continue
        legal = g.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        if step % 5 == 0:
            p = g.current_player
            candidates = [Play(s, c, t) for s in range(players) for c in g.variant.deck for t in COLOURS]
            candidates += [Give(s, d) for s in range(players) for d in DIVINITIES]
            candidates += [ChooseStarter(s, t) for s in range(players) for t in range(-1, players + 1)]
            legal_set = set(legal)
            before = snapshot(g)
            for a in rng.sample(candidates, 60) + [a for a in candidates if getattr(a, "player", -1) == p][:40]:
                why = g.explain(a)
                assert (why is None) == (a in legal_set), (a, why)
                if why is not None:
                    with pytest.raises(IllegalMove):
                        g.apply(a)
                    assert snapshot(g) == before
        g.apply(rng.choice(legal))
        step += 1


@SETTINGS
@given(games())
def test_undo_to_the_start_and_replay(cfg):
    (players, variant), seed = cfg
    g = random_game(players, variant, seed)
    hist = g.history
    c = g.clone()
    while g.history:
        g.undo()
    assert g.phase == "faces"
    for a in hist:
        g.apply(a)
    assert g.totals() == c.totals()
