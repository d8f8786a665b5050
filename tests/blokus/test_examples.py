"""The worked examples: complete legal games with the booklets' final scores."""

from __future__ import annotations

import pytest

from rules_py.blokus import examples
from rules_py.blokus.scoring import colour_points


def test_classic_example_final_scores():
    rec = examples.record("classic")
    b = rec.replay()
    assert b.variant.name == "classic" and b.is_over
    assert [colour_points(b, c) for c in range(4)] == [20, -8, -24, -20]
    assert not any(b.left[0]) and b.last_piece[0] == "1"
    sizes = dict(zip(b.tables.piece_names, b.tables.piece_sizes))
    left = [sorted(sizes[p] for p in b.remaining(c)) for c in range(4)]
    assert left == [[], [4, 4], [3, 4, 4, 4, 4, 5], [3, 4, 4, 4, 5]]
    assert all(not b.can_move(c) for c in range(4))


def test_duo_example_final_scores():
    b = examples.board_at("duo")
    assert b.variant.name == "duo" and b.is_over
    orange = b.variant.colours.index("orange")
    purple = b.variant.colours.index("purple")
    assert colour_points(b, orange) == 20 and b.last_piece[orange] == "1"
    sizes = dict(zip(b.tables.piece_names, b.tables.piece_sizes))
    assert sorted(sizes[p] for p in b.remaining(purple)) == [3, 3, 4]
    assert colour_points(b, purple) == -10


@pytest.mark.parametrize("name", ["classic", "duo"])
def test_examples_are_commented_and_round_trip(name):
    rec = examples.record(name)
    comments = rec.comments()
    assert 0 in comments and len(comments) >= 5
    b = rec.replay()
    from rules_py.blokus import sgf
    assert sgf.dumps(b, comments, extra=[("GN", rec.root.get("GN")[0])]) + "\n" == examples.text(name)
    assert examples.board_at(name, 3).history.__len__() == 3


@pytest.mark.cpython_only
def test_each_example_has_one_copy(root_dir):
    """The package holds the records; no second copy can drift from it."""
    seeds = root_dir / "seeds" / "blokus"
    package = {examples.text(name) for name in examples.names()}
    for path in seeds.glob("*.blksgf"):
        assert path.name not in examples.FILES.values()
        assert path.read_text() not in package
