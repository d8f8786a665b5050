"""Building a variant's placement tables fast, by rows of translations.

`rules_py.blokus.board.Tables` numbers every placement: piece by
piece, orientation by orientation, then translation by translation, rows of
the board from the top and left to right in a row. The straightforward
construction (kept in ``Tables`` as the reference) works placement by
placement and cell by cell: about 170 ms for Classic in CPython, two or three
times that in Pyodide, before a reader sees the first answer.

This module builds the very same tables from *runs*: the placements of one
orientation on one row of translations, which differ only by a move of
``step`` columns (1 on squares, 2 on triangles). When every row of the board
is one unbroken span of cells, moving a placement by ``step`` columns adds
``step`` to each cell index, so within a run

* the cell masks are one mask shifted left (one C-level ``map``),
* the cell tuples are ``zip`` of ``range`` objects,
* the edge and corner neighbour masks are one mask shifted, except near the
  ends of the run where some neighbour falls off the board (those few are
  computed cell by cell, as the reference does);

and the per-cell placement bitmasks (``kill``) come from one "diagonal" int
per board row: a shape cell at column ``x0`` in a run starting at placement
``p0`` puts one bit at ``p0 - x0 // step``; shifting the row's int left by
``x // step`` moves that bit onto the placement covering column ``x``. The
bits that land outside their own run (columns the run does not reach) are
removed by a mask of the runs of one *class*: runs are dealt round-robin into
``k`` classes, ``k`` chosen so that no stray bit can reach another run of its
own class.

Anything this scheme does not cover (a row with a hole, a geometry without
`translation_rows`, two placements
with the same cells) makes `build` return ``None``, and ``Tables``
falls back to the reference construction. ``tests/blokus/test_tables.py``
checks both constructions agree element by element for every variant.
"""

from __future__ import annotations

import gc
from bisect import bisect_right
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from .geometry import Geometry, Point, SquareGrid, TriangleGrid, row_extents
from .pieces import PieceSet

#: The largest number of run classes tried before giving up (then the
#: reference construction runs): 2 suffices for every registered variant.
MAX_CLASSES = 16

#: Rows above and below the board numbered by _Builder._segments: neighbour
#: points lie at most one row off the board.
MARGIN = 3


@dataclass
class Built:
    """What a first answer needs (how many placements, their pieces), plus the
    runs that `masks`, `mask_of`, `kill`, `kill_of`
    and `neighbours` turn into the rest on first use."""

    nplacements: int
    piece_of: list[int]
    piece_all: list[int]
    classes: int  # how many run classes the per-cell bitmasks need (see _classes)
    runs: list[_Run]
    builder: _Builder
    starts: list[int]  # each run's first placement (for mask_of)
    _killed: dict[int, int] = field(default_factory=dict)  # kill_of's answers (colours share starting cells)
    _first_masks: dict[int, int] = field(default_factory=dict)  # mask_of's: run index -> its first mask

    def masks(self) -> list[int]:
        """Per placement: its cell mask."""
        with collector_paused():
            return self._masks()

    def _masks(self) -> list[int]:
        masks: list[int] = []
        step, mask = self.builder.step, self.builder.g.mask
        for run in self.runs:
            src = run.source
            if src is None:
                m0 = mask(run.cells)
                masks.extend(map(m0.__lshift__, range(0, run.n * step, step)))
            else:  # src moved one row down: every cell index grown by run.delta
                masks.extend(map(run.delta.__rlshift__, masks[src.p0:src.p0 + run.n]))
        return masks

    def mask_of(self, pid: int) -> int:
        """The cell mask of placement ``pid``, without building the others'
        (each run's first mask is kept: a list of moves meets the same runs
        again and again)."""
        r = bisect_right(self.starts, pid) - 1
        run = self.runs[r]
        m0 = self._first_masks.get(r)
        if m0 is None:
            m0 = self._first_masks[r] = self.builder.g.mask(run.cells)
        return m0 << ((pid - run.p0) * self.builder.step)

    def neighbours(self) -> tuple[list[tuple[int, ...]], list[int], list[int]]:
        """Per placement: its cells, its edge-neighbour mask, its corner-only mask."""
        with collector_paused():  # a tuple of cells per placement
            return self.builder.neighbours(self.runs)

    def groups(self) -> list[tuple[int, ...]]:
        """Per placement: its cell groups (see `cell_groups`)."""
        with collector_paused():  # a tuple of groups per placement
            return self.builder.groups(self.runs)

    def kill(self) -> list[int]:
        """Per cell: the bitmask of the placements covering it."""
        b = self.builder
        with collector_paused():
            return _kill(b.g, b.step, self.runs, self.nplacements, self.classes)

    def kill_of(self, cell: int) -> int:
        """The placements covering one cell, without the other cells' bitmasks
        (an empty board needs only its starting cells')."""
        hit = self._killed.get(cell)
        if hit is not None:
            return hit
        b = self.builder
        x, y = b.g.cells[cell]
        step = b.step
        value = 0
        for shape, by_dy in b.shapes:
            # The translate putting shape point (sx, sy) on (x, y) is in the
            # run of row dy = y - sy, if that run reaches column dx = x - sx.
            for sx, sy in shape:
                run = by_dy.get(y - sy)
                if run is not None:
                    j, off = divmod(x - sx - run.dx, step)
                    if not off and 0 <= j < run.n:
                        value |= 1 << (run.p0 + j)
        self._killed[cell] = value
        return value


@dataclass
class _Run:
    """Placements ``p0 .. p0 + n - 1``: one orientation moved ``step`` columns at a time."""

    p0: int
    n: int
    dy: int
    dx: int
    points: list[Point]  # the shape's board points in the run's first placement
    cells: list[int]  # their cell indices
    near: list[tuple[int, int, int]]  # its neighbour points by row (see _near_rows)
    below: int = 0  # how far below p0 a stray bit of the run's diagonal can land
    above: int = 0  # how far above p0 + n - 1
    source: _Run | None = None  # the run this one is, moved one row down
    delta: int = 0  # ... with every cell index grown by this much
    orientation: int = 0  # which orientation (of every piece's, in order) the run moves


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic collector off while tables are made: thousands of lists
    and tuples and no reference cycle, so its passes (triggered by the
    allocations alone) find nothing and cost a tenth of a build or more."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


class _NotApplicable(Exception):
    """The board does not suit the fast scheme (the reference construction runs)."""


_ORIENTATIONS: dict[tuple[type, tuple[Point, ...]], tuple[tuple[Point, ...], ...]] = {}


def orientations(g: Geometry, cells: tuple[Point, ...]) -> tuple[tuple[Point, ...], ...]:
    """``g.orientations(cells)``, remembered per grid class: the two grids'
    symmetries do not depend on the board's size, and Trigon's are slow."""
    if type(g) not in (SquareGrid, TriangleGrid):
        return g.orientations(cells)
    key = (type(g), tuple(cells))
    hit = _ORIENTATIONS.get(key)
    if hit is None:
        hit = _ORIENTATIONS[key] = g.orientations(cells)
    return hit


def build(g: Geometry, pieces: PieceSet, edge: list[int], corner: list[int]) -> Built | None:
    """The tables of ``pieces`` on ``g``, or ``None`` when the fast scheme does
    not apply (the caller then builds them cell by cell).

    ``edge`` and ``corner`` are the per-cell neighbour masks (see
    `rules_py.blokus.tables._neighbour_masks`).
    """
    spans = _solid_spans(g)
    step = getattr(g, "translation_step", 0)
    if spans is None or not step:
        return None
    shapes = [orientations(g, piece.cells) for piece in pieces.pieces]
    if len({o for os in shapes for o in os}) != sum(map(len, shapes)):
        # Two pieces of the same shape: the reference numbers only the first's
        # placements (normalised shapes are canonical, so nothing else repeats).
        return None
    b = _Builder(g, spans, step, edge, corner)
    piece_of: list[int] = []
    piece_all: list[int] = []
    try:
        with collector_paused():  # thousands of runs (Trigon: 2,579)
            for k, orients in enumerate(shapes):
                first = b.count
                for shape in orients:
                    b.orientation(shape)
                count = b.count - first
                piece_of.extend([k] * count)
                piece_all.append(((1 << count) - 1) << first)
    except _NotApplicable:
        return None
    runs = b.runs
    starts = [r.p0 for r in runs]
    classes = _classes(starts, [r.n for r in runs], [r.below for r in runs], [r.above for r in runs])
    if classes is None:
        return None
    return Built(b.count, piece_of, piece_all, classes, runs, b, starts)


class _Builder:
    """The runs, orientation after orientation (their masks are made later,
    from the runs: see `Built.masks`)."""

    def __init__(self, g: Geometry, spans: dict[int, tuple[int, int]], step: int,
                 edge: list[int], corner: list[int]) -> None:
        self.g, self.spans, self.step, self.edge, self.corner = g, spans, step, edge, corner
        self.row_start = {y: g.index[(first, y)] for y, (first, _) in spans.items()}
        self._segments()
        self.runs: list[_Run] = []
        self.count = 0  # placements so far
        # Per orientation: its shape and its runs by row of translations (kill_of).
        self.shapes: list[tuple[tuple[Point, ...], dict[int, _Run]]] = []

    def orientation(self, shape: tuple[Point, ...]) -> None:
        """Append every placement of one orientation, row of translations by row."""
        rows = self.g.translation_rows(shape)
        if rows is None:
            raise _NotApplicable
        near: list[tuple[int, int, int]] = []
        rel_rows: list[int] = []
        prev: _Run | None = None
        number = len(self.shapes)
        step = self.step
        by_dy: dict[int, _Run] = {}
        self.shapes.append((shape, by_dy))
        extents = row_extents(shape)
        for dy, dx, n in rows:
            points = [(x + dx, y + dy) for x, y in shape]
            if not rel_rows:
                near = _near_rows(self.g, points, dx, dy)
                rel_rows = sorted({r for r, _, _ in near} | {y for _, y in shape})
            delta = None if prev is None else self._row_shift(prev, dy, dx, n, rel_rows)
            p0 = self.count
            if delta is None:
                cells0 = [self.g.index[p] for p in points]
                run = _Run(p0, n, dy, dx, points, cells0, near, orientation=number)
                _overshoot(run, extents, self.spans, step)
            else:  # prev moved one row down: same overshoots
                assert prev is not None  # a shift is only found from a previous run
                cells0 = [c + delta for c in prev.cells]
                run = _Run(p0, n, dy, dx, points, cells0, near, prev.below, prev.above, prev, delta, number)
            self.count += n
            self.runs.append(run)
            by_dy[dy] = run
            prev = run

    def _segments(self) -> None:
        """Number the rows (and a margin of missing rows) so that two rows have
        the same number when every row from one to the other has the span of
        the row above it and starts the same number of cells after it."""
        spans, row_start = self.spans, self.row_start
        self.segment: dict[int, int] = {}
        self.delta: dict[int, int] = {}  # segment -> how much a row's indices grow from the row above
        number = 0
        for y in range(min(spans) - MARGIN, max(spans) + MARGIN + 1):
            here, above = spans.get(y), spans.get(y - 1)
            d = row_start[y] - row_start[y - 1] if here is not None and above is not None else None
            if here != above or (d is not None and self.delta.get(number, d) != d):
                number += 1
            if d is not None:
                self.delta[number] = d
            self.segment[y] = number

    def _row_shift(self, prev: _Run, dy: int, dx: int, n: int, rel_rows: list[int]) -> int | None:
        """How much every cell index grows from run ``prev`` to the run one row
        lower, if that run is ``prev`` moved down (same spans on every row
        the shape and its neighbours meet, ``rel_rows`` moved by ``dy``); else
        ``None``."""
        if prev.dy != dy - 1 or prev.dx != dx or prev.n != n:
            return None
        top = self.segment.get(rel_rows[0] + dy - 1)
        if top is None or top != self.segment.get(rel_rows[-1] + dy):
            return None
        return self.delta.get(top)

    def neighbours(self, runs: list[_Run]) -> tuple[list[tuple[int, ...]], list[int], list[int]]:
        """Per placement: its cells, edge-neighbour mask and corner-only mask."""
        step, spans, edge, corner = self.step, self.spans, self.edge, self.corner
        cells_of: list[tuple[int, ...]] = []
        adj: list[int] = []
        corners: list[int] = []
        for run in runs:
            n = run.n
            cells_of.extend(zip(*[range(c, c + n * step, step) for c in run.cells]))
            src = run.source
            if src is None:
                lo, hi = _inner(spans, step, run.near, run.dx, run.dy, n)
                _run_neighbours(step, n, lo, hi, run.cells, edge, corner, adj, corners)
            else:
                shift = run.delta.__rlshift__  # shift(x) == x << delta
                adj.extend(map(shift, adj[src.p0:src.p0 + n]))
                corners.extend(map(shift, corners[src.p0:src.p0 + n]))
        return cells_of, adj, corners

    def groups(self, runs: list[_Run]) -> list[tuple[int, ...]]:
        """Per placement: its cell groups. The pairs are found once per
        orientation (the same for every translate of it); moving a
        placement ``step`` columns adds ``step`` to each single cell,
        ``2 * step`` to each pair's number."""
        step, size = self.step, self.g.size
        can_pair = pair_cells(self.g) is not None
        pairs_of: dict[int, tuple[tuple[int, int], ...]] = {}
        groups_of: list[tuple[int, ...]] = []
        for run in runs:
            n = run.n
            pairs = pairs_of.get(run.orientation)
            if pairs is None:
                pairs = pairs_of[run.orientation] = pairing(run.cells, self.edge) if can_pair else ()
            first = cell_groups(run.cells, pairs, size)
            paired = len(pairs)
            steps = [2 * step] * paired + [step] * (len(first) - paired)
            groups_of.extend(zip(*[range(x, x + n * s, s) for x, s in zip(first, steps)]))
        return groups_of


# ---------------------------------------------------------------------------
# Cell groups: a placement's cells taken two at a time
#
# Playing a piece combines one per-cell placement bitmask per cell of the
# piece, three times (Board._apply): on a 30,433-placement board each
# operation is a pass over 1,015 digits. Precomputed unions for every pair
# of edge-adjacent cells (Tables.playouts) nearly halve that: a pentomino is
# two pairs and a single, three bitmasks instead of five.

def pair_cells(g: Geometry) -> list[tuple[int, int, int]] | None:
    """Every pair of edge-adjacent cells ``a < b`` as ``(number, a, b)``, the
    pair's number being ``size + 2 * a`` (``b == a + 1``) or ``size + 2 * a + 1``
    (the other edge neighbour after ``a``): moving both cells by ``s`` moves
    the number by ``2 * s``. ``None`` when some cell has two edge neighbours
    after it besides ``a + 1`` (no such grid here: squares have the one below,
    triangles at most one above or below)."""
    pairs = []
    for a, near in enumerate(g.edge_neighbours):
        later = [b for b in near if b > a + 1]
        if len(later) > 1:
            return None
        if a + 1 in near:
            pairs.append((g.size + 2 * a, a, a + 1))
        if later:
            pairs.append((g.size + 2 * a + 1, a, later[0]))
    return pairs


def pairing(cells: list[int] | tuple[int, ...], edge: list[int]) -> tuple[tuple[int, int], ...]:
    """As many disjoint pairs of edge-adjacent cells of a placement as there
    can be (positions in ``cells``; the first such set in a fixed search
    order). ``edge`` is the per-cell edge-neighbour mask.

        >>> pairing([0, 1, 2, 3], [0b10, 0b101, 0b1010, 0b100])  # four cells in a row
        ((0, 1), (2, 3))
    """
    n = len(cells)
    touching = [[j for j in range(i + 1, n) if edge[cells[i]] >> cells[j] & 1] for i in range(n)]
    best: tuple[tuple[int, int], ...] = ()

    def grow(i: int, used: int, chosen: tuple[tuple[int, int], ...]) -> None:
        nonlocal best
        if len(chosen) > len(best):
            best = chosen
        if len(chosen) + (n - i) // 2 <= len(best):
            return  # cannot beat the best any more
        for a in range(i, n):
            if used >> a & 1:
                continue
            for b in touching[a]:
                if not used >> b & 1:
                    grow(a + 1, used | 1 << a | 1 << b, chosen + ((a, b),))

    grow(0, 0, ())
    return best


def cell_groups(cells: list[int] | tuple[int, ...], pairs: tuple[tuple[int, int], ...], size: int) -> tuple[int, ...]:
    """A placement's cells as groups: the numbers of its ``pairs`` (see
    `pair_cells`), then its other cells (a cell's group number is the
    cell). ``Tables.playouts`` makes a placement bitmask per group number."""
    out = []
    for i, j in pairs:
        a, b = sorted((cells[i], cells[j]))
        out.append(size + 2 * a + (b != a + 1))
    paired = {i for pair in pairs for i in pair}
    out.extend(c for i, c in enumerate(cells) if i not in paired)
    return tuple(out)


def _solid_spans(g: Geometry) -> dict[int, tuple[int, int]] | None:
    """Row -> (first column, last column) when every row is one unbroken run of cells."""
    spans: dict[int, tuple[int, int]] = {}
    count: dict[int, int] = {}
    for x, y in g.cells:  # sorted by row, then column
        if y in spans:
            spans[y] = (spans[y][0], x)
            count[y] += 1
        else:
            spans[y] = (x, x)
            count[y] = 1
    for y, (lo, hi) in spans.items():
        if hi - lo + 1 != count[y]:
            return None
    return spans


def _near_rows(g: Geometry, points: list[Point], dx: int, dy: int) -> list[tuple[int, int, int]]:
    """The points touching a placed shape (along an edge or at a corner), as
    ``(row, leftmost, rightmost)`` per row, relative to the translation
    ``(dx, dy)``: the same for every run of the orientation, since moves keep
    each cell's direction."""
    shape = set(points)
    near: set[Point] = set()
    for p in points:
        near.update(g.edge_points(p))
        near.update(g.corner_points(p))
    rows: dict[int, list[int]] = {}
    for qx, qy in near - shape:
        rows.setdefault(qy - dy, []).append(qx - dx)
    return [(y, min(xs), max(xs)) for y, xs in rows.items()]


def _inner(spans: dict[int, tuple[int, int]], step: int, near: list[tuple[int, int, int]],
           dx: int, dy: int, n: int) -> tuple[int, int]:
    """The steps ``lo..hi`` of a run whose placements keep every neighbour point
    on the board (a row the board lacks is lost the same way by all)."""
    lo, hi = 0, n - 1
    for y, left, right in near:
        span = spans.get(y + dy)
        if span is None:
            continue
        # Moved j steps, the points stay on the row while first <= x + j*step <= last.
        lo = max(lo, -((left + dx - span[0]) // step))
        hi = min(hi, (span[1] - right - dx) // step)
    return lo, hi


def _run_neighbours(step: int, n: int, lo: int, hi: int, cells0: list[int], edge: list[int],
                    corner: list[int], adj: list[int], corners: list[int]) -> None:
    """Append a run's edge-neighbour and corner-only masks to ``adj`` and ``corners``.

    The placements ``lo..hi`` (see `_inner`) are shifts of one another;
    the others lose a neighbour off a row's end and are computed cell by
    cell, exactly as the reference does.
    """
    if lo > hi:  # no placement of the run keeps every neighbour
        for j in range(n):
            a, c = _exact(cells0, j * step, edge, corner)
            adj.append(a)
            corners.append(c)
        return
    for j in range(lo):
        a, c = _exact(cells0, j * step, edge, corner)
        adj.append(a)
        corners.append(c)
    # The inner placements: shifts of the first one (a C-level map).
    base_a, base_c = _exact(cells0, lo * step, edge, corner)
    shifts = range(0, (hi - lo + 1) * step, step)
    adj.extend(map(base_a.__lshift__, shifts))
    corners.extend(map(base_c.__lshift__, shifts))
    for j in range(hi + 1, n):
        a, c = _exact(cells0, j * step, edge, corner)
        adj.append(a)
        corners.append(c)


def _exact(cells0: list[int], offset: int, edge: list[int], corner: list[int]) -> tuple[int, int]:
    """Edge-neighbour and corner-only masks of one placement, cell by cell."""
    m = a = c = 0
    for x in cells0:
        x += offset
        m |= 1 << x
        a |= edge[x]
        c |= corner[x]
    a &= ~m
    c &= ~(m | a)
    return a, c


def _kill(g: Geometry, step: int, runs: list[_Run], nplacements: int, k: int) -> list[int]:
    """Per cell: the bitmask of the placements covering it (see the module
    docstring), with ``k`` run classes (see `_classes`)."""
    # Keeps every bit position non-negative (p0 - x0 // step >= -guard).
    guard = g.width // step + 1
    diag: dict[tuple[int, int, int], bytearray] = {}
    nbytes = (nplacements + guard) // 8 + 1
    for i, run in enumerate(runs):
        cls = i % k
        for x0, y in run.points:
            key = (y, x0 % step, cls)
            buf = diag.get(key)
            if buf is None:
                buf = diag[key] = bytearray(nbytes)
            pos = run.p0 - x0 // step + guard
            buf[pos >> 3] |= 1 << (pos & 7)
    diagonal = {key: int.from_bytes(buf, "little") for key, buf in diag.items()}
    class_masks = [_class_mask(runs, k, cls) << guard for cls in range(k)]
    kill: list[int] = []
    for x, y in g.cells:
        shift = x // step
        value = 0
        for cls in range(k):
            d = diagonal.get((y, x % step, cls))
            if d is not None:
                value |= (d << shift) & class_masks[cls]
        kill.append(value >> guard)
    return kill


def _overshoot(run: _Run, extents: list[tuple[int, int, int]], spans: dict[int, tuple[int, int]], step: int) -> None:
    """Set how many placements below the run's first, and above its last, a
    stray bit of its diagonal can land (columns of a row the run misses);
    ``extents`` is the shape's `row_extents`."""
    b = a = 0
    dx, dy = run.dx, run.dy
    for y, left, right in extents:
        first, last = spans[y + dy]
        lo = (right + dx - first) // step
        hi = (last - left - dx) // step
        if lo > b:
            b = lo
        if hi > a:
            a = hi
    run.below, run.above = b, a - (run.n - 1)


def _classes(starts: list[int], lengths: list[int], below: list[int], above: list[int]) -> int | None:
    """The fewest round-robin classes such that no stray bit of a run reaches
    another run of its class (``None`` if more than `MAX_CLASSES`)."""
    nruns = len(starts)
    for k in range(2, MAX_CLASSES + 1):
        ok = True
        for i in range(nruns):
            # Runs i-k+1 .. i-1 (other classes) must absorb the bits below run i,
            # runs i+1 .. i+k-1 those above it.
            if i >= k and starts[i] - below[i] < starts[i - k + 1]:
                ok = False
                break
            if i + k < nruns and starts[i] + lengths[i] - 1 + above[i] >= starts[i + k]:
                ok = False
                break
        if ok:
            return k
    return None


def _class_mask(runs: list[_Run], k: int, cls: int) -> int:
    """The placements of the runs dealt to class ``cls``, as a bitmask."""
    # One character per placement, highest first, read as a base-2 number:
    # C-level work instead of a big-int OR per run.
    parts = ["1" * r.n if i % k == cls else "0" * r.n for i, r in enumerate(runs)]
    text = "".join(reversed(parts))
    return int(text, 2) if text else 0


__all__ = ["MAX_CLASSES", "MARGIN", "Built", "collector_paused", "orientations", "build",
           "pair_cells", "pairing", "cell_groups"]
