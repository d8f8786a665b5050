"""Old path of the puzzle solver: use :mod:`rules_py.blokus.puzzles.solve`.

Temporary: removed when widgets move to the new path
(``rules_py/widgets/puzzles.py`` still imports ``from ..blokus import solver``).
"""

from __future__ import annotations

from .puzzles.solve import Cancelled, NoSolution, Progress, solve

__all__ = ["solve", "Progress", "Cancelled", "NoSolution"]
