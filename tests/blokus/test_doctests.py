"""The examples in the Blokus modules' docstrings run."""

import doctest

import pytest

from rules_py.blokus import board, sgf, variants


@pytest.mark.parametrize("module", [board, sgf, variants])
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.failed == 0
