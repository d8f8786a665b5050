/* The record viewer's file upload and drag-and-drop.
 *
 * No game rule and no reader-facing text here. The record-viewer widget
 * (rules_py/widgets/record_viewer.py) draws a textarea named "record", a file
 * input `.rp-viewer-file` and a drop box `.rp-viewer-drop`. A file chosen
 * or dropped is read as text and put in the textarea, then the widget is
 * sent {"load": 1} through companion.js, exactly as the "Read the record"
 * button does: Python checks it and says what is wrong, if anything. The
 * BLOT deal composer (blot-editor) draws the same three under "Or open a
 * record" and takes {"load": 1} the same way.
 * At most the readers' limit (rules_py.errors.MAX_BYTES, which Python
 * writes on the file input as data-max-bytes) plus a few bytes is read, so
 * a bigger file is still refused by the reader ("longer than 2 MB") without
 * being loaded whole.
 */
(function () {
  "use strict";

  function viewerOf(el) {
    return el && el.closest
      ? el.closest('.rp-widget[data-widget="record-viewer"], .rp-widget[data-widget="blot-editor"]') : null;
  }

  // The readers' limit in bytes, from the widget's file input (Python's figure).
  function maxBytes(widget) {
    const input = widget.querySelector("input.rp-viewer-file");
    const limit = Number(input && input.dataset.maxBytes);
    return Number.isFinite(limit) && limit > 0 ? limit : Infinity;
  }

  async function send(widget, file) {
    let text = "";
    try {
      text = await file.slice(0, Math.min(file.size, maxBytes(widget) + 4)).text();
    } catch (err) {
      // An unreadable file: the widget then says there is nothing to read.
      console.warn("record viewer: the file could not be read:", err);
    }
    const box = widget.querySelector('textarea[name="record"]');
    if (!box || !window.rulesCompanion) return;
    box.value = text;
    window.rulesCompanion.act(widget, { load: 1 });
  }

  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!input.matches || !input.matches("input.rp-viewer-file")) return;
    const widget = viewerOf(input);
    if (widget && input.files && input.files[0]) send(widget, input.files[0]);
  });

  function dropBox(event) {
    const box = event.target && event.target.closest ? event.target.closest(".rp-viewer-drop") : null;
    return box && viewerOf(box) ? box : null;
  }

  document.addEventListener("dragover", (event) => {
    const box = dropBox(event);
    if (!box) return;
    event.preventDefault(); // allows the drop here
    event.dataTransfer.dropEffect = "copy";
    box.classList.add("rp-dragging");
  });

  document.addEventListener("dragleave", (event) => {
    const box = dropBox(event);
    if (box && !box.contains(event.relatedTarget)) box.classList.remove("rp-dragging");
  });

  document.addEventListener("drop", (event) => {
    const box = dropBox(event);
    if (!box) return;
    event.preventDefault(); // the browser would otherwise open the file
    box.classList.remove("rp-dragging");
    const files = event.dataTransfer && event.dataTransfer.files;
    if (files && files[0]) send(viewerOf(box), files[0]);
  });
})();
