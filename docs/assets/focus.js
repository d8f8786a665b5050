/* Focus mode for play pages: the game fills the screen.
 *
 * Any widget carrying the attribute `data-focus-mode` gets a button at its
 * top: "Full screen" puts that widget over the whole viewport (the page
 * under it does not scroll; the widget scrolls if it must), so that on a
 * phone the hand, the board and the messages share one screen. The same
 * button, then reading "Back to the rules", or the Escape key, leaves it.
 * The mode survives the widget's redraws (companion.js replaces the widget
 * and fires "rp:rendered"). No game rule here, and no request.
 */
(function () {
  "use strict";

  const LANG = (document.documentElement.lang || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
  const TEXT = {
    en: {
      enter: "Full screen",
      enterTitle: "The game fills the screen; the rules are one tap away",
      leave: "Back to the rules",
      leaveTitle: "Leave full screen (Esc)",
    },
    fr: {
      enter: "Plein \u00e9cran",
      enterTitle: "Le jeu occupe tout l\u2019\u00e9cran ; les r\u00e8gles sont \u00e0 un clic",
      leave: "Retour aux r\u00e8gles",
      leaveTitle: "Quitter le plein \u00e9cran (\u00c9chap)",
    },
  }[LANG];
  let focusedId = null; // data-rp-id of the widget in focus mode (it is replaced on each redraw)

  function idOf(widget) {
    return widget.dataset.rpId || [...document.querySelectorAll(".rp-widget[data-focus-mode]")].indexOf(widget);
  }

  function dress(widget) {
    if (!widget.matches || !widget.matches(".rp-widget[data-focus-mode]")) return;
    const on = focusedId !== null && String(idOf(widget)) === String(focusedId);
    widget.toggleAttribute("data-focused", on);
    let button = widget.querySelector(":scope > .rp-focus-toggle");
    if (!button) {
      button = document.createElement("button");
      button.type = "button";
      button.className = "rp-btn rp-focus-toggle";
      widget.prepend(button);
    }
    button.textContent = on ? TEXT.leave : TEXT.enter;
    button.title = on ? TEXT.leaveTitle : TEXT.enterTitle;
    button.setAttribute("aria-pressed", on ? "true" : "false");
  }

  function set(widget, on) {
    focusedId = on ? String(idOf(widget)) : null;
    document.documentElement.classList.toggle("rp-focus-on", on);
    for (const w of document.querySelectorAll(".rp-widget[data-focus-mode]")) dress(w);
    const button = widget.querySelector(":scope > .rp-focus-toggle");
    if (on) widget.scrollTop = 0;
    else widget.scrollIntoView({ block: "start" });
    if (button) button.focus({ preventScroll: true });
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest && event.target.closest(".rp-focus-toggle");
    if (!button) return;
    const widget = button.closest(".rp-widget[data-focus-mode]");
    if (widget) set(widget, !widget.hasAttribute("data-focused"));
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || focusedId === null) return;
    const widget = document.querySelector(".rp-widget[data-focused]");
    if (widget) set(widget, false);
  });
  document.addEventListener("rp:rendered", (event) => dress(event.target));

  function wake() {
    focusedId = null; // a new page starts in its normal layout
    document.documentElement.classList.remove("rp-focus-on");
    for (const w of document.querySelectorAll(".rp-widget[data-focus-mode]")) dress(w);
  }
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(wake);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wake);
  else wake();
})();
