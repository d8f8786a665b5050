"""A Blokus position in one line of text, and its key.

The grammar (``docs/python.md`` has the same, with examples)::

    position = variant " " pieces " " to-move
    pieces   = colour ("/" colour)*          one per colour, in the variant's colour order
    colour   = "-" | piece (";" piece)*     "-": no piece yet; the last piece is the one placed last
    piece    = cell ("," cell)*             the piece's cells in Pentobi's notation (e10,d11,e11,f11,e12)
    to-move  = a colour's name | "-"        "-": the game is over

``variant`` is a Blokus name of `rules_py.games.GAMES`. A colour's
pieces other than its last are written in a fixed order (sorted by their
text), so two equal boards write the same line. The piece a set of cells
makes is found from its shape, as in a record.

    >>> fields("duo e10,d11,e11,f11,e12/- orange")[1]
    ['e10,d11,e11,f11,e12', '-']

This module reads and writes the text; `rules_py.blokus.board.Board.from_position`
places the pieces (with the board's checks) and
`rules_py.blokus.board.Board.key` hashes a position with
`rules_py.blokus.position.key`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..errors import RecordError
from ..zobrist import MASK, term, text_term
from .bits import iter_bits
from .variants import Variant, get as get_variant, names as variant_names

__all__ = ["Parsed", "fields", "write", "read", "key"]


class Parsed(NamedTuple):
    """A position's text, split and checked for its form (not yet placed on a board)."""

    variant: Variant
    #: Per colour, each piece's text and the column (from 1) where it starts.
    pieces: tuple[tuple[tuple[str, int], ...], ...]
    #: The colour to move, ``None`` when the text says the game is over.
    to_move: int | None
    #: The column (from 1) of the to-move field.
    to_move_column: int


def fields(text: str) -> list[list[str]]:
    """The three fields of a position, the pieces split per colour (no check)."""
    variant, pieces, to_move = text.split(" ")
    return [[variant], pieces.split("/"), [to_move]]


def write(variant: Variant, placed: Sequence[Sequence[str]], to_move: int | None) -> str:
    """The line for a board of ``variant`` whose colour ``c`` placed the pieces
    ``placed[c]`` (each in Pentobi's notation, in the order placed)."""
    parts = []
    for pieces in placed:
        ordered = [*sorted(pieces[:-1]), pieces[-1]] if pieces else []
        parts.append(";".join(ordered) or "-")
    mover = "-" if to_move is None else variant.colours[to_move]
    return f"{variant.name} {'/'.join(parts)} {mover}"


def _refuse(message: str, column: int, path: str) -> RecordError:
    return RecordError(message, line=1, column=column, path=path, code="syntax")


def read(text: object) -> Parsed:
    """Split ``text`` into its fields and check their form; a
    `rules_py.errors.RecordError` (line 1, the column and the
    field) says what is wrong."""
    if not isinstance(text, str):
        raise RecordError(f"a position is text, not {type(text).__name__}", code="type")
    if "\n" in text.strip() or text != text.strip():
        raise _refuse("a position is one line with no space at either end", 1, "position")
    parts = text.split(" ")
    if len(parts) != 3:
        raise _refuse(f"a Blokus position has 3 fields separated by one space (variant, pieces, "
                      f"colour to move), not {len(parts)}", 1, "position")
    name, pieces, mover = parts
    if name not in variant_names():
        raise RecordError(f"unknown Blokus variant {name!r}", line=1, column=1, path="variant", code="value")
    variant = get_variant(name)
    column = len(name) + 2
    per_colour = pieces.split("/")
    if len(per_colour) != len(variant.colours):
        raise _refuse(f"{name} has {len(variant.colours)} colours, so the pieces field has "
                      f"{len(variant.colours)} parts separated by '/', not {len(per_colour)}", column, "pieces")
    out = []
    for c, part in enumerate(per_colour):
        found = []
        if part != "-":
            for j, piece in enumerate(part.split(";")):
                if not piece:
                    raise _refuse("an empty piece (write '-' for a colour with no piece)", column,
                                  f"pieces[{c}][{j}]")
                found.append((piece, column))
                column += len(piece) + 1
        else:
            column += 2
        out.append(tuple(found))
    if mover == "-":
        to_move = None
    elif mover in variant.colours:
        to_move = variant.colours.index(mover)
    else:
        raise RecordError(f"{mover!r} is no colour of {name}: the colour to move is one of "
                          f"{', '.join(variant.colours)}, or '-' once the game is over",
                          line=1, column=column, path="to_move", code="value")
    return Parsed(variant, tuple(out), to_move, column)


_CELL_TABLES: dict[str, tuple[int, ...]] = {}


def _cell_terms(variant: Variant, colours: int) -> tuple[int, ...]:
    """The terms of every (colour, cell) of ``variant``, made once per variant."""
    table = _CELL_TABLES.get(variant.name)
    if table is None:
        vid = text_term(variant.name)
        cells = len(variant.geometry.cells)
        table = _CELL_TABLES[variant.name] = tuple(
            term(vid, 1, c, cell) for c in range(colours) for cell in range(cells))
    return table


def key(variant: Variant, cells: Sequence[int], left: Sequence[Sequence[int]], full: Sequence[int],
        last_piece: Sequence[int | None], to_move: int | None) -> int:
    """The Zobrist key of a position: one term per colour on a cell, per
    piece used (and how many of its copies are left), per colour's last
    piece, and one for the colour to move (``None``: over)."""
    vid = text_term(variant.name)
    table = _cell_terms(variant, len(cells))
    ncells = len(variant.geometry.cells)
    h = term(vid, 0, 0 if to_move is None else to_move + 1)
    for c, mask in enumerate(cells):
        base = c * ncells
        for cell in iter_bits(mask):
            h ^= table[base + cell]
        for k, copies in enumerate(left[c]):
            if copies != full[k]:
                h ^= term(vid, 2, c, k, copies)
        if last_piece[c] is not None:
            h ^= term(vid, 3, c, last_piece[c] or 0)
    return h & MASK
