"""`.blksgf` records: exact round trip, setup, comments, located errors."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_py.errors import RecordError
from rules_py.blokus import sgf
from rules_py.blokus.board import Board


@pytest.mark.parametrize("name", ["classic", "classic_2", "duo", "junior"])
def test_selfplay_text_round_trip_exact(pentobi_dir, name):
    lines = [l for l in (pentobi_dir / f"selfplay_{name}.blksgf").read_text().splitlines() if l.strip()]
    for line in lines[:25]:
        rec = sgf.read(line)
        assert rec.text() == line
        board = rec.replay()
        assert sgf.dumps(board) == line


def test_read_all_games_of_a_file(pentobi_dir):
    recs = sgf.read_all((pentobi_dir / "selfplay_duo.blksgf").read_text())
    assert len(recs) == 100 and all(r.variant.name == "duo" for r in recs)


def test_comments_kept_and_written_back():
    text = "(;GM[Blokus Duo]C[Start: purple covers e10.];B[e10,d11,e11,f11,e12]C[The X piece \\] opens];W[j4,i5,j5,k5,j6])"
    rec = sgf.read(text)
    assert rec.comments() == {0: "Start: purple covers e10.", 1: "The X piece ] opens"}
    assert rec.text() == text
    board = rec.replay()
    assert sgf.dumps(board, rec.comments()) == text


def test_whitespace_and_newlines_are_accepted():
    text = "(\n ;GM[Blokus Duo]\n ;B[e10,d11,e11,f11,e12]\n ;W[j4,i5,j5,k5,j6]\n)\n"
    b = sgf.loads(text)
    assert len(b.history) == 2


def test_unknown_properties_are_kept_in_order():
    text = "(;FF[4]GM[Blokus]CA[UTF-8]AP[Pentobi:x];1[a20];2[t20])"
    assert sgf.read(text).text() == text


def test_variations_replay_main_line_and_round_trip():
    text = "(;GM[Blokus Duo];B[e10,d11,e11,f11,e12](;W[j4,i5,j5,k5,j6])(;W[j5]))"
    rec = sgf.read(text)
    assert rec.text() == text
    assert str(rec.replay().history[-1]) == "j4,i5,j5,k5,j6"


def test_setup_properties():
    text = "(;GM[Blokus Duo]AB[e10,d11,e11,f11,e12]AW[j4,i5,j5,k5,j6]PL[W])"
    rec = sgf.read(text)
    b = rec.replay()
    assert b.to_move == 1 and not b.history and len(b.setup_pieces) == 2
    assert b.remaining(0).count("X") == 0
    assert sgf.dumps(b) == text
    b.play("k3")
    # Everything but the colour to move and the move count (setup is not a move).
    ignore = {"to_move": None, "moves": 0}
    again = sgf.read(sgf.dumps(b)).replay().snapshot()
    assert replace(again, **ignore) == replace(b.snapshot(), **ignore)


def test_setup_in_four_colour_game_and_erase():
    text = "(;GM[Blokus]A1[a20]A2[t20]A3[t1]A4[a1];AE[t1]PL[3])"
    b = sgf.read(text).replay()
    assert b.to_move == 2 and b.owner(b.geometry.parse("t1")) is None
    assert b.explain("t1") is None  # red's start is free again


@pytest.mark.parametrize("text,line,column", [
    ("", 1, 1),
    ("(;GM[Blokus Duo];B[e10", 1, 19),
    ("(;GM[Blokus Duo]\n;B[e10,d11,e11,f11,e12];W[z99])", 2, 27),
    ("(;GM[Foo])", 1, 6),
    ("(;GM[Blokus Duo];1[e10])", 1, 18),
    ("(;GM[Blokus Duo];B[a1,c1])", 1, 20),
    ("(;GM[Blokus Duo];B)", 1, 18),
    ("(;GM[Blokus Duo];B[e10]B[e9])", 1, 24),
    ("(;GM[Blokus Duo];B[e10]) x", 1, 26),
    ("(GM[Blokus Duo])", 1, 2),
    ("(;GM[Blokus Duo];B[e10]", 1, 24),
    ("(;B[e10])", 1, 1),
    ("(;GM[Blokus Duo]PL[X])", 1, 20),
])
def test_malformed_records_name_the_position(text, line, column):
    with pytest.raises(RecordError) as exc:
        sgf.read(text).replay()
    assert (exc.value.line, exc.value.column) == (line, column), str(exc.value)


def test_illegal_move_in_record_gives_index_and_reason():
    text = "(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[j4,i5,j5,k5,j6];B[e10])"
    with pytest.raises(RecordError) as exc:
        sgf.read(text).replay()
    err = exc.value
    assert err.index == 2 and err.reason.code == "occupied" and (err.line, err.column) == (1, 61)
    board, err2 = sgf.read(text).replay_checked()
    assert len(board.history) == 2 and err2.index == 2
