"""The solver of the six solo puzzles: seeded, cancellable searches.

[`solve`][rules_py.blokus.puzzles.solve.solve] runs one of two searches, chosen by the puzzle's ``kind``.

The rectangles (``kind == "tiling"``): an exact-cover scan
    Boards are Python ints, one bit per cell, laid out row by row from the
    top with one always-full guard column on the right
    (``bit = y * (width + 1) + x``), so that shifting a mask one step left
    or right never wraps into the next row. Every placement of every
    orientation is precomputed once per board and kept under its *first*
    cell in that order. The search is depth-first: take the first empty
    cell; it must be the first cell of whichever piece covers it, so only
    placements anchored there are tried. Copies of a shape are counted, not
    told apart, so no tiling is explored twice with copies swapped. The
    ``-colours`` versions from an empty board tile first and colour each
    complete tiling after (`_tile_then_colour`); a tiling that cannot
    be coloured sends the scan back to the piece that made it so. Started
    from fixed pieces, they choose colours as they lay: a piece also takes
    a colour that still owns that shape and has no piece along the new
    piece's edges; colours not used yet are interchangeable, so only the
    first unused one (in a seeded order) is offered. After each placement
    the branch ends when a closed pocket of empty cells (looked at up to
    [`POCKET`][rules_py.blokus.puzzles.solve.POCKET] x the piece size) has a size that is not a multiple of
    the piece size, or when a free cell along the new piece fits no piece
    left (of a colour allowed there).
    Move order: the awkward shapes of `_AWKWARD` first, each shape's
    rank jittered by up to [`JITTER`][rules_py.blokus.puzzles.solve.JITTER], placements shuffled within a
    shape. Plain tilings get colours afterwards: each shape's copies are
    dealt to the four colours in turn.

The 84-piece puzzles (``kind == "game"``): a symmetric search
    Only blue's 21 pieces are searched; yellow, red and green get blue's
    layout turned a quarter, a half and three quarters (details above
    `_Orbits`). Blue is laid biggest first, each piece touching blue
    at a corner (the first one on its corner) and never along an edge. At
    each level the candidates are ranked snuggest first (fewest free cells
    along their edges, plus a seeded jitter of up to [`GAME_JITTER`][rules_py.blokus.puzzles.solve.GAME_JITTER])
    and only the best [`GAME_WIDTH`][rules_py.blokus.puzzles.solve.GAME_WIDTH] are tried; a branch ends when more
    than 11 of the 100 orbits can no longer become blue's. The answer is a
    legal laying order for both versions.

Limits and restarts (both searches). A *node* is one visit of a search
level. Each attempt gets a node budget ([`BUDGET`][rules_py.blokus.puzzles.solve.BUDGET] x piece size for the
rectangles, [`GAME_BUDGET`][rules_py.blokus.puzzles.solve.GAME_BUDGET] for the 84 pieces); when it runs out, the
budget grows by [`GROWTH`][rules_py.blokus.puzzles.solve.GROWTH] and the search starts again from an empty
board with a fresh seeded move order (the rectangles re-draw the shape
ranks and the placement order; the 84-piece search keeps the set's own
order of same-sized pieces and draws fresh jitter for its ranking).
This cuts the heavy tail of depth-first search times; for one seed the
whole run is deterministic. An attempt that exhausts its tree raises
[`NoSolution`][rules_py.blokus.puzzles.solve.NoSolution] for a rectangle (never seen: every rectangle has
solutions), and restarts the 84-piece search (its tree was cut to the best
candidates, so an empty one proves nothing). There is no other limit: a
search runs until it finds a solution unless ``cancel`` or ``time_limit``
stops it.

Stopping. Every ``report_every`` nodes, and once more when a solution is
found, the search calls ``cancel`` and looks at the clock: if ``cancel()``
is true or ``time_limit`` seconds have passed (so the limit may be overrun
by up to ``report_every`` nodes, and a solution found after it is not
returned), it raises [`Cancelled`][rules_py.blokus.puzzles.solve.Cancelled]. Its ``partial`` is, for the
84-piece puzzles, the deepest position reached so far (blue's pieces with
their turned copies, in laying order, a legal partial position); for the
rectangles it is empty.

Progress: at the same moments ``progress`` receives a [`Progress`][rules_py.blokus.puzzles.solve.Progress]:
nodes visited, cells decided now and at best, and an estimate of the
fraction of the search tree already explored (Knuth's estimate from the
branch indices along the current path). ``best_fraction`` (deepest point
reached / cells to decide) is what a progress bar should show: it only goes
up and reaches 1.0 with the solution.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..pieces import square_piece
from .definitions import COLOURS, START_CELLS, Placement, Puzzle, get_puzzle, placement_from_indices

#: Restarts (rectangles): nodes per attempt = BUDGET x piece size at first.
#: Measured on the 15x16 puzzles: small budgets and slow growth beat long
#: single runs (heavy-tailed search times).
BUDGET = 500
#: After an attempt runs out of nodes, the next one gets GROWTH times more
#: (both searches).
GROWTH = 1.1
#: Seeded jitter added to the shapes' rank in `_AWKWARD`.
JITTER = 3.0
#: Pockets of empty cells up to POCKET x piece size are checked for size.
POCKET = 4
#: Shapes from hardest to fit to most adaptable (a move-ordering heuristic).
_AWKWARD = ("X", "F", "W", "Z5", "T5", "V5", "N", "U", "Y", "L5", "I5", "P", "T4", "Z4", "O", "L4", "I4")
#: Colours apart: steps spent colouring one tiling (or one of its first
#: pieces, to find where it went wrong) before giving up on it.
COLOUR_NODES = 2000
#: The 84-piece search: nodes per attempt at first, how many of the
#: snuggest candidates each level tries, and the seeded jitter added to a
#: candidate's snugness (measured: most seeds finish in the first attempt
#: within a few hundred nodes).
GAME_BUDGET = 1000
GAME_WIDTH = 8
GAME_JITTER = 1.5


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
    """A progress report: ``decided`` and ``best`` count cells out of ``total``."""

    nodes: int
    decided: int
    best: int
    total: int
    tree_fraction: float
    elapsed: float

    @property
    def fraction(self) -> float:
        """Cells decided on the current path, as a fraction of all."""
        return self.decided / self.total if self.total else 1.0

    @property
    def best_fraction(self) -> float:
        """The deepest point reached so far, as a fraction: only grows."""
        return self.best / self.total if self.total else 1.0


ProgressFn = Callable[[Progress], None]
CancelFn = Callable[[], bool]


def solve(puzzle: Puzzle | str, seed: int | None = 0, *, progress: ProgressFn | None = None,
          cancel: CancelFn | None = None, time_limit: float | None = None,
          report_every: int = 500, fixed: Sequence[Placement] = ()) -> list[Placement]:
    """Solve a puzzle; another ``seed`` gives (almost always) another solution.

    ``progress`` is called with a [`Progress`][rules_py.blokus.puzzles.solve.Progress] every ``report_every``
    nodes (and once at the end); ``cancel`` is called just as often and
    stops the search (raising [`Cancelled`][rules_py.blokus.puzzles.solve.Cancelled]) when it returns true, as
    does ``time_limit`` (seconds). The pieces come back in an order in which
    they can be laid (for the 84-piece puzzles, a legal placing order).
    Which search runs, and its limits: see the module's docstring.

    ``fixed`` (rectangles only): pieces already on the board, kept as they
    are (a hand-made start, checked beforehand: legal, no overlap, colours
    given where the puzzle needs them). The answer then starts with them;
    [`NoSolution`][rules_py.blokus.puzzles.solve.NoSolution] means no tiling completes them. The 84-piece search
    lays blue and turns its layout, so it cannot start from any position:
    ``fixed`` there raises ``ValueError``.
    """
    puzzle = get_puzzle(puzzle)
    rng = random.Random(seed)
    search = _Search(puzzle.cell_count, progress, cancel, time_limit, report_every)
    if puzzle.kind == "tiling":
        return _solve_tiling(puzzle, rng, search, tuple(fixed))
    if fixed:
        raise ValueError("the 84-piece search cannot start from pieces already placed")
    return _solve_game(puzzle, rng, search)


# ---------------------------------------------------------------------------
# What both searches share


class _Search:
    """Shared bookkeeping: node counting, budget, cancellation, progress."""

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
        # the most cells a report may call decided: below ``total`` while a
        # complete tiling may still be thrown away (its colouring failed)
        self.cap = total
        self.path: list[tuple[int, int]] = []  # (branch index, branch count) per level

    def tick(self, decided: int) -> None:
        """One node, with ``decided`` cells decided: count it, and restart,
        record a new best, or check in (`checkpoint`) as due."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Restart
        if decided > self.best:
            self.best = decided = min(decided, self.cap)
            if self.on_best is not None:
                self.on_best()
        if self.nodes % self.report_every == 0:
            self.checkpoint(decided)

    def checkpoint(self, decided: int) -> None:
        """Raise [`Cancelled`][rules_py.blokus.puzzles.solve.Cancelled] if asked to stop or out of time; else report
        progress."""
        if self.cancel is not None and self.cancel():
            raise Cancelled(f"cancelled after {self.nodes} nodes")
        now = time.perf_counter()
        if self.deadline is not None and now > self.deadline:
            raise Cancelled(f"time limit reached after {self.nodes} nodes")
        if self.progress is not None:
            self.progress(Progress(self.nodes, decided, self.best, self.total, self.tree_fraction(), now - self.start))

    def tree_fraction(self) -> float:
        """Knuth's estimate of the share of the tree left behind the current path."""
        frac, weight = 0.0, 1.0
        for i, n in self.path:
            if n <= 0:
                break
            frac += weight * i / n
            weight /= n
        return frac


def _restarting(search: _Search, shuffle: Callable[[], None], run: Callable[[], bool],
                puzzle: Puzzle, budget: int, reset: Callable[[], object]) -> None:
    """Run the search with restarts: a node budget per attempt, growing by
    [`GROWTH`][rules_py.blokus.puzzles.solve.GROWTH] each time, and a fresh seeded move order for every attempt.

    A depth-first search sometimes makes a bad choice early and then spends
    ages below it; restarting with another order escapes that (the
    heavy-tail effect). Deterministic for a given seed. Raises
    [`NoSolution`][rules_py.blokus.puzzles.solve.NoSolution] when ``run`` exhausts its tree.
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


# ---------------------------------------------------------------------------
# The rectangles


@dataclass(frozen=True)
class _Option:
    shape: int
    mask: int
    edges: int    # cells sharing an edge with the placement (on the board)
    corners: int  # cells touching it only at a corner (on the board)
    size: int


class _Board:
    """Every placement of a piece list on a ``width`` x ``height`` board, as
    bit masks (row ``y`` from the top at bits ``y * stride ...``).

    ``anchors[b]``: the placements whose first cell is bit ``b``;
    ``covers[b][shape]``: (mask, edges) of every placement of ``shape``
    covering bit ``b`` (by shape, so that a shape used up is skipped whole);
    ``cover_masks[b][shape]``: the same masks without their edges.
    """

    def __init__(self, width: int, height: int, shapes: tuple[str, ...]) -> None:
        self.width, self.height, self.shapes = width, height, shapes
        W = self.stride = width + 1
        self.end = height * W
        self.full = 0
        self.guard = 0
        for y in range(height):
            self.full |= ((1 << width) - 1) << (y * W)
            self.guard |= 1 << (y * W + width)
        self.anchors: list[list[_Option]] = [[] for _ in range(self.end)]
        self.covers: list[list[list[tuple[int, int]]]] = [[[] for _ in shapes] for _ in range(self.end)]
        for si, name in enumerate(shapes):
            for orient in square_piece(name).orientations:
                self._add_orientation(si, orient)
        # the masks of ``covers`` alone, for the plain tilings' quick test
        self.cover_masks = [[tuple(m for m, _ in by_shape) for by_shape in cell] for cell in self.covers]

    def _add_orientation(self, si: int, orient: tuple[tuple[int, int], ...]) -> None:
        """Every translate of one orientation of shape ``si`` that fits the board."""
        width, height, bit = self.width, self.height, self.bit
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
                    self.covers[bit(x + ox, y + oy)][si].append((mask, edges))

    def bit(self, x: int, y: int) -> int:
        return y * self.stride + x

    def cells(self, mask: int) -> list[int]:
        """Geometry indices (row-major, no guard) of the bits of ``mask``."""
        out = []
        W = self.stride
        while mask:
            low = mask & -mask
            b = low.bit_length() - 1
            out.append(b // W * self.width + b % W)
            mask ^= low
        return out


_BOARDS: dict[tuple[int, int, tuple[str, ...]], _Board] = {}


def _board(puzzle: Puzzle) -> _Board:
    """The puzzle's `_Board`, built once per size and piece list."""
    key = (puzzle.width, puzzle.height, puzzle.shapes)
    if key not in _BOARDS:
        _BOARDS[key] = _Board(*key)
    return _BOARDS[key]


#: A complete tiling's judge (laid pieces as ``(colour, shape, mask)``):
#: ``None`` to accept it, else how many pieces to back up to.
_Accept = Callable[[list[tuple[int, int, int]]], "int | None"]


@dataclass
class _Tiling:
    """The mutable state of one rectangle search (shared by its closures)."""

    counts: list[int]                    # copies left of each shape
    owns: list[list[bool]]               # colour -> shape -> still owned
    colmask: list[int]                   # colour -> cells it covers
    colour_order: list[int]              # the seeded order colours are first used in
    anchors: list[list[_Option]]         # this attempt's move order, per anchor bit
    placed: list[tuple[int, int, int]]   # (colour or -1, shape, mask), in laying order
    unwind: int = -1                     # after a refused tiling: back up to this many pieces


def _fixed_bits(puzzle: Puzzle, board: _Board, fixed: tuple[Placement, ...]) -> list[tuple[int, int, int]]:
    """``(colour index or -1, shape index, mask)`` of each fixed piece, in
    the search's bit layout (colour indices follow [`COLOURS`][rules_py.blokus.puzzles.definitions.COLOURS])."""
    out = []
    for p in fixed:
        mask = 0
        for name in p.cells:
            i = puzzle.grid.parse(name)
            mask |= 1 << board.bit(i % puzzle.width, i // puzzle.width)
        col = COLOURS.index(p.colour) if puzzle.colours_apart and p.colour in COLOURS else -1
        out.append((col, puzzle.shapes.index(p.piece), mask))
    return out


def _solve_tiling(puzzle: Puzzle, rng: random.Random, search: _Search,
                  fixed: tuple[Placement, ...] = ()) -> list[Placement]:
    """A rectangle: the ``-colours`` versions from an empty board tile
    first and colour after (`_tile_then_colour`); the others, and
    any start with ``fixed`` pieces, run the scan directly."""
    board = _board(puzzle)
    if puzzle.colours_apart and not fixed:
        placed = _tile_then_colour(puzzle, board, rng, search)
    else:
        placed = _tile(puzzle, board, rng, search, fixed)
    return list(fixed) + _dealt(puzzle, board, rng, placed, fixed)


def _tile(puzzle: Puzzle, board: _Board, rng: random.Random, search: _Search,
          fixed: tuple[Placement, ...] = (), accept: _Accept | None = None) -> list[tuple[int, int, int]]:
    """The scan with restarts: ``(colour or -1, shape, mask)`` of every
    piece it laid (the ``fixed`` ones left out), in laying order. With
    ``accept``, a complete tiling is the answer only if ``accept(placed)``
    is ``None``; else it is a number of pieces, and the scan backs up until
    only that many are laid before it tries another piece."""
    k = puzzle.size(puzzle.shapes[0])
    n_shapes, ncol = len(puzzle.shapes), len(COLOURS)
    pinned = _fixed_bits(puzzle, board, fixed)
    # Colours the fixed pieces use are no longer interchangeable with the
    # unused ones: they come first in the order colours are offered in.
    used = list(dict.fromkeys(col for col, _, _ in pinned if col >= 0))
    colour_order = list(range(ncol))
    rng.shuffle(colour_order)
    colour_order = used + [c for c in colour_order if c not in used]
    state = _Tiling([puzzle.copies] * n_shapes, [[True] * n_shapes for _ in range(ncol)], [0] * ncol,
                    colour_order, [], [])

    def shuffle() -> None:
        # Awkward shapes early, adaptable ones kept for the end (where the
        # last rows must be filled by exactly what is left), with a seeded
        # jitter so orders differ; one shape in all its orientations before
        # the next.
        shape_rank = [_AWKWARD.index(name) + rng.uniform(0, JITTER) if name in _AWKWARD else rng.uniform(0, 12)
                      for name in puzzle.shapes]
        state.anchors.clear()
        for opts in board.anchors:
            opts = list(opts)
            rng.shuffle(opts)
            opts.sort(key=lambda o: shape_rank[o.shape])
            state.anchors.append(opts)

    def reset() -> None:
        state.placed[:] = pinned
        state.unwind = -1
        search.path.clear()
        state.counts[:] = [puzzle.copies] * n_shapes
        for row in state.owns:
            row[:] = [True] * n_shapes
        state.colmask[:] = [0] * ncol
        for col, shape, mask in pinned:
            state.counts[shape] -= 1
            if col >= 0:
                state.owns[col][shape] = False
                state.colmask[col] |= mask

    occ = board.guard
    for _, _, mask in pinned:
        occ |= mask
    if pinned:
        # A hand-made start may already hold a pocket no piece can fill, far
        # from where the scan begins: look at every free cell once first.
        reset()
        if not _pocket_check(board, k, puzzle.colours_apart, state)(occ, board.full & ~occ):
            raise NoSolution(puzzle.name)
    rec = _tiling_search(board, k, puzzle.colours_apart, state, search, accept)
    _restarting(search, shuffle, lambda: rec(occ, len(used), k * len(pinned)), puzzle, BUDGET * k, reset)
    return state.placed[len(pinned):]


def _tile_then_colour(puzzle: Puzzle, board: _Board, rng: random.Random,
                      search: _Search) -> list[tuple[int, int, int]]:
    """Colours apart, from an empty board: a plain tiling, then a colouring
    of it (`_colour_apart`); when no colouring is found within
    [`COLOUR_NODES`][rules_py.blokus.puzzles.solve.COLOUR_NODES] steps, another tiling (the same seeded stream, so
    deterministic per seed), after backing up to the piece that made the
    laid pieces uncolourable (`_colourable_prefix`).

    Measured: a plain tiling costs a few hundred nodes; backing up a fixed
    eight pieces after a refusal (as before) threw away up to 112 tilings
    on one seed, because the pieces that cannot be coloured together were
    often laid far earlier, and every tiling below them is refused too.
    """
    plain = replace(puzzle, colours_apart=False)
    search.cap = search.total - 1  # a tiling is not the answer until coloured
    colours: list[int] = []

    def coloured(placed: list[tuple[int, int, int]]) -> int | None:
        found, _ = _colour_apart(board, placed, len(COLOURS), COLOUR_NODES)
        if found is None:
            return _colourable_prefix(board, placed, len(COLOURS))
        colours[:] = found
        return None

    placed = _tile(plain, board, rng, search, accept=coloured)
    search.cap = search.best = search.total
    search.checkpoint(search.total)
    return [(col, shape, mask) for col, (_, shape, mask) in zip(colours, placed)]


def _colourable_prefix(board: _Board, placed: list[tuple[int, int, int]], ncol: int) -> int:
    """How many of the first pieces of ``placed`` (which as a whole could
    not be coloured) can be coloured, found by bisection.

    A piece only gains neighbours as more are laid, so when the first ``m``
    pieces cannot be coloured no tiling that keeps them can: the scan may
    back up until piece ``m`` changes. (A colouring given up at the step
    limit counts as impossible here, as it did for the whole tiling.)
    """
    good, bad = 0, len(placed)
    while bad - good > 1:
        mid = (good + bad) // 2
        if _colour_apart(board, placed[:mid], ncol, COLOUR_NODES)[0] is None:
            bad = mid
        else:
            good = mid
    return good


def _conflicts(board: _Board, placed: list[tuple[int, int, int]]) -> list[int]:
    """Per piece, a bit mask of the pieces it must not share a colour with:
    those along its edges and the other copies of its shape."""
    W, full = board.stride, board.full
    adj = [0] * len(placed)
    for i, (_, si, mi) in enumerate(placed):
        around = ((mi << 1) | (mi >> 1) | (mi << W) | (mi >> W)) & full & ~mi
        for j, (_, sj, mj) in enumerate(placed):
            if j != i and (sj == si or around & mj):
                adj[i] |= 1 << j
    return adj


def _most_constrained(free: int, banned: list[int], adj: list[int], ranked: list[int]) -> int:
    """The piece of ``free`` with the most colours banned, then with the
    most neighbours in ``free`` (DSATUR's choice).

    ``ranked[b]`` is the number of colours in a banned set ``b``, shifted
    left past any neighbour count, so one int ``ranked[b] | neighbours``
    compares as the pair would: no tuple per piece, and no method call for
    the small count (this runs at every colouring step)."""
    best, key = -1, -1
    rest = free
    while rest:
        low = rest & -rest
        rest ^= low
        v = low.bit_length() - 1
        k = ranked[banned[v]] | (adj[v] & free).bit_count()
        if k > key:
            best, key = v, k
    return best


def _colour_apart(board: _Board, placed: list[tuple[int, int, int]], ncol: int,
                  limit: int) -> tuple[list[int] | None, bool]:
    """``(colours, proved)``: a colour index per piece such that pieces
    sharing an edge, and copies of one shape, differ (so each colour gets
    one copy of every shape), or ``None`` if none was found within
    ``limit`` steps; ``proved`` is false when the limit, rather than an
    exhausted search, ended it.

    Backtracking, most constrained piece first (DSATUR): the uncoloured
    piece whose neighbours already use the most colours, then the one with
    the most uncoloured neighbours; a colour not used yet is offered only
    once (unused colours are interchangeable); a choice that leaves a
    neighbour with no colour is undone at once (forward checking).
    """
    n = len(placed)
    adj = _conflicts(board, placed)
    colour = [-1] * n
    banned = [0] * n  # bit c: a neighbour has colour c
    every = (1 << ncol) - 1
    ranked = [b.bit_count() << n.bit_length() for b in range(every + 1)]  # see _most_constrained
    steps = [0]

    uncoloured = [(1 << n) - 1]

    def rec(used: int) -> bool:
        if not uncoloured[0]:
            return True
        steps[0] += 1
        if steps[0] > limit:
            return False
        v = _most_constrained(uncoloured[0], banned, adj, ranked)
        uncoloured[0] ^= 1 << v
        for c in range(min(used + 1, ncol)):
            bit = 1 << c
            if banned[v] & bit:
                continue
            colour[v] = c
            changed, ok, nb = [], True, adj[v] & uncoloured[0]
            while nb:
                low = nb & -nb
                nb ^= low
                j = low.bit_length() - 1
                if not banned[j] & bit:
                    banned[j] |= bit
                    changed.append(j)
                    ok = ok and banned[j] != every
            if ok and rec(max(used, c + 1)):
                return True
            for j in changed:
                banned[j] &= ~bit
        colour[v] = -1
        uncoloured[0] |= 1 << v
        return False

    found = rec(0)
    return (colour if found else None), steps[0] <= limit


def _tiling_search(board: _Board, k: int, apart: bool, state: _Tiling, search: _Search,
                   accept: _Accept | None = None) -> Callable[[int, int, int], bool]:
    """The depth-first scan: ``rec(occupied, colours used, cells filled)``
    is true when it completed the tiling (``state.placed`` then holds it)."""
    counts, owns, colmask, colour_order = state.counts, state.owns, state.colmask, state.colour_order
    anchors, placed, path, end = state.anchors, state.placed, search.path, board.end
    ncol = len(colmask)
    pocket_ok = _pocket_check(board, k, apart, state)

    def rec(occ: int, used_colours: int, filled: int) -> bool:
        search.tick(filled)
        low = (occ + 1) & ~occ
        c = low.bit_length() - 1
        if c >= end:
            keep = None if accept is None else accept(placed)
            if keep is None:
                return True
            state.unwind = keep  # refused: back up to where it went wrong
            return False
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
            if state.unwind >= 0:
                if len(placed) > state.unwind:
                    break
                state.unwind = -1
        path.pop()
        return False

    return rec


def _pocket_check(board: _Board, k: int, apart: bool, state: _Tiling) -> Callable[[int, int], bool]:
    """``pocket_ok(occupied, around)``: false when a closed pocket of free
    cells touching ``around`` (up to [`POCKET`][rules_py.blokus.puzzles.solve.POCKET] x ``k`` cells) has a size
    that is not a multiple of ``k``, or when a free cell of ``around`` fits
    no placement of a shape left (in a colour allowed there)."""
    counts, owns, colmask = state.counts, state.owns, state.colmask
    free_board, W, covers = board.full, board.stride, board.covers
    limit = POCKET * k
    all_colours = range(len(colmask))
    shapes = range(len(counts))
    plain = board.cover_masks

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
        live = [s for s in shapes if counts[s]]
        while rest:
            b = rest & -rest
            rest ^= b
            if apart:
                if not _fits(covers[b.bit_length() - 1], live, occ, apart, owns, colmask, all_colours):
                    return False
                continue
            # plain tilings (most of the nodes): the same test inline, on
            # the masks alone (the call to _fits took a sixth of the time)
            cover = plain[b.bit_length() - 1]
            for shape in live:
                for mask in cover[shape]:
                    if not mask & occ:
                        break
                else:
                    continue
                break
            else:
                return False
        return True

    return pocket_ok


def _fits(cover: list[list[tuple[int, int]]], live: list[int], occ: int, apart: bool,
          owns: list[list[bool]], colmask: list[int], colours: range) -> bool:
    """Whether some placement in ``cover`` (one cell's placements, by shape)
    of a ``live`` shape is free of ``occ`` (and, colours apart, of a colour
    that owns the shape and has no piece along it)."""
    for shape in live:
        for mask, edges in cover[shape]:
            if not mask & occ:
                if not apart:
                    return True
                for col in colours:
                    if owns[col][shape] and not edges & colmask[col]:
                        return True
    return False


def _dealt(puzzle: Puzzle, board: _Board, rng: random.Random,
           placed: list[tuple[int, int, int]], fixed: tuple[Placement, ...] = ()) -> list[Placement]:
    """The tiling as placements. Plain tilings carry colours too (the
    physical pieces have them): the copies of each shape are dealt out to
    the four colours in turn; the ``-colours`` search's colours are mapped
    to the four through a seeded palette. With ``fixed`` pieces, colour
    ``i`` is ``COLOURS[i]`` (the fixed pieces' own), and a plain tiling deals
    each shape's copies only the colours its fixed copies left free."""
    out = []
    palette = list(COLOURS)
    if not fixed:
        rng.shuffle(palette)
    # the same dealing as without fixed pieces (copy k of a shape gets the
    # k-th colour), skipping the colours fixed copies of that shape hold
    free = {i: [c for c in COLOURS if c not in {p.colour for p in fixed if p.piece == shape}]
            for i, shape in enumerate(puzzle.shapes)}
    for col, shape, mask in placed:
        if col < 0:
            colour = free[shape].pop(0) if free[shape] else None
        else:
            colour = palette[col]
        out.append(placement_from_indices(puzzle, colour, puzzle.shapes[shape], board.cells(mask)))
    return out


# ---------------------------------------------------------------------------
# The 84-piece puzzles
#
# Four-fold symmetry. The search lays only blue's pieces; yellow, red and
# green receive blue's layout turned a quarter, a half and three quarters
# clockwise about the centre of the board, which carries blue's corner a20
# onto yellow's t20, red's t1 and green's a1. Pieces of different colours may
# touch freely, so the four copies are legal for their colours as soon as
# blue's layout is legal for blue and the copies do not overlap. The 400
# cells fall into 100 orbits of four cells under the quarter turn; blue may
# take at most one cell of an orbit, and the search is 21 pieces deep, not 84.
#
# Blue grows as in a game, biggest pieces first: each new piece touches blue
# at a corner and never along an edge. The answer is therefore a laying order
# for the harder puzzle too, and one search serves both. Pruning: an orbit is
# dead when none of its cells can ever become blue (every one lies along an
# edge of a blue piece); 89 of the 100 orbits must be blue's, so a twelfth
# dead orbit ends the branch. Candidates are tried snuggest first (fewest
# free cells along their edges), with seeded jitter, and only the best
# GAME_WIDTH at each level; restarts re-draw the order within each size
# class.


@dataclass(frozen=True)
class _Orbits:
    """The 20x20 board under the quarter turn, and blue's placements on it."""

    turn: tuple[int, ...]            # cell -> cell a quarter turn clockwise
    orbit_masks: tuple[int, ...]     # one mask of four cells per orbit
    orbit_of: tuple[int, ...]        # cell -> the mask of its orbit
    options: dict[str, tuple[tuple[int, int, int, int], ...]]  # shape -> (mask, orbit mask, edges, corners)
    corner: int                      # blue's starting cell (a bit)
    at: dict[str, tuple[tuple[tuple[int, int, int, int], ...], ...]]  # shape -> cell -> options covering it


_ORBITS: dict[tuple[int, tuple[str, ...]], _Orbits] = {}


def _orbits(puzzle: Puzzle) -> _Orbits:
    """The puzzle's `_Orbits`, built once per board and piece list."""
    key = (puzzle.width, puzzle.shapes)
    if key in _ORBITS:
        return _ORBITS[key]
    grid = puzzle.grid
    n = puzzle.width
    if puzzle.height != n or grid.size != n * n:
        raise ValueError("the symmetric search needs a full square board")
    turn = tuple(grid.index[(n - 1 - y, x)] for x, y in grid.cells)
    orbit_of: list[int] = []
    for i in range(grid.size):
        members = [i]
        for _ in range(3):
            members.append(turn[members[-1]])
        orbit_of.append(min(members))
    orbit_mask: dict[int, int] = {}
    for i, o in enumerate(orbit_of):
        orbit_mask[o] = orbit_mask.get(o, 0) | 1 << i
    cell_orbit = tuple(orbit_mask[o] for o in orbit_of)
    options = {shape: _blue_options(puzzle, shape, cell_orbit) for shape in puzzle.shapes}
    corner = 1 << grid.parse(START_CELLS[COLOURS[0]])
    at = {}
    for shape, opts in options.items():
        cover: list[list[tuple[int, int, int, int]]] = [[] for _ in range(grid.size)]
        for opt in opts:
            rest = opt[0]
            while rest:
                low = rest & -rest
                rest ^= low
                cover[low.bit_length() - 1].append(opt)
        at[shape] = tuple(map(tuple, cover))
    _ORBITS[key] = result = _Orbits(turn, tuple(orbit_mask.values()), cell_orbit, options, corner, at)
    return result


def _blue_options(puzzle: Puzzle, shape: str, cell_orbit: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """Every placement of ``shape`` whose four turned copies do not overlap:
    (its cells, the orbits of its cells, its edge cells, its corner cells)."""
    grid = puzzle.grid
    found = []
    for orientation in square_piece(shape).orientations:
        for pts in grid.translations(orientation):
            cells = [grid.index[pt] for pt in pts]
            if len({cell_orbit[c] for c in cells}) != len(cells):
                continue  # two cells of one orbit: the copies would overlap
            mask = full = edges = corners = 0
            for c in cells:
                mask |= 1 << c
                full |= cell_orbit[c]
                for d in grid.edge_neighbours[c]:
                    edges |= 1 << d
                for d in grid.corner_neighbours[c]:
                    corners |= 1 << d
            edges &= ~mask
            corners &= ~(mask | edges)
            found.append((mask, full, edges, corners))
    return tuple(found)


def _solve_game(puzzle: Puzzle, rng: random.Random, search: _Search) -> list[Placement]:
    orb = _orbits(puzzle)
    by_size: dict[int, list[str]] = {}
    for shape in puzzle.shapes:
        by_size.setdefault(puzzle.size(shape), []).append(shape)
    # Biggest first, and within a size class the set's own order, in every
    # attempt: measured on seeds 1..20, re-drawing that order on restarts
    # (as before) multiplied the slowest seed's nodes by 3.8 (71622 against
    # 19070) and the median by 7; the seeded jitter of the candidates'
    # ranking is what makes attempts (and seeds) differ.
    order = [shape for size in sorted(by_size, reverse=True) for shape in by_size[size]]
    laid: list[tuple[str, int]] = []    # (shape, blue mask) on the current path
    deepest: list[tuple[str, int]] = []  # the path at the best point so far

    def remember() -> None:
        deepest[:] = laid

    search.on_best = remember

    def shuffle() -> None:
        pass  # the order stays; the jitter drawn as the search goes differs

    rec = _game_search(puzzle, orb, rng, order, laid, search)

    def run() -> bool:
        # Only the snuggest candidates are tried, so an exhausted tree proves
        # nothing: start again with another order rather than give up.
        if rec(0, 0, 0, 0, 0, 0):
            return True
        raise _Restart

    try:
        _restarting(search, shuffle, run, puzzle, GAME_BUDGET, laid.clear)
    except Cancelled as exc:
        exc.partial = _turned_copies(puzzle, orb, deepest)
        raise
    return _turned_copies(puzzle, orb, laid)


def _game_search(puzzle: Puzzle, orb: _Orbits, rng: random.Random, order: list[str],
                 laid: list[tuple[str, int]], search: _Search) -> Callable[..., bool]:
    """Blue's depth-first search: ``rec(depth, taken, blue_closed, attach,
    covered, dead)`` is true when all of ``order`` is laid (in ``laid``).

    ``taken``: cells of every colour (blue's orbits); ``blue_closed``: blue's
    cells and the cells along them; ``attach``: free cells at blue's
    corners; ``covered``: cells of all four colours; ``dead``: orbits blue
    can no longer take."""
    dead_allowed = len(orb.orbit_masks) - sum(puzzle.size(s) for s in puzzle.shapes)
    copies = len(COLOURS)

    def rec(depth: int, taken: int, blue_closed: int, attach: int, covered: int, dead: int) -> bool:
        search.tick(covered)
        if depth == len(order):
            return True
        shape = order[depth]
        ranked = []
        # only the placements covering a cell at blue's corners, found
        # through the per-cell lists (a scan of all of them cost ~1 ms a node)
        at, seen = orb.at[shape], set()
        free_corners = attach if depth else orb.corner
        while free_corners:
            low = free_corners & -free_corners
            free_corners ^= low
            for mask, full, edges, corners in at[low.bit_length() - 1]:
                if full & taken or mask & blue_closed or mask in seen:
                    continue
                seen.add(mask)
                snug = (edges & taken).bit_count() - edges.bit_count()
                ranked.append((snug + rng.random() * GAME_JITTER, mask, full, edges, corners))
        ranked.sort(key=lambda t: -t[0])
        search.path.append((0, min(len(ranked), GAME_WIDTH)))
        for k, (_, mask, full, edges, corners) in enumerate(ranked[:GAME_WIDTH]):
            search.path[-1] = (k, search.path[-1][1])
            taken2 = taken | full
            closed2 = blue_closed | mask | edges
            dead2 = dead + _newly_dead(orb, taken2, closed2, edges & ~(blue_closed | taken2))
            if dead2 > dead_allowed:
                continue
            laid.append((shape, mask))
            if rec(depth + 1, taken2, closed2, (attach | corners) & ~(taken2 | closed2),
                   covered + copies * puzzle.size(shape), dead2):
                return True
            laid.pop()
        search.path.pop()
        return False

    return rec


def _newly_dead(orb: _Orbits, taken: int, closed: int, just_closed: int) -> int:
    """Orbits that lost their last cell open to blue: only orbits with a
    cell closed by this piece can, so only those are looked at."""
    open_cells = ~(taken | closed)
    seen = 0
    count = 0
    while just_closed:
        low = just_closed & -just_closed
        just_closed ^= low
        om = orb.orbit_of[low.bit_length() - 1]
        if om & seen:
            continue
        seen |= om
        if not om & taken and not om & open_cells:
            count += 1
    return count


def _turned_copies(puzzle: Puzzle, orb: _Orbits, laid: list[tuple[str, int]]) -> list[Placement]:
    """Blue's pieces with their three turned copies, in laying order (each
    colour grows piece by piece exactly as blue did)."""
    out = []
    for shape, mask in laid:
        cells = [i for i in range(len(orb.turn)) if mask >> i & 1]
        for colour in COLOURS:
            out.append(placement_from_indices(puzzle, colour, shape, cells))
            cells = [orb.turn[c] for c in cells]
    return out


__all__ = ["solve", "Progress", "Cancelled", "NoSolution", "BUDGET", "GROWTH", "JITTER", "POCKET",
           "COLOUR_NODES", "GAME_BUDGET", "GAME_WIDTH", "GAME_JITTER"]
