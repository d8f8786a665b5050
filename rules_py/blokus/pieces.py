"""Blokus pieces as data: shapes, Pentobi names, orientations, piece sets.

A piece is a name and one drawing of its cells; every orientation is derived
from the geometry's symmetries. A piece set says which pieces a colour gets
and how many copies (Junior has two of each). The classic set is every free
polyomino of one to five squares; tests check that by enumeration.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from .geometry import Geometry, Point, SquareGrid, TriangleGrid


def _shape(drawing: str) -> tuple[Point, ...]:
    """Cells of an ASCII drawing: ``X`` is a cell, rows from the top."""
    rows = [r for r in drawing.strip().split("/")]
    return tuple((x, y) for y, row in enumerate(rows) for x, ch in enumerate(row.strip()) if ch == "X")


#: The 21 polyominoes of Blokus Classic, with Pentobi's names, largest last.
SQUARE_SHAPES: dict[str, tuple[Point, ...]] = {
    "1": _shape("X"),
    "2": _shape("XX"),
    "I3": _shape("XXX"),
    "V3": _shape("X./XX"),
    "I4": _shape("XXXX"),
    "L4": _shape("X../XXX"),
    "T4": _shape("XXX/.X."),
    "Z4": _shape("XX./.XX"),
    "O": _shape("XX/XX"),
    "I5": _shape("XXXXX"),
    "L5": _shape("X.../XXXX"),
    "V5": _shape("X../X../XXX"),
    "Z5": _shape("XX./.X./.XX"),
    "N": _shape("XX../.XXX"),
    "W": _shape("X../XX./.XX"),
    "X": _shape(".X./XXX/.X."),
    "F": _shape(".XX/XX./.X."),
    "T5": _shape("XXX/.X./.X."),
    "Y": _shape(".X../XXXX"),
    "P": _shape("XX/XX/X."),
    "U": _shape("X.X/XXX"),
}

#: The order pieces are listed in (by size, then Pentobi's usual order).
CLASSIC_NAMES: tuple[str, ...] = tuple(SQUARE_SHAPES)


@dataclass(frozen=True)
class Piece:
    """One piece shape on a geometry, with all its distinct orientations.

    For example:

        >>> f = square_piece("F")
        >>> f.size, len(f.orientations), len(square_piece("X").orientations)
        (5, 8, 1)
        >>> len(triangle_piece("F").orientations)
        12
    """

    name: str
    cells: tuple[Point, ...]
    geometry: Geometry = field(compare=False, repr=False)

    @property
    def size(self) -> int:
        return len(self.cells)

    @cached_property
    def orientations(self) -> tuple[tuple[Point, ...], ...]:
        return self.geometry.orientations(self.cells)

    def transformed(self, index: int) -> tuple[Point, ...]:
        """The shape under the geometry's ``index``-th symmetry, normalised."""
        t = self.geometry.transforms()[index]
        return self.geometry.normalize(t(p) for p in self.cells)


@dataclass(frozen=True)
class PieceSet:
    """The pieces each colour owns: ``(piece, copies)`` in a fixed order.

    For example:

        >>> CLASSIC
        PieceSet('classic': 21 pieces, 89 cells)
        >>> len(JUNIOR), JUNIOR.copies("P"), JUNIOR.total_cells
        (24, 2, 88)
        >>> TRIGON.total_orientations
        155
    """

    name: str
    entries: tuple[tuple[Piece, int], ...]

    @property
    def pieces(self) -> tuple[Piece, ...]:
        return tuple(p for p, _ in self.entries)

    def copies(self, name: str) -> int:
        return dict((p.name, n) for p, n in self.entries)[name]

    def piece(self, name: str) -> Piece:
        for p, _ in self.entries:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def total_cells(self) -> int:
        return sum(p.size * n for p, n in self.entries)

    @property
    def total_orientations(self) -> int:
        return sum(len(p.orientations) for p, _ in self.entries)

    def __len__(self) -> int:
        return sum(n for _, n in self.entries)

    def __repr__(self) -> str:
        return f"PieceSet({self.name!r}: {len(self)} pieces, {self.total_cells} cells)"


_SQUARE = SquareGrid(1, 1)


def square_piece(name: str) -> Piece:
    """The square-grid piece with Pentobi's name ``name`` (``KeyError`` if none)."""
    return Piece(name, SQUARE_SHAPES[name], _SQUARE)


def square_set(name: str, names: tuple[str, ...] | list[str], copies: int = 1) -> PieceSet:
    """A set of square pieces, ``copies`` of each.

    For example:

        >>> square_set("small", ("1", "2", "I3"), copies=2)
        PieceSet('small': 6 pieces, 12 cells)
    """
    return PieceSet(name, tuple((square_piece(n), copies) for n in names))


CLASSIC = square_set("classic", CLASSIC_NAMES)
JUNIOR = square_set("junior", ("1", "2", "I3", "V3", "I4", "L4", "T4", "Z4", "O", "I5", "L5", "P"), copies=2)


def free_polyominoes(size: int) -> set[tuple[Point, ...]]:
    """Every free polyomino of ``size`` cells, each in canonical form.

    Independent of the drawings above: used by the tests to prove the
    classic set is complete and has no duplicate.

        >>> [len(free_polyominoes(n)) for n in range(1, 6)]
        [1, 1, 2, 5, 12]
    """
    return _free_shapes(_SQUARE, size)


def _free_shapes(grid: Geometry, size: int) -> set[tuple[Point, ...]]:
    """Every free shape of ``size`` cells of ``grid``, in canonical form
    (the least of its orientations): each shape of one cell fewer, grown by
    one neighbour along an edge, in every way."""
    shapes: set[tuple[Point, ...]] = {((0, 0),)}
    for _ in range(size - 1):
        grown: set[tuple[Point, ...]] = set()
        for s in shapes:
            for p in s:
                for q in grid.edge_points(p):
                    if q not in s:
                        grown.add(min(grid.orientations(s + (q,))))
        shapes = grown
    return shapes


def canonical_form(piece: Piece) -> tuple[Point, ...]:
    """The least of the piece's orientations: equal for congruent shapes.

    For example:

        >>> canonical_form(square_piece("L4")) in free_polyominoes(4)
        True
    """
    return min(piece.orientations)


# ---------------------------------------------------------------------------
# Trigon: polyiamonds
# ---------------------------------------------------------------------------

_TRIANGLE = TriangleGrid(1, 1)


def _tri(drawing: str) -> tuple[Point, ...]:
    """Cells of a triangle drawing: the character at column ``x`` of row ``y``
    is a triangle pointing up when ``x + y`` is even, down otherwise."""
    return _TRIANGLE.normalize(_shape(drawing))


#: The 22 polyiamonds of Blokus Trigon with Pentobi's names, smallest first
#: (within a size, in Pentobi's order). Drawn in shape space (see ``_tri``).
TRIANGLE_SHAPES: dict[str, tuple[Point, ...]] = {
    "1": _tri("X"),
    "2": _tri("XX"),
    "I3": _tri("..X/.XX"),
    "I4": _tri("..XX/.XX."),
    "C4": _tri("XX/XX"),
    "A4": _tri("..X./.XXX"),
    "I5": _tri("..X/.XX/XX."),
    "L5": _tri("..X/.XX/.XX"),
    "C5": _tri("XX./XXX"),
    "P5": _tri("..X./.XXX/.X.."),
    "I6": _tri("..XX/.XX./XX.."),
    "L6": _tri("..XX/.XX./.XX."),
    "V": _tri(".XX.../..XXXX"),
    "S": _tri("XX/XX/XX"),
    "P6": _tri("..X./.XXX/XX.."),
    "F": _tri("XX./XXX/.X."),
    "W": _tri("..X../XXXXX"),
    "A6": _tri("..X./.XXX/.X.X"),
    "G": _tri("..X./.XX./.XXX"),
    "Y": _tri("X../XXX/XX."),
    "X": _tri(".XXX/.XXX"),
    "O": _tri("XXX/XXX"),
}

TRIGON_NAMES: tuple[str, ...] = tuple(TRIANGLE_SHAPES)


def triangle_piece(name: str) -> Piece:
    """The Trigon piece with Pentobi's name ``name`` (``KeyError`` if none)."""
    return Piece(name, TRIANGLE_SHAPES[name], _TRIANGLE)


def triangle_set(name: str, names: tuple[str, ...] | list[str], copies: int = 1) -> PieceSet:
    """A set of triangle pieces, ``copies`` of each."""
    return PieceSet(name, tuple((triangle_piece(n), copies) for n in names))


#: Every polyiamond of 1 to 6 triangles: 1+1+1+3+4+12 = 22 pieces, 110 triangles.
TRIGON = triangle_set("trigon", TRIGON_NAMES)


def free_polyiamonds(size: int) -> set[tuple[Point, ...]]:
    """Every free polyiamond of ``size`` triangles, each in canonical form
    (the least of its orientations). Independent of the drawings above.

        >>> [len(free_polyiamonds(n)) for n in range(1, 7)]
        [1, 1, 1, 3, 4, 12]
    """
    return _free_shapes(_TRIANGLE, size)


__all__ = ["SQUARE_SHAPES", "CLASSIC_NAMES", "Piece", "PieceSet", "square_piece", "square_set",
           "CLASSIC", "JUNIOR", "free_polyominoes", "canonical_form", "TRIANGLE_SHAPES",
           "TRIGON_NAMES", "triangle_piece", "triangle_set", "TRIGON", "free_polyiamonds"]
