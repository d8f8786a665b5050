"""Read-only embeds: what Python draws for a page in embed mode.

A request from an embed frame says ``"embedded": true`` (companion.js);
`rules_py.widgets.registry.embedded` is then true while the widget draws,
and the Blokus editor, the study reader, the lessons and the worked
examples leave out every authoring control (setting up, the tray, comments,
saving, opening a file, the Embed box) while the reader still steps and
answers. Outside a frame, the study, the lessons and the worked examples
offer an Embed box whose snippet opens the widget alone (keyed: the page
id is added by embed.js); the snippet's ``widget`` is checked.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest

from rules_py import web
from rules_py.errors import RulesError
from rules_py.widgets import registry
from rules_py.widgets.controls import embed
from rules_py.widgets.registry import decode_share

from tests.paths import ROOT

#: Markup a reader's frame never holds.
AUTHORING = ('class="rp-embed"', "rp-study-open", "rp-editor-modes", "rp-editor-annotate", "rp-editor-save",
             "rp-tray", 'type="file"', "<textarea", "rp-seats", "Play from here", "Set up")


def draw(name: str, state: dict[str, Any], act: dict[str, Any] | None = None, *, embedded: bool,
         lang: str | None = None) -> tuple[dict[str, Any], str]:
    """The new state and the markup, through the page's entry point (``web.call``)."""
    args = {"widget": name, "state": {**state, **({"lang": lang} if lang else {})}, "act": act,
            **({"embedded": True} if embedded else {})}
    markup = web.call("widget", args)["html"]
    new = json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))
    new.pop("lang", None)
    return new, markup


def editor_link() -> str:
    text = (ROOT / "docs" / "blokus" / "editor.md").read_text(encoding="utf-8")
    return re.search(r'"en": "(ed1/[^"]+)"', text).group(1)


def test_the_flag_holds_only_while_an_embedded_request_draws() -> None:
    assert registry.embedded() is False
    registry.load_all()
    seen = []
    original = registry.REGISTRY["lesson"].render

    def spy(self, state):  # type: ignore[no-untyped-def]
        seen.append(registry.embedded())
        return original(self, state)

    registry.REGISTRY["lesson"].render = spy  # type: ignore[method-assign]
    try:
        draw("lesson", {"id": "blot-follow"}, embedded=True)
        draw("lesson", {"id": "blot-follow"}, embedded=False)
        web.call("widget", {"widget": "lesson", "state": {"id": "blot-follow"}, "embedded": "yes"})  # not true
    finally:
        registry.REGISTRY["lesson"].render = original  # type: ignore[method-assign]
    assert seen == [True, False, False]
    assert registry.embedded() is False


@pytest.mark.cpython_only  # reads the example link from docs/ (not mounted in the Pyodide run)
@pytest.mark.parametrize("lang", [None, "fr"])
def test_the_blokus_editor_in_a_frame_steps_through_the_example_and_edits_nothing(lang: str | None) -> None:
    state, out = draw("blokus-editor", {"variant": "duo"}, {"goto": editor_link()}, embedded=True, lang=lang)
    assert state["mode"] == "play" and state["view"] is True and state["moves"]
    assert not [m for m in AUTHORING if m in out], [m for m in AUTHORING if m in out]
    assert "data-place=" not in out  # the board takes no piece
    step = state["step"]
    state2, _ = draw("blokus-editor", state, {"step": step + 1}, embedded=True, lang=lang)
    assert state2["step"] == step + 1
    # every editing act changes nothing in a frame
    for act in ({"mode": "setup"}, {"undo": 1}, {"clear": 1}, {"comment": 1}, {"place": "e10"},
                {"load": "(;GM[Blokus Duo])"}, {"seats": 1}, {"bot": 1}):
        after, out = draw("blokus-editor", state2, act, embedded=True, lang=lang)
        assert {k: after[k] for k in ("mode", "moves", "setup", "comments", "step")} == \
               {k: state2[k] for k in ("mode", "moves", "setup", "comments", "step")}, act
        assert 'data-bot="1"' not in out
    # the same example outside a frame: the author's tools
    _, out = draw("blokus-editor", {"variant": "duo"}, {"goto": editor_link()}, embedded=False, lang=lang)
    assert "rp-editor-modes" in out and "rp-editor-annotate" in out


def test_a_set_up_position_opens_read_only_in_a_frame() -> None:
    state, out = draw("blokus-editor", {"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12"], "mode": "setup"},
                      embedded=True)
    assert state["mode"] == "play" and "rp-tray" not in out and "Set up" not in out


@pytest.mark.parametrize("lang", [None, "fr"])
def test_the_study_in_a_frame_reads_and_answers_but_opens_nothing(lang: str | None) -> None:
    state, out = draw("study", {"example": "tour", "chapter": 2}, embedded=True, lang=lang)
    assert not [m for m in AUTHORING if m in out]
    assert "rp-study-present" in out and "rp-study-chapters" in out
    state, _ = draw("study", state, {"step": 3}, embedded=True, lang=lang)
    state, out = draw("study", state, {"answer": "0: R10 on green"}, embedded=True, lang=lang)
    assert 'data-result="accepted"' in out
    # a pasted study or another example: refused quietly, the study stays
    after, _ = draw("study", state, {"example": "tour"}, embedded=True)
    assert after["chapter"] == 2 and after["path"] == state["path"]


def test_the_study_embed_box_offers_the_whole_study_and_the_chapter_alone() -> None:
    state, out = draw("study", {"example": "tour", "chapter": 2, "path": [0]}, embedded=False)
    box = out[out.index('class="rp-embed"'):]
    tokens = [html.unescape(t) for t in re.findall(r'src="\?embed=1#([A-Za-z0-9_-]+)"', box)]
    assert len(tokens) == 2 and 'data-embed-keyed="1"' in box and "This chapter alone" in box
    whole, alone = (decode_share(t) for t in tokens)
    assert whole == {"example": "tour", "chapter": 0, "path": []}
    assert alone == {"example": "tour", "chapter": 2, "path": [0], "only": True}
    # the chapter alone: no tabs, and it stays alone as the reader steps
    state, out = draw("study", alone, {"step": 2}, embedded=True)
    assert state["only"] is True and "rp-study-chapters" not in out and state["path"] == [0, 0]
    _, out = draw("study", {"example": "tour"}, embedded=False, lang="fr")
    assert "Ce chapitre seul" in out and "Intégrer" in out


@pytest.mark.parametrize("name, state", [("lesson", {"id": "blokus-corners"}),
                                         ("blot-example", {"example": "martin", "step": 4}),
                                         ("blokus-example", {"example": "duo", "step": 5})])
def test_lessons_and_worked_examples_have_an_embed_box_but_not_in_a_frame(name: str, state: dict[str, Any]) -> None:
    new, out = draw(name, state, embedded=False)
    box = out[out.index('class="rp-embed"'):]
    token = re.search(r'src="\?embed=1#([A-Za-z0-9_-]+)"', box).group(1)
    assert decode_share(token) == {k: v for k, v in state.items()}
    assert 'data-embed-keyed="1"' in box
    framed, out = draw(name, state, embedded=True)
    assert 'class="rp-embed"' not in out and framed == new


def test_the_snippet_names_the_widget_shown_and_refuses_anything_else() -> None:
    code = embed.snippet("learn/", "lesson-3=abc", title="A lesson", widget="lesson-3")
    assert 'src="learn/?embed=1&amp;widget=lesson-3#lesson-3=abc"' in code
    for bad in ("Lesson-3", "lesson 3", "a\"b", "", "x" * 70):
        with pytest.raises(RulesError):
            embed.snippet("learn/", "", title="t", widget=bad)


def test_the_record_viewer_in_a_frame_reads_its_record_and_replaces_nothing() -> None:
    from rules_py.widgets.record_viewer import SAMPLES

    state, out = draw("record-viewer", {}, {"example": next(iter(SAMPLES))}, embedded=False)
    assert state["text"] and "rp-viewer-drop" in out
    framed, out = draw("record-viewer", state, {"go": 2}, embedded=True)
    assert framed["step"] == 2 and "rp-viewer-drop" not in out and "<textarea" not in out
    for act in ({"clear": 1}, {"load": 1}, {"example": next(iter(SAMPLES))}):
        after, out = draw("record-viewer", framed, act, embedded=True)
        assert after["text"] == state["text"] and "rp-viewer-drop" not in out, act


def test_the_blot_composer_in_a_frame_steps_through_the_deal_and_edits_nothing() -> None:
    from rules_py.widgets.blot.editor.draft import Draft

    state = {**Draft().seeded(7).to_state(), "mode": "compose"}
    state, _ = draw("blot-editor", state, {"start": 1}, embedded=False)
    for _ in range(3):
        state, _ = draw("blot-editor", state, {"bot": 1}, embedded=False)
    played = state["moves"]
    assert len(played) == 3
    # in a frame: the step-through, whatever mode the link carries
    state, out = draw("blot-editor", {**state, "mode": "play"}, {"go": 1}, embedded=True)
    assert state["mode"] == "view" and state["step"] == 1 and "be-view" in out
    assert not [m for m in AUTHORING if m in out] and "Edit this example" not in out
    for act in ({"edit": 1}, {"compose": 1}, {"undo": "all"}, {"bot": 1}, {"view": 1}, {"clear": 1}):
        after, out = draw("blot-editor", state, act, embedded=True)
        assert after["moves"] == played and after["mode"] == "view", act
        assert "be-play" not in out and "be-compose" not in out
    # the same example outside a frame: the author's Edit button and Embed box
    _, out = draw("blot-editor", state, None, embedded=False)
    assert "Edit this example" in out and 'class="rp-embed"' in out
