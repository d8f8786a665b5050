"""Shared bits of SVG output: a string that draws itself in Jupyter."""

from __future__ import annotations

import html


class SVG(str):
    """An SVG document as a ``str``; notebooks display it as a picture."""

    def _repr_svg_(self) -> str:
        return str(self)


class HTML(str):
    """An HTML fragment as a ``str``; notebooks display it rendered."""

    def _repr_html_(self) -> str:
        return str(self)


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)
