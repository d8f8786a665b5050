"""One Python per visit: instant navigation keeps the page's worker.

A click on a link inside the site swaps the page's content (Material's
instant navigation) instead of loading a new page, so companion.js and its
Python worker live on: the second page's widgets are answered by the same
Python, and no second Pyodide starts (counted two ways: Worker objects
created for companion-worker.js, and GET requests for the WebAssembly file
after the first page is live). Back and Forward stay on that one Python
(a piece card turned is kept in the URL hash, without a history entry of
its own: Back leaves the page, Forward brings the card back turned).
A link to the other language (the header's language menu) loads that page
in full, in its own language, pointing at the twin of the page shown.
"""

from __future__ import annotations

from .conftest import woken

LIVE_TIMEOUT_MS = 120_000
READY = 'html[data-rp-python="ready"]'

#: Counts the Python workers the page creates (window.__rpWorkers).
COUNT_WORKERS = """(() => {
  const Real = window.Worker;
  window.__rpWorkers = 0;
  window.Worker = class extends Real {
    constructor(url, options) {
      super(url, options);
      if (String(url).includes("companion-worker")) window.__rpWorkers += 1;
    }
  };
})();"""


def _wasm_gets(page) -> list[str]:
    found: list[str] = []
    page.context.on("request", lambda r: found.append(r.url)
                    if r.method == "GET" and r.url.endswith("pyodide.asm.wasm") else None)
    return found


def _rotate_f(page, expected: str) -> None:
    """Rotate the F pentomino's card; Pyodide (emscripten) redraws it."""
    card = page.locator(".rp-piece-card").nth(16)
    card.get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_function(
        "(text) => document.querySelectorAll('.rp-piece-card')[16].innerText.includes(text)",
        arg=expected, timeout=20_000)
    assert page.locator(".rp-piece-card").nth(16).get_attribute("data-python") == "emscripten"


def test_next_page_reuses_the_python_of_the_first(open_page, site_url):
    page = open_page("sitemap.xml")  # no script: the counter must be in place before the page's
    page.add_init_script(COUNT_WORKERS)
    wasm = _wasm_gets(page)
    page.goto(site_url + "blokus/")
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.evaluate("window.__rpWorkers") == 1
    assert page.locator(".rp-widget.rp-live").count() >= 1
    fetched_first = len(wasm)
    marker = page.evaluate("() => (window.__rpMarker = Math.random())")  # gone after a full reload

    # An in-site link in the text: the content is swapped, the script stays.
    page.locator("article a[href$='pieces/']").first.click()
    page.wait_for_url("**/blokus/pieces/")
    page.wait_for_selector(".rp-piece-card.rp-live", state="attached", timeout=10_000)
    assert page.evaluate("window.__rpMarker") == marker, "the page was reloaded, not swapped"
    _rotate_f(page, "showing 2 of 8")
    assert page.evaluate("window.__rpWorkers") == 1
    assert len(wasm) == fetched_first, "a second Pyodide was downloaded"

    # Back and Forward: the same Python answers the pages they bring back.
    page.go_back()
    page.wait_for_url("**/blokus/")
    page.wait_for_selector(".rp-piece-card", state="detached")
    page.wait_for_selector(".rp-widget.rp-live", state="attached", timeout=10_000)
    page.go_forward()
    page.wait_for_url("**/blokus/pieces/#blokus-pieces-1.17=*")
    page.wait_for_selector(".rp-piece-card.rp-live", state="attached", timeout=10_000)
    # The turned card is in the URL hash (test_share.py): Forward brings it back turned.
    _rotate_f(page, "showing 3 of 8")
    assert page.evaluate("window.__rpMarker") == marker
    assert page.evaluate("window.__rpWorkers") == 1
    assert page.locator("html").get_attribute("lang") == "en"

    # The language menu now points at this page's twin, and loads it in full,
    # carrying the widgets' part of the address: the card comes back turned.
    page.evaluate("() => document.querySelector('.md-header a[hreflang=\"fr\"]').click()")
    page.wait_for_url(lambda url: "/fr/blokus/pieces/" in url)
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.evaluate("window.__rpMarker") is None, "the other language must load in full"
    assert page.locator("html").get_attribute("lang") == "fr"
    page.wait_for_function(
        "() => document.querySelectorAll('.rp-piece-card')[16].innerText.includes('3 sur 8')", timeout=20_000)
    card = page.locator(".rp-piece-card").nth(16)
    card.get_by_role("button", name="Tourner dans le sens des aiguilles d'une montre").click()
    page.wait_for_function(
        "() => document.querySelectorAll('.rp-piece-card')[16].innerText.includes('4 sur 8')", timeout=20_000)
