"""The solver of the six solo puzzles: seeded, cancellable searches.

`rules_py.blokus.puzzles.solve.solve` runs one of two searches, chosen by the puzzle's ``kind``.

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
    `rules_py.blokus.puzzles.rectangles.POCKET` x the piece size) has a size that is not a multiple of
    the piece size, or when a free cell along the new piece fits no piece
    left (of a colour allowed there).
    Move order: the awkward shapes of `_AWKWARD` first, each shape's
    rank jittered by up to `rules_py.blokus.puzzles.rectangles.JITTER`, placements shuffled within a
    shape. Plain tilings get colours afterwards: each shape's copies are
    dealt to the four colours in turn.

The 84-piece puzzles (``kind == "game"``): a symmetric search
    Only blue's 21 pieces are searched; yellow, red and green get blue's
    layout turned a quarter, a half and three quarters (details above
    `_Orbits`). Blue is laid biggest first, each piece touching blue
    at a corner (the first one on its corner) and never along an edge. At
    each level the candidates are ranked snuggest first (fewest free cells
    along their edges, plus a seeded jitter of up to `rules_py.blokus.puzzles.all84.GAME_JITTER`)
    and only the best `rules_py.blokus.puzzles.all84.GAME_WIDTH` are tried; a branch ends when more
    than 11 of the 100 orbits can no longer become blue's. The answer is a
    legal laying order for both versions.

Limits and restarts (both searches). A *node* is one visit of a search
level. Each attempt gets a node budget (`rules_py.blokus.puzzles.rectangles.BUDGET` x piece size for the
rectangles, `rules_py.blokus.puzzles.all84.GAME_BUDGET` for the 84 pieces); when it runs out, the
budget grows by `rules_py.blokus.puzzles.limits.GROWTH` and the search starts again from an empty
board with a fresh seeded move order (the rectangles re-draw the shape
ranks and the placement order; the 84-piece search keeps the set's own
order of same-sized pieces and draws fresh jitter for its ranking).
This cuts the heavy tail of depth-first search times; for one seed the
whole run is deterministic. An attempt that exhausts its tree raises
`rules_py.blokus.puzzles.limits.NoSolution` for a rectangle (never seen: every rectangle has
solutions), and restarts the 84-piece search (its tree was cut to the best
candidates, so an empty one proves nothing). There is no other limit: a
search runs until it finds a solution unless ``cancel`` or ``time_limit``
stops it.

Stopping. Every ``report_every`` nodes, and once more when a solution is
found, the search calls ``cancel`` and looks at the clock: if ``cancel()``
is true or ``time_limit`` seconds have passed (so the limit may be overrun
by up to ``report_every`` nodes, and a solution found after it is not
returned), it raises `rules_py.blokus.puzzles.limits.Cancelled`. Its ``partial`` is, for the
84-piece puzzles, the deepest position reached so far (blue's pieces with
their turned copies, in laying order, a legal partial position); for the
rectangles it is empty.

Progress: at the same moments ``progress`` receives a `rules_py.blokus.puzzles.limits.Progress`:
nodes visited, cells decided now and at best, and an estimate of the
fraction of the search tree already explored (Knuth's estimate from the
branch indices along the current path). ``best_fraction`` (deepest point
reached / cells to decide) is what a progress bar should show: it only goes
up and reaches 1.0 with the solution.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .all84 import GAME_BUDGET, GAME_JITTER, GAME_WIDTH, solve_game
from .definitions import Placement, Puzzle, get_puzzle
from .rectangles import BUDGET, COLOUR_NODES, JITTER, POCKET, solve_tiling
from .limits import GROWTH, CancelFn, Cancelled, NoSolution, Progress, ProgressFn, Search


def solve(puzzle: Puzzle | str, seed: int | None = 0, *, progress: ProgressFn | None = None,
          cancel: CancelFn | None = None, time_limit: float | None = None,
          report_every: int = 500, fixed: Sequence[Placement] = ()) -> list[Placement]:
    """Solve a puzzle; another ``seed`` gives (almost always) another solution.

    ``progress`` is called with a `rules_py.blokus.puzzles.limits.Progress` every ``report_every``
    nodes (and once at the end); ``cancel`` is called just as often and
    stops the search (raising `rules_py.blokus.puzzles.limits.Cancelled`) when it returns true, as
    does ``time_limit`` (seconds). The pieces come back in an order in which
    they can be laid (for the 84-piece puzzles, a legal placing order).
    Which search runs, and its limits: see the module's docstring.

    ``fixed`` (rectangles only): pieces already on the board, kept as they
    are (a hand-made start, checked beforehand: legal, no overlap, colours
    given where the puzzle needs them). The answer then starts with them;
    `rules_py.blokus.puzzles.limits.NoSolution` means no tiling completes them. The 84-piece search
    lays blue and turns its layout, so it cannot start from any position:
    ``fixed`` there raises ``ValueError``.
    """
    puzzle = get_puzzle(puzzle)
    rng = random.Random(seed)
    search = Search(puzzle.cell_count, progress, cancel, time_limit, report_every)
    if puzzle.kind == "tiling":
        return solve_tiling(puzzle, rng, search, tuple(fixed))
    if fixed:
        raise ValueError("the 84-piece search cannot start from pieces already placed")
    return solve_game(puzzle, rng, search)


__all__ = ["solve", "Progress", "Cancelled", "NoSolution", "BUDGET", "GROWTH", "JITTER", "POCKET",
           "COLOUR_NODES", "GAME_BUDGET", "GAME_WIDTH", "GAME_JITTER"]
