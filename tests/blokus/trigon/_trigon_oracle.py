"""A deliberately simple Trigon rules checker, independent of the engine.

It knows only the geometry, the pieces and the placement rules, and checks
them cell by cell. The tests use it to validate the geometry against
Pentobi's data, and to cross-check the real engine (``board.py``).
"""

from __future__ import annotations

from collections.abc import Iterable

from rules_py.blokus.geometry import TriangleGrid, trigon_board
from rules_py.blokus.pieces import TRIGON, canonical_form

STARTS = {
    9: ("r15", "r4", "j12", "j7", "z12", "z7"),
    8: ("p14", "p3", "h11", "h6", "x11", "x6"),
}
EDGE = {"trigon": 9, "trigon_2": 9, "trigon_3": 8}
COLOURS = {"trigon": "1234", "trigon_2": "1234", "trigon_3": "123"}
_BY_FORM = {canonical_form(p): p.name for p in TRIGON.pieces}


class Oracle:
    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.geometry: TriangleGrid = trigon_board(EDGE[variant])
        g = self.geometry
        self.starts = {g.parse(n) for n in STARTS[EDGE[variant]]}
        self.placements: dict[str, list[tuple[int, ...]]] = {}
        for piece in TRIGON.pieces:
            self.placements[piece.name] = [
                tuple(sorted(g.index[q] for q in placed))
                for o in piece.orientations
                for placed in g.translations(o)
            ]
        self.owner: dict[int, str] = {}
        self.used: dict[str, set[str]] = {c: set() for c in COLOURS[variant]}

    def piece_of(self, cells: Iterable[int]) -> str:
        g = self.geometry
        shape = [(x - g.up_parity, y) for x, y in (g.point(c) for c in cells)]
        return _BY_FORM[min(TriangleGrid(1, 1).orientations(shape))]

    def legal(self, colour: str, cells: tuple[int, ...]) -> bool:
        g = self.geometry
        if any(c in self.owner for c in cells):
            return False
        if any(self.owner.get(n) == colour for c in cells for n in g.edge_neighbours[c]):
            return False
        if not self.used[colour]:
            return any(c in self.starts for c in cells)
        return any(self.owner.get(n) == colour for c in cells for n in g.corner_neighbours[c])

    def legal_moves(self, colour: str) -> set[str]:
        out = set()
        for name, placements in self.placements.items():
            if name in self.used[colour]:
                continue
            for cells in placements:
                if self.legal(colour, cells):
                    out.add(self.move_text(cells))
        return out

    def has_move(self, colour: str) -> bool:
        for name, placements in self.placements.items():
            if name not in self.used[colour] and any(self.legal(colour, c) for c in placements):
                return True
        return False

    def move_text(self, cells: Iterable[int]) -> str:
        g = self.geometry
        # Pentobi's order: by row from the bottom, then by column.
        pts = sorted(cells, key=lambda c: (-g.point(c)[1], g.point(c)[0]))
        return ",".join(g.name(c) for c in pts)

    def parse_move(self, text: str) -> tuple[int, ...]:
        return tuple(sorted(self.geometry.parse(n) for n in text.split(",")))

    def play(self, colour: str, text: str) -> None:
        cells = self.parse_move(text)
        name = self.piece_of(cells)
        assert name not in self.used[colour], (colour, text)
        assert self.legal(colour, cells), (colour, text)
        self.used[colour].add(name)
        for c in cells:
            self.owner[c] = colour
