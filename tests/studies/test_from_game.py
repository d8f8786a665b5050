"""From play to study: a finished game and its review become a
one-chapter study (`rules_py.studies.from_game`), and the play widgets'
"Make a study" link opens it in the study reader.

The reviews here are real ones (small budgets, fixed seeds): the glyphs must
sit where the review marks, the variations must be the review's better
moves, every move must replay, and nothing else may be marked.
"""

from __future__ import annotations

import html
import json
import re
import urllib.parse
from typing import Any

import pytest

from rules_py import web
from rules_py.blokus import examples
from rules_py.blokus import review as blokus_review
from rules_py.blot import review as blot_review
from rules_py.blot.game import Give, Play
from rules_py.blot.record import example_text, load_example
from rules_py.errors import RecordError
from rules_py.studies import dumps, loads
from rules_py.studies.from_game import GLYPH_OF_MARK, study_from_blokus_game, study_from_blot_game
from rules_py.widgets import registry
from rules_py.widgets.review import cache as review_cache
from rules_py.widgets.teaching.game_study import READER_ID, STUDIES_HREF


@pytest.fixture(scope="module")
def duo_review() -> list[dict[str, Any]]:
    rec = examples.record("duo")
    level = min(blokus_review.REVIEW_LEVELS)
    return [m.to_dict() for m in blokus_review.review(rec, None, level=level, playouts=40, seed=1)]


@pytest.fixture(scope="module")
def martin_review() -> list[dict[str, Any]]:
    return [d.to_dict() for d in blot_review.review(load_example("martin"), 0, worlds=4, seed=1)]


def _check(study: Any, review: list[dict[str, Any]], moves: list[str], *, deals: bool = False) -> None:
    """Main line = the game; glyph and a variation (the better move) exactly where marked."""
    chapter = study.chapters[0]
    line = [n for n in chapter.root.main_line()[1:] if not (deals and (n.move or "").startswith("deal"))]
    assert [n.move for n in line] == moves
    by_index = {e["index"]: e for e in review}
    assert any(e["mark"] for e in review), "the test needs a review that marks something"
    for k, node in enumerate(line):
        entry = by_index.get(k)
        siblings = [c.move for c in node.parent.children]
        if entry is not None and entry["mark"]:
            assert node.glyph == GLYPH_OF_MARK[entry["mark"]]
            assert siblings == [entry.get("move", entry.get("action")), entry["best"]]
            assert node.parent.children[1].comment
        else:
            assert node.glyph in (None, "!")
            assert siblings == [node.move]
    assert loads(dumps(study)) == study  # every move, the variations' too, replays


def test_blokus_game_with_its_review(duo_review: list[dict[str, Any]]) -> None:
    study = study_from_blokus_game(examples.text("duo"), duo_review, title="Duo")
    moves = [str(m) for m in examples.record("duo").replay().history]
    _check(study, duo_review, moves)
    assert study.title == study.chapters[0].title == "Duo" and study.lang == "en"
    marked = next(e for e in duo_review if e["mark"])
    node = study.chapters[0].root.main_line()[marked["index"] + 1]
    assert marked["why"]["en"] in node.comment and "points lost" in node.comment


def test_blokus_comments_in_french(duo_review: list[dict[str, Any]]) -> None:
    study = study_from_blokus_game(examples.text("duo"), duo_review, lang="fr")
    marked = next(e for e in duo_review if e["mark"])
    node = study.chapters[0].root.main_line()[marked["index"] + 1]
    assert study.lang == "fr" and marked["why"]["fr"] in node.comment and "points perdus" in node.comment
    assert "variante" in node.comment


def test_blot_game_with_its_review(martin_review: list[dict[str, Any]]) -> None:
    study = study_from_blot_game(example_text("martin"), martin_review)
    moves = [str(a) for a in load_example("martin").actions()]
    _check(study, martin_review, moves, deals=True)


def test_blot_only_good_option_gets_a_bang() -> None:
    rec = load_example("trick")
    first = str(rec.actions()[0])
    alone = {"index": 0, "move": first, "best": first, "loss": 0.0, "mark": None,
             "options": {first: 3.0, "x": 0.5, "y": 1.0}}
    close = {**alone, "options": {first: 3.0, "x": 2.5}}
    study = study_from_blot_game(example_text("trick"), [alone])
    assert study.chapters[0].root.children[0].glyph == "!"
    study = study_from_blot_game(example_text("trick"), [close])
    assert study.chapters[0].root.children[0].glyph is None


def test_a_review_of_another_game_is_refused(duo_review: list[dict[str, Any]]) -> None:
    marked = next(e for e in duo_review if e["mark"])
    with pytest.raises(RecordError):
        study_from_blokus_game(examples.text("duo"), [{**marked, "index": 999}])
    with pytest.raises(RecordError):  # the "better move" does not fit the position
        study_from_blokus_game(examples.text("duo"), [{**marked, "best": "a1,a2,a3,a4,a5"}])


# -- the widgets' link -------------------------------------------------------------


def _study_from_link(markup: str, lang: str | None = None) -> str:
    """Follow the "Make a study" link as the page does: the hash's token to the study reader."""
    href = html.unescape(re.search(r'<a href="([^"]+)"[^>]*data-study="link"', markup).group(1))
    assert href.startswith(STUDIES_HREF + "#" + READER_ID + "=")
    token = href.split("=", 1)[1]
    assert len(token) <= registry.MAX_SHARE
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "study", "state": {"lang": lang} if lang else {}, "share": token}})))
    assert reply["ok"], reply
    return str(reply["result"]["html"])


def test_blokus_play_offers_a_study_of_the_finished_game(duo_review: list[dict[str, Any]]) -> None:
    moves = [str(m) for m in examples.record("duo").replay().history]
    state = {"variant": "duo", "seats": ["human", "human"], "moves": moves}
    before = web.render_widget("blokus-play", {"variant": "duo", "seats": ["human", "human"], "moves": moves[:5]})
    assert "Make a study" not in before
    reader = _study_from_link(web.render_widget("blokus-play", state))
    assert "A game of Blokus Duo" in html.unescape(reader) and "points lost" not in html.unescape(reader)
    # with a review shown (put in the cache as the Review button would)
    ask = review_cache.Ask(None, min(blokus_review.REVIEW_LEVELS), 424242)  # a seed of its own: a key no other test filled
    record = examples.record("duo").replay()
    from rules_py.blokus import sgf
    with review_cache.clicked():
        review_cache.cached("blokus", sgf.dumps(record), ask, lambda: duo_review)  # type: ignore[arg-type,return-value]
    reviewed = web.render_widget("blokus-play", {**state, "review": ask.to_state(), "rstep": 1, "lang": "fr"})
    reader = _study_from_link(reviewed, "fr")
    marked = next(e for e in duo_review if e["mark"])
    path = [0] * marked["index"]
    step = web.render_widget("study", {"packed": _packed(reviewed), "path": path, "lang": "fr"})
    assert marked["best"] in html.unescape(step)  # the variation is offered where the move was marked
    assert "Une partie de Blokus Duo" in html.unescape(reader), re.findall(r"rp-study-title.{0,80}", html.unescape(reader))
    after = web.render_widget("study", {"packed": _packed(reviewed), "path": path + [0], "lang": "fr"})
    assert "points perdus" in html.unescape(after) and "points perdus" not in html.unescape(step)


def _packed(markup: str) -> str:
    href = html.unescape(re.search(r'<a href="([^"]+)"[^>]*data-study="link"', markup).group(1))
    return str(registry.decode_share(href.split("=", 1)[1])["packed"])


def test_a_packed_study_that_does_not_unpack_is_refused_in_words() -> None:
    markup = web.render_widget("study", {"packed": "AAAA"})
    assert "rp-study-error" in markup or "cannot be read" in markup


def test_a_study_too_long_for_a_link_is_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from rules_py.widgets.teaching import game_study
    record = examples.text("duo")
    assert 'data-study="link"' in str(game_study.study_link("blokus", record, (), title="x"))
    monkeypatch.setattr(game_study, "MAX_SHARE", 500)
    markup = str(game_study.study_link("blokus", record, (), title="x"))
    assert 'data-study="link"' not in markup and 'download="study.study.json"' in markup
    text = urllib.parse.unquote(re.search(r'href="data:application/json;charset=utf-8,([^"]+)"', markup).group(1))
    assert loads(html.unescape(text)).chapters[0].game == "duo"


# -- the BLOT table ----------------------------------------------------------------


def _blot_call(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any] | None = None) -> str:
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "blot-table", "state": state, "act": act, "inputs": inputs or {}}})))
    assert reply["ok"], reply
    return str(reply["result"]["html"])


def _finish_blot(layout: str, kinds: list[str]) -> tuple[dict[str, Any], str]:
    """A game to its end, the human seat taking its first legal choice each time."""
    from rules_py.widgets.blot.table import GAMES
    inputs = {f"seat{s}": k for s, k in enumerate(kinds)}
    markup = _blot_call({"layout": layout}, {"new": 1}, {**inputs, "mode": "game", "seed": "3"})
    state = json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))
    t = GAMES[state["game"]]
    for _ in range(400):
        if t.state.is_terminal():
            break
        if '"next"' in html.unescape(markup) and t.state.current_player != 0:
            markup = _blot_call(state, {"next": 1})
            continue
        action = t.state.legal_actions()[0]  # the human's first legal choice, through the page's acts
        if isinstance(action, Play):
            _blot_call(state, {"card": action.card.code})
            markup = _blot_call(state, {"tile": action.tile})
        elif isinstance(action, Give):
            markup = _blot_call(state, {"give": action.divinity})
        else:
            markup = _blot_call(state, {"starter": action.seat})
    assert t.state.is_terminal()
    return state, markup


def test_blot_table_offers_a_study_only_when_the_game_is_over() -> None:
    state, markup = _finish_blot("3", ["human", "random", "random"])
    reader = _study_from_link(markup)
    assert "A game of BLOT" in html.unescape(reader)


def test_blot_two_players_study_waits_to_be_asked() -> None:
    state, markup = _finish_blot("2", ["human", "random"])
    assert 'data-study="link"' not in markup and "Make a study" in markup
    markup = _blot_call(state, {"study": 1})
    assert "A game of BLOT" in html.unescape(_study_from_link(markup))
