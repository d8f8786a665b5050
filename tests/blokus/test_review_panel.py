"""The game review in the page (rules_py.widgets.review_panel) through its two
hosts, ``record-viewer`` and ``blokus-play``: the panel's parts (graph,
marks, the better move as a ghost, the why sentence), stepping and the URL
hash, the cache (no second search for the same record, player, level and
seed; the worker's storage round trip), and refusals in words."""

from __future__ import annotations

import html
import json
import re

import pytest

from rules_py.blokus import examples, review, sgf
from rules_py.errors import RulesError
from rules_py.i18n import messages
from rules_py.widgets import blokus_play, review_panel
from rules_py.widgets.registry import decode_share, run

DUO = examples.text("duo")
LEVEL = 3  # the lightest level that searches: these tests check the drawing, not the search


def _state(markup: str) -> dict:
    return json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))


def _attr(markup: str, name: str) -> str | None:
    m = re.search(" " + name + '="([^"]*)"', markup)
    return html.unescape(m.group(1)) if m else None


@pytest.fixture
def counted(monkeypatch):
    """An empty cache, and the number of searches run (review.review calls)."""
    monkeypatch.setattr(review_panel, "CACHE", type(review_panel.CACHE)())
    monkeypatch.setattr(review_panel, "DIRTY", set())
    calls = []
    real = review.review

    def spy(*args, **kw):
        calls.append((args[1:], kw))
        return real(*args, **kw)

    monkeypatch.setattr(review, "review", spy)
    return calls


def viewer(state: dict | None, act: dict | None = None, inputs: dict | None = None) -> tuple[dict, str]:
    markup = str(run("record-viewer", state, act, inputs))
    return _state(markup), markup


def test_the_viewer_offers_a_review_of_a_blokus_record_only():
    _, markup = viewer({"text": DUO, "step": 0})
    assert 'name="review_who"' in markup and 'name="review_level"' in markup
    assert 'data-act="{&quot;review&quot;:1}"' in markup
    _, blot = viewer({}, {"example": "blot-trick"})
    assert "review_who" not in blot
    with pytest.raises(RulesError, match="only a Blokus record"):
        viewer(_state(blot), {"review": 1}, {"review_who": "all", "review_level": "3"})


def test_review_in_the_viewer_draws_graph_marks_ghost_and_why(counted):
    state, markup = viewer({"text": DUO, "step": 0}, {"review": 1},
                           {"review_who": "all", "review_level": str(LEVEL)})
    entries = [m.to_dict() for m in review.review(sgf.read(DUO), None, level=LEVEL, seed=0)]
    marked = [e for e in entries if e["mark"]]
    assert marked, "the example game has marked moves at this level"
    # the review opens on the first marked move: its better move is the ghost, its why is said
    first = marked[0]
    assert state["review"] == {"who": None, "level": LEVEL, "seed": 0} and state["step"] == first["index"] + 1
    assert 'class="rp-review-graph"' in markup and markup.count('class="rp-review-mark"') == len(marked)
    assert 'data-ghost="unknown"' in markup
    assert html.escape(first["why"]["en"], quote=False) in markup
    assert "inaccuracy from 3, mistake from 6, blunder from 12" in markup
    # a step on an unmarked move: no ghost; stepping never searches again
    plain = next(e for e in entries if not e["mark"])
    state2, markup2 = viewer(state, {"go": plain["index"] + 1})
    assert state2["review"] == state["review"] and 'data-ghost=' not in markup2
    assert f"Move {plain['index'] + 1} (" in markup2
    assert len(counted) == 2  # the widget's search and this test's own: one each


def test_same_record_player_level_and_seed_never_search_twice(counted):
    ask = {"review_who": "1", "review_level": str(LEVEL)}
    state, _ = viewer({"text": DUO, "step": 0}, {"review": 1}, ask)
    viewer({"text": DUO, "step": 5}, {"review": 1}, ask)
    viewer(state, {"go": 2})
    assert len(counted) == 1
    viewer({"text": DUO, "step": 0}, {"review": 1}, {"review_who": "0", "review_level": str(LEVEL)})
    assert len(counted) == 2  # another player: another search


def test_a_link_to_a_review_restores_it_and_close_drops_it(counted):
    _, markup = viewer({"text": DUO, "step": 0}, {"review": 1}, {"review_who": "0", "review_level": str(LEVEL)})
    token = _attr(markup, "data-share")
    assert token and "review" in decode_share(token)
    restored = str(run("record-viewer", None, None, None, share=token))
    assert 'class="rp-review-graph"' in restored and len(counted) == 1
    closed, markup = viewer(_state(restored), {"review_close": 1})
    assert "review" not in closed and "rp-review-graph" not in markup


@pytest.mark.parametrize("bad,words", [({"who": 5, "level": 6}, "no player"), ("x", "not readable"),
                                       ({"who": None, "level": "high"}, "whole number")])
def test_bad_review_settings_are_refused_in_words(bad, words):
    with pytest.raises(RulesError, match=words):
        viewer({"text": DUO, "step": 1, "review": bad}, {"go": 2})


def test_an_illegal_record_is_refused_in_words_not_reviewed():
    with pytest.raises(RulesError, match="cannot be reviewed: .*move 2"):
        review_panel.blokus_review("(;GM[Blokus Duo];B[e10];W[e10])", review_panel.Ask(None, LEVEL))
    _, markup = viewer({}, {"load": 1}, {"record": "(;GM[Blokus Duo];B[e10];W[e10])"})
    assert "This record cannot be read." in markup and "review_who" not in markup


def finished_game() -> dict:
    board = sgf.read(DUO).replay()
    return {"variant": "duo", "seats": ["human", "level2"], "moves": [str(mv) for _, mv in board.history]}


def play(state, act=None, inputs=None):
    markup = str(run("blokus-play", state, act, inputs))
    return _state(markup), markup


def test_the_play_page_reviews_a_finished_game_only():
    _, over = play(finished_game())
    assert "Review this game" in over and 'name="review_who"' in over
    unfinished = {**finished_game(), "moves": finished_game()["moves"][:4]}
    _, markup = play(unfinished)
    assert "review_who" not in markup
    with pytest.raises(RulesError, match="finished game"):
        play(unfinished, {"review": 1}, {"review_who": "all", "review_level": str(LEVEL)})


def test_play_page_review_steps_by_keys_and_hash(counted):
    state, markup = play(finished_game(), {"review": 1}, {"review_who": "0", "review_level": str(LEVEL)})
    hashed = _attr(markup, "data-hash")
    assert hashed.endswith(f"/review:0:{LEVEL}:0:{state['rstep']}")
    assert 'data-key="ArrowRight"' in markup and "rp-review-graph" in markup
    # the hash alone (a link, Back, a reload) gives the same review, without a search
    again, markup2 = play({"variant": "duo"}, {"goto": hashed})
    assert again["review"] == state["review"] and again["rstep"] == state["rstep"] and len(counted) == 1
    moved, markup3 = play(again, {"rgo": 3})
    assert moved["rstep"] == 3 and _attr(markup3, "data-hash").endswith(f":{LEVEL}:0:3")
    assert "move 3 of 39" in markup3
    # a step past the end stays at the end; closing gives the finished game back
    end, _ = play(moved, {"rgo": 999})
    assert end["rstep"] == 39
    closed, markup4 = play(end, {"review_close": 1})
    assert "review" not in closed and "/review:" not in _attr(markup4, "data-hash")
    assert blokus_play.from_hash(hashed) == blokus_play.from_hash(_attr(markup4, "data-hash"))


@pytest.mark.parametrize("tail", ["review:0:6:0", "review:x:6:0:1", "review:0:6:-1:1", "other:0:6:0:1"])
def test_a_bad_review_part_in_the_hash_is_refused(tail):
    with pytest.raises(RulesError, match="not a game link"):
        blokus_play.from_hash_review("play/duo/human-human/e10/" + tail)


def test_the_worker_storage_round_trip(counted):
    review_panel.blokus_review(DUO, review_panel.Ask(1, LEVEL))
    saved = json.loads(review_panel.persist_take())
    assert len(saved) == 1 and json.loads(review_panel.persist_take()) == {}
    review_panel.CACHE.clear()
    assert review_panel.persist_load(json.dumps(saved)) == 1
    review_panel.blokus_review(DUO, review_panel.Ask(1, LEVEL))
    assert len(counted) == 1  # read back, not searched again
    # damaged entries are skipped, never drawn
    assert review_panel.persist_load(json.dumps({"k": json.dumps([{"index": "x"}]), "j": "{"})) == 0
    assert review_panel.persist_load("not json") == 0


def test_the_cache_keeps_at_most_keep_reviews(counted, monkeypatch):
    monkeypatch.setattr(review_panel, "KEEP", 2)
    for seed in range(3):
        review_panel.cached("blokus", DUO, review_panel.Ask(0, LEVEL, seed), lambda: [])
    assert len(review_panel.CACHE) == 2
    forgotten = [k for k, v in json.loads(review_panel.persist_take()).items() if v is None]
    assert forgotten == [review_panel.review_key("blokus", DUO, review_panel.Ask(0, LEVEL, 0))]


def test_the_review_speaks_french():
    messages.MISSING.clear()
    _, markup = play({**finished_game(), "lang": "fr"}, {"review": 1},
                     {"review_who": "all", "review_level": str(LEVEL)})
    viewer({"text": DUO, "step": 0, "lang": "fr"}, {"review": 1}, {"review_who": "1", "review_level": str(LEVEL)})
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING
    assert "Analyse de la partie" in markup and "imprécision dès 3" in markup
