"""The Trigon page widgets render, react to clicks and refuse bad input."""

from __future__ import annotations

import html as _html
import json
import re

import pytest

from rules_py import RulesError, web


def test_board_widget_shows_neighbours_of_the_clicked_triangle() -> None:
    out = web.render_widget("trigon-board", {}, {"cell": "r15"})
    assert 'data-widget="trigon-board"' in out
    assert out.count("<polygon") >= 486
    assert "shares an edge with q15, r14, s15 (3)" in out
    assert "(9)" in out
    state = json.loads(_html.unescape(re.search(r'data-state="([^"]*)"', out).group(1)))
    assert state == {"variant": "trigon", "cell": "r15"}


def test_board_widget_on_the_three_player_board() -> None:
    out = web.render_widget("trigon-board", {"variant": "trigon_3", "cell": "p14"})
    assert "384 triangles" in out and "p14</strong> points" in out
    assert out.count("<polygon") >= 384


def test_board_widget_refuses_unknown_cells_and_boards() -> None:
    with pytest.raises(RulesError):
        web.render_widget("trigon-board", {}, {"cell": "a1"})
    with pytest.raises(RulesError):
        web.render_widget("trigon-board", {"variant": "classic"})


def test_pieces_widget_lists_the_22_pieces() -> None:
    out = web.render_widget("trigon-pieces", {})
    assert out.count("<figure") == 22
    assert "<strong>155</strong> distinct orientations" in out
    for name in ("I6", "O", "X", "A4", "1"):
        assert f"<strong>{name}</strong>" in out


def test_piece_card_turns_and_flips_a_triangle_piece_through_all_12_ways() -> None:

    seen = set()
    for f in (0, 1):
        state = {"set": "trigon", "piece": "F", "r": 0, "f": f}
        for _ in range(6):
            out = web.render_widget("blokus-piece", state, {"turn": 1})
            assert "6 triangles" in out
            state = json.loads(_html.unescape(re.search(r'data-state="([^"]*)"', out).group(1)))
            seen.add(int(re.search(r"showing (\d+) of 12", out).group(1)))
    assert seen == set(range(1, 13))
    grid = web.render_widget("blokus-pieces", {"set": "trigon"})
    assert "<strong>155</strong> distinct orientations" in grid


@pytest.mark.parametrize("lang, words", [("en", "is already covered"), ("fr", "est déjà occupée")])
def test_trigon_place_refuses_a_bad_move_list_in_words(lang: str, words: str) -> None:
    """A move list that cannot be replayed (the same piece again after Undo) is a
    request the page gets back in the reader's words, never an internal error
    or the reason's code (found by tests/core/test_web_fuzz.py)."""
    import json

    from rules_py import web

    move = "q14,r14,r15,s15,s16,t16"
    request = {"op": "widget", "args": {"widget": "trigon-place", "act": {"undo": 1}, "inputs": {},
                                        "state": {"variant": "trigon", "moves": [move] * 3, "lang": lang}}}
    reply = json.loads(web.handle(json.dumps(request)))
    assert reply["ok"] is False and reply["error"]["kind"] == "RulesError"
    message = reply["error"]["message"]
    assert message.startswith("move 2" if lang == "en" else "le coup 2") and words in message
    assert "occupied:" not in message
