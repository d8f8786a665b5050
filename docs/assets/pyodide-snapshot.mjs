/* Restoring a Pyodide memory snapshot made at build time
 * (scripts/make_snapshot.mjs). Shared by the page worker
 * (companion-worker.js) and the notebooks' kernel (lite/kernel-pyodide.mjs,
 * served as pyodide/kernel-pyodide.mjs).
 *
 * A snapshot holds Python's memory only, not its file system: the caller
 * puts the packages' files back after restoring (their modules not yet
 * imported, their data files, their metadata).
 */

/** A package name as the lock file spells it (PEP 503): the build writes a
 * kernel snapshot's package list in this spelling, the kernel compares in it. */
export const canonical = (name) => name.toLowerCase().replace(/[-_.]+/g, "-");

/** How long a snapshot's download may wait for its next bytes (headers
 * first, then each chunk) before it is given up and the caller starts the
 * plain way: a stalled proxy or cache must not hold the start for minutes.
 * Only silence counts, so a slow but moving download is never cut. */
export const STALL_MS = 15000;

/** Fetch `indexURL + name` with `fetchFn`; an HTTP error throws, and so does
 * `stallMs` (when not 0) without a byte: the returned response's body then
 * errors, so reading it rejects. */
export async function fetchOk(indexURL, name, fetchFn = fetch, stallMs = 0) {
  const controller = new AbortController();
  let timer = 0;
  const wait = () => {
    clearTimeout(timer);
    if (stallMs) {
      timer = setTimeout(() => controller.abort(new Error(`${name}: no data for ${stallMs / 1000} s`)), stallMs);
    }
  };
  wait();
  let response;
  try {
    response = await fetchFn(indexURL + name, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  if (!stallMs || !response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream({
    async pull(out) {
      wait();
      try {
        const { done, value } = await reader.read();
        if (done) out.close();
        else out.enqueue(value);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Resolve to the gzip-decompressed bytes of `response` (or the bytes as they
 * are, when a server already removed the gzip layer: no gzip magic number). */
export async function gunzipped(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Pyodide (from `loadPyodide` of `indexURL`) restored from `snapshot`, a
 * promise of the decompressed bytes; `options` go to loadPyodide as well.
 *
 * Pyodide asks for an initial memory the size of the snapshot, but this
 * build's WebAssembly declares its own (30 MB), so a snapshot of a bigger
 * Python (the notebooks' kernel: about 55 MB) failed with "offset is out of
 * bounds". The module is grown to the snapshot's size before the restore. */
export async function restore(loadPyodide, indexURL, snapshot, options = {}) {
  const [{ default: createModule }, bytes] = await Promise.all([import(indexURL + "pyodide.asm.mjs"), snapshot]);
  return loadPyodide({
    ...options,
    indexURL,
    packages: [],
    _loadSnapshot: bytes,
    createPyodideModule: async (settings) => {
      const module = await createModule(settings);
      if (module.HEAP8.length < bytes.length) module.growMemory(bytes.length);
      return module;
    },
  });
}

/** Reseed Python's `random` from crypto: a snapshot froze the generator's
 * state, which every visit would otherwise repeat. Also forgets the import
 * system's directory caches, made before the files were put back. */
export function freshen(pyodide) {
  pyodide.globals.set("rp_seed", crypto.getRandomValues(new Uint8Array(32)));
  pyodide.runPython([
    "import importlib, random",
    "importlib.invalidate_caches()",
    "random.seed(int.from_bytes(bytes(rp_seed.to_py()), 'big'))",
    "del rp_seed",
  ].join("\n"));
}

/** Write the files of a bundle under `root` in Pyodide's file system.
 *
 * A bundle (made by scripts/make_snapshot.mjs) is a 4-byte little-endian
 * header length, a JSON header [[path under root, size], ...], then the
 * files' bytes in that order: one download and one plain JS loop instead of
 * unpacking a wheel per package in Python. Throws when the sizes do not add
 * up to the bundle's length. */
export function writeFiles(pyodide, bundle, root) {
  const view = new DataView(bundle.buffer, bundle.byteOffset, bundle.byteLength);
  const headerLength = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bundle.subarray(4, 4 + headerLength)));
  let offset = 4 + headerLength;
  const made = new Set();
  for (const [name, size] of header) {
    const dir = name.slice(0, name.lastIndexOf("/") + 1);
    if (!made.has(dir)) {
      pyodide.FS.mkdirTree(root + "/" + dir);
      made.add(dir);
    }
    if (offset + size > bundle.length) break;
    pyodide.FS.writeFile(root + "/" + name, bundle.subarray(offset, offset + size));
    offset += size;
  }
  if (offset !== bundle.length) throw new Error("the file bundle does not match its header");
  return header.length;
}
