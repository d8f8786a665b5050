"""The pieces notebook in JupyterLite: offline, rules_py preinstalled."""

from __future__ import annotations

import time

NOTEBOOK = "lite/notebooks/index.html?path=pieces.ipynb"


def test_notebook_imports_rules_py_and_draws_pieces(open_page, screenshots_dir):
    start = time.perf_counter()
    page = open_page(NOTEBOOK)
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
    page.screenshot(path=str(screenshots_dir / "notebook.png"))
    print(f"jupyterlite: first output {first_output:.1f} s after navigation")


def test_blot_notebook_runs_every_cell_offline(open_page):
    page = open_page("lite/notebooks/index.html?path=blot.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.locator(".jp-Notebook").click()
    page.get_by_role("menuitem", name="Run").click()
    page.get_by_text("Run All Cells", exact=True).click()
    # The explain cell prints one verdict per tile; the last cell prints JSON.
    page.wait_for_selector("text=/yellow -> /", timeout=180_000)
    page.wait_for_selector("text=/\"actions\"/", timeout=60_000)
    # Cells run in order, so the last output means every cell ran; JupyterLab
    # only renders cells near the viewport, so count what is drawn loosely.
    assert page.locator(".jp-RenderedSVG").count() >= 1
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
