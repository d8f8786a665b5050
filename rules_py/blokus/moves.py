"""A Blokus move (a piece on some cells, for a colour) and Pentobi's notation
of cells (by row from the bottom, then column)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .bits import bits_of_small
from .geometry import Geometry


@dataclass(frozen=True, slots=True)
class Move:
    """A placement: the piece, the cells it covers (a bitmask over the
    geometry's cell indices) and, when known, the colour placing it.

    ``str(move)`` is Pentobi's notation (cells sorted by row from the bottom,
    then column: ``a1,b1,a2``). Moves listed by a board carry its colour; a
    move parsed without a colour is played by the colour to move.

        >>> from rules_py.blokus.board import Board
        >>> b = Board("classic")
        >>> mv = b.parse_move("a20,a19,b20")
        >>> mv
        Move('V3', 'a19,a20,b20')
        >>> b.play(mv)
        Move('V3', 'a19,a20,b20', colour=0)
        >>> len(mv), mv.names()
        (3, ['a19', 'a20', 'b20'])
    """

    piece: str
    mask: int
    colour: int | None = None
    geometry: Geometry | None = field(default=None, compare=False, repr=False, hash=False)

    @property
    def cells(self) -> tuple[int, ...]:
        """The covered cells' indices, lowest first."""
        return bits_of_small(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def names(self) -> list[str]:
        """The covered cells' names, in Pentobi's order."""
        if self.geometry is None:
            raise ValueError("a move without a geometry has no cell names")
        return notation_cells(self.geometry, self.cells)

    def __str__(self) -> str:
        g = self.geometry
        if g is None:
            return f"{self.piece}:{_hex(self.mask)}"
        key = (id(g), self.mask)
        text = _TEXT.get(key)
        if text is None:
            text = _TEXT[key] = ",".join(notation_cells(g, self.cells))
        return text

    def __repr__(self) -> str:
        cells = f"mask={_hex(self.mask)}" if self.geometry is None else repr(str(self))
        colour = "" if self.colour is None else f", colour={self.colour}"
        return f"Move({self.piece!r}, {cells}{colour})"

    def with_colour(self, colour: int | None) -> "Move":
        """The same placement for another colour (or none)."""
        return Move(self.piece, self.mask, colour, self.geometry)



def _hex(mask: object) -> str:
    """A move's mask in hex (or as given, for a move made by hand with no int)."""
    return f"{mask:#x}" if type(mask) is int else repr(mask)

def new_move(piece: str, mask: int, colour: int | None, geometry: Geometry | None) -> Move:
    """``Move(piece, mask, colour, geometry)``, built without the frozen
    dataclass's ``__init__`` (four ``object.__setattr__`` calls): every
    played move makes one, and random games play thousands."""
    mv = _object_new(Move)
    _SET_PIECE(mv, piece)
    _SET_MASK(mv, mask)
    _SET_COLOUR(mv, colour)
    _SET_GEOMETRY(mv, geometry)
    return mv


_object_new = object.__new__
_SET_PIECE, _SET_MASK, _SET_COLOUR, _SET_GEOMETRY = (Move.__dict__[f].__set__ for f in ("piece", "mask", "colour", "geometry"))


#: Move texts already computed, by (geometry id, cell mask): moves print often.
_TEXT: dict[tuple[int, int], str] = {}


_ORDER: dict[int, tuple[Geometry, list[int], list[str]]] = {}


def _order(geometry: Geometry) -> tuple[list[int], list[str]]:
    """Per geometry: each cell's rank in Pentobi's order, and each cell's name."""
    hit = _ORDER.get(id(geometry))
    if hit is None or hit[0] is not geometry:
        pts = geometry.cells
        ranked = sorted(range(geometry.size), key=lambda i: (-pts[i][1], pts[i][0]))
        rank = [0] * geometry.size
        for r, i in enumerate(ranked):
            rank[i] = r
        hit = _ORDER[id(geometry)] = (geometry, rank, [geometry.name(i) for i in range(geometry.size)])
    return hit[1], hit[2]


def notation_cells(geometry: Geometry, cells: Iterable[int]) -> list[str]:
    """Cell names in Pentobi's order: by row from the bottom, then column.

    For example:

        >>> from rules_py.blokus.variants import get as get_variant
        >>> g = get_variant("duo").geometry
        >>> notation_cells(g, [g.parse(n) for n in ("b2", "a14", "a1", "b1")])
        ['a1', 'b1', 'b2', 'a14']
    """
    rank, names = _order(geometry)
    return [names[i] for i in sorted(cells, key=rank.__getitem__)]


def notation_order(geometry: Geometry, cells: Iterable[int]) -> list[int]:
    """Cell indices in Pentobi's order: by row from the bottom, then column."""
    rank, _ = _order(geometry)
    return sorted(cells, key=rank.__getitem__)


__all__ = ["Move", "new_move", "notation_cells", "notation_order"]
