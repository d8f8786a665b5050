"""Each file once: a visit never asks the server for the same file twice.

The site is served here by a server that counts what it is asked for. A
visit opens the Duo play page (its Python starts as the board comes into
view), goes on by the site's own links to the worked examples and steps one,
then to the pieces page and turns a piece (Python again, the same one).
Every file the server was asked for was asked for once, with the offline
service worker running as it does for a reader. A page that asks the
browser to save data starts no Python before the reader acts.
"""

from __future__ import annotations

import collections
import functools
import http.server
import threading

import pytest

from .conftest import CHROMIUM_ARGS, SITE, Guard, _load_serve  # noqa: F401  (CHROMIUM_ARGS: the same browser)

LIVE_TIMEOUT_MS = 180_000


@pytest.fixture
def counted(browser):
    """(site URL, Counter of paths asked for) on a fresh counting server."""
    if not (SITE / "index.html").exists():
        pytest.skip("the site is not built (run `make build`)")
    serve = _load_serve()
    seen: collections.Counter[str] = collections.Counter()

    class Counting(serve.Handler):
        quiet = True

        def send_head(self):  # type: ignore[no-untyped-def]
            seen[self.path.split("?", 1)[0]] += 1
            return super().send_head()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Counting, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/", seen
    server.shutdown()


def _guarded(browser, url: str, **options):
    context = browser.new_context(**options)
    guard = Guard(origin=url.rstrip("/"))
    context.on("request", guard.on_request)
    context.on("requestfailed", guard.on_failed)
    page = context.new_page()
    page.on("console", guard.on_console)
    page.on("pageerror", lambda exc: guard.page_errors.append(str(exc)))
    return context, page, guard


def _follow(page, href_end: str) -> None:
    """Click the site's own link to the page ending in ``href_end`` (instant navigation)."""
    link = page.locator(f'a[href$="{href_end}"]').first
    link.click()
    page.wait_for_function("(end) => location.pathname.endsWith(end)", arg=href_end.lstrip("."), timeout=30_000)


def test_a_visit_asks_for_each_file_once(browser, counted):
    url, seen = counted
    context, page, guard = _guarded(browser, url, service_workers="allow", viewport={"width": 1280, "height": 900})
    try:
        page.goto(url + "blokus/play/")
        page.wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
        _follow(page, "blokus/examples/")
        widget = page.locator(".md-typeset > .rp-widget[data-steps]").first
        before = widget.get_attribute("data-state")
        widget.locator(".rp-step-bar > button").nth(2).click()
        page.wait_for_function("(b) => document.querySelector('.md-typeset > .rp-widget[data-steps]').dataset.state !== b",
                               arg=before, timeout=10_000)
        _follow(page, "blokus/pieces/")
        card = page.locator(".rp-piece-card").first
        card.locator("[data-act]").last.click()
        page.wait_for_selector('.rp-piece-card[data-python="emscripten"]', timeout=30_000)
        page.wait_for_timeout(3000)  # the service worker's keeping, if it were to fetch anything again
        guard.closing = True
    finally:
        context.close()
    assert not guard.problems(), guard.problems()
    # sw.js is the browser's own business: Chromium fetches a new service
    # worker's script for its install and checks it again once it runs (two
    # requests from one register() call here, none of them the page's).
    twice = {path: n for path, n in seen.items() if n > 1 and path != "/sw.js"}
    assert not twice, f"asked for more than once: {twice}"
    assert any(path.startswith("/pyodide/") for path in seen)  # Python did come, once


def test_saving_data_keeps_python_asleep_on_a_play_page(browser, counted):
    url, seen = counted
    context, page, guard = _guarded(browser, url, service_workers="block")
    try:
        page.add_init_script("Object.defineProperty(navigator, 'connection', {value: {saveData: true}})")
        page.goto(url + "blokus/play/")
        page.wait_for_timeout(3000)
        assert page.locator("html").get_attribute("data-rp-python") is None
        assert not [p for p in seen if p.startswith("/pyodide/")]
        guard.closing = True
    finally:
        context.close()
    assert not guard.problems(), guard.problems()
