"""Moved to :mod:`rules_py.render.board`; this name stays only for
``Board._repr_svg_`` until ``Board`` draws through :mod:`rules_py.display`."""

from ..render.board import board_svg, piece_svg  # noqa: F401

__all__ = ["board_svg", "piece_svg"]
