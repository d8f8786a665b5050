"""The Blokus search's shortcuts agree with the plain computations they replace.

:func:`rules_py.blokus.policy.playout` finds the largest piece size left by
the highest set bit (the size classes are runs of placement numbers) and
reads each placement's local replies from a cache that ignores whether
the corner cells are occupied; ``_playout_by_masks`` is the plain path
(one mask per size, the free corner cells' placements). Both are played
from the same random positions with the same random numbers: the same
moves must come out.
"""

from __future__ import annotations

import random

import pytest

from rules_py.blokus import policy
from rules_py.blokus.board import Board, iter_bits

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


@pytest.mark.parametrize("edition", EDITIONS)
def test_size_classes_are_runs_of_placement_numbers(edition: str) -> None:
    pt = policy.policy_tables(Board(edition).tables)
    floor = pt.class_floor
    assert floor is not None, "every edition numbers its pieces smallest first"
    for m in pt.by_size:
        low = (m & -m).bit_length() - 1
        assert all(floor[p] == low for p in iter_bits(m))


def test_size_runs_refuses_classes_that_are_not_runs() -> None:
    assert policy.size_runs([0b1100, 0b0011]) == [0, 0, 2, 2]
    assert policy.size_runs([0b0011, 0b1100]) is None      # the larger size lower
    assert policy.size_runs([0b1010, 0b0101]) is None      # interleaved
    assert policy.size_runs([0b11000, 0b00011]) is None    # a gap


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("local", [0.0, 0.5, 1.0])
def test_playout_plays_what_the_plain_path_plays(edition: str, local: float) -> None:
    for seed in range(4):
        start = _random_position(edition, seed)
        pt = policy.policy_tables(start.tables)
        fast, plain = start.copy(), start.copy()
        r1, r2 = random.Random(seed), random.Random(seed)
        n1 = policy.playout(fast, r1.randrange, local, r1.random)
        n2 = policy._playout_by_masks(plain, pt.by_size, r2.randrange, local, r2.random)
        assert n1 == n2
        assert fast.moves_notation() == plain.moves_notation()
        assert r1.random() == r2.random()  # the same random numbers drawn


@pytest.mark.parametrize("edition", EDITIONS)
def test_reach_meets_legal_moves_as_the_free_corners_do(edition: str) -> None:
    t = Board(edition).tables
    pt = policy.policy_tables(t)
    for seed in range(6):
        board = _random_position(edition, 100 + seed)
        rng = random.Random(seed)
        played = [t.by_mask[mv.mask] for _, mv in board.history]
        for pid in rng.sample(range(t.nplacements), 40) + played:
            free = t.corners[pid] & ~board.occupied
            reach = 0
            for cell in iter_bits(free):
                reach |= t.kill[cell]
            for c in range(board.ncolours):
                legal = board.allowed[c] & board.cover[c]
                assert legal & pt.reach(pid) == legal & reach
