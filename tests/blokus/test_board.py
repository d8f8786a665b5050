"""The board: moves, notation, explanations, undo, scoring, variants."""

from __future__ import annotations

import pytest

from rules_py.errors import IllegalMove
from rules_py.blokus import variants
from rules_py.blokus.board import REASONS, Board, Move
from rules_py.blokus.scoring import Match, colour_scores, group_scores


# -- golden move counts (the "perft" of Blokus: empty board, first moves) -----
GOLDEN_FIRST = {
    "classic": 58, "classic_2": 58, "classic_3": 58, "teams": 58, "duo": 414, "junior": 189,
    "duo_printed": 828, "contact_rapide": 414,
}


@pytest.mark.parametrize("name,count", sorted(GOLDEN_FIRST.items()))
def test_golden_first_move_counts(name, count):
    assert Board(name).legal_moves.count() == count


def test_golden_counts_after_openings():
    b = Board("duo")
    b.play("e10,d11,e11,f11,e12")
    assert b.legal_moves.count() == 414  # orange's first move is not affected
    b.play("j4,i5,j5,k5,j6")
    assert b.legal_moves.count() == 696  # Pentobi's count for this position


def test_placement_table_sizes():
    assert Board("edition_12").tables.nplacements > 0
    assert Board("three_inner").geometry.size == 18 * 18
    assert Board("blitz_2").geometry.size == 18 * 18


def test_move_notation_and_parse():
    b = Board("classic")
    mv = b.parse_move("a20,a19,b20")
    assert str(mv) == "a19,a20,b20" and mv.piece == "V3" and mv.colour is None
    assert mv in b.legal_moves
    played = b.play(mv)
    assert played.colour == 0 and str(played) == "a19,a20,b20"
    assert hash(played) == hash(Move("V3", mv.mask, 0))
    assert played == Move("V3", mv.mask, 0) and played != mv
    assert b.colour_name(b.to_move) == "yellow"
    assert mv not in b.legal_moves  # occupied now


def test_legal_moves_is_lazy_and_consistent():
    b = Board("duo")
    lm = b.legal_moves
    moves = list(lm)
    assert len(lm) == lm.count() == len(moves) == 414 and bool(lm)
    assert all(m in lm for m in moves)
    assert all(m.colour == 0 for m in moves)
    # A coloured move of the wrong colour is not in the list.
    assert moves[0].with_colour(1) not in lm


def test_illegal_move_changes_nothing():
    b = Board("duo")
    b.play("e10,d11,e11,f11,e12")
    before = b.snapshot()
    with pytest.raises(IllegalMove) as exc:
        b.play("e10")
    assert exc.value.code in ("not_your_turn", "occupied")
    assert b.snapshot() == before


def test_undo_restores_exactly():
    b = Board("classic")
    keys = [b.snapshot()]
    import random
    rng = random.Random(3)
    for _ in range(30):
        b.play(b.random_move(rng))
        keys.append(b.snapshot())
    while b.history:
        keys.pop()
        b.undo()
        assert b.snapshot() == keys[-1]
    with pytest.raises(IndexError):
        b.undo()


def test_skip_colours_that_cannot_move():
    b = Board("duo")
    import random
    b.play_random_game(random.Random(5))
    assert b.is_over and b.to_move is None
    assert not b.legal_moves and list(b.legal_moves) == []
    # Somewhere in the game one colour moved twice in a row, or both ran out together.
    for c in range(2):
        assert not b.can_move(c)


# -- every explanation code ---------------------------------------------------------
def _duo_opened() -> Board:
    b = Board("duo")
    b.play("e10,d11,e11,f11,e12")  # purple X on e10
    b.play("j4,i5,j5,k5,j6")       # orange X on j5
    return b


def test_explain_codes_all_reachable():
    seen = {}
    b = Board("duo")
    seen["not_your_turn"] = b.explain("e10", colour="W")
    seen["not_a_piece"] = b.explain("a1,c1")
    seen["off_board"] = b.explain("o15")
    seen["must_cover_start"] = b.explain("a1,b1")
    b = _duo_opened()
    seen["occupied"] = b.explain("e10,e9")
    seen["edge_contact"] = b.explain("c11,c12")
    seen["no_corner_contact"] = b.explain("a1")
    b2 = _duo_opened()
    b2.play("f9,g9,h9")  # purple I3 at the corner of its X (f9 touches e10? no: diagonal)
    b2.play("k3")        # orange one-square at a corner of its X
    seen["piece_used"] = b2.explain("b13,c13,d13")  # purple I3 again
    bl = Board("blitz")
    bl.play("j10,k10")
    seen["touches_piece"] = bl.explain("l10")
    import random
    over = Board("duo")
    over.play_random_game(random.Random(1))
    seen["game_over"] = over.explain("a1")
    for code, r in seen.items():
        assert r is not None and r.code == code, (code, r)
        assert r.en and r.fr and r.en != r.fr
    assert set(seen) == set(REASONS)


def test_explanations_name_the_cell():
    b = _duo_opened()
    r = b.explain("c11,c12")
    assert r.details["cell"] == "c11" and r.details["other"] == "d11"
    r = b.explain("a1,b1")
    assert r.code == "no_corner_contact"
    r = Board("duo").explain("a1,b1")
    assert r.details["starts"] == "e10"
    assert Board("duo_printed").explain("a1,b1").details["starts"] == "e10, j5"


def test_legal_move_has_no_explanation_and_all_illegal_do():
    import random
    rng = random.Random(11)
    b = Board("junior")
    for _ in range(12):
        legal = set(b.legal_moves)
        for mv in legal:
            assert b.explain(mv) is None
        # Every placement of the variant that is not legal has a reason.
        t = b.tables
        for pid in rng.sample(range(t.nplacements), 300):
            mv = t.move(pid, None)
            r = b.explain(mv)
            assert (r is None) == (mv.with_colour(b.to_move) in legal)
        b.play(b.random_move(rng))


# -- first-move rules ---------------------------------------------------------------
def test_duo_printed_mode_either_start_then_the_other():
    b = Board("duo_printed")
    b.play("j4,i5,j5,k5,j6")  # purple takes j5
    assert b.explain("e10,d11,e11,f11,e12") is None  # orange must take e10 ...
    assert b.explain("i9,j9,k9").code in ("must_cover_start",)
    b.play("e10,d11,e11,f11,e12")
    assert b.to_move == 0


def test_duo_pentobi_mode_ties_starts_to_colours():
    b = Board("duo")
    assert b.explain("j4,i5,j5,k5,j6").code == "must_cover_start"


def test_three_inner_start_anywhere_and_ring_unused():
    b = Board("three_inner")
    assert b.explain("j10,k10") is None
    assert b.explain("a1").code == "off_board"
    b.play("j10,k10")
    assert b.explain("b2,c2") is None  # yellow starts anywhere too (b2 is the inner corner)


def test_blitz_no_corner_rule_no_edge_contact():
    b = Board("blitz")
    b.play("a1")
    b.play("c1")
    assert b.explain("b1").code == "touches_piece"
    assert b.explain("e5,e6") is None   # red anywhere, no corner needed
    b.play("e5,e6")
    b.play("b2")  # green touches blue and yellow at corners only: fine
    assert b.explain("s20,t20") is None


def test_contact_rapide_starts():
    b = Board("contact_rapide")
    assert b.explain("e16") is None and b.explain("a20").code == "must_cover_start"


def test_edition_12_defaults_and_options():
    v = variants.get("edition_12")
    assert len(v.pieces) == 16 and v.pieces.total_cells == 66
    assert [p.name for p in v.pieces.pieces] == list(variants.EDITION_12_PIECES)
    assert v.starts == (("d9", "i4"), ("d9", "i4")) and v.scoring == "basic" and v.match_play
    b = Board(v)
    b.play("d9")
    assert b.explain("d9").code == "occupied"
    assert b.explain("i4,i5") is None
    alt = variants.edition_12x12(pieces=("1", "2", "I3"), starts=("a1", "l12"), scoring="standard", name="mini")
    assert Board(alt).legal_moves.count() == 2 * (1 + 2 + 2)  # either corner


# -- scoring --------------------------------------------------------------------------
def test_scores_standard_and_groups():
    import random
    b = Board("classic_2")
    b.play_random_game(random.Random(2))
    pts = colour_scores(b)
    assert group_scores(b) == [pts[0] + pts[2], pts[1] + pts[3]]
    b3 = Board("classic_3")
    b3.play_random_game(random.Random(2))
    assert len(group_scores(b3)) == 3
    assert group_scores(b3) == colour_scores(b3)[:3]
    t = Board("teams")
    assert t.variant.score_groups == ((0, 2), (1, 3))


def test_scores_before_any_move():
    b = Board("edition_12_advanced")
    assert colour_scores(b) == [-66, -66] and colour_scores(b, "basic") == [-66, -66]
    assert group_scores(Board("classic")) == [-89] * 4


def test_bonus_for_monomino_last():
    from rules_py.blokus.scoring import colour_points
    b = Board(variants.edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), scoring="standard", name="tiny",
                                      placed_all_wins=False))  # play on, so both colours finish
    b.play("a1")
    b.play("l12,l11")
    b.play("b2,b3")
    b.play("k10")
    assert b.is_over
    assert colour_points(b, 0) == 15 and colour_points(b, 1) == 20
    assert colour_points(b, 0, "basic") == 0


def test_match_loser_starts_next():
    b = Board(variants.edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), name="tiny2", placed_all_wins=False))
    b.play("a1")
    b.play("l12,l11")
    b.play("b2,b3")
    b.play("k10")
    m = Match()
    assert m.record(b) in (0, 1)
    assert m.first == 0 or m.first == 1
    b2 = Board(b.variant, first=m.first)
    assert b2.to_move == m.first


def test_lookup_by_name_pentobi_id_and_gm():
    assert variants.get("duo") is variants.by_gm("Blokus Duo")
    assert variants.by_gm("blokus") is variants.get("classic")
    with pytest.raises(KeyError):
        variants.get("nope")


def test_player_to_move_and_shared_colour():
    b = Board("classic_3")
    seen = []
    while len(b.history) < 16:
        if b.to_move == 3:
            seen.append(b.player_to_move)
        else:
            assert b.player_to_move == b.to_move
        b.play(next(iter(b.legal_moves)))
    assert seen == [0, 1, 2, 0]
    b2 = Board("classic_2")
    assert b2.player_to_move == 0
    b2.play("a20")
    assert b2.player_to_move == 1
    b2.play("t20")
    assert b2.player_to_move == 0


def test_parse_rejects_repeated_or_empty_cells():
    b = Board("duo")
    assert b.explain("e10,e10").code == "not_a_piece"
    empty = b.explain("")
    assert empty is not None and empty.code == "not_an_action" and "expected e.g." in empty.en
    assert b.explain(" E10 ") is None  # names are read case- and space-insensitively


def test_copies_are_independent_through_undo():
    import random
    rng = random.Random(4)
    a = Board("duo")
    for _ in range(6):
        a.play(a.random_move(rng))
    b = a.copy()
    a.undo()
    b.undo()
    key = b.snapshot()
    a.play(a.random_move(rng))
    a.play(a.random_move(rng))
    assert b.snapshot() == key
    b.play(b.random_move(rng))
    b.undo()
    assert b.snapshot() == key


def test_match_tie_alternates_first_player():
    # "play on" option: both colours place their one piece, 0 squares left each, a tie
    v = variants.edition_12x12(pieces=("1",), starts=("a1", "l12"), name="tie", placed_all_wins=False)
    b = Board(v)
    b.play("a1")
    b.play("l12")
    assert b.is_over and colour_scores(b) == [0, 0]
    m = Match()
    assert m.record(b) == 1
    b2 = Board(v, first=1)
    assert b2.to_move == 1
    b2.play("a1")
    b2.play("l12")
    assert m.record(b2) == 0 and m.totals() == [0, 0]


# -- objects that explain themselves (every variant) -----------------------------------
@pytest.mark.parametrize("name", variants.names())
def test_boards_compare_by_position_not_history(name):
    import random
    rng = random.Random(name)
    a, b = Board(name), Board(name)
    assert a == b and a != Board("duo" if name != "duo" else "junior")
    with pytest.raises(TypeError):
        hash(a)  # mutable: no hash
    first = a.play(a.random_move(rng))
    assert a != b and a.copy() == a
    b.play(str(first))
    assert a == b  # same move, reached separately
    second = a.play(a.random_move(rng))
    assert a != b
    a.undo()
    assert a == b and a.snapshot() == b.snapshot()
    assert repr(second).startswith(f"Move({second.piece!r}, '{second}'")
    assert f"colour={second.colour})" in repr(second)


def test_equal_boards_may_have_different_histories():
    played = Board("classic_2")
    played.play("a20")
    played.play("t20")
    placed = Board("classic_2")  # the same pieces set up directly: no moves
    placed.setup([(0, "a20"), (1, "t20")], to_move=2)
    assert placed.history == () and played.history != ()
    assert placed == played
    other = Board("classic")  # same cells, another variant
    other.play("a20")
    other.play("t20")
    assert other != played
    placed.setup([(0, "a20"), (1, "t20")], to_move=3)
    assert placed != played  # another colour to move


def test_reprs_name_what_they_show():
    b = Board("duo")
    assert repr(b) == "<Board duo moves=0 to_move=purple>"
    mv = b.parse_move("e10,d11,e11,f11,e12")
    assert repr(mv) == "Move('X', 'e10,d11,e11,f11,e12')"
    assert repr(b.play(mv)) == "Move('X', 'e10,d11,e11,f11,e12', colour=0)"
    assert repr(Move("1", 1)) == "Move('1', mask=0x1)"
    assert repr(b.snapshot()) == "<Snapshot after 1 moves, to_move=1>"
    assert repr(b.tables) == "<Tables duo: 13729 placements on 196 cells>"
    assert repr(b.legal_moves) == "<LegalMoves (414)>"


@pytest.mark.parametrize("name", ["classic", "duo", "blitz", "trigon_3", "edition_12", "classic_3"])
def test_a_fast_random_game_is_the_game_random_moves_play(name):
    """``play_random_game`` (its own draw, the legal bits ``_apply`` returns,
    no legality check) plays exactly the game that ``random_move`` then
    ``play`` plays from the same seed, and its undo stack takes it back to
    the empty board."""
    import random
    for seed in (1, 7):
        fast = Board(name)
        n = fast.play_random_game(random.Random(seed))
        slow = Board(name)
        rng = random.Random(seed)
        while (mv := slow.random_move(rng)) is not None:
            slow.play(mv)
        assert n == len(slow.history) > 0
        assert fast.moves_notation() == slow.moves_notation()
        assert fast.snapshot() == slow.snapshot()
        while fast.history:
            fast.undo()
        assert fast.snapshot() == Board(name).snapshot()
