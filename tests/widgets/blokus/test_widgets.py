"""The Blokus page widgets render through the web protocol."""

from __future__ import annotations

import json
import re

from rules_py import web


def _state(html_text: str) -> dict:
    m = re.search(r'data-state="([^"]*)"', html_text)
    import html
    return json.loads(html.unescape(m.group(1)))


def test_example_widget_steps():
    out = web.render_widget("blokus-example", {"example": "duo", "step": 0})
    assert "Before the first move" in out and _state(out) == {"example": "duo", "step": 0}
    out = web.render_widget("blokus-example", {"example": "duo", "step": 0}, {"step": 1})
    assert "Move 1 of 39" in out and "purple" in out
    out = web.render_widget("blokus-example", {"example": "classic", "step": 0}, {"step": 999})
    st = _state(out)
    assert st["step"] == 71 and "(final)" in out and "blue +20" in out
    assert 'data-key="ArrowRight"' in out


def test_check_widget_explains_and_plays():
    out = web.render_widget("blokus-check", {"variant": "duo"}, {"check": 1}, {"cells": "a1,b1"})
    assert "must_cover_start" in out and "e10" in out
    out = web.render_widget("blokus-check", {"variant": "duo", "cells": ["e10"]}, {"play": 1})
    st = _state(out)
    assert st["moves"] == ["e10"] and st["cells"] == []
    out = web.render_widget("blokus-check", st, {"cell": "j5"})
    assert "Legal" in out and _state(out)["cells"] == ["j5"]
    out = web.render_widget("blokus-check", {"variant": "duo"}, {"example": "classic", "step": 10})
    assert len(_state(out)["moves"]) == 10 and _state(out)["variant"] == "classic"
    out = web.render_widget("blokus-check", {"variant": "duo"}, {"hint": 1})
    assert "#cde5c0" in out
