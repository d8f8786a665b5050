"""The rectangles' search (``kind == "tiling"``): an exact-cover scan over
bit-mask boards, with the ``-colours`` versions coloured as they are laid
or after each complete tiling. How it works, and its limits: see
`rules_py.blokus.puzzles.solve`, which runs it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..pieces import square_piece
from .definitions import COLOURS, Placement, Puzzle, placement_from_indices
from .limits import NoSolution, Search, restarting

#: Restarts (rectangles): nodes per attempt = BUDGET x piece size at first.
#: Measured on the 15x16 puzzles: small budgets and slow growth beat long
#: single runs (heavy-tailed search times).
BUDGET = 500
#: Seeded jitter added to the shapes' rank in `_AWKWARD`.
JITTER = 3.0
#: Pockets of empty cells up to POCKET x piece size are checked for size.
POCKET = 4
#: Shapes from hardest to fit to most adaptable (a move-ordering heuristic).
_AWKWARD = ("X", "F", "W", "Z5", "T5", "V5", "N", "U", "Y", "L5", "I5", "P", "T4", "Z4", "O", "L4", "I4")
#: Colours apart: steps spent colouring one tiling (or one of its first
#: pieces, to find where it went wrong) before giving up on it.
COLOUR_NODES = 2000



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
    the search's bit layout (colour indices follow `rules_py.blokus.puzzles.definitions.COLOURS`)."""
    out = []
    for p in fixed:
        mask = 0
        for name in p.cells:
            i = puzzle.grid.parse(name)
            mask |= 1 << board.bit(i % puzzle.width, i // puzzle.width)
        col = COLOURS.index(p.colour) if puzzle.colours_apart and p.colour in COLOURS else -1
        out.append((col, puzzle.shapes.index(p.piece), mask))
    return out


def solve_tiling(puzzle: Puzzle, rng: random.Random, search: Search,
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


def _tile(puzzle: Puzzle, board: _Board, rng: random.Random, search: Search,
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
    restarting(search, shuffle, lambda: rec(occ, len(used), k * len(pinned)), puzzle, BUDGET * k, reset)
    return state.placed[len(pinned):]


def _tile_then_colour(puzzle: Puzzle, board: _Board, rng: random.Random,
                      search: Search) -> list[tuple[int, int, int]]:
    """Colours apart, from an empty board: a plain tiling, then a colouring
    of it (`_colour_apart`); when no colouring is found within
    `rules_py.blokus.puzzles.rectangles.COLOUR_NODES` steps, another tiling (the same seeded stream, so
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


def _tiling_search(board: _Board, k: int, apart: bool, state: _Tiling, search: Search,
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
    cells touching ``around`` (up to `rules_py.blokus.puzzles.rectangles.POCKET` x ``k`` cells) has a size
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


__all__ = ["BUDGET", "COLOUR_NODES", "JITTER", "POCKET", "solve_tiling"]
