"""Opening a study: the engine's share of "interactive in under 1 s".

``python bench/study.py`` prints ``name: value unit`` lines; standard
library only, so the same file runs under CPython and Pyodide
(``python bench/_runner.py study``). The study holds 20 chapters: every
worked example of the package (the Blokus games, Trigon included, and the
BLOT records) made a chapter each, then the first two again.

* ``study_open_20_chapters_ms``: reading its file (``rules_py.studies.loads``):
  the JSON within the limits, then every move of every chapter replayed and
  checked by the rules, best of three;
* ``study_reader_first_draw_ms``: the reader widget's first draw of that
  study (``web.call("widget", ...)`` with ``{"text": FILE}``: read, checked,
  the first chapter drawn), what a reader waits for once Python is ready;
* ``study_reader_step_ms``: one step on (``{"step": 1}``) after it;
* ``study_editor_open_ms``: the study editor opening the same study for
  editing (``{"goto": STATE}``, the work kept in the browser) and drawing it;
* ``study_file_kb``: the file's size.

Each time is the best of three, the caches of the widgets cleared between
runs where they would hide the work (``read_study``).
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
from rules_py import studies, web  # noqa: E402


def twenty_chapters() -> studies.Study:
    chapters = [studies.from_record(rules_py.example(name)).chapters[0] for name in rules_py.EXAMPLES]
    chapters = (chapters + chapters)[:20]
    return studies.Study("Twenty worked examples", "en", chapters)


def best_of_three(run: object) -> float:
    """The shortest of three runs of ``run`` (seconds)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        run()  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    text = studies.dumps(twenty_chapters())
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        studies.loads(text)
        best = min(best, time.perf_counter() - start)
    print(f"study_open_20_chapters_ms: {best * 1000:.0f} ms")
    web.load_widgets()
    from rules_py.widgets.teaching import study

    def first_draw() -> None:
        study.read_study.cache_clear()
        web.call("widget", {"widget": "study", "state": {"text": text}, "act": None})

    def step() -> None:
        web.call("widget", {"widget": "study", "state": {"text": text}, "act": {"step": 1}})

    def editor_open() -> None:
        study.read_study.cache_clear()
        web.call("widget", {"widget": "study-editor", "state": {}, "act": {"goto": {"study": text}}})

    for name, run in (("study_reader_first_draw_ms", first_draw), ("study_reader_step_ms", step),
                      ("study_editor_open_ms", editor_open)):
        print(f"{name}: {best_of_three(run) * 1000:.0f} ms")
    print(f"study_file_kb: {len(text.encode('utf-8')) / 1000:.0f} kB")


if __name__ == "__main__":
    main()
