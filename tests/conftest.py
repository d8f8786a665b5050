"""Shared test setup. Markers: ``cpython_only`` (needs subprocesses, the
built site or files outside the package; skipped inside Pyodide), ``slow``
(left out of the in-Pyodide run), ``browser`` (Playwright + Chromium).

Skips are checked against ``tests/skips.txt``: with ``RULES_PY_STRICT_SKIPS=1``
(``make test`` sets it) a skip, or a test left out by ``-m``, that the file
does not list with its reason fails the run."""

from __future__ import annotations

import dataclasses
import os
import pathlib
import re
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = pathlib.Path(__file__).resolve().parent / "data"

#: A bare `pytest` runs the CPython suite: tests/browser (Chromium against the
#: built site, `make test-browser`) and tests/pyodide (the Pyodide runner) are
#: not collected unless named on the command line (``pytest -m browser tests/browser``).
collect_ignore = ["browser", "pyodide"]
#: Test files that read the checkout itself (docs/, the package sources, the CLI
#: in subprocesses) while they are collected: inside Pyodide only tests/ and
#: seeds/ are mounted, so they are not collected there (all are cpython_only).
if sys.platform == "emscripten":
    collect_ignore += ["core/test_cli_contract.py", "site/test_traceability.py"]


def pytest_configure(config: pytest.Config) -> None:
    for line in (
        "cpython_only: needs CPython-only facilities (subprocess, built site)",
        "slow: long-running; not part of the in-Pyodide run",
        "browser: drives the built site in Chromium",
    ):
        config.addinivalue_line("markers", line)


@pytest.fixture(scope="session")
def pentobi_dir() -> pathlib.Path:
    return DATA / "pentobi"


@pytest.fixture(scope="session")
def root_dir() -> pathlib.Path:
    return ROOT


# ---------------------------------------------------------------- skips
# A skip is a test that did not run: under `make test` each one must be
# listed in tests/skips.txt with its reason, or the run fails.

SKIPS_FILE = pathlib.Path(__file__).resolve().parent / "skips.txt"
STRICT = os.environ.get("RULES_PY_STRICT_SKIPS") == "1"


@dataclasses.dataclass(frozen=True)
class Allowed:
    """One line of tests/skips.txt: a test id pattern (``*`` any text) and the reason."""

    pattern: str
    reason: str

    def matches(self, nodeid: str, reason: str) -> bool:
        regex = ".*".join(re.escape(part) for part in self.pattern.split("*"))
        return re.fullmatch(regex, nodeid) is not None and self.reason in reason


def read_allowed(text: str) -> tuple[list[Allowed], dict[str, str]]:
    """The skips and the left-out markers (name -> why) that ``text`` lists."""
    skips: list[Allowed] = []
    markers: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        what, sep, reason = (part.strip() for part in line.partition(" :: "))
        if not sep or not what or not reason:
            raise ValueError(f"skips.txt line {number}: 'TEST-ID :: REASON' or 'marker NAME :: WHY'")
        if what.startswith("marker "):
            markers[what.removeprefix("marker ").strip()] = reason
        else:
            skips.append(Allowed(what, reason))
    return skips, markers


ALLOWED_SKIPS, ALLOWED_MARKERS = read_allowed(SKIPS_FILE.read_text(encoding="utf-8"))
_unlisted: list[str] = []


def _skip_reason(report: pytest.TestReport | pytest.CollectReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple):  # (file, line, "Skipped: reason")
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


def _check_skip(report: pytest.TestReport | pytest.CollectReport) -> None:
    if not report.skipped or hasattr(report, "wasxfail"):  # a strict xfail is a result, not a skip
        return
    reason = _skip_reason(report)
    if not any(a.matches(report.nodeid, reason) for a in ALLOWED_SKIPS):
        _unlisted.append(f"{report.nodeid}: skipped, not in tests/skips.txt ({reason})")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _check_skip(report)


def pytest_collectreport(report: pytest.CollectReport) -> None:
    _check_skip(report)


def pytest_deselected(items: list[pytest.Item]) -> None:
    if not STRICT:  # a developer's -k or -m is no news
        return
    for item in items:
        if not any(mark.name in ALLOWED_MARKERS for mark in item.iter_markers()):
            _unlisted.append(f"{item.nodeid}: left out of the run, and none of its markers is in tests/skips.txt")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _unlisted and STRICT and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    if not _unlisted:
        return
    verdict = "these fail the run" if STRICT else "a failure under `make test`"
    terminalreporter.section(f"tests that did not run, unlisted ({verdict})", red=STRICT, yellow=not STRICT)
    for line in _unlisted:
        terminalreporter.line(line)
