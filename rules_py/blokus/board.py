"""The Blokus position: legal moves, play, undo and explanations.

Modelled on python-chess: [`Board`][rules_py.blokus.board.Board] has ``legal_moves`` (a lazy
object: iterate it, test ``move in board.legal_moves``, ``count()``),
``play(move)`` / ``undo()`` with an exact undo stack, ``to_move`` and
``is_over``; [`Board.explain`][rules_py.blokus.board.Board.explain] says why a move is illegal.

How it is fast (Pentobi's design, in Python ints)
-------------------------------------------------
Everything that does not depend on the position is computed once per variant
([`Tables`][rules_py.blokus.board.Tables], built lazily and cached): every placement of every
orientation of every piece, numbered ``0..P-1``, with its cells, its edge
neighbours and its corner neighbours as cell bitmasks, and for every cell the
set of placements covering it -- a *placement bitmask*, a Python int with one
bit per placement.

A position keeps, per colour, two placement bitmasks:

* ``allowed``: placements that cover no cell *forbidden* to the colour
  (occupied, or along an edge of its own pieces) and use a piece the colour
  still has. When a piece lands, the placements covering its cells are
  cleared with big-int ANDs, one per cell, or for many moves (random games,
  bot playouts) one per *group* of its cells: the tables then hold a
  bitmask for every pair of edge-adjacent cells too
  ([`Tables.playouts`][rules_py.blokus.board.Tables.playouts]), so a pentomino is three groups.
* ``cover``: placements that cover one of the colour's attach points (its
  starting cells before its first piece, then the corner cells of its
  pieces). It only grows: an attach point that becomes forbidden is
  harmless, since ``allowed`` already excludes every placement covering it.

The legal moves of a colour are then ``allowed & cover``: one AND. The board
never assumes squares: it only uses the geometry's cells, edge and corner
neighbours, orientations and translations, so the triangle grid of Trigon
plays through the same code.
"""

from __future__ import annotations

import random as _random
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple, cast
from dataclasses import dataclass, field
from operator import mul as _mul

from ..display import Drawable
from ..errors import IllegalMove, OptionError, RulesError
from ..protocol import NOT_AN_ACTION
from ..reasons import Catalogue, Reason
from . import tables_build
from .geometry import Geometry
from .pieces import PieceSet
from .variants import Variant, get as get_variant

# ---------------------------------------------------------------------------
# Why a move is illegal (stable codes)

#: The words are in rules_py/i18n/reasons_blokus.py.
REASONS = Catalogue("reasons_blokus")


# ---------------------------------------------------------------------------
# Moves

@dataclass(frozen=True, slots=True)
class Move:
    """A placement: the piece, the cells it covers (a bitmask over the
    geometry's cell indices) and, when known, the colour placing it.

    ``str(move)`` is Pentobi's notation (cells sorted by row from the bottom,
    then column: ``a1,b1,a2``). Moves listed by a board carry its colour; a
    move parsed without a colour is played by the colour to move.

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
        return _bits_of_small(self.mask)

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
            return f"{self.piece}:{self.mask:#x}"
        key = (id(g), self.mask)
        text = _TEXT.get(key)
        if text is None:
            text = _TEXT[key] = ",".join(notation_cells(g, self.cells))
        return text

    def __repr__(self) -> str:
        cells = f"mask={self.mask:#x}" if self.geometry is None else repr(str(self))
        colour = "" if self.colour is None else f", colour={self.colour}"
        return f"Move({self.piece!r}, {cells}{colour})"

    def with_colour(self, colour: int | None) -> "Move":
        """The same placement for another colour (or none)."""
        return Move(self.piece, self.mask, colour, self.geometry)


def _new_move(piece: str, mask: int, colour: int | None, geometry: Geometry | None) -> Move:
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
_new_undo = tuple.__new__


#: Move texts already computed, by (geometry id, cell mask): moves print often.
_TEXT: dict[tuple[int, int], str] = {}


def _bits_of_small(mask: int) -> tuple[int, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


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

        >>> g = get_variant("duo").geometry
        >>> notation_cells(g, [g.parse(n) for n in ("b2", "a14", "a1", "b1")])
        ['a1', 'b1', 'b2', 'a14']
    """
    rank, names = _order(geometry)
    return [names[i] for i in sorted(cells, key=rank.__getitem__)]


def iter_bits(x: int) -> Iterator[int]:
    """Indices of the set bits of a (large) int, lowest first.

    For example:

        >>> list(iter_bits(0b10110))
        [1, 2, 4]
    """
    s = bin(x)[:1:-1]
    find = s.find
    i = find("1")
    while i >= 0:
        yield i
        i = find("1", i + 1)


#: ``2**h - 1`` for every power of two ``h``: nth_bit's halving masks, made once.
_LOW_MASKS: dict[int, int] = {1 << e: (1 << (1 << e)) - 1 for e in range(6, 24)}


def nth_bit(x: int, k: int) -> int:
    """Index of the ``k``-th (from 0) set bit of ``x``: binary search on bit counts.

    The halves are powers of two so their masks are made once
    (``_LOW_MASKS``); only the low half is counted at each level (the high
    half's count is what is left of ``k``), so the counting work sums to
    one count of ``x``. Below 256 bits the low set bits are simply dropped.

        >>> nth_bit(0b10110, 0), nth_bit(0b10110, 2), nth_bit(1 << 1000 | 1, 1)
        (1, 4, 1000)
    """
    if k < 0:
        raise IndexError("negative bit rank")
    return _seek(x, k, 1 << max(0, (x.bit_length() - 1).bit_length() - 1), 0)


def _seek(x: int, k: int, half: int, base: int) -> int:
    """``base`` + the index of the ``k``-th set bit of ``x`` (below
    ``2 ** (2 * half)``): halving while the halves are 256 bits or more,
    then dropping the lowest set bits."""
    masks = _LOW_MASKS
    while half >= 256:
        low = x & masks[half]
        c = low.bit_count()
        if k < c:
            x = low
        else:
            k -= c
            x >>= half
            base += half
        half >>= 1
    while k and x:
        x &= x - 1  # drop the lowest set bit
        k -= 1
    if not x:
        raise IndexError("not enough set bits")
    return base + (x & -x).bit_length() - 1


def random_bit(x: int, randrange: Callable[[int], int]) -> int:
    """Index of a uniformly random set bit of ``x`` (not 0): the same bit as
    ``nth_bit(x, randrange(x.bit_count()))``, for the same ``randrange``.

    Counting bits is most of the cost (a software popcount in CPython, seven
    times an AND), so the count of ``x`` is the sum of its four quarters'
    counts: the quarters are where the search starts, so it then counts
    only within one quarter (halving it), an eighth of ``x`` in all, where
    splitting in halves would count a quarter. A uniformly random move is
    the inner loop of random games and of the bots' playouts.

        >>> import random
        >>> x = 1 << 5000 | 1 << 77 | 1 << 3
        >>> rng, again = random.Random(1), random.Random(1)
        >>> picked = [random_bit(x, rng.randrange) for _ in range(6)]
        >>> picked == [nth_bit(x, again.randrange(x.bit_count())) for _ in range(6)]
        True
    """
    n = x.bit_length()
    if n <= 256:
        return _seek(x, randrange(x.bit_count()), 0, 0)
    quarter = 1 << ((n - 1).bit_length() - 2)  # 2 * quarter < n <= 4 * quarter
    low = _LOW_MASKS[quarter]
    first = x & _LOW_MASKS[2 * quarter]
    second = x >> 2 * quarter
    q0 = first & low
    q1 = first >> quarter
    q2 = second & low
    q3 = second >> quarter
    c0 = q0.bit_count()
    c1 = q1.bit_count()
    c2 = q2.bit_count()
    k = randrange(c0 + c1 + c2 + q3.bit_count())
    half = quarter >> 1
    if k < c0:
        return _seek(q0, k, half, 0)
    k -= c0
    if k < c1:
        return _seek(q1, k, half, quarter)
    k -= c1
    if k < c2:
        return _seek(q2, k, half, 2 * quarter)
    return _seek(q3, k - c2, half, 3 * quarter)


def _below(rng: _random.Random) -> Callable[[int], int]:
    """``rng.randrange`` for one positive bound, the same numbers without its
    argument checks: for ``n > 0`` it returns ``rng._randbelow(n)`` (in every
    CPython from 3.2 to 3.14), which a random game calls once a move. Other
    generators keep their ``randrange``."""
    below = getattr(rng, "_randbelow", None) if isinstance(rng, _random.Random) else None
    return below if below is not None else rng.randrange


# ---------------------------------------------------------------------------
# Per-variant precomputed tables

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
        ``by_mask`` are left for [`__getattr__`][rules_py.blokus.board.Tables.__getattr__] to build when first read:
        a first answer (a board, its legal moves) needs none of them, only the
        starting cells' bitmasks ([`kill_of`][rules_py.blokus.board.Tables.kill_of]) and the masks of the moves
        it lists ([`move`][rules_py.blokus.board.Tables.move]); nor does ``not_kill``, the complements (only
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
        if name == "_playing":
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
        """Whether the starting cells are few enough for [`kill_of`][rules_py.blokus.board.Tables.kill_of] to
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
        the union of the second ([`playing`][rules_py.blokus.board.Tables.playing] holds them as
        `Board._apply` reads them).
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
        [`near_kills`][rules_py.blokus.board.Tables.near_kills]' first), and those covering a cell at one of its
        corners (the second). The complements spare `Board._apply`
        inverting the unions. A group is first a single cell
        (``groups_of`` is ``cells_of``); [`playouts`][rules_py.blokus.board.Tables.playouts] adds the pairs.

        `Board._apply` unpacks the tuple once per move rather than
        reading a dozen attributes (each read goes through
        ``__getattr__``'s slower lookup path); it reads it as
        ``_playing``, which is this method's answer once built."""
        hot = self.__dict__.get("_playing")
        if hot is None:
            full = self.full
            with tables_build.collector_paused():
                edge_kill, near = self.near_kills()
                free = [full ^ k for k in self.kill]
                apart = [full ^ e for e in edge_kill]
            hot = self._playing = (self.masks, self.piece_of, self.cells_of, free, apart, near,
                                   self.adj, self.corners)
        return hot

    def playouts(self) -> None:
        """Make playing faster for many moves (random games, the bots'
        playouts): each placement's cells taken two at a time where they
        touch (`groups_of`, see
        `cell_groups`), with the three
        bitmasks of [`playing`][rules_py.blokus.board.Tables.playing] for every pair of edge-adjacent cells
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
            self._playing = (masks, piece_of, self.groups_of, free, apart, near, adj, corners)
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
        past a [`MASKS_AT_ONCE`][rules_py.blokus.board.MASKS_AT_ONCE]-th of every placement, build every mask
        at once first; below, [`move`][rules_py.blokus.board.Tables.move] makes each listed move's mask alone."""
        if count >= self.nplacements // MASKS_AT_ONCE and "masks" not in self.__dict__:
            self.masks  # noqa: B018 -- builds them

    def move(self, pid: int, colour: int | None) -> Move:
        """The [`Move`][rules_py.blokus.board.Move] of placement ``pid`` for ``colour`` (cached)."""
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
            mv = self._moves[key] = _new_move(self.piece_names[self.piece_of[pid]], m, colour, self.geometry)
        return mv

    def __repr__(self) -> str:
        return f"<Tables {self.variant.name}: {self.nplacements} placements on {self.geometry.size} cells>"


def _neighbour_masks(g: Geometry) -> tuple[list[int], list[int]]:
    """Per cell: the cell mask of its edge neighbours, and of its corner-only neighbours."""
    edge = [g.mask(g.edge_neighbours[i]) for i in range(g.size)]
    corner = [g.mask(g.corner_neighbours[i]) for i in range(g.size)]
    return edge, corner


_TABLES: dict[int, tuple[Variant, Tables]] = {}

_TURN_ORDERS: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]] = {}


def _turn_orders(k: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """For ``k`` colours, per colour: the other colours, and the colours after
    it in turn order (itself last). Made once per ``k``."""
    hit = _TURN_ORDERS.get(k)
    if hit is None:
        hit = _TURN_ORDERS[k] = (tuple(tuple(d for d in range(k) if d != c) for c in range(k)),
                                 tuple(tuple((c + s) % k for s in range(1, k + 1)) for c in range(k)))
    return hit


def tables(variant: Variant) -> Tables:
    """The variant's tables, built on first use and then cached.

    For example:

        >>> tables(get_variant("duo")) is tables(get_variant("duo"))
        True
    """
    hit = _TABLES.get(id(variant))
    if hit is not None and hit[0] is variant:
        return hit[1]
    t = Tables(variant)
    _TABLES[id(variant)] = (variant, t)
    return t


# ---------------------------------------------------------------------------
# Legal moves (lazy)

class LegalMoves:
    """The legal moves of the colour to move; computed when asked.

    For example:

        >>> moves = Board("duo").legal_moves
        >>> moves
        <LegalMoves (414)>
        >>> "e10" in moves.notation(), "a1" in moves.notation()
        (True, False)
    """

    def __init__(self, board: "Board") -> None:
        self._board = board

    def _bits(self) -> int:
        b = self._board
        c = b.to_move
        return 0 if c is None else b._legal_bits(c)

    def __iter__(self) -> Iterator[Move]:
        b = self._board
        c = b.to_move
        if c is None:
            return
        t = b.tables
        bits = b._legal_bits(c)
        t.expect_moves(bits.bit_count())
        for pid in iter_bits(bits):
            yield t.move(pid, c)

    def __contains__(self, move: object) -> bool:
        b = self._board
        if not isinstance(move, Move) or b.to_move is None:
            return False
        if move.colour is not None and move.colour != b.to_move:
            return False
        pid = b.tables.by_mask.get(move.mask)
        return pid is not None and b.tables.piece_names[b.tables.piece_of[pid]] == move.piece and \
            bool(b._legal_bits(b.to_move) >> pid & 1)

    def count(self) -> int:
        """How many legal moves (one popcount: no move is built)."""
        return self._bits().bit_count()

    def __len__(self) -> int:
        return self.count()

    def __bool__(self) -> bool:
        return bool(self._bits())

    def notation(self) -> list[str]:
        """Every legal move in Pentobi's notation."""
        return [str(m) for m in self]

    def __repr__(self) -> str:
        return f"<LegalMoves ({self.count()})>"


# ---------------------------------------------------------------------------
# Undo snapshots

@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything [`Board.play`][rules_py.blokus.board.Board.play] changes, as it was: what undo puts back.

    Per-colour values are tuples indexed by colour. Snapshots are immutable,
    so a board and its [`copy`][rules_py.blokus.board.Board.copy] can share them.
    """

    occupied: int
    cells: tuple[int, ...]
    forbidden: tuple[int, ...]
    corner_cells: tuple[int, ...]
    allowed: tuple[int, ...]
    cover: tuple[int, ...]
    left: tuple[tuple[int, ...], ...]
    placed: tuple[int, ...]
    last_piece: tuple[str | None, ...]
    to_move: int | None
    #: Moves played when the snapshot was taken (setup pieces not counted).
    moves: int

    def __repr__(self) -> str:
        return f"<Snapshot after {self.moves} moves, to_move={self.to_move}>"


class _Undo(NamedTuple):
    """What one move changed, as it was before: what [`Board.undo`][rules_py.blokus.board.Board.undo] puts back.

    Only the mover's own values and the masks every colour shares in a
    move (a named tuple, cheap to build: one is made for every move, and
    the bots' playouts make and undo thousands).
    """

    colour: int
    piece: int                      # index of the piece whose copy was used
    occupied: int
    cells: int                      # the mover's
    edges: tuple[int, ...]          # every colour's (blitz changes them all)
    allowed: tuple[int, ...]        # every colour's
    cover: int                      # the mover's
    corner_cells: int               # the mover's
    last_piece: str | None          # the mover's
    to_move: int | None


# ---------------------------------------------------------------------------
# The board

class Board(Drawable):
    """A Blokus position for any [`Variant`][rules_py.blokus.variants.Variant].

        >>> b = Board("duo")
        >>> b.legal_moves.count()
        414
        >>> b.play("e10,d11,e11,f11,e12").piece
        'X'
        >>> b.colour_name(b.to_move)
        'orange'
        >>> b.undo()
        Move('X', 'e10,d11,e11,f11,e12', colour=0)
        >>> b == Board("duo")
        True

    Two boards are equal when they play the same variant and hold the same
    position: each colour's cells, each colour's pieces left and which piece
    it placed last (it decides the +5 bonus), and the colour to move. How
    the position was reached (the move history) does not matter. Boards
    change as moves are played, so they are not hashable.
    """

    #: A scratch board (a search's playout, thrown away once valued) plays
    #: without keeping its moves or their undo: ``history`` stops at the
    #: moves before it became one, and it cannot undo them.
    _scratch = False

    def __init__(self, variant: Variant | str = "classic", *, first: int = 0) -> None:
        self.variant = get_variant(variant) if isinstance(variant, str) else variant
        self.tables = t = tables(self.variant)
        self.ncolours = k = len(self.variant.colours)
        self._others, self._after = _turn_orders(k)
        self.first = first
        self.occupied = 0
        self.cells = [0] * k            # cell mask per colour
        self.edges = [0] * k            # cell mask per colour: see forbidden
        self.corner_cells = [0] * k     # union of corner cells of the colour's pieces
        self.allowed = [t.full] * k     # placement mask per colour
        self.cover = list(t.start_cover())  # placement mask per colour
        self.left = [list(t.piece_copies) for _ in range(k)]
        self.placed = [0] * k
        self.last_piece: list[str | None] = [None] * k
        self.history: list[tuple[int, Move]] = []
        """Every move played, in order, as ``(colour, move)`` pairs (the move
        carries its colour too); setup pieces are in ``setup_pieces``."""
        self.setup_pieces: list[tuple[int, Move]] = []
        self._stack: list[_Undo] = []
        self.to_move: int | None = None
        self.to_move = self._next_able(first, include_self=True)

    # -- basic queries --------------------------------------------------------
    @property
    def forbidden(self) -> list[int]:
        """Per colour, the cells it may not cover (a cell mask): the occupied
        cells and the free cells along an edge of its own pieces (in blitz,
        of any piece). The board keeps only the second part (``edges``):
        landing a piece then changes nothing for the other colours' cells."""
        occupied = self.occupied
        return [occupied | e for e in self.edges]

    @property
    def geometry(self) -> Geometry:
        """The variant's board: cells, neighbours, names."""
        return self.variant.geometry

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves of the colour to move (a lazy view)."""
        return LegalMoves(self)

    def colour_name(self, colour: int) -> str:
        """The name of colour ``colour`` (``"blue"``)."""
        return self.variant.colours[colour]

    def colour_index(self, colour: int | str) -> int:
        """Colour index from an index, a name (``"blue"``) or a record letter (``"B"``, ``"1"``)."""
        if isinstance(colour, int):
            return colour
        if colour in self.variant.colour_letters:
            return self.variant.colour_letters.index(colour)
        return self.variant.colours.index(colour.lower())

    @property
    def player_to_move(self) -> int | None:
        """The player who places the next piece (``None`` when the game is over).

        A colour no player owns (the fourth colour of Classic for three
        players) is played by the players in turn: its first piece by
        player 0, its second by player 1, and so on.
        """
        c = self.to_move
        if c is None:
            return None
        for p, colours in enumerate(self.variant.players):
            if c in colours:
                return p
        return self.placed[c] % len(self.variant.players)

    def _legal_bits(self, colour: int) -> int:
        return self.allowed[colour] & self.cover[colour]

    def can_move(self, colour: int) -> bool:
        """Whether ``colour`` has a legal move now (as if it were its turn)."""
        return bool(self.allowed[colour] & self.cover[colour])

    def legal_moves_of(self, colour: int) -> list[Move]:
        """Legal moves of any colour (as if it were its turn)."""
        t = self.tables
        bits = self._legal_bits(colour)
        t.expect_moves(bits.bit_count())
        return [t.move(pid, colour) for pid in iter_bits(bits)]

    @property
    def is_over(self) -> bool:
        """Whether no colour can place a piece any more."""
        return self.to_move is None

    # -- the protocol of every game state (rules_py.protocol.GameState) ---------
    @property
    def current_player(self) -> int | None:
        """The player to place the next piece ([`player_to_move`][rules_py.blokus.board.Board.player_to_move]), ``None``
        when the game is over. A player, not a colour: see [`players`][rules_py.blokus.board.Board.players]."""
        return self.player_to_move

    @property
    def players(self) -> tuple[int, ...]:
        """The players, ``(0, ..., n - 1)``, indexing the variant's ``players``
        table: in ``classic_2`` player 0 holds blue and red; the colour nobody
        owns (``classic_3``'s green) is moved by each player in turn."""
        return tuple(range(len(self.variant.players)))

    def legal_actions(self) -> list[Move]:
        """Every legal move of the colour to move (``list(board.legal_moves)``)."""
        return list(self.legal_moves)

    def apply(self, action: Move | str) -> None:
        """Place a piece for the colour to move, like [`play`][rules_py.blokus.board.Board.play]."""
        self.play(action)

    def clone(self) -> "Board":
        """An independent copy with the same history ([`copy`][rules_py.blokus.board.Board.copy])."""
        return self.copy()

    def observation(self, player: int) -> "Board":
        """Blokus hides nothing: every player sees the position, this board
        itself (a bot reads it and must not change it)."""
        if not (isinstance(player, int) and 0 <= player < len(self.variant.players)):
            raise OptionError(f"no player {player!r} in {self.variant.name}", [str(p) for p in self.players])
        return self

    def returns(self) -> list[float]:
        """Each player's points now (final once the game is over): the score of
        the side holding the player's colours (its team's in ``teams``); a
        colour nobody owns counts for nobody."""
        from .scoring import group_scores  # scoring builds on this module: imported on call

        groups = self.variant.score_groups
        scores = group_scores(self)
        out = []
        for colours in self.variant.players:
            side = next(k for k, g in enumerate(groups) if set(g) & set(colours))
            out.append(float(scores[side]))
        return out

    def parse_action(self, text: str) -> Move:
        """A move from Pentobi's notation ([`parse_move`][rules_py.blokus.board.Board.parse_move]) for the colour to
        move, legal or not: ``parse_action(str(move)) == move`` for a legal move."""
        return self.parse_move(text, self.to_move)

    def sample_chance(self, rng: _random.Random) -> Move:
        """Blokus has no chance: always raises [`RulesError`][rules_py.errors.RulesError]."""
        raise RulesError("Blokus has no chance event")

    def record(self) -> str:
        """The game so far as a ``.blksgf`` record ([`rules_py.blokus.sgf.dumps`][rules_py.blokus.sgf.dumps])."""
        from .sgf import dumps  # sgf builds on this module: imported on call

        if self.variant.gm is None:
            raise RulesError(f"{self.variant.name} has no .blksgf game name: it cannot be recorded")
        return dumps(self)

    def _next_able(self, start: int, include_self: bool = False) -> int | None:
        k = self.ncolours
        for step in range(0 if include_self else 1, k + (0 if include_self else 1)):
            c = (start + step) % k
            if self.allowed[c] & self.cover[c]:
                return c
        return None

    def remaining(self, colour: int) -> list[str]:
        """Names of the pieces the colour still has (a name twice if two copies).

        For example:

            >>> b = Board("junior")
            >>> _ = b.play("e10")
            >>> b.remaining(0)[:3], b.remaining_cells(0)
            (['1', '2', '2'], 87)
        """
        t = self.tables
        return [name for name, n in zip(t.piece_names, self.left[colour]) for _ in range(n)]

    def placed_everything(self, colour: int) -> bool:
        """Whether the colour has no piece left to place."""
        return not any(self.left[colour])

    def remaining_cells(self, colour: int) -> int:
        """How many cells the colour's pieces not yet placed cover."""
        return sum(map(_mul, self.left[colour], self.tables.piece_sizes))

    def owner(self, cell: int) -> int | None:
        """The colour covering cell ``cell``, or ``None`` if it is free."""
        bit = 1 << cell
        for c, m in enumerate(self.cells):
            if m & bit:
                return c
        return None

    def attach_points(self, colour: int) -> int:
        """Cell mask of the colour's open corner cells (or its free starting cells)."""
        if self.placed[colour] == 0:
            s = self.tables.starts[colour]
            if s is None or self.tables.blitz:
                return self.tables.all_cells & ~self.forbidden[colour]
            return sum(1 << i for i in s) & ~self.forbidden[colour]
        if self.tables.blitz:
            return self.tables.all_cells & ~self.forbidden[colour]
        return self.corner_cells[colour] & ~self.forbidden[colour]

    # -- moves ------------------------------------------------------------------
    def parse_move(self, text: str, colour: int | None = None) -> Move:
        """A move from Pentobi's notation; the piece is found from the shape.

        Raises [`IllegalMove`][rules_py.errors.IllegalMove] (``off_board`` or ``not_a_piece``) when
        the text names no placement on this board.
        """
        g = self.geometry
        t = self.tables
        names = [s.strip() for s in text.split(",") if s.strip()]
        idx = []
        for name in names:
            if not g.has_cell(name):
                raise IllegalMove(REASONS["off_board"](cell=name))
            idx.append(g.parse(name))
        if len(set(idx)) != len(idx) or not idx:
            raise IllegalMove(REASONS["not_a_piece"](cells=",".join(names)))
        m = 0
        for i in idx:
            m |= 1 << i
        pid = t.by_mask.get(m)
        if pid is None:
            key = g.normalize(g.to_shape(g.cells[i] for i in set(idx))) if idx else ()
            k = t.shape_of.get(key)
            if k is None:
                raise IllegalMove(REASONS["not_a_piece"](cells=",".join(names)))
            return Move(t.piece_names[k], m, colour, g)
        return Move(t.piece_names[t.piece_of[pid]], m, colour, g)

    def _coerce(self, move: Move | str, colour: int | None = None) -> Move:
        if isinstance(move, str):
            return self.parse_move(move, colour)
        if not isinstance(move, Move):
            raise IllegalMove(NOT_AN_ACTION(action=repr(move)[:80], game="Blokus"), move)
        return move

    def explain(self, move: Move | str, colour: int | str | None = None) -> Reason | None:
        """``None`` if the move is legal now, else the [`Reason`][rules_py.reasons.Reason] why not.

        For example:

            >>> b = Board("duo")
            >>> b.explain("e10") is None
            True
            >>> b.explain("a1").en
            "purple's first piece must cover a free starting cell: e10."
            >>> b.explain("e10", colour="W").code
            'not_your_turn'
        """
        col = None if colour is None else self.colour_index(colour)
        try:
            mv = self._coerce(move, col)
        except IllegalMove as exc:
            return exc.reason
        if col is None:
            col = mv.colour
        return self._explain(mv, col)

    def _names(self, colour: int) -> dict[str, str]:
        name = self.colour_name(colour)
        return {"colour": name}

    def _explain(self, mv: Move, colour: int | None) -> Reason | None:
        """Why ``mv`` is illegal for ``colour`` (the colour to move if ``None``).

        The checks run in the order a reader would: whose turn, which piece,
        then where it goes; the first rule broken is the reason.
        """
        if self.to_move is None:
            return REASONS["game_over"]()
        if colour is not None and colour != self.to_move:
            to = self.colour_name(self.to_move)
            d = self._names(colour)
            return REASONS["not_your_turn"](to_move=to, **d)
        c = self.to_move
        pid = self.tables.by_mask.get(mv.mask)
        why = self._explain_piece(mv, c, pid)
        if why is not None or pid is None:
            return why
        return self._explain_cells(mv, c, pid)

    def _explain_piece(self, mv: Move, c: int, pid: int | None) -> Reason | None:
        """Is ``mv`` a placement of a piece colour ``c`` still has?"""
        t = self.tables
        if mv.piece not in t.piece_index:
            return REASONS["not_a_piece"](cells=str(mv))
        if pid is None:
            # A real piece shape, but some cell is not on this board.
            return REASONS["off_board"](cell=str(mv))
        k = t.piece_index[mv.piece]
        if t.piece_of[pid] != k:
            return REASONS["not_a_piece"](cells=str(mv))
        if self.left[c][k] == 0:
            return REASONS["piece_used"](piece=mv.piece, marks=[self.geometry.name(i) for i in mv.cells],
                                          **self._names(c))
        return None

    def _explain_cells(self, mv: Move, c: int, pid: int) -> Reason | None:
        """Are the cells free, and does the piece touch what it must and nothing else?"""
        t = self.tables
        g = self.geometry
        cells = notation_order(g, t.cells_of[pid])
        # "marks": every cell a picture should mark for the reason (the
        # message names the first one).
        covered = [g.name(i) for i in cells if self.occupied >> i & 1]
        if covered:
            return REASONS["occupied"](cell=covered[0], marks=covered)
        # Blitz: no piece along an edge; standard: no own piece along an edge.
        touching = self.occupied if t.blitz else self.cells[c]
        for i in cells:
            touch = t.edge[i] & touching
            if touch:
                other = g.name(notation_order(g, _bits_of_small(touch))[0])
                marks = [g.name(j) for j in cells if t.edge[j] & touching]
                if t.blitz:
                    return REASONS["touches_piece"](cell=g.name(i), other=other, marks=marks)
                return REASONS["edge_contact"](cell=g.name(i), other=other, marks=marks, **self._names(c))
        if t.blitz:
            return None
        if self.placed[c] == 0:
            s = t.starts[c]
            if s is not None and not any(mv.mask >> i & 1 for i in s):
                free = [g.name(i) for i in s if not self.occupied >> i & 1]
                return REASONS["must_cover_start"](starts=", ".join(free) or "-", marks=free, **self._names(c))
            return None
        if not t.corners[pid] & self.cells[c]:
            corners = self.attach_points(c)
            return REASONS["no_corner_contact"](marks=[g.name(i) for i in range(g.size) if corners >> i & 1],
                                                **self._names(c))
        return None

    def is_legal(self, move: Move | str) -> bool:
        """Whether the colour to move may play ``move`` now."""
        return self.explain(move) is None

    def play(self, move: Move | str, colour: int | str | None = None) -> Move:
        """Place a piece for the colour to move; raise [`IllegalMove`][rules_py.errors.IllegalMove] if illegal.

        Returns the move as played (with its colour). The state is unchanged
        when the move is refused.
        """
        col = None if colour is None else self.colour_index(colour)
        mv = self._coerce(move, col)
        if col is None:
            col = mv.colour
        c = self.to_move
        if c is None or (col is not None and col != c):
            raise IllegalMove(cast(Reason, self._explain(mv, col)), mv)  # an illegal move has its reason
        pid = self.tables.by_mask.get(mv.mask)
        if pid is None or not (self._legal_bits(c) >> pid & 1) or \
                self.tables.piece_names[self.tables.piece_of[pid]] != mv.piece:
            r = self._explain(mv, col)
            assert r is not None, f"move {mv} refused without a reason"
            raise IllegalMove(r, mv)
        self._apply(c, pid)
        return self.history[-1][1]

    push = play

    def play_index(self, pid: int) -> None:
        """Play placement ``pid`` for the colour to move (no legality check: fast path)."""
        self._apply(cast(int, self.to_move), pid)  # the fast path trusts its caller

    def snapshot(self) -> Snapshot:
        """The whole state as an immutable [`Snapshot`][rules_py.blokus.board.Snapshot] (what undo restores).

        Two snapshots are equal exactly when everything the board computes
        from (including its incremental masks) is the same: tests of exact
        undo compare them.
        """
        return Snapshot(self.occupied, tuple(self.cells), tuple(self.forbidden), tuple(self.corner_cells),
                        tuple(self.allowed), tuple(self.cover), tuple(map(tuple, self.left)),
                        tuple(self.placed), tuple(self.last_piece), self.to_move, len(self.history))

    def _apply(self, c: int, pid: int) -> int:
        """Place placement ``pid`` for colour ``c`` (already known legal);
        return the legal placements of the colour to move next (0 when
        the game is over), which finding that colour computed anyway.

        Every colour's placement masks change at once, each update a union
        (or an intersection of complements) of per-cell placement masks over
        the piece's cells (``kill``, and [`Tables.near_kills`][rules_py.blokus.board.Tables.near_kills], held per
        pair of cells by [`Tables.playouts`][rules_py.blokus.board.Tables.playouts]):

        * every other colour loses the placements overlapping the piece;
        * the mover loses those on or along the piece's cells, and gains
          those on its corner cells as attach placements (its ``cover``).

        Removing a placement twice changes nothing, so cells already
        forbidden to a colour need no special case; and the attach union may
        take in placements on corner cells that are occupied or along the
        mover's pieces, which are never in ``allowed``: the legal placements
        (``allowed & cover``) are exactly the rule's. Blitz forbids the
        piece's edge cells to everyone (`_land_blitz`).

        This runs for every move of every random game and bot playout, so it
        is one method with local names (a call costs as much as a mask
        update here).
        """
        t = self.tables
        blitz = t.blitz
        if blitz:  # reads no corner or edge unions: playing() would build them for nothing
            m = t.masks[pid]
            k = t.piece_of[pid]
        else:
            masks, piece_of, groups_of, free, apart, near, adj, corners = t._playing  # see Tables.playing
            m = masks[pid]
            k = piece_of[pid]
        edges, allowed, cover, corner_cells, cells = self.edges, self.allowed, self.cover, self.corner_cells, self.cells
        scratch = self._scratch
        if not scratch:  # what this move changes, as it was (see _Undo)
            self._stack.append(_new_undo(_Undo, (c, k, self.occupied, cells[c], tuple(edges), tuple(allowed),
                                                 cover[c], corner_cells[c], self.last_piece[c], self.to_move)))
        self.occupied |= m
        cells[c] |= m
        if blitz:
            self._land_blitz(pid)
        else:
            # The piece's cells, or two at a time where they touch (see Tables.playouts).
            groups = groups_of[pid]
            x = groups[0]
            spared, kept, attach = free[x], apart[x], near[x]
            for x in groups[1:]:
                spared &= free[x]
                kept &= apart[x]
                attach |= near[x]
            for d in self._others[c]:
                allowed[d] &= spared
            allowed[c] &= kept
            edges[c] |= adj[pid]
            # Before the first piece, cover meant "covers a starting cell": replace it.
            if self.placed[c] == 0:
                cover[c] = attach
                corner_cells[c] = corners[pid]
            else:
                cover[c] |= attach
                corner_cells[c] |= corners[pid]
        left = self.left[c]
        left[k] -= 1
        if left[k] == 0:
            allowed[c] &= t.not_piece[k]
        self.placed[c] += 1
        self.last_piece[c] = name = t.piece_names[k]
        if not scratch:
            self.history.append((c, _new_move(name, m, c, t.geometry)))
        if t.placed_all_wins and not any(left):
            self.to_move = None  # the other reading of the 12x12 end: stop at once
            return 0
        for d in self._after[c]:
            legal = allowed[d] & cover[d]
            if legal:
                self.to_move = d
                return legal
        self.to_move = None
        return 0

    def _land_blitz(self, pid: int) -> None:
        """Blitz: the piece (just added to ``occupied``) and its edge
        neighbours become forbidden to every colour."""
        t = self.tables
        not_kill = t.not_kill
        m, adj = t.masks[pid], t.adj[pid]
        newly = m | adj
        before = self.occupied ^ m
        for d in range(self.ncolours):
            e = self.edges[d]
            a = self.allowed[d]
            for i in _bits_of_small(newly & ~(before | e)):
                a &= not_kill[i]
            self.allowed[d] = a
            self.edges[d] = e | adj

    def undo(self) -> Move:
        """Take back the last move exactly; return it."""
        if not self.history:
            raise IndexError("no move to undo")
        _, mv = self.history.pop()
        u = self._stack.pop()
        c = u.colour
        self.occupied = u.occupied
        self.cells[c] = u.cells
        self.edges = list(u.edges)
        self.allowed = list(u.allowed)
        self.cover[c] = u.cover
        self.corner_cells[c] = u.corner_cells
        self.left[c][u.piece] += 1
        self.placed[c] -= 1
        self.last_piece[c] = u.last_piece
        self.to_move = u.to_move
        return mv

    pop = undo

    # -- setup (records may place pieces directly) ------------------------------
    def setup(self, placements: Iterable[tuple[int, Move | str]], to_move: int | None = None) -> None:
        """Replace the position by pieces placed directly (no placement rules).

        ``placements`` is every piece on the board as ``(colour, move)``;
        the move history restarts. ``to_move`` is the colour to play (the
        record's ``PL``); when it cannot move, the next colour that can does.
        """
        pieces = [(c, self._coerce(m)) for c, m in placements]
        fresh = Board(self.variant, first=self.first)
        t = self.tables
        for c, mv in pieces:
            pid = t.by_mask.get(mv.mask)
            if pid is None:
                raise IllegalMove(REASONS["not_a_piece"](cells=str(mv)), mv)
            k = t.piece_of[pid]
            if fresh.left[c][k] == 0:
                raise IllegalMove(REASONS["piece_used"](piece=mv.piece, **self._names(c)), mv)
            if fresh.occupied & mv.mask:
                cell = notation_order(self.geometry, _bits_of_small(fresh.occupied & mv.mask))[0]
                raise IllegalMove(REASONS["occupied"](cell=self.geometry.name(cell)), mv)
            fresh._apply(c, pid)
        self.__dict__.update(fresh.__dict__)
        self.history = []
        self._stack = []
        self.setup_pieces = [(c, t.move(t.by_mask[mv.mask], c)) for c, mv in pieces]
        start = self.first if to_move is None else to_move
        self.to_move = self._next_able(start, include_self=True)

    def pieces_on_board(self) -> list[tuple[int, Move]]:
        """Every piece on the board as ``(colour, move)``: setup pieces, then moves."""
        return list(self.setup_pieces) + list(self.history)

    # -- convenience --------------------------------------------------------------
    def copy(self) -> "Board":
        """An independent board in the same state, with the same history (undo works)."""
        b = Board.__new__(Board)
        d = b.__dict__
        d.update(self.__dict__)
        # Every search playout starts with a copy: the lists by hand.
        d["cells"], d["edges"], d["corner_cells"] = self.cells[:], self.edges[:], self.corner_cells[:]
        d["allowed"], d["cover"], d["placed"] = self.allowed[:], self.cover[:], self.placed[:]
        d["last_piece"], d["history"], d["_stack"] = self.last_piece[:], self.history[:], self._stack[:]
        d["setup_pieces"] = list(self.setup_pieces)
        d["left"] = [l[:] for l in self.left]
        return b

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return (self.variant == other.variant and self.cells == other.cells and self.left == other.left
                and self.last_piece == other.last_piece and self.to_move == other.to_move)

    #: A board changes as moves are played: it cannot be a dict key.
    __hash__ = None  # type: ignore[assignment]  # the documented way to make a class unhashable

    def random_move(self, rng: _random.Random | None = None) -> Move | None:
        """A uniformly random legal move of the colour to move (``None`` when over)."""
        c = self.to_move
        if c is None:
            return None
        return self.tables.move(random_bit(self._legal_bits(c), (rng or _random).randrange), c)

    def play_random_game(self, rng: _random.Random | None = None) -> int:
        """Play uniformly random legal moves until the end; return the number played."""
        randrange = _below(rng or _random.Random())
        self.tables.playouts()
        apply = self._apply
        n = 0
        c = self.to_move
        if c is None:
            return 0
        legal = self._legal_bits(c)
        while legal:
            legal = apply(cast(int, c), random_bit(legal, randrange))  # legal moves: a colour is to move
            n += 1
            c = self.to_move
        return n

    def moves_notation(self) -> list[tuple[str, str]]:
        """``(record letter, move)`` pairs of the moves played, in order."""
        letters = self.variant.colour_letters
        return [(letters[c], str(mv)) for c, mv in self.history]

    def __str__(self) -> str:
        """A text picture (one character per cell, by colour initial)."""
        g = self.geometry
        rows = []
        for y in range(g.height):
            row = []
            for x in range(g.width):
                i = g.index.get((x, y))
                if i is None:
                    row.append(" ")
                else:
                    o = self.owner(i)
                    row.append("." if o is None else self.colour_name(o)[0].upper())
            rows.append("".join(row))
        return "\n".join(rows)

    def __repr__(self) -> str:
        to = "over" if self.to_move is None else self.colour_name(self.to_move)
        return f"<Board {self.variant.name} moves={len(self.history)} to_move={to}>"


def notation_order(geometry: Geometry, cells: Iterable[int]) -> list[int]:
    """Cell indices in Pentobi's order: by row from the bottom, then column."""
    rank, _ = _order(geometry)
    return sorted(cells, key=rank.__getitem__)


__all__ = ["REASONS", "Move", "notation_cells", "iter_bits", "nth_bit",
           "random_bit", "MASKS_AT_ONCE", "MAX_SINGLE_KILLS", "Tables", "tables", "LegalMoves",
           "Snapshot", "Board", "notation_order"]
