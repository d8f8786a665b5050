"""The Blokus game pages' widgets.

* ``blokus-example`` -- step through a worked example game. State
  ``{"example": "classic", "step": 0}`` (``step``: moves played so far).
  Act ``{"step": n}`` (go to move ``n``; the move list and the buttons
  send these). Keys: ArrowLeft, ArrowRight, Home, End.
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

The example records come from `rules_py.blokus.examples` (shipped in
the package, so the same widget runs at build time and in the browser).
A worked example has an "Embed" box (`rules_py.widgets.embed`: the example
at the move shown, alone in another site's frame), left out in that frame.
"""

from __future__ import annotations

from typing import Any, cast

from ..blokus import examples
from ..blokus.board import Board
from ..blokus.scoring import colour_points
from ..errors import IllegalMove, RulesError, OptionError
from ..i18n.messages import current, example_words, noun, tr
from ..render.board import board_figure, board_svg
from ..render.markup import E, Element, Fragment
from . import embed
from .registry import State, Widget, act_kind, button, embedded, encode_share, get_int, get_list, get_str, register
from .step_bar import step_bar

#: The Embed frame's height (CSS pixels): the board, the step bar and the comment.
EMBED_HEIGHT = 900

_RECORDS: dict[str, Any] = {}


def _record(name: str) -> Any:
    if name not in examples.FILES:
        raise RulesError(tr("unknown example {name!r}", name=name))
    if name not in _RECORDS:
        _RECORDS[name] = examples.record(name)
    return _RECORDS[name]


def _comment(text: str) -> Element:
    """A record's own comment in the page's language (English, marked so, where none is written)."""
    words, lang = example_words(text)
    return E("em", words, lang=lang)


def _unit(board: Board) -> float:
    return 18 if board.geometry.width > 14 else 22


def _scores_line(board: Board) -> str:
    return " \u00b7 ".join(noun(name, current()) + " " + format(colour_points(board, c), "+d")
                           for c, name in enumerate(board.variant.colours))


@register
class BlokusExample(Widget):
    """A worked example game, one move at a time."""

    name = "blokus-example"
    css = "rp-blokus-example"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "example", "classic")
        n = len(_record(name).moves())
        step = get_int(state, "step", 0)
        if act_kind(act, ("step",), self.name):
            step = get_int(act or {}, "step", step)
        return {"example": name, "step": max(0, min(n, step))}

    def steps(self, state: State) -> tuple[str, list[State]]:
        """Every move of the example is known: the read path steps with ``{"step": n}``."""
        name = get_str(state, "example", "classic")
        return "step", [{"example": name, "step": k} for k in range(len(_record(name).moves()) + 1)]

    def _moves(self, rec: Any, board: Board, step: int) -> Element:
        items = []
        for k, (c, text, _node, _prop) in enumerate(rec.moves(), start=1):
            here = {"aria-current": "step", "style": "font-weight:bold"} if k == step else {}
            items.append(E("li", here, E("a", noun(board.variant.colours[c], current()), href="#", data_act={"step": k}),
                           " ", E("code", text)))
        return E("details", E("summary", tr("All moves")), E("ol", items, style="columns:2;font-size:0.8em"),
                 cls="rp-example-moves")

    def render(self, state: State) -> Fragment:
        rec = _record(state["example"])
        step, n = state["step"], len(rec.moves())
        board = rec.replay(stop_at=step)
        v = board.variant
        if step == 0:
            where = tr("Before the first move.")
        else:
            mv = board.history[-1]
            c = cast(int, mv.colour)
            where = tr("Move {step} of {n}: {colour:noun} places {piece} on {cells}.", step=step, n=n,
                       colour=v.colours[c], piece=mv.piece, cells=str(mv))
        comment = rec.comments().get(step, "")
        figure = board_figure(board, unit=_unit(board),
                              title=tr("{title}, after {step} of {n} moves", title=tr(v.title), step=step, n=n))
        return Fragment(
            step_bar(step, n, "step", unit="move"), figure, E("p", where, cls="rp-example-where"),
            # The records' comments are written in English; their French is in
            # i18n/fr_examples.py (an untranslated one says lang="en").
            E("p", _comment(comment), cls="rp-example-comment") if comment else None,
            E("p", tr("Points now: ") + _scores_line(board) + (tr(" (final)") if board.is_over else ""),
              cls="rp-example-scores"),
            self._moves(rec, board, step),
            # the example at this step, alone in another site's frame (none inside one)
            None if embedded() else embed.panel("", encode_share({"example": state["example"], "step": step}),
                                                title=tr("A worked example"), height=EMBED_HEIGHT, keyed=True))


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
            rec = _record(get_str(act, "example", ""))
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
        svg = board_svg(board, unit=_unit(board), cell_acts=True, legal_cells=bool(state.get("hint")),
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


__all__ = ["BlokusExample", "BlokusCheck"]
