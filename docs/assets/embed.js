/* The "Embed" box of a widget (rules_py/widgets/embed.py).
 *
 * No game rule and no reader-facing text of its own (the sentences come
 * from Python in `data-say`). Python writes the snippet with a
 * site-relative page path (`data-embed-path`), since only the page knows
 * where the site is served from: when the box opens, and before a copy,
 * the iframe's `src` is made absolute against the site's root (this
 * script's own folder's parent, as companion.js finds it). **Copy** puts
 * the snippet on the clipboard, or selects it for a copy by hand.
 */
(function () {
  "use strict";

  const script = document.currentScript;
  const ROOT = new URL("..", script ? script.src : location.href); // assets/ -> site root

  function resolve(field) {
    if (!field || field.dataset.resolved === "1") return;
    field.value = field.value.replace(/src="([^"]*)"/, (whole, src) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return whole; // already absolute
      return 'src="' + new URL(src, ROOT).href + '"';
    });
    field.dataset.resolved = "1";
  }

  document.addEventListener("toggle", (event) => {
    const box = event.target;
    if (box && box.matches && box.matches("details.rp-embed") && box.open) {
      resolve(box.querySelector("textarea.rp-embed-code"));
    }
  }, true); // toggle does not bubble

  document.addEventListener("click", async (event) => {
    const btn = event.target && event.target.closest ? event.target.closest(".rp-embed-copy") : null;
    if (!btn) return;
    const box = btn.closest("details.rp-embed");
    const field = box && box.querySelector("textarea.rp-embed-code");
    const said = box && box.querySelector(".rp-embed-said");
    if (!field) return;
    resolve(field);
    let say = {};
    try { say = JSON.parse(box.dataset.say || "{}"); } catch (err) { say = {}; }
    try {
      await navigator.clipboard.writeText(field.value);
      if (said) said.textContent = say.copied || "";
    } catch (err) {
      field.focus();
      field.select();
      if (said) said.textContent = say.byHand || "";
    }
  }, true);
})();
