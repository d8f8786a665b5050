"""What the Blokus worked example and "check a move" widgets share: the
worked example records, read once, and the size of a board's cells."""

from __future__ import annotations

from typing import Any

from ...blokus import examples
from ...blokus.board import Board
from ...errors import RulesError
from ...i18n.messages import tr

_RECORDS: dict[str, Any] = {}


def example_record(name: str) -> Any:
    """The worked example ``name`` (`rules_py.blokus.examples`), read once."""
    if name not in examples.FILES:
        raise RulesError(tr("unknown example {name!r}", name=name))
    if name not in _RECORDS:
        _RECORDS[name] = examples.record(name)
    return _RECORDS[name]


def board_unit(board: Board) -> float:
    """The size of a cell (pixels) of ``board`` in these widgets."""
    return 18 if board.geometry.width > 14 else 22


__all__ = ["board_unit", "example_record"]
