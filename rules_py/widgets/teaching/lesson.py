"""The ``lesson`` widget: one lesson of the Learn path, answered on the position;
and ``lesson-path``, the list of every lesson (with the reader's progress).

State ``{"id": "blot-follow"}`` plus, as the reader acts: ``"picked"`` (the
card being played), ``"cells"`` (the cells being placed), ``"tries"`` (wrong
answers so far), ``"verdict"`` (the last judgement, both languages),
``"last"`` (the last wrong answer: its cards or cells are highlighted),
``"hint"``/``"solution"`` (shown). Acts: ``{"card": "G6"}`` (pick a card),
``{"tile": "red"}`` (play the picked card there), ``{"give": "Odin"}``,
``{"seat": 1}``, ``{"colour": "purple"}``, ``{"cell": "e10"}`` (toggle a
cell), ``{"check": 1}`` (check the picked cells, or the typed ``number``
input), ``{"hint": 1}``, ``{"solution": 1}``, ``{"reset": 1}``. The
"Show solution" button appears after two wrong tries.

Everything a reader sees is in the page's language (``tr`` and the lessons'
French fields). Progress (which lessons are solved) is not kept here: the
page's ``docs/assets/lessons.js`` reads ``data-lesson-done`` on a success
and ``data-lesson-mark`` on the marks, and keeps it in ``localStorage``.

Each lesson has an "Embed" box (`rules_py.widgets.controls.embed`, a keyed snippet:
the lesson alone, from its start, in another site's frame), left out in an
embed frame.
"""

from __future__ import annotations

from typing import Any

from ... import lessons as L
from ...blot.cards import COLOURS, DIVINITIES, FACE_LABEL, Card
from ...blot.game import BlotState
from ...errors import RulesError
from ...i18n.messages import colour_adj, current, gender, noun, plural_attrs, tr, tr_in
from ...render.board import board_svg, grid_svg
from ...render.answers import seat_name, show_answer
from ...render.cards import SHAPE_CHAR, card_chip
from ...render.markup import E, Element, Fragment
from ...render.puzzles import puzzle_look
from ..controls import embed
from ..registry import State, Widget, act_kind, button, embedded, encode_share, get_int, get_list, get_str, register

ACTS = ("card", "tile", "give", "seat", "colour", "cell", "check", "hint", "solution", "reset")
#: The Embed frame's height (CSS pixels): a lesson's position, task and answer.
EMBED_HEIGHT = 900
#: wrong tries after which the solution is offered
OFFER_SOLUTION_AFTER = 2


def anchor(lesson_id: str) -> str:
    """The id of a lesson's title in the page (the target of "next lesson")."""
    return "lesson-" + lesson_id


def rule_href(lesson: L.Lesson, lang: str) -> str:
    """The link to the lesson's rule, relative to the Learn page (``/learn/``,
    or ``/fr/learn/``: MkDocs' directory URLs put each page in a folder)."""
    page, heading = lesson.rule(lang)
    path = page[:-3]
    if path == "index" or path.endswith("/index"):
        path = path[:-5]
    else:
        path += "/"
    return "../" + path + "#" + heading


def _answer_of(lesson: L.Lesson, state: State, kind: str, act: State, inputs: State) -> Any:
    """The answer an act submits, or ``None`` when it only builds one."""
    if kind == "tile":
        card = get_str(state, "picked", "")
        if not card:
            raise RulesError(tr("Pick a card in your hand first, then a tile."))
        return {"card": card, "tile": get_str(act, "tile", "")}
    if kind == "give":
        return {"divinity": get_str(act, "give", "")}
    if kind in ("seat", "colour"):
        return act[kind]
    if kind == "check" and lesson.answer == "number":
        return get_int(inputs, "number", 0)
    if kind == "check":
        # The cells clicked on the board, or typed in the box (keyboard readers).
        typed = get_str(inputs, "cells", "").strip()
        return typed or ",".join(get_list(state, "cells"))
    return None


def _judged(lesson: L.Lesson, new: State, answer: Any, *, count: bool) -> State:
    """``new`` with the engine's verdict on ``answer`` (and, when it is wrong,
    ``answer`` kept to highlight it); ``count``: a fresh try, counted and cleared."""
    v = L.judge(lesson, answer)
    new["answer"] = answer
    new["verdict"] = {"ok": v.ok, "en": v.en, "fr": v.fr, "code": v.code}
    if not v.ok:
        new["last"] = answer  # the position stays; this answer is highlighted on it
        if count:
            new["tries"] += 1
            new["cells"], new["picked"] = [], ""  # the next try starts afresh
    return new


@register
class LessonWidget(Widget):
    """A lesson: the position, the task, the answer controls and the feedback."""

    name = "lesson"
    wakes = "view"  # a page made for acting: Python as it comes into view
    css = "rp-lesson"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        lesson = L.get(get_str(state, "id", ""))
        kind = act_kind(act, ACTS, self.name)
        act = act or {}
        if kind == "reset":
            return {"id": lesson.id}
        new: State = {"id": lesson.id, "tries": get_int(state, "tries", 0, lo=0),
                      "cells": get_list(state, "cells"), "picked": get_str(state, "picked", "")}
        for flag in ("hint", "solution"):
            if state.get(flag) is True or kind == flag:
                new[flag] = True
        if kind == "card":
            new["picked"] = get_str(act, "card", "")
        elif kind == "cell":
            cell = get_str(act, "cell", "").lower()
            cells = new["cells"]
            cells.remove(cell) if cell in cells else cells.append(cell)
        answer = _answer_of(lesson, state, kind or "", act, inputs)
        if answer is None:
            # Building an answer keeps the last verdict (and its highlight) on screen. The
            # verdict is the engine's, judged again from the answer kept: a state from a
            # link can name an answer, never a verdict.
            if "answer" in state:
                return _judged(lesson, new, state["answer"], count=False)
            if "last" in state:
                new["last"] = state["last"]
            return new
        return _judged(lesson, new, answer, count=True)

    def render(self, state: State) -> Fragment:

        lesson = L.get(get_str(state, "id", ""))
        lang = current()
        tries = get_int(state, "tries", 0, lo=0)
        tools = [button(tr("Hint"), {"hint": 1}, title=tr("Show a hint"))]
        if tries >= OFFER_SOLUTION_AFTER or state.get("solution"):
            tools.append(button(tr("Show solution"), {"solution": 1}, title=tr("Show the solution"),
                                cls="rp-btn rp-offer"))
        tools.append(button(tr("Start again"), {"reset": 1}, title=tr("Start this lesson again")))
        last = state.get("last")
        tried, culprits = L.offending(lesson, last) if last is not None else ([], [])
        title = E("p", E("strong", lesson.text("title", lang)), " ",
                  E("span", cls="rp-lesson-mark", data_lesson_mark=lesson.id),
                  cls="rp-lesson-title", id=anchor(lesson.id))
        return Fragment(
            title, E("p", lesson.text("task", lang), cls="rp-lesson-task"),
            E("p", E("a", tr("Read the rule"), href=rule_href(lesson, lang)), cls="rp-lesson-rule"),
            _position(lesson, state, tried, culprits), _controls(lesson, state, tried),
            E("div", *_feedback(lesson, state, lang), cls="rp-lesson-feedback", aria_live="polite"),
            E("p", *tools, cls="rp-lesson-tools"),
            # the lesson from its start, in a frame (none inside one: read-only)
            None if embedded() else embed.panel("", encode_share({"id": lesson.id}), title=lesson.text("title", lang),
                                                height=EMBED_HEIGHT, keyed=True))


# ---------------------------------------------------------------------------
# The position, with the picked and the offending cells or cards


def _position(lesson: L.Lesson, state: State, tried: list[str], culprits: list[str]) -> Element:
    pos = L.position(lesson)
    if lesson.game == "blot":
        return _blot_view(lesson, pos, state, tried, culprits)
    picked = get_list(state, "cells")
    verdict = state.get("verdict")
    solved = isinstance(verdict, dict) and verdict.get("ok") is True
    if lesson.game == "puzzle":
        puzzle, placed = pos
        look = puzzle_look(puzzle, placed)
        look.cell_acts = True
        g = puzzle.grid
        look.ghost = _ghost(g, picked, tried, solved)
        look.marks.update({g.parse(n): "problem" for n in culprits if g.has_cell(n)})
        title = puzzle.title_fr if current() == "fr" and puzzle.title_fr else puzzle.title_en
        return E("div", grid_svg(g, look, unit=20, title=title, cls="rp-board rp-puzzle"), cls="rp-board-pic")
    g = pos.geometry
    unit = 18 if g.width > 14 else 22
    ghost = _ghost(g, picked, tried, solved)
    svg = board_svg(pos, unit=unit, cell_acts=True, highlight=ghost[0] if ghost else None,
                    highlight_ok=ghost[1] if ghost else None,
                    marks={g.parse(n): "problem" for n in culprits if g.has_cell(n)})
    return E("div", svg, cls="rp-board-pic")


def _ghost(g: Any, picked: list[str], tried: list[str], solved: bool) -> tuple[tuple[int, ...], bool | None] | None:
    """The cells being picked (neutral; green once solved), else the last wrong try (red)."""
    cells, ok = (picked, True if solved else None) if picked else (tried, False)
    found = tuple(g.parse(n) for n in cells if g.has_cell(n))
    return (found, ok) if found else None


def _chip(c: Card, lang: str, cls: str = "") -> Element:
    """A card chip whose tooltip names the card in ``lang``."""
    word = noun("blot.card", lang) + " " + colour_adj(c.colour, gender("blot.card", lang), 1, lang)
    return card_chip(c, cls=cls).set(title=word + " " + str(c.value))


def _divinities(st: BlotState, lang: str) -> Element:
    holders = st.holders()
    items = []
    for i, d in enumerate(DIVINITIES):
        if d == st.masked:
            what = tr("masked by the counting card")
        else:
            what = tr("face {face}: {label}", face=st.faces[i], label=tr_in(FACE_LABEL[(d, st.faces[i])], lang))
        held = holders.get(d)
        has = tr("holds the {colour:adj:blot.tile} tile", colour=held) if held else tr("no tile")
        items.append(E("li", E("strong", d), E("br"), E("small", what), E("br"), E("small", has),
                       cls="bt-div" + (" bt-masked" if d == st.masked else "")))
    return E("ul", items, cls="bt-divs", aria_label=tr("Divinities"))


def _tile(st: BlotState, col: str, names: list[str], lang: str, wrong: bool, play: bool) -> Element:
    face = st.tile_face(col)
    label = {"dark": tr("dark face"), "light": tr("light face"), "done": tr("won, out this round")}[face]
    played = [E("li", _chip(c, lang), " ", names[s]) for s, c in st.tile_cards(col)]
    control = button(tr("Play here"), {"tile": col}, title=tr("Play the picked card on the {colour:adj:blot.tile} tile",
                                                              colour=col)) if play and face != "done" else None
    head = E("div", E("span", SHAPE_CHAR[col], cls="bt-shape", aria_hidden="true"), " ",
             E("strong", tr("{colour:adj:blot.tile} tile", colour=col)), " · ", label, cls="bt-tile-head")
    return E("div", head, E("ol", played, cls="bt-played") if played else None, control,
             cls="bt-tile bt-t-" + col + " bt-" + face + (" rp-wrong" if wrong else ""))


def _blot_view(lesson: L.Lesson, st: BlotState, state: State, tried: list[str], culprits: list[str]) -> Element:
    """The table as the lesson needs it: divinities, tiles (cards played on
    them), each seat's ceremonies won, and the hand of the seat to act."""
    lang = current()
    names = [seat_name(n, lang) for n in L.blot_record(lesson).seats]
    play = lesson.answer == "play"
    tiles = [_tile(st, col, names, lang, col in culprits, play) for col in COLOURS]
    rows = []
    for s, name in enumerate(names):
        won = [E("span", *[_chip(c, lang) for _, c in t.cards], cls="rp-trick") for t in st.tricks() if t.winner == s]
        rows.append(E("li", E("strong", name), " · ", tr("{n} {n:plural:ceremony|ceremonies} won", n=len(won)), " ", *won))
    me = -1 if st.current_player is None else st.current_player
    hand = _hand(st, me, state, tried, lang, play) if me >= 0 and st.hand(me) else None
    turn = tr("{seat} to act", seat=names[me]) if me >= 0 else None
    return E("div", _divinities(st, lang), E("div", tiles, cls="bt-tiles"), E("ul", rows, cls="rp-lesson-seats"),
             E("p", turn, cls="bt-status") if turn else None, hand, cls="blot-table-w rp-lesson-table")


def _hand(st: BlotState, me: int, state: State, tried: list[str], lang: str, play: bool) -> Element:
    picked = get_str(state, "picked", "")
    cards = []
    for c in st.hand(me):
        cls = "bt-hand-card bt-ok" + (" bt-sel" if c.code == picked else "") + (" rp-wrong" if c.code in tried else "")
        chip = _chip(c, lang)
        if play:
            cards.append(E("button", chip, type="button", cls=cls, data_act={"card": c.code},
                           aria_pressed="true" if c.code == picked else "false"))
        else:
            cards.append(E("span", chip, cls=cls))
    return E("div", E("p", tr("Your hand:")), E("div", cards, cls="bt-hand"))


# ---------------------------------------------------------------------------
# Answer controls and feedback


def _controls(lesson: L.Lesson, state: State, tried: list[str]) -> Element | None:
    kind, lang = lesson.answer, current()

    def pick(text: str, act: State, value: str) -> Element:
        return button(text, act, cls="rp-btn rp-wrong" if value in tried else "rp-btn")

    if kind == "play":
        return None  # the hand's cards and the tiles' buttons are the controls
    if kind == "give":
        return E("p", tr("Give the tile to:"), " ", *[pick(d, {"give": d}, d) for d in DIVINITIES])
    if kind == "seat":
        seats = L.blot_record(lesson).seats
        return E("p", tr("Who wins?"), " ",
                 *[pick(seat_name(n, lang), {"seat": i}, str(i)) for i, n in enumerate(seats)])
    if kind == "colour":
        colours = L.position(lesson).variant.colours
        return E("p", tr("Which colour wins?"), " ", *[pick(noun(c, lang), {"colour": c}, c) for c in colours])
    if kind == "number":
        return E("p", E("label", tr("Points:"), " ", E("input", name="number", type="number", size=5)), " ",
                 button(tr("Check"), {"check": 1}, title=tr("Check this number")))
    cells = ",".join(get_list(state, "cells"))
    box = E("input", name="cells", value=cells, size=24, autocomplete="off", spellcheck="false",
            placeholder=tr("click cells on the board, or type them: e10,e11"))
    return E("p", E("label", tr("Picked cells:"), " ", box, cls="rp-lesson-cells"), " ",
             button(tr("Check"), {"check": 1}, title=tr("Check the picked cells")))


def _feedback(lesson: L.Lesson, state: State, lang: str) -> list[Any]:
    out: list[Any] = []
    v = state.get("verdict")
    if isinstance(v, dict):
        text = str(v.get(lang) or v.get("en") or "")
        if v.get("ok") is True:
            out.append(E("p", "✔ " + text, cls="rp-lesson-ok", data_lesson_done=lesson.id))
            nxt = L.next_id(lesson.id)
            if nxt:
                title = L.get(nxt).text("title", lang)
                out.append(E("p", E("a", tr("Next lesson: {title}", title=title), href="#" + anchor(nxt),
                                    cls="rp-lesson-next-link"), cls="rp-lesson-next"))
            else:
                out.append(E("p", tr("That was the last lesson."), cls="rp-lesson-next"))
        else:
            out.append(E("p", "✘ " + text, cls="rp-lesson-no", data_code=str(v.get("code", ""))))
    if state.get("hint"):
        out.append(E("p", tr("Hint:"), " ", lesson.text("hint", lang), cls="rp-lesson-hint"))
    if state.get("solution"):
        out.append(E("p", tr("Solution:"), " ", show_answer(lesson.data["solution"], lang),
                     cls="rp-lesson-solution"))
    return out


# ---------------------------------------------------------------------------
# The path: every lesson, in order, with a mark the page fills in


@register
class LessonPathWidget(Widget):
    """Every lesson in order, linked, each with a progress mark, a count and
    a "start again" button; ``docs/assets/lessons.js`` fills them from the
    reader's ``localStorage`` (Python never sees the progress)."""

    name = "lesson-path"
    wakes = "view"  # a page made for acting: Python as it comes into view
    css = "rp-lesson-path"
    shared = False  # no acts: nothing to put in a link

    def act(self, state: State, act: State | None, inputs: State) -> State:
        return {}

    def render(self, state: State) -> Fragment:
        lang = current()
        items = [E("li", E("span", cls="rp-lesson-mark", data_lesson_mark=x.id), " ",
                       E("a", x.text("title", lang), href="#" + anchor(x.id)))
                 for x in L.all_lessons()]
        total = len(items)
        count = E("p", tr("{done} of {total} lessons done", done=0, total=total), cls="rp-lesson-count",
                  **plural_attrs("{done} of {total} lessons done", "done", total=total))
        clear = E("button", tr("Start again (clear my progress)"), type="button", cls="rp-btn",
                  data_lessons_clear="1")
        return Fragment(E("ol", items, cls="rp-lesson-list"), count, E("p", clear))


__all__ = ["LessonPathWidget", "LessonWidget", "anchor", "rule_href", "seat_name", "show_answer"]
