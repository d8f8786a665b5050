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

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

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


def test_guard_accepts_our_kernel_loader_and_refuses_a_remote_one(hooks, tmp_path):
    """The kernel loads Pyodide through lite/kernel-pyodide.mjs, served beside pyodide.mjs."""
    lock = _write(tmp_path, ["rules_py"], ["rules-py"])
    config = json.loads((tmp_path / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][KERNEL]
    for url, ok in (("./../pyodide/kernel-pyodide.mjs", True),
                    ("https://cdn.example/pyodide/kernel-pyodide.mjs", False),
                    ("./../pyodide/other.mjs", False)):
        settings["pyodideUrl"] = url
        (tmp_path / "jupyter-lite.json").write_text(json.dumps(config))
        if ok:
            hooks._check_lite_config(tmp_path, lock)
        else:
            with pytest.raises(hooks.PluginError, match="would load Pyodide"):
                hooks._check_lite_config(tmp_path, lock)
    ours = json.loads((ROOT / "lite" / "jupyter-lite.json").read_text())
    url = ours["jupyter-config-data"]["litePluginSettings"][KERNEL]["pyodideUrl"]
    assert url.endswith("/pyodide/" + hooks.KERNEL_LOADER) and (ROOT / "lite" / hooks.KERNEL_LOADER).exists()


# --- docs/assets/pyodide-snapshot.mjs: the kernel's file bundle -------------

WRITE_FILES = """
import { writeFiles } from "%s";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const bundle = new Uint8Array(Buffer.concat(chunks));
const written = {}, dirs = [];
const FS = { mkdirTree: (d) => dirs.push(d), writeFile: (p, b) => { written[p] = Buffer.from(b).toString("latin1"); } };
try {
  const count = writeFiles({ FS }, bundle, "/site");
  console.log(JSON.stringify({ count, written, dirs }));
} catch (err) {
  console.log(JSON.stringify({ error: err.message }));
}
"""


def _bundle(files: dict[str, bytes], extra: bytes = b"") -> bytes:
    """The bundle format, written here from its description (not by the build script)."""
    header = json.dumps([[name, len(data)] for name, data in files.items()]).encode()
    return len(header).to_bytes(4, "little") + header + b"".join(files.values()) + extra


def _write_files(bundle: bytes) -> dict:
    import shutil
    import subprocess

    node = shutil.which("node")
    if not node:
        pytest.skip("node comes with `make install`")
    script = WRITE_FILES % (ROOT / "docs" / "assets" / "pyodide-snapshot.mjs").as_uri()
    proc = subprocess.run([node, "--input-type=module", "-e", script], input=bundle,
                          capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr.decode()
    return json.loads(proc.stdout)


def test_a_file_bundle_is_written_file_by_file():
    files = {"a/b/c.py": b"x = 1\n", "a/b/d.pyc": bytes(range(256)), "top.txt": b"", "a/e.json": b"{}"}
    out = _write_files(_bundle(files))
    assert out["count"] == 4
    assert out["written"] == {"/site/" + name: data.decode("latin1") for name, data in files.items()}
    assert sorted(set(out["dirs"])) == ["/site/", "/site/a/", "/site/a/b/"]


@pytest.mark.parametrize("cut", [-1, +1])
def test_a_bundle_that_does_not_match_its_header_is_refused(cut):
    files = {"a.py": b"print(1)\n", "b.py": b"print(2)\n"}
    bundle = _bundle(files)
    out = _write_files(bundle[:cut] if cut < 0 else bundle + b"!")
    assert out == {"error": "the file bundle does not match its header"}


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


# --- scripts/pyodide_pyc.mjs: wheels shipped with Pyodide's bytecode ---------


def _record_hash(data: bytes) -> str:
    """The RECORD form of a sha256, computed here independently of the script."""
    import base64
    import hashlib
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def test_wheels_gain_unchecked_bytecode_with_a_matching_record(tmp_path):
    """A wheel comes back with a Pyodide .pyc per module, listed in RECORD, sources kept."""
    import shutil
    import subprocess
    import zipfile

    node = shutil.which("node")
    if not node or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("node and node_modules/pyodide come with `make install`")
    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    sources = {"demo/__init__.py": b"VALUE = 6 * 7\n", "demo/broken.py": b"def (:\n"}
    with zipfile.ZipFile(wheel, "w") as zf:
        for name, data in sources.items():
            zf.writestr(name, data)
        zf.writestr("demo-1.0.dist-info/RECORD", "".join(
            f"{name},{_record_hash(data)},{len(data)}\n" for name, data in sources.items())
            + "demo-1.0.dist-info/RECORD,,\n")
    proc = subprocess.run([node, str(ROOT / "scripts" / "pyodide_pyc.mjs"), str(wheel)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "1 modules compiled in 1 wheels" in proc.stdout and "1 left as source" in proc.stdout
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        pycs = [n for n in names if n.endswith(".pyc")]
        assert pycs == ["demo/__pycache__/__init__.cpython-314.pyc"]  # Pyodide's 3.14, not the host's
        pyc = zf.read(pycs[0])
        assert all(zf.read(name) == data for name, data in sources.items())  # sources kept as they were
        record = zf.read("demo-1.0.dist-info/RECORD").decode().splitlines()
    # PEP 552 header: flags 0b01 = hash-based, not checked against the source.
    assert int.from_bytes(pyc[4:8], "little") == 0b01
    assert f"{pycs[0]},{_record_hash(pyc)},{len(pyc)}" in record
    assert len(record) == len(names)  # one row per file, RECORD's own included


# fetchOk's stall guard, run in Node on a fake fetch: chunks every `every` ms
# (or headers never coming), the guard at `stall` ms of silence.
FETCH_OK = """
import { fetchOk } from "%s";
const [every, chunks, stall, headers] = JSON.parse(process.argv[1]);
const enc = new TextEncoder();
let aborted = null;
const fakeFetch = (url, init) => new Promise((resolve, reject) => {
  init.signal.addEventListener("abort", () => { aborted = String(init.signal.reason.message); reject(init.signal.reason); });
  if (!headers) return;  // the server never answers
  let sent = 0;
  const body = new ReadableStream({
    start(out) {
      init.signal.addEventListener("abort", () => out.error(init.signal.reason));
    },
    async pull(out) {
      if (sent === chunks) return out.close();
      if (every < 0) return new Promise(() => {});  // one chunk, then silence
      await new Promise((r) => setTimeout(r, every));
      sent += 1;
      out.enqueue(enc.encode("x".repeat(10)));
    },
  });
  resolve(new Response(body, { status: 200 }));
});
const t0 = Date.now();
try {
  const text = await (await fetchOk("https://site/pyodide/", "snap.gz", fakeFetch, stall)).text();
  console.log(JSON.stringify({ length: text.length, ms: Date.now() - t0, aborted }));
} catch (err) {
  console.log(JSON.stringify({ error: err.message, ms: Date.now() - t0, aborted }));
}
"""


def _fetch_ok(every: int, chunks: int, stall: int, headers: bool = True) -> dict:
    import shutil
    import subprocess

    node = shutil.which("node")
    if not node:
        pytest.skip("node comes with `make install`")
    script = FETCH_OK % (ROOT / "docs" / "assets" / "pyodide-snapshot.mjs").as_uri()
    proc = subprocess.run([node, "--input-type=module", "-e", script, json.dumps([every, chunks, stall, headers])],
                          capture_output=True, timeout=60, text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_a_slow_download_that_keeps_moving_is_never_cut():
    # 12 chunks 100 ms apart: 1.2 s in all, four times the 300 ms of silence allowed.
    out = _fetch_ok(every=100, chunks=12, stall=300)
    assert out == {"length": 120, "ms": out["ms"], "aborted": None}
    assert out["ms"] >= 1100


def test_a_download_gone_silent_is_given_up():
    out = _fetch_ok(every=-1, chunks=5, stall=300)
    assert out["error"] == "snap.gz: no data for 0.3 s"
    assert out["aborted"] == out["error"]
    assert 250 <= out["ms"] < 5000


def test_a_server_that_never_answers_is_given_up():
    out = _fetch_ok(every=100, chunks=1, stall=300, headers=False)
    assert out["error"] == "snap.gz: no data for 0.3 s"
    assert 250 <= out["ms"] < 5000
