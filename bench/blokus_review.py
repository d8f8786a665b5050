"""The game review: a whole Duo game at the top in-page level.

``python bench/blokus_review.py`` prints ``name: value unit`` lines;
standard library only, no arguments, so the same file runs under CPython
and Pyodide (``python bench/_runner.py blokus_review``).

The game is the package's finished Duo example (39 moves); every move of
both players is reviewed at the page's default level (the strongest one,
``rules_py.blokus.review.DEFAULT_LEVEL``), seed 0, as the page's **Review**
button does (through :func:`rules_py.widgets.review.cache.blokus_review`,
which the page's widgets call, with its cache emptied first).

* ``review_duo_top_level_s``: seconds for the whole review (wall clock);
  ``_cpu_s`` the same in this process's CPU time (the machine may be busy);
* ``review_duo_first_report_s``: seconds to the first progress report the
  page shows (the playouts so far: the searches report every 32);
* ``review_duo_moves``, ``review_duo_marked``: moves reviewed, and marked;
* memory: inside Pyodide, ``review_duo_wasm_heap_mb`` is the size of
  Pyodide's WebAssembly memory after the review, which only grows, so it is
  the peak of the worker's Python (``_before_mb``: after the import, before
  the review); in CPython ``review_duo_peak_rss_mb`` is the process's peak
  resident size.
"""

from __future__ import annotations

import pathlib
import sys
import time

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py import progress  # noqa: E402
from rules_py.blokus import examples  # noqa: E402
from rules_py.blokus.review import DEFAULT_LEVEL  # noqa: E402
from rules_py.widgets.review import cache as review_cache  # noqa: E402
from rules_py.widgets.review import panel as review_panel  # noqa: E402


def wasm_heap_mb() -> float | None:
    """Pyodide's WebAssembly memory in MB (``None`` outside Pyodide)."""
    if sys.platform != "emscripten":
        return None
    import pyodide_js  # type: ignore[import-not-found]  # exists only inside Pyodide

    return float(pyodide_js._module.HEAP8.length) / 2**20


def main() -> None:
    text = examples.text("duo")
    review_cache.CACHE.clear()
    before = wasm_heap_mb()
    first: list[float] = []
    start = time.perf_counter()
    cpu = time.process_time()
    previous = progress.listen(lambda done, _s: first.append(time.perf_counter() - start) if not first else None)
    try:
        entries = review_cache.blokus_review(text, review_cache.Ask(None, DEFAULT_LEVEL, 0))
    finally:
        progress.listen(previous)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"review_duo_top_level_s: {wall:.1f} s")
    print(f"review_duo_top_level_cpu_s: {cpu:.1f} s")
    print(f"review_duo_first_report_s: {first[0] if first else float('nan'):.2f} s")
    print(f"review_duo_moves: {len(entries)} moves")
    print(f"review_duo_marked: {sum(1 for e in entries if e['mark'])} moves")
    after = wasm_heap_mb()
    if before is not None and after is not None:
        print(f"review_duo_wasm_heap_before_mb: {before:.0f} MB")
        print(f"review_duo_wasm_heap_mb: {after:.0f} MB")
    else:
        import resource

        print(f"review_duo_peak_rss_mb: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
