"""Per-variant precomputed tables (Pentobi's ``BoardConst``): every placement
of every piece as bitmasks, built once per variant and cached
(`rules_py.blokus.tables.tables`). See `rules_py.blokus.board` for how a board uses
them."""

from __future__ import annotations

from typing import Any, cast

from . import tables_build
from .geometry import Geometry
from .moves import Move, new_move
from .pieces import PieceSet
from .variants import Variant


#: Building every placement's mask at once (Tables.masks) costs about what
#: making a fifth of them one by one does (Trigon in Pyodide: 19 ms against
#: 3.3 us each): a list of legal moves longer than that builds them all
#: first (Blitz's empty board: every placement), a shorter one (Trigon's
#: empty board: 2,478 of 32,131) makes its own.
MASKS_AT_ONCE = 5

#: The most starting cells whose placement bitmasks an empty board computes
#: one by one (Tables.kill_of) rather than by building every cell's.
MAX_SINGLE_KILLS = 8


class Tables:
    """Everything about a variant that does not depend on the position.

    For example:

        >>> from rules_py.blokus.variants import get as get_variant
        >>> t = Tables(get_variant("duo"))
        >>> t.nplacements, len(t.piece_names)
        (13729, 21)
    """

    # Built on first use when the tables come from runs (see __getattr__).
    masks: list[int]
    cells_of: list[tuple[int, ...]]

    def __init__(self, variant: Variant, *, reference: bool = False) -> None:
        """Build the tables of ``variant``: by runs of translations
        (`rules_py.blokus.tables_build`) when the board allows it, else
        placement by placement. ``reference=True`` forces the latter, slow
        construction (the tests compare the two)."""
        self.variant = variant
        self.geometry = variant.geometry
        self.all_cells = (1 << variant.geometry.size) - 1
        self.edge, self.corner = _neighbour_masks(variant.geometry)
        self._index_pieces(variant.pieces)
        built = None if reference else tables_build.build(variant.geometry, variant.pieces, self.edge, self.corner)
        if built is None:
            self._enumerate_placements()
            self._placement_neighbours()
            self._placement_bitmasks()
        else:
            self._adopt(built)
        self.starts: list[tuple[int, ...] | None] = [variant.start_indices(c) for c in range(len(variant.colours))]
        self.blitz = variant.contact == "blitz"
        self.placed_all_wins = variant.placed_all_wins
        self._moves: dict[tuple[int, int | None], Move] = {}

    def _index_pieces(self, pieces: PieceSet) -> None:
        """Names, sizes, copies, and every orientation's shape -> piece index."""
        g = self.geometry
        self.piece_names: tuple[str, ...] = tuple(p.name for p in pieces.pieces)
        self.piece_index = {name: k for k, name in enumerate(self.piece_names)}
        self.piece_sizes: tuple[int, ...] = tuple(p.size for p in pieces.pieces)
        self.piece_copies: tuple[int, ...] = tuple(c for _, c in pieces.entries)
        # Shape recognition: every orientation (normalised) -> piece index.
        self.shape_of: dict[tuple[Any, ...], int] = {}
        for k, p in enumerate(pieces.pieces):
            for o in tables_build.orientations(g, p.cells):
                self.shape_of[g.normalize(o)] = k

    def _adopt(self, built: tables_build.Built) -> None:
        """Take the tables built by runs (same numbering, same values as the
        three methods below). The cell masks, the per-cell placement bitmasks
        (``kill``), the cell tuples and neighbour masks per placement and
        ``by_mask`` are left for `rules_py.blokus.tables.Tables.__getattr__` to build when first read:
        a first answer (a board, its legal moves) needs none of them, only the
        starting cells' bitmasks (`rules_py.blokus.tables.Tables.kill_of`) and the masks of the moves
        it lists (`rules_py.blokus.tables.Tables.move`); nor does ``not_kill``, the complements (only
        Blitz lands pieces with them)."""
        self.piece_of = built.piece_of
        self.nplacements = n = built.nplacements
        self.full = full = (1 << n) - 1
        self.piece_all = built.piece_all
        self.not_piece = [full ^ k for k in built.piece_all]
        self._pending = built

    #: Attributes `_adopt` leaves to be built on first use.
    _LAZY = frozenset(("masks", "kill", "cells_of", "adj", "corners", "groups_of", "by_mask", "not_kill"))

    def __getattr__(self, name: str) -> object:
        """Build a lazy attribute (see `_adopt`) the first time it is read;
        afterwards it is a plain instance attribute, as fast as the others."""
        if name == "play_tables":
            return self.playing()
        pending = self.__dict__.get("_pending")
        if name == "groups_of" and pending is None:  # built cell by cell (no runs): pair each placement's cells
            paired = tables_build.pair_cells(self.geometry) is not None
            self.groups_of = [tables_build.cell_groups(cs, tables_build.pairing(cs, self.edge) if paired else (),
                                                       self.geometry.size) for cs in self.cells_of]
            return self.groups_of
        if pending is None or name not in Tables._LAZY:
            raise AttributeError(name)
        if name == "by_mask":
            self.by_mask = dict(zip(self.masks, range(self.nplacements)))
        elif name == "masks":
            self.masks = pending.masks()
        elif name == "kill":
            self.kill = pending.kill()
        elif name == "not_kill":
            self.not_kill = list(map(self.full.__xor__, self.kill))
        elif name == "groups_of":
            self.groups_of = pending.groups()
        else:
            self.cells_of, self.adj, self.corners = pending.neighbours()
        if all(lazy in self.__dict__ for lazy in ("masks", "by_mask", "cells_of", "groups_of", "kill", "not_kill")):
            del self._pending  # everything built: drop the runs
        return self.__dict__[name]

    def kill_of(self, cell: int) -> int:
        """``kill[cell]``, the placements covering ``cell``, without building
        every cell's bitmask when they are not built yet (an empty board
        needs only its starting cells')."""
        pending = self.__dict__.get("_pending")
        if pending is None or "kill" in self.__dict__ or not self._few_starts:
            return cast(int, self.kill[cell])
        return cast(int, pending.kill_of(cell))

    @property
    def _few_starts(self) -> bool:
        """Whether the starting cells are few enough for `rules_py.blokus.tables.Tables.kill_of` to
        compute them one by one (each costs about a 20th of building every
        cell's bitmask; Trigon has 6 such cells, Classic 4): past that, a
        variant with many would pay more than building them all."""
        return len({i for s in self.starts if s for i in s}) <= MAX_SINGLE_KILLS

    def _enumerate_placements(self) -> None:
        """Number every distinct placement on the board: its cells, mask, piece."""
        g = self.geometry
        index = g.index
        masks: list[int] = []
        pcs: list[int] = []
        cells_of: list[tuple[int, ...]] = []
        by_mask: dict[int, int] = {}
        for k, p in enumerate(self.variant.pieces.pieces):
            for o in g.orientations(p.cells):
                for pts in g.translations(o):
                    try:
                        cs = tuple(index[q] for q in pts)
                    except KeyError:
                        continue  # some cell of this translate is off the board
                    m = g.mask(cs)
                    if m in by_mask:
                        continue
                    by_mask[m] = len(masks)
                    masks.append(m)
                    pcs.append(k)
                    cells_of.append(cs)
        self.masks = masks
        self.piece_of = pcs
        self.cells_of = cells_of
        self.by_mask = by_mask
        self.nplacements = len(masks)
        self.full = (1 << len(masks)) - 1

    def _placement_neighbours(self) -> None:
        """Per placement: cells along its edges, and cells touching only its corners."""
        edge, corner = self.edge, self.corner
        adj_masks: list[int] = []
        corner_masks: list[int] = []
        for m, cs in zip(self.masks, self.cells_of):
            a = 0
            c = 0
            for x in cs:
                a |= edge[x]
                c |= corner[x]
            a &= ~m
            c &= ~(m | a)
            adj_masks.append(a)
            corner_masks.append(c)
        self.adj = adj_masks
        self.corners = corner_masks

    def _placement_bitmasks(self) -> None:
        """Placement bitmasks per cell (placements covering it) and per piece."""
        # Built as bytearrays, then converted once: setting bits one at a time
        # in a Python int would copy the big int for every bit.
        nbytes = (self.nplacements + 8) // 8
        per_cell = [bytearray(nbytes) for _ in range(self.geometry.size)]
        per_piece = [bytearray(nbytes) for _ in self.piece_names]
        for pid, cs in enumerate(self.cells_of):
            byte, bit = pid >> 3, 1 << (pid & 7)
            for c in cs:
                per_cell[c][byte] |= bit
            per_piece[self.piece_of[pid]][byte] |= bit
        full = self.full
        self.kill = [int.from_bytes(b, "little") for b in per_cell]
        self.not_kill = [full ^ k for k in self.kill]
        self.piece_all = [int.from_bytes(b, "little") for b in per_piece]
        self.not_piece = [full ^ k for k in self.piece_all]

    def near_kills(self) -> tuple[list[int], list[int]]:
        """Per cell ``x``: the placements covering ``x`` or one of its edge
        neighbours, and the placements covering one of its corner-only
        neighbours.

        Playing a piece removes, for its own colour, the union of the first
        over the piece's cells, and adds to the colour's attach placements
        the union of the second (`rules_py.blokus.tables.Tables.playing` holds them as
        `Board.play_unchecked` reads them).
        """
        kill, g = self.kill, self.geometry
        edge_kill, corner_kill = [], []
        for x in range(g.size):
            e = kill[x]
            for y in g.edge_neighbours[x]:
                e |= kill[y]
            c = 0
            for y in g.corner_neighbours[x]:
                c |= kill[y]
            edge_kill.append(e)
            corner_kill.append(c)
        return edge_kill, corner_kill

    def playing(self) -> tuple[Any, ...]:
        """What placing a piece reads, as one tuple (built on first call):
        ``masks, piece_of, groups_of, free, apart, near, adj, corners``.

        Per placement its cell groups; per group the placements *not*
        covering it (the complement of `kill`'s union over the group),
        those neither covering nor along it (the complement of
        `rules_py.blokus.tables.Tables.near_kills`' first), and those covering a cell at one of its
        corners (the second). The complements spare `Board.play_unchecked`
        inverting the unions. A group is first a single cell
        (``groups_of`` is ``cells_of``); `rules_py.blokus.tables.Tables.playouts` adds the pairs.

        `Board.play_unchecked` unpacks the tuple once per move rather than
        reading a dozen attributes (each read goes through
        ``__getattr__``'s slower lookup path); it reads it as
        ``play_tables``, which is this method's answer once built."""
        hot = self.__dict__.get("play_tables")
        if hot is None:
            full = self.full
            with tables_build.collector_paused():
                edge_kill, near = self.near_kills()
                free = [full ^ k for k in self.kill]
                apart = [full ^ e for e in edge_kill]
            hot = self.play_tables = (self.masks, self.piece_of, self.cells_of, free, apart, near,
                                   self.adj, self.corners)
        return hot

    def playouts(self) -> None:
        """Make playing faster for many moves (random games, the bots'
        playouts): each placement's cells taken two at a time where they
        touch (`groups_of`, see
        `cell_groups`), with the three
        bitmasks of `rules_py.blokus.tables.Tables.playing` for every pair of edge-adjacent cells
        too: a pentomino is three groups, not five cells.

        It costs about what the first move's tables do (Classic: about 2,300
        more bitmasks, 9 MB), so a reader's own moves do without it;
        afterwards every move uses it. The same moves come out either way."""
        if self.__dict__.get("_paired"):
            return
        masks, piece_of, _, free, apart, near, adj, corners = self.playing()
        pairs = tables_build.pair_cells(self.geometry)
        if pairs:
            pad: list[Any] = [None] * (2 * self.geometry.size)  # None: a number that names no pair
            free, apart, near = free + pad, apart + pad, near + pad
            with tables_build.collector_paused():
                for number, a, b in pairs:
                    free[number] = free[a] & free[b]
                    apart[number] = apart[a] & apart[b]
                    near[number] = near[a] | near[b]
            self.play_tables = (masks, piece_of, self.groups_of, free, apart, near, adj, corners)
        self._paired = True

    def start_cover(self) -> tuple[int, ...]:
        """Per colour, its ``cover`` on an empty board: the placements on one
        of its starting cells (every placement when it has none, or in
        blitz). Made once: every new board starts from it."""
        hit = self.__dict__.get("_start_cover")
        if hit is None:
            covers = []
            for s in self.starts:
                value = 0
                if self.blitz or s is None:
                    value = self.full
                else:
                    for i in s:
                        value |= self.kill_of(i)
                covers.append(value)
            hit = self._start_cover = tuple(covers)
        return hit

    def expect_moves(self, count: int) -> None:
        """``count`` moves are about to be built (a list of legal moves):
        past a `rules_py.blokus.tables.MASKS_AT_ONCE`-th of every placement, build every mask
        at once first; below, `rules_py.blokus.tables.Tables.move` makes each listed move's mask alone."""
        if count >= self.nplacements // MASKS_AT_ONCE and "masks" not in self.__dict__:
            self.masks  # noqa: B018 -- builds them

    def move(self, pid: int, colour: int | None) -> Move:
        """The `rules_py.blokus.moves.Move` of placement ``pid`` for ``colour`` (cached)."""
        key = (pid, colour)
        mv = self._moves.get(key)
        if mv is None:
            if len(self._moves) > 4 * self.nplacements:
                self._moves.clear()  # bounded memory in long browser sessions
            masks = self.__dict__.get("masks")
            if masks is None and len(self._moves) >= self.nplacements // MASKS_AT_ONCE:
                masks = self.masks  # many moves asked for one by one: build them all
            # Not built yet: this placement's mask alone (an empty board lists few moves).
            m = masks[pid] if masks is not None else self._pending.mask_of(pid)
            mv = self._moves[key] = new_move(self.piece_names[self.piece_of[pid]], m, colour, self.geometry)
        return mv

    def __repr__(self) -> str:
        return f"<Tables {self.variant.name}: {self.nplacements} placements on {self.geometry.size} cells>"


def _neighbour_masks(g: Geometry) -> tuple[list[int], list[int]]:
    """Per cell: the cell mask of its edge neighbours, and of its corner-only neighbours."""
    edge = [g.mask(g.edge_neighbours[i]) for i in range(g.size)]
    corner = [g.mask(g.corner_neighbours[i]) for i in range(g.size)]
    return edge, corner


_TABLES: dict[int, tuple[Variant, Tables]] = {}

def tables(variant: Variant) -> Tables:
    """The variant's tables, built on first use and then cached.

    For example:

        >>> from rules_py.blokus.variants import get as get_variant
        >>> tables(get_variant("duo")) is tables(get_variant("duo"))
        True
    """
    hit = _TABLES.get(id(variant))
    if hit is not None and hit[0] is variant:
        return hit[1]
    t = Tables(variant)
    _TABLES[id(variant)] = (variant, t)
    return t


__all__ = ["MASKS_AT_ONCE", "MAX_SINGLE_KILLS", "Tables", "tables"]
