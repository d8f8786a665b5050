"""The solo puzzles of the classic booklet as data, and their records.

The booklet ("Un joueur (casse-tête)") gives three puzzles, each with a
harder version. They are data here (`rules_py.blokus.puzzles.definitions.PUZZLES`, found by name with
`rules_py.blokus.puzzles.definitions.get_puzzle`):

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
`rules_py.blokus.puzzles.definitions.read_attempt` reads such a record into
`rules_py.blokus.puzzles.definitions.Placement` objects;
`rules_py.blokus.puzzles.definitions.to_record`, `rules_py.blokus.puzzles.definitions.dumps` and
`rules_py.blokus.puzzles.definitions.to_blksgf` write one. What is
*wrong* with an attempt is `check`'s business; finding a solution is
`solve`'s.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ...errors import OptionError, RecordError
from ...reading import check_keys, join, load_json, want, want_list
from ..geometry import SquareGrid, square_board
from ..pieces import CLASSIC_NAMES, square_piece

#: Colours in the classic play order, and each one's starting cell.
COLOURS: tuple[str, ...] = ("blue", "yellow", "red", "green")
START_CELLS: dict[str, str] = {"blue": "a20", "yellow": "t20", "red": "t1", "green": "a1"}

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
        """The puzzle's board (shared, built once per size)."""
        return grid_of(self.width, self.height)

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
        """Pieces in a complete answer."""
        return len(self.shapes) * self.copies

    @property
    def cell_count(self) -> int:
        """Cells covered by a complete answer."""
        return sum(len(square_piece(s).cells) for s in self.shapes) * self.copies

    def size(self, shape: str) -> int:
        """Squares in the piece ``shape``."""
        return len(square_piece(shape).cells)


_GRIDS: dict[tuple[int, int], SquareGrid] = {}


def grid_of(width: int, height: int) -> SquareGrid:
    """The ``width`` x ``height`` square board, built once and shared."""
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
    """The puzzle called ``name`` (a `rules_py.blokus.puzzles.definitions.Puzzle` passes through);
    `rules_py.errors.OptionError` listing the puzzles if none."""
    if isinstance(name, Puzzle):
        return name
    if isinstance(name, str) and name in PUZZLES:
        return PUZZLES[name]
    raise OptionError(f"unknown puzzle {name!r}", tuple(PUZZLES))


# ---------------------------------------------------------------------------
# Records


@dataclass(frozen=True)
class Placement:
    """One piece of an attempt: its colour (or ``None``), name and cells."""

    colour: str | None
    piece: str
    cells: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """The piece as it appears in a JSON record."""
        return {"colour": self.colour, "piece": self.piece, "cells": list(self.cells)}


def sort_cell_names(grid: SquareGrid, names: Iterable[str]) -> list[str]:
    """Cell names in Pentobi's order: by row from the bottom, then column."""

    def key(n: str) -> tuple[int, int]:
        if grid.has_cell(n):
            x, y = grid.point(grid.parse(n))
            return (grid.height - y, x)
        return (10**6, 0)

    return sorted(names, key=key)


def placement_from_indices(puzzle: Puzzle, colour: str | None, piece: str, cells: Iterable[int]) -> Placement:
    """A `rules_py.blokus.puzzles.definitions.Placement` from cell indices of the puzzle's grid, cells in
    Pentobi's order."""
    grid = puzzle.grid
    return Placement(colour, piece, tuple(sort_cell_names(grid, (grid.name(i) for i in cells))))


def to_record(puzzle: Puzzle | str, placements: Sequence[Placement]) -> dict[str, Any]:
    """The JSON record (a dict) of an attempt or solution."""
    puzzle = get_puzzle(puzzle)
    return {"puzzle": puzzle.name, "pieces": [p.to_dict() for p in placements]}


def dumps(puzzle: Puzzle | str, placements: Sequence[Placement]) -> str:
    """The JSON record of an attempt or solution, as text."""
    return json.dumps(to_record(puzzle, placements))


_ATTEMPT_KEYS = frozenset({"puzzle", "pieces"})
_PIECE_KEYS = frozenset({"piece", "cells", "colour", "color"})


def read_attempt(data: str | bytes | list[Any] | dict[str, Any]) -> tuple[str | None, list[Placement]]:
    """Read an attempt: JSON text (or UTF-8 bytes), a list of pieces, or a record dict.

    Returns ``(puzzle name or None, placements)``. Raises
    `rules_py.errors.RecordError` (with ``index`` = the piece's
    position and ``path`` = ``pieces[i].cells``) when the record cannot be
    read; what is *wrong* with a readable attempt is
    `rules_py.blokus.puzzles.check.check`'s business.
    """
    if isinstance(data, (str, bytes, bytearray)):
        data = load_json(data)
    name: str | None = None
    prefix = ""
    if isinstance(data, dict):
        check_keys(data, _ATTEMPT_KEYS, (), "")
        name = data.get("puzzle")
        if name is not None:
            want(name, str, "puzzle")
        data, prefix = data.get("pieces", []), "pieces"
    if not isinstance(data, list):
        raise RecordError("an attempt is a list of pieces or an object with a \"pieces\" list",
                          code="type", path=prefix)
    want_list(data, prefix)
    return name, [_placement(item, join(prefix, i), i) for i, item in enumerate(data)]


def _placement(item: Any, path: str, i: int) -> Placement:
    """Piece number ``i`` of an attempt, at ``path``."""
    try:
        want(item, dict, path)
        check_keys(item, _PIECE_KEYS, (), path)
        piece = want(item.get("piece", ""), str, join(path, "piece"))
        colour = item.get("colour", item.get("color"))
        cells = item.get("cells")
        if isinstance(cells, str):
            cells = [c for c in cells.replace(" ", ",").split(",") if c]
        for k, c in enumerate(want_list(cells, join(path, "cells"), 1000)):
            want(c, str, f"{join(path, 'cells')}[{k}]")
        if not cells:
            raise RecordError("a piece covers at least one cell", code="value", path=join(path, "cells"))
        if colour is not None:
            want(colour, str, join(path, "colour"))
    except RecordError as exc:
        raise RecordError(exc.message, code=exc.code, path=exc.path, index=i) from None
    return Placement(colour.lower() if colour else None, piece, tuple(c.strip().lower() for c in cells))


def to_blksgf(placements: Sequence[Placement]) -> str:
    """A Pentobi game record (``.blksgf``) holding the 20x20 position as setup.

    One ``A1``..``A4`` property per colour (1 blue, 2 yellow, 3 red, 4 green),
    one value per piece, cells in Pentobi's order. (Written here because the
    engine's ``sgf.py`` was not available yet; the format is the same.)
    """
    grid = grid_of(20, 20)
    by_colour: dict[str, list[str]] = {c: [] for c in COLOURS}
    for p in placements:
        if p.colour not in by_colour:
            raise ValueError(f"a .blksgf setup needs one of the four colours, not {p.colour!r}")
        by_colour[p.colour].append(",".join(sort_cell_names(grid, p.cells)))
    props = "".join(
        f"A{i + 1}" + "".join(f"[{v}]" for v in by_colour[c])
        for i, c in enumerate(COLOURS) if by_colour[c]
    )
    return f"(;FF[4]CA[UTF-8]AP[rules_py]GM[Blokus]{props})\n"




__all__ = [
    "COLOURS", "START_CELLS", "TETROMINOES", "PENTOMINOES", "PUZZLES", "Puzzle", "Placement",
    "get_puzzle", "grid_of", "sort_cell_names", "placement_from_indices", "read_attempt", "to_record", "dumps",
    "to_blksgf",
]
