"""Kept for code not yet moved to :mod:`rules_py.render`: a re-export.

New code builds markup with :mod:`rules_py.render.markup` (``E``), which
escapes every value by construction; ``esc`` is only here for the puzzle
drawing until it moves to ``rules_py/render/puzzles.py``.
"""

from __future__ import annotations

import html

from .render.markup import HTML, SVG


def esc(text: object) -> str:
    """Escape ``text`` for HTML/XML text or a quoted attribute value."""
    return html.escape(str(text), quote=True)


__all__ = ["HTML", "SVG", "esc"]
