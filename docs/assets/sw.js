/* The offline service worker: after a first visit, every page and every
 * widget works with no network at all.
 *
 * This file is a template: docs/hooks.py writes it to the site's root as
 * sw.js (so its scope is the whole site), with VERSION (a hash of the
 * files kept) and FILES (every page, asset, and the Pyodide files a page's
 * Python loads, as URLs relative to the site root) filled in.
 *
 *   install:  fetch FILES into the cache "rules-companion-<VERSION>";
 *   activate: delete every other "rules-companion-*" cache (older builds),
 *             then take over the open pages;
 *   fetch:    a GET or HEAD of our own origin is answered from the cache
 *             when it holds it (the query string is ignored: a static
 *             site), else from the network; a successful GET under the
 *             scope is kept for next time (JupyterLite, extra wheels).
 *
 * A new build changes VERSION, so the browser installs the new worker,
 * which replaces the old cache in one step. Nothing here ever asks another
 * origin for anything.
 */
"use strict";

const VERSION = "@@VERSION@@";
const FILES = [/* @@FILES@@ */];
const PREFIX = "rules-companion-";
const CACHE = PREFIX + VERSION;
const SCOPE = self.registration.scope;

self.addEventListener("install", (event) => {
  // The new build's files are all cached before this worker takes over.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// A HEAD request (the Python worker checks its files before loading them)
// gets the cached response's status and headers, without the body.
function headOf(response) {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function answer(request) {
  const cache = await caches.open(CACHE);
  const head = request.method === "HEAD";
  const hit = await cache.match(request.url, { ignoreSearch: true });
  if (hit && head) return headOf(hit);
  // A worker's script keeps its query string only if the response names no
  // other URL (companion-worker.js reads ?index= from its own location):
  // a new Response carries none, so the request's own URL stands.
  if (hit && hit.url !== request.url) return new Response(hit.body, hit);
  if (hit) return hit;
  const response = await fetch(request);
  // Kept for next time: whole successful GETs of this site only (not a range).
  if (!head && response.ok && response.status === 200 && request.url.startsWith(SCOPE)) {
    cache.put(request.url.split("?")[0], response.clone()).catch(() => {});
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if ((request.method !== "GET" && request.method !== "HEAD") || !request.url.startsWith(SCOPE)) return;
  if (request.headers.has("range")) return; // partial requests go to the network as they are
  event.respondWith(answer(request));
});
