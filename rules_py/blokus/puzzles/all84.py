"""The 84-piece puzzles' search (``kind == "game"``): blue's 21 pieces laid
as in a game, the other colours given blue's layout turned. How it works,
and its limits: below, and in `rules_py.blokus.puzzles.solve`, which runs it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..pieces import square_piece
from .definitions import COLOURS, START_CELLS, Placement, Puzzle, placement_from_indices
from .limits import Cancelled, Restart, Search, restarting

#: The 84-piece search: nodes per attempt at first, how many of the
#: snuggest candidates each level tries, and the seeded jitter added to a
#: candidate's snugness (measured: most seeds finish in the first attempt
#: within a few hundred nodes).
GAME_BUDGET = 1000
GAME_WIDTH = 8
GAME_JITTER = 1.5


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


def solve_game(puzzle: Puzzle, rng: random.Random, search: Search) -> list[Placement]:
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
        raise Restart

    try:
        restarting(search, shuffle, run, puzzle, GAME_BUDGET, laid.clear)
    except Cancelled as exc:
        exc.partial = _turned_copies(puzzle, orb, deepest)
        raise
    return _turned_copies(puzzle, orb, laid)


def _game_search(puzzle: Puzzle, orb: _Orbits, rng: random.Random, order: list[str],
                 laid: list[tuple[str, int]], search: Search) -> Callable[..., bool]:
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


__all__ = ["GAME_BUDGET", "GAME_JITTER", "GAME_WIDTH", "solve_game"]
