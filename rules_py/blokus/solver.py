"""Solvers for the six solo puzzles: bitset search, seedable, cancellable.

Boards are Python ints, one bit per cell, laid out row by row from the top
with one always-full guard column on the right (``bit = y * (width + 1) + x``)
so that shifting a mask one step left or right never wraps into the next
row. Every placement of every orientation is precomputed once per board,
keyed by its *first* cell in scan order (rows in the scan's row order,
left to right).

Tiling puzzles (exact cover of the rectangle)
    Depth-first: take the first empty cell in scan order; it must be the
    first cell of whichever piece covers it, so only placements anchored
    there are tried (the most constrained cell of a scan-line search).
    Copies of a shape are interchangeable: the search counts how many of
    each shape are left instead of treating four copies as four items, so
    it never re-explores the same tiling with copies swapped. After each
    placement, any closed pocket of empty cells whose size is not a
    multiple of the piece size ends the branch, and so does a free cell
    next to the new piece that no piece left (of a colour allowed there)
    can cover. Awkward shapes are tried first and adaptable ones kept for
    the last rows. Restarts: each attempt gets a node budget (growing
    slowly) and a fresh seeded move order, which cuts the heavy tail of
    depth-first search times. In the ``-colours``
    versions a piece also takes a colour: one that still owns that shape
    and has no cell along the piece's edges; colours not used yet are
    interchangeable, so only the first unused one is tried.

The 84-piece puzzles (game rules)
    Not an exact cover: 356 of the 400 cells are covered, so 44 stay empty,
    and each colour's pieces must be linked to its corner by corner
    contacts. The same kind of scan decides each first empty cell: either
    a piece anchored there (any colour still owning it, never along an
    edge of its own colour, never on another colour's corner) or an empty
    cell (at most 44). The rows are visited from both ends towards the
    middle (20, 1, 19, 2, ...), so the four corners are met early. For
    each colour the search keeps the groups of its pieces already linked
    by corners (for biggest-first, one set of groups per size threshold:
    pieces of size >= s must link to the corner by themselves) and
    abandons a branch when a group can no longer grow (no free cell at its
    corners that its colour may take) unless it is the finished corner
    group, or when more cells are sure to stay empty than allowed. Pieces
    that join an existing group are tried before pieces that start a new
    one, colours nearer their corner first, awkward shapes before
    adaptable ones (as for the rectangles, with a wide seeded jitter).
    This is exact but, as measured (``bench/puzzles.py``), not yet strong
    enough: it fills most of the board and rarely finishes within seconds.

Progress: a callback receives a :class:`Progress` every ``report_every``
nodes: nodes visited, cells decided now and at best, and an estimate of
the fraction of the search tree already explored (Knuth's estimate from the
branch indices along the current path). ``best_fraction`` (deepest point
reached / cells to decide) is what a progress bar should show: it only goes
up and reaches 1.0 with the solution.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from .pieces import square_piece
from .puzzles import COLOURS, START_CELLS, Placement, Puzzle, get_puzzle, placement_from_indices


#: Restarts (tiling): nodes per attempt = BUDGET x piece size, times GROWTH
#: after each failed attempt. Measured on the 15x16 puzzles: small budgets
#: and slow growth beat long single runs (heavy-tailed search times).
BUDGET = 500
GROWTH = 1.1
#: Seeded jitter added to the shapes' rank in :data:`_AWKWARD`.
JITTER = 3.0
#: Pockets of empty cells up to POCKET x piece size are checked for size.
POCKET = 4
#: Shapes from hardest to fit to most adaptable (a move-ordering heuristic).
_AWKWARD = ("X", "F", "W", "Z5", "T5", "V5", "N", "U", "Y", "L5", "I5", "P", "T4", "Z4", "O", "L4", "I4")


class Cancelled(Exception):
    """The search was stopped by its ``cancel`` callback or time limit.

    ``partial``: for the 84-piece puzzles, the deepest position the search
    reached (pieces in laying order), to show how far it got; else ``[]``.
    """

    partial: list[Placement] = []


class NoSolution(Exception):
    """The search space was exhausted without a solution."""


class _Restart(Exception):
    """This attempt used up its node budget: reshuffle and start again."""


@dataclass(frozen=True)
class Progress:
    nodes: int
    decided: int
    best: int
    total: int
    tree_fraction: float
    elapsed: float

    @property
    def fraction(self) -> float:
        return self.decided / self.total if self.total else 1.0

    @property
    def best_fraction(self) -> float:
        return self.best / self.total if self.total else 1.0


ProgressFn = Callable[[Progress], None]
CancelFn = Callable[[], bool]


@dataclass(frozen=True)
class _Option:
    shape: int
    mask: int
    edges: int    # cells sharing an edge with the placement (on the board)
    corners: int  # cells touching it only at a corner (on the board)
    size: int


class _Board:
    """Precomputed placements of a piece list on a ``width`` x ``height`` board.

    ``rows`` is the order in which the scan visits the rows (top to bottom
    by default): row ``rows[i]`` occupies bits ``i * stride ...``. Vertical
    shifts (:meth:`grow`) only make sense in the default order.
    """

    def __init__(self, width: int, height: int, shapes: tuple[str, ...],
                 rows: tuple[int, ...] | None = None) -> None:
        self.width, self.height, self.shapes = width, height, shapes
        self.rows = rows = tuple(range(height)) if rows is None else rows
        self.row_pos = {y: i for i, y in enumerate(rows)}
        W = self.stride = width + 1
        self.end = height * W
        self.full = 0
        for y in range(height):
            self.full |= ((1 << width) - 1) << (y * W)
        self.guard = 0
        for y in range(height):
            self.guard |= 1 << (y * W + width)
        self.anchors: list[list[_Option]] = [[] for _ in range(self.end)]
        #: every placement (shape, mask) covering a cell, whatever its anchor
        self.covers: list[list[tuple[int, int, int]]] = [[] for _ in range(self.end)]
        bit = self.bit
        for si, name in enumerate(shapes):
            piece = square_piece(name)
            for orient in piece.orientations:
                cells = set(orient)
                edge_rel = {(x + dx, y + dy) for x, y in orient for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
                edge_rel -= cells
                corner_rel = {(x + dx, y + dy) for x, y in orient for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1))}
                corner_rel -= cells | edge_rel
                wmax = max(x for x, _ in orient)
                hmax = max(y for _, y in orient)
                for oy in range(height - hmax):
                    for ox in range(width - wmax):
                        mask = edges = corners = 0
                        for x, y in orient:
                            mask |= 1 << bit(x + ox, y + oy)
                        for x, y in edge_rel:
                            x, y = x + ox, y + oy
                            if 0 <= x < width and 0 <= y < height:
                                edges |= 1 << bit(x, y)
                        for x, y in corner_rel:
                            x, y = x + ox, y + oy
                            if 0 <= x < width and 0 <= y < height:
                                corners |= 1 << bit(x, y)
                        opt = _Option(si, mask, edges, corners, len(orient))
                        self.anchors[(mask & -mask).bit_length() - 1].append(opt)
                        for x, y in orient:
                            self.covers[bit(x + ox, y + oy)].append((si, mask, edges))

    def bit(self, x: int, y: int) -> int:
        return self.row_pos[y] * self.stride + x

    def mask(self, pts: list[tuple[int, int]]) -> int:
        m = 0
        for x, y in pts:
            m |= 1 << self.bit(x, y)
        return m

    def cells(self, mask: int) -> list[int]:
        """Geometry indices (row-major, no guard) of the bits of ``mask``."""
        out = []
        W = self.stride
        rows = self.rows
        while mask:
            low = mask & -mask
            b = low.bit_length() - 1
            out.append(rows[b // W] * self.width + b % W)
            mask ^= low
        return out

    def grow(self, m: int) -> int:
        """``m`` plus its edge neighbours (may include guard bits)."""
        W = self.stride
        return m | (m << 1) | (m >> 1) | (m << W) | (m >> W)


_BOARDS: dict[tuple[int, int, tuple[str, ...], tuple[int, ...] | None], _Board] = {}


def _board(puzzle: Puzzle, rows: tuple[int, ...] | None = None) -> _Board:
    key = (puzzle.width, puzzle.height, puzzle.shapes, rows)
    if key not in _BOARDS:
        _BOARDS[key] = _Board(*key)
    return _BOARDS[key]


class _Search:
    """Shared bookkeeping: node counting, cancellation, progress."""

    def __init__(self, total: int, progress: ProgressFn | None, cancel: CancelFn | None,
                 time_limit: float | None, report_every: int) -> None:
        self.total = total
        self.progress = progress
        self.cancel = cancel
        self.report_every = max(1, report_every)
        self.start = time.perf_counter()
        self.deadline = None if time_limit is None else self.start + time_limit
        self.nodes = 0
        self.budget = float("inf")  # nodes allowed before a restart
        self.on_best: Callable[[], None] | None = None
        self.best = 0
        self.path: list[tuple[int, int]] = []  # (branch index, branch count) per level

    def tick(self, decided: int) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Restart
        if decided > self.best:
            self.best = decided
            if self.on_best is not None:
                self.on_best()
        if self.nodes % self.report_every == 0:
            self.checkpoint(decided)

    def checkpoint(self, decided: int) -> None:
        if self.cancel is not None and self.cancel():
            raise Cancelled(f"cancelled after {self.nodes} nodes")
        now = time.perf_counter()
        if self.deadline is not None and now > self.deadline:
            raise Cancelled(f"time limit reached after {self.nodes} nodes")
        if self.progress is not None:
            self.progress(Progress(self.nodes, decided, self.best, self.total, self.tree_fraction(), now - self.start))

    def tree_fraction(self) -> float:
        frac, weight = 0.0, 1.0
        for i, n in self.path:
            if n <= 0:
                break
            frac += weight * i / n
            weight /= n
        return frac


def solve(puzzle: Puzzle | str, seed: int | None = 0, *, progress: ProgressFn | None = None,
          cancel: CancelFn | None = None, time_limit: float | None = None,
          report_every: int = 500) -> list[Placement]:
    """Solve a puzzle; another ``seed`` gives (almost always) another solution.

    ``progress`` is called with a :class:`Progress` every ``report_every``
    nodes (and once at the end); ``cancel`` is called just as often and
    stops the search (raising :class:`Cancelled`) when it returns true, as
    does ``time_limit`` (seconds). The pieces come back in an order in which
    they can be laid (for the 84-piece puzzles, a legal placing order).
    """
    puzzle = get_puzzle(puzzle)
    rng = random.Random(seed)
    if puzzle.kind == "tiling":
        return _solve_tiling(puzzle, rng, progress, cancel, time_limit, report_every)
    return _solve_game(puzzle, rng, progress, cancel, time_limit, report_every)


# ---------------------------------------------------------------------------
# Tiling


def _restarting(search: _Search, rng: random.Random, shuffle: Callable[[], None], run: Callable[[], bool],
                puzzle: Puzzle, budget: int, reset: Callable[[], object]) -> None:
    """Run the search with restarts: a node budget per attempt, growing by
    half each time, and a fresh seeded move order for every attempt.

    A depth-first scan-line search sometimes makes a bad choice early and
    then spends ages below it; restarting with another order escapes that
    (the heavy-tail effect). Deterministic for a given seed.
    """
    while True:
        shuffle()
        reset()
        search.budget = search.nodes + budget
        try:
            found = run()
        except _Restart:
            budget = int(budget * GROWTH)
            continue
        if not found:
            raise NoSolution(puzzle.name)
        search.checkpoint(search.total)
        return


def _solve_tiling(puzzle: Puzzle, rng: random.Random, progress: ProgressFn | None, cancel: CancelFn | None,
                  time_limit: float | None, report_every: int) -> list[Placement]:
    board = _board(puzzle)
    k = puzzle.size(puzzle.shapes[0])
    n_shapes = len(puzzle.shapes)
    # Seeded move order: each anchor's placements shuffled, then grouped by
    # shape in a seeded shape order (so one shape is tried in all its
    # orientations before the next). Redone on every restart.
    anchors: list[list[_Option]] = []

    def shuffle() -> None:
        # awkward shapes early, adaptable ones kept for the end (where the
        # last rows must be filled by exactly what is left), with a seeded
        # jitter so orders differ
        shape_rank = [_AWKWARD.index(name) + rng.uniform(0, JITTER) if name in _AWKWARD else rng.uniform(0, 12)
                      for name in puzzle.shapes]
        anchors.clear()
        for opts in board.anchors:
            opts = list(opts)
            rng.shuffle(opts)
            opts.sort(key=lambda o: shape_rank[o.shape])
            anchors.append(opts)

    counts = [puzzle.copies] * n_shapes
    ncol = len(COLOURS)
    apart = puzzle.colours_apart
    owns = [[True] * n_shapes for _ in range(ncol)]
    colmask = [0] * ncol
    colour_order = list(range(ncol))
    rng.shuffle(colour_order)
    free_board = board.full
    end = board.end
    W = board.stride
    search = _Search(puzzle.cell_count, progress, cancel, time_limit, report_every)
    placed: list[tuple[int, int, int]] = []  # (colour or -1, shape, mask)
    path = search.path
    limit = POCKET * k
    covers = board.covers
    all_colours = range(ncol)

    def pocket_ok(occ: int, around: int) -> bool:
        free = free_board & ~occ
        seeds = around & free
        while seeds:
            region = seeds & -seeds
            while True:
                grown = ((region << 1) | (region >> 1) | (region << W) | (region >> W) | region) & free
                if grown == region:
                    if region.bit_count() % k:
                        return False
                    break
                region = grown
                if region.bit_count() >= limit:
                    break
            seeds &= ~region
        # every free cell next to the new piece must still fit some piece
        # of a shape that is left (the scan would otherwise find out only
        # when it gets there)
        rest = around & free
        while rest:
            b = rest & -rest
            rest ^= b
            ok = False
            for shape, mask, edges in covers[b.bit_length() - 1]:
                if counts[shape] and not (mask & occ):
                    if not apart:
                        ok = True
                        break
                    for col in all_colours:
                        if owns[col][shape] and not (edges & colmask[col]):
                            ok = True
                            break
                    if ok:
                        break
            if not ok:
                return False
        return True

    def rec(occ: int, used_colours: int, filled: int) -> bool:
        search.tick(filled)
        low = (occ + 1) & ~occ
        c = low.bit_length() - 1
        if c >= end:
            return True
        options = []
        if apart:
            # colours not used yet are interchangeable: offer only the first
            cols = colour_order[:used_colours + 1] if used_colours < ncol else colour_order
        for o in anchors[c]:
            if counts[o.shape] and not (o.mask & occ):
                if apart:
                    for col in cols:
                        if owns[col][o.shape] and not (o.edges & colmask[col]):
                            options.append((o, col))
                else:
                    options.append((o, -1))
        n = len(options)
        depth = len(path)
        path.append((0, n))
        for i, (o, col) in enumerate(options):
            path[depth] = (i, n)
            nocc = occ | o.mask
            counts[o.shape] -= 1
            nused = used_colours
            if col >= 0:
                owns[col][o.shape] = False
                colmask[col] |= o.mask
                if colour_order.index(col) == used_colours:
                    nused += 1
            placed.append((col, o.shape, o.mask))
            if pocket_ok(nocc, o.edges) and rec(nocc, nused, filled + k):
                return True
            placed.pop()
            counts[o.shape] += 1
            if col >= 0:
                owns[col][o.shape] = True
                colmask[col] &= ~o.mask
        path.pop()
        return False

    def reset() -> None:
        placed.clear()
        path.clear()
        counts[:] = [puzzle.copies] * n_shapes
        for row in owns:
            row[:] = [True] * n_shapes
        colmask[:] = [0] * ncol

    _restarting(search, rng, shuffle, lambda: rec(board.guard, 0, 0), puzzle, BUDGET * k, reset)
    # Plain tilings carry colours too (the physical pieces have them): the
    # copies of each shape are dealt out to the four colours in turn.
    dealt = [0] * n_shapes
    out = []
    palette = list(COLOURS)
    rng.shuffle(palette)
    for col, shape, mask in placed:
        if col < 0:
            colour = COLOURS[dealt[shape] % ncol]
            dealt[shape] += 1
        else:
            colour = palette[col]
        out.append(placement_from_indices(puzzle, colour, puzzle.shapes[shape], board.cells(mask)))
    return out


# ---------------------------------------------------------------------------
# The 84-piece puzzles


def _solve_game(puzzle: Puzzle, rng: random.Random, progress: ProgressFn | None, cancel: CancelFn | None,
                time_limit: float | None, report_every: int) -> list[Placement]:
    h = puzzle.height
    rows = tuple(y for i in range(h // 2) for y in (i, h - 1 - i)) if ROWS_BOTH_ENDS else None
    board = _board(puzzle, rows)
    grid = puzzle.grid
    n_shapes = len(puzzle.shapes)
    ncol = len(COLOURS)
    descending = puzzle.descending
    holes_allowed = puzzle.width * puzzle.height - puzzle.cell_count
    # thresholds: links that count. Plain: any piece. Biggest first: for
    # each size s, the pieces of size >= s must link to the corner by
    # themselves.
    thresholds = (5, 4, 3, 2, 1) if descending else (1,)
    start_bit = []
    corner_xy = []
    for colour in COLOURS:
        x, y = grid.point(grid.parse(START_CELLS[colour]))
        corner_xy.append((x, y))
        start_bit.append(1 << board.bit(x, y))
    any_start = 0
    for b in start_bit:
        any_start |= b
    end = board.end
    full = board.full
    W = board.stride
    sizes = [puzzle.size(s) for s in puzzle.shapes]
    colour_pref: list[list[float]] = []
    anchors: list[list[_Option]] = []

    def shuffle() -> None:
        # At each cell, colours near their own corner first (a seeded
        # jitter makes seeds differ); big pieces before small ones.
        jitter = rng.uniform(JITTER_GAME[0], JITTER_GAME[1])
        colour_pref.clear()
        for b in range(end):
            pos, x = divmod(b, W)
            y = board.rows[pos]
            colour_pref.append([abs(x - cx) + abs(y - cy) + rng.uniform(0, jitter) for cx, cy in corner_xy])
        anchors.clear()
        order = ("X", "F", "W", "Z5", "T5", "V5", "N", "U", "Y", "L5", "I5", "P",
                 "T4", "Z4", "L4", "I4", "O", "V3", "I3", "2", "1")
        rank = [order.index(n) + rng.uniform(0, GAME_AWKWARD) for n in puzzle.shapes]
        for opts in board.anchors:
            opts = list(opts)
            rng.shuffle(opts)
            if GAME_AWKWARD:
                opts.sort(key=lambda o: rank[o.shape])
            else:
                opts.sort(key=lambda o: -o.size)
            anchors.append(opts)

    owns = [[True] * n_shapes for _ in range(ncol)]
    forbidden = [0] * ncol   # cells along an edge of the colour's pieces
    # comps[c][s]: the groups of colour c's pieces of size >= s linked by
    # corner contacts, each as (cells, cells at their corners)
    comps: list[list[tuple[tuple[int, int], ...]]] = [[() for _ in range(6)] for _ in range(ncol)]
    # left_ge[c][s]: pieces of colour c of size >= s still to lay
    left_ge = [[0] * 6 for _ in range(ncol)]
    placed: list[tuple[int, int, int, int]] = []
    search = _Search(puzzle.width * puzzle.height, progress, cancel, time_limit, report_every)
    path = search.path
    deepest: list[tuple[int, int, int, int]] = []
    search.on_best = lambda: deepest.__setitem__(slice(None), placed)

    def alive(free: int) -> bool:
        """No group of a colour is cut off for good from its corner."""
        for col in range(ncol):
            open_cells = free & ~forbidden[col]
            root = start_bit[col]
            for s in thresholds:
                groups = comps[col][s]
                for cells, reach in groups:
                    if reach & open_cells:
                        continue
                    if not (cells & root) or left_ge[col][s] or len(groups) > 1:
                        return False
        return True

    def rec(occ: int, holes: int, decided: int) -> bool:
        search.tick(decided)
        low = (occ + 1) & ~occ
        c = low.bit_length() - 1
        if c >= end:
            return holes == holes_allowed and all(len(comps[col][1]) == 1 for col in range(ncol))
        free = full & ~occ
        if not alive(free):
            return False
        coverable = 0
        for col in range(ncol):
            if left_ge[col][1]:
                coverable |= free & ~forbidden[col]
        if holes + (free & ~coverable).bit_count() > holes_allowed:
            return False
        linked: list[tuple[_Option, int]] = []
        loose: list[tuple[_Option, int]] = []
        # colours near their corner first, and colours behind schedule
        # (more of their squares left than the share of the board left)
        dist = colour_pref[c]
        cols = sorted(range(ncol), key=lambda col: dist[col])
        for col in cols:
            if not left_ge[col][1]:
                continue
            own = owns[col]
            forb = forbidden[col]
            root = start_bit[col]
            for o in anchors[c]:
                if not own[o.shape] or o.mask & occ or o.mask & forb:
                    continue
                if o.mask & any_start and not (o.mask & root):
                    continue  # covers another colour's corner
                if descending and o.mask & root and o.size != 5:
                    continue
                if any(o.corners & cells for cells, _ in comps[col][o.size if descending else 1]):
                    linked.append((o, col))
                else:
                    loose.append((o, col))
        # pieces that join a group of their colour first, then new groups
        options: list[tuple[_Option | None, int]] = [*linked, *loose]
        if not (low & any_start) and holes < holes_allowed:
            options.append((None, -1))
        n = len(options)
        depth = len(path)
        path.append((0, n))
        for i, (o, col) in enumerate(options):
            path[depth] = (i, n)
            if o is None:
                if rec(occ | low, holes + 1, decided + 1):
                    return True
                continue
            owns[col][o.shape] = False
            saved = (comps[col][:], forbidden[col], left_ge[col][:])
            forbidden[col] |= o.edges
            for s in thresholds:
                if o.size < s:
                    continue
                left_ge[col][s] -= 1
                cells, reach = o.mask, o.corners
                rest = []
                for g in comps[col][s]:
                    if g[0] & o.corners:
                        cells |= g[0]
                        reach |= g[1]
                    else:
                        rest.append(g)
                rest.append((cells, reach))
                comps[col][s] = tuple(rest)
            placed.append((col, o.shape, o.mask, o.corners))
            if rec(occ | o.mask, holes, decided + o.size):
                return True
            placed.pop()
            comps[col], forbidden[col], left_ge[col] = saved
            owns[col][o.shape] = True
        path.pop()
        return False

    def reset() -> None:
        placed.clear()
        path.clear()
        for col in range(ncol):
            owns[col][:] = [True] * n_shapes
            comps[col] = [() for _ in range(6)]
            left_ge[col] = [sum(1 for z in sizes if z >= s) for s in range(6)]
        forbidden[:] = [0] * ncol

    try:
        _restarting(search, rng, shuffle, lambda: rec(board.guard, 0, 0), puzzle, GAME_BUDGET, reset)
    except Cancelled as exc:
        exc.partial = [placement_from_indices(puzzle, COLOURS[col], puzzle.shapes[sh], board.cells(m))
                       for col, sh, m, _ in deepest]
        raise
    return _game_order(puzzle, board, placed)


#: Game search: nodes per attempt before a restart; rows from both ends
#: (measured better than top to bottom); range of the seeded jitter on the
#: colours' distance to their corner.
GAME_BUDGET = 50000
ROWS_BOTH_ENDS = True
#: Seeded jitter on the shapes' rank (awkward first) in the game search;
#: 0 would mean "biggest first" instead. 8 measured best of 0, 1, 3, 8.
GAME_AWKWARD = 8.0
JITTER_GAME = (2.0, 8.0)


def _game_order(puzzle: Puzzle, board: _Board, placed: list[tuple[int, int, int, int]]) -> list[Placement]:
    """Order the pieces so each can be laid in turn (biggest first if asked):
    each colour's corner piece, then any piece touching a laid piece of its
    colour at a corner, repeatedly (size class by size class if asked)."""
    grid = puzzle.grid
    starts = []
    for colour in COLOURS:
        x, y = grid.point(grid.parse(START_CELLS[colour]))
        starts.append(1 << board.bit(x, y))
    size = [puzzle.size(puzzle.shapes[p[1]]) for p in placed]
    classes = sorted(set(size), reverse=True) if puzzle.descending else [None]
    order: list[int] = []
    done = [False] * len(placed)
    laid = [0] * len(COLOURS)
    for cls in classes:
        grew = True
        while grew:
            grew = False
            for i, (col, shape, mask, corners) in enumerate(placed):
                if done[i] or (cls is not None and size[i] != cls):
                    continue
                if mask & starts[col] or corners & laid[col]:
                    done[i] = True
                    laid[col] |= mask
                    order.append(i)
                    grew = True
    order += [i for i in range(len(placed)) if not done[i]]  # never for a solver's answer
    return [placement_from_indices(puzzle, COLOURS[placed[i][0]], puzzle.shapes[placed[i][1]],
                                   board.cells(placed[i][2])) for i in order]


__all__ = ["solve", "Progress", "Cancelled", "NoSolution"]
