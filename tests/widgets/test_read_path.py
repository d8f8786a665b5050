"""The read path (rules_py.widgets.read_path): the drawings the build makes
for every step of a worked example are the ones Python draws for that step.

The page's script only joins chunks (``unpack`` is its Python twin), so
these tests hold: packing loses nothing; each step's drawing, and its share
token, equal Python's answer to the act that steps there; a widget with
something to decide has no read path.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py import web
from rules_py.blokus import examples as blokus_examples
from rules_py.blot.record import EXAMPLES as BLOT_EXAMPLES
from rules_py.widgets import read_path, registry

SHARE = re.compile(r'data-share="([^"]*)"')


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(alphabet="<>ab /=\"", max_size=40), max_size=8))
def test_packing_loses_nothing(drawings):
    packed = read_path.pack(drawings)
    assert [read_path.unpack(packed, k) for k in range(len(drawings))] == drawings


def test_a_step_shares_the_unchanged_chunks_of_the_step_before():
    packed = read_path.pack(["<a>1<b>2<c>3", "<a>1<b>X<c>3"])
    assert len(packed["chunks"]) == 4  # the second step adds only "<b>X"
    assert len(packed["steps"][1]) <= 3


#: A round, a whole game, a Duo, a Classic and a Trigon game, in both languages
#: (the build draws all of them; each here redraws every step of its example).
CASES = [("blot-example", "martin", "en"), ("blot-example", "tie_shared", "fr"), ("blokus-example", "duo", "fr"),
         ("blokus-example", "classic", "en"), ("blokus-example", "trigon_3", "en")]


def test_every_packaged_example_has_a_read_path():
    for name in BLOT_EXAMPLES:
        assert registry.get("blot-example").steps({"example": name}) is not None
    for name in blokus_examples.FILES:
        assert registry.get("blokus-example").steps({"example": name}) is not None


@pytest.mark.slow
@pytest.mark.parametrize(("widget", "example", "lang"), CASES)
def test_each_step_is_what_python_draws_for_its_act(widget, example, lang):
    state = {"example": example, "step": 0, **({"lang": lang} if lang != "en" else {})}
    steps = read_path.steps_of(widget, state)
    assert steps is not None and steps["format"] == read_path.FORMAT and steps["widget"] == widget
    last = len(steps["steps"]) - 1
    assert last > 0
    for k in sorted({0, 1, last // 2, last}):
        drawn = read_path.unpack(steps, k)
        # the page sends {act: k} with the state it shows: step 0's
        answer = web.call("widget", {"widget": widget, "state": {**state}, "act": {steps["act"]: k}})["html"]
        assert drawn == answer, (example, k)
        assert steps["tokens"][k] == SHARE.search(drawn[:drawn.index(">")]).group(1)
        # and a link's token opens the same drawing
        assert web.call("widget", {"widget": widget, "share": steps["tokens"][k], "lang": lang})["html"] == drawn


@pytest.mark.parametrize(("widget", "state"), [
    ("blokus-check", {"variant": "duo"}), ("blot-check", {"example": "trick", "step": 3}),
    ("blokus-play", {"variant": "duo", "seats": ["human", "level1"]}), ("lesson", {"id": "blot-follow"}),
])
def test_a_widget_with_something_to_decide_has_no_read_path(widget, state):
    assert read_path.steps_of(widget, state) is None


def test_widgets_made_for_acting_say_so_and_rules_widgets_do_not():
    registry.load_all()
    eager = {name for name, cls in registry.REGISTRY.items() if cls.wakes == "view"}
    assert {"blokus-play", "blot-table", "blokus-editor", "blot-editor", "study-editor", "puzzles-play",
            "lesson"} <= eager
    assert not eager & {"blot-example", "blokus-example", "blokus-check", "blot-check", "blokus-pieces",
                        "record-viewer", "study", "trigon-board"}
    assert set(registry.REGISTRY[name].wakes for name in registry.REGISTRY) <= {"act", "view"}
    html = web.render_widget("blokus-play", {"variant": "duo", "seats": ["human", "level1"]})
    assert 'data-wake="view"' in html[:html.index(">")]
    html = web.render_widget("blokus-check", {"variant": "duo"})
    assert "data-wake" not in html[:html.index(">")]
