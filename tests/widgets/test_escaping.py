"""Hostile text never becomes markup.

Every registered widget gets hostile strings in every string (and number)
field it reads, in its state, its act and its inputs; record readers get
hostile seat names, titles, player names and comments, rendered by the
table, score and board renderers. The output must contain no script, no
event-handler attribute, only the tags we draw, and parse as well-formed
markup. Plus unit tests of the element builder itself.
"""

from __future__ import annotations

import copy
import html
import json
import math
import pathlib
import random
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from typing import Any

import pytest

import rules_py

from rules_py import links
from rules_py import web
from rules_py.blokus import sgf
from rules_py.blot.bots import BOTS
from rules_py.blot.game import BlotState
from rules_py.blot.observation import observe
from rules_py.blot.record import Record
from rules_py.render.board import board_svg
from rules_py.render.cards import score_html, table_svg
from rules_py.render.markup import E, SVG, Fragment, fmt
from rules_py.widgets import registry
from rules_py.widgets.blokus import example as blokus_example
from rules_py.widgets.blot import check as blot_check
from rules_py.widgets.blot import editor as blot_editor
from rules_py.widgets.blot import example as blot_example
from rules_py.widgets.blot import score as blot_scoring
from rules_py.widgets.blot import table as blot_table

#: the installed package (in Pyodide the wheel, not this checkout)
PACKAGE = pathlib.Path(rules_py.__file__).resolve().parent

HOSTILE = ("<script>alert(1)</script>", '"><svg onload=alert(1)>', "'", "&", "</div><img src=x onerror=alert(1)>")

#: tags our renderers draw; anything else in the output came from a value
ALLOWED = {
    "a", "br", "button", "caption", "circle", "code", "details", "div", "em", "figcaption", "figure", "g",
    "input", "label", "li", "ol", "option", "p", "path", "polygon", "rect", "section", "select", "small", "span",
    "strong", "summary", "svg", "table", "tbody", "td", "text", "textarea", "th", "thead", "title", "tr", "ul",
}

def _blot_fixture(gid: str, layout: str, kinds: list[str], stop: str) -> str:
    """A stored blot-table game at a fixed id, played by the heuristic bot in
    the human seats up to ``stop``: "pass" (a hot-seat game whose next human
    is not the one on screen), "round" (round 1 scored, next deal waiting) or
    "over" (the game's end). Never evicted (``touched`` is infinite), so
    samples can draw it with no act."""
    players, variant = blot_table.LAYOUTS[layout]
    t = blot_table.Table(gid, BlotState(players, variant), tuple(kinds), "practice", layout, random.Random(5),
                         viewer=kinds.index("human"))
    blot_table.advance(t)
    bot = BOTS["heuristic"]()
    while not (stop == "pass" and t.passing()) and not (stop == "round" and t.state.phase == "deal") \
            and not t.state.is_terminal():
        if t.state.phase == "deal":
            blot_table.play.game_act(t, "next", {"next": 1})
        else:
            t.viewer = t.state.current_player
            blot_table.play.decide(t, bot.choose(observe(t.state, t.viewer), t.rng))
    t.touched = math.inf
    blot_table.GAMES[gid] = t
    return gid


_ATTEMPT = json.dumps([{"colour": None, "piece": "O", "cells": ["a1", "b1", "a2", "b2"]}])

_TRICK = json.loads((PACKAGE / "blot" / "examples" / "trick.json").read_text(encoding="utf-8"))
#: records whose names, titles and comments are hostile (for the record viewer)
HOSTILE_BLOT = json.dumps({**_TRICK, "seats": [HOSTILE[0], HOSTILE[1], HOSTILE[4]], "title": HOSTILE[1],
                           "comment": HOSTILE[0]})
HOSTILE_STUDY = json.dumps({
    "format": "study", "version": 1, "title": HOSTILE[0], "lang": "en",
    "chapters": [{"title": HOSTILE[1], "game": "duo", "kind": "find_move", "start": {"setup": []},
                  "root": {"comment": HOSTILE[4], "task": {"answers": ["e10,d11,e11,f11,e12"], "hint": HOSTILE[0]}},
                  "moves": [{"move": "e10,d11,e11,f11,e12", "comment": HOSTILE[3], "glyph": "!",
                             "variations": [[{"move": "e10,e11,e12", "comment": HOSTILE[1]}]]}]},
                 {"title": HOSTILE[4], "game": "blot", "kind": "read", "options": {"players": 3},
                  "start": {"actions": ["faces BABA", "deal G6 G7 B7 B9 B10 R10 Y5 Y7 | G5 G8 G9 G10 R8 R9 Y8 Y10 | "
                                        "B5 B6 B8 R5 R6 R7 Y6 Y9"]},
                  "root": {"comment": HOSTILE[2]}, "moves": []}]})
HOSTILE_SGF = ("(;GM[Blokus Duo]GN[" + HOSTILE[0] + "]PB[" + HOSTILE[1] + "]PW[" + HOSTILE[4] + "]C[" + HOSTILE[3]
               + "];B[e10,d11,e11,f11,e12]C[" + HOSTILE[0] + "];W[j4,i5,j5,k5,j6]C[" + HOSTILE[1] + "])")

#: a complete four-player deal for the composer (the seed 7's)
_EDITOR_DEAL = blot_editor.Draft().seeded(7).to_state()

#: for each widget: (state, act, inputs) samples covering its acts and inputs
SAMPLES: dict[str, list[tuple[dict[str, Any], dict[str, Any] | None, dict[str, Any]]]] = {
    "table-blot": [({}, {"players": 3}, {}),
                   ({"setup": None, "draft": {"players": 4, "teams": True, "faces": "ABAB", "names": []}},
                    {"start": 1}, {"name0": "<b>Us</b>", "name1": "\"Them\" & co"}),
                   ({"setup": {"players": 4, "teams": False, "faces": "AAAA",
                               "names": ["<i>M</i>", "A&B", "L", "S"]},
                     "log": ["t1Y", "t2G", "t3R", "c0=3", "k0R=3", "k0Y=5", "w0G=3", "c1=2", "k1R=1", "k1Y=0",
                             "w1G=1", "c2=1", "k2R=2", "k2Y=0", "w2G=1", "c3=2", "k3R=2", "k3Y=3"]},
                    {"e": "w3G=1"}, {})],
    "table-blokus": [({"variant": "duo"}, {"tap": [0, "I3"]}, {}),
                     ({"variant": "classic_3"}, {"squares": 1}, {"sq1": "12"})],
    "blokus-piece": [({"piece": "F", "r": 1, "f": 0}, {"turn": 1}, {}),
                     ({"piece": "F", "set": "trigon"}, {"flip": 1}, {})],
    "blokus-pieces": [({"set": "classic"}, None, {})],
    "blokus-example": [({"example": "duo", "step": 3}, {"step": 4}, {})],
    "blokus-check": [({"variant": "duo", "moves": ["e10"], "cells": ["j5"]}, {"cell": "j6"}, {}),
                     ({"variant": "duo", "moves": [], "cells": []}, {"check": 1}, {"cells": "a1,b1"}),
                     ({"variant": "duo"}, {"example": "duo", "step": 2}, {})],
    "blokus-play": [({"variant": "duo", "seats": ["human", "human"], "sel": {"piece": "L5", "r": 1, "f": 1}},
                     {"place": "c1"}, {}),
                    ({"variant": "duo", "seats": ["human", "human"]}, {"pick": "F"}, {}),
                    ({"variant": "duo"}, {"new": 1}, {"variant": "duo", "seat0": "human", "seat1": "human"}),
                    ({"variant": "duo"}, {"goto": "play/duo/human-human/e10,d11,e11,f11,e12"}, {}),
                    ({"variant": "duo"}, {"edition": 1}, {"variant": "classic", "seat0": "human"})],
    "blokus-editor": [({"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12"], "colour": "W"}, {"place": "e10"}, {}),
                      ({"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12"], "colour": "W"}, {"place": "j5"}, {}),
                      ({"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12", "B:a1"]}, {"remove": 0}, {}),
                      ({"variant": "duo", "setup": ["W:j4,i5,j5,k5,j6"], "first": "B", "mode": "play",
                        "moves": ["e10,d11,e11,f11,e12"], "comments": {"1": HOSTILE[0]}},
                       {"comment": 1}, {"comment": HOSTILE[1]}),
                      ({"variant": "classic"}, {"edition": 1}, {"variant": "trigon"}),
                      ({"variant": "duo"}, {"load": HOSTILE_SGF}, {}),
                      ({"variant": "duo", "mode": "play", "moves": ["e10,d11,e11,f11,e12"]}, {"step": 0}, {})],
    "trigon-board": [({"variant": "trigon", "cell": "r15"}, {"cell": "q15"}, {})],
    "trigon-pieces": [({}, None, {})],
    "trigon-place": [({"variant": "trigon"}, {"place": "r15"}, {}),
                     ({"variant": "trigon", "moves": ["q14,r14,r15,s15,s16,t16"]}, {"undo": 1}, {}),
                     ({"variant": "trigon_3"}, {"pick": "I4"}, {})],
    "puzzles-solve": [({"puzzle": "tetrominoes-8x10", "seed": 0, "mode": "check"}, {"do": "check"},
                       {"attempt": _ATTEMPT}),
                      ({"puzzle": "tetrominoes-8x10", "mode": "check"}, {"do": "check"},
                       {"attempt": json.dumps([{"colour": "blue", "piece": "O", "cells": ["a1", "b1", "a2", "x"]}])})],
    "puzzles-play": [({"puzzle": "tetrominoes-8x10-colours"}, {"place": "b2"}, {}),
                     ({"puzzle": "tetrominoes-8x10-colours", "pieces": ["blue:O:a1,b1,a2,b2"]}, {"place": "c1"}, {}),
                     ({"puzzle": "tetrominoes-8x10", "pieces": ["blue:O:a1,b1,a2,b2"]}, {"check": 1}, {}),
                     ({"puzzle": "all-84-descending"}, {"pick": "1"}, {}),
                     ({"puzzle": "all-84-descending"}, {"place": "j10"}, {}),
                     ({"puzzle": "tetrominoes-8x10"}, {"goto": "puzzle/tetrominoes-8x10/blue:O:a1,b1,a2,b2"}, {}),
                     ({"puzzle": "tetrominoes-8x10"}, {"check": 1}, {})],
    "blot-example": [({"example": "trick", "step": 2}, {"go": 3}, {})],
    "blot-check": [({"example": "trick", "step": 3, "card": "G7", "tile": "red"}, {"check": 1},
                    {"card": "G7", "tile": "green"})],
    "lesson": [({"id": "blot-follow"}, {"card": "R8"}, {}),
               ({"id": "blot-follow", "picked": "R8"}, {"tile": "yellow"}, {}),
               ({"id": "blokus-first-piece", "cells": ["e10"]}, {"cell": "e11"}, {}),
               ({"id": "blokus-first-piece", "cells": ["e10", "<b>"]}, {"check": 1}, {}),
               ({"id": "blot-martin-score"}, {"check": 1}, {"number": "16"}),
               ({"id": "blot-gift"}, {"give": "Balder"}, {}),
               ({"id": "blot-who-wins"}, {"seat": 1}, {}),
               ({"id": "trigon-scoring"}, {"colour": "green"}, {}),
               ({"id": "blot-trump", "tries": 2}, {"solution": 1}, {}),
               ({"id": "blot-trump"}, {"hint": 1}, {}),
               ({"id": "blot-trump", "hint": True}, {"reset": 1}, {}),
               ({"id": "puzzle-tetrominoes-8x10", "cells": ["b9", "a10", "b10", "c10"]}, {"check": 1}, {}),
               ({"id": "blokus-corners", "tries": 1, "last": "f10,g10"}, {"cell": "<i>"}, {}),
               ({"id": "blokus-12x12-scoring", "tries": 1}, {"colour": "orange"}, {}),
               ({"id": "blot-gift", "tries": 1}, {"give": "Odin"}, {})],
    "lesson-path": [({}, None, {})],
    "blot-table": [({"layout": "3"}, {"new": 1}, {"seat0": "human", "seat1": "random", "seat2": "heuristic",
                                                  "mode": "practice", "seed": "3"}),
                   ({"layout": "teams"}, {"layout": "5"}, {}),
                   ({"game": "0123456789ab", "seat": 0}, {"card": "G7"}, {}),
                   ({"layout": "4"}, {"goto": "blot-0123456789ab"}, {}),
                   # hot-seat: "pass the device"; a scored round; the end of a game (drawn, no act)
                   ({"game": _blot_fixture("f1xedpass002", "2", ["human", "human"], "pass")}, None, {}),
                   ({"game": _blot_fixture("f1xedround03", "3", ["human", "random", "heuristic"], "round")},
                    None, {}),
                   ({"game": _blot_fixture("f1xedover004", "teams", ["human", "heuristic", "random", "heuristic"],
                                           "over")}, None, {})],
    "record-viewer": [({}, None, {}),
                      ({}, {"load": 1}, {"record": HOSTILE_SGF}),
                      ({"text": HOSTILE_SGF, "step": 1}, {"go": 2}, {}),
                      ({"text": HOSTILE_SGF, "step": 1, "review": {"who": None, "level": 3}}, {"go": 2}, {}),
                      ({}, {"load": 1}, {"record": "(;GM[Blokus Duo];B[" + HOSTILE[0] + "])"}),
                      ({}, {"load": 1}, {"record": HOSTILE_BLOT}),
                      ({"text": HOSTILE_BLOT, "step": 1}, {"go": 2}, {}),
                      ({}, {"example": "blot-martin"}, {"record": ""})],
    "blot-editor": [({}, None, {}),
                    ({"to": 1}, {"card": "G3"}, {"title": "T", "intro": "I"}),
                    ({"layout": "2", "to": "aside"}, {"card": "G3"}, {}),
                    (_EDITOR_DEAL, {"start": 1}, {"kind1": "heuristic", "title": "A deal"}),
                    ({**_EDITOR_DEAL, "mode": "play", "sel": "B3"}, {"tile": "green"}, {"pending": "a note"}),
                    ({**_EDITOR_DEAL, "mode": "play", "moves": ["B3g"], "notes": ["x"]}, {"view": 1}, {"hide": "1"}),
                    ({**_EDITOR_DEAL, "mode": "view", "moves": ["B3g"], "notes": ["x"], "hide": 1}, {"go": 1}, {}),
                    ({}, {"goto": "deal/1/AAAA"}, {})],
    "study": [({"example": "tour"}, None, {}),
              ({"example": "tour", "chapter": 0, "path": [0, 0]}, {"step": 3}, {}),
              ({"example": "tour", "chapter": 0}, {"path": [1, 0]}, {}),
              ({"example": "tour", "chapter": 0, "path": [0] * 37}, {"cell": "k1"}, {}),
              ({"example": "tour", "chapter": 0, "path": [0] * 37, "cells": ["k1"]}, {"answer": "k1"}, {}),
              ({"example": "tour", "chapter": 2, "path": [0, 0, 0]}, {"card": "R10"}, {}),
              ({"example": "tour", "chapter": 2, "path": [0, 0, 0], "card": "R10"}, {"answer": "0: R10 on green"}, {}),
              ({"example": "tour", "chapter": 1}, {"chapter": 1}, {}),
              ({"text": HOSTILE_STUDY}, {"path": [0]}, {}),
              ({"text": HOSTILE_STUDY}, {"answer": "a1"}, {}),
              ({"text": HOSTILE_STUDY, "chapter": 1}, None, {}),
              ({"text": HOSTILE_STUDY}, {"sheet": 1}, {}),
              ({"example": "tour", "sheet": True}, {"chapter": 2}, {}),
              ({}, {"load": 1}, {"study": HOSTILE_STUDY[:-5]}),
              ({}, {"load": 1}, {"study": HOSTILE[0]}),
              ({"packed": links.pack_bytes(HOSTILE_STUDY.encode("utf-8"), compress=True)}, {"path": [0]}, {})],
    "study-editor": [({"study": HOSTILE_STUDY}, {"path": [1]}, {"comment": HOSTILE[2], "title": HOSTILE[3]}),
                     ({"study": HOSTILE_STUDY, "chapter": 1, "tool": "mark"}, {"card": "G6"}, {}),
                     ({"study": HOSTILE_STUDY, "path": [0], "cells": ["j5"]}, {"play": 1}, {}),
                     ({"study": HOSTILE_STUDY, "path": [0]}, {"ask": 1}, {"hint": HOSTILE[1]}),
                     ({"study": HOSTILE_STUDY}, {"save": 1}, {"library": json.dumps({HOSTILE[0]: HOSTILE_STUDY})}),
                     ({"study": HOSTILE_STUDY, "dirty": True}, {"open": HOSTILE[0]},
                      {"library": json.dumps({HOSTILE[0]: HOSTILE_STUDY})}),
                     ({}, {"load": HOSTILE_SGF}, {}),
                     ({}, {"add": 1}, {"game": "blot", "table": "teams", "seed": "3", "chapter_title": HOSTILE[4]}),
                     ({"study": HOSTILE_STUDY}, {"link": 1}, {}),
                     ({}, {"goto": {"study": HOSTILE_STUDY, "path": [0]}}, {})],
    "blot-score": [({"example": "martin", "faces": "AAAA", "holders": "-YGR"}, {"apply": 1},
                    {"face_Thor": "B", "tile_Loki": "G"})],
}


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: set[str] = set()
        self.attrs: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attrs.update(name for name, _ in attrs)


def assert_safe(markup: str) -> None:
    """No script, no event handler, only our tags, well-formed."""
    low = markup.lower()
    assert "<script" not in low and "<img" not in low and "<svg onload" not in low
    parser = _Tags()
    parser.feed(markup)
    parser.close()
    assert parser.tags <= ALLOWED, parser.tags - ALLOWED
    assert not {a for a in parser.attrs if a.startswith("on")}, parser.attrs
    ET.fromstring("<root>" + markup + "</root>")  # our HTML is well-formed XML too


def _leaves(obj: Any, path: tuple = ()) -> list[tuple]:
    """Paths to every string or number inside ``obj``."""
    if isinstance(obj, dict):
        return [p for k, v in obj.items() for p in _leaves(v, path + (k,))]
    if isinstance(obj, list):
        return [p for i, v in enumerate(obj) for p in _leaves(v, path + (i,))]
    return [path] if isinstance(obj, (str, int, float)) and not isinstance(obj, bool) else []


def _replace(obj: Any, path: tuple, value: Any) -> Any:
    out = copy.deepcopy(obj)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return out


def _requests(name: str) -> list[dict[str, Any]]:
    """Every sample with one field made hostile, plus hostile extra keys."""
    out = []
    for state, act, inputs in SAMPLES[name]:
        parts = {"state": state, "act": act, "inputs": inputs}
        for part, value in parts.items():
            if value is None:
                continue
            for path in _leaves(value):
                for bad in HOSTILE:
                    out.append({**parts, part: _replace(value, path, bad)})
            out.append({**parts, part: {**value, HOSTILE[0]: HOSTILE[1]}})
    return out


def _call(name: str, args: dict[str, Any]) -> dict[str, Any]:
    return json.loads(web.handle(json.dumps({"op": "widget", "args": {"widget": name, **args}})))


def test_every_registered_widget_has_hostile_samples():
    web.load_widgets()
    assert set(SAMPLES) == set(registry.REGISTRY)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_samples_render(name):
    for state, act, inputs in SAMPLES[name]:
        reply = _call(name, {"state": state, "act": act, "inputs": inputs})
        assert reply["ok"], reply
        assert_safe(reply["result"]["html"])


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_hostile_fields_are_escaped_or_refused(name):
    for args in _requests(name):
        reply = _call(name, args)
        if reply["ok"]:
            assert_safe(reply["result"]["html"])
        else:  # a refusal names the reader's mistake; it is never a crash
            assert reply["error"]["kind"] not in ("internal",), (args, reply)


def test_hostile_text_is_shown_as_text():
    # the typed cells come back in the input and in the verdict, as text
    out = web.render_widget("blokus-check", {"variant": "duo"}, {"check": 1}, {"cells": HOSTILE[0]})
    assert_safe(out)
    assert html.escape(HOSTILE[0], quote=True) in out
    out = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10"}, {"do": "check"},
                            {"attempt": json.dumps([{"piece": HOSTILE[1], "cells": ["a1", HOSTILE[0]]}])})
    assert_safe(out)


def _hostile_blot_record() -> Record:
    data = json.loads((PACKAGE / "blot" / "examples" / "trick.json").read_text(encoding="utf-8"))
    data["seats"] = [HOSTILE[0], HOSTILE[1], "<b>East</b>"]
    data["title"] = HOSTILE[1]
    data["comment"] = HOSTILE[0]
    for rnd in data["rounds"]:
        for action in rnd["actions"]:
            action["comment"] = HOSTILE[4]
    return Record.from_json(data)


def test_blot_record_with_hostile_names_renders_as_text(monkeypatch):
    rec = _hostile_blot_record()
    states = rec.states()
    for st in (states[0], states[3], states[-1]):
        svg = table_svg(st, rec.seats)
        assert_safe(svg)
        assert "&lt;script&gt;" in svg
        assert_safe(score_html(st, rec.seats))
    monkeypatch.setattr(blot_example, "example_states", lambda name: (rec, tuple(states)))
    monkeypatch.setattr(blot_check, "example_states", lambda name: (rec, tuple(states)))
    monkeypatch.setattr(blot_scoring, "example_states", lambda name: (rec, tuple(states)))
    for step in (0, 1, len(states) - 1):
        assert_safe(web.render_widget("blot-example", {"example": "trick", "step": step}))
    assert_safe(web.render_widget("blot-check", {"example": "trick", "step": 3}, {"check": 1}))


def test_blksgf_with_hostile_players_and_comments(monkeypatch):
    text = (PACKAGE / "blokus" / "examples" / "duo_finished.blksgf").read_text(encoding="utf-8")
    bad = HOSTILE[0].replace("]", "\\]") + HOSTILE[1].replace("]", "\\]")
    text = text.replace("(;GM[Blokus Duo]", "(;GM[Blokus Duo]PB[" + bad + "]PW[" + bad + "]", 1)
    text = text.replace("C[Purple opens:", "C[" + bad + " Purple opens:", 1)
    rec = sgf.read(text)
    assert HOSTILE[0] in rec.comments().get(1, "")
    monkeypatch.setattr(blokus_example, "example_record", lambda name: rec)
    for step in (0, 1, 2):
        out = web.render_widget("blokus-example", {"example": "duo", "step": step})
        assert_safe(out)
    assert "&lt;script&gt;" in web.render_widget("blokus-example", {"example": "duo", "step": 1})
    board = rec.replay(stop_at=3)
    assert_safe(board_svg(board, title=HOSTILE[0] + HOSTILE[1]))


# -- the builder ------------------------------------------------------------------


def test_builder_escapes_text_and_attributes():
    el = E("p", HOSTILE[0], title=HOSTILE[1], data_x="'&")
    assert str(el) == ('<p title="&quot;&gt;&lt;svg onload=alert(1)&gt;" data-x="&#x27;&amp;">'
                       "&lt;script&gt;alert(1)&lt;/script&gt;</p>")


def test_builder_json_attributes_are_escaped_json():
    el = E("button", "go", data_act={"cell": HOSTILE[1], "n": 2})
    raw = el.attrs["data-act"]
    parser = _Tags()
    parser.feed(str(el))
    text = str(el)
    value = html.unescape(text.split('data-act="')[1].split('"')[0])
    assert json.loads(value) == raw
    assert '"' not in text.split('data-act="')[1].split('">')[0]


def test_builder_names_numbers_and_booleans():
    el = E("input", name="x", disabled=True, hidden=False, size=2.50, stroke_width=0.86603, cls="a b")
    assert str(el) == '<input name="x" disabled="" size="2.5" stroke-width="0.866" class="a b"/>'
    assert fmt(-0.0001) == "0" and fmt(3) == "3" and fmt(2.0) == "2"
    with pytest.raises(TypeError):
        fmt(True)


def test_builder_void_and_empty_elements():
    assert str(E("div")) == "<div></div>"
    assert str(E("br")) == "<br/>"
    assert str(E("svg", E("g"))) == "<svg><g/></svg>"  # inside SVG empty elements self-close
    with pytest.raises(ValueError):
        str(E("input", "text"))


def test_builder_refuses_bad_names_and_values():
    with pytest.raises(ValueError):
        E("script x")
    with pytest.raises(ValueError):
        E("p", {"on click": "x"})
    with pytest.raises(TypeError):
        str(E("p", title=object()))
    with pytest.raises(TypeError):
        E("p", object())


def test_only_builder_markup_embeds_as_markup():
    built = E("svg", E("rect", width=1)).svg()
    assert isinstance(built, SVG) and built._repr_svg_() == str(built)
    assert str(E("div", built)) == '<div><svg><rect width="1"/></svg></div>'
    forged = SVG("<script>alert(1)</script>")  # a str, not a tree: embeds as text
    assert str(E("div", forged)) == "<div>&lt;script&gt;alert(1)&lt;/script&gt;</div>"
    assert str(E("div", "<b>x</b>")) == "<div>&lt;b&gt;x&lt;/b&gt;</div>"
    assert str(Fragment("a", E("b", "c"), None, ["d", 1.5])) == "a<b>c</b>d1.5"
