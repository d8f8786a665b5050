"""Random games in every registered variant (square and triangle):
invariants after every move, explanations agree with legality, exact undo,
the record round trip; and an independent (slow, cell-by-cell) move
generator as an oracle for the variants Pentobi does not play."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules_py.errors import IllegalMove
from rules_py.blokus import sgf, variants
from rules_py.blokus.board import Board, Move
from rules_py.blokus.scoring import colour_scores

#: Every variant in the registry: a new variant is tested here by registering it.
ALL_VARIANTS = variants.names()


def naive_legal(board: Board) -> set[str]:
    """Legal moves from the rules alone: every piece, orientation and translation."""
    c = board.to_move
    if c is None:
        return set()
    v = board.variant
    g = v.geometry
    own = {i for i in range(g.size) if board.cells[c] >> i & 1}
    occ = {i for i in range(g.size) if board.occupied >> i & 1}
    out = set()
    for piece, n in zip(v.pieces.pieces, board.left[c]):
        if n == 0:
            continue
        for o in g.orientations(piece.cells):
            for pts in g.translations(o):
                if any(p not in g.index for p in pts):
                    continue
                cells = [g.index[p] for p in pts]
                if any(i in occ for i in cells):
                    continue
                edges = {j for i in cells for j in g.edge_neighbours[i]} - set(cells)
                if v.contact == "blitz":
                    if edges & occ:
                        continue
                else:
                    if edges & own:
                        continue
                    if board.placed[c] == 0:
                        starts = v.start_indices(c)
                        if starts is not None and not set(starts) & set(cells):
                            continue
                    else:
                        corners = {j for i in cells for j in g.corner_neighbours[i]} - set(cells) - edges
                        if not corners & own:
                            continue
                out.add(",".join(sorted((g.name(i) for i in cells),
                                        key=lambda n: (-g.cells[g.parse(n)][1], g.cells[g.parse(n)][0]))))
    return out


def check_invariants(b: Board) -> None:
    """What holds after every move of any variant."""
    union = 0
    for c in range(b.ncolours):
        assert union & b.cells[c] == 0
        union |= b.cells[c]
        placed = [m for cc, m in b.pieces_on_board() if cc == c]
        assert b.cells[c].bit_count() == sum(len(m) for m in placed)
        assert b.remaining_cells(c) + sum(len(m) for m in placed) == b.variant.pieces.total_cells
        _check_no_own_edge_contact(b, placed)
    assert union == b.occupied
    if b.to_move is not None:
        assert b.can_move(b.to_move)
    # Skip rule: every colour between the last mover and the colour to move cannot move.
    if b.history:
        last = b.history[-1].colour
        k = b.ncolours
        stop = b.to_move if b.to_move is not None else last
        c = (last + 1) % k
        while c != stop:
            assert not b.can_move(c)
            c = (c + 1) % k


def _check_no_own_edge_contact(b: Board, placed: list[Move]) -> None:
    """Pieces of one colour never share an edge (checked on the geometry)."""
    g = b.geometry
    piece_of = {cell: n for n, mv in enumerate(placed) for cell in mv.cells}
    for cell, n in piece_of.items():
        for e in g.edge_neighbours[cell]:
            assert piece_of.get(e, n) == n


def _play_checked(b: Board, mv: Move, keys: list) -> None:
    """Play a legal move, checking its explanations, the invariants, and undo."""
    assert mv in b.legal_moves and b.explain(mv) is None and b.explain(str(mv)) is None
    # The same cells with one cell taken off are never legal.
    broken = Move(mv.piece, mv.mask ^ (mv.mask & -mv.mask), None, b.geometry)
    assert b.explain(broken) is not None
    b.play(mv)
    check_invariants(b)
    keys.append(b.snapshot())
    if len(b.history) % 10 == 0:
        b.undo()
        assert b.snapshot() == keys[-2]
        b.play(mv)
        assert b.snapshot() == keys[-1]


@pytest.mark.parametrize("name", ALL_VARIANTS)
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_game_invariants_undo_and_record(name, data):
    b = Board(name)
    keys = [b.snapshot()]
    while not b.is_over:
        moves = list(b.legal_moves)
        assert moves and len(moves) == b.legal_moves.count()
        _play_checked(b, moves[data.draw(st.integers(0, len(moves) - 1), label="move")], keys)
    assert all(not b.can_move(c) for c in range(b.ncolours))
    assert len(colour_scores(b)) == b.ncolours
    # Record round trip.
    text = sgf.dumps(b)
    again = sgf.read(text).replay()
    assert again.snapshot() == b.snapshot() and again == b and sgf.dumps(again) == text
    # Undo all the way back, exactly.
    while b.history:
        keys.pop()
        b.undo()
        assert b.snapshot() == keys[-1]
    assert b == Board(name)


@pytest.mark.parametrize("name", ALL_VARIANTS)
def test_seeded_game_undoes_exactly(name):
    rng = random.Random(name)
    b = Board(name)
    keys = [b.snapshot()]
    while not b.is_over:
        move = b.random_move(rng)
        assert move in b.legal_moves and b.explain(move) is None
        b.play(move)
        keys.append(b.snapshot())
    for key in reversed(keys[:-1]):
        b.undo()
        assert b.snapshot() == key
    assert len(b.history) == 0


@pytest.mark.parametrize("name", ALL_VARIANTS)
def test_illegal_move_changes_nothing(name):
    b = Board(name)
    mv = b.play(b.random_move(random.Random(name)))
    before, copy = b.snapshot(), b.copy()
    with pytest.raises(IllegalMove) as exc:
        b.play(str(mv))  # the same cells again: occupied (or the piece is used)
    assert exc.value.code in ("occupied", "piece_used")
    assert b.snapshot() == before and b == copy


@pytest.mark.parametrize("name", ["three_inner", "blitz_2", "duo_printed", "edition_12", "contact_rapide",
                                  "junior"])
def test_against_naive_generator(name):
    rng = random.Random(name)
    b = Board(name)
    step = 0
    while not b.is_over:
        if step % 7 == 0 or b.legal_moves.count() < 30:
            assert {str(m) for m in b.legal_moves} == naive_legal(b), (name, step)
        b.play(b.random_move(rng))
        step += 1


@pytest.mark.slow
@pytest.mark.parametrize("name", ["classic", "blitz", "teams"])
def test_against_naive_generator_big_boards(name):
    rng = random.Random(name)
    b = Board(name)
    step = 0
    while not b.is_over:
        if step % 11 == 0:
            assert {str(m) for m in b.legal_moves} == naive_legal(b), (name, step)
        b.play(b.random_move(rng))
        step += 1


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="();[]\\ \nGMBWA1234PLCEabcdefghijklmnopqrstuvwxyz,0123456789", max_size=60))
def test_record_parser_fuzz(text):
    from rules_py.errors import RecordError
    try:
        rec = sgf.read(text)
        rec.replay_checked()
    except RecordError as exc:
        assert exc.line is None or exc.line >= 1


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(list("abcdefghijklmnop")), min_size=1, max_size=6),
       st.lists(st.integers(0, 16), min_size=1, max_size=6))
def test_explain_any_cell_list(cols, rows):
    b = Board("duo")
    text = ",".join(f"{c}{r}" for c, r in zip(cols, rows))
    r = b.explain(text)
    assert r is None or r.code in ("off_board", "not_a_piece", "must_cover_start", "occupied")
    if r is None:
        b.play(text)
