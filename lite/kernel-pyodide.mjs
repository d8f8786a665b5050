/* The notebooks' Pyodide, started from a memory snapshot when it can be.
 *
 * JupyterLite's kernel imports the module named by `pyodideUrl`
 * (lite/jupyter-lite.json) and calls its loadPyodide({indexURL, stdout,
 * stderr, packages, ...}). This module is served as pyodide/kernel-pyodide.mjs
 * (docs/hooks.py copies it there) and offers the same two exports as
 * pyodide.mjs. Its loadPyodide first tries the kernel's memory snapshot
 * (scripts/make_snapshot.mjs --kernel: IPython, jedi and rules_py already
 * imported, which is most of a kernel's start), named by
 * pyodide/kernel-snapshot.json. The snapshot is used only when that manifest
 * names this Pyodide version, the very packages the kernel asks for, and
 * every wheel's sha256 in the lock. A snapshot holds Python's memory, not its
 * file system: the packages' files come from one bundle made with it (the
 * files loadPackage would write, without unpacking twenty wheels in Python),
 * and Pyodide's record of loaded packages is set as loadPackage would.
 *
 * Any failure on that way is warned about in the console and Pyodide starts
 * the plain way, exactly as without this module. The console says which way
 * ran ("rules companion kernel: ...").
 */
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";
import { STALL_MS, canonical, fetchOk, freshen, gunzipped, restore, writeFiles } from "../assets/pyodide-snapshot.mjs";

export { version };

const MANIFEST = "kernel-snapshot.json";

/** Throw unless `manifest` is a snapshot of this Pyodide with exactly the
 * wheels `lock` serves for `packages`. */
function checkManifest(manifest, lock, packages) {
  if (manifest.pyodide !== version) throw new Error(`the snapshot is of Pyodide ${manifest.pyodide}`);
  const asked = packages.map(canonical).sort().join(" ");
  if (asked !== [...manifest.packages].sort().join(" ")) throw new Error("the snapshot holds other packages");
  for (const [name, sha256] of Object.entries(manifest.wheels)) {
    if (!lock.packages[name] || lock.packages[name].sha256 !== sha256) {
      throw new Error(`the snapshot is of another build (${name})`);
    }
  }
}

async function fromSnapshot(options) {
  const { indexURL } = options;
  const packages = options.packages || [];
  const [manifest, lock] = await Promise.all([MANIFEST, "pyodide-lock.json"].map(
    async (name) => (await fetchOk(indexURL, name, fetch, STALL_MS)).json()));
  checkManifest(manifest, lock, packages);
  const t0 = performance.now();
  const files = fetchOk(indexURL, manifest.files, fetch, STALL_MS).then(gunzipped);
  files.catch(() => {}); // awaited below; a failure is reported there
  const pyodide = await restore(loadPlain, indexURL, fetchOk(indexURL, manifest.file, fetch, STALL_MS).then(gunzipped), options);
  const t1 = performance.now();
  const root = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  const count = writeFiles(pyodide, await files, root);
  Object.assign(pyodide.loadedPackages, manifest.loaded);
  freshen(pyodide);
  const ms = (t) => Math.round(t);
  console.info(`rules companion kernel: started from the memory snapshot (restored in ${ms(t1 - t0)} ms, `
    + `${count} files in ${ms(performance.now() - t1)} ms)`);
  return pyodide;
}

/** Pyodide for the kernel: restored from the snapshot, else started plainly. */
export async function loadPyodide(options = {}) {
  const indexURL = options.indexURL || new URL(".", import.meta.url).href;
  try {
    return await fromSnapshot({ ...options, indexURL });
  } catch (err) {
    console.warn("rules companion kernel: no memory snapshot, plain start:", (err && err.message) || err);
  }
  return loadPlain(options);
}
