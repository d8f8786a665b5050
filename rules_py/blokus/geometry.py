"""Board geometries: which cells exist, which touch, and how cells are named.

The Blokus engine never assumes squares: it asks a `Geometry` for the
cells of the board, the cells sharing an *edge* with a cell, the cells
touching it at a *corner* only, the symmetries a piece may be placed in, and
the names of cells. `SquareGrid` serves Classic, Duo, Junior and the
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
    """The letters naming column ``x`` (from 0), in Pentobi's scheme.

    For example:

        >>> [column_name(x) for x in (0, 25, 26, 27)]
        ['a', 'z', 'aa', 'ab']
    """
    name = ""
    x += 1
    while x:
        x, rem = divmod(x - 1, 26)
        name = chr(ord("a") + rem) + name
    return name


def column_index(name: str) -> int:
    """The column (from 0) that ``name`` names: the inverse of `column_name`.

    For example:

        >>> column_index("a"), column_index("t"), column_index("ab")
        (0, 19, 27)
    """
    x = 0
    for ch in name:
        x = x * 26 + (ord(ch) - ord("a") + 1)
    return x - 1


_EXTENTS: dict[tuple[Point, ...], list[tuple[int, int, int]]] = {}


def row_extents(shape: Sequence[Point]) -> list[tuple[int, int, int]]:
    """``(row, leftmost column, rightmost column)`` of each row of a shape,
    remembered per shape (translation rows ask it once per row of the board).

        >>> row_extents(((0, 0), (1, 0), (1, 1)))
        [(0, 0, 1), (1, 1, 1)]
    """
    key = tuple(shape)
    hit = _EXTENTS.get(key)
    if hit is None:
        rows: dict[int, list[int]] = {}
        for x, y in key:
            rows.setdefault(y, []).append(x)
        hit = _EXTENTS[key] = [(y, min(xs), max(xs)) for y, xs in sorted(rows.items())]
    return hit


class Geometry:
    """A finite board of cells; subclasses define adjacency and shapes.

    Cells are numbered from 0 in row-major order from the top row; names
    count rows from the bottom:

        >>> g = square_board(14)
        >>> g.size, g.name(0), g.parse("a1"), g.point(g.parse("a1"))
        (196, 'a14', 182, (0, 13))
        >>> [g.name(i) for i in g.edge_neighbours[g.parse("b2")]]
        ['a2', 'c2', 'b3', 'b1']
        >>> g.has_cell("o1"), g.has_cell(" A1 ")
        (False, True)
    """

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

    def to_shape(self, points: Iterable[Point]) -> list[Point]:
        """Board points moved into shape space (where piece cells live), so
        ``normalize(to_shape(cells))`` recognises a piece on the board."""
        return list(points)

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

    #: Columns between a placement and the next one in a row of translations
    #: (0: this geometry does not describe its translations by rows).
    translation_step = 0

    def translation_rows(self, shape: Sequence[Point]) -> list[tuple[int, int, int]] | None:
        """The translates `translations` yields that lie on the board, row
        by row: ``(dy, first dx, how many)``, each next one ``translation_step``
        columns right; ``None`` when a row the shape meets is not one unbroken
        run of cells (then only `translations` describes them)."""
        return None

    def _solid_row_spans(self) -> dict[int, tuple[int, int, bool]]:
        """Row -> (first column, last column, whether every column between is a cell)."""
        spans = self.__dict__.get("_spans")
        if spans is None:
            cols: dict[int, list[int]] = {}
            for x, y in self.cells:
                cols.setdefault(y, []).append(x)
            spans = {y: (min(xs), max(xs), len(xs) == max(xs) - min(xs) + 1) for y, xs in cols.items()}
            self.__dict__["_spans"] = spans
        return spans

    def _rectangle(self) -> tuple[int, int, int, int] | None:
        """``(first column, last column, first row, last row)`` when the cells
        fill exactly that rectangle, else ``None``."""
        if "_box" not in self.__dict__:
            xs = [x for x, _ in self.cells]
            ys = [y for _, y in self.cells]
            box = (min(xs), max(xs), min(ys), max(ys)) if self.cells else None
            if box is not None and (box[1] - box[0] + 1) * (box[3] - box[2] + 1) != self.size:
                box = None
            self.__dict__["_box"] = box
        found: tuple[int, int, int, int] | None = self.__dict__["_box"]
        return found

    def _dx_range(self, extents: list[tuple[int, int, int]], dy: int, lo: int, hi: int) -> tuple[int, int] | None:
        """Bounds of ``dx`` keeping every cell of a shape (its
        `row_extents`) moved by ``(dx, dy)`` on its row's span, within
        ``lo..hi``; ``None`` if a row it meets has a hole (an empty range when
        a row is missing)."""
        spans = self._solid_row_spans()
        for y, left, right in extents:
            span = spans.get(y + dy)
            if span is None:
                return 1, 0
            first, last, solid = span
            if not solid:
                return None
            if first - left > lo:
                lo = first - left
            if last - right < hi:
                hi = last - right
        return lo, hi

    # -- names ----------------------------------------------------------------
    def cell_name(self, p: Point) -> str:
        x, y = p
        return f"{column_name(x)}{self.height - y}"

    def name(self, i: int) -> str:
        """The name of cell ``i`` (``a1`` is the bottom-left cell)."""
        return self._names[i]

    def parse(self, name: str) -> int:
        """Cell index from its name; ``KeyError`` if there is no such cell."""
        return self._by_name[name.strip().lower()]

    def has_cell(self, name: str) -> bool:
        """Whether ``name`` names a cell of this board (case and spaces ignored)."""
        return name.strip().lower() in self._by_name

    def point(self, i: int) -> Point:
        """The ``(x, y)`` of cell ``i``, ``y`` counted from the top."""
        return self.cells[i]

    def mask(self, indices: Iterable[int]) -> int:
        """The bitmask with one bit set per cell index.

        For example:

            >>> bin(square_board(3).mask([0, 2, 4]))
            '0b10101'
        """
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

    translation_step = 1

    def translation_rows(self, shape: Sequence[Point]) -> list[tuple[int, int, int]] | None:
        # The same order as translations(), keeping only translates whose
        # every cell is on the board (as Tables does).
        w = max(x for x, _ in shape) + 1
        h = max(y for _, y in shape) + 1
        box = self._rectangle()
        if box is not None:  # every row the same unbroken span: one answer for all rows
            x0, x1, y0, y1 = box
            lo, hi = max(0, x0), min(self.width - w, x1 - w + 1)
            if lo > hi:
                return []
            return [(dy, lo, hi - lo + 1) for dy in range(max(0, y0), min(self.height - h, y1 - h + 1) + 1)]
        rows = []
        extents = row_extents(shape)
        for dy in range(self.height - h + 1):
            bounds = self._dx_range(extents, dy, 0, self.width - w)
            if bounds is None:
                return None
            lo, hi = bounds
            if lo <= hi:
                rows.append((dy, lo, hi - lo + 1))
        return rows


def square_board(width: int, height: int | None = None, *, margin: int = 0) -> SquareGrid:
    """A ``width`` x ``height`` board; ``margin`` rings of cells left unused.

    The unused ring keeps the board's size and names (so ``b2`` is still
    ``b2``) but has no cells: the 18x18 playing area of the three-player
    encyclopedia variant is ``square_board(20, margin=1)``.

        >>> inner = square_board(20, margin=1)
        >>> inner, inner.has_cell("a1"), inner.has_cell("b2")
        (SquareGrid(20x20, 324 cells), False, True)
    """
    height = width if height is None else height
    cells = [
        (x, y)
        for y in range(margin, height - margin)
        for x in range(margin, width - margin)
    ]
    return SquareGrid(width, height, cells)


# ---------------------------------------------------------------------------
# Triangles (Blokus Trigon)
# ---------------------------------------------------------------------------

#: Height of a row of triangles whose side is 1 drawing unit.
ROW_HEIGHT = 0.8660254037844386  # sqrt(3) / 2

Vertex = tuple[int, int]


def _triangle_vertices(p: Point) -> tuple[Vertex, Vertex, Vertex]:
    """The corners of shape-space triangle ``p`` as lattice points.

    In shape space a triangle points up when ``x + y`` is even. A corner
    ``(u, v)`` is at half-side ``u`` from the left and row line ``v`` from
    the top; it is returned as Eisenstein coordinates ``(a, b)`` (the point
    ``a + b * w`` with ``w`` the unit vector at 60 degrees), where rotations
    and reflections are integer maps.
    """
    x, y = p
    if (x + y) % 2 == 0:
        corners = ((x, y + 1), (x + 2, y + 1), (x + 1, y))
    else:
        corners = ((x, y), (x + 2, y), (x + 1, y + 1))
    # Every corner has u + v odd, so (u + v + 1) / 2 is exact.
    a0, a1, a2 = (((u + v + 1) // 2, -v) for u, v in corners)
    return a0, a1, a2


def _triangle_from_vertices(vertices: Iterable[Vertex]) -> Point:
    us_vs = [(2 * a - 1 + b, -b) for a, b in vertices]
    return min(u for u, _ in us_vs), min(v for _, v in us_vs)


def _rotate60(v: Vertex) -> Vertex:
    """A sixth of a turn clockwise as drawn (rows going down): times conj(w)."""
    a, b = v
    return a + b, -a


def _reflect(v: Vertex) -> Vertex:
    """Mirror image left-right as drawn: minus the complex conjugate."""
    a, b = v
    return -a - b, b


def _triangle_transform_by_vertices(turns: int, mirror: bool) -> Transform:
    """The symmetry, computed on the triangle's corners (the definition)."""
    def apply(p: Point) -> Point:
        vertices = list(_triangle_vertices(p))
        if mirror:
            vertices = [_reflect(v) for v in vertices]
        for _ in range(turns):
            vertices = [_rotate60(v) for v in vertices]
        return _triangle_from_vertices(vertices)

    return apply


def _triangle_transform(turns: int, mirror: bool) -> Transform:
    """The symmetry as an affine map per triangle direction (the same values
    as `_triangle_transform_by_vertices`, about 8 times fewer steps:
    Trigon's orientations are computed before its first answer).

    Moves by ``(2, 0)`` and ``(1, 1)`` keep a triangle's direction and span
    its lattice; the symmetry is linear on corners, and the corner that
    gives the result's position is the same for every triangle of one
    direction, so ``T(p0 + i*(2, 0) + j*(1, 1)) = T(p0) + i*A + j*B``.
    """
    slow = _triangle_transform_by_vertices(turns, mirror)
    maps = []
    for q in (0, 1):  # q = (x + y) % 2; p0 = (q, 0)
        (x0, y0), (x1, y1), (x2, y2) = slow((q, 0)), slow((q + 2, 0)), slow((q + 1, 1))
        maps.append((x0, y0, x1 - x0, y1 - y0, x2 - x0, y2 - y0))

    def apply(p: Point) -> Point:
        x, y = p
        q = (x + y) & 1
        x0, y0, ax, ay, bx, by = maps[q]
        i = (x - q - y) >> 1  # exact: x - q - y is even
        return x0 + i * ax + y * bx, y0 + i * ay + y * by

    return apply


#: The 12 symmetries of the triangular lattice: 6 rotations (index ``k`` turns
#: ``k`` sixths clockwise as drawn), then the same after a left-right mirror
#: image (index 6); index 0 is the identity. Same layout as the square grid's.
TRIANGLE_TRANSFORMS: tuple[Transform, ...] = tuple(
    _triangle_transform(turns, mirror) for mirror in (False, True) for turns in range(6)
)


class TriangleGrid(Geometry):
    """Triangular cells laid out as Pentobi does for Trigon.

    One column per triangle, ``(x, y)`` with ``y`` the row from the top; a
    triangle points up (flat side down) when ``x + y`` has the parity
    ``up_parity`` (0 on the edge-9 board, 1 on the edge-8 one). Neighbours
    along an edge are the triangles left and right in the same row and the
    one across the flat side (below an up triangle, above a down one). Each
    triangle touches 12 others at a corner; 3 of them share an edge, so 9
    touch at a corner only.

    Piece shapes live in *shape space*, where a triangle points up when
    ``x + y`` is even; `normalize` and `translations` only move
    shapes by offsets that keep each triangle's direction.
    """

    kind = "triangle"

    def __init__(
        self,
        width: int,
        height: int,
        cells: Iterable[Point] | None = None,
        *,
        up_parity: int = 0,
    ) -> None:
        self.up_parity = up_parity % 2
        super().__init__(width, height, cells)

    def is_up(self, p: Point) -> bool:
        return (p[0] + p[1] - self.up_parity) % 2 == 0

    def edge_points(self, p: Point) -> Sequence[Point]:
        x, y = p
        across = y + 1 if self.is_up(p) else y - 1
        return ((x - 1, y), (x + 1, y), (x, across))

    def corner_points(self, p: Point) -> Sequence[Point]:
        x, y = p
        # The row beyond the pointed corner shares only that corner (3
        # triangles); the row across the flat side shares its two ends (4,
        # the one in the middle is the edge neighbour); in the own row the
        # triangles two steps away share one corner.
        tip, flat = (y - 1, y + 1) if self.is_up(p) else (y + 1, y - 1)
        return (
            (x - 2, y), (x + 2, y),
            (x - 1, tip), (x, tip), (x + 1, tip),
            (x - 2, flat), (x - 1, flat), (x + 1, flat), (x + 2, flat),
        )

    def cell_polygon(self, p: Point) -> tuple[tuple[float, float], ...]:
        """Equilateral triangle of side 1: columns are 1/2 apart, rows sqrt(3)/2."""
        x, y = p
        left, mid, right = x / 2, (x + 1) / 2, (x + 2) / 2
        top, bottom = y * ROW_HEIGHT, (y + 1) * ROW_HEIGHT
        if self.is_up(p):
            return ((left, bottom), (mid, top), (right, bottom))
        return ((left, top), (right, top), (mid, bottom))

    def drawing_size(self) -> tuple[float, float]:
        """Width and height of the whole layout in the units of `cell_polygon`."""
        return (self.width + 1) / 2, self.height * ROW_HEIGHT

    def to_shape(self, points: Iterable[Point]) -> list[Point]:
        # Shape space has up triangles where x + y is even.
        return [(x - self.up_parity, y) for x, y in points]

    def transforms(self) -> Sequence[Transform]:
        return TRIANGLE_TRANSFORMS

    def normalize(self, points: Iterable[Point]) -> tuple[Point, ...]:
        pts = list(points)
        dy = -min(y for _, y in pts)
        dx = -min(x for x, _ in pts)
        if (dx + dy) % 2:
            dx += 1  # keep up/down: the leftmost column becomes 1
        return tuple(sorted(((x + dx, y + dy) for x, y in pts), key=lambda p: (p[1], p[0])))

    def translations(self, shape: Sequence[Point]) -> Iterable[tuple[Point, ...]]:
        h = max(y for _, y in shape) + 1
        spans = self._solid_row_spans()
        index = self.index
        for dy in range(self.height - h + 1):
            # Every row of a hexagon is one run of columns: intersect the
            # runs each cell of the shape allows (fall back to a lookup
            # per cell on boards with holes).
            lo, hi = -1, self.width
            all_solid = True
            for x, y in shape:
                span = spans.get(y + dy)
                if span is None:
                    lo, hi = 1, 0
                    break
                first, last, solid = span
                if not solid:
                    first, last = -1, self.width
                    all_solid = False
                lo = max(lo, first - x)
                hi = min(hi, last - x)
            if (lo + dy - self.up_parity) % 2:
                lo += 1  # keep each triangle's direction
            for dx in range(lo, hi + 1, 2):
                placed = tuple((x + dx, y + dy) for x, y in shape)
                if all_solid or all(q in index for q in placed):
                    yield placed

    translation_step = 2

    def translation_rows(self, shape: Sequence[Point]) -> list[tuple[int, int, int]] | None:
        # translations() on a board whose rows are unbroken, row by row.
        h = max(y for _, y in shape) + 1
        rows = []
        extents = row_extents(shape)
        for dy in range(self.height - h + 1):
            bounds = self._dx_range(extents, dy, -1, self.width)
            if bounds is None:
                return None
            lo, hi = bounds
            if (lo + dy - self.up_parity) % 2:
                lo += 1  # keep each triangle's direction
            if lo <= hi:
                rows.append((dy, lo, (hi - lo) // 2 + 1))
        return rows


def trigon_board(edge: int = 9) -> TriangleGrid:
    """The hexagon of side ``edge`` triangles on a ``4*edge-1`` x ``2*edge`` layout.

    Edge 9 is the Trigon board (35 x 18, 486 triangles, up when ``x + y``
    is even); edge 8 the three-player board (31 x 16, 384 triangles, up when
    ``x + y`` is odd). Row ``y`` holds the columns ``edge - 1 - d`` to
    ``width - edge + d`` where ``d`` is the row's distance to the nearer of
    the top and bottom rows, so the top-left triangle always points up.

        >>> trigon_board(9), trigon_board(8)
        (TriangleGrid(35x18, 486 cells), TriangleGrid(31x16, 384 cells))
        >>> g = trigon_board(9)
        >>> sorted(g.name(i) for i in g.edge_neighbours[g.parse("r15")])
        ['q15', 'r14', 's15']
    """
    width, height = 4 * edge - 1, 2 * edge
    cells: list[tuple[int, int]] = []
    for y in range(height):
        d = min(y, height - 1 - y)
        first = edge - 1 - d
        cells.extend((x, y) for x in range(first, width - first))
    return TriangleGrid(width, height, cells, up_parity=(edge + 1) % 2)


__all__ = ["Point", "Transform", "column_name", "column_index", "row_extents", "Geometry",
           "SquareGrid", "square_board", "ROW_HEIGHT", "Vertex", "TRIANGLE_TRANSFORMS",
           "TriangleGrid", "trigon_board"]
