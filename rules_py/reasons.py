"""Why a move is illegal: a stable code, its details, and its message in
English and French.

A `rules_py.reasons.Reason` is data, so the browser, the command line and the tests can
all show or compare it. Codes never change once published; messages may be
reworded. The rules raise a code with its details (which cell, which
colour) through their game's `rules_py.reasons.Catalogue`
(``rules_py.blot.game.REASONS``, ``rules_py.blokus.board.REASONS``,
``rules_py.blokus.puzzles.check.REASONS``, ``rules_py.blokus.puzzles.play.REASONS``);
the words live in ``rules_py/i18n/`` (``reasons_blot.py``,
``reasons_blokus.py``, ``reasons_puzzles.py``), one `rules_py.reasons.ReasonTemplate`
per code, built with `rules_py.reasons.reason`.

Templates are ``str.format`` strings rendered by
`rules_py.i18n.messages.render`, so a French template agrees its
colours with the glossary's nouns: ``"pièce {colour:adj:blokus.piece}"``
gives "pièce bleue".
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

# The words (rules_py.i18n.reasons_*) and the message machinery
# (rules_py.i18n.messages) are imported when a reason is first made, not
# when a game's rules are imported: the page's first load should not pay
# for them (see Catalogue and _messages).


def _messages() -> ModuleType:
    """The module `rules_py.i18n.messages`, imported on first use."""
    from .i18n import messages

    return messages


@dataclass(frozen=True)
class Reason:
    """A rendered reason: ``code``, its message in each language, ``details``."""

    code: str
    en: str
    fr: str
    details: dict[str, Any] = field(default_factory=dict, compare=False)

    def message(self, lang: str | None = None) -> str:
        """The message in ``lang`` (the current language when ``None``; English
        for a language without a message)."""
        lang = _messages().current() if lang is None else lang
        return self.fr if lang == "fr" else self.en

    def to_dict(self) -> dict[str, Any]:
        """The reason as JSON: ``code``, its words in English and French, and its ``details``."""
        return {"code": self.code, "en": self.en, "fr": self.fr, "details": dict(self.details)}

    def __str__(self) -> str:
        m = _messages()
        return f"{self.code}: {self.message(m.current()) if m.current() != m.DEFAULT else self.en}"


#: Fields a template needs that are words themselves (a list said in the
#: language, a cause): ``fill(lang, details) -> {field: text}``.
Fill = Callable[[str, dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class ReasonTemplate:
    """A catalogue entry: ``code`` plus a message template per language
    (and, for a few, ``fill``: the fields made in each language)."""

    code: str
    en: str
    fr: str
    fill: Fill | None = field(default=None, compare=False, repr=False)

    def __call__(self, **details: Any) -> Reason:
        return Reason(self.code, self._render(self.en, "en", details), self._render(self.fr, "fr", details), details)

    def _render(self, template: str, lang: str, details: dict[str, Any]) -> str:
        params = {**details, **self.fill(lang, details)} if self.fill is not None else details
        return str(_messages().render(template, lang, **params))


def reason(code: str, en: str, fr: str, fill: Fill | None = None) -> ReasonTemplate:
    """The catalogue entry ``code`` with its English and French templates."""
    return ReasonTemplate(code, en, fr, fill)


class Catalogue(Mapping[str, ReasonTemplate]):
    """A game's reasons by key, as its rules raise them
    (``REASONS["occupied"](cell="e5")``); the templates are the table
    ``table`` of the module ``rules_py.i18n.<words>``, imported on first use."""

    def __init__(self, words: str, table: str = "REASONS") -> None:
        self._where = (f"{__package__}.i18n.{words}", table)
        self._templates: Mapping[str, ReasonTemplate] | None = None

    @property
    def templates(self) -> Mapping[str, ReasonTemplate]:
        if self._templates is None:
            module, table = self._where
            self._templates = getattr(importlib.import_module(module), table)
        return self._templates

    def __getitem__(self, key: str) -> ReasonTemplate:
        return self.templates[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.templates)

    def __len__(self) -> int:
        return len(self.templates)

    def __repr__(self) -> str:
        return f"Catalogue({self._where[0]}.{self._where[1]})"


__all__ = ["Catalogue", "Reason", "ReasonTemplate", "reason"]
