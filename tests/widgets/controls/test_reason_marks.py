"""The cells a picture marks for an illegal placement come from the engine's
reason (``details["marks"]``), never rebuilt from the code by a widget: every
covered cell, every cell along a forbidden edge, the free starting cells, the
open corners, the piece placed again. Checked against a plain reading of each
rule on positions of seeded random games, in three variants."""

from __future__ import annotations

import random

import pytest

from rules_py.blokus.board import Board, Move
from rules_py.widgets.controls.placement import explain_at, offending_cells


def _expected(board: Board, move: Move, code: str) -> set[str]:
    """Each rule read plainly on the board's public data."""
    g, c = board.geometry, board.to_move
    assert c is not None
    names = {g.name(i) for i in move.cells}
    if code == "occupied":
        return {g.name(i) for i in move.cells if board.occupied >> i & 1}
    if code in ("edge_contact", "touches_piece"):
        near = board.cells[c] if code == "edge_contact" else board.occupied
        return {g.name(i) for i in move.cells if any(near >> j & 1 for j in g.edge_neighbours[i])}
    if code == "must_cover_start":
        return {g.name(i) for i in board.variant.start_indices(c) or () if not board.occupied >> i & 1}
    if code == "no_corner_contact":
        return {g.name(i) for i in range(g.size) if board.attach_points(c) >> i & 1}
    if code == "piece_used":
        return names
    return set()


@pytest.mark.parametrize("variant, seed", [("duo", 1), ("classic", 2), ("trigon", 3), ("blitz", 4)])
def test_marks_are_the_cells_each_rule_names(variant: str, seed: int) -> None:
    rng = random.Random(seed)
    board = Board(variant)
    t = board.tables
    seen: set[str] = set()
    for turn in range(14):
        if board.is_over:
            break
        c = board.to_move
        assert c is not None
        for pid in rng.sample(range(t.nplacements), 150):
            move = t.move(pid, c)
            why = board.explain(move)
            if why is None:
                continue
            seen.add(why.code)
            assert set(why.details["marks"]) == _expected(board, move, why.code), (why.code, str(move))
            assert offending_cells(why) == why.details["marks"]
        played = board.random_move(rng)
        if played is None:
            break
        board.play(played)
    assert {"occupied", "no_corner_contact"} <= seen or {"occupied", "touches_piece"} <= seen, seen


def test_piece_used_marks_the_piece_and_the_first_piece_marks_the_free_starts() -> None:
    board = Board("duo")
    first = board.explain("a1,b1")
    assert first is not None and first.code == "must_cover_start"
    assert sorted(first.details["marks"]) == sorted(first.details["starts"].split(", "))
    board.play(board.legal_moves_of(board.to_move)[0])
    board.play(board.legal_moves_of(board.to_move)[0])
    used = board.pieces_on_board()[0][1]
    again = board.explain(Move(used.piece, used.mask, None, board.geometry))
    assert again is not None and again.code in ("piece_used", "occupied")
    assert set(again.details["marks"]) == set(used.names())


def test_explain_at_marks_what_the_engine_lists() -> None:
    board = Board("duo")
    verdict = explain_at(board, {"piece": "1", "r": 0, "f": False}, "a14")
    assert verdict["legal"] is False and verdict["code"] == "must_cover_start"
    assert verdict["cells"] == board.explain("a14").details["marks"]
