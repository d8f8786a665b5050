"""One step-navigation bar for the widgets that step through a game: the
record viewer, the BLOT examples and the Blokus examples draw the same
buttons (first, previous, next, last), bound to the same keys, disabled at
the ends, each sending its widget's own act."""

from __future__ import annotations

import json
import re

import pytest

from rules_py import web
from rules_py.blokus.examples import text as blokus_text
from rules_py.i18n.messages import using
from rules_py.widgets.controls.step_bar import step_bar

KEYS = ["Home", "ArrowLeft", "ArrowRight", "End"]


def _bars(html: str) -> list[str]:
    return re.findall(r'<div class="rp-step-bar">.*?</div>', html, re.S)


def _buttons(bar: str) -> list[tuple[dict, str, bool]]:
    """(act, key, disabled) of each button of a bar, in order."""
    out = []
    for attrs in re.findall(r"<button([^>]*)>", bar):
        act = json.loads(re.search(r"data-act=\"([^\"]*)\"", attrs).group(1).replace("&quot;", '"'))
        key = re.search(r'data-key="([^"]*)"', attrs).group(1)
        out.append((act, key, " disabled" in attrs))
    return out


@pytest.mark.parametrize("name, state, act, last", [
    ("record-viewer", {"text": blokus_text("duo"), "step": 0}, "go", None),
    ("blot-example", {"example": "trick", "step": 0}, "go", None),
    ("blokus-example", {"example": "duo", "step": 0}, "step", None),
])
def test_the_three_stepping_widgets_draw_one_bar(name: str, state: dict, act: str, last: None) -> None:
    first = web.render_widget(name, state)
    [bar] = _bars(first)
    buttons = _buttons(bar)
    assert [k for _, k, _ in buttons] == KEYS
    end = buttons[3][0][act]
    assert end > 1 and [b[0] for b in buttons] == [{act: 0}, {act: -1}, {act: 1}, {act: end}]
    assert [d for _, _, d in buttons] == [True, True, False, False]
    [bar] = _bars(web.render_widget(name, {**state, "step": end}))
    assert [d for _, _, d in _buttons(bar)] == [False, False, True, True]
    [bar] = _bars(web.render_widget(name, {**state, "step": 1}))
    assert [b[0] for b in _buttons(bar)] == [{act: 0}, {act: 0}, {act: 2}, {act: end}]
    assert 'aria-live="polite"' in bar and f" 1 " in re.sub(r"<[^>]+>", " ", bar)


def test_the_bar_speaks_the_pages_language() -> None:
    with using("fr"):
        steps, moves = str(step_bar(3, 40)), str(step_bar(3, 40, "step", unit="move"))
    assert "étape 3 sur 40" in steps and 'title="Étape suivante"' in steps
    assert "coup 3 sur 40" in moves and 'title="Coup suivant"' in moves
    assert "move 3 of 40" in str(step_bar(3, 40, unit="move"))
