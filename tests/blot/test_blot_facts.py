"""Scoring from the table's facts (rules_py.blot.facts): the same scores as
the engine's own games, Martin's round, and each check's reason."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py.blot import facts
from rules_py.blot.cards import COLOURS, DIVINITIES
from rules_py.blot.game import BlotState, random_game
from rules_py.blot.record import load_example
from rules_py.errors import RecordError
from tests.paths import ROOT

VARIANTS = [(2, None), (3, None), (4, None), (5, None), (4, "teams")]
SEEN: Counter[str] = Counter()  # what the property test met (ties, tie-breaks), for the check below


def names_of(state: BlotState) -> list[str]:
    return state.variant.scorer_names(state.variant.seat_names)


def round_facts(state: BlotState, r: int, *, with_header: bool = True) -> dict[str, Any]:
    """Round ``r``'s facts counted from its tricks here, as a table would
    (ceremonies, cards by colour, ceremonies holding each colour), apart
    from the engine's scoring."""
    variant = state.variant
    names = names_of(state)
    rows = [{"name": n, "ceremonies": 0, "cards": dict.fromkeys(COLOURS, 0),
             "tricks_with": dict.fromkeys(COLOURS, 0)} for n in names]
    tiles = {}
    for t in state.tricks(r):
        row = rows[variant.scorer(t.winner)]
        row["ceremonies"] += 1
        for _, c in t.cards:
            row["cards"][c.colour] += 1
        for colour in {c.colour for _, c in t.cards}:
            row["tricks_with"][colour] += 1
        if t.given_to is not None:
            tiles[t.given_to] = t.tile
    faces = state.round_faces(r)
    out: dict[str, Any] = {"round": r + 1,
                           "faces": {d: faces[i] for i, d in enumerate(DIVINITIES) if i != r},
                           "tiles": tiles, "scorers": rows}
    if with_header:
        out = {"players": state.n, "variant": variant.record_name if variant.teams else "standard", **out}
    return out


def game_facts(state: BlotState) -> dict[str, Any]:
    names = names_of(state)
    return {"players": state.n, "variant": "teams" if state.variant.teams else "standard",
            "rounds": [round_facts(state, r, with_header=False) for r in range(4)],
            "last_ceremony": names[state.scorer(state.last_winner)]}


@settings(max_examples=260, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(which=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32 - 1))
def test_facts_give_the_engines_scores(which, seed):
    players, variant = which
    state = random_game(players, variant, rng=random.Random(seed))
    names = names_of(state)
    for r in range(4):
        out = facts.score(json.dumps(round_facts(state, r)))
        engine = state.round_score(r)
        assert [s["points"] for s in out["scorers"]] == list(engine.totals)
        assert [s["excluded"] for s in out["scorers"]] == [s.excluded for s in engine.scorers]
        assert [s["breakdown"][1:] for s in out["scorers"]] == \
            [[e.to_json() for e in s.effects] if not s.excluded else [] for s in engine.scorers]
        SEEN["rounds"] += 1
        SEEN["round ties"] += len(set(engine.totals)) < len(engine.totals)
    game = facts.score(game_facts(state))
    result = state.result()
    assert list(game["totals"].values()) == list(state.totals())
    assert game["winners"] == [names[k] for k in result.winners]
    assert game["decided_by"] == result.tiebreak
    SEEN["decided_by " + result.tiebreak] += 1


def test_the_property_test_met_ties():
    """Run after the property test: at least 1,000 rounds, ties on a round's
    points, and games decided by a tie-break."""
    if not SEEN["rounds"]:  # run alone: run the property test first
        test_facts_give_the_engines_scores()
    assert SEEN["rounds"] >= 1000
    assert SEEN["round ties"] > 0
    assert SEEN["decided_by none"] > 0 and SEEN["decided_by last_ceremony"] + SEEN["decided_by best_round"] > 0
    print(dict(SEEN))


def martin_facts() -> dict[str, Any]:
    record = load_example("martin")
    state = record.replay()
    out = round_facts(state, 0)
    for row, name in zip(out["scorers"], record.seats):
        row["name"] = name
    return out


def test_martins_round_gives_16_with_the_booklets_breakdown():
    out = facts.score(martin_facts())
    martin = out["scorers"][0]
    assert martin["name"] == "Martin" and martin["points"] == 16
    parts = [(b.get("divinity", "ceremonies"), b["points"]) for b in martin["breakdown"]]
    assert parts == [("ceremonies", 9), ("Loki", -3), ("Odin", 6), ("Thor", 4)]
    assert out["next"] == {"masked": "Loki", "turn": ["Balder", "Odin", "Thor"]}


def test_the_packaged_martin_facts_are_the_records():
    """seeds/blot/facts_martin.json (the documented example) holds only the
    counts the faces read, each equal to the packaged record's."""
    stored = json.loads((ROOT / "seeds" / "blot" / "facts_martin.json").read_text())
    full = martin_facts()
    for row, mine in zip(stored["scorers"], full["scorers"]):
        assert row["ceremonies"] == mine["ceremonies"]
        for kind in ("cards", "tricks_with"):
            assert all(mine[kind][c] == n for c, n in row.get(kind, {}).items())
    assert facts.score(stored) == facts.score(full)


def _refused(data: Any) -> RecordError:
    with pytest.raises(RecordError) as info:
        facts.score(data)
    return info.value


@pytest.mark.parametrize("change, code, path", [
    (lambda d: d["scorers"][0]["cards"].update(yellow=9), "too_many_cards", "scorers[0].cards.yellow"),
    (lambda d: (d["scorers"][0].update(ceremonies=4), d["scorers"][0]["cards"].pop("blue")),
     "ceremonies_total", "scorers"),
    (lambda d: d["scorers"][0].update(ceremonies=9), "ceremonies_range", "scorers[0].ceremonies"),
    (lambda d: d["faces"].update(Frigg="A"), "unknown_divinity", "faces.Frigg"),
    (lambda d: d["tiles"].update(Odin="purple"), "unknown_colour", "tiles.Odin"),
    (lambda d: d["tiles"].update(Odin="yellow"), "tile_twice", "tiles.Odin"),
    (lambda d: d["tiles"].update(Balder="blue"), "masked_tile", "tiles.Balder"),
    (lambda d: d["tiles"].pop("Thor"), "tile_missing", "tiles.Thor"),
    (lambda d: d["faces"].pop("Odin"), "face_missing", "faces.Odin"),
    (lambda d: d["scorers"][1]["cards"].update(yellow=1), "cards_vs_ceremonies", "scorers[1].cards"),
    (lambda d: d["scorers"][0]["tricks_with"].update(green=4), "with_above_ceremonies",
     "scorers[0].tricks_with.green"),
    (lambda d: d["scorers"][0]["tricks_with"].pop("green"), "count_missing_tricks_with",
     "scorers[0].tricks_with.green"),
    (lambda d: d["scorers"].pop(), "scorer_count", "scorers"),
    (lambda d: d.update(variant="teams", players=3), "no_variant", "variant"),
])
def test_facts_are_checked_with_reasons(change, code, path):
    data = copy.deepcopy(martin_facts())
    change(data)
    err = _refused(data)
    assert err.code == "value" and err.reason is not None and err.reason.code == code
    assert err.path == path
    assert err.reason.fr and err.reason.fr != err.reason.en


def test_colour_totals_must_be_the_decks():
    data = martin_facts()
    for row in data["scorers"]:  # move a yellow card of Martin's to nobody: 7 yellow cards won
        row["cards"].pop("blue")
    data["scorers"][0]["cards"]["yellow"] -= 1
    assert _refused(data).reason.code == "colour_total"


def test_a_game_checks_the_faces_turning_and_the_last_ceremony():
    state = random_game(4, None, rng=random.Random(5))
    data = game_facts(state)
    assert facts.score(copy.deepcopy(data))["decided_by"] in ("none", "last_ceremony", "best_round", "shared")
    turned = copy.deepcopy(data)
    face = turned["rounds"][1]["faces"]["Thor"]
    turned["rounds"][1]["faces"]["Thor"] = "B" if face == "A" else "A"
    assert _refused(turned).reason.code == "faces_turn"
    for bad, code in (("Nobody", "no_such_scorer"), (None, "last_without_ceremony")):
        wrong = copy.deepcopy(data)
        if bad is None:
            idle = [r["name"] for r in data["rounds"][3]["scorers"] if r["ceremonies"] == 0]
            if not idle:
                continue
            bad = idle[0]
        wrong["last_ceremony"] = bad
        assert _refused(wrong).reason.code == code


@pytest.mark.parametrize("players, seed, scenario", [(3, 265, "best_round"), (4, 52, "shared")])
def test_the_rarer_tie_breaks_come_from_facts(players, seed, scenario):
    """Games the engine decided by the best single round and by a shared
    win (seeds found by trying), scored from their facts alone: the same
    winners and the same tie-break. The property test meets the others."""
    state = random_game(players, None, rng=random.Random(seed))
    assert state.result().tiebreak == scenario  # the game is the case this test is about
    out = facts.score(game_facts(state))
    assert out["decided_by"] == scenario
    assert out["winners"] == [names_of(state)[k] for k in state.result().winners]


@pytest.mark.parametrize("players, variant", [(2, None), (3, None), (4, None), (5, None), (4, "teams")])
def test_facts_written_read_back_the_same(players, variant):
    """``game_facts_json`` (what the score pad saves) is read back by
    ``read_game`` as the same game, and scored the same."""
    game = facts.read_game(game_facts(random_game(players, variant, rng=random.Random(players + 40))))
    written = facts.game_facts_json(game)
    again = facts.read_game(json.loads(json.dumps(written)))
    assert again == game and facts.game_json(again) == facts.game_json(game)
    assert facts.read_round(dict(facts.facts_json(game.rounds[2]), players=players,
                                 variant=game.variant.record_name)) == game.rounds[2]
