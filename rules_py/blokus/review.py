"""Evaluate a game's moves with the search: losses, marks, why.

For each move of the chosen player (or of every player) in a record,
`rules_py.blokus.review.review` searches the position before the move with the tree search
of `rules_py.blokus.mcts` at a level's budget (`mcts.budget`,
scaled per edition) and reads the *final margin* of every playout: the
mover's side's total minus the best other side's total, in points
(squares or triangles left count against, as in standard scoring).

* ``best``: the search's choice (the root's most visited move);
  ``eval_before``: its mean final margin over the playouts through it.
* ``eval_after``: the mean final margin of the playouts through the move
  played. When the search gave it fewer than a quarter of the budget (at
  least `rules_py.blokus.review.MIN_VISITS`) playouts, a search of that many playouts from
  the position after it adds its own; after the last move the margin is
  the game's own.
* ``loss = max(0, eval_before - eval_after)``, never negative; 0 when the
  move played is the best.
* ``mark``: by the loss in points (`rules_py.blokus.review.THRESHOLDS`): ``"inaccuracy"``
  from 3, ``"mistake"`` from 6, ``"blunder"`` from 12; ``None`` below 3.
  A search's estimate of one move's margin varies by about a point at the
  default budget, so a loss under 3 points is not called out.
* ``why`` (marked moves only): a `rules_py.reasons.Reason` in
  English and French comparing the best move with the move played by the
  features of the move priors (`rules_py.blokus.policy`): the piece's
  size, the new corners (attach points) it opens for its colour, the
  opponents' attach points it covers. The feature whose difference weighs
  most (by the priors' weights) is named; when none favours the best move,
  the sentence says the difference shows later in the game.

Each move uses its own random generator, seeded from ``seed`` and the
move's index, so a review is the same for the same seed, whichever
player is reviewed. `rules_py.progress` hears the playouts run so far
in the whole review (never decreasing; the searches report every 32
playouts, so the page's count moves within a second) and, after each move
reviewed, the total so far.
"""

from __future__ import annotations

import random as _random
import time
from dataclasses import dataclass
from typing import Any

from .. import progress
from ..reasons import Catalogue, Reason
from . import sgf
from .board import Board, Move
from .mcts import LEVELS, budget, make_level
from .policy import WEIGHTS, colour_sides, policy_tables, side_of_player
from .scoring import group_scores

#: The words of the "why" sentences (`rules_py.i18n.reasons_review`).
REASONS = Catalogue("reasons_review")

#: ``(mark, smallest loss in points)``, the worst first.
THRESHOLDS: tuple[tuple[str, float], ...] = (("blunder", 12.0), ("mistake", 6.0), ("inaccuracy", 3.0))

#: The levels a review may use: those that search (``--level N`` is ``levelN``).
REVIEW_LEVELS: dict[int, str] = {int(name[5:]): name for name, (playouts, _) in LEVELS.items()
                                 if name.startswith("level") and playouts > 0}
#: The default: the page's strongest level.
DEFAULT_LEVEL = max(REVIEW_LEVELS)

#: The fewest playouts that value the move played.
MIN_VISITS = 8

#: The clock of the progress reports.
clock = time.perf_counter


@dataclass(frozen=True)
class MoveReview:
    """One move's review (module docstring); ``player`` counts from 0."""

    index: int
    player: int
    colour: int
    move: str
    best: str
    eval_before: float
    eval_after: float
    loss: float
    mark: str | None
    why: Reason | None

    def to_json(self) -> dict[str, Any]:
        """The command line's fields, in its order."""
        return {"index": self.index, "player": self.player, "move": self.move, "best": self.best,
                "eval_before": self.eval_before, "eval_after": self.eval_after, "loss": self.loss,
                "mark": self.mark}

    def to_dict(self) -> dict[str, Any]:
        """`rules_py.blokus.review.MoveReview.to_json` plus the colour and the reason (``None`` when
        unmarked)."""
        return {**self.to_json(), "colour": self.colour, "why": None if self.why is None else self.why.to_dict()}


def mark(loss: float) -> str | None:
    """The mark of a loss in points (`rules_py.blokus.review.THRESHOLDS`), ``None`` below the smallest."""
    for name, least in THRESHOLDS:
        if loss >= least:
            return name
    return None


def margin(board: Board, side: int) -> float:
    """``side``'s total minus the best other side's total (standard scoring)."""
    totals = group_scores(board)
    others = [x for k, x in enumerate(totals) if k != side]
    return float(totals[side] - max(others)) if others else float(totals[side])


def features(board: Board, pid: int) -> tuple[int, int, int]:
    """``(size, corners, taken)`` of placement ``pid`` for the colour to move:
    the piece's size, the new attach points it opens for its colour, and
    the attach points of the mover's opponents it covers (as in the priors)."""
    c = board.to_move
    player = board.player_to_move
    assert c is not None and player is not None
    t = board.tables
    sides = colour_sides(board)
    mine = side_of_player(board, player)
    own = board.attach_points(c)
    fresh = t.all_cells & ~(board.occupied | board.edges[c] | own)
    foe = 0
    for d in range(board.ncolours):
        if d != c and sides[d] is not None and sides[d] != mine:
            foe |= board.attach_points(d)
    return (policy_tables(t).size_of[pid], (t.corners[pid] & fresh).bit_count(),
            (t.masks[pid] & foe).bit_count())


def why(board: Board, played: int, best: int, loss: float) -> Reason:
    """The sentence comparing the best placement with the one played (module docstring)."""
    size_p, corners_p, taken_p = features(board, played)
    size_b, corners_b, taken_b = features(board, best)
    c = board.to_move
    assert c is not None
    names = {"best": str(board.tables.move(best, c)), "played": str(board.tables.move(played, c))}
    gains = [(WEIGHTS.size * (size_b - size_p), "size"), (WEIGHTS.corners * (corners_b - corners_p), "corners"),
             (WEIGHTS.blocked * (taken_b - taken_p), "taken")]
    weight, code = max(gains, key=lambda g: g[0])  # the first of equals: size, corners, taken
    if weight <= 0:
        return REASONS["later"](loss=f"{loss:.1f}", **names)
    return REASONS[code](best_size=size_b, played_size=size_p, best_corners=corners_b,
                         played_corners=corners_p, best_taken=taken_b, played_taken=taken_p, **names)


def _rng(seed: int, index: int) -> _random.Random:
    return _random.Random(seed * 1_000_003 + index)


def review_move(board: Board, move: Move, index: int, *, level: int = DEFAULT_LEVEL, seed: int = 0,
                playouts: int | None = None, spent: list[int] | None = None) -> MoveReview:
    """Review ``move`` (legal, of the colour to move) played at ``board``,
    the record's move ``index`` (seeding the search); ``playouts`` (for
    Duo's board, scaled per edition) overrides the level's budget.
    ``spent[0]``, if given, grows by each search's playouts as it ends."""
    spent = [0] if spent is None else spent
    c, player = board.to_move, board.player_to_move
    if c is None or player is None:
        raise ValueError("the game is over: no move to review")
    bot = make_level(REVIEW_LEVELS[level])
    n = budget(board, bot.playouts if playouts is None else playouts, bot.least)
    side = side_of_player(board, player)
    rng = _rng(seed, index)
    counts: dict[int, int] = {}
    sums: dict[int, float] = {}

    def observe(first: int, finished: Board) -> None:
        counts[first] = counts.get(first, 0) + 1
        sums[first] = sums.get(first, 0.0) + margin(finished, side)

    t = board.tables
    played = t.by_mask[move.mask]
    root = bot.search(board, rng, n, observe)
    spent[0] += n
    best_i = max(range(root.tried), key=lambda i: (root.counts[i], -i)) if root.tried else 0
    best = root.pids[best_i]
    before = sums.get(best_i, 0.0) / max(1, counts.get(best_i, 0))
    if best == played:
        after = before
    else:
        i = root.pids.index(played) if played in root.pids else -1
        k, total = (counts.get(i, 0), sums.get(i, 0.0)) if i >= 0 else (0, 0.0)
        want = max(MIN_VISITS, n // 4)
        if k < want:
            nxt = board.copy()
            nxt.play_index(played)
            if nxt.to_move is None:
                k, total = 1, margin(nxt, side)
            else:
                extra: list[float] = []
                bot.search(nxt, rng, want - k, lambda _first, finished: extra.append(margin(finished, side)))
                spent[0] += want - k
                k, total = k + len(extra), total + sum(extra)
        after = total / max(1, k)
    before, after = round(before, 2) + 0.0, round(after, 2) + 0.0  # + 0.0: no -0.0 printed
    loss = round(max(0.0, before - after), 2)
    m = mark(loss)
    return MoveReview(index=index, player=player, colour=c, move=str(move), best=str(t.move(best, c)),
                      eval_before=before, eval_after=after, loss=loss, mark=m,
                      why=None if m is None else why(board, played, best, loss))


def review(record: sgf.Record, player: int | None = None, *, level: int = DEFAULT_LEVEL, seed: int = 0,
           playouts: int | None = None) -> list[MoveReview]:
    """Review every move of ``player`` (from 0; ``None``: every player) in
    ``record``, in the record's order. Raises
    `rules_py.errors.RecordError` if the record holds an illegal move
    (before any search), ``ValueError`` for a player the variant lacks or a
    level that does not search."""
    if level not in REVIEW_LEVELS:
        raise ValueError(f"level must be one of {', '.join(map(str, REVIEW_LEVELS))}")
    if player is not None and not 0 <= player < len(record.variant.players):
        raise ValueError(f"player must be 0..{len(record.variant.players) - 1} for {record.variant.name}")
    record.replay()  # a RecordError at the first illegal move, before any work
    moves = record.moves()
    out: list[MoveReview] = []
    start = clock()
    spent = [0]   # playouts of the searches already ended
    for index, (colour, text, _node, _prop) in enumerate(moves):
        board = record.replay(stop_at=index)
        if player is not None and board.player_to_move != player:
            continue
        mv = board.parse_move(text, colour)
        # a search's own reports count from 0: the review's count goes on from the searches before it
        listener = progress.listen(None)
        if listener is not None:
            outer = listener
            progress.listen(lambda k, _s: outer(spent[0] + k, clock() - start))
        try:
            out.append(review_move(board, mv, index, level=level, seed=seed, playouts=playouts, spent=spent))
        finally:
            progress.listen(listener)
        progress.report(spent[0], clock() - start)
    return out


def review_json(reviews: list[MoveReview]) -> dict[str, Any]:
    """The command line's output: ``{"moves": [...]}``."""
    return {"moves": [r.to_json() for r in reviews]}


__all__ = ["DEFAULT_LEVEL", "MIN_VISITS", "MoveReview", "REASONS", "REVIEW_LEVELS", "THRESHOLDS", "features",
           "margin", "mark", "review", "review_json", "review_move", "why"]
