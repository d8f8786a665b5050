"""Placement feedback latency for ``make bench``: pointer move -> ghost redrawn.

Printed, never asserted. Needs the built site (``make build``) and
``/usr/bin/chromium``; says so and stops otherwise.

On the game page (Duo, the reader to move), Playwright moves the mouse
from cell to cell over the whole board. For each move the page itself
records the time from the ``pointermove`` event (its ``timeStamp``: when
the browser took the input) to the first animation frame after
``placement.js`` replaced the ghost's cells (a MutationObserver on the
ghost group), that is, the frame in which the new ghost is painted. Every
cell counts, legal ghosts and illegal ones alike (an illegal ghost's
reason comes later from Python; that is not part of this figure).

Prints ``placement_ghost_p50`` / ``_p95`` in ms, the p95 beside its
target (<= 50 ms in headless Chromium on the 2-core machine).
"""

from __future__ import annotations

import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "scripts"))

TARGET_MS = 50.0
#: cells visited (in a snake over the board, each one a new ghost)
MOVES = 150

# In the page: the timestamps of each pointermove over a cell, and of the
# frame after the ghost's next change.
PROBE = """() => {
  window.__lat = []; let pending = null;
  document.addEventListener('pointermove', (e) => {
    if (e.target.closest && e.target.closest('[data-cell]')) pending = e.timeStamp;
  }, true);
  const ghost = document.querySelector('.rp-blokus-play .rp-place-board svg');
  new MutationObserver(() => {
    if (pending === null) return;
    const t0 = pending; pending = null;
    requestAnimationFrame(() => window.__lat.push(performance.now() - t0));
  }).observe(ghost, {childList: true, subtree: true});
}"""


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def main() -> int:
    chromium = pathlib.Path("/usr/bin/chromium")
    if not (SITE / "pyodide" / "pyodide-lock.json").exists() or not chromium.exists():
        print("placement bench skipped: needs the built site and /usr/bin/chromium", file=sys.stderr)
        return 0
    from conftest import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import serve_in_thread

    server, url = serve_in_thread(SITE)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(chromium), headless=True, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        page.goto(url + "blokus/play/")
        page.wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=180_000)
        page.wait_for_selector(".rp-blokus-play .rp-place-board[data-place]")
        board = page.locator(".rp-blokus-play .rp-place-board")
        board.scroll_into_view_if_needed()
        page.evaluate(PROBE)
        cells = board.locator("[data-cell]")
        names = cells.evaluate_all("els => els.map(e => e.dataset.cell)")
        boxes = {}
        for name in names[:MOVES]:
            box = page.locator(f'.rp-blokus-play [data-cell="{name}"]').bounding_box()
            boxes[name] = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        for x, y in boxes.values():
            page.mouse.move(x, y)
            page.wait_for_timeout(20)  # a reader's pointer does not teleport 150 cells a frame
        page.wait_for_timeout(200)
        lat = page.evaluate("() => window.__lat")
        browser.close()
    server.shutdown()
    if len(lat) < 20:
        print(f"placement bench: only {len(lat)} ghosts were timed", file=sys.stderr)
        return 1
    print(f"placement_ghost_p50: {statistics.median(lat):.1f} ms ({len(lat)} moves)")
    print(f"placement_ghost_p95: {p95(lat):.1f} ms (target <= {TARGET_MS:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
