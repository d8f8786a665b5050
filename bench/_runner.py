"""``make bench``: every ``bench/*.py`` script, in CPython and inside Pyodide.

A bench script is standard-library Python with a ``main()`` that prints
``name: value unit`` lines; it may read ``tests/data/`` (paths relative to
its own file, or to the repository root, which is the working directory in
both runs). Files whose names start with ``_`` are not scripts. Figures are
printed, never asserted. Exit status 1 if a script failed in either run.
With no NAME, ``bench/_browser.py`` then prints the site's sizes and page
timings (widget live cold/warm, notebook first output),
``bench/_placement.py`` the game page's pointer-to-ghost latency, then
``bench/_pages.py`` the page speed a reader feels (next page, first page
against a bare Pyodide boot, cold and warm, each beside its target).

    python bench/_runner.py [NAME ...]     # default: every script
    python bench/_runner.py notebook       # only the notebook timings, ours beside a stock JupyterLite
"""

from __future__ import annotations

import os
import pathlib
import platform
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"


def scripts(names: list[str]) -> list[pathlib.Path]:
    found = sorted(p for p in BENCH.glob("*.py") if not p.name.startswith("_"))
    if names:
        found = [p for p in found if p.stem in names]
    return found


def main(argv: list[str]) -> int:
    if argv == ["notebook"]:
        return subprocess.run([sys.executable, str(BENCH / "_browser.py"), "--notebook"], cwd=ROOT).returncode
    chosen = scripts(argv)
    if not chosen:
        print("no bench scripts found", file=sys.stderr)
        return 1
    failed = []
    print(f"# CPython {platform.python_version()}")
    for script in chosen:
        print(f"## {script.stem}", flush=True)
        start = time.perf_counter()
        proc = subprocess.run([sys.executable, str(script)], cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
        print(f"({script.stem} took {time.perf_counter() - start:.1f} s)", flush=True)
        if proc.returncode:
            failed.append(f"cpython:{script.stem}")
    print("\n# Pyodide (Node.js)", flush=True)
    proc = subprocess.run(["node", str(BENCH / "_pyodide.mjs"), *[p.stem for p in chosen]], cwd=ROOT)
    if proc.returncode:
        failed.append("pyodide")
    if not argv:
        print("\n# The site (sizes, and timings in headless Chromium)", flush=True)
        if subprocess.run([sys.executable, str(BENCH / "_browser.py")], cwd=ROOT).returncode:
            failed.append("site")
        print("\n# Placement feedback (headless Chromium)", flush=True)
        if subprocess.run([sys.executable, str(BENCH / "_placement.py")], cwd=ROOT).returncode:
            failed.append("placement")
        print("\n# Page speed (issue #18: next page, first page against a bare Pyodide)", flush=True)
        if subprocess.run([sys.executable, str(BENCH / "_pages.py")], cwd=ROOT).returncode:
            failed.append("pages")
    if failed:
        print("\nfailed: " + ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
