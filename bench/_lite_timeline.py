"""Where the time goes when a notebook opens in the site's JupyterLite.

    python bench/_lite_timeline.py [SITE_DIR] [NOTEBOOK] [--all]

Opens ``lite/notebooks/index.html?path=NOTEBOOK`` (default ``pieces.ipynb``)
cold in headless Chromium, clicks "Run All Cells" and prints a timeline in
seconds since navigation: the console of the page and of the kernel's worker
(Pyodide's "Loading ..." lines, the first cell's package check), every
finished request with its body size (``--all``: the requests as they start
too), the kernel worker's start and the first output. Then the number of
requests and bytes. A diagnostic for the notebook figures of
``bench/_browser.py --notebook``; printed, never asserted.
"""

from __future__ import annotations

import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "scripts"))


def timeline(site: pathlib.Path, notebook: str, every_request: bool) -> list[tuple[float, str, str]]:
    """The (seconds, kind, text) events of one cold open-and-run of ``notebook``."""
    from conftest import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import serve_in_thread

    server, url = serve_in_thread(site)
    events: list[tuple[float, str, str]] = []
    start = time.perf_counter()

    def log(kind: str, text: str) -> None:
        events.append((time.perf_counter() - start, kind, text.replace(url, "/")[:160]))

    def finished(request) -> None:
        log("done", f"{request.sizes()['responseBodySize']:>9} {request.url}")

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="allow")
        if every_request:
            context.on("request", lambda r: log("request", r.url))
        context.on("requestfinished", finished)
        context.on("requestfailed", lambda r: log("FAILED", r.url))
        page = context.new_page()
        page.on("console", lambda m: log("console", m.text))
        page.on("worker", lambda w: (log("worker", w.url), w.on("console", lambda m: log("worker:", m.text))))
        start = time.perf_counter()
        page.goto(url + "lite/notebooks/index.html?path=" + notebook)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        log("ui", "cells visible")
        page.locator(".jp-Notebook").click()
        page.get_by_role("menuitem", name="Run").click()
        page.get_by_text("Run All Cells", exact=True).click()
        page.wait_for_selector(".jp-OutputArea-output", timeout=300_000)
        log("ui", "FIRST OUTPUT")
        browser.close()
    server.shutdown()
    return events


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    site = pathlib.Path(args[0]) if args else ROOT / "site"
    notebook = args[1] if len(args) > 1 else "pieces.ipynb"
    if not (site / "lite" / "notebooks" / "index.html").exists():
        print(f"{site}/lite is not built: run `make build`", file=sys.stderr)
        return 1
    events = timeline(site, notebook, "--all" in argv)
    for seconds, kind, text in events:
        print(f"{seconds:7.2f} {kind:8} {text}")
    done = [int(text.split()[0]) for _, kind, text in events if kind == "done"]
    print(f"requests: {len(done)}, bytes: {sum(n for n in done if n > 0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
