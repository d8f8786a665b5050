"""The Blokus editor: setup records Pentobi reads, the link's
format and its errors, the widget's refusals, and the Embed snippet."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from rules_py import web
from rules_py.blokus import sgf
from rules_py.blokus.board import Board
from rules_py.blokus.setup import setup_reasons
from rules_py.errors import RecordError, RulesError
from rules_py.widgets.blokus import editor
from rules_py.widgets.controls import embed
from rules_py.widgets.registry import get

# -- .blksgf setup and comments, written and read back ------------------------------

# Pentobi's own documentation example of setup properties (doc/blksgf/Pentobi-SGF.html).
PENTOBI_SETUP = ("(;GM[Blokus Duo]AB[e8,e9,f9,d10,e10][g6,f7,g7,h7,g8]"
                 "AW[i4,h5,i5,j5,i6][j7,j8,j9,k9,j10]PL[B])")


def test_pentobi_documentation_setup_reads_and_writes_back_unchanged() -> None:
    rec = sgf.read(PENTOBI_SETUP)
    board = rec.replay()
    assert [(c, str(m)) for c, m in board.setup_pieces] == [
        (0, "e8,e9,f9,d10,e10"), (0, "g6,f7,g7,h7,g8"), (1, "i4,h5,i5,j5,i6"), (1, "j7,j8,j9,k9,j10")]
    assert board.to_move == 0 and not board.history
    assert sgf.dumps(board) == PENTOBI_SETUP


@pytest.mark.parametrize("variant,pieces,first,props", [
    ("duo", [(0, "e10,d11,e11,f11,e12"), (1, "j4,i5,j5,k5,j6")], 1, ("AB", "AW", "PL[W]")),
    ("classic", [(0, "a20,b20,a19"), (2, "t1"), (3, "a1,a2,b2,a3,b3")], 2, ("A1", "A3", "A4", "PL[3]")),
    ("classic_2", [(1, "t20,s20"), (3, "a1")], 3, ("A2", "A4", "PL[4]")),
    ("trigon", [(0, "r15"), (2, "j12")], 1, ("A1", "A3", "PL[2]")),
    ("junior", [(0, "e10"), (0, "a1")], 1, ("AB[e10][a1]", "PL[W]")),
])
def test_setup_comments_and_moves_round_trip(variant, pieces, first, props) -> None:
    board = Board(variant)
    board.setup(pieces, first)
    mover = board.to_move
    board.play(board.random_move(__import__("random").Random(3)))
    comments = {0: "Set up: été, [brackets] and \\ backslash", 1: "The first move."}
    text = sgf.dumps(board, comments, extra=[("CA", "UTF-8")])
    for prop in props:
        assert prop in text
    assert text.count("C[") == 2
    rec = sgf.read(text)
    again = rec.replay()
    assert again == board
    assert sorted((c, str(m)) for c, m in again.setup_pieces) == sorted((c, str(m)) for c, m in board.setup_pieces)
    assert again.history[0].colour == mover
    assert rec.comments() == comments
    assert sgf.write_tree(rec.root) == text


def test_colour_to_play_alone_is_written_as_pl() -> None:
    board = Board("duo")
    board.setup([], to_move=1)
    text = sgf.dumps(board)
    assert text == "(;GM[Blokus Duo]PL[W])"
    assert sgf.read(text).replay().to_move == 1
    assert sgf.dumps(Board("duo")) == "(;GM[Blokus Duo])"  # the usual first colour: no PL


def test_empty_comments_are_left_out() -> None:
    board = Board("duo")
    board.play("e10")
    assert sgf.dumps(board, {0: "", 1: ""}) == "(;GM[Blokus Duo];B[e10])"


def test_reading_a_setup_that_overlaps_is_a_record_error() -> None:
    _, err = sgf.read("(;GM[Blokus Duo]AB[e10]AW[e10,e11])").replay_checked()
    assert err is not None and err.reason is not None and err.reason.code == "occupied"


# -- the link ---------------------------------------------------------------------------

RECORD = "(;GM[Blokus Duo]CA[UTF-8]AW[j4,i5,j5,k5,j6]PL[B]C[Départ];B[e10,d11,e11,f11,e12]C[Au centre])"


def test_link_round_trip() -> None:
    link = editor.encode_hash(RECORD, 1, ["human", "level3"])
    assert link.startswith("ed1/1/h3/")
    ex = editor.decode_hash(link)
    assert (ex.record, ex.step, ex.seats) == (RECORD, 1, ["human", "level3"])
    assert editor.decode_hash(editor.encode_hash(RECORD, None, ["strong", "random"])).step is None


def _token(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


GOOD = _token(zlib.compress(RECORD.encode()))


@pytest.mark.parametrize("link,code,column", [
    ("play/duo/human-human/", "syntax", 1),
    ("ed1/0/hh", "syntax", 1),
    ("ed2/0/hh/" + GOOD, "value", 1),
    ("ed1/x/hh/" + GOOD, "number", 5),
    ("ed1/0/hz/" + GOOD, "value", 8),
    ("ed1/0//" + GOOD, "value", 7),
    ("ed1/0/hh/not*base64", "encoding", 10),
    ("ed1/0/hh/" + GOOD[:-6], "encoding", 10),
    ("ed1/0/hh/" + _token(zlib.compress(b"\xff\xfe(;GM[Blokus Duo])")), "encoding", 10),
    ("ed1/0/hh/" + _token(zlib.compress(b" " * 2_100_000)), "too_large", 10),
    ("ed1/0/hh/" + "A" * 7000, "too_large", None),
])
def test_bad_links_are_record_errors(link: str, code: str, column: int | None) -> None:
    with pytest.raises(RecordError) as info:
        editor.decode_hash(link)
    assert info.value.code == code
    assert info.value.column == column


def test_a_bad_record_inside_a_link_says_where_in_the_record() -> None:
    with pytest.raises(RecordError) as info:
        editor.decode_hash("ed1/0/hh/" + _token(zlib.compress(b"(;GM[Blokus Duo];B[e10,zz99])")))
    assert info.value.code == "value" and info.value.line == 1 and info.value.column == 20


def test_a_bad_link_in_the_page_is_a_sentence_and_changes_nothing() -> None:
    state = {"variant": "duo", "setup": ["B:e10"]}
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "blokus-editor", "state": state, "act": {"goto": "ed1/0/hh/####"}}})))
    assert not reply["ok"]
    assert "does not hold an example I can open" in reply["error"]["message"]
    assert "Traceback" not in reply["error"]["message"]


# -- the widget ---------------------------------------------------------------------------

W = get("blokus-editor")


def _act(state: dict, act: dict | None = None, inputs: dict | None = None) -> dict:
    return W.act(state, act, inputs or {})


def test_overlap_is_refused_with_the_reason_and_nothing_changes() -> None:
    state = _act({"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12"], "colour": "W"})
    state = _act(state, {"pick": "X"})
    after = _act(state, {"place": "e11"})
    assert after["setup"] == state["setup"]
    assert after["tried"]["code"] == "occupied" and "e11" in after["tried"]["cells"]
    html = str(W.element(after))
    assert "Refused" in html and "Nothing changed" in html


def test_off_board_is_refused_with_the_reason() -> None:
    state = _act({"variant": "duo", "colour": "W"}, {"pick": "I5"})
    after = _act(state, {"place": "a1"})
    assert after["setup"] == [] and after["tried"]["code"] == "off_board"


def test_a_placement_against_the_rules_is_kept_and_said() -> None:
    state = _act({"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12"], "colour": "B"}, {"pick": "1"})
    after = _act(state, {"place": "a1"})
    assert after["setup"][-1] == "B:a1"
    assert after["said"]["code"] == "no_corner_contact"
    html = str(W.element(after))
    assert "not by the rules" in html and 'data-reason="no_corner_contact"' in html


def test_setup_reasons_find_an_order_the_rules_allow() -> None:
    board = Board("duo")
    # placed in an order the rules would refuse (the second piece first), both legal in the other
    board.setup([(0, "f9"), (0, "e10,d11,e11,f11,e12")])
    assert setup_reasons(board) == [None, None]


def test_remove_clear_and_colour_to_play() -> None:
    state = _act({"variant": "duo", "setup": ["B:e10", "W:j5"], "mode": "play", "moves": ["f9"],
                  "comments": {"0": "keep", "1": "dropped"}}, {"mode": "setup"})
    state = _act(state, {"remove": 0})
    assert state["setup"] == ["W:j5"] and state["moves"] == [] and state["comments"] == {"0": "keep"}
    state = _act(state, {"first": "W"})
    assert editor.position(state).to_move == 1
    assert _act(state, {"clear": 1})["setup"] == []
    with pytest.raises(RulesError):
        _act(state, {"remove": 5})


def test_play_on_from_a_setup_with_a_bot_and_comments() -> None:
    state = _act({"variant": "duo", "setup": ["W:j4,i5,j5,k5,j6"], "first": "B",
                  "seats": ["human", "level1"]}, {"mode": "play"})
    state = _act(state, {"pick": "X"})
    state = _act(state, {"place": "e11"})
    assert state["moves"] == ["e10,d11,e11,f11,e12"]
    assert 'data-bot="1"' in str(W.element(state))
    state = _act(state, {"bot": 1})
    assert len(state["moves"]) == 2 and state["step"] == 2
    state = _act(state, {"comment": 1}, {"comment": "  Orange answers.  "})
    state = _act(state, {"step": 1})
    state = _act(state, {"comment": 1}, {"comment": "Purple takes the centre."})
    assert state["comments"] == {"2": "Orange answers.", "1": "Purple takes the centre."}
    text = editor.record_text(state)
    rec = sgf.read(text)
    assert rec.comments() == {1: "Purple takes the centre.", 2: "Orange answers."}
    assert "AW[j4,i5,j5,k5,j6]" in text and "PL[B]" in text and "CA[UTF-8]" in text
    # the link reopens the same example at the same step
    link = str(W.element(state).attrs["data-hash"])
    again = _act({"variant": "classic"}, {"goto": link})
    assert {k: again[k] for k in ("variant", "setup", "first", "moves", "comments", "step", "seats")} == \
        {k: state[k] for k in ("variant", "setup", "first", "moves", "comments", "step", "seats")}


def test_load_a_record_with_setup_and_refuse_a_later_setup() -> None:
    state = _act({"variant": "classic"}, {"load": RECORD})
    assert state["variant"] == "duo" and state["setup"] == ["W:j4,i5,j5,k5,j6"] and state["first"] == "B"
    assert state["comments"] == {"0": "Départ", "1": "Au centre"}
    assert (state["mode"], state["step"], state["moves"]) == ("play", 0, ["e10,d11,e11,f11,e12"])
    assert _act(state, {"load": PENTOBI_SETUP})["mode"] == "setup"  # no moves: a position to edit
    with pytest.raises(RulesError):
        _act(state, {"load": "(;GM[Blokus Duo];B[e10]AW[j5])"})
    with pytest.raises(RulesError):
        _act(state, {"load": "(;GM[Blokus Duo];B[e10"})


def test_a_page_can_embed_an_example_from_its_link() -> None:
    link = editor.encode_hash(RECORD, 1, ["human", "human"])
    html = web.render_widget("blokus-editor", {"open": link, "view": True})
    assert "Au centre" in html and "Play and annotate" not in html and "data-hash=" not in html


def test_an_unknown_edition_is_refused() -> None:
    with pytest.raises(RulesError):
        _act({"variant": "nexos"})


# -- the Embed snippet ----------------------------------------------------------------------


def test_snippet_escapes_and_checks() -> None:
    code = embed.snippet("/blokus/editor/", "ed1/0/hh/abc", title='<b>"x"</b>', height=480)
    assert code.startswith('<iframe src="blokus/editor/?embed=1#ed1/0/hh/abc"')
    assert "&lt;b&gt;&quot;x&quot;&lt;/b&gt;" in code and 'height="480"' in code
    for path in ("https://evil.example/", "../x/", "blokus/<x>/"):
        with pytest.raises(RulesError):
            embed.snippet(path, "", title="t")
    with pytest.raises(RulesError):
        embed.snippet("blokus/editor/", 'a"><script>', title="t")
    with pytest.raises(RulesError):
        embed.snippet("blokus/editor/", "", title="t", height=10)


def test_setup_pieces_stay_grouped_by_colour_as_the_record_writes_them() -> None:
    state = _act({"variant": "duo", "setup": ["B:e10,e11", "W:j5"], "colour": "B"}, {"pick": "1"})
    state = _act(state, {"place": "a1"})
    assert state["setup"] == ["B:e10,e11", "B:a1", "W:j5"]
    assert state["said"]["code"] == "no_corner_contact"  # the verdict of the piece just placed
    assert editor.state_of_record(editor.record_text(state))["setup"] == state["setup"]


def test_an_embedded_example_may_carry_one_link_per_language() -> None:
    en = editor.encode_hash(RECORD.replace("Au centre", "In the centre"), 1, ["human", "human"])
    fr = editor.encode_hash(RECORD, 1, ["human", "human"])
    state = {"open": {"en": en, "fr": fr}, "view": True}
    assert "In the centre" in web.render_widget("blokus-editor", state)
    assert "Au centre" in web.render_widget("blokus-editor", {**state, "lang": "fr"})


def test_the_green_ghost_while_setting_up_is_every_free_placement() -> None:
    board = editor.setup_board("duo", ["B:e10,d11,e11,f11,e12"], None)
    setting = editor.Setting(board, 1)
    assert len(setting.legal_masks("1")) == 14 * 14 - 5  # the monomino: every free cell, rules or not
    assert all(not m & board.occupied for m in setting.legal_masks("X"))


def test_the_why_op_answers_in_both_modes() -> None:
    def ask(**args):
        return json.loads(web.handle(json.dumps({"op": "blokus.editor-why", "args": args})))

    setup = {"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12"], "first": "W"}
    reply = ask(**setup, colour="B", sel={"piece": "1"}, at="e11")
    assert reply["ok"] and reply["result"]["code"] == "occupied"
    reply = ask(**setup, colour="B", sel={"piece": "1"}, at="a1")
    assert reply["ok"] and reply["result"]["legal"]  # setting up: anywhere free
    reply = ask(**setup, colour=None, sel={"piece": "1"}, at="a1", moves=[])
    assert reply["ok"] and reply["result"]["code"] == "must_cover_start"  # playing on: the rules
    reply = ask(**setup, colour="Q", sel={"piece": "1"}, at="a1")
    assert not reply["ok"] and "Traceback" not in reply["error"]["message"]
