"""The checker's rule steps run in their declared order, and the puzzle
rules stay free of rendering."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rules_py.blokus import puzzles as P
from rules_py.blokus.puzzles import check as check_module  # the function: the name shadows the module
from rules_py.blokus.puzzles.check import COLOUR_STEPS, PIECE_STEPS, STEPS

BLUE_I5 = {"colour": "blue", "piece": "I5", "cells": ["a20", "b20", "c20", "d20", "e20"]}
BLUE_V3_ALONE = {"colour": "blue", "piece": "V3", "cells": ["j15", "k15", "j14"]}
YELLOW_X = {"colour": "yellow", "piece": "X", "cells": ["k10", "j11", "k11", "l11", "k12"]}


def test_package_names_are_the_functions():
    assert check_module is P.check and callable(P.solve)


def test_steps_are_declared_in_order():
    assert [s.__name__ for s in STEPS] == [
        "_check_puzzle_name", "_check_each_piece", "_check_no_overlap", "_check_piece_counts",
        "_check_none_missing", "_check_no_gaps", "_check_no_edge_contact", "_check_laid_biggest_first",
        "_check_each_colour"]
    assert [s.__name__ for s in PIECE_STEPS] == ["_piece_on_board", "_piece_shape", "_piece_colour"]
    assert [s.__name__ for s in COLOUR_STEPS] == ["_colour_start_covered", "_colour_corner_contact"]


def test_problems_come_step_by_step_and_piece_by_piece():
    # Worked out by hand: the record names another puzzle (step 1); piece 1
    # is off the board and has no colour, piece 2 is not an O (step 2, piece
    # by piece); pieces 3 and 4 overlap (step 3); most of the set is missing
    # (step 5) and most of the rectangle is uncovered (step 6).
    pieces = [
        {"piece": "T4", "cells": ["a11", "b11", "c11", "b10"]},
        {"colour": "red", "piece": "O", "cells": ["a1", "b1", "c1", "d1"]},
        {"colour": "red", "piece": "I4", "cells": ["a5", "a6", "a7", "a8"]},
        {"colour": "blue", "piece": "I4", "cells": ["a5", "a6", "a7", "a8"]},
    ]
    report = P.check("tetrominoes-8x10-colours", {"puzzle": "all-84", "pieces": pieces})
    assert report.codes == ["puzzle.wrong_puzzle", "puzzle.off_board", "puzzle.colour_needed",
                            "puzzle.not_a_piece", "puzzle.overlap", "puzzle.missing_piece", "puzzle.gap"]
    assert [p.details["pieces"] for p in report.problems[1:5]] == [[0], [0], [1], [2, 3]]


def test_colours_are_checked_one_after_the_other():
    # Blue's lone V3 (a blue problem) comes before yellow's uncovered corner.
    report = P.check("all-84", [BLUE_I5, YELLOW_X, BLUE_V3_ALONE], partial=True)
    assert report.codes == ["puzzle.not_connected", "puzzle.start_not_covered"]
    assert report.problems[0].details["colour"] == "blue" and report.problems[1].details["colour"] == "yellow"


@pytest.mark.cpython_only
def test_rules_do_not_import_rendering(root_dir):
    code = ("import sys, rules_py.blokus.puzzles as P; P.solve('tetrominoes-8x10', 0); "
            "print(sorted(m for m in sys.modules if m.startswith(('rules_py.render', 'rules_py.svg', "
            "'rules_py.widgets', 'rules_py.web'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root_dir, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
