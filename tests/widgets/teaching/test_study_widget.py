"""The study reader (widget ``study``) and the packaged example study.

Stepping through a chapter and its variations, the marks drawn and said,
find-the-move judged by the engine in both languages (never from the
state: a forged verdict is not shown), hostile states refused with a
reader's error, and the example files: they load, every move is legal,
both languages hold the same moves, and they are what
``tools/make_example_studies.py`` writes.
"""

from __future__ import annotations

import html
import importlib.util
import json
import re
from typing import Any

import pytest

from rules_py import web
from rules_py.errors import RulesError
from rules_py.studies import dumps, packaged
from rules_py.widgets import registry
from rules_py.widgets.registry import RequestError

from tests.paths import ROOT

#: The Duo chapter's question: after 37 moves, orange has the one- and two-square pieces left.
QUESTION = [0] * 37
#: The BLOT chapter's question: South to play after East's red 5 on the green tile.
BLOT_QUESTION = [0, 0, 0]


def run(state: dict[str, Any], act: dict[str, Any] | None = None, inputs: dict[str, Any] | None = None,
        lang: str | None = None) -> tuple[dict[str, Any], str]:
    """The new state and the markup."""
    markup = web.render_widget("study", {**state, **({"lang": lang} if lang else {})}, act, inputs or {})
    state = json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))
    state.pop("lang", None)
    return state, markup


def text(markup: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


def verdict(markup: str) -> str | None:
    found = re.search(r'<p class="rp-study-verdict[^"]*"[^>]*data-result="(\w+)"[^>]*>(.*?)</p>', markup)
    return None if found is None else found.group(1)


def counter(markup: str) -> str:
    return text(re.search(r'<span class="rp-step-count"[^>]*>.*?</span>', markup).group(0))


# -- the example files ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_example_loads_and_every_move_is_legal(lang: str) -> None:
    study = packaged.load("tour", lang)  # loads replays every move, mark and answer through the engine
    assert study.lang == lang and [ch.game for ch in study.chapters] == ["duo", "trigon_3", "blot"]
    for chapter in study.chapters:
        for node in chapter.nodes():
            chapter.state_at(node)  # each position replays
    kinds = {ch.game: ch.kind for ch in study.chapters}
    assert kinds == {"duo": "find_move", "trigon_3": "read", "blot": "find_move"}
    assert any(len(n.children) > 1 for n in study.chapters[0].nodes())  # variations
    assert study.chapters[1].root.marks.ghost  # the Trigon position shows a ghost


def test_both_languages_hold_the_same_moves() -> None:
    def moves(lang: str) -> list[Any]:
        return [[(n.move, n.glyph, n.marks.to_json(), None if n.task is None else n.task.answers)
                 for n in ch.nodes()] for ch in packaged.load("tour", lang).chapters]
    assert moves("en") == moves("fr")


@pytest.mark.cpython_only  # tools/ is not mounted in the Pyodide test run
def test_example_files_are_what_the_tool_writes() -> None:
    spec = importlib.util.spec_from_file_location("make_example_studies", ROOT / "tools" / "make_example_studies.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for lang in ("en", "fr"):
        assert packaged.text("tour", lang) == dumps(tool.build(lang))


def test_the_french_example_uses_the_glossary_words() -> None:
    from tests.core.test_glossary_words import _violations

    def strings(value: Any) -> list[str]:
        if isinstance(value, str):
            return [value]
        items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
        return [s for item in items for s in strings(item)]
    assert [v for s in strings(json.loads(packaged.text("tour", "fr"))) for v in _violations(s)] == []


def test_unknown_example_is_refused() -> None:
    with pytest.raises(RulesError):
        packaged.text("nope")
    with pytest.raises(RulesError):
        run({"example": "nope"})


# -- reading -------------------------------------------------------------------------------------


def test_first_draw_opens_the_example_at_its_start() -> None:
    state, out = run({})
    assert state == {"example": "tour", "chapter": 0, "path": []}
    words = text(out)
    assert "A guided tour of studies" in words and "Before the first move." in words
    assert "Marked: green: e10, j5" in words
    assert out.count('class="rp-mark rp-mark-green"') == 2  # drawn on the board too
    assert 'aria-current="true"' in out and out.count("rp-study-tab") == 3


def test_steps_and_keys() -> None:
    state, out = run({"example": "tour"}, {"step": 1})
    assert state["path"] == [0] and "Move 1 of 37: purple places" in text(out)
    assert 'data-key="ArrowRight PageDown"' in out and 'data-key="ArrowLeft PageUp"' in out
    assert 'data-key="Home"' in out and 'data-key="End"' in out
    state, out = run(state, {"step": 3})
    assert state["path"] == [0, 0, 0] and "!" in text(out) and "(good move)" in text(out)
    assert "Marked: green: f10, g11" in text(out)
    state, _ = run(state, {"step": 0})
    assert state["path"] == []


def test_the_line_stops_at_an_open_question() -> None:
    state, out = run({"example": "tour"}, {"step": 999})
    assert state["path"] == QUESTION and counter(out) == "move 37 of 37"
    assert "Find the move" in text(out)
    assert re.search(r'data-act="\{&quot;step&quot;:38\}"[^>]*disabled', out)  # Next is off
    assert "rp-study-variation" not in out


def test_enter_a_variation_and_come_back() -> None:
    state, out = run({"example": "tour"})
    assert 'data-act="{&quot;path&quot;:[1]}"' in out and "Purple: e10,d11,e11,f11,e12" in text(out)
    state, out = run(state, {"path": [1]})
    assert state["path"] == [1] and "!?" in text(out) and "the cross covers e10 too" in text(out)
    assert "You are in a variation." in text(out) and "Back to the main line" in text(out)
    state, out = run(state, {"step": 2})
    assert state["path"] == [1, 0] and counter(out) == "move 2 of 2"
    state, _ = run(state, {"leave": 1})
    assert state["path"] == [0]


def test_a_variation_in_the_middle_of_the_game() -> None:
    state, out = run({"example": "tour", "path": [0, 0]})
    assert 'data-act="{&quot;path&quot;:[0,0,1]}"' in out
    state, out = run(state, {"path": [0, 0, 1]})
    assert "Another corner works as well" in text(out)
    state, _ = run(state, {"leave": 1})
    assert state["path"] == [0, 0, 0]


def test_chapters() -> None:
    state, out = run({"example": "tour", "path": [0, 0]}, {"chapter": 1})
    assert state == {"example": "tour", "chapter": 1, "path": []}
    assert "A Trigon position" in text(out) and 'data-ghost="unknown"' in out  # the ghost piece
    assert "ghost piece on" in text(out)
    state, out = run(state, {"chapter": 2})
    assert "blot-table" in out and "Follow the requested colour" in text(out)


def test_blot_marks_are_drawn_and_said() -> None:
    _, out = run({"example": "tour", "chapter": 2, "path": BLOT_QUESTION})
    assert 'data-mark="red"' in out and 'data-mark="green"' in out  # the red 5, the green tile
    assert "Marked: red: R5 · green: green tile" in text(out)


# -- find the move -------------------------------------------------------------------------------


def test_blokus_question_wrong_illegal_right() -> None:
    state = {"example": "tour", "path": QUESTION}
    state, out = run(state, {"cell": "g6"})
    assert state["cells"] == ["g6"] and "Cells chosen: g6" in text(out)
    assert 'data-act="{&quot;cell&quot;:&quot;a1&quot;}"' in out  # the board's cells answer clicks
    state, out = run(state, {"answer": "g6"})
    assert verdict(out) == "wrong" and "Hint: Placing every piece gives +15" in text(out)
    state, out = run(state, {"answer": "a1"})
    assert verdict(out) == "illegal" and "breaks the rules: Cell a1 is already covered." in text(out)
    assert "Hint:" in text(out)
    state, out = run(state, {"answer": "k1,l1"})
    assert verdict(out) == "accepted" and "Right: k1,l1 is the move." in text(out)
    state, out = run(state, {"step": 39})
    assert len(state["path"]) == 39 and "the one-square piece last: +20" in text(out)


def test_blokus_question_in_french() -> None:
    state = {"example": "tour", "path": QUESTION}
    _, out = run(state, {"answer": "g6"}, lang="fr")
    assert verdict(out) == "wrong" and "Pas g6. Indice : Poser toutes ses pièces" in text(out)
    _, out = run(state, {"answer": "k1,l1"}, lang="fr")
    assert "Bravo : k1,l1 est le bon coup." in text(out) and "Trouvez le coup" in text(out)


def test_blot_question_card_then_tile() -> None:
    state = {"example": "tour", "chapter": 2, "path": BLOT_QUESTION}
    state, out = run(state, {"card": "B7"})
    assert state["card"] == "B7" and 'aria-pressed="true"' in out
    assert 'data-act="{&quot;answer&quot;:&quot;0: B7 on green&quot;}"' in out
    state, out = run(state, {"answer": "0: B7 on green"})
    assert verdict(out) == "illegal" and "South: B7 → green breaks the rules: You hold red" in text(out)
    assert "Hint: South holds exactly one red card" in text(out)
    state, out = run(state, {"answer": "0: G7 on blue"})
    assert verdict(out) == "wrong" and text(out).count("Not South: G7 → blue.") == 1
    state, out = run(state, {"answer": "0: R10 on green"})
    assert verdict(out) == "accepted" and "Right: South: R10 → green is the move." in text(out)


def test_blot_question_in_french() -> None:
    state = {"example": "tour", "chapter": 2, "path": BLOT_QUESTION}
    _, out = run(state, {"answer": "0: B7 on green"}, lang="fr")
    assert verdict(out) == "illegal" and "Sud : B7 → vert enfreint les règles : " in text(out)
    _, out = run(state, {"answer": "0: R10 on green"}, lang="fr")
    assert "Bravo : Sud : R10 → vert est le bon coup." in text(out)


def test_show_the_answer_opens_the_line() -> None:
    state, out = run({"example": "tour", "path": QUESTION}, {"reveal": 1})
    assert "The answer: k1,l1" in text(out) and verdict(out) is None
    state, _ = run(state, {"step": 38})
    assert len(state["path"]) == 38


@pytest.mark.parametrize("forged", [
    {"verdict": "accepted"}, {"result": "accepted", "solved": True},
    {"tried": "g6", "verdict": {"result": "accepted", "words": "Right: g6 is the move."}},
    {"reveal": "yes"}, {"reveal": 1},
])
def test_a_forged_verdict_is_not_shown(forged: dict[str, Any]) -> None:
    state, out = run({"example": "tour", "path": QUESTION, **forged})
    assert "Right:" not in text(out) and verdict(out) in (None, "wrong")
    assert "The answer:" not in text(out)
    assert re.search(r'data-act="\{&quot;step&quot;:38\}"[^>]*disabled', out)  # still closed
    state, _ = run({"example": "tour", "path": QUESTION, **forged}, {"step": 39})
    assert state["path"] == QUESTION


def test_answers_need_a_question() -> None:
    with pytest.raises(RulesError):
        run({"example": "tour", "path": [0]}, {"answer": "j5"})
    with pytest.raises(RulesError):
        run({"example": "tour", "path": [0]}, {"cell": "a1"})


def test_moving_forgets_the_answer_and_links_leave_it_out() -> None:
    state, _ = run({"example": "tour", "path": QUESTION}, {"answer": "g6"})
    assert state["tried"] == "g6"
    moved, _ = run(state, {"step": 2})
    assert "tried" not in moved and "cells" not in moved
    share = registry.decode_share(registry.encode_share(registry.get("study").share(state)))
    assert "tried" not in share and share["path"] == QUESTION


# -- hostile states ------------------------------------------------------------------------------


@pytest.mark.parametrize("state,act", [
    ({"example": "tour", "path": "0,0"}, None),
    ({"example": "tour", "path": [0, 99]}, None),
    ({"example": "tour", "path": [True]}, None),
    ({"example": "tour", "path": [0] * 5000}, None),
    ({"example": "tour", "path": ["1e9"]}, None),
    ({"example": "tour", "chapter": "x"}, None),
    ({"example": "tour", "chapter": 10 ** 30}, None),
    ({"example": ["tour"]}, None),
    ({"example": "tour"}, {"path": {"a": 1}}),
    ({"example": "tour"}, {"path": [-1]}),
    ({"example": "tour"}, {"step": "NaN"}),
    ({"example": "tour"}, {"chapter": -1}),
    ({"example": "tour", "path": QUESTION}, {"cell": "zz99"}),
    ({"example": "tour", "path": QUESTION, "cells": "k1"}, {"cell": "k1"}),
    ({"example": "tour", "path": QUESTION, "cells": ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"]},
     {"cell": "b1"}),
    ({"example": "tour", "path": QUESTION}, {"answer": "x" * 5000}),
    ({"example": "tour", "path": QUESTION}, {"answer": ["k1"]}),
    ({"example": "tour", "chapter": 2, "path": BLOT_QUESTION}, {"card": "Z99"}),
    ({"example": "tour"}, {"fly": 1}),
])
def test_hostile_states_give_a_readers_error(state: dict[str, Any], act: dict[str, Any] | None) -> None:
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {"widget": "study", "state": state,
                                                                         "act": act}})))
    if reply["ok"]:
        return  # clamped to something sensible: also fine
    assert reply["error"]["kind"] != "internal", reply
    assert "Traceback" not in reply["error"]["message"]


def test_a_broken_study_is_refused_in_words_and_kept_for_fixing() -> None:
    state, out = run({}, {"load": 1}, {"study": '{"format": "study", "version": 1, "chapters": [{"game": "duo"'})
    assert "This study cannot be read." in text(out) and 'name="study"' in out
    assert state["text"].startswith('{"format"')
    bad = json.dumps({"format": "study", "version": 1, "chapters": [
        {"game": "duo", "start": {"setup": []}, "moves": [{"move": "a1"}]}]})
    _, out = run({"text": bad})
    assert "This study cannot be read." in text(out) and "chapters[0].moves[0].move" in text(out)
    _, out = run({"text": bad}, lang="fr")
    assert "Cette étude ne peut pas être lue." in text(out)
    _, out = run({}, {"load": 1}, {"study": "   "})
    assert "Nothing to read" in text(out)


def test_a_pasted_study_reads() -> None:
    state, out = run({}, {"load": 1}, {"study": packaged.text("tour")})
    assert "text" in state and "A guided tour of studies" in text(out)
    state, _ = run(state, {"step": 2})
    assert state["path"] == [0, 0]


def test_request_errors_stay_request_errors() -> None:
    with pytest.raises(RequestError):
        registry.run("study", "not an object")


def test_the_printable_sheet_keeps_each_diagram_with_its_words() -> None:
    state, out = run({"example": "tour", "path": [0, 0]}, {"sheet": 1})
    assert state["sheet"] is True and "rp-step-bar" not in out and "rp-study-print" in out
    figures = re.findall(r'<figure class="rp-study-diagram">.*?</figure>', out)
    # the start and the moves with words, marks or a question; a find-the-move chapter is an
    # exercise: the move answering a question is in the key, not drawn
    assert len(figures) == 6
    assert all("<svg" in f and "<figcaption>" in f for f in figures)
    assert "Before the first move." in text(figures[0]) and "Find the move" in text(figures[-2])
    assert "Answer key" in out and "k1,l1" in text(out.split("rp-study-key")[-1])
    state, out = run(state, {"chapter": 2})
    assert state["sheet"] is True and out.count('class="rp-study-diagram"') == 2
    state, out = run(state, {"sheet": 0})
    assert "sheet" not in state and "rp-step-bar" in out
    _, out = run({"example": "tour"}, {"sheet": 1}, lang="fr")
    assert "Fiche à imprimer" not in out and "Revenir à la lecture" in out and "Imprimer" in out


def test_presentation_and_print_hooks_are_drawn() -> None:
    _, out = run({"example": "tour"})
    assert "rp-study-present" in out and "rp-study-unpresent" in out and "rp-study-stage" in out
    _, out = run({"example": "tour"}, lang="fr")
    assert "Présenter" in out and "Quitter la présentation" in out


def _keyed(markup: str, key: str) -> list[str]:
    """The data-act of every button whose keys include ``key``, in page order."""
    return [html.unescape(act) for keys, act in re.findall(r'<button[^>]*data-key="([^"]*)"[^>]*data-act="([^"]*)"',
                                                             markup) if key in keys.split()] + [
        html.unescape(act) for act, keys in re.findall(r'<button[^>]*data-act="([^"]*)"[^>]*data-key="([^"]*)"',
                                                       markup) if key in keys.split()]


def test_page_down_at_a_chapters_end_goes_to_the_next_chapter():
    """A clicker's PageDown (and Space while presenting) steps on through a
    chapter, then, at its end, takes the "Next chapter" button: the first
    button with that key is the one that acts."""
    state, markup = run({"example": "tour"})
    assert [json.loads(a) for a in _keyed(markup, "PageDown")] == [{"step": 1}]
    end, markup = run(state, {"step": 10_000})
    assert [json.loads(a) for a in _keyed(markup, "PageDown")] == [{"chapter": 1}]
    assert "Next chapter" in markup
    _state, french = run(end, lang="fr")
    assert "Chapitre suivant" in french
    onward, markup = run(end, {"chapter": 1})
    assert onward["chapter"] == 1 and not onward.get("path")
    # the last chapter, and a chapter shown alone, have no next chapter
    chapters = markup.count("rp-study-tab")
    last, markup = run({**onward, "chapter": chapters - 1}, {"step": 10_000})
    assert "Next chapter" not in markup
    _alone, markup = run({**end, "only": True})
    assert "Next chapter" not in markup
