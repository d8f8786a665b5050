/* The page's Python, in a (module) Web Worker so the page never freezes.
 *
 * Started by companion.js as `companion-worker.js?index=<site>/pyodide/`.
 * It loads Pyodide from the site's own copy, installs the rules_py wheel
 * named in the site's pyodide-lock.json, and then answers requests:
 *
 *   in:  {id, request: "<JSON for rules_py.web.handle>"}
 *   out: {type: "progress", step, steps, text}
 *        {type: "ready", version}
 *        {type: "failed", message}
 *        {id, response: "<JSON from rules_py.web.handle>"}
 *
 * No game rule lives here: every answer comes from rules_py.web.handle.
 */
"use strict";

const indexURL = new URL(self.location.href).searchParams.get("index");
let handle = null;

function progress(step, steps, text) {
  self.postMessage({ type: "progress", step, steps, text });
}

async function start() {
  progress(1, 3, "Downloading Python");
  // Pyodide waits forever when its WebAssembly cannot be fetched, so ask
  // first (HEAD: headers only) and fail with a clear message instead.
  const needed = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
  const checks = await Promise.all(needed.map(async (name) => {
    try {
      const r = await fetch(indexURL + name, { method: "HEAD" });
      await r.arrayBuffer(); // empty, but read: else Chromium counts it aborted
      return r.ok ? null : `${name} (HTTP ${r.status})`;
    } catch (err) {
      return `${name} (${err.message})`;
    }
  }));
  const missing = checks.filter(Boolean);
  if (missing.length) {
    throw new Error("the site's Python files cannot be fetched: " + missing.join(", "));
  }
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL, packages: [] });

  progress(2, 3, "Installing the rules");
  // loadPackage resolves even when a package fails: collect the errors.
  const problems = [];
  await pyodide.loadPackage("rules_py", {
    messageCallback: () => {},
    errorCallback: (message) => problems.push(message),
  });
  if (problems.length) {
    throw new Error(problems.join("; "));
  }

  progress(3, 3, "Starting the rules");
  const web = pyodide.pyimport("rules_py.web");
  handle = web.handle;
  // Import every widget module now, so the first click pays no import.
  const version = pyodide.runPython("import rules_py, rules_py.web\nrules_py.web.load_widgets()\nrules_py.__version__");
  self.postMessage({ type: "ready", version });
}

const started = start().catch((err) => {
  self.postMessage({ type: "failed", message: String((err && err.message) || err) });
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
  try {
    response = handle(request);
  } catch (err) {
    // handle() catches every Python error itself; this is a last resort
    // (for instance a fatal Pyodide error), reported without a traceback.
    response = JSON.stringify({ ok: false, error: { kind: "internal", message: "Python stopped unexpectedly." } });
    console.warn(err);
  }
  self.postMessage({ id, response });
};
