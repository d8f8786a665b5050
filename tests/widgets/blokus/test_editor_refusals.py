"""The Blokus editor says a refused placement in words.

Before, the reason lived in the hover preview's line (``rp-place-message``,
which placement.js empties when the pointer leaves the board) and in a
tooltip: on a touch screen or a projector nothing said why. Now Python
draws the outcome of the last placement in its own paragraph
(``rp-editor-said``; a refusal also ``rp-editor-refused`` with the rules'
reason code) and puts the same sentence in ``data-said`` (the page's live
log says it once), in the page's language; nothing changes on a refusal.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest

from rules_py import web


def draw(state: dict[str, Any], act: dict[str, Any] | None, lang: str | None) -> tuple[dict[str, Any], str]:
    markup = web.call("widget", {"widget": "blokus-editor", "state": {**state, **({"lang": lang} if lang else {})},
                                 "act": act})["html"]
    new = json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))
    new.pop("lang", None)
    return new, markup


def said(markup: str) -> list[str]:
    return json.loads(html.unescape(re.search(r'data-said="([^"]*)"', markup).group(1)))


def outcome(markup: str) -> str:
    found = re.search(r'<p class="rp-editor-said[^"]*"[^>]*>(.*?)</p>', markup)
    return html.unescape(found.group(1)) if found else ""


@pytest.mark.parametrize("lang, refused, reason", [(None, "Refused: ", "already"), ("fr", "Refusé : ", "déjà")])
def test_an_overlap_while_setting_up_is_refused_in_words(lang: str | None, refused: str, reason: str) -> None:
    state, out = draw({"variant": "duo"}, {"place": "e10"}, lang)
    assert len(state["setup"]) == 1 and outcome(out) and said(out) == [outcome(out)]
    before = state["setup"]
    state, out = draw(state, {"place": "e10"}, lang)
    assert state["setup"] == before  # nothing changed
    words = outcome(out)
    assert words.startswith(refused) and reason in words and 'rp-editor-refused" data-reason="occupied"' in out
    assert said(out) == [words]
    # the next act forgets it: said once
    state, out = draw(state, {"colour": "W"}, lang)
    assert outcome(out) == "" and said(out) == []


@pytest.mark.parametrize("lang, start", [(None, "Not there: "), ("fr", "Pas ici : ")])
def test_an_illegal_move_while_playing_on_is_refused_in_words(lang: str | None, start: str) -> None:
    state, _ = draw({"variant": "duo"}, {"mode": "play"}, lang)
    state, out = draw(state, {"place": "a1"}, lang)  # a first piece far from the starting cells
    assert state["moves"] == []
    words = outcome(out)
    assert words.startswith(start) and "rp-editor-refused" in out and said(out) == [words]
    code = re.search(r'rp-editor-refused" data-reason="([a-z_]+)"', out).group(1)
    assert code and code != "occupied"
