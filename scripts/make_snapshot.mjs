/* Make the Pyodide memory snapshots at build time: the page worker's, and
 * the notebooks' kernel's.
 *
 *   node scripts/make_snapshot.mjs DIST_DIR
 *   node scripts/make_snapshot.mjs --kernel DIST_DIR LITE_CONFIG
 *
 * DIST_DIR is the assembled Pyodide folder (build/pyodide-dist: the runtime,
 * the wheels, our pyodide-lock.json). In Node, this boots that Pyodide,
 * unpacks wheels into site-packages, imports what a start would import, and
 * saves the memory snapshot, gzipped, with a manifest naming it.
 *
 * The page's (no --kernel): our wheel (named in the lock); rules_py.web and
 * every widget module imported. Files:
 *   DIST_DIR/rules_py-<wheel sha256, 16 hex>-pyodide-<version>.snapshot
 *   DIST_DIR/snapshot.json  {"file", "pyodide", "wheel", "wheel_sha256", "bytes", "gzip_bytes"}
 * The page worker (docs/assets/companion-worker.js) restores it only when
 * the manifest's Pyodide version and wheel hash are the ones it is about to
 * run, so a stale snapshot never loads.
 *
 * The kernel's (--kernel): the packages JupyterLite's kernel preloads
 * (LITE_CONFIG: lite/jupyter-lite.json, loadPyodideOptions.packages) and
 * everything they depend on; the modules of KERNEL_IMPORTS imported, and
 * those the site's notebooks import (notebooks/*.ipynb). Files:
 *   DIST_DIR/kernel-<sha256 of the wheels' hashes, 16 hex>-pyodide-<version>.snapshot
 *   DIST_DIR/kernel-<same>-pyodide-<version>.files: the packages' files, as
 *     loadPackage puts them in site-packages, in one gzipped bundle
 *     (writeFiles in docs/assets/pyodide-snapshot.mjs reads it)
 *   DIST_DIR/kernel-snapshot.json  {"file", "files", "pyodide", "packages",
 *     "wheels": {name: sha256}, "loaded": Pyodide's loadedPackages, "bytes", "gzip_bytes"}
 * lite/kernel-pyodide.mjs restores it only for those very packages and hashes.
 *
 * Why wheels are unzipped by hand instead of loadPackage: Pyodide cannot
 * snapshot after loadPackage ("Unexpected hiwire entry": it keeps JS
 * references a snapshot cannot hold), nor after importing a module that
 * keeps one (js, pyodide_js, so micropip, piplite and pyodide_kernel itself).
 * Only Python's memory is saved; the file system is not, so the restoring
 * side loads the files again.
 *
 * Exit status 0 with both files written, else 1 with the reason on stderr
 * (the Makefile then builds the site without that snapshot).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

import { canonical, writeFiles } from "../docs/assets/pyodide-snapshot.mjs";

// The modules a kernel's start imports that hold no JS reference (found by
// importing pyodide_kernel, micropip and piplite in Node and listing the new
// sys.modules): IPython with jedi is most of the start's time.
const KERNEL_IMPORTS = [
  "IPython", "IPython.core.completerlib", "jedi", "comm", "comm.base_comm",
  "unittest.mock", "html.parser", "calendar", "_strptime", "getpass", "rules_py",
];

/** The modules the notebooks in `folder` import (`import X`, `from X import`),
 * so that their first cells find them imported; `from X import a` also
 * gives `X:a`, a name the snapshot reads (the front door `rules_py` imports
 * its names on first use, so reading them imports their modules). */
function notebookImports(folder) {
  const found = new Set();
  if (!fs.existsSync(folder)) return [];
  const names = (list) => list.replace(/[()]/g, "").split(",").map((part) => part.trim().split(/\s+/)[0]).filter(Boolean);
  for (const name of fs.readdirSync(folder).filter((n) => n.endsWith(".ipynb")).sort()) {
    const notebook = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"));
    for (const cell of notebook.cells.filter((c) => c.cell_type === "code")) {
      const source = [].concat(cell.source).join("");
      for (const m of source.matchAll(/^\s*(?:from\s+([\w.]+)\s+import\s+(\([^)]*\)|[^\n]+)|import\s+([\w., ]+))/gm)) {
        if (m[1]) {
          found.add(m[1]);
          names(m[2]).forEach((attr) => found.add(`${m[1]}:${attr}`));
        } else {
          names(m[3]).forEach((mod) => found.add(mod));
        }
      }
    }
  }
  return [...found].sort();
}

/** Python that imports `modules`, leaving no name behind in __main__; a
 * name this Pyodide lacks (a notebook may import one) is skipped. */
function importing(modules) {
  return [
    "def _rp_import(names):",
    "    import importlib",
    "    for name in names:",
    "        module, _, attr = name.partition(':')",
    "        try:",
    "            found = importlib.import_module(module)",
    "            if attr:",
    "                getattr(found, attr, None)",
    "        except ImportError:",
    "            pass",
    "try:",
    `    _rp_import(${JSON.stringify(modules)})`,
    "finally:",
    "    del _rp_import",
  ].join("\n");
}

/** Our pyodide-lock.json. */
function readLock(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, "pyodide-lock.json"), "utf8"));
}

/** The lock's entries for `names` and everything they depend on: {name: entry}. */
function closure(lock, names) {
  const found = {};
  const visit = (name) => {
    const key = canonical(name);
    if (found[key]) return;
    const entry = lock.packages[key];
    if (!entry) throw new Error(`pyodide-lock.json does not serve ${name}`);
    found[key] = entry;
    entry.depends.forEach(visit);
  };
  names.forEach(visit);
  return found;
}

/** Throw unless each wheel's bytes match its sha256 in the lock. */
function checkWheels(dist, entries) {
  for (const [name, entry] of Object.entries(entries)) {
    const sha = createHash("sha256").update(fs.readFileSync(path.join(dist, entry.file_name))).digest("hex");
    if (sha !== entry.sha256) throw new Error(`${name}: the wheel does not match its sha256 in pyodide-lock.json`);
  }
}

const indexOf = (dist) => (dist.endsWith("/") ? dist : dist + "/");
const importPyodide = (dist) => import(pathToFileURL(path.join(dist, "pyodide.mjs")).href);
const sitePackages = (pyodide) => pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");

/** A booted Pyodide, its files put in place by `prepare(pyodide)` and `code`
 * run, ready to be snapshotted. */
async function bootForSnapshot(dist, prepare, code) {
  const { loadPyodide } = await importPyodide(dist);
  // A fixed hash seed keeps two builds' snapshots nearly byte-identical
  // (a random one reorders every dict and set in memory). A snapshot freezes
  // whatever seed it was made with for every visit anyway.
  const env = { PYTHONHASHSEED: "0" };
  const pyodide = await loadPyodide({ indexURL: indexOf(dist), packages: [], env, _makeSnapshot: true });
  prepare(pyodide);
  pyodide.runPython(code);
  // An open file in the snapshot holds a descriptor that means nothing once
  // restored. The imports leave one: importlib.metadata's cached view of the
  // standard library's zip (a zipfile.Path and its open FastLookup). The
  // restored side's invalidate_caches() let it go, and the garbage collector
  // closed it at some later cell: "Exception ignored ... ZipFile.__del__ ...
  // OSError: [Errno 8] Bad file descriptor" under a notebook's first run.
  // Dropped and collected here, while its descriptor is still good.
  pyodide.runPython("import gc, importlib\nimportlib.invalidate_caches()\ngc.collect()");
  return pyodide;
}

/** A `prepare` that unzips the `entries` wheels into site-packages. */
const unzipping = (dist, entries) => (pyodide) => {
  pyodide.FS.mkdirTree("/tmp/wheels");
  for (const entry of Object.values(entries)) {
    pyodide.FS.writeFile(`/tmp/wheels/${entry.file_name}`, fs.readFileSync(path.join(dist, entry.file_name)));
  }
  pyodide.runPython([
    "import os, shutil, sysconfig, zipfile",
    "for name in sorted(os.listdir('/tmp/wheels')):",
    "    with zipfile.ZipFile('/tmp/wheels/' + name) as whl:",
    "        whl.extractall(sysconfig.get_paths()['purelib'])",
    "shutil.rmtree('/tmp/wheels')",
    "del name, whl",
  ].join("\n"));
};

/** `files` ([[path, bytes], ...]) as a bundle: see writeFiles in
 * docs/assets/pyodide-snapshot.mjs. */
function pack(files) {
  const header = Buffer.from(JSON.stringify(files.map(([name, bytes]) => [name, bytes.length])));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return Buffer.concat([length, header, ...files.map(([, bytes]) => bytes)]);
}

/** The files loadPackage puts in site-packages for `packages`
 * ([[path under site-packages, bytes], ...]), and Pyodide's record of the
 * packages loaded. Made in a plain Pyodide, so the files are exactly
 * loadPackage's, its INSTALLER records included. */
async function bundleOf(dist, packages) {
  const { loadPyodide } = await importPyodide(dist);
  const pyodide = await loadPyodide({ indexURL: indexOf(dist), packages: [] });
  const problems = [];
  await pyodide.loadPackage(packages, { messageCallback: () => {}, errorCallback: (m) => problems.push(m) });
  if (problems.length) throw new Error(problems.join("; "));
  const root = sitePackages(pyodide);
  pyodide.globals.set("root", root);
  const names = pyodide.runPython([
    "import os",
    "names = []",
    "for folder, subfolders, files in os.walk(root):",
    "    subfolders.sort()",
    "    names += [os.path.relpath(os.path.join(folder, f), root) for f in sorted(files)]",
    "names",
  ].join("\n")).toJs();
  const files = names.map((name) => [name, Buffer.from(pyodide.FS.readFile(`${root}/${name}`))]);
  return { files, loaded: { ...pyodide.loadedPackages } };
}

/** The bytecode files (under site-packages) of the modules `pyodide` has
 * imported: a restored snapshot never reads them, so the bundle leaves them out
 * (a third of its size). Their sources stay, for tracebacks and completion. */
function importedBytecode(pyodide) {
  const found = pyodide.runPython([
    "def _rp_imported_bytecode():",
    "    import json, os, sys, sysconfig",
    "    def norm(p): return os.path.normpath('/' + p.lstrip('/'))  # POSIX keeps a leading //",
    "    root = norm(sysconfig.get_paths()['purelib'])",
    "    cached = (getattr(m, '__cached__', None) for m in list(sys.modules.values()))",
    "    return json.dumps(sorted({os.path.relpath(norm(c), root) for c in cached",
    "                              if isinstance(c, str) and norm(c).startswith(root + os.sep)}))",
    "_rp_imported_bytecode()",
  ].join("\n"));
  pyodide.runPython("del _rp_imported_bytecode");
  return new Set(JSON.parse(found));
}

/** What to snapshot: {prefix, manifestName, entries, prepare, code, fields, bundle?(pyodide)}. */
function pageRecipe(dist) {
  const entries = closure(readLock(dist), ["rules_py"]);
  const wheel = entries["rules-py"];
  return {
    prefix: `rules_py-${wheel.sha256.slice(0, 16)}`, manifestName: "snapshot.json", entries,
    prepare: unzipping(dist, entries),
    // The same imports as the worker's normal start, so a restored page pays none.
    code: "import rules_py, rules_py.web\nrules_py.web.load_widgets()",
    fields: { wheel: wheel.file_name, wheel_sha256: wheel.sha256 },
  };
}

async function kernelRecipe(dist, liteConfig) {
  const config = JSON.parse(fs.readFileSync(liteConfig, "utf8"));
  const settings = config["jupyter-config-data"].litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
  const packages = settings.loadPyodideOptions.packages.map(canonical);
  const entries = closure(readLock(dist), packages);
  const wheels = Object.fromEntries(Object.entries(entries).sort().map(([name, e]) => [name, e.sha256]));
  const digest = createHash("sha256").update(JSON.stringify(wheels)).digest("hex");
  const { files, loaded } = await bundleOf(dist, packages);
  return {
    prefix: `kernel-${digest.slice(0, 16)}`, manifestName: "kernel-snapshot.json", entries,
    prepare: (pyodide) => writeFiles(pyodide, pack(files), sitePackages(pyodide)),
    code: importing([...KERNEL_IMPORTS, ...notebookImports("notebooks")]),
    fields: { packages, wheels, loaded },
    // What the restoring side writes back (made before the snapshot, after the imports).
    bundle: (pyodide) => {
      const skip = importedBytecode(pyodide);
      return pack(files.filter(([name]) => !skip.has(name)));
    },
  };
}

async function main(argv) {
  const kernel = argv[0] === "--kernel";
  const args = kernel ? argv.slice(1) : argv;
  const dist = path.resolve(args[0] || "build/pyodide-dist");
  const t0 = performance.now();
  const stem = kernel ? "kernel-" : "rules_py-";
  // A snapshot of an earlier build must not survive a failed attempt.
  for (const name of fs.readdirSync(dist)) {
    if (name === (kernel ? "kernel-snapshot.json" : "snapshot.json")
        || (name.startsWith(stem) && (name.endsWith(".snapshot") || name.endsWith(".files")))) {
      fs.rmSync(path.join(dist, name));
    }
  }
  const recipe = kernel ? await kernelRecipe(dist, args[1] || "lite/jupyter-lite.json") : pageRecipe(dist);
  checkWheels(dist, recipe.entries);
  const pyodide = await bootForSnapshot(dist, recipe.prepare, recipe.code);
  const bundle = recipe.bundle && recipe.bundle(pyodide);
  const raw = pyodide.makeMemorySnapshot();
  const gz = zlib.gzipSync(raw, { level: 6 }); // level 9 saves ~2% for twice the time
  const file = `${recipe.prefix}-pyodide-${pyodide.version}.snapshot`;
  fs.writeFileSync(path.join(dist, file), gz);
  const manifest = { file, pyodide: pyodide.version, ...recipe.fields, bytes: raw.length, gzip_bytes: gz.length };
  if (bundle) {
    manifest.files = `${recipe.prefix}-pyodide-${pyodide.version}.files`;
    fs.writeFileSync(path.join(dist, manifest.files), zlib.gzipSync(bundle, { level: 6 }));
  }
  fs.writeFileSync(path.join(dist, recipe.manifestName), JSON.stringify(manifest, null, 1) + "\n");
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  console.log(`snapshot: ${file}, ${(raw.length / 1e6).toFixed(1)} MB (${(gz.length / 1e6).toFixed(1)} MB gzipped) in ${seconds} s`);
}

main(process.argv.slice(2)).then(() => process.exit(0), (err) => {
  console.error("snapshot not made:", (err && err.message) || err);
  process.exit(1);
});
