/* Embed mode: a page opened with `?embed=1` (the frame that the Embed
 * snippet writes, rules_py/widgets/embed.py) shows its first widget alone.
 *
 * Loaded in the page's head (overrides/main.html), before the body is
 * drawn, so the full page never flashes: it only marks <html> with the
 * class `rp-embedded`, which companion.css's embed rules hide the rest by.
 * The URL hash is read as on any page (companion.js). A link inside the
 * frame to another page opens in a new tab: the frame keeps its example.
 * No game rule and no reader-facing text here.
 */
(function () {
  "use strict";

  let embedded = false;
  try {
    embedded = new URLSearchParams(location.search).get("embed") === "1";
  } catch (err) {
    embedded = false; // no URLSearchParams: the whole page, as without ?embed
  }
  if (!embedded) return;
  document.documentElement.classList.add("rp-embedded");

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
