"""The study editor (widget ``study-editor``): its acts, pure Python.

A study is built act by act as the page sends them (taps on cells, cards and
tiles; buttons), then read back from the state's study file: moves anywhere in
the tree make variations, lines are promoted and deleted, a comment being typed
is applied when stepping, glyphs, marks, ghost, find-the-move questions (judged
by the engine), chapters added, moved and deleted; an illegal move is refused
with the rules' reason in the page's language and changes nothing; "My
studies", the confirm step before unsaved work is dropped, the work kept in the
browser (``goto``), the link the reader opens and the file round trip.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest

from rules_py import links
from rules_py import web
from rules_py.errors import RecordError
from rules_py.studies import Chapter, Study, chapter_to_sgf, dumps, judge, loads
from rules_py.widgets import registry

Run = tuple[dict[str, Any], str]


def run(state: dict[str, Any], act: dict[str, Any] | None = None, inputs: dict[str, Any] | None = None,
        lang: str | None = None) -> Run:
    """The new state and the markup."""
    markup = web.render_widget("study-editor", {**state, **({"lang": lang} if lang else {})}, act, inputs or {})
    found = re.search(r'data-state="([^"]*)"', markup)
    assert found
    new = json.loads(html.unescape(found.group(1)))
    new.pop("lang", None)
    return new, markup


def study_of(state: dict[str, Any]) -> Study:
    return loads(state["study"])


def tap(state: dict[str, Any], cells: str, **kw: Any) -> dict[str, Any]:
    """Tap each cell, then Play."""
    for cell in cells.split(","):
        state, _ = run(state, {"cell": cell}, **kw)
    state, _ = run(state, {"play": 1}, **kw)
    return state


@pytest.fixture
def duo() -> dict[str, Any]:
    state, _ = run({}, {"add": 1}, {"game": "duo", "title": "Corners"})
    return state


def test_a_new_chapter_of_each_kind(duo: dict[str, Any]) -> None:
    study = study_of(duo)
    assert study.title == "Corners" and [ch.game for ch in study.chapters] == ["duo"]
    state, _ = run(duo, {"add": 1}, {"game": "trigon"})
    state, _ = run(state, {"add": 1}, {"game": "blot", "table": "teams", "seed": "11"})
    study = study_of(state)
    assert [ch.game for ch in study.chapters] == ["duo", "trigon", "blot"]
    blot = study.chapters[2]
    assert blot.options["variant"] == "teams" and blot.actions[0].startswith("faces ")
    assert blot.actions[1].startswith("deal ")
    again, _ = run(state, {"add": 1}, {"game": "blot", "table": "teams", "seed": "11"})
    assert study_of(again).chapters[3].actions == blot.actions  # one seed, one deal
    assert state["chapter"] == 2 and state["path"] == []


def test_moves_by_taps_make_variations_and_lines_change(duo: dict[str, Any]) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12")
    s = tap(s, "j4,i5,j5,k5,j6")
    assert s["path"] == [0, 0]
    s, _ = run(s, {"path": [0]})
    s = tap(s, "j5,j6,j7")  # another move where one was played: a variation
    assert s["path"] == [0, 1]
    ch = study_of(s).chapters[0]
    assert [n.move for n in ch.root.children[0].children] == ["j4,i5,j5,k5,j6", "j5,j6,j7"]
    s, _ = run(s, {"promote": 1})
    ch = study_of(s).chapters[0]
    assert [n.move for n in ch.root.children[0].children] == ["j5,j6,j7", "j4,i5,j5,k5,j6"]
    assert s["path"] == [0, 0]
    s, _ = run(s, {"delete": 1})
    ch = study_of(s).chapters[0]
    assert [n.move for n in ch.root.children[0].children] == ["j4,i5,j5,k5,j6"] and s["path"] == [0]
    s, _ = run(s, {"step": 2})
    assert s["path"] == [0, 0]


@pytest.mark.parametrize("lang,words", [("en", "must cover"), ("fr", "doit couvrir")])
def test_an_illegal_move_is_refused_in_words_and_changes_nothing(duo: dict[str, Any], lang: str, words: str) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12", lang=lang)
    s2 = tap(s, "a1", lang=lang)
    assert s2["study"] == s["study"] and s2["path"] == s["path"]
    assert words in s2["refused"]
    _, markup = run({**s, "cells": ["a1"]}, {"play": 1}, lang=lang)
    assert 'class="rp-se-refused"' in markup and html.escape(s2["refused"], quote=True) in markup


def test_a_comment_being_typed_is_applied_when_stepping(duo: dict[str, Any]) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12")
    s, _ = run(s, {"step": 0}, {"comment": "The cross takes the centre."})
    ch = study_of(s).chapters[0]
    assert ch.root.children[0].comment == "The cross takes the centre." and s["path"] == []
    s, _ = run(s, {"comment": 1}, {"comment": "Before the first move."})
    assert study_of(s).chapters[0].root.comment == "Before the first move."
    assert s["dirty"] is True


def test_glyphs_marks_and_ghost(duo: dict[str, Any]) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12")
    s, _ = run(s, {"glyph": "!?"})
    s, _ = run(s, {"tool": "mark"})
    s, _ = run(s, {"cell": "j5"})
    s, _ = run(s, {"colour": "red"})
    s, _ = run(s, {"cell": "d4"})
    s, _ = run(s, {"cell": "j5"})  # marked again in red: it moves from green to red
    node = study_of(s).chapters[0].root.children[0]
    assert node.glyph == "!?" and node.marks.cells == {"red": ("d4", "j5")}
    s, _ = run(s, {"cell": "d4"})  # the same colour again: unmarked
    assert study_of(s).chapters[0].root.children[0].marks.cells == {"red": ("j5",)}
    s, _ = run(s, {"tool": "move"})
    for cell in "j4,i5,j5,k5,j6".split(","):
        s, _ = run(s, {"cell": cell})
    s, _ = run(s, {"ghost": 1})
    node = study_of(s).chapters[0].root.children[0]
    assert node.marks.ghost == "j4,i5,j5,k5,j6" and not node.children
    s, _ = run(s, {"glyph": ""})
    s, _ = run(s, {"unmark": 1})
    node = study_of(s).chapters[0].root.children[0]
    assert node.glyph is None and not node.marks


def blot_chapter(seed: str = "5") -> dict[str, Any]:
    s, _ = run({}, {"add": 1}, {"game": "blot", "table": "4", "seed": seed})
    return s


def legal_plays(s: dict[str, Any]) -> list[str]:
    ch = study_of(s).chapters[s["chapter"]]
    return [str(a) for a in ch.state_at(ch.node_at(s["path"])).legal_actions()]


def test_blot_card_then_tile_and_a_find_the_move_question() -> None:
    s = blot_chapter()
    first, other = legal_plays(s)[0], legal_plays(s)[-1]
    seat, rest = first.split(": ")
    code, tile = rest.split(" on ")
    s, _ = run(s, {"card": code})
    s, markup = run(s, {"tile": tile})
    ch = study_of(s).chapters[0]
    assert [n.move for n in ch.root.children] == [first] and s["path"] == [0]
    s, _ = run(s, {"ask": 1}, {"hint": "Lead the strong card.", "accept_equal": False})
    ch = study_of(s).chapters[0]
    assert ch.kind == "find_move" and ch.root.task is not None
    assert ch.root.task.answers == (first,) and ch.root.task.hint == "Lead the strong card."
    assert judge(ch, ch.root, first).accepted
    verdict = judge(ch, ch.root, other)
    assert not verdict.accepted and verdict.hint == "Lead the strong card."
    with pytest.raises(Exception, match="retirez-les"):  # questions first go, in the page's language
        web.render_widget("study-editor", {**s, "lang": "fr"}, {"kind": "read"})
    s, _ = run(s, {"unask": 1})
    assert study_of(s).chapters[0].root.task is None
    s, _ = run(s, {"kind": "read"})
    assert study_of(s).chapters[0].kind == "read"


def test_blot_marks_on_cards_and_tiles() -> None:
    s = blot_chapter()
    code = legal_plays(s)[0].split(": ")[1].split(" on ")[0]
    s, _ = run(s, {"tool": "mark"})
    s, _ = run(s, {"card": code})
    s, _ = run(s, {"colour": "blue"})
    s, _ = run(s, {"tile": "red"})
    root = study_of(s).chapters[0].root
    assert root.marks.cards == {"green": (code,)} and root.marks.tiles == {"blue": ("red",)}


def test_chapters_move_and_go(duo: dict[str, Any]) -> None:
    s, _ = run(duo, {"add": 1}, {"game": "trigon"})
    s, _ = run(s, {"add": 1}, {"game": "classic"})
    s, _ = run(s, {"up": 2})
    assert [c.game for c in study_of(s).chapters] == ["duo", "classic", "trigon"] and s["chapter"] == 1
    s, _ = run(s, {"drop": 0})
    assert [c.game for c in study_of(s).chapters] == ["classic", "trigon"]
    s, _ = run(s, {"kind": "find_move"})
    assert study_of(s).chapters[s["chapter"]].kind == "find_move"


def test_my_studies_and_the_confirm_step(duo: dict[str, Any]) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12")
    s, markup = run(s, {"save": 1})
    assert s["stash"]["title"] == "Corners" and not s["dirty"] and 'data-stash="' in markup
    shelf = {"Corners": s["stash"]["text"]}
    s, _ = run(s, {"add": 1}, {"game": "trigon", "library": json.dumps(shelf)})
    assert s["dirty"]
    before = s["study"]
    s, markup = run(s, {"new": 1}, {"library": json.dumps(shelf)})
    assert s["confirm"] == {"new": 1} and s["study"] == before and "rp-se-confirm" in markup
    s2, _ = run(s, {"no": 1})
    assert "confirm" not in s2 and s2["study"] == before
    s, _ = run(s, {"open": "Corners"}, {"library": json.dumps(shelf)})
    s, _ = run(s, {"yes": 1}, {"library": json.dumps(shelf)})
    assert len(study_of(s).chapters) == 1 and s["name"] == "Corners" and not s["dirty"]
    assert s["shelf"] == ["Corners"]
    s, markup = run(s, {"forget": "Corners"}, {"library": json.dumps(shelf)})
    assert s["forget"] == "Corners" and s["shelf"] == [] and 'data-forget="Corners"' in markup


def test_a_save_under_a_title_my_studies_holds_keeps_both(duo: dict[str, Any]) -> None:
    """Another study of the same title is never replaced: the new one is kept
    beside it as "Title (2)", and saving it again updates that entry only."""
    first = tap(duo, "e10,d11,e11,f11,e12")
    first, _ = run(first, {"save": 1})
    shelf = {"Corners": first["stash"]["text"]}
    other, markup = run(duo, {"save": 1}, {"library": json.dumps(shelf)})
    assert study_of(other).title == "Corners" and other["stash"]["text"] != shelf["Corners"]
    assert other["stash"]["title"] == "Corners (2)" and other["name"] == "Corners (2)"
    assert other["shelf"] == ["Corners", "Corners (2)"] and "kept beside it as Corners (2)" in markup
    shelf["Corners (2)"] = other["stash"]["text"]
    other = tap(other, "e10,d11,e11,f11,e12")
    other, _ = run(other, {"save": 1}, {"library": json.dumps(shelf)})
    assert other["stash"]["title"] == "Corners (2)" and other["shelf"] == ["Corners", "Corners (2)"]
    again, markup = run(first, {"save": 1}, {"library": json.dumps(shelf)}, lang="fr")
    assert again["stash"]["title"] == "Corners" and "Enregistrée dans Mes études" in markup


def test_the_work_kept_in_the_browser_comes_back_in_either_language(duo: dict[str, Any]) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12")
    s, markup = run(s, {"comment": 1}, {"comment": "été"})
    work = json.loads(html.unescape(re.search(r'data-work="([^"]*)"', markup).group(1)))
    back, markup = run({}, {"goto": work}, lang="fr")
    assert back["study"] == s["study"] and back["path"] == [0]
    assert "Jouer ces cases" in markup and "été" in markup
    broken, _ = run({}, {"goto": {"study": "{not a study"}})
    assert study_of(broken).chapters == []


def test_the_link_opens_the_study_in_the_reader(duo: dict[str, Any]) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12")
    s, _ = run(s, {"glyph": "!"})
    s, markup = run(s, {"link": 1})
    rid, token = s["link"].split("=", 1)
    assert rid == "study-1" and len(token) <= links.MAX_TOKEN
    reader_state = registry.decode_share(token)
    assert links.unpack(reader_state["packed"], compressed=True)["title"] == "Corners"
    page = web.render_widget("study", reader_state, {"step": 1})
    assert "e10,d11,e11,f11,e12" in page and "rp-study-glyph" in page


def test_a_study_too_large_for_a_link_says_so() -> None:
    ch = Chapter("duo")
    ch.root.comment = "".join(f"{k:05d} {k * 7919 % 104729:06d} " for k in range(3000))  # does not compress away
    text = dumps(Study("Big", "en", [ch]))
    s, markup = run({"study": text}, {"link": 1})
    assert "link" not in s and s["too_large"] > links.MAX_TOKEN and "rp-se-too-large" in markup


def test_the_file_and_the_records_open(duo: dict[str, Any]) -> None:
    s = tap(duo, "e10,d11,e11,f11,e12")
    s, _ = run(s, {"path": []})
    s = tap(s, "j5")  # a variation at the start
    text = s["study"]
    back, _ = run({}, {"load": text})
    assert back["study"] == text and back["dirty"]
    sgf = chapter_to_sgf(study_of(s).chapters[0])
    from_sgf, _ = run({}, {"import": 1}, {"import": sgf})
    assert study_of(from_sgf).chapters[0] == study_of(s).chapters[0]
    bad, _ = run({}, {"add": 1}, {"position": sgf})
    assert study_of(bad).chapters[0] == study_of(s).chapters[0]
    with pytest.raises(RecordError):  # an illegal record: refused with its reason, the page says it
        web.render_widget("study-editor", {}, {"import": 1}, {"import": "(;GM[Blokus Duo];B[a1])"})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_study_of_the_reader_opens_for_editing(lang: str) -> None:
    from rules_py.studies import packaged
    s, _ = run({}, {"edit": {"example": "tour"}}, lang=lang)
    assert study_of(s) == loads(packaged.text("tour", lang)) and s["dirty"]
    s, _ = run(s, {"edit": {"example": "tour"}}, lang=lang)
    assert s["confirm"] == {"edit": {"example": "tour"}}  # unsaved changes: asked first


def test_a_blot_round_to_its_end_then_the_next_deal_drawn_by_the_engine() -> None:
    s = blot_chapter("9")
    for _ in range(200):
        ch = study_of(s).chapters[0]
        position = ch.state_at(ch.node_at(s["path"]))
        if position.current_player is None or position.current_player < 0:
            break
        s, _ = run(s, {"action": str(position.legal_actions()[-1])})
    _, markup = run(s, None)
    assert "rp-se-deal" in markup  # a chance point: the deal is the engine's
    before = len(s["path"])
    s, _ = run(s, {"deal": 1})
    ch = study_of(s).chapters[0]
    assert len(s["path"]) == before + 1 and ch.node_at(s["path"]).move.startswith("deal ")


@pytest.mark.parametrize("token", ["", "abc", "!!!", links.pack({"title": "x"}, compress=True),
                                   links.pack_bytes(b"\xff\xfe", compress=True)])
def test_a_damaged_study_link_is_refused_in_words(token: str) -> None:
    page = web.render_widget("study", {"packed": token} if token else {"packed": "a" * (links.MAX_TOKEN + 1)}, None)
    assert "rp-study-error" in page
