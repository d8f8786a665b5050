"""The BLOT page widgets render, step, and explain through the web protocol."""

from __future__ import annotations

import html as _html
import json
import re

from rules_py import web
from rules_py.blot.record import load_example


def state_of(html: str) -> dict:
    m = re.search(r'data-state="([^"]*)"', html)
    assert m
    return json.loads(_html.unescape(m.group(1)))


def test_example_widget_steps_and_clamps():
    n = len(load_example("martin").actions())
    h = web.render_widget("blot-example", {"example": "martin", "step": 0})
    assert state_of(h) == {"example": "martin", "step": 0}
    assert 'data-key="ArrowRight"' in h and "<svg" in h
    h = web.render_widget("blot-example", state_of(h), {"go": 1})
    assert state_of(h)["step"] == 1 and "Martin opens" in h
    h = web.render_widget("blot-example", {"example": "martin", "step": 3}, {"go": 999})
    assert state_of(h)["step"] == n and "Totals" in h and "+16" in h
    h = web.render_widget("blot-example", {"example": "martin", "step": 3}, {"go": -4})
    assert state_of(h)["step"] == 0


def test_check_widget_gives_engine_reasons():
    rec = load_example("trick")
    st = rec.states()[3]
    p = st.current_player
    legal = next(a for a in st.legal_actions())
    h = web.render_widget("blot-check", {"example": "trick", "step": 3}, {"check": 1},
                          {"card": legal.card.code, "tile": legal.tile})
    assert "Legal" in h
    illegal_tile = next(t for t in ("green", "blue", "red", "yellow")
                        if st.explain(type(legal)(p, legal.card, t)) is not None)
    h = web.render_widget("blot-check", {"example": "trick", "step": 3}, {"check": 1},
                          {"card": legal.card.code, "tile": illegal_tile})
    assert "Not allowed" in h and 'lang="fr"' in h


def test_score_builder_rescoring():
    h = web.render_widget("blot-score", {"example": "martin"})
    assert "+16" in h
    h2 = web.render_widget("blot-score", state_of(h), {"apply": 1}, {"face_Thor": "B"})
    assert state_of(h2)["faces"][3] == "B" and "+16" not in h2.split("Martin</th>")[1].split("</tr>")[0]
    h3 = web.render_widget("blot-score", state_of(h2), {"reset": 1})
    assert state_of(h3) == state_of(h)


def test_widget_errors_come_back_as_json():
    out = json.loads(web.handle(json.dumps({"op": "widget", "args": {"widget": "blot-example",
                                                                     "state": {"example": "nope"}}})))
    assert out["ok"] is False and out["error"]["kind"] == "RulesError"


def test_the_example_move_list_writes_card_codes_in_the_page_language():
    """A French page writes a card's code as French readers do (V, B, R, J
    for vert, bleu, rouge, jaune; render.cards.move_words, the one move
    summary the examples, the viewer and the deal composer share)."""
    moves = {}
    for lang in ("en", "fr"):
        html = web.render_widget("blot-example", {"example": "martin", "step": 3, "lang": lang})
        moves[lang] = [_html.unescape(m) for m in re.findall(r"<button[^>]*>([^<]*→[^<]*)</button>", html)]
    assert len(moves["en"]) == len(moves["fr"]) > 4
    letters = {"en": "GBRY", "fr": "VBRJ"}
    for lang, listed in moves.items():
        codes = [re.search(r": ([A-Z][0-9]{1,2}) →", m) for m in listed]
        plays = [c.group(1) for c in codes if c]
        assert plays and all(p[0] in letters[lang] for p in plays), (lang, plays)
    en_to_fr = dict(zip("GBRY", "VBRJ"))
    for en, fr in zip(moves["en"], moves["fr"]):  # the same card, its colour letter in each language
        a, b = re.search(r": ([A-Z][0-9]{1,2}) →", en), re.search(r": ([A-Z][0-9]{1,2}) →", fr)
        if a and b:
            assert b.group(1) == en_to_fr[a.group(1)[0]] + a.group(1)[1:]
