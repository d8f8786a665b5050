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


def _state_of(markup: str) -> dict:
    import html
    import json

    return json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_viewers_samples_are_drawn_with_their_steps(lang):
    """The empty record viewer's file answers {"example": NAME} for every
    sample with what Python draws (plus the sample's own file named), and each
    sample's file answers {"go": k}; every file says its context, as every
    drawing of the widget does."""
    from rules_py.widgets.record_viewer import SAMPLES

    start = {"lang": lang} if lang != "en" else {}
    url, files = read_path.files_of("record-viewer", start)
    empty = files[url]
    assert empty["context"] == "viewer:none" and empty["steps"] and empty["keyed"]["keys"] == list(SAMPLES)
    assert 'data-steps-context="viewer:none"' in web.render_widget("record-viewer", start)
    first = empty["keyed"]["first"]
    for i, name in enumerate(SAMPLES):
        drawn = read_path.unpack(empty, first + i)
        answer = web.call("widget", {"widget": "record-viewer", "state": start, "act": {"example": name}})["html"]
        inner = re.match(r'<div data-steps="(steps/[0-9a-f]{16}\.json)" ', drawn).group(1)
        assert drawn == answer.replace("<div ", f'<div data-steps="{inner}" ', 1)
        assert f'data-steps-context="viewer:{name}"' in answer
        own = files[inner]
        assert own["context"] == f"viewer:{name}" and own["act"] == "go"
        assert own["keyed"]["keys"] == list(SAMPLES)  # another sample, from this one
        state = {**_state_of(answer), **start}
        for k in sorted({1, own["keyed"]["first"] - 1}):
            python = web.call("widget", {"widget": "record-viewer", "state": state, "act": {"go": k}})["html"]
            assert read_path.unpack(own, k) == python, (name, k)


def test_a_record_the_reader_pasted_has_no_read_path():
    from rules_py.widgets.record_viewer import SAMPLES

    sample = web.call("widget", {"widget": "record-viewer", "state": {}, "act": {"example": next(iter(SAMPLES))}})
    pasted = _state_of(sample["html"])
    pasted["text"] = pasted["text"].replace("GN[", "GN[Mine: ", 1) if pasted["text"].startswith("(") else \
        pasted["text"].replace('"title": "', '"title": "Mine: ', 1)
    assert pasted["text"] != _state_of(sample["html"])["text"]
    markup = web.render_widget("record-viewer", pasted)
    assert "data-steps-context" not in markup
    assert read_path.files_of("record-viewer", pasted) is None
