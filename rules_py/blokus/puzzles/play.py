"""A solo puzzle played by hand: the position, its rules as pieces land, hints.

`PuzzlePosition` is a puzzle with the pieces the reader has placed
so far and the colour whose pieces are in hand. It answers what the
placement control (`rules_py.widgets.controls.placement`) asks of a board --
``geometry``, ``to_move``, ``remaining``, ``parse_move``, ``explain``,
``occupied``, ``cells``, ``attach_points``, ``legal_masks`` -- so the same
control that plays the games lays puzzle pieces. `PuzzlePosition.explain`
applies the puzzle's rules to one more piece, the first broken one being
the reason:

* the piece is still in hand (each colour owns one of each shape; a plain
  rectangle has four copies of each, dealt to the colours in turn);
* biggest first (``all-84-descending``): no piece while a bigger one is
  still missing, of any colour;
* no overlap; the contact rule (`rules_py.blokus.contact`) where colours
  matter: no edge with the colour's own pieces (the ``-colours``
  rectangles and the 84-piece puzzles), and in the 84-piece puzzles a
  corner with them (the colour's first piece covers its corner).

`hint` and `finish` ask the solver (`rules_py.blokus.puzzles.solve.solve`) for a
solution that keeps the pieces already placed, within a time budget. The
rectangles' search starts from them (``fixed``), so an exhausted search
proves that none exists. The 84-piece search cannot start from a position
(it lays blue and turns blue's layout), so there the solutions of a few
seeds are tried and kept only if they contain every placed piece: not
finding one proves nothing, and the answer says so.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...errors import RulesError
from ...reasons import Catalogue, Reason
from .. import contact
from ..board import REASONS as BOARD_REASONS
from ..board import Move
from ..geometry import SquareGrid
from ..pieces import CLASSIC, PieceSet
from .check import identify
from .definitions import COLOURS, START_CELLS, Placement, Puzzle, get_puzzle, placement_from_indices
from .solve import Cancelled, NoSolution, solve

#: Seconds one Hint or Solve may search (the page's worker answers nothing else meanwhile).
HINT_LIMIT = 8.0
#: The 84-piece puzzles: how many seeds' solutions a hint looks through.
GAME_SEEDS = 12

#: The words are in rules_py/i18n/reasons_puzzles.py (its table PLAY).
REASONS = Catalogue("reasons_puzzles", "PLAY")


class _Rules:
    """The part of a variant the placement control reads: the piece set and
    each colour's starting cell."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.pieces: PieceSet = CLASSIC
        self._puzzle = puzzle

    def start_indices(self, colour: int) -> tuple[int, ...] | None:
        """The colour's corner in the 84-piece puzzles; ``None`` (anywhere) in the rectangles."""
        if self._puzzle.kind != "game":
            return None
        return (self._puzzle.grid.parse(START_CELLS[COLOURS[colour]]),)


class PuzzlePosition:
    """A puzzle with pieces placed by hand (in laying order) and the colour in hand.

    ``colour``: the colour whose pieces the tray shows; in a plain
    rectangle colours do not matter and it is ignored (a new piece takes
    the first colour whose copy of that shape is still free).
    """

    def __init__(self, puzzle: Puzzle | str, placements: Sequence[Placement] = (), colour: str = "blue") -> None:
        self.puzzle = get_puzzle(puzzle)
        self.placements = list(placements)
        self.geometry: SquareGrid = self.puzzle.grid
        self.variant = _Rules(self.puzzle)
        self.to_move: int | None = COLOURS.index(colour) if colour in COLOURS and self.puzzle.needs_colour else 0
        self.cells = [0] * len(COLOURS)
        for p in self.placements:
            self.cells[COLOURS.index(p.colour or "blue")] |= self._mask(p)
        self.occupied = 0
        for mask in self.cells:
            self.occupied |= mask

    # -- what is placed, what is left ----------------------------------------------

    def _mask(self, p: Placement) -> int:
        return self.geometry.mask(self.geometry.parse(c) for c in p.cells)

    def colour_name(self, colour: int) -> str:
        """The colour's name (a plain rectangle has no colour in hand: ``""``)."""
        return COLOURS[colour] if self.puzzle.needs_colour else ""

    def remaining(self, colour: int) -> list[str]:
        """The shapes ``colour`` may still place (a plain rectangle: every
        shape with a copy left), in the set's order."""
        if self.puzzle.needs_colour:
            used = {p.piece for p in self.placements if p.colour == COLOURS[colour]}
            return [s for s in self.puzzle.shapes if s not in used]
        return [s for s in self.puzzle.shapes if self._copies_used(s) < self.puzzle.copies]

    def _copies_used(self, shape: str) -> int:
        return sum(1 for p in self.placements if p.piece == shape)

    def new_colour(self, shape: str) -> str:
        """The colour a new piece of ``shape`` takes: the one in hand, or in a
        plain rectangle the first whose copy of ``shape`` is still free."""
        if self.puzzle.needs_colour:
            return COLOURS[self.to_move or 0]
        taken = {p.colour for p in self.placements if p.piece == shape}
        return next((c for c in COLOURS if c not in taken), COLOURS[0])

    def missing_size(self) -> int | None:
        """The biggest size of which some piece (of any colour) is not placed yet."""
        sizes = [self.puzzle.size(s) for s in self.puzzle.shapes
                 if self._copies_used(s) < self.puzzle.copies]
        return max(sizes) if sizes else None

    @property
    def solved(self) -> bool:
        return len(self.placements) == self.puzzle.piece_count

    # -- the rules for one more piece -------------------------------------------------

    def parse_move(self, text: str) -> Move:
        """The move covering the cells ``text`` (``"a1,b1,c1,b2"``) by the colour in hand."""
        g = self.geometry
        cells = [g.parse(c) for c in text.split(",")]
        shape = identify([g.point(i) for i in cells], self.puzzle.shapes)
        if shape is None:
            raise RulesError(BOARD_REASONS["not_a_piece"](cells=text).message())
        return Move(shape, g.mask(cells), self.to_move, g)

    def _names(self, c: int) -> dict[str, str]:
        return {"colour": COLOURS[c]}

    def explain(self, move: Move) -> Reason | None:
        """``None`` if ``move`` may be placed now, else the first rule it breaks."""
        c = self.to_move if self.to_move is not None else 0
        if move.piece not in self.remaining(c):
            if self.puzzle.needs_colour:
                return BOARD_REASONS["piece_used"](piece=move.piece, marks=self._names_of(move.cells),
                                                   **self._names(c))
            return REASONS["all_used"](piece=move.piece, copies=self.puzzle.copies)
        why = self._explain_order(move)
        if why is None:
            why = self._explain_cells(move, c)
        return why

    def _explain_order(self, move: Move) -> Reason | None:
        """Biggest first: a piece only once every bigger piece is on the board."""
        if not self.puzzle.descending:
            return None
        size, want = len(move), self.missing_size()
        if want is None or size >= want:
            return None
        left = sum(self.puzzle.copies - self._copies_used(s) for s in self.puzzle.shapes
                   if self.puzzle.size(s) == want)
        return REASONS["biggest_first"](size=want, this=size, left=left, marks=self._names_of(move.cells))

    def _explain_cells(self, move: Move, c: int) -> Reason | None:
        """Free cells; no own edge (where colours matter); corner rules of the game."""
        g = self.geometry
        # "marks": every cell a picture should mark (the message names the first one).
        covered = [i for i in move.cells if self.occupied >> i & 1]
        if covered:
            return BOARD_REASONS["occupied"](cell=g.name(covered[0]), marks=self._names_of(covered))
        edge, _ = contact.neighbour_masks(g)
        hit = contact.edge_contact(move.cells, edge, self.cells[c]) if self.puzzle.colours_apart else None
        if hit is not None:
            i, touch, touching = hit
            other = next(j for j in g.edge_neighbours[i] if touch >> j & 1)
            return BOARD_REASONS["edge_contact"](cell=g.name(i), other=g.name(other),
                                                 marks=self._names_of(touching), **self._names(c))
        if self.puzzle.kind != "game":
            return None
        if not self.cells[c]:
            start = self.variant.start_indices(c) or ()
            if not any(move.mask >> i & 1 for i in start):
                free = [i for i in start if not self.occupied >> i & 1]
                return BOARD_REASONS["must_cover_start"](starts=START_CELLS[COLOURS[c]], marks=self._names_of(free),
                                                         **self._names(c))
            return None
        corners = self.attach_points(c)
        if not corners & move.mask:
            return BOARD_REASONS["no_corner_contact"](
                marks=self._names_of(i for i in range(self.geometry.size) if corners >> i & 1), **self._names(c))
        return None

    def _names_of(self, cells: Iterable[int]) -> list[str]:
        return [self.geometry.name(i) for i in cells]

    def attach_points(self, colour: int) -> int:
        """The 84-piece puzzles: the free cells where ``colour``'s next piece
        may touch it at a corner (its corner before its first piece). The
        rectangles have no such cells: ``0``."""
        if self.puzzle.kind != "game":
            return 0
        g, own = self.geometry, self.cells[colour]
        if not own:
            return g.mask(i for i in self.variant.start_indices(colour) or () if not self.occupied >> i & 1)
        return contact.attach_points(own, self.occupied, *contact.neighbour_masks(g))

    def _edge_zone(self, colour: int) -> int:
        """The free cells along an edge of ``colour``'s pieces."""
        edge, _ = contact.neighbour_masks(self.geometry)
        return contact.edge_zone(self.cells[colour], edge) & ~self.occupied

    def legal_masks(self, shape: str) -> set[int]:
        """The cells (as masks) of every placement of ``shape`` legal now:
        `explain`'s rules as set operations, over every placement."""
        c = self.to_move if self.to_move is not None else 0
        some = _placements(self.geometry, shape)
        if shape not in self.remaining(c) or self._explain_order(Move(shape, some[0], c, self.geometry)):
            return set()
        forbidden = self.occupied | (self._edge_zone(c) if self.puzzle.colours_apart else 0)
        need = self.attach_points(c) if self.puzzle.kind == "game" else -1
        if self.puzzle.kind == "game" and not self.cells[c]:
            need = self.geometry.mask(self.variant.start_indices(c) or ())
        return {m for m in some if not m & forbidden and m & need}

    def play(self, move: Move) -> Placement:
        """Place ``move`` (checked first: a `rules_py.errors.RulesError` in words if illegal)."""
        why = self.explain(move)
        if why is not None:
            raise RulesError(why.message())
        return placement_from_indices(self.puzzle, self.new_colour(move.piece), move.piece, move.cells)


def replay(puzzle: Puzzle | str, placements: Sequence[Placement], colour: str = "blue") -> PuzzlePosition:
    """The position after laying ``placements`` one by one, each checked by
    the rules above (a `rules_py.errors.RulesError` names the first that breaks one)."""
    puzzle = get_puzzle(puzzle)
    done: list[Placement] = []
    for k, p in enumerate(placements, start=1):
        if puzzle.needs_colour and p.colour not in COLOURS:
            raise RulesError(REASONS["needs_colour"](number=k).message())
        pos = PuzzlePosition(puzzle, done, p.colour or "blue")
        try:
            move = pos.parse_move(",".join(p.cells))
        except (KeyError, ValueError):
            raise RulesError(REASONS["cells_off_board"](number=k).message()) from None
        why = pos.explain(move)
        if why is not None:
            raise RulesError(REASONS["piece_refused"](number=k, reason=why).message())
        done.append(Placement(p.colour if puzzle.needs_colour else pos.new_colour(move.piece), move.piece,
                              tuple(p.cells)))
    return PuzzlePosition(puzzle, done, colour)


_PLACEMENTS: dict[tuple[int, int, str], list[int]] = {}


def _placements(g: SquareGrid, shape: str) -> list[int]:
    """Every placement of ``shape`` on the grid, as cell masks (built once per grid size)."""
    key = (g.width, g.height, shape)
    if key not in _PLACEMENTS:
        found: dict[int, None] = {}
        for orient in CLASSIC.piece(shape).orientations:
            w = max(x for x, _ in orient)
            h = max(y for _, y in orient)
            for oy in range(g.height - h):
                for ox in range(g.width - w):
                    found[g.mask(g.index[(x + ox, y + oy)] for x, y in orient)] = None
        _PLACEMENTS[key] = list(found)
    return _PLACEMENTS[key]


# ---------------------------------------------------------------------------
# Hints and solutions that keep the reader's pieces


@dataclass
class Found:
    """A solution search's answer. ``solution``: every piece, the placed ones
    first, then the others in an order they may be laid in (``None``: not
    found). ``proved``: ``True`` when ``None`` means that no solution keeps
    the placed pieces (the rectangles' search ran out of tree, not time)."""

    solution: list[Placement] | None
    proved: bool = False
    timed_out: bool = False


def _key(p: Placement) -> tuple[str | None, frozenset[str]]:
    return (p.colour, frozenset(p.cells))


def keeping(puzzle: Puzzle | str, placements: Sequence[Placement], *, seed: int = 0,
            time_limit: float = HINT_LIMIT) -> Found:
    """A solution containing every piece of ``placements`` (see `Found`)."""
    puzzle = get_puzzle(puzzle)
    if puzzle.kind == "tiling":
        try:
            return Found(solve(puzzle, seed, time_limit=time_limit, fixed=placements))
        except NoSolution:
            return Found(None, proved=True)
        except Cancelled:
            return Found(None, timed_out=True)
    return _keeping_game(puzzle, placements, seed, time_limit)


def _keeping_game(puzzle: Puzzle, placements: Sequence[Placement], seed: int, time_limit: float) -> Found:
    """The 84-piece puzzles: the first of a few seeds' solutions that holds
    every placed piece, reordered to lay the placed ones first."""
    deadline = time.perf_counter() + time_limit
    placed = {_key(p) for p in placements}
    for s in range(seed, seed + GAME_SEEDS):
        left = deadline - time.perf_counter()
        if left <= 0:
            return Found(None, timed_out=True)
        try:
            solution = solve(puzzle, s, time_limit=left)
        except Cancelled:
            return Found(None, timed_out=True)
        if placed <= {_key(p) for p in solution}:
            return Found(list(placements) + [p for p in solution if _key(p) not in placed])
    return Found(None)


def hint(puzzle: Puzzle | str, placements: Sequence[Placement], *, seed: int = 0,
         time_limit: float = HINT_LIMIT) -> tuple[Placement | None, Found]:
    """One more piece of a solution that keeps ``placements``, legal to lay
    now (``None`` and the search's answer when there is none)."""
    puzzle = get_puzzle(puzzle)
    found = keeping(puzzle, placements, seed=seed, time_limit=time_limit)
    if found.solution is None:
        return None, found
    for p in found.solution[len(placements):]:
        pos = PuzzlePosition(puzzle, placements, p.colour or "blue")
        move = pos.parse_move(",".join(p.cells))
        if pos.explain(move) is None:
            return Placement(pos.new_colour(move.piece), p.piece, p.cells), found
    return None, found


__all__ = ["HINT_LIMIT", "GAME_SEEDS", "REASONS", "PuzzlePosition", "replay", "Found", "keeping", "hint"]
