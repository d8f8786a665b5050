/* The placement control's pointer, touch and keyboard handling.
 *
 * No game rule here. Python (rules_py/widgets/placement.py) renders, for the
 * selected piece in its orientation, `data-place` on `.rp-place-board`:
 *   {"at": {cell: [cells the piece would cover with the pointer on cell]},
 *    "ok": [cells where the engine says that placement is legal]}
 * and the board's cells carry `data-cell`. This script only looks those up:
 *   - a ghost of the piece follows the pointer (or the arrow-key cursor),
 *     drawn from the cells' own polygons, green when legal, red when not;
 *     its sentences come from `data-say` ({"legal", "illegal", "lang"}),
 *     in the page's language, as Python rendered them;
 *   - when an illegal ghost rests ~100 ms, it asks Python (op "blokus.why", or the board's `data-why`)
 *     for the reason in words and the cells at fault, and shows them;
 *   - click / tap / Enter sends {"place": cell}; the widget re-renders;
 *   - keys act only while focus is inside the widget: buttons with
 *     `data-pkey` (r, R, x, m, h), arrows move the cursor, Enter places;
 *   - a widget with `data-bot="1"` asks for the bot's move; `data-store`
 *     keeps the widget's hash in localStorage (restored on load);
 *     `input[data-load]` sends the chosen file's text as {"load": text}.
 * Hooks used from companion.js: window.rulesCompanion.act(widget, act),
 * .handle(request), and the "rp:rendered" event after a widget is redrawn.
 */
(function () {
  "use strict";

  const SVGNS = "http://www.w3.org/2000/svg";
  const REST_MS = 100; // an illegal ghost resting this long asks Python why
  const BOT_MS = 250; // a short pause so the reader sees whose turn it is
  const memory = new Map(); // widget slot -> {cell, keyboard}
  const cache = new WeakMap(); // board element -> parsed data

  function companion() { return window.rulesCompanion; }

  function slot(widget) {
    return [...document.querySelectorAll(".rp-widget")].indexOf(widget) + ":" + widget.dataset.widget;
  }

  function info(board) {
    let data = cache.get(board);
    if (data) return data;
    let place = {};
    let say = {};
    try { place = JSON.parse(board.dataset.place || "{}"); } catch (err) { place = {}; }
    try { say = JSON.parse(board.dataset.say || "{}"); } catch (err) { say = {}; }
    const svg = board.querySelector("svg");
    const polys = new Map();
    const centres = new Map();
    for (const el of board.querySelectorAll("[data-cell]")) {
      const pts = el.getAttribute("points");
      polys.set(el.dataset.cell, pts);
      const xy = pts.trim().split(/\s+/).map((p) => p.split(",").map(Number));
      centres.set(el.dataset.cell, [xy.reduce((s, p) => s + p[0], 0) / xy.length,
        xy.reduce((s, p) => s + p[1], 0) / xy.length]);
    }
    let ghost = svg.querySelector("g.rp-ghost");
    if (!ghost) {
      ghost = document.createElementNS(SVGNS, "g");
      ghost.setAttribute("class", "rp-ghost");
      ghost.setAttribute("pointer-events", "none");
      svg.appendChild(ghost);
    }
    data = { place, say, ok: new Set(place.ok || []), polys, centres, ghost, timer: null, shown: null };
    cache.set(board, data);
    return data;
  }

  function polygon(points, cls) {
    const el = document.createElementNS(SVGNS, "polygon");
    el.setAttribute("points", points);
    el.setAttribute("class", cls);
    return el;
  }

  function message(board, text) {
    const widget = board.closest(".rp-widget");
    const box = widget && widget.querySelector(".rp-place-message");
    if (box) box.textContent = text;
  }

  function clear(board) {
    const data = info(board);
    clearTimeout(data.timer);
    data.ghost.replaceChildren();
    data.shown = null;
  }

  // Draw the ghost with the pointer (or cursor) on `cell`.
  function show(board, cell) {
    const data = info(board);
    // A linked or saved game is on its way: this drawing is about to change
    // and a click on it is dropped (companion.js), so no ghost invites one.
    if (board.closest(".rp-widget[data-restoring]")) { clear(board); return; }
    if (data.shown === cell) return;
    clearTimeout(data.timer);
    data.shown = cell;
    board.dataset.cursor = cell; // where the ghost is (tests, styles)
    const cells = (data.place.at || {})[cell];
    data.ghost.replaceChildren();
    if (!cells) return;
    const legal = data.ok.has(cell);
    data.ghost.dataset.ghost = legal ? "legal" : "illegal";
    for (const c of cells) data.ghost.appendChild(polygon(data.polys.get(c), "rp-ghost-cell"));
    const widget = board.closest(".rp-widget");
    memory.set(slot(widget), Object.assign(memory.get(slot(widget)) || {}, { cell }));
    message(board, legal ? data.say.legal || "" : "");
    if (!legal) data.timer = setTimeout(() => why(board, cell), REST_MS);
  }

  async function why(board, cell) {
    const data = info(board);
    let ask;
    try { ask = JSON.parse(board.dataset.ask || "{}"); } catch (err) { return; }
    let reply;
    try {
      reply = await companion().handle({ op: board.dataset.why || "blokus.why",
        args: Object.assign({}, ask, { at: cell }) });
    } catch (err) {
      return; // Python not ready: the ghost stays red without words
    }
    if (data.shown !== cell || !board.isConnected || !reply.ok) return;
    const verdict = reply.result;
    if (verdict.legal) return;
    message(board, (data.say.illegal || "") + (data.say.lang === "fr" ? verdict.fr : verdict.en));
    for (const c of verdict.cells) {
      if (data.polys.has(c)) data.ghost.appendChild(polygon(data.polys.get(c), "rp-offend"));
    }
  }

  function liveBoard(target) {
    const board = target && target.closest ? target.closest(".rp-place-board[data-place]") : null;
    return board && board.closest(".rp-widget") ? board : null;
  }

  function send(widget, value, keyboard) {
    memory.set(slot(widget), Object.assign(memory.get(slot(widget)) || {}, { keyboard }));
    companion().act(widget, value);
  }

  // --- pointer and touch ---------------------------------------------------
  document.addEventListener("pointermove", (event) => {
    const board = liveBoard(event.target);
    if (!board) return;
    const cell = event.target.closest("[data-cell]");
    if (cell) show(board, cell.dataset.cell);
  });
  document.addEventListener("pointerdown", (event) => {
    const board = liveBoard(event.target);
    const cell = board && event.target.closest("[data-cell]");
    if (cell) show(board, cell.dataset.cell); // a tap: no hover before it
  });
  document.addEventListener("pointerout", (event) => {
    const board = liveBoard(event.target);
    if (board && !board.contains(event.relatedTarget)) { clear(board); message(board, ""); }
  });
  document.addEventListener("click", (event) => {
    const board = liveBoard(event.target);
    const cell = board && event.target.closest("[data-cell]");
    if (!cell || !companion()) return;
    event.preventDefault();
    send(board.closest(".rp-widget"), { place: cell.dataset.cell }, false);
  });

  // --- keyboard (only while focus is inside the widget) ---------------------
  const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

  function step(data, from, [dx, dy]) {
    const [x0, y0] = data.centres.get(from);
    let best = null;
    let bestScore = Infinity;
    for (const [name, [x, y]] of data.centres) {
      const along = (x - x0) * dx + (y - y0) * dy;
      if (along < 0.1) continue;
      const across = Math.abs((x - x0) * dy - (y - y0) * dx);
      const score = along + 1.5 * across;
      if (score < bestScore) { best = name; bestScore = score; }
    }
    return best || from;
  }

  function middle(data) {
    const names = [...data.centres.keys()];
    return names[Math.floor(names.length / 2)];
  }

  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const t = event.target;
    if (!t || !t.closest || t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)) return;
    const widget = t.closest(".rp-widget");
    const board = widget && widget.querySelector(".rp-place-board[data-place]");
    if (!board || !companion()) return;
    const onBoard = board.contains(t);
    const tool = [...widget.querySelectorAll("[data-pkey]")].find(
      (b) => b.dataset.pkey.split(" ").includes(event.key));
    if (tool) {
      event.preventDefault();
      event.stopPropagation();
      if (!tool.disabled) send(widget, JSON.parse(tool.dataset.act), onBoard);
    } else if (onBoard && (ARROWS[event.key] || event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      event.stopPropagation(); // not the page's other widgets' arrow keys
      const data = info(board);
      const at = data.shown || (memory.get(slot(widget)) || {}).cell || middle(data);
      if (ARROWS[event.key]) {
        const next = data.shown ? step(data, at, ARROWS[event.key]) : at; // first press: show where it is
        data.shown = null; // redraw even on the board's edge
        show(board, next);
      } else {
        send(widget, { place: at }, true);
      }
    }
  }, true); // capture: before companion.js binds the key elsewhere

  // --- after each redraw: ghost again, bot turns, saved game ----------------
  function settle(widget) {
    if (!widget || !widget.isConnected) return;
    if (widget.dataset.store && widget.dataset.hash) {
      try { localStorage.setItem(widget.dataset.store, widget.dataset.hash); } catch (err) { /* private mode */ }
    }
    const board = widget.querySelector(".rp-place-board[data-place]");
    const mem = memory.get(slot(widget)) || {};
    if (board && mem.cell) {
      if (mem.keyboard) { board.focus({ preventScroll: true }); show(board, mem.cell); }
      else if (board.matches(":hover")) show(board, mem.cell);
    }
    if (widget.dataset.bot === "1") {
      setTimeout(() => { if (widget.isConnected) companion().act(widget, { bot: 1 }); }, BOT_MS);
    }
  }

  document.addEventListener("rp:rendered", (event) => settle(event.target));

  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!input.matches || !input.matches("input[data-load]") || !input.files || !input.files[0]) return;
    const widget = input.closest(".rp-widget");
    input.files[0].text().then((text) => companion().act(widget, { load: text }));
  });

  function restore() {
    if (!companion()) return;
    for (const widget of document.querySelectorAll(".rp-widget[data-store]")) {
      let saved = null;
      try { saved = localStorage.getItem(widget.dataset.store); } catch (err) { saved = null; }
      const fromUrl = location.hash.length > 1;
      if (!fromUrl && saved && saved !== widget.dataset.hash) companion().act(widget, { goto: saved }, { restoring: true });
      else if (widget.dataset.bot === "1") companion().act(widget, { bot: 1 });
    }
  }

  // Each page, including those reached by instant navigation (Material's document$).
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(restore);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", restore);
  else restore();
})();
