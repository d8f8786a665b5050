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
against a bare Pyodide boot, cold and warm, each beside its target), then
``bench/_weight.py`` what a reader downloads (a worked-example page read and
stepped, the home page unasked, the play page's Python at 20 Mbit/s). The
run ends with one table of every figure that has a target, beside it
(``bench/_targets.py``), from this run's figures only.

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

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import _targets  # noqa: E402  (bench/ is not a package)

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"


#: The browser parts of a full run: title, script, and the part name its figures go under.
SITE_PARTS = [
    ("The site (sizes, and timings in headless Chromium)", "_browser.py", "site"),
    ("Placement feedback (headless Chromium)", "_placement.py", "placement"),
    ("Page speed (next page, first page against a bare Pyodide)", "_pages.py", "pages"),
    ("Weight (the read path with no Python, Python on intent, offline on consent)", "_weight.py", "weight"),
]


def scripts(names: list[str]) -> list[pathlib.Path]:
    found = sorted(p for p in BENCH.glob("*.py") if not p.name.startswith("_"))
    if names:
        found = [p for p in found if p.stem in names]
    return found


def run(cmd: list[str], part: str, figures: _targets.Figures, **kw) -> int:
    """Run ``cmd``, echoing its output as it comes; keep its figures under ``part``."""
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True, bufsize=1, **kw)
    lines = []
    for line in proc.stdout:
        print(line, end="", flush=True)
        lines.append(line)
    _targets.parse(part, "".join(lines), figures)
    return proc.wait()


def main(argv: list[str]) -> int:
    if argv == ["notebook"]:
        return subprocess.run([sys.executable, str(BENCH / "_browser.py"), "--notebook"], cwd=ROOT).returncode
    chosen = scripts(argv)
    if not chosen:
        print("no bench scripts found", file=sys.stderr)
        return 1
    failed = []
    figures: _targets.Figures = {}
    print(f"# CPython {platform.python_version()}")
    for script in chosen:
        print(f"## {script.stem}", flush=True)
        start = time.perf_counter()
        if run([sys.executable, str(script)], "cpython", figures, env={**os.environ, "PYTHONPATH": str(ROOT)}):
            failed.append(f"cpython:{script.stem}")
        print(f"({script.stem} took {time.perf_counter() - start:.1f} s)", flush=True)
    print("\n# Pyodide (Node.js)", flush=True)
    if run(["node", str(BENCH / "_pyodide.mjs"), *[p.stem for p in chosen]], "pyodide", figures):
        failed.append("pyodide")
    if not argv:
        for title, script, part in SITE_PARTS:
            print(f"\n# {title}", flush=True)
            if run([sys.executable, str(BENCH / script)], part, figures):
                failed.append(part)
    print("\n# Every figure with a target, beside it (this run only)", flush=True)
    print(_targets.table(figures), flush=True)
    if failed:
        print("\nfailed: " + ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
