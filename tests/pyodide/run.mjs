// Run the repository's tests inside Pyodide, under Node.js.
//
//   node tests/pyodide/run.mjs [extra pytest arguments...]
//
// Uses the site's own Pyodide bundle (build/pyodide-dist: the npm runtime,
// the rules_py wheel and the pure wheels, with our pyodide-lock.json), so it
// also proves that the lock file resolves offline. The tests run against
// the installed *wheel*; only tests/, seeds/ and pyproject.toml are mounted
// (read-only use) under /repo. Tests marked cpython_only, slow or browser,
// and the folders tests/browser and tests/pyodide, are left out (each marker
// is listed with its reason in tests/skips.txt, which RULES_PY_STRICT_SKIPS=1
// enforces here as in CPython). So is tests/widgets: every widget runs in
// Pyodide already, in Chromium, under the browser suite (tests/browser), and
// its Python is the package's own, tested here through the engines; this run
// is for the package's rules, records, bots, puzzles and studies.
// The exit code is pytest's.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const DIST = path.join(ROOT, "build", "pyodide-dist");

if (!fs.existsSync(path.join(DIST, "pyodide-lock.json"))) {
  console.error("build/pyodide-dist is missing: run `make build` first");
  process.exit(2);
}

const started = Date.now();
const py = await loadPyodide({ indexURL: DIST + path.sep });
// Raw streams, so pytest's progress dots stay on one line.
py.setStdout({ write: (bytes) => { process.stdout.write(bytes); return bytes.length; } });
py.setStderr({ write: (bytes) => { process.stderr.write(bytes); return bytes.length; } });

const problems = [];
await py.loadPackage(["rules_py", "pytest", "hypothesis"], {
  messageCallback: () => {},
  errorCallback: (message) => problems.push(message),
});
if (problems.length) {
  console.error("loading wheels failed:\n" + problems.join("\n"));
  process.exit(3);
}

py.FS.mkdirTree("/repo");
for (const dir of ["tests", "seeds"]) {
  if (fs.existsSync(path.join(ROOT, dir))) {
    py.FS.mkdirTree(`/repo/${dir}`);
    py.mountNodeFS(`/repo/${dir}`, path.join(ROOT, dir));
  }
}
py.FS.writeFile("/repo/pyproject.toml", fs.readFileSync(path.join(ROOT, "pyproject.toml"), "utf8"));
console.log(`pyodide: runtime and wheels loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

py.globals.set("extra_args", py.toPy(process.argv.slice(2)));
// `make test` asks for unlisted skips to fail the run (tests/skips.txt).
py.globals.set("strict_skips", process.env.RULES_PY_STRICT_SKIPS ?? "");
const code = py.runPython(`
import os, sys
sys.dont_write_bytecode = True          # never write __pycache__ into the mounted checkout
os.makedirs("/tmp/run", exist_ok=True)
os.chdir("/tmp/run")                    # .hypothesis and friends stay in Pyodide's memory
os.environ["RULES_PY_STRICT_SKIPS"] = strict_skips
import rules_py, pytest
assert sys.platform == "emscripten", sys.platform
assert "site-packages" in rules_py.__file__, rules_py.__file__
print(f"pyodide: Python {sys.version.split()[0]} on {sys.platform}, rules_py {rules_py.__version__} from the wheel")
args = [
    "/repo/tests",
    "--rootdir=/repo", "-c", "/repo/pyproject.toml",
    "-m", "not cpython_only and not slow and not browser",
    "--ignore=/repo/tests/browser", "--ignore=/repo/tests/pyodide", "--ignore=/repo/tests/widgets",
    "-p", "no:cacheprovider", "-p", "no:faulthandler",
    "-q", "--durations=10", "--color=no",
    *extra_args,
]
int(pytest.main(args))
`);
console.log(`pyodide: tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code})`);
process.exit(code);
