"""No issue numbers in the code, the docs or the tests: a reader of the
repository has no issue tracker, so a comment says what and why instead of
pointing at a number (the history of a choice is in git's log)."""

from __future__ import annotations

import re
import subprocess

import pytest

from ..paths import ROOT

pytestmark = pytest.mark.cpython_only  # git and the whole checkout

#: The word "issue" (or "issues") then a number, with or without "#".
NUMBERED = re.compile(r"\b[Ii]ssues? ?#?\d+")
SUFFIXES = (".py", ".md", ".js", ".mjs", ".css", ".html", ".yml", ".toml", ".txt", ".ipynb")


def tracked_files() -> list[str]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [name for name in out.splitlines() if name.endswith(SUFFIXES) or name in ("Makefile", ".ci/run")]


def test_no_file_cites_an_issue_number() -> None:
    found = []
    for name in tracked_files():
        path = ROOT / name
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if NUMBERED.search(line):
                found.append(f"{name}:{number}: {line.strip()[:100]}")
    assert not found, "\n".join(found)
