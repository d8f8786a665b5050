/* The site search's index, fetched when the reader wants to search, in the
 * page's language.
 *
 * Material's script asks for `search/search_index.json` as soon as a page
 * loads: 1.4 MB (325 KB gzipped) on every page, for readers who never
 * search, and one index held both languages, so French readers got English
 * results. The build now writes one index per language (the root one for
 * English, `fr/search/search_index.json` for French: docs/hooks.py,
 * `_split_search_index`). This file is loaded just ahead of Material's
 * script (overrides/main.html) and wraps XMLHttpRequest, which Material
 * uses, for that one URL only: the request goes to the page's own
 * language's index, and is sent when the reader first shows they want to
 * search (a tap or focus on the search box, or one of the theme's search
 * keys: "/", "s", "f"), or at once if the address carries a search (`?q=`).
 * Every other request is left alone.
 */
(function () {
  "use strict";

  const script = document.currentScript;
  const ROOT = new URL("..", script ? script.src : location.href); // assets/ -> site root
  const SHARED = new URL("search/search_index.json", ROOT).href;
  const lang = (document.documentElement.getAttribute("lang") || "en").toLowerCase().split("-")[0];
  const OWN = lang === "en" ? SHARED : new URL(lang + "/search/search_index.json", ROOT).href;
  const KEYS = new Set(["/", "s", "S", "f", "F"]);

  let wanted = null;
  const intent = new Promise((resolve) => { wanted = resolve; });
  function want() {
    if (!wanted) return;
    const go = wanted;
    wanted = null;
    document.removeEventListener("focusin", onFocus, true);
    document.removeEventListener("pointerdown", onPointer, true);
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("change", onChange, true);
    go();
  }
  function inSearch(node) {
    return node instanceof Element && !!node.closest(".md-search, label[for='__search']");
  }
  function onFocus(event) { if (inSearch(event.target)) want(); }
  function onPointer(event) { if (inSearch(event.target)) want(); }
  function onKey(event) { if (KEYS.has(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) want(); }
  function onChange(event) { if (event.target && event.target.id === "__search") want(); }
  document.addEventListener("focusin", onFocus, true);
  document.addEventListener("pointerdown", onPointer, true);
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("change", onChange, true);
  if (new URLSearchParams(location.search).has("q")) want();

  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const held = new WeakSet();
  XMLHttpRequest.prototype.open = function (method, url) {
    let target = null;
    try { target = new URL(String(url), location.href).href; } catch (err) { /* not a URL: not ours */ }
    if (target === SHARED && String(method).toUpperCase() === "GET") {
      held.add(this);
      const args = Array.prototype.slice.call(arguments);
      args[1] = OWN;
      return open.apply(this, args);
    }
    return open.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    if (!held.has(this)) return send.apply(this, arguments);
    held.delete(this);
    const request = this;
    const args = arguments;
    intent.then(() => send.apply(request, args));
  };
})();
