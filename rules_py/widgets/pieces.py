"""The Blokus pieces page: every piece on a card that turns and flips.

Widgets:

* ``blokus-piece`` -- one card. State ``{"piece": "F", "r": 0, "f": 0}``:
  the piece's name, how many quarter turns clockwise (``r``) and whether it
  is mirrored first (``f``). Acts: ``{"turn": 1}`` (clockwise),
  ``{"turn": -1}`` (anticlockwise), ``{"flip": 1}`` (mirror left-right),
  ``{"reset": 1}``. Keys, while focus is in the card: ArrowLeft,
  ArrowRight, F.
* ``blokus-pieces`` -- the whole set as a grid of cards, with the total
  number of distinct orientations. State ``{"set": "classic"}``.
"""

from __future__ import annotations

import html
import json
import sys
from typing import Any

from ..blokus.pieces import CLASSIC, TRIGON, Piece, PieceSet
from ..blokus.svg import piece_svg
from ..errors import RulesError
from ..web import widget, widget_html

SETS: dict[str, PieceSet] = {"classic": CLASSIC, "trigon": TRIGON}


def _piece_set(state: dict[str, Any]) -> PieceSet:
    name = state.get("set", "classic")
    try:
        return SETS[name]
    except KeyError:
        raise RulesError(f"unknown piece set {name!r}") from None


def _turns(piece: Piece) -> int:
    """Number of rotations of the grid (4 on squares, 6 on triangles)."""
    return len(piece.geometry.transforms()) // 2


def oriented_cells(piece: Piece, r: int, f: int) -> tuple[tuple[int, int], ...]:
    """The piece mirrored ``f`` times, then turned ``r`` steps clockwise.

    The geometry lists its rotations first (identity, one step, ...), then
    the reflections; the first reflection is the mirror image.
    """
    transforms = piece.geometry.transforms()
    turn, mirror = transforms[1], transforms[_turns(piece)]
    cells = piece.cells
    if f % 2:
        cells = tuple(mirror(p) for p in cells)
    for _ in range(r % _turns(piece)):
        cells = tuple(turn(p) for p in cells)
    return piece.geometry.normalize(cells)


def apply_act(piece: Piece, r: int, f: int, act: dict[str, Any] | None) -> tuple[int, int]:
    """New ``(r, f)`` after an act; mirroring a turned piece reverses the turn."""
    n = _turns(piece)
    if not act:
        return r % n, f % 2
    if "turn" in act:
        return (r + int(act["turn"])) % n, f % 2
    if "flip" in act:
        return (-r) % n, (f + 1) % 2
    if "reset" in act:
        return 0, 0
    raise RulesError(f"unknown action {json.dumps(act)}")


def _button(act: dict[str, Any], label: str, symbol: str, keys: str) -> str:
    return (
        f"<button type=\"button\" class=\"rp-btn\" data-act='{html.escape(json.dumps(act), quote=True)}' "
        f'data-key="{keys}" title="{label}" aria-label="{label}">{symbol}</button>'
    )


@widget("blokus-piece")
def piece_card(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    pieces = _piece_set(state)
    try:
        piece = pieces.piece(str(state.get("piece", "")))
    except KeyError:
        raise RulesError(f"no piece named {state.get('piece')!r}") from None
    r, f = apply_act(piece, int(state.get("r", 0)), int(state.get("f", 0)), act)
    cells = oriented_cells(piece, r, f)
    orientations = piece.orientations
    which = orientations.index(cells) + 1
    count = len(orientations)
    cell = "triangle" if piece.geometry.kind == "triangle" else "square"
    size = cell if piece.size == 1 else cell + "s"
    svg = piece_svg(cells, piece.geometry, unit=22, frame=(5, 5), title=f"Piece {piece.name}, orientation {which} of {count}")
    new_state = {"piece": piece.name, "r": r, "f": f}
    if state.get("set", "classic") != "classic":
        new_state["set"] = state["set"]
    inner = (
        f'<div class="rp-card-head"><span class="rp-piece-name">{html.escape(piece.name)}</span>'
        f'<span class="rp-piece-size">{piece.size} {size}</span></div>'
        f'<div class="rp-piece-pic">{svg}</div>'
        f'<div class="rp-piece-count"><span><strong>{count}</strong> orientation{"s" if count != 1 else ""}</span>'
        f'<span class="rp-piece-which" aria-live="polite">showing {which} of {count}</span></div>'
        '<div class="rp-piece-tools">'
        + _button({"turn": -1}, "Rotate anticlockwise", "&#x21BA;", "ArrowLeft")
        + _button({"flip": 1}, "Flip (mirror)", "&#x21C6;", "f F")
        + _button({"turn": 1}, "Rotate clockwise", "&#x21BB;", "ArrowRight")
        + "</div>"
    )
    # data-python says who drew the card: the build ("linux") or the page's
    # Pyodide ("emscripten"); the browser test relies on it.
    out = widget_html("blokus-piece", new_state, inner, cls="rp-piece-card")
    return out.replace(' data-widget=', f' data-python="{html.escape(sys.platform)}" data-widget=', 1)


@widget("blokus-pieces")
def piece_grid(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    pieces = _piece_set(state)
    cards = "".join(piece_card({"piece": p.name, **({"set": state["set"]} if "set" in state else {})}, None, {})
                    for p in pieces.pieces)
    total = pieces.total_orientations
    inner = (
        f'<div class="rp-piece-grid">{cards}</div>'
        f'<p class="rp-piece-total">{len(pieces.pieces)} pieces, '
        f'<strong>{total}</strong> distinct orientations in all.</p>'
    )
    return widget_html("blokus-pieces", {"set": state.get("set", "classic")}, inner, cls="rp-pieces")
