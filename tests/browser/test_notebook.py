"""Notebooks in the site's JupyterLite: offline, rules_py preinstalled.

One Blokus notebook (the pieces, with the link back to its rule page) and one
BLOT notebook (Martin's round) run every cell through the JupyterLite UI; the
``open_page`` guard fails a test if any request leaves 127.0.0.1.

The kernel starts from its memory snapshot (``lite/kernel-pyodide.mjs``,
made by ``scripts/make_snapshot.mjs --kernel``) in the first test; in the
second, the snapshot is broken on purpose and the kernel starts the plain
way, with a console warning only.
"""

from __future__ import annotations

import gzip
import json
import time

import pytest

from tests.paths import SITE

NOTEBOOK = "lite/notebooks/index.html?path=pieces.ipynb"
SNAPSHOT_SAYS = "rules companion kernel: started from the memory snapshot"
PLAIN_SAYS = "rules companion kernel: no memory snapshot, plain start"


def _kernel_snapshot() -> str:
    manifest = SITE / "pyodide" / "kernel-snapshot.json"
    if not manifest.exists():
        pytest.skip("this build made no kernel memory snapshot (`make build` makes it, or fails)")
    return json.loads(manifest.read_text())["file"]


def _worker_console(page) -> list[str]:
    """Console lines of the page's workers from now on (the kernel starts with the notebook)."""
    lines: list[str] = []
    page.on("worker", lambda w: w.on("console", lambda m: lines.append(m.text)))
    return lines


def test_notebook_imports_rules_py_and_draws_pieces(open_page, screenshots_dir):
    snapshot = _kernel_snapshot()
    start = time.perf_counter()
    page = open_page(NOTEBOOK, service_workers="allow")  # JupyterLite registers its own
    said = _worker_console(page)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    # The kernel preloads rules_py from the site's own lock file: no %pip.
    page.locator(".jp-Notebook").click()
    page.get_by_role("menuitem", name="Run").click()
    page.get_by_text("Run All Cells", exact=True).click()
    page.wait_for_selector("text=rules_py 0.1.0: 21 pieces, 91 orientations", timeout=180_000)
    first_output = time.perf_counter() - start
    # 21 pieces, then the 8 orientations of F, each shown through _repr_svg_.
    page.wait_for_function("() => document.querySelectorAll('.jp-RenderedSVG').length >= 29", timeout=60_000)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.get_by_text("F: size 5, orientations 8").count() == 1
    assert any(line.startswith(SNAPSHOT_SAYS) for line in said), said
    assert any(url.endswith("/pyodide/" + snapshot) for url in page.guard.requests)
    page.screenshot(path=str(screenshots_dir / "notebook.png"))
    print(f"jupyterlite: first output {first_output:.1f} s after navigation")
    # The way back: the first cell links to the rule page at the site's root
    # (JupyterLab would rewrite a relative link into lite/files/..., a 404),
    # in the same tab (it used to open a new one).
    back = page.locator(".jp-RenderedMarkdown a", has_text="The pieces")
    home = page.url.split("/lite/")[0]
    pages = len(page.context.pages)
    with page.expect_navigation():
        back.click()
    page.wait_for_load_state()
    assert page.url == home + "/blokus/pieces/" and len(page.context.pages) == pages
    assert page.title().startswith("The pieces")


def test_bots_notebook_first_run_prints_no_traceback(open_page):
    """The BLOT bots notebook, run once from the kernel's snapshot: no stderr
    output (a reader saw "Exception ignored ... ZipFile.__del__ ... OSError:
    [Errno 8] Bad file descriptor": a file left open in the snapshot, closed
    whenever the garbage collector reached it, so this run does not always
    show it on a build without the fix; scripts/make_snapshot.mjs says why)."""
    snapshot = _kernel_snapshot()
    page = open_page("lite/notebooks/index.html?path=blot-bots.ipynb", service_workers="allow")
    said = _worker_console(page)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.locator(".jp-Notebook").click()
    page.get_by_role("menuitem", name="Run").click()
    page.get_by_text("Run All Cells", exact=True).click()
    # the last cell prints each strong-bot game: its output means every cell ran
    page.wait_for_selector("text=(seat 0 is the strong bot)", timeout=300_000)
    page.wait_for_timeout(1000)  # a late "Exception ignored" would land just after
    stderr = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert stderr.count() == 0, stderr.all_inner_texts()
    assert not any("Bad file descriptor" in line for line in said), said
    assert any(url.endswith("/pyodide/" + snapshot) for url in page.guard.requests)  # the snapshot's start


def test_martin_notebook_scores_16_offline(open_page, site_url):
    """A BLOT notebook: Martin's round replayed in Pyodide, his 16 and the what-ifs after it,
    with a kernel snapshot that is no snapshot: the kernel starts the plain way."""
    snapshot = _kernel_snapshot()
    page = open_page("favicon.ico", service_workers="allow")  # no page yet: the route first
    said = _worker_console(page)
    # A gzip stream of the right kind whose content is no snapshot: it fails in
    # Pyodide's restore, after the wasm module is made.
    page.context.route("**/pyodide/" + snapshot, lambda route: route.fulfill(
        status=200, body=gzip.compress(b"not a snapshot" * 1000), content_type="application/octet-stream"))
    page.goto(site_url + "lite/notebooks/index.html?path=blot-martin.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.locator(".jp-Notebook").click()
    page.get_by_role("menuitem", name="Run").click()
    page.get_by_text("Run All Cells", exact=True).click()
    page.wait_for_selector("text=Martin: 16", timeout=180_000)
    # The last cell's table compares every version: its output means every cell ran.
    page.wait_for_selector(".jp-RenderedHTMLCommon th:text-is('version')", timeout=120_000)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.locator(".jp-OutputArea-output", has_text="Martin now scores").count() == 1
    assert any(line.startswith(PLAIN_SAYS) for line in said), said
    assert not any(line.startswith(SNAPSHOT_SAYS) for line in said), said
