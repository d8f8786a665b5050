"""``tools/blokus_priors.py``: fitting the top levels' prior weights to a
stronger player's moves. CPython only (by marker, so the
module imports ``tools/`` inside the tests): the Pyodide run has no
``tools/``."""

from __future__ import annotations

import dataclasses
import importlib
import math
import pathlib
import random
import sys
from types import ModuleType

import pytest

from rules_py.blokus import mcts, policy, sgf
from rules_py.blokus.board import Board

from tests.paths import ROOT


def _tool() -> ModuleType:
    """``tools/blokus_priors.py``, imported on first use."""
    tools = str(ROOT / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    return importlib.import_module("blokus_priors")


def _played(edition: str, seed: int, moves: int) -> Board:
    """A board of ``edition`` after ``moves`` random moves (seeded)."""
    board = Board(edition)
    rng = random.Random(seed)
    for _ in range(moves):
        mv = board.random_move(rng)
        assert mv is not None
        board.play(mv)
    return board


def _choices(weights: list[float], n: int, rng: random.Random) -> list[list[list[float]]]:
    """``n`` positions of 12 candidates with random features, the move played
    drawn from the softmax of ``weights`` and put first."""
    out = []
    for _ in range(n):
        rows = [[rng.gauss(0, 1) for _ in weights] for _ in range(12)]
        z = [math.exp(sum(w * x for w, x in zip(weights, r))) for r in rows]
        pick = rng.choices(range(12), z)[0]
        out.append([rows[pick]] + rows[:pick] + rows[pick + 1:])
    return out


@pytest.mark.cpython_only
def test_the_fit_recovers_the_weights_that_drew_the_moves() -> None:
    blokus_priors = _tool()
    truth = [1.5, -0.8, 0.0]
    data = _choices(truth, 1500, random.Random(4))
    got = blokus_priors.fit(data)
    assert got == pytest.approx(truth, abs=0.15)
    # It beats the zero weights (and the truth's sign-flipped) on fresh draws.
    fresh = _choices(truth, 300, random.Random(5))
    assert blokus_priors.figures(got, fresh)[0] > blokus_priors.figures([0.0, 0.0, 0.0], fresh)[0]
    assert blokus_priors.figures(got, fresh)[1] > blokus_priors.figures([-x for x in truth], fresh)[1]
    # A fixed feature keeps weight 0.
    assert blokus_priors.fit(data, fixed=[0])[0] == 0.0


@pytest.mark.cpython_only
def test_a_fitted_vector_scores_as_its_weights_do() -> None:
    blokus_priors = _tool()
    board = _played("trigon_2", 2, 9)
    pids = blokus_priors.candidates(board)[:30]
    rows = blokus_priors.features(board, pids, pieces=True)
    shapes = len(board.tables.piece_names)
    w = dataclasses.replace(mcts.TRIGON_WEIGHTS, pieces=tuple(round(0.1 * (k % 7) - 0.3, 3) for k in range(shapes)))
    assert len(rows[0]) == len(blokus_priors.NAMES) + shapes
    v = blokus_priors.as_vector(w, len(w.pieces))
    assert blokus_priors.as_weights(v) == w
    assert blokus_priors.as_vector(mcts.DUO_WEIGHTS, 3)[-3:] == [0.0, 0.0, 0.0]
    # With every candidate among the mobility's top, the vector's scores are the prior's.
    full = policy.Weights(**{**w.__dict__, "mobility_top": len(pids)})
    assert [sum(a * b for a, b in zip(v, r)) for r in rows] == pytest.approx(policy.scores(board, pids, full))


@pytest.mark.cpython_only
def test_positions_come_from_the_records_moves(tmp_path: pathlib.Path) -> None:
    blokus_priors = _tool()
    board = _played("duo", 6, 8)
    path = tmp_path / "game.blksgf"
    path.write_text(sgf.from_board(board).text())
    data = blokus_priors.positions([str(path)], sample=5, seed=1)
    # Each colour's first piece is left out (the book and the centre rule decide it).
    assert len(data) == 6
    assert all(len(s) == 6 and len(s[0]) == len(blokus_priors.NAMES) for _, s in data)
