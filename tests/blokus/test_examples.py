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


@pytest.mark.parametrize("name", examples.names())
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


def test_every_file_is_an_example():
    import pathlib
    folder = pathlib.Path(examples.__file__).parent
    assert sorted(p.name for p in folder.glob("*.blksgf")) == sorted(examples.FILES.values())


@pytest.mark.parametrize("name", ["classic_start", "classic_3", "edition_12_game1", "edition_12_game2", "trigon_3"])
def test_teaching_games_are_finished_and_legal(name):
    b = examples.record(name).replay()
    assert b.is_over and all(not b.can_move(c) for c in range(b.ncolours))


def test_classic_start_each_colour_covers_its_own_corner():
    b = examples.record("classic_start").replay()
    corners = {0: "a20", 1: "t20", 2: "t1", 3: "a1"}
    for mv in b.history[:4]:
        c = mv.colour
        assert corners[c] in str(mv).split(",")
    assert [mv.colour for mv in b.history[:4]] == [0, 1, 2, 3]


def test_three_players_shared_colour_is_not_scored():
    from rules_py.blokus.scoring import winners
    b = examples.record("classic_3").replay()
    assert b.variant.shared_colours == (3,) and b.variant.score_groups == ((0,), (1,), (2,))
    points = [colour_points(b, c) for c in range(4)]
    assert points[3] == max(points) and winners(b) == [points[:3].index(max(points[:3]))]


def test_edition_12_match_loser_starts_the_second_game():
    from rules_py.blokus.scoring import Match
    m = Match()
    g1, g2 = (examples.record(n).replay() for n in ("edition_12_game1", "edition_12_game2"))
    assert g1.variant.name == g2.variant.name == "edition_12"
    starter = m.record(g1)
    assert g1.history[0].colour == 0 and m.results[0].index(min(m.results[0])) == starter == 0
    assert g2.history[0].colour == starter
    m.record(g2)
    assert [r.index(max(r)) for r in m.results] == [1, 0]


def test_trigon_3_each_colour_starts_on_a_shared_start():
    b = examples.record("trigon_3").replay()
    assert b.variant.name == "trigon_3" and b.variant.shared_starts
    starts = set(b.tables.starts[0] or ())
    for mv in b.history[:3]:
        c = mv.colour
        assert mv.mask & sum(1 << i for i in starts)
    assert colour_points(b, 1) == 20 and b.last_piece[1] == "1"
