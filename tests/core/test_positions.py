"""Positions in one line and their keys, for every Blokus edition and BLOT.

A state's ``position()`` reads back through ``rules_py.from_position`` into
a state that writes the same line, has the same key and the same legal
actions; a seat's view reads back into the same line; equal positions
reached in different orders share their key; the keys are pinned (they are
the same in every process and in Pyodide); malformed lines are refused with
``RecordError`` naming line 1, the column and the field.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules_py
from rules_py import Board, BlotState, RecordError
from rules_py.blot import position as blot_position
from rules_py.blot.variants import VARIANTS

from tests.paths import ROOT

BLOKUS = [name for name in rules_py.GAMES if name != "blot"]
VARIANTS_BY_PLAYERS = {v.players: name for name, v in reversed(list(VARIANTS.items()))}
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def blokus_game(name: str, seed: int, moves: int) -> Board:
    """A Blokus game of ``name`` after up to ``moves`` random legal moves."""
    rng = random.Random(seed)
    board = rules_py.new_game(name)  # type: ignore[call-overload]  # a name from a list
    for _ in range(moves):
        move = board.random_move(rng)
        if move is None:
            break
        board.apply(move)
    return board


def blot_game(variant: str, seed: int, actions: int) -> BlotState:
    """A BLOT game of ``variant`` after up to ``actions`` random legal actions (chance too)."""
    rng = random.Random(seed)
    game = rules_py.new_game("blot", variant=variant, first_player=seed % VARIANTS[variant].players)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(game.sample_chance(rng) if game.current_player == rules_py.CHANCE
                   else rng.choice(game.legal_actions()))
    return game


def assert_reads_back(state: BlotState | Board) -> None:
    line = state.position()
    again = rules_py.from_position(line)
    assert again.position() == line
    assert again.key() == state.key()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
    assert again.current_player == state.current_player and again.returns() == state.returns()


@pytest.mark.parametrize("name", BLOKUS)
def test_each_blokus_edition_reads_back(name: str) -> None:
    for moves in (0, 1, 7, 30, 400):
        board = blokus_game(name, 1, moves)
        assert_reads_back(board)
        assert rules_py.from_position(board.position(), "blokus") == board


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_each_blot_variant_reads_back(variant: str) -> None:
    for actions in (0, 1, 2, 30, 1000):
        game = blot_game(variant, 5, actions)
        assert_reads_back(game)
        for seat in game.players:
            assert blot_position.read(game.position(seat)).text() == game.position(seat)


@pytest.mark.slow
@SETTINGS
@given(name=st.sampled_from(BLOKUS), seed=st.integers(0, 2 ** 32 - 1), moves=st.integers(0, 90))
def test_every_reachable_blokus_position_reads_back(name: str, seed: int, moves: int) -> None:
    assert_reads_back(blokus_game(name, seed, moves))


@pytest.mark.slow
@SETTINGS
@given(variant=st.sampled_from(sorted(VARIANTS)), seed=st.integers(0, 2 ** 32 - 1),
       actions=st.integers(0, 260))
def test_every_reachable_blot_position_reads_back(variant: str, seed: int, actions: int) -> None:
    game = blot_game(variant, seed, actions)
    assert_reads_back(game)
    for seat in game.players:
        view = game.position(seat)
        assert blot_position.read(view).text() == view
        assert view.split(" ")[12].split("/")[seat] == game.position().split(" ")[12].split("/")[seat]


def test_a_finished_blot_game_keeps_its_result() -> None:
    game = blot_game("three-player", 4, 1000)
    again = rules_py.from_position(game.position(), "blot")
    assert again.is_over and again.result() == game.result() and again.round_scores() == game.round_scores()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_set_up_blot_game_plays_on_with_the_simple_bots(players: int) -> None:
    """Its deals are rebuilt from the cards the line shows, so the heuristic
    bot, which reads the round's deal, plays on from it."""
    game = blot_game(VARIANTS_BY_PLAYERS[players], 6, 30)
    again = rules_py.from_position(game.position(), "blot")
    assert again.deals[-1] == game.deals[-1]
    bots = [rules_py.make_bot(again, "heuristic"), rules_py.make_bot(again, "random")] * 3
    rules_py.play_out(again, bots[:players], random.Random(1))
    assert again.is_over and len(again.result().totals) == again.variant.n_scorers


def test_the_searching_bots_refuse_a_set_up_game_in_words() -> None:
    """The bots that imagine the hidden cards replay the round's plays, which a
    position does not keep: they say so (a RulesError), and the same game with
    its history is searched as usual."""
    from rules_py.blot.observation import observe

    game = blot_game("four-player", 6, 30)
    again = rules_py.from_position(game.position(), "blot")
    seat = game.current_player
    assert rules_py.make_bot(game, "strong").choose(observe(game, seat), random.Random(1)) in game.legal_actions()
    with pytest.raises(rules_py.RulesError, match="set up from a position"):
        rules_py.make_bot(again, "strong").choose(observe(again, seat), random.Random(1))


def test_a_seat_sees_only_its_own_cards() -> None:
    game = blot_game("two-player", 2, 3)
    view = game.position(1).split(" ")
    whole = game.position().split(" ")
    assert view[0] == "blot@1" and view[5] == "?" + whole[5][1:]
    assert view[12] == f"{len(game.hand(0))}/{whole[12].split('/')[1]}"
    assert view[13] == "8" and whole[13] != "8"
    with pytest.raises(RecordError) as caught:
        rules_py.from_position(game.position(1))
    assert caught.value.code == "value" and caught.value.path == "game"


def test_blokus_moves_in_another_order_share_the_key() -> None:
    """Orange's second and third pieces swapped (its fourth the same): one board, one line, one key."""
    base = rules_py.new_game("duo")
    base.apply("e10,d11,e11,f11,e12")
    base.apply(base.legal_actions()[0])
    moves = base.legal_actions()
    for a in moves:
        for b in moves:
            if a.piece == b.piece or a.mask & b.mask:
                continue
            one = base.clone()
            one.apply(a)
            one.apply(one.legal_actions()[0])
            if b not in one.legal_moves:
                continue
            one.apply(b)
            tail = [one.legal_actions()[0]]
            one.apply(tail[0])
            tail.append(one.legal_actions()[0])
            one.apply(tail[1])
            two = base.clone()
            try:
                for move in (b, one.history[3], a, *tail):
                    two.apply(move)
            except rules_py.IllegalMove:
                continue
            assert one.history != two.history
            assert one == two and one.position() == two.position() and one.key() == two.key()
            return
    pytest.fail("no transposition found")


def test_blot_cards_in_another_order_share_the_key() -> None:
    """Two-player BLOT: a turn's two cards played in either order reach one position."""
    game = blot_game("two-player", 3, 2)
    game.apply(game.legal_actions()[0])  # the round's first turn is one card
    for a in game.legal_actions():
        one = game.clone()
        one.apply(a)
        for b in one.legal_actions():
            two = game.clone()
            if b.player != a.player or not two.explain(b) is None:
                continue
            two.apply(b)
            if two.explain(a) is not None:
                continue
            two.apply(a)
            after = one.clone()
            after.apply(b)
            if after.position() == two.position():
                assert after.history != two.history and after.key() == two.key()
                return
    pytest.fail("no transposition found")


#: Keys pinned: the same in every process, on every machine and in Pyodide.
PINNED = {
    "duo -/- purple": 14669202833869074283,
    "duo e10,d11,e11,f11,e12/- orange": 6196891655284137204,
    "trigon -/-/-/- blue": 1607462998093822766,
    "blot four-player 0 1 deal ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -": 12778435797362414327,
    "blot two-player 0 1 play ABBA 0 0 0 0.1.- - - G4G6G8G9B3B4B8B10R4R6R8Y8/"
    "G3G10B6B9R3R7R9R10Y4Y5Y9Y10 G5G7B5B7R5Y3Y6Y7 d/d/d/d ---- -": 9678711870379486786,
}


@pytest.mark.parametrize("line", sorted(PINNED))
def test_keys_are_pinned(line: str) -> None:
    state = rules_py.from_position(line)
    assert state.position() == line and state.key() == PINNED[line]


def test_the_start_keys_are_pinned() -> None:
    assert rules_py.new_game("duo").key() == PINNED["duo -/- purple"]
    assert rules_py.new_game("blot", faces="ABBA").key() == PINNED[
        "blot four-player 0 1 deal ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -"]


@pytest.mark.cpython_only
def test_keys_are_the_same_in_another_process() -> None:
    """Another process, another hash seed: the same keys (no ``hash()`` in them)."""
    code = ("import rules_py\nfor line in " + repr(sorted(PINNED)) +
            ":\n    print(rules_py.from_position(line).key())")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "12345", "PYTHONPATH": str(ROOT)}).stdout
    assert out.split() == [str(PINNED[line]) for line in sorted(PINNED)]


BAD = [
    # (line, code, column, path)
    ("", "syntax", 1, "position"),
    ("duo -/- purple ", "syntax", 1, "position"),
    ("chess -/- white", "value", 1, "variant"),
    ("duo -/-/- violet", "syntax", 5, "pieces"),
    ("duo e10,d11/- orange", "value", 5, "pieces[0][0]"),
    ("duo a1;a1/- orange", "illegal", 8, "pieces[0][1]"),
    ("duo -/- black", "value", 9, "to_move"),
    ("duo -/- -", "value", 9, "to_move"),
    ("blot four-player 0 1 deal ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ----", "syntax", 1, "position"),
    ("blot nine-player 0 1 deal ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -", "value", 6, "variant"),
    ("blot four-player 7 1 deal ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -", "value", 18, "first"),
    ("blot four-player 0 5 deal ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -", "value", 20, "round"),
    ("blot four-player 0 1 deal ABCA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -", "value", 27, "faces"),
    ("blot four-player 0 1 deal ABBA - 0 - 0.1.- - - -/-/- - d/d/d/d ---- -", "value", 48, "hands"),
    ("blot four-player 0 1 deal ABBA - 0 - 0.1.- - - G5G5/-/-/- - d/d/d/d ---- -", "value", 48, "hands"),
    ("blot four-player 0 1 deal ABBA - 0 - 0.1.- - - GX/-/-/- - d/d/d/d ---- -", "syntax", 48, "hands[0]"),
    ("blot four-player 0 1 deal ABBA - 0 - 0.1.- - - -/-/-/- - q/d/d/d ---- -", "syntax", 58, "tiles[0]"),
    ("blot four-player 0 1 play ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -", "value", 36, "to_act"),
]


@pytest.mark.parametrize("line, code, column, path", BAD)
def test_malformed_lines_are_refused_saying_where(line: str, code: str, column: int, path: str) -> None:
    with pytest.raises(RecordError) as caught:
        rules_py.from_position(line)
    error = caught.value
    assert (error.code, error.line, error.column, error.path) == (code, 1, column, path), str(error)


def test_a_position_of_another_game_is_refused() -> None:
    with pytest.raises(RecordError) as caught:
        rules_py.from_position("duo -/- purple", "blot")
    assert caught.value.code == "value" and "not of blot" in str(caught.value)
    with pytest.raises(rules_py.OptionError):
        rules_py.from_position("duo -/- purple", "chess")  # type: ignore[call-overload]
