"""The Blokus position: legal moves, play, undo and explanations.

Modelled on python-chess: `rules_py.blokus.board.Board` has ``legal_moves`` (a lazy
object: iterate it, test ``move in board.legal_moves``, ``count()``),
``play(move)`` / ``undo()`` with an exact undo stack, ``to_move`` and
``is_over``; `rules_py.blokus.board.Board.explain` says why a move is illegal.

How it is fast (Pentobi's design, in Python ints)
-------------------------------------------------
Everything that does not depend on the position is computed once per variant
(`rules_py.blokus.tables.Tables`, built lazily and cached): every placement of every
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
  (`rules_py.blokus.tables.Tables.playouts`), so a pentomino is three groups.
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
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from operator import mul as _mul
from typing import NamedTuple, cast

from ..display import Drawable
from ..errors import IllegalMove, NothingToUndo, OptionError, RecordError, RulesError
from ..protocol import NOT_AN_ACTION
from ..reasons import Catalogue, Reason
from . import contact, sgf_tree
from . import position as board_position
from .bits import below, bits_of_small, iter_bits, nth_bit, random_bit
from .geometry import Geometry
from .moves import Move, new_move, notation_cells, notation_order
from .scoring import group_scores
from .tables import MASKS_AT_ONCE, MAX_SINGLE_KILLS, Tables, tables
from .variants import Variant, get as get_variant

# ---------------------------------------------------------------------------
# Why a move is illegal (stable codes)

#: The words are in rules_py/i18n/reasons_blokus.py.
REASONS = Catalogue("reasons_blokus")


# ---------------------------------------------------------------------------
#: What a cell's name looks like (``e10``; `rules_py.blokus.board.Board.parse_move` says
#: ``not_an_action`` for other text, ``off_board`` for a name off the board).
_CELL_NAME = re.compile(r"\s*[A-Za-z]{1,2}[0-9]{1,3}\s*")

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


_new_undo = tuple.__new__

_TURN_ORDERS: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]] = {}


def _turn_orders(k: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """For ``k`` colours, per colour: the other colours, and the colours after
    it in turn order (itself last). Made once per ``k``."""
    hit = _TURN_ORDERS.get(k)
    if hit is None:
        hit = _TURN_ORDERS[k] = (tuple(tuple(d for d in range(k) if d != c) for c in range(k)),
                                 tuple(tuple((c + s) % k for s in range(1, k + 1)) for c in range(k)))
    return hit


# ---------------------------------------------------------------------------
# Undo snapshots

@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything `rules_py.blokus.board.Board.play` changes, as it was: what undo puts back.

    Per-colour values are tuples indexed by colour. Snapshots are immutable,
    so a board and its `rules_py.blokus.board.Board.copy` can share them.
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
    """What one move changed, as it was before: what `rules_py.blokus.board.Board.undo` puts back.

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
    """A Blokus position for any `rules_py.blokus.variants.Variant`.

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
    #: moves before it became one, and it cannot undo them. See
    #: `rules_py.blokus.board.Board.scratch_copy`.
    _scratch = False

    def __init__(self, variant: Variant | str = "classic", *, first: int = 0) -> None:
        if isinstance(variant, str):
            try:
                variant = get_variant(variant)
            except KeyError:
                from .variants import names  # a caller's mistake: list the names
                raise OptionError(f"unknown Blokus variant {variant!r}", names()) from None
        if not isinstance(variant, Variant):
            raise OptionError(f"{variant!r} is not a Blokus variant (give its name)")
        self.variant = variant
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(variant.colours):
            raise OptionError(f"first={first!r} is not a colour of {variant.name}",
                              [str(c) for c in range(len(variant.colours))])
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
        self._moves: list[Move] = []    # every move played, each with its colour (see history)
        self._game = object()           # this game's token: copies share it (a search's tree reuse)
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
        if type(colour) is not int or not 0 <= colour < self.ncolours:
            return self.variant.colours[self.colour_index(colour)]  # OptionError when no colour
        return self.variant.colours[colour]

    def colour_index(self, colour: int | str) -> int:
        """Colour index from an index, a name (``"blue"``) or a record letter (``"B"``, ``"1"``)."""
        k = self.ncolours
        if isinstance(colour, int) and not isinstance(colour, bool) and 0 <= colour < k:
            return colour
        if isinstance(colour, str):
            if colour in self.variant.colour_letters:
                return self.variant.colour_letters.index(colour)
            if colour.lower() in self.variant.colours:
                return self.variant.colours.index(colour.lower())
        raise OptionError(f"{colour!r} is no colour of {self.variant.name} (an index, a name or a record letter)",
                          [*map(str, range(k)), *self.variant.colours])

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
        """The player to place the next piece (`rules_py.blokus.board.Board.player_to_move`), ``None``
        when the game is over. A player, not a colour: see `rules_py.blokus.board.Board.players`."""
        return self.player_to_move

    @property
    def players(self) -> tuple[int, ...]:
        """The players, ``(0, ..., n - 1)``, indexing the variant's ``players``
        table: in ``classic_2`` player 0 holds blue and red; the colour nobody
        owns (``classic_3``'s green) is moved by each player in turn."""
        return tuple(range(len(self.variant.players)))

    @property
    def history(self) -> tuple[Move, ...]:
        """Every move played, in order, each carrying its colour: replaying
        them with `rules_py.blokus.board.Board.apply` on a new board of the variant reaches this
        position. A tuple (read-only); setup pieces are in ``setup_pieces``."""
        return tuple(self._moves)

    def legal_actions(self) -> list[Move]:
        """Every legal move of the colour to move (``list(board.legal_moves)``)."""
        return list(self.legal_moves)

    def apply(self, action: Move | str) -> None:
        """Place a piece for the colour to move, like `rules_py.blokus.board.Board.play`."""
        self.play(action)

    def clone(self) -> "Board":
        """An independent copy with the same history (`rules_py.blokus.board.Board.copy`)."""
        return self.copy()

    def observation(self, player: int) -> "Board":
        """Blokus hides nothing: every player sees the position, as a copy of
        this board (`rules_py.blokus.board.Board.copy`; a bot may play on it without changing the game)."""
        if isinstance(player, bool) or not (isinstance(player, int) and 0 <= player < len(self.variant.players)):
            raise OptionError(f"no player {player!r} in {self.variant.name}", [str(p) for p in self.players])
        return self.copy()

    def returns(self) -> list[float]:
        """Each player's points now (final once the game is over): the score of
        the side holding the player's colours (its team's in ``teams``); a
        colour nobody owns counts for nobody."""
        groups = self.variant.score_groups
        scores = group_scores(self)
        out = []
        for colours in self.variant.players:
            side = next(k for k, g in enumerate(groups) if set(g) & set(colours))
            out.append(float(scores[side]))
        return out

    def parse_action(self, text: str) -> Move:
        """A move from Pentobi's notation (`rules_py.blokus.board.Board.parse_move`) for the colour to
        move, legal or not: ``parse_action(str(move)) == move`` for a legal move."""
        return self.parse_move(text, self.to_move)

    def sample_chance(self, rng: _random.Random) -> Move:
        """Blokus has no chance: always raises `rules_py.errors.RulesError`."""
        raise RulesError("Blokus has no chance event")

    def record(self) -> str:
        """The game so far as a ``.blksgf`` record (`rules_py.blokus.sgf.dumps`)."""
        if self.variant.gm is None:
            raise RulesError(f"{self.variant.name} has no .blksgf game name: it cannot be recorded")
        return sgf_tree.dumps(self)

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

        Raises `rules_py.errors.IllegalMove` (``off_board`` or ``not_a_piece``) when
        the text names no placement on this board.
        """
        g = self.geometry
        t = self.tables
        if not isinstance(text, str):
            raise IllegalMove(self._not_an_action(text), text)
        names = [s.strip() for s in text.split(",") if s.strip()]
        if not names or not all(_CELL_NAME.fullmatch(n) for n in names):
            raise IllegalMove(self._not_an_action(text), text)
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
        if not isinstance(move, Move) or not isinstance(move.piece, str) or not isinstance(move.mask, int) \
                or isinstance(move.mask, bool) or not (move.colour is None or (
                    isinstance(move.colour, int) and not isinstance(move.colour, bool)
                    and 0 <= move.colour < self.ncolours)):
            raise IllegalMove(self._not_an_action(move), move)
        if move.mask <= 0 or move.mask >> self.geometry.size:
            raise IllegalMove(REASONS["off_board"](cell=f"{move.piece}:{move.mask:#x}"[:40]), move)
        if move.geometry is not self.geometry:  # made by hand, or on another board: name its cells here
            move = Move(move.piece, move.mask, move.colour, self.geometry)
        return move

    def _not_an_action(self, action: object) -> Reason:
        """The ``not_an_action`` reason for ``action``, naming the notation by
        an example (a legal move when there is one)."""
        c = getattr(self, "to_move", None)  # a board made only to parse moves has no position
        bits = 0 if c is None else self._legal_bits(c)
        example = str(self.tables.move(bits.bit_length() - 1, c)) if bits else "a1,a2,b2"
        return NOT_AN_ACTION(action=repr(action)[:80], game="Blokus", example=f"`{example}`")

    def explain(self, move: Move | str, colour: int | str | None = None) -> Reason | None:
        """``None`` if the move is legal now, else the `rules_py.reasons.Reason` why not.

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
        # The contact rule (`rules_py.blokus.contact`): no own piece along an
        # edge (Blitz: no piece at all).
        hit = contact.edge_contact(cells, t.edge, self.occupied if t.blitz else self.cells[c])
        if hit is not None:
            i, touch, touching = hit
            other = g.name(notation_order(g, bits_of_small(touch))[0])
            marks = [g.name(j) for j in touching]
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
        """Place a piece for the colour to move; raise `rules_py.errors.IllegalMove` if illegal.

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
        self.play_unchecked(c, pid)
        return self._moves[-1]

    push = play

    def play_index(self, pid: int) -> None:
        """Play placement ``pid`` for the colour to move (no legality check: fast path)."""
        self.play_unchecked(cast(int, self.to_move), pid)  # the fast path trusts its caller

    def snapshot(self) -> Snapshot:
        """The whole state as an immutable `rules_py.blokus.board.Snapshot` (what undo restores).

        Two snapshots are equal exactly when everything the board computes
        from (including its incremental masks) is the same: tests of exact
        undo compare them.
        """
        return Snapshot(self.occupied, tuple(self.cells), tuple(self.forbidden), tuple(self.corner_cells),
                        tuple(self.allowed), tuple(self.cover), tuple(map(tuple, self.left)),
                        tuple(self.placed), tuple(self.last_piece), self.to_move, len(self._moves))

    def play_unchecked(self, c: int, pid: int) -> int:
        """Place placement ``pid`` for colour ``c`` without checking it: the
        fast path of search and playouts (Pentobi's ``Board::play``); return
        the legal placements of the colour to move next (0 when the game is
        over), which finding that colour computed anyway.

        Precondition: ``c`` is `rules_py.blokus.board.Board.to_move` and bit ``pid`` is set in its
        legal placements (``allowed[c] & cover[c]``); then the board ends
        exactly as `rules_py.blokus.board.Board.play` of the same move leaves it (a test checks
        it). Anything else corrupts the board silently.

        Every colour's placement masks change at once, each update a union
        (or an intersection of complements) of per-cell placement masks over
        the piece's cells (``kill``, and `rules_py.blokus.tables.Tables.near_kills`, held per
        pair of cells by `rules_py.blokus.tables.Tables.playouts`):

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
            masks, piece_of, groups_of, free, apart, near, adj, corners = t.play_tables  # see Tables.playing
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
            self._moves.append(new_move(name, m, c, t.geometry))
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
            for i in bits_of_small(newly & ~(before | e)):
                a &= not_kill[i]
            self.allowed[d] = a
            self.edges[d] = e | adj

    def undo(self) -> Move:
        """Take back the last move exactly; return it."""
        if not self._moves:
            raise NothingToUndo("no move to undo: no piece was played on this board"
                                + (" since its setup" if self.setup_pieces else ""))
        mv = self._moves.pop()
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
                cell = notation_order(self.geometry, bits_of_small(fresh.occupied & mv.mask))[0]
                raise IllegalMove(REASONS["occupied"](cell=self.geometry.name(cell)), mv)
            fresh.play_unchecked(c, pid)
        self.__dict__.update(fresh.__dict__)
        self._moves = []
        self._stack = []
        self.setup_pieces = [(c, t.move(t.by_mask[mv.mask], c)) for c, mv in pieces]
        start = self.first if to_move is None else to_move
        self.to_move = self._next_able(start, include_self=True)

    # -- a position in one line, and its key -------------------------------------
    def position(self) -> str:
        """The position in one line of text (grammar in
        `rules_py.blokus.position`): the variant, each
        colour's pieces (its last placed written last) and the colour to move.
        Equal boards write the same line; `rules_py.blokus.board.Board.from_position`
        reads it back.

            >>> b = Board("duo")
            >>> b.play("e10,d11,e11,f11,e12").piece
            'X'
            >>> b.position()
            'duo e10,d11,e11,f11,e12/- orange'
            >>> Board.from_position(b.position()) == b
            True
        """
        placed: list[list[str]] = [[] for _ in range(self.ncolours)]
        for c, mv in self.pieces_on_board():
            placed[c].append(str(mv))
        return board_position.write(self.variant, placed, self.to_move)

    @classmethod
    def from_position(cls, text: str) -> "Board":
        """The board a `rules_py.blokus.board.Board.position` line
        describes, its pieces set up (no history: ``undo`` has nothing to take
        back, and ``record()`` writes them as set-up pieces).

        A line that does not read raises `rules_py.errors.RecordError`
        with line 1, the column and the field (``pieces[0][1]``): a piece whose
        cells are off the board or make no piece (code ``value``), two pieces
        on one cell or a piece used twice (code ``illegal``, with the reason),
        a colour to move that cannot move, or ``-`` while a colour still can
        (code ``value``). Whether the pieces could have come there by the
        rules is not checked (as for a record's set-up pieces).
        """
        parsed = board_position.read(text)
        board = cls(parsed.variant)
        placements: list[tuple[int, Move]] = []
        spots: list[tuple[int, int, int]] = []
        for c, pieces in enumerate(parsed.pieces):
            for j, (piece, column) in enumerate(pieces):
                try:
                    placements.append((c, board.parse_move(piece, c)))
                except IllegalMove as exc:
                    raise RecordError(str(exc), line=1, column=column, path=f"pieces[{c}][{j}]",
                                      code="value") from None
                spots.append((c, j, column))
        try:
            board.setup(placements, parsed.to_move)
        except IllegalMove as exc:
            at = ([s for s, (_, mv) in zip(spots, placements) if mv == exc.move] or spots)[-1]
            raise RecordError(str(exc), line=1, column=at[2], path=f"pieces[{at[0]}][{at[1]}]",
                              reason=exc.reason) from None
        if board.to_move != parsed.to_move:
            said = "the game is over" if parsed.to_move is None else \
                f"{parsed.variant.colours[parsed.to_move]} is to move"
            raise RecordError(f"the line says {said}, but {board.colour_name(board.to_move)} can move"
                              if board.to_move is not None else
                              f"the line says {said}, but no colour can move", line=1,
                              column=parsed.to_move_column, path="to_move", code="value")
        return board

    def key(self) -> int:
        """The position's key: a 64-bit ``int``, equal for equal boards however
        they were reached (Zobrist hashing: `rules_py.zobrist`),
        the same in every process, machine and Pyodide.

            >>> a, b = Board("duo"), Board("duo")
            >>> _ = a.play("e10,d11,e11,f11,e12"), a.play("j5")
            >>> a.key() == Board.from_position(a.position()).key() != b.key()
            True
        """
        t = self.tables
        last = [None if p is None else t.piece_index[p] for p in self.last_piece]
        return board_position.key(self.variant, self.cells, self.left, t.piece_copies, last, self.to_move)

    def pieces_on_board(self) -> list[tuple[int, Move]]:
        """Every piece on the board as ``(colour, move)``: setup pieces, then moves."""
        return list(self.setup_pieces) + [(cast(int, mv.colour), mv) for mv in self._moves]

    # -- convenience --------------------------------------------------------------
    def copy(self) -> "Board":
        """An independent board in the same state, with the same history (undo works)."""
        b = Board.__new__(Board)
        d = b.__dict__
        d.update(self.__dict__)
        # Every search playout starts with a copy: the lists by hand.
        d["cells"], d["edges"], d["corner_cells"] = self.cells[:], self.edges[:], self.corner_cells[:]
        d["allowed"], d["cover"], d["placed"] = self.allowed[:], self.cover[:], self.placed[:]
        d["last_piece"], d["_moves"], d["_stack"] = self.last_piece[:], self._moves[:], self._stack[:]
        d["setup_pieces"] = list(self.setup_pieces)
        d["left"] = [l[:] for l in self.left]
        return b

    def scratch_copy(self) -> "Board":
        """A copy for a search to play out and throw away: it plays (with
        `rules_py.blokus.board.Board.play`, `rules_py.blokus.board.Board.play_index` or
        `rules_py.blokus.board.Board.play_unchecked`) to the same
        positions as a `rules_py.blokus.board.Board.copy` would, but keeps neither the moves it
        plays nor their undo.

        Precondition of use: nothing reads its ``history`` past the moves
        before the copy, and nothing calls `rules_py.blokus.board.Board.undo` on it (a test checks
        that its positions equal a kept copy's).
        """
        b = self.copy()
        b._scratch = True
        return b

    @property
    def first_to_move(self) -> int | None:
        """The colour that was to move before the first move of ``history``
        (after any setup): what a record writes as ``PL``."""
        return self._stack[0].to_move if self._stack else self.to_move

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
        randrange = below(rng or _random.Random())
        self.tables.playouts()
        apply = self.play_unchecked
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
        return [(letters[cast(int, mv.colour)], str(mv)) for mv in self._moves]

    def __str__(self) -> str:
        """A text picture with coordinates: one character per cell (a
        colour's initial, ``.`` when free), each row's number on both sides,
        the column letters above and below (``a1`` is bottom left)."""
        g = self.geometry
        rows, numbers, letters = [], [], [" "] * g.width
        for y in range(g.height):
            row, number = [], ""
            for x in range(g.width):
                i = g.index.get((x, y))
                if i is None:
                    row.append(" ")
                else:
                    name = g.name(i)
                    number = name.lstrip("abcdefghijklmnopqrstuvwxyz")
                    letter = name[: len(name) - len(number)]
                    letters[x] = letter if len(letter) == 1 else letters[x]
                    o = self.owner(i)
                    row.append("." if o is None else self.colour_name(o)[0].upper())
            rows.append("".join(row))
            numbers.append(number)
        w = max(map(len, numbers))
        head = " " * (w + 1) + "".join(letters).rstrip()
        body = [f"{n:>{w}} {r.rstrip():{g.width}} {n}".rstrip() for n, r in zip(numbers, rows)]
        return "\n".join([head, *body, head])

    def __repr__(self) -> str:
        to = "over" if self.to_move is None else self.colour_name(self.to_move)
        return f"<Board {self.variant.name} moves={len(self._moves)} to_move={to}>"


__all__ = ["REASONS", "Move", "notation_cells", "iter_bits", "nth_bit",
           "random_bit", "MASKS_AT_ONCE", "MAX_SINGLE_KILLS", "Tables", "tables", "LegalMoves",
           "Snapshot", "Board", "notation_order"]
