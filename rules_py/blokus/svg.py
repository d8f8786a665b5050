"""SVG drawings of Blokus pieces (and, later, boards).

Every drawing asks the geometry for each cell's outline
(:meth:`~rules_py.blokus.geometry.Geometry.cell_polygon`), so the same code
draws squares and triangles. Results are :class:`rules_py.svg.SVG` strings:
a notebook shows them as pictures, a page embeds them as they are.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..svg import SVG, esc
from .geometry import Geometry, Point, SquareGrid

# -- pieces -------------------------------------------------------------------

#: Default colour of a piece drawn on its own (a calm blue).
PIECE_FILL = "#3f7fc4"
PIECE_STROKE = "#1d4f86"

_SQUARES = SquareGrid(1, 1)


def _fmt(v: float) -> str:
    """A coordinate without trailing zeros: 2.0 -> '2', 0.8660 -> '0.866'."""
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def piece_svg(
    cells: Iterable[Point],
    geometry: Geometry | None = None,
    *,
    unit: float = 24.0,
    frame: tuple[float, float] | None = None,
    fill: str = PIECE_FILL,
    stroke: str = PIECE_STROKE,
    title: str | None = None,
    css_class: str = "rp-piece",
) -> SVG:
    """Draw a piece's ``cells`` (any orientation, any translation).

    ``unit`` is the size of one drawing unit in pixels (a square cell is one
    unit wide). ``frame`` is an optional ``(width, height)`` in drawing units:
    the piece is centred in it, so pieces of different sizes (or one piece
    as it turns) keep the same picture size. ``title`` becomes the SVG's
    accessible name and tooltip.
    """
    geometry = geometry or _SQUARES
    polygons = [geometry.cell_polygon(p) for p in cells]
    if not polygons:
        raise ValueError("a piece has at least one cell")
    xs = [x for poly in polygons for x, _ in poly]
    ys = [y for poly in polygons for _, y in poly]
    min_x, max_x, min_y, max_y = min(xs), max(xs), min(ys), max(ys)
    width, height = max_x - min_x, max_y - min_y
    margin = 0.15
    if frame is not None:
        box_w, box_h = max(frame[0], width), max(frame[1], height)
    else:
        box_w, box_h = width, height
    # Shift the piece so it sits in the middle of the (framed) box.
    dx = (box_w - width) / 2 - min_x + margin
    dy = (box_h - height) / 2 - min_y + margin
    view_w, view_h = box_w + 2 * margin, box_h + 2 * margin
    shapes = []
    for poly in polygons:
        points = " ".join(f"{_fmt(x + dx)},{_fmt(y + dy)}" for x, y in poly)
        shapes.append(f'<polygon points="{points}"/>')
    label = f"<title>{esc(title)}</title>" if title else ""
    aria = f' role="img" aria-label="{esc(title)}"' if title else ' aria-hidden="true"'
    return SVG(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{esc(css_class)}"{aria} '
        f'width="{_fmt(view_w * unit)}" height="{_fmt(view_h * unit)}" '
        f'viewBox="0 0 {_fmt(view_w)} {_fmt(view_h)}">{label}'
        f'<g fill="{esc(fill)}" stroke="{esc(stroke)}" stroke-width="0.06" stroke-linejoin="round">'
        + "".join(shapes)
        + "</g></svg>"
    )


# -- boards -------------------------------------------------------------------
# (board drawing: positions, overlays, remaining pieces, scores)

#: Okabe-Ito colours (distinguishable with the common colour-vision
#: deficiencies), by colour name; the letter is drawn on request.
COLOUR_FILL = {
    "blue": "#0072b2", "yellow": "#f0e442", "red": "#d55e00", "green": "#009e73",
    "purple": "#a05195", "orange": "#e69f00", "grey": "#999999", "gray": "#999999",
}
EMPTY_FILL = "#f4f4f0"
GRID_STROKE = "#b8b8b0"


def _centre(poly) -> tuple[float, float]:
    return (sum(x for x, _ in poly) / len(poly), sum(y for _, y in poly) / len(poly))


def _split_name(name: str) -> tuple[str, str]:
    i = 0
    while i < len(name) and name[i].isalpha():
        i += 1
    return name[:i], name[i:]


def board_svg(
    board,
    *,
    unit: float = 22.0,
    coordinates: bool = True,
    last_move: bool = True,
    legal_cells: bool = False,
    highlight=None,
    highlight_ok: bool | None = None,
    remaining: bool = True,
    scores: bool = True,
    letters: bool = False,
    title: str | None = None,
    cell_acts: bool = False,
) -> SVG:
    """Draw a :class:`~rules_py.blokus.board.Board`.

    * ``last_move``: mark the cells of the last piece placed (a dot).
    * ``legal_cells``: shade every empty cell some legal move of the colour
      to move could cover.
    * ``highlight``: a move (``Move`` or its text) to outline on top, green
      when ``highlight_ok`` is true, red when false, black when ``None``.
    * ``remaining``, ``scores``: a side panel with each colour's pieces not
      yet placed and its points (standard scoring, or the variant's own).
    * ``letters``: each covered cell shows its colour's initial (for
      readers who cannot tell the colours apart, and for printing).
    * ``cell_acts``: each cell carries ``data-cell="a1"`` and a widget act
      ``data-act='{"cell":"a1"}'`` (clicking it sends that act).
    Everything is drawn from the geometry's cell outlines, so triangle
    boards draw the same way.
    """
    g = board.geometry
    variant = board.variant
    polys = [g.cell_polygon(p) for p in g.cells]
    xs = [x for poly in polys for x, _ in poly]
    ys = [y for poly in polys for _, y in poly]
    min_x, max_x, min_y, max_y = min(xs), max(xs), min(ys), max(ys)
    pad = 1.0 if coordinates else 0.2
    board_w = max_x - min_x
    board_h = max_y - min_y
    ox, oy = pad - min_x, 0.3 - min_y
    owner = [None] * g.size
    for c, m in enumerate(board.cells):
        x = m
        while x:
            low = x & -x
            owner[low.bit_length() - 1] = c
            x ^= low
    last_cells: set[int] = set()
    if last_move and board.history:
        last_cells = set(board.history[-1][1].cells)
    legal_mask = 0
    if legal_cells and board.to_move is not None:
        for mv in board.legal_moves:
            legal_mask |= mv.mask
    start_cells: set[int] = set()
    for c in range(board.ncolours):
        if board.placed[c] == 0 and variant.contact != "blitz":
            for i in board.tables.starts[c] or ():
                if owner[i] is None:
                    start_cells.add(i)

    def pts(poly) -> str:
        return " ".join(f"{_fmt(x + ox)},{_fmt(y + oy)}" for x, y in poly)

    parts: list[str] = []
    parts.append(f'<g class="rp-cells" stroke="{GRID_STROKE}" stroke-width="0.04">')
    for i, poly in enumerate(polys):
        c = owner[i]
        if c is None:
            fill = "#cde5c0" if legal_mask >> i & 1 else EMPTY_FILL
        else:
            fill = COLOUR_FILL.get(variant.colours[c], "#777777")
        attrs = (f' data-cell="{g.name(i)}" data-act=\'{{"cell":"{g.name(i)}"}}\'' if cell_acts else "")
        name = g.name(i)
        who = "" if c is None else f" {variant.colours[c]}"
        parts.append(f'<polygon points="{pts(poly)}" fill="{fill}"{attrs}><title>{name}{who}</title></polygon>')
    parts.append("</g>")
    # Starting cells still free: a ring.
    for i in sorted(start_cells):
        cx, cy = _centre(polys[i])
        parts.append(f'<circle cx="{_fmt(cx + ox)}" cy="{_fmt(cy + oy)}" r="0.28" fill="none" '
                     f'stroke="#555" stroke-width="0.08"/>')
    if letters:
        for i, c in enumerate(owner):
            if c is not None:
                cx, cy = _centre(polys[i])
                ink = "#000" if variant.colours[c] in ("yellow", "orange") else "#fff"
                parts.append(f'<text x="{_fmt(cx + ox)}" y="{_fmt(cy + oy + 0.17)}" font-size="0.45" '
                             f'text-anchor="middle" fill="{ink}">{esc(variant.colours[c][0].upper())}</text>')
    for i in sorted(last_cells):
        cx, cy = _centre(polys[i])
        parts.append(f'<circle class="rp-last" cx="{_fmt(cx + ox)}" cy="{_fmt(cy + oy)}" r="0.14" '
                     f'fill="#fff" stroke="#000" stroke-width="0.05"/>')
    if highlight is not None:
        mv = board.parse_move(highlight) if isinstance(highlight, str) else highlight
        colour = "#000" if highlight_ok is None else ("#1a7f37" if highlight_ok else "#c62828")
        parts.append(f'<g class="rp-highlight" fill="{colour}" fill-opacity="0.35" stroke="{colour}" '
                     f'stroke-width="0.12">')
        for i in mv.cells:
            parts.append(f'<polygon points="{pts(polys[i])}"/>')
        parts.append("</g>")
    if coordinates:
        cols: dict[str, list[float]] = {}
        rows: dict[str, list[float]] = {}
        row_left: dict[str, float] = {}  # each row's own left end (hexagons)
        for i, poly in enumerate(polys):
            col, row = _split_name(g.name(i))
            cx, cy = _centre(poly)
            cols.setdefault(col, []).append(cx)
            rows.setdefault(row, []).append(cy)
            row_left[row] = min(row_left.get(row, min_x + board_w), min(x for x, _ in poly))
        centres = sorted(sum(v) / len(v) for v in cols.values())
        step = min((b - a for a, b in zip(centres, centres[1:])), default=1.0)
        size = min(0.5, 0.55 * step) if step > 0 else 0.5
        parts.append(f'<g class="rp-coords" font-size="{_fmt(size)}" fill="#555" text-anchor="middle">')
        for col, cxs in cols.items():
            x = sum(cxs) / len(cxs)
            parts.append(f'<text x="{_fmt(x + ox)}" y="{_fmt(max_y + oy + 0.6)}">{esc(col)}</text>')
        for row, cys in rows.items():
            y = sum(cys) / len(cys)
            parts.append(f'<text x="{_fmt(row_left[row] + ox - 0.5)}" y="{_fmt(y + oy + 0.17)}">{esc(row)}</text>')
        parts.append("</g>")
    width = board_w + pad + 0.3
    height = board_h + 0.3 + (1.0 if coordinates else 0.3)
    if remaining or scores:
        panel, panel_h = _side_panel(board, remaining, scores, x0=width + 0.3)
        parts.append(panel)
        width += 0.3 + 9.5
        height = max(height, panel_h)
    label = title or f"{variant.title}: " + ("game over" if board.to_move is None
                                              else f"{variant.colours[board.to_move]} to move")
    return SVG(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rp-board" role="img" aria-label="{esc(label)}" '
        f'width="{_fmt(width * unit)}" height="{_fmt(height * unit)}" viewBox="0 0 {_fmt(width)} {_fmt(height)}" '
        f'font-family="sans-serif"><title>{esc(label)}</title>' + "".join(parts) + "</svg>"
    )


def _side_panel(board, remaining: bool, scores: bool, x0: float) -> tuple[str, float]:
    """Each colour: its name and points, then its pieces not yet placed."""
    from .scoring import colour_points

    variant = board.variant
    parts = ['<g class="rp-panel">']
    y = 0.8
    small = 0.32  # one piece cell in panel units
    for c, name in enumerate(variant.colours):
        fill = COLOUR_FILL.get(name, "#777777")
        mark = " \u25c0" if board.to_move == c else ""
        text = name
        if scores:
            pts_ = colour_points(board, c)
            text += f": {pts_:+d}" if pts_ else ": 0"
            if c in variant.unscored:
                text += " (not scored)"
        parts.append(f'<rect x="{_fmt(x0)}" y="{_fmt(y - 0.45)}" width="0.5" height="0.5" fill="{fill}" '
                     f'stroke="#333" stroke-width="0.03"/>')
        parts.append(f'<text x="{_fmt(x0 + 0.7)}" y="{_fmt(y)}" font-size="0.5" fill="#222">'
                     f'{esc(text + mark)}</text>')
        y += 0.35
        if remaining:
            x = x0
            row_h = 0.0
            for piece_name in board.remaining(c):
                piece = variant.pieces.piece(piece_name)
                pg = piece.geometry
                ppolys = [pg.cell_polygon(p) for p in piece.cells]
                pxs = [px for poly in ppolys for px, _ in poly]
                pys = [py for poly in ppolys for _, py in poly]
                w = (max(pxs) - min(pxs)) * small
                h = (max(pys) - min(pys)) * small
                if x + w > x0 + 9.3 and x > x0:
                    x = x0
                    y += row_h + 0.2
                    row_h = 0.0
                dx, dy = x - min(pxs) * small, y - min(pys) * small
                parts.append(f'<g fill="{fill}" stroke="#333" stroke-width="0.02"><title>{esc(piece_name)}</title>')
                for poly in ppolys:
                    p = " ".join(f"{_fmt(px * small + dx)},{_fmt(py * small + dy)}" for px, py in poly)
                    parts.append(f'<polygon points="{p}"/>')
                parts.append("</g>")
                x += w + 0.25
                row_h = max(row_h, h)
            y += row_h
        y += 0.9
    parts.append("</g>")
    return "".join(parts), y


def board_html_legend(board) -> str:
    """A short text legend (colour, points, pieces left) for screen readers."""
    from .scoring import colour_points

    rows = []
    for c, name in enumerate(board.variant.colours):
        rows.append(f"<li>{esc(name)}: {colour_points(board, c):+d}, "
                    f"{len(board.remaining(c))} pieces left</li>")
    return "<ul class=\"rp-legend\">" + "".join(rows) + "</ul>"
