"""Board drawings: coordinates, last move, overlays, side panel; any geometry."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from rules_py.blokus.board import Board
from rules_py.render.board import board_svg


def test_board_svg_is_valid_and_complete():
    b = Board("duo")
    b.play("e10,d11,e11,f11,e12")
    s = board_svg(b, legal_cells=True, highlight="j4,i5,j5,k5,j6", highlight_ok=True)
    root = ET.fromstring(s)
    assert root.tag.endswith("svg")
    assert s._repr_svg_() == str(s)
    assert s.count('class="rp-last"') == 5
    assert 'class="rp-highlight"' in s
    assert ">a</text>" in s and ">14</text>" in s  # coordinates
    assert "purple: -84" in s and "orange: -89" in s  # scores in the panel
    assert "<title>X</title>" not in s.split('class="rp-panel"')[1].split("orange")[0]  # X is placed


def test_board_repr_svg_and_cell_acts():
    b = Board("classic")
    assert str(board_svg(b)).startswith("<svg")
    s = board_svg(b, cell_acts=True, remaining=False, scores=False, coordinates=False)
    assert s.count("data-cell=") == 400
    assert 'class="rp-panel"' not in s


def test_letters_for_colour_blind_readers():
    b = Board("classic")
    b.play("a20")
    s = board_svg(b, letters=True)
    assert ">B</text>" in s


def test_triangle_board_draws_with_the_same_code():
    b = Board("trigon")
    rng = random.Random(0)
    for _ in range(8):
        b.play(b.random_move(rng))
    s = board_svg(b, legal_cells=True)
    ET.fromstring(s)
    assert s.count("<polygon") > 486
