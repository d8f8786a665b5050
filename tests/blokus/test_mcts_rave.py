"""The tree search's all-moves-as-first statistics: what a playout
records, what each node of its path learns from it, and the tree staying
consistent when an untried child is promoted on those statistics."""

from __future__ import annotations

import random

from rules_py.blokus import mcts, policy
from rules_py.blokus.bits import below
from rules_py.blokus.board import Board


def _advance(board: Board, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        mv = board.random_move(rng)
        assert mv is not None
        board.play(mv)


def test_a_recorded_playout_plays_the_same_moves_and_records_them() -> None:
    board = Board("trigon_2")
    _advance(board, random.Random(4), 6)
    plain, kept = board.copy(), board.copy()
    a, b = random.Random(9), random.Random(9)
    n = policy.playout(plain, below(a), 0.5, a.random)
    record: list[tuple[int, int]] = []
    assert policy.playout(kept, below(b), 0.5, b.random, record) == n
    assert kept.snapshot() == plain.snapshot()
    assert [(mv.colour, kept.tables.by_mask[mv.mask]) for mv in kept.history[len(board.history):]] == record


def _node(colour: int, pids: list[int], tried: int = 0) -> mcts.Node:
    node = mcts.Node()
    node.colour, node.side, node.pids = colour, 0, list(pids)
    k = len(pids)
    node.priors = [1.0 / k] * k
    node.counts, node.values, node.children = [0] * k, [0.0] * k, [None] * k
    node.rsum, node.rw = [0.0] * k, [0.0] * k
    node.index = {p: i for i, p in enumerate(pids)}
    node.tried = tried
    return node


def test_amaf_credits_the_movers_later_moves_weighted_by_distance() -> None:
    node = _node(0, [10, 11, 12, 13, 14], tried=1)
    record = [(1, 12), (0, 12), (1, 99), (0, 13), (0, 14)]   # colour 1's 12 is not colour 0's move
    mcts._amaf([(node, 0)], record, [0.8, 0.2], 1.0, 2)
    # colour 0's next two moves after its own (12 then 13) count, the third (14) is past the reach
    assert node.rw == [0.0, 0.0, 1.0, 0.5, 0.0]
    assert node.rsum == [0.0, 0.0, 0.8, 0.4, 0.0]
    assert node.seen == {2, 3}


def test_promoting_an_untried_child_keeps_the_arrays_together() -> None:
    node = _node(0, [10, 11, 12, 13, 14], tried=1)
    node.rw[2], node.rsum[2] = 0.5, 0.1
    node.rw[3], node.rsum[3] = 2.0, 2.0
    node.seen = {2, 3}
    node.priors = [0.4, 0.3, 0.15, 0.1, 0.05]
    i = mcts._select_rave(node, 1.0, 0.1)   # child 3's AMAF value 1.0 beats the rest
    assert i == 1 and node.tried == 2
    assert node.pids == [10, 13, 11, 12, 14] and node.priors == [0.4, 0.1, 0.3, 0.15, 0.05]
    assert node.rw == [0.0, 2.0, 0.0, 0.5, 0.0]
    assert all(node.index[p] == k for k, p in enumerate(node.pids))
    assert node.seen == {3}   # child 12, moved from 2 to 3


def test_a_rave_search_keeps_a_consistent_tree_and_plays_legally() -> None:
    board = Board("trigon_2")
    _advance(board, random.Random(1), 10)
    bot = mcts.MCTSBot(playouts=150, reuse=False, editions={"trigon_2": {"rave": 0.7, "rave_reach": 6}})
    root = bot.search(board, random.Random(2), 80)
    assert sum(root.counts) == root.visits == 80
    assert all(root.counts[i] > 0 for i in range(root.tried))
    assert not any(root.counts[root.tried:]) and all(i >= root.tried for i in root.seen)
    assert all(root.index[p] == k for k, p in enumerate(root.pids)) and sum(root.rw) > 0
    mv = bot.choose(board, random.Random(3))
    assert mv is not None and board.is_legal(mv)
    plain = mcts.MCTSBot(playouts=150, reuse=False)
    assert plain.rave_on("trigon_2") == (0.0, 8) and not plain.search(board, random.Random(2), 20).rw


def test_an_editions_search_settings_apply_only_there() -> None:
    # c_puct, rave and answer set for Trigon for two change its choices, not Duo's.
    edited = {"trigon_2": {"c_puct": 3.0, "rave": 0.7, "answer": 1.0, "virtual": 3.0}}
    for edition, differs in (("duo", False), ("trigon_2", True)):
        board = Board(edition)
        _advance(board, random.Random(6), 8)
        ours = [mcts.MCTSBot(playouts=60, reuse=False, editions=edited).search(board, random.Random(s), 60).counts
                for s in range(2)]
        plain = [mcts.MCTSBot(playouts=60, reuse=False).search(board, random.Random(s), 60).counts for s in range(2)]
        assert (ours != plain) == differs


def test_an_answering_playout_first_covers_the_opponents_open_attach_points() -> None:
    board = Board("trigon_2")
    t = board.tables
    rng = random.Random(2)
    answers: list[int] = []
    while not answers:   # on to a position where the mover can answer
        _advance(board, rng, 1)
        c = board.to_move
        assert c is not None
        last = policy.last_moves(board)
        spots = 0
        for d, pid in last:   # the opponents' pieces among the last three
            if d % 2 != c % 2:
                spots |= t.corners[pid] & ~board.occupied & ~board.edges[d]
        legal = board.allowed[c] & board.cover[c]
        answers = [p for p in range(t.nplacements) if legal >> p & 1 and t.masks[p] & spots]
    largest = max(t.piece_sizes[t.piece_of[p]] for p in answers)
    for seed in range(5):
        work = board.scratch_copy()
        rng = random.Random(seed)
        record: list[tuple[int, int]] = []
        n = policy.playout_answering(work, below(rng), rng.random, 1.0, last, record)
        assert n == len(record) and work.to_move is None and record[0][0] == c
        assert record[0][1] in answers and t.piece_sizes[t.piece_of[record[0][1]]] == largest


def test_virtual_playouts_start_a_weaker_move_lower() -> None:
    node = _node(0, [10, 11, 12], tried=2)
    node.priors = [0.64, 0.32, 0.04]
    node.visits, node.total = 4, 2.0   # the node's mean: 0.5
    node.counts, node.values = [2, 2, 0], [1.0, 1.0, 0.0]   # the same mean for both tried children
    # 3 virtual playouts at 0.5 * sqrt(prior / 0.64): the better prior keeps the higher value
    assert mcts._select_rave(node, 0.0, 0.1, virtual=3.0) == 0
    node.counts, node.values = [2, 2, 0], [0.0, 2.0, 0.0]
    assert mcts._select_rave(node, 0.0, 0.1, virtual=3.0) == 1
    node.counts, node.values = [2, 2, 0], [0.0, 0.0, 0.0]   # both lost: the untried one starts at sqrt(1/16)/2
    assert mcts._select_rave(node, 0.0, 0.1, virtual=3.0) == 0 and node.tried == 2
