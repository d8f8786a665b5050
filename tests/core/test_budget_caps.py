"""Long work is capped on the Python side, whatever a request says: a
``limit`` that is not a finite number of seconds in [0, MAX_LIMIT] is
refused (a request error for the op, the reader's mistake for the widget),
never run."""

from __future__ import annotations

import json

import pytest

from rules_py import web
from rules_py.widgets.puzzles import solve as W

BAD_LIMITS = [1e9, 60.5, -1, -0.001, None, "nan", "5", True, False, [], {}]


def _reply(op: str, args: dict) -> dict:
    return json.loads(web.handle(json.dumps({"op": op, "args": args})))


@pytest.mark.parametrize("limit", BAD_LIMITS)
def test_solve_op_refuses_an_uncapped_limit(limit):
    reply = _reply("puzzles.solve", {"puzzle": "tetrominoes-8x10", "limit": limit})
    assert reply["ok"] is False and reply["error"]["kind"] == "request", reply
    assert "limit" in reply["error"]["message"]


def test_non_finite_numbers_are_refused_too():
    # JSON has no NaN or Infinity; Python's json module reads them, so check
    # the op directly as a notebook could call it.
    for limit in (float("nan"), float("inf")):
        with pytest.raises(W.RequestError):
            W.solve_op("tetrominoes-8x10", 0, limit)


@pytest.mark.parametrize("args", [
    {"puzzle": "no-such-puzzle"},
    {"puzzle": 3},
    {"puzzle": "tetrominoes-8x10", "seed": True},
    {"puzzle": "tetrominoes-8x10", "seed": "x"},
    {"puzzle": "tetrominoes-8x10", "seed": 1.5},
])
def test_solve_op_refuses_bad_arguments_as_request_errors(args):
    reply = _reply("puzzles.solve", args)
    assert reply["ok"] is False and reply["error"]["kind"] == "request", reply


@pytest.mark.parametrize("args", [
    {"puzzle": "no-such-puzzle", "attempt": []},
    {"puzzle": "tetrominoes-8x10", "attempt": [], "partial": "yes"},
])
def test_check_op_refuses_bad_arguments_as_request_errors(args):
    reply = _reply("puzzles.check", args)
    assert reply["ok"] is False and reply["error"]["kind"] == "request", reply


def test_limits_inside_the_cap_still_work():
    reply = _reply("puzzles.solve", {"puzzle": "tetrominoes-8x10", "seed": 2, "limit": W.MAX_LIMIT})
    assert reply["ok"] is True and len(reply["result"]["pieces"]) == 20
    reply = _reply("puzzles.solve", {"puzzle": "all-84-descending", "limit": 0})
    assert reply["ok"] is True and reply["result"]["pieces"] == [] and "error" in reply["result"]


@pytest.mark.parametrize("limit", BAD_LIMITS)
def test_the_widget_refuses_an_uncapped_limit(limit):
    reply = _reply("widget", {"widget": "puzzles-solve", "state": {"puzzle": "tetrominoes-8x10", "limit": limit}})
    assert reply["ok"] is False and reply["error"]["kind"] == "RulesError", reply
    assert "60" in reply["error"]["message"]


def test_an_internal_error_keeps_its_trace_for_developers(monkeypatch):
    from rules_py.widgets import registry

    class Broken(registry.Widget):
        name = "broken-widget"

        def render(self, state):
            raise ZeroDivisionError("boom")

    monkeypatch.setitem(registry.REGISTRY, "broken-widget", Broken)
    reply = _reply("widget", {"widget": "broken-widget"})
    assert reply["error"]["kind"] == "internal" and "Traceback" not in reply["error"]["message"]
    trace = web.last_internal_trace()
    assert trace.startswith("Traceback") and "ZeroDivisionError: boom" in trace and "in render" in trace
