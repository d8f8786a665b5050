"""The Blokus "check a move" widget.

* ``blokus-check`` -- "check a move": pick cells on the board (click them,
  or type them as ``e10,d11,e11``), and the engine says whether the colour to
  move may place that piece there, and why not. State
  ``{"variant": "duo", "moves": ["e10,d11,e11,f11,e12"], "cells": ["j5"]}``
  (plus ``"hint": true`` or ``"placed": true`` for one drawing); acts
  ``{"cell": "a1"}`` (toggle a cell), ``{"check": 1}`` (read the typed cells
  from the ``cells`` input), ``{"play": 1}`` (place the piece if legal),
  ``{"undo": 1}``, ``{"clear": 1}``, ``{"hint": 1}`` (shade where the colour
  to move can play), ``{"example": "classic", "step": 12}`` (start from a
  worked example's position).

A position may start from a worked example's (`rules_py.blokus.examples`,
read through `common.example_record`).
"""

from __future__ import annotations

from typing import Any, cast

from ...blokus.board import Board
from ...errors import IllegalMove, RulesError, OptionError
from ...i18n.messages import current, tr
from ...render.board import board_svg
from ...render.markup import E, Element, Fragment
from ..registry import State, Widget, act_kind, button, get_int, get_list, get_str, register
from .common import board_unit, example_record


def _variant_board(variant: str, moves: list[str]) -> Board:
    try:
        board = Board(variant)
    except (KeyError, OptionError):
        raise RulesError(tr("unknown Blokus variant {variant!r}", variant=variant)) from None
    for m in moves:
        board.play(m)
    return board


@register
class BlokusCheck(Widget):
    """Pick cells, and the engine says whether that placement is legal."""

    name = "blokus-check"
    css = "rp-blokus-check"
    ACTS = ("example", "cell", "check", "play", "clear", "undo", "hint")

    def act(self, state: State, act: State | None, inputs: State) -> State:
        variant = get_str(state, "variant", "duo")
        moves, cells = get_list(state, "moves"), get_list(state, "cells")
        kind = act_kind(act, self.ACTS, self.name)
        act = act or {}
        if kind == "example":
            rec = example_record(get_str(act, "example", ""))
            variant, cells = rec.variant.name, []
            moves = [text for _, text, _, _ in rec.moves()[:get_int(act, "step", 0, lo=0)]]
        board = _variant_board(variant, moves)
        new: State = {"variant": variant, "moves": moves, "cells": cells}
        if kind == "cell":
            cell = get_str(act, "cell", "").strip().lower()
            if cell in cells:
                cells.remove(cell)
            elif len(cells) < 6:
                cells.append(cell)
        elif kind == "check":
            typed = get_str(inputs, "cells", "").replace(" ", "").lower()
            new["cells"] = [c for c in typed.split(",") if c]
        elif kind == "clear" or (kind == "undo" and board.history):
            new["cells"] = []
            if kind == "undo":
                new["moves"] = moves[:-1]
        elif kind == "hint":
            new["hint"] = True
        elif kind == "play" and cells and board.explain(",".join(cells)) is None:
            new["moves"] = moves + [str(board.play(",".join(cells)))]
            new["cells"], new["placed"] = [], True
        return new

    def _verdict(self, board: Board, cells: list[str], placed: bool) -> tuple[Any, bool | None]:
        """(message, legal?) for the picked cells."""
        if not cells:
            if placed and board.history:
                mv = board.history[-1]
                c = cast(int, mv.colour)
                return tr("Placed: {colour} {piece} on {cells}.", colour=board.colour_name(c), piece=mv.piece,
                          cells=str(mv)), None
            return tr("Click cells to build a piece (or type them below), then check or place it."), None
        text = ",".join(cells)
        r = board.explain(text)
        if r is None:
            piece = board.parse_move(text).piece
            return tr("Legal: {colour} may place piece {piece} on {cells}.", colour=board.colour_name(cast(int, board.to_move)),
                      piece=piece, cells=text), True
        if r.code == "not_a_piece" and len(cells) < 5:
            return tr("{cells}: not a piece yet (pick more cells, or this shape is not a piece).", cells=text), False
        if current() != "en":  # a French page: the reason in French only
            return E("span", tr("Not legal: ") + r.message(), data_reason=r.code), False
        return E("span", "Not legal: " + r.en, E("br"), E("span", r.fr, lang="fr"), data_reason=r.code), False

    def _tools(self, board: Board, cells: list[str], ok: bool | None) -> Element:
        return E("p", E("label", tr("Cells: "), E("input", name="cells", value=",".join(cells),
                                               placeholder="e10,d11,e11", size=24)), " ",
                 button(tr("Check"), {"check": 1}, title=tr("Check the typed cells")),
                 button(tr("Place"), {"play": 1}, title=tr("Place the piece if it is legal"), disabled=ok is not True),
                 button(tr("Clear"), {"clear": 1}, title=tr("Clear the selection")),
                 button(tr("Undo"), {"undo": 1}, title=tr("Take back the last piece"), disabled=not board.history),
                 button(tr("Hint"), {"hint": 1}, title=tr("Shade every cell a legal move could cover")))

    def render(self, state: State) -> Fragment:
        board = _variant_board(state["variant"], state["moves"])
        cells = state["cells"]
        message, ok = self._verdict(board, cells, bool(state.get("placed")))
        highlight = None
        if cells and ok is not None:
            try:
                highlight = board.parse_move(",".join(cells))
            except (IllegalMove, KeyError):
                highlight = None
        svg = board_svg(board, unit=board_unit(board), cell_acts=True, legal_cells=bool(state.get("hint")),
                        highlight=highlight, highlight_ok=ok)
        to = tr("the game is over") if board.to_move is None else tr(
            "{colour:noun} to move", colour=board.colour_name(board.to_move))
        return Fragment(E("p", tr("{title}: {status}", title=tr(board.variant.title), status=to) + ".", cls="rp-check-status"),
                        E("div", svg, cls="rp-board-pic"),
                        # The hint's shading explained where it is drawn.
                        E("p", tr("Shaded cells: every empty cell that some legal move of the colour to move "
                                  "could cover."), cls="rp-hint-caption") if state.get("hint") else None,
                        E("p", message, cls="rp-check-message", aria_live="polite"),
                        self._tools(board, cells, ok))


__all__ = ["BlokusCheck"]
