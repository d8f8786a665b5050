"""A user's program: read a study from its file and list its chapters.

``python study_file.py tour.json``. Only names of ``rules_py.__all__``;
``mypy --strict`` checks it with no cast (``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import pathlib
import sys

import rules_py


def main(path: str) -> int:
    try:
        study = rules_py.load_study(pathlib.Path(path).read_text(encoding="utf-8"))
    except rules_py.RecordError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 1
    print(f"{study.title}: {len(study.chapters)} chapters")
    for number, chapter in enumerate(study.chapters, start=1):
        print(f"  {number}. {chapter.title} ({chapter.game})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
