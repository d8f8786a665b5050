"""The drawings' options (``board_svg``, ``piece_svg``, ``table_svg``): each
puts in the SVG what it asks for, read back with ``xml.etree``, and the
drawings made without them are byte for byte what they were before the
options existed (their hashes are pinned)."""

from __future__ import annotations

import hashlib
import random
import xml.etree.ElementTree as ET

import pytest

import rules_py
from rules_py.blokus.board import Board
from rules_py.blot.game import BlotState, Play
from rules_py.errors import OptionError

NS = "{http://www.w3.org/2000/svg}"


def tree(svg: str) -> ET.Element:
    return ET.fromstring(str(svg))


def with_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [el for el in root.iter() if cls in (el.get("class") or "").split()]


def duo() -> Board:
    return rules_py.load_record(rules_py.example("duo"), "duo")


def blot_midgame(actions: int = 30) -> BlotState:
    state = rules_py.new_game("blot")
    rng = random.Random(3)
    for _ in range(actions):
        if state.current_player == rules_py.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


def pinned_drawings() -> dict[str, str]:
    trigon = rules_py.new_game("trigon")
    trigon.apply(trigon.legal_actions()[7])
    return {
        "duo board": rules_py.board_svg(duo()),
        "trigon board": rules_py.board_svg(trigon),
        "classic empty": rules_py.board_svg(rules_py.new_game("classic")),
        "piece": rules_py.piece_svg([(0, 0), (1, 0), (1, 1), (2, 1)]),
        "blot table": rules_py.table_svg(blot_midgame()),
        "blot end": rules_py.table_svg(rules_py.load_record(rules_py.example("martin"), "blot")),
    }


#: sha256 (first 16 hex digits) of each drawing with no option: a default
#: that changes fails here, so it changes only on purpose (the two boards
#: were drawn again when the last move became outlined as well as dotted).
PINNED = {
    "duo board": "1dbae3ccc85783c5",
    "trigon board": "1f795d3caa4915b2",
    "classic empty": "df9eb084276ac992",
    "piece": "ace1e6e15425e905",
    "blot table": "05211c46339b3c4a",
    "blot end": "deb451b1ac245ffc",
}


def test_the_drawings_without_options_are_unchanged() -> None:
    got = {name: hashlib.sha256(str(svg).encode()).hexdigest()[:16] for name, svg in pinned_drawings().items()}
    assert got == PINNED


# -- a Blokus board ----------------------------------------------------------------


def test_marks_by_cell_name_or_index() -> None:
    board = rules_py.new_game("duo")
    root = tree(rules_py.board_svg(board, marks={"a1": "mark-red", 15: "corner"}))
    red = with_class(root, "rp-mark-red")
    assert len(red) == 1 and red[0].get("data-mark") == "red"
    assert len(with_class(root, "rp-corner")) == 1
    with pytest.raises(OptionError, match="no cell 'z99'"):
        rules_py.board_svg(board, marks={"z99": "mark-red"})


def test_marked_pieces_and_arrows() -> None:
    board = rules_py.new_game("duo")
    root = tree(rules_py.board_svg(board, pieces=["e10,d11,e11,f11,e12", "a1"], arrows=[("e10", "j5"), (0, 1)]))
    dashed = with_class(root, "rp-marked-piece")
    assert len(dashed) == 2 and all(el.get("stroke-dasharray") for el in dashed)
    assert dashed[1].get("d", "").count("M") == 4  # one cell: four edges
    arrows = with_class(root, "rp-arrow")
    assert [(a.get("data-from"), a.get("data-to")) for a in arrows] == [("e10", "j5"), ("a14", "b14")]
    assert all(a.find(NS + "line") is not None and a.find(NS + "polygon") is not None for a in arrows)


def test_rotate_and_flip_turn_the_view() -> None:
    board = rules_py.new_game("duo")  # a1 is the corner cell at the bottom left

    def where(svg: str, name: str) -> tuple[float, float]:
        cell = next(el for el in tree(svg).iter(NS + "polygon") if (el.findtext(NS + "title") or "").split()[0] == name)
        xs = [float(p.split(",")[0]) for p in cell.get("points", "").split()]
        ys = [float(p.split(",")[1]) for p in cell.get("points", "").split()]
        return sum(xs) / len(xs), sum(ys) / len(ys)

    plain = rules_py.board_svg(board, remaining=False, scores=False)
    x0, y0 = where(plain, "a1")
    assert x0 < 3 and y0 > 12  # bottom left
    x1, y1 = where(rules_py.board_svg(board, rotate=90, remaining=False, scores=False), "a1")
    assert x1 < 3 and y1 < 3  # a quarter turn clockwise: top left
    x2, y2 = where(rules_py.board_svg(board, rotate=180, remaining=False, scores=False), "a1")
    assert x2 > 12 and y2 < 3  # top right
    x3, y3 = where(rules_py.board_svg(board, flip=True, remaining=False, scores=False), "a1")
    assert x3 > 12 and y3 > 12  # mirrored: bottom right
    with pytest.raises(OptionError, match="multiple of 90"):
        rules_py.board_svg(board, rotate=45)


def test_a_turned_view_keeps_its_coordinates_beside_their_lines() -> None:
    root = tree(rules_py.board_svg(rules_py.new_game("duo"), rotate=90, remaining=False, scores=False))
    labels = [el.text for el in with_class(root, "rp-coords")[0]]
    assert sorted(labels) == sorted([*"abcdefghijklmn", *map(str, range(1, 15))])
    off = tree(rules_py.board_svg(rules_py.new_game("duo"), rotate=90, coordinates=False))
    assert not with_class(off, "rp-coords")


def test_colours_override_the_palette() -> None:
    board = duo()
    root = tree(rules_py.board_svg(board, colours={"purple": "#123456", "empty": "white"}))
    purple = with_class(root, "rp-f-purple")
    assert purple and all(el.get("fill") == "#123456" for el in purple)
    assert all(el.get("fill") == "white" for el in with_class(root, "rp-f-empty"))
    with pytest.raises(OptionError, match="no colour 'mauve'"):
        rules_py.board_svg(board, colours={"mauve": "#000"})


def test_size_sets_the_width_in_pixels() -> None:
    root = tree(rules_py.board_svg(duo(), size=300))
    assert float(root.get("width", "0")) == pytest.approx(300)
    view_w, view_h = map(float, root.get("viewBox", "").split()[2:])
    assert float(root.get("height", "0")) == pytest.approx(300 * view_h / view_w, abs=0.01)


def test_the_last_move_or_another_move_highlighted() -> None:
    board = duo()
    assert len(with_class(tree(rules_py.board_svg(board)), "rp-last")) == len(board.history[-1].cells)
    assert not with_class(tree(rules_py.board_svg(board, last_move=False)), "rp-last")
    third = board.history[2]
    dots = with_class(tree(rules_py.board_svg(board, last_move=third)), "rp-last")
    assert len(dots) == len(third.cells)
    assert len(with_class(tree(rules_py.board_svg(board, last_move=str(third))), "rp-last")) == len(third.cells)


# -- a piece -----------------------------------------------------------------------


def test_piece_options() -> None:
    cells = [(0, 0), (1, 0), (2, 0), (2, 1)]
    root = tree(rules_py.piece_svg(cells, marks=[(2, 1)], colours={"piece": "#abcdef"}, size=120))
    assert len(with_class(root, "rp-mark")) == 1
    assert float(root.get("width", "0")) == pytest.approx(120)
    assert any(el.get("fill") == "#abcdef" for el in root.iter())
    plain = tree(rules_py.piece_svg(cells))
    turned = tree(rules_py.piece_svg(cells, rotate=90))
    assert plain.get("viewBox") != turned.get("viewBox")  # 3 wide, 2 high: now 2 wide, 3 high
    w, h = map(float, turned.get("viewBox", "").split()[2:])
    assert h > w
    with pytest.raises(OptionError, match="no cell"):
        rules_py.piece_svg(cells, marks=[(5, 5)])


# -- a BLOT table ------------------------------------------------------------------


def test_table_marks_cards_and_tiles() -> None:
    state = blot_midgame()
    card = state.hand(0)[0].code
    root = tree(rules_py.table_svg(state, marks={card: "red", "blue": "yellow"}))
    rings = with_class(root, "blot-mark")
    assert sorted(el.get("data-mark") or "" for el in rings) == ["red", "yellow"]
    assert len(with_class(tree(rules_py.table_svg(state, marks=[card])), "blot-mark")) == 1
    with pytest.raises(OptionError, match="no mark colour 'pink'"):
        rules_py.table_svg(state, marks={card: "pink"})


def test_table_last_move_colours_and_size() -> None:
    state = blot_midgame()
    while not (state.history and isinstance(state.history[-1], Play)):
        state.undo()
    root = tree(rules_py.table_svg(state, last_move=True))
    last = with_class(root, "blot-last")
    assert len(last) == 1 and last[0].get("data-mark") == "last"
    assert not with_class(tree(rules_py.table_svg(state)), "blot-last")
    recoloured = tree(rules_py.table_svg(state, colours={"green": "#00ff00"}, size=390))
    assert any(el.get("fill") == "#00ff00" for el in with_class(recoloured, "rp-f-green"))
    assert not any(el.get("fill") == "#009E73" for el in recoloured.iter())
    assert float(recoloured.get("width", "0")) == 390
