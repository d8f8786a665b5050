"""rules_py.web's error contract: the reader's mistake, a malformed request,
or an internal error, always as JSON and never with a traceback."""

from __future__ import annotations

import json

import pytest

from rules_py import web
from rules_py.widgets import registry


def _reply(request: str) -> dict:
    return json.loads(web.handle(request))


@pytest.mark.parametrize("request_text", [
    "not json",
    json.dumps([1, 2]),
    json.dumps({"args": {}}),
    json.dumps({"op": "widget", "args": {}}),
    json.dumps({"op": "widget", "args": {"widget": "no-such-widget"}}),
    json.dumps({"op": "widget", "args": {"widget": ["blokus-piece"]}}),
    json.dumps({"op": "widget", "args": {"widget": "blokus-piece", "state": "F"}}),
    json.dumps({"op": "widget", "args": {"widget": "blokus-piece", "state": {"piece": "F"}, "act": [1]}}),
    json.dumps({"op": "widget", "args": {"widget": "blokus-piece", "inputs": 3}}),
    json.dumps({"op": "widget", "args": "blokus-piece"}),
    json.dumps({"op": "no.such.op", "args": {}}),
    json.dumps({"op": "puzzles.solve", "args": {"puzzel": "tetrominoes-8x10"}}),
])
def test_malformed_requests_are_request_errors(request_text):
    reply = _reply(request_text)
    assert reply["ok"] is False and reply["error"]["kind"] == "request", reply
    assert "Traceback" not in reply["error"]["message"]


def test_a_readers_mistake_keeps_its_class_and_reason():
    reply = _reply(json.dumps({"op": "widget", "args": {"widget": "blokus-check", "state": {
        "variant": "duo", "moves": ["a1"]}}}))
    assert reply["error"]["kind"] == "IllegalMove" and reply["error"]["reason"]["code"] == "must_cover_start"
    reply = _reply(json.dumps({"op": "widget", "args": {"widget": "blokus-piece", "state": {"piece": "F", "r": "x"}}}))
    assert reply["error"]["kind"] == "RecordError" and "whole number" in reply["error"]["message"]


def test_a_bug_is_internal_without_traceback(monkeypatch):
    class Broken(registry.Widget):
        name = "broken-widget"

        def render(self, state):
            raise ZeroDivisionError("boom")

    monkeypatch.setitem(registry.REGISTRY, "broken-widget", Broken)
    reply = _reply(json.dumps({"op": "widget", "args": {"widget": "broken-widget"}}))
    assert reply["error"] == {"kind": "internal", "message": "ZeroDivisionError: boom", "reason": None}


@pytest.mark.parametrize("op_name, args", [
    ("blokus.why", {"variant": "duo", "moves": []}),                       # missing arguments
    ("blokus.why", {"variant": "duo", "moves": [], "sel": {}, "at": "e5", "extra": 1}),
    ("puzzles.why", {"puzzle": "tetrominoes-8x10"}),
    ("puzzles.check", {"puzzle": "tetrominoes-8x10", "attempt": [], "partial": False, "why": 1}),
])
def test_an_operation_called_with_wrong_arguments_is_a_request_error(op_name, args):
    reply = _reply(json.dumps({"op": op_name, "args": args}))
    assert reply["ok"] is False and reply["error"]["kind"] == "request", reply
    assert reply["error"]["message"].startswith(op_name + ": ")


def _inner_why(*, piece):  # a helper that an operation calls wrongly: a bug, not the reader's mistake
    return piece


@pytest.mark.parametrize("name", ["why", "check"])
def test_a_type_error_inside_an_operation_is_internal(monkeypatch, name):
    # The old rule (the function's name in the message means the caller's
    # mistake) took this bug, in an operation called "why", for a request error.
    def op(at):
        return _inner_why(at)

    op.__name__ = op.__qualname__ = name
    monkeypatch.setitem(registry.OPS, "test.broken", op)
    reply = _reply(json.dumps({"op": "test.broken", "args": {"at": "e5"}}))
    assert reply["ok"] is False and reply["error"]["kind"] == "internal", reply
    assert reply["error"]["message"].startswith("TypeError: ")


def test_registry_refuses_names_that_are_not_kebab_case():
    for bad in ("blokus.check", "Blokus-Check", "puzzles_solve", ""):
        cls = type("W", (registry.Widget,), {"name": bad})
        with pytest.raises(ValueError):
            registry.register(cls)


def test_render_widget_is_the_outer_element():
    html = web.render_widget("trigon-pieces")
    assert html.startswith('<div class="rp-widget rp-pieces" data-widget="trigon-pieces" data-state="{}">')


def test_progress_reaches_the_page_hook_throttled():
    """Searches report through rules_py.progress; install_page_progress
    forwards reports as {"type": "work"} messages, at most one per interval."""
    from rules_py import progress

    posted: list[dict] = []
    previous = progress.listen(None)
    try:
        assert web.install_page_progress(posted.append, every=3600)
        progress.report(10, 0.5)
        progress.report(20, 0.7)  # within the interval: dropped
        assert posted == [{"type": "work", "done": 10, "elapsed": 0.5}]
        posted.clear()
        web.install_page_progress(posted.append, every=0)
        request = {"op": "puzzles.solve", "args": {"puzzle": "pentominoes-15x16", "seed": 0, "limit": 0}}
        web.handle(json.dumps(request))  # builds the board's tables, which the first solve's clock counts
        reply = json.loads(web.handle(json.dumps({"op": "puzzles.solve", "args": {
            "puzzle": "pentominoes-15x16", "seed": 0, "limit": 0.5}})))
        assert reply["ok"], reply
        assert posted and all(m["type"] == "work" and m["done"] > 0 for m in posted)
        assert [m["done"] for m in posted] == sorted(m["done"] for m in posted)
    finally:
        progress.listen(previous)


def test_no_page_progress_outside_pyodide():
    import sys

    from rules_py import progress

    if sys.platform == "emscripten":
        pytest.skip("inside Pyodide the hook is installed")
    previous = progress.listen(None)
    try:
        assert web.install_page_progress() is False
        progress.report(1, 0.1)  # nobody listens: nothing happens
    finally:
        progress.listen(previous)


def test_the_strong_bots_report_progress():
    import random

    from rules_py import progress
    from rules_py.blokus.board import Board
    from rules_py.blokus.bots import StrongBot
    from rules_py.blot.bots import StrongBot as BlotStrong
    from rules_py.blot.game import BlotState
    from rules_py.blot.observation import observe

    seen: list[tuple[int, float]] = []
    previous = progress.listen(lambda done, elapsed: seen.append((done, elapsed)))
    try:
        StrongBot(playouts=6, time_limit=None).choose(Board("duo"), random.Random(1))
        assert [d for d, _ in seen] == list(range(1, 7))
        seen.clear()
        st = BlotState(4)
        rng = random.Random(2)
        while st.is_chance_node():
            st.apply(st.sample_chance(rng))
        while len(observe(st, st.current_player).legal) < 2 or observe(st, st.current_player).phase == "starter":
            st.apply(observe(st, st.current_player).legal[0])
            while st.is_chance_node():
                st.apply(st.sample_chance(rng))
        BlotStrong(worlds=3).choose(observe(st, st.current_player), rng)
        assert [d for d, _ in seen] == [1, 2, 3]
    finally:
        progress.listen(previous)
