"""Hypothesis-driven random Trigon games: invariants after every move, exact
undo, explanations agree with legality, and the record round-trips."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from rules_py.blokus import sgf
from rules_py.blokus.board import Board, Move


def _check(board: Board) -> None:
    g = board.geometry
    union = 0
    for c in range(board.ncolours):
        assert union & board.cells[c] == 0
        union |= board.cells[c]
        placed = [mv for cc, mv in board.history if cc == c]
        assert board.cells[c].bit_count() == sum(len(mv) for mv in placed)
        assert board.remaining_cells(c) + sum(len(mv) for mv in placed) == 110
        # Pieces of one colour never share an edge.
        piece_of = {cell: n for n, mv in enumerate(placed) for cell in mv.cells}
        for cell, n in piece_of.items():
            for e in g.edge_neighbours[cell]:
                assert piece_of.get(e, n) == n
    assert union == board.occupied
    if board.history:
        last = board.history[-1][0]
        stop = board.to_move if board.to_move is not None else last
        c = (last + 1) % board.ncolours
        while c != stop:  # every skipped colour really cannot move
            assert not board.can_move(c)
            c = (c + 1) % board.ncolours


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(["trigon", "trigon_2", "trigon_3"]), data=st.data())
def test_random_trigon_games(variant: str, data: st.DataObject) -> None:
    board = Board(variant)
    keys = [board.snapshot()]
    while not board.is_over():
        moves = list(board.legal_moves)
        assert moves and len(moves) == board.legal_moves.count()
        move = moves[data.draw(st.integers(0, len(moves) - 1), label="move")]
        assert board.explain(str(move)) is None
        # The same cells with one triangle moved off are never legal.
        broken = Move(move.piece, move.mask ^ (move.mask & -move.mask), None, board.geometry)
        assert board.explain(broken) is not None
        board.play(str(move))
        _check(board)
        keys.append(board.snapshot())
        if len(board.history) % 10 == 0:
            board.undo()
            assert board.snapshot() == keys[-2]
            board.play(move)
            assert board.snapshot() == keys[-1]
    text = sgf.dumps(board)
    assert sgf.loads(text).snapshot() == board.snapshot()
    while board.history:
        board.undo()
        keys.pop()
        assert board.snapshot() == keys[-1]
