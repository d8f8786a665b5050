"""Assemble the site's one copy of Pyodide: runtime files, wheels, our lock.

    python scripts/pyodide_dist.py OUT_DIR WHEEL...

copies the runtime files of the npm package ``pyodide`` (``node_modules/``)
into ``OUT_DIR`` with the given wheels next to them, and writes a
``pyodide-lock.json`` that lists exactly those wheels. The stock lock names
some 350 packages whose files the npm package does not ship; a lock that
names only what is really there means ``loadPackage("rules_py")`` (the rule
pages) and ``loadPyodideOptions.packages`` (the JupyterLite kernel) resolve
every name offline, with hashes that match the files we serve.
"""

from __future__ import annotations

import email.parser
import hashlib
import json
import pathlib
import shutil
import sys
import zipfile

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = pathlib.Path(__file__).resolve().parent.parent
NPM_PYODIDE = ROOT / "node_modules" / "pyodide"

#: What a page needs from the npm package (source maps and consoles left out).
RUNTIME_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


def _metadata(wheel: pathlib.Path) -> tuple[email.message.Message, list[str]]:
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(zf.read(meta_name).decode("utf-8"))
    return meta, names


def _imports(names: list[str]) -> list[str]:
    """Top-level importable names: packages and single-file modules."""
    tops: set[str] = set()
    for n in names:
        first = n.split("/", 1)[0]
        if first.endswith((".dist-info", ".data")):
            continue
        if "/" in n:
            tops.add(first)
        elif n.endswith(".py"):
            tops.add(n[:-3])
    return sorted(tops)


def _environment(info: dict[str, str]) -> dict[str, str]:
    version = info["python"]
    return {
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "os_name": "posix",
        "platform_machine": "wasm32",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "python_version": ".".join(version.split(".")[:2]),
        "python_full_version": version,
        "extra": "",
    }


def lock_entries(wheels: list[pathlib.Path], info: dict[str, str]) -> dict[str, dict]:
    env = _environment(info)
    metas = {}
    for wheel in wheels:
        meta, names = _metadata(wheel)
        metas[canonicalize_name(meta["Name"])] = (wheel, meta, names)
    packages: dict[str, dict] = {}
    for name, (wheel, meta, names) in sorted(metas.items()):
        depends = []
        for line in meta.get_all("Requires-Dist") or []:
            req = Requirement(line)
            if req.marker is not None and not Marker(str(req.marker)).evaluate(env):
                continue
            dep = canonicalize_name(req.name)
            if dep not in metas:
                raise SystemExit(f"{wheel.name} needs {req.name}, which is not shipped (add it to requirements-pyodide.txt)")
            depends.append(dep)
        packages[name] = {
            "name": name,
            "version": meta["Version"],
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": _imports(names),
            "depends": sorted(set(depends)),
            "unvendored_tests": False,
        }
    return packages


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = pathlib.Path(argv[0])
    wheels = [pathlib.Path(w) for w in argv[1:]]
    stock = json.loads((NPM_PYODIDE / "pyodide-lock.json").read_text())
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in RUNTIME_FILES:
        shutil.copy2(NPM_PYODIDE / name, out / name)
    for wheel in wheels:
        shutil.copy2(wheel, out / wheel.name)
    lock = {"info": stock["info"], "packages": lock_entries(wheels, stock["info"])}
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    print(f"pyodide_dist: {len(lock['packages'])} wheels, lock at {out / 'pyodide-lock.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
