"""Read-only embeds from another site.

A course page on one origin (``http://127.0.0.2:PORT``, a different *site*
for Chromium) frames our pages served on ``http://127.0.0.1:PORT``, with
the snippets the Embed boxes write. The browser blocks third-party storage
(the "block third-party cookies" preference of a fresh profile), so in the
frame reading ``localStorage`` throws, as in many readers' browsers: the
test checks the block is real (the frame sees our stand-in store,
docs/assets/storage-guard.js), and that nothing is logged as a console
error or thrown as a page error, in the host page or in the frame.

In the frame: the study (one chapter alone), a lesson and a Blokus editor
example are shown read-only (no Embed box, no "Open a study file", no
setup, tray, comment box, file input or Copy link), the reader steps and
answers a find-the-move question.

Before storage-guard.js, the same frame threw "Failed to read the
'localStorage' property from 'Window': Access is denied for this document"
twice (the theme's palette and content scripts): this test failed.
"""

from __future__ import annotations

import functools
import html
import http.server
import json
import re
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import CHROMIUM, CHROMIUM_ARGS, woken  # noqa: F401 - CHROMIUM: the shared browser's path

LIVE_TIMEOUT_MS = 120_000
HOST = "127.0.0.2"  # another site than 127.0.0.1 for Chromium (an IP address is its own site)
#: What a frame for readers never shows.
AUTHORING = ("details.rp-embed", "details.rp-study-open", ".rp-share", ".rp-editor-modes", ".rp-editor-annotate",
             ".rp-editor-save", ".rp-tray", "input[type=file]", "textarea", ".rp-seats")


class Host:
    """The course page's server: one page per test, holding the snippet."""

    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="rp-host-"))
        handler = functools.partial(_QuietHandler, directory=str(self.dir))
        self.server = http.server.ThreadingHTTPServer((HOST, 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.origin = f"http://{HOST}:{self.server.server_address[1]}"

    def page(self, name: str, snippet: str) -> str:
        body = ('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course</title>'
                '<link rel="icon" href="data:,"></head><body><h1>A course page</h1>' + snippet + "</body></html>")
        (self.dir / (name + ".html")).write_text(body, encoding="utf-8")
        return f"{self.origin}/{name}.html"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


@pytest.fixture(scope="module")
def host() -> Iterator[Host]:
    h = Host()
    yield h
    h.server.shutdown()


@pytest.fixture(scope="module")
def blocking_browser(browser, tmp_path_factory):
    """Chromium with a profile that blocks third-party cookies and storage
    (a second Chromium, started by the shared one's Playwright)."""
    profile = tmp_path_factory.mktemp("profile")
    (profile / "Default").mkdir()
    (profile / "Default" / "Preferences").write_text(
        json.dumps({"profile": {"block_third_party_cookies": True, "cookie_controls_mode": 1}}), encoding="utf-8")
    args = [a.replace("EXCLUDE 127.0.0.1", f"EXCLUDE 127.0.0.1, EXCLUDE {HOST}") for a in CHROMIUM_ARGS]
    context = browser.browser_type.launch_persistent_context(str(profile), executable_path=CHROMIUM, headless=True,
                                                             args=args, service_workers="block",
                                                             viewport={"width": 1100, "height": 900})
    yield context
    context.close()


def _snippet(open_page, page_path: str, widget: str, prepare=None) -> str:
    """The Embed box's snippet for widget ``widget`` of ``page_path`` (made absolute by embed.js)."""
    page = open_page(page_path)
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
    if prepare:
        prepare(page)
    w = page.locator(f'.rp-widget[data-rp-id="{widget}"]')
    box = w.locator("details.rp-embed").last
    box.locator("summary").click()
    box.locator('textarea.rp-embed-code[data-resolved="1"]').last.wait_for(state="attached")
    return box.locator("textarea.rp-embed-code").last.input_value()


def _framed(context, host: Host, name: str, snippet: str):
    """The course page with ``snippet``, its problems recorded; returns (page, frame, problems)."""
    problems: list[str] = []
    page = context.new_page()
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    page.goto(host.page(name, snippet))
    frame_el = page.wait_for_selector("iframe")
    frame = frame_el.content_frame()
    woken(frame).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
    return page, frame, problems


def _storage_was_blocked(frame) -> bool:
    """Our stand-in store is in place: the browser refused the frame its own."""
    return frame.evaluate("() => Object.getOwnPropertyDescriptor(window, 'localStorage')?.value !== undefined")


def _no_authoring(frame, widget: str) -> None:
    w = frame.locator(f'.rp-widget[data-rp-id="{widget}"]')
    assert w.is_visible()
    for sel in AUTHORING:
        shown = [el for el in frame.locator(sel).all() if el.is_visible()]
        assert not shown, (widget, sel)
        assert w.locator(sel).count() == 0 or sel == ".rp-share", (widget, sel)  # not drawn at all: Python decided


def _idle(frame, widget: str) -> None:
    frame.wait_for_function("(id) => { const w = document.querySelector(`.rp-widget[data-rp-id='${id}']`);"
                            " return w && !w.hasAttribute('aria-busy') && !(w._rpQueue && w._rpQueue.length); }",
                            arg=widget, timeout=60_000)


def test_a_study_chapter_embedded_from_another_site_is_read_only_and_quiet(open_page, blocking_browser, host,
                                                                            screenshots_dir):
    def chapter(page):
        w = page.locator('.rp-widget[data-rp-id="study-1"]')
        w.get_by_role("button", name="Follow the requested colour").click()
        page.wait_for_function("() => JSON.parse(document.querySelector('.rp-widget[data-rp-id=\"study-1\"]')"
                               ".dataset.state).chapter === 2", timeout=30_000)

    code = _snippet(open_page, "studies/", "study-1", chapter)
    src = html.unescape(re.search(r'src="([^"]+)"', code).group(1))
    assert "?embed=1&widget=study-1#study-1=" in src and src.startswith("http://127.0.0.1:")
    page, frame, problems = _framed(blocking_browser, host, "study", code)
    assert problems == []  # the page loaded without a console error (the theme's scripts read storage at once)
    assert _storage_was_blocked(frame)
    _idle(frame, "study-1")
    frame.wait_for_function("() => document.querySelector('.rp-widget[data-rp-id=\"study-1\"] .rp-study-tools') &&"
                            " !document.querySelector('.rp-study-open')", timeout=60_000)
    _no_authoring(frame, "study-1")
    w = frame.locator('.rp-widget[data-rp-id="study-1"]')
    assert w.locator(".rp-study-chapters").count() == 0  # the chapter alone
    # step to the question, then answer it
    for _ in range(3):
        w.locator('button[data-key~="ArrowRight"]').first.click()
        _idle(frame, "study-1")
        w = frame.locator('.rp-widget[data-rp-id="study-1"]')
    assert w.locator(".rp-study-question").count() == 1
    w.locator(""".rp-study-card[data-act*='"R10"']""").first.click()
    _idle(frame, "study-1")
    frame.locator('.rp-widget[data-rp-id="study-1"] .rp-study-tile', has_text="green").first.click()
    _idle(frame, "study-1")
    verdict = frame.locator('.rp-widget[data-rp-id="study-1"] .rp-study-verdict')
    assert verdict.get_attribute("data-result") == "accepted"  # the engine judged the reader's answer
    state = json.loads(frame.locator('.rp-widget[data-rp-id="study-1"]').get_attribute("data-state"))
    assert state.get("tried") == "0: R10 on green" and state["chapter"] == 2
    _no_authoring(frame, "study-1")
    page.screenshot(path=str(screenshots_dir / "embed-readonly-study.png"), full_page=True)
    assert problems == []
    page.close()


def test_a_lesson_embedded_from_another_site_shows_that_lesson_alone(open_page, blocking_browser, host, screenshots_dir):
    code = _snippet(open_page, "learn/", "lesson-3")
    src = html.unescape(re.search(r'src="([^"]+)"', code).group(1))
    assert "learn/?embed=1&widget=lesson-3#lesson-3=" in src
    page, frame, problems = _framed(blocking_browser, host, "lesson", code)
    assert problems == []  # the page loaded without a console error (the theme's scripts read storage at once)
    assert _storage_was_blocked(frame)
    _idle(frame, "lesson-3")
    shown = [el.get_attribute("data-rp-id") for el in frame.locator(".md-typeset > .rp-widget").all() if el.is_visible()]
    assert shown == ["lesson-3"]
    _no_authoring(frame, "lesson-3")
    w = frame.locator('.rp-widget[data-rp-id="lesson-3"]')
    # the page's heading is hidden with the rest: the lesson's own title shows instead
    title = w.locator(".rp-lesson-title strong")
    assert title.bounding_box()["width"] > 20 and title.inner_text().strip()
    w.get_by_role("button", name="Hint").click()
    _idle(frame, "lesson-3")
    assert json.loads(frame.locator('.rp-widget[data-rp-id="lesson-3"]').get_attribute("data-state")).get("hint")
    page.screenshot(path=str(screenshots_dir / "embed-readonly-lesson.png"), full_page=True)
    assert problems == []
    page.close()


def test_a_blokus_editor_example_embedded_from_another_site_is_read_only(open_page, blocking_browser, host,
                                                                         screenshots_dir):
    docs = Path(__file__).resolve().parents[2] / "docs" / "blokus" / "editor.md"
    link = re.search(r'"en": "(ed1/[^"]+)"', docs.read_text(encoding="utf-8")).group(1)

    def example(page):
        page.goto(page.url.split("#")[0] + "#" + link)
        woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
        page.wait_for_function("() => JSON.parse(document.querySelector('.rp-widget[data-rp-id=\"blokus-editor-1\"]')"
                               ".dataset.state).moves.length > 0", timeout=30_000)

    code = _snippet(open_page, "blokus/editor/", "blokus-editor-1", example)
    assert "?embed=1#ed1/" in code
    page, frame, problems = _framed(blocking_browser, host, "editor", code)
    assert problems == []  # the page loaded without a console error (the theme's scripts read storage at once)
    assert _storage_was_blocked(frame)
    frame.wait_for_function("() => { const w = document.querySelector('.rp-widget[data-rp-id=\"blokus-editor-1\"]');"
                            " return w && JSON.parse(w.dataset.state).moves.length > 0 && !w.querySelector('textarea'); }",
                            timeout=60_000)
    _idle(frame, "blokus-editor-1")
    _no_authoring(frame, "blokus-editor-1")
    w = frame.locator('.rp-widget[data-rp-id="blokus-editor-1"]')
    assert w.locator(".rp-place-board[data-place]").count() == 0  # nothing to place
    before = json.loads(w.get_attribute("data-state"))
    assert before["mode"] == "play" and before["view"] is True
    w.locator('button[data-key~="ArrowRight"]').first.click()
    _idle(frame, "blokus-editor-1")
    after = json.loads(frame.locator('.rp-widget[data-rp-id="blokus-editor-1"]').get_attribute("data-state"))
    assert after["step"] == before["step"] + 1
    _no_authoring(frame, "blokus-editor-1")
    page.screenshot(path=str(screenshots_dir / "embed-readonly-editor.png"), full_page=True)
    assert problems == []
    page.close()
