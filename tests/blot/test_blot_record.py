"""JSON records: reading, writing, replay and its error reports."""

from __future__ import annotations

import json

import pytest

from rules_py.errors import RecordError
from rules_py.blot.game import random_game
from rules_py.blot.record import Record


def record_dict(players: int = 4, variant: str | None = None, seed: int = 1) -> dict:
    return Record.from_state(random_game(players, variant, seed)).to_json()


def test_round_trip_is_exact_text():
    text = Record.from_state(random_game(5, seed=2), title="t", comment="c").dumps()
    assert Record.loads(text).dumps() == text


def test_replay_reports_first_illegal_action_with_index_and_reason():
    d = record_dict()
    acts = d["rounds"][0]["actions"]
    # make action 3 a card its player does not hold
    p = acts[3]["player"]
    held = set(d["rounds"][0]["hands"][p])
    foreign = next(c for h in d["rounds"][0]["hands"] for c in h if c not in held)
    acts[3] = {"player": p, "play": foreign, "tile": acts[3].get("tile", "red")}
    with pytest.raises(RecordError) as e:
        Record.from_json(d).replay()
    assert e.value.index == 3 and e.value.reason.code == "card_not_in_hand"
    assert "action 4 (" in str(e.value) and "move 4" in str(e.value)  # a person counts from 1


def test_replay_reports_wrong_player():
    d = record_dict()
    a = d["rounds"][1]["actions"][0]
    a["player"] = (a["player"] + 1) % 4
    with pytest.raises(RecordError) as e:
        Record.from_json(d).replay()
    assert e.value.index == len(d["rounds"][0]["actions"]) and e.value.reason.code == "not_your_turn"


def test_bad_deal_is_reported():
    d = record_dict()
    d["rounds"][2]["hands"][0][0] = d["rounds"][2]["hands"][1][0]
    with pytest.raises(RecordError) as e:
        Record.from_json(d).replay()
    assert e.value.reason.code == "bad_deal" and "round 3" in str(e.value)


def test_json_syntax_error_has_line_and_column():
    text = Record.from_state(random_game(3, seed=4)).dumps()
    broken = text.replace('"tile": "red"}', '"tile": "red"', 1)
    with pytest.raises(RecordError) as e:
        Record.loads(broken)
    assert e.value.line is not None and e.value.line > 1


@pytest.mark.parametrize("mutate,needle", [
    (lambda d: d.update(game="chess"), "game"),
    (lambda d: d.update(extra=1), "unknown"),
    (lambda d: d.update(players=7), "options"),
    (lambda d: d["rounds"][0]["actions"][0].update(tile="purple"), "action 1"),
    (lambda d: d["rounds"][0]["actions"][0].update(bogus=True), "action 1"),
    (lambda d: d["rounds"][0]["actions"].__setitem__(0, {"faces": ["A"] * 4}), "action 1"),
    (lambda d: d.update(seats=["a"]), "seats"),
    (lambda d: d.update(faces="AAAA"), "faces"),
    (lambda d: d.update(players="4"), "options"),
])
def test_malformed_records(mutate, needle):
    d = record_dict()
    mutate(d)
    with pytest.raises(RecordError) as e:
        Record.from_json(d)
    assert needle in str(e.value)


def test_partial_records_replay_to_where_they_stop():
    d = record_dict()
    d["rounds"] = d["rounds"][:1]
    st = Record.from_json(d).replay()
    assert st.round == 1 and st.phase == "deal" and len(st.round_scores()) == 1
    d["rounds"][0]["actions"] = d["rounds"][0]["actions"][:10]
    st = Record.from_json(d).replay()
    assert len(st.history) == 12  # the faces, the deal and ten actions


def test_a_round_that_does_not_finish_cannot_be_followed_by_another():
    d = record_dict()
    del d["rounds"][0]["actions"][-1]
    with pytest.raises(RecordError) as e:
        Record.from_json(d).replay()
    assert "round 2 deal" in str(e.value)


def test_comments_are_kept_per_action():
    g = random_game(4, seed=3)
    rec = Record.from_state(g, comments={2: "why this card"})
    d = json.loads(rec.dumps())
    assert d["rounds"][0]["actions"][2]["comment"] == "why this card"
    assert Record.from_json(d).comments()[2] == "why this card"


def test_states_steps_through_every_action():
    rec = Record.from_state(random_game(3, seed=6))
    states = rec.states()
    assert len(states) == len(rec.actions()) + 1 and states[-1].is_terminal()


@pytest.mark.parametrize("players,variant", [(2, None), (4, None), (4, "teams"), (5, None)])
def test_the_states_own_record_writer_is_the_records(players, variant) -> None:
    """``state.record()`` (record_json, which knows the state only as a type)
    writes exactly what :class:`Record` writes of the same game, step by step."""
    st = random_game(players, variant, seed=players)
    while True:
        assert st.record() == Record.from_state(st).dumps()
        if len(st.history) <= 2:
            break
        for _ in range(7):
            if len(st.history) > 2:
                st.undo()
