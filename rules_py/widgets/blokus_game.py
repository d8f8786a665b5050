"""The Blokus game pages' widgets (square boards).

* ``blokus.example`` -- step through a worked example game. State
  ``{"example": "classic", "step": 0}`` (``step``: moves played so far).
  Acts ``{"step": n}`` (go to move ``n``; the move list and the buttons
  send these). Keys: ArrowLeft, ArrowRight, Home, End.
* ``blokus.check`` -- "check a move": pick cells on the board (click them,
  or type them as ``e10,d11,e11``), and the engine says whether the colour to
  move may place that piece there, and why not. State
  ``{"variant": "duo", "moves": ["e10,d11,e11,f11,e12"], "cells": ["j5"]}``;
  acts ``{"cell": "a1"}`` (toggle a cell), ``{"check": 1}`` (read the typed
  cells from the ``cells`` input), ``{"play": 1}`` (place the piece if
  legal), ``{"undo": 1}``, ``{"clear": 1}``, ``{"hint": 1}`` (show where
  the colour to move can play), ``{"example": "classic", "step": 12}``
  (start from a worked example's position).

The example records come from :mod:`rules_py.blokus.examples` (shipped in
the package, so the same widget runs at build time and in the browser).
"""

from __future__ import annotations

import html
import json
from typing import Any

from ..blokus import examples
from ..blokus.board import Board
from ..blokus.scoring import colour_points
from ..blokus.svg import board_svg
from ..errors import IllegalMove, RulesError
from ..web import widget, widget_html

_RECORDS: dict[str, Any] = {}


def _record(name: str):
    if name not in examples.FILES:
        raise RulesError(f"unknown example {name!r}")
    if name not in _RECORDS:
        _RECORDS[name] = examples.record(name)
    return _RECORDS[name]


def _button(act: dict[str, Any], label: str, text: str, key: str = "", disabled: bool = False) -> str:
    k = f' data-key="{key}"' if key else ""
    d = " disabled" if disabled else ""
    return (f"<button type=\"button\" class=\"rp-btn\" data-act='{html.escape(json.dumps(act), quote=True)}'"
            f'{k} title="{html.escape(label)}" aria-label="{html.escape(label)}"{d}>{text}</button>')


def _scores_line(board: Board) -> str:
    parts = []
    for c, name in enumerate(board.variant.colours):
        parts.append(f"{html.escape(name)} {colour_points(board, c):+d}")
    return " &middot; ".join(parts)


@widget("blokus.example")
def example_widget(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    name = str(state.get("example", "classic"))
    rec = _record(name)
    moves = rec.moves()
    n = len(moves)
    step = int((act or {}).get("step", state.get("step", 0)))
    step = max(0, min(n, step))
    board = rec.replay(stop_at=step)
    comments = rec.comments()
    comment = comments.get(step, "")
    v = board.variant
    svg = board_svg(board, unit=18 if v.geometry.width > 14 else 22, title=f"{v.title}, after {step} of {n} moves")
    if step == 0:
        where = "Before the first move."
    else:
        c, mv = board.history[-1]
        where = f"Move {step} of {n}: {html.escape(v.colours[c])} places {html.escape(mv.piece)} on {html.escape(str(mv))}."
    nav = ('<div class="rp-example-nav">'
           + _button({"step": 0}, "First position", "&#x21E4;", "Home", step == 0)
           + _button({"step": step - 1}, "Previous move", "&#x25C0;", "ArrowLeft", step == 0)
           + f' <span aria-live="polite">{step} / {n}</span> '
           + _button({"step": step + 1}, "Next move", "&#x25B6;", "ArrowRight", step == n)
           + _button({"step": n}, "Last position", "&#x21E5;", "End", step == n)
           + "</div>")
    items = []
    for k, (c, text, _node, _prop) in enumerate(moves, start=1):
        cur = ' aria-current="step" style="font-weight:bold"' if k == step else ""
        items.append(f"<li{cur}><a href=\"#\" data-act='{html.escape(json.dumps({'step': k}), quote=True)}'>"
                     f"{html.escape(v.colours[c])}</a> <code>{html.escape(text)}</code></li>")
    move_list = ('<details class="rp-example-moves"><summary>All moves</summary>'
                 f'<ol style="columns:2;font-size:0.8em">{"".join(items)}</ol></details>')
    inner = (nav
             + f'<div class="rp-board-pic">{svg}</div>'
             + f'<p class="rp-example-where">{where}</p>'
             + (f'<p class="rp-example-comment"><em>{html.escape(comment)}</em></p>' if comment else "")
             + f'<p class="rp-example-scores">Points now: {_scores_line(board)}'
             + (" (final)" if board.is_over() else "") + "</p>"
             + move_list)
    return widget_html("blokus.example", {"example": name, "step": step}, inner, cls="rp-blokus-example")


@widget("blokus.check")
def check_widget(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    act = act or {}
    variant = str(state.get("variant", "duo"))
    moves = [str(m) for m in state.get("moves", [])]
    cells = [str(c) for c in state.get("cells", [])]
    hint = False
    if "example" in act:
        rec = _record(str(act["example"]))
        variant = rec.variant.name
        step = int(act.get("step", 0))
        moves = [text for _, text, _, _ in rec.moves()[:step]]
        cells = []
    board = Board(variant)
    for m in moves:
        board.play(m)
    message = ""
    ok: bool | None = None
    if "cell" in act:
        cell = str(act["cell"]).strip().lower()
        if cell in cells:
            cells.remove(cell)
        elif len(cells) < 6:
            cells.append(cell)
    elif "check" in act:
        typed = str(inputs.get("cells", "")).replace(" ", "")
        cells = [c for c in typed.lower().split(",") if c]
    elif "clear" in act:
        cells = []
    elif "undo" in act and board.history:
        board.undo()
        moves = moves[:-1]
        cells = []
    elif "hint" in act:
        hint = True
    played = False
    if cells:
        text = ",".join(cells)
        r = board.explain(text)
        if r is None:
            ok = True
            if "play" in act:
                mv = board.play(text)
                moves.append(str(mv))
                cells = []
                played = True
                message = f"Placed: {html.escape(board.colour_name(mv.colour))} {html.escape(mv.piece)} on {html.escape(str(mv))}."
                ok = None
            else:
                piece = board.parse_move(text).piece
                message = (f"Legal: {html.escape(board.colour_name(board.to_move))} may place piece "
                           f"{html.escape(piece)} on {html.escape(text)}.")
        else:
            ok = False
            if r.code == "not_a_piece" and len(cells) < 5:
                message = f"{html.escape(text)}: not a piece yet (pick more cells, or this shape is not a piece)."
            else:
                message = (f"Not legal ({html.escape(r.code)}): {html.escape(r.en)}"
                           f'<br><span lang="fr">{html.escape(r.fr)}</span>')
    elif not played:
        message = "Click cells to build a piece (or type them below), then check or place it."
    highlight = None
    if cells and ok is not None:
        try:
            highlight = board.parse_move(",".join(cells))
        except (IllegalMove, KeyError):
            highlight = None
    svg = board_svg(board, unit=18 if board.geometry.width > 14 else 22, cell_acts=True, legal_cells=hint,
                    highlight=highlight, highlight_ok=ok)
    to = "the game is over" if board.to_move is None else f"{html.escape(board.colour_name(board.to_move))} to move"
    inner = (
        f'<p class="rp-check-status">{html.escape(board.variant.title)}: {to}.</p>'
        f'<div class="rp-board-pic">{svg}</div>'
        f'<p class="rp-check-message" aria-live="polite">{message}</p>'
        f'<p><label>Cells: <input name="cells" value="{html.escape(",".join(cells))}" '
        f'placeholder="e10,d11,e11" size="24"></label> '
        + _button({"check": 1}, "Check the typed cells", "Check")
        + _button({"play": 1}, "Place the piece if it is legal", "Place", disabled=ok is not True)
        + _button({"clear": 1}, "Clear the selection", "Clear")
        + _button({"undo": 1}, "Take back the last piece", "Undo", disabled=not board.history)
        + _button({"hint": 1}, "Shade every cell a legal move could cover", "Hint")
        + "</p>"
    )
    new_state = {"variant": variant, "moves": moves, "cells": cells}
    return widget_html("blokus.check", new_state, inner, cls="rp-blokus-check")
