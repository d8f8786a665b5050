"""One requirements set per use, pinned, and the IPython stack at the same
versions in CPython (the notebooks under nbconvert) and in the JupyterLite
kernel (Pyodide)."""

from __future__ import annotations

import re
import tomllib

import pytest

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only  # reads requirements/ and pyproject.toml's neighbours

REQ = ROOT / "requirements"


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(name: str) -> dict[str, str]:
    """Name -> version of every pin in ``requirements/name``, following ``-r``."""
    found: dict[str, str] = {}
    for line in (REQ / name).read_text().splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        if line.startswith("-r "):
            found.update(pins(line[3:].strip()))
            continue
        package, sep, version = line.partition("==")
        assert sep and version, f"{name}: '{line}' is not pinned with =="
        found[_norm(package)] = version
    return found


def test_the_sets_are_one_per_use_and_the_runtime_needs_none():
    assert sorted(p.name for p in REQ.iterdir()) == ["dev.txt", "docs.txt", "pyodide-kernel.txt",
                                                     "pyodide-tests.txt"]
    assert not (ROOT / "requirements.txt").exists()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["dependencies"] == []
    assert set(pins("docs.txt")) < set(pins("dev.txt"))


@pytest.mark.parametrize("pyodide_set", ["pyodide-kernel.txt", "pyodide-tests.txt"])
def test_pyodide_wheels_match_cpython_versions(pyodide_set):
    cpython = pins("dev.txt")
    pyodide = pins(pyodide_set)
    differ = {n: (v, cpython[n]) for n, v in pyodide.items() if n in cpython and cpython[n] != v}
    assert differ == {}, f"{pyodide_set} (Pyodide) vs dev.txt (CPython): {differ}"
    if pyodide_set == "pyodide-kernel.txt":
        # The whole IPython stack is shared, not only the packages that happen to be listed.
        for name in ("ipython", "jedi", "parso", "traitlets", "prompt-toolkit", "pygments", "comm",
                     "matplotlib-inline", "stack-data", "executing", "asttokens", "pure-eval", "wcwidth"):
            assert pyodide.get(name) == cpython.get(name) is not None, name


def test_the_installed_ipython_is_the_pinned_one():
    from importlib.metadata import version
    assert version("ipython") == pins("pyodide-kernel.txt")["ipython"]
