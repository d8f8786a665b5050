"""The attempt checker: every rule of the solo puzzles as one named step.

`rules_py.blokus.puzzles.check.check` reads an attempt, complete or partial, and lists every problem
as a `rules_py.reasons.Reason` whose ``details`` hold the ``cells``
concerned and the ``pieces`` (indices in the attempt's list).

The rules are steps, each a function of the attempt that returns the
problems it finds, run in the order of `rules_py.blokus.puzzles.check.STEPS` (so a report always
lists its problems in the same order):

1. the record names this puzzle;
2. each piece alone, in the attempt's order, through `rules_py.blokus.puzzles.check.PIECE_STEPS`:
   its cells are on the board, it is one of the puzzle's shapes and its
   cells have that shape, its colour is one of the four (and is given where
   the puzzle needs it);
3. no two pieces overlap;
4. no piece is used more often than the set holds;
5. no piece is missing (complete attempts only);
6. no cell of the rectangle is left uncovered (tiling puzzles, complete
   attempts only);
7. no two pieces of one colour share an edge (the ``-colours`` puzzles and
   the game's rules: the contact rule of `rules_py.blokus.contact`, read on
   a finished arrangement);
8. 84-piece biggest-first, partial attempts: no piece is on the board while
   a bigger one is still missing;
9. 84-piece puzzles, colour by colour through `rules_py.blokus.puzzles.check.COLOUR_STEPS`: the
   colour covers its starting corner, and each of its pieces is linked to
   that corner by a chain of its own pieces touching at corners.

The 84-piece puzzles are checked on the finished position (project ruling,
see ``docs/rulings.md``): the list may be in any order; the position is
right if its pieces *could* have been laid one at a time under the game's
rules (for the harder version, biggest first). In the position that means:
each colour covers its own starting corner, and every piece is linked to
that corner piece by a chain of same-colour pieces touching at corners
(for the harder version, a chain whose sizes never grow going away from
the corner).

Overlaps and gaps count every on-board cell of every piece, and the piece
counts every piece with a known shape; the colour rules (steps 7 to 9)
look only at the pieces step 2 found nothing wrong with, and only at
their cells that no other piece covers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ...reasons import Catalogue, Reason
from ..geometry import Point, SquareGrid
from ..pieces import square_piece
from .definitions import (COLOURS, START_CELLS, Placement, Puzzle, get_puzzle, grid_of,
                          read_attempt, sort_cell_names)

#: The words are in rules_py/i18n/reasons_puzzles.py.
REASONS = Catalogue("reasons_puzzles")


@dataclass
class CheckReport:
    """What `rules_py.blokus.puzzles.check.check` found. ``ok``: no problem; ``solved``: ok and complete."""

    puzzle: str
    problems: list[Reason] = field(default_factory=list)
    placed: int = 0
    complete: bool = False

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def solved(self) -> bool:
        return self.ok and self.complete

    @property
    def codes(self) -> list[str]:
        return [p.code for p in self.problems]

    def to_dict(self) -> dict[str, Any]:
        return {"puzzle": self.puzzle, "ok": self.ok, "solved": self.solved, "complete": self.complete,
                "placed": self.placed, "problems": [p.to_dict() for p in self.problems]}


def identify(points: Sequence[Point], shapes: Iterable[str]) -> str | None:
    """The name of the piece (among ``shapes``) these cells form, if any."""
    norm = grid_of(1, 1).normalize(points)
    for name in shapes:
        if norm in square_piece(name).orientations:
            return name
    return None


def check(puzzle: Puzzle | str, attempt: str | list[Any] | dict[str, Any] | Sequence[Placement],
          *, partial: bool = False) -> CheckReport:
    """Check an attempt and list every problem with the cells concerned.

    ``attempt``: JSON text, a record dict, a list of piece dicts, or a list
    of `rules_py.blokus.puzzles.definitions.Placement`. ``partial``: the attempt is work in progress, so
    uncovered cells and pieces not yet placed are not problems (everything
    else still is; in the descending puzzle a piece laid while a bigger one
    is still missing breaks the order). Raises
    `rules_py.errors.RecordError` only for unreadable input.
    """
    puzzle = get_puzzle(puzzle)
    if isinstance(attempt, (str, dict)) or (isinstance(attempt, list) and attempt
                                              and not isinstance(attempt[0], Placement)):
        named, placements = read_attempt(attempt)
    else:
        named, placements = None, list(attempt)
    seen = _Attempt(puzzle, placements, named, partial)
    report = CheckReport(puzzle.name, placed=len(placements))
    for step in STEPS:
        report.problems.extend(step(seen))
    report.complete = (len(placements) == puzzle.piece_count and not any(
        p.code in ("puzzle.missing_piece", "puzzle.duplicate_piece") for p in report.problems))
    return report


# ---------------------------------------------------------------------------
# What the steps share: the attempt and the facts derived from it, each
# computed once, when a step first asks for it.


@dataclass
class _Attempt:
    """One attempt being checked, with the facts the steps read."""

    puzzle: Puzzle
    placements: list[Placement]
    named: str | None  # the puzzle the record names, if it names one
    partial: bool

    @property
    def grid(self) -> SquareGrid:
        return self.puzzle.grid

    @cached_property
    def piece_problems(self) -> list[list[Reason]]:
        """For each piece, what `rules_py.blokus.puzzles.check.PIECE_STEPS` find wrong with it alone."""
        return [[r for step in PIECE_STEPS for r in step(self, i)] for i in range(len(self.placements))]

    @cached_property
    def usable(self) -> list[int]:
        """The pieces with nothing wrong on their own, in the attempt's order."""
        return [i for i, found in enumerate(self.piece_problems) if not found]

    @cached_property
    def cells_of(self) -> dict[int, list[int]]:
        """Each piece's distinct on-board cells (indices), sorted."""
        grid = self.grid
        return {i: sorted({grid.parse(c) for c in p.cells if grid.has_cell(c)})
                for i, p in enumerate(self.placements)}

    @cached_property
    def owners(self) -> dict[int, list[int]]:
        """Cell -> the pieces covering it (every piece with on-board cells)."""
        owner: dict[int, list[int]] = {}
        for i, cells in self.cells_of.items():
            for c in cells:
                owner.setdefault(c, []).append(i)
        return owner

    @cached_property
    def piece_at(self) -> dict[int, int]:
        """Cell -> the usable piece alone on it (overlapped cells left out)."""
        found: dict[int, int] = {}
        for i in self.usable:
            for c in self.cells_of[i]:
                if len(self.owners[c]) == 1:
                    found[c] = i
        return found

    @cached_property
    def colour_of(self) -> dict[int, str]:
        """Usable piece -> its colour, for the pieces that give one."""
        return {i: colour for i in self.usable if (colour := self.placements[i].colour) is not None}

    @cached_property
    def by_shape(self) -> dict[str, list[int]]:
        """Shape -> the pieces using it (known shapes only, whatever their cells)."""
        found: dict[str, list[int]] = {}
        for i, p in enumerate(self.placements):
            if p.piece in self.puzzle.shapes:
                found.setdefault(p.piece, []).append(i)
        return found

    @cached_property
    def by_pair(self) -> dict[tuple[str, str], list[int]]:
        """(colour, shape) -> the pieces using it (known shapes and colours only)."""
        found: dict[tuple[str, str], list[int]] = {}
        for i, p in enumerate(self.placements):
            if p.piece in self.puzzle.shapes and p.colour in COLOURS:
                found.setdefault((p.colour, p.piece), []).append(i)
        return found

    @cached_property
    def corner_links(self) -> dict[int, set[int]]:
        """Coloured piece -> the pieces of its colour it touches at a corner."""
        links: dict[int, set[int]] = {i: set() for i in self.colour_of}
        for c, i in self.piece_at.items():
            if i not in self.colour_of:
                continue
            for n in self.grid.corner_neighbours[c]:
                j = self.piece_at.get(n)
                if j is not None and j != i and self.colour_of.get(j) == self.colour_of[i]:
                    links[i].add(j)
        return links

    def size(self, i: int) -> int:
        """Squares of piece ``i`` on the board."""
        return len(self.cells_of[i])

    @cached_property
    def laid_too_early(self) -> dict[int, int]:
        """Biggest-first, partial attempt: coloured piece -> the biggest size
        of which some piece is still missing, for the pieces smaller than
        that size (they could not be on the board yet)."""
        puzzle = self.puzzle
        if not (puzzle.descending and self.partial):
            return {}
        present = {puzzle.size(s): 0 for s in puzzle.shapes}
        for shape, idx in self.by_shape.items():
            present[puzzle.size(shape)] += len(idx)
        full = {s: sum(1 for sh in puzzle.shapes if puzzle.size(sh) == s) * puzzle.copies for s in present}
        early: dict[int, int] = {}
        for i in self.colour_of:
            short = [t for t in present if t > self.size(i) and present[t] < full[t]]
            if short:
                early[i] = max(short)
        return early


def _where(names: Sequence[str], limit: int = 8) -> str:
    """Cell names for a message: the first ``limit``, then how many more."""
    shown = list(names[:limit])
    more = len(names) - len(shown)
    return ", ".join(shown) + (f" (+{more})" if more > 0 else "")


def _numbers(indices: Iterable[int]) -> str:
    """Piece numbers (1-based) for a message: ``"1 and 3"``."""
    return " and ".join(str(i + 1) for i in indices)


def _problem(key: str, cells: Iterable[str] = (), pieces: Iterable[int] = (), **kw: Any) -> Reason:
    """The reason ``key`` with ``kw`` filled in and the cells and pieces concerned."""
    r = REASONS[key](**kw)
    details = dict(r.details)
    details["cells"] = list(cells)
    details["pieces"] = list(pieces)
    return Reason(r.code, r.en, r.fr, details)


def _sorted_names(grid: SquareGrid, cells: Iterable[int]) -> list[str]:
    return sort_cell_names(grid, (grid.name(c) for c in cells))


# ---------------------------------------------------------------------------
# Each piece alone


def _piece_on_board(a: _Attempt, i: int) -> list[Reason]:
    """Every cell of the piece is a cell of the board."""
    p = a.placements[i]
    off = [c for c in p.cells if not a.grid.has_cell(c)]
    if not off:
        return []
    return [_problem("off_board", off, [i], where=_where(off), number=i + 1, piece=p.piece)]


def _piece_shape(a: _Attempt, i: int) -> list[Reason]:
    """The piece is one of the puzzle's shapes and its cells (when all on
    the board) form that shape, each cell once."""
    p, grid = a.placements[i], a.grid
    label = dict(number=i + 1, piece=p.piece)
    if p.piece not in a.puzzle.shapes:
        return [_problem("unknown_piece", p.cells, [i], **label)]
    if not all(grid.has_cell(c) for c in p.cells):
        return []  # off the board: its shape cannot be judged
    on = [grid.parse(c) for c in p.cells]
    if len(set(on)) != len(on) or identify([grid.point(c) for c in on], [p.piece]) is None:
        return [_problem("not_a_piece", p.cells, [i], where=_where(list(p.cells)), **label)]
    return []


def _piece_colour(a: _Attempt, i: int) -> list[Reason]:
    """The piece's colour is one of the four, and is given where the puzzle
    needs colours."""
    p = a.placements[i]
    label = dict(number=i + 1, piece=p.piece)
    if p.colour is None:
        return [_problem("colour_needed", p.cells, [i], **label)] if a.puzzle.needs_colour else []
    if p.colour not in COLOURS:
        return [_problem("unknown_colour", p.cells, [i], colour=p.colour, **label)]
    return []


#: The rules about one piece alone, in the order their problems are listed.
PIECE_STEPS: tuple[Callable[[_Attempt, int], list[Reason]], ...] = (_piece_on_board, _piece_shape, _piece_colour)


# ---------------------------------------------------------------------------
# The whole attempt


def _check_puzzle_name(a: _Attempt) -> list[Reason]:
    """A record that names a puzzle names this one."""
    if a.named is None or a.named == a.puzzle.name:
        return []
    return [_problem("wrong_puzzle", other=a.named, puzzle=a.puzzle.name)]


def _check_each_piece(a: _Attempt) -> list[Reason]:
    """Each piece alone (`rules_py.blokus.puzzles.check.PIECE_STEPS`), piece by piece."""
    return [r for found in a.piece_problems for r in found]


def _check_no_overlap(a: _Attempt) -> list[Reason]:
    """No cell is covered twice: one problem per group of pieces that clash."""
    clashes: dict[tuple[int, ...], list[int]] = {}
    for c, who in a.owners.items():
        if len(who) > 1:
            clashes.setdefault(tuple(who), []).append(c)
    found = []
    for pieces, cells in sorted(clashes.items()):
        names = _sorted_names(a.grid, cells)
        found.append(_problem("overlap", names, pieces, numbers=_numbers(pieces), where=_where(names)))
    return found


def _check_piece_counts(a: _Attempt) -> list[Reason]:
    """No shape is used more than the set's copies, and (when the shape's
    count is right) no colour uses a shape twice."""
    found = []
    copies, placements = a.puzzle.copies, a.placements
    for shape, idx in a.by_shape.items():
        if len(idx) > copies:
            extra = idx[copies:]
            found.append(_problem("duplicate_piece", [c for j in extra for c in placements[j].cells], extra,
                                  piece=shape, allowed=copies, used=len(idx)))
    for (colour, shape), idx in a.by_pair.items():
        if len(idx) > 1 and len(a.by_shape[shape]) <= copies:
            extra = idx[1:]
            found.append(_problem("duplicate_piece", [c for j in extra for c in placements[j].cells], extra,
                                  piece=f"{colour} {shape}", allowed=1, used=len(idx)))
    return found


def _check_none_missing(a: _Attempt) -> list[Reason]:
    """A complete attempt uses every piece of the set (each colour's, where
    colours matter): one problem listing them all."""
    if a.partial:
        return []
    puzzle = a.puzzle
    missing: list[list[Any]] = []  # [colour or None, shape, how many]
    if puzzle.needs_colour:
        missing = [[colour, shape, 1] for colour in COLOURS for shape in puzzle.shapes
                   if (colour, shape) not in a.by_pair]
    else:
        for shape in puzzle.shapes:
            n = puzzle.copies - len(a.by_shape.get(shape, []))
            if n > 0:
                missing.append([None, shape, n])
    return [_problem("missing_piece", pieces_missing=missing)] if missing else []


def _check_no_gaps(a: _Attempt) -> list[Reason]:
    """A complete tiling covers every cell: one problem per uncovered region."""
    if a.puzzle.kind != "tiling" or a.partial:
        return []
    grid = a.grid
    empty = {c for c in range(grid.size) if c not in a.owners}
    found = []
    for region in _regions(grid, empty):
        names = _sorted_names(grid, region)
        found.append(_problem("gap", names, count=len(names), where=_where(names)))
    return found


def dead_regions(puzzle: Puzzle | str, placements: Sequence[Placement]) -> list[Reason]:
    """A partial tiling that breaks no rule may still have no solution: its
    empty cells split into a region that the pieces left cannot fill. One
    ``puzzle.dead_region`` reason per such region (with its ``cells``). A
    region is dead when no sum of the sizes of the pieces left equals its
    size, or when it is too small for two pieces and has none of their
    shapes. Not a rule of the puzzle (so not one of `rules_py.blokus.puzzles.check.STEPS`): Check
    adds it once the rules are kept. Tiling puzzles only (else ``[]``).

        >>> dead = dead_regions("tetrominoes-8x10", [Placement(None, "I4", ("b1", "c1", "d1", "e1")),
        ...                                          Placement(None, "I4", ("a2", "b2", "c2", "d2"))])
        >>> [(r.code, r.details["cells"]) for r in dead]
        [('puzzle.dead_region', ['a1'])]
    """
    a = _Attempt(get_puzzle(puzzle), list(placements), None, True)
    if a.puzzle.kind != "tiling":
        return []
    puzzle, grid = a.puzzle, a.grid
    left = {s: max(0, puzzle.copies - len(a.by_shape.get(s, []))) for s in puzzle.shapes}
    sizes = [puzzle.size(s) for s, n in left.items() for _ in range(n)]
    if not sizes:
        return []
    sums = 1  # bit k: some of the pieces left add up to k squares
    for size in sizes:
        sums |= sums << size
    smallest = min(sizes)
    shapes = [s for s, n in left.items() if n]
    empty = {c for c in range(grid.size) if c not in a.owners}
    dead = []
    for region in _regions(grid, empty):
        fits = bool(sums >> len(region) & 1)
        if fits and len(region) < 2 * smallest:  # one piece must fill it alone
            fits = identify([grid.cells[c] for c in region], shapes) is not None
        if not fits:
            dead.append(region)
    if len(dead) > 1:
        # The open board is often dead only by the count of the small holes
        # cut off from it: those are the problem to show, not the whole board.
        big = max(dead, key=len)
        if sums >> sum(len(r) for r in dead) & 1:
            dead.remove(big)
    return [_problem("dead_region", names, count=len(names), where=_where(names))
            for names in (_sorted_names(grid, r) for r in dead)]


def _regions(grid: SquareGrid, cells: set[int]) -> list[list[int]]:
    """The edge-connected groups of ``cells``, in scan order."""
    seen: set[int] = set()
    out = []
    for start in sorted(cells):
        if start in seen:
            continue
        seen.add(start)
        stack, group = [start], []
        while stack:
            c = stack.pop()
            group.append(c)
            for n in grid.edge_neighbours[c]:
                if n in cells and n not in seen:
                    seen.add(n)
                    stack.append(n)
        out.append(sorted(group))
    return out


def _check_no_edge_contact(a: _Attempt) -> list[Reason]:
    """Where colours must stay apart, no two pieces of one colour share an
    edge: one problem per such pair, with the cells along the shared edge."""
    if not a.puzzle.colours_apart:
        return []
    touching: dict[tuple[int, int], set[int]] = {}
    colour_of = a.colour_of
    for c, i in a.piece_at.items():
        if i not in colour_of:
            continue
        for n in a.grid.edge_neighbours[c]:
            j = a.piece_at.get(n)
            if j is not None and j != i and colour_of.get(j) == colour_of[i]:
                touching.setdefault((min(i, j), max(i, j)), set()).update((c, n))
    found = []
    for (i, j), cells in sorted(touching.items()):
        names = _sorted_names(a.grid, cells)
        colour = colour_of[i]
        found.append(_problem("same_colour_edge", names, [i, j], colour=colour,
                              numbers=_numbers((i, j)), where=_where(names)))
    return found


def _check_laid_biggest_first(a: _Attempt) -> list[Reason]:
    """Biggest first, work in progress: a piece may be on the board only
    once every bigger piece (of every colour) is."""
    if a.puzzle.kind != "game":
        return []
    found = []
    for i, bigger in a.laid_too_early.items():
        p = a.placements[i]
        found.append(_problem(
            "order", p.cells, [i], number=i + 1, colour=p.colour, piece=p.piece, cause="bigger_not_placed",
            bigger=bigger))
    return found


def _check_each_colour(a: _Attempt) -> list[Reason]:
    """The game's rules, colour by colour (`rules_py.blokus.puzzles.check.COLOUR_STEPS`), for the
    colours that have pieces on the board."""
    if a.puzzle.kind != "game":
        return []
    found = []
    for colour in COLOURS:
        if any(c == colour for c in a.colour_of.values()):
            for step in COLOUR_STEPS:
                found.extend(step(a, colour))
    return found


# ---------------------------------------------------------------------------
# The game's rules, one colour


def _corner_piece(a: _Attempt, colour: str) -> int | None:
    """The piece of ``colour`` on its starting cell, if there is one."""
    root = a.piece_at.get(a.grid.parse(START_CELLS[colour]))
    return root if root is not None and a.colour_of.get(root) == colour else None


def _colour_start_covered(a: _Attempt, colour: str) -> list[Reason]:
    """The colour's first piece covered its starting corner."""
    if _corner_piece(a, colour) is not None:
        return []
    cell = START_CELLS[colour]
    return [_problem("start_not_covered", [cell], [], colour=colour, cell=cell)]


def _colour_corner_contact(a: _Attempt, colour: str) -> list[Reason]:
    """Each piece of the colour is linked to the corner piece by a chain of
    the colour's pieces touching at corners; biggest first, by a chain that
    never passes through a smaller piece (laid after it). Pieces already
    reported as laid too early are not judged on their chain again."""
    root = _corner_piece(a, colour)
    if root is None:
        return []  # reported by _colour_start_covered
    links = a.corner_links
    linked = _reach(root, links, lambda j: True)
    found = []
    for i in sorted(j for j, c in a.colour_of.items() if c == colour):
        p = a.placements[i]
        kw = dict(number=i + 1, colour=colour, piece=p.piece)
        if i not in linked:
            found.append(_problem("not_connected", p.cells, [i], **kw))
        elif a.puzzle.descending and i not in a.laid_too_early:
            s = a.size(i)

            def big_enough(j: int, s: int = s) -> bool:
                return a.size(j) >= s

            if a.size(root) < s or i not in _reach(root, links, big_enough):
                found.append(_problem(
                    "order", p.cells, [i], cause="links_through_smaller", **kw))
    return found


def _reach(root: int, links: dict[int, set[int]], keep: Callable[[int], bool]) -> set[int]:
    """The pieces reachable from ``root`` through ``links``, passing only
    through pieces that ``keep`` accepts (none if it refuses the root)."""
    if not keep(root):
        return set()
    seen = {root}
    stack = [root]
    while stack:
        i = stack.pop()
        for j in links[i]:
            if j not in seen and keep(j):
                seen.add(j)
                stack.append(j)
    return seen


#: The game's rules for one colour, in the order their problems are listed.
COLOUR_STEPS: tuple[Callable[[_Attempt, str], list[Reason]], ...] = (_colour_start_covered, _colour_corner_contact)

#: Every rule, in the order a report lists its problems.
STEPS: tuple[Callable[[_Attempt], list[Reason]], ...] = (
    _check_puzzle_name,
    _check_each_piece,
    _check_no_overlap,
    _check_piece_counts,
    _check_none_missing,
    _check_no_gaps,
    _check_no_edge_contact,
    _check_laid_biggest_first,
    _check_each_colour,
)


__all__ = ["REASONS", "STEPS", "PIECE_STEPS", "COLOUR_STEPS", "CheckReport", "check", "dead_regions", "identify"]
