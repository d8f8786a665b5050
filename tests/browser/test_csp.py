"""The site under a strict Content Security Policy.

Every page carries ``<meta http-equiv="Content-Security-Policy">`` (written by
``docs/hooks.py``: scripts from the site's files only, plus the theme's
inline scripts by hash, ``'wasm-unsafe-eval'`` for Pyodide); the server sends
the same sources as a header with each script, which is the policy the
Python worker runs under. A rule page with a live widget and the Blokus
play page start Python and answer an act with no violation: none is logged
to the console (the page guard fails the test on any console error, the
worker's included) and no ``securitypolicyviolation`` event fires. A control
shows the policy is really enforced: an inline script injected into the page
does not run and does fire the event.
"""

from __future__ import annotations

import base64
import hashlib

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
#: the F pentomino's card: no rotation leaves it unchanged
PIECE_F = '.rp-piece-card[data-state*=\'"piece":"F"\']'
REQUIRED = ("script-src 'self' 'wasm-unsafe-eval'", "worker-src 'self'", "connect-src 'self'")
#: the control's inline script; its hash names it in the console's refusal
CONTROL = "window.__rpInlineRan = true;"

LISTEN = """() => {
  window.__rpViolations = [];
  const note = (e) => window.__rpViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
  document.addEventListener('securitypolicyviolation', note);
}"""


def _policy(page) -> str:
    return page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")




def _idle(page, selector: str) -> None:
    page.wait_for_function("(s) => !document.querySelector(s + '[aria-busy]')", arg=selector)


def _no_violations(page) -> None:
    assert page.evaluate("() => window.__rpViolations") == []


def test_a_rule_page_with_a_live_widget_under_the_policy(open_page):
    page = open_page("blokus/pieces/")
    page.evaluate(LISTEN)
    policy = _policy(page)
    for directive in REQUIRED:
        assert directive in policy, policy
    assert "unsafe-inline" not in policy.split("script-src", 1)[1].split(";", 1)[0]
    # The worker's policy is its script's header.
    header = page.evaluate("() => fetch('../../assets/companion-worker.js')"
                           ".then((r) => r.headers.get('content-security-policy'))")
    for directive in REQUIRED:
        assert directive in header, header

    _ready(page)
    card = page.locator(PIECE_F)
    before = card.locator("svg").inner_html()
    card.get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_selector('.rp-piece-card[data-python="emscripten"]')  # redrawn by Python in the page
    _idle(page, ".rp-piece-card")
    assert page.locator(PIECE_F).locator("svg").inner_html() != before
    _no_violations(page)

    # The control: an inline script of no known hash is refused and reported.
    digest = base64.b64encode(hashlib.sha256(CONTROL.encode()).digest()).decode()
    page.guard.allow(f"sha256-{digest}")
    page.evaluate("(text) => { const s = document.createElement('script'); s.textContent = text;"
                  " document.body.appendChild(s); }", CONTROL)
    page.wait_for_function("() => window.__rpViolations.length > 0")
    assert page.evaluate("() => window.__rpInlineRan") is None
    assert any(v.startswith("script-src") for v in page.evaluate("() => window.__rpViolations"))


def test_the_blokus_play_page_under_the_policy(open_page):
    page = open_page("blokus/play/")
    page.evaluate(LISTEN)
    assert all(d in _policy(page) for d in REQUIRED)
    _ready(page)
    widget = ".rp-blokus-play"
    page.locator(f"{widget} .rp-tray-piece").first.click()
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).sel")
    _idle(page, widget)
    _no_violations(page)
