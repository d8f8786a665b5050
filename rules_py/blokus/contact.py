"""The contact rule of Blokus, in one place.

A piece a colour lays:

* never shares an **edge** with a piece of its own colour (in Blitz, with
  any piece at all);
* touches a piece of its own colour at a **corner**, once the colour has a
  piece down; its first piece covers one of its starting cells instead,
  where the edition has them (`rules_py.blokus.variants`);
* and may touch other colours anywhere.

So the cells where a colour's next piece may attach are the free cells
diagonal to one of its pieces and along an edge of none: its **attach
points** (`attach_points`). The functions here take a board's cells as bit
masks (bit ``i`` for cell ``i`` of `rules_py.blokus.geometry`) and the
neighbours of each cell as masks (`neighbour_masks`), so both the game's
board and the solo puzzles ask them:

* `rules_py.blokus.board.Board` keeps the same facts as masks it updates
  move by move (``forbidden``, ``corner_cells``: the move generator's fast
  path) and explains a refusal with `edge_contact`;
* the puzzles played by hand (`rules_py.blokus.puzzles.play`) explain and
  list their placements with `edge_contact`, `edge_zone` and
  `attach_points`; their checker and solvers (`rules_py.blokus.puzzles.check`,
  `rules_py.blokus.puzzles.solve`) apply the same rule to a finished
  arrangement and to the search's tables.

    >>> from rules_py.blokus.geometry import SquareGrid
    >>> g = SquareGrid(5, 5)
    >>> edge, corner = neighbour_masks(g)
    >>> own = g.mask([g.parse("b2")])
    >>> sorted(g.name(i) for i in range(g.size) if attach_points(own, own, edge, corner) >> i & 1)
    ['a1', 'a3', 'c1', 'c3']
    >>> cell, touched, touching = edge_contact([g.parse("c2"), g.parse("d2")], edge, own)
    >>> g.name(cell), touched == own, [g.name(i) for i in touching]
    ('c2', True, ['c2'])
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Protocol


class _Neighbours(Protocol):
    """What a geometry offers here: its cells and their neighbours."""

    size: int
    edge_neighbours: tuple[tuple[int, ...], ...]
    corner_neighbours: tuple[tuple[int, ...], ...]


@functools.cache
def neighbour_masks(geometry: _Neighbours) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For each cell of ``geometry``, the mask of the cells sharing an edge
    with it and the mask of the cells touching it only at a corner."""
    def mask(cells: tuple[int, ...]) -> int:
        out = 0
        for j in cells:
            out |= 1 << j
        return out

    return (tuple(mask(n) for n in geometry.edge_neighbours),
            tuple(mask(n) for n in geometry.corner_neighbours))


def _spread(cells: int, near: Sequence[int]) -> int:
    """Every cell that is a neighbour (per ``near``) of a cell of ``cells``."""
    out = 0
    while cells:
        low = cells & -cells
        out |= near[low.bit_length() - 1]
        cells ^= low
    return out


def edge_zone(own: int, edge: Sequence[int]) -> int:
    """The cells along an edge of ``own`` (a colour's cells): where that
    colour may not lay a piece (the occupied cells among them included)."""
    return _spread(own, edge)


def attach_points(own: int, occupied: int, edge: Sequence[int], corner: Sequence[int]) -> int:
    """The free cells where a colour owning ``own`` may attach its next
    piece: diagonal to one of its cells, along an edge of none."""
    return _spread(own, corner) & ~_spread(own, edge) & ~occupied


def edge_contact(cells: Sequence[int], edge: Sequence[int], against: int) -> tuple[int, int, list[int]] | None:
    """Whether a piece on ``cells`` shares an edge with a cell of
    ``against`` (the colour's own cells; in Blitz every occupied cell):
    ``None`` if not, else the first such cell of the piece (in the order
    given), the mask of the cells of ``against`` it touches, and every cell
    of the piece that touches one."""
    touching = [i for i in cells if edge[i] & against]
    if not touching:
        return None
    return touching[0], edge[touching[0]] & against, touching


__all__ = ["attach_points", "edge_contact", "edge_zone", "neighbour_masks"]
