"""The Blokus Trigon pages' widgets.

* ``trigon-board`` -- the hexagon with its coordinates and the six starting
  triangles; click a triangle to see the triangles that share an edge with
  it (a piece of the same colour may never go there) and those that touch
  it at a corner only (where the next piece of that colour may attach).
  State ``{"variant": "trigon", "cell": "r15"}``; act ``{"cell": "q15"}``.
* ``trigon-pieces`` -- the 22 pieces with Pentobi's names, each drawn in
  its first orientation, with its number of distinct orientations.
  State ``{}``.

Drawings use the geometry's own triangle outlines
(:meth:`~rules_py.blokus.geometry.TriangleGrid.cell_polygon`).
"""

from __future__ import annotations

import html
import json
from typing import Any

from ..blokus.geometry import TriangleGrid
from ..blokus.pieces import TRIGON
from ..blokus.variants import get as get_variant
from ..errors import RulesError
from ..svg import SVG
from ..web import widget, widget_html

BOARDS = ("trigon", "trigon_3")
FILL = {"plain": "#f4f1e8", "start": "#ffd966", "cell": "#3f7fc4", "edge": "#e06666", "corner": "#6aa84f"}


def _fmt(v: float) -> str:
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _points(poly: tuple[tuple[float, float], ...], dx: float, dy: float, unit: float) -> str:
    return " ".join(f"{_fmt((x + dx) * unit)},{_fmt((y + dy) * unit)}" for x, y in poly)


def hexagon_svg(
    g: TriangleGrid,
    fills: dict[int, str] | None = None,
    *,
    unit: float = 28.0,
    acts: bool = False,
    title: str = "",
) -> SVG:
    """The whole board, triangles filled from ``fills`` (cell index -> colour),
    column letters above and below, row numbers at both ends of each row."""
    fills = fills or {}
    width, height = g.drawing_size()
    margin = 0.9
    w, h = (width + 2 * margin) * unit, (height + 2 * margin) * unit
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rp-trigon-board" role="img" '
        f'aria-label="{html.escape(title or "Trigon board")}" width="{_fmt(w)}" height="{_fmt(h)}" '
        f'viewBox="0 0 {_fmt(w)} {_fmt(h)}">'
    ]
    if title:
        parts.append(f"<title>{html.escape(title)}</title>")
    parts.append(f'<g stroke="#7f7f7f" stroke-width="{_fmt(unit * 0.03)}" stroke-linejoin="round">')
    for i, p in enumerate(g.cells):
        name = g.name(i)
        fill = fills.get(i, FILL["plain"])
        act = f" data-act='{html.escape(json.dumps({'cell': name}), quote=True)}'" if acts else ""
        parts.append(f'<polygon points="{_points(g.cell_polygon(p), margin, margin, unit)}" '
                     f'fill="{fill}"{act}><title>{name}</title></polygon>')
    parts.append("</g>")
    # Coordinates: a column letter over its triangle's middle, top and bottom
    # (only where the column has a triangle in that row), row numbers at the ends.
    font = _fmt(unit * 0.36)
    parts.append(f'<g font-family="sans-serif" font-size="{font}" fill="#555" text-anchor="middle">')
    rows: dict[int, list[int]] = {}
    for x, y in g.cells:
        rows.setdefault(y, []).append(x)
    cols_top = {x for x in range(g.width) if any((x, y) in g.index for y in range(g.height // 2))}
    for x in sorted(cols_top):
        if x % 2 == 0:  # every other column keeps the labels readable
            top_y = min(y for y in range(g.height) if (x, y) in g.index)
            bottom_y = max(y for y in range(g.height) if (x, y) in g.index)
            cx = (x + 1) / 2 + margin
            label = g.cell_name((x, 0)).rstrip("0123456789")
            parts.append(f'<text x="{_fmt(cx * unit)}" y="{_fmt((top_y * 0.866 + margin - 0.15) * unit)}">'
                         f"{label}</text>")
            parts.append(f'<text x="{_fmt(cx * unit)}" y="{_fmt(((bottom_y + 1) * 0.866 + margin + 0.45) * unit)}">'
                         f"{label}</text>")
    for y, xs in rows.items():
        number = g.height - y
        cy = ((y + 0.5) * 0.866 + margin + 0.12) * unit
        left = (min(xs) / 2 + margin - 0.35) * unit
        right = ((max(xs) + 2) / 2 + margin + 0.35) * unit
        parts.append(f'<text x="{_fmt(left)}" y="{_fmt(cy)}">{number}</text>')
        parts.append(f'<text x="{_fmt(right)}" y="{_fmt(cy)}">{number}</text>')
    parts.append("</g></svg>")
    return SVG("".join(parts))


def _legend(colour: str, text: str) -> str:
    return (f'<span class="rp-legend"><svg width="14" height="12" aria-hidden="true">'
            f'<polygon points="0,12 7,0 14,12" fill="{colour}" stroke="#7f7f7f"/></svg> {html.escape(text)}</span>')


@widget("trigon-board")
def trigon_board_widget(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    name = str(state.get("variant", "trigon"))
    if name not in BOARDS:
        raise RulesError(f"unknown Trigon board {name!r}")
    v = get_variant(name)
    g = v.geometry
    assert isinstance(g, TriangleGrid)
    cell = str((act or {}).get("cell", state.get("cell", ""))).strip().lower()
    if cell and not g.has_cell(cell):
        raise RulesError(f"no triangle {cell!r} on this board")
    starts = [g.parse(s) for s in v.starts[0] or ()]
    fills = {i: FILL["start"] for i in starts}
    if cell:
        i = g.parse(cell)
        for j in g.corner_neighbours[i]:
            fills[j] = FILL["corner"]
        for j in g.edge_neighbours[i]:
            fills[j] = FILL["edge"]
        fills[i] = FILL["cell"]
        up = "points up" if g.is_up(g.point(i)) else "points down"
        edges = ", ".join(sorted(g.name(j) for j in g.edge_neighbours[i]))
        corners = ", ".join(sorted(g.name(j) for j in g.corner_neighbours[i]))
        info = (f"<p><strong>{html.escape(cell)}</strong> {up}. It shares an edge with {edges} "
                f"({len(g.edge_neighbours[i])}) and touches {corners} at a corner only "
                f"({len(g.corner_neighbours[i])}).</p>")
    else:
        info = "<p>Click a triangle to see its neighbours.</p>"
    svg = hexagon_svg(g, fills, unit=22, acts=True,
                      title=f"{v.title}: {g.size} triangles, starting triangles {', '.join(v.starts[0] or ())}")
    legend = ('<p class="rp-legend-row">' + _legend(FILL["start"], "starting triangle") + " "
              + _legend(FILL["cell"], "chosen") + " " + _legend(FILL["edge"], "shares an edge") + " "
              + _legend(FILL["corner"], "touches at a corner") + "</p>")
    new_state: dict[str, Any] = {"variant": name}
    if cell:
        new_state["cell"] = cell
    return widget_html("trigon-board", new_state, f'<div class="rp-board-pic">{svg}</div>{legend}{info}',
                       cls="rp-trigon")


def piece_picture(cells: tuple[tuple[int, int], ...], unit: float = 16.0, title: str = "") -> SVG:
    """One piece drawn from its cells in shape space (equilateral triangles)."""
    g = TRIGON.pieces[0].geometry
    polys = [g.cell_polygon(p) for p in cells]
    xs = [x for poly in polys for x, _ in poly]
    ys = [y for poly in polys for _, y in poly]
    m = 0.15
    dx, dy = m - min(xs), m - min(ys)
    w, h = (max(xs) - min(xs) + 2 * m) * unit, (max(ys) - min(ys) + 2 * m) * unit
    shapes = "".join(f'<polygon points="{_points(poly, dx, dy, unit)}"/>' for poly in polys)
    label = f"<title>{html.escape(title)}</title>" if title else ""
    return SVG(f'<svg xmlns="http://www.w3.org/2000/svg" class="rp-piece" role="img" '
               f'aria-label="{html.escape(title)}" width="{_fmt(w)}" height="{_fmt(h)}" '
               f'viewBox="0 0 {_fmt(w)} {_fmt(h)}">{label}<g fill="{FILL["cell"]}" stroke="#1d4f86" '
               f'stroke-width="{_fmt(unit * 0.05)}" stroke-linejoin="round">{shapes}</g></svg>')


@widget("trigon-pieces")
def trigon_pieces_widget(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    cards = []
    for piece in TRIGON.pieces:
        n = len(piece.orientations)
        pic = piece_picture(piece.orientations[0], title=f"Piece {piece.name}, {piece.size} triangles")
        cards.append(
            f'<figure class="rp-trigon-piece">{pic}<figcaption><strong>{html.escape(piece.name)}</strong> '
            f'{piece.size} &#9651; &middot; {n} orientation{"s" if n != 1 else ""}</figcaption></figure>')
    inner = (f'<div class="rp-piece-grid">{"".join(cards)}</div>'
             f'<p class="rp-piece-total">{len(TRIGON)} pieces, {TRIGON.total_cells} triangles, '
             f'<strong>{TRIGON.total_orientations}</strong> distinct orientations in all.</p>')
    return widget_html("trigon-pieces", {}, inner, cls="rp-pieces")
