"""The Learn path's lessons: every lesson passes the engine check, and the
checker really catches broken lessons (wrong answers that are right, missing
answers, bad fields)."""

from __future__ import annotations

import copy

import pytest

from rules_py import lessons as L
from rules_py.errors import RecordError
from rules_py.widgets import registry


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
