"""Lesson facts in words, said alike by the lesson widget
(`rules_py.widgets.teaching.lesson`) and the printed lesson sheets
(`rules_py.render.sheets`): a seat's name and an answer.
"""

from __future__ import annotations

from typing import Any, cast

from ..blot.cards import card as parse_card
from ..i18n.messages import glossary, noun, tr
from .cards import shown_code


def seat_name(name: str, lang: str) -> str:
    """A seat's name in ``lang``: compass seats are glossary terms, people keep their names."""
    for term in glossary().values():
        if term["id"].startswith("blot.seat.") and term["en"]["singular"] == name:
            return cast(str, term.get(lang, term["en"])["singular"])
    return name


def show_answer(answer: Any, lang: str) -> str:
    """An answer in words in ``lang``: "G9 on the yellow tile", "Odin", cells or a number."""
    if isinstance(answer, dict) and "card" in answer:
        return tr("{card} on the {tile:adj:blot.tile} tile", card=shown_code(parse_card(answer["card"])),
                  tile=answer["tile"])
    if isinstance(answer, dict):
        return str(answer.get("divinity", ""))
    if isinstance(answer, str) and answer in glossary():
        return noun(answer, lang)
    return str(answer)


__all__ = ["seat_name", "show_answer"]
