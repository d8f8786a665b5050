"""One test (or a few) per rule of RULINGS.md's BLOT section."""

from __future__ import annotations

import random

import pytest

from tests.blot.blot_helpers import ALL_A, make_deal, play, position, snapshot
from rules_py.errors import IllegalMove
from rules_py.blot.cards import COLOURS, DIVINITIES, card
from rules_py.blot.game import (CHANCE, BlotState, ChooseStarter, Deal, Give, Play,
                                SetFaces, random_game)
from rules_py.blot.variants import VARIANTS, get

GREEN8 = [f"G{v}" for v in range(3, 11)]
ALL_VARIANTS = pytest.mark.parametrize("variant", list(VARIANTS.values()), ids=list(VARIANTS))

# What the rules say each variant uses, written out independently of the table:
# players, deck size, lowest value, hand size, cards set aside, ceremony size,
# cards per turn.
SPEC = {
    "two-player": (2, 32, 3, 12, 8, 3, 2),
    "three-player": (3, 24, 5, 8, 0, 3, 1),
    "four-player": (4, 32, 3, 8, 0, 4, 1),
    "five-player": (5, 40, 1, 8, 0, 5, 1),
    "teams": (4, 32, 3, 8, 0, 4, 1),
}


# ---------------------------------------------------------------- components

def test_the_registry_holds_exactly_the_specified_variants():
    assert sorted(VARIANTS) == sorted(SPEC)


@ALL_VARIANTS
def test_deck_hand_and_ceremony_per_variant(variant):
    players, size, low, hand, removed, ceremony, per_turn = SPEC[variant.name]
    d = variant.deck
    assert variant.players == players and len(variant.seat_names) == players
    assert len(d) == size and len(set(d)) == size
    assert min(c.value for c in d) == low and max(c.value for c in d) == 10
    assert {c.colour for c in d} == set(COLOURS)
    assert (variant.hand_size, variant.removed) == (hand, removed)
    assert (variant.ceremony_size, variant.cards_per_turn) == (ceremony, per_turn)


@ALL_VARIANTS
def test_every_round_has_eight_ceremonies_worth_of_cards(variant):
    assert variant.players * variant.hand_size == 8 * variant.ceremony_size
    assert variant.players * variant.hand_size + variant.removed == len(variant.deck)


def test_card_notation_round_trips():
    for c in get("five-player").deck:
        assert card(c.code) is c and card(c.name) is c
    with pytest.raises(ValueError):
        card("G11")


# ---------------------------------------------------------------- setup

def test_faces_are_a_chance_node_unless_given():
    st = BlotState(4)
    assert st.current_player == CHANCE and st.phase == "faces"
    outcomes = st.legal_actions()
    assert len(outcomes) == 16 and len(set(outcomes)) == 16
    st.apply(SetFaces(("B", "A", "B", "A")))
    assert st.faces == ("B", "A", "B", "A") and st.phase == "deal"
    st2 = BlotState(4, faces=("A", "B", "A", "B"))
    assert st2.phase == "deal" and st2.faces == ("A", "B", "A", "B")


def test_bad_faces_rejected():
    st = BlotState(4)
    assert st.explain(SetFaces(("A", "A", "C", "A"))).code == "bad_faces"


def test_round_one_starter_is_seat_zero_by_default_and_a_parameter():
    st = position(4, {})
    assert st.current_player == 0
    st = position(4, {}, first_player=2)
    assert st.current_player == 2


@ALL_VARIANTS
def test_deal_must_be_the_whole_deck(variant):
    players = variant.players
    st = BlotState(players, variant, faces=ALL_A)
    good = make_deal(players, {})
    assert st.explain(good) is None
    hands = [list(h) for h in good.hands]
    hands[0][0] = hands[1][0]  # a duplicated card, one missing
    bad = Deal(tuple(tuple(h) for h in hands), good.removed)
    assert st.explain(bad).code == "bad_deal"
    short = Deal(good.hands[:-1], good.removed)
    assert st.explain(short).code == "bad_deal"


def test_two_player_deal_sets_eight_aside():
    st = BlotState(2, faces=ALL_A)
    d = st.sample_chance(random.Random(1))
    assert len(d.removed) == 8 and all(len(h) == 12 for h in d.hands)
    assert st.explain(Deal(d.hands, d.removed[:7])).code == "bad_deal"


def test_player_action_at_chance_node_is_refused():
    st = BlotState(4, faces=ALL_A)
    assert st.explain(Play(0, card("G5"), "red")).code == "chance_expected"
    st2 = position(4, {})
    assert st2.explain(make_deal(4, {})).code == "not_chance"


# ---------------------------------------------------------------- opening

def test_tile_colour_may_not_open_its_tile_while_hand_holds_other_colours():
    st = position(4, {0: ["G5", "G6", "B3", "B4", "R3", "R4", "Y3", "Y4"]})
    why = st.explain(Play(0, card("G5"), "green"))
    assert why is not None and why.code == "tile_colour_opening"
    assert st.explain(Play(0, card("G5"), "red")) is None
    assert st.explain(Play(0, card("B3"), "green")) is None
    assert why.fr and why.en != why.fr


def test_tile_colour_may_open_when_whole_hand_is_that_colour():
    st = position(4, {0: GREEN8})
    assert st.explain(Play(0, card("G5"), "green")) is None
    assert Play(0, card("G5"), "green") in st.legal_actions()


def test_not_your_turn_and_card_not_in_hand():
    st = position(4, {0: ["G5", "G6", "B3", "B4", "R3", "R4", "Y3", "Y4"]})
    other = st.hand(1)[0]
    assert st.explain(Play(1, other, "red")).code == "not_your_turn"
    assert st.explain(Play(0, card("G10"), "red")).code == "card_not_in_hand"


# ---------------------------------------------------------------- joining

def test_must_follow_requested_colour_when_held():
    st = position(4, {0: ["G5", "G6", "B3", "B4", "R3", "R4", "Y3", "Y4"],
                      1: ["G7", "B5", "B6", "R5", "R6", "Y5", "Y6", "Y7"]})
    play(st, "G5 red")
    why = st.explain(Play(1, card("R5"), "red"))
    assert why.code == "must_follow" and why.details["colour"] == "green"
    assert st.explain(Play(1, card("G7"), "red")) is None


def test_any_value_of_requested_colour_is_fine():
    st = position(4, {0: ["G8", "G6", "B3", "B4", "R3", "R4", "Y3", "Y4"],
                      1: ["G7", "G3", "B6", "R5", "R6", "Y5", "Y6", "Y7"]})
    play(st, "G8 red")
    assert st.explain(Play(1, card("G3"), "red")) is None  # lower than G8: allowed


def test_void_player_may_trump_or_discard_even_holding_trump():
    st = position(4, {0: ["G5", "G6", "B3", "B4", "R3", "R4", "Y3", "Y4"],
                      1: ["B5", "B6", "R5", "R6", "Y5", "Y6", "Y7", "Y8"]})
    play(st, "G5 red")
    assert st.explain(Play(1, card("R5"), "red")) is None  # trump (Affinité)
    assert st.explain(Play(1, card("Y5"), "red")) is None  # discard while holding red


def test_joining_needs_no_overtrump():
    st = position(3, {0: ["G5", "G6", "G7", "G8", "G9", "G10", "B5", "R5"],
                      1: ["B6", "B7", "R8", "R9", "Y5", "Y6", "Y7", "Y8"],
                      2: ["B8", "B9", "B10", "R6", "R7", "R10", "Y9", "Y10"]})
    play(st, "G5 red", "R8 red")
    assert st.explain(Play(2, card("R6"), "red")) is None  # lower trump
    assert st.explain(Play(2, card("B8"), "red")) is None  # discard though R10 would win
    assert st.explain(Play(2, card("R10"), "red")) is None


def test_a_player_may_join_a_ceremony_already_joined():
    st = position(3, {0: ["G5", "G6", "B5", "B6", "R5", "R6", "Y5", "Y6"],
                      1: ["B7", "B8", "R7", "R8", "Y7", "Y8", "Y9", "B9"]})
    play(st, "G5 red", "B7 green")
    east = st.current_player
    # East plays elsewhere, then South plays a second card on the red ceremony
    c = next(c for c in st.hand(east) if c.colour != "yellow")
    st.apply(Play(east, c, "yellow"))
    assert st.explain(Play(0, card("G6"), "red")) is None
    play(st, "G6 red")
    assert [s for s, _ in st.tile_cards("red")] == [0, 0]


def test_play_passes_clockwise():
    """Play goes to the next seat, whoever won anything: across three ceremonies
    whose winners (West, then North, then East) are never the next seat, and
    after the winner's gift of a light tile."""
    st = position(5, {0: ["G1", "B1", "G5", "R1", "R2", "Y1", "Y2", "B5"],
                      1: ["G9", "B2", "G6", "R3", "R4", "Y3", "Y4", "B6"],
                      2: ["G2", "B10", "G7", "R5", "R6", "Y5", "Y6", "B7"],
                      3: ["G3", "B3", "G10", "R7", "R8", "Y7", "Y8", "B8"],
                      4: ["G4", "B4", "G8", "R9", "R10", "Y9", "Y10", "B9"]})
    ceremonies = [("yellow", ["G1", "G9", "G2", "G3", "G4"], 1),    # dark yellow: G9 wins
                  ("red", ["B1", "B2", "B10", "B3", "B4"], 2),      # dark red: B10 wins
                  ("yellow", ["G5", "G6", "G7", "G10", "G8"], 3)]   # light yellow: G10 wins, then a gift
    seen = []
    for tile, cards, winner in ceremonies:
        for code in cards:
            seen.append(st.current_player)
            st.apply(Play(st.current_player, card(code), tile))
        assert st.tricks()[-1].winner == winner
        if st.phase == "give":
            assert st.current_player == winner
            st.apply(Give(winner, "Loki"))
        assert st.phase == "play" and st.current_player == 0, (tile, st.current_player)
    assert seen == [0, 1, 2, 3, 4] * 3
    assert [t.winner for t in st.tricks()] == [1, 2, 3]


# ---------------------------------------------------------------- resolution

def test_booklet_trick_highest_requested_colour_wins_and_completer_need_not_win():
    # 3 players: South G6 opens (yellow tile), West G9, East (void in green) B5 completes.
    st = position(3, {0: ["G6", "G5", "G8", "R5", "R6", "Y5", "Y6", "B7"],
                      1: ["G9", "G7", "G10", "R7", "R8", "Y7", "Y8", "B9"],
                      2: ["B5", "B6", "B8", "B10", "R9", "R10", "Y9", "Y10"]})
    play(st, "G6 yellow", "G9 yellow", "B5 yellow")
    (trick,) = st.tricks()
    assert trick.winner == 1 and trick.tile == "yellow" and trick.face == "dark"
    assert st.last_winner == 1


def test_highest_trump_beats_requested_colour():
    st = position(3, {0: ["G6", "G5", "G8", "R5", "R6", "Y5", "Y6", "B7"],
                      1: ["G9", "G7", "G10", "R7", "R8", "Y7", "Y8", "B9"],
                      2: ["B5", "B6", "B8", "B10", "R9", "R10", "Y9", "Y10"]})
    play(st, "G6 yellow", "G9 yellow", "Y9 yellow")
    assert st.tricks()[0].winner == 2
    st2 = position(4, {0: ["G6", "G5", "G8", "R5", "R6", "Y5", "Y6", "B7"],
                       1: ["Y3", "G7", "G10", "R7", "R8", "Y7", "Y8", "B9"],
                       2: ["Y4", "B6", "B8", "B10", "R9", "R10", "Y9", "Y10"]})
    # two trumps on a yellow tile: the higher one wins, whoever played first
    play(st2, "G6 yellow", "G7 yellow", "Y4 yellow")
    st2.apply(Play(3, next(c for c in st2.hand(3) if c.colour == "green"), "yellow"))
    assert st2.tricks()[0].winner == 2


def test_dark_tile_flips_and_is_empty_and_open_again():
    st = position(3, {0: ["G6", "G5", "G8", "R5", "R6", "Y5", "Y6", "B7"],
                      1: ["G9", "G7", "G10", "R7", "R8", "Y7", "Y8", "B9"],
                      2: ["B5", "B6", "B8", "B10", "R9", "R10", "Y9", "Y10"]})
    assert st.tile_face("yellow") == "dark"
    play(st, "G6 yellow", "G9 yellow", "B5 yellow")
    assert st.tile_face("yellow") == "light" and st.tile_cards("yellow") == ()
    assert st.phase == "play" and st.current_player == 0
    assert st.explain(Play(0, card("G5"), "yellow")) is None


def _light_win(players: int = 3) -> BlotState:
    """South wins the yellow dark ceremony, then West wins the yellow light one
    that South completes."""
    st = position(3, {0: ["G6", "G5", "G8", "R5", "R6", "Y5", "Y6", "B7"],
                      1: ["G9", "G7", "G10", "R7", "R8", "Y7", "Y8", "B9"],
                      2: ["B5", "B6", "B8", "B10", "R9", "R10", "Y9", "Y10"]})
    play(st, "G6 yellow", "G9 yellow", "B5 yellow")  # West wins, dark -> light
    play(st, "R5 yellow", "R7 yellow")
    play(st, "R9 blue")  # East opens elsewhere
    play(st, "R6 yellow")  # South completes; West's R7 wins
    return st


def test_light_tile_is_given_by_its_winner_not_by_the_current_player():
    st = _light_win()
    assert st.phase == "give" and st.current_player == 1 and st.gift_tile == "yellow"
    assert st.tile_face("yellow") == "done"
    # play waits for the gift
    why = st.explain(Play(1, card("G7"), "green"))
    assert why.code == "gift_pending"
    assert st.explain(Give(0, "Odin")).code == "not_your_turn"
    assert {a.divinity for a in st.legal_actions()} == {"Loki", "Odin", "Thor"}
    st.apply(Give(1, "Odin"))
    assert st.holders() == {"Odin": "yellow"}
    # play resumes with the seat after the one who completed the ceremony
    assert st.phase == "play" and st.current_player == 1


def test_masked_divinity_and_divinity_with_a_tile_refuse_gifts():
    st = _light_win()
    assert st.explain(Give(1, "Balder")).code == "divinity_masked"
    st.apply(Give(1, "Odin"))
    assert st.explain(Give(1, "Odin")).code == "no_gift_pending"


def test_tile_out_of_play_after_its_light_ceremony():
    st = _light_win()
    st.apply(Give(1, "Odin"))
    why = st.explain(Play(1, card("G7"), "yellow"))
    assert why.code == "tile_not_available"


def test_divinity_already_holding_a_tile_is_refused():
    rng = random.Random(5)
    st = BlotState(4, faces=ALL_A)
    st.apply(st.sample_chance(rng))
    while st.phase != "give" or len(st.holders()) < 1:
        st.apply(rng.choice(st.legal_actions()))
    held = next(iter(st.holders()))
    why = st.explain(Give(st.current_player, held))
    assert why.code == "divinity_has_tile"


def _play_round(st: BlotState, rng: random.Random) -> None:
    start_round = st.round
    while st.round == start_round and not st.is_terminal() and st.phase != "starter":
        if st.is_chance_node():
            st.apply(st.sample_chance(rng))
        else:
            st.apply(rng.choice(st.legal_actions()))


def test_last_ceremony_goes_to_nobody_and_the_round_ends():
    rng = random.Random(2)
    st = BlotState(4, faces=ALL_A)
    st.apply(st.sample_chance(rng))
    _play_round(st, rng)
    assert st.phase == "starter"
    tricks = st.tricks(0)
    assert len(tricks) == 8
    assert tricks[-1].face == "light" and tricks[-1].given_to is None
    assert sorted(st.round_score(0).holders) == ["Loki", "Odin", "Thor"]
    assert all(len(st.hand(s)) == 0 for s in range(4))


def test_winner_of_last_ceremony_chooses_next_starter():
    rng = random.Random(3)
    st = BlotState(4, faces=ALL_A)
    st.apply(st.sample_chance(rng))
    _play_round(st, rng)
    w = st.tricks(0)[-1].winner
    assert st.current_player == w
    other = (w + 1) % 4
    assert st.explain(ChooseStarter(other, 0)).code == "not_your_turn"
    assert st.explain(ChooseStarter(w, 7)).code == "no_such_seat"
    st.apply(ChooseStarter(w, 2))
    assert st.phase == "deal" and st.round == 1
    st.apply(st.sample_chance(rng))
    assert st.current_player == 2 and st.starters == (0, 2)


def test_counting_card_moves_and_the_other_divinities_turn_over():
    rng = random.Random(4)
    st = BlotState(4, faces=("A", "B", "A", "B"))
    st.apply(st.sample_chance(rng))
    assert st.masked == "Balder"
    expected = [("A", "B", "A", "B")]
    masks = ["Balder"]
    for r in range(1, 4):
        _play_round(st, rng)
        st.apply(ChooseStarter(st.current_player, 0))
        st.apply(st.sample_chance(rng))
        prev = expected[-1]
        expected.append(tuple(f if i == r else ("B" if f == "A" else "A") for i, f in enumerate(prev)))
        masks.append(st.masked)
        assert st.faces == expected[-1]
    assert masks == list(DIVINITIES)
    # the newly masked card keeps its face; e.g. Loki (B) stays B into round 2
    assert expected[1][1] == "B" and expected[1][0] == "B"


def test_no_starter_choice_after_the_last_round_game_over():
    st = random_game(3, seed=9)
    assert st.is_terminal() and st.current_player is None
    assert st.legal_actions() == []
    assert st.explain(Play(0, card("G5"), "red")).code == "game_over"
    assert len(st.starters) == 4


def test_explain_rejects_give_and_starter_out_of_phase():
    st = position(4, {})
    assert st.explain(Give(0, "Odin")).code == "no_gift_pending"
    assert st.explain(ChooseStarter(0, 1)).code == "no_starter_choice"


# ---------------------------------------------------------------- illegal moves

def test_illegal_action_raises_with_reason_and_changes_nothing():
    st = position(4, {0: ["G5", "G6", "B3", "B4", "R3", "R4", "Y3", "Y4"]})
    before = snapshot(st)
    with pytest.raises(IllegalMove) as e:
        st.apply(Play(0, card("G5"), "green"))
    assert e.value.code == "tile_colour_opening" and e.value.reason.fr
    assert snapshot(st) == before


def test_undo_restores_exactly_and_clone_is_independent():
    rng = random.Random(11)
    st = BlotState(4)
    snaps = []
    while not st.is_terminal():
        snaps.append(snapshot(st))
        st.apply(st.sample_chance(rng) if st.is_chance_node() else rng.choice(st.legal_actions()))
    c = st.clone()
    for s in reversed(snaps):
        st.undo()
        assert snapshot(st) == s
    assert c.is_terminal() and not st.is_terminal()
    with pytest.raises(IndexError):
        st.undo()


def test_action_string_and_json_forms():
    a = Play(2, card("B10"), "red")
    assert str(a) == "2: B10 on red" and a.to_json() == {"player": 2, "play": "B10", "tile": "red"}
    assert Give(1, "Odin").to_json() == {"player": 1, "give": "Odin"}
    assert ChooseStarter(1, 3).to_json() == {"player": 1, "starter": 3}
    assert len({a, Play(2, card("B10"), "red")}) == 1


# ---------------------------------------------------------------- two players

def _two_player() -> BlotState:
    return position(2, {0: ["G3", "G4", "G5", "B3", "B4", "B5", "R3", "R4", "R5", "Y3", "Y4", "Y5"],
                        1: ["G6", "G7", "G8", "B6", "B7", "B8", "R6", "R7", "R8", "Y6", "Y7", "Y8"]})


def test_two_player_first_turn_is_one_card_then_two():
    st = _two_player()
    play(st, "G3 red")
    assert st.current_player == 1
    play(st, "G6 red")
    assert st.current_player == 1  # second card of the same turn
    play(st, "B6 green")
    assert st.current_player == 0


def test_two_player_second_card_goes_on_another_tile():
    st = _two_player()
    play(st, "G3 red", "G6 red")
    why = st.explain(Play(1, card("G7"), "red"))
    assert why.code == "same_tile_twice"
    assert all(a.tile != "red" for a in st.legal_actions())


def test_two_player_ceremony_has_three_cards_and_resolves_before_the_second_card():
    st = _two_player()
    play(st, "G3 red", "G6 red", "B6 green", "G4 red")  # South: G4 completes red (3 cards)
    (trick,) = st.tricks()
    assert len(trick.cards) == 3 and trick.winner == 1 and st.tile_face("red") == "light"
    assert st.current_player == 0  # South still owes the second card of the turn
    assert st.explain(Play(0, card("B3"), "red")).code == "same_tile_twice"


def test_two_player_both_cards_on_the_last_tile_and_last_turn_single():
    rng = random.Random(8)
    st = BlotState(2, faces=ALL_A)
    st.apply(st.sample_chance(rng))
    turns: list[tuple[int, int]] = []  # (player, cards in that turn)
    saw_single_tile_double = False
    while st.phase != "starter":
        if st.phase == "give":
            st.apply(rng.choice(st.legal_actions()))
            continue
        p = st.current_player
        if turns and turns[-1][0] == p and st._turn_cards == 1:
            if len(st.tiles_in_play()) == 1:
                first = st.history[-1] if isinstance(st.history[-1], Play) else st.history[-2]
                assert all(a.tile == first.tile for a in st.legal_actions())
                saw_single_tile_double = True
            turns[-1] = (p, turns[-1][1] + 1)
        else:
            turns.append((p, 1))
        st.apply(rng.choice(st.legal_actions()))
    counts = [k for _, k in turns]
    assert counts[0] == 1 and counts[-1] == 1 and all(k == 2 for k in counts[1:-1])
    assert sum(counts) == 24 and len(turns) == 13
    assert saw_single_tile_double or len(st.tiles_in_play()) == 0


def test_two_player_gift_during_a_turn_returns_to_the_same_player():
    rng = random.Random(21)
    for _ in range(40):
        st = BlotState(2, faces=ALL_A)
        st.apply(st.sample_chance(rng))
        while st.phase != "starter":
            before = st.current_player
            mid_turn = st.phase == "play" and st._turn_cards == 0 and len(st.history) > 2
            st.apply(rng.choice(st.legal_actions()))
            if st.phase == "give" and mid_turn and st._resume == before:
                st.apply(st.legal_actions()[0])
                assert st.current_player == before
                return
    pytest.fail("no gift in the middle of a two-player turn was found")


# ---------------------------------------------------------------- teams

def test_team_variant_pools_partners():
    st = random_game(4, "teams", seed=5)
    assert st.n_scorers == 2 and st.scorer(2) == 0 and st.scorer(3) == 1
    r = st.round_score(0)
    ceremonies = [sum(1 for t in st.tricks(0) if t.winner % 2 == k) for k in range(2)]
    assert [s.ceremonies for s in r.scorers] == ceremonies
    assert st.returns()[0] == st.returns()[2]


def test_variant_player_count_checks():
    with pytest.raises(ValueError):
        BlotState(3, "teams")
    with pytest.raises(ValueError):
        BlotState(4, "two-player")
    with pytest.raises(ValueError):
        BlotState(6)
    with pytest.raises(ValueError):
        BlotState(2, "standard")
    assert BlotState(2).variant is get("two-player")
    assert BlotState(4, "standard").variant is get("four-player")
    assert BlotState(4, "teams").variant is BlotState(4, get("teams")).variant is get("teams")


def test_unknown_seat_tile_and_divinity_are_reasons_not_crashes():
    st = position(4, {})
    c = st.hand(0)[0]
    assert st.explain(Play(7, c, "red")).code == "no_such_seat"
    assert st.explain(Play(0, c, "purple")).code == "no_such_tile"
    assert st.explain(Give(0, "Freyja")).code == "no_such_divinity"


def test_reason_codes_are_unique_and_bilingual():
    from rules_py.blot.game import REASONS
    for code, tmpl in REASONS.items():
        assert tmpl.code == code and tmpl.en and tmpl.fr and tmpl.en != tmpl.fr
