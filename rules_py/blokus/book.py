"""Opening books: the tree search's own answers to a game's first positions.

A book is a JSON file of this package, ``book_<variant>.json``, made
offline by our own search (``tools/blokus_book.py``, deterministic and
seeded; the command that made a file is in its ``"made_by"`` field): from
the empty board, each position gets a search far larger than any level's
(``"playouts"``), its most visited move is stored, and the search's few most
visited moves (``"widths"``, per depth) lead to the next positions searched.
So both sides' moves are covered: the first player's opening moves, and the
second player's replies to the openings the search itself rated best.

The levels with ``book=True`` (`rules_py.blokus.mcts`) play the book's
move when the position is in it, and search otherwise: a book move is
still a fixed answer, so a seeded game replays exactly.

Format::

    {"variant": "duo", "made_by": "...", "playouts": 4000, "widths": [...],
     "moves": {"": "e10,d11,e11,f11,e12", "e10,d11,e11,f11,e12": "...", ...}}

A key is the placements made so far in Pentobi's notation, separated by
spaces (``""`` for the empty board); its value is the move to play there.
Where a mirror image of the board keeps every colour's starting cells (Duo's
diagonal through both starting points), a position and its mirror image
share one entry: a position missing from the book is looked up mirrored and
the answer mirrored back.
"""

from __future__ import annotations

import json
import pathlib
from collections.abc import Sequence

from .board import Board, Move, notation_cells
from .geometry import Geometry, SquareGrid
from .variants import Variant, get

HERE = pathlib.Path(__file__).resolve().parent

#: Variant name -> the book file of this package.
FILES = {"duo": "book_duo.json"}

#: A permutation of cell indices (cell ``i`` goes to ``perm[i]``).
Perm = tuple[int, ...]


class Book:
    """One variant's book: position keys to moves (module docstring)."""

    def __init__(self, variant: Variant, moves: dict[str, str]) -> None:
        self.variant = variant
        self.moves = moves
        self.mirrors = symmetries(variant)

    def __len__(self) -> int:
        return len(self.moves)

    def move(self, board: Board) -> Move | None:
        """The book's move for ``board``'s colour to move, or ``None``."""
        c = board.to_move
        history = board.history
        if c is None or board.variant != self.variant or len(history) > MAX_DEPTH:
            return None
        n = board.ncolours
        if c != len(history) % n or any(mv.colour != k % n for k, mv in enumerate(history)):
            return None  # another first colour, or a pass: not the book's turn order
        cells = [mv.cells for mv in history]
        g = board.geometry
        for perm in ((),) + self.mirrors:
            key = position_key(g, cells, perm)
            text = self.moves.get(key)
            if text is None:
                continue
            if perm:  # the stored answer is for the mirrored board: mirror it back
                inverse = [0] * len(perm)
                for i, j in enumerate(perm):
                    inverse[j] = i
                text = ",".join(notation_cells(g, sorted(inverse[g.parse(n)] for n in text.split(","))))
            try:
                mv = board.parse_move(text, c)
            except Exception:  # noqa: BLE001 -- a damaged entry is only a missed answer
                return None
            return mv if board.explain(mv, c) is None else None
        return None


#: No book holds positions deeper than this many placements.
MAX_DEPTH = 12


def position_key(g: Geometry, moves: Sequence[Sequence[int]], perm: Perm = ()) -> str:
    """The book key of the placements ``moves`` (each a list of cell indices),
    mapped through ``perm`` when given."""
    if perm:
        moves = [sorted(perm[i] for i in cells) for cells in moves]
    return " ".join(",".join(notation_cells(g, cells)) for cells in moves)


def symmetries(variant: Variant) -> tuple[Perm, ...]:
    """The board's mirror images that keep every colour's starting cells
    (other than the identity): the transposition of a square board's
    ``(x, y)`` when its starts lie on that diagonal (Duo)."""
    g = variant.geometry
    if not isinstance(g, SquareGrid):
        return ()
    perm = []
    for x, y in g.cells:
        j = g.index.get((y, x))
        if j is None:
            return ()
        perm.append(j)
    for c in range(len(variant.starts)):
        own = variant.start_indices(c)
        starts = set(own) if own is not None else set()
        if {perm[i] for i in starts} != starts:
            return ()
    return (tuple(perm),)


_BOOKS: dict[str, Book | None] = {}


def book_for(variant: Variant) -> Book | None:
    """The packaged book of ``variant`` (read once), or ``None`` if it has none."""
    name = variant.name
    if name not in _BOOKS:
        file = FILES.get(name)
        book = None
        if file is not None and (HERE / file).exists():
            data = json.loads((HERE / file).read_text(encoding="utf-8"))
            book = Book(get(data["variant"]), dict(data["moves"]))
        _BOOKS[name] = book
    return _BOOKS[name]


def book_move(board: Board) -> Move | None:
    """The packaged book's move for ``board``, or ``None`` (no book, or a position not in it)."""
    book = book_for(board.variant)
    return None if book is None else book.move(board)


__all__ = ["FILES", "MAX_DEPTH", "Book", "book_for", "book_move", "position_key", "symmetries"]
