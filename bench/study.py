"""Opening a study (issue #43): the engine's share of "interactive in under 1 s".

``python bench/study.py`` prints ``name: value unit`` lines; standard
library only, so the same file runs under CPython and Pyodide
(``python bench/_runner.py study``). The study holds 20 chapters: every
worked example of the package (the Blokus games, Trigon included, and the
BLOT records) made a chapter each, then the first two again.

* ``study_open_20_chapters_ms``: reading its file (``rules_py.studies.loads``):
  the JSON within the limits, then every move of every chapter replayed and
  checked by the rules, best of three;
* ``study_file_kb``: the file's size.
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

import rules_py  # noqa: E402
from rules_py import studies  # noqa: E402


def twenty_chapters() -> studies.Study:
    chapters = [studies.from_record(rules_py.example(name)).chapters[0] for name in rules_py.EXAMPLES]
    chapters = (chapters + chapters)[:20]
    return studies.Study("Twenty worked examples", "en", chapters)


def main() -> None:
    text = studies.dumps(twenty_chapters())
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        studies.loads(text)
        best = min(best, time.perf_counter() - start)
    print(f"study_open_20_chapters_ms: {best * 1000:.0f} ms")
    print(f"study_file_kb: {len(text.encode('utf-8')) / 1000:.0f} kB")


if __name__ == "__main__":
    main()
