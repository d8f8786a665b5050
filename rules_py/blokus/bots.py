"""Computer players for every Blokus variant (square and triangle grids).

A bot is anything with ``choose(board, rng) -> Move | None`` (the
`Bot` protocol). It plays for the colour to move (``board.to_move``)
and never changes the board it is given. The board has no pass move: a
colour that cannot place a piece is skipped by the board itself, so a bot
returns ``None`` only when the game is over (``board.to_move is None``).

Whose interest a bot serves
---------------------------
The colour to move is played for the player who controls it
(``board.player_to_move``): the colours on that player's *side* (the score
group holding the player's colours: its own colours, or its team in
``teams``) are friends; the scored colours of the other sides are
opponents; an unscored colour (the shared fourth colour of Classic for three
players) is neutral, so when a player moves it, the bot uses it only to hurt
that player's opponents and spare its friends.

The bots
--------
* `RandomBot`: a uniformly random legal move.
* `GreedyBot`: the largest piece that fits, placed where a positional
  score is best (see `GreedyBot` for the score); one pass over the
  legal placements of that size, big-int operations only.
* `StrongBot`: flat Monte Carlo over the greedy bot's best few moves;
  each playout plays a candidate, lets the greedy bot (with a little
  randomness) continue for a few turns, and scores the position reached
  (see `StrongBot`).

* ``level1`` ... ``level6`` and ``max``: the levelled tree search of
  `rules_py.blokus.mcts` (priors and playout policy in
  `rules_py.blokus.policy`), each a fixed number of playouts.

``BOTS`` maps the names ``"random"``, ``"greedy"``, ``"strong"`` and the
levels to their factories; `make_bot` builds one by name with options.
"""

from __future__ import annotations

import functools
import math
import random as _random
import time
from collections.abc import Callable, Sequence

from .. import progress, selfplay
from ..selfplay import BotEntry, Roster, play_out
from .board import Board, Move, Tables, iter_bits, nth_bit, random_bit
from .levels import LABELS, LEVELS
from .mcts import make_level
from .policy import centrality
from .scoring import colour_points

#: The strong bot's clock (a test swaps in a fake one).
clock = time.perf_counter


#: A Blokus bot: the one protocol (`rules_py.selfplay.Bot`) for this
#: game: a ``name``, and ``choose(board, rng)`` returns a legal move for
#: ``board.to_move``, or ``None`` when the game is over.
Bot = selfplay.Bot[Board, "Move | None"]


# ---------------------------------------------------------------------------
# Sides: which colours a player's move should help or hurt

def sides(board: Board, player: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(friends, opponents)`` of ``player``: colours to help and to hurt.

    Friends are the player's own colours and every colour scored with them
    (its team); opponents are the scored colours of every other side.
    Colours in neither (an unscored shared colour) are neutral.
    """
    variant = board.variant
    own = set(variant.players[player])
    friends = set(own)
    for group in variant.score_groups:
        if own & set(group):
            friends |= set(group)
    scored = {c for group in variant.score_groups for c in group}
    opponents = scored - friends
    return tuple(sorted(friends)), tuple(sorted(opponents))


def _side_groups(board: Board, player: int) -> tuple[tuple[int, ...], list[tuple[int, ...]]]:
    """The player's scored side and the other scored sides (for evaluations)."""
    friends, _ = sides(board, player)
    mine = tuple(c for c in friends if c not in board.variant.unscored)
    others = [g for g in board.variant.score_groups if not set(g) & set(friends)]
    return mine, others


# ---------------------------------------------------------------------------
# Per-variant data the bots precompute once (position independent)

class _BotTables:
    """Placements grouped by piece size, and each placement's centrality."""

    def __init__(self, t: Tables) -> None:
        self.tables = t
        sizes = sorted(set(t.piece_sizes), reverse=True)
        #: (size, placement mask of every placement of a piece of that size), largest first.
        self.by_size: list[tuple[int, int]] = []
        for s in sizes:
            m = 0
            for k, size in enumerate(t.piece_sizes):
                if size == s:
                    m |= t.piece_all[k]
            self.by_size.append((s, m))
        self.centrality = centrality(t)
        self.sides: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}


_BOT_TABLES: dict[int, _BotTables] = {}


def _bot_tables(t: Tables) -> _BotTables:
    hit = _BOT_TABLES.get(id(t))
    if hit is None or hit.tables is not t:
        hit = _BOT_TABLES[id(t)] = _BotTables(t)
    return hit


# ---------------------------------------------------------------------------
# Random

class RandomBot:
    """A legal move chosen uniformly at random (``rng`` decides)."""

    name = "random"

    def choose(self, board: Board, rng: _random.Random) -> Move | None:
        return board.random_move(rng)

    def __repr__(self) -> str:
        return "RandomBot()"


# ---------------------------------------------------------------------------
# Greedy

class GreedyBot:
    """The largest piece that fits, at the placement with the best score.

    Among the legal placements of the largest piece size the colour can
    still place, each placement ``p`` for colour ``c`` is scored as

    * ``+corners`` per new attach point of ``c`` (a free corner cell of
      ``p`` not forbidden to ``c`` and not already an attach point), and
      ``-lost`` per attach point of ``c`` that ``p`` covers or makes
      forbidden (edge contact), when ``c`` is a friendly colour (a neutral
      colour's own corners are worth nothing to the player moving it);
    * ``+blocked`` per attach point of an opponent colour that ``p`` covers,
      and ``-blocked`` per such cell of another friendly colour;
    * ``+centre * (1 - placed/early)`` times the placement's closeness to the
      board centre (0..1), while ``c`` has placed fewer than ``early``
      pieces: the opening heads for the middle, where the room is.

    In blitz (no corner rule; every colour is forbidden the same cells) the
    score is only ``-lost``: pack tightly, losing the fewest free cells.

    Ties are broken by ``rng``. One pass over the candidates with big-int
    operations; no move is played. ``sample`` (``None``: all) scores only
    that many of the candidates, evenly spaced from an ``rng`` offset: the
    strong bot's playouts use it to bound a decision's cost where thousands
    of placements are legal (blitz openings).
    """

    name = "greedy"

    def __init__(self, corners: float = 1.0, lost: float = 1.0, blocked: float = 1.5,
                 centre: float = 6.0, early: int = 6, sample: int | None = None) -> None:
        if sample is not None and sample < 1:
            raise ValueError("sample must be at least 1")
        self.weights = (corners, lost, blocked, centre)
        self.early = early
        self.sample = sample

    def __repr__(self) -> str:
        c, l, b, m = self.weights
        return (f"GreedyBot(corners={c}, lost={l}, blocked={b}, centre={m}, early={self.early}, "
                f"sample={self.sample})")

    def choose(self, board: Board, rng: _random.Random) -> Move | None:
        c = board.to_move
        if c is None:
            return None
        scored = self._score_all(board, c, self._candidates(board, c, rng))
        best = max(score for score, _ in scored)
        ties = [pid for score, pid in scored if score == best]
        pid = ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]
        return board.tables.move(pid, c)

    def ranked(self, board: Board, rng: _random.Random, limit: int | None = None) -> list[tuple[float, int]]:
        """``(score, placement index)`` of the candidate placements (the legal
        placements of the largest size, or ``sample`` of them), best first,
        ties in placement order; at most ``limit``."""
        c = board.to_move
        if c is None:
            return []
        scored = self._score_all(board, c, self._candidates(board, c, rng))
        scored.sort(key=lambda sp: -sp[0])
        return scored if limit is None else scored[:limit]

    def _candidates(self, board: Board, colour: int, rng: _random.Random) -> list[int]:
        """Placement indices to score: the largest legal size, sampled if asked."""
        mask = self._largest(board, colour)
        n = mask.bit_count()
        if self.sample is None or n <= self.sample:
            return list(iter_bits(mask))
        # Evenly spaced ranks from a random offset: cheap, and every piece
        # and orientation keeps its share (placements are numbered by piece).
        step = n / self.sample
        offset = rng.random() * step
        ranks = [min(n - 1, int(offset + i * step)) for i in range(self.sample)]
        if n > 64 * self.sample:
            # Far more placements than wanted (blitz openings): seek each one.
            return [nth_bit(mask, r) for r in ranks]
        wanted = set(ranks)
        return [pid for i, pid in enumerate(iter_bits(mask)) if i in wanted]

    @staticmethod
    def _largest(board: Board, colour: int) -> int:
        """Placement mask of the colour's legal moves with the largest piece size."""
        legal = board.allowed[colour] & board.cover[colour]
        for _, mask in _bot_tables(board.tables).by_size:
            if legal & mask:
                return legal & mask
        return 0

    def _score_all(self, board: Board, c: int, candidates: list[int]) -> list[tuple[float, int]]:
        """Each candidate placement's positional score (see the class docstring)."""
        t = board.tables
        bt = _bot_tables(t)
        w_corner, w_lost, w_block, w_centre = self.weights
        player = board.player_to_move
        assert player is not None
        side = bt.sides.get(player)
        if side is None:
            side = bt.sides[player] = sides(board, player)
        friends, opponents = side
        mine = c in friends
        attach = [board.attach_points(d) for d in range(board.ncolours)]
        own = attach[c]
        fresh = ~(board.forbidden[c] | own)
        # Attach points a placement may take away: hurting foes, sparing friends.
        foe = [(attach[d], w_block) for d in opponents if d != c and attach[d]]
        foe += [(attach[d], -w_block) for d in friends if d != c and attach[d]]
        centre = w_centre * max(0.0, 1.0 - board.placed[c] / self.early) if self.early else 0.0
        if t.blitz:
            # Every colour has the same forbidden cells in blitz, so blocking
            # costs everyone alike: only packing tightly (losing few free
            # cells) and the size of the piece matter.
            foe, centre, mine = [], 0.0, True
        masks, adj, corners, close = t.masks, t.adj, t.corners, bt.centrality
        out = []
        for pid in candidates:
            m = masks[pid]
            gone = m | adj[pid]
            s = 0.0
            if mine:
                s += w_corner * (corners[pid] & fresh).bit_count() - w_lost * (own & gone).bit_count()
            for cells, w in foe:
                s += w * (cells & m).bit_count()
            if centre:
                s += centre * close[pid]
            out.append((s, pid))
        return out


# ---------------------------------------------------------------------------
# Strong: flat Monte Carlo with greedy playouts

class StrongBot:
    """Flat Monte Carlo over the greedy bot's best ``candidates`` moves.

    Playouts go to the candidates in turn (round robin), best-ranked first,
    until ``playouts`` are done or the next one would, at the mean playout
    time so far, end past ``time_limit`` seconds (``None``: no clock; then
    the choice depends only on the board and ``rng``, so seeded games replay
    exactly). A playout plays its candidate on a copy of the board, then
    lets the greedy bot (scoring at most ``sample`` candidates) move every
    colour, each colour for the player controlling it, for ``horizon`` more
    placements (``None``: to the end), each time playing a uniformly random
    legal move of the largest size instead with probability ``epsilon``, so
    that playouts of one candidate differ. The position reached is valued for
    the player to move at the root:

    ``value = side(own) - mean(side(other))``, where a side is the sum over
    its scored colours of the colour's points now (the variant's scoring,
    bonuses included) plus ``mobility`` per attach point while the colour can
    still move.

    The candidate with the best mean value is played (the greedy order
    breaks ties). With one candidate (or one legal move) no playout is run.
    Every candidate gets one playout even past the clock. The defaults take
    tens of milliseconds per decision on Classic, Duo and Trigon in CPython
    (``bench/blokus_bots.py``) and beat the greedy bot in seeded games
    (``tests/blokus/test_bots.py``).
    """

    name = "strong"

    def __init__(self, playouts: int = 24, time_limit: float | None = 1.0, candidates: int = 8,
                 horizon: int | None = 12, epsilon: float = 0.1, mobility: float = 1.0,
                 sample: int | None = 256, greedy: GreedyBot | None = None) -> None:
        if playouts < 1 or candidates < 1:
            raise ValueError("playouts and candidates must be at least 1")
        self.playouts = playouts
        self.time_limit = time_limit
        self.candidates = candidates
        self.horizon = horizon
        self.epsilon = epsilon
        self.mobility = mobility
        self.greedy = greedy or GreedyBot()
        w = self.greedy
        self.rollout = GreedyBot(*w.weights, early=w.early, sample=sample)

    def __repr__(self) -> str:
        return (f"StrongBot(playouts={self.playouts}, time_limit={self.time_limit}, "
                f"candidates={self.candidates}, horizon={self.horizon}, epsilon={self.epsilon})")

    def choose(self, board: Board, rng: _random.Random) -> Move | None:
        c = board.to_move
        if c is None:
            return None
        ranked = self.greedy.ranked(board, rng, self.candidates)
        if len(ranked) == 1:
            return board.tables.move(ranked[0][1], c)
        player = board.player_to_move
        assert player is not None
        totals = [0.0] * len(ranked)
        counts = [0] * len(ranked)
        start = clock()
        deadline = None if self.time_limit is None else start + self.time_limit
        board.tables.playouts()  # thousands of moves played and taken back: the faster tables
        work = board.copy()
        for n in range(self.playouts):
            if n > 0:
                now = clock()
                progress.report(n, now - start)  # playouts so far (the page shows it)
                # Stop when the next playout (as long as the mean so far) would
                # end past the deadline: the budget is an upper bound, not a
                # target to overshoot. Candidates are explored best-ranked
                # first, so a candidate never tried loses to those that were.
                if deadline is not None and now + (now - start) / n > deadline:
                    break
            k = n % len(ranked)
            totals[k] += self._playout(work, ranked[k][1], player, rng)
            counts[k] += 1
        else:  # every playout done: report the last one too
            progress.report(self.playouts, clock() - start)
        means = [totals[k] / counts[k] if counts[k] else -math.inf for k in range(len(ranked))]
        best = max(range(len(ranked)), key=lambda k: (means[k], -k))
        return board.tables.move(ranked[best][1], c)

    def _playout(self, board: Board, pid: int, player: int, rng: _random.Random) -> float:
        """Play ``pid`` then the rollout policy on ``board``; value it; undo all."""
        board.play_index(pid)
        played = 1
        while board.to_move is not None and (self.horizon is None or played <= self.horizon):
            board.play_index(self._rollout_pid(board, rng))
            played += 1
        value = self.evaluate(board, player)
        for _ in range(played):
            board.undo()
        return value

    def _rollout_pid(self, board: Board, rng: _random.Random) -> int:
        """The rollout policy: greedy, or a random largest piece with probability epsilon."""
        c = board.to_move
        assert c is not None
        if rng.random() < self.epsilon:
            mask = GreedyBot._largest(board, c)
            return random_bit(mask, rng.randrange)
        move = self.rollout.choose(board, rng)
        assert move is not None
        return board.tables.by_mask[move.mask]

    def evaluate(self, board: Board, player: int) -> float:
        """The position's value for ``player`` (see the class docstring)."""
        mine, others = _side_groups(board, player)

        def side(colours: Sequence[int]) -> float:
            total = 0.0
            for d in colours:
                total += colour_points(board, d)
                if board.can_move(d):
                    total += self.mobility * board.attach_points(d).bit_count()
            return total

        rest = [side(g) for g in others]
        return side(mine) - (sum(rest) / len(rest) if rest else 0.0)


# ---------------------------------------------------------------------------
# Registry and a game loop

def _level_entry(name: str, playouts: int) -> BotEntry[Bot]:
    """The roster's entry of the tree-search level ``name``."""
    rung = int(name[5:]) if name[5:].isdigit() else None
    label = LABELS.get(name)
    build: Callable[..., Bot] = functools.partial(make_level, name)
    return BotEntry(name, build, f"tree search, {playouts} playouts on Duo's board", level=rung, label=label,
                    picker=rung is not None)


#: Every Blokus bot, in order: the random, greedy and strong bots, then the
#: levelled tree search of `rules_py.blokus.mcts` (``level1`` ...
#: ``level6``, the page's strongest, and ``max`` for the command line), each
#: a fixed number of playouts. ``label`` is what the play page's seat
#: picker shows (through ``tr``).
ROSTER: Roster[Bot] = Roster("Blokus", [
    BotEntry("random", RandomBot, "a uniformly random legal move", label=LABELS["random"], picker=True),
    BotEntry("greedy", GreedyBot, "the largest piece that fits, where a positional score is best",
             label=LABELS["greedy"], picker=True),
    BotEntry("strong", StrongBot, "flat Monte Carlo over the greedy bot's best few moves",
             label=LABELS["strong"], picker=True),
    *(_level_entry(name, playouts) for name, (playouts, _) in LEVELS.items()),
])

#: Every bot by name: its factory (options are its keyword arguments).
BOTS: dict[str, Callable[..., Bot]] = {e.name: e.build for e in ROSTER.entries}


def make_bot(name: str, **options: object) -> Bot:
    """The bot called ``name`` (``"random"``, ``"greedy"``, ``"strong"``, or a
    level of `LEVELS`: ``"level1"`` ... ``"max"``) built
    with ``options`` (the class's keyword arguments); an unknown name or a bad
    option raises `rules_py.errors.OptionError`."""
    return ROSTER.make(name, **options)


def play_game(board: Board, bots: Bot | Sequence[Bot], rng: _random.Random,
              max_moves: int | None = None) -> list[Move]:
    """Let bots play ``board`` to the end (or ``max_moves``); return the moves.

    ``bots`` is one bot for every player, or one per player (indexed like
    ``board.variant.players``); the bot of ``board.player_to_move`` chooses,
    so a shared colour is moved by each player's bot in turn.
    """
    start = len(board.history)
    play_out(board, bots, rng, max_actions=max_moves)
    return list(board.history[start:])


__all__ = ["Bot", "sides", "RandomBot", "GreedyBot", "StrongBot", "BOTS", "ROSTER", "make_bot", "play_game"]
