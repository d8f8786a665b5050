"""The examples in every ``rules_py`` module's docstrings run and hold.

Every module of the package is found by walking it (``pkgutil``), so a new
module's doctests run without being listed here."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from types import ModuleType

import pytest

import rules_py

pytestmark = pytest.mark.cpython_only  # the examples are checked once, in CPython

MODULES = sorted(info.name for info in pkgutil.walk_packages(rules_py.__path__, "rules_py."))

#: Modules whose docstrings teach by example: their examples must not vanish.
MUST_HAVE_EXAMPLES = {"rules_py.blokus.board", "rules_py.blokus.geometry", "rules_py.blokus.gtp", "rules_py.blokus.pieces",
                      "rules_py.blokus.scoring", "rules_py.blokus.sgf", "rules_py.blokus.variants",
                      "rules_py.render.markup"}


def _examples(module: ModuleType) -> int:
    return sum(len(test.examples) for test in doctest.DocTestFinder().find(module))


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=False)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples fail " \
                               f"(python -m doctest -v {module.__file__})"
    if name in MUST_HAVE_EXAMPLES:
        assert result.attempted > 0, f"{name} has no doctests any more"


def test_the_walk_finds_the_package() -> None:
    assert {"rules_py.web", "rules_py.blot.game", "rules_py.blokus.board"} <= set(MODULES)
    assert MUST_HAVE_EXAMPLES <= set(MODULES)
