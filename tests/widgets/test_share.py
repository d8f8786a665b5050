"""Shareable widget states: the link token, the request that starts from it,
and the widget ids the build writes (companion.js puts ``ID=TOKEN`` in the
URL hash; tests/browser/test_share.py drives that part)."""

from __future__ import annotations

import base64
import html
import importlib.util
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py import web
from rules_py.widgets import registry

from tests.paths import ROOT

web.load_widgets()  # the registry is complete before hypothesis samples from it
from rules_py.widgets.registry import MAX_SHARE, RequestError, decode_share, encode_share



def _attr(markup: str, name: str) -> str | None:
    """The first ``name="..."`` attribute of ``markup``, unescaped (None if absent)."""
    found = re.search(rf'\s{re.escape(name)}="([^"]*)"', markup)
    return html.unescape(found.group(1)) if found else None


def _plain_b64_json(token: str):
    """Decode a token with the standard library alone (an independent check)."""
    return json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)).decode("utf-8"))


STATES = [
    {},
    {"example": "martin", "step": 7},
    {"cells": ["a1", "b2"], "moves": [], "variant": "duo"},
    {"text": "Ligne \u00e9t\u00e9 \u2014 \U0001f0a1", "step": 0, "nested": {"list": [1, 2.5, None, True]}},
]


@pytest.mark.parametrize("state", STATES)
def test_token_round_trip_and_plain_base64url_json(state):
    token = encode_share(state)
    assert re.fullmatch(r"[A-Za-z0-9_-]*", token)  # safe in a URL hash as is
    assert _plain_b64_json(token) == state
    assert decode_share(token) == state


def test_one_state_one_token_whatever_the_key_order():
    assert encode_share({"a": 1, "b": 2}) == encode_share({"b": 2, "a": 1})
    assert encode_share({"a": 1}) != encode_share({"a": 2})


def test_the_links_language_never_wins():
    token = encode_share({"example": "martin", "lang": "fr"})
    assert decode_share(token) == {"example": "martin"}


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


TAMPERED = [
    None, 5, ["eyJ9"], "",  # not text / empty: no JSON object
    "eyJleGFtcGxlIjoibWFydGluIn0=",  # padding is not part of a token
    "eyJleGFt+GxlIjoibWFydGluIn0",  # '+' is base64, not base64url
    "e30%",  # a stray %
    "a",  # one character: not base64 at all
    _b64(b"[1, 2]"), _b64(b'"text"'), _b64(b"42"),  # JSON, but not an object
    _b64(b'{"a": 1, "a": 2}'),  # duplicate keys (the readers' rule)
    _b64(b'{"a": NaN}'),  # no NaN
    _b64(b'{"a": ' + b"1" * 200 + b"}"),  # a number too long
    _b64(b"{" * 100 + b"}" * 100),  # too deep
    _b64(b'{"a": "\xff"}'),  # not UTF-8
    _b64(b'{"a": 1'),  # cut short
    "A" * (MAX_SHARE + 1),  # too long for a link
]


@pytest.mark.parametrize("token", TAMPERED)
def test_tampered_tokens_are_request_errors(token):
    with pytest.raises(RequestError):
        decode_share(token)


@pytest.mark.parametrize("token", [t for t in TAMPERED if t is not None])  # null: no token sent
def test_tampered_tokens_reach_the_page_as_request_errors(token):
    request = {"op": "widget", "args": {"widget": "blot-example", "state": {"example": "martin"}, "share": token}}
    reply = json.loads(web.handle(json.dumps(request)))
    assert reply["ok"] is False
    assert reply["error"]["kind"] == "request"


def test_a_token_restores_the_step_through_the_widget():
    token = _b64(json.dumps({"example": "martin", "step": 3}).encode())
    request = {"op": "widget", "args": {"widget": "blot-example", "state": {"example": "martin", "step": 0,
                                                                            "lang": "fr"}, "share": token}}
    reply = json.loads(web.handle(json.dumps(request)))
    markup = reply["result"]["html"]
    state = json.loads(_attr(markup, "data-state"))
    assert state["step"] == 3 and state["example"] == "martin"
    assert state["lang"] == "fr"  # the page's language, kept from the state sent
    assert _plain_b64_json(_attr(markup, "data-share")) == {"example": "martin", "step": 3}


def test_a_token_the_widget_refuses_is_the_readers_error_not_a_crash():
    token = encode_share({"example": "no-such-example"})
    request = {"op": "widget", "args": {"widget": "blot-example", "share": token}}
    reply = json.loads(web.handle(json.dumps(request)))
    assert reply["ok"] is False and reply["error"]["kind"] not in ("internal", "request")


def test_transient_keys_stay_out_of_the_link():
    markup = web.render_widget("trigon-place", {"variant": "trigon", "sel": {"piece": "I6", "r": 1, "f": 0},
                                                "hint": True})
    assert json.loads(_attr(markup, "data-state"))["sel"]["r"] == 1  # still in the page's state
    assert _plain_b64_json(_attr(markup, "data-share")) == {"moves": [], "variant": "trigon"}


def test_readable_hash_widgets_and_widgets_without_acts_carry_no_token():
    assert _attr(web.render_widget("blokus-play", {"variant": "duo", "seats": ["human", "human"]}),
                 "data-hash") is not None
    assert _attr(web.render_widget("blokus-play", {"variant": "duo", "seats": ["human", "human"]}),
                 "data-share") is None
    assert _attr(web.render_widget("trigon-pieces"), "data-share") is None
    assert _attr(web.render_widget("lesson-path"), "data-share") is None


def test_a_state_too_long_for_a_link_has_no_token():
    record = "(;GM[Blokus]" + ";" * (MAX_SHARE * 2) + ")"
    markup = web.render_widget("record-viewer", {"text": record})
    assert _attr(markup, "data-share") is None


def test_widget_id_is_written_and_checked():
    markup = web.render_widget("blot-example", {"example": "martin"}, widget_id="blot-example-2")
    assert _attr(markup, "data-rp-id") == "blot-example-2"
    assert _attr(web.render_widget("blot-example", {"example": "martin"}), "data-rp-id") is None
    for bad in ("", "Blot", "a b", "x" * 65, "1-abc", '"><script>'):
        with pytest.raises(RequestError):
            registry.run("blot-example", {"example": "martin"}, widget_id=bad)


def _hooks():
    pytest.importorskip("mkdocs", reason="mkdocs is installed by `make install`")
    spec = importlib.util.spec_from_file_location("rp_hooks_share", ROOT / "docs" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _File:
    src_uri = "section/page.md"


class _Page:
    file = _File()


@pytest.mark.cpython_only
def test_the_build_numbers_each_widget_name_on_its_page():
    hooks = _hooks()
    md = ('[[widget blot-example {"example": "trick"}]]\n\n[[widget blokus-check]]\n\n'
          '[[widget blot-example {"example": "martin"}]]\n')
    out = hooks.on_page_markdown(md, _Page(), None, None)
    assert re.findall(r'data-rp-id="([^"]+)"', out) == ["blot-example-1", "blokus-check-1", "blot-example-2"]
    # A new page starts counting again.
    again = hooks.on_page_markdown('[[widget blot-example {"example": "trick"}]]\n', _Page(), None, None)
    assert re.findall(r'data-rp-id="([^"]+)"', again) == ["blot-example-1"]


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                     max_leaves=15)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(widget=st.sampled_from(sorted(registry.REGISTRY)),
       token=st.text(max_size=80) | _json.map(lambda v: encode_share(v) if isinstance(v, dict) else _b64(
           json.dumps(v).encode())))
def test_any_token_gets_a_documented_reply(widget, token):
    """Whatever token a link holds, for whatever widget: a reply, never an internal error."""
    request = {"op": "widget", "args": {"widget": widget, "share": token}}
    reply = json.loads(web.handle(json.dumps(request)))
    if not reply["ok"]:
        assert reply["error"]["kind"] != "internal", reply["error"]
