"""Every door a link, a token or a saved state comes through is strict.

* today's links and tokens (``tests/data/links/today_links.json``, written
  by the site at b8b64c0) still open, to the same content, and the same
  content still writes the same link;
* no widget and not the page's entry point reads reader input with
  ``int()``, ``json.loads``, ``base64`` or ``zlib`` directly: they go
  through :mod:`rules_py.links` (an AST walk finds such calls);
* hostile tokens and link parts (text ``int`` refuses though ``isdigit``
  accepts it, thousands of digits, deep nesting inside a valid token, a
  list where text belongs) give only documented errors, each decoder and
  through ``web.handle`` (never ``"internal"``). The run prints its counts.
"""

from __future__ import annotations

import ast
import html
import json
import re
import pathlib
import zlib
from collections import Counter
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules_py
from rules_py import links, web
from rules_py.errors import RecordError, RulesError
from rules_py.widgets import registry
from rules_py.widgets.blokus import editor
from rules_py.widgets.blokus import play as blokus_play
from rules_py.widgets.blot.editor import link as deal_link
from rules_py.widgets.blot.editor.draft import Draft
from rules_py.widgets.blot.table import saving
from rules_py.widgets.registry import RequestError

from tests.paths import DATA

DATA = json.loads((DATA / "links" / "today_links.json").read_text("utf-8"))
PACKAGE = pathlib.Path(rules_py.__file__).parent
DOCUMENTED = (RulesError, RequestError)
web.load_widgets()


# -- today's links ------------------------------------------------------------------

@pytest.mark.parametrize("case", DATA["blokus_play"], ids=lambda c: c["link"][:30])
def test_todays_play_links_open_and_write_back_the_same(case: dict[str, Any]) -> None:
    variant, seats, moves, review, rstep = blokus_play.from_hash_review(case["link"])
    assert (variant, seats, moves) == (case["variant"], case["seats"], case["moves"])
    assert review == case.get("review") and rstep == case.get("rstep", 0)
    assert blokus_play.to_hash(variant, seats, moves, review, rstep) == case["link"]


@pytest.mark.parametrize("case", DATA["editor"], ids=lambda c: c["link"][:16])
def test_todays_editor_links_open_and_write_back_the_same(case: dict[str, Any]) -> None:
    example = editor.decode_hash(case["link"])
    assert (example.record, example.step, example.seats) == (case["record"], case["step"], case["seats"])
    assert editor.encode_hash(case["record"], case["step"], case["seats"]) == case["link"]


@pytest.mark.parametrize("case", DATA["deal"], ids=lambda c: c["link"][:16])
def test_todays_composer_links_open_and_write_back_the_same(case: dict[str, Any]) -> None:
    draft, opening = deal_link.decode(case["link"])
    assert draft.to_state() == case["state"]
    assert opening == {"mode": case["mode"], "hide": case["hide"], "step": case["step"]}
    assert deal_link.encode(Draft.from_state(case["state"]), case["mode"], case["hide"], case["step"]) == case["link"]


@pytest.mark.parametrize("case", DATA["share"], ids=lambda c: c["token"][:16])
def test_todays_share_tokens_open_and_write_back_the_same(case: dict[str, Any]) -> None:
    assert registry.decode_share(case["token"]) == case["state"]
    assert registry.encode_share(case["state"]) == case["token"]


@pytest.mark.parametrize("case", DATA["blot_table"], ids=lambda c: c["token"][:16])
def test_todays_blot_table_tokens_open_replay_and_write_back_the_same(case: dict[str, Any]) -> None:
    body = saving.decode(case["token"])
    assert body == case["body"]
    table = saving.rebuild("0123456789ab", body, shared=False)
    assert saving.encode(table) == case["token"]


# -- no direct reads of reader input above the engine ---------------------------------

FORBIDDEN = {("int",), ("json", "loads"), ("base64", "urlsafe_b64decode"), ("base64", "b64decode"),
             ("zlib", "decompress"), ("zlib", "decompressobj"), ("binascii", "a2b_base64")}
WEB_FILES = sorted((PACKAGE / "widgets").rglob("*.py")) + [PACKAGE / "web.py"]


def _dotted(node: ast.expr) -> tuple[str, ...]:
    if isinstance(node, ast.Name):
        return (node.id,)
    if isinstance(node, ast.Attribute):
        return _dotted(node.value) + (node.attr,)
    return ()


def forbidden_calls(source: str) -> list[tuple[int, str]]:
    """Each call of a FORBIDDEN function in ``source``, with its line."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _dotted(node.func) in FORBIDDEN:
            out.append((node.lineno, ".".join(_dotted(node.func))))
    return out


@pytest.mark.parametrize("path", WEB_FILES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_widgets_and_the_web_layer_read_input_only_through_the_codec(path: pathlib.Path) -> None:
    assert forbidden_calls(path.read_text("utf-8")) == [], "use rules_py.links (whole, unpack) instead"


def test_the_call_finder_sees_each_forbidden_call() -> None:
    source = "import json, base64, zlib\nx = int(s)\ny = json.loads(t)\nz = base64.urlsafe_b64decode(u)\n" \
             "w = zlib.decompressobj()\nv = float(s)\n"
    assert forbidden_calls(source) == [(2, "int"), (3, "json.loads"), (4, "base64.urlsafe_b64decode"),
                                       (5, "zlib.decompressobj")]


# -- hostile input --------------------------------------------------------------------

#: text that str.isdigit() accepts and int() refuses, or int() refuses for its length
BAD_DIGITS = ["²", "¹²", "①", "٣", "𝟙", "1" * 4301, "9" * 25, "-", "", " 1", "1_000", "+1", "0x10", "１"]
NESTED = "[" * 2000 + "]" * 2000
COUNTS: Counter[str] = Counter()


def _nested_token(compress: bool) -> str:
    return links.pack_bytes(NESTED.encode(), compress=compress)


def _check(decode: Callable[[Any], Any], value: Any, name: str) -> None:
    try:
        decode(value)
        COUNTS[name + ": accepted"] += 1
    except DOCUMENTED:
        COUNTS[name + ": refused"] += 1


@pytest.mark.parametrize("text", BAD_DIGITS)
def test_whole_refuses_what_int_would_choke_on(text: str) -> None:
    with pytest.raises(RecordError) as info:
        links.whole(text, "step")
    assert info.value.path == "step" and info.value.code in ("number", "type")


@pytest.mark.parametrize("compress", [False, True])
def test_a_deeply_nested_token_is_refused_before_the_parser(compress: bool) -> None:
    with pytest.raises(RecordError) as info:
        links.unpack(_nested_token(compress), compressed=compress)
    assert info.value.code == "too_deep"


@pytest.mark.parametrize("digits", BAD_DIGITS)
def test_editor_links_with_odd_digits_are_record_errors(digits: str) -> None:
    good = DATA["editor"][1]["link"].split("/")
    for link in (f"ed1/{digits}/{good[2]}/{good[3]}",):
        with pytest.raises(RecordError):
            editor.decode_hash(link)
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "blokus-editor", "state": {"variant": "duo", "comments": {digits: "x"}}}})))
    assert reply["ok"] is False and reply["error"]["kind"] != "internal", reply


@pytest.mark.parametrize("digits", BAD_DIGITS)
def test_play_links_with_odd_digits_in_the_review_part_are_refused(digits: str) -> None:
    for tail in (f"review:{digits}:3:1:0", f"review:0:{digits}:1:0", f"review:0:3:{digits}:0",
                 f"review:0:3:1:{digits}"):
        with pytest.raises(RulesError):
            blokus_play.from_hash_review("play/duo/human-level2/e10/" + tail)


def _table_token(body: Any) -> str:
    return links.pack(body, compress=True)


GOOD_TABLE = DATA["blot_table"][1]["body"]


@pytest.mark.parametrize("field,value", [
    ("l", ["4"]), ("l", {"a": 1}), ("k", "human"), ("k", [["human"]] * 4), ("m", ["game"]), ("s", "12"),
    ("s", 2 ** 70), ("d", True), ("w", None), ("a", ["B5y"]), ("a", "²"), ("a", "B5y.²"), ("a", "B5y." * 3000),
    ("v", "2"),
])
def test_blot_table_tokens_with_wrong_types_are_refused(field: str, value: Any) -> None:
    token = _table_token({**GOOD_TABLE, field: value})
    if len(token) > saving.MAX_TOKEN:
        token = token[:saving.MAX_TOKEN + 1]
    with pytest.raises(RulesError):
        body = saving.decode(token)
        saving.rebuild("0123456789ab", body, shared=True)


def test_a_nested_blot_table_token_is_a_sentence_in_the_page() -> None:
    token = _nested_token(True)
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "blot-table", "state": {}, "act": {"goto": "blot-0123456789ab." + token}}})))
    assert reply["ok"] is False and reply["error"]["kind"] not in ("internal", "request"), reply


@pytest.mark.parametrize("digits", BAD_DIGITS[:6])
def test_composer_links_with_odd_numbers_are_record_errors(digits: str) -> None:
    state = Draft().seeded(5).to_state()
    for key in ("hide", "step", "first"):
        with pytest.raises(RecordError):
            deal_link.decode("deal/1/" + links.pack({"v": 1, **state, key: digits}, compress=True))
    with pytest.raises(RecordError):
        deal_link.decode(f"deal/{digits}/" + links.pack({"v": 1, **state}, compress=True))


# Hypothesis: any token of packed JSON, any text, into every decoder.

json_leaves = (st.none() | st.booleans() | st.integers() | st.text(max_size=12)
               | st.sampled_from(BAD_DIGITS + ["B5y", "human", "4", "game", "duo"]))
json_values = st.recursive(json_leaves, lambda c: st.lists(c, max_size=4) | st.dictionaries(
    st.sampled_from(["v", "l", "k", "m", "s", "d", "w", "a", "hands", "moves", "mode", "hide", "step", "first",
                     "faces", "layout", "kinds", "notes", "aside", "title", "intro"]) | st.text(max_size=5),
    c, max_size=8), max_leaves=20)


@st.composite
def tokens(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["json", "compressed", "text", "nested"]))
    if kind == "text":
        return draw(st.text(max_size=40))
    if kind == "nested":
        depth = draw(st.integers(60, 3000))
        return links.pack_bytes(b"[" * depth + b"]" * depth, compress=draw(st.booleans()))
    value = draw(json_values)
    if draw(st.booleans()):  # a body shaped like a real one with a field replaced
        base = dict(draw(st.sampled_from([GOOD_TABLE, {"v": 1, **Draft().seeded(5).to_state()}])))
        base[draw(st.sampled_from(sorted(base)))] = value
        value = base
    return links.pack(value, compress=kind == "compressed")


DECODERS: dict[str, Callable[[Any], Any]] = {
    "links.unpack": lambda t: links.unpack(t, compressed=True),
    "share": registry.decode_share,
    "blot table": lambda t: saving.rebuild("0123456789ab", saving.decode(t), shared=True),
    "composer": lambda t: deal_link.decode("deal/1/" + t),
    "editor": lambda t: editor.decode_hash("ed1/0/hh/" + t),
}
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@FUZZ
@given(token=tokens(), which=st.sampled_from(sorted(DECODERS)))
def test_every_decoder_gives_only_documented_errors(token: str, which: str) -> None:
    _check(DECODERS[which], token, which)


@pytest.mark.slow
@FUZZ
@given(parts=st.lists(st.sampled_from(BAD_DIGITS + ["all", "review", "e10", "human", "level2", "duo", ""])
                      | st.text(max_size=6), min_size=1, max_size=6))
def test_play_and_puzzle_hashes_give_only_documented_errors(parts: list[str]) -> None:
    tail = ":".join(parts)
    _check(blokus_play.from_hash_review, "play/duo/human-level2/e10/review:" + tail, "play hash")
    for widget, goto in (("blokus-play", "play/duo/human-level2/" + tail),
                         ("blokus-editor", "ed1/" + "/".join(parts)),
                         ("blot-editor", "deal/" + "/".join(parts))):
        reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
            "widget": widget, "state": {}, "act": {"goto": goto}}})))
        assert reply["ok"] or reply["error"]["kind"] != "internal", (widget, goto, reply)
        COUNTS[widget + " goto: " + ("accepted" if reply["ok"] else "refused")] += 1


def test_zz_print_the_counts(capsys: pytest.CaptureFixture[str]) -> None:
    """The counts of the fuzz run above (0 internal errors: any would have failed its test)."""
    with capsys.disabled():
        print("\nhostile links and tokens:", dict(sorted(COUNTS.items())), "internal: 0")


# -- state only the engine decides -------------------------------------------------------

def _lesson(state: dict[str, Any], act: Any = None, inputs: Any = None, share: Any = None) -> tuple[str, Any]:
    """The lesson's HTML and the state it carries, as the page gets them."""
    args = {"widget": "lesson", "state": state, "act": act, "inputs": inputs or {}}
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": args if share is None else {**args, "share": share}})))
    assert reply["ok"], reply
    page = str(reply["result"]["html"])
    found = re.search(r'data-state="([^"]*)"', page)
    assert found
    return page, json.loads(html.unescape(found.group(1)))


FORGED = {"id": "blot-divinity-face", "tries": 0,
          "verdict": {"ok": True, "en": "FORGED: well done", "fr": "FORGED", "code": "right"}}


@pytest.mark.parametrize("carrier", ["state", "share"])
def test_a_forged_lesson_verdict_in_a_link_is_not_the_engines(carrier: str) -> None:
    if carrier == "share":
        page, state = _lesson({"id": "blot-divinity-face"}, share=registry.encode_share(FORGED))
    else:
        page, state = _lesson(FORGED)
    assert "FORGED" not in page and "verdict" not in state
    page, state = _lesson({**FORGED, "answer": 5})  # a wrong answer under a forged "right" verdict
    assert "FORGED" not in page and state["verdict"]["ok"] is False


def test_the_engines_verdict_survives_a_link() -> None:
    _, judged = _lesson({"id": "blot-divinity-face"}, act={"check": 1}, inputs={"number": "6"})
    assert judged["verdict"]["ok"] is True and judged["answer"] == 6
    _, reopened = _lesson(judged)
    assert reopened["verdict"] == judged["verdict"]


def _finished_duo() -> list[str]:
    import random as _random
    g = rules_py.new_game("duo")
    bots = [rules_py.make_bot(g, "greedy")] * len(g.players)
    rules_py.play_out(g, bots, _random.Random(3))
    return [str(mv) for mv in g.history]


def test_a_link_carrying_a_review_starts_no_search(monkeypatch: pytest.MonkeyPatch) -> None:
    from rules_py.blokus import review
    from rules_py.widgets.review import cache as review_cache

    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a link started a review search")

    monkeypatch.setattr(review, "review", no_search)
    review_cache.CACHE.clear()
    moves = _finished_duo()
    link = blokus_play.to_hash("duo", ["human", "level6"], moves, {"who": None, "level": 6, "seed": 99}, 3)
    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "blokus-play", "state": {}, "act": {"goto": link}}})))
    assert reply["ok"], reply
    page = reply["result"]["html"]
    assert "review:" not in page and '"review":1' in html.unescape(page).replace(" ", "")  # the Review button
    viewer = json.loads(web.handle(json.dumps({"op": "widget", "args": {
        "widget": "record-viewer", "state": {"text": blokus_play.sgf.dumps(blokus_play._board("duo", moves)),
                                             "review": {"who": None, "level": 6, "seed": 5}}}})))
    assert viewer["ok"], viewer
    assert '"review"' not in re.search(r'data-state="([^"]*)"', viewer["result"]["html"]).group(1).replace("&quot;", '"')
