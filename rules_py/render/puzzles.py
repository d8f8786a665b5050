"""Drawing the solo puzzles: an attempt or a solution as one SVG.

The puzzle rules (:mod:`rules_py.blokus.puzzles`) know nothing of this
module; it reads their data (:class:`~rules_py.blokus.puzzles.Puzzle`,
:class:`~rules_py.blokus.puzzles.Placement`, the problems of a
:class:`~rules_py.blokus.puzzles.CheckReport`) and draws it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..blokus.geometry import SquareGrid, column_name
from ..blokus.puzzles.definitions import Placement, Puzzle, get_puzzle
from ..reasons import Reason
from ..svg import SVG, esc

#: Okabe-Ito hues: distinguishable with the common colour-vision deficiencies.
FILL: dict[str | None, str] = {
    "blue": "#0072B2", "yellow": "#F0E442", "red": "#D55E00", "green": "#009E73", None: "#9a9a9a",
}


def render_svg(puzzle: Puzzle | str, placements: Sequence[Placement] = (), *,
               problems: Sequence[Reason] = (), cell: int = 20, labels: bool = True) -> SVG:
    """Draw an attempt or solution: coloured pieces with their outlines.

    Problem cells (from :func:`~rules_py.blokus.puzzles.check`) get a dark
    ring. Besides its hue each colour has a mark (blue none, yellow dot, red
    diagonal, green cross-bar) so the four stay apart in grey scale too.
    Cells covered twice are black; cells off the board are not drawn.
    """
    puzzle = get_puzzle(puzzle)
    grid = puzzle.grid
    pad = 14 if labels else 2
    w, h = grid.width * cell + pad + 2, grid.height * cell + pad + 2
    owner = _owners(grid, placements)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -2 {w} {h + 2}" width="{w}" height="{h + 2}" '
           f'class="rp-puzzle" role="img" aria-label="{esc(puzzle.title_en)}">',
           f'<rect x="{pad}" y="0" width="{grid.width * cell}" height="{grid.height * cell}" fill="#f4f4f0"/>']
    out.extend(_cells(grid, placements, owner, pad, cell))
    out.append(_outlines(grid, owner, pad, cell))
    out.append(f'<rect x="{pad}" y="0" width="{grid.width * cell}" height="{grid.height * cell}" fill="none" '
               f'stroke="#222" stroke-width="1"/>')
    out.extend(_problem_rings(grid, problems, pad, cell))
    if labels:
        out.extend(_coordinates(grid, pad, cell))
    out.append("</svg>")
    return SVG("".join(out))


def _owners(grid: SquareGrid, placements: Sequence[Placement]) -> dict[int, int]:
    """Cell -> index of the piece on it, or -1 where pieces overlap."""
    owner: dict[int, int] = {}
    for i, p in enumerate(placements):
        for n in p.cells:
            if grid.has_cell(n):
                c = grid.parse(n)
                owner[c] = -1 if c in owner else i
    return owner


def _cells(grid: SquareGrid, placements: Sequence[Placement], owner: dict[int, int],
           pad: int, cell: int) -> list[str]:
    """Every cell: an empty grid square, or its piece's fill and colour mark."""
    out = []
    for c in range(grid.size):
        poly = " ".join(f"{pad + x * cell:g},{y * cell:g}" for x, y in grid.cell_polygon(grid.point(c)))
        i = owner.get(c)
        if i is None:
            out.append(f'<polygon points="{poly}" fill="none" stroke="#d0d0c8" stroke-width="0.5"/>')
            continue
        colour = placements[i].colour if i >= 0 else None
        fill = FILL.get(colour, FILL[None]) if i >= 0 else "#000"
        out.append(f'<polygon points="{poly}" fill="{fill}"/>')
        x, y = grid.point(c)
        out.extend(_colour_mark(colour, pad + (x + 0.5) * cell, (y + 0.5) * cell, cell))
    return out


def _colour_mark(colour: str | None, cx: float, cy: float, cell: int) -> list[str]:
    """The grey-scale mark of a colour at a cell's centre (none for blue)."""
    if colour == "yellow":
        return [f'<circle cx="{cx:g}" cy="{cy:g}" r="{cell * 0.12:g}" fill="#5a5200"/>']
    if colour == "red":
        return [f'<path d="M{cx - cell * .2:g},{cy + cell * .2:g}L{cx + cell * .2:g},{cy - cell * .2:g}" '
                f'stroke="#5a1f00" stroke-width="1.2"/>']
    if colour == "green":
        return [f'<path d="M{cx - cell * .2:g},{cy:g}H{cx + cell * .2:g}" stroke="#00392a" '
                f'stroke-width="1.2"/>']
    return []


def _outlines(grid: SquareGrid, owner: dict[int, int], pad: int, cell: int) -> str:
    """Piece outlines: every edge of a covered cell whose neighbour has another owner."""

    def pt(x: float, y: float) -> str:
        return f"{pad + x * cell:g},{y * cell:g}"

    segs = []
    for c, me in owner.items():
        x, y = grid.point(c)
        for (dx, dy), ((x1, y1), (x2, y2)) in (
                ((1, 0), ((x + 1, y), (x + 1, y + 1))), ((0, 1), ((x, y + 1), (x + 1, y + 1))),
                ((-1, 0), ((x, y), (x, y + 1))), ((0, -1), ((x, y), (x + 1, y)))):
            q = (x + dx, y + dy)
            if q not in grid.index or owner.get(grid.index[q]) != me:
                segs.append(f"M{pt(x1, y1)}L{pt(x2, y2)}")
    return f'<path d="{"".join(segs)}" stroke="#222" stroke-width="1.6" fill="none" stroke-linecap="square"/>'


def _problem_rings(grid: SquareGrid, problems: Sequence[Reason], pad: int, cell: int) -> list[str]:
    """A dark ring, titled with the cell's name, on every cell a problem names."""
    marked = {n for r in problems for n in r.details.get("cells", ()) if grid.has_cell(n)}
    out = []
    for n in sorted(marked):
        x, y = grid.point(grid.parse(n))
        out.append(f'<circle cx="{pad + (x + .5) * cell:g}" cy="{(y + .5) * cell:g}" r="{cell * .36:g}" '
                   f'fill="none" stroke="#000" stroke-width="2.5"><title>{esc(n)}</title></circle>')
    return out


def _coordinates(grid: SquareGrid, pad: int, cell: int) -> list[str]:
    """Column letters below the board and row numbers on its left."""
    fs = min(10, cell * 0.55)
    out = []
    for x in range(grid.width):
        out.append(f'<text x="{pad + (x + .5) * cell:g}" y="{grid.height * cell + pad - 3:g}" '
                   f'font-size="{fs:g}" text-anchor="middle" fill="#555">{column_name(x)}</text>')
    for y in range(grid.height):
        out.append(f'<text x="{pad - 2:g}" y="{(y + .5) * cell + fs / 3:g}" font-size="{fs:g}" '
                   f'text-anchor="end" fill="#555">{grid.height - y}</text>')
    return out


__all__ = ["FILL", "render_svg"]
