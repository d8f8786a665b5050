/* Embed mode: a page opened with `?embed=1` (the frame that the Embed
 * snippet writes, rules_py/widgets/controls/embed.py) shows its first widget alone.
 *
 * Loaded in the page's head (overrides/main.html), before the body is
 * drawn, so the full page never flashes: it only marks <html> with the
 * class `rp-embedded`, which companion.css's embed rules hide the rest by.
 * `&widget=ID` (a page id, `lesson-3`) shows that widget instead of the
 * first (`data-rp-embed-widget` on <html>, and a style naming it). Python
 * draws the widget read-only (companion.js says "embedded" with each request).
 * The URL hash is read as on any page (companion.js). A link inside the
 * frame to another page opens in a new tab: the frame keeps its example.
 * No game rule and no reader-facing text here.
 */
(function () {
  "use strict";

  let embedded = false;
  let widget = null;
  try {
    const query = new URLSearchParams(location.search);
    embedded = query.get("embed") === "1";
    widget = query.get("widget");
  } catch (err) {
    embedded = false; // no URLSearchParams: the whole page, as without ?embed
  }
  if (!embedded) return;
  const root = document.documentElement;
  root.classList.add("rp-embedded");
  if (widget && /^[a-z][a-z0-9-]{0,63}$/.test(widget)) { // a page id, nothing else goes into the style
    root.dataset.rpEmbedWidget = widget;
    const style = document.createElement("style");
    style.textContent =
      `html.rp-embedded .md-typeset > .rp-widget:not([data-rp-id="${widget}"]) { display: none !important; }\n` +
      `html.rp-embedded .md-typeset > .rp-widget[data-rp-id="${widget}"] { display: block !important; }`;
    document.head.appendChild(style);
  }

  // Before the theme's instant navigation sees the click (it listens below
  // the document): a page link leaves the frame for a new tab.
  document.addEventListener("click", (event) => {
    const link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!link || link.hasAttribute("download") || !/^https?:$/.test(link.protocol)) return;
    if (link.origin === location.origin && link.pathname === location.pathname) return; // an anchor here
    link.target = "_blank";
    link.rel = "noopener";
    event.stopPropagation();
  }, true);
})();
