"""Every Python example of the API pages runs as printed (CPython only).

The ```python blocks of ``docs/python.md``, ``docs/cli.md`` and
``docs/api/*.md``, English and French, each in a fresh namespace, from a
temporary directory (the examples name only packaged records).
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import re

import pytest

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

DOCS = ROOT / "docs"
PAGES = [DOCS / "python.md", DOCS / "python.fr.md", DOCS / "cli.md", DOCS / "cli.fr.md",
         *sorted((DOCS / "api").glob("*.md"))]
BLOCK = re.compile(r"^```python\n(.*?)^```", re.M | re.S)


def examples() -> list[tuple[str, str]]:
    # Inside Pyodide docs/ is not mounted: the module is still collected (then
    # left out by its marker), so reading must not fail there.
    return [(f"{page.relative_to(DOCS)}#{k}", code) for page in PAGES if page.exists()
            for k, code in enumerate(BLOCK.findall(page.read_text(encoding="utf-8")))]


def test_the_api_pages_have_examples():
    pages = {name.split("#")[0] for name, _ in examples()}
    assert len([p for p in pages if p.startswith("api/")]) >= 20  # each topic page, in both languages


@pytest.mark.parametrize("name,code", examples(), ids=[name for name, _ in examples()])
def test_example_runs(name, code, tmp_path, monkeypatch):
    # Run as a script would be (a page may show a whole program with its
    # ``if __name__ == "__main__":``), with no command-line arguments.
    monkeypatch.setattr(sys, "argv", [name])
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        with contextlib.redirect_stdout(io.StringIO()) as out:
            exec(compile(code, name, "exec"), {"__name__": "__main__"})
    finally:
        os.chdir(here)
    assert out.getvalue() or "print(" not in code
