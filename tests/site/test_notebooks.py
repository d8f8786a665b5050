"""Every notebook runs in CPython, cell by cell, and draws something.

The notebooks in ``notebooks/`` are meant to run unchanged in the site's
JupyterLite (Pyodide) and in a CPython Jupyter. Here each one's code cells
are executed in order in one namespace, the way a kernel would: a cell's
last expression is evaluated and kept as that cell's displayed value, and
``IPython.display.display`` (stubbed when IPython is not installed) records
what it is given. A notebook passes when no cell raises and at least one
displayed object renders as SVG or HTML that parses as XML (our markup
builder writes well-formed XML, so a broken drawing fails here).
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import pathlib
import sys
import types
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
#: Whole-file budget: all notebooks together (see the issue "Notebooks for every game").


def load(path: pathlib.Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def code_cells(nb: dict[str, Any]) -> list[str]:
    out = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            src = cell["source"]
            out.append("".join(src) if isinstance(src, list) else src)
    return out


def markups(obj: Any) -> list[str]:
    """The SVG and HTML renderings a notebook front end would use for ``obj``."""
    found = []
    for name in ("_repr_svg_", "_repr_html_"):
        method = getattr(obj, name, None)
        if callable(method):
            text = method()
            if text:
                found.append(text)
    bundle = getattr(obj, "_repr_mimebundle_", None)
    if callable(bundle):
        data = bundle() or {}
        found += [data[m] for m in ("image/svg+xml", "text/html") if data.get(m)]
    return found


def run_cell(source: str, ns: dict[str, Any], shown: list[Any]) -> None:
    """Execute one cell like a kernel: statements, then the last expression's value."""
    tree = ast.parse(source)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, "<cell>", "exec"), ns)
    if last is not None:
        value = eval(compile(last, "<cell>", "eval"), ns)
        if value is not None:
            shown.append(value)


@pytest.fixture
def display_stub(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """``IPython.display.display`` records its arguments (a stub module if IPython is absent)."""
    shown: list[Any] = []
    try:
        import IPython.display as ipd  # noqa: F401
        monkeypatch.setattr("IPython.display.display", lambda *objs, **kw: shown.extend(objs))
    except ImportError:
        pkg = types.ModuleType("IPython")
        mod = types.ModuleType("IPython.display")
        mod.display = lambda *objs, **kw: shown.extend(objs)  # type: ignore[attr-defined]
        pkg.display = mod  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, "IPython", pkg)
        monkeypatch.setitem(sys.modules, "IPython.display", mod)
    return shown


def test_there_are_notebooks_for_every_game() -> None:
    names = {p.name for p in NOTEBOOKS}
    for expected in ("blot-round.ipynb", "blot-round.fr.ipynb", "blot-martin.ipynb", "blot-bots.ipynb",
                     "blokus-positions.ipynb", "blokus-scoring.ipynb", "blokus-bots.ipynb", "trigon.ipynb",
                     "puzzles.ipynb"):
        assert expected in names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_clean(path: pathlib.Path) -> None:
    """Committed without outputs, nbformat 4, the Pyodide kernel, no IPython magics."""
    nb = load(path)
    assert nb["nbformat"] == 4
    assert nb["metadata"]["kernelspec"]["name"] == "python"
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None
    for source in code_cells(nb):
        for line in source.splitlines():
            assert not line.lstrip().startswith(("%", "!")), f"magic in {path.name}: {line}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_and_draws(path: pathlib.Path, display_stub: list[Any]) -> None:
    ns: dict[str, Any] = {"__name__": "__main__"}
    with contextlib.redirect_stdout(io.StringIO()):
        for k, source in enumerate(code_cells(load(path))):
            try:
                run_cell(source, ns, display_stub)
            except Exception as exc:  # name the cell, keep the traceback
                raise AssertionError(f"{path.name}, code cell {k}: {exc!r}") from exc
    drawn = [m for obj in display_stub for m in markups(obj)]
    assert drawn, f"{path.name} displays no SVG or HTML"
    for text in drawn:
        ET.fromstring(text)  # well-formed: a broken drawing fails here


@pytest.mark.parametrize("page,prefix", [("index.md", ""), ("index.fr.md", "../")])
def test_home_page_links_every_notebook(page: str, prefix: str) -> None:
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    for path in NOTEBOOKS:
        assert f'href="{prefix}lite/notebooks/index.html?path={path.name}"' in text, (page, path.name)


def test_stepper_moves_within_its_frames_and_shows_the_caption() -> None:
    from rules_py.blokus.board import Board
    from rules_py.render.stepper import Stepper

    b0, b1 = Board("duo"), Board("duo")
    b1.play("e10,d11,e11,f11,e12")
    steps = Stepper([b0, b1], captions=[None, "an X & more"])
    assert steps.step == 0 and steps.prev().step == 0          # clamped at the start
    assert steps.next(5).step == 1 and steps.frame is b1       # clamped at the end
    assert steps.goto(-2).step == 0 and steps.last().step == 1
    page = steps._repr_html_()
    ET.fromstring(page)
    assert "step 1 of 1" in page and "an X &amp; more" in page and "<svg" in page
    with pytest.raises(ValueError):
        Stepper([b0], captions=["a", "b"])


#: Each notebook's rule page (docs path), where "Open in a notebook" points
#: to it and where its first cell points back. The French round notebook
#: belongs to the French page.
RULE_PAGES = {
    "blot.ipynb": "blot/index", "blot-round.ipynb": "blot/turn", "blot-round.fr.ipynb": "blot/turn.fr",
    "blot-martin.ipynb": "blot/examples", "blot-bots.ipynb": "blot/scoring",
    "blokus-positions.ipynb": "blokus/index", "blokus-scoring.ipynb": "blokus/examples",
    "blokus-bots.ipynb": "blokus/play", "pieces.ipynb": "blokus/pieces", "trigon.ipynb": "trigon/index",
    "puzzles.ipynb": "puzzles/index",
}


def served_at(page: str) -> str:
    """The URL path MkDocs serves a docs page at (directory URLs, French under /fr/)."""
    lang = "fr/" if page.endswith(".fr") else ""
    page = page.removesuffix(".fr")
    page = page.removesuffix("index") if page.endswith("/index") else page + "/"
    return "/" + lang + page


def test_every_notebook_has_a_rule_page() -> None:
    assert sorted(RULE_PAGES) == sorted(p.name for p in NOTEBOOKS)


@pytest.mark.parametrize("name,page", sorted(RULE_PAGES.items()))
def test_rule_pages_open_the_notebook_and_it_links_back(name: str, page: str) -> None:
    base = page.removesuffix(".fr")
    # Both languages of the page open it, with a relative link from where the page is served.
    for lang in ("", ".fr"):
        served = served_at(base + lang)
        href = "../" * (served.count("/") - 1) + f"lite/notebooks/index.html?path={name}"
        text = (ROOT / "docs" / f"{base}{lang}.md").read_text(encoding="utf-8")
        assert f'href="{href}"' in text, (base + lang, href)
        tail = text[text.rindex("!!! example"):]
        assert "notebook" in tail.splitlines()[0].lower()
    # The notebook's first cell links back to its page at the site's root:
    # JupyterLab turns a relative link into a file of its own (lite/files/...);
    # target="_self" keeps the reader's tab (JupyterLab opens a new one for a
    # link without a target that leaves the notebook).
    first = load(ROOT / "notebooks" / name)["cells"][0]
    assert first["cell_type"] == "markdown"
    assert f'<a href="{served_at(page)}" target="_self">' in first["source"]
    assert "](../" not in first["source"]
