"""The page survives a dead worker, a failed download and a bad URL hash.

A worker killed while idle (it never answers: the request times out) or
crashing mid-request (an error event) fails the pending requests; the widget
says so with a Retry button, and Retry starts a new worker and does the act.
A Pyodide file that cannot be downloaded is reported within seconds. A
malformed URL hash is ignored (a console warning) and the page still wakes.
"""

from __future__ import annotations


import pytest

from .conftest import woken

LIVE_TIMEOUT_MS = 120_000
PIECES = "blokus/pieces/"
CARD = 16  # the F pentomino's card


def _settle(page, timeout: int = LIVE_TIMEOUT_MS) -> str:
    page.locator(".rp-widget").first.scroll_into_view_if_needed()
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=timeout)
    return page.locator("html").get_attribute("data-rp-python")


def _card(page):
    return page.locator(".rp-piece-card").nth(CARD)


def _rotate_and_recover(page) -> None:
    """Click a button of a card while the worker is dead: failure + Retry, then Retry works."""
    assert "showing 1 of 8" in _card(page).inner_text()
    _card(page).get_by_role("button", name="Rotate clockwise").click()
    error = _card(page).locator(".rp-widget-error")
    error.wait_for(timeout=15_000)
    assert "Python" in error.inner_text() and "Retry" in error.inner_text()
    assert page.locator("html").get_attribute("data-rp-python") == "failed"
    assert "showing 1 of 8" in _card(page).inner_text()  # unchanged
    error.get_by_role("button", name="Retry").click()
    page.wait_for_function(
        "(n) => document.querySelectorAll('.rp-piece-card')[n].innerText.includes('showing 2 of 8')",
        arg=CARD, timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready"
    assert _card(page).locator(".rp-widget-error").count() == 0


def test_a_worker_killed_while_idle_times_out_then_retry_recovers(open_page):
    page = open_page(PIECES)
    assert _settle(page) == "ready"
    # A terminated worker never answers: only the request's time limit can tell.
    page.evaluate("() => { rulesCompanion.timeouts.act = 2000; rulesCompanion._worker().terminate(); }")
    _rotate_and_recover(page)
    # The new worker keeps the shortened limit and answers within it.
    _card(page).get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_function(
        "(n) => document.querySelectorAll('.rp-piece-card')[n].innerText.includes('showing 3 of 8')",
        arg=CARD, timeout=10_000)


def test_a_worker_crashing_mid_solve_fails_the_pending_request(open_page):
    page = open_page(PIECES)
    assert _settle(page) == "ready"
    failure = page.evaluate("""async () => {
        const pending = rulesCompanion.handle({op: 'puzzles.solve',
            args: {puzzle: 'pentominoes-15x16', seed: 11, limit: 30}});
        await new Promise((r) => setTimeout(r, 200));  // the request is with the worker
        rulesCompanion._worker().dispatchEvent(new ErrorEvent('error', {message: 'simulated crash'}));
        try { await pending; return null; } catch (err) { return err.sentence; }
    }""")
    assert failure and "stopped unexpectedly" in failure
    status = page.locator(".rp-status")
    assert page.locator("html").get_attribute("data-rp-python") == "failed"
    assert "stopped unexpectedly" in status.inner_text()
    assert status.get_by_role("button", name="Retry").count() == 1
    # The next action starts a new worker.
    _card(page).get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_function(
        "(n) => document.querySelectorAll('.rp-piece-card')[n].innerText.includes('showing 2 of 8')",
        arg=CARD, timeout=LIVE_TIMEOUT_MS)


@pytest.mark.parametrize("only_get", [False, True], ids=["every-request", "get-only"])
def test_a_failed_wasm_download_is_reported(open_page, site_url, only_get):
    """The failure shows as a failure with Retry, not as a page waiting forever
    (how soon is a bench figure, not asserted here)."""
    page = open_page("rulings/")  # no widget: Python not started yet
    page.guard.allow("pyodide.asm.wasm")

    def handler(route):
        if only_get and route.request.method == "HEAD":
            route.continue_()  # the worker's own check passes: Pyodide's fetch must be caught
        else:
            route.abort()

    page.context.route("**/pyodide.asm.wasm", handler)
    page.wait_for_load_state("networkidle")
    page.goto(site_url + PIECES)
    assert _settle(page) == "failed"
    status = page.locator(".rp-status")
    assert "could not be downloaded" in status.inner_text()
    assert status.get_by_role("button", name="Retry").count() == 1


@pytest.mark.parametrize("hash_", [
    "#%E0%A4%A",
    "#play/" + "x" * 100_000,
    '#play/duo/{"moves":[1,,]}%00',
    "#blot-%7B%22seed%22%3A%5B%5D",
])
def test_a_malformed_hash_is_ignored(open_page, hash_):
    page = open_page("blokus/play/" + hash_)
    assert _settle(page) == "ready"
    assert page.locator(".rp-widget-error").count() == 0
    assert page.locator(".rp-blokus-play").count() == 1
