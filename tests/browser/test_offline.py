"""Offline: what the reader used is kept; the whole site on consent only.

* Without consent, a rules page read once (its worked examples stepped)
  reopens with the network cut and still steps through its examples.
* The home page, with the service worker allowed and no tap, costs at most
  1 MB in 20 s: nothing of the offline copy is fetched unasked.
* After consent (the home page's box), the service worker (site/sw.js)
  fetches every page, asset and the Pyodide files, saying how far it got;
  with the network cut, a page never opened before loads, its Python starts
  from the cache, and its widget answers (drawn by Pyodide, not the build).
* A new build gives the worker a new version and cache name, and the old
  cache is deleted.
"""

from __future__ import annotations

import importlib.util
import json
import re

from .conftest import ROOT, SITE, woken

LIVE_TIMEOUT_MS = 120_000
READY = 'html[data-rp-python="ready"]'
#: The home page's weight, unasked, in bytes (20 s after it loads).
HOME_BUDGET = 1_000_000
#: The cache's keys, once the worker controls the page.
CACHED = """async () => {
    await navigator.serviceWorker.ready;
    const names = await caches.keys();
    if (names.length !== 1) return null;
    const cache = await caches.open(names[0]);
    return (await cache.keys()).map((r) => r.url);
}"""


def _cached(page) -> list[str]:
    return page.evaluate(CACHED) or []


def test_the_whole_copy_only_on_consent(open_page, site_url):
    page = open_page("", service_workers="allow")
    page.wait_for_timeout(20_000)
    weight = page.guard.transferred()
    assert weight <= HOME_BUDGET, f"the home page moved {weight} bytes unasked"
    assert not [u for u in page.guard.requests if "/pyodide/" in u], "Python was fetched unasked"
    cached = _cached(page)
    assert site_url + "trigon/pieces/" not in cached  # no page the reader did not open
    assert site_url in cached  # the page read is kept

    box = page.locator("input[data-rp-offline]")
    assert not box.is_checked()
    box.check()
    said = page.locator(".rp-offline-said")
    said.filter(has_text="keeps a copy of the whole site").wait_for(timeout=LIVE_TIMEOUT_MS)
    assert page.evaluate("() => localStorage.getItem('rp-offline')") == "all"

    page.context.set_offline(True)
    page.goto(site_url + "trigon/pieces/")  # a full load, not an instant navigation
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    card = page.locator(".rp-piece-card").first
    assert card.get_attribute("data-python") != "emscripten"  # drawn by the build
    card.locator("[data-act]").last.click()
    page.wait_for_selector('.rp-piece-card[data-python="emscripten"]', timeout=20_000)
    # Every request of the offline page was answered by the service worker.
    assert not page.guard.failed

    # Unticked: the copy is deleted.
    page.context.set_offline(False)
    page.goto(site_url)
    page.locator("input[data-rp-offline]").uncheck()
    said.filter(has_text="keeps no copy").wait_for(timeout=20_000)
    assert site_url + "trigon/pieces/" not in _cached(page)


def test_a_page_read_once_reopens_offline_with_its_steps(open_page, site_url):
    page = open_page("blot/examples/", service_workers="allow")
    widget = page.locator(".md-typeset > .rp-widget[data-steps]").first
    steps = site_url + widget.get_attribute("data-steps")
    widget.locator(".rp-step-bar > button").first.click()  # a step: the steps file is read
    page.wait_for_function("([page, steps]) => navigator.serviceWorker.ready.then(async () => {"
                           " const names = await caches.keys(); if (names.length !== 1) return false;"
                           " const c = await caches.open(names[0]);"
                           " return Boolean(await c.match(page)) && Boolean(await c.match(steps)); })",
                           arg=[site_url + "blot/examples/", steps], timeout=30_000)
    page.context.set_offline(True)
    page.goto(site_url + "blot/examples/")
    widget = page.locator(".md-typeset > .rp-widget[data-steps]").first
    before = widget.get_attribute("data-state")
    widget.locator(".rp-step-bar > button").nth(3).click()  # to the last step
    page.wait_for_function("(before) => document.querySelector('.md-typeset > .rp-widget[data-steps]')"
                           ".dataset.state !== before", arg=before, timeout=10_000)
    assert json.loads(widget.get_attribute("data-state"))["step"] > 0
    assert not page.guard.failed
    assert not [u for u in page.guard.requests if "/pyodide/" in u]


def _hooks():
    spec = importlib.util.spec_from_file_location("rp_hooks", ROOT / "docs" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _version(site) -> str:
    return re.search(r'const VERSION = "([0-9a-f]+)"', (site / "sw.js").read_text()).group(1)


def test_the_cache_version_changes_with_any_file(tmp_path):
    hooks = _hooks()
    (tmp_path / "blokus").mkdir()
    (tmp_path / "index.html").write_text("home")
    (tmp_path / "blokus" / "index.html").write_text("rules")
    hooks._write_service_worker(tmp_path)
    first = _version(tmp_path)
    hooks._write_service_worker(tmp_path)
    assert _version(tmp_path) == first  # the same files, the same version
    (tmp_path / "blokus" / "index.html").write_text("rules!")
    hooks._write_service_worker(tmp_path)
    assert _version(tmp_path) != first


def test_the_built_worker_lists_the_site():
    text = (SITE / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", text, re.S).group(1))
    assert "./" in files and "fr/blokus/pieces/" in files and "assets/companion.js" in files
    assert "assets/embed-mode.js" in files  # an Embed frame (?embed=1) shows its widget alone offline too
    assert "pyodide/pyodide.asm.wasm" in files and any(f.startswith("pyodide/rules_py-") for f in files)
    assert not any(f.startswith("lite/") for f in files)  # JupyterLite is left to the network
    for rel in files:  # each names a file of the site (a page by its folder)
        assert (SITE / (rel + "index.html" if rel.endswith("/") else rel)).is_file(), rel
