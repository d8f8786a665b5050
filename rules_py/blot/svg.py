"""Moved to :mod:`rules_py.render.cards`; this name stays only for
``BlotState._repr_svg_``/``_repr_html_`` until ``BlotState`` draws through
:mod:`rules_py.display`."""

from ..render.cards import score_html, table_svg  # noqa: F401

__all__ = ["score_html", "table_svg"]
