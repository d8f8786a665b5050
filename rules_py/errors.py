"""The package's errors.

Every error the package raises on purpose derives from :class:`RulesError`:

* :class:`IllegalMove` -- a move or action the rules forbid. It carries a
  :class:`~rules_py.reasons.Reason` (stable code, English and French text).
  Raising it never changes the game state.
* :class:`RecordError` -- a game record (JSON, ``.blksgf``, puzzle attempt)
  that cannot be read. It names where in the text the problem is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reasons import Reason


class RulesError(Exception):
    """Base class of every error raised by ``rules_py``."""


class IllegalMove(RulesError, ValueError):
    """A move the rules forbid; ``reason`` says why (``reason.code``)."""

    def __init__(self, reason: "Reason", move: object = None) -> None:
        self.reason = reason
        self.move = move
        super().__init__(f"{reason.code}: {reason.en}")

    def __str__(self) -> str:
        # The reason's message in the current language (the CLI's --lang).
        return str(self.reason)

    @property
    def code(self) -> str:
        return self.reason.code


class RecordError(RulesError, ValueError):
    """A malformed record. ``line``/``column``/``index`` locate the problem.

    ``index`` is the 0-based position of the move or action in the record
    when the problem is tied to one move (for instance an illegal move found
    while replaying), otherwise ``None``.
    """

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        index: int | None = None,
        reason: "Reason | None" = None,
    ) -> None:
        self.message = message
        self.line = line
        self.column = column
        self.index = index
        self.reason = reason
        where = []
        if line is not None:
            where.append(f"line {line}")
        if column is not None:
            where.append(f"column {column}")
        if index is not None:
            where.append(f"move {index}")
        prefix = (", ".join(where) + ": ") if where else ""
        super().__init__(prefix + message)
