"""What the Blokus tree search knows before it searches: move priors and
the playout policy (`rules_py.blokus.mcts` does the searching).

Move priors
-----------
Every legal placement ``p`` of colour ``c`` gets a score (`scores`),
a weighted sum of cheap features, all big-int operations on cell masks:

* ``size``: the piece's number of cells (squares or triangles). A cell
  placed now is a point not lost at the end, and large pieces only get
  harder to fit later;
* ``corners``: the new attach points ``p`` opens for ``c`` (its corner
  cells that are free, not along ``c``'s pieces and not attach points
  already): room to grow;
* ``lost``: the attach points of ``c`` that ``p`` covers or lies along:
  room given up;
* ``blocked``: the attach points of opponent colours that ``p`` covers
  (an attach point of a friendly colour covered counts against);
* ``centre``: while ``c`` has placed fewer than ``early`` pieces, the
  placement's closeness to the board's centre (0 at the farthest cell, 1 at
  the centre), fading as pieces are placed: the opening reaches for the
  open middle of the board.

Five more features are off (weight 0) unless a level's weights for an
edition turn them on (the top levels in Duo, Classic for two and Trigon
for two, `rules_py.blokus.levels.TOP_EDITION_WEIGHTS`); `contact` computes them:

* ``hug``: the sides of ``p`` against an opponent's piece;
* ``connect``: the sides of ``p`` against a friendly colour's piece (the
  player's other colour);
* ``pack``: the sides of ``p`` against an empty cell ``c`` may not take
  anyway (beside its own pieces): no room left unused;
* ``near``: the cells of ``p`` beside an opponent's attach point;
* ``reply``: 1 if ``p`` covers an attach point an opponent's piece among
  the last three moves opened, or a cell beside one (`replies`).

One more, ``mobility``, looks one move ahead, so it is computed only for
the ``mobility_top`` best-scored placements (`mobility`): how the placement
changes the number of legal placements of the mover's side (its log-ratio,
after over before) and of the opponents' (before over after, weighted
``mobility_foe``). And ``pieces``, a weights' own table for one edition,
adds a bonus per piece of that edition (which shapes are worth placing,
beyond their size; fitted for Trigon for two, no level uses it: it did not
play better). The top levels' weights for Duo, Classic for two and
Trigon for two are fitted to a stronger player's moves
(``tools/blokus_priors.py``).

A neutral colour (the shared fourth colour of Classic for three players)
is moved only to hurt the mover's opponents: its own corners count for
nothing. In blitz (no corner rule, the same forbidden cells for everyone)
only ``size`` and ``lost`` (packing tightly) count.

The priors are ``exp(score / temperature)``, normalised (`priors`).
`WEIGHTS` holds the weights the levels use; the tests check that
each feature ranks a clearly better move first.

The playout policy
------------------
A playout plays to the end of the game, each colour in turn placing a
uniformly random legal move *of its largest piece size that still fits*
(`playout`): large pieces first, as players do, which keeps random
games close to real ones at the cost of a few ANDs per move. With
probability ``local`` the move is drawn first among those that also cover
an attach point the previous piece opened for its colour, when there is
one (a local reply: taking the corner the opponent just made).
"""

from __future__ import annotations

import math
import random as _random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .board import Board, Tables, random_bit

# ---------------------------------------------------------------------------
# Per-variant data (position independent, made once)


class PolicyTables:
    """Placement masks by piece size, and each placement's closeness to the centre."""

    def __init__(self, t: Tables) -> None:
        self.tables = t
        sizes = sorted(set(t.piece_sizes), reverse=True)
        #: Placement masks of every piece of one size, largest size first.
        self.by_size: list[int] = []
        for s in sizes:
            m = 0
            for k, size in enumerate(t.piece_sizes):
                if size == s:
                    m |= t.piece_all[k]
            self.by_size.append(m)
        #: Per placement, its piece's size.
        self.size_of: list[int] = [t.piece_sizes[k] for k in t.piece_of]
        self.centrality = centrality(t)
        #: Per placement, its most central cell's closeness (`reach`).
        self.reach = reach(t)


def centrality(t: Tables) -> list[float]:
    """Per placement, the mean closeness of its cells to the board centre
    (1 at the centre, 0 at the farthest cell), from the drawn cell outlines,
    so square and triangle grids are measured alike."""
    close = cell_closeness(t)
    return [sum(close[i] for i in cells) / len(cells) for cells in t.cells_of]


def reach(t: Tables) -> list[float]:
    """Per placement, the closeness to the board centre of its most central
    cell (`cell_closeness`): how far towards the centre it reaches."""
    close = cell_closeness(t)
    return [max(close[i] for i in cells) for cells in t.cells_of]


def cell_closeness(t: Tables) -> list[float]:
    """Per cell, its closeness to the board centre: 1 at the centre, 0 at the
    farthest cell, measured between the centres of the drawn cell outlines."""
    g = t.geometry
    centres = []
    for p in g.cells:
        poly = g.cell_polygon(p)
        centres.append((sum(x for x, _ in poly) / len(poly), sum(y for _, y in poly) / len(poly)))
    cx = sum(x for x, _ in centres) / len(centres)
    cy = sum(y for _, y in centres) / len(centres)
    dist = [math.hypot(x - cx, y - cy) for x, y in centres]
    far = max(dist) or 1.0
    return [1.0 - d / far for d in dist]


_POLICY_TABLES: dict[int, PolicyTables] = {}


def policy_tables(t: Tables) -> PolicyTables:
    """The `PolicyTables` of a variant's tables (made once, cached)."""
    hit = _POLICY_TABLES.get(id(t))
    if hit is None or hit.tables is not t:
        hit = _POLICY_TABLES[id(t)] = PolicyTables(t)
    return hit


# ---------------------------------------------------------------------------
# Sides


def side_of_player(board: Board, player: int) -> int:
    """The score group (side) holding ``player``'s colours."""
    own = set(board.variant.players[player])
    for k, group in enumerate(board.variant.score_groups):
        if own & set(group):
            return k
    raise ValueError(f"player {player} has no scored colour")


def colour_sides(board: Board) -> list[int | None]:
    """Per colour, the side (score group) it scores for; ``None`` if unscored."""
    out: list[int | None] = [None] * board.ncolours
    for k, group in enumerate(board.variant.score_groups):
        for c in group:
            out[c] = k
    return out


# ---------------------------------------------------------------------------
# Priors


@dataclass(frozen=True)
class Weights:
    """The feature weights of the move score (see the module docstring)."""

    size: float = 2.0
    corners: float = 1.0
    lost: float = 0.7
    blocked: float = 1.2
    centre: float = 6.0
    early: int = 5
    #: Softmax temperature turning scores into priors.
    temperature: float = 1.0
    #: Per side of the placement against an opponent's piece (0: off).
    hug: float = 0.0
    #: Per side of the placement against a friendly colour's piece (0: off).
    connect: float = 0.0
    #: Per cell of the placement beside an opponent's attach point (0: off).
    near: float = 0.0
    #: Per side of the placement against an empty cell the mover may not
    #: take anyway (beside its own pieces): no room left unused (0: off).
    pack: float = 0.0
    #: For a placement covering a cell of `replies` (0: off).
    reply: float = 0.0
    #: Per unit of `mobility` (0: off), for the ``mobility_top`` best-scored placements.
    mobility: float = 0.0
    mobility_top: int = 24
    #: In `mobility`, the weight of the opponents' loss against the mover's gain.
    mobility_foe: float = 1.0
    #: Per piece of the edition (its order, `Tables.piece_names`), added to the
    #: score of each of its placements (empty: off); set for one edition only.
    pieces: tuple[float, ...] = ()


#: The weights the levels use.
WEIGHTS = Weights()


def scores(board: Board, pids: Sequence[int], weights: Weights = WEIGHTS,
           recent: Sequence[tuple[int, int]] | None = None) -> list[float]:
    """The score of each placement in ``pids`` for the colour to move
    (see the module docstring). No move is played. ``recent``: the last
    moves as ``(colour, placement)``, oldest first, for a board that does not
    keep them (a search's scratch copy); by default its ``history``."""
    c = board.to_move
    player = board.player_to_move
    if c is None or player is None:
        return []
    t = board.tables
    pt = policy_tables(t)
    sides = colour_sides(board)
    mine = side_of_player(board, player)
    attach = [board.attach_points(d) for d in range(board.ncolours)]
    own = attach[c]
    friendly = sides[c] == mine
    forbidden = board.occupied | board.edges[c]
    w = weights
    every = t.all_cells
    fresh = every & ~(forbidden | own)
    # Attach points a placement may cover: an opponent's (good), a friend's (bad).
    foe = friend = 0
    for d in range(board.ncolours):
        if d != c and sides[d] is not None:
            if sides[d] != mine:
                foe |= attach[d]
            else:
                friend |= attach[d]
    centre = w.centre * max(0.0, 1.0 - board.placed[c] / w.early) if w.early else 0.0
    w_corner, w_lost, w_block = (w.corners, w.lost, w.blocked) if friendly else (0.0, 0.0, w.blocked)
    if t.blitz:
        foe = friend = 0
        centre, w_corner, w_lost = 0.0, 0.0, w.lost
        own = every & ~forbidden
    masks, adj, corners = t.masks, t.adj, t.corners
    close, size_of, w_size = pt.centrality, pt.size_of, w.size
    get_m, get_a, get_c = masks.__getitem__, adj.__getitem__, corners.__getitem__
    # One comprehension over the placements (the cost of a node's expansion).
    out = [w_size * size_of[p] + centre * close[p] + w_corner * (cr & fresh).bit_count()
           - w_lost * (own & (m | a)).bit_count() + w_block * (m & foe).bit_count()
           for p, m, a, cr in zip(pids, map(get_m, pids), map(get_a, pids), map(get_c, pids))]
    if friend:
        out = [x - w_block * (masks[p] & friend).bit_count() for x, p in zip(out, pids)]
    if w.pieces:
        bonus, piece_of = w.pieces, t.piece_of
        out = [x + bonus[piece_of[p]] for x, p in zip(out, pids)]
    if (w.hug or w.connect or w.near or w.pack or w.reply) and not t.blitz:
        out = [x + y for x, y in zip(out, contact(board, pids, w, sides, mine, recent))]
    if w.mobility and not t.blitz and len(pids) > 1:
        top = sorted(range(len(pids)), key=out.__getitem__, reverse=True)[:w.mobility_top]
        for i, m in zip(top, mobility(board, [pids[i] for i in top], sides, mine, w.mobility_foe)):
            out[i] += w.mobility * m
    return out


def mobility(board: Board, pids: Sequence[int], sides: Sequence[int | None], mine: int,
             foe_weight: float = 1.0) -> list[float]:
    """Per placement of ``pids`` for the colour to move, how it changes the
    legal placements one move later: the log-ratio of the mover's side's
    legal placements after and before, plus ``foe_weight`` times that of
    the opponents' before and after (each colour's count, summed per side)."""
    c = board.to_move
    assert c is not None
    t = board.tables
    _, piece_of, groups_of, free, apart, near, _, _ = t.playing()
    allowed, cover, left, not_piece = board.allowed, board.cover, board.left, t.not_piece
    ours = [d for d in range(board.ncolours) if d != c and sides[d] == mine]
    foes = [d for d in range(board.ncolours) if sides[d] is not None and sides[d] != mine]
    legal = [allowed[d] & cover[d] for d in range(board.ncolours)]
    own0 = sum(legal[d].bit_count() for d in ours) + legal[c].bit_count()
    foe0 = sum(legal[d].bit_count() for d in foes)
    first = board.placed[c] == 0
    out = []
    for p in pids:
        groups = groups_of[p]
        x = groups[0]
        spared, kept, attach = free[x], apart[x], near[x]
        for x in groups[1:]:
            spared &= free[x]
            kept &= apart[x]
            attach |= near[x]
        k = piece_of[p]
        mask = allowed[c] & kept
        if left[c][k] == 1:
            mask &= not_piece[k]
        own = (mask & (attach if first else cover[c] | attach)).bit_count()
        own += sum((legal[d] & spared).bit_count() for d in ours)
        foe = sum((legal[d] & spared).bit_count() for d in foes)
        out.append(math.log((1 + own) / (1 + own0)) + foe_weight * math.log((1 + foe0) / (1 + foe)))
    return out


def contact(board: Board, pids: Sequence[int], w: Weights, sides: Sequence[int | None], mine: int,
            recent: Sequence[tuple[int, int]] | None = None) -> list[float]:
    """The ``hug``, ``connect``, ``near``, ``pack`` and ``reply`` terms of each
    placement's score for the colour to move (``sides``: `colour_sides`;
    ``mine``: the mover's side; ``recent``: as for `scores`)."""
    c = board.to_move
    t = board.tables
    foe = friend = zone = 0
    for d in range(board.ncolours):
        if d == c or sides[d] is None:
            continue
        if sides[d] == mine:
            friend |= board.cells[d]
            continue
        foe |= board.cells[d]
        if w.near:
            zone |= around(t, board.attach_points(d)) & ~(board.occupied | board.edges[d])
    masks, adj = t.masks, t.adj
    w_hug, w_connect, w_near, w_pack = w.hug, w.connect, w.near, w.pack
    unused = board.edges[c] & ~board.occupied if c is not None else 0
    out = [w_hug * (a & foe).bit_count() + w_connect * (a & friend).bit_count() + w_pack * (a & unused).bit_count()
           + w_near * (masks[p] & zone).bit_count() for p, a in zip(pids, map(adj.__getitem__, pids))]
    if w.reply:
        local = replies(board, sides, mine, recent)
        if local:
            out = [x + (w.reply if masks[p] & local else 0.0) for x, p in zip(out, pids)]
    return out


def around(t: Tables, cells: int) -> int:
    """``cells`` and every cell sharing a side with one of them."""
    out = cells
    while cells:
        low = cells & -cells
        out |= t.edge[low.bit_length() - 1]
        cells ^= low
    return out


def replies(board: Board, sides: Sequence[int | None], mine: int,
            recent: Sequence[tuple[int, int]] | None = None) -> int:
    """The cells where a piece answers the opponents' last pieces (among the
    last three moved; ``recent`` as for `scores`): their attach points still
    open to them, and the cells beside those."""
    t = board.tables
    if recent is None:
        recent = last_moves(board)
    local = 0
    for d, pid in recent[-3:]:
        if sides[d] is None or sides[d] == mine:
            continue
        free = ~(board.occupied | board.edges[d])
        local |= around(t, t.corners[pid] & free) & free
    return local


def last_moves(board: Board, n: int = 3) -> list[tuple[int, int]]:
    """The last ``n`` moves of ``board.history`` as ``(colour, placement)``."""
    by_mask = board.tables.by_mask
    return [(mv.colour, by_mask[mv.mask]) for mv in board.history[-n:] if mv.colour is not None]


def priors(values: Sequence[float], temperature: float = 1.0) -> list[float]:
    """Softmax of scores: ``exp(score / temperature)``, summing to 1."""
    if not values:
        return []
    top = max(values)
    e = [math.exp((v - top) / temperature) for v in values]
    total = sum(e)
    return [x / total for x in e]


# ---------------------------------------------------------------------------
# Playouts


def playout(board: Board, below: Callable[[int], int], local: float = 0.0,
            rand: Callable[[], float] | None = None, record: list[tuple[int, int]] | None = None) -> int:
    """Play the playout policy (module docstring) on ``board`` to the end;
    return the number of moves played (the caller undoes or drops the board).

    ``below(n)`` draws an integer in ``0..n-1``; ``rand()`` a float in
    ``[0, 1)`` (needed only when ``local`` is not 0). ``record``, if given,
    gets each move played appended as ``(colour, placement)`` (the search's
    all-moves-as-first statistics read them); the moves are the same."""
    t = board.tables
    t.playouts()
    by_size = policy_tables(t).by_size
    apply = board.play_unchecked
    allowed, cover = board.allowed, board.cover
    first = board.to_move
    if first is None:
        return 0
    c: int = first
    legal = allowed[c] & cover[c]
    n = 0
    kill = t.kill if local else None
    corners = t.corners if local else None
    last_pid = -1
    while legal:
        pick = 0
        if local and last_pid >= 0 and rand is not None and rand() < local:
            assert kill is not None and corners is not None
            near = corners[last_pid] & ~board.occupied
            reach = 0
            while near:
                low = near & -near
                reach |= kill[low.bit_length() - 1]
                near ^= low
            hits = legal & reach
            if hits:
                for m in by_size:
                    x = hits & m
                    if x:
                        pick = x
                        break
        if not pick:
            for m in by_size:
                pick = legal & m
                if pick:
                    break
        pid = random_bit(pick, below)
        if record is not None:
            record.append((c, pid))
        legal = apply(c, pid)
        last_pid = pid
        n += 1
        c = board.to_move  # type: ignore[assignment]  # not None while legal is not 0
    return n


def playout_answering(board: Board, below: Callable[[int], int], rand: Callable[[], float], answer: float = 1.0,
                      last: Sequence[tuple[int, int]] = (), record: list[tuple[int, int]] | None = None,
                      twice: bool = False) -> int:
    """`playout` with another local rule: with probability ``answer`` a move
    is drawn first among those covering an attach point, still open to its
    colour, of the opponents' pieces among the last three moves (``last``:
    the moves before the board's, as ``(colour, placement)``), the largest
    size of those; with ``twice``, among those covering two such points when
    there are any. Returns the number of moves played; ``record`` as for
    `playout`."""
    t = board.tables
    t.playouts()
    by_size = policy_tables(t).by_size
    apply, allowed, cover, edges = board.play_unchecked, board.allowed, board.cover, board.edges
    kill, corners = t.kill, t.corners
    sides = colour_sides(board)
    recent = list(last[-3:])
    first = board.to_move
    if first is None:
        return 0
    c: int = first
    legal = allowed[c] & cover[c]
    n = 0
    while legal:
        pick = 0
        if recent and rand() < answer:
            mine, free = sides[c], ~board.occupied
            ones = twos = 0
            for d, p in recent:
                if sides[d] is None or sides[d] == mine:
                    continue
                spots = corners[p] & free & ~edges[d]
                while spots:
                    low = spots & -spots
                    k = kill[low.bit_length() - 1]
                    if twice:
                        twos |= ones & k
                    ones |= k
                    spots ^= low
            hits = legal & twos or legal & ones
            if hits:
                for m in by_size:
                    pick = hits & m
                    if pick:
                        break
        if not pick:
            for m in by_size:
                pick = legal & m
                if pick:
                    break
        pid = random_bit(pick, below)
        if record is not None:
            record.append((c, pid))
        legal = apply(c, pid)
        recent = [*recent[-2:], (c, pid)]
        n += 1
        c = board.to_move  # type: ignore[assignment]  # not None while legal is not 0
    return n


def sample_prior(probs: Sequence[float], rng: _random.Random) -> int:
    """An index drawn with the given probabilities."""
    r = rng.random()
    acc = 0.0
    for i, p in enumerate(probs):
        acc += p
        if r < acc:
            return i
    return len(probs) - 1


__all__ = ["PolicyTables", "WEIGHTS", "Weights", "cell_closeness", "centrality", "colour_sides", "contact",
           "around", "last_moves", "mobility", "playout", "playout_answering", "policy_tables", "priors", "reach", "replies", "sample_prior", "scores", "side_of_player"]
