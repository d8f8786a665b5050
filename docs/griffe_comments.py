"""A griffe extension for the API reference (mkdocstrings, ``mkdocs.yml``).

The package documents a constant or a field with a ``#:`` comment block
just above it (Sphinx's convention, kept because it reads well in the source
and in ``help()``); griffe only reads a string literal after the assignment.
This extension gives each attribute without a docstring the text of its
``#:`` block, so ``GAMES``, ``CHANCE``, ``SCORINGS``... have an entry with
their explanation. Build-time only: ``rules_py`` never imports it.
"""

from __future__ import annotations

from typing import Any

import griffe


class AttributeComments(griffe.Extension):
    """``#:`` comment blocks above an attribute become its docstring."""

    def on_attribute_instance(self, *, node: Any, attr: griffe.Attribute, agent: Any, **kwargs: Any) -> None:
        if attr.docstring is not None or attr.lineno is None:
            return
        try:
            lines = attr.lines_collection[attr.filepath]  # type: ignore[index]
        except (KeyError, TypeError):
            return
        block: list[str] = []
        i = attr.lineno - 2
        while i >= 0 and lines[i].lstrip().startswith("#:"):
            block.append(lines[i].lstrip()[2:].removeprefix(" "))
            i -= 1
        if block:
            attr.docstring = griffe.Docstring("\n".join(reversed(block)), lineno=i + 2, parent=attr)
