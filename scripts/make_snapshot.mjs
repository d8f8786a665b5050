/* Make the page worker's Pyodide memory snapshot at build time.
 *
 *   node scripts/make_snapshot.mjs DIST_DIR
 *
 * DIST_DIR is the assembled Pyodide folder (build/pyodide-dist: the runtime,
 * our wheel, our pyodide-lock.json). In Node, this boots that Pyodide,
 * unpacks our wheel (named in the lock) into site-packages, imports
 * rules_py.web and every widget module, and saves the memory snapshot,
 * gzipped, as DIST_DIR/rules_py-<wheel sha256, 16 hex>-pyodide-<version>.snapshot,
 * with DIST_DIR/snapshot.json naming it:
 *
 *   {"file", "pyodide", "wheel", "wheel_sha256", "bytes", "gzip_bytes"}
 *
 * The page worker (docs/assets/companion-worker.js) restores the snapshot
 * only when that manifest's Pyodide version and wheel hash are the ones it
 * is about to run, so a stale snapshot never loads.
 *
 * Why the wheel is unzipped by hand instead of loadPackage: Pyodide cannot
 * snapshot after loadPackage ("Unexpected hiwire entry": it keeps JS
 * references a snapshot cannot hold). Only Python's memory is saved; the
 * file system is not, so the worker unpacks the wheel again after restoring.
 *
 * Exit status 0 with both files written, else 1 with the reason on stderr
 * (the Makefile then builds the site without a snapshot).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const MANIFEST = "snapshot.json";

/** The rules_py entry of our lock: {file_name, sha256}. */
function rulesWheel(dist) {
  const lock = JSON.parse(fs.readFileSync(path.join(dist, "pyodide-lock.json"), "utf8"));
  const entry = lock.packages["rules-py"] || lock.packages.rules_py;
  if (!entry) throw new Error("pyodide-lock.json names no rules_py wheel");
  return entry;
}

/** A booted Pyodide with rules_py imported, ready to be snapshotted. */
async function bootForSnapshot(dist, wheel) {
  const indexURL = dist.endsWith("/") ? dist : dist + "/";
  const { loadPyodide } = await import(pathToFileURL(path.join(dist, "pyodide.mjs")).href);
  // A fixed hash seed keeps two builds' snapshots nearly byte-identical
  // (a random one reorders every dict and set in memory). A snapshot freezes
  // whatever seed it was made with for every visit anyway.
  const env = { PYTHONHASHSEED: "0" };
  const pyodide = await loadPyodide({ indexURL, packages: [], env, _makeSnapshot: true });
  pyodide.FS.writeFile("/tmp/rules_py.whl", fs.readFileSync(path.join(dist, wheel.file_name)));
  // The same imports as the worker's normal start, so a restored page pays none.
  pyodide.runPython([
    "import os, sysconfig, zipfile",
    "with zipfile.ZipFile('/tmp/rules_py.whl') as whl:",
    "    whl.extractall(sysconfig.get_paths()['purelib'])",
    "os.remove('/tmp/rules_py.whl')",
    "import rules_py, rules_py.web",
    "rules_py.web.load_widgets()",
  ].join("\n"));
  return pyodide;
}

async function main(argv) {
  const dist = path.resolve(argv[0] || "build/pyodide-dist");
  const t0 = performance.now();
  // A snapshot of an earlier build must not survive a failed attempt.
  for (const name of fs.readdirSync(dist)) {
    if (name === MANIFEST || name.endsWith(".snapshot")) fs.rmSync(path.join(dist, name));
  }
  const wheel = rulesWheel(dist);
  const pyodide = await bootForSnapshot(dist, wheel);
  const raw = pyodide.makeMemorySnapshot();
  const gz = zlib.gzipSync(raw, { level: 6 }); // level 9 saves ~2% for twice the time
  const check = createHash("sha256").update(fs.readFileSync(path.join(dist, wheel.file_name))).digest("hex");
  if (check !== wheel.sha256) throw new Error("the wheel does not match its sha256 in pyodide-lock.json");
  const file = `rules_py-${wheel.sha256.slice(0, 16)}-pyodide-${pyodide.version}.snapshot`;
  fs.writeFileSync(path.join(dist, file), gz);
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  const manifest = {
    file, pyodide: pyodide.version, wheel: wheel.file_name, wheel_sha256: wheel.sha256,
    bytes: raw.length, gzip_bytes: gz.length,
  };
  fs.writeFileSync(path.join(dist, MANIFEST), JSON.stringify(manifest, null, 1) + "\n");
  console.log(`snapshot: ${file}, ${(raw.length / 1e6).toFixed(1)} MB (${(gz.length / 1e6).toFixed(1)} MB gzipped) in ${seconds} s`);
}

main(process.argv.slice(2)).then(() => process.exit(0), (err) => {
  console.error("snapshot not made:", (err && err.message) || err);
  process.exit(1);
});
