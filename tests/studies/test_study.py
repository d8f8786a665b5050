"""Studies: the document, its tree, its file, its .blksgf chapters, "find the move"."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules_py
from rules_py import studies as S
from rules_py.blokus import review as blokus_review
from rules_py.blokus import sgf
from rules_py.blot import review as blot_review
from rules_py.blot.record import EXAMPLES as BLOT_EXAMPLES
from rules_py.blot.record import example_text
from rules_py.errors import MAX_BYTES, RECORD_CODES, IllegalMove, OptionError, RecordError, RulesError

from tests.paths import ROOT

SCHEMA = ROOT / "seeds" / "study" / "study.schema.json"
X = "e10,d11,e11,f11,e12"  # purple's X on its starting cell (Duo)


def blot_start(players: int = 4, seed: int = 3) -> tuple[dict[str, int], list[str]]:
    """Options and the actions of a new BLOT game up to its first deal (drawn with ``seed``)."""
    game = rules_py.new_game("blot", players=players)
    rng = random.Random(seed)
    while game.current_player == rules_py.CHANCE:
        game.apply(game.sample_chance(rng))
    return {"players": players}, [str(a) for a in game.history]


def duo_chapter() -> tuple[S.Chapter, S.Node, S.Node, S.Node]:
    """A Duo chapter: X, then orange's X (main line) or its I3 (a variation), each with more."""
    ch = S.Chapter("duo", title="Duo opening")
    x = ch.play(ch.root, X)
    reply = ch.play(x, "j4,i5,j5,k5,j6")
    other = ch.play(x, "j5,j6,j7")
    ch.play(reply, "f8,f9,g9,g10,h10")
    ch.play(other, "f9,f8,g8")
    ch.set_comment(ch.root, "Purple moves first.")
    ch.set_comment(reply, "Orange mirrors [the centre].")
    ch.set_glyph(reply, "!")
    ch.set_glyph(other, "?!")
    ch.set_marks(reply, S.Marks(cells={"green": ["f9", "g8"], "red": ["i7"]}, ghost="f9,f8,g8"))
    return ch, x, reply, other


def sample_study() -> S.Study:
    duo, *_ = duo_chapter()
    options, actions = blot_start(3)
    blot = S.Chapter("blot", title="Which card?", kind="find_move", options=options, actions=actions)
    first = blot.start_state().legal_actions()
    node = blot.play(blot.root, first[0])
    blot.set_task(blot.root, S.Task((str(first[0]), str(first[1])), hint="Open the ceremony you can win."))
    blot.set_marks(node, S.Marks(cards={"yellow": ["G6"]}, tiles={"blue": ["red"]}))
    trigon = S.Chapter("trigon", title="Trigon", setup=[("1", "r15,q15,s15")], to_move="2")
    trigon.play(trigon.root, trigon.start_state().legal_actions()[5])
    return S.Study("Three games", "fr", [duo, blot, trigon])


# ---------------------------------------------------------------------------
# The tree

def test_moves_make_a_tree_of_lines() -> None:
    ch, x, reply, other = duo_chapter()
    assert [n.move for n in x.children] == ["j4,i5,j5,k5,j6", "j5,j6,j7"]
    assert ch.play(x, "j5,j6,j7") is other  # the same move again: the same node
    assert ch.node_at(other.path()) is other and other.path() == (0, 1)
    assert [n.move for n in ch.root.main_line()][1:] == [X, "j4,i5,j5,k5,j6", "f8,f9,g9,g10,h10"]
    board = ch.state_at(other.children[0])
    replay = rules_py.new_game("duo")
    for move in (X, "j5,j6,j7", "f9,f8,g8"):
        replay.apply(move)
    assert board == replay and len(board.history) == 3


def test_promote_main_line_and_delete() -> None:
    ch, x, reply, other = duo_chapter()
    deep = other.children[0]
    ch.make_main_line(deep)
    assert ch.root.main_line()[1:] == [x, other, deep]
    ch.promote(reply)
    assert x.children == [reply, other]
    ch.delete(other)
    assert x.children == [reply] and other.parent is None
    with pytest.raises(RulesError):
        ch.delete(ch.root)
    with pytest.raises(OptionError):  # a node of no chapter (deleted)
        ch.set_comment(other, "gone")


def test_an_illegal_move_is_refused_with_its_reason_and_changes_nothing() -> None:
    ch, x, reply, _ = duo_chapter()
    before = ch.signature()
    with pytest.raises(IllegalMove) as exc:
        ch.play(reply, "a1")  # not touching a purple corner
    assert exc.value.reason.code == "no_corner_contact" and "violette" in exc.value.reason.fr
    with pytest.raises(IllegalMove):
        ch.play(x, "not a move")
    assert ch.signature() == before


def test_glyphs_marks_and_questions_are_checked() -> None:
    ch, x, reply, _ = duo_chapter()
    with pytest.raises(OptionError):
        ch.set_glyph(reply, "!!!")
    with pytest.raises(OptionError):
        ch.set_glyph(ch.root, "!")  # no move to judge
    with pytest.raises(OptionError):
        ch.set_marks(reply, S.Marks(cells={"purple": ["a1"]}))
    with pytest.raises(OptionError):
        ch.set_marks(reply, S.Marks(cells={"green": ["z99"]}))
    with pytest.raises(OptionError):
        ch.set_marks(reply, S.Marks(cards={"green": ["G6"]}))  # cards belong to BLOT
    with pytest.raises(IllegalMove):
        ch.set_marks(reply, S.Marks(ghost="a1,c3"))  # no piece
    with pytest.raises(OptionError):  # a read chapter asks nothing
        ch.set_task(x, S.Task(("j4,i5,j5,k5,j6",)))
    ch.kind = "find_move"
    with pytest.raises(IllegalMove):
        ch.set_task(x, S.Task(("a1",)))
    ch.set_task(x, S.Task(("j6,j5,k5,i5,j4", "j4,i5,j5,k5,j6")))
    assert x.task is not None and x.task.answers == ("j4,i5,j5,k5,j6",)  # canonical, once
    with pytest.raises(OptionError):  # a chapter with questions stays find_move
        ch.kind = "read"
    ch.set_task(x, None)
    ch.kind = "read"


def test_blot_chapter_starts_after_a_deal_through_chance_actions() -> None:
    options, actions = blot_start(4, seed=8)
    assert actions[0].startswith("faces ") and actions[1].startswith("deal ")
    ch = S.Chapter("blot", options=options, actions=actions)
    state = ch.start_state()
    assert state.current_player == 0 and len(state.hand(0)) == len(state.hand(3)) > 0
    with pytest.raises(IllegalMove):
        S.Chapter("blot", options=options, actions=actions + [actions[1]])  # no second deal now
    with pytest.raises(OptionError):
        S.Chapter("blot", options={"players": 9})
    with pytest.raises(OptionError):
        S.Chapter("blot", setup=[("B", X)])


def test_blokus_setup_start() -> None:
    ch = S.Chapter("duo", setup=[("W", "j4,i5,j5,k5,j6"), ("B", X)], to_move="W")
    assert ch.setup == ((0, X), (1, "j4,i5,j5,k5,j6"))  # by colour, canonical cells
    board = ch.start_state()
    assert board.to_move == 1 and len(board.pieces_on_board()) == 2
    with pytest.raises(IllegalMove):
        S.Chapter("duo", setup=[("B", X), ("W", X)])  # the same cells twice
    with pytest.raises(OptionError):
        S.Chapter("duo", to_move="Q")


# ---------------------------------------------------------------------------
# The study file

def test_study_file_round_trip() -> None:
    study = sample_study()
    text = S.dumps(study)
    again = S.loads(text)
    assert again == study and S.dumps(again) == text
    assert S.loads(text.encode("utf-8")) == study
    data = json.loads(text)
    duo = data["chapters"][0]
    assert duo["moves"][1]["variations"][0][0]["move"] == "j5,j6,j7"
    assert duo["moves"][1]["variations"][0][0]["glyph"] == "?!"
    changed = S.loads(text)
    changed.chapters[0].set_comment(changed.chapters[0].root, "other")
    assert changed != study


@pytest.mark.cpython_only  # jsonschema is a CPython dev tool, not a Pyodide wheel
def test_study_files_validate_against_the_schema() -> None:
    import jsonschema

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    assert validator.is_valid(S.to_json(sample_study()))
    assert set(schema["$defs"]["chapter"]["properties"]["game"]["enum"]) == set(rules_py.GAMES)
    data = S.to_json(sample_study())
    data["chapters"][0]["moves"][0]["glyph"] = "!!!"
    assert not validator.is_valid(data)


def _broken(edit: str) -> dict:
    data = S.to_json(sample_study())
    duo, blot = data["chapters"][0], data["chapters"][1]
    if edit == "illegal":
        duo["moves"][1]["variations"][0].append({"move": "a1"})
    elif edit == "unknown_key":
        duo["moves"][0]["colour"] = "purple"
    elif edit == "glyph":
        duo["moves"][0]["glyph"] = "!!!"
    elif edit == "version":
        data["version"] = 2
    elif edit == "marks":
        duo["moves"][1]["marks"]["cells"]["green"] = ["z99"]
    elif edit == "answer":
        blot["root"]["task"]["answers"] = ["3: G6 on red"]
    elif edit == "twice":
        duo["moves"][1]["variations"].append([{"move": "j5,j6,j7"}])
    elif edit == "start":
        duo["start"]["setup"] = ["B:e10", "W:e10"]
    return data


@pytest.mark.parametrize("edit, code, path", [
    ("illegal", "illegal", "chapters[0].moves[1].variations[0][2].move"),
    ("unknown_key", "unknown_key", "chapters[0].moves[0].colour"),
    ("glyph", "value", "chapters[0].moves[0].glyph"),
    ("version", "value", "version"),
    ("marks", "value", "chapters[0].moves[1].marks"),
    ("answer", "illegal", "chapters[1].root.task"),
    ("twice", "value", "chapters[0].moves[1].variations[1][0].move"),
    ("start", "illegal", "chapters[0].start"),
])
def test_bad_study_files_say_where(edit: str, code: str, path: str) -> None:
    with pytest.raises(RecordError) as exc:
        S.loads(json.dumps(_broken(edit)))
    assert (exc.value.code, exc.value.path) == (code, path)
    if code == "illegal":
        assert exc.value.reason is not None and exc.value.reason.fr


def test_the_reader_keeps_its_limits() -> None:
    data = S.to_json(sample_study())
    data["chapters"] = data["chapters"] * 30  # 90 chapters
    with pytest.raises(RecordError) as exc:
        S.loads(json.dumps(data))
    assert exc.value.path == "chapters"
    line: list = [{"move": "e10"}]
    for _ in range(S.MAX_NESTING + 6):  # variations of variations: too deep for the reader
        line = [{"move": "e10"}, {"move": "j5", "variations": [line]}]
    chapter = {"game": "duo", "start": {}, "moves": line}
    with pytest.raises(RecordError) as exc:
        S.loads(json.dumps({"format": "study", "version": 1, "chapters": [chapter]}))
    assert exc.value.code == "too_deep"
    with pytest.raises(RecordError) as exc:
        S.loads(" " * (MAX_BYTES + 1))
    assert exc.value.code == "too_large"


@pytest.mark.parametrize("follow", [0, 1])
def test_the_editor_keeps_within_the_limits(follow: int) -> None:
    """Branching at every move stops at the branch limit (following the main
    line) or the nesting limit (following the variation), so every tree the
    API builds is one the readers (JSON and .blksgf) read back."""
    if follow == 0:  # a variation beside each move of a 71-move game
        (ch,) = S.from_record(rules_py.example("classic")).chapters
        spots = ch.root.main_line()[:-1]
    else:  # a variation of a variation of ...
        ch, spots = S.Chapter("classic"), []
    refused = None
    node = ch.root
    for k in range(80):
        if follow == 0:
            node = spots[k]
        board = ch.state_at(node)
        taken = [child.move for child in node.children]
        other = next(m for m in board.legal_actions() if str(m) not in taken)
        if follow == 1 and not node.children:
            ch.play(node, other)
            continue
        try:
            side = ch.play(node, other)
        except RulesError as exc:
            refused = str(exc)
            break
        node = side if follow == 1 else node
    assert refused is not None and ("branch" if follow == 0 else "nest") in refused
    study = S.Study(chapters=[ch])
    assert S.loads(S.dumps(study)) == study
    assert S.chapter_from_sgf(S.chapter_to_sgf(ch)) == ch


# ---------------------------------------------------------------------------
# .blksgf chapters

def test_duo_chapter_exports_as_pentobi_sgf_and_loads_back_identically() -> None:
    ch, *_ = duo_chapter()
    text = S.chapter_to_sgf(ch)
    (tree,) = sgf.parse_trees(text)
    # Setup and comment in the root; every other node one move; variations as sibling trees.
    assert tree.get("GM") == ["Blokus Duo"] and tree.get("CA") == ["UTF-8"]
    assert tree.comment == "Purple moves first."
    assert not any(tree.get(p) for p in ("B", "W"))
    stack = list(tree.children)
    while stack:
        node = stack.pop()
        assert len([p for p in node.props if p.ident in ("B", "W")]) == 1
        assert not any(node.get(p) is not None for p in sgf.SETUP_PROPS + ("AE", "PL"))
        stack.extend(node.children)
    x = tree.children[0]
    assert [c.get("W") for c in x.children] == [["j4,i5,j5,k5,j6"], ["j5,j6,j7"]]
    assert text.count("(") == 3  # the game, then one sibling tree per line from the branch
    assert x.children[0].get("TE") == ["1"] and x.children[1].get("DO") == [""]
    # The main line replays in the engine as any record does.
    assert len(rules_py.load_record(text).history) == 3
    back = S.chapter_from_sgf(text)
    assert back == ch and S.chapter_to_sgf(back) == text


def test_setup_and_question_in_the_root() -> None:
    ch = S.Chapter("duo", title="Find it", kind="find_move", setup=[("W", "j4,i5,j5,k5,j6")], to_move="B")
    ch.set_task(ch.root, S.Task((X,), hint="The centre.", accept_equal=True))
    text = S.chapter_to_sgf(ch)
    assert text.startswith("(;GM[Blokus Duo]CA[UTF-8]GN[Find it]AW[j4,i5,j5,k5,j6]PL[B]")
    assert "SA[" + X + "]" in text and "SE[1]" in text
    assert S.chapter_from_sgf(text) == ch
    board = sgf.read(text).replay()
    assert board == ch.start_state()


@pytest.mark.parametrize("name", ["classic", "duo", "classic_3", "edition_12_game1", "trigon_3"])
def test_plain_blokus_records_become_one_chapter_studies(name: str) -> None:
    text = rules_py.example(name)
    study = S.from_record(text)
    (chapter,) = study.chapters
    record = sgf.read(text)
    assert [n.move for n in chapter.root.main_line()[1:]] == [m for _, m, _, _ in record.moves()]
    main = chapter.root.main_line()
    assert {k: main[k].comment for k in record.comments()} == record.comments()
    assert S.loads(S.dumps(study)) == study
    assert S.chapter_from_sgf(S.chapter_to_sgf(chapter)) == chapter


@pytest.mark.parametrize("name", BLOT_EXAMPLES)
def test_blot_records_become_one_chapter_studies(name: str) -> None:
    text = example_text(name)
    record = rules_py.read_record(text)
    (chapter,) = S.from_record(text).chapters
    assert chapter.title == (record.title or "")
    played = [n.move for n in chapter.root.main_line()[1:] if not (n.move or "").startswith("deal ")]
    assert played == [str(a) for a in record.actions()]
    state = chapter.state_at(chapter.root.main_line()[-1])
    assert state.history == rules_py.load_record(text).history
    with pytest.raises(RulesError):
        S.chapter_to_sgf(chapter)


def test_sgf_refusals_say_where() -> None:
    with pytest.raises(RecordError) as exc:
        S.chapter_from_sgf("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12](;W[a1])(;W[j5]))")
    assert exc.value.code == "illegal" and exc.value.line == 1 and exc.value.column is not None
    with pytest.raises(RecordError) as exc:
        S.chapter_from_sgf("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];AW[j5]W[j6])")
    assert exc.value.code == "value"
    with pytest.raises(RecordError) as exc:
        S.chapter_from_sgf("(;GM[Blokus Duo];W[j5])")  # orange does not move first
    assert exc.value.code == "illegal"
    with pytest.raises(RecordError) as exc:
        S.from_record("hello")
    assert exc.value.code == "syntax"


# ---------------------------------------------------------------------------
# Find the move

def test_find_the_move_accepts_each_answer_and_refuses_others_with_the_hint() -> None:
    ch = S.Chapter("duo", kind="find_move")
    answers = (X, "e12,e11,e10,d11,f11", "d10,e10,f10,e11,e9")  # the first two are one move
    ch.set_task(ch.root, S.Task(answers, hint="Take the centre with a wide piece."))
    task = ch.root.task
    assert task is not None and task.answers == (X, "e9,d10,e10,f10,e11")
    for answer in task.answers:
        verdict = S.judge(ch, ch.root, answer)
        assert verdict.accepted and verdict.by == "answer"
        assert answer in verdict.message("en") and answer in verdict.message("fr")
    other = next(str(m) for m in ch.start_state().legal_actions() if str(m) not in task.answers)
    verdict = S.judge(ch, ch.root, other)
    assert verdict.result == "wrong" and verdict.hint == task.hint
    assert verdict.message("en") == f"Not {other}. Hint: Take the centre with a wide piece."
    assert verdict.message("fr") == f"Pas {other}. Indice : Take the centre with a wide piece."
    illegal = S.judge(ch, ch.root, "a1")
    assert illegal.result == "illegal" and illegal.rules is not None and illegal.rules.code == "must_cover_start"
    assert illegal.rules.en in illegal.message("en") and illegal.rules.fr in illegal.message("fr")
    assert illegal.message("en").endswith("Hint: Take the centre with a wide piece.")
    assert illegal.message("fr").endswith("Indice : Take the centre with a wide piece.")
    assert S.judge(ch, ch.root, "zz9").rules.code == "off_board"  # type: ignore[union-attr]
    with pytest.raises(RulesError):
        S.judge(ch, ch.play(ch.root, X), "j5")  # no question there


def test_find_the_move_in_blot_with_the_review_measure() -> None:
    """With ``accept_equal``, a move the BLOT review leaves unmarked is accepted,
    a move it marks is not (the review's own verdict, same seed and worlds)."""
    for seed in range(20):
        options, actions = blot_start(4, seed=seed)
        ch = S.Chapter("blot", kind="find_move", options=options, actions=actions)
        state = ch.start_state()
        legal = state.legal_actions()
        # One review values every option (the same worlds whichever is played).
        points = blot_review.review_decision(state, legal[0], len(state.history), worlds=8).points
        best = max(points.values())
        unmarked = [a for a, v in points.items() if blot_review.mark(best - v) is None]
        marked = [a for a, v in points.items() if blot_review.mark(best - v) is not None]
        if len(unmarked) >= 2 and marked:
            break
    else:
        pytest.fail("no deal with both kinds of move in 20 seeds")
    ch.set_task(ch.root, S.Task((unmarked[0],), hint="Count the ceremonies.", accept_equal=True))
    assert S.judge(ch, ch.root, unmarked[0], worlds=8).by == "answer"
    good = S.judge(ch, ch.root, unmarked[1], worlds=8)
    assert good.accepted and good.by == "review" and "analyse" in good.message("fr")
    bad = S.judge(ch, ch.root, marked[0], worlds=8)
    assert bad.result == "wrong" and bad.message("fr").endswith("Indice : Count the ceremonies.")


def test_find_the_move_in_blokus_with_the_review_measure() -> None:
    ch = S.Chapter("duo", kind="find_move")
    board = ch.start_state()
    level = min(blokus_review.REVIEW_LEVELS)
    one = board.parse_action("e10")
    reviewed = blokus_review.review_move(board.copy(), one, 0, level=level)
    ch.set_task(ch.root, S.Task((X,), accept_equal=True))
    verdict = S.judge(ch, ch.root, "e10", level=level)
    assert verdict.accepted == (reviewed.mark is None)


# ---------------------------------------------------------------------------
# Hostile input

VALID = S.dumps(sample_study()).encode("utf-8")
VALID_SGF = S.chapter_to_sgf(duo_chapter()[0]).encode("utf-8")
HOSTILE = [b"\xff", b"[" * 100, b"{" * 100, b'"move": 5', b'"glyph": "!!!"', b'"variations": [[]]',
           b'"kind": "x"', b'"game": "chess"', b"null", b"true", b"1" * 200, b'"z99"', b'"task": {}',
           b"(;" * 80, b"SM[purple:a1]", b"SA[a1]", b"TE[x]", b";W[j5]", b"AB[e10]", b"PL[Q]"]


@st.composite
def mutated(draw: st.DrawFn, base: bytes) -> bytes:
    data = bytearray(base)
    for _ in range(draw(st.integers(1, 4))):
        pos = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["flip", "truncate", "delete", "insert"]))
        if kind == "flip" and pos < len(data):
            data[pos] ^= 1 << draw(st.integers(0, 7))
        elif kind == "truncate":
            del data[pos:]
        elif kind == "delete":
            del data[pos:pos + draw(st.integers(1, 40))]
        else:
            data[pos:pos] = draw(st.sampled_from(HOSTILE))
    return bytes(data)


def _only_record_errors(read: object, data: bytes) -> None:
    try:
        read(data)  # type: ignore[operator]
    except RecordError as exc:
        assert exc.code in RECORD_CODES


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(VALID))
def test_hostile_study_files_give_only_record_errors(data: bytes) -> None:
    _only_record_errors(S.loads, data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(VALID_SGF))
def test_hostile_blksgf_chapters_give_only_record_errors(data: bytes) -> None:
    _only_record_errors(S.chapter_from_sgf, data)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["", "e10", X, "!", "green", "G6", "read"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["move", "comment", "glyph", "marks", "task", "variations", "cells", "answers", "game",
                         "start", "moves", "setup", "actions", "root"]), inner, max_size=3),
    max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["moves", "start", "root", "options", "kind", "title"]), JSON_VALUES)
def test_any_json_in_a_chapter_field_gives_only_record_errors(field: str, value: object) -> None:
    data = json.loads(VALID)
    data["chapters"][0][field] = value
    _only_record_errors(S.loads, json.dumps(data).encode())


RECORDS = [example_text("trick").encode("utf-8"), rules_py.example("duo").encode("utf-8")]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(RECORDS).flatmap(mutated))
def test_hostile_records_give_only_record_errors_as_studies(data: bytes) -> None:
    _only_record_errors(S.from_record, data)


@pytest.mark.parametrize("game", [g for g in rules_py.GAMES if g != "blot"])
def test_every_blokus_edition_round_trips_through_both_files(game: str) -> None:
    ch = S.Chapter(game, title=game)
    first = ch.start_state().legal_actions()
    node = ch.play(ch.root, first[0])
    ch.play(ch.root, first[-1])
    reply = ch.play(node, ch.state_at(node).legal_actions()[0])
    ch.set_glyph(reply, "!?")
    ch.set_marks(node, S.Marks(cells={"blue": [str(first[0]).split(",")[0]]}))
    assert S.chapter_from_sgf(S.chapter_to_sgf(ch)) == ch
    study = S.Study(chapters=[ch])
    assert S.loads(S.dumps(study)) == study
