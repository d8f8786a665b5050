"""Trigon through the shared engine (``board.py``): shared starts,
explanations on triangles, and a cross-check against the plain oracle.
Pentobi's Trigon positions and games are checked with the other variants'
in ``test_reference.py``; random games and exact undo in
``test_random_games.py``."""

from __future__ import annotations

import random

import pytest

from rules_py import IllegalMove
from rules_py.blokus.board import Board
from rules_py.blokus.variants import by_gm, get

from ._trigon_oracle import Oracle


def test_variants_are_data() -> None:
    for name, gm, colours, players, size in (
        ("trigon", "Blokus Trigon", 4, 4, 486),
        ("trigon_2", "Blokus Trigon Two-Player", 4, 2, 486),
        ("trigon_3", "Blokus Trigon Three-Player", 3, 3, 384),
    ):
        v = get(name)
        assert by_gm(gm) is v and get(v.pentobi or "") is v
        assert (len(v.colours), len(v.players), v.geometry.size) == (colours, players, size)
        assert v.geometry.kind == "triangle" and v.pieces.name == "trigon"
        assert v.shared_starts and len(v.starts[0] or ()) == 6
    assert get("trigon_2").players == ((0, 2), (1, 3))


def test_first_moves_cover_a_shared_start() -> None:
    board = Board("trigon")
    starts = {board.geometry.parse(n) for n in ("r15", "r4", "j12", "j7", "z12", "z7")}
    first = board.legal_moves_of(0)
    assert len(first) == 2478
    assert all(set(m.cells) & starts for m in first)
    # Blue takes r15 with the one-triangle piece; yellow may no longer use it.
    board.play("r15", "1")
    assert all(not ("r15" in str(m).split(",")) for m in board.legal_moves)
    assert board.legal_moves.count() == 2065


def test_explanations_on_triangles() -> None:
    board = Board("trigon")
    r = board.explain("a1")  # a corner of the 35 x 18 layout, outside the hexagon
    assert r is not None and r.code == "off_board"
    r = board.explain("r15,s15,u15")  # s15 and u15 only touch at a corner
    assert r is not None and r.code == "not_a_piece"
    assert board.explain("p15,q15,r15") is None  # the three-triangle piece on a start
    r = board.explain("i9")  # a lone triangle away from the starts
    assert r is not None and r.code == "must_cover_start" and "r15" in r.en
    board.play("r12,r13,s13,r14,s14,r15", "1")
    r = board.explain("r12", "3")
    assert r is not None and r.code == "not_your_turn"
    board.play("r4,q5,r5,p6,q6,p7", "2")
    board.play("l10,m10,k11,l11,j12,k12", "3")
    board.play("z12", "4")
    r = board.explain("q12")  # shares the left side of blue's r12
    assert r is not None and r.code == "edge_contact" and r.details["other"] == "r12"
    r = board.explain("r13")
    assert r is not None and r.code == "occupied"
    r = board.explain("x8")
    assert r is not None and r.code == "no_corner_contact"
    assert board.explain("p12") is None  # two to the left of r12: a shared corner only
    board.play("p12")
    r = board.explain("z7", "2")  # a free start, but yellow has a piece already
    assert r is not None and r.code == "no_corner_contact"
    r = board.explain("s4", "2")
    assert r is not None and r.code == "edge_contact" and r.details["other"] == "r4"
    assert board.explain("t4", "2") is None  # r4 and t4 share one corner
    board.play("t4", "2")
    r = board.explain("t4", "3")
    assert r is not None and r.code == "occupied"
    r = board.explain("n10,o10,m11,n11,l12,m12", "3")  # red's I6 again, two columns right
    assert r is not None and r.code == "piece_used" and r.details["piece"] == "I6"
    r = board.explain("v15,u16,v16,w16,x16", "3")  # u16 hangs on by a corner only
    assert r is not None and r.code == "not_a_piece"


def test_illegal_play_changes_nothing() -> None:
    board = Board("trigon_3")
    key = board.snapshot()
    with pytest.raises(IllegalMove) as exc:
        board.play("i9")
    assert exc.value.reason.code == "must_cover_start"
    assert board.snapshot() == key


def test_played_pieces_follow_the_rules_geometrically() -> None:
    """Every finished random game: same-colour pieces never share an edge and
    each later piece touches its colour at a corner (checked on the geometry)."""
    g = get("trigon").geometry
    rng = random.Random(5)
    board = Board("trigon")
    board.play_random_game(rng)
    owner_piece: dict[int, tuple[int, int]] = {}
    for n, mv in enumerate(board.history):
        c = mv.colour
        for cell in mv.cells:
            owner_piece[cell] = (c, n)
    seen_colour: set[int] = set()
    for n, mv in enumerate(board.history):
        c = mv.colour
        cells = set(mv.cells)
        for cell in cells:
            for e in g.edge_neighbours[cell]:
                if e in owner_piece and e not in cells:
                    assert owner_piece[e][0] != c
        if c in seen_colour:
            assert any(owner_piece.get(x, (None, 10**9))[0] == c and owner_piece[x][1] < n
                       for cell in cells for x in g.corner_neighbours[cell])
        seen_colour.add(c)


@pytest.mark.parametrize("variant,seed", [("trigon", 1), ("trigon_3", 2)])
def test_engine_agrees_with_oracle_along_a_random_game(variant: str, seed: int) -> None:
    rng = random.Random(seed)
    board = Board(variant)
    oracle = Oracle(variant)
    letters = board.variant.colour_letters
    step = 0
    while not board.is_over:
        colour = letters[board.to_move]
        if step % 15 == 7:
            assert set(board.legal_moves.notation()) == oracle.legal_moves(colour)
            for c in range(board.ncolours):
                assert board.can_move(c) == oracle.has_move(letters[c])
        move = board.random_move(rng)
        board.play(move)
        oracle.play(colour, str(move))
        step += 1
    assert not any(oracle.has_move(c) for c in letters)


def test_shapes_are_recognised_on_the_side_8_board() -> None:
    """Its triangles point the other way at the same (x, y): i8 points down
    there, so i8 and i7 below it meet at one corner and are no piece."""
    board = Board("trigon_3")
    r = board.explain("i8,i7")
    assert r is not None and r.code == "not_a_piece"
    r = Board("trigon").explain("i8,i7")  # on the side-9 board they share an edge
    assert r is not None and r.code == "must_cover_start"
