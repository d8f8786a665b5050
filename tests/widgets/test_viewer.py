"""The record viewer (widget ``record-viewer``) and the legends and captions
added with it: a bad record is refused with where and what in words, a good
one steps with comments and scores, the position downloads as SVG."""

from __future__ import annotations

import html
import json
import re
import urllib.parse

from rules_py import web
from rules_py.blokus import examples as blokus_examples
from rules_py.blot.record import example_text

DUO_OK = "(;GM[Blokus Duo];B[e10,d11,e11,f11,e12]C[first];W[j4,i5,j5,k5,j6])"
# White's first piece covers e10 again: the second move is illegal.
DUO_BAD = "(;GM[Blokus Duo]\n;B[e10,d11,e11,f11,e12]\n;W[e10,d11,e11,f11,e12])"


def _render(state: dict, act: dict | None = None, inputs: dict | None = None) -> str:
    return web.render_widget("record-viewer", state, act, inputs or {})


def _text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def _state(markup: str) -> dict:
    return json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))


def test_empty_viewer_offers_the_form() -> None:
    out = _render({})
    assert 'name="record"' in out and "rp-viewer-file" in out and "Read the record" in out


def test_loading_nothing_says_so() -> None:
    assert "Nothing to read" in _text(_render({}, {"load": 1}, {"record": "  \n"}))


def test_illegal_move_names_line_column_and_move() -> None:
    text = _text(_render({}, {"load": 1}, {"record": DUO_BAD}))
    assert "cannot be read" in text
    # the third line holds the illegal W property; it is the second move
    assert "Line 3" in text and "move 2" in text and "e10" in text
    assert "Traceback" not in text and "illegal" not in text.split("cannot be read")[1][:20]


def test_json_field_path_and_french() -> None:
    record = json.loads(example_text("trick"))
    record["surprise"] = 1
    out = _render({"lang": "fr"}, {"load": 1}, {"record": json.dumps(record)})
    text = _text(out)
    assert "Cette partie ne peut pas être lue" in text and "Champ surprise" in text


def test_neither_kind_is_refused_in_words() -> None:
    assert "neither a .blksgf record" in _text(_render({}, {"load": 1}, {"record": "hello"}))


def test_blokus_steps_with_comment_scores_and_svg() -> None:
    out = _render({}, {"load": 1}, {"record": DUO_OK})
    assert _state(out) == {"text": DUO_OK, "step": 0}
    out = _render(_state(out), {"go": 1})
    text = _text(out)
    assert "Move 1 of 2" in text and "first" in text and "Points now" in text
    # past the end is clamped to the last move
    assert _state(_render({"text": DUO_OK, "step": 0}, {"go": 99}))["step"] == 2
    href = html.unescape(re.search(r'class="rp-viewer-download"[^>]*href="([^"]*)"|href="([^"]*)"[^>]*'
                                   r'class="rp-viewer-download"', out).group(0))
    data = urllib.parse.unquote(href.split("data:image/svg+xml;charset=utf-8,", 1)[1].split('"')[0])
    assert data.startswith("<?xml") and "<svg" in data and data.rstrip().endswith("</svg>")


def test_examples_load_and_step_to_the_end() -> None:
    duo_moves = blokus_examples.record("duo").moves()
    out = _render({}, {"example": "blokus-duo"})
    assert _state(out)["text"] == blokus_examples.text("duo")
    end = _render(_state(out), {"go": 10_000})
    assert _state(end)["step"] == len(duo_moves)
    blot = _render({}, {"example": "blot-martin"})
    last = _render(_state(blot), {"go": 10_000})
    assert "Totals" in _text(last)  # the scores once rounds are over


def test_blot_table_has_a_face_legend() -> None:
    out = web.render_widget("blot-example", {"example": "martin", "step": 0})
    legend = re.findall(r'blot-legend"?[^>]*>([^<]*)<', out)
    # round 1: Balder is masked, the three others are explained
    assert len(legend) == 3 and not any(line.startswith("Balder") for line in legend)
    assert all(": " in line and "colour" in line for line in legend)


def test_hint_shading_has_a_caption() -> None:
    plain = web.render_widget("blokus-check", {"variant": "duo"})
    hinted = web.render_widget("blokus-check", {"variant": "duo"}, {"hint": 1})
    assert "rp-hint-caption" not in plain and "rp-hint-caption" in hinted


def test_empty_puzzle_attempt_says_so() -> None:
    out = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10"}, {"do": "check"}, {"attempt": ""})
    assert "attempt is empty" in _text(out)


def test_a_blot_deals_comment_is_shown_where_its_round_opens() -> None:
    """The record's comment and round 1's (on its deal) are both said before the
    first move; a later round's comment comes with that round's first action."""
    record = json.loads(example_text("balder"))  # two rounds
    record["comment"] = "The whole game, told."
    record["rounds"][0]["comment"] = "Round one opens."
    opens = len(record["rounds"][0]["actions"]) + 1  # the step of round 2's first action
    record["rounds"][1]["comment"] = "Round two starts here."
    text = json.dumps(record)
    start = _text(_render({"text": text, "step": 0}))
    assert "The whole game, told." in start and "Round one opens." in start
    assert "Round two starts here." not in _text(_render({"text": text, "step": opens - 1}))
    assert "Round two starts here." in _text(_render({"text": text, "step": opens}))
    assert "Round two starts here." not in _text(_render({"text": text, "step": opens + 1}))
    # a record without comments says nothing before the first move
    for part in (record, *record["rounds"]):
        part.pop("comment", None)
    assert "Round one opens." not in _text(_render({"text": json.dumps(record), "step": 0}))
