"""Shared test setup. Markers: ``cpython_only`` (needs subprocesses, the
built site or files outside the package; skipped inside Pyodide), ``slow``
(left out of the in-Pyodide run), ``browser`` (Playwright + Chromium)."""

from __future__ import annotations

import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = pathlib.Path(__file__).resolve().parent / "data"

#: Test files that read the checkout itself (docs/, the package sources, the CLI
#: in subprocesses) while they are collected: inside Pyodide only tests/ and
#: seeds/ are mounted, so they are not collected there (all are cpython_only).
collect_ignore = ["test_cli_contract.py", "test_traceability.py"] if sys.platform == "emscripten" else []


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
