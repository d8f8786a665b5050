"""The Blokus pieces page: drawn at build time, then live through Pyodide."""

from __future__ import annotations

import time

import pytest

from .conftest import woken

PAGE = "blokus/pieces/"
LIVE_TIMEOUT_MS = 120_000


def _card(page, name: str):
    return page.locator(f'.rp-piece-card[data-state*="&quot;piece&quot;:&quot;{name}&quot;"], '
                        f'.rp-piece-card[data-state*=\'"piece":"{name}"\']').first


def _wait_live(page) -> float:
    start = time.perf_counter()
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=LIVE_TIMEOUT_MS)
    status = page.locator(".rp-status").inner_text()
    assert page.locator("html").get_attribute("data-rp-python") == "ready", status
    return time.perf_counter() - start


def test_pieces_are_prerendered(open_page):
    page = open_page(PAGE)
    cards = page.locator(".rp-piece-card")
    assert cards.count() == 21
    # Drawn by the build, before any Python runs in the page.
    assert page.locator('.rp-piece-card[data-python="emscripten"]').count() == 0
    assert cards.locator("svg polygon").count() == 89  # 89 squares in the set
    assert "91 distinct orientations" in page.locator(".rp-piece-total").inner_text()
    _wait_live(page)  # let the worker settle so no request is cut off


def test_rotate_and_flip_are_computed_by_pyodide(open_page):
    page = open_page(PAGE)
    _wait_live(page)
    card = _card(page, "F")
    before = card.locator("svg").inner_html()
    assert "showing 1 of 8" in card.inner_text()

    card.get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_selector('.rp-piece-card[data-python="emscripten"]')
    card = _card(page, "F")
    assert card.get_attribute("data-python") == "emscripten"
    assert "showing" in card.inner_text() and "of 8" in card.inner_text()
    turned = card.locator("svg").inner_html()
    assert turned != before

    # Four quarter turns bring the piece back; a flip changes it again.
    for _ in range(3):
        card.get_by_role("button", name="Rotate clockwise").click()
        page.wait_for_function("() => !document.querySelector('.rp-piece-card[aria-busy]')")
        card = _card(page, "F")
    assert card.locator("svg").inner_html() == before
    card.get_by_role("button", name="Flip (mirror)").click()
    page.wait_for_function("() => !document.querySelector('.rp-piece-card[aria-busy]')")
    card = _card(page, "F")
    assert card.locator("svg").inner_html() != before
    # The square never changes shape, and says so.
    square = _card(page, "O")
    square.get_by_role("button", name="Flip (mirror)").click()
    page.wait_for_function("() => !document.querySelector('.rp-piece-card[aria-busy]')")
    assert "showing 1 of 1" in _card(page, "O").inner_text()


def test_widget_error_is_friendly(open_page):
    page = open_page(PAGE)
    _wait_live(page)
    # Tamper with a card's state as a broken page would: the reader gets a
    # sentence in the widget, never a traceback.
    page.evaluate("""() => {
        const card = document.querySelector('.rp-piece-card');
        card.dataset.state = JSON.stringify({piece: 'nonsense'});
        card.querySelector('[data-act]').click();
    }""")
    error = page.wait_for_selector(".rp-widget-error")
    text = error.inner_text()
    assert "nonsense" in text and "Traceback" not in text


_FITS = """() => ({overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
                   heading: !!document.querySelector('article h1')
                            && document.querySelector('article h1').getBoundingClientRect().top < innerHeight})"""


@pytest.mark.parametrize("width,height,name", [(1280, 900, "desktop"), (390, 844, "phone")])
def test_screenshots(open_page, screenshots_dir, width, height, name):
    """What each screenshot shows: the turned F card, whole and on screen, on a
    page no wider than the window; then the home page, its heading in view."""
    page = open_page(PAGE, viewport={"width": width, "height": height})
    _wait_live(page)
    card = _card(page, "F")
    before = card.locator("svg").inner_html()
    card.get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_selector('.rp-piece-card[data-python="emscripten"]')
    card = _card(page, "F")
    assert "showing 2 of 8" in card.inner_text() and card.locator("svg").inner_html() != before
    card.scroll_into_view_if_needed()
    box = card.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, box
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, box
    assert card.locator("svg polygon").count() == 5  # the F pentomino: five squares drawn
    assert page.evaluate(_FITS)["overflow"] <= 0, "the pieces page scrolls sideways"
    shot = screenshots_dir / f"pieces-{name}.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.stat().st_size > 10_000  # a drawn page, not a blank one
    page.goto(page.url.split("blokus/")[0])
    fits = page.evaluate(_FITS)
    assert fits["overflow"] <= 0 and fits["heading"], fits
    page.screenshot(path=str(screenshots_dir / f"home-{name}.png"), full_page=False)
