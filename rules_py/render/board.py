"""One board renderer for square and triangle grids.

Everything here asks the geometry for each cell's outline
(`cell_polygon`), so the same code
draws a Classic board, a Trigon hexagon, a puzzle rectangle and a lone
piece. `rules_py.render.board.grid_svg` is the core: cells filled per colour, the outline of
every placed piece (so two touching pieces of one colour stay apart), marks
(starting points, the last move, problems), a ghost placement (legal or
illegal), cell letters, coordinates. `rules_py.render.board.board_svg` draws a
`rules_py.blokus.board.Board` with it, `rules_py.render.board.piece_svg` a piece.

Colours: each filled cell has a fallback ``fill`` (Okabe-Ito hues, which
stay apart for the common colour-vision deficiencies) and a class
``rp-f-<key>``; ``docs/assets/companion.css`` restyles those classes from
CSS custom properties (``--rp-blue`` ...), so the dark scheme can redraw
them. A notebook, which has no such stylesheet, shows the fallbacks.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from .. import display
from ..blokus.board import Board, Move
from ..blokus.geometry import Geometry, Point, SquareGrid
from ..blokus.scoring import colour_points
from ..errors import OptionError
from ..i18n.messages import current, noun, tr
from .markup import SVG, E, Element, HTML, fmt

Poly = Sequence[tuple[float, float]]

#: palette key -> fallback colour; companion.css maps ``.rp-f-<key>`` to a
#: custom property with this same fallback.
PALETTE: dict[str, str] = {
    "empty": "#f4f4f0", "legal": "#cde5c0", "plain": "#f4f1e8",
    "blue": "#0072b2", "yellow": "#f0e442", "red": "#d55e00", "green": "#009e73",
    "purple": "#a05195", "orange": "#e69f00", "grey": "#999999", "gray": "#999999",
    "other": "#777777", "none": "#9a9a9a", "clash": "#000000",
    "piece": "#3f7fc4", "start": "#ffd966", "chosen": "#3f7fc4", "edge": "#e06666", "corner": "#6aa84f",
}
#: colours whose cells need dark letters
PALE = frozenset({"yellow", "orange", "start", "plain", "empty", "legal"})
GRID_STROKE = "#b8b8b0"
OUTLINE = "#222222"
GHOST = {None: "#000000", True: "#1a7f37", False: "#c62828"}
_SQUARES = SquareGrid(1, 1)


def colour_key(name: str | None) -> str:
    """The palette key of a colour name (``None``: a colourless piece)."""
    if name is None:
        return "none"
    return name if name in PALETTE else "other"


def cell_fill(key: str) -> dict[str, str]:
    """The ``fill`` and ``class`` attributes of a cell of palette ``key``."""
    return {"fill": PALETTE.get(key, PALETTE["other"]), "class": "rp-f-" + colour_key(key)}


@dataclass
class Look:
    """What to draw on a grid, cell by cell (cells are geometry indices).

    ``fills``: palette key (default ``"empty"``); ``groups``: the piece each
    covered cell belongs to (its outline is drawn around each group);
    ``titles``: text after the cell's name in its tooltip; ``marks``:
    ``"start"`` (ring), ``"last"`` (dot), ``"problem"`` (dark ring);
    ``letters``: a letter drawn in the cell; ``ghost``: cells of a
    placement being tried and whether it is legal (``None``: unknown).
    ``cell_acts``: each cell carries ``data-cell`` and the act ``{"cell":
    name}``; ``cell_names``: only ``data-cell`` (a script handles the cells).
    Marks may also be ``"corner"`` (a small dot: a place to play from) and
    ``"mark-green"`` (``-red``, ``-blue``, ``-yellow``): a study's marked
    cell, a ring of that colour.
    """

    fills: dict[int, str] = field(default_factory=dict)
    groups: dict[int, Hashable] = field(default_factory=dict)
    titles: dict[int, str] = field(default_factory=dict)
    marks: dict[int, str] = field(default_factory=dict)
    letters: dict[int, str] = field(default_factory=dict)
    ghost: tuple[tuple[int, ...], bool | None] | None = None
    #: the cells of the move just played, outlined plainly (a halo and a dark line round the piece)
    last: tuple[int, ...] = ()
    coordinates: bool = True
    cell_acts: bool = False
    cell_names: bool = False
    #: the view: quarter turns clockwise, after a left-right mirror when ``flip``
    turns: int = 0
    flip: bool = False
    #: pieces marked (each a tuple of cells, outlined with a dashed line) and
    #: arrows (``(from cell, to cell)``, drawn centre to centre)
    pieces: list[tuple[int, ...]] = field(default_factory=list)
    arrows: list[tuple[int, int]] = field(default_factory=list)


def points_text(poly: Poly, dx: float = 0.0, dy: float = 0.0, scale: float = 1.0) -> str:
    """An SVG ``points`` value (an attribute value: escaped by the builder)."""
    return " ".join(fmt((x + dx) * scale) + "," + fmt((y + dy) * scale) for x, y in poly)


def centre(poly: Poly) -> tuple[float, float]:
    return (sum(x for x, _ in poly) / len(poly), sum(y for _, y in poly) / len(poly))


def bounds(polys: Iterable[Poly]) -> tuple[float, float, float, float]:
    """``(min_x, min_y, max_x, max_y)`` of some polygons."""
    xs: list[float] = []
    ys: list[float] = []
    for poly in polys:
        xs.extend(x for x, _ in poly)
        ys.extend(y for _, y in poly)
    return min(xs), min(ys), max(xs), max(ys)


def outline_path(polys: Sequence[Poly], groups: Mapping[int, Hashable], dx: float, dy: float,
                 scale: float = 1.0) -> str:
    """Path data of every edge on the border of a group: an edge shared by
    two cells of one group is inside a piece; any other edge is drawn.
    Works on any polygon grid (edges are matched by their rounded ends)."""
    edges: dict[tuple[Hashable, frozenset[Any]], tuple[Any, ...] | None] = {}
    for i, grp in groups.items():
        poly = polys[i]
        for a, b in zip(poly, tuple(poly[1:]) + (poly[0],)):
            key = (grp, frozenset(((round(a[0], 3), round(a[1], 3)), (round(b[0], 3), round(b[1], 3)))))
            edges[key] = None if key in edges else (a, b)
    parts = []
    for seg in edges.values():
        if seg is not None:
            (x1, y1), (x2, y2) = seg
            parts.append("M" + fmt((x1 + dx) * scale) + "," + fmt((y1 + dy) * scale)
                         + "L" + fmt((x2 + dx) * scale) + "," + fmt((y2 + dy) * scale))
    return "".join(parts)


def _cells_layer(g: Geometry, polys: Sequence[Poly], look: Look, ox: float, oy: float) -> Element:
    layer = E("g", cls="rp-cells", stroke=GRID_STROKE, stroke_width=0.04)
    for i, poly in enumerate(polys):
        name = g.name(i)
        key = look.fills.get(i, "empty")
        cell = E("polygon", {"points": points_text(poly, ox, oy), **cell_fill(key)})
        if look.cell_acts:
            cell.set(**{"data-cell": name, "data-act": {"cell": name}})
        elif look.cell_names:
            cell.set(**{"data-cell": name})
        who = look.titles.get(i)
        cell.add(E("title", name + " " + who if who else name))
        layer.add(cell)
    return layer


def _marks_layer(g: Geometry, polys: Sequence[Poly], look: Look, ox: float, oy: float) -> list[Element]:
    style = {
        "start": dict(r=0.28, fill="none", stroke="#555", stroke_width=0.08, cls="rp-start"),
        "last": dict(r=0.14, fill="#fff", stroke="#000", stroke_width=0.05, cls="rp-last"),
        "problem": dict(r=0.36, fill="none", stroke="#000", stroke_width=0.12, cls="rp-problem"),
        "corner": dict(r=0.16, fill="#1a7f37", stroke="#fff", stroke_width=0.04, cls="rp-corner"),
    }
    out = []
    for colour in ("green", "red", "blue", "yellow"):  # a study's marks ("mark-green"), under the dots
        for i in sorted(j for j, k in look.marks.items() if k == "mark-" + colour):
            cx, cy = centre(polys[i])
            out.append(E("circle", cx=cx + ox, cy=cy + oy, r=0.3, fill="none", stroke="#ffffff", stroke_width=0.2,
                         cls="rp-mark-halo"))
            out.append(E("circle", cx=cx + ox, cy=cy + oy, r=0.3, fill="none", stroke=PALETTE[colour],
                         stroke_width=0.12, cls="rp-mark rp-mark-" + colour, data_mark=colour))
    for kind in ("start", "corner", "problem", "last"):  # the last move's dot on top
        for i in sorted(j for j, k in look.marks.items() if k == kind):
            cx, cy = centre(polys[i])
            ring = E("circle", cx=cx + ox, cy=cy + oy, **style[kind])
            if kind == "problem":
                ring.add(E("title", g.name(i)))
            out.append(ring)
    return out


def _letters_layer(polys: Sequence[Poly], look: Look, ox: float, oy: float) -> list[Element]:
    out = []
    for i, letter in sorted(look.letters.items()):
        cx, cy = centre(polys[i])
        ink = "#000" if look.fills.get(i, "empty") in PALE else "#fff"
        out.append(E("text", letter, x=cx + ox, y=cy + oy + 0.17, font_size=0.45, text_anchor="middle",
                     fill=ink, cls="rp-letter"))
    return out


def _ghost_layer(polys: Sequence[Poly], look: Look, ox: float, oy: float) -> Element | None:
    if look.ghost is None:
        return None
    cells, ok = look.ghost
    colour = GHOST[ok]
    state = "unknown" if ok is None else ("legal" if ok else "illegal")
    group = E("g", cls="rp-highlight", data_ghost=state, fill=colour, fill_opacity=0.35, stroke=colour,
              stroke_width=0.12)
    for i in cells:
        group.add(E("polygon", points=points_text(polys[i], ox, oy)))
    return group


def _split_name(name: str) -> tuple[str, str]:
    """``"ab12"`` -> ``("ab", "12")``: column letters, row number."""
    i = 0
    while i < len(name) and name[i].isalpha():
        i += 1
    return name[:i], name[i:]


# Column labels closer than this (in cell units) are drawn on two staggered
# lines: Trigon's columns are half a triangle apart and its two-letter names
# ("aa".."ai") ran into each other, worst on a phone where the labels are
# drawn larger (docs/assets/companion.css).
STAGGER_BELOW = 0.75
# The second line's drop: room for the phone's larger labels too.
STAGGER_DROP = 0.85


def _coordinates_layer(g: Geometry, polys: Sequence[Poly], ox: float, oy: float) -> tuple[Element, float]:
    """Column letters under the board, row numbers left of each row's own
    left end (so the hexagon's rows are labelled where they start). Columns
    too close together alternate between two lines. Returns the layer and the
    extra height the second line needs (0 without one)."""
    min_x, _, max_x, max_y = bounds(polys)
    cols: dict[str, list[float]] = {}
    rows: dict[str, list[float]] = {}
    row_left: dict[str, float] = {}
    for i, poly in enumerate(polys):
        col, row = _split_name(g.name(i))
        cx, cy = centre(poly)
        cols.setdefault(col, []).append(cx)
        rows.setdefault(row, []).append(cy)
        row_left[row] = min(row_left.get(row, max_x), min(x for x, _ in poly))
    centres = sorted((sum(v) / len(v), col) for col, v in cols.items())
    step = min((b[0] - a[0] for a, b in zip(centres, centres[1:])), default=1.0)
    stagger = step < STAGGER_BELOW
    size = min(0.5, 0.55 * step * (2 if stagger else 1)) if step > 0 else 0.5
    layer = E("g", cls="rp-coords", font_size=size, fill="#555", text_anchor="middle")
    for k, (cx, col) in enumerate(centres):
        drop = STAGGER_DROP if stagger and k % 2 else 0.0
        layer.add(E("text", col, x=cx + ox, y=max_y + oy + 0.6 + drop))
    for row, cys in rows.items():
        layer.add(E("text", row, x=row_left[row] + ox - 0.5, y=sum(cys) / len(cys) + oy + 0.17))
    return layer, (STAGGER_DROP if stagger else 0.0)


def turned(poly: Poly, turns: int, flip: bool) -> Poly:
    """``poly`` as the view shows it: mirrored left-right when ``flip``, then
    turned clockwise ``turns`` quarter turns (y grows downwards)."""
    points = [(-x, y) if flip else (x, y) for x, y in poly]
    for _ in range(turns % 4):
        points = [(-y, x) for x, y in points]
    return tuple(points)


def _turned_coordinates_layer(g: Geometry, polys: Sequence[Poly], ox: float,
                              oy: float) -> tuple[Element, float]:
    """The coordinates of a turned or mirrored view: each column's letters and
    each row's number beside the line of cells it names, under the board for
    a line that runs up and down, left of its own left end for one that runs
    across."""
    _, _, _, max_y = bounds(polys)
    lines: dict[str, list[int]] = {}
    for i in range(len(polys)):
        col, row = _split_name(g.name(i))
        lines.setdefault(col, []).append(i)
        lines.setdefault(row, []).append(i)
    below: list[tuple[float, str]] = []
    beside: list[tuple[str, float, float]] = []
    for label, cells in lines.items():
        centres = [centre(polys[i]) for i in cells]
        xs, ys = [x for x, _ in centres], [y for _, y in centres]
        if max(xs) - min(xs) <= max(ys) - min(ys):  # up and down: the label under the board
            below.append((sum(xs) / len(xs), label))
        else:
            beside.append((label, min(min(x for x, _ in polys[i]) for i in cells), sum(ys) / len(ys)))
    below.sort()
    step = min((b[0] - a[0] for a, b in zip(below, below[1:])), default=1.0)
    stagger = step < STAGGER_BELOW
    size = min(0.5, 0.55 * step * (2 if stagger else 1)) if step > 0 else 0.5
    layer = E("g", cls="rp-coords", font_size=size, fill="#555", text_anchor="middle")
    for k, (x, label) in enumerate(below):
        layer.add(E("text", label, x=x + ox, y=max_y + oy + 0.6 + (STAGGER_DROP if stagger and k % 2 else 0.0)))
    for label, left, y in beside:
        layer.add(E("text", label, x=left + ox - 0.5, y=y + oy + 0.17))
    return layer, (STAGGER_DROP if stagger else 0.0)


def _pieces_and_arrows(g: Geometry, polys: Sequence[Poly], look: Look, ox: float, oy: float) -> list[Element]:
    """The marked pieces (a dashed outline around each) and the arrows."""
    out: list[Element] = []
    for k, cells in enumerate(look.pieces):
        d = outline_path(polys, dict.fromkeys(cells, k), ox, oy)
        out.append(E("path", cls="rp-marked-piece", d=d, fill="none", stroke="#111111", stroke_width=0.14,
                     stroke_dasharray="0.3,0.2", stroke_linecap="round"))
    for a, b in look.arrows:
        (x1, y1), (x2, y2) = centre(polys[a]), centre(polys[b])
        length = max(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5, 1e-9)
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        tip_x, tip_y = x2 + ox, y2 + oy
        base_x, base_y = tip_x - 0.45 * ux, tip_y - 0.45 * uy
        head = [(tip_x, tip_y), (base_x - 0.22 * uy, base_y + 0.22 * ux), (base_x + 0.22 * uy, base_y - 0.22 * ux)]
        out.append(E("g", E("line", x1=x1 + ox, y1=y1 + oy, x2=base_x, y2=base_y, stroke_width=0.14),
                     E("polygon", points=points_text(head)),
                     cls="rp-arrow", stroke="#111111", fill="#111111", stroke_linecap="round",
                     data_from=g.name(a), data_to=g.name(b)))
    return out


def grid_layers(g: Geometry, look: Look) -> tuple[list[Element], float, float]:
    """The drawing of a whole grid: ``(elements, width, height)`` in cell
    units (a square cell is 1 wide). Room is left for the coordinates."""
    polys: list[Poly] = [g.cell_polygon(p) for p in g.cells]
    if look.flip or look.turns % 4:
        polys = [turned(poly, look.turns, look.flip) for poly in polys]
    min_x, min_y, max_x, max_y = bounds(polys)
    pad = 1.0 if look.coordinates else 0.2
    ox, oy = pad - min_x, 0.3 - min_y
    layers: list[Element | None] = [_cells_layer(g, polys, look, ox, oy)]
    if look.groups:
        layers.append(E("path", cls="rp-outline", d=outline_path(polys, look.groups, ox, oy), fill="none",
                        stroke=OUTLINE, stroke_width=0.1, stroke_linejoin="round", stroke_linecap="round"))
    if look.last:
        d = outline_path(polys, {i: 0 for i in look.last}, ox, oy)
        for cls, ink, width in (("rp-last-halo", "#fff", 0.34), ("rp-last-outline", "#000", 0.16)):
            layers.append(E("path", cls=cls, d=d, fill="none", stroke=ink, stroke_width=width,
                            stroke_linejoin="round", stroke_linecap="round"))
    layers += _marks_layer(g, polys, look, ox, oy)
    layers += _letters_layer(polys, look, ox, oy)
    layers.append(_ghost_layer(polys, look, ox, oy))
    layers += _pieces_and_arrows(g, polys, look, ox, oy)
    extra = 0.0
    if look.coordinates:
        turned_view = look.flip or look.turns % 4
        coords, extra = (_turned_coordinates_layer if turned_view else _coordinates_layer)(g, polys, ox, oy)
        layers.append(coords)
    width = max_x - min_x + pad + 0.3
    height = max_y - min_y + 0.3 + (1.0 if look.coordinates else 0.3) + extra
    return [el for el in layers if el is not None], width, height


def svg_root(width: float, height: float, unit: float, label: str, *, cls: str, titled: bool = True) -> Element:
    """The outer ``<svg>`` of a drawing ``width`` x ``height`` units drawn at ``unit`` px a unit."""
    root = E("svg", {"xmlns": "http://www.w3.org/2000/svg", "class": cls, "role": "img", "aria-label": label,
                     "width": width * unit, "height": height * unit,
                     "viewBox": "0 0 " + fmt(width) + " " + fmt(height), "font-family": "sans-serif"})
    if titled and label:
        root.add(E("title", label))
    return root


def grid_svg(g: Geometry, look: Look, *, unit: float = 22.0, title: str = "", cls: str = "rp-board") -> SVG:
    """A grid drawn from ``look`` (no side panel)."""
    layers, width, height = grid_layers(g, look)
    return svg_root(width, height, unit, title, cls=cls).add(layers).svg()


# -- a Blokus board -------------------------------------------------------------


def _owners(board: Board) -> list[int | None]:
    """The colour on each cell (``None``: empty), read from the bitboards."""
    owner: list[int | None] = [None] * board.geometry.size
    for c, mask in enumerate(board.cells):
        while mask:
            low = mask & -mask
            owner[low.bit_length() - 1] = c
            mask ^= low
    return owner


def board_look(board: Board, *, last_move: bool = True, legal_cells: bool = False, letters: bool = False,
               coordinates: bool = True, cell_acts: bool = False) -> Look:
    """A `rules_py.render.board.Look` of a board: colours, piece outlines, free starting
    points, the last move, and optionally every cell a legal move could cover."""
    variant = board.variant
    look = Look(coordinates=coordinates, cell_acts=cell_acts)
    owner = _owners(board)
    for k, move in enumerate(board.history):
        for i in move.cells:
            look.groups[i] = k
    for i, c in enumerate(owner):
        if c is not None:
            name = variant.colours[c]
            look.fills[i] = colour_key(name)
            look.titles[i] = noun(name, current())
            look.groups.setdefault(i, ("colour", c))  # a cell set up without a move
            if letters:
                look.letters[i] = name[0].upper()
    if legal_cells and board.to_move is not None:
        mask = 0
        for mv in board.legal_moves:
            mask |= mv.mask
        for i in range(board.geometry.size):
            if mask >> i & 1 and owner[i] is None:
                look.fills[i] = "legal"
    for c in range(board.ncolours):
        if board.placed[c] == 0 and variant.contact != "blitz":
            for i in board.tables.starts[c] or ():
                if owner[i] is None:
                    look.marks[i] = "start"
    if last_move and board.history:
        look.last = tuple(board.history[-1].cells)
        for i in look.last:
            look.marks[i] = "last"
    return look


def recolour(root: Element, colours: Mapping[str, str] | None, palette: Mapping[str, str]) -> Element:
    """``root`` with every ``fill`` and ``stroke`` of a ``palette`` key's colour
    in the colour ``colours`` gives that key instead (an `rules_py.errors.OptionError`
    names the keys for an unknown one). A page's stylesheet still restyles
    the cells by their class; a notebook or a file shows these colours."""
    if not colours:
        return root
    unknown = sorted(set(colours) - set(palette))
    if unknown:
        raise OptionError(f"no colour {unknown[0]!r} to replace", sorted(palette))
    swap = {palette[key].lower(): str(value) for key, value in colours.items()}
    stack = [root]
    while stack:
        el = stack.pop()
        for name in ("fill", "stroke"):
            value = el.attrs.get(name)
            if isinstance(value, str) and value.lower() in swap:
                el.attrs[name] = swap[value.lower()]
        stack.extend(child for child in el.children if isinstance(child, Element))
    return root


def cell_index(board: Board, cell: int | str) -> int:
    """A cell of ``board`` by index or name (``"e10"``), else an `rules_py.errors.OptionError`."""
    g = board.geometry
    if isinstance(cell, str) and g.has_cell(cell.strip().lower()):
        return g.parse(cell.strip().lower())
    if isinstance(cell, int) and not isinstance(cell, bool) and 0 <= cell < g.size:
        return cell
    raise OptionError(f"no cell {cell!r} on the {board.variant.name} board")


def _view(board: Board, look: Look, *, marks: Mapping[int, str] | Mapping[str, str] | None,
          pieces: Iterable[Move | str], arrows: Iterable[tuple[int | str, int | str]], turns: int, flip: bool) -> None:
    """Put the caller's marks, marked pieces, arrows and view into ``look``."""
    look.marks.update({cell_index(board, cell): kind for cell, kind in (marks or {}).items()})
    for piece in pieces:
        look.pieces.append(tuple((board.parse_move(piece) if isinstance(piece, str) else piece).cells))
    look.arrows += [(cell_index(board, a), cell_index(board, b)) for a, b in arrows]
    if isinstance(turns, bool) or not isinstance(turns, int):
        raise OptionError(f"rotate must be a number of degrees, a multiple of 90, not {turns!r}")
    look.turns, look.flip = turns % 4, bool(flip)


def board_svg(board: Board, *, unit: float = 22.0, coordinates: bool = True, last_move: bool | Move | str = True,
              legal_cells: bool = False, highlight: object = None, highlight_ok: bool | None = None,
              remaining: bool = True, scores: bool = True, letters: bool = False, title: str | None = None,
              cell_acts: bool = False, cell_names: bool = False,
              marks: Mapping[int, str] | Mapping[str, str] | None = None,
              pieces: Iterable[Move | str] = (), arrows: Iterable[tuple[int | str, int | str]] = (),
              rotate: int = 0, flip: bool = False, colours: Mapping[str, str] | None = None,
              size: float | None = None) -> SVG:
    """Draw a `rules_py.blokus.board.Board`.

    * ``last_move``: the last piece placed outlined, a dot on each of its
      cells; a move (``Move`` or its text) marks that move's cells instead.
    * ``legal_cells``: shade every empty cell some legal move of the colour
      to move could cover.
    * ``highlight``: a move (``Move`` or its text), or a collection of cell
      indices of any shape, drawn as a ghost on top, green when
      ``highlight_ok`` is true, red when false, black when ``None``.
    * ``remaining``, ``scores``: a side panel with each colour's points and
      its pieces not yet placed.
    * ``letters``: each covered cell shows its colour's initial.
    * ``cell_acts``: each cell carries ``data-cell`` and the widget act
      ``{"cell": name}``; ``cell_names``: ``data-cell`` only.
    * ``marks``: extra marks by cell index or name (see `rules_py.render.board.Look`:
      ``"mark-green"``, ``"mark-red"``, ``"mark-blue"``, ``"mark-yellow"``
      ring a cell, ``"corner"`` is a small dot, ``"problem"`` a dark ring),
      drawn over the board's own.
    * ``pieces``: moves (``Move`` or text) outlined with a dashed line, placed
      or not; ``arrows``: ``(from, to)`` cells (indices or names), an arrow
      from centre to centre (a piece's reach, a corner to take).
    * ``rotate`` (degrees, a multiple of 90, clockwise) and ``flip`` (a
      left-right mirror, before the turn): the view, with the coordinates
      beside their rows and columns wherever they end up.
    * ``colours``: palette keys (`rules_py.render.board.PALETTE`: ``"purple"``, ``"empty"``,
      ``"legal"``...) -> the colour to draw them in.
    * ``size``: the picture's width in pixels (``unit`` is then worked out).
    """
    if isinstance(rotate, bool) or not isinstance(rotate, int) or rotate % 90:
        raise OptionError(f"rotate must be a number of degrees, a multiple of 90, not {rotate!r}")
    look = board_look(board, last_move=last_move is True, legal_cells=legal_cells, letters=letters,
                      coordinates=coordinates, cell_acts=cell_acts)
    if not isinstance(last_move, bool):
        shown = board.parse_move(last_move) if isinstance(last_move, str) else last_move
        look.marks.update(dict.fromkeys(shown.cells, "last"))
    look.cell_names = cell_names
    _view(board, look, marks=marks, pieces=pieces, arrows=arrows, turns=rotate // 90, flip=flip)
    if isinstance(highlight, (list, tuple, set, frozenset)):  # cell indices (any shape, e.g. a wrong try)
        look.ghost = (tuple(sorted(highlight)), highlight_ok)
    elif highlight is not None:
        move: Move = board.parse_move(highlight) if isinstance(highlight, str) else cast(Move, highlight)
        look.ghost = (tuple(move.cells), highlight_ok)
    layers, width, height = grid_layers(board.geometry, look)
    if remaining or scores:
        panel, panel_h = _side_panel(board, remaining, scores, x0=width + 0.3)
        layers.append(panel)
        width += 0.3 + 9.5
        height = max(height, panel_h)
    variant = board.variant
    status = (tr("game over") if board.to_move is None
              else tr("{colour:noun} to move", colour=variant.colours[board.to_move]))
    label = title or tr("{title}: {status}", title=tr(variant.title), status=status)
    unit = unit if size is None else size / width
    root = svg_root(width, height, unit, label, cls="rp-board").add(layers)
    return recolour(root, colours, PALETTE).svg()


def panel_svg(board: Board, *, unit: float = 22.0, remaining: bool = True, scores: bool = True) -> SVG:
    """`rules_py.render.board.board_svg`'s side panel alone (each colour's points and pieces
    not yet placed), drawn at the same scale as its own picture."""
    panel, height = _side_panel(board, remaining, scores, x0=0.1)
    return svg_root(9.6, height, unit, tr("Points and pieces left"), cls="rp-board rp-panel-pic").add(panel).svg()


def board_figure(board: Board, *, unit: float = 22.0, title: str | None = None, **options: Any) -> Element:
    """The board and its side panel as two pictures in one wrapping box
    (``rp-with-panel``): beside each other on a wide screen, the panel below
    the board on a phone, where one picture holding both shrank the board
    to two thirds of the column. ``options`` go to `rules_py.render.board.board_svg`."""
    board_pic = board_svg(board, unit=unit, title=title, remaining=False, scores=False, **options)
    return E("div", board_pic, panel_svg(board, unit=unit), cls="rp-board-pic rp-with-panel")


def _panel_pieces(board: Board, c: int, x0: float, y: float, key: str) -> tuple[list[Element], float]:
    """Colour ``c``'s pieces not yet placed, small, in rows from ``(x0, y)``."""
    small = 0.32  # one piece cell in panel units
    out: list[Element] = []
    x, row_h = x0, 0.0
    for piece_name in board.remaining(c):
        piece = board.variant.pieces.piece(piece_name)
        polys = [piece.geometry.cell_polygon(p) for p in piece.cells]
        min_x, min_y, max_x, max_y = bounds(polys)
        w, h = (max_x - min_x) * small, (max_y - min_y) * small
        if x + w > x0 + 9.3 and x > x0:
            x, y, row_h = x0, y + row_h + 0.2, 0.0
        dx, dy = x / small - min_x, y / small - min_y
        group = E("g", cell_fill(key), stroke="#333", stroke_width=0.02).add(E("title", piece_name))
        group.add(E("polygon", points=points_text(poly, dx, dy, small)) for poly in polys)
        out.append(group)
        x += w + 0.25
        row_h = max(row_h, h)
    return out, y + row_h


def _side_panel(board: Board, remaining: bool, scores: bool, x0: float) -> tuple[Element, float]:
    """Each colour: its name and points, then its pieces not yet placed."""
    variant = board.variant
    panel = E("g", cls="rp-panel")
    y = 0.8
    for c, name in enumerate(variant.colours):
        key = colour_key(name)
        text = noun(name, current())
        if scores:
            points = colour_points(board, c)
            text += ": " + (format(points, "+d") if points else "0")
            if c in variant.unscored:
                text += tr(" (not scored)")
        if board.to_move == c:
            text += " \u25c0"
        panel.add(E("rect", cell_fill(key), x=x0, y=y - 0.45, width=0.5, height=0.5, stroke="#333",
                    stroke_width=0.03),
                  E("text", text, x=x0 + 0.7, y=y, font_size=0.5, fill="#222", cls="rp-panel-text"))
        y += 0.35
        if remaining:
            pieces, y = _panel_pieces(board, c, x0, y, key)
            panel.add(pieces)
        y += 0.9
    return panel, y


def board_legend(board: Board) -> HTML:
    """A short text legend (colour, points, pieces left) for screen readers."""
    return E("ul", cls="rp-legend").add(
        E("li", tr("{colour:noun}: {points}, {n} {n:plural:piece|pieces} left", colour=name,
                   points=format(colour_points(board, c), "+d"), n=len(board.remaining(c))))
        for c, name in enumerate(board.variant.colours)).html()


# -- a piece on its own -----------------------------------------------------------


def piece_element(cells: Iterable[Point], geometry: Geometry | None = None, *, unit: float = 24.0,
                  frame: tuple[float, float] | None = None, fill: str = "piece",
                  title: str | None = None, css_class: str = "rp-piece", marks: Iterable[Point] = (),
                  rotate: int = 0, flip: bool = False, colours: Mapping[str, str] | None = None,
                  size: float | None = None) -> Element:
    """A piece's ``cells`` (any orientation or translation) with its outline.

    ``unit``: pixels per drawing unit (a square cell is one unit wide).
    ``frame``: an optional ``(width, height)`` in units; the piece is
    centred in it, so pieces of different sizes keep one picture size.
    ``fill``: a palette key. ``title``: the accessible name and tooltip.
    ``marks``: some of the piece's cells, each ringed (``rp-mark``).
    ``rotate`` (degrees clockwise, a multiple of 90) and ``flip`` (a
    left-right mirror, before the turn) turn the picture, not the cells.
    ``colours``: palette keys -> the colour to draw them in (see
    `rules_py.render.board.board_svg`); ``size``: the picture's width in pixels.
    """
    geometry = geometry or _SQUARES
    cells = list(cells)
    if isinstance(rotate, bool) or not isinstance(rotate, int) or rotate % 90:
        raise OptionError(f"rotate must be a number of degrees, a multiple of 90, not {rotate!r}")
    polys: list[Poly] = [geometry.cell_polygon(p) for p in cells]
    if rotate % 360 or flip:
        polys = [turned(poly, rotate // 90, flip) for poly in polys]
    if not polys:
        raise ValueError("a piece has at least one cell")
    min_x, min_y, max_x, max_y = bounds(polys)
    width, height = max_x - min_x, max_y - min_y
    margin = 0.15
    box_w, box_h = (max(frame[0], width), max(frame[1], height)) if frame else (width, height)
    dx = (box_w - width) / 2 - min_x + margin
    dy = (box_h - height) / 2 - min_y + margin
    unit = unit if size is None else size / (box_w + 2 * margin)
    root = svg_root(box_w + 2 * margin, box_h + 2 * margin, unit, title or "", cls=css_class)
    if not title:
        root.set(role=None, **{"aria-label": None, "aria-hidden": "true"})
    body = E("g", cell_fill(fill), stroke="#1d4f86", stroke_width=0.06, stroke_linejoin="round")
    body.add(E("polygon", points=points_text(poly, dx, dy)) for poly in polys)
    outline = outline_path(polys, dict.fromkeys(range(len(polys)), 0), dx, dy)
    root.add(body, E("path", cls="rp-outline", d=outline, fill="none", stroke=OUTLINE,
                     stroke_width=0.08, stroke_linejoin="round"))
    for p in marks:
        if p not in cells:
            raise OptionError(f"no cell {p!r} in the piece", [str(c) for c in cells])
        cx, cy = centre(polys[cells.index(p)])
        root.add(E("circle", cx=cx + dx, cy=cy + dy, r=0.3, fill="none", stroke="#111111", stroke_width=0.12,
                   cls="rp-mark"))
    return recolour(root, colours, PALETTE)


def piece_svg(cells: Iterable[Point], geometry: Geometry | None = None, **options: object) -> SVG:
    """`rules_py.render.board.piece_element` as an `rules_py.render.markup.SVG` string (shows in
    notebooks)."""
    return piece_element(cells, geometry, **options).svg()  # type: ignore[arg-type]  # options are piece_element's own keywords, passed through


display.register(Board, "image/svg+xml", lambda board: str(board_svg(board)))

__all__ = ["PALETTE", "Look", "board_look", "board_svg", "board_legend", "grid_layers", "grid_svg",
           "outline_path", "piece_element", "piece_svg", "svg_root",
           # the drawings' options: cells by name, the view turned, colours replaced
           "cell_index", "turned", "recolour"]
