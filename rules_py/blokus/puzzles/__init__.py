"""The solo puzzles of the classic booklet: definitions, checker, solver.

* `rules_py.blokus.puzzles.definitions`: the six puzzles as data
  (`rules_py.blokus.puzzles.definitions.PUZZLES`,
  `rules_py.blokus.puzzles.definitions.get_puzzle`), an attempt's pieces
  (`rules_py.blokus.puzzles.definitions.Placement`) and its JSON
  record (`rules_py.blokus.puzzles.definitions.read_attempt`,
  `rules_py.blokus.puzzles.definitions.to_record`, `rules_py.blokus.puzzles.definitions.dumps`,
  `rules_py.blokus.puzzles.definitions.to_blksgf`);
* `rules_py.blokus.puzzles.check`: `rules_py.blokus.puzzles.check.check`, every rule as one named
  step; `rules_py.blokus.puzzles.check.dead_regions`,
  the empty regions a partial tiling can no longer fill;
* `rules_py.blokus.puzzles.solve`: `rules_py.blokus.puzzles.solve.solve`, which runs
  the search a puzzle needs: the rectangles' exact-cover scan
  (`rules_py.blokus.puzzles.rectangles`) or the 84-piece puzzles' symmetric search
  (`rules_py.blokus.puzzles.all84`), both counting, restarting and stopping through
  `rules_py.blokus.puzzles.limits`;
* `cli`: ``python -m rules_py puzzles ...``.

This package re-exports their public names, so ``puzzles.check(...)`` and
``puzzles.solve(...)`` are the *functions*: the names ``check`` and
``solve`` shadow the modules of the same name here. To reach a module
itself, import from it: ``from rules_py.blokus.puzzles.solve import
Cancelled``. Drawing lives in `rules_py.render.puzzles`; nothing here
imports it.
"""

from __future__ import annotations

from .check import REASONS, CheckReport, check, dead_regions, identify
from .definitions import (COLOURS, PENTOMINOES, PUZZLES, START_CELLS, TETROMINOES, Placement, Puzzle,
                          dumps, get_puzzle, placement_from_indices, read_attempt, to_blksgf, to_record)
from .solve import Cancelled, NoSolution, Progress, solve

__all__ = [
    "COLOURS", "START_CELLS", "TETROMINOES", "PENTOMINOES", "PUZZLES", "Puzzle", "Placement",
    "get_puzzle", "placement_from_indices", "read_attempt", "to_record", "dumps", "to_blksgf",
    "REASONS", "CheckReport", "check", "dead_regions", "identify",
    "solve", "Progress", "Cancelled", "NoSolution",
]
