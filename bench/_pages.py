"""Page speed a reader feels, in headless Chromium: printed, never asserted.

Each figure is the min and the median of RUNS runs, measured inside the page
from its own clock (``performance.now()``, zero at navigation start), printed
beside its target:

* first page: navigation -> the Duo play page's widgets live, cold (a new
  browser context: empty cache) and warm (the same context again, so the
  HTTP cache and the offline service worker hold every file);
* bare page: the same for a page that only boots the same Pyodide (the
  site's own copy) and imports ``rules_py`` in a worker, nothing else;
  ``first/bare`` is the ratio of the medians (target <= 1.0);
* next page: a click on an in-site link -> the new page's widgets live,
  once a page of the visit is live (instant navigation, one Python).

Needs the built site (``make build``) and ``/usr/bin/chromium``.

    python bench/_pages.py [RUNS]
"""

from __future__ import annotations

import os
import pathlib
import statistics
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
#: The built site; RP_BENCH_SITE names another copy (a before/after comparison).
SITE = pathlib.Path(os.environ.get("RP_BENCH_SITE", ROOT / "site"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "scripts"))

RUNS = 5
LIVE_TIMEOUT_MS = 180_000

#: The bare page: one worker that boots Pyodide and imports rules_py.
BARE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head>
<body><p>Bare Pyodide boot</p><script>
const worker = new Worker("bare-worker.js", {type: "module"});
worker.onmessage = (e) => { window.__live = performance.now(); document.documentElement.dataset.live = e.data; };
</script></body></html>"""
BARE_WORKER = """const indexURL = new URL("pyodide/", self.location.href).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL, packages: [] });
await pyodide.loadPackage("rules_py", { messageCallback: () => {} });
pyodide.runPython("import rules_py.web");
self.postMessage("ready");
"""

#: In the site's pages: the time (page clock) Python became ready, and the
#: number of Python workers started (window.__rpWorkers).
MARK_READY = """(() => {
  const Real = window.Worker;
  window.__rpWorkers = 0;
  window.Worker = class extends Real {
    constructor(url, options) {
      super(url, options);
      if (String(url).includes("companion-worker")) window.__rpWorkers += 1;
    }
  };
  const seen = () => {
    if (document.documentElement.dataset.rpPython === "ready" && !window.__live) window.__live = performance.now();
  };
  // The init script runs before <html> exists: watch the whole document.
  new MutationObserver(seen).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-rp-python"]});
})();"""

#: Click the link to `target` (absolute URL) and resolve with the ms until
#: the new content's widgets are live (same page clock, no reload).
CLICK_TO_LIVE = """(target) => new Promise((resolve, reject) => {
  const old = document.querySelector("article");
  const link = [...document.querySelectorAll("a[href]")].find((a) => a.href === target);
  if (!link) { reject(new Error("no link to " + target)); return; }
  const live = () => {
    const article = document.querySelector("article");
    return location.href === target && article !== old && article.querySelector(".rp-widget.rp-live");
  };
  const start = performance.now();
  const obs = new MutationObserver(() => {
    if (live()) { obs.disconnect(); resolve(performance.now() - start); }
  });
  obs.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ["class"]});
  link.click();
})"""


#: How the site's page workers started ("snapshot" or "normal"), printed at the end.
BOOT_WAYS: set[str] = set()


def line(name: str, values: list[float], target: str) -> None:
    """One figure: min and median of the runs, in seconds, beside its target."""
    print(f"{name}: min {min(values):.2f} s, median {statistics.median(values):.2f} s "
          f"(n={len(values)}; target {target})", flush=True)


def page_live(context, url: str, *, offline_copy: bool = False) -> float:
    """Navigate a new tab of `context` to `url`; seconds to widgets live (page clock).

    With `offline_copy`, the tab stays until the service worker has cached
    the site (so the next visit is the warm one a reader gets).
    """
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => window.__live", timeout=LIVE_TIMEOUT_MS)
    took = page.evaluate("window.__live") / 1000
    ways = [w.evaluate("self.rpBoot || 'normal'") for w in page.workers if "companion-worker" in w.url]
    BOOT_WAYS.update(ways)
    if offline_copy:
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.close()
    return took


def first_and_bare(browser, site_url: str, bare_url: str, runs: int) -> None:
    """Cold and warm: the pieces page against the bare Pyodide page."""
    figures: dict[str, list[float]] = {}
    for _ in range(runs):
        # The Duo play page: made for acting, its Python starts as the board comes into view.
        for name, url, workers in (("first_page", site_url + "blokus/play/", "allow"),
                                   ("bare_page", bare_url + "bare.html", "block")):
            context = browser.new_context(service_workers=workers)
            context.add_init_script(MARK_READY)
            figures.setdefault(f"{name}_cold", []).append(page_live(context, url, offline_copy=workers == "allow"))
            figures.setdefault(f"{name}_warm", []).append(page_live(context, url))
            context.close()
    for label in ("cold", "warm"):
        first, bare = figures[f"first_page_{label}"], figures[f"bare_page_{label}"]
        line(f"first_page_live_{label}", first, "none: compare with the bare page")
        line(f"bare_pyodide_live_{label}", bare, "reference")
        ratio = statistics.median(first) / statistics.median(bare)
        print(f"first_page_vs_bare_{label}: {ratio:.2f} x (medians; target <= 1.0 x)", flush=True)
    print(f"first_page_boot: {', '.join(sorted(BOOT_WAYS)) or 'unknown'} (the bare page never uses the snapshot)",
          flush=True)


def next_page(browser, site_url: str, runs: int) -> None:
    """Click -> widgets live, between two widget pages, once the visit is live."""
    context = browser.new_context(service_workers="block")  # the network, not the offline copy
    context.add_init_script(MARK_READY)
    page = context.new_page()
    page.goto(site_url + "blokus/")
    page.evaluate("() => window.rulesCompanion.start()")  # the reader's first act: Python for the visit
    page.wait_for_function("() => window.__live", timeout=LIVE_TIMEOUT_MS)
    took = []
    targets = [site_url + "blokus/pieces/", site_url + "blokus/"]
    for i in range(2 * runs):
        took.append(page.evaluate(CLICK_TO_LIVE, targets[i % 2]) / 1000)
    workers = page.evaluate("window.__rpWorkers")
    context.close()
    line("next_page_live", took, "<= 0.3 s")
    print(f"next_page_python_workers: {workers} (target 1: one Python per visit)", flush=True)


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv else RUNS
    if not (SITE / "pyodide" / "pyodide-lock.json").exists():
        print("site not built: run `make build`", file=sys.stderr)
        return 1
    chromium = pathlib.Path("/usr/bin/chromium")
    if not chromium.exists():
        print("no /usr/bin/chromium: page timings skipped", file=sys.stderr)
        return 0
    from conftest import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import serve_in_thread

    with tempfile.TemporaryDirectory() as tmp:
        bare_dir = pathlib.Path(tmp)
        (bare_dir / "bare.html").write_text(BARE_HTML)
        (bare_dir / "bare-worker.js").write_text(BARE_WORKER)
        (bare_dir / "pyodide").symlink_to(SITE / "pyodide")
        site_server, site_url = serve_in_thread(SITE)
        bare_server, bare_url = serve_in_thread(bare_dir)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=str(chromium), headless=True, args=CHROMIUM_ARGS)
                next_page(browser, site_url, runs)
                first_and_bare(browser, site_url, bare_url, runs)
                browser.close()
        finally:
            site_server.shutdown()
            bare_server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
