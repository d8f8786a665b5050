"""A griffe extension for the API reference (mkdocstrings, ``mkdocs.yml``):
a name written in a docstring becomes a link on the reference pages.

In the package a docstring names another object plainly, by its full dotted
path in backticks (`` `rules_py.render.board.piece_element` ``), so
``help()`` and an editor's tooltip read clean text. When the reference is
built, this extension turns each such name that the reference renders into
an autorefs cross-reference, ``[`piece_element`][rules_py.render.board.piece_element]``:
the link's text is the name inside its module (``Board.position``), a
module's or a front-door name's (``rules_py.new_game``) as written. A name
the reference does not render stays code, so no link is ever broken.

Build-time only: ``rules_py`` never imports it. What the reference renders
is read by ``tools/docstring_xrefs.py`` (`rendered`), the tool that keeps
the docstrings in this style.
"""

from __future__ import annotations

import pathlib
import re
import sys
from collections.abc import Iterator
from typing import Any

import griffe

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
try:
    import docstring_xrefs as xrefs
finally:
    sys.path.pop(0)

#: A full dotted name of the package in single backticks (not a ``literal``).
NAME = re.compile(r"(?<![`\w])`(rules_py(?:\.\w+)+)`(?![`\w])")


def link(package: griffe.Module, written: str, shown: set[str]) -> str | None:
    """The cross-reference for ``written``, or ``None`` when the reference does not render it."""
    obj = xrefs.lookup(package, written)
    if obj is None:
        return None
    try:
        target = obj.final_target if isinstance(obj, griffe.Alias) else obj
        path = target.path
    except (griffe.AliasResolutionError, griffe.CyclicAliasError):
        return None
    if path not in shown:
        return None
    if target.kind is griffe.Kind.MODULE or (written != path and written.count(".") == 1):
        text = written  # a module, or a name of the front door (rules_py.new_game)
    else:
        text = path[len(target.module.path) + 1:]
    # rendered under the name written (a member a page lists from its module), else its own
    return f"[`{text}`][{written if written in shown else path}]"


def _objects(obj: griffe.Object) -> Iterator[griffe.Object]:
    yield obj
    for member in obj.members.values():
        if not member.is_alias:
            yield from _objects(member)  # type: ignore[arg-type]


class CrossReferences(griffe.Extension):
    """Plain full names in docstrings become links to their reference entries."""

    def on_package(self, *, pkg: griffe.Module, loader: Any = None, **kwargs: Any) -> None:
        if pkg.name != "rules_py":
            return
        shown = xrefs.rendered(pkg)
        for obj in _objects(pkg):
            doc = obj.docstring
            if doc is not None and "`rules_py." in doc.value:
                doc.value = NAME.sub(lambda m: link(pkg, m.group(1), shown) or m.group(0), doc.value)
