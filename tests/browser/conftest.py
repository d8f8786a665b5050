"""Browser tests: the built site (``site/``) in headless Chromium.

Fixtures for any test in this folder:

* ``site_url`` -- base URL of the built site, served on 127.0.0.1 (free port).
* ``browser`` -- Debian's Chromium (``/usr/bin/chromium``) driven by Playwright;
  Playwright never downloads a browser here.
* ``open_page(path, service_workers="block")`` -- a fresh context and page
  at ``site_url + path`` (``viewport=``, ``has_touch=True`` for a phone with
  touch events, ``service_workers="allow"`` lets the offline service worker run),
  guarded: the test fails if any request (page or worker) leaves
  127.0.0.1 or fails, or if anything is logged as a console error or
  thrown as a page error. A request the browser cut short
  (``net::ERR_ABORTED``) because a later navigation replaced its page, or
  because the test closed the page, is not a failure of the site.
  ``page.guard`` holds what was seen;
  ``page.guard.allow(text)`` accepts problems mentioning ``text`` (for a
  test that breaks something on purpose).
* ``page`` -- ``open_page("")``.
* ``wake_python(page)`` -- start the page's Python as a reader's act would
  (it starts on intent only) and wait until it is ready or failed; returns
  ``data-rp-python``.

Every test here is marked ``browser``; tests are skipped (with the reason)
when the site is not built or Chromium is not installed.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import os
import pathlib
from collections.abc import Callable, Iterator

import pytest

from tests.paths import ROOT, SITE

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

#: Flags that keep Chromium quiet on a machine with no outside network, and
#: a resolver that makes any other host fail at once (so a leak is an error).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = pathlib.Path(__file__).parent
    for item in items:
        if here in pathlib.Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


def _load_serve():
    spec = importlib.util.spec_from_file_location("rp_serve", ROOT / "scripts" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (SITE / "index.html").exists() or not (SITE / "pyodide" / "pyodide-lock.json").exists():
        pytest.skip("the site is not built (run `make build`)")
    server, url = _load_serve().serve_in_thread(SITE)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    if not pathlib.Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@dataclasses.dataclass
class Guard:
    """What a page did that a test may not allow."""

    origin: str
    foreign: list[str] = dataclasses.field(default_factory=list)
    failed: list[str] = dataclasses.field(default_factory=list)
    console_errors: list[str] = dataclasses.field(default_factory=list)
    page_errors: list[str] = dataclasses.field(default_factory=list)
    requests: list[str] = dataclasses.field(default_factory=list)
    #: Every request that got its whole answer (page and workers), for a
    #: test that weighs a page (`transferred`).
    finished: list[object] = dataclasses.field(default_factory=list)
    allowed: list[str] = dataclasses.field(default_factory=list)
    #: Navigation requests (goto, reload, links, back) seen so far, and for
    #: each request how many had been seen when it started.
    navigations: int = 0
    started_at: dict[object, int] = dataclasses.field(default_factory=dict)
    #: Set just before the test's pages close: what is cut short then is not the site's doing.
    closing: bool = False

    def allow(self, text: str) -> None:
        """Expect problems mentioning ``text`` (a test that breaks things on purpose)."""
        self.allowed.append(text)

    def on_request(self, request) -> None:
        url = request.url
        self.requests.append(url)
        if request.is_navigation_request():
            self.navigations += 1
        self.started_at[request] = self.navigations
        if not (url.startswith(self.origin) or url.startswith(("data:", "blob:", "about:"))):
            self.foreign.append(url)

    def on_failed(self, request) -> None:
        if request.failure == "net::ERR_ABORTED" and (
                self.closing or self.started_at.get(request, self.navigations) < self.navigations):
            return  # the browser dropped a request of a page that was being left
        self.failed.append(f"{request.url} ({request.failure})")

    def on_console(self, message) -> None:
        if message.type == "error":
            self.console_errors.append(f"{message.text} @ {message.location.get('url', '')}")

    def on_finished(self, request) -> None:
        self.finished.append(request)

    def transferred(self) -> int:
        """Bytes received so far: each finished response's headers and its
        body as sent (gzip'd where the server compressed it)."""
        total = 0
        for request in self.finished:
            sizes = request.sizes()
            total += max(0, sizes["responseHeadersSize"]) + max(0, sizes["responseBodySize"])
        return total

    def problems(self) -> list[str]:
        found = (
            [f"request left {self.origin}: {u}" for u in self.foreign]
            + [f"request failed: {u}" for u in self.failed]
            + [f"console error: {m}" for m in self.console_errors]
            + [f"page error: {m}" for m in self.page_errors]
        )
        return [p for p in found if not any(a in p for a in self.allowed)]



@pytest.fixture
def open_page(browser, site_url) -> Iterator[Callable[..., object]]:
    contexts = []
    guards: list[Guard] = []

    def opener(path: str = "", *, viewport: dict | None = None, wait_until: str = "load",
               has_touch: bool = False, service_workers: str = "block"):
        origin = site_url.rstrip("/")
        guard = Guard(origin=origin)
        # The offline service worker is blocked unless a test asks for it
        # ("allow"): a first visit, with every request on the network where
        # a test can see and break it.
        context = browser.new_context(viewport=viewport or {"width": 1280, "height": 900},
                                      has_touch=has_touch, service_workers=service_workers)
        contexts.append(context)
        guards.append(guard)
        # Context-level events include requests made by workers.
        context.on("request", guard.on_request)
        context.on("requestfailed", guard.on_failed)
        context.on("requestfinished", guard.on_finished)
        page = context.new_page()
        page.on("console", guard.on_console)
        page.on("pageerror", lambda exc: guard.page_errors.append(str(exc)))
        page.on("worker", lambda worker: worker.on("console", guard.on_console))
        page.guard = guard
        page.goto(site_url + path, wait_until=wait_until)
        return page

    yield opener
    for guard in guards:
        guard.closing = True
    for context in contexts:
        context.close()
    problems = [p for g in guards for p in g.problems()]
    assert not problems, "the page misbehaved:\n" + "\n".join(problems)


@pytest.fixture
def page(open_page):
    return open_page("")


@pytest.fixture(scope="session")
def screenshots_dir() -> pathlib.Path:
    out = ROOT / "test-results" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    return out


#: How long Python may take to start in a test (a cold start on a busy machine).
PYTHON_TIMEOUT_MS = 180_000


def wake_python(page, timeout: int = PYTHON_TIMEOUT_MS) -> str:
    """Start the page's Python (``rulesCompanion.start``, what a reader's first
    act does) and wait until it is ready or failed; ``data-rp-python`` then."""
    page.evaluate("() => { window.rulesCompanion.start().catch(() => {}); }")
    page.wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=timeout)
    return page.locator("html").get_attribute("data-rp-python")


#: How long a page's Python may take to be ready once asked (tests that act after it).
LIVE_TIMEOUT_MS = 120_000
#: How long one act may keep a widget busy (a move, the bots' answer).
ACT_TIMEOUT_MS = 30_000
#: Counts the widgets' renders in ``window.__rpRenders`` (a test checks none was lost or doubled).
COUNT_RENDERS = ("() => { window.__rpRenders = 0; "
                 "document.addEventListener('rp:rendered', () => window.__rpRenders++); }")


def python_ready(page, *, renders: bool = False) -> None:
    """Ask the page's Python to start, as a reader's first act does, and wait
    until it is ready; fail with the status pill's words if it failed.
    ``renders``: then count the widgets' renders (`COUNT_RENDERS`)."""
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                                  state="attached", timeout=LIVE_TIMEOUT_MS)
    status = page.locator(".rp-status")
    said = status.first.inner_text() if status.count() else ""
    assert page.locator("html").get_attribute("data-rp-python") == "ready", said
    if renders:
        page.evaluate(COUNT_RENDERS)


def widget_idle(page, selector: str) -> None:
    """Wait until the widget at ``selector`` has no request pending, none
    queued, and no bot still to move."""
    page.wait_for_function("(s) => { const w = document.querySelector(s);"
                           " return w && !w.getAttribute('aria-busy') && w.dataset.bot !== '1'"
                           " && !(w._rpQueue && w._rpQueue.length); }", arg=selector, timeout=ACT_TIMEOUT_MS)


def woken(page):
    """``page`` (or a frame) after its Python was asked to start, as a reader's
    first act would ask (it starts on intent only): for a test that waits
    for ``data-rp-python`` to say ready (or failed) before it acts."""
    page.evaluate("() => { if (window.rulesCompanion) window.rulesCompanion.start().catch(() => {}); }")
    return page
