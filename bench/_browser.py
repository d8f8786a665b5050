"""Site figures for ``make bench``: sizes, and page timings in headless Chromium.

Printed, never asserted. Needs the built site (``make build``) and
``/usr/bin/chromium``; says so and stops otherwise.

* sizes: the rules_py wheel, the whole site, Pyodide's share (site/pyodide),
  JupyterLite's share (site/lite);
* pieces page: navigation -> Python ready (the widgets live), cold (empty
  cache) and warm (same browser context, second visit), and one rotate
  click -> the card redrawn by Pyodide;
* notebook: navigation -> first output of "Run All Cells", cold and warm;
  then cold again, alternating with a stock JupyterLite (``bench/_stock_lite.py``:
  JupyterLite's defaults, the same offline Pyodide, ``rules_py`` preloaded,
  served the same way), ``ROUNDS`` runs each: median and min, and their ratios
  beside the 0.7x target (a notebook's first output in at most 0.7x the stock
  JupyterLite's time).
"""

from __future__ import annotations

import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "bench"))
NOTEBOOK = "pieces.ipynb"
#: Cold runs of each JupyterLite, alternated so a busy machine weighs on both alike.
ROUNDS = 3
#: The notebooks' target: ours, cold, at most this fraction of the stock JupyterLite's time.
TARGET_RATIO = 0.7


def size(path: pathlib.Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def mb(n: int) -> str:
    return f"{n / 1e6:.2f}"


def open_and_run(page, url: str, *, reload: bool = False) -> float:
    """Seconds from navigation (or reload) to the pieces notebook's first output after "Run All Cells"."""
    start = time.perf_counter()
    if reload:
        page.reload()
    else:
        page.goto(url + "lite/notebooks/index.html?path=" + NOTEBOOK)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.locator(".jp-Notebook").click()
    page.get_by_role("menuitem", name="Run").click()
    page.get_by_text("Run All Cells", exact=True).click()
    page.wait_for_selector("text=21 pieces, 91 orientations", timeout=180_000)
    return time.perf_counter() - start


def notebook_timings(browser, url: str) -> None:
    """Ours cold and warm, then ours and a stock JupyterLite cold, alternating, same Pyodide."""
    import _stock_lite
    from serve import serve_in_thread

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    print(f"notebook_first_output_cold: {open_and_run(page, url):.2f} s")
    print(f"notebook_first_output_warm: {open_and_run(page, url, reload=True):.2f} s")  # files cached
    context.close()
    try:
        root = _stock_lite.build(SITE, ROOT / "build" / "bench-stock-lite", ROOT / "notebooks" / NOTEBOOK)
    except (RuntimeError, OSError) as exc:
        print(f"stock JupyterLite not built, comparison skipped: {exc}", file=sys.stderr)
        return
    print(f"stock_jupyterlite_size: {mb(size(root / 'lite'))} MB")
    server, stock_url = serve_in_thread(root)
    times: dict[str, list[float]] = {"ours": [], "stock": []}
    for _ in range(ROUNDS):
        for name, base in (("stock", stock_url), ("ours", url)):
            context = browser.new_context(viewport={"width": 1280, "height": 900})  # empty cache: cold
            times[name].append(open_and_run(context.new_page(), base))
            context.close()
    server.shutdown()
    for name, runs in times.items():
        shown = ", ".join(f"{t:.2f}" for t in runs)
        print(f"notebook_first_output_cold_{name}: {statistics.median(runs):.2f} s "
              f"(median; min {min(runs):.2f}; runs {shown})")
    # Both figures: the median is the usual one, the min the least disturbed by a busy machine.
    for stat in (statistics.median, min):
        ratio = stat(times["ours"]) / stat(times["stock"])
        print(f"notebook_first_output_cold_ours_over_stock_{stat.__name__}: {ratio:.2f} x "
              f"(target <= {TARGET_RATIO} x)")


def main(argv: list[str]) -> int:
    if not (SITE / "pyodide" / "pyodide-lock.json").exists():
        print("site not built: run `make build`", file=sys.stderr)
        return 1
    wheel = next((SITE / "pyodide").glob("rules_py-*.whl"))
    total, pyo, lite = size(SITE), size(SITE / "pyodide"), size(SITE / "lite")
    print(f"wheel_rules_py: {wheel.stat().st_size / 1e3:.1f} kB")
    print(f"site_total: {mb(total)} MB")
    print(f"site_pyodide: {mb(pyo)} MB")
    print(f"site_pyodide_share: {100 * pyo / total:.1f} %")
    print(f"site_jupyterlite: {mb(lite)} MB")
    print(f"pyodide_runtime_download: {mb(sum(size(SITE / 'pyodide' / n) for n in ('pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip')))} MB")

    chromium = pathlib.Path("/usr/bin/chromium")
    if not chromium.exists():
        print("no /usr/bin/chromium: page timings skipped", file=sys.stderr)
        return 0
    from conftest import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import serve_in_thread

    server, url = serve_in_thread(SITE)
    ready = 'html[data-rp-python="ready"]'
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(chromium), headless=True, args=CHROMIUM_ARGS)
        if "--notebook" in argv:  # only the notebook figures (`_runner.py notebook`)
            notebook_timings(browser, url)
            browser.close()
            server.shutdown()
            return 0
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        for label in ("cold", "warm"):
            start = time.perf_counter()
            page.goto(url + "blokus/pieces/")
            page.evaluate("() => window.rulesCompanion.start()")  # the reader's first act (Python on intent)
            page.wait_for_selector(ready, state="attached", timeout=180_000)
            print(f"pieces_widget_live_{label}: {time.perf_counter() - start:.2f} s")
        # Measured in the page: click -> the redrawn card is in the DOM.
        took = page.evaluate("""() => new Promise((resolve) => {
            const cards = () => document.querySelectorAll('.rp-piece-card');
            const old = cards()[16];
            const start = performance.now();
            new MutationObserver((_, obs) => {
                if (cards()[16] !== old) { obs.disconnect(); resolve(performance.now() - start); }
            }).observe(old.parentNode, {childList: true});
            old.querySelector('[aria-label="Rotate clockwise"]').click();
        })""")
        print(f"pieces_rotate_click_to_redraw: {took:.1f} ms")
        context.close()

        notebook_timings(browser, url)
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
