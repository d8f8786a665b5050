/* The offline service worker: what the reader used is kept as it is used;
 * the whole site only when the reader asks for it.
 *
 * This file is a template: docs/hooks.py writes it to the site's root as
 * sw.js (so its scope is the whole site), with VERSION (a hash of the
 * files of the whole copy) and FILES (every page, asset, steps file, and
 * the Pyodide files a page's Python loads, as URLs relative to the site
 * root) filled in.
 *
 *   install:  nothing is fetched (a reader who came to read one page pays
 *             for that page only);
 *   activate: delete every other "rules-companion-*" cache (older builds),
 *             then take over the open pages;
 *   fetch:    a GET or HEAD of our own origin is answered from the cache
 *             when it holds it (the query string is ignored: a static
 *             site), else from the network; a successful whole GET under
 *             the scope is kept: a page read once (its steps files, and
 *             Python once the reader has used it) opens again offline;
 *   message:  {type: "keep", urls} (companion.js, once registered): the
 *             files the page used before this worker was there;
 *             {type: "keep-all"} (the reader ticked "Keep a copy for
 *             offline use", companion.js) fetches every file of FILES the
 *             cache lacks, telling the pages how far it got:
 *             {type: "offline-progress", done, total} after each file, then
 *             {type: "offline-done", ok, missing}. {type: "forget-all"}
 *             deletes the cache (the reader unticked it).
 *
 * A new build changes VERSION, so the browser installs the new worker,
 * which drops the old cache in one step. Nothing here ever asks another
 * origin for anything.
 */
"use strict";

const VERSION = "@@VERSION@@";
const FILES = [/* @@FILES@@ */];
const PREFIX = "rules-companion-";
const CACHE = PREFIX + VERSION;
const SCOPE = self.registration.scope;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// A HEAD request gets the cached response's status and headers, without the body.
function headOf(response) {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

const keyOf = (url) => url.split("#")[0].split("?")[0];

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
    cache.put(keyOf(request.url), response.clone()).catch(() => {});
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if ((request.method !== "GET" && request.method !== "HEAD") || !request.url.startsWith(SCOPE)) return;
  if (request.headers.has("range")) return; // partial requests go to the network as they are
  event.respondWith(answer(request));
});

async function tell(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: "window" })) {
    client.postMessage(message);
  }
}

// The whole copy, on the reader's word: the files the cache lacks, a few at
// a time; a file that fails is counted as missing (the next "keep-all", on
// the next page, tries it again).
let keeping = null;
async function keepAll() {
  const cache = await caches.open(CACHE);
  const urls = FILES.map((rel) => new URL(rel, SCOPE).href);
  const have = new Set((await cache.keys()).map((request) => keyOf(request.url)));
  const todo = urls.filter((url) => !have.has(url));
  let done = urls.length - todo.length;
  let missing = 0;
  await tell({ type: "offline-progress", done, total: urls.length });
  const next = async () => {
    while (todo.length) {
      const url = todo.shift();
      try {
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        await cache.put(url, response);
      } catch (err) {
        missing += 1;
      }
      done += 1;
      await tell({ type: "offline-progress", done, total: urls.length });
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  await tell({ type: "offline-done", ok: missing === 0, missing });
}

// The files a page used before this worker controlled it (the first page
// of a visit): kept like any other, fetched again (the browser's HTTP cache
// answers) only if the cache lacks them.
async function keep(urls) {
  const cache = await caches.open(CACHE);
  for (const url of urls) {
    if (typeof url !== "string" || !url.startsWith(SCOPE)) continue;
    const key = keyOf(url);
    if (await cache.match(key)) continue;
    try {
      // From the browser's HTTP cache when it holds it, even stale: the page
      // just fetched it, and no file is asked for twice in a visit.
      const response = await fetch(url, { cache: "force-cache" }); // its own URL: the HTTP cache's key
      if (response.ok && response.status === 200) await cache.put(key, response);
    } catch (err) {
      // offline or gone: nothing to keep
    }
  }
}

self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "keep" && Array.isArray(event.data.urls)) {
    event.waitUntil(keep(event.data.urls.slice(0, 500)));
  } else if (type === "keep-all") {
    if (!keeping) keeping = keepAll().finally(() => { keeping = null; });
    event.waitUntil(keeping);
  } else if (type === "forget-all") {
    event.waitUntil(caches.delete(CACHE));
  }
});
