"""rules_py: the complete rules of BLOT and the Blokus family, in pure Python.

Subpackages:

* :mod:`rules_py.blot` -- BLOT, the card game with four simultaneous tricks.
* :mod:`rules_py.blokus` -- Blokus on square and triangle grids, and the solo
  puzzles.
* :mod:`rules_py.web` -- JSON in, JSON/HTML/SVG out: what the web pages call.

Standard library only: the same code runs in CPython and in Pyodide.
"""

from .errors import IllegalMove, RecordError, RulesError
from .reasons import Reason

__version__ = "0.1.0"

__all__ = ["IllegalMove", "RecordError", "RulesError", "Reason", "__version__"]
