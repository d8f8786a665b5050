"""Scores from the pieces left (rules_py.blokus.tally) against the engine's
own scores of finished games: the packaged examples and every variant's
golden game."""

from __future__ import annotations

import json
import pathlib

import pytest

from rules_py.blokus import examples, scoring, variants
from rules_py.blokus.board import Board
from rules_py.blokus.tally import score_left, tray
from rules_py.errors import RecordError

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"


def golden_board(name: str) -> Board:
    board = Board(name)
    for step in json.loads((GOLDEN / f"{name}.json").read_text())["steps"]:
        if step.get("played"):
            board.play(step["played"])
    return board


def boards():
    for name in examples.names():
        yield f"example {name}", examples.board_at(name)
    for name in variants.names():
        yield f"golden {name}", golden_board(name)


def _check(board: Board, left: list[dict]) -> None:
    out = score_left(board.variant.name, left)
    assert [c["points"] for c in out["colours"]] == scoring.colour_scores(board)
    assert [s["points"] for s in out["sides"]] == scoring.group_scores(board)
    assert out["winners"] == scoring.winners(board)


@pytest.mark.parametrize("label, board", list(boards()), ids=lambda x: x if isinstance(x, str) else "")
def test_pieces_left_give_the_engines_scores(label, board):
    assert board.is_over or label == "example classic_start"
    bonus = board.variant.bonus_piece
    taps = [{"pieces": board.remaining(c), "last_one": board.last_piece[c] == bonus and not board.remaining(c)}
            for c in range(board.ncolours)]
    _check(board, taps)
    squares = [{"squares": board.remaining_cells(c), "last_one": t["last_one"]} for c, t in enumerate(taps)]
    _check(board, squares)


def test_the_booklets_finished_games_have_their_bonuses():
    out = score_left("classic", [{"pieces": examples.board_at("classic").remaining(c),
                                  "last_one": c == 0} for c in range(4)])
    assert [c["points"] for c in out["colours"]] == [20, -8, -24, -20]


def test_every_variants_tray_is_its_piece_set():
    for name in variants.names():
        v = variants.get(name)
        assert sum(size * n for _, size, n in tray(v)) == v.pieces.total_cells


@pytest.mark.parametrize("entry, code", [
    ({"pieces": ["Q9"]}, "unknown_piece"),
    ({"pieces": ["1", "1"]}, "piece_too_many"),
    ({"squares": 90}, "squares_range"),
    ({"squares": 5, "last_one": True}, "last_one_left"),
    ({}, "left_form"),
])
def test_entries_are_checked_with_reasons(entry, code):
    with pytest.raises(RecordError) as info:
        score_left("duo", [entry, {"squares": 0}])
    assert info.value.reason is not None and info.value.reason.code == code
    assert info.value.reason.fr != info.value.reason.en
