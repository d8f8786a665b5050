"""Solvers for the six solo puzzles: bitset search, seedable, cancellable.

Boards are Python ints, one bit per cell, laid out row by row from the top
with one always-full guard column on the right (``bit = y * (width + 1) + x``)
so that shifting a mask one step left or right never wraps into the next
row. Every placement of every orientation is precomputed once per board,
keyed by its *first* cell in scan order (top row first, left to right).

Tiling puzzles (exact cover of the rectangle)
    Depth-first: take the first empty cell in scan order; it must be the
    first cell of whichever piece covers it, so only placements anchored
    there are tried (the most constrained cell of a scan-line search).
    Copies of a shape are interchangeable: the search counts how many of
    each shape are left instead of treating four copies as four items, so
    it never re-explores the same tiling with copies swapped. After each
    placement, any closed pocket of empty cells whose size is not a
    multiple of the piece size ends the branch. In the ``-colours``
    versions a piece also takes a colour: one that still owns that shape
    and has no cell along the piece's edges; colours not used yet are
    interchangeable, so only the first unused one is tried.

The 84-piece puzzles (game rules)
    Not an exact cover: 356 of the 400 cells are covered, so 44 stay empty,
    and each colour's pieces must be linked to its corner by corner
    contacts. The same scan-line search decides each first empty cell:
    either a piece anchored there (any colour owning it, never along an
    edge of its own colour) or an empty cell (at most 44). The linking,
    a global property, is made local by giving each colour's tree a
    direction along the scan: blue and yellow (corners on the top row)
    grow downwards, so a blue or yellow piece must touch an *earlier* piece
    of its colour when it is laid (except the one covering the corner);
    red and green (corners on the bottom row) grow upwards, so each red or
    green piece must be touched by a *later* one of its colour (except the
    corner piece), an obligation checked as soon as the scan has passed
    all its corner cells. Following those contacts always leads to the
    corner, so the position is linked. For biggest-first, the contact must
    be with a piece at least as big, and the corner pieces are 5-square:
    then the sizes never grow on the way out from the corner, which is
    exactly what laying pieces biggest first needs. Those directions and
    the home-corner preference are heuristics of the search, not rules: they
    only restrict which solutions it can find.

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


GROWTH = 1.5
BUDGET = 2000
GROUP = True
JITTER = 3.0
BALANCE = True
#: Shapes from hardest to fit to most adaptable (a move-ordering heuristic).
_AWKWARD = ("X", "F", "W", "Z5", "T5", "V5", "N", "U", "Y", "L5", "I5", "P", "T4", "Z4", "O", "L4", "I4")


class Cancelled(Exception):
    """The search was stopped by its ``cancel`` callback or time limit."""


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
    last_corner: int  # highest bit of ``corners`` (-1 if none)
    size: int


class _Board:
    """Precomputed placements of a piece list on a ``width`` x ``height`` board."""

    def __init__(self, width: int, height: int, shapes: tuple[str, ...]) -> None:
        self.width, self.height, self.shapes = width, height, shapes
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
        for si, name in enumerate(shapes):
            piece = square_piece(name)
            for orient in piece.orientations:
                fx, fy = min(orient, key=lambda p: (p[1], p[0]))
                rel = [(x - fx, y - fy) for x, y in orient]
                for ay in range(height):
                    for ax in range(width):
                        pts = [(ax + dx, ay + dy) for dx, dy in rel]
                        if not all(0 <= x < width and 0 <= y < height for x, y in pts):
                            continue
                        mask = self.mask(pts)
                        edges = corners = 0
                        for x, y in pts:
                            for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                                if 0 <= nx < width and 0 <= ny < height:
                                    edges |= 1 << (ny * W + nx)
                            for nx, ny in ((x - 1, y - 1), (x + 1, y - 1), (x - 1, y + 1), (x + 1, y + 1)):
                                if 0 <= nx < width and 0 <= ny < height:
                                    corners |= 1 << (ny * W + nx)
                        edges &= ~mask
                        corners &= ~mask & ~edges
                        opt = _Option(si, mask, edges, corners, corners.bit_length() - 1, len(pts))
                        self.anchors[ay * W + ax].append(opt)
                        for x, y in pts:
                            self.covers[y * W + x].append((si, mask, edges))

    def bit(self, x: int, y: int) -> int:
        return y * self.stride + x

    def mask(self, pts: list[tuple[int, int]]) -> int:
        m = 0
        for x, y in pts:
            m |= 1 << (y * self.stride + x)
        return m

    def cells(self, mask: int) -> list[int]:
        """Geometry indices (row-major, no guard) of the bits of ``mask``."""
        out = []
        W = self.stride
        while mask:
            low = mask & -mask
            b = low.bit_length() - 1
            out.append((b // W) * self.width + b % W)
            mask ^= low
        return out

    def grow(self, m: int) -> int:
        """``m`` plus its edge neighbours (may include guard bits)."""
        W = self.stride
        return m | (m << 1) | (m >> 1) | (m << W) | (m >> W)


_BOARDS: dict[tuple[int, int, tuple[str, ...]], _Board] = {}


def _board(puzzle: Puzzle) -> _Board:
    key = (puzzle.width, puzzle.height, puzzle.shapes)
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
        self.best = 0
        self.path: list[tuple[int, int]] = []  # (branch index, branch count) per level

    def tick(self, decided: int) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Restart
        if decided > self.best:
            self.best = decided
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
            if GROUP:
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
    limit = 4 * k
    covers = board.covers

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
            for shape, mask, edges in covers[b.bit_length() - 1]:
                if counts[shape] and not (mask & occ):
                    if not apart:
                        break
                    if any(owns[col][shape] and not (edges & colmask[col]) for col in range(ncol)):
                        break
            else:
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
            # colours not used yet are interchangeable: offer only the first;
            # among the others, the one with most pieces left comes first
            cols = colour_order[:used_colours + 1] if used_colours < ncol else colour_order
            if BALANCE:
                cols = sorted(cols, key=lambda col: -sum(owns[col]))
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
    board = _board(puzzle)
    W = board.stride
    w, h = puzzle.width, puzzle.height
    grid = puzzle.grid
    n_shapes = len(puzzle.shapes)
    ncol = len(COLOURS)
    descending = puzzle.descending
    holes_allowed = w * h - puzzle.cell_count

    start_bit = []
    for colour in COLOURS:
        x, y = grid.point(grid.parse(START_CELLS[colour]))
        start_bit.append(1 << board.bit(x, y))
    any_start = 0
    for b in start_bit:
        any_start |= b
    grows_down = [True, True, False, False]  # blue, yellow from the top row; red, green from the bottom
    corner_xy = []
    for colour in COLOURS:
        x, y = grid.point(grid.parse(START_CELLS[colour]))
        corner_xy.append((x, y))

    # Home preference: at each cell, colours ordered by distance to their
    # corner (nearest first), with a seeded jitter so seeds differ.
    jitter = rng.uniform(2.0, 6.0)
    colour_pref: list[list[int]] = []
    for b in range(board.end):
        y, x = divmod(b, W)
        if x >= w:
            colour_pref.append([])
            continue
        d = [abs(x - cx) + abs(y - cy) + rng.uniform(0, jitter) for cx, cy in corner_xy]
        colour_pref.append(sorted(range(ncol), key=lambda i: d[i]))
    anchors: list[list[_Option]] = []
    for opts in board.anchors:
        opts = list(opts)
        rng.shuffle(opts)
        opts.sort(key=lambda o: -o.size)
        anchors.append(opts)

    owns = [[True] * n_shapes for _ in range(ncol)]
    # colmask_ge[c][s]: cells of colour c's pieces of size >= s (s = 1..5)
    colmask_ge = [[0] * 6 for _ in range(ncol)]
    has_root = [False] * ncol
    remaining_cells = [sum(puzzle.size(s) for s in puzzle.shapes)] * ncol
    pending: list[tuple[int, int, int, int]] = []  # (colour, corners, last corner bit, size)
    placed: list[tuple[int, int, int]] = []
    search = _Search(w * h, progress, cancel, time_limit, report_every)
    path = search.path
    end = board.end
    full = board.full

    def rec(occ: int, holes: int, decided: int) -> bool:
        search.tick(decided)
        low = (occ + 1) & ~occ
        c = low.bit_length() - 1
        # obligations of red and green pieces whose corner cells are all decided
        for col, corners, last, size in pending:
            if last < c:
                return False
        if c >= end:
            return holes == holes_allowed
        # cells no colour with pieces left may ever cover: forced holes
        free = full & ~occ
        coverable = 0
        for col in range(ncol):
            if remaining_cells[col]:
                coverable |= free & ~board.grow(colmask_ge[col][1])
        if holes + (free & ~coverable).bit_count() > holes_allowed:
            return False
        options: list[tuple[_Option, int]] = []
        for col in colour_pref[c]:
            if not remaining_cells[col]:
                continue
            own = owns[col]
            mine = colmask_ge[col][1]
            for o in anchors[c]:
                if not own[o.shape] or o.mask & occ or o.edges & mine:
                    continue
                if o.mask & any_start and not (o.mask & any_start & start_bit[col]):
                    continue  # covers another colour's corner
                if o.mask & start_bit[col]:
                    if descending and o.size != 5:
                        continue
                elif grows_down[col]:
                    if not (o.corners & colmask_ge[col][o.size if descending else 1]):
                        continue
                elif not has_root[col] or True:
                    # red/green: must be touched later; fine unless its corner
                    # cells are all behind the scan already
                    if o.last_corner < c:
                        continue
                options.append((o, col))
        if not (low & any_start):
            options.append((None, -1))  # type: ignore[arg-type]
        n = len(options)
        depth = len(path)
        path.append((0, n))
        for i, (o, col) in enumerate(options):
            path[depth] = (i, n)
            if o is None:
                if holes < holes_allowed and rec(occ | low, holes + 1, decided + 1):
                    return True
                continue
            # lay it: satisfy pending obligations it touches
            satisfied = []
            if not grows_down[col]:
                for j, (pc, pcorners, plast, psize) in enumerate(pending):
                    if pc == col and pcorners & o.mask and (not descending or o.size >= psize):
                        satisfied.append(j)
            saved_pending = pending[:]
            for j in reversed(satisfied):
                del pending[j]
            is_root = bool(o.mask & start_bit[col])
            if not grows_down[col] and not is_root:
                pending.append((col, o.corners, o.last_corner, o.size))
            owns[col][o.shape] = False
            old_masks = colmask_ge[col][:]
            for s in range(1, o.size + 1):
                colmask_ge[col][s] |= o.mask
            old_root = has_root[col]
            has_root[col] = old_root or is_root
            remaining_cells[col] -= o.size
            placed.append((col, o.shape, o.mask))
            if rec(occ | o.mask, holes, decided + o.size):
                return True
            placed.pop()
            remaining_cells[col] += o.size
            has_root[col] = old_root
            colmask_ge[col] = old_masks
            owns[col][o.shape] = True
            pending[:] = saved_pending
        path.pop()
        return False

    if not rec(board.guard, 0, 0):
        raise NoSolution(puzzle.name)
    search.checkpoint(search.total)
    return _game_order(puzzle, board, placed)


def _game_order(puzzle: Puzzle, board: _Board, placed: list[tuple[int, int, int]]) -> list[Placement]:
    """Order the pieces so each can be laid in turn (biggest first if asked)."""
    grid = puzzle.grid
    pieces = [(col, shape, mask, square_piece(puzzle.shapes[shape]).cells.__len__()) for col, shape, mask in placed]
    W = board.stride

    def diag(m: int) -> int:
        return (m << (W + 1)) | (m << (W - 1)) | (m >> (W + 1)) | (m >> (W - 1))

    order: list[int] = []
    done = [False] * len(pieces)
    laid = [0] * len(COLOURS)
    sizes = sorted({p[3] for p in pieces}, reverse=True) if puzzle.descending else [None]
    starts = []
    for colour in COLOURS:
        x, y = grid.point(grid.parse(START_CELLS[colour]))
        starts.append(1 << board.bit(x, y))
    for size in sizes:
        progress = True
        while progress:
            progress = False
            for i, (col, shape, mask, sz) in enumerate(pieces):
                if done[i] or (size is not None and sz != size):
                    continue
                if (mask & starts[col]) or (diag(mask) & laid[col]):
                    done[i] = True
                    laid[col] |= mask
                    order.append(i)
                    progress = True
    order += [i for i in range(len(pieces)) if not done[i]]  # (never happens for a solver output)
    return [placement_from_indices(puzzle, COLOURS[pieces[i][0]], puzzle.shapes[pieces[i][1]],
                                   board.cells(pieces[i][2])) for i in order]


__all__ = ["solve", "Progress", "Cancelled", "NoSolution"]
