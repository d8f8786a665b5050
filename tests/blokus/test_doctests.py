"""The examples in the Blokus modules' docstrings run, and there are some."""

import doctest

import pytest

from rules_py.blokus import board, geometry, gtp, pieces, scoring, sgf, variants


@pytest.mark.parametrize("module", [board, geometry, gtp, pieces, scoring, sgf, variants],
                         ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    # A module whose examples all vanished would pass silently otherwise.
    assert result.attempted > 0, f"{module.__name__} has no doctests"
    assert result.failed == 0
