/* The study editor's memory (rules_py/widgets/teaching/study_editor): no game rule, no words.
 *
 * Python draws everything; this script only carries text between the page
 * and localStorage, as placement.js does for the Blokus editor:
 *   - after each redraw, the work (`data-work`, JSON) goes to
 *     localStorage[data-work-key] ("rp-study-work"), so a reload or the
 *     other language's page opens it again ({"goto": work} on load);
 *   - "My studies" is localStorage[data-shelf-key] ("rp-studies"), a JSON
 *     object title -> study file text: `data-stash` ({"title", "text"}) is
 *     stored there, `data-forget` (a title) removed, and the list goes back to
 *     Python in the hidden input `.rp-se-library` (sent with every act);
 *   - "Edit the study shown in the reader" (`.rp-se-from-reader`, shown when a
 *     reader is on the page) sends the reader's state as {"edit": state};
 *   - `.rp-se-link-text[data-hash]` shows the study's link in full (this
 *     page's address with the hash Python wrote), to copy;
 *   - text typed but not yet applied (a comment, a title: the editor's named
 *     text fields) goes to localStorage["rp-study-draft"] with the work it
 *     was typed on, and is put back in its field when that work opens again
 *     (a reload, the other language's page); the next act applies it as any
 *     typed text. A redraw with other work drops it.
 */
(function () {
  "use strict";

  const SELECTOR = '.rp-widget[data-widget="study-editor"]';
  const READER = '.rp-widget[data-widget="study"]';

  function companion() { return window.rulesCompanion; }

  function read(key) {
    try { return localStorage.getItem(key); } catch (err) { return null; } // private mode
  }

  function write(key, value) {
    try { localStorage.setItem(key, value); } catch (err) { /* private mode or full */ }
  }

  function shelfOf(widget) {
    let shelf = {};
    try { shelf = JSON.parse(read(widget.dataset.shelfKey) || "{}") || {}; } catch (err) { shelf = {}; }
    return typeof shelf === "object" && !Array.isArray(shelf) ? shelf : {};
  }

  // The hidden input Python reads "My studies" from, filled anew after each redraw.
  function fill(widget) {
    const shelf = shelfOf(widget);
    for (const input of widget.querySelectorAll("input.rp-se-library")) input.value = JSON.stringify(shelf);
    const reader = document.querySelector(READER);
    for (const btn of widget.querySelectorAll(".rp-se-from-reader")) btn.hidden = !reader;
    for (const field of widget.querySelectorAll(".rp-se-link-text[data-hash]")) {
      field.value = location.origin + location.pathname + "#" + field.dataset.hash;
    }
    return shelf;
  }

  const DRAFT_KEY = "rp-study-draft";
  const TYPED = 'textarea[name], input[name]:not([type]), input[name][type="text"]';

  function draftOf() {
    let draft = null;
    try { draft = JSON.parse(read(DRAFT_KEY) || "null"); } catch (err) { draft = null; }
    return draft && typeof draft.work === "string" && draft.fields && typeof draft.fields === "object" ? draft : null;
  }

  document.addEventListener("input", (event) => {
    const field = event.target;
    const widget = field.closest && field.closest(SELECTOR);
    if (!widget || !field.matches(TYPED) || !widget.dataset.work) return;
    const old = draftOf();
    const draft = old && old.work === widget.dataset.work ? old : { work: widget.dataset.work, fields: {} };
    draft.fields[field.name] = field.value;
    write(DRAFT_KEY, JSON.stringify(draft));
  });

  // The text typed on this work, back in its fields; a draft of other work is dropped.
  function putDraftBack(widget) {
    const draft = draftOf();
    if (!draft) return;
    if (draft.work !== widget.dataset.work) {
      try { localStorage.removeItem(DRAFT_KEY); } catch (err) { /* private mode */ }
      return;
    }
    for (const field of widget.querySelectorAll(TYPED)) {
      const value = draft.fields[field.name];
      if (typeof value === "string" && field.value !== value) field.value = value;
    }
  }

  function settle(widget) {
    if (!widget || !widget.matches || !widget.matches(SELECTOR)) return;
    putDraftBack(widget);
    const key = widget.dataset.shelfKey;
    if (widget.dataset.stash || widget.dataset.forget) {
      const shelf = shelfOf(widget);
      try {
        const stash = widget.dataset.stash ? JSON.parse(widget.dataset.stash) : null;
        if (stash && typeof stash.title === "string" && typeof stash.text === "string") shelf[stash.title] = stash.text;
      } catch (err) { /* nothing to store */ }
      if (widget.dataset.forget) delete shelf[widget.dataset.forget];
      write(key, JSON.stringify(shelf));
    }
    if (widget.dataset.work) write(widget.dataset.workKey, widget.dataset.work);
    fill(widget);
  }

  document.addEventListener("rp:rendered", (event) => settle(event.target));

  document.addEventListener("click", (event) => {
    const btn = event.target.closest && event.target.closest(".rp-se-from-reader");
    const widget = btn && btn.closest(SELECTOR);
    const reader = document.querySelector(READER);
    if (!widget || !reader || !companion()) return;
    let state = null;
    try { state = JSON.parse(reader.dataset.state || "{}"); } catch (err) { state = null; }
    if (!state) return;
    delete state.lang;
    companion().act(widget, { edit: state });
  });

  function restore() {
    if (!companion()) return;
    for (const widget of document.querySelectorAll(SELECTOR)) {
      const shelf = fill(widget);
      const saved = read(widget.dataset.workKey);
      let work = null;
      try { work = saved ? JSON.parse(saved) : null; } catch (err) { work = null; }
      if (work && saved !== widget.dataset.work) companion().act(widget, { goto: work }, { restoring: true });
      else if (Object.keys(shelf).length) companion().act(widget, { shelf: 1 }, { restoring: true });
      else putDraftBack(widget);
    }
  }

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(restore);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", restore);
  else restore();
})();
