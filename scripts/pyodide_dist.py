"""Assemble the site's one copy of Pyodide: runtime files, wheels, our lock.

    python scripts/pyodide_dist.py OUT_DIR WHEEL...

copies the runtime files of the npm package ``pyodide`` (``node_modules/``)
into ``OUT_DIR`` with the given wheels next to them, and writes a
``pyodide-lock.json`` that lists exactly those wheels. The stock lock names
some 350 packages whose files the npm package does not ship; a lock that
names only what is really there means ``loadPackage("rules_py")`` (the rule
pages) and ``loadPyodideOptions.packages`` (the JupyterLite kernel) resolve
every name offline, with hashes that match the files we serve.

The lock is built by the ecosystem's library, ``pyodide-lock``
(``add_wheels_to_spec``: name, version, sha256, imports, and depends from
each wheel's metadata under Pyodide's marker environment). It starts from
the stock lock's ``info`` only, never from its package list.

Before the lock is written, ``scripts/pyodide_pyc.mjs`` (one Node process,
Pyodide's own Python) adds compiled bytecode to every copied wheel, so that
importing IPython and friends in the browser does not compile them from
source at each kernel start; the lock's hashes are those of the compiled
copies. If that step fails, the plain wheels are served (with a warning).
"""

from __future__ import annotations

import contextlib
import json
import pathlib
import shutil
import subprocess
import sys
from collections.abc import Iterator

import pyodide_lock.utils
from packaging.utils import parse_wheel_filename
from pyodide_lock import InfoSpec, PyodideLockSpec

ROOT = pathlib.Path(__file__).resolve().parent.parent
NPM_PYODIDE = ROOT / "node_modules" / "pyodide"
COMPILER = ROOT / "scripts" / "pyodide_pyc.mjs"

#: What a page needs from the npm package (source maps and consoles left out).
RUNTIME_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


def stock_info(npm_pyodide: pathlib.Path | None = None) -> InfoSpec:
    """The ``info`` block of the npm package's lock (``NPM_PYODIDE`` unless
    given, read at the call), with the Pyodide version.

    Only ``info`` is read: ``PyodideLockSpec.from_json`` rejects the stock
    lock (pyodide-lock 0.1.2 knows no per-package ``tool`` key and requires
    ``info.version``, which the stock lock leaves out). The version is the
    npm package's; Pyodide itself checks only ``info.abi_version``.
    """
    npm_pyodide = NPM_PYODIDE if npm_pyodide is None else npm_pyodide
    info = json.loads((npm_pyodide / "pyodide-lock.json").read_text())["info"]
    version = json.loads((npm_pyodide / "package.json").read_text())["version"]
    return InfoSpec(**{"version": version, **info})


@contextlib.contextmanager
def _platform_tags_accepted() -> Iterator[None]:
    """Let ``add_wheels_to_spec`` accept PEP 783 wheels (``pyemscripten_*``).

    pyodide-lock (0.1.2, and 0.2.1 too) checks a platform wheel against
    ``info.platform + "_" + info.arch`` (``emscripten_5_0_3_wasm32``), while
    Pyodide 314's wheels are tagged ``pyemscripten_<abi_version>_wasm32``
    (the tag pip downloads for, see the Makefile); Hypothesis ships such a
    wheel. A wheel carrying the lock's own ``pyemscripten`` tag passes; every
    other wheel still goes through the library's own check.
    """
    original = pyodide_lock.utils._check_wheel_compatible

    def check(path: pathlib.Path, info: InfoSpec) -> None:
        wanted = f"pyemscripten_{info.abi_version}_{info.arch}"
        if not any(tag.platform == wanted for tag in parse_wheel_filename(path.name)[3]):
            original(path, info)

    pyodide_lock.utils._check_wheel_compatible = check
    try:
        yield
    finally:
        pyodide_lock.utils._check_wheel_compatible = original


def build_lock(info: InfoSpec, wheels: list[pathlib.Path], base: pathlib.Path) -> PyodideLockSpec:
    """A lock listing exactly ``wheels`` (all inside ``base``), file names relative to it.

    A wheel whose requirement (under Pyodide's markers) is not among
    ``wheels`` stops the build: the lock would promise a package we do not serve.
    """
    empty = PyodideLockSpec(info=info, packages={})
    try:
        with _platform_tags_accepted():
            lock = pyodide_lock.utils.add_wheels_to_spec(empty, wheels, base_path=base)
    except RuntimeError as exc:
        # The library's words for a requirement no given wheel provides.
        hint = " (add it to requirements/pyodide-kernel.txt)" if "not in this distribution" in str(exc) else ""
        raise SystemExit(f"pyodide_dist: {exc}{hint}") from exc
    # The library keeps archive and metadata order; sorted lists give a lock
    # that changes only when a wheel does.
    for spec in lock.packages.values():
        spec.imports.sort()
        spec.depends.sort()
    return lock


def compile_wheels(served: list[pathlib.Path], originals: list[pathlib.Path]) -> bool:
    """Add Pyodide-compiled bytecode to the ``served`` wheels in place; True if done.

    On any failure (no Node, Pyodide's Python refusing a wheel) every served
    wheel is copied again from ``originals``: the site then works as before,
    only its kernel starts slower.
    """
    node = shutil.which("node")
    proc = None
    if node:
        proc = subprocess.run([node, str(COMPILER), *map(str, served)], cwd=ROOT,
                              capture_output=True, text=True)
    if proc is not None and proc.returncode == 0:
        print(proc.stdout.strip())
        return True
    detail = (proc.stderr.strip().splitlines() or ["?"])[-1] if proc else "node not found"
    print(f"pyodide_dist: WARNING: wheels served without bytecode ({detail})", file=sys.stderr)
    for copy, original in zip(served, originals):
        shutil.copy2(original, copy)
    return False


def main(argv: list[str]) -> int:
    """Copy the runtime and the wheels into ``argv[0]``, then write the lock there."""
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = pathlib.Path(argv[0])
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in RUNTIME_FILES:
        shutil.copy2(NPM_PYODIDE / name, out / name)
    # The lock is computed from the copies: its hashes are those of the files served.
    originals = [pathlib.Path(wheel) for wheel in argv[1:]]
    served = [pathlib.Path(shutil.copy2(wheel, out / wheel.name)) for wheel in originals]
    compile_wheels(served, originals)
    lock = build_lock(stock_info(), served, out)
    lock.to_json(out / "pyodide-lock.json", indent=1)
    print(f"pyodide_dist: {len(lock.packages)} wheels, lock at {out / 'pyodide-lock.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
