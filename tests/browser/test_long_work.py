"""Long work in the page: "Working… (n s)" with progress, and Cancel.

On the four-square puzzles page, the first widget is sent a search known to
take many seconds (the five-square rectangle with colours apart, seed 1:
over 8 s in CPython, more in Pyodide). After a second the widget shows how
long it has run and how many steps the solver has searched (reported from
Python while it runs); Cancel ends the worker, the widget says so in a
sentence, and the next action starts a fresh Python that answers it.
"""

from __future__ import annotations

import json
import re

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
WIDGET = ".rp-widget[data-widget='puzzles-solve']"
LONG_STATE = {"puzzle": "pentominoes-15x16-colours", "seed": 0, "limit": 60, "mode": "solution"}




def test_a_long_solve_shows_progress_and_can_be_cancelled(open_page):
    page = open_page("puzzles/tetrominoes/")
    _ready(page)
    widget = page.locator(WIDGET).first
    original = widget.get_attribute("data-state")
    first_worker = page.evaluate("() => { window.__rpFirstWorker = window.rulesCompanion._worker(); return true; }")
    assert first_worker

    # A long search, sent as a click would (the page's state is the reader's to change).
    widget.evaluate("(w, state) => { w.dataset.state = state;"
                    " window.rulesCompanion.act(w, {do: 'seed', seed: 1}); }", json.dumps(LONG_STATE))
    working = page.locator(f"{WIDGET} .rp-working").first
    working.wait_for(timeout=10_000)
    assert re.search(r"Working… \(\d+ s", working.inner_text()), working.inner_text()
    # Progress from Python while it searches.
    page.wait_for_function(
        "() => /steps searched/.test((document.querySelector('.rp-working') || {}).textContent || '')",
        timeout=20_000)

    working.get_by_role("button", name="Cancel").click()
    error = page.locator(f"{WIDGET} .rp-widget-error").first
    error.wait_for(timeout=5_000)
    assert "Cancelled" in error.inner_text()
    assert page.locator(".rp-working").count() == 0
    assert page.locator("html").get_attribute("data-rp-python") == "stopped"
    assert page.evaluate("() => window.rulesCompanion._worker()") is None

    # The next (normal) action starts a fresh worker and is answered.
    page.locator(WIDGET).first.evaluate("(w, state) => { w.dataset.state = state; }", original)
    # (the page draws the puzzle with its solution hidden until asked for)
    page.locator(WIDGET).first.get_by_role("button", name="Show a solution").click()
    page.wait_for_function("(s) => { const w = document.querySelector(s);"
                           " return w && !w.getAttribute('aria-busy') && JSON.parse(w.dataset.state).mode === 'solution'; }",
                           arg=WIDGET, timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready"
    assert page.evaluate("() => window.rulesCompanion._worker() !== window.__rpFirstWorker")
    assert "Solution number 0" in page.locator(WIDGET).first.inner_text()
