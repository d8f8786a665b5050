"""Jupyter display without upward imports.

Rules classes (a Blokus `rules_py.blokus.board.Board`, a BLOT
state) inherit `Drawable`; they never import a renderer. The
renderers (`rules_py.render`) register how to draw each class with
`register`. Importing `rules_py.render` (which
``import rules_py.render`` or ``from rules_py.render import ...`` does)
makes every rules object draw itself in a notebook; before that, a notebook
shows its plain ``repr``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: class -> {mime type: function(obj) -> str}
_DRAWERS: dict[type, dict[str, Callable[[Any], str]]] = {}


def register(cls: type, mime: str, draw: Callable[[Any], str]) -> None:
    """Draw instances of ``cls`` (and its subclasses) as ``mime`` with ``draw``."""
    _DRAWERS.setdefault(cls, {})[mime] = draw


def drawers(obj: object) -> dict[str, Callable[[Any], str]]:
    """The drawers that apply to ``obj``, nearest class first."""
    found: dict[str, Callable[[Any], str]] = {}
    for klass in reversed(type(obj).__mro__):
        found.update(_DRAWERS.get(klass, {}))
    return found


class Drawable:
    """Mixin: ``_repr_mimebundle_`` from the registered drawers, if any."""

    __slots__ = ()

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str] | None:
        bundle = {mime: draw(self) for mime, draw in drawers(self).items()}
        return bundle or None


__all__ = ["register", "drawers", "Drawable"]
