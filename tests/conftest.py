"""Shared test setup. Markers: ``cpython_only`` (needs subprocesses, the
built site or files outside the package; skipped inside Pyodide), ``slow``
(left out of the in-Pyodide run), ``browser`` (Playwright + Chromium)."""

from __future__ import annotations

import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = pathlib.Path(__file__).resolve().parent / "data"


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
