// The bench scripts inside Pyodide under Node.js (called by bench/_runner.py).
//
//   node bench/_pyodide.mjs NAME...
//
// Loads the site's Pyodide bundle (build/pyodide-dist) with the rules_py
// wheel, mounts bench/, tests/ and seeds/ under /repo, makes /repo the
// working directory and runs each bench/NAME.py as __main__, each in a
// Pyodide of its own (as CPython's fresh process).
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

// One fresh interpreter per script, as CPython's fresh process: a script run
// after others in the same interpreter ran slower even with their modules
// dropped (the puzzles' worst seed 3.85 s alone against 5.05 s after the
// other scripts), since the heap they grew stays.
async function boot() {
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
  return py;
}

let failures = 0;
const names = process.argv.slice(2);
for (const [i, name] of names.entries()) {
  const py = await boot();
  py.globals.set("name", name);
  py.globals.set("first", i === 0);
  failures += py.runPython(`
import os, runpy, sys, time, traceback
sys.dont_write_bytecode = True
os.chdir("/repo")
if first:
    print(f"# Python {sys.version.split()[0]} on {sys.platform}")
failed = 0
print(f"## {name}", flush=True)
start = time.perf_counter()
try:
    runpy.run_path(f"/repo/bench/{name}.py", run_name="__main__")
except SystemExit as exc:
    failed = int(bool(exc.code))
except Exception:
    traceback.print_exc()
    failed = 1
print(f"({name} took {time.perf_counter() - start:.1f} s)", flush=True)
failed
`);
}
process.exit(failures ? 1 : 0);
