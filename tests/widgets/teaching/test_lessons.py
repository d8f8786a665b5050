"""The Learn path's lessons: every lesson passes the engine check, and the
checker really catches broken lessons (wrong answers that are right, missing
answers, bad fields)."""

from __future__ import annotations

import copy
import re

import pytest

from rules_py import lessons as L
from rules_py.errors import RecordError
from rules_py.widgets import registry

from tests.paths import ROOT


def _variant(lesson_id: str, **changes) -> L.Lesson:
    base = L.get(lesson_id)
    data = copy.deepcopy(base.data)
    data.update(changes)
    return L.Lesson(data, base.path)


@pytest.mark.parametrize("lesson", L.all_lessons(), ids=lambda x: x.id)
def test_every_lesson_checks(lesson: L.Lesson) -> None:
    L.check_lesson(lesson)


def test_path_counts() -> None:
    by = {}
    for lesson in L.all_lessons():
        folder = lesson.path.split("/")[-2]
        by[folder] = by.get(folder, 0) + 1
    assert by["blot"] >= 8 and by["blokus"] >= 8 and by["trigon"] >= 3 and by["puzzles"] >= 2


def test_cli_check_and_list(capsys) -> None:
    from rules_py.__main__ import main
    assert main(["lessons", "check"]) == 0
    assert f"{len(L.all_lessons())} lessons checked" in capsys.readouterr().out
    assert main(["lessons", "list"]) == 0
    assert "blot-follow\t" in capsys.readouterr().out


def test_a_right_answer_listed_as_wrong_is_caught() -> None:
    bad = _variant("blot-follow", wrong=[{"answer": {"card": "G5", "tile": "yellow"},
                                          "why": {"en": "x", "fr": "x"}}])
    with pytest.raises(RecordError, match=r"wrong\[0\].*in fact right"):
        L.check_lesson(bad)


def test_missing_engine_answer_is_caught() -> None:
    # The follow lesson's engine answers are four green cards: listing three is not enough.
    bad = _variant("blot-follow", accepted=[{"card": c, "tile": "yellow"} for c in ("G5", "G8", "G9")])
    with pytest.raises(RecordError, match="accepted"):
        L.check_lesson(bad)


def test_illegal_accepted_answer_is_caught() -> None:
    bad = _variant("blokus-corners", accepted=["f10,g10"], solution="f10,g10")
    with pytest.raises(RecordError, match=r"accepted\[0\].*edge"):
        L.check_lesson(bad)


def test_wrong_score_is_caught() -> None:
    # Martin's score is 16 (the rule booklet's figure), not 19.
    bad = _variant("blot-martin-score", accepted=[19], solution=19,
                   wrong=[{"answer": 16, "why": {"en": "x", "fr": "x"}}])
    with pytest.raises(RecordError):
        L.check_lesson(bad)


@pytest.mark.parametrize("field,value", [("task", {"en": "only English"}), ("check", "nonsense"),
                                         ("answer", "placement"), ("accepted", [])])
def test_schema_rules(field: str, value: object) -> None:
    with pytest.raises(RecordError, match=field):
        L.validate(_variant("blot-follow", **{field: value}))


def test_judge_words() -> None:
    lesson = L.get("blot-follow")
    assert L.judge(lesson, {"card": "G9", "tile": "yellow"}).ok
    anticipated = L.judge(lesson, {"card": "Y10", "tile": "yellow"})
    assert not anticipated.ok and anticipated.code == "wrong"
    engine = L.judge(lesson, {"card": "Y8", "tile": "yellow"})  # not anticipated: the engine's reason
    assert not engine.ok and engine.code == "must_follow"
    other = L.judge(lesson, {"card": "G9", "tile": "red"})
    assert not other.ok and "yellow" in other.en


def test_widget_flow() -> None:
    registry.load_all()
    w = registry.get("lesson")
    s = w.act({"id": "blokus-duo-starts"}, None, {})
    for cell in ("j5", "j6"):
        s = w.act(s, {"cell": cell}, {})
    s = w.act(s, {"check": 1}, {})
    assert s["verdict"]["ok"] is True
    html = str(w.element(s))
    assert "Next lesson" in html and L.next_id("blokus-duo-starts") in html
    s = w.act({"id": "blot-gift"}, {"give": "Balder"}, {})
    s = w.act(s, {"give": "Thor"}, {})
    assert s["tries"] == 2 and "masked" not in s["verdict"]["en"]


# ---------------------------------------------------------------------------
# Links both ways: lesson -> the rule it teaches, rule page -> its lessons.
# These read docs/ (not mounted in the Pyodide run).

DOCS = ROOT / "docs"


def _doc(page: str, lang: str) -> str:
    """The Markdown of ``page`` (``"blot/turn.md"``) in ``lang``."""
    path = DOCS / (page if lang == "en" else page[:-3] + "." + lang + ".md")
    assert path.is_file(), f"no page {path.relative_to(DOCS)}"
    return path.read_text(encoding="utf-8")


def _anchors(markdown_text: str) -> set[str]:
    """The heading anchors MkDocs gives a page (its toc extension's slugify)."""
    from markdown.extensions.toc import slugify
    heads = re.findall(r"^#{1,6}[ \t]+(.+?)[ \t]*$", markdown_text, flags=re.M)
    return {slugify(h, "-") for h in heads}


@pytest.mark.cpython_only
@pytest.mark.parametrize("lang", L.LANGS)
@pytest.mark.parametrize("lesson", L.all_lessons(), ids=lambda x: x.id)
def test_lesson_links_to_its_rule(lesson: L.Lesson, lang: str) -> None:
    assert "rule" in lesson.data
    page, anchor = lesson.rule(lang)
    assert anchor in _anchors(_doc(page, lang)), f"{page} ({lang}) has no heading #{anchor}"


@pytest.mark.cpython_only
@pytest.mark.parametrize("lang", L.LANGS)
def test_rule_pages_link_their_lessons(lang: str) -> None:
    learn = _doc("learn.md", lang)
    learn_anchors = _anchors(learn)
    for lesson in L.all_lessons():
        page, _ = lesson.rule(lang)
        # The Learn page has a heading per lesson: its title.
        assert f"### {lesson.text('title', lang)}\n" in learn
        links = re.findall(r"\]\((?:\.\./)*learn\.md#([a-z0-9_-]+)\)", _doc(page, lang))
        anchor = _anchor_of(lesson.text("title", lang))
        assert anchor in learn_anchors and anchor in links, f"{page} ({lang}) does not link the lesson {lesson.id}"


def _anchor_of(title: str) -> str:
    from markdown.extensions.toc import slugify
    return slugify(title, "-")


def test_a_rule_link_without_anchor_is_refused() -> None:
    with pytest.raises(RecordError, match="rule"):
        L.validate(_variant("blot-follow", rule={"en": "blot/turn.md", "fr": "blot/turn.md"}))
    with pytest.raises(RecordError, match="rule"):
        L.validate(_variant("blot-follow", rule={"en": "blot/turn.md#a", "fr": "blot/scoring.md#b"}))
    data = copy.deepcopy(L.get("blot-follow").data)
    del data["rule"]
    with pytest.raises(RecordError, match="rule"):
        L.validate(L.Lesson(data, "x.json"))


# ---------------------------------------------------------------------------
# The widget: highlight, hint, solution after two tries, next lesson, French


def _widget():
    registry.load_all()
    return registry.get("lesson")


def test_wrong_placement_is_highlighted_and_the_position_stays() -> None:
    w = _widget()
    s = {"id": "blokus-corners", "cells": ["f10", "g10"]}
    s = w.act(s, {"check": 1}, {})
    html = str(w.element(s))
    # The anticipated explanation, the tried cells as a red ghost, the own piece's
    # cell it touches (e10, named by the engine's reason) ringed.
    assert "f10 shares an edge" in html and 'data-ghost="illegal"' in html
    rings = re.findall(r'class="rp-problem"><title>([a-z0-9]+)</title>', html)
    assert sorted(rings) == ["e10", "f10"]
    # The position stays: purple still covers only its X's five cells, and the
    # next try starts with no cells picked.
    assert len(re.findall(r'class="rp-f-purple" data-cell=', html)) == 5
    assert s["cells"] == [] and s["tries"] == 1


def test_wrong_card_is_highlighted() -> None:
    w = _widget()
    s = w.act({"id": "blot-follow", "picked": "R8"}, {"tile": "yellow"}, {})
    html = str(w.element(s))
    assert "a red card is not allowed" in html
    wrong = re.findall(r'<button[^>]*class="([^"]*rp-wrong[^"]*)"[^>]*data-act="([^"]*)"', html)
    assert [act for _, act in wrong] == ['{&quot;card&quot;:&quot;R8&quot;}']
    assert re.search(r'class="bt-tile bt-t-yellow[^"]*rp-wrong"', html)


def test_solution_offered_after_two_wrong_tries_and_hint_at_once() -> None:
    w = _widget()
    s = w.act({"id": "blot-who-wins"}, None, {})
    assert "Show solution" not in str(w.element(s)) and "Hint" in str(w.element(s))
    s = w.act(s, {"hint": 1}, {})
    assert L.get("blot-who-wins").text("hint") in str(w.element(s))
    s = w.act(s, {"seat": 2}, {})
    assert "Show solution" not in str(w.element(s))
    s = w.act(s, {"seat": 0}, {})
    assert s["tries"] == 2 and "Show solution" in str(w.element(s))
    s = w.act(s, {"solution": 1}, {})
    assert "Solution: 1" in re.sub(r"<[^>]+>", "", str(w.element(s)))


def test_success_shows_why_and_links_the_next_lesson() -> None:
    w = _widget()
    s = w.act({"id": "blot-gift"}, {"give": "Odin"}, {})
    html = str(w.element(s))
    assert L.get("blot-gift").text("why") in html and 'data-lesson-done="blot-gift"' in html
    nxt = L.next_id("blot-gift")
    assert f'href="#lesson-{nxt}"' in html and f'id="lesson-{nxt}"' in str(w.element({"id": nxt}))


def test_rule_link_from_the_learn_page() -> None:
    from rules_py.widgets.teaching.lesson import rule_href
    assert rule_href(L.get("blot-follow"), "en") == "../blot/turn/#join-a-ceremony"
    assert rule_href(L.get("blokus-bonus"), "fr") == "../blokus/#le-decompte"


@pytest.mark.parametrize("lesson", L.all_lessons(), ids=lambda x: x.id)
def test_every_lesson_renders_in_french_with_its_french_fields(lesson: L.Lesson) -> None:
    import html as H

    from rules_py import web
    wrong = lesson.data["wrong"][0]
    raw = web.render_widget("lesson", {
        "id": lesson.id, "lang": "fr", "tries": 2, "hint": True, "answer": wrong["answer"]})  # judged again
    page = H.unescape(re.sub(r' data-state="[^"]*"', "", raw))  # the state carries both languages, unseen
    for field in ("title", "task", "hint"):
        assert lesson.text(field, "fr") in page
    assert wrong["why"]["fr"] in page and wrong["why"]["en"] not in page
    assert lesson.text("task", "en") not in page and "Voir la solution" in page


def test_every_rule_has_lessons_at_least_36() -> None:
    """The path teaches every rule: at least 36 lessons, and one for each rule named here."""
    lessons = L.all_lessons()
    assert len(lessons) >= 36
    ids = {lesson.id for lesson in lessons}
    for wanted in ("blot-two-cards", "blot-teams", "blot-excluded", "blot-tie-last-ceremony", "blot-last-ceremony",
                   "blokus-classic-start", "blokus-teams", "blokus-12x12-scoring", "blokus-monomino-last"):
        assert wanted in ids


def test_blot_game_winner_is_the_tie_broken_winner() -> None:
    lesson = L.get("blot-tie-last-ceremony")
    assert L.exact_answers(lesson) == {3}
    assert L.judge(lesson, 3).ok and not L.judge(lesson, 2).ok


LESSON_SCHEMA = ROOT / "seeds" / "lessons" / "lesson.schema.json"


@pytest.mark.cpython_only  # jsonschema is a CPython dev tool, not a Pyodide wheel
def test_every_lesson_validates_against_the_schema() -> None:
    """The editors' schema and the lessons agree (as the BLOT records and theirs do),
    and the schema refuses what the by-hand validator refuses, where it can say it."""
    import json

    import jsonschema

    schema = json.loads(LESSON_SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    lessons = L.all_lessons()
    assert len(lessons) >= 21
    for lesson in lessons:
        errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(lesson.data)]
        assert errors == [], f"{lesson.path}: {errors}"
    for field, value in [("task", {"en": "only English"}), ("check", "nonsense"), ("accepted", [])]:
        broken = _variant("blot-follow", **{field: value}).data
        assert not validator.is_valid(broken), field
