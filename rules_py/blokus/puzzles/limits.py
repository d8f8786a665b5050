"""The limits of the two puzzle searches: node counting, restarts with a
growing budget, cancellation, progress, and the exceptions that end a
search. The searches themselves are `rules_py.blokus.puzzles.rectangles`
and `rules_py.blokus.puzzles.all84`; `rules_py.blokus.puzzles.solve`
chooses between them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from .definitions import Placement, Puzzle

#: After an attempt runs out of nodes, the next one gets GROWTH times more
#: (both searches).
GROWTH = 1.1

class Cancelled(Exception):
    """The search was stopped by its ``cancel`` callback or time limit.

    ``partial``: for the 84-piece puzzles, the deepest position the search
    reached (pieces in laying order), to show how far it got; else ``[]``.
    """

    partial: list[Placement] = []
    #: the nodes searched before it stopped
    nodes: int = 0
    #: ``"cancelled"`` (the callback asked) or ``"time_limit"``
    why: str = "cancelled"


class NoSolution(Exception):
    """The search space was exhausted without a solution."""


class Restart(Exception):
    """This attempt used up its node budget: reshuffle and start again (raised
    by `Search.tick`, caught by `restarting`)."""


@dataclass(frozen=True)
class Progress:
    """A progress report: ``decided`` and ``best`` count cells out of ``total``."""

    nodes: int
    decided: int
    best: int
    total: int
    tree_fraction: float
    elapsed: float

    @property
    def fraction(self) -> float:
        """Cells decided on the current path, as a fraction of all."""
        return self.decided / self.total if self.total else 1.0

    @property
    def best_fraction(self) -> float:
        """The deepest point reached so far, as a fraction: only grows."""
        return self.best / self.total if self.total else 1.0


ProgressFn = Callable[[Progress], None]
CancelFn = Callable[[], bool]



class Search:
    """Shared bookkeeping: node counting, budget, cancellation, progress."""

    def __init__(self, total: int, progress: ProgressFn | None, cancel: CancelFn | None,
                 time_limit: float | None, report_every: int) -> None:
        self.total = total
        self.progress = progress
        self.cancel = cancel
        self.report_every = max(1, report_every)
        self.start = time.perf_counter()
        self.deadline = None if time_limit is None else self.start + time_limit
        self.nodes = 0
        self.budget = float("inf")  # nodes allowed before a restart
        self.on_best: Callable[[], None] | None = None
        self.best = 0
        # the most cells a report may call decided: below ``total`` while a
        # complete tiling may still be thrown away (its colouring failed)
        self.cap = total
        self.path: list[tuple[int, int]] = []  # (branch index, branch count) per level

    def tick(self, decided: int) -> None:
        """One node, with ``decided`` cells decided: count it, and restart,
        record a new best, or check in (`checkpoint`) as due."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise Restart
        if decided > self.best:
            self.best = decided = min(decided, self.cap)
            if self.on_best is not None:
                self.on_best()
        if self.nodes % self.report_every == 0:
            self.checkpoint(decided)

    def checkpoint(self, decided: int) -> None:
        """Raise `rules_py.blokus.puzzles.limits.Cancelled` if asked to stop or out of time; else report
        progress."""
        if self.cancel is not None and self.cancel():
            raise self._stopped("cancelled", f"cancelled after {self.nodes} nodes")
        now = time.perf_counter()
        if self.deadline is not None and now > self.deadline:
            raise self._stopped("time_limit", f"time limit reached after {self.nodes} nodes")
        if self.progress is not None:
            self.progress(Progress(self.nodes, decided, self.best, self.total, self.tree_fraction(), now - self.start))

    def _stopped(self, why: str, message: str) -> Cancelled:
        exc = Cancelled(message)
        exc.nodes, exc.why = self.nodes, why
        return exc

    def tree_fraction(self) -> float:
        """Knuth's estimate of the share of the tree left behind the current path."""
        frac, weight = 0.0, 1.0
        for i, n in self.path:
            if n <= 0:
                break
            frac += weight * i / n
            weight /= n
        return frac


def restarting(search: Search, shuffle: Callable[[], None], run: Callable[[], bool],
                puzzle: Puzzle, budget: int, reset: Callable[[], object]) -> None:
    """Run the search with restarts: a node budget per attempt, growing by
    `rules_py.blokus.puzzles.limits.GROWTH` each time, and a fresh seeded move order for every attempt.

    A depth-first search sometimes makes a bad choice early and then spends
    ages below it; restarting with another order escapes that (the
    heavy-tail effect). Deterministic for a given seed. Raises
    `rules_py.blokus.puzzles.limits.NoSolution` when ``run`` exhausts its tree.
    """
    while True:
        shuffle()
        reset()
        search.budget = search.nodes + budget
        try:
            found = run()
        except Restart:
            budget = int(budget * GROWTH)
            continue
        if not found:
            raise NoSolution(puzzle.name)
        search.checkpoint(search.total)
        return


__all__ = ["GROWTH", "CancelFn", "Cancelled", "NoSolution", "Progress", "ProgressFn", "Restart", "Search", "restarting"]
