"""Renderers: draw rules objects (boards, cards, puzzles) as SVG and HTML."""
