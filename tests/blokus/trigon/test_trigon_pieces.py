"""The 22 Trigon pieces: enumeration, names and orientations (Pentobi's data)."""

from __future__ import annotations

from rules_py.blokus.geometry import TriangleGrid
from rules_py.blokus.pieces import TRIGON, TRIANGLE_SHAPES, canonical_form, free_polyiamonds

from ._trigon_data import load_pieces_json

PIECES_JSON = load_pieces_json()


def _connected(cells: tuple[tuple[int, int], ...]) -> bool:
    grid = TriangleGrid(1, 1)
    seen, todo = {cells[0]}, [cells[0]]
    while todo:
        p = todo.pop()
        for q in grid.edge_points(p):
            if q in cells and q not in seen:
                seen.add(q)
                todo.append(q)
    return len(seen) == len(cells)


def test_polyiamond_counts() -> None:
    assert [len(free_polyiamonds(n)) for n in range(1, 7)] == [1, 1, 1, 3, 4, 12]


def test_trigon_set_is_every_polyiamond_once() -> None:
    forms = [canonical_form(p) for p in TRIGON.pieces]
    assert len(set(forms)) == 22
    assert set(forms) == set().union(*(free_polyiamonds(n) for n in range(1, 7)))
    assert all(_connected(p.cells) for p in TRIGON.pieces)


def test_names_sizes_orientations_match_pentobi() -> None:
    for variant in ("trigon", "trigon_2", "trigon_3"):
        ref = PIECES_JSON[variant]
        expected = {p["name"]: (p["points"], p["uniq_transforms"], p["instances"]) for p in ref["pieces"]}
        ours = {p.name: (p.size, len(p.orientations), TRIGON.copies(p.name)) for p in TRIGON.pieces}
        assert ours == expected
        assert TRIGON.total_orientations == ref["total_uniq_transforms"] == 155
        assert TRIGON.total_cells == ref["score_points_per_color"] == 110
        assert len(TRIGON) == ref["pieces_per_color"] == 22


def test_names_are_pentobis() -> None:
    assert set(TRIANGLE_SHAPES) == {
        "I6", "L6", "V", "S", "P6", "F", "W", "A6", "G", "Y", "X", "O",
        "I5", "L5", "C5", "P5", "I4", "C4", "A4", "I3", "2", "1"}


def test_some_shapes_by_their_look() -> None:
    grid = TriangleGrid(1, 1)
    o = TRIANGLE_SHAPES["O"]  # the hexagon: six triangles around one corner
    assert len(TRIGON.piece("O").orientations) == 1 and len(o) == 6
    ups = sum(grid.is_up(p) for p in o)
    assert ups == 3
    # The bar I6 zig-zags through 6 triangles, each touching the next along an edge.
    i6 = TRIANGLE_SHAPES["I6"]
    degree = [sum(q in i6 for q in grid.edge_points(p)) for p in i6]
    assert sorted(degree) == [1, 1, 2, 2, 2, 2]
