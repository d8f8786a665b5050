"""The page worker starts from the build's Pyodide memory snapshot, and without it.

The build makes the snapshot (``scripts/make_snapshot.mjs``) and names it in
``site/pyodide/snapshot.json``; the worker restores it, says which way it
started (``self.rpBoot``: "snapshot" or "normal"), and falls back to the
normal boot when the snapshot is missing or broken, with a warning only.
"""

from __future__ import annotations

import gzip
import json

import pytest

from .conftest import woken
from tests.paths import SITE

LIVE_TIMEOUT_MS = 120_000
PIECES = "blokus/pieces/"
CARD = 16  # the F pentomino's card


def _snapshot_name() -> str:
    manifest = SITE / "pyodide" / "snapshot.json"
    if not manifest.exists():
        pytest.skip("this build made no memory snapshot (`make build` makes it, or fails)")
    return json.loads(manifest.read_text())["file"]


def _boot_way(page) -> str:
    """Wait for Python ready; the way the page's worker started."""
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
    workers = [w for w in page.workers if "companion-worker" in w.url]
    assert len(workers) == 1, [w.url for w in page.workers]
    return workers[0].evaluate("self.rpBoot")


def _rotate_works(page) -> None:
    """A widget answers: the F card turns (its text names the new orientation)."""
    card = page.locator(".rp-piece-card").nth(CARD)
    assert "showing 1 of 8" in card.inner_text()
    card.get_by_role("button", name="Rotate clockwise").click()
    page.wait_for_function(
        "(n) => document.querySelectorAll('.rp-piece-card')[n].innerText.includes('showing 2 of 8')",
        arg=CARD, timeout=10_000)


def test_the_page_starts_from_the_snapshot(open_page):
    name = _snapshot_name()
    page = open_page(PIECES)
    assert _boot_way(page) == "snapshot"
    assert any(url.endswith("/pyodide/" + name) for url in page.guard.requests)
    _rotate_works(page)
    # Requests keep the error contract: a bad one is a request error, no trace.
    reply = page.evaluate("() => rulesCompanion.handle({op: 'no-such-op', args: {lang: 'fr'}})")
    assert reply["ok"] is False and reply["error"]["kind"] == "request"


@pytest.mark.parametrize("broken", ["missing", "corrupt", "stalled"])
def test_a_broken_snapshot_falls_back_to_the_normal_start(open_page, site_url, broken):
    """Missing, not a snapshot, or a download that stops sending (given up
    after STALL_MS of silence, pyodide-snapshot.mjs): the normal start runs."""
    name = _snapshot_name()
    page = open_page("rulings/")  # no widget: Python not started yet
    page.wait_for_load_state("networkidle")  # the search's files arrive, not cut short by the goto below
    page.guard.allow(name)
    warnings = []
    page.on("worker", lambda w: w.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None))

    def handler(route):
        if broken == "stalled":
            return  # the request stays open and no byte ever comes
        if broken == "missing":
            route.fulfill(status=404, body="not found")
        else:  # a gzip stream of the right kind whose content is no snapshot
            route.fulfill(status=200, body=gzip.compress(b"not a snapshot" * 1000), content_type="application/octet-stream")

    page.context.route("**/pyodide/" + name, handler)
    page.goto(site_url + PIECES)
    assert _boot_way(page) == "normal"
    assert any("no memory snapshot" in text for text in warnings), warnings
    if broken == "stalled":
        assert any("no data for 15 s" in text for text in warnings), warnings
    _rotate_works(page)


def test_offline_the_snapshot_comes_from_the_service_worker(open_page, site_url):
    name = _snapshot_name()
    page = open_page(PIECES, service_workers="allow")
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
    # Python's files are kept as they were used (the worker says which).
    page.wait_for_function("""async ([root, name]) => {
        await navigator.serviceWorker.ready;
        const key = (await caches.keys()).find((k) => k.startsWith("rules-companion-"));
        if (!key) return false;
        const cache = await caches.open(key);
        const has = async (file) => Boolean(await cache.match(root + "pyodide/" + file));
        return (await has(name)) && (await has("snapshot.json")) && (await has("pyodide.asm.wasm"));
    }""", arg=[site_url, name], timeout=60_000)
    page.context.set_offline(True)
    page.goto(site_url + PIECES)  # a full load of the page read: a new worker, no network
    assert _boot_way(page) == "snapshot"
    assert not page.guard.failed
