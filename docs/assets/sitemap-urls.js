/* Lets Material's instant navigation work on a site built without a
 * `site_url` (ours: relative links only, so any host and port can serve it).
 *
 * Instant navigation only follows links listed in sitemap.xml, and Material
 * reads each <loc> with `new URL(text)`, which needs an absolute URL. Built
 * without `site_url`, MkDocs writes them relative to the site root ("./",
 * "blokus/pieces/"), every one throws, the list comes out empty, and every
 * click reloads the page. Before Material's script runs (this file is
 * loaded just ahead of it, see overrides/main.html), XML parsing is wrapped
 * so that, in a sitemap document only (<urlset>), each relative <loc> and
 * alternate link href is resolved against the site root. Nothing else
 * parsed as XML is touched.
 *
 * The sitemap lists both languages' pages; only the page's own language is
 * kept, so that going to the other language (the language switch) loads the
 * page afresh: its search then asks for that language's index
 * (search-on-demand.js), where an instant switch would keep searching the
 * language the visit started in.
 */
(function () {
  "use strict";

  const script = document.currentScript;
  const ROOT = new URL("..", script ? script.src : location.href).href; // assets/ -> site root
  const SITEMAPS = "http://www.sitemaps.org/schemas/sitemap/0.9";
  const parse = DOMParser.prototype.parseFromString;

  const LANG = (document.documentElement.getAttribute("lang") || "en").toLowerCase().split("-")[0];
  // A page's language, from its address relative to the site root: French pages live under fr/.
  function language(relative) {
    return /^fr(\/|$)/.test(relative.replace(/^\.\//, "")) ? "fr" : "en";
  }

  function absolute(value) {
    try {
      return new URL(value, ROOT).href;
    } catch (err) {
      return value; // not a URL at all: left as it is, Material skips it
    }
  }

  DOMParser.prototype.parseFromString = function (text, type) {
    const doc = parse.call(this, text, type);
    const root = doc && doc.documentElement;
    if (!root || root.localName !== "urlset" || root.namespaceURI !== SITEMAPS) return doc;
    for (const entry of [...root.getElementsByTagNameNS(SITEMAPS, "url")]) {
      const loc = entry.getElementsByTagNameNS(SITEMAPS, "loc")[0];
      const text = loc ? loc.textContent.trim() : "";
      if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && language(text) !== LANG) entry.remove();
    }
    for (const loc of root.getElementsByTagNameNS(SITEMAPS, "loc")) loc.textContent = absolute(loc.textContent.trim());
    for (const link of [...root.getElementsByTagName("*")]) {
      if (link.localName !== "link" || !link.hasAttribute("href")) continue;
      const href = link.getAttribute("href").trim();
      if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && language(href) !== LANG) link.remove();
      else link.setAttribute("href", absolute(href));
    }
    return doc;
  };
})();
