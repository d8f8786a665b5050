"""The triangle grid: layout, names, neighbours, symmetries, placements."""

from __future__ import annotations

import itertools
import math

import pytest

from rules_py.blokus.geometry import TRIANGLE_TRANSFORMS, TriangleGrid, trigon_board
from rules_py.blokus.pieces import TRIGON

from ._trigon_data import load_pieces_json

PIECES_JSON = load_pieces_json()
BOARDS = {"trigon": trigon_board(9), "trigon_3": trigon_board(8)}


def _vertices(g: TriangleGrid, i: int) -> set[tuple[float, float]]:
    return {(round(x, 6), round(y, 6)) for x, y in g.cell_polygon(g.point(i))}


@pytest.mark.parametrize("variant", ["trigon", "trigon_3"])
def test_board_matches_pentobi(variant: str) -> None:
    g, ref = BOARDS[variant], PIECES_JSON[variant]
    assert (g.width, g.height, g.size) == (ref["width"], ref["height"], ref["onboard_points"])
    for names in ref["starting_points"].values():
        for name in names:
            assert g.has_cell(name)


def test_layout_and_parity() -> None:
    g9, g8 = BOARDS["trigon"], BOARDS["trigon_3"]
    # Top row of the edge-9 board: columns i..aa (19 triangles), first points up.
    top = [g9.name(i) for i in range(g9.size) if g9.point(i)[1] == 0]
    assert (top[0], top[-1], len(top)) == ("i18", "aa18", 19)
    assert g9.is_up(g9.point(g9.parse("i18"))) and not g9.is_up(g9.point(g9.parse("j18")))
    # Up when x + r is even on edge 9, odd on edge 8 (row 0 at the top).
    assert all(g9.is_up((x, y)) == ((x + y) % 2 == 0) for x, y in g9.cells)
    assert all(g8.is_up((x, y)) == ((x + y) % 2 == 1) for x, y in g8.cells)
    middle = [g9.name(i) for i in range(g9.size) if g9.point(i)[1] == 8]
    assert (middle[0], middle[-1], len(middle)) == ("a10", "ai10", 35)
    assert not g9.has_cell("a1") and g9.has_cell("i1") and not g9.has_cell("h1")


@pytest.mark.parametrize("variant", ["trigon", "trigon_3"])
def test_names_round_trip(variant: str) -> None:
    g = BOARDS[variant]
    assert [g.parse(g.name(i)) for i in range(g.size)] == list(range(g.size))


@pytest.mark.parametrize("variant", ["trigon", "trigon_3"])
def test_neighbours_agree_with_drawn_triangles(variant: str) -> None:
    """Edge neighbours share two corners of the drawing, corner neighbours one."""
    g = BOARDS[variant]
    verts = [_vertices(g, i) for i in range(g.size)]
    by_vertex: dict[tuple[float, float], set[int]] = {}
    for i, vs in enumerate(verts):
        for v in vs:
            by_vertex.setdefault(v, set()).add(i)
    for i in range(g.size):
        touching = set().union(*(by_vertex[v] for v in verts[i])) - {i}
        edge = {j for j in touching if len(verts[i] & verts[j]) == 2}
        assert set(g.edge_neighbours[i]) == edge
        assert set(g.corner_neighbours[i]) == touching - edge
        assert len(g.edge_neighbours[i]) == len(edge)
    interior = [i for i in range(g.size) if len(g.edge_neighbours[i]) + len(g.corner_neighbours[i]) == 12]
    assert all(len(g.edge_neighbours[i]) == 3 for i in interior)
    assert len(interior) > g.size // 2


def test_known_neighbours_of_one_up_and_one_down_triangle() -> None:
    g = BOARDS["trigon"]
    def names(cells: tuple[int, ...]) -> set[str]:
        return {g.name(c) for c in cells}
    r15 = g.parse("r15")  # x=17, row 3 from the top: up
    assert g.is_up(g.point(r15))
    assert names(g.edge_neighbours[r15]) == {"q15", "s15", "r14"}
    assert names(g.corner_neighbours[r15]) == {
        "p15", "t15", "q16", "r16", "s16", "p14", "q14", "s14", "t14"}
    s15 = g.parse("s15")
    assert not g.is_up(g.point(s15))
    assert names(g.edge_neighbours[s15]) == {"r15", "t15", "s16"}
    assert names(g.corner_neighbours[s15]) == {
        "q15", "u15", "r14", "s14", "t14", "q16", "r16", "t16", "u16"}


def test_triangles_are_equilateral() -> None:
    g = BOARDS["trigon"]
    for i in (0, 1, g.size // 2, g.size - 1):
        pts = g.cell_polygon(g.point(i))
        for a, b in itertools.combinations(pts, 2):
            assert math.dist(a, b) == pytest.approx(1.0)
    w, h = g.drawing_size()
    assert w == pytest.approx(18) and h == pytest.approx(18 * math.sqrt(3) / 2)


def _shape_adjacent(p: tuple[int, int], q: tuple[int, int]) -> bool:
    return q in TriangleGrid(1, 1).edge_points(p)


def test_twelve_symmetries_form_a_group_and_keep_adjacency() -> None:
    grid = TriangleGrid(1, 1)
    sample = [(x, y) for x in range(-3, 4) for y in range(-3, 4)]
    images = [tuple(t(p) for p in sample) for t in TRIANGLE_TRANSFORMS]
    assert len(set(images)) == 12 and images[0] == tuple(sample)
    for t in TRIANGLE_TRANSFORMS:
        for p in sample:
            for q in grid.edge_points(p):
                assert _shape_adjacent(t(p), t(q))
            for q in grid.corner_points(p):
                assert t(q) in grid.corner_points(t(p))
    # Closed under composition (up to translation of the lattice).
    as_shapes = {grid.normalize(img) for img in images}
    for s, t in itertools.product(TRIANGLE_TRANSFORMS, repeat=2):
        assert grid.normalize(s(t(p)) for p in sample) in as_shapes


def test_normalize_keeps_direction() -> None:
    grid = TriangleGrid(1, 1)
    for piece in TRIGON.pieces:
        for t in TRIANGLE_TRANSFORMS:
            moved = [t(p) for p in piece.cells]
            norm = grid.normalize((x + 5, y - 3) for x, y in moved)
            assert min(y for _, y in norm) == 0 and min(x for x, _ in norm) in (0, 1)
            # same multiset of directions as the un-normalised image
            assert sorted(grid.is_up(p) for p in norm) == sorted(grid.is_up(p) for p in moved)
            assert grid.normalize(moved) == grid.normalize(norm)


@pytest.mark.parametrize("variant", ["trigon", "trigon_3"])
def test_every_placement_count_matches_pentobi(variant: str) -> None:
    g = BOARDS[variant]
    total = 0
    for piece in TRIGON.pieces:
        for o in piece.orientations:
            for placed in g.translations(o):
                assert all(q in g.index for q in placed)
                # translation keeps each triangle's direction
                assert [g.is_up(q) for q in placed] == [(x + y) % 2 == 0 for x, y in o]
                total += 1
    assert total == PIECES_JSON[variant]["onboard_moves_all_pieces"]


def _brute_translations(g: TriangleGrid, shape: tuple[tuple[int, int], ...]) -> set[tuple[tuple[int, int], ...]]:
    out = set()
    for dy in range(-2, g.height + 2):
        for dx in range(-3, g.width + 3):
            if (dx + dy - g.up_parity) % 2 == 0:
                placed = tuple((x + dx, y + dy) for x, y in shape)
                if all(q in g.index for q in placed):
                    out.add(placed)
    return out


def test_translations_equal_a_brute_force_search_on_odd_boards() -> None:
    boards = [
        TriangleGrid(9, 6, [(x, y) for x in range(9) for y in range(6) if (x, y) != (4, 3)]),
        TriangleGrid(9, 6, up_parity=1),
        TriangleGrid(12, 5, [(x, y) for x in range(12) for y in range(5) if x % 5 != 2]),
        BOARDS["trigon_3"],
    ]
    for g in boards:
        for piece in TRIGON.pieces:
            for o in piece.orientations:
                assert set(g.translations(o)) == _brute_translations(g, o)
