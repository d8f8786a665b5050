/* Learn page progress: which lessons the reader has solved, kept in this
 * browser's localStorage (nothing leaves the page; Python never sees it).
 *
 * The lesson widget (rules_py/widgets/teaching/lesson.py) marks a success with
 * `[data-lesson-done="ID"]`; every `[data-lesson-mark="ID"]` (in the
 * lesson-path list and in each lesson's title) gets a check mark once ID is
 * solved; `.rp-lesson-count[data-template]` shows "{done} of N" (its
 * `data-template-one` when the count is one of `data-plural-one`, the
 * language's singular counts from rules_py.i18n.messages.SINGULAR_COUNTS); a
 * `[data-lessons-clear]` button forgets everything. companion.js redraws a
 * widget after each act and then fires `rp:rendered` on it: that is when a
 * new success is read. All words come from the pre-rendered markup (English
 * or French), so this file holds none.
 */
(function () {
  "use strict";

  const KEY = "rules-companion:lessons-done";

  function load() {
    try {
      const value = JSON.parse(window.localStorage.getItem(KEY) || "[]");
      return new Set(Array.isArray(value) ? value.filter((x) => typeof x === "string") : []);
    } catch (err) {
      return new Set(); // storage disabled or garbled: start with nothing
    }
  }

  function save(done) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify([...done]));
    } catch (err) {
      console.warn("rules companion: lesson progress could not be saved:", err);
    }
  }

  // Draw the marks and the count from the stored progress.
  function paint(root) {
    const done = load();
    for (const mark of (root || document).querySelectorAll("[data-lesson-mark]")) {
      const solved = done.has(mark.dataset.lessonMark);
      mark.textContent = solved ? "\u2714" : "";
      mark.classList.toggle("rp-done", solved);
    }
    const total = document.querySelectorAll(".rp-lesson-list [data-lesson-mark]").length;
    const ids = new Set([...document.querySelectorAll(".rp-lesson-list [data-lesson-mark]")]
      .map((m) => m.dataset.lessonMark));
    const count = [...done].filter((id) => ids.has(id)).length;
    const n = total ? count : done.size;
    for (const el of document.querySelectorAll(".rp-lesson-count[data-template]")) {
      // The language's plural rule, as Python wrote it: the counts that take the singular.
      const one = (el.dataset.pluralOne || "1").split(" ").includes(String(n));
      el.textContent = (one && el.dataset.templateOne || el.dataset.template).replace("{done}", String(n));
    }
  }

  document.addEventListener("rp:rendered", (event) => {
    const widget = event.target;
    const success = widget.querySelector && widget.querySelector("[data-lesson-done]");
    if (success) {
      const done = load();
      done.add(success.dataset.lessonDone);
      save(done);
    }
    paint();
  });

  document.addEventListener("click", (event) => {
    const clear = event.target.closest && event.target.closest("[data-lessons-clear]");
    if (!clear) return;
    event.preventDefault();
    save(new Set());
    paint();
  });

  function init() { paint(); }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(init); // Material's instant navigation
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
