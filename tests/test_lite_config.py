"""The site's JupyterLite settings (lite/) and the build's guard on them.

The kernel starts fastest when every package it needs comes in the single
``loadPyodideOptions.packages`` step, from our lock file: any package it
would otherwise ``piplite.install`` one by one is named there, and the build
refuses a preloaded name the lock does not serve.
"""

from __future__ import annotations

import importlib.util
import json
import pathlib
import re

import pytest

pytestmark = pytest.mark.cpython_only

ROOT = pathlib.Path(__file__).resolve().parent.parent
KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_STATIC = ROOT / ".venv" / "share" / "jupyter" / "labextensions" / "@jupyterlite" / \
    "pyodide-kernel-extension" / "static"


@pytest.fixture(scope="module")
def hooks():
    pytest.importorskip("mkdocs", reason="mkdocs is installed by `make install`")
    spec = importlib.util.spec_from_file_location("rp_hooks_lite", ROOT / "docs" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _preloaded() -> list[str]:
    config = json.loads((ROOT / "lite" / "jupyter-lite.json").read_text())
    return config["jupyter-config-data"]["litePluginSettings"][KERNEL]["loadPyodideOptions"]["packages"]


def _write(tmp_path: pathlib.Path, packages: list[str], lock_names: list[str]) -> pathlib.Path:
    settings = {"pyodideUrl": "./../pyodide/pyodide.mjs", "loadPyodideOptions": {"packages": packages}}
    (tmp_path / "jupyter-lite.json").write_text(json.dumps(
        {"jupyter-config-data": {"litePluginSettings": {KERNEL: settings}}}))
    lock = tmp_path / "pyodide-lock.json"
    lock.write_text(json.dumps({"info": {}, "packages": {name: {} for name in lock_names}}))
    return lock


def test_guard_accepts_preloads_the_lock_serves_under_any_spelling(hooks, tmp_path):
    lock = _write(tmp_path, ["rules_py", "Pyodide.Kernel"], ["rules-py", "pyodide-kernel"])
    hooks._check_lite_config(tmp_path, lock)


def test_guard_refuses_a_preload_the_lock_does_not_serve(hooks, tmp_path):
    lock = _write(tmp_path, ["rules_py", "piplite"], ["rules-py"])
    with pytest.raises(hooks.PluginError, match="piplite"):
        hooks._check_lite_config(tmp_path, lock)


def test_kernel_installs_nothing_one_by_one():
    """Every name the kernel's worker would ``piplite.install`` is preloaded instead.

    The list is read from the installed kernel's own worker script, so a new
    jupyterlite-pyodide-kernel that adds a step fails here rather than
    silently slowing the notebooks down.
    """
    workers = sorted(KERNEL_STATIC.glob("comlink.worker.*.js"))
    if not workers:
        pytest.skip("jupyterlite-pyodide-kernel is installed by `make install`")
    text = workers[0].read_text(encoding="utf-8")
    found = re.search(r'of(\[(?:"[\w-]+",?)+\])\)\w+\.includes\(\w+\)\|\|\w+\.push\(`await piplite\.install', text)
    assert found, "the kernel's install loop was not found in its worker script"
    installed_one_by_one = json.loads(found.group(1))
    assert "ipython" in installed_one_by_one
    # piplite itself: installed through micropip unless preloaded (initPackageManager).
    assert 'includes("piplite")' in text
    missing = set(installed_one_by_one + ["piplite", "micropip"]) - set(_preloaded())
    assert not missing, f"lite/jupyter-lite.json should preload {sorted(missing)}"
