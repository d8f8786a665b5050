"""Board geometries: which cells exist, which touch, and how cells are named.

The Blokus engine never assumes squares: it asks a :class:`Geometry` for the
cells of the board, the cells sharing an *edge* with a cell, the cells
touching it at a *corner* only, the symmetries a piece may be placed in, and
the names of cells. :class:`SquareGrid` serves Classic, Duo, Junior and the
12x12 edition; the triangle grid of Trigon is another subclass.

Coordinates are ``(x, y)`` with ``x`` the column from the left and ``y`` the
row from the **top**, both from 0 (Pentobi's internal layout). Cell names
follow Pentobi's records: column letters (``a``..``z``, then ``aa``..) and
the row number counted from the **bottom**, so ``a1`` is the bottom-left
cell.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

Point = tuple[int, int]
Transform = Callable[[Point], Point]


def column_name(x: int) -> str:
    """0 -> 'a', 25 -> 'z', 26 -> 'aa', 27 -> 'ab' (Pentobi's scheme)."""
    name = ""
    x += 1
    while x:
        x, rem = divmod(x - 1, 26)
        name = chr(ord("a") + rem) + name
    return name


def column_index(name: str) -> int:
    x = 0
    for ch in name:
        x = x * 26 + (ord(ch) - ord("a") + 1)
    return x - 1


class Geometry:
    """A finite board of cells; subclasses define adjacency and shapes."""

    #: Short identifier used in variants and SVG (``"square"``, ``"triangle"``).
    kind = "abstract"

    def __init__(self, width: int, height: int, cells: Iterable[Point] | None = None) -> None:
        self.width = width
        self.height = height
        if cells is None:
            cells = ((x, y) for y in range(height) for x in range(width))
        # Row-major from the top row, left to right: a stable cell order.
        self.cells: tuple[Point, ...] = tuple(sorted(set(cells), key=lambda p: (p[1], p[0])))
        self.index: dict[Point, int] = {p: i for i, p in enumerate(self.cells)}
        self.size = len(self.cells)
        self._names = [self.cell_name(p) for p in self.cells]
        self._by_name = {name: i for i, name in enumerate(self._names)}
        self.edge_neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[q] for q in self.edge_points(p) if q in self.index) for p in self.cells
        )
        self.corner_neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[q] for q in self.corner_points(p) if q in self.index) for p in self.cells
        )

    # -- adjacency, in point space (may return points off the board) -------
    def edge_points(self, p: Point) -> Sequence[Point]:
        raise NotImplementedError

    def corner_points(self, p: Point) -> Sequence[Point]:
        """Points touching ``p`` at a corner but not along an edge."""
        raise NotImplementedError

    def cell_polygon(self, p: Point) -> tuple[tuple[float, float], ...]:
        """The cell's outline in drawing units (x right, y down); for SVG."""
        raise NotImplementedError

    # -- piece shapes -------------------------------------------------------
    def transforms(self) -> Sequence[Transform]:
        """Rotations and reflections of the grid (in shape space)."""
        raise NotImplementedError

    def normalize(self, points: Iterable[Point]) -> tuple[Point, ...]:
        """Translate a shape to a canonical position; return it sorted."""
        raise NotImplementedError

    def orientations(self, points: Iterable[Point]) -> tuple[tuple[Point, ...], ...]:
        """Every distinct orientation of a shape, normalised, in a stable order."""
        seen: dict[tuple[Point, ...], None] = {}
        pts = tuple(points)
        for t in self.transforms():
            seen.setdefault(self.normalize(t(p) for p in pts), None)
        return tuple(seen)

    def translations(self, shape: Sequence[Point]) -> Iterable[tuple[Point, ...]]:
        """Every translate of a normalised shape that keeps the grid's parity."""
        raise NotImplementedError

    # -- names ----------------------------------------------------------------
    def cell_name(self, p: Point) -> str:
        x, y = p
        return f"{column_name(x)}{self.height - y}"

    def name(self, i: int) -> str:
        return self._names[i]

    def parse(self, name: str) -> int:
        """Cell index from its name; ``KeyError`` if there is no such cell."""
        return self._by_name[name.strip().lower()]

    def has_cell(self, name: str) -> bool:
        return name.strip().lower() in self._by_name

    def point(self, i: int) -> Point:
        return self.cells[i]

    def mask(self, indices: Iterable[int]) -> int:
        m = 0
        for i in indices:
            m |= 1 << i
        return m

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.width}x{self.height}, {self.size} cells)"


class SquareGrid(Geometry):
    """A rectangle (or any set) of square cells."""

    kind = "square"

    def edge_points(self, p: Point) -> Sequence[Point]:
        x, y = p
        return ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))

    def corner_points(self, p: Point) -> Sequence[Point]:
        x, y = p
        return ((x - 1, y - 1), (x + 1, y - 1), (x - 1, y + 1), (x + 1, y + 1))

    def cell_polygon(self, p: Point) -> tuple[tuple[float, float], ...]:
        x, y = p
        return ((x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1))

    def transforms(self) -> Sequence[Transform]:
        return (
            lambda p: (p[0], p[1]),
            lambda p: (-p[1], p[0]),
            lambda p: (-p[0], -p[1]),
            lambda p: (p[1], -p[0]),
            lambda p: (-p[0], p[1]),
            lambda p: (p[1], p[0]),
            lambda p: (p[0], -p[1]),
            lambda p: (-p[1], -p[0]),
        )

    def normalize(self, points: Iterable[Point]) -> tuple[Point, ...]:
        pts = list(points)
        mx = min(x for x, _ in pts)
        my = min(y for _, y in pts)
        return tuple(sorted(((x - mx, y - my) for x, y in pts), key=lambda p: (p[1], p[0])))

    def translations(self, shape: Sequence[Point]) -> Iterable[tuple[Point, ...]]:
        w = max(x for x, _ in shape) + 1
        h = max(y for _, y in shape) + 1
        for dy in range(self.height - h + 1):
            for dx in range(self.width - w + 1):
                yield tuple((x + dx, y + dy) for x, y in shape)


def square_board(width: int, height: int | None = None, *, margin: int = 0) -> SquareGrid:
    """A ``width`` x ``height`` board; ``margin`` rings of cells left unused.

    The unused ring keeps the board's size and names (so ``b2`` is still
    ``b2``) but has no cells: the 18x18 playing area of the three-player
    encyclopedia variant is ``square_board(20, margin=1)``.
    """
    height = width if height is None else height
    cells = [
        (x, y)
        for y in range(margin, height - margin)
        for x in range(margin, width - margin)
    ]
    return SquareGrid(width, height, cells)
