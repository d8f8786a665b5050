"""The solo puzzles of the classic booklet: definitions, checker, solver.

* :mod:`.definitions`: the six puzzles as data (:data:`PUZZLES`,
  :func:`get_puzzle`), an attempt's pieces (:class:`Placement`) and its JSON
  record (:func:`read_attempt`, :func:`to_record`, :func:`dumps`,
  :func:`to_blksgf`);
* :mod:`.check`: :func:`check`, every rule as one named step; :func:`dead_regions`,
  the empty regions a partial tiling can no longer fill;
* :mod:`.solve`: :func:`solve`, the searches that find a solution;
* :mod:`.cli`: ``python -m rules_py puzzles ...``.

This package re-exports their public names, so ``puzzles.check(...)`` and
``puzzles.solve(...)`` are the *functions*: the names ``check`` and
``solve`` shadow the modules of the same name here. To reach a module
itself, import from it: ``from rules_py.blokus.puzzles.solve import
Cancelled``. Drawing lives in :mod:`rules_py.render.puzzles`; nothing here
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
