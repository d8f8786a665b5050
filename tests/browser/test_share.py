"""Shareable states: the URL hash holds each widget's state by its id.

On a BLOT worked example: three steps forward put the step in the hash; that
URL opened afresh shows the same step; Back goes to the step before; Copy
link puts the link on the clipboard and says so. On the Blokus examples
(two steppers on one page): a link naming both restores the valid one and
ignores a tampered one (a console warning, no error shown), and Back after
a step on the other one puts it back as the page drew it.
"""

from __future__ import annotations

import base64
import json
import re

from .conftest import woken

LIVE_TIMEOUT_MS = 120_000
READY = 'html[data-rp-python="ready"]'
BLOT = '.rp-widget[data-rp-id="blot-example-1"]'
DUO = '.rp-widget[data-rp-id="blokus-example-2"]'
CLASSIC = '.rp-widget[data-rp-id="blokus-example-1"]'


def _token(state: dict) -> str:
    """A share token made here with the standard library (not by rules_py)."""
    return base64.urlsafe_b64encode(json.dumps(state).encode()).decode().rstrip("=")


def _state_in(url: str, widget_id: str) -> dict:
    """The state ``url``'s hash gives the widget ``widget_id``, decoded here."""
    found = re.search(rf"[#&]{re.escape(widget_id)}=([A-Za-z0-9_-]+)", url)
    assert found, url
    token = found.group(1)
    return json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))


def _step(page, selector: str) -> int:
    return json.loads(page.locator(selector).get_attribute("data-state"))["step"]


def _wait_step(page, selector: str, step: int) -> None:
    page.wait_for_function(
        "([sel, step]) => { const w = document.querySelector(sel);"
        " return w && JSON.parse(w.dataset.state).step === step; }",
        arg=[selector, step], timeout=60_000)


def _wait_idle(page) -> None:
    """Every widget done: no act queued or under way (the hash's parts all answered)."""
    page.wait_for_function("() => [...document.querySelectorAll('.rp-widget')]"
                           ".every((w) => !w.ariaBusy && !(w._rpQueue && w._rpQueue.length))")


def test_quick_acts_on_one_widget_make_one_history_entry(open_page):
    page = open_page("blot/")
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    page.evaluate("() => { rulesCompanion.timeouts.coalesce = 600_000; }")  # every act is "quick"
    entries = page.evaluate("() => history.length")
    for step in (1, 2, 3):
        page.locator(BLOT).get_by_role("button", name="Next step").click()
        _wait_step(page, BLOT, step)
    _wait_idle(page)
    assert page.evaluate("() => history.length") == entries + 1
    assert _state_in(page.url, "blot-example-1") == {"example": "martin", "step": 3}


def test_blot_steps_are_in_the_url_back_and_copy_link(open_page, site_url):
    page = open_page("blot/")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    assert _step(page, BLOT) == 0 and "#" not in page.url
    # Each step its own history entry, however quick the clicks: no coalescing window.
    page.evaluate("() => { rulesCompanion.timeouts.coalesce = 0; }")
    entries = page.evaluate("() => history.length")
    for step in (1, 2, 3):
        page.locator(BLOT).get_by_role("button", name="Next step").click()
        _wait_step(page, BLOT, step)
        page.wait_for_function("(n) => history.length === n", arg=entries + step)
    assert _state_in(page.url, "blot-example-1") == {"example": "martin", "step": 3}
    shared = page.url

    page.go_back()
    _wait_step(page, BLOT, 2)
    assert _state_in(page.url, "blot-example-1")["step"] == 2
    page.go_forward()
    _wait_step(page, BLOT, 3)
    assert page.url == shared

    copy = page.locator(BLOT + " + .rp-share").get_by_role("button", name="Copy link")
    box = copy.bounding_box()
    assert box["width"] >= 24 and box["height"] >= 24
    copy.focus()
    page.keyboard.press("Enter")  # keyboard reachable
    said = page.locator(BLOT + " + .rp-share .rp-share-said")
    said.wait_for(state="visible")
    assert said.get_attribute("aria-live") == "polite"
    page.wait_for_function("() => document.querySelector('.rp-share-said').textContent === 'Link copied.'")
    assert page.evaluate("navigator.clipboard.readText()") == shared

    # A new tab of the same browser (its cache: no second download of Python).
    fresh = page.context.new_page()
    fresh.on("console", page.guard.on_console)
    fresh.on("pageerror", lambda exc: page.guard.page_errors.append(str(exc)))
    fresh.goto(shared)
    woken(fresh).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    _wait_step(fresh, BLOT, 3)


def test_blokus_examples_restore_ignore_tampering_and_go_back(open_page):
    duo = _token({"example": "duo", "step": 4})
    page = open_page(f"blokus/examples/#blokus-example-1=AAAA&blokus-example-2={duo}")
    page.guard.allow("URL hash was ignored")
    warnings: list[str] = []
    page.on("console", lambda msg: warnings.append(msg.text) if msg.type == "warning" else None)
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    _wait_step(page, DUO, 4)
    _wait_idle(page)
    assert _step(page, CLASSIC) == 0  # the tampered part changed nothing
    assert page.locator(".rp-widget-error:not(.rp-link-refused)").count() == 0
    assert any("URL hash was ignored" in text for text in warnings), warnings
    # the tampered widget says why, in words, at its top; the other one says nothing
    assert "the link is damaged" in page.locator(CLASSIC + " > .rp-link-refused").inner_text()
    assert page.locator(DUO + " .rp-link-refused").count() == 0

    page.locator(CLASSIC).get_by_role("button", name="Next move").click()
    _wait_step(page, CLASSIC, 1)
    assert _state_in(page.url, "blokus-example-1") == {"example": "classic", "step": 1}
    assert _state_in(page.url, "blokus-example-2") == {"example": "duo", "step": 4}

    page.go_back()
    _wait_step(page, CLASSIC, 0)  # back as the page drew it
    _wait_step(page, DUO, 4)  # and the other stepper where the hash has it (a redraw may be under way)
    assert page.locator(CLASSIC + " + .rp-share").get_by_role("button", name="Copy link").count() == 1
