"""The Blokus editor page, through the page only.

A Duo position is built piece by piece (pointer on the tray and the
board), an overlap is refused with the reason and changes nothing, the
setup and a move get comments, and the page's own address (the link Copy
link copies) opened in a fresh browser context shows the same position and
comments. The downloaded ``.blksgf`` is read back in CPython with its setup
and comments. The Embed box gives an iframe of the page with the same
example, its address made absolute.
"""

from __future__ import annotations

import json

from rules_py.blokus import sgf

from .conftest import python_ready

PAGE = "blokus/editor/"
W = '.rp-widget[data-rp-id="blokus-editor-1"]'
LIVE_TIMEOUT_MS = 120_000
COUNT_RENDERS = "() => { window.__rpRenders = 0; document.addEventListener('rp:rendered', () => window.__rpRenders++); }"


def _ready(page) -> None:
    python_ready(page, renders=True)


def _state(page) -> dict:
    return json.loads(page.locator(W).get_attribute("data-state"))


def _do(page, action) -> None:
    """Run ``action`` (a click) and wait for the widget's redraw."""
    before = page.evaluate("() => window.__rpRenders")
    action()
    page.wait_for_function(f"(n) => window.__rpRenders > n && !document.querySelector('{W}[aria-busy]')",
                           arg=before, timeout=30_000)


def _button(page, text: str):
    return page.locator(f"{W} button", has_text=text).first


def _place(page, colour: str, piece: str, cell: str) -> None:
    _do(page, lambda: page.locator(f"{W} .rp-editor-colours").first.locator("button", has_text=colour).click())
    _do(page, lambda: page.locator(f"{W} .rp-tray-piece[aria-label='Piece {piece}']").click())
    board_cell = page.locator(f'{W} .rp-place-board [data-cell="{cell}"]')
    board_cell.hover()
    _do(page, lambda: board_cell.click())


def test_build_comment_save_and_reopen_in_a_fresh_browser(open_page, screenshots_dir):
    page = open_page(PAGE)
    _ready(page)
    _place(page, "orange", "X", "j5")
    _place(page, "purple", "X", "e11")
    assert _state(page)["setup"] == ["B:e10,d11,e11,f11,e12", "W:j4,i5,j5,k5,j6"]  # by colour, as saved
    assert page.locator(f"{W} .rp-editor-pieces .rp-editor-ok").count() == 2

    # an overlap: refused with the reason, nothing changes
    _place(page, "purple", "1", "e11")
    message = page.locator(f"{W} .rp-editor-refused").inner_text()  # in words on the page
    assert "Refused" in message and "e11" in message and "Nothing changed" in message
    assert len(_state(page)["setup"]) == 2

    # a comment on the setup, then a move and a comment on it
    page.locator(f'{W} textarea[name="comment"]').fill("Both crosses sit on their starting cells.")
    _do(page, lambda: _button(page, "Save the comment").click())
    _do(page, lambda: _button(page, "Play from here").click())
    ok = json.loads(page.locator(f"{W} .rp-place-board").get_attribute("data-place"))["ok"]
    target = page.locator(f'{W} .rp-place-board [data-cell="{ok[0]}"]')
    target.hover()
    _do(page, lambda: target.click())
    assert len(_state(page)["moves"]) == 1
    page.locator(f'{W} textarea[name="comment"]').fill("Purple moves first from the setup.")
    _do(page, lambda: _button(page, "Save the comment").click())
    state = _state(page)
    assert state["comments"] == {"0": "Both crosses sit on their starting cells.",
                                 "1": "Purple moves first from the setup."}
    page.locator(W).screenshot(path=str(screenshots_dir / "blokus-editor-built.png"))

    # the record, as Download .blksgf saves it
    with page.expect_download() as info:
        page.locator(f"{W} a[download]").click()
    rec = sgf.read(open(info.value.path(), encoding="utf-8").read())
    assert rec.comments() == {0: "Both crosses sit on their starting cells.", 1: "Purple moves first from the setup."}
    board = rec.replay()
    assert [str(m) for _, m in board.setup_pieces] == ["e10,d11,e11,f11,e12", "j4,i5,j5,k5,j6"]
    assert [str(m) for m in board.history] == state["moves"]

    # the Embed box: an iframe of this page with the example, at an absolute address
    page.locator(f"{W} details.rp-embed summary").click()
    page.locator(f'{W} textarea.rp-embed-code[data-resolved="1"]').wait_for(state="attached")  # on "toggle", async
    code = page.locator(f"{W} textarea.rp-embed-code").input_value()
    origin = page.url.split("/blokus/")[0]
    assert code.startswith(f'<iframe src="{origin}/blokus/editor/?embed=1#ed1/')

    # the link, opened in a new context: the same position and comments
    link = page.url
    assert "#" in link
    fresh = open_page(PAGE + "#" + link.split("#", 1)[1])
    _ready(fresh)
    fresh.wait_for_function(f"() => JSON.parse(document.querySelector('{W}').dataset.state).setup.length === 2",
                            timeout=30_000)
    again = _state(fresh)
    for key in ("variant", "setup", "first", "moves", "comments", "step"):
        assert again[key] == state[key], key
    assert fresh.locator(f"{W} .rp-editor-comment").inner_text() == "Purple moves first from the setup."
    assert "Both crosses sit on their starting cells." in fresh.locator(f"{W} .rp-editor-example").inner_text()
    cells = {c: fresh.locator(f'{W} [data-cell="{c}"]').get_attribute("class") or "" for c in ("j5", "e11", "a1")}
    assert cells["j5"] != cells["a1"] and cells["e11"] != cells["a1"]  # covered cells drawn unlike an empty one
    fresh.locator(W).screenshot(path=str(screenshots_dir / "blokus-editor-reopened.png"))

    # printed: the board, the comment and the example; no button, field or tray
    fresh.emulate_media(media="print")
    assert fresh.locator(f"{W} .rp-editor-comment").is_visible()
    assert fresh.locator(f"{W} .rp-editor-example").is_visible()
    assert fresh.locator(f"{W} .rp-place-board svg").is_visible()
    for hidden in ("button", "textarea", ".rp-tray", "details"):
        assert not any(el.is_visible() for el in fresh.locator(f"{W} {hidden}").all()), hidden


def test_a_damaged_link_is_refused_with_the_reason_and_changes_nothing(open_page):
    """The site's contract for a link: a refused part is ignored (a console
    warning for developers) and the widget says why in words, at its top,
    in the page's language (no traceback); the editor stays as the page
    drew it. A part that does not even decode (a bad %-escape) says the
    link is damaged. This is companion.js's, so every widget read from a
    hash gets it."""
    for lang, prefix, said in (("en", "", ("could not be opened", "Why: this link does not hold an example I can open")),
                               ("fr", "fr/", ("n\u2019a pas pu \u00eatre ouverte", "Raison : ce lien"))):
        warnings: list[str] = []
        page = open_page(prefix + PAGE + "#ed1/0/hh/AAAA")
        page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
        _ready(page)
        note = page.locator(f"{W} > .rp-link-refused")
        note.wait_for(timeout=30_000)
        text = note.inner_text()
        assert note.get_attribute("role") == "status"
        assert all(s in text for s in said), (lang, text)
        assert "Traceback" not in text
        assert _state(page)["setup"] == [] and _state(page)["moves"] == [] and _state(page)["variant"] == "duo"
        assert page.locator(f"{W} .rp-link-refused").count() == 1
        # the widget works as before: its first act draws it afresh, without the note
        _do(page, lambda: _button(page, "Play from here" if lang == "en" else "Jouer à partir").click())
        assert page.locator(f"{W} .rp-link-refused").count() == 0

    page = open_page(PAGE + "#blokus-editor-1=%E0%A4%A")
    _ready(page)
    note = page.locator(f"{W} > .rp-link-refused")
    note.wait_for(timeout=30_000)
    assert "the link is damaged" in note.inner_text()
    assert _state(page)["setup"] == []
