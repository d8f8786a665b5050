"""SVG of Trigon boards through the shared renderer: triangles, coordinates,
starting triangles, remaining pieces, notebook display."""

from __future__ import annotations

import math
import re
import xml.dom.minidom

from rules_py.blokus.board import Board
from rules_py.display import Drawable, drawers
from rules_py.render.board import board_svg, piece_svg
from rules_py.blokus.pieces import TRIGON


def _cell_polygons(svg: str) -> list[list[tuple[float, float]]]:
    cells = re.search(r'<g class="rp-cells"[^>]*>(.*?)</g>', svg, re.S).group(1)
    out = []
    for pts in re.findall(r'<polygon points="([^"]+)"', cells):
        out.append([tuple(float(v) for v in p.split(",")) for p in pts.split()])
    return out


def test_empty_board_draws_486_equilateral_triangles_and_six_starts() -> None:
    board = Board("trigon")
    svg = str(board_svg(board))
    xml.dom.minidom.parseString(svg)
    polys = _cell_polygons(svg)
    assert len(polys) == 486 and all(len(p) == 3 for p in polys)
    for poly in polys[:40]:
        sides = [math.dist(poly[i], poly[(i + 1) % 3]) for i in range(3)]
        assert max(sides) - min(sides) < 0.01  # coordinates are rounded to 3 places
    assert svg.count("<circle") == 6  # the free starting triangles
    for label in (">a<", ">ai<", ">r<", ">1<", ">18<"):
        assert label in svg
    # A notebook draws the board through whatever renderer registered itself.
    import rules_py.render  # noqa: F401  (registers the drawers)
    assert isinstance(board, Drawable)
    drawn = drawers(board).get("image/svg+xml")
    assert drawn is not None and drawn(board) == svg


def test_three_player_board_and_remaining_pieces() -> None:
    board = Board("trigon_3")
    board.play("p14")  # blue's one-triangle piece on a starting triangle
    svg = str(board_svg(board))
    xml.dom.minidom.parseString(svg)
    assert len(_cell_polygons(svg)) == 384
    assert svg.count("<circle") == 5 + 1  # five free starts, one last-move dot
    panel = svg[svg.index('class="rp-panel"'):]
    titles = re.findall(r"<title>([^<]+)</title>", panel)
    assert titles.count("I6") == 3 and titles.count("1") == 2  # blue has placed its 1
    assert "p14 blue" in svg


def test_highlight_and_legal_cells() -> None:
    board = Board("trigon")
    svg = str(board_svg(board, legal_cells=True, highlight="p15,q15,r15", highlight_ok=True))
    assert 'class="rp-highlight"' in svg and "#cde5c0" in svg


def test_pieces_draw_as_triangles() -> None:
    for piece in TRIGON.pieces:
        svg = str(piece_svg(piece.cells, piece.geometry, title=piece.name))
        assert svg.count("<polygon") == piece.size


def _column_labels(svg: str) -> list[tuple[str, float, float]]:
    """(text, x, y) of each column letter in the coordinates layer."""
    layer = re.search(r'<g class="rp-coords"[^>]*>(.*?)</g>', svg, re.S).group(1)
    found = re.findall(r'<text x="([-\d.]+)" y="([-\d.]+)">([a-z]+)</text>', layer)
    return [(t, float(x), float(y)) for x, y, t in found]


def test_column_letters_do_not_run_into_each_other() -> None:
    # Seen on the Trigon page at 390 px: "z aa ab .. ai" printed over one
    # another. Labels sharing a line must be at least their own width apart,
    # at the phone's label size (0.8 units, docs/assets/companion.css) taking
    # a letter as 0.6 em wide, a generous estimate for the theme's fonts.
    svg = str(board_svg(Board("trigon")))
    labels = _column_labels(svg)
    assert len(labels) == 35 and {t for t, _, _ in labels} >= {"a", "z", "aa", "ai"}
    lines: dict[float, list[tuple[float, str]]] = {}
    for text, x, y in labels:
        lines.setdefault(y, []).append((x, text))
    assert len(lines) == 2  # staggered
    for row in lines.values():
        row.sort()
        for (x1, t1), (x2, t2) in zip(row, row[1:]):
            assert x2 - x1 >= 0.6 * 0.8 * (len(t1) + len(t2)) / 2, (t1, t2)
    # The second line fits inside the drawing.
    height = float(re.search(r'viewBox="[-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+)"', svg).group(1))
    assert max(y for _, _, y in labels) + 0.3 <= height


def test_square_board_keeps_one_line_of_column_letters() -> None:
    labels = _column_labels(str(board_svg(Board("classic"))))
    assert len(labels) == 20 and len({y for _, _, y in labels}) == 1
