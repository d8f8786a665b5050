/* Web storage that never throws: loaded first in every page's head
 * (overrides/main.html), before the theme's scripts.
 *
 * In another site's frame (the Embed snippet, rules_py/widgets/controls/embed.py)
 * a browser that blocks third-party storage makes the mere reading of
 * `window.localStorage` or `window.sessionStorage` throw a SecurityError.
 * The theme reads them at once (its palette, tabs and "outdated" scripts,
 * __md_get / __md_set), so the page would log errors and stop those
 * scripts. Where reading one throws, it is replaced by a store kept in
 * memory for this visit (same methods: getItem, setItem, removeItem,
 * clear, key, length), so every script keeps working and nothing is kept.
 * Our own scripts still wrap storage in try/catch.
 * No game rule and no reader-facing text here.
 */
(function () {
  "use strict";

  function memoryStore() {
    const items = new Map();
    return {
      getItem: (key) => (items.has(String(key)) ? items.get(String(key)) : null),
      setItem: (key, value) => { items.set(String(key), String(value)); },
      removeItem: (key) => { items.delete(String(key)); },
      clear: () => { items.clear(); },
      key: (i) => { const keys = [...items.keys()]; return i >= 0 && i < keys.length ? keys[i] : null; },
      get length() { return items.size; },
    };
  }

  for (const name of ["localStorage", "sessionStorage"]) {
    try {
      if (window[name]) continue; // readable: the browser's own
    } catch (err) {
      // blocked (a third-party frame): fall through to the stand-in
    }
    try {
      Object.defineProperty(window, name, { value: memoryStore(), configurable: true });
    } catch (err) {
      // cannot be replaced: the theme's calls are guarded below
    }
  }

  // The theme's helpers (defined just before this script): a failure reads as "nothing kept".
  const get = window.__md_get;
  const set = window.__md_set;
  if (typeof get === "function") {
    window.__md_get = function () {
      try { return get.apply(this, arguments); } catch (err) { return null; }
    };
  }
  if (typeof set === "function") {
    window.__md_set = function () {
      try { return set.apply(this, arguments); } catch (err) { return undefined; }
    };
  }
})();
