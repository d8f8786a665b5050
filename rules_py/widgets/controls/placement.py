"""The placement control: pick a piece, turn or mirror it, place it.

One control for every widget that lets a reader lay a piece on a Blokus
board (the game against bots, later the checker and the puzzles), on
square and triangle grids alike. It draws:

* a *tray*: the pieces the colour to move still has, each a button
  (act ``{"pick": "F"}``);
* tools: turn (``{"turn": 1}`` / ``{"turn": -1}``), mirror (``{"flip": 1}``)
  and "where can I play?" (``{"hint": 1}``: a dot on each corner the colour
  may play from);
* the board, whose cells carry ``data-cell``, inside a
  ``<div class="rp-place-board" data-place=JSON>``. The JSON holds, for the
  selected piece in its orientation, the cells a placement would cover for
  every cell the pointer may rest on (``"at"``), and which of those
  placements are legal (``"ok"``). ``docs/assets/placement.js`` draws the
  ghost from it without asking Python; the engine alone decided legality.
  A click sends ``{"place": cell}``.

Why a placement is illegal: `explain_at` gives the engine's reason
and the cells that break that rule (every overlapping cell, every cell
touching an own piece along an edge, the uncovered starting cells, ...).
The JSON op ``blokus.why`` answers it for the page while the pointer rests.

Any position works that answers what this control reads of a
`rules_py.blokus.board.Board` (``geometry``, ``to_move``,
``remaining``, ``parse_move``, ``explain``, ``occupied``, ``cells``,
``attach_points``, ``colour_name``, ``variant.pieces``,
``variant.start_indices``); one that offers ``legal_masks(piece)`` is asked
that instead of listing ``legal_moves`` (the solo puzzles'
`PuzzlePosition`). Such a widget
passes its own ``draw`` and ``why_op`` to `board_element`.

The selection is a small dict carried in the widget's state:
``{"piece": "F", "r": 0, "f": 0}`` (``r`` turns clockwise after ``f``
mirrorings, as on the pieces page).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, cast

from ...blokus.board import Board, Move
from ...blokus.geometry import Geometry, Point
from ...blokus.pieces import Piece, PieceSet
from ...errors import RulesError
from ...i18n.messages import current, noun, tr
from ...reasons import Reason
from ...render.board import board_svg, piece_element
from ...render.markup import E, Element, SVG
from ..blokus.pieces import apply_act, oriented_cells
from ..registry import State, button, get_int, get_list, get_str, op

Selection = dict[str, Any]
#: the acts this control answers (a widget passes them to `selection_act`)
ACTS = ("pick", "turn", "flip", "hint")


class PositionRules(Protocol):
    """The part of a variant this control reads."""

    @property
    def pieces(self) -> PieceSet: ...

    def start_indices(self, colour: int) -> tuple[int, ...] | None: ...


class Position(Protocol):
    """What this control reads of a position (see the module's docstring):
    a `rules_py.blokus.board.Board`, or a solo puzzle's position."""

    @property
    def geometry(self) -> Geometry: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def variant(self) -> PositionRules: ...

    @property
    def occupied(self) -> int: ...

    @property
    def cells(self) -> list[int]: ...

    def remaining(self, colour: int) -> list[str]: ...

    def parse_move(self, text: str) -> Move: ...

    def explain(self, move: Move) -> Reason | None: ...

    def attach_points(self, colour: int) -> int: ...

    def colour_name(self, colour: int) -> str: ...


def _piece(board: Position, name: str) -> Piece:
    return board.variant.pieces.piece(name)


def default_piece(board: Position) -> str | None:
    """The biggest piece the colour to move has left (the first of equals)."""
    if board.to_move is None:
        return None
    left = board.remaining(board.to_move)
    if not left:
        return None
    return max(left, key=lambda name: (_piece(board, name).size, -left.index(name)))


def read_selection(board: Position, raw: Any) -> Selection:
    """The selection from a state's ``"sel"``, checked against the board: a
    piece the colour to move no longer has is replaced by its biggest one."""
    raw = raw if isinstance(raw, dict) else {}
    name = get_str(raw, "piece", "")
    left = board.remaining(board.to_move) if board.to_move is not None else []
    if name not in left:
        return {"piece": default_piece(board), "r": 0, "f": 0}
    return {"piece": name, "r": get_int(raw, "r", 0), "f": get_int(raw, "f", 0) % 2}


def selection_act(board: Position, sel: Selection, kind: str, act: State) -> Selection:
    """The selection after a ``pick``, ``turn`` or ``flip`` act."""
    if kind == "pick":
        name = get_str(act, "pick", "")
        if board.to_move is None or name not in board.remaining(board.to_move):
            raise RulesError(tr("there is no piece {name!r} left to pick", name=name))
        return {"piece": name, "r": 0, "f": 0}
    if sel["piece"] is None:
        return sel
    r, f = apply_act(_piece(board, sel["piece"]), sel["r"], sel["f"], {kind: act[kind]})
    return {"piece": sel["piece"], "r": r, "f": f}


def _handles(g: Geometry, shape: tuple[Point, ...]) -> dict[int, Point]:
    """The piece cell the pointer holds, per cell direction (parity of
    ``x + y`` in shape space; squares have one): the cell nearest the
    piece's middle, so the ghost sits centred under the pointer."""
    sx, sy = (0.5, 0.866) if g.kind == "triangle" else (1.0, 1.0)
    mx = sum(x for x, _ in shape) / len(shape)
    my = sum(y for _, y in shape) / len(shape)
    out: dict[int, Point] = {}
    for p in sorted(shape, key=lambda p: ((p[0] - mx) * sx) ** 2 + ((p[1] - my) * sy) ** 2):
        key = (p[0] + p[1]) % 2 if g.kind == "triangle" else 0
        out.setdefault(key, p)
    return out


def anchor_cells(g: Geometry, shape: tuple[Point, ...]) -> dict[int, tuple[tuple[int, ...], bool]]:
    """For every board cell the pointer may rest on: the cells the piece
    would cover there (on the board only) and whether all of them are."""
    shift = getattr(g, "up_parity", 0) if g.kind == "triangle" else 0
    handles = _handles(g, shape)
    out: dict[int, tuple[tuple[int, ...], bool]] = {}
    for i, (px, py) in enumerate(g.cells):
        qx, qy = px - shift, py  # shape space
        key = (qx + qy) % 2 if g.kind == "triangle" else 0
        hx, hy = handles.get(key, next(iter(handles.values())))
        dx, dy = qx - hx, qy - hy
        if (dx + dy) % 2 and g.kind == "triangle":
            dx += 1  # a one-triangle piece on a cell of the other direction: next door
        cells = [g.index.get((x + dx + shift, y + dy)) for x, y in shape]
        on = tuple(sorted(c for c in cells if c is not None))
        if on:
            out[i] = (on, len(on) == len(cells))
    return out


def oriented(board: Position, sel: Selection) -> tuple[Point, ...]:
    """The selected piece's cells in its orientation (shape space)."""
    return oriented_cells(_piece(board, sel["piece"]), sel["r"], sel["f"])


def move_at(board: Position, sel: Selection, at: str) -> tuple[tuple[int, ...], Move | None]:
    """The cells the selection covers with the pointer on ``at`` and the
    move (``None`` when part of the piece would be off the board)."""
    g = board.geometry
    if not isinstance(at, str) or not g.has_cell(at):
        raise RulesError(tr("there is no cell {at!r} on this board", at=at))
    if sel.get("piece") is None:
        raise RulesError(tr("pick a piece first"))
    cells, full = anchor_cells(g, oriented(board, sel)).get(g.parse(at), ((), False))
    if not full:
        return cells, None
    return cells, board.parse_move(",".join(g.name(i) for i in cells))


def offending_cells(reason: Reason) -> list[str]:
    """The cells a picture marks for ``reason``: the engine lists them in its
    details (``marks``: the covered cells, those along an edge, the free
    starting cells, the open corners, the piece placed again)."""
    marks = reason.details.get("marks", [])
    return [str(name) for name in marks] if isinstance(marks, (list, tuple)) else []


def control_act(board: Position, sel: Selection, kind: str, act: State,
                out: State) -> tuple[Selection, Move | None]:
    """The placement control's own acts, the same in every widget using it.

    ``hint`` toggles ``out["hint"]``; ``pick``, ``turn`` and ``flip`` change
    the selection; ``place`` returns the move when it is legal (the caller
    plays it) and otherwise puts the engine's verdict in ``out["tried"]``.
    Any other act changes nothing. Returns ``(selection, move or None)``."""
    if kind == "hint":
        out["hint"] = not out.get("hint")
    elif kind in ACTS:
        sel = selection_act(board, sel, kind, act)
    elif kind == "place":
        verdict = explain_at(board, sel, get_str(act, "place", ""))
        if verdict["legal"]:
            return sel, move_at(board, sel, act["place"])[1]
        out["tried"] = verdict
    return sel, None


def explain_at(board: Position, sel: Selection, at: str) -> dict[str, Any]:
    """Whether the selection may go on ``at``; if not, the engine's reason
    and the cells at fault. JSON: ``{"legal", "code", "en", "fr", "cells",
    "ghost"}`` (cell names)."""
    g = board.geometry
    cells, move = move_at(board, sel, at)
    ghost = [g.name(i) for i in cells]
    if move is None:
        outside = len(oriented(board, sel)) - len(cells)
        en = f"The piece would stick out of the board ({outside} cell{'s' if outside > 1 else ''} off it)."
        fr = f"La pièce dépasserait du plateau ({outside} case{'s' if outside > 1 else ''} en dehors)."
        return {"legal": False, "code": "off_board", "en": en, "fr": fr, "cells": [], "ghost": ghost}
    reason = board.explain(move)
    if reason is None:
        return {"legal": True, "code": "", "en": "", "fr": "", "cells": [], "ghost": ghost}
    return {"legal": False, "code": reason.code, "en": reason.en, "fr": reason.fr,
            "cells": offending_cells(reason), "ghost": ghost}


def _legal_masks(board: Position, piece: str) -> set[int]:
    """The cell masks of ``piece``'s legal placements (a position may answer
    this itself: listing a puzzle's every legal move would be slow)."""
    own = getattr(board, "legal_masks", None)
    if own is not None:
        return cast(set[int], own(piece))
    # Only a Board lists its legal moves; any other position answered legal_masks above.
    return {mv.mask for mv in cast(Board, board).legal_moves if mv.piece == piece}


def place_data(board: Position, sel: Selection) -> dict[str, Any]:
    """What the page script needs to draw the ghost of the selection
    anywhere: ``at`` (pointer cell -> covered cells), ``ok`` (the
    pointer cells where the engine says the placement is legal) and
    ``corners`` (the cells the colour to move may play from: the keyboard
    cursor starts on, and ``c`` jumps between, legal placements covering one)."""
    g = board.geometry
    if sel.get("piece") is None or board.to_move is None:
        return {}
    legal = _legal_masks(board, sel["piece"])
    at: dict[str, list[str]] = {}
    ok: list[str] = []
    for i, (cells, full) in anchor_cells(g, oriented(board, sel)).items():
        name = g.name(i)
        at[name] = [g.name(j) for j in cells]
        if full and g.mask(cells) in legal:
            ok.append(name)
    corners = board.attach_points(board.to_move)
    return {"at": at, "ok": ok, "piece": sel["piece"], "r": sel["r"], "f": sel["f"],
            "corners": [g.name(i) for i in range(g.size) if corners >> i & 1]}


# -- drawing ----------------------------------------------------------------------


def _taller(cells: tuple[Point, ...], geometry: Geometry) -> bool:
    """Whether a piece's drawing is taller than it is wide."""
    xs = [x for p in cells for x, _ in geometry.cell_polygon(p)]
    ys = [y for p in cells for _, y in geometry.cell_polygon(p)]
    return max(ys) - min(ys) > max(xs) - min(xs)


def tray(board: Position, sel: Selection, colour_key: str) -> Element:
    """The colour to move's pieces left, each a button that selects it."""
    c = board.to_move
    names = board.remaining(c) if c is not None else []
    buttons = []
    unique = list(dict.fromkeys(names))
    # One tab stop (a roving tabindex): the selected piece, else the first;
    # the arrow keys move between the pieces (placement.js).
    stop = sel.get("piece") if sel.get("piece") in unique else (unique[0] if unique else None)
    for name in unique:
        piece = _piece(board, name)
        chosen = name == sel.get("piece")
        # the selected piece as it is turned and mirrored now (upright when taller than wide)
        cells = oriented(board, sel) if chosen else piece.cells
        frame = (5.0, 3.0) if piece.geometry.kind == "square" else (3.5, 2.6)
        if chosen and _taller(cells, piece.geometry):
            frame = (frame[1], frame[0])
        pic = piece_element(cells, piece.geometry, unit=7, frame=frame, fill=colour_key)
        buttons.append(E("button", {"type": "button", "class": "rp-tray-piece", "data-act": {"pick": name},
                                    "aria-pressed": "true" if chosen else "false",
                                    "tabindex": "0" if name == stop else "-1",
                                    "aria-label": tr("Piece {name}", name=name),
                                    "title": tr("Piece {name}", name=name)}, pic))
    label = tr("{colour:noun} pieces left", colour=board.colour_name(c)) if c is not None else ""
    keys = tr("arrow keys move between the pieces, Enter or Space picks one")
    return E("div", buttons, cls="rp-tray", role="group", aria_label=label + (" (" + keys + ")" if label else ""))


def tools(hint: bool, corners: bool = True) -> Element:
    """Turn, mirror and (``corners``) "where can I play?" (keys in
    ``data-pkey``: the page script honours them only while the widget has
    the focus)."""
    def tool(text: str, act: State, title: str, keys: str) -> Element:
        shown = keys.replace(" ", " " + tr("or") + " ")
        return button(text, act, title=tr(title) + " (" + shown + ")").set(**{"data-pkey": keys})

    where = None
    if corners:
        where = tool(tr("Where can I play?"), {"hint": 1}, "Show the corners you may play from", "h")
        where.set(**{"aria-pressed": "true" if hint else "false"})
    # Zoom and Place act in the page only (placement.js): bigger cells, and on
    # a touch screen the second step of a placement (the first tap shows it).
    zoom = E("button", tr("Zoom"), type="button", cls="rp-btn rp-place-zoom", aria_pressed="false",
             title=tr("Bigger cells (the board scrolls sideways)"))
    confirm = E("button", tr("Place"), type="button", cls="rp-btn rp-place-confirm", hidden=True,
                title=tr("Put the piece where it is shown"))
    return E("div", tool("\u21ba", {"turn": -1}, "Turn anticlockwise", "R"),
             tool("\u21bb", {"turn": 1}, "Turn clockwise", "r"),
             tool("\u21c6", {"flip": 1}, "Mirror", "x m"), where, zoom, confirm, cls="rp-place-tools")


#: A widget's own drawing of its position: ``draw(marks, ghost)`` with the
#: cells to mark (see `rules_py.render.board.Look`) and the tried
#: placement's cells and legality (or ``None``); cells carry ``data-cell``.
Draw = Callable[[dict[int, str], "tuple[tuple[int, ...], bool | None] | None"], SVG]


def board_element(board: Position, sel: Selection, *, hint: bool, tried: dict[str, Any] | None,
                  ask: State, live: bool, draw: Draw | None = None, why_op: str = "blokus.why") -> Element:
    """The board with named cells; ``live``: the reader may place now
    (then the ghost data and the ``why_op`` arguments are attached).
    ``draw``: the widget's own drawing (default: the Blokus board's)."""
    g = board.geometry
    marks: dict[int, str] = {}
    if hint and board.to_move is not None:
        mask = board.attach_points(board.to_move)
        marks.update((i, "corner") for i in range(g.size) if mask >> i & 1)
    highlight, ok = None, None
    if tried:
        marks.update((g.parse(name), "problem") for name in tried["cells"])
        if tried["ghost"]:
            highlight, ok = Move("?", g.mask(g.parse(n) for n in tried["ghost"]), None, g), False
    if draw is not None:
        svg = draw(marks, (highlight.cells, ok) if highlight is not None else None)
    else:
        unit = 18 if g.width > 14 else 24
        # No drawing of its own: a Blokus board (other positions pass their ``draw``).
        svg = board_svg(cast(Board, board), unit=unit, remaining=False, scores=False, cell_names=True, marks=marks,
                        highlight=highlight, highlight_ok=ok)
    attrs: dict[str, Any] = {"class": "rp-place-board rp-board-pic"}
    if live:
        keys = tr("Board: arrow keys move the piece, c jumps to the next place it may go, Enter places it")
        # the page script's own sentences, in the page's language (it has no catalogue)
        say = {"legal": tr("You may place it here."), "illegal": tr("Not there: "), "lang": current(),
               "nowhere": tr("This piece fits nowhere as it is turned now: turn it, mirror it or pick another."),
               "confirm": tr("Tap it again, or press Place, to put it there.")}
        attrs.update({"tabindex": "0", "data-place": place_data(board, sel), "data-ask": {**ask, "sel": sel},
                      "data-say": say,
                      "data-why": why_op if why_op != "blokus.why" else None, "aria-label": keys, "title": keys})
    return E("div", attrs, svg)


@op("blokus.why")
def why(variant: str, moves: list[str], sel: dict[str, Any], at: str) -> dict[str, Any]:
    """JSON op: may the selection go on cell ``at`` after ``moves``? (see
    `explain_at`)."""
    from ...blokus.board import Board as _Board

    try:
        board = _Board(get_str({"variant": variant}, "variant", "duo"))
    except KeyError:
        raise RulesError(tr("unknown Blokus variant {variant!r}", variant=variant)) from None
    for text in get_list({"moves": moves}, "moves"):
        board.play(text)
    return explain_at(board, read_selection(board, sel), at)


__all__ = ["ACTS", "anchor_cells", "board_element", "default_piece", "explain_at", "move_at", "offending_cells",
           "place_data", "read_selection", "selection_act", "tools", "tray", "why"]
