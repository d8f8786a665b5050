"""The closing table of ``make bench`` reads the figures the parts print."""

from __future__ import annotations

import pathlib
import sys

import pytest

if sys.platform == "emscripten":
    pytest.skip("bench/ is not mounted in the Pyodide test run; the closing table is a CPython tool",
                allow_module_level=True)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "bench"))
import _targets  # noqa: E402


def row(text: str, label: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(label))


def test_figures_are_read_and_compared_with_their_targets() -> None:
    figures: _targets.Figures = {}
    _targets.parse("pages", "next_page_live: min 0.07 s, median 0.42 s (n=5; target <= 0.3 s)\n"
                            "first_page_vs_bare_cold: 0.97 x (medians; target <= 1.0 x)", figures)
    _targets.parse("cpython", "random_game_duo: 0.25 ms\nblot_random_games_4p: 120.0 games/s\nnoise line", figures)
    _targets.parse("pyodide", "random_game_duo: 0.5 ms\nblot_random_games_4p: 60.0 games/s", figures)
    assert figures[("pages", "next_page_live")] == 0.42  # the median, not the min
    text = _targets.table(figures)
    assert row(text, "next page").split()[-2:] == ["NO", "#18"]
    assert "0.97 x" in row(text, "first page / bare Pyodide boot, cold") and " yes " in row(text, "first page / bare Pyodide boot, cold")
    assert "2 x" in row(text, "Pyodide / CPython: random game Duo")        # 0.5 / 0.25
    assert "2 x" in row(text, "Pyodide / CPython: a BLOT round")           # rates: 120 / 60
    assert "not measured in this run" in row(text, "random game Classic, CPython")
