"""The Blokus editor's refusals in words on the page.

A placement the editor refuses (an overlap while setting up; an illegal
move while playing on) is said under the board in the page's language and
stays there when the pointer leaves the board (the hover line is emptied
by placement.js then), on a touch screen too (a tap shows, a second tap
places); the page's live log (``.rp-said``, role=log) says it once.
"""

from __future__ import annotations

import json

from .conftest import woken

PAGE = "blokus/editor/"
W = '.rp-widget[data-rp-id="blokus-editor-1"]'
LIVE_TIMEOUT_MS = 120_000
COUNT_RENDERS = "() => { window.__rpRenders = 0; document.addEventListener('rp:rendered', () => window.__rpRenders++); }"


def _ready(page) -> None:
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
    page.evaluate(COUNT_RENDERS)


def _do(page, action) -> None:
    before = page.evaluate("() => window.__rpRenders")
    action()
    page.wait_for_function(f"(n) => window.__rpRenders > n && !document.querySelector('{W}[aria-busy]')",
                           arg=before, timeout=30_000)


def _state(page) -> dict:
    return json.loads(page.locator(W).get_attribute("data-state"))


def _pick(page, colour: str, piece: str) -> None:
    _do(page, lambda: page.locator(f"{W} .rp-editor-colours").first.locator("button", has_text=colour).click())
    _do(page, lambda: page.locator(f"{W} .rp-tray-piece[aria-label='{piece}']").click())


def test_an_overlap_is_refused_in_words_that_stay(open_page):
    page = open_page(PAGE)
    _ready(page)
    _pick(page, "purple", "Piece X")
    cell = page.locator(f'{W} .rp-place-board [data-cell="e11"]')
    cell.hover()
    _do(page, lambda: cell.click())
    assert len(_state(page)["setup"]) == 1
    _pick(page, "orange", "Piece 1")
    cell = page.locator(f'{W} .rp-place-board [data-cell="e11"]')
    cell.hover()
    _do(page, lambda: cell.click())
    assert len(_state(page)["setup"]) == 1  # nothing changed
    page.mouse.move(2, 2)  # the pointer leaves the board: the hover line empties
    page.wait_for_function(f"() => document.querySelector('{W} .rp-place-message').textContent === ''")
    refused = page.locator(f"{W} .rp-editor-refused")
    assert refused.is_visible()
    words = refused.inner_text()
    assert words.startswith("Refused:") and "e11" in words and "Nothing changed" in words
    assert refused.get_attribute("data-reason") == "occupied"
    log = page.locator(".rp-said").first
    assert log.get_attribute("role") == "log" and words in log.inner_text()


def test_a_tap_on_a_phone_gets_the_reason_in_french(open_page):
    page = open_page("fr/" + PAGE, viewport={"width": 390, "height": 844}, has_touch=True)
    _ready(page)
    _do(page, lambda: page.locator(f"{W} button", has_text="Jouer et commenter").first.click())
    board = page.locator(f"{W} .rp-place-board")
    ok = set(json.loads(board.get_attribute("data-place"))["ok"])
    cell = page.locator(f'{W} .rp-place-board [data-cell="a1"]')
    assert "a1" not in ok
    cell.tap()  # a first tap shows the piece there
    _do(page, lambda: page.locator(f'{W} .rp-place-board [data-cell="a1"]').tap())  # the second places it
    assert _state(page)["moves"] == []
    words = page.locator(f"{W} .rp-editor-refused").inner_text()
    assert words.startswith("Pas ici :") and "Rien n'a changé" in words
    assert words in page.locator(".rp-said").first.inner_text()
