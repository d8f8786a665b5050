// Ship the site's wheels with bytecode compiled by Pyodide's own Python.
//
//   node scripts/pyodide_pyc.mjs WHEEL...
//
// Rewrites each wheel in place: every .py file gains its
// __pycache__/NAME.cpython-3XX.pyc beside it, compiled by the Pyodide in
// node_modules/pyodide (the host Python has another version, so another magic
// number), and RECORD lists the new files with their sha256 and size. The .py
// files stay, so tracebacks and `inspect` still show source lines.
//
// Why: in the browser, `import IPython` (jedi, parso, prompt_toolkit...)
// otherwise compiles a few hundred modules from source at every kernel start,
// because Pyodide's file system is in memory and starts empty each time.
// The .pyc files are "unchecked hash" ones (PEP 552): the import system uses
// them without comparing file times or hashing the source, which is right
// for files that only ever change by a new build.
//
// One Node process does every wheel. A file that does not compile is left
// without a .pyc (the import compiles it as before). Prints one summary line;
// the exit code is non-zero if anything else fails, and the caller
// (scripts/pyodide_dist.py) then serves the plain wheels.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";

const COMPILE = `
import base64, hashlib, importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc


def _record_line(name: str, data: bytes) -> str:
    """A RECORD row: path, urlsafe base64 sha256 without padding, size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _pyc(name: str, source: bytes) -> bytes | None:
    """The unchecked-hash bytecode of one module's source, or None if it does not compile."""
    try:
        code = compile(source, name, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def compile_wheel(src: str, dst: str) -> tuple[int, int]:
    """Write to dst the wheel src with a .pyc for each .py; return (compiled, failed)."""
    compiled = failed = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        infos = zin.infolist()
        names = {info.filename for info in infos}
        record = next((n for n in names if n.endswith(".dist-info/RECORD") and n.count("/") == 1), None)
        extra: list[str] = []
        for info in infos:
            if info.filename == record:
                continue
            data = zin.read(info)
            zout.writestr(info, data)
            if not info.filename.endswith(".py") or ".dist-info/" in info.filename:
                continue
            target = importlib.util.cache_from_source(info.filename)
            if target in names:
                continue
            # co_filename: the import system puts the installed path in its place.
            pyc = _pyc(info.filename, data)
            if pyc is None:
                failed += 1
                continue
            # Same date as its source: the wheel stays reproducible.
            entry = zipfile.ZipInfo(target, date_time=info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(entry, pyc)
            extra.append(_record_line(target, pyc))
            compiled += 1
        if record is not None:  # RECORD last, as wheel builders write it
            lines = zin.read(record).decode().splitlines()
            text = "\\n".join([line for line in lines if line] + extra) + "\\n"
            zout.writestr(zin.getinfo(record), text.encode())
    return compiled, failed
`;

const wheels = process.argv.slice(2);
if (!wheels.length) {
  console.error("usage: node scripts/pyodide_pyc.mjs WHEEL...");
  process.exit(2);
}
const started = Date.now();
const py = await loadPyodide();
py.runPython(COMPILE);
const compileWheel = py.globals.get("compile_wheel");
let modules = 0;
let failed = 0;
for (const wheel of wheels) {
  const name = path.basename(wheel);
  py.FS.writeFile(`/tmp/${name}`, fs.readFileSync(wheel));
  const result = compileWheel(`/tmp/${name}`, `/tmp/out-${name}`);
  const [ok, bad] = result.toJs();
  result.destroy();
  modules += ok;
  failed += bad;
  // Written beside the wheel, then renamed: a wheel is never half rewritten.
  fs.writeFileSync(`${wheel}.tmp`, py.FS.readFile(`/tmp/out-${name}`));
  fs.renameSync(`${wheel}.tmp`, wheel);
  py.FS.unlink(`/tmp/${name}`);
  py.FS.unlink(`/tmp/out-${name}`);
}
compileWheel.destroy();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const skipped = failed ? `, ${failed} left as source (they do not compile)` : "";
console.log(`pyodide_pyc: ${modules} modules compiled in ${wheels.length} wheels, ${seconds} s${skipped}`);
