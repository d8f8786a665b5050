/* The page's Python, in a (module) Web Worker so the page never freezes.
 *
 * Started by companion.js as `companion-worker.js?index=<site>/pyodide/`.
 * It loads Pyodide from the site's own copy, installs the rules_py wheel
 * named in the site's pyodide-lock.json, and then answers requests:
 *
 *   in:  {id, request: "<JSON for rules_py.web.handle>"}
 *   out: {type: "progress", step, steps, text}
 *        {type: "ready", version, boot, used}  boot: "snapshot" or "normal";
 *                                       used: the URLs this start fetched
 *        {type: "failed", message, reason}   reason: "download" or "start"
 *        {type: "work", done, elapsed}      progress of the request being answered
 *        {id, response: "<JSON from rules_py.web.handle>", trace?}
 *
 * A file of the site that cannot be downloaded while Python starts (a
 * network error or an HTTP error on any fetch under the Pyodide folder,
 * including the ones Pyodide makes itself) fails the start at once: the
 * page is told within seconds instead of waiting on a Pyodide that would
 * hang. After an "internal" reply, `trace` holds the Python traceback for
 * the page to log (rules_py.web.last_internal_trace).
 *
 * Two ways to start. First, the memory snapshot made at build time
 * (scripts/make_snapshot.mjs: Python with rules_py and every widget already
 * imported), named by pyodide/snapshot.json; it is used only when that
 * manifest names this Pyodide version and this wheel's sha256. Any failure
 * on that way (no manifest, a stale or corrupt snapshot, a failed check)
 * is only warned about, and the normal boot (loadPyodide, then the wheel)
 * runs instead. `self.rpBoot` and the "ready" message say which one ran.
 *
 * No game rule lives here: every answer comes from rules_py.web.handle.
 *
 * Worker-side storage (the page never sees it): a widget module of
 * rules_py.widgets that defines persist_take() and persist_load(text) keeps
 * data that must not reach the page (the blot-table widget's hidden hands).
 * After every request the worker saves what persist_take() returns
 * ({key: text, or null to delete}) in IndexedDB, under "<module>:<key>";
 * at start it hands each module its saved entries back.
 */
"use strict";

import { STALL_MS, fetchOk, freshen, gunzipped, restore } from "./pyodide-snapshot.mjs";

const indexURL = new URL(self.location.href).searchParams.get("index");
let handle = null;
let lastTrace = null; // rules_py.web.last_internal_trace

// Every fetch of a Pyodide file while Python starts is watched: the first
// one that fails settles `downloadFailed`, which start() races against.
let downloadFailed;
const downloadFailure = new Promise((resolve, reject) => { downloadFailed = reject; });
const plainFetch = self.fetch.bind(self);
self.fetch = async (resource, init) => {
  const url = String(resource && resource.url ? resource.url : resource);
  const watched = url.startsWith(indexURL);
  const name = url.slice(indexURL.length).split("?")[0];
  let response;
  try {
    response = await plainFetch(resource, init);
  } catch (err) {
    if (watched) downloadFailed(new DownloadError(`${name} (${err.message})`));
    throw err;
  }
  if (watched && !response.ok) downloadFailed(new DownloadError(`${name} (HTTP ${response.status})`));
  return response;
};

class DownloadError extends Error {
  constructor(what) {
    super("the site's Python files cannot be fetched: " + what);
    this.reason = "download";
  }
}
let persisting = []; // [{name, take, load}] Python modules with worker-side storage

// --- IndexedDB: one object store, keys "<module>:<key>", values text ------
const DB_NAME = "rules-companion-worker";
const STORE = "saved";

function openDb() {
  return new Promise((resolve, reject) => {
    if (!self.indexedDB) { reject(new Error("no IndexedDB")); return; }
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let dbPromise = null;
function db() {
  if (!dbPromise) dbPromise = openDb();
  return dbPromise;
}

async function loadSaved() {
  const store = (await db()).transaction(STORE, "readonly").objectStore(STORE);
  const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()].map(
    (req) => new Promise((resolve, reject) => { req.onsuccess = () => resolve(req.result); req.onerror = () => reject(req.error); })));
  const byModule = {};
  keys.forEach((key, i) => {
    const cut = String(key).indexOf(":");
    const name = String(key).slice(0, cut);
    (byModule[name] = byModule[name] || {})[String(key).slice(cut + 1)] = values[i];
  });
  return byModule;
}

async function saveChanges() {
  const writes = [];
  for (const mod of persisting) {
    const changes = JSON.parse(mod.take());
    for (const [key, text] of Object.entries(changes)) writes.push([mod.name + ":" + key, text]);
  }
  if (!writes.length) return;
  const tx = (await db()).transaction(STORE, "readwrite");
  const store = tx.objectStore(STORE);
  for (const [key, text] of writes) {
    if (text === null) store.delete(key); else store.put(text, key);
  }
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
}

async function startStorage(pyodide) {
  const names = pyodide.runPython(
    "import sys\n" +
    "[n for n, m in sorted(sys.modules.items()) if n.startswith('rules_py.widgets.')" +
    " and callable(getattr(m, 'persist_take', None)) and callable(getattr(m, 'persist_load', None))]").toJs();
  persisting = names.map((name) => {
    const mod = pyodide.pyimport(name);
    return { name, take: mod.persist_take, load: mod.persist_load };
  });
  if (!persisting.length) return;
  try {
    const saved = await loadSaved();
    for (const mod of persisting) {
      if (saved[mod.name]) mod.load(JSON.stringify(saved[mod.name]));
    }
  } catch (err) {
    console.warn("rules companion: saved games could not be read:", err);
  }
}

function progress(step, steps, text) {
  self.postMessage({ type: "progress", step, steps, text });
}

// Each file is fetched once (no HEAD check beforehand): a file that cannot
// be had fails the start through the watched fetch above (the WebAssembly,
// the standard library, the wheel: Pyodide fetches them with self.fetch) or
// through a rejected import (pyodide.mjs, pyodide.asm.mjs).

// Loads Pyodide with our wheel. The wheel is named in `packages`, so it is
// downloaded while Pyodide bootstraps instead of after it (one round trip
// less); that path reports no error, so a wheel that did not install is
// loaded again with loadPackage, whose errors are collected and thrown.
async function bootPython(loadPyodide) {
  const pyodide = await loadPyodide({ indexURL, packages: ["rules_py"] });
  progress(2, 3, "Installing the rules");
  if (!pyodide.loadedPackages.rules_py && !pyodide.loadedPackages["rules-py"]) {
    const problems = [];
    await pyodide.loadPackage("rules_py", {
      messageCallback: () => {},
      errorCallback: (message) => problems.push(message),
    });
    if (problems.length) throw new Error(problems.join("; "));
  }
  return pyodide;
}

// --- The memory snapshot ------------------------------------------------

// Python run right after the restore, once the wheel's files (data files,
// modules not imported yet) are unpacked again: a check that the restored
// rules answer.
const AFTER_RESTORE = [
  "import json, os",
  "import rules_py, rules_py.web",
  "assert os.path.isfile(rules_py.__file__), 'the wheel was not unpacked'",
  "assert isinstance(json.loads(rules_py.web.handle('{}')), dict)",
  "rules_py.__version__",
].join("\n");

/** Pyodide restored from the build's memory snapshot; throws on any problem
 * (the caller then boots the normal way). The snapshot's files are fetched
 * unwatched: a missing one must not fail the start, only send it the
 * normal way; nor may a stalled one hold it (STALL_MS without a byte). */
async function bootFromSnapshot(loadPyodide, version) {
  const get = (name) => fetchOk(indexURL, name, plainFetch, STALL_MS);
  const [manifest, lock] = await Promise.all(["snapshot.json", "pyodide-lock.json"].map(
    async (name) => (await get(name)).json()));
  const entry = lock.packages["rules-py"] || lock.packages.rules_py;
  if (manifest.pyodide !== version || !entry || manifest.wheel_sha256 !== entry.sha256) {
    throw new Error("the snapshot is of another build");
  }
  const wheel = get(entry.file_name).then((r) => r.arrayBuffer());
  wheel.catch(() => {}); // awaited below; a failure is reported there
  const pyodide = await restore(loadPyodide, indexURL, get(manifest.file).then(gunzipped),
    { lockFileContents: lock });
  progress(2, 3, "Installing the rules");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages(pyodide) });
  freshen(pyodide);
  pyodide.runPython(AFTER_RESTORE);
  return pyodide;
}

function sitePackages(pyodide) {
  return pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
}

/** Pyodide with rules_py: from the snapshot when it works, else the normal
 * boot. Sets self.rpBoot to the way taken. */
async function bootAnyWay() {
  const { loadPyodide, version } = await import(indexURL + "pyodide.mjs");
  try {
    const pyodide = await bootFromSnapshot(loadPyodide, version);
    self.rpBoot = "snapshot";
    return pyodide;
  } catch (err) {
    console.warn("rules companion: no memory snapshot, normal start:", (err && err.message) || err);
  }
  self.rpBoot = "normal";
  return bootPython(loadPyodide);
}

async function start() {
  progress(1, 3, "Downloading Python");
  const pyodide = await bootAnyWay();

  progress(3, 3, "Starting the rules");
  const web = pyodide.pyimport("rules_py.web");
  handle = web.handle;
  lastTrace = web.last_internal_trace;
  // Long searches report their progress: forwarded to the page as
  // {type: "work", done, elapsed} while Python runs (rules_py.progress).
  web.install_page_progress();
  // Import every widget module now, so the first click pays no import.
  const version = pyodide.runPython("import rules_py, rules_py.web\nrules_py.web.load_widgets()\nrules_py.__version__");
  await startStorage(pyodide);
  // The files this start fetched, for the page's offline keeping (companion.js).
  const used = performance.getEntriesByType("resource").map((e) => e.name);
  self.postMessage({ type: "ready", version, boot: self.rpBoot, used });
}

// Pyodide may never settle when one of its files is missing: the first
// failed download ends the start instead.
let startFailed = false;
downloadFailure.catch(() => {});
// The abandoned Pyodide start may still reject its own promises: once the
// failure is reported, those are only warned about.
self.addEventListener("unhandledrejection", (event) => {
  if (!startFailed) return;
  event.preventDefault();
  console.warn("rules companion: after the failed start:", event.reason);
});
const started = Promise.race([start(), downloadFailure]).catch((err) => {
  startFailed = true;
  self.postMessage({
    type: "failed",
    message: String((err && err.message) || err),
    reason: (err && err.reason) || "start",
  });
  return Promise.reject(err);
});
started.catch(() => {}); // reported above; requests check `started` themselves

self.onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    await started;
  } catch (err) {
    return; // "failed" was already posted
  }
  let response;
  let trace;
  try {
    response = handle(request);
    if (response.includes('"kind": "internal"')) trace = lastTrace();
  } catch (err) {
    // handle() catches every Python error itself; this is a last resort
    // (for instance a fatal Pyodide error), reported without a traceback.
    response = JSON.stringify({ ok: false, error: { kind: "internal", message: "Python stopped unexpectedly." } });
    console.warn(err);
  }
  if (persisting.length) {
    try {
      await saveChanges();
    } catch (err) {
      console.warn("rules companion: the game could not be saved:", err);
    }
  }
  self.postMessage({ id, response, trace });
};
