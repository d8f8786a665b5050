"""Why a move is illegal: a stable code plus a message in English and French.

A :class:`Reason` is data, so the browser, the command line and the tests can
all show or compare it. Codes never change once published; messages may be
reworded. Each game keeps its own catalogue next to its rules
(``rules_py.blot.game.REASONS``, ``rules_py.blokus.board.REASONS``) built with
:func:`reason`; ``details`` carries the specifics (which cell, which colour).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Reason:
    code: str
    en: str
    fr: str
    details: dict[str, Any] = field(default_factory=dict, compare=False)

    def message(self, lang: str = "en") -> str:
        return self.fr if lang == "fr" else self.en

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "en": self.en, "fr": self.fr, "details": dict(self.details)}

    def __str__(self) -> str:
        return f"{self.code}: {self.en}"


@dataclass(frozen=True)
class ReasonTemplate:
    """A catalogue entry: ``code`` plus message templates (``str.format``)."""

    code: str
    en: str
    fr: str

    def __call__(self, **details: Any) -> Reason:
        return Reason(self.code, self.en.format(**details), self.fr.format(**details), details)


def reason(code: str, en: str, fr: str) -> ReasonTemplate:
    return ReasonTemplate(code, en, fr)
