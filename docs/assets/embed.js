/* The "Embed" box of a widget (rules_py/widgets/controls/embed.py).
 *
 * No game rule and no reader-facing text of its own (the sentences come
 * from Python in `data-say`). Python writes the snippet with a
 * site-relative page path (`data-embed-path`), since only the page knows
 * where the site is served from: when the box opens, and before a copy,
 * the iframe's `src` is made absolute against the site's root (this
 * script's own folder's parent, as companion.js finds it). A keyed snippet
 * (`data-embed-keyed`: Python wrote the widget's share token as the hash,
 * not knowing the widget's page id) gets the id of the widget around it:
 * `&widget=ID` in the query, `#ID=TOKEN` as the hash, on this very page.
 * A box may hold several snippets (`.rp-embed-choice`). **Copy** puts
 * the snippet on the clipboard, or selects it for a copy by hand.
 */
(function () {
  "use strict";

  const script = document.currentScript;
  const ROOT = new URL("..", script ? script.src : location.href); // assets/ -> site root

  // A keyed snippet (Python wrote "?embed=1#TOKEN", no page): this page,
  // the widget's id in the query and in the hash.
  function keyed(field, src) {
    const widget = field.closest(".rp-widget[data-rp-id]");
    const id = widget ? widget.dataset.rpId.split(".")[0] : "";
    if (!/^[a-z][a-z0-9-]{0,63}$/.test(id)) return new URL(src, location.href).href;
    const [query, hash] = src.split("#");
    const page = new URL(query + "&widget=" + id, location.href.split("#")[0]).href;
    return (page + (hash ? "#" + id + "=" + hash : "")).replace(/&/g, "&amp;"); // in an HTML attribute
  }

  function resolve(field) {
    if (!field || field.dataset.resolved === "1") return;
    field.value = field.value.replace(/src="([^"]*)"/, (whole, src) => {
      if (field.dataset.embedKeyed === "1") return 'src="' + keyed(field, src) + '"';
      if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return whole; // already absolute
      return 'src="' + new URL(src, ROOT).href + '"';
    });
    field.dataset.resolved = "1";
  }

  document.addEventListener("toggle", (event) => {
    const box = event.target;
    if (box && box.matches && box.matches("details.rp-embed") && box.open) {
      box.querySelectorAll("textarea.rp-embed-code").forEach(resolve);
    }
  }, true); // toggle does not bubble

  document.addEventListener("click", async (event) => {
    const btn = event.target && event.target.closest ? event.target.closest(".rp-embed-copy") : null;
    if (!btn) return;
    const box = btn.closest("details.rp-embed");
    const scope = btn.closest(".rp-embed-choice") || box; // one of several snippets, or the only one
    const field = scope && scope.querySelector("textarea.rp-embed-code");
    const said = scope && scope.querySelector(".rp-embed-said");
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
