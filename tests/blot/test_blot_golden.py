"""Golden playthroughs: one seeded game per variant, pinned step by step.

The files in ``golden/`` are regression pins written by ``make_golden.py``
(run it and review the diff when a rule changes on purpose). Each test plays
the game again and must produce the file exactly; a second test replays the
recorded actions from their JSON form and checks every step against the file.
"""

from __future__ import annotations

import json

import pytest

from .make_golden import GOLDEN_DIR, dumps, legal_text, playthrough, summary
from rules_py.blot.game import BlotState, action_from_json
from rules_py.blot.variants import VARIANTS

NAMES = list(VARIANTS)


def golden(name: str) -> dict:
    return json.loads((GOLDEN_DIR / f"{name}.json").read_text(encoding="utf-8"))


def test_one_golden_file_per_variant():
    assert sorted(p.stem for p in GOLDEN_DIR.glob("*.json")) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_the_seeded_game_is_played_exactly_as_pinned(name):
    text = (GOLDEN_DIR / f"{name}.json").read_text(encoding="utf-8")
    assert dumps(playthrough(name, golden(name)["seed"])) == text


@pytest.mark.parametrize("name", NAMES)
def test_replaying_the_recorded_actions_meets_every_pinned_step(name):
    game = golden(name)
    variant = VARIANTS[game["variant"]]
    st = BlotState(variant.players, variant)
    for i, step in enumerate(game["steps"]):
        seen = {**summary(st), "legal": legal_text(st.legal_actions())}
        assert seen == {k: v for k, v in step.items() if k != "action"}, f"step {i}"
        st.apply(action_from_json(step["action"]))
    assert st.is_terminal() and summary(st) == game["final"]
    assert st.returns() == game["returns"] and st.result().to_json() == game["result"]
