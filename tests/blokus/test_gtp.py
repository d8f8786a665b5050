"""The GTP engine (`python -m rules_py blokus gtp`): every command's answers, errors included.

Pentobi's own answers are the bar where both engines answer alike:
``all_legal`` for a colour that is not to move (tests/data/gtp, written by
Pentobi 30.3's pentobi-gtp) and ``final_score`` on Pentobi's self-play games
(the strings below are what pentobi-gtp answered to the same ``loadsgf``).
No test needs Pentobi itself.
"""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys

import pytest

import rules_py
from rules_py.blokus import bots, cli, gtp, sgf
from rules_py.blokus.board import Board
from rules_py.blokus.bots import make_bot
from rules_py.blokus.variants import get
from rules_py.i18n.messages import using

from tests.paths import DATA

X = "e10,d11,e11,f11,e12"   # purple's opening X in Duo
X_W = "j4,i5,j5,k5,j6"      # orange's


def engine(variant: str = "duo", bot: str = "greedy", seed: int | None = 1) -> gtp.Engine:
    return gtp.Engine(get(variant), make_bot(bot), seed=seed, bot_name=bot)


def ask(e: gtp.Engine, *lines: str) -> list[str | None]:
    return [e.handle(line) for line in lines]


def ok(text: str = "", ident: str = "") -> str:
    return f"={ident} {text}\n\n"


def fail(text: str, ident: str = "") -> str:
    return f"?{ident} {text}\n\n"


# -- the protocol: ids, empty lines, comments, garbage -------------------------

def test_ids_are_echoed_on_success_and_failure():
    e = engine()
    assert ask(e, "7 name", "12 nonsense", "0 protocol_version") == [ok("rules_py", "7"),
                                                                     fail("unknown command", "12"),
                                                                     ok("2", "0")]


def test_empty_lines_and_comments_get_no_answer():
    e = engine()
    assert ask(e, "", "   ", "\n", "# a comment", "   # indented comment", "\t\r\n") == [None] * 6
    # A comment after a command is dropped; tabs are spaces.
    assert e.handle("known_command\tplay # is it?") == ok("true")


def test_garbage_never_stops_the_engine():
    e = engine()
    garbage = {
        "\x00\x01\x02": None,                            # only control characters: an empty line
        "\ufffd\ufffd play": fail("unknown command"),
        "play": fail("usage: play COLOUR MOVE"),
        "5": fail("unknown command"),                     # a lone number is no id
        "12 ": fail("unknown command"),
        "=": fail("unknown command"),
        "?": fail("unknown command"),
        "ünïcödé ☃": fail("unknown command"),
        "genmove": fail("usage: genmove COLOUR"),
        "play b " + "a1," * 5000: fail("These cells do not form one of the pieces: " + ",".join(["a1"] * 5000) + "."),
        "all_legal purple extra": fail("usage: all_legal COLOUR"),
        "loadsgf": fail("usage: loadsgf FILE [N]"),
        "-1 name": fail("unknown command"),               # an id is digits only
        "\x07name\x7f": ok("rules_py"),                    # control characters dropped
    }
    for line, answer in garbage.items():
        assert e.handle(line) == answer, line
    # Nothing was played, and the engine still answers.
    assert e.board.history == () and e.handle("name") == ok("rules_py")


def test_commands_are_case_sensitive_like_gtp():
    assert engine().handle("NAME") == fail("unknown command")


def test_serve_reads_bytes_answers_in_order_and_stops_at_quit():
    stdin = io.BytesIO(b"1 name\n\n# c\nplay b e10\xff\xfe\n2 quit\nname\n")
    stdout = io.BytesIO()
    assert gtp.serve(engine(), stdin, stdout) == 0
    assert stdout.getvalue().decode() == ok("rules_py", "1") + fail(
        "'e10\ufffd\ufffd' is not a Blokus action: expected e.g. `e8,f8,f9,e10,f10` "
        "(the piece's cells in Pentobi's notation).") + ok("", "2")


def test_serve_refuses_an_overlong_line_and_goes_on(monkeypatch):
    monkeypatch.setattr(gtp, "MAX_LINE", 64)
    stdin = io.BytesIO(b"name " + b"x" * 200 + b"\nname\n")
    stdout = io.BytesIO()
    gtp.serve(engine(), stdin, stdout)
    assert stdout.getvalue().decode() == fail("line too long (over 64 bytes)") + ok("rules_py")


def test_serve_stops_at_the_end_of_input():
    stdout = io.BytesIO()
    assert gtp.serve(engine(), io.BytesIO(b"name"), stdout) == 0  # no final newline
    assert stdout.getvalue() == ok("rules_py").encode()


def test_a_multi_line_answer_holds_no_empty_line():
    assert gtp.format_answer(True, "", "a\n\n\nb") == "= a\n \n \nb\n\n"
    assert gtp.format_answer(False, "9", "") == "?9 \n\n"


def test_an_internal_error_is_answered_not_raised(monkeypatch):
    e = engine()

    def boom(args):
        raise ZeroDivisionError("oops")
    e.commands["name"] = boom
    assert e.handle("name") == fail("internal error: ZeroDivisionError: oops")
    assert e.handle("protocol_version") == ok("2")


# -- administrative commands -----------------------------------------------------

def test_protocol_version_name_version():
    e = engine()
    assert ask(e, "protocol_version", "name", "version") == [
        ok("2"), ok("rules_py"), ok(f"{rules_py.__version__} (greedy)")]
    assert e.handle("name please") == fail("usage: name")
    assert e.handle("protocol_version 2") == fail("usage: protocol_version")


def test_known_command_and_list_commands():
    e = engine()
    listed = e.handle("list_commands")
    names = ["all_legal", "clear_board", "final_score", "genmove", "known_command", "list_commands",
             "loadsgf", "name", "play", "protocol_version", "quit", "savesgf", "set_game",
             "set_random_seed", "showboard", "undo", "version"]
    assert listed == ok("\n".join(names))
    assert set(names) == set(gtp.HELP)
    for name in names:
        assert e.handle(f"known_command {name}") == ok("true")
    assert ask(e, "known_command reg_genmove", "known_command", "known_command a b") == [
        ok("false"), fail("usage: known_command NAME"), fail("usage: known_command NAME")]


def test_quit_answers_then_stops():
    e = engine()
    assert e.handle("quit") == ok() and e.quit
    assert engine().handle("quit now") == fail("usage: quit")


def test_clear_board_and_set_game():
    e = engine()
    ask(e, f"play b {X}")
    assert e.handle("clear_board") == ok() and e.board == Board("duo")
    assert e.handle("clear_board x") == fail("usage: clear_board")
    assert e.handle("set_game Blokus Two-Player") == ok()
    assert e.board.variant.name == "classic_2" and e.board.history == ()
    assert e.handle("set_game  blokus   trigon") == ok() and e.board.variant.name == "trigon"
    assert e.handle("set_game Go") == fail("unknown game 'Go'")
    assert e.handle("set_game") == fail("usage: set_game GM")
    assert e.board.variant.name == "trigon"


# -- play ---------------------------------------------------------------------

def test_play_legal_moves_any_cell_order_any_case():
    e = engine()
    assert e.handle("play B e12,E11,d11,f11,e10") == ok()
    assert e.handle("play white j4, i5, j5, k5, j6") == ok()
    assert e.board.moves_notation() == [("B", X), ("W", X_W)]


@pytest.mark.parametrize("moves, line, answer", [
    ([], "play w j5", "It is purple's turn, not orange's."),
    ([], "play b a1", "purple's first piece must cover a free starting cell: e10."),
    ([], "play b z9", "Cell z9 is not on the board."),
    ([], "play b a1,c1", "These cells do not form one of the pieces: a1,c1."),
    ([], "play b e10,e10", "These cells do not form one of the pieces: e10,e10."),
    ([], "play b ,", "',' is not a Blokus action: expected e.g. `e8,f8,f9,e10,f10` (the piece's cells in "
                     "Pentobi's notation)."),
    ([X], "play w e10", "Cell e10 is already covered."),
    ([X, X_W], "play b e13", "Cell e13 would touch purple's own piece at e12 along an edge."),
    ([X, X_W], "play b a1", "The piece must touch another purple piece at a corner."),
    ([X, X_W], "play b d13,c14,d14,e14,d15", "Cell d15 is not on the board."),
    ([X, X_W, "f13"], "play w i7,h8,i8,j8,i9", "orange has already placed its piece X."),
    ([X, X_W, "f9", "k7"], "play b d9", "purple has already placed its piece 1."),
])
def test_an_illegal_play_answers_the_reason_and_changes_nothing(moves, line, answer):
    e = engine()
    for m in moves:
        assert e.handle(f"play {'BW'[len(e.board.history) % 2]} {m}") == ok(), m
    before = e.board.snapshot()
    assert e.handle(line) == fail(answer)
    assert e.board.snapshot() == before


def test_play_reasons_follow_the_language():
    with using("fr"):
        assert engine().handle("play b a1") == fail(
            "La première pièce violette doit couvrir une case de départ libre : e10.")


def test_play_argument_errors():
    e = engine()
    assert ask(e, "play", "play b", "play red e10", "play 1 e10") == [
        fail("usage: play COLOUR MOVE"), fail("usage: play COLOUR MOVE"),
        fail("invalid colour 'red'; one of b, black, blue, green, orange, purple, w, white"),
        fail("invalid colour '1'; one of b, black, blue, green, orange, purple, w, white")]
    assert e.board.history == ()


def test_play_pass_only_for_a_colour_that_cannot_move():
    e = engine()
    assert e.handle("play b pass") == fail("purple can still place a piece: no pass")
    over = sgf.read((DATA / "pentobi" / "selfplay_duo.blksgf").read_text().splitlines()[0]).replay()
    e.board = over
    before = over.snapshot()
    assert ask(e, "play b pass", "play W PASS") == [ok(), ok()]
    assert e.board.snapshot() == before
    assert e.handle("play b e10") == fail("The game is over: no colour can place a piece.")


def test_colour_names_follow_pentobi_then_ours():
    assert gtp.colour_names(get("classic")) == {
        "1": 0, "2": 1, "3": 2, "4": 3, "blue": 0, "yellow": 1, "red": 2, "green": 3}
    junior = gtp.colour_names(get("junior"))
    assert junior["green"] == 1 and junior["b"] == 0 and junior["orange"] == 1  # Pentobi's green
    trigon_3 = gtp.colour_names(get("trigon_3"))
    assert "4" not in trigon_3 and trigon_3["3"] == 2
    # A variant of ours alone: its letters and names too.
    assert gtp.colour_names(get("blitz_2"))["yellow"] == 1 and gtp.colour_names(get("blitz_2"))["2"] == 1


# -- genmove --------------------------------------------------------------------

def test_genmove_plays_the_bots_choice_and_answers_it():
    e = engine(seed=5)
    expected = make_bot("greedy").choose(Board("duo"), random.Random(5))
    assert e.handle("3 genmove b") == ok(str(expected), "3")
    assert e.board.history[-1] == expected.with_colour(0)
    assert e.handle("genmove b") == fail("It is orange's turn, not purple's.")
    assert e.handle("genmove w").startswith("= ") and len(e.board.history) == 2


def test_genmove_hands_the_bot_the_engines_own_board():
    """A bot that keeps its search tree between moves recognises the board object."""
    seen = []

    class Spy:
        name = "spy"

        def choose(self, board, rng):
            seen.append(board)
            return board.random_move(rng)
    e = gtp.Engine(get("duo"), Spy(), seed=1)
    ask(e, "genmove b", "genmove w")
    assert seen == [e.board, e.board] and all(b is e.board for b in seen)


def test_set_random_seed_repeats_the_bots_choices():
    e = engine("classic", "random", seed=None)
    first = ask(e, "set_random_seed 42", "genmove 1", "genmove 2")
    e.handle("clear_board")
    assert ask(e, "set_random_seed 42", "genmove 1", "genmove 2") == first
    assert ask(e, "set_random_seed", "set_random_seed x", "set_random_seed 1.5", "set_random_seed -3") == [
        fail("usage: set_random_seed N"), fail("invalid seed 'x': an integer"),
        fail("invalid seed '1.5': an integer"), ok()]


def test_genmove_passes_when_the_colour_cannot_move():
    e = engine()
    e.board = sgf.read((DATA / "pentobi" / "selfplay_duo.blksgf").read_text().splitlines()[0]).replay()
    assert ask(e, "genmove b", "genmove w") == [ok("pass"), ok("pass")]
    assert ask(e, "genmove", "genmove x") == [
        fail("usage: genmove COLOUR"),
        fail("invalid colour 'x'; one of b, black, blue, green, orange, purple, w, white")]


def test_genmove_in_a_four_colour_game_goes_round_the_colours():
    e = engine("classic_2", "greedy")
    answers = ask(e, "genmove 1", "genmove yellow", "genmove 3", "genmove 4")
    assert all(a is not None and a.startswith("= ") and a != ok("pass") for a in answers)
    assert [mv.colour for mv in e.board.history] == [0, 1, 2, 3]


# -- undo, all_legal, final_score, showboard ------------------------------------

def test_undo():
    e = engine()
    assert e.handle("undo") == fail("cannot undo: no move played")
    ask(e, f"play b {X}", f"play w {X_W}")
    assert ask(e, "undo", "undo", "undo") == [ok(), ok(), fail("cannot undo: no move played")]
    assert e.board == Board("duo")
    assert e.handle("undo 2") == fail("usage: undo")


def test_all_legal_equals_pentobi_for_a_colour_not_to_move():
    cases = json.loads((DATA / "gtp" / "pentobi_all_legal.json").read_text())["positions"]
    assert len(cases) == 7
    for case in cases:
        e = engine(case["variant"])
        for colour, move in case["moves_played"]:
            assert e.handle(f"play {colour} {move}") == ok()
        answer = e.handle(f"all_legal {case['colour']}")
        assert answer is not None and answer.startswith("= ")
        ours = answer[2:].split()
        assert len(ours) == len(set(ours)) == len(case["pentobi_all_legal"])
        assert set(ours) == set(case["pentobi_all_legal"]), case["variant"]
        assert e.board.to_move is not None
        assert e.board.variant.colour_letters[e.board.to_move] != case["colour"].upper()


def test_all_legal_of_the_colour_to_move_and_at_the_end(pentobi_dir):
    p = next(p for p in json.loads((pentobi_dir / "positions.json").read_text())
             if p["variant"] == "duo" and len(p["moves_played"]) == 8)
    e = engine()
    for colour, move in p["moves_played"]:
        e.handle(f"play {colour} {move}")
    answer = e.handle(f"all_legal {p['to_move']}")
    assert answer is not None and set(answer[2:].split()) == set(p["legal_moves"])
    e.board = sgf.read((pentobi_dir / "selfplay_duo.blksgf").read_text().splitlines()[0]).replay()
    assert ask(e, "all_legal b", "all_legal", "all_legal b w") == [
        ok(), fail("usage: all_legal COLOUR"), fail("usage: all_legal COLOUR")]


#: What Pentobi 30.3 answered to ``loadsgf FILE`` then ``final_score`` (and
#: ``loadsgf FILE 9`` then ``final_score``) for the first three self-play games.
PENTOBI_FINAL_SCORES = {
    "duo": [("B+7", "0"), ("W+4", "0"), ("W+2", "0")],
    "classic_2": [("B+1", "0"), ("B+2", "0"), ("B+33", "0")],
    "classic": [("53 65 69 77", "10 10 10 10"), ("68 70 69 76", "10 10 10 10"),
                ("80 66 77 56", "10 10 10 10")],
    "junior": [("W+2", "W+1"), ("B+5", "0"), ("W+12", "0")],
    "trigon": [("106 95 101 90", "12 12 12 12"), ("102 106 96 103", "12 12 12 12"),
               ("106 107 106 87", "12 12 12 12")],
}


@pytest.mark.parametrize("variant", sorted(PENTOBI_FINAL_SCORES))
def test_final_score_and_loadsgf_equal_pentobi(variant, pentobi_dir, tmp_path):
    games = (pentobi_dir / f"selfplay_{variant}.blksgf").read_text().splitlines()[:3]
    e = engine("classic")
    for game, (end, early) in zip(games, PENTOBI_FINAL_SCORES[variant]):
        f = tmp_path / "g.blksgf"
        f.write_text(game)
        assert ask(e, f"loadsgf {f}", "final_score", f"loadsgf {f} 9", "final_score") == [
            ok(), ok(end), ok(), ok(early)]
        assert e.board.variant.name == variant and len(e.board.history) == 8


def test_final_score_of_a_shared_colour_game_lists_every_colour():
    e = engine("classic_3")
    assert ask(e, "play 1 a20", "final_score") == [ok(), ok("1 0 0 0")]  # Pentobi answers the same
    assert e.handle("final_score now") == fail("usage: final_score")


def test_showboard_pins_the_picture():
    e = engine()
    ask(e, f"play b {X}", f"play w {X_W}")
    expected = "\n".join([
        "",
        "   a b c d e f g h i j k l m n",
        "14 . . . . . . . . . . . . . .",
        "13 . . . . . . . . . . . . . .",
        "12 . . . . B . . . . . . . . .",
        "11 . . . B B B . . . . . . . .",
        "10 . . . . B . . . . . . . . .",
        " 9 . . . . . . . . . . . . . .",
        " 8 . . . . . . . . . . . . . .",
        " 7 . . . . . . . . . . . . . .",
        " 6 . . . . . . . . . W . . . .",
        " 5 . . . . . . . . W W W . . .",
        " 4 . . . . . . . . . W . . . .",
        " 3 . . . . . . . . . . . . . .",
        " 2 . . . . . . . . . . . . . .",
        " 1 . . . . . . . . . . . . . .",
        "   a b c d e f g h i j k l m n",
        "B purple: 20 pieces left (84 squares), score 5",
        "W orange: 20 pieces left (84 squares), score 5",
        "to move: B purple",
    ])
    assert e.handle("showboard") == ok(expected)
    assert e.handle("showboard x") == fail("usage: showboard")


def test_showboard_marks_free_starting_cells_and_the_end():
    start = engine("classic").handle("showboard")
    assert start is not None
    rows = start.split("\n")
    assert rows[2].startswith("20 + .") and rows[2].endswith(". +")
    assert rows[21].startswith(" 1 + .") and rows[-3] == "to move: 1 blue"
    e = engine()
    e.board = sgf.read((DATA / "pentobi" / "selfplay_duo.blksgf").read_text().splitlines()[0]).replay()
    shown = e.handle("showboard")
    assert shown is not None and shown.endswith("game over\n\n") and "+" not in shown
    tri = engine("trigon").handle("showboard")
    assert tri is not None and tri.count("+") == 6 and " ai" in tri.split("\n")[1]


# -- loadsgf, savesgf ------------------------------------------------------------

def test_loadsgf_errors_change_nothing(tmp_path):
    e = engine()
    ask(e, f"play b {X}")
    before = e.board.snapshot()
    bad = tmp_path / "bad.blksgf"
    bad.write_text("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[a1])")
    garbled = tmp_path / "garbled.blksgf"
    garbled.write_bytes(b"(;GM[Blokus Duo];B[e10\xff")
    missing = tmp_path / "nope.blksgf"
    answers = ask(e, f"loadsgf {bad}", f"loadsgf {garbled}", f"loadsgf {missing}", "loadsgf",
                  f"loadsgf {bad} 0", f"loadsgf {bad} x", f"loadsgf {bad} 1 2")
    assert answers[0] == fail("line 1, column 43, move 2: illegal move W[a1]: "
                              "orange's first piece must cover a free starting cell: j5.")
    assert answers[1] is not None and answers[1].startswith("? ")
    assert answers[2] == fail(f"cannot read {missing}: No such file or directory")
    assert answers[3:] == [fail("usage: loadsgf FILE [N]"), fail("invalid move number '0': 1 or more"),
                           fail("invalid move number 'x': 1 or more"), fail("usage: loadsgf FILE [N]")]
    assert e.board.snapshot() == before
    # Before the bad move, the record loads.
    assert e.handle(f"loadsgf {bad} 2") == ok() and e.board.moves_notation() == [("B", X)]


def test_savesgf_writes_a_record_that_loads_back(tmp_path):
    e = engine("classic_2", "random", seed=3)
    ask(e, "genmove 1", "genmove 2", "genmove 3")
    f = tmp_path / "out.blksgf"
    assert e.handle(f"savesgf {f}") == ok()
    back = sgf.read(f.read_text()).replay()
    assert back.moves_notation() == e.board.moves_notation() and back.variant.name == "classic_2"
    e2 = engine("duo")
    assert e2.handle(f"loadsgf {f}") == ok() and e2.board == e.board
    assert ask(e, f"savesgf {tmp_path / 'no' / 'dir.blksgf'}", "savesgf") == [
        fail(f"cannot write {tmp_path / 'no' / 'dir.blksgf'}: No such file or directory"),
        fail("usage: savesgf FILE")]
    e3 = engine("edition_12")
    e3.board = Board(get("edition_12").with_options(gm=None))
    assert e3.handle(f"savesgf {f}") == fail("variant edition_12 has no record format")


# -- levels and the command line ------------------------------------------------

def test_levels_fall_back_to_the_bots_we_have_and_prefer_level_names(monkeypatch):
    monkeypatch.setattr(bots, "BOTS", dict(bots.BOTS))
    for name in [n for n in bots.BOTS if n.startswith("level")]:
        del bots.BOTS[name]
    monkeypatch.setattr(cli, "BOTS", bots.BOTS)
    assert cli.level_bots() == {1: "random", 2: "greedy", 3: "strong"}
    assert cli.gtp_bot(None, None)[1] == "strong" and cli.gtp_bot(2, None)[1] == "greedy"
    bots.BOTS["level1"] = bots.RandomBot
    bots.BOTS["level2"] = bots.GreedyBot
    assert cli.level_bots() == {1: "level1", 2: "level2"}
    assert cli.gtp_bot(None, None)[1] == "level2" and cli.gtp_bot(1, None)[1] == "level1"
    assert cli.gtp_bot(1, "greedy")[1] == "greedy"
    with pytest.raises(cli.UsageError, match="--level must be one of 1, 2"):
        cli.gtp_bot(3, None)
    with pytest.raises(cli.UsageError, match="unknown bot 'nope'"):
        cli.gtp_bot(None, "nope")


def _run(root, args, stdin):
    return subprocess.run([sys.executable, "-m", "rules_py", "blokus", "gtp", *args], cwd=root,
                          input=stdin, capture_output=True, timeout=120)


@pytest.mark.cpython_only
def test_the_command_line_engine_session(root_dir):
    out = _run(root_dir, ["--game", "duo", "--bot", "greedy", "--seed", "4"],
               b"1 name\nplay b e10\n\ngenmove w\nbogus\xff\n2 quit\nname\n")
    assert out.returncode == 0 and out.stderr == b""
    answers = out.stdout.decode().split("\n\n")
    expected_move = make_bot("greedy").choose(_after_e10(), random.Random(4))
    assert answers == ["=1 rules_py", "= ", f"= {expected_move}", "? unknown command", "=2 ", ""]


def _after_e10() -> Board:
    b = Board("duo")
    b.play("e10")
    return b


@pytest.mark.cpython_only
@pytest.mark.parametrize("args, message", [
    (["--game", "chess"], "unknown variant 'chess'"),
    (["--level", "9"], "--level must be one of"),
    (["--bot", "alphago"], "unknown bot 'alphago'"),
    (["--seed", "x"], "invalid int value"),
])
def test_command_line_usage_errors_follow_the_contract(root_dir, args, message):
    out = _run(root_dir, args, b"name\n")
    assert out.returncode == 2 and out.stdout == b""
    err = json.loads(out.stderr)
    assert err["code"] == "usage" and message in err["message"]


@pytest.mark.cpython_only
def test_the_pentobi_game_ids_work(root_dir):
    out = _run(root_dir, ["--game", "classic_2", "--bot", "random"], b"final_score\nall_legal 1\n")
    answers = out.stdout.decode().split("\n\n")
    assert answers[0] == "= 0"
    assert len(answers[1][2:].split()) == 58  # the placements covering a20 (Pentobi: 58)
