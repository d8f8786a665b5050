"""The Blokus Trigon pages' widgets.

* ``trigon-board`` -- the hexagon with its coordinates and the starting
  triangles; click a triangle to see the triangles that share an edge with
  it (a piece of the same colour may never go there) and those that touch
  it at a corner only (where the next piece of that colour may attach).
  State ``{"variant": "trigon", "cell": "r15"}``; act ``{"cell": "q15"}``.
* ``trigon-place`` -- lay pieces in turn with the placement control (see
  `TrigonPlace`).
* ``trigon-pieces`` -- the 22 pieces with Pentobi's names, each drawn in
  its first orientation, with its number of distinct orientations.
  State ``{}``.

Both draw through `rules_py.render.board`, like every other board.
"""

from __future__ import annotations

from ...blokus.geometry import TriangleGrid
from ...blokus.pieces import TRIGON
from ...blokus.variants import get as get_variant
from ...blokus.board import Board
from ...errors import IllegalMove, RulesError
from ...i18n.messages import current, tr
from ...render.board import Look, cell_fill, colour_key, grid_svg, piece_element
from ...render.markup import E, Element, Fragment
from ..controls import placement
from ..registry import State, Widget, act_kind, button, describe, get_list, get_str, register

BOARDS = ("trigon", "trigon_3")


def _legend(key: str, text: str) -> Element:
    triangle = E("svg", {"width": 14, "height": 12, "aria-hidden": "true"},
                 E("polygon", {"points": "0,12 7,0 14,12", "stroke": "#7f7f7f", **cell_fill(key)}))
    return E("span", triangle, " " + text, cls="rp-legend")


def _grid(name: str) -> TriangleGrid:
    g = get_variant(name).geometry
    if not isinstance(g, TriangleGrid):  # BOARDS lists only triangle boards
        raise RulesError(tr("{name!r} is not a Trigon board", name=name))
    return g


@register
class TrigonBoard(Widget):
    """The Trigon hexagon; a clicked triangle shows its two kinds of neighbours."""

    name = "trigon-board"
    css = "rp-trigon"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        variant = get_str(state, "variant", "trigon")
        if variant not in BOARDS:
            raise RulesError(tr("unknown Trigon board {variant!r}", variant=variant))
        cell = get_str(state, "cell", "")
        if act_kind(act, ("cell",), self.name):
            cell = get_str(act or {}, "cell", "")
        cell = cell.strip().lower()
        if cell and not _grid(variant).has_cell(cell):
            raise RulesError(tr("no triangle {cell!r} on this board", cell=cell))
        return {"variant": variant, "cell": cell} if cell else {"variant": variant}

    def _info(self, g: TriangleGrid, cell: str) -> Element:
        if not cell:
            return E("p", tr("Click a triangle to see its neighbours."))
        i = g.parse(cell)
        up = tr("points up") if g.is_up(g.point(i)) else tr("points down")
        edges = ", ".join(sorted(g.name(j) for j in g.edge_neighbours[i]))
        corners = ", ".join(sorted(g.name(j) for j in g.corner_neighbours[i]))
        return E("p", E("strong", cell), " " + tr(
            "{up}. It shares an edge with {edges} ({n_edges}) and touches {corners} at a corner only ({n_corners}).",
            up=up, edges=edges, n_edges=len(g.edge_neighbours[i]), corners=corners,
            n_corners=len(g.corner_neighbours[i])))

    def render(self, state: State) -> Fragment:
        v = get_variant(state["variant"])
        g = _grid(state["variant"])
        cell = state.get("cell", "")
        look = Look(cell_acts=True)
        look.fills = {g.parse(s): "start" for s in v.starts[0] or ()}
        if cell:
            i = g.parse(cell)
            look.fills.update({j: "corner" for j in g.corner_neighbours[i]})
            look.fills.update({j: "edge" for j in g.edge_neighbours[i]})
            look.fills[i] = "chosen"
        title = tr("{title}: {n} triangles, starting triangles {starts}", title=tr(v.title), n=g.size,
                   starts=", ".join(v.starts[0] or ()))
        legend = E("p", _legend("start", tr("starting triangle")), " ", _legend("chosen", tr("chosen")), " ",
                   _legend("edge", tr("shares an edge")), " ", _legend("corner", tr("touches at a corner")),
                   cls="rp-legend-row")
        return Fragment(E("div", grid_svg(g, look, unit=22, title=title, cls="rp-board rp-trigon-board"),
                          cls="rp-board-pic"), legend, self._info(g, cell))


@register
class TrigonPieces(Widget):
    """The 22 Trigon pieces, each with its number of orientations."""

    name = "trigon-pieces"
    css = "rp-pieces"
    shared = False  # no acts: nothing to put in a link

    def act(self, state: State, act: State | None, inputs: State) -> State:
        super().act(state, act, inputs)
        return {}

    def render(self, state: State) -> Fragment:
        cards = []
        for piece in TRIGON.pieces:
            n = len(piece.orientations)
            pic = piece_element(piece.orientations[0], piece.geometry, unit=16,
                                title=tr("Piece {name}, {n} {n:plural:triangle|triangles}", name=piece.name, n=piece.size))
            turns = tr("{n} {n:plural:orientation|orientations}", n=n)
            cards.append(E("figure", pic, E("figcaption", E("strong", piece.name), " " + str(piece.size)
                                              + " \u25b3 \u00b7 " + turns),
                           cls="rp-trigon-piece"))
        return Fragment(E("div", cards, cls="rp-piece-grid"),
                        E("p", tr("{pieces} pieces, {cells} triangles, ", pieces=len(TRIGON), cells=TRIGON.total_cells),
                          E("strong", TRIGON.total_orientations), tr(" distinct orientations in all."),
                          cls="rp-piece-total"))


@register
class TrigonPlace(Widget):
    """Lay Trigon pieces in turn with the placement control: the tray of the
    colour to move, turn and mirror, a ghost that says where a piece may go
    and why not (the move checker of the square boards, on triangles).

    State ``{"variant": "trigon", "moves": ["r15,s15,..."], "sel": {...},
    "hint": false}``; acts: the placement control's, ``{"place": cell}``,
    ``{"undo": 1}``, ``{"clear": 1}``.
    """

    name = "trigon-place"
    css = "rp-trigon-place"
    transient = ("sel", "hint")  # a link keeps the moves, not the piece in hand

    def act(self, state: State, act: State | None, inputs: State) -> State:
        variant = get_str(state, "variant", "trigon", choices=BOARDS)
        moves = get_list(state, "moves")
        kind = act_kind(act, placement.ACTS + ("place", "undo", "clear"), self.name)
        act = act or {}
        if kind == "undo":
            moves = moves[:-1]
        elif kind == "clear":
            moves = []
        board = _position(variant, moves)
        new: State = {"variant": variant, "moves": moves, "hint": bool(state.get("hint"))}
        sel = placement.read_selection(board, state.get("sel"))
        sel, move = placement.control_act(board, sel, kind or "", act, new)
        if move is not None:
            new["moves"] = moves + [str(move)]
            sel = placement.read_selection(_position(variant, new["moves"]), sel)
        new["sel"] = sel
        return new

    def render(self, state: State) -> Fragment:
        board = _position(state["variant"], state["moves"])
        sel, tried = state["sel"], state.get("tried")
        to_move = board.to_move
        live = to_move is not None
        key = colour_key(board.colour_name(to_move)) if to_move is not None else "none"
        status = (tr("{colour:noun} to move: pick a piece, then a triangle.", colour=board.colour_name(to_move))
                  if to_move is not None else tr("No colour can place a piece any more."))
        message = (tr("Not there: ") + (tried["fr"] if current() == "fr" else tried["en"])) if tried else ""
        ask = {"variant": state["variant"], "moves": state["moves"]}
        return Fragment(
            E("p", status, cls="rp-play-status", aria_live="polite"),
            placement.tray(board, sel, key) if live else None,
            placement.tools(state["hint"]) if live else None,
            placement.board_element(board, sel, hint=state["hint"], tried=tried, ask=ask, live=live),
            E("p", message, cls="rp-place-message", aria_live="polite"),
            E("p", button(tr("Undo"), {"undo": 1}, title=tr("Take back the last piece"), disabled=not state["moves"]),
              " ", button(tr("Start again"), {"clear": 1}, title=tr("Take every piece off"),
                          disabled=not state["moves"]), cls="rp-controls"))


def _position(variant: str, moves: list[str]) -> Board:
    """The Trigon board after ``moves`` (a reader's mistake names the bad move)."""
    board = Board(variant)
    for k, text in enumerate(moves, start=1):
        try:
            board.play(text)
        except (IllegalMove, KeyError, ValueError) as exc:
            reason = exc.reason.message() if isinstance(exc, IllegalMove) else str(exc)
            raise RulesError(tr("move {k} ({move}) cannot be played: {reason}", k=k, move=describe(text),
                                reason=reason)) from None
    return board


__all__ = ["BOARDS", "TrigonBoard", "TrigonPieces", "TrigonPlace"]
