"""Golden playthroughs: one seeded game per registered variant, replayed step
by step against ``golden/<variant>.json`` (written by ``make_golden.py``).

A regression pin, not a proof: the counts of the square variants were
checked against the naive generator of ``test_random_games.py`` when first
written, and those Pentobi plays agree with Pentobi's positions in
``test_reference.py``.
"""

from __future__ import annotations

import json
import pathlib
import random

import pytest

from rules_py.blokus import variants

from . import make_golden

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"


def test_one_golden_file_per_variant():
    assert sorted(p.stem for p in GOLDEN.glob("*.json")) == sorted(variants.names())


@pytest.mark.parametrize("name", variants.names())
def test_golden_playthrough(name):
    text = (GOLDEN / f"{name}.json").read_text(encoding="utf-8")
    assert len(text) < 100_000  # small enough to read and to diff
    golden = json.loads(text)
    assert golden["variant"] == name
    # Replay the recorded moves, so a change shows up at the first step
    # that differs; the seeded generator must choose the same moves.
    rng = random.Random(golden["seed"])
    board = make_golden.Board(name)
    for k, step in enumerate(golden["steps"]):
        expected = {key: value for key, value in step.items() if key != "played"}
        assert make_golden.step_summary(board) == expected, (name, k)
        assert str(board.random_move(rng)) == step["played"], (name, k)
        board.play(step["played"])
    assert board.is_over
    assert make_golden.final_summary(board) == golden["final"]
    assert make_golden.dumps(golden) == text  # the file is exactly what the script writes
