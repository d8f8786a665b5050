"""The study reader on the studies page, in the browser: stepping with the
buttons and the keys, entering a variation and coming back, answering a
find-the-move question (BLOT by card and tile, Blokus by clicking the
board's cells) judged by Python in the page, and the presentation mode
(the board at least 80 % of a 1920 x 1080 screen's height)."""

from __future__ import annotations

import json

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 30_000
WIDGET = ".rp-widget[data-widget='study']"




def _state(page) -> dict:
    return json.loads(page.locator(WIDGET).first.get_attribute("data-state"))


def _until(page, test: str) -> None:
    """Wait until ``test`` (JS, given the widget's state as ``s`` and the widget as ``w``)
    holds and the widget is idle."""
    page.wait_for_function(
        "() => { const w = document.querySelector(\"" + WIDGET + "\");"
        " if (!w || w.getAttribute('aria-busy') || (w._rpQueue && w._rpQueue.length)) return false;"
        " const s = JSON.parse(w.dataset.state || '{}'); return (" + test + "); }",
        timeout=ACT_TIMEOUT_MS)


def _click(page, selector: str) -> None:
    page.locator(WIDGET).first.locator(selector).first.click()


def _open(open_page, path: str = "studies/", **options):
    page = open_page(path, **options)
    _ready(page)
    _until(page, "true")
    return page


def test_step_with_buttons_and_keys_then_a_variation(open_page):
    page = _open(open_page)
    assert _state(page)["path"] == []
    _click(page, "[data-key~='ArrowRight']")
    _until(page, "s.path.length === 1")
    page.locator(WIDGET).first.locator("[data-key~='ArrowRight']").focus()
    page.keyboard.press("ArrowRight")
    _until(page, "s.path.length === 2")
    page.keyboard.press("PageDown")
    _until(page, "s.path.length === 3")
    assert "good move" in page.locator(WIDGET).first.inner_text()
    page.keyboard.press("Home")
    _until(page, "s.path.length === 0")
    _click(page, ".rp-study-variation")
    _until(page, "s.path.length === 1 && s.path[0] === 1")
    assert "You are in a variation." in page.locator(WIDGET).first.inner_text()
    _click(page, ".rp-study-leave")
    _until(page, "s.path.length === 1 && s.path[0] === 0")


def test_find_the_move_blot_card_then_tile(open_page):
    page = _open(open_page)
    _click(page, ".rp-study-tab >> nth=2")
    _until(page, "s.chapter === 2")
    page.locator(WIDGET).first.locator("[data-key~='End']").click()
    _until(page, "s.path.length === 3 && !!w.querySelector('.rp-study-card')")
    _click(page, ".rp-study-card[data-act*='B7']")
    _until(page, "s.card === 'B7'")
    _click(page, ".rp-study-tile[data-act*='green']")
    _until(page, "!!w.querySelector('[data-result=\"illegal\"]')")
    assert "Hint:" in page.locator(WIDGET).first.locator(".rp-study-verdict").inner_text()
    _click(page, ".rp-study-card[data-act*='R10']")
    _until(page, "s.card === 'R10'")
    _click(page, ".rp-study-tile[data-act*='green']")
    _until(page, "!!w.querySelector('[data-result=\"accepted\"]')")
    assert page.locator(WIDGET).first.locator(".rp-study-verdict").inner_text().startswith("Right:")


def test_find_the_move_blokus_by_clicking_cells(open_page):
    page = _open(open_page)
    page.locator(WIDGET).first.locator("[data-key~='End']").click()
    _until(page, "s.path.length === 37 && !!w.querySelector('.rp-study-question')")
    _click(page, "[data-cell='k1']")
    _until(page, "Array.isArray(s.cells) && s.cells.length === 1")
    _click(page, "[data-cell='l1']")
    _until(page, "Array.isArray(s.cells) && s.cells.length === 2")
    _click(page, ".rp-study-check")
    _until(page, "!!w.querySelector('[data-result=\"accepted\"]')")
    page.locator(WIDGET).first.locator("[data-key~='ArrowRight']").click()
    _until(page, "s.path.length === 38")


def test_french_page_judges_in_french(open_page):
    page = _open(open_page, "fr/studies/")
    _click(page, ".rp-study-tab >> nth=2")
    _until(page, "s.chapter === 2")
    page.locator(WIDGET).first.locator("[data-key~='End']").click()
    _until(page, "s.path.length === 3 && !!w.querySelector('.rp-study-card')")
    _click(page, ".rp-study-card[data-act*='G7']")
    _until(page, "s.card === 'G7'")
    _click(page, ".rp-study-tile[data-act*='blue']")
    _until(page, "!!w.querySelector('[data-result=\"wrong\"]')")
    assert page.locator(WIDGET).first.locator(".rp-study-verdict").inner_text().startswith("Pas Sud")


def test_presentation_fills_the_screen_and_steps_with_space(open_page):
    page = _open(open_page, viewport={"width": 1920, "height": 1080})
    _click(page, ".rp-study-present")
    page.wait_for_selector(".rp-study-screen.rp-presenting", timeout=ACT_TIMEOUT_MS)
    board = page.locator(WIDGET).first.locator(".rp-study-board svg.rp-board").first
    box = board.bounding_box()
    assert box is not None and box["height"] >= 0.8 * 1080, box
    side = page.locator(WIDGET).first.locator(".rp-study-side").bounding_box()
    assert side is not None and side["x"] >= box["x"] + box["width"] - 1, "the comment is beside the board"
    assert side["y"] < 1080 / 2
    page.keyboard.press(" ")
    _until(page, "s.path.length === 1")
    page.keyboard.press("PageDown")
    _until(page, "s.path.length === 2")
    page.keyboard.press("PageUp")
    _until(page, "s.path.length === 1")
    assert page.locator(".rp-study-screen.rp-presenting").count() == 1  # still presenting after a redraw
    box = page.locator(WIDGET).first.locator(".rp-study-board svg.rp-board").first.bounding_box()
    assert box is not None and box["height"] >= 0.8 * 1080, box
    _click(page, ".rp-study-unpresent")
    page.wait_for_selector(".rp-study-screen.rp-presenting", state="detached", timeout=ACT_TIMEOUT_MS)


def test_printable_sheet_keeps_each_diagram_with_its_comment(open_page):
    page = _open(open_page)
    _click(page, ".rp-study-sheet")
    _until(page, "s.sheet === true && !!w.querySelector('.rp-study-diagram')")
    page.emulate_media(media="print")
    facts = page.evaluate("""() => [...document.querySelectorAll('.rp-study-diagram')].map((f) => ({
        avoid: getComputedStyle(f).breakInside,
        words: !!f.querySelector('figcaption .rp-study-move'),
        tools: [...document.querySelectorAll('.rp-study-sheet-tools, .rp-study .rp-btn')]
                 .filter((b) => b.offsetParent !== null).length}))""")
    assert len(facts) == 6  # find-the-move: the answering move is in the key, not drawn
    assert all(f["avoid"] == "avoid" and f["words"] and f["tools"] == 0 for f in facts), facts
    page.emulate_media(media="screen")
    _click(page, "[data-act='{\"sheet\":0}']")
    _until(page, "!s.sheet && !!w.querySelector('.rp-step-bar')")
