"""Answer keys that list every accepted answer.

* `rules_py.studies.judge.accepted_answers` lists exactly the moves the judge
  accepts at a question (checked against `judge` over every legal move):
  the author's answers, and with ``accept_equal`` every move the review
  leaves unmarked;
* a find-the-move chapter's printable sheet is an exercise (the answering
  move is not drawn) followed by a key that names every accepted move, in
  both languages;
* `rules_py.lessons.right_answers` is exactly the set of answers the
  lesson's judge calls right (checked over every legal answer), and the
  lesson sheets' keys list each of them, not one of several.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest

from rules_py import lessons as L
from rules_py import web
from rules_py.blot.game import Give, Play
from rules_py.i18n.messages import using
from rules_py.render import sheets
from rules_py.render.answers import show_answer
from rules_py.studies import Chapter, Study, Task, dumps, loads, packaged
from rules_py.widgets.teaching.study import KEY_MOST_REVIEWED
from rules_py.studies.judge import accepted_answers, judge

#: A small review: enough to tell moves apart, quick enough for a unit test.
WORLDS = 6


def blot_question(task: dict[str, Any]) -> str:
    """The example study's BLOT chapter alone, its question given ``task``."""
    study = json.loads(packaged.text("tour", "en"))
    chapter = study["chapters"][2]
    chapter["moves"][2]["task"] = task
    return json.dumps({**study, "chapters": [chapter]})


def question_of(text: str):
    chapter = loads(text).chapters[0]
    return chapter, chapter.node_at([0, 0, 0])


def test_several_author_answers_are_all_accepted_and_nothing_else() -> None:
    chapter, node = question_of(blot_question({"answers": ["0: R10 on green", "0: G7 on blue"]}))
    found = accepted_answers(chapter, node)
    assert found == ("0: R10 on green", "0: G7 on blue")
    legal = [str(a) for a in chapter.state_at(node).legal_actions()]
    assert {m for m in legal if judge(chapter, node, m).accepted} == set(found)


def test_as_good_lists_every_move_the_judge_accepts() -> None:
    chapter, node = question_of(blot_question({"answers": ["0: R10 on green"], "accept_equal": True}))
    found = accepted_answers(chapter, node, worlds=WORLDS)
    legal = [str(a) for a in chapter.state_at(node).legal_actions()]
    by_judge = [m for m in legal if judge(chapter, node, m, worlds=WORLDS).accepted]
    assert found[0] == "0: R10 on green" and set(found) == set(by_judge) and len(found) == len(set(found))
    assert len(found) >= 2  # several right answers: the key must list them all
    assert len(found) < len(legal)  # and not every legal move


def test_a_node_without_a_question_has_no_key() -> None:
    chapter, _ = question_of(blot_question({"answers": ["0: R10 on green"]}))
    from rules_py.errors import RulesError

    with pytest.raises(RulesError):
        accepted_answers(chapter, chapter.root)


@pytest.mark.parametrize("lang, words", [("en", ["South: R10 → green", "South: G7 → blue"]),
                                         ("fr", ["Sud : R10 → vert", "Sud : V7 → bleu"])])
def test_the_study_sheet_is_an_exercise_then_a_key_with_every_answer(lang: str, words: list[str]) -> None:
    text = blot_question({"answers": ["0: R10 on green", "0: G7 on blue"]})
    markup = web.call("widget", {"widget": "study", "state": {"text": text, "lang": lang}, "act": {"sheet": 1}})["html"]
    figures = re.findall(r'<figure class="rp-study-diagram">.*?</figure>', markup)
    assert len(figures) == 2  # the start and the question: the move that answers it is not drawn
    assert not any("will win that ceremony" in f for f in figures)  # the answer's own comment is not drawn
    key = _text(markup.split('class="rp-study-key"')[1])
    for said in words:
        assert said in key, (said, key)
    assert ("2 accepted moves" if lang == "en" else "2 coups acceptés") in key


def _text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup)).replace("  ", " ")


def _judged_right(lesson: L.Lesson) -> set[Any] | None:
    """Every answer the lesson's judge calls right, found by trying every legal answer."""
    pos = L.position(lesson)
    if lesson.game == "blot" and lesson.answer in ("play", "give"):
        tried = [{"card": a.card.code, "tile": a.tile} if isinstance(a, Play) else {"divinity": a.divinity}
                 for a in pos.legal_actions() if isinstance(a, (Play, Give))]
    elif lesson.game == "blokus" and lesson.answer == "placement":
        tried = [str(m) for m in pos.legal_moves]
    else:
        return None
    return {L.normalise(lesson, a) for a in tried if L.judge(lesson, a).ok}


@pytest.mark.parametrize("lesson", [lesson for lesson in L.all_lessons()
                                    if lesson.answer in ("play", "give", "placement") and lesson.game != "puzzle"],
                         ids=lambda lesson: lesson.id)
def test_right_answers_are_exactly_those_the_lesson_accepts(lesson: L.Lesson) -> None:
    right = L.right_answers(lesson)
    assert right is not None and right[0] == L.normalise(lesson, lesson.data["solution"])
    assert set(right) == _judged_right(lesson) and len(right) == len(set(right))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lesson_keys_list_every_right_answer(lang: str) -> None:
    several = 0
    with using(lang):
        for folder in ("blot", "blokus", "trigon"):
            key = sheets.key(folder)
            rows = re.findall(r"<li[^>]*>.*?</li>", key, flags=re.S)
            lessons = [x for x in L.all_lessons() if x.path.replace("\\", "/").split("/")[-2] == folder]
            assert len(rows) == len(lessons)
            for row, lesson in zip(rows, lessons):
                right = L.right_answers(lesson)
                if right is None or len(right) < 2:
                    continue
                several += 1
                said = _text(row)
                if len(right) > sheets.KEY_LIST_MAX:
                    assert str(len(right)) in said
                    continue
                for key_ in right:
                    answer = {"card": key_[0], "tile": key_[1]} if isinstance(key_, tuple) else key_
                    assert _text(show_answer(answer, lang)) in said, (lesson.id, answer)
    assert several >= 8  # blot-follow's four plays, the Duo starts' four placements, ...


@pytest.mark.parametrize("lang, words", [("en", "any other of the {n} legal moves"),
                                         ("fr", "tout autre des {n} coups permis")])
def test_a_key_too_long_to_review_says_the_rule_instead(lang: str, words: str) -> None:
    """A Duo question that accepts any move as good, among hundreds of legal moves: the sheet gives the
    author's answer and says that any move as good is accepted, without reviewing them all."""
    ch = Chapter("duo", title="Second move", kind="find_move")
    first = ch.play(ch.root, "e10,d11,e11,f11,e12")
    answer = "j4,i5,j5,k5,j6"
    ch.play(first, answer)
    first.task = Task((answer,), accept_equal=True)
    legal = len(ch.state_at(first).legal_actions())
    assert legal > KEY_MOST_REVIEWED
    text = dumps(Study("Key", "en", [ch]))
    markup = web.call("widget", {"widget": "study", "state": {"text": text, "lang": lang}, "act": {"sheet": 1}})["html"]
    key = _text(markup.split('class="rp-study-key"')[1])
    assert answer in key and words.format(n=legal) in key, key
