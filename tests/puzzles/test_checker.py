"""The puzzle checker against hand-made good and bad attempts."""

from __future__ import annotations

import json

import pytest

from rules_py.blokus import puzzles as P
from rules_py.errors import RecordError
from rules_py.render.puzzles import render_svg

# A hand-checked solution of the harder 8x10 puzzle, drawn row by row from
# the top (row 10) down; each letter is one piece.
GRID_8X10 = [
    "AABBCCDD",
    "EAABBCCD",
    "EEFGGGHD",
    "IEFFGJHK",
    "IIFJJJHK",
    "ILLMMMHK",
    "NLLOOMPK",
    "NNNOOPPP",
    "QQQQRRSS",
    "TTTTRRSS",
]
PIECES_8X10 = {
    "A": ("green", "Z4"), "B": ("red", "Z4"), "C": ("blue", "Z4"), "D": ("yellow", "L4"),
    "E": ("yellow", "Z4"), "F": ("red", "T4"), "G": ("green", "T4"), "H": ("red", "I4"),
    "I": ("blue", "T4"), "J": ("blue", "L4"), "K": ("green", "I4"), "L": ("yellow", "O"),
    "M": ("green", "L4"), "N": ("red", "L4"), "O": ("blue", "O"), "P": ("yellow", "T4"),
    "Q": ("yellow", "I4"), "R": ("green", "O"), "S": ("red", "O"), "T": ("blue", "I4"),
}


def from_grid(rows: list[str], legend: dict[str, tuple[str, str]]) -> list[dict]:
    height = len(rows)
    cells: dict[str, list[str]] = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch != ".":
                cells.setdefault(ch, []).append(f"{'abcdefghijklmnopqrst'[x]}{height - y}")
    return [{"colour": legend[k][0], "piece": legend[k][1], "cells": v} for k, v in sorted(cells.items())]


@pytest.fixture
def good() -> list[dict]:
    return from_grid(GRID_8X10, PIECES_8X10)


def codes(report: P.CheckReport) -> list[str]:
    return sorted(report.codes)


def test_puzzles_are_the_six_of_the_booklet():
    assert set(P.PUZZLES) == {"all-84", "all-84-descending", "tetrominoes-8x10", "tetrominoes-8x10-colours",
                              "pentominoes-15x16", "pentominoes-15x16-colours"}
    assert P.PUZZLES["tetrominoes-8x10"].cell_count == 80 == 8 * 10
    assert P.PUZZLES["pentominoes-15x16"].cell_count == 240 == 15 * 16
    assert P.PUZZLES["all-84"].piece_count == 84 and P.PUZZLES["all-84"].cell_count == 356


def test_good_attempt_solves_both_versions(good):
    for name in ("tetrominoes-8x10", "tetrominoes-8x10-colours"):
        report = P.check(name, good)
        assert report.solved, report.to_dict()


def test_plain_version_needs_no_colours(good):
    for p in good:
        del p["colour"]
    assert P.check("tetrominoes-8x10", good).solved
    report = P.check("tetrominoes-8x10-colours", good)
    assert "puzzle.colour_needed" in report.codes and not report.ok


def test_record_round_trip_and_json_text(good):
    report = P.check("tetrominoes-8x10", json.dumps({"puzzle": "tetrominoes-8x10", "pieces": good}))
    assert report.solved
    assert P.check("tetrominoes-8x10", json.dumps({"puzzle": "all-84", "pieces": good})).codes == [
        "puzzle.wrong_puzzle"]


def test_gap_and_missing_piece(good):
    removed = good.pop(0)  # green Z4
    report = P.check("tetrominoes-8x10-colours", good)
    assert codes(report) == ["puzzle.gap", "puzzle.missing_piece"]
    gap = next(p for p in report.problems if p.code == "puzzle.gap")
    assert sorted(gap.details["cells"]) == sorted(removed["cells"])
    assert "green Z4" in next(p for p in report.problems if p.code == "puzzle.missing_piece").en
    # the same attempt, declared work in progress, is fine
    assert P.check("tetrominoes-8x10-colours", good, partial=True).ok


def test_overlap_and_duplicate(good):
    extra = dict(good[0])  # a second green Z4 on top of the first
    good.append(extra)
    report = P.check("tetrominoes-8x10", good)
    assert codes(report) == ["puzzle.duplicate_piece", "puzzle.overlap"]
    overlap = next(p for p in report.problems if p.code == "puzzle.overlap")
    assert sorted(overlap.details["cells"]) == sorted(extra["cells"])
    assert overlap.details["pieces"] == [0, 20]


def test_same_colour_edge(good):
    # piece Q (yellow I4, row 3) and T (blue I4, row 1... no: rows 2/1) -- make T yellow:
    # then yellow Q and yellow T share the edge a2-a1 .. d2-d1, and yellow has two I4.
    for p in good:
        if p["piece"] == "I4" and p["colour"] == "blue":
            p["colour"] = "yellow"
    report = P.check("tetrominoes-8x10-colours", good)
    assert "puzzle.same_colour_edge" in report.codes
    edge = next(p for p in report.problems if p.code == "puzzle.same_colour_edge")
    assert set(edge.details["cells"]) == {"a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2"}
    assert "puzzle.duplicate_piece" in report.codes and "puzzle.missing_piece" in report.codes
    # the plain version does not care about colours touching
    assert "puzzle.same_colour_edge" not in P.check("tetrominoes-8x10", good).codes


def test_off_board_and_not_a_piece(good):
    good[0]["cells"] = ["a11", "b11", "b10", "c10"]
    good[1]["cells"] = ["c9", "d9", "e9", "f9"]  # a straight line called Z4
    report = P.check("tetrominoes-8x10", good)
    assert "puzzle.off_board" in report.codes
    off = next(p for p in report.problems if p.code == "puzzle.off_board")
    assert off.details["cells"] == ["a11", "b11"]
    bad = next(p for p in report.problems if p.code == "puzzle.not_a_piece")
    assert bad.details["pieces"] == [1]


def test_unknown_piece_and_colour(good):
    good[0]["piece"] = "P"  # a pentomino name in the tetromino puzzle
    good[1]["colour"] = "purple"
    report = P.check("tetrominoes-8x10-colours", good)
    assert {"puzzle.unknown_piece", "puzzle.unknown_colour"} <= set(report.codes)


def test_messages_in_both_languages(good):
    good.pop()
    for problem in P.check("tetrominoes-8x10", good).problems:
        assert problem.en and problem.fr and problem.en != problem.fr
        assert problem.code.startswith("puzzle.")


def test_unreadable_attempts_raise_record_error():
    with pytest.raises(RecordError):
        P.read_attempt("{not json")
    with pytest.raises(RecordError) as err:
        P.read_attempt([{"piece": "O", "cells": "a1"}, {"piece": 3, "cells": []}])
    assert err.value.index == 1


# --- the game-rules puzzles (hand-made partial positions) ------------------

BLUE_I5 = {"colour": "blue", "piece": "I5", "cells": ["a20", "b20", "c20", "d20", "e20"]}
BLUE_L4 = {"colour": "blue", "piece": "L4", "cells": ["f19", "g19", "h19", "h18"]}  # corner f19-e20
BLUE_O = {"colour": "blue", "piece": "O", "cells": ["g17", "h17", "g16", "h16"]}     # edge h18-h17
BLUE_V3 = {"colour": "blue", "piece": "V3", "cells": ["j15", "k15", "j14"]}          # touches nothing blue
YELLOW_X = {"colour": "yellow", "piece": "X", "cells": ["k10", "j11", "k11", "l11", "k12"]}


def test_game_rules_good_partial_position():
    report = P.check("all-84", [BLUE_I5, BLUE_L4], partial=True)
    assert report.ok and not report.complete


def test_game_rules_start_corner():
    report = P.check("all-84", [YELLOW_X], partial=True)
    assert report.codes == ["puzzle.start_not_covered"]
    assert report.problems[0].details["cells"] == ["t20"]


def test_game_rules_corner_contact_and_edges():
    report = P.check("all-84", [BLUE_I5, BLUE_L4, BLUE_O, BLUE_V3], partial=True)
    assert sorted(report.codes) == ["puzzle.not_connected", "puzzle.same_colour_edge"]
    lost = next(p for p in report.problems if p.code == "puzzle.not_connected")
    assert lost.details["pieces"] == [3] and lost.details["cells"] == BLUE_V3["cells"]
    edge = next(p for p in report.problems if p.code == "puzzle.same_colour_edge")
    assert set(edge.details["cells"]) == {"h18", "h17"}
    # other colours may touch freely
    red_next = {"colour": "red", "piece": "I3", "cells": ["f20", "g20", "h20"]}
    assert "puzzle.same_colour_edge" not in P.check("all-84", [BLUE_I5, red_next], partial=True).codes


def test_complete_game_attempt_lists_missing_pieces():
    report = P.check("all-84", [BLUE_I5, BLUE_L4])
    assert report.codes == ["puzzle.missing_piece"]
    assert "yellow X" in report.problems[0].en


def test_descending_order_partial():
    # a 4-square piece while 5-square ones are still missing
    report = P.check("all-84-descending", [BLUE_I5, BLUE_L4], partial=True)
    assert report.codes == ["puzzle.order"]
    assert report.problems[0].details["pieces"] == [1]
    assert P.check("all-84", [BLUE_I5, BLUE_L4], partial=True).ok


def test_descending_order_links_through_smaller_piece():
    # blue I5 (corner) - blue L4 - blue W: the W reaches the corner only
    # through a smaller piece, which is laid after it biggest-first.
    w = {"colour": "blue", "piece": "W", "cells": ["i17", "i16", "j16", "j15", "k15"]}
    report = P.check("all-84-descending", [BLUE_I5, BLUE_L4, w])
    order = [p for p in report.problems if p.code == "puzzle.order"]
    assert [p.details["pieces"] for p in order] == [[2]]
    assert "puzzle.order" not in P.check("all-84", [BLUE_I5, BLUE_L4, w]).codes


def test_descending_root_must_be_biggest():
    v3 = {"colour": "blue", "piece": "V3", "cells": ["a20", "b20", "a19"]}
    i5 = {"colour": "blue", "piece": "I5", "cells": ["b18", "c18", "d18", "e18", "f18"]}
    report = P.check("all-84-descending", [v3, i5])
    assert [p.details["pieces"] for p in report.problems if p.code == "puzzle.order"] == [[1]]


def test_blksgf_setup():
    text = P.to_blksgf([P.Placement(**BLUE_I5), P.Placement(**YELLOW_X)])
    assert text.startswith("(;FF[4]") and "GM[Blokus]" in text
    assert "A1[a20,b20,c20,d20,e20]" in text and "A2[k10,j11,k11,l11,k12]" in text


def test_svg_draws_pieces_and_marks_problems(good):
    svg = render_svg("tetrominoes-8x10", [P.Placement(p["colour"], p["piece"], tuple(p["cells"])) for p in good])
    assert svg.startswith("<svg") and svg._repr_svg_() == svg
    assert svg.count("rp-f-blue") > 0 and svg.count("rp-problem") == 0
    good.pop()
    report = P.check("tetrominoes-8x10", good)
    assert report.problems
    svg = render_svg("tetrominoes-8x10", P.read_attempt(good)[1], problems=report.problems)
    assert svg.count("rp-problem") >= 4


def test_blksgf_setup_is_read_back_by_the_engine():
    sgf = pytest.importorskip("rules_py.blokus.sgf")
    pieces = [P.Placement(**BLUE_I5), P.Placement(**BLUE_L4), P.Placement(**YELLOW_X)]
    board = sgf.loads(P.to_blksgf(pieces))
    assert [(c, m.piece) for c, m in board.setup_pieces] == [(0, "I5"), (0, "L4"), (1, "X")]


def test_dead_regions_name_the_holes_no_piece_left_can_fill(good):
    """Two I4 cut a1 off: no tetromino fills one cell, so the attempt has no
    solution although no rule is broken (Check says so, Hint agrees); the
    rest of the board, dead only because of that hole, is not listed."""
    two = [P.Placement(None, "I4", ("b1", "c1", "d1", "e1")), P.Placement(None, "I4", ("a2", "b2", "c2", "d2"))]
    assert P.check("tetrominoes-8x10", two, partial=True).ok
    dead = P.dead_regions("tetrominoes-8x10", two)
    assert [(r.code, r.details["cells"]) for r in dead] == [("puzzle.dead_region", ["a1"])]
    assert "a1" in dead[0].en and "a1" in dead[0].fr
    # a four-cell pocket with a shape no piece left has (the O: all four used) is dead too
    pocket = [P.Placement(None, "O", cells) for cells in (("c1", "d1", "c2", "d2"), ("e1", "f1", "e2", "f2"),
                                                          ("g1", "h1", "g2", "h2"), ("a5", "b5", "a6", "b6"))]
    pocket += [P.Placement(None, "I4", ("a3", "b3", "c3", "d3")), P.Placement(None, "I4", ("e3", "f3", "g3", "h3"))]
    assert P.check("tetrominoes-8x10", pocket, partial=True).ok
    assert [r.details["cells"] for r in P.dead_regions("tetrominoes-8x10", pocket)] == [["a1", "b1", "a2", "b2"]]
    # a correct start, and the full solution, have none; nor has the 84-piece game
    solution = P.read_attempt(good)[1]
    assert P.dead_regions("tetrominoes-8x10", solution[:5]) == []
    assert P.dead_regions("tetrominoes-8x10", solution) == []
    assert P.dead_regions("all-84", []) == []
