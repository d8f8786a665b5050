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
    assert reply["error"]["kind"] == "RulesError" and "whole number" in reply["error"]["message"]


def test_a_bug_is_internal_without_traceback(monkeypatch):
    class Broken(registry.Widget):
        name = "broken-widget"

        def render(self, state):
            raise ZeroDivisionError("boom")

    monkeypatch.setitem(registry.REGISTRY, "broken-widget", Broken)
    reply = _reply(json.dumps({"op": "widget", "args": {"widget": "broken-widget"}}))
    assert reply["error"] == {"kind": "internal", "message": "ZeroDivisionError: boom", "reason": None}


def test_registry_refuses_names_that_are_not_kebab_case():
    for bad in ("blokus.check", "Blokus-Check", "puzzles_solve", ""):
        cls = type("W", (registry.Widget,), {"name": bad})
        with pytest.raises(ValueError):
            registry.register(cls)


def test_render_widget_is_the_outer_element():
    html = web.render_widget("trigon-pieces")
    assert html.startswith('<div class="rp-widget rp-pieces" data-widget="trigon-pieces" data-state="{}">')
