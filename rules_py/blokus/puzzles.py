"""The solo puzzles of the classic booklet: definitions, records, checker.

The booklet ("Un joueur (casse-tête)") gives three puzzles, each with a
harder version. They are data here (:data:`PUZZLES`, found by name):

* ``all-84``: the 84 pieces of the four colours on the 20x20 board under the
  game's placement rules (each colour from its own corner, same-colour
  pieces touching at corners only). ``all-84-descending``: the same, placed
  biggest first (every 5-square piece of every colour, then the 4-square
  ones, ... then the 1-square ones).
* ``tetrominoes-8x10``: the 20 four-square pieces (4 colours x 5 shapes)
  exactly covering an 8 x 10 rectangle; ``tetrominoes-8x10-colours``: and
  no two pieces of the same colour share an edge.
* ``pentominoes-15x16`` / ``pentominoes-15x16-colours``: the same with the
  48 five-square pieces and a 15 x 16 rectangle.

A learner's attempt, and a solver's answer, is one JSON record for all six::

    {"puzzle": "tetrominoes-8x10",
     "pieces": [{"colour": "blue", "piece": "T4", "cells": ["a1", "b1", "c1", "b2"]}, ...]}

(a bare list of pieces is accepted too). Cells use the project's notation,
``a1`` bottom-left. In the plain tiling puzzles ``colour`` may be left out.

:func:`check` reads an attempt, complete or partial, and lists every problem
as a :class:`~rules_py.reasons.Reason` whose ``details`` hold the ``cells``
concerned and the ``pieces`` (indices in the attempt's list).

The 84-piece puzzles are checked on the finished position (project ruling,
see ``docs/rulings.md``): the list may be in any order; the position is
right if its pieces *could* have been laid one at a time under the game's
rules (for the harder version, biggest first). In the position that means:
each colour covers its own starting corner, and every piece is linked to
that corner piece by a chain of same-colour pieces touching at corners
(for the harder version, a chain whose sizes never grow going away from
the corner).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import RecordError
from ..reasons import Reason, reason
from ..svg import SVG, esc
from .geometry import Point, SquareGrid, column_name, square_board
from .pieces import CLASSIC_NAMES, square_piece

#: Colours in the classic play order, and each one's starting cell.
COLOURS: tuple[str, ...] = ("blue", "yellow", "red", "green")
START_CELLS: dict[str, str] = {"blue": "a20", "yellow": "t20", "red": "t1", "green": "a1"}
COLOUR_FR: dict[str, str] = {"blue": "bleu", "yellow": "jaune", "red": "rouge", "green": "vert"}

#: Okabe-Ito hues: distinguishable with the common colour-vision deficiencies.
FILL: dict[str | None, str] = {
    "blue": "#0072B2", "yellow": "#F0E442", "red": "#D55E00", "green": "#009E73", None: "#9a9a9a",
}

TETROMINOES: tuple[str, ...] = tuple(n for n in CLASSIC_NAMES if len(square_piece(n).cells) == 4)
PENTOMINOES: tuple[str, ...] = tuple(n for n in CLASSIC_NAMES if len(square_piece(n).cells) == 5)


@dataclass(frozen=True)
class Puzzle:
    """One solo puzzle as data.

    ``kind`` is ``"tiling"`` (exact cover of the rectangle) or ``"game"``
    (the game's placement rules on the 20x20 board). ``colours_apart``: no
    two same-colour pieces share an edge. ``descending``: biggest first.
    """

    name: str
    kind: str
    width: int
    height: int
    shapes: tuple[str, ...]
    colours_apart: bool
    descending: bool = False
    title_en: str = ""
    title_fr: str = ""

    @property
    def grid(self) -> SquareGrid:
        return _grid(self.width, self.height)

    @property
    def needs_colour(self) -> bool:
        """Whether every piece of an attempt must say its colour."""
        return self.colours_apart or self.kind == "game"

    @property
    def copies(self) -> int:
        """Copies of each shape (one per colour)."""
        return len(COLOURS)

    @property
    def piece_count(self) -> int:
        return len(self.shapes) * self.copies

    @property
    def cell_count(self) -> int:
        return sum(len(square_piece(s).cells) for s in self.shapes) * self.copies

    def size(self, shape: str) -> int:
        return len(square_piece(shape).cells)


_GRIDS: dict[tuple[int, int], SquareGrid] = {}


def _grid(width: int, height: int) -> SquareGrid:
    key = (width, height)
    if key not in _GRIDS:
        _GRIDS[key] = square_board(width, height)
    return _GRIDS[key]


PUZZLES: dict[str, Puzzle] = {
    p.name: p
    for p in (
        Puzzle("all-84", "game", 20, 20, CLASSIC_NAMES, True, False,
               "All 84 pieces on the board", "Les 84 pièces sur le plateau"),
        Puzzle("all-84-descending", "game", 20, 20, CLASSIC_NAMES, True, True,
               "All 84 pieces, biggest first", "Les 84 pièces, des plus grandes aux plus petites"),
        Puzzle("tetrominoes-8x10", "tiling", 8, 10, TETROMINOES, False, False,
               "The 20 four-square pieces in an 8 x 10 rectangle",
               "Les 20 pièces de quatre carrés dans un rectangle de 8 x 10"),
        Puzzle("tetrominoes-8x10-colours", "tiling", 8, 10, TETROMINOES, True, False,
               "The 20 four-square pieces in an 8 x 10 rectangle, colours apart",
               "Les 20 pièces de quatre carrés dans un rectangle de 8 x 10, couleurs séparées"),
        Puzzle("pentominoes-15x16", "tiling", 15, 16, PENTOMINOES, False, False,
               "The 48 five-square pieces in a 15 x 16 rectangle",
               "Les 48 pièces de cinq carrés dans un rectangle de 15 x 16"),
        Puzzle("pentominoes-15x16-colours", "tiling", 15, 16, PENTOMINOES, True, False,
               "The 48 five-square pieces in a 15 x 16 rectangle, colours apart",
               "Les 48 pièces de cinq carrés dans un rectangle de 15 x 16, couleurs séparées"),
    )
}


def get_puzzle(name: str | Puzzle) -> Puzzle:
    if isinstance(name, Puzzle):
        return name
    try:
        return PUZZLES[name]
    except KeyError:
        raise KeyError(f"unknown puzzle {name!r}; known: {', '.join(PUZZLES)}") from None


# ---------------------------------------------------------------------------
# Records


@dataclass(frozen=True)
class Placement:
    """One piece of an attempt: its colour (or ``None``), name and cells."""

    colour: str | None
    piece: str
    cells: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"colour": self.colour, "piece": self.piece, "cells": list(self.cells)}


def _sort_names(grid: SquareGrid, names: Iterable[str]) -> list[str]:
    """Cell names in Pentobi's order: by row from the bottom, then column."""

    def key(n: str) -> tuple[int, int]:
        if grid.has_cell(n):
            x, y = grid.point(grid.parse(n))
            return (grid.height - y, x)
        return (10**6, 0)

    return sorted(names, key=key)


def placement_from_indices(puzzle: Puzzle, colour: str | None, piece: str, cells: Iterable[int]) -> Placement:
    grid = puzzle.grid
    return Placement(colour, piece, tuple(_sort_names(grid, (grid.name(i) for i in cells))))


def to_record(puzzle: Puzzle | str, placements: Sequence[Placement]) -> dict[str, Any]:
    """The JSON record (a dict) of an attempt or solution."""
    puzzle = get_puzzle(puzzle)
    return {"puzzle": puzzle.name, "pieces": [p.to_dict() for p in placements]}


def dumps(puzzle: Puzzle | str, placements: Sequence[Placement]) -> str:
    return json.dumps(to_record(puzzle, placements))


def read_attempt(data: str | list[Any] | dict[str, Any]) -> tuple[str | None, list[Placement]]:
    """Read an attempt: JSON text, a list of pieces, or a record dict.

    Returns ``(puzzle name or None, placements)``. Raises
    :class:`~rules_py.errors.RecordError` (with ``index`` = the piece's
    position) when the record cannot be read; what is *wrong* with a
    readable attempt is :func:`check`'s business.
    """
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not JSON: {exc.msg}", line=exc.lineno, column=exc.colno) from None
    name: str | None = None
    if isinstance(data, dict):
        name = data.get("puzzle")
        if name is not None and not isinstance(name, str):
            raise RecordError('"puzzle" must be a string')
        data = data.get("pieces", [])
    if not isinstance(data, list):
        raise RecordError("an attempt is a list of pieces or an object with a \"pieces\" list")
    out: list[Placement] = []
    for i, item in enumerate(data):
        if not isinstance(item, dict):
            raise RecordError("a piece is an object with \"piece\" and \"cells\"", index=i)
        piece = item.get("piece", "")
        colour = item.get("colour", item.get("color"))
        cells = item.get("cells")
        if isinstance(cells, str):
            cells = [c for c in cells.replace(" ", ",").split(",") if c]
        if not isinstance(piece, str) or not isinstance(cells, list) or not all(isinstance(c, str) for c in cells):
            raise RecordError("\"piece\" must be a name and \"cells\" a list of cell names", index=i)
        if colour is not None and not isinstance(colour, str):
            raise RecordError("\"colour\" must be a colour name", index=i)
        out.append(Placement(colour.lower() if colour else None, piece,
                             tuple(c.strip().lower() for c in cells)))
    return name, out


def to_blksgf(placements: Sequence[Placement]) -> str:
    """A Pentobi game record (``.blksgf``) holding the 20x20 position as setup.

    One ``A1``..``A4`` property per colour (1 blue, 2 yellow, 3 red, 4 green),
    one value per piece, cells in Pentobi's order. (Written here because the
    engine's ``sgf.py`` was not available yet; the format is the same.)
    """
    grid = _grid(20, 20)
    by_colour: dict[str, list[str]] = {c: [] for c in COLOURS}
    for p in placements:
        if p.colour not in by_colour:
            raise ValueError(f"a .blksgf setup needs one of the four colours, not {p.colour!r}")
        by_colour[p.colour].append(",".join(_sort_names(grid, p.cells)))
    props = "".join(
        f"A{i + 1}" + "".join(f"[{v}]" for v in by_colour[c])
        for i, c in enumerate(COLOURS) if by_colour[c]
    )
    return f"(;FF[4]CA[UTF-8]AP[rules_py]GM[Blokus]{props})\n"


# ---------------------------------------------------------------------------
# Checker

REASONS = {
    "wrong_puzzle": reason(
        "puzzle.wrong_puzzle", "This attempt is for the puzzle {other}, not {puzzle}.",
        "Cette tentative est pour le casse-tête {other}, pas {puzzle}."),
    "off_board": reason(
        "puzzle.off_board", "Piece {number} ({piece}) has cells off the board: {where}.",
        "La pièce {number} ({piece}) sort du plateau : {where}."),
    "unknown_piece": reason(
        "puzzle.unknown_piece", "Piece {number}: {piece!r} is not one of this puzzle's pieces.",
        "Pièce {number} : « {piece} » ne fait pas partie des pièces de ce casse-tête."),
    "not_a_piece": reason(
        "puzzle.not_a_piece", "Piece {number}: the cells {where} do not have the shape of {piece}.",
        "Pièce {number} : les cases {where} n'ont pas la forme de {piece}."),
    "unknown_colour": reason(
        "puzzle.unknown_colour", "Piece {number} ({piece}): {colour!r} is not a colour (blue, yellow, red, green).",
        "Pièce {number} ({piece}) : « {colour} » n'est pas une couleur (bleu, jaune, rouge, vert)."),
    "colour_needed": reason(
        "puzzle.colour_needed", "Piece {number} ({piece}) must say its colour in this puzzle.",
        "La pièce {number} ({piece}) doit indiquer sa couleur dans ce casse-tête."),
    "overlap": reason(
        "puzzle.overlap", "Pieces {numbers} overlap on {where}.",
        "Les pièces {numbers} se chevauchent en {where}."),
    "duplicate_piece": reason(
        "puzzle.duplicate_piece", "Too many {piece}: the set has {allowed}, the attempt uses {used}.",
        "Trop de {piece} : le jeu en a {allowed}, la tentative en utilise {used}."),
    "missing_piece": reason(
        "puzzle.missing_piece", "Missing: {missing}.", "Il manque : {missing}."),
    "gap": reason(
        "puzzle.gap", "Gap: {count} uncovered cell(s) at {where}.",
        "Trou : {count} case(s) non couverte(s) en {where}."),
    "same_colour_edge": reason(
        "puzzle.same_colour_edge", "Two {colour} pieces ({numbers}) share an edge at {where}.",
        "Deux pièces {colour_fr} ({numbers}) se touchent par un côté en {where}."),
    "start_not_covered": reason(
        "puzzle.start_not_covered", "{colour} must cover its starting corner {cell} with one of its pieces.",
        "Le {colour_fr} doit couvrir son coin de départ {cell} avec une de ses pièces."),
    "not_connected": reason(
        "puzzle.not_connected",
        "Piece {number} ({colour} {piece}) is not linked to {colour}'s corner by {colour} pieces touching at corners.",
        "La pièce {number} ({piece} {colour_fr}) n'est pas reliée au coin du {colour_fr} par des pièces "
        "{colour_fr} qui se touchent par les coins."),
    "order": reason(
        "puzzle.order",
        "Piece {number} ({colour} {piece}) could not be placed biggest-first: {why}",
        "La pièce {number} ({piece} {colour_fr}) n'a pas pu être posée des plus grandes aux plus petites : {why_fr}"),
}


@dataclass
class CheckReport:
    """What :func:`check` found. ``ok``: no problem; ``solved``: ok and complete."""

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


def _where(names: Sequence[str], limit: int = 8) -> str:
    shown = list(names[:limit])
    more = len(names) - len(shown)
    return ", ".join(shown) + (f" (+{more})" if more > 0 else "")


def _numbers(indices: Iterable[int]) -> str:
    return " and ".join(str(i + 1) for i in indices)


def _problem(key: str, cells: Iterable[str] = (), pieces: Iterable[int] = (), **kw: Any) -> Reason:
    r = REASONS[key](**kw)
    details = dict(r.details)
    details["cells"] = list(cells)
    details["pieces"] = list(pieces)
    return Reason(r.code, r.en, r.fr, details)


def _shape_of(points: Sequence[Point]) -> tuple[Point, ...]:
    return _grid(1, 1).normalize(points)


def identify(points: Sequence[Point], shapes: Iterable[str]) -> str | None:
    """The name of the piece (among ``shapes``) these cells form, if any."""
    norm = _shape_of(points)
    for name in shapes:
        if norm in square_piece(name).orientations:
            return name
    return None


def check(puzzle: Puzzle | str, attempt: str | list[Any] | dict[str, Any] | Sequence[Placement],
          *, partial: bool = False) -> CheckReport:
    """Check an attempt and list every problem with the cells concerned.

    ``partial``: the attempt is work in progress, so uncovered cells and
    pieces not yet placed are not problems (everything else still is; in
    the descending puzzle a piece laid while a bigger one is still missing
    breaks the order). Raises :class:`RecordError` only for unreadable input.
    """
    puzzle = get_puzzle(puzzle)
    if isinstance(attempt, (str, dict)) or (isinstance(attempt, list) and attempt
                                              and not isinstance(attempt[0], Placement)):
        named, placements = read_attempt(attempt)  # type: ignore[arg-type]
    else:
        named, placements = None, list(attempt)  # type: ignore[arg-type]
    report = CheckReport(puzzle.name, placed=len(placements))
    problems = report.problems
    if named is not None and named != puzzle.name:
        problems.append(_problem("wrong_puzzle", other=named, puzzle=puzzle.name))
    grid = puzzle.grid
    allowed_shapes = set(puzzle.shapes)

    # 1. each piece alone: board, shape, colour.
    usable: list[int] = []  # pieces whose cells are all on the board and form their shape
    cells_of: dict[int, list[int]] = {}
    for i, p in enumerate(placements):
        label = dict(number=i + 1, piece=p.piece)
        good = True
        off = [c for c in p.cells if not grid.has_cell(c)]
        on = [grid.parse(c) for c in p.cells if grid.has_cell(c)]
        if off:
            problems.append(_problem("off_board", off, [i], where=_where(off), **label))
            good = False
        if p.piece not in allowed_shapes:
            problems.append(_problem("unknown_piece", p.cells, [i], **label))
            good = False
        elif not off and (len(set(on)) != len(on)
                          or identify([grid.point(c) for c in on], [p.piece]) is None):
            problems.append(_problem("not_a_piece", p.cells, [i], where=_where(list(p.cells)), **label))
            good = False
        if p.colour is None:
            if puzzle.needs_colour:
                problems.append(_problem("colour_needed", p.cells, [i], **label))
                good = False
        elif p.colour not in COLOURS:
            problems.append(_problem("unknown_colour", p.cells, [i], colour=p.colour, **label))
            good = False
        cells_of[i] = sorted(set(on))
        if good:
            usable.append(i)

    # 2. overlaps (every piece with on-board cells takes part).
    owner: dict[int, list[int]] = {}
    for i, cs in cells_of.items():
        for c in cs:
            owner.setdefault(c, []).append(i)
    clashes: dict[tuple[int, ...], list[int]] = {}
    for c, who in owner.items():
        if len(who) > 1:
            clashes.setdefault(tuple(who), []).append(c)
    for who, cs in sorted(clashes.items()):
        names = _sort_names(grid, (grid.name(c) for c in cs))
        problems.append(_problem("overlap", names, who, numbers=_numbers(who), where=_where(names)))

    # 3. counts: duplicated and missing pieces.
    by_shape: dict[str, list[int]] = {}
    by_pair: dict[tuple[str, str], list[int]] = {}
    for i, p in enumerate(placements):
        if p.piece in allowed_shapes:
            by_shape.setdefault(p.piece, []).append(i)
            if p.colour in COLOURS:
                by_pair.setdefault((p.colour, p.piece), []).append(i)
    for shape, idx in by_shape.items():
        if len(idx) > puzzle.copies:
            extra = idx[puzzle.copies:]
            problems.append(_problem("duplicate_piece", [c for j in extra for c in placements[j].cells], extra,
                                     piece=shape, allowed=puzzle.copies, used=len(idx)))
    for (colour, shape), idx in by_pair.items():
        if len(idx) > 1 and len(by_shape[shape]) <= puzzle.copies:
            extra = idx[1:]
            problems.append(_problem("duplicate_piece", [c for j in extra for c in placements[j].cells], extra,
                                     piece=f"{colour} {shape}", allowed=1, used=len(idx)))
    if not partial:
        missing: list[str] = []
        if puzzle.needs_colour:
            for colour in COLOURS:
                for shape in puzzle.shapes:
                    if (colour, shape) not in by_pair:
                        missing.append(f"{colour} {shape}")
        else:
            for shape in puzzle.shapes:
                n = puzzle.copies - len(by_shape.get(shape, []))
                if n > 0:
                    missing.append(f"{n} x {shape}")
        if missing:
            problems.append(_problem("missing_piece", missing=", ".join(missing)))

    # 4. gaps (tiling puzzles, complete attempts).
    if puzzle.kind == "tiling" and not partial:
        empty = {c for c in range(grid.size) if c not in owner}
        for region in _regions(grid, empty):
            names = _sort_names(grid, (grid.name(c) for c in region))
            problems.append(_problem("gap", names, count=len(names), where=_where(names)))

    # 5. colours: same-colour pieces never share an edge.
    colour_of: dict[int, str] = {}
    piece_at: dict[int, int] = {}
    for i in usable:
        colour = placements[i].colour
        for c in cells_of[i]:
            if len(owner[c]) == 1:
                piece_at[c] = i
        if colour is not None:
            colour_of[i] = colour
    if puzzle.colours_apart:
        touching: dict[tuple[int, int], set[int]] = {}
        for c, i in piece_at.items():
            if i not in colour_of:
                continue
            for n in grid.edge_neighbours[c]:
                j = piece_at.get(n)
                if j is not None and j != i and colour_of.get(j) == colour_of[i]:
                    key = (min(i, j), max(i, j))
                    touching.setdefault(key, set()).update((c, n))
        for (i, j), cs in sorted(touching.items()):
            names = _sort_names(grid, (grid.name(c) for c in cs))
            colour = colour_of[i]
            problems.append(_problem("same_colour_edge", names, [i, j], colour=colour,
                                     colour_fr=COLOUR_FR[colour], numbers=_numbers((i, j)), where=_where(names)))

    # 6. the game's placement rules and the order (84-piece puzzles).
    if puzzle.kind == "game":
        _check_game(puzzle, placements, cells_of, piece_at, colour_of, by_shape, partial, problems)

    report.complete = (len(placements) == puzzle.piece_count and not any(
        p.code in ("puzzle.missing_piece", "puzzle.duplicate_piece") for p in problems))
    return report


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


def _check_game(puzzle: Puzzle, placements: Sequence[Placement], cells_of: dict[int, list[int]],
                piece_at: dict[int, int], colour_of: dict[int, str], by_shape: dict[str, list[int]],
                partial: bool, problems: list[Reason]) -> None:
    grid = puzzle.grid
    size = {i: len(cells_of[i]) for i in colour_of}
    # corner contacts between same-colour pieces (cells touching diagonally)
    links: dict[int, set[int]] = {i: set() for i in colour_of}
    for c, i in piece_at.items():
        if i not in colour_of:
            continue
        for n in grid.corner_neighbours[c]:
            j = piece_at.get(n)
            if j is not None and j != i and colour_of.get(j) == colour_of[i]:
                links[i].add(j)
    bad_order: set[int] = set()
    if puzzle.descending and partial:
        # Biggest first over all colours: a piece of size s may be on the
        # board only once every piece bigger than s is.
        present = {puzzle.size(s): 0 for s in puzzle.shapes}
        for shape, idx in by_shape.items():
            present[puzzle.size(shape)] += len(idx)
        full = {s: sum(1 for sh in puzzle.shapes if puzzle.size(sh) == s) * puzzle.copies for s in present}
        for i in colour_of:
            s = size[i]
            short = [t for t in present if t > s and present[t] < full[t]]
            if short:
                bad_order.add(i)
                p = placements[i]
                problems.append(_problem(
                    "order", p.cells, [i], number=i + 1, colour=p.colour, colour_fr=COLOUR_FR[p.colour or "blue"],
                    piece=p.piece,
                    why=f"some {max(short)}-square pieces are not placed yet.",
                    why_fr=f"des pièces de {max(short)} carrés ne sont pas encore posées."))
    for colour in COLOURS:
        mine = [i for i in colour_of if colour_of[i] == colour]
        if not mine:
            continue
        start = grid.parse(START_CELLS[colour])
        root = piece_at.get(start)
        if root is None or colour_of.get(root) != colour:
            problems.append(_problem("start_not_covered", [START_CELLS[colour]], [], colour=colour,
                                     colour_fr=COLOUR_FR[colour], cell=START_CELLS[colour]))
            continue
        reach_all = _reach(root, links, lambda j: True)
        for i in sorted(mine):
            p = placements[i]
            kw = dict(number=i + 1, colour=colour, colour_fr=COLOUR_FR[colour], piece=p.piece)
            if i not in reach_all:
                problems.append(_problem("not_connected", p.cells, [i], **kw))
            elif puzzle.descending and i not in bad_order:
                s = size[i]
                if size[root] < s or i not in _reach(root, links, lambda j, s=s: size[j] >= s):
                    problems.append(_problem(
                        "order", p.cells, [i],
                        why="its only links to the corner go through smaller pieces, placed after it.",
                        why_fr="ses seuls liens vers le coin passent par des pièces plus petites, posées après elle.",
                        **kw))


def _reach(root: int, links: dict[int, set[int]], keep: Any) -> set[int]:
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


# ---------------------------------------------------------------------------
# Drawing


def render_svg(puzzle: Puzzle | str, placements: Sequence[Placement] = (), *,
               problems: Sequence[Reason] = (), cell: int = 20, labels: bool = True) -> SVG:
    """Draw an attempt or solution: coloured pieces with their outlines.

    Problem cells (from :func:`check`) get a dark ring. Besides its hue each
    colour has a mark (blue none, yellow dot, red diagonal, green cross-bar)
    so the four stay apart in grey scale too.
    """
    puzzle = get_puzzle(puzzle)
    grid = puzzle.grid
    pad = 14 if labels else 2
    w, h = grid.width * cell + pad + 2, grid.height * cell + pad + 2
    owner: dict[int, int] = {}
    for i, p in enumerate(placements):
        for n in p.cells:
            if grid.has_cell(n):
                c = grid.parse(n)
                owner[c] = -1 if c in owner else i
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -2 {w} {h + 2}" width="{w}" height="{h + 2}" '
           f'class="rp-puzzle" role="img" aria-label="{esc(puzzle.title_en)}">',
           f'<rect x="{pad}" y="0" width="{grid.width * cell}" height="{grid.height * cell}" fill="#f4f4f0"/>']

    def pt(x: float, y: float) -> str:
        return f"{pad + x * cell:g},{y * cell:g}"

    for c in range(grid.size):
        poly = " ".join(pt(x, y) for x, y in grid.cell_polygon(grid.point(c)))
        i = owner.get(c)
        if i is None:
            out.append(f'<polygon points="{poly}" fill="none" stroke="#d0d0c8" stroke-width="0.5"/>')
            continue
        colour = placements[i].colour if i >= 0 else None
        fill = FILL.get(colour, FILL[None]) if i >= 0 else "#000"
        out.append(f'<polygon points="{poly}" fill="{fill}"/>')
        x, y = grid.point(c)
        cx, cy = pad + (x + 0.5) * cell, (y + 0.5) * cell
        if colour == "yellow":
            out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{cell * 0.12:g}" fill="#5a5200"/>')
        elif colour == "red":
            out.append(f'<path d="M{cx - cell * .2:g},{cy + cell * .2:g}L{cx + cell * .2:g},{cy - cell * .2:g}" '
                       f'stroke="#5a1f00" stroke-width="1.2"/>')
        elif colour == "green":
            out.append(f'<path d="M{cx - cell * .2:g},{cy:g}H{cx + cell * .2:g}" stroke="#00392a" '
                       f'stroke-width="1.2"/>')
    # piece outlines: every edge of a covered cell whose neighbour has another owner
    segs = []
    for c, me in owner.items():
        x, y = grid.point(c)
        for (dx, dy), ((x1, y1), (x2, y2)) in (
                ((1, 0), ((x + 1, y), (x + 1, y + 1))), ((0, 1), ((x, y + 1), (x + 1, y + 1))),
                ((-1, 0), ((x, y), (x, y + 1))), ((0, -1), ((x, y), (x + 1, y)))):
            q = (x + dx, y + dy)
            if q not in grid.index or owner.get(grid.index[q]) != me:
                segs.append(f"M{pt(x1, y1)}L{pt(x2, y2)}")
    out.append(f'<path d="{"".join(segs)}" stroke="#222" stroke-width="1.6" fill="none" stroke-linecap="square"/>')
    out.append(f'<rect x="{pad}" y="0" width="{grid.width * cell}" height="{grid.height * cell}" fill="none" '
               f'stroke="#222" stroke-width="1"/>')
    marked = {n for r in problems for n in r.details.get("cells", ()) if grid.has_cell(n)}
    for n in sorted(marked):
        x, y = grid.point(grid.parse(n))
        out.append(f'<circle cx="{pad + (x + .5) * cell:g}" cy="{(y + .5) * cell:g}" r="{cell * .36:g}" '
                   f'fill="none" stroke="#000" stroke-width="2.5"><title>{esc(n)}</title></circle>')
    if labels:
        fs = min(10, cell * 0.55)
        for x in range(grid.width):
            out.append(f'<text x="{pad + (x + .5) * cell:g}" y="{grid.height * cell + pad - 3:g}" '
                       f'font-size="{fs:g}" text-anchor="middle" fill="#555">{column_name(x)}</text>')
        for y in range(grid.height):
            out.append(f'<text x="{pad - 2:g}" y="{(y + .5) * cell + fs / 3:g}" font-size="{fs:g}" '
                       f'text-anchor="end" fill="#555">{grid.height - y}</text>')
    out.append("</svg>")
    return SVG("".join(out))


__all__ = [
    "COLOURS", "START_CELLS", "PUZZLES", "Puzzle", "Placement", "CheckReport", "REASONS",
    "get_puzzle", "check", "read_attempt", "to_record", "dumps", "to_blksgf", "render_svg",
    "placement_from_indices", "identify",
]
