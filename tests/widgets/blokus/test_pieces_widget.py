"""The pieces page's widget and the piece drawing (runs in CPython and Pyodide)."""

from __future__ import annotations

import html as _html
import json
import re

import pytest

from rules_py import web
from rules_py.blokus.pieces import CLASSIC
from rules_py.render.board import piece_svg
from rules_py.render.markup import SVG
from rules_py.widgets.blokus.pieces import apply_act, oriented_cells


def _state(html: str) -> dict:
    raw = re.search(r'data-state="([^"]*)"', html).group(1)
    return json.loads(_html.unescape(raw))


def test_piece_svg_draws_one_polygon_per_cell():
    for piece in CLASSIC.pieces:
        svg = piece_svg(piece.cells, title=piece.name)
        assert isinstance(svg, SVG) and svg._repr_svg_() == svg
        assert svg.count("<polygon") == piece.size
        assert f"<title>{piece.name}</title>" in svg


def test_piece_svg_frame_keeps_the_picture_size():
    sizes = {re.search(r'viewBox="([^"]*)"', piece_svg(p.cells, frame=(5, 5))).group(1) for p in CLASSIC.pieces}
    assert sizes == {"0 0 5.3 5.3"}


def test_piece_svg_needs_cells():
    with pytest.raises(ValueError):
        piece_svg([])


def test_turns_and_flips_reach_exactly_the_distinct_orientations():
    total = 0
    for piece in CLASSIC.pieces:
        seen = {oriented_cells(piece, r, f) for r in range(4) for f in range(2)}
        assert seen == set(piece.orientations), piece.name
        total += len(seen)
    assert total == 91


def test_flip_then_flip_is_identity_and_four_turns_are_identity():
    piece = CLASSIC.piece("F")
    for r in range(4):
        for f in range(2):
            r2, f2 = apply_act(piece, *apply_act(piece, r, f, {"flip": 1}), {"flip": 1})
            assert (r2, f2) == (r, f)
    state = (0, 0)
    for _ in range(4):
        state = apply_act(piece, *state, {"turn": 1})
    assert state == (0, 0)
    assert apply_act(piece, 3, 1, {"reset": 1}) == (0, 0)


def test_flip_mirrors_left_right():
    piece = CLASSIC.piece("L4")  # X.. / XXX
    assert oriented_cells(piece, *apply_act(piece, 0, 0, {"flip": 1})) == ((2, 0), (0, 1), (1, 1), (2, 1))


def test_clockwise_turn_on_screen():
    piece = CLASSIC.piece("L4")  # X.. / XXX  turned clockwise: XX / X. / X.
    assert oriented_cells(piece, 1, 0) == ((0, 0), (1, 0), (0, 1), (0, 2))


def test_card_round_trip_through_handle():
    html = web.render_widget("blokus-piece", {"piece": "F"})
    assert "showing 1 of 8" in html
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "blokus-piece", "state": _state(html), "act": {"turn": 1}, "inputs": {}}})))
    assert reply["ok"], reply
    assert _state(reply["result"]["html"]) == {"piece": "F", "r": 1, "f": 0}
    assert "showing 2 of 8" in reply["result"]["html"]


@pytest.mark.parametrize("state,act", [({"piece": "nope"}, None), ({"piece": "F"}, {"spin": 1}),
                                       ({"piece": "F", "set": "nope"}, None)])
def test_bad_requests_give_a_message_not_a_traceback(state, act):
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "blokus-piece", "state": state, "act": act}})))
    assert reply["ok"] is False and reply["error"]["kind"] == "RulesError"
    assert "Traceback" not in reply["error"]["message"]


def test_grid_lists_every_piece_and_the_total():
    html = web.render_widget("blokus-pieces")
    assert html.count('data-widget="blokus-piece"') == 21
    assert "<strong>91</strong> distinct orientations" in html
