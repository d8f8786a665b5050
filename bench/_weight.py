"""What a reader downloads, and how soon a step or a game answers (headless Chromium).

Printed, never asserted (the browser tests hold the budgets):

* ``read_path_kb.<page>``: a worked-example page, cold, read and every
  example on it stepped to its end and back (the server gzips as static
  hosts do): the page, its assets and its steps files; the worker never starts;
* ``first_step_ms.cold`` / ``.warm``: a tap on Next -> the new drawing in the
  page, the first time (the steps file not fetched yet: a tap with no hover
  before it, as on a phone) and once the file is there (median of the
  page's examples);
* ``home_unasked_kb``: the home page, service worker allowed, 20 s without a tap;
* ``play_ready_s_20mbit``: the Duo play page, cold, on a 20 Mbit/s link (40 ms
  round trips): navigation -> a board that takes a move (Python ready);
* ``python_first_act_kb``: what that start downloaded under ``pyodide/``.

    python bench/_weight.py
"""

from __future__ import annotations

import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "scripts"))

STEP_WIDGETS = ".md-typeset > .rp-widget[data-steps]"
#: Click button `n` of the step bar of the widget `id`; resolve with the ms to its new drawing.
TAP_TO_DRAWN = """([id, n]) => new Promise((resolve) => {
  const sel = `.rp-widget[data-rp-id="${id}"]`;
  const old = document.querySelector(sel);
  const start = performance.now();
  new MutationObserver((_, obs) => {
    const now = document.querySelector(sel);
    if (now && now !== old) { obs.disconnect(); resolve(performance.now() - start); }
  }).observe(document.body, {subtree: true, childList: true});
  old.querySelectorAll(".rp-step-bar > button")[n].click();
})"""


def transferred(requests: list) -> int:
    total = 0
    for request in requests:
        sizes = request.sizes()
        total += max(0, sizes["responseHeadersSize"]) + max(0, sizes["responseBodySize"])
    return total


def worked_examples(browser, url: str, path: str) -> tuple[float, list[float], list[float]]:
    context = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844})
    done: list = []
    context.on("requestfinished", lambda request: done.append(request))
    page = context.new_page()
    page.goto(url + path)
    ids = page.eval_on_selector_all(STEP_WIDGETS, "(ws) => ws.map((w) => w.dataset.rpId)")
    cold, warm = [], []
    for widget_id in ids:
        bar = page.locator(f'.rp-widget[data-rp-id="{widget_id}"] .rp-step-bar > button')
        first = 2 if not bar.nth(2).is_disabled() else 1  # Next, or Back at the last step
        cold.append(page.evaluate(TAP_TO_DRAWN, [widget_id, first]))
        for n in (3, 0):  # to the end, to the start
            if not page.locator(f'.rp-widget[data-rp-id="{widget_id}"] .rp-step-bar > button').nth(n).is_disabled():
                warm.append(page.evaluate(TAP_TO_DRAWN, [widget_id, n]))
    python = [r.url for r in done if "/pyodide/" in r.url]
    weight = transferred(done)
    context.close()
    if python:
        print(f"  (Python was fetched on {path}: {python[:3]})", file=sys.stderr)
    return weight / 1000, cold, warm


def home_unasked(browser, url: str) -> float:
    context = browser.new_context(service_workers="allow")
    done: list = []
    context.on("requestfinished", lambda request: done.append(request))
    page = context.new_page()
    page.goto(url)
    page.wait_for_timeout(20_000)
    weight = transferred(done)
    context.close()
    return weight / 1000


def play_ready(browser, url: str) -> tuple[float, float]:
    context = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844})
    done: list = []
    context.on("requestfinished", lambda request: done.append(request))
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 40,
                                                   "downloadThroughput": 20e6 / 8, "uploadThroughput": 5e6 / 8})
    page.goto(url + "blokus/play/", wait_until="commit")
    page.wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=600_000)
    took = page.evaluate("() => performance.now()") / 1000
    python = transferred([r for r in done if "/pyodide/" in r.url or "companion-worker" in r.url])
    context.close()
    return took, python / 1000


def main() -> int:
    chromium = pathlib.Path("/usr/bin/chromium")
    if not (SITE / "pyodide" / "pyodide-lock.json").exists() or not chromium.exists():
        print("weight bench skipped: needs the built site and /usr/bin/chromium", file=sys.stderr)
        return 0
    from conftest import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import serve_in_thread

    server, url = serve_in_thread(SITE)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(chromium), headless=True, args=CHROMIUM_ARGS)
            colds, warms = [], []
            for path in ("blot/examples/", "blokus/examples/"):
                kb, cold, warm = worked_examples(browser, url, path)
                colds += cold
                warms += warm
                print(f"read_path_kb.{path.strip('/').replace('/', '_')}: {kb:.0f} KB (target <= 2000 KB)", flush=True)
            print(f"first_step_ms.cold: {statistics.median(colds):.0f} ms (median of {len(colds)}; "
                  f"max {max(colds):.0f}; target < 100 ms)", flush=True)
            print(f"first_step_ms.warm: {statistics.median(warms):.0f} ms (median of {len(warms)}; "
                  f"max {max(warms):.0f})", flush=True)
            print(f"home_unasked_kb: {home_unasked(browser, url):.0f} KB (target <= 1000 KB)", flush=True)
            took, python = play_ready(browser, url)
            print(f"play_ready_s_20mbit: {took:.1f} s (navigation to a board that takes a move)", flush=True)
            print(f"python_first_act_kb: {python:.0f} KB", flush=True)
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
