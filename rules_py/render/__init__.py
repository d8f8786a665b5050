"""Drawings of rules objects: markup (the one element builder), boards, cards.

Importing this package registers the notebook drawings of every rules class
with `rules_py.display` (see `rules_py.render.board` and
`rules_py.render.cards`).
"""

from . import board, cards  # noqa: F401  (registers the drawers)
from .markup import HTML, SVG, E

__all__ = ["E", "HTML", "SVG"]
