"""Why a move is illegal: a stable code plus a message in English and French.

A :class:`Reason` is data, so the browser, the command line and the tests can
all show or compare it. Codes never change once published; messages may be
reworded. Each game keeps its own catalogue next to its rules
(``rules_py.blot.game.REASONS``, ``rules_py.blokus.board.REASONS``,
``rules_py.blokus.puzzles.check.REASONS``) built with :func:`reason`;
``details`` carries the specifics (which cell, which colour).

Templates are ``str.format`` strings rendered by
:func:`rules_py.i18n.messages.render`, so a French template agrees its
colours with the glossary's nouns: ``"pièce {colour:adj:blokus.piece}"``
gives "pièce bleue".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

# The message machinery (rules_py.i18n.messages) is imported when a reason
# is rendered, not when a catalogue of templates is defined: importing a
# game's rules should not pay for it (see _messages).


def _messages() -> ModuleType:
    """The module :mod:`rules_py.i18n.messages`, imported on first use."""
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
        return {"code": self.code, "en": self.en, "fr": self.fr, "details": dict(self.details)}

    def __str__(self) -> str:
        m = _messages()
        return f"{self.code}: {self.message(m.current()) if m.current() != m.DEFAULT else self.en}"


@dataclass(frozen=True)
class ReasonTemplate:
    """A catalogue entry: ``code`` plus a message template per language."""

    code: str
    en: str
    fr: str

    def __call__(self, **details: Any) -> Reason:
        render = _messages().render
        return Reason(self.code, render(self.en, "en", **details), render(self.fr, "fr", **details), details)


def reason(code: str, en: str, fr: str) -> ReasonTemplate:
    """The catalogue entry ``code`` with its English and French templates."""
    return ReasonTemplate(code, en, fr)


__all__ = ["Reason", "ReasonTemplate", "reason"]
