"""Hostile requests to the page's entry point, ``rules_py.web.handle``.

Whatever a request holds (any JSON value in any field, unknown widget or
operation names, wrong types, huge numbers, "NaN" in text or as a JSON
token, deep nesting, long strings, real requests from
``tests/widgets/test_escaping.py``'s SAMPLES with a part replaced or the text
itself mutated), the reply is JSON with one of the documented outcomes:
``{"ok": true, "result": ...}``, or ``{"ok": false, "error": {"kind",
"message", "reason"}}`` whose kind is ``"request"`` or the name of a
:class:`~rules_py.errors.RulesError` class -- never ``"internal"``, never a
traceback. And the work grows at most linearly with the request's size.
"""

from __future__ import annotations

import copy
import json
import os
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py import web
from rules_py.errors import MAX_DEPTH, RulesError
from rules_py.widgets.puzzles import solve as puzzle_widgets
from rules_py.widgets import registry
from tests.widgets.test_escaping import SAMPLES

web.load_widgets()


def _rules_error_names() -> set[str]:
    """Every RulesError class name: the kinds a reader's mistake may carry."""
    names, todo = set(), [RulesError]
    while todo:
        cls = todo.pop()
        names.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    return names


KINDS = _rules_error_names() | {"request"}
WIDGETS = sorted(registry.REGISTRY)
OPS = sorted(registry.OPS)

#: scalar values a careless or hostile page could send
ODD_TEXT = ["", "nan", "NaN", "-inf", "Infinity", "1e999", "-1", "0", "9" * 400, "1" * 5000, " ", "\x00",
            "\ud7ff", "<script>", "a1", "e10", "duo", "classic", "G7", "human", "strong", "check", "x" * 2000]
HUGE = [10**30, -(10**30), 10**99, 2**63, -(2**63) - 1, 1e308, -1e308, 5e-324]
scalars = (st.none() | st.booleans() | st.integers() | st.sampled_from(HUGE)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30) | st.sampled_from(ODD_TEXT))
json_values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=25)

#: the keys the widgets and ops really read (from the samples), so random
#: values land where they are looked at, not only in ignored keys
KEYS = sorted({key for samples in SAMPLES.values() for s, a, i in samples
               for part in (s, a or {}, i) for key in part}
              | {"puzzle", "seed", "limit", "attempt", "partial", "name", "lang", "step", "moves"})
keyed_objects = st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=8), json_values, max_size=6)


def assert_documented(text: str) -> dict[str, Any]:
    """The reply is one of the documented outcomes; returns it parsed."""
    assert isinstance(text, str)
    reply = json.loads(text)
    assert isinstance(reply, dict) and isinstance(reply.get("ok"), bool), reply
    if reply["ok"]:
        assert "result" in reply, reply
    else:
        error = reply["error"]
        assert error["kind"] in KINDS, error
        assert isinstance(error["message"], str) and error["message"], error
        assert "Traceback" not in error["message"], error
    return reply


def _send(request: Any) -> dict[str, Any]:
    # json.dumps writes NaN/Infinity tokens for non-finite floats: the reader must refuse them itself.
    return assert_documented(web.handle(json.dumps(request)))


@pytest.fixture(autouse=True, scope="module")
def short_searches():
    """Searches stay short while fuzzing (the caps are tested in test_budget_caps.py):
    a puzzle solve may take at most 0.3 s here instead of 60."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(puzzle_widgets, "LIMIT", 0.3)
        mp.setattr(puzzle_widgets, "MAX_LIMIT", 0.3)
        yield


#: RP_FUZZ_EXAMPLES=5000 hunts longer (by hand); the default keeps the file near 20 s
FUZZ = settings(max_examples=int(os.environ.get("RP_FUZZ_EXAMPLES", "150")), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@FUZZ
@given(op=st.sampled_from(["widget", *OPS]) | json_values, args=json_values | keyed_objects,
       extra=st.dictionaries(st.text(max_size=6), json_values, max_size=2))
def test_any_request_gets_a_documented_reply(op, args, extra):
    _send({**extra, "op": op, "args": args})


@pytest.mark.slow
@FUZZ
@given(widget=st.sampled_from(WIDGETS) | json_values, state=keyed_objects | json_values,
       act=keyed_objects | json_values, inputs=keyed_objects | json_values, lang=json_values)
def test_any_widget_request_gets_a_documented_reply(widget, state, act, inputs, lang):
    _send({"op": "widget", "args": {"widget": widget, "state": state, "act": act, "inputs": inputs,
                                    "lang": lang}})


def _paths(obj: Any, path: tuple = ()) -> list[tuple]:
    """Every path into ``obj`` (the root included), so any part may be replaced."""
    out = [path]
    if isinstance(obj, dict):
        out += [p for k, v in obj.items() for p in _paths(v, path + (k,))]
    elif isinstance(obj, list):
        out += [p for i, v in enumerate(obj) for p in _paths(v, path + (i,))]
    return out


def _sample_requests() -> list[dict[str, Any]]:
    return [{"op": "widget", "args": {"widget": name, "state": s, "act": a, "inputs": i}}
            for name, samples in sorted(SAMPLES.items()) for s, a, i in samples]


SAMPLE_REQUESTS = _sample_requests()


@st.composite
def mutated_requests(draw) -> dict[str, Any]:
    """A real request with one to three parts replaced, deepened or lengthened.

    At most one part is lengthened: repeats nested in repeats multiply (a
    2,000-character text repeated 1,000 times in a list repeated 1,000 times
    is a 2 GB request, which exhausts the test's memory before it reaches
    ``web.handle``)."""
    request = copy.deepcopy(draw(st.sampled_from(SAMPLE_REQUESTS)))
    kinds = ["replace", "nest", "repeat", "drop"]
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(request)[1:]
        if not paths:  # everything dropped already
            break
        path = draw(st.sampled_from(paths))
        parent = request
        for key in path[:-1]:
            parent = parent[key]
        old = parent[path[-1]]
        kind = draw(st.sampled_from(kinds))
        if kind == "replace":
            new = draw(json_values)
        elif kind == "nest":  # right at, or past, the nesting limit
            new = old
            for _ in range(draw(st.integers(MAX_DEPTH - 8, MAX_DEPTH + 4))):
                new = [new]
        elif kind == "repeat":  # long texts and long lists
            kinds.remove("repeat")
            n = draw(st.sampled_from([50, 1000]))
            new = old * n if isinstance(old, (str, list)) else [old] * n
        else:
            new = None
        if kind == "drop" and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = new
    return request


@pytest.mark.slow
@FUZZ
@given(mutated_requests())
def test_mutated_real_requests_get_a_documented_reply(request):
    _send(request)


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(SAMPLE_REQUESTS), st.data())
def test_mutated_request_text_gets_a_documented_reply(request, data):
    """Byte-level damage to a real request's text (the JSON reader's side)."""
    text = bytearray(json.dumps(request).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        pos = data.draw(st.integers(0, len(text)))
        piece = data.draw(st.sampled_from([b"NaN", b"Infinity", b"-", b"1e999", b'"', b"\\", b"{", b"[" * 80,
                                           b"\xff", b"9" * 200, b'"op": 1, "op": 2']))
        if data.draw(st.booleans()):
            text[pos:pos] = piece
        else:
            del text[pos:pos + len(piece)]
    assert_documented(web.handle(text.decode("utf-8", "replace")))


# ---------------------------------------------------------------------------
# Deterministic hostile requests (each one once a bug)


@pytest.mark.parametrize("request_text", [
    '{"op": "widget", "args": {"widget": "blokus-piece", "state": {"piece": "F", "r": NaN}}}',
    '{"op": "widget", "args": {"widget": "blokus-piece", "state": {"piece": "F", "r": 1e999}}}',
    '{"op": "puzzles.solve", "args": {"puzzle": "tetrominoes-8x10", "limit": Infinity}}',
    '{"op": "widget", "args": ' + "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5) + "}",
    '{"op": ' + "9" * 5000 + "}",
    '{"op": "widget", "op": "widget", "args": {}}',
    "\ud800",
    "",
])
def test_hostile_request_texts(request_text):
    reply = assert_documented(web.handle(request_text))
    assert reply["ok"] is False


# ---------------------------------------------------------------------------
# Linear time: 10x the request, at most ~10x the work (a generous ratio)


def _best_time(request: dict[str, Any], repeat: int = 5) -> float:
    """The least CPU time of a few calls (the process's own time: other work
    on a busy machine does not stretch one size more than the other)."""
    text = json.dumps(request)
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        assert_documented(web.handle(text))
        best = min(best, time.process_time() - t0)
    return best


def _grown(n: int) -> list[dict[str, Any]]:
    """Requests whose size grows with ``n`` along different fields."""
    cells = ",".join(f"{c}{r}" for r in range(1, 15) for c in "abcdefghijklmn")
    return [
        {"op": "widget", "args": {"widget": "blokus-check", "state": {"variant": "duo"}, "act": {"check": 1},
                                  "inputs": {"cells": ",".join([cells] * n)}}},
        {"op": "widget", "args": {"widget": "blokus-play", "state": {"variant": "duo", "moves": ["e10"] * (50 * n)},
                                  "act": {"pick": "F"}}},
        {"op": "widget", "args": {"widget": "blokus-piece", "state": {"piece": "F" * (5000 * n)}}},
        {"op": "puzzles.check", "args": {"puzzle": "tetrominoes-8x10", "attempt": [
            {"piece": "O", "cells": ["a1", "b1", "a2", "b2"]}] * (20 * n)}},
        {"op": "widget", "args": {"widget": "lesson", "state": {"id": "blot-follow", "junk": ["x" * 100] * (100 * n)},
                                  "act": {"card": "R8"}}},
    ]


@pytest.mark.cpython_only
@pytest.mark.parametrize("which", range(len(_grown(1))))
def test_handle_time_is_at_most_linear_in_the_request(which):
    small, big = _grown(10)[which], _grown(100)[which]
    _best_time(small, 1)  # warm up (tables, imports)
    ratio = _best_time(big) / max(_best_time(small), 1e-4)
    # Linear work gives about 10 (less when a fixed cost dominates); quadratic about 100.
    assert ratio < 30, ratio
