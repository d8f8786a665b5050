/* The study reader's presentation mode (rules_py/widgets/teaching/study.py).
 *
 * No game rule and no reader-facing text here: Python draws the two
 * buttons, "Present" (.rp-study-present) and "Leave the presentation"
 * (.rp-study-unpresent), in the page's language, without a data-act.
 *
 * Present wraps the widget once in a box (.rp-study-screen), marks the box
 * .rp-presenting (study.css lays the board out as large as the screen allows,
 * the comment beside it, large type) and asks the browser to put the box
 * full screen. The box, not the widget: companion.js replaces the widget's
 * element at every act, which would end a widget's own full screen. When
 * the browser refuses full screen, the box still covers the window.
 * While presenting, Space steps on like ArrowRight/PageDown (companion.js
 * sends those keys to the widget's step bar; at a chapter's end, PageDown
 * and Space take the "Next chapter" button), and Escape or the Leave
 * button ends the presentation. The printable sheet's Print button
 * (.rp-study-print) opens the browser's print dialog.
 */
(function () {
  "use strict";

  const SCREEN = "rp-study-screen";
  const PRESENTING = "rp-presenting";

  function boxOf(widget) {
    const parent = widget.parentElement;
    if (parent && parent.classList.contains(SCREEN)) return parent;
    const box = document.createElement("div");
    box.className = SCREEN;
    widget.before(box);
    box.appendChild(widget); // the same element moves: companion.js keeps its references
    return box;
  }

  function present(widget) {
    const box = boxOf(widget);
    box.classList.add(PRESENTING);
    document.documentElement.classList.add("rp-study-presenting");
    if (box.requestFullscreen) {
      box.requestFullscreen().catch((err) => console.info("study: full screen refused, the window is used:", err));
    }
    const next = widget.querySelector('[data-key~="ArrowRight"]:not([disabled])');
    if (next) next.focus({ preventScroll: true });
  }

  function leave(box) {
    if (!box || !box.classList.contains(PRESENTING)) return;
    box.classList.remove(PRESENTING);
    if (!document.querySelector("." + SCREEN + "." + PRESENTING)) {
      document.documentElement.classList.remove("rp-study-presenting");
    }
    if (document.fullscreenElement === box && document.exitFullscreen) {
      document.exitFullscreen().catch(() => {});
    }
  }

  const presenting = () => document.querySelector("." + SCREEN + "." + PRESENTING);

  document.addEventListener("click", (event) => {
    if (event.target.closest && event.target.closest(".rp-study-print")) {
      window.print(); // the printable sheet (study.css keeps each diagram with its comment)
      return;
    }
    const button = event.target.closest && event.target.closest(".rp-study-present, .rp-study-unpresent");
    const widget = button && button.closest(".rp-widget");
    if (!widget) return;
    event.preventDefault();
    if (button.classList.contains("rp-study-present")) present(widget);
    else leave(widget.closest("." + SCREEN));
  });

  // Escape in the browser's full screen ends it: the presentation ends with it.
  document.addEventListener("fullscreenchange", () => {
    const box = presenting();
    if (box && box.dataset.full === "1" && document.fullscreenElement !== box) leave(box);
    if (box) box.dataset.full = document.fullscreenElement === box ? "1" : "";
  });

  document.addEventListener("keydown", (event) => {
    const box = presenting();
    if (!box || event.altKey || event.ctrlKey || event.metaKey) return;
    const t = event.target;
    if (t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))) return;
    if (event.key === "Escape") {
      leave(box);
    } else if (event.key === " ") {
      event.preventDefault();
      const next = box.querySelector('.rp-widget [data-key~="ArrowRight"]:not([disabled]), '
                                      + '.rp-widget [data-key~="PageDown"]:not([disabled])');
      if (next) next.click();
    }
  }, true);
})();
