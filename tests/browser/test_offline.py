"""Offline after the first visit: the service worker keeps the whole site.

A first visit, online, to one page lets the service worker (site/sw.js)
cache every page, asset and the Pyodide files. With the network cut, a
page never opened before loads, its Python starts from the cache, and its
widget answers (drawn by Pyodide, not the build). A new build gives the
worker a new version and cache name, and the old cache is deleted.
"""

from __future__ import annotations

import importlib.util
import json
import re

from conftest import ROOT, SITE, woken

LIVE_TIMEOUT_MS = 120_000
READY = 'html[data-rp-python="ready"]'


def test_a_page_never_opened_works_offline(open_page, site_url):
    page = open_page("blokus/pieces/", service_workers="allow")
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    # Installed means every file is cached (install fails unless all are).
    cache = page.evaluate("""async () => {
        const reg = await navigator.serviceWorker.ready;
        return reg.active ? (await caches.keys()) : null;
    }""")
    assert cache == ["rules-companion-" + _version(SITE)]

    page.context.set_offline(True)
    page.goto(site_url + "trigon/pieces/")  # a full load, not an instant navigation
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    card = page.locator(".rp-piece-card").first
    assert card.get_attribute("data-python") != "emscripten"  # drawn by the build
    card.locator("[data-act]").last.click()
    page.wait_for_selector('.rp-piece-card[data-python="emscripten"]', timeout=20_000)
    # Every request of the offline page was answered by the service worker.
    assert not page.guard.failed


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
