"""The game review in the page (rules_py.widgets.review.panel) through its two
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
from rules_py.widgets import review_cache as stored_reviews  # the worker's storage of the reviews
from rules_py.widgets.blokus import play as blokus_play
from rules_py.widgets.review import cache as review_cache
from rules_py.widgets.review import panel as review_panel
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
    monkeypatch.setattr(review_cache, "CACHE", type(review_cache.CACHE)())
    monkeypatch.setattr(review_cache, "DIRTY", set())
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


def test_the_viewer_offers_a_review_of_a_record():
    _, markup = viewer({"text": DUO, "step": 0})
    assert 'name="review_who"' in markup and 'name="review_level"' in markup
    assert 'data-act="{&quot;review&quot;:1}"' in markup
    with pytest.raises(RulesError, match="no record to review"):
        viewer({}, {"review": 1}, {"review_who": "all", "review_level": "3"})


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
        review_cache.blokus_review("(;GM[Blokus Duo];B[e10];W[e10])", review_cache.Ask(None, LEVEL))
    _, markup = viewer({}, {"load": 1}, {"record": "(;GM[Blokus Duo];B[e10];W[e10])"})
    assert "This record cannot be read." in markup and "review_who" not in markup


def finished_game() -> dict:
    board = sgf.read(DUO).replay()
    return {"variant": "duo", "seats": ["human", "level2"], "moves": [str(mv) for mv in board.history]}


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
    review_cache.blokus_review(DUO, review_cache.Ask(1, LEVEL))
    saved = json.loads(stored_reviews.persist_take())
    assert len(saved) == 1 and json.loads(stored_reviews.persist_take()) == {}
    review_cache.CACHE.clear()
    assert stored_reviews.persist_load(json.dumps(saved)) == 1
    review_cache.blokus_review(DUO, review_cache.Ask(1, LEVEL))
    assert len(counted) == 1  # read back, not searched again
    # damaged entries are skipped, never drawn
    assert stored_reviews.persist_load(json.dumps({"k": json.dumps([{"index": "x"}]), "j": "{"})) == 0
    assert stored_reviews.persist_load("not json") == 0


def test_the_cache_keeps_at_most_keep_reviews(counted, monkeypatch):
    monkeypatch.setattr(review_cache, "KEEP", 2)
    for seed in range(3):
        review_cache.cached("blokus", DUO, review_cache.Ask(0, LEVEL, seed), lambda: [])
    assert len(review_cache.CACHE) == 2
    forgotten = [k for k, v in json.loads(stored_reviews.persist_take()).items() if v is None]
    assert forgotten == [review_cache.review_key("blokus", DUO, review_cache.Ask(0, LEVEL, 0))]


def test_the_review_speaks_french():
    messages.MISSING.clear()
    _, markup = play({**finished_game(), "lang": "fr"}, {"review": 1},
                     {"review_who": "all", "review_level": str(LEVEL)})
    viewer({"text": DUO, "step": 0, "lang": "fr"}, {"review": 1}, {"review_who": "1", "review_level": str(LEVEL)})
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING
    assert "Analyse de la partie" in markup and "imprécision dès 3" in markup


def test_a_blot_record_is_reviewed_with_each_options_points(counted, monkeypatch):
    from rules_py.blot import review as blot_review
    from rules_py.blot.record import Record, example_text
    state, markup = viewer({}, {"example": "blot-trick"})
    assert 'name="review_who"' in markup and "deals per decision" in markup
    calls = []
    real = blot_review.review
    monkeypatch.setattr(blot_review, "review", lambda *a, **kw: calls.append(a[1:]) or real(*a, **kw))
    state, markup = viewer(state, {"review": 1}, {"review_who": "0", "review_level": "8"})
    decisions = [d.to_dict() for d in real(Record.loads(example_text("trick")), 0, worlds=8, seed=0)]
    marked = [d for d in decisions if d["mark"]]
    assert marked and state["review"] == {"who": 0, "level": 8, "seed": 0}
    assert state["step"] == marked[0]["index"] + 1
    assert markup.count('class="rp-review-mark"') == len(marked) and "rp-review-graph" in markup
    assert 'class="rp-review-options"' in markup and ">taken<" in markup
    assert html.escape(marked[0]["why"]["en"], quote=False) in markup
    assert "inaccuracy from 2, mistake from 4, blunder from 8" in markup
    assert "data-ghost" not in markup  # a BLOT table has no board to draw a ghost on
    viewer(state, {"go": 2})
    messages.MISSING.clear()
    viewer({**state, "lang": "fr"}, {"go": state["step"]})
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING
    assert calls == [(0,)]  # stepping and the other language: the one search, cached


def test_a_blot_review_asks_for_deals_not_levels():
    from rules_py.blot.record import example_text
    text = example_text("trick")
    with pytest.raises(RulesError, match="one of 32, 16, 8"):
        viewer({"text": text, "step": 1, "review": {"who": 0, "level": 6}}, {"go": 2})
    with pytest.raises(RulesError):
        viewer({"text": text, "step": 0}, {"review": 1}, {"review_who": "0", "review_level": "6"})


def test_the_blot_table_reviews_the_seat_on_screen_after_a_round(counted, monkeypatch):
    from rules_py.blot import review as blot_review
    from tests.widgets.test_escaping import _blot_fixture
    calls = []
    real = blot_review.review
    monkeypatch.setattr(blot_review, "review", lambda *a, **kw: calls.append(a[1:]) or real(*a, **kw))
    gid = _blot_fixture("rev1ewr0und0", "3", ["human", "heuristic", "heuristic"], "round")
    state, markup = (lambda m: (_state(m), m))(str(run("blot-table", {"game": gid}, None, {})))
    assert "Review your decisions" in markup and 'name="review_level"' in markup
    assert 'name="review_who"' not in markup  # the seat on screen's, never another's
    state, markup = (lambda m: (_state(m), m))(
        str(run("blot-table", state, {"review": 1}, {"review_level": "8", "review_who": "1"})))
    assert state["review"] == {"who": 0, "level": 8, "seed": 0} and calls == [(0,)]
    from rules_py.widgets.blot.table import GAMES
    from rules_py.widgets.review import table as review_table
    t = GAMES.get(gid)
    seen = {"viewer": getattr(t, "viewer", None), "phase": getattr(getattr(t, "state", None), "phase", None),
            "passing": t.passing() if t else None, "available": review_table.available(t) if t else None,
            "state": state, "cached": len(review_cache.CACHE)}
    assert "rp-review-graph" in markup and 'class="rp-review-options"' in markup, seen
    assert 'data-act="{&quot;rgo&quot;:' in markup and 'data-key="ArrowRight"' in markup
    stepped = _state(str(run("blot-table", state, {"rgo": 2}, {})))
    assert stepped["rstep"] == 2 and calls == [(0,)]
    # another seat's review in a forged state is not drawn; the next deal closes the review
    forged = _state(str(run("blot-table", {**state, "review": {"who": 1, "level": 8}}, None, {})))
    assert "review" not in forged
    with pytest.raises(RulesError):
        run("blot-table", state, {"review": 1}, {"review_level": "6"})
    after = _state(str(run("blot-table", state, {"next": 1}, {})))
    assert "review" not in after
