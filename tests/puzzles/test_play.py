"""Puzzles by hand: the live rules, hints, Solve, and the puzzles-play widget.

The live rules (:class:`PuzzlePosition`) are checked against the attempt
checker (:func:`check`), written independently: a piece may be laid exactly
when the position with it has no problem in a partial check.
"""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from rules_py import web
from rules_py.blokus import puzzles as P
from rules_py.blokus.board import Move
from rules_py.blokus.puzzles import play
from rules_py.errors import RulesError


def _state(out: str) -> dict:
    return json.loads(html.unescape(re.search(r'data-state="([^"]*)"', out).group(1)))


def _random_walk(name: str, steps: int, seed: int):
    """Random legal hand placements, each position checked against :func:`P.check`."""
    rng = random.Random(seed)
    placed: list[P.Placement] = []
    for _ in range(steps):
        pos = play.PuzzlePosition(name, placed, rng.choice(P.COLOURS))
        g = pos.geometry
        shapes = rng.sample(list(pos.puzzle.shapes), 4)
        for shape in shapes:
            legal = pos.legal_masks(shape)
            for mask in play._placements(g, shape)[::7]:
                new = P.placement_from_indices(pos.puzzle, pos.new_colour(shape), shape,
                                               [i for i in range(g.size) if mask >> i & 1])
                independent = P.check(name, placed + [new], partial=True).ok
                assert (mask in legal) == independent, (name, placed, new)
        moves = [(s, m) for s in pos.remaining(pos.to_move) for m in pos.legal_masks(s)]
        if not moves:
            continue
        shape, mask = rng.choice(moves)
        placed.append(pos.play(Move(shape, mask, pos.to_move, g)))
    return placed


@pytest.mark.slow  # seconds in CPython, much longer in Pyodide
@pytest.mark.parametrize("name", ["tetrominoes-8x10", "tetrominoes-8x10-colours", "all-84", "all-84-descending"])
def test_live_rules_agree_with_the_checker(name: str) -> None:
    placed = _random_walk(name, 6, seed=3)
    assert P.check(name, placed, partial=True).ok
    assert len(placed) >= 3


def test_biggest_first_is_enforced_with_its_reason() -> None:
    pos = play.PuzzlePosition("all-84-descending", [], "blue")
    why = pos.explain(pos.parse_move("a20,b20,a19,b19"))
    assert why is not None and why.code == "puzzle.biggest_first"
    assert "5-square" in why.en and "4-square" in why.en and "(48 still to place)" in why.en  # 12 five-square shapes x 4 colours
    assert "5 carrés" in why.fr
    assert sorted(why.details["marks"]) == ["a19", "a20", "b19", "b20"]  # the cells the page marks
    assert pos.explain(pos.parse_move("a20,b20,c20,d20,e20")) is None
    # the plain 84-piece puzzle has no order
    plain = play.PuzzlePosition("all-84", [], "blue")
    assert plain.explain(plain.parse_move("a20,b20,a19,b19")) is None
    with pytest.raises(RulesError, match="Biggest first"):
        pos.play(pos.parse_move("a20"))


@pytest.mark.slow  # seconds in CPython, much longer in Pyodide
def test_hints_keep_the_pieces_placed_and_finish_the_puzzle() -> None:
    name = "tetrominoes-8x10-colours"
    placed = _random_walk(name, 2, seed=5)
    first = list(placed)
    while len(placed) < 20:
        extra, found = play.hint(name, placed, time_limit=20)
        assert extra is not None, found
        assert found.solution[:len(placed)] == placed and P.check(name, found.solution).solved
        pos = play.PuzzlePosition(name, placed, extra.colour)
        assert pos.explain(pos.parse_move(",".join(extra.cells))) is None  # legal now
        placed.append(extra)
    assert placed[:len(first)] == first and P.check(name, placed).solved


def test_hint_says_when_no_solution_keeps_the_pieces() -> None:
    # an O on a2-b3 and one on c1-d2 shut a1 and b1 into a pocket of two cells: no tetromino fits
    walled = [P.Placement("blue", "O", ("a2", "b2", "a3", "b3")), P.Placement("yellow", "O", ("c1", "d1", "c2", "d2"))]
    assert not P.check("tetrominoes-8x10", walled, partial=True).problems
    extra, found = play.hint("tetrominoes-8x10", walled, time_limit=30)
    assert extra is None and found.proved and not found.timed_out


@pytest.mark.slow  # seconds in CPython, much longer in Pyodide
def test_hint_in_the_84_piece_puzzle_is_a_legal_biggest_piece() -> None:
    extra, found = play.hint("all-84-descending", [], time_limit=30)
    assert extra is not None and len(extra.cells) == 5
    assert P.check("all-84-descending", [extra], partial=True).ok
    # off the solver's path: it says it does not know, it does not claim "none"
    pos = play.PuzzlePosition("all-84-descending", [], "blue")
    mine = pos.play(pos.parse_move("a20,b20,c20,b19,b18"))  # a T5 in blue's corner
    extra, found = play.hint("all-84-descending", [mine], time_limit=30)
    if extra is None:
        assert not found.proved


def test_widget_check_says_what_is_wrong_in_words() -> None:
    out = web.render_widget("puzzles-play", {"puzzle": "tetrominoes-8x10"}, {"check": 1})
    assert "Nothing is placed yet" in out
    state = {"puzzle": "tetrominoes-8x10", "pieces": ["blue:O:a1,b1,a2,b2"]}
    out = web.render_widget("puzzles-play", state, {"check": 1})
    assert "No problem so far: 1 of 20 pieces placed." in out and "Missing: 4 x I4" in out
    fr = web.render_widget("puzzles-play", {**state, "lang": "fr"}, {"check": 1})
    assert "Aucun problème pour l&#x27;instant" in fr or "Aucun problème pour l'instant" in fr


@pytest.mark.slow  # seconds in CPython, much longer in Pyodide
def test_widget_places_refuses_undoes_and_solves() -> None:
    st = _state(web.render_widget("puzzles-play", {"puzzle": "all-84-descending"}, {"pick": "1"}))
    out = web.render_widget("puzzles-play", st, {"place": "a20"})
    assert "Biggest first" in out and _state(out)["pieces"] == []
    st = _state(web.render_widget("puzzles-play", {"puzzle": "tetrominoes-8x10"}, {"pick": "O"}))
    st = _state(web.render_widget("puzzles-play", st, {"place": "d5"}))
    assert len(st["pieces"]) == 1 and st["pieces"][0].split(":")[1] == "O"
    st = _state(web.render_widget("puzzles-play", st, {"undo": 1}))
    assert st["pieces"] == []
    out = web.render_widget("puzzles-play", st, {"solve": 1})
    pieces = [P.Placement(*(t.split(":")[:2] + [tuple(t.split(":")[2].split(","))])) for t in _state(out)["pieces"]]
    assert P.check("tetrominoes-8x10", pieces).solved and "Solved!" in out


def test_why_op_gives_the_reason_and_cells() -> None:
    reply = json.loads(web.handle(json.dumps({"op": "puzzles.why", "args": {
        "puzzle": "tetrominoes-8x10-colours", "pieces": ["blue:O:a1,b1,a2,b2"], "colour": "blue",
        "sel": {"piece": "I4", "r": 0, "f": 0}, "at": "c3"}})))
    assert reply["ok"], reply
    verdict = reply["result"]
    assert not verdict["legal"] and verdict["code"] == "edge_contact"
    assert verdict["ghost"] == ["b3", "c3", "d3", "e3"] and verdict["cells"] == ["b3"]  # b3 is above the O's b2


def test_a_tampered_piece_list_is_refused_in_words() -> None:
    with pytest.raises(RulesError):
        web.render_widget("puzzles-play", {"puzzle": "tetrominoes-8x10-colours",
                                           "pieces": ["blue:O:a1,b1,a2,b2", "blue:O:c1,d1,c2,d2"]})
