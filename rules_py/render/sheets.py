"""Printable lesson sheets: every lesson of a game on paper, and its answer key.

A sheet lists the lessons of one folder of the Learn path
(``rules_py/lessons_data/<folder>``): number, title, task, the position drawn
as a still SVG (no controls) and a line to write the answer on. The key lists,
by the same numbers, every right answer in words (found by the engine,
`rules_py.lessons.right_answers`: the lesson's solution first; past
`KEY_LIST_MAX` answers, any legal placement of the piece, only their
number is given) and why it is right. The pages
``docs/sheets/*.md`` ask for them with ``[[sheet FOLDER]]`` and
``[[sheet-key FOLDER]]`` (``docs/hooks.py``); words follow the current
language.

    >>> "blokus-only-move" in sheet("blokus") and "k5" in key("blokus")
    True
"""

from __future__ import annotations

from typing import Any

from .. import lessons as L
from ..blot.game import BlotState
from ..errors import RulesError
from ..i18n.messages import current, tr
from .board import board_svg, grid_svg
from .cards import table_svg
from .answers import seat_name, show_answer
from .markup import SVG, E, Element
from .puzzles import puzzle_look


#: The most right answers a key lists one by one (more: their number, and
#: that any legal placement of the piece is right).
KEY_LIST_MAX = 40


def _answer_of(lesson: L.Lesson, key: Any) -> Any:
    """A `rules_py.lessons.normalise` key as an answer `show_answer` says."""
    if lesson.answer == "play" and isinstance(key, tuple):
        return {"card": key[0], "tile": key[1]}
    if lesson.answer == "give":
        return {"divinity": key}
    return key


def _key_answers(lesson: L.Lesson, lang: str) -> list[Any]:
    """The key's words for ``lesson``'s right answers (module docstring)."""
    right = L.right_answers(lesson)
    if right is None:  # a puzzle: any fitting placement (the engine does not list them)
        accepted = lesson.data["accepted"]
        more = (" " + tr("({n} answers are right; this is one.)", n=len(accepted))) if len(accepted) > 1 else ""
        return [show_answer(lesson.data["solution"], lang), more]
    if len(right) == 1:
        return [show_answer(_answer_of(lesson, right[0]), lang)]
    if len(right) > KEY_LIST_MAX:
        return [show_answer(_answer_of(lesson, right[0]), lang), " ",
                tr("({n} answers are right: any legal placement of piece {piece}.)", n=len(right),
                   piece=lesson.params.get("piece", ""))]
    words = [show_answer(_answer_of(lesson, key), lang) for key in right]
    return [tr("{n} right answers: ", n=len(right)), E("span", (" ; " if lang == "fr" else "; ").join(words), cls="rp-sheet-key-all")]


def _position(lesson: L.Lesson) -> SVG:
    """The lesson's position as a still drawing."""
    pos: Any = L.position(lesson)
    if lesson.game == "blot":
        state: BlotState = pos
        me = state.current_player
        seats = L.blot_record(lesson).seats
        return table_svg(state, [seat_name(n, current()) for n in seats],
                         show_hands={me} if me is not None and me >= 0 else False)
    if lesson.game == "puzzle":
        puzzle, placed = pos
        title = puzzle.title_fr if current() == "fr" and puzzle.title_fr else puzzle.title_en
        return grid_svg(puzzle.grid, puzzle_look(puzzle, placed), unit=16, title=title, cls="rp-board rp-puzzle")
    unit = 12 if pos.geometry.width > 14 else 16
    return board_svg(pos, unit=unit, last_move=False, scores=False)


def _lessons(folder: str) -> list[L.Lesson]:
    if folder not in L.FOLDERS:
        raise RulesError(f"no lesson folder {folder!r}; one of {', '.join(L.FOLDERS)}")
    return [lesson for lesson in L.all_lessons() if lesson.path.replace("\\", "/").split("/")[-2] == folder]


def sheet(folder: str) -> str:
    """The tasks of ``folder``'s lessons, each with its position and an answer line."""
    lang = current()
    items: list[Element] = []
    for n, lesson in enumerate(_lessons(folder), 1):
        items.append(E("section",
                       E("h3", f"{n}. ", lesson.text("title", lang), id="sheet-" + lesson.id),
                       E("p", lesson.text("task", lang)),
                       E("figure", _position(lesson), cls="rp-picture"),
                       E("p", tr("Answer:"), cls="rp-sheet-answer-line"),
                       cls="rp-sheet-task"))
    return E("div", items, cls="rp-sheet").html()


def key(folder: str) -> str:
    """The answers of ``folder``'s lessons, by the sheet's numbers."""

    lang = current()
    rows = []
    for n, lesson in enumerate(_lessons(folder), 1):
        rows.append(E("li", E("strong", lesson.text("title", lang)), " : " if lang == "fr" else ": ",
                      *_key_answers(lesson, lang), E("br"),
                      E("small", lesson.text("why", lang)), value=n))
    return E("ol", rows, cls="rp-sheet-key-list").html()


__all__ = ["KEY_LIST_MAX", "key", "sheet"]
