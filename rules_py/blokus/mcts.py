"""Monte-Carlo tree search for every Blokus edition: the levelled bots.

`MCTSBot` searches the game tree from the position to move with a
fixed number of playouts (no clock unless asked), so that a seeded game
replays exactly. One search step (a *playout*):

1. **Select**: from the root, descend by PUCT: the child maximising
   ``Q + c_puct * P * sqrt(N) / (1 + n)``, where ``P`` is the move's prior
   (`rules_py.blokus.policy`), ``n`` its visits, ``N`` the node's,
   and ``Q`` its mean value for the player who moves there. Every legal
   move is a child, kept sorted by prior; an untried child's ``Q`` is the
   node's mean less ``fpu`` (first-play urgency), so among the untried ones
   only the best-ranked can be picked, and the children enter the search
   one at a time in prior order (progressive widening by the priors).
2. **Expand**: a node's legal moves and their priors are computed once
   ``expand_at`` playouts have passed through it (until then it is a leaf:
   computing the priors of every legal move is the search's largest cost).
3. **Play out**: from the leaf, the playout policy (large pieces first,
   local replies) plays to the end of the game.
4. **Back up**: each side's value of the final position (below) is added to
   the moves on the path, each move valued for the side that played it.
   Where an edition asks for it (``rave``, `MCTSBot.rave_on`; no level
   does yet), each node of the path also credits the value to those of its
   children that its mover played later in the playout (all moves as first,
   weighted less the later they came: `_amaf`), and a child's value is the
   mean of its own playouts and those samples (`_select_rave`).

The value of a finished game for a side (a player; a team; the player's
colours in two-player Classic and Trigon; a shared unscored colour counts
for nobody) is ``(1 - margin_weight) * outcome + margin_weight * m``:
``outcome`` is 1 for the best total alone, ``1/k`` for a best total shared
by ``k`` sides, 0 otherwise; ``m`` maps the side's total minus the best
other side's total to ``0..1`` (``0.5`` for a tie, linearly, clipped at
``margin_scale`` cells either way). The move played is the root's most
visited child (the higher prior on a tie).

The tree is kept between moves: when the bot is next asked about the same
board object (the same game), with the moves played since its last answer
appended to that board's history, the subtree below those moves becomes
the new root and the new playouts add to its counts.

Levels
------
``LEVELS`` names the bots the pages, the command line and notebooks
offer: ``level1`` samples a move from the priors with a high temperature
(plausible, beatable), ``level2`` plays the best prior, ``level3`` ...
``level6`` search with growing budgets (``level6`` is the page's top,
``max`` the command line's). A budget is in playouts for Duo's board and
scales with the edition (`budget`). ``level6`` and ``max`` also open
from the opening book where the edition has one (`rules_py.blokus.book`,
Duo), score moves in Duo, Classic for two and Trigon for two with weights
fitted to a stronger player's moves (``TOP_EDITION_WEIGHTS``) and elsewhere
weigh blocking and the centre more in their priors (``TOP_WEIGHTS``), in
Duo value the win more than the margin and reply locally more often in
their playouts (``TOP_SEARCH``), in Trigon for two open each colour
towards the centre and answer the opponents' last pieces first in their
playouts (``TRIGON_SEARCH``), and search more as the game goes on
(`late_factor`: up to 8 and 4 times their budget in the endgame, when
a playout costs a fraction of an opening one).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import random as _random
import time
from typing import Any, cast
from collections.abc import Callable, Sequence

from .. import progress
from .board import Board, Move, Tables, iter_bits
from .book import book_move
from .levels import (CLASSIC_2_WEIGHTS, DUO_WEIGHTS, LEVELS, PENTOBI_RESULTS, TOP_EDITION_WEIGHTS, TOP_EDITIONS,
                     TOP_SEARCH, TOP_WEIGHTS, TRIGON_SEARCH, TRIGON_WEIGHTS, pentobi_match)
from .policy import (WEIGHTS, Weights, colour_sides, last_moves, playout, playout_answering, policy_tables, priors,
                     sample_prior, scores, side_of_player)
from .scoring import group_scores, winners

#: ``observe(first, finished)`` of `MCTSBot.search`: the root's child a
#: playout went through and the finished board.
Observer = Callable[[int, Board], None]

#: The clock for progress reports and the optional ``time_limit`` (never for levels).
clock = time.perf_counter

#: A node considers at most this many legal moves (the best-sized first,
#: then an evenly spaced sample): only blitz openings and Trigon's first
#: moves have more.
MAX_CHILDREN = 600


class Node:
    """A position in the search tree (the moves leading to it are the path)."""

    __slots__ = ("colour", "side", "pids", "priors", "counts", "values", "children", "tried", "visits",
                 "total", "rsum", "rw", "index", "seen")

    def __init__(self) -> None:
        self.colour: int | None = None       # colour to move (None: not expanded)
        self.side = 0                        # the side whose value this node's moves maximise
        self.pids: list[int] = []            # legal placements, best prior first
        self.priors: list[float] = []
        self.counts: list[int] = []          # visits per child
        self.values: list[float] = []        # summed values per child (for self.side)
        self.children: list[Node | None] = []
        self.tried = 0                       # children 0..tried-1 have been visited
        self.visits = 0                      # playouts through this node
        self.total = 0.0                     # summed values of those playouts, for self.side
        # All-moves-as-first statistics (only when the search uses them, `MCTSBot.rave_on`):
        self.rsum: list[float] = []          # weighted values per child, from later moves of the playouts
        self.rw: list[float] = []            # their summed weights
        self.index: dict[int, int] = {}      # placement -> child index
        self.seen: set[int] = set()          # untried children with rw > 0

    @property
    def expanded(self) -> bool:
        return self.colour is not None


class MCTSBot:
    """Monte-Carlo tree search (module docstring) with a fixed playout budget.

    ``playouts`` is the budget for Duo's board (scaled per edition by
    `budget`, to no fewer than ``least``); 0 plays the prior's choice with
    no search: the best prior, or with ``sample_temperature`` a move drawn
    from the priors sharpened or flattened by that temperature.
    ``time_limit`` (seconds, ``None`` by default) stops a search early: only
    for explicit use, since a clock makes games irreproducible. ``book``
    plays the packaged opening book's move where it has one (`rules_py.blokus.book`); ``late``
    (at least 1) multiplies the budget by `late_factor` as the game
    goes on. ``editions`` maps an edition's name to the ``margin_weight``
    and ``local`` to use there instead (`on`), and optionally to
    ``opening_reach`` (a colour's first piece is one of those reaching
    nearest the centre, within that slack: `reaching`) and
    ``budget_scale`` (a factor on the budget there), ``c_puct`` and ``fpu``
    (instead of the bot's), ``rave`` and ``rave_reach`` (all-moves-as-first
    statistics: `rave_on`) and ``answer`` and ``answer_twice`` (the
    answering playouts: `answer_on`) and ``mobility_depth`` (the deepest
    node scoring the weights' ``mobility``: `_expand`); ``edition_weights``
    maps an edition's name to the prior weights to use there
    (`weights_on`).
    """

    def __init__(self, playouts: int = 200, *, name: str = "mcts", c_puct: float = 1.2, fpu: float = 0.1,
                 margin_weight: float = 0.3, margin_scale: float = 20.0, local: float = 0.5,
                 weights: Weights = WEIGHTS, sample_temperature: float | None = None,
                 reuse: bool = True, time_limit: float | None = None, expand_at: int = 2,
                 book: bool = False, late: float = 1.0, least: int = 1,
                 editions: dict[str, dict[str, float]] | None = None,
                 edition_weights: dict[str, Weights] | None = None) -> None:
        if playouts < 0:
            raise ValueError("playouts must be at least 0")
        self.name = name
        self.playouts = playouts
        self.c_puct = c_puct
        self.fpu = fpu
        self.margin_weight = margin_weight
        self.margin_scale = margin_scale
        self.local = local
        self.weights = weights
        self.sample_temperature = sample_temperature
        self.reuse = reuse
        self.time_limit = time_limit
        self.expand_at = expand_at
        self.book = book
        self.late = late
        self.least = least
        self.editions = editions or {}
        self.edition_weights = edition_weights or {}
        self._root: Node | None = None
        self._game: object = None   # the game of the root's board (Board._game: copies share it)
        self._line: list[tuple[int, int]] = []   # (colour, cell mask) of the root's moves

    def on(self, variant: str) -> tuple[float, float]:
        """``(margin_weight, local)`` on the edition named ``variant``."""
        own = self.editions.get(variant, {})
        return own.get("margin_weight", self.margin_weight), own.get("local", self.local)

    def rave_on(self, variant: str) -> tuple[float, int]:
        """``(rave, rave_reach)`` on the edition named ``variant``: the weight of
        an all-moves-as-first sample (0: off) and how many of the mover's later
        moves in a playout give one (`_amaf`)."""
        own = self.editions.get(variant, {})
        return own.get("rave", 0.0), int(own.get("rave_reach", 8))

    def answer_on(self, variant: str) -> tuple[float, bool]:
        """``(answer, twice)`` on the edition named ``variant``: the playouts'
        chance of answering the opponents' last pieces (0: `policy.playout`'s
        local replies instead; see `policy.playout_answering`)."""
        own = self.editions.get(variant, {})
        return own.get("answer", 0.0), bool(own.get("answer_twice", 0.0))

    def weights_on(self, variant: str) -> Weights:
        """The prior weights on the edition named ``variant``."""
        return self.edition_weights.get(variant, self.weights)

    def __repr__(self) -> str:
        return f"MCTSBot(playouts={self.playouts}, name={self.name!r})"

    # -- the decision ---------------------------------------------------------
    def choose(self, board: Board, rng: _random.Random) -> Move | None:
        c = board.to_move
        if c is None:
            return None
        if self.book:
            mv = book_move(board)
            if mv is not None:
                self._root = None
                return mv
        if self.playouts == 0:
            return self._prior_move(board, rng)
        root = self._reused_root(board)
        work = board.copy()
        if not root.expanded:
            self._expand(root, work, rng)
        if len(root.pids) == 1:
            pid = root.pids[0]
        else:
            self._search(root, board, rng, self.budget_here(board))
            best = max(range(root.tried), key=lambda i: (root.counts[i], -i)) if root.tried else 0
            pid = root.pids[best]
        self._keep(board, root, pid)
        return board.tables.move(pid, c)

    def budget_here(self, board: Board) -> int:
        """The playouts of a decision on ``board``: the level's budget for the
        edition (`budget`, with ``least``), times the edition's
        ``budget_scale``, times `late_factor` (with ``late``)."""
        n = budget(board, self.playouts, self.least)
        scale = self.editions.get(board.variant.name, {}).get("budget_scale")
        if scale is not None:
            n = max(1, round(n * scale))
        return round(n * late_factor(board, self.late)) if self.late > 1 else n

    def _prior_move(self, board: Board, rng: _random.Random) -> Move:
        c = board.to_move
        assert c is not None
        node = Node()
        self._expand(node, board, rng)
        if self.sample_temperature is None:
            pid = node.pids[0]
        else:
            t = self.sample_temperature
            probs = priors([math.log(max(p, 1e-300)) for p in node.priors], t)
            pid = node.pids[sample_prior(probs, rng)]
        return board.tables.move(pid, c)

    # -- tree reuse -----------------------------------------------------------
    def _reused_root(self, board: Board) -> Node:
        """The kept subtree for this position, or a fresh root."""
        root, line = self._root, self._line
        self._root = None
        if not self.reuse or root is None or self._game is None or self._game is not board._game:
            return Node()
        history = board.history
        if len(history) < len(line):
            return Node()
        for mv, (c2, mask) in zip(history, line):
            if mv.colour != c2 or mv.mask != mask:
                return Node()
        by_mask = board.tables.by_mask
        node: Node | None = root
        for mv in history[len(line):]:
            if node is None or not node.expanded or node.colour != mv.colour:
                return Node()
            pid = by_mask[mv.mask]
            try:
                i = node.pids.index(pid)
            except ValueError:
                return Node()
            node = node.children[i] if i < node.tried else None
        return node if node is not None and (not node.expanded or node.colour == board.to_move) else Node()

    def _keep(self, board: Board, root: Node, pid: int) -> None:
        """Remember the subtree below the move chosen, for the next decision."""
        if not self.reuse:
            return
        i = root.pids.index(pid)
        self._root = root.children[i] if i < root.tried else None
        self._game = board._game
        self._line = [(cast(int, mv.colour), mv.mask) for mv in board.history] + [(root.colour or 0, board.tables.masks[pid])]

    # -- the search -----------------------------------------------------------
    def _expand(self, node: Node, board: Board, rng: _random.Random,
                recent: Sequence[tuple[int, int]] | None = None, depth: int = 0) -> None:
        """Compute the node's legal moves, their priors, and whose side moves
        (``recent``: the last moves, for a scratch board; see `policy.scores`).
        Where the edition sets ``mobility_depth``, a node deeper than that
        (the root is at depth 0) scores its moves without the weights'
        ``mobility`` (`shallow_only`), the dearest feature."""
        c = board.to_move
        player = board.player_to_move
        assert c is not None and player is not None
        t = board.tables
        legal = board.allowed[c] & board.cover[c]
        reach = self.editions.get(board.variant.name, {}).get("opening_reach")
        if reach is not None and not board.placed[c]:
            legal = reaching(t, legal, reach)
        n = legal.bit_count()
        if n > MAX_CHILDREN:
            # Only the largest sizes, and at most MAX_CHILDREN of them, evenly spaced.
            legal = largest_sizes(t, legal)
            n = legal.bit_count()
            pids = list(iter_bits(legal))
            if n > MAX_CHILDREN:
                step = n / MAX_CHILDREN
                offset = rng.random() * step
                pids = [pids[min(n - 1, int(offset + i * step))] for i in range(MAX_CHILDREN)]
        else:
            pids = list(iter_bits(legal))
        t.masks  # noqa: B018 -- the features read every placement's mask
        w = self.weights_on(board.variant.name)
        if w.mobility and depth > self.editions.get(board.variant.name, {}).get("mobility_depth", math.inf):
            w = shallow_only(w)
        s = scores(board, pids, w, recent)
        p = priors(s, w.temperature)
        order = sorted(range(len(pids)), key=p.__getitem__, reverse=True)  # stable: ties keep pid order
        node.pids = [pids[i] for i in order]
        node.priors = [p[i] for i in order]
        k = len(pids)
        node.counts = [0] * k
        node.values = [0.0] * k
        node.children = [None] * k
        node.side = side_of_player(board, player)
        node.colour = c
        if self.rave_on(board.variant.name)[0] or self.editions.get(board.variant.name, {}).get("virtual"):
            node.rsum, node.rw = [0.0] * k, [0.0] * k
            node.index = {pid: i for i, pid in enumerate(node.pids)}

    def search(self, board: Board, rng: _random.Random, playouts: int,
               observe: Observer | None = None) -> Node:
        """A fresh search of exactly ``playouts`` playouts from ``board`` (no
        tree reuse, no scaling by edition), for analysis: the root it built.
        ``observe(first, finished)``, if given, is called after each playout
        with the index of the root's child the playout went through and the
        finished board (the game review reads final margins this way). The
        levels' play is unchanged: ``choose`` never observes."""
        root = Node()
        if board.to_move is None or playouts < 1:
            return root
        self._expand(root, board.copy(), rng)
        self._search(root, board, rng, playouts, observe)
        return root

    def _search(self, root: Node, board: Board, rng: _random.Random, n: int,
                observe: Observer | None = None) -> None:
        board.tables.playouts()
        below = getattr(rng, "_randbelow", rng.randrange)
        rand = rng.random
        sides = len(board.variant.score_groups)
        start = clock()
        deadline = None if self.time_limit is None else start + self.time_limit
        edition = self.editions.get(board.variant.name, {})
        c_puct, fpu = edition.get("c_puct", self.c_puct), edition.get("fpu", self.fpu)
        expand_at = self.expand_at
        local = self.on(board.variant.name)[1]
        rave, rave_reach = self.rave_on(board.variant.name)
        virtual = edition.get("virtual", 0.0)
        select = functools.partial(_select_rave, virtual=virtual) if rave or virtual else _select
        answer, twice = self.answer_on(board.variant.name)
        history = last_moves(board)
        for k in range(n):
            if k and k % 32 == 0:
                now = clock()
                progress.report(k, now - start)
                if deadline is not None and now > deadline:
                    break
            # Valued, then dropped: no history or undo needed (Board.scratch_copy).
            work = board.copy() if observe is not None else board.scratch_copy()
            node = root
            path: list[tuple[Node, int]] = []
            while True:
                if work.to_move is None:
                    break
                if not node.expanded:
                    if node.visits < expand_at and node is not root:
                        break
                    self._expand(node, work, rng, recent(history, path), len(path))
                i = select(node, c_puct, fpu)
                path.append((node, i))
                assert node.colour is not None
                work.play_unchecked(node.colour, node.pids[i])
                child = node.children[i]
                if child is None:
                    child = node.children[i] = Node()
                node = child
            record: list[tuple[int, int]] | None = [] if rave else None
            if answer:
                playout_answering(work, below, rand, answer, recent(history, path), record, twice)
            else:
                playout(work, below, local, rand, record)
            if observe is not None:
                observe(path[0][1] if path else -1, work)
            values = self.values(work, sides)
            if record is not None:
                _amaf(path, record, values, rave, rave_reach)
            for parent, i in path:
                v = values[parent.side]
                parent.counts[i] += 1
                parent.values[i] += v
                parent.visits += 1
                parent.total += v
            node.visits += 1
        progress.report(n, clock() - start)

    def values(self, board: Board, sides: int) -> list[float]:
        """Each side's value of a finished game (module docstring)."""
        totals = group_scores(board)
        if board.variant.placed_all_wins:
            best = winners(board)
        else:
            top = max(totals)
            best = [k for k, x in enumerate(totals) if x == top]
        out = []
        mw, scale = self.on(board.variant.name)[0], self.margin_scale
        for s in range(sides):
            outcome = 1.0 / len(best) if s in best else 0.0
            others = [x for k, x in enumerate(totals) if k != s]
            margin = totals[s] - max(others) if others else 0.0
            m = min(1.0, max(0.0, 0.5 + margin / (2 * scale)))
            out.append((1 - mw) * outcome + mw * m)
        return out


def _select(node: Node, c_puct: float, fpu: float) -> int:
    """The PUCT choice among the tried children and the best untried one."""
    tried = node.tried
    counts, values, prior = node.counts, node.values, node.priors
    explore = c_puct * math.sqrt(node.visits + 1)
    best = -1
    best_score = -math.inf
    for i in range(tried):
        n = counts[i]
        sc = values[i] / n + explore * prior[i] / (1 + n) if n else explore * prior[i]
        if sc > best_score:
            best_score, best = sc, i
    if tried < len(node.pids):
        q = (node.total / node.visits if node.visits else 0.5) - fpu
        if q + explore * prior[tried] > best_score:
            node.tried = tried + 1
            return tried
    return best


def _select_rave(node: Node, c_puct: float, fpu: float, virtual: float = 0.0) -> int:
    """`_select` with all-moves-as-first statistics: a child's value is the
    mean of its own playouts' values and its weighted AMAF samples, and an
    untried child that has such samples competes on them (it is then moved
    to the front of the untried ones, so ``tried`` still counts a prefix).
    With ``virtual`` (> 0), every child also starts with that many virtual
    playouts worth the node's mean value times ``sqrt(prior / best prior)``
    (a weaker move starts lower), and an untried child is valued so instead
    of the node's mean less ``fpu``."""
    tried = node.tried
    counts, values, prior, rsum, rw = node.counts, node.values, node.priors, node.rsum, node.rw
    explore = c_puct * math.sqrt(node.visits + 1)
    mean = node.total / node.visits if node.visits else 0.5
    scale = virtual * mean / math.sqrt(prior[0]) if virtual else 0.0
    best = -1
    best_score = -math.inf
    for i in range(tried):
        n = counts[i]
        weight = n + rw[i] + virtual
        q = (values[i] + rsum[i] + scale * math.sqrt(prior[i])) / weight if weight else 0.5
        sc = q + explore * prior[i] / (1 + n)
        if sc > best_score:
            best_score, best = sc, i
    for i in node.seen:
        sc = (rsum[i] + scale * math.sqrt(prior[i])) / (rw[i] + virtual) + explore * prior[i]
        if sc > best_score or (sc == best_score and i < best):
            best_score, best = sc, i
    if tried < len(node.pids) and tried not in node.seen:
        q = scale * math.sqrt(prior[tried]) / virtual if virtual else mean - fpu
        if q + explore * prior[tried] > best_score:
            best = tried
    if best >= tried:
        _promote(node, best)
        return tried
    return best


def _promote(node: Node, j: int) -> None:
    """Make untried child ``j`` the next tried one (index ``node.tried``),
    shifting the untried children before it by one."""
    t = node.tried
    if j > t:
        arrays: tuple[list[Any], ...] = (node.pids, node.priors, node.counts, node.values, node.children,
                                         node.rsum, node.rw)
        for arr in arrays:
            arr.insert(t, arr.pop(j))
        index, pids = node.index, node.pids
        for k in range(t, j + 1):
            index[pids[k]] = k
        node.seen = {s + 1 if t <= s < j else s for s in node.seen if s != j}
    else:
        node.seen.discard(j)
    node.tried = t + 1


def _amaf(path: list[tuple[Node, int]], record: list[tuple[int, int]], values: list[float], weight: float,
          reach: int) -> None:
    """All-moves-as-first: at each node of the path, each of the mover's next
    ``reach`` moves after the node's own (in the tree, then in the playout)
    that is a child of the node adds the playout's value to that child's
    AMAF statistics, weighted ``weight`` for the first and less for later
    ones (linearly, to ``weight / reach`` for the last)."""
    moves = [(cast(int, node.colour), node.pids[i]) for node, i in path] + record
    for d, (node, i) in enumerate(path):
        c, v, index = node.colour, values[node.side], node.index
        rsum, rw, seen, tried = node.rsum, node.rw, node.seen, node.tried
        k = 0
        for c2, pid in moves[d + 1:]:
            if c2 != c:
                continue
            k += 1
            if k > reach:
                break
            j = index.get(pid)
            if j is None or j == i:
                continue
            w = weight * (reach + 1 - k) / reach
            rsum[j] += w * v
            rw[j] += w
            if j >= tried:
                seen.add(j)


@functools.lru_cache(maxsize=16)
def shallow_only(w: Weights) -> Weights:
    """``w`` without its ``mobility`` term (for the search's deep nodes)."""
    return dataclasses.replace(w, mobility=0.0)


def recent(before: list[tuple[int, int]], path: list[tuple[Node, int]]) -> list[tuple[int, int]]:
    """The last three moves as ``(colour, placement)``: those of the search's
    ``path`` after the board's own ``before``."""
    moves = before + [(cast(int, node.colour), node.pids[i]) for node, i in path[-3:]]
    return moves[-3:]


def largest_sizes(t: Tables, legal: int) -> int:
    """The placements of ``legal`` a wide node keeps before spacing them out
    (more than ``MAX_CHILDREN``): those of the largest piece sizes, size by
    size until at least a quarter of ``MAX_CHILDREN`` are in."""
    pick = 0
    for m in policy_tables(t).by_size:
        pick |= legal & m
        if pick.bit_count() >= MAX_CHILDREN // 4:
            break
    return pick


def reaching(t: Tables, legal: int, slack: float) -> int:
    """The placements of ``legal`` reaching nearest the board's centre: those
    whose most central cell is within ``slack`` (in `policy.reach`'s closeness)
    of the most central cell any of them covers."""
    reach = policy_tables(t).reach
    pids = list(iter_bits(legal))
    if not pids:
        return legal
    floor = max(reach[p] for p in pids) - slack
    keep = 0
    for p in pids:
        if reach[p] >= floor:
            keep |= 1 << p
    return keep


def budget(board: Board, playouts: int, least: int = 1) -> int:
    """A level's playouts on this edition: ``playouts`` is for Duo's board
    (196 cells, 2 colours); an edition with more colours or cells gets
    proportionally fewer (its playouts are that much longer), but not fewer
    than ``least`` (nor than ``playouts``, if smaller): a search of a
    handful of playouts plays no better than the priors alone. Blitz
    then gets a quarter of that (landing a piece there updates every
    colour's masks, and its nodes are the widest); at least 1."""
    cells = board.geometry.size * board.ncolours
    scaled = max(playouts * 392 / max(cells, 392), min(least, playouts))
    if board.tables.blitz:
        scaled /= 4
    return max(1, round(scaled))


def late_factor(board: Board, cap: float) -> float:
    """How much a level with ``late=cap`` multiplies its budget here: 1 until
    the colours' pieces still to place cover 60% of all their cells, then
    ``(0.6 / share)**2``, at most ``cap``. A playout's cost is about the cells
    still to place, so the later decisions (the close endgames) get more
    playouts at no more time than the opening's: a fixed function of the
    position, so a seeded game still replays exactly."""
    left = sum(board.remaining_cells(c) for c in range(board.ncolours))
    placed = sum(mv.mask.bit_count() for mv in board.history)
    share = left / max(1, left + placed)
    return min(cap, max(1.0, (0.6 / max(share, 1e-9)) ** 2))


def make_level(name: str, **options: object) -> MCTSBot:
    """The bot of level ``name`` (``KeyError`` if unknown); ``options``
    override the level's own (``playouts`` too)."""
    playouts, own = LEVELS[name]
    merged: dict[str, object] = {"playouts": playouts, **own, **options}
    return MCTSBot(name=name, **merged)  # type: ignore[arg-type]


__all__ = ["CLASSIC_2_WEIGHTS", "DUO_WEIGHTS", "LEVELS", "MCTSBot", "Node", "Observer", "PENTOBI_RESULTS",
           "TOP_EDITIONS", "TOP_EDITION_WEIGHTS", "TOP_SEARCH", "TOP_WEIGHTS", "TRIGON_SEARCH", "TRIGON_WEIGHTS",
           "budget", "largest_sizes", "late_factor", "make_level", "pentobi_match", "reaching", "shallow_only"]
