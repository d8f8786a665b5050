// The bench scripts inside Pyodide under Node.js (called by bench/_runner.py).
//
//   node bench/_pyodide.mjs NAME...
//
// Loads the site's Pyodide bundle (build/pyodide-dist) with the rules_py
// wheel, mounts bench/, tests/ and seeds/ under /repo, makes /repo the
// working directory and runs each bench/NAME.py as __main__, each without
// the modules the previous scripts imported (as CPython's fresh process).
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "build", "pyodide-dist");
if (!fs.existsSync(path.join(DIST, "pyodide-lock.json"))) {
  console.error("build/pyodide-dist is missing: run `make build` first");
  process.exit(2);
}

const py = await loadPyodide({ indexURL: DIST + path.sep });
py.setStdout({ write: (b) => { process.stdout.write(b); return b.length; } });
py.setStderr({ write: (b) => { process.stderr.write(b); return b.length; } });
const problems = [];
await py.loadPackage(["rules_py"], { messageCallback: () => {}, errorCallback: (m) => problems.push(m) });
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(3);
}
for (const dir of ["bench", "tests", "seeds"]) {
  if (fs.existsSync(path.join(ROOT, dir))) {
    py.FS.mkdirTree(`/repo/${dir}`);
    py.mountNodeFS(`/repo/${dir}`, path.join(ROOT, dir));
  }
}
py.globals.set("names", py.toPy(process.argv.slice(2)));
const failures = py.runPython(`
import gc, os, runpy, sys, time, traceback
sys.dont_write_bytecode = True
os.chdir("/repo")
print(f"# Python {sys.version.split()[0]} on {sys.platform}")
failures = 0
before = set(sys.modules)
for name in names:
    # CPython runs each script in a fresh process: here, each starts without
    # the modules (and their caches: every variant's tables) the previous ones
    # imported, which would otherwise slow the collector's passes.
    for module in set(sys.modules) - before:
        del sys.modules[module]
    gc.collect()
    print(f"## {name}", flush=True)
    start = time.perf_counter()
    try:
        runpy.run_path(f"/repo/bench/{name}.py", run_name="__main__")
    except SystemExit as exc:
        failures += bool(exc.code)
    except Exception:
        traceback.print_exc()
        failures += 1
    print(f"({name} took {time.perf_counter() - start:.1f} s)", flush=True)
failures
`);
process.exit(failures ? 1 : 0);
