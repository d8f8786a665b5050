"""The Blokus search's shortcuts agree with the plain paths they replace.

A search's playout runs on a *scratch* board (``Board.scratch_copy``): it plays
without keeping its moves or their undo, since the board is valued and
dropped. The same playout on a board that keeps them must reach the same
position, and a search that hands its finished boards to an observer (so
keeps every move) must count the same visits as one that does not.
"""

from __future__ import annotations

import random

import pytest

from rules_py.blokus import mcts, policy
from rules_py.blokus.board import Board

EDITIONS = ["duo", "classic", "classic_2", "classic_3", "junior", "blitz_2", "edition_12", "trigon", "trigon_2"]


def _random_position(edition: str, seed: int) -> Board:
    rng = random.Random(seed)
    board = Board(edition)
    for _ in range(rng.randrange(0, 6 * board.ncolours)):
        mv = board.random_move(rng)
        if mv is None:
            break
        board.play(mv)
    return board


def _position(board: Board) -> tuple[object, ...]:
    """Everything a position is made of, but its history and undo."""
    return (board.occupied, board.cells, board.edges, board.corner_cells, board.allowed, board.cover,
            board.left, board.placed, board.last_piece, board.to_move)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_scratch_playout_reaches_the_position_a_kept_one_does(edition: str) -> None:
    for seed in range(4):
        start = _random_position(edition, seed)
        kept, scratch = start.copy(), start.scratch_copy()
        r1, r2 = random.Random(seed), random.Random(seed)
        n1 = policy.playout(kept, r1.randrange, 0.5, r1.random)
        n2 = policy.playout(scratch, r2.randrange, 0.5, r2.random)
        assert n1 == n2 == len(kept.history) - len(start.history)
        assert _position(kept) == _position(scratch)
        assert scratch == kept
        assert scratch.history == start.history  # the scratch board kept none of its moves
        bot = mcts.MCTSBot()
        sides = len(start.variant.score_groups)
        assert bot.values(kept, sides) == bot.values(scratch, sides)


@pytest.mark.parametrize("edition", ["duo", "classic_3", "trigon_2"])
def test_a_search_counts_the_same_with_its_boards_kept(edition: str) -> None:
    board = _random_position(edition, 7)
    seen: list[int] = []
    plain = mcts.MCTSBot().search(board, random.Random(3), 60)
    kept = mcts.MCTSBot().search(board, random.Random(3), 60, lambda first, finished: seen.append(first))
    assert len(seen) == 60
    assert plain.pids == kept.pids and plain.counts == kept.counts and plain.values == kept.values


@pytest.mark.parametrize("edition", EDITIONS)
def test_an_unchecked_play_equals_the_checked_play(edition: str) -> None:
    """``play_unchecked`` (the search's fast path) leaves the board exactly
    as ``play`` does, moves, undo stack and all, and returns the next
    colour's legal placements."""
    rng = random.Random(11)
    checked, fast = Board(edition), Board(edition)
    while checked.to_move is not None:
        mv = checked.random_move(rng)
        assert mv is not None
        colour = checked.to_move
        pid = fast.tables.by_mask[mv.mask]
        checked.play(mv)
        legal = fast.play_unchecked(colour, pid)
        assert fast.snapshot() == checked.snapshot() and fast.history == checked.history
        nxt = fast.to_move
        assert legal == (0 if nxt is None else fast.allowed[nxt] & fast.cover[nxt])
    assert fast == checked and fast.record() == checked.record()
    while checked.history:
        assert fast.undo() == checked.undo()
        assert fast.snapshot() == checked.snapshot()


def test_first_to_move_is_the_colour_before_the_moves() -> None:
    board = Board("duo")
    board.setup([(0, "e10,d11,e11,f11,e12")], to_move=1)
    assert board.first_to_move == 1 == board.to_move
    board.play("j4,i5,j5,k5,j6")
    assert board.first_to_move == 1 and board.to_move == 0
    assert "PL[W]" in board.record()
