"""The whole site: every page loads cleanly; the shell's failure and keys."""

from __future__ import annotations

import pathlib

import pytest

from .conftest import SITE, woken

LIVE_TIMEOUT_MS = 120_000


def _pages() -> list[str]:
    if not (SITE / "index.html").exists():
        return []
    skip = {"lite", "pyodide", "assets", "search"}
    found = []
    for html in sorted(SITE.rglob("index.html")):
        rel = html.relative_to(SITE)
        if rel.parts[0] in skip or "404" in rel.parts:
            continue
        found.append(str(rel.parent).replace(".", "") + ("/" if rel.parent != pathlib.Path(".") else ""))
    return found


def _settle(page) -> str:
    """Wait until the page's Python is ready or failed (pages with widgets)."""
    if page.locator(".rp-widget").count() == 0:
        return "none"
    # Python starts when a widget comes into view, as it would for a reader.
    page.locator(".rp-widget").first.scroll_into_view_if_needed()
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=LIVE_TIMEOUT_MS)
    return page.locator("html").get_attribute("data-rp-python")


@pytest.mark.parametrize("path", _pages() or ["(site not built)"])
def test_page_loads_cleanly(open_page, path):
    """Each page reads cleanly; a page made for acting (a widget with
    data-wake="view") starts its Python by itself as the widget comes into
    view, and every other page, read to its end, never asks for Python."""
    if path == "(site not built)":
        pytest.skip("the site is not built (run `make build`)")
    page = open_page(path)
    assert page.locator("h1").count() >= 1
    assert "[[widget" not in page.content(), "a widget placeholder was left unrendered"
    eager = page.locator('.rp-widget[data-wake="view"]')
    if eager.count():
        eager.first.scroll_into_view_if_needed()
        page.wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                               state="attached", timeout=LIVE_TIMEOUT_MS)
        assert page.locator("html").get_attribute("data-rp-python") == "ready"
    else:
        page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
        page.wait_for_timeout(1000)
        asked = [u for u in page.guard.requests if "/pyodide/" in u or "companion-worker" in u]
        assert not asked, f"a page for reading asked for Python: {asked[:3]}"


def test_failure_shows_retry_then_recovers(open_page, site_url):
    page = open_page("rulings/")  # a page without widgets: Python not started
    # The first attempt cannot fetch the Python runtime; the second can.
    blocked = {"on": True}

    def handler(route):
        if blocked["on"]:
            route.fulfill(status=503, body="unavailable")
        else:
            route.continue_()

    page.guard.allow("status of 503")
    page.context.route("**/pyodide.asm.wasm", handler)
    page.wait_for_load_state("networkidle")  # let the search index arrive, not be cut off
    page.goto(site_url + "blokus/pieces/")
    assert _settle(page) == "failed"
    status = page.locator(".rp-status")
    assert "could not start" in status.inner_text()
    blocked["on"] = False
    status.get_by_role("button", name="Retry").click()
    assert _settle(page) == "ready"


def test_keys_act_on_the_focused_widget(open_page):
    page = open_page("blokus/pieces/")
    assert _settle(page) == "ready"
    card = page.locator(".rp-piece-card").nth(16)  # F
    assert "showing 1 of 8" in card.inner_text()
    card.get_by_role("button", name="Rotate clockwise").focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('.rp-piece-card[data-python="emscripten"]', state="attached")
    card = page.locator(".rp-piece-card").nth(16)
    assert "showing 2 of 8" in card.inner_text()
    # Focus stays on the same button of the redrawn card, so keys go on working.
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("() => !document.querySelector('.rp-piece-card[aria-busy]')")
    page.wait_for_function("() => document.querySelectorAll('.rp-piece-card')[16].innerText.includes('showing 1 of 8')")
    page.keyboard.press("x")
    page.wait_for_function("() => document.querySelectorAll('.rp-piece-card')[16].innerText.includes('showing 5 of 8')")


def test_keys_without_focus_go_to_the_widget_last_used(open_page):
    page = open_page("blokus/pieces/")
    assert _settle(page) == "ready"
    page.locator(".rp-piece-card").nth(16).get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_function("() => document.querySelectorAll('.rp-piece-card')[16].innerText.includes('showing 2 of 8')")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelectorAll('.rp-piece-card')[16].innerText.includes('showing 3 of 8')")
    # Only that card moved.
    assert page.locator('.rp-piece-card[data-python="emscripten"]').count() == 1


@pytest.mark.parametrize("width", [390, 1280])
def test_examples_board_and_panel_share_the_width(open_page, width):
    """The worked examples' board and its panel (points, pieces left) are two
    pictures: side by side on a wide screen; on a phone the board takes the
    column's whole width and the panel goes below it. Then, stepping on (a
    live render), the same layout holds."""
    page = open_page("blokus/examples/", viewport={"width": width, "height": 844}, has_touch=width < 600)
    widget = page.locator(".rp-blokus-example").first

    def boxes() -> tuple[dict, dict, dict]:
        fig = widget.locator(".rp-with-panel")
        return (fig.bounding_box(), fig.locator("svg.rp-board:not(.rp-panel-pic)").bounding_box(),
                fig.locator("svg.rp-panel-pic").bounding_box())

    def check() -> None:
        fig, board, panel = boxes()
        if width < 600:
            assert board["width"] >= 0.95 * fig["width"], (board, fig)
            assert panel["y"] >= board["y"] + board["height"] - 1, (board, panel)
        else:
            assert panel["x"] >= board["x"] + board["width"] - 1, (board, panel)
            assert abs(panel["y"] - board["y"]) < 2, (board, panel)
        overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0

    check()  # the pre-rendered page
    widget.scroll_into_view_if_needed()
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
    widget.get_by_role("button", name="Next move").click()
    page.wait_for_function("() => document.querySelector('.rp-blokus-example [aria-live]')"
                           " && document.querySelector('.rp-blokus-example').innerText.includes('move 1 of 71')",
                           timeout=10_000)
    check()
    # the panel was drawn again too: blue's first piece is off its penalty
    blue = widget.locator("svg.rp-panel-pic .rp-panel-text").first.text_content()
    assert blue.startswith("blue: -") and not blue.startswith("blue: -89"), blue
