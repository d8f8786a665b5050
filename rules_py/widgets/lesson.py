"""The ``lesson`` widget: one lesson of the Learn path, answered on the position.

State ``{"id": "blot-follow"}`` plus, as the reader acts: ``"picked"`` (the
answer being built: a card code, a list of cells), ``"tries"`` (wrong answers
so far), ``"verdict"`` (the last judgement), ``"hint"``/``"solution"``
(shown). Acts: ``{"card": "G6"}`` (pick a card), ``{"tile": "red"}`` (play the
picked card there), ``{"give": "Odin"}``, ``{"seat": 1}``, ``{"colour":
"purple"}``, ``{"cell": "e10"}`` (toggle a cell), ``{"check": 1}`` (check the
picked cells, or the typed ``number`` input), ``{"hint": 1}``,
``{"solution": 1}``, ``{"reset": 1}``. The solution is offered after two
wrong tries (and always by its button).
"""

from __future__ import annotations

from typing import Any

from .. import lessons as L
from ..blot.cards import COLOURS, DIVINITIES
from ..errors import RulesError
from ..render.board import board_svg
from ..render.cards import table_element
from ..render.markup import E, Element, Fragment
from ..render.puzzles import puzzle_svg
from .registry import State, Widget, act_kind, button, get_int, get_list, get_str, register

ACTS = ("card", "tile", "give", "seat", "colour", "cell", "check", "hint", "solution", "reset")


def _answer_of(lesson: L.Lesson, state: State, kind: str, act: State, inputs: State) -> Any:
    """The answer an act submits, or ``None`` when it only builds one."""
    if kind == "tile":
        card = get_str(state, "picked", "")
        if not card:
            raise RulesError("Pick a card in the hand first, then a tile.")
        return {"card": card, "tile": get_str(act, "tile", "")}
    if kind == "give":
        return {"divinity": get_str(act, "give", "")}
    if kind in ("seat", "colour"):
        return act[kind]
    if kind == "check" and lesson.answer == "number":
        return get_int(inputs, "number", 0)
    if kind == "check":
        return ",".join(get_list(state, "cells"))
    return None


@register
class LessonWidget(Widget):
    """A lesson: the position, the task, the answer controls and the feedback."""

    name = "lesson"
    css = "rp-lesson"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        lesson = L.get(get_str(state, "id", ""))
        kind = act_kind(act, ACTS, self.name)
        act = act or {}
        new: State = {"id": lesson.id, "tries": get_int(state, "tries", 0, lo=0),
                      "cells": get_list(state, "cells"), "picked": get_str(state, "picked", "")}
        for flag in ("hint", "solution"):
            if state.get(flag) is True or kind == flag:
                new[flag] = True
        if kind == "reset":
            return {"id": lesson.id}
        if kind == "card":
            new["picked"] = get_str(act, "card", "")
        elif kind == "cell":
            cell = get_str(act, "cell", "").lower()
            cells = new["cells"]
            cells.remove(cell) if cell in cells else cells.append(cell)
        answer = _answer_of(lesson, state, kind or "", act, inputs)
        if answer is not None:
            v = L.judge(lesson, answer)
            new["verdict"] = {"ok": v.ok, "en": v.en, "fr": v.fr, "code": v.code}
            if not v.ok:
                new["tries"] += 1
        return new

    def _position(self, lesson: L.Lesson, state: State) -> Element:
        pos = L.position(lesson)
        if lesson.game == "blot":
            seats = L.blot_record(lesson).seats
            return E("div", table_element(pos, seats, show_hands={pos.current_player}), cls="blot-svg")
        if lesson.game == "puzzle":
            return E("div", puzzle_svg(*pos), cls="rp-board-pic")
        unit = 18 if pos.geometry.width > 14 else 22
        return E("div", board_svg(pos, unit=unit, cell_acts=True), cls="rp-board-pic")

    def _controls(self, lesson: L.Lesson, state: State) -> Element:
        kind = lesson.answer
        if kind == "play":
            st = L.position(lesson)
            picked = state.get("picked", "")
            cards = [button(c.code, {"card": c.code}, title="Pick " + c.code,
                            cls="rp-btn rp-picked" if c.code == picked else "rp-btn")
                     for c in st.hand(st.current_player)]
            tiles = [button("→ " + t, {"tile": t}, title="Play the picked card on the " + t + " tile")
                     for t in COLOURS]
            return E("div", E("p", "Your hand: ", *cards), E("p", "Tile: ", *tiles), cls="rp-lesson-answer")
        if kind == "give":
            return E("p", *[button(d, {"give": d}, title="Give the tile to " + d) for d in DIVINITIES])
        if kind == "seat":
            seats = L.blot_record(lesson).seats
            return E("p", *[button(name, {"seat": i}, title=name) for i, name in enumerate(seats)])
        if kind == "colour":
            colours = L.position(lesson).variant.colours
            return E("p", *[button(c, {"colour": c}, title=c) for c in colours])
        if kind == "number":
            return E("p", E("label", "Points: ", E("input", name="number", type="number", size=5)), " ",
                     button("Check", {"check": 1}, title="Check this number"))
        cells = state.get("cells", [])
        return E("p", "Picked cells: " + (",".join(cells) or "none (click cells on the board)") + " ",
                 button("Check", {"check": 1}, title="Check the picked cells"))

    def _feedback(self, lesson: L.Lesson, state: State) -> list[Any]:
        out: list[Any] = []
        v = state.get("verdict")
        if v:
            mark = "✔ " if v["ok"] else "✘ "
            out.append(E("p", mark + v["en"], cls="rp-lesson-ok" if v["ok"] else "rp-lesson-no"))
            out.append(E("p", v["fr"], lang="fr", cls="rp-lesson-fr"))
        if state.get("hint"):
            out.append(E("p", "Hint: " + lesson.text("hint"), cls="rp-lesson-hint"))
        if state.get("solution"):
            out.append(E("p", "Solution: " + _show(lesson.data["solution"]), cls="rp-lesson-solution"))
        if v and v["ok"]:
            nxt = L.next_id(lesson.id)
            if nxt:
                out.append(E("p", "Next lesson: ", E("code", nxt), cls="rp-lesson-next"))
        return out

    def render(self, state: State) -> Fragment:
        lesson = L.get(state["id"])
        tries = state.get("tries", 0)
        tools = [button("Hint", {"hint": 1}, title="Show a hint"),
                 button("Show solution", {"solution": 1}, title="Show the solution",
                        cls="rp-btn rp-offer" if tries >= 2 else "rp-btn"),
                 button("Start again", {"reset": 1}, title="Start this lesson again")]
        return Fragment(
            E("p", E("strong", lesson.text("title")), cls="rp-lesson-title"),
            E("p", lesson.text("task"), cls="rp-lesson-task"),
            E("p", lesson.text("task", "fr"), lang="fr", cls="rp-lesson-fr"),
            self._position(lesson, state), self._controls(lesson, state),
            E("div", *self._feedback(lesson, state), aria_live="polite"), E("p", *tools))


def _show(answer: Any) -> str:
    """An answer in words: "G6 on yellow", "Odin", cells or a number."""
    if isinstance(answer, dict) and "card" in answer:
        return answer["card"] + " on the " + answer["tile"] + " tile"
    if isinstance(answer, dict):
        return answer.get("divinity", "")
    return str(answer)
