"""The Blokus pieces page: every piece on a card that turns and flips.

Widgets:

* ``blokus-piece`` -- one card. State ``{"piece": "F", "r": 0, "f": 0}``
  (plus ``"set": "trigon"`` for a Trigon piece): the piece's name, how many
  turns clockwise (``r``) and whether it is mirrored first (``f``). Acts:
  ``{"turn": 1}`` (clockwise), ``{"turn": -1}`` (anticlockwise),
  ``{"flip": 1}`` (mirror left-right), ``{"reset": 1}``. Keys, while focus
  is in the card: ArrowLeft, ArrowRight, X (not F: the theme binds F to search).
* ``blokus-pieces`` -- the whole set as a grid of cards, with the total
  number of distinct orientations. State ``{"set": "classic"}``.
"""

from __future__ import annotations

import sys
from typing import Any

from ...blokus.pieces import CLASSIC, TRIGON, Piece, PieceSet
from ...errors import RulesError
from ...i18n.messages import current, noun, tr
from ...render.board import piece_element
from ...render.markup import E, Element, Fragment
from ..registry import State, Widget, act_kind, button, get_int, get_str, register

SETS: dict[str, PieceSet] = {"classic": CLASSIC, "trigon": TRIGON}


def _piece_set(state: State) -> PieceSet:
    return SETS[get_str(state, "set", "classic", choices=SETS)]


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
    kind = act_kind(act, ("turn", "flip", "reset"), "blokus-piece")
    if kind == "turn":
        return (r + get_int(act or {}, "turn", 1)) % n, f % 2
    if kind == "flip":
        return (-r) % n, (f + 1) % 2
    if kind == "reset":
        return 0, 0
    return r % n, f % 2


@register
class PieceCard(Widget):
    """One piece on a card, with turn and flip buttons."""

    name = "blokus-piece"
    css = "rp-piece-card"

    def _piece(self, state: State) -> Piece:
        name = get_str(state, "piece", "")
        try:
            return _piece_set(state).piece(name)
        except KeyError:
            raise RulesError(tr("no piece named {name!r}", name=name)) from None

    def act(self, state: State, act: State | None, inputs: State) -> State:
        piece = self._piece(state)
        r, f = apply_act(piece, get_int(state, "r", 0), get_int(state, "f", 0), act)
        new_state: State = {"piece": piece.name, "r": r, "f": f}
        if get_str(state, "set", "classic") != "classic":
            new_state["set"] = state["set"]
        return new_state

    def render(self, state: State) -> Fragment:
        piece = self._piece(state)
        cells = oriented_cells(piece, state["r"], state["f"])
        count = len(piece.orientations)
        which = piece.orientations.index(cells) + 1
        cell = "trigon.triangle" if piece.geometry.kind == "triangle" else "blokus.square"
        lang = current()
        title = tr("Piece {name}, orientation {which} of {count}", name=piece.name, which=which, count=count)
        return Fragment(
                 E("div", E("span", piece.name, cls="rp-piece-name"),
                   E("span", str(piece.size) + " " + noun(cell, lang, piece.size), cls="rp-piece-size"),
                   cls="rp-card-head"),
                 E("div", piece_element(cells, piece.geometry, unit=22, frame=(5, 5), title=title),
                   cls="rp-piece-pic"),
                 E("div", E("span", E("strong", count), " " + noun("blokus.orientation", lang, count)),
                   E("span", tr("showing {which} of {count}", which=which, count=count), cls="rp-piece-which",
                     aria_live="polite"), cls="rp-piece-count"),
                 E("div", button("\u21ba", {"turn": -1}, title=tr("Rotate anticlockwise"), key="ArrowLeft"),
                   button("\u21c6", {"flip": 1}, title=tr("Flip (mirror)"), key="x X"),
                   button("\u21bb", {"turn": 1}, title=tr("Rotate clockwise"), key="ArrowRight"),
                   cls="rp-piece-tools"))

    def element(self, state: State) -> Element:
        # data-python says who drew the card: the build ("linux") or the
        # page's Pyodide ("emscripten"); the browser tests rely on it.
        return super().element(state).set(**{"data-python": sys.platform})


@register
class PieceGrid(Widget):
    """Every piece of a set, each on its own card."""

    name = "blokus-pieces"
    css = "rp-pieces"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        super().act(state, act, inputs)
        return {"set": get_str(state, "set", "classic", choices=SETS)}

    def render(self, state: State) -> Fragment:
        pieces = _piece_set(state)
        card = PieceCard()
        extra = {"set": state["set"]} if state["set"] != "classic" else {}
        cards = [card.element(card.act({"piece": p.name, **extra}, None, {})) for p in pieces.pieces]
        return Fragment(
                 E("div", cards, cls="rp-piece-grid"),
                 E("p", tr("{n} {n:plural:piece|pieces}, ", n=len(pieces.pieces)), E("strong", pieces.total_orientations),
                   tr(" distinct orientations in all."), cls="rp-piece-total"))


__all__ = ["SETS", "oriented_cells", "apply_act", "PieceCard", "PieceGrid"]
