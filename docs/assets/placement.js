/* The placement control's pointer, touch and keyboard handling.
 *
 * No game rule here. Python (rules_py/widgets/controls/placement.py) renders, for the
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
 *   - a mouse click or Enter sends {"place": cell}; the widget re-renders;
 *   - on a touch screen a tap only shows the piece there (legal or not, with
 *     the reason); a second tap on that cell, or the Place button
 *     (.rp-place-confirm), places it, and a drag from the board moves it;
 *   - keys act only while focus is inside the widget: buttons with
 *     `data-pkey` (r, R, x, m, h), arrows move the cursor, Enter places,
 *     c / C jump to the next / previous legal placement covering one of the
 *     colour's corners (`"corners"` in `data-place`); the cursor starts on
 *     the one nearest where it last was; after a key the focus comes back
 *     to where it was (the board, the tray piece, the tool) once redrawn;
 *   - Zoom (.rp-place-zoom) draws the cells at least ZOOM_PX wide, the board
 *     scrolling sideways; it stays on through redraws;
 *   - a widget with `data-bot="1"` asks for the bot's move; `data-store`
 *     keeps the widget's hash in localStorage (restored on load unless the
 *     address names the widget: a heading's anchor does not; and when the
 *     address names only a new game of the saved game's set-up);
 *     `input[data-load]` sends the chosen file's text as {"load": text};
 *     `select[data-change-act]` sends its act (JSON) as soon as it changes.
 * Hooks used from companion.js: window.rulesCompanion.act(widget, act),
 * .handle(request), and the "rp:rendered" event after a widget is redrawn.
 */
(function () {
  "use strict";

  const SVGNS = "http://www.w3.org/2000/svg";
  const REST_MS = 100; // an illegal ghost resting this long asks Python why
  const BOT_MS = 250; // a short pause so the reader sees whose turn it is
  const ZOOM_PX = 30; // a zoomed cell's smaller side, in CSS pixels
  const memory = new Map(); // widget slot -> {cell, keyboard, focus, zoom}
  let touching = false; // the last pointer pressed was a finger
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
    data = { place, say, ok: new Set(place.ok || []), polys, centres, ghost, timer: null, shown: null,
      armed: null, dragged: false, spots: null };
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
    if (box && text && touching) reveal(box); // a tap's answer, on the phone's screen
  }

  // A refusal or a tap's answer inside the viewport (scrolled the least).
  function reveal(box) {
    const r = box.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) box.scrollIntoView({ block: "nearest" });
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
    const confirm = touching && data.armed === cell && data.say.confirm ? " " + data.say.confirm : "";
    message(board, legal ? (data.say.legal || "") + confirm : "");
    if (!legal) data.timer = setTimeout(() => why(board, cell), REST_MS);
  }

  // The legal placements that cover one of the colour's corners (any legal
  // placement where the position has no corners: the rectangle puzzles),
  // one per corner, in reading order: where the keyboard cursor jumps.
  function spots(data) {
    if (data.spots) return data.spots;
    const corners = data.place.corners || [];
    const out = [];
    if (corners.length) {
      for (const corner of corners) {
        const c = data.centres.get(corner);
        let best = null;
        let bestD = Infinity;
        for (const a of data.ok) {
          if (!(data.place.at[a] || []).includes(corner)) continue;
          const p = data.centres.get(a);
          const d = (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2;
          if (d < bestD) { best = a; bestD = d; }
        }
        if (best && !out.includes(best)) out.push(best);
      }
    } else {
      out.push(...data.ok);
    }
    const key = (name) => { const [x, y] = data.centres.get(name); return [Math.round(y * 4), x]; };
    out.sort((a, b) => { const ka = key(a); const kb = key(b); return ka[0] - kb[0] || ka[1] - kb[1]; });
    data.spots = out;
    return out;
  }

  // Where the keyboard cursor starts: the legal spot nearest `from` (the
  // last cursor cell; the board's middle at first), or `from` when legal.
  function start(data, from) {
    if (from && data.ok.has(from)) return from;
    const list = spots(data);
    const origin = data.centres.get(from) || data.centres.get(middle(data));
    let best = null;
    let bestD = Infinity;
    for (const name of list) {
      const p = data.centres.get(name);
      const d = (p[0] - origin[0]) ** 2 + (p[1] - origin[1]) ** 2;
      if (d < bestD) { best = name; bestD = d; }
    }
    return best || (data.centres.has(from) ? from : middle(data));
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
  function cellAt(event) {
    // A finger's pointer stays captured by the element it pressed: look under it.
    const el = event.pointerType === "touch" ? document.elementFromPoint(event.clientX, event.clientY) : event.target;
    return el && el.closest ? el.closest("[data-cell]") : null;
  }

  function arm(board, cell) {
    const data = info(board);
    data.armed = cell;
    // Kept for the redraw a turn or a mirror brings: the piece is shown there again at once.
    const widget0 = board.closest(".rp-widget");
    if (widget0) memory.set(slot(widget0), Object.assign(memory.get(slot(widget0)) || {},
      { armed: cell || null, armedOn: cell ? widget0.dataset.hash : null }));
    board.classList.toggle("rp-armed", Boolean(cell)); // the next drag moves the piece, not the page
    const widget = board.closest(".rp-widget");
    const button = widget && widget.querySelector(".rp-place-confirm");
    if (button) button.hidden = !cell;
    if (cell) { data.shown = null; show(board, cell); }
  }

  document.addEventListener("pointermove", (event) => {
    const board = liveBoard(event.target);
    if (!board) return;
    if (event.pointerType === "touch") {
      const data = info(board);
      if (!data.armed || !data.pressed) return; // a finger scrolls the page until a piece is shown
      const cell = cellAt(event);
      if (cell && cell.dataset.cell !== data.shown) { data.dragged = true; show(board, cell.dataset.cell); }
      return;
    }
    const cell = event.target.closest("[data-cell]");
    if (cell) show(board, cell.dataset.cell);
  });
  document.addEventListener("pointerdown", (event) => {
    touching = event.pointerType === "touch";
    for (const mem of memory.values()) mem.keyboard = false; // a pointer again: no focus to put back
    const board = liveBoard(event.target);
    const cell = board && event.target.closest("[data-cell]");
    if (!cell) return;
    if (touching) { const data = info(board); data.pressed = true; data.dragged = false; return; }
    show(board, cell.dataset.cell); // a pen or mouse press: no hover before it
  });
  // Place: the piece shown by a tap goes down. On a finger's lift already
  // (a quick tap after a drag may bring no click); the click that may follow
  // then finds nothing shown.
  function confirmPlace(widget) {
    const board = widget && liveBoard(widget.querySelector(".rp-place-board[data-place]"));
    const data = board && info(board);
    if (!data || !data.armed || !companion()) return;
    const cell = data.armed;
    data.armed = null;
    send(widget, { place: cell }, false);
  }

  let pressedConfirm = null; // the Place button a finger went down on
  document.addEventListener("pointerdown", (event) => {
    pressedConfirm = event.pointerType === "touch" && event.target.closest
      ? event.target.closest(".rp-place-confirm") : null;
  }, true);
  document.addEventListener("pointerup", (event) => {
    if (event.pointerType !== "touch") return;
    const confirm = event.target.closest && event.target.closest(".rp-place-confirm");
    if (confirm && confirm === pressedConfirm) { confirmPlace(confirm.closest(".rp-widget")); return; }
    const board = liveBoard(event.target);
    if (!board) return;
    const data = info(board);
    data.pressed = false;
    if (data.dragged && data.shown) arm(board, data.shown); // dropped there: the next tap there places it
  });
  document.addEventListener("pointerout", (event) => {
    if (event.pointerType === "touch") return; // a finger lifted: the shown piece stays
    const board = liveBoard(event.target);
    if (board && !board.contains(event.relatedTarget)) { clear(board); message(board, ""); }
  });
  document.addEventListener("click", (event) => {
    const confirm = event.target.closest && event.target.closest(".rp-place-confirm");
    if (confirm) { confirmPlace(confirm.closest(".rp-widget")); return; }
    const zoom = event.target.closest && event.target.closest(".rp-place-zoom");
    if (zoom) {
      const widget = zoom.closest(".rp-widget");
      const mem = memory.get(slot(widget)) || {};
      memory.set(slot(widget), Object.assign(mem, { zoom: !mem.zoom }));
      applyZoom(widget);
      return;
    }
    const board = liveBoard(event.target);
    const cell = board && event.target.closest("[data-cell]");
    if (!cell || !companion()) return;
    event.preventDefault();
    if (touching) {
      const data = info(board);
      if (data.dragged) { data.dragged = false; return; }
      if (data.armed !== cell.dataset.cell) { arm(board, cell.dataset.cell); return; } // first tap: show it
    }
    send(board.closest(".rp-widget"), { place: cell.dataset.cell }, false);
  });

  // A cell's smaller side, in the drawing's units (any board with data-cell).
  function cellSide(board) {
    let side = Infinity;
    for (const el of board.querySelectorAll("[data-cell]")) {
      const xy = el.getAttribute("points").trim().split(/\s+/).map((p) => p.split(",").map(Number));
      const xs = xy.map((p) => p[0]);
      const ys = xy.map((p) => p[1]);
      side = Math.min(side, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    }
    return side;
  }

  // Zoom: the board's cells at least ZOOM_PX on their smaller side.
  function applyZoom(widget) {
    const board = widget.querySelector(".rp-place-board");
    const button = widget.querySelector(".rp-place-zoom");
    const on = Boolean((memory.get(slot(widget)) || {}).zoom);
    if (button) button.setAttribute("aria-pressed", on ? "true" : "false");
    if (!board) return;
    const svg = board.querySelector("svg");
    board.classList.toggle("rp-zoomed", on);
    if (!svg) return;
    const box = svg.viewBox && svg.viewBox.baseVal;
    const side = on ? cellSide(board) : Infinity; // also while a bot plays (no ghost data then)
    if (on && box && box.width && isFinite(side)) {
      svg.style.width = Math.ceil(box.width * ZOOM_PX / side) + "px";
      svg.style.maxWidth = "none";
      svg.style.height = "auto";
    } else {
      svg.style.removeProperty("width");
      svg.style.removeProperty("max-width");
      svg.style.removeProperty("height");
    }
  }

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

  // Where focus is, to put it back once the widget is redrawn: the board,
  // or the button by its act (a tray piece, a tool).
  function remember(widget, target, onBoard) {
    const button = target.closest && target.closest("[data-act]");
    const focus = onBoard ? "board" : button && widget.contains(button) ? button.dataset.act : null;
    memory.set(slot(widget), Object.assign(memory.get(slot(widget)) || {}, { focus }));
  }

  function refocus(widget, mem) {
    const active = document.activeElement;
    // the reader moved on (the widget itself is where companion.js parks the focus: go on from there)
    if (active && active !== document.body && active !== widget && active.isConnected) return;
    let target = null;
    if (mem.focus && mem.focus !== "board") {
      target = [...widget.querySelectorAll("[data-act]")].find((el) => el.dataset.act === mem.focus);
    }
    if (!target) target = widget.querySelector(".rp-place-board[data-place]");
    if (!target) { widget.tabIndex = -1; target = widget; } // a bot's turn: keys still reach the widget
    target.focus({ preventScroll: true });
  }

  // The tray is one tab stop (Python gives the selected piece, else the
  // first, tabindex 0): Left/Right go to the previous/next piece, Up/Down to
  // the nearest piece in the row above/below, Home/End to the first/last;
  // the piece reached takes the tab stop. Enter or Space picks it (a click).
  function trayMove(piece, key) {
    const pieces = [...piece.parentElement.querySelectorAll(".rp-tray-piece")];
    const k = pieces.indexOf(piece);
    let next = null;
    if (key === "Home") next = pieces[0];
    else if (key === "End") next = pieces[pieces.length - 1];
    else if (key === "ArrowLeft") next = pieces[k - 1];
    else if (key === "ArrowRight") next = pieces[k + 1];
    else next = nearestPiece(pieces, piece, ARROWS[key][1]) || pieces[k + ARROWS[key][1]];
    if (!next) return;
    for (const p of pieces) p.tabIndex = p === next ? 0 : -1;
    next.focus();
  }

  // The piece nearest `from` in the row above (dy = -1) or below (dy = 1).
  function nearestPiece(pieces, from, dy) {
    const centre = (el) => { const r = el.getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; };
    const [x0, y0] = centre(from);
    let best = null;
    let bestScore = Infinity;
    for (const p of pieces) {
      const [x, y] = centre(p);
      const along = (y - y0) * dy;
      if (along < 4) continue; // same row
      const score = along + 2 * Math.abs(x - x0);
      if (score < bestScore) { best = p; bestScore = score; }
    }
    return best;
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
    const piece = t.closest(".rp-tray-piece");
    if (piece && (ARROWS[event.key] || event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      event.stopPropagation(); // the tray's own keys: not the page's other widgets'
      trayMove(piece, event.key);
      return;
    }
    const tool = [...widget.querySelectorAll("[data-pkey]")].find(
      (b) => b.dataset.pkey.split(" ").includes(event.key));
    if (tool) {
      event.preventDefault();
      event.stopPropagation();
      if (!tool.disabled) { remember(widget, t, onBoard); send(widget, JSON.parse(tool.dataset.act), true); }
    } else if (onBoard && (ARROWS[event.key] || event.key === "Enter" || event.key === " " ||
        event.key === "c" || event.key === "C")) {
      event.preventDefault();
      event.stopPropagation(); // not the page's other widgets' arrow keys
      const data = info(board);
      const at = data.shown || start(data, (memory.get(slot(widget)) || {}).cell);
      if (ARROWS[event.key]) {
        const next = data.shown ? step(data, at, ARROWS[event.key]) : at; // first press: show where it is
        data.shown = null; // redraw even on the board's edge
        show(board, next);
      } else if (event.key === "c" || event.key === "C") {
        const list = spots(data);
        if (!list.length) { clear(board); message(board, data.say.nowhere || ""); return; } // said, not silent
        let next = at;
        if (data.shown && list.length) {
          const k = list.indexOf(at);
          const n = list.length;
          next = list[k < 0 ? 0 : (k + (event.key === "c" ? 1 : n - 1)) % n];
        }
        data.shown = null;
        show(board, next);
      } else {
        remember(widget, t, true);
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
    const said = widget.querySelector(".rp-place-message");
    // a refused move's reason (the state's "tried"), in view
    const refused = (widget.dataset.state || "").includes('"tried"');
    if (said && said.textContent.trim() && refused) reveal(said);
    const mem = memory.get(slot(widget)) || {};
    if (mem.keyboard) refocus(widget, mem);
    if (board && mem.keyboard && mem.focus === "board") show(board, start(info(board), mem.cell));
    else if (board && mem.armed && mem.armedOn === widget.dataset.hash && !refused) arm(board, mem.armed); // turned: shown again
    else if (board && mem.cell && !mem.keyboard && board.matches(":hover")) show(board, mem.cell);
    applyZoom(widget);
    if (widget.dataset.bot === "1") {
      setTimeout(() => { if (widget.isConnected) companion().act(widget, { bot: 1 }); }, BOT_MS);
    }
  }

  document.addEventListener("rp:rendered", (event) => settle(event.target));

  document.addEventListener("change", (event) => {
    const input = event.target;
    // A choice that redraws part of its widget at once (the "New game" box's
    // edition: its seats follow): the act it names, sent with the inputs.
    if (input.matches && input.matches("select[data-change-act]")) {
      let value = null;
      try { value = JSON.parse(input.dataset.changeAct); } catch (err) { value = null; }
      const widget = input.closest(".rp-widget");
      if (value && widget) companion().act(widget, value);
      return;
    }
    if (!input.matches || !input.matches("input[data-load]") || !input.files || !input.files[0]) return;
    const widget = input.closest(".rp-widget");
    input.files[0].text().then((text) => companion().act(widget, { load: text }));
  });

  // A link that names a new game (no move yet: the home page's "Play Duo")
  // of the set-up the saved game has: the saved game, not a fresh board.
  function startOfSaved(widget, saved) {
    let text = "";
    try { text = decodeURIComponent(location.hash.slice(1)); } catch (err) { return false; }
    const prefix = widget.dataset.hashPrefix;
    return Boolean(saved && prefix && text.startsWith(prefix) && text.endsWith("/") && saved.startsWith(text) && saved !== text);
  }

  // Whether the address names this widget's state (a heading's anchor, such
  // as the one "Skip to content" leaves, does not: the saved game comes back).
  function namedInHash(widget) {
    const prefix = widget.dataset.hashPrefix;
    const id = widget.dataset.rpId;
    return location.hash.slice(1).split("&").some((part) => {
      let text = "";
      try { text = decodeURIComponent(part); } catch (err) { return true; }
      return Boolean(text) && ((prefix && text.startsWith(prefix)) || (id && text.startsWith(id + "=")) || !prefix);
    });
  }

  function restore() {
    if (!companion()) return;
    for (const widget of document.querySelectorAll(".rp-widget[data-store]")) {
      let saved = null;
      try { saved = localStorage.getItem(widget.dataset.store); } catch (err) { saved = null; }
      const fromUrl = namedInHash(widget) && !startOfSaved(widget, saved);
      if (!fromUrl && saved && saved !== widget.dataset.hash) companion().act(widget, { goto: saved }, { restoring: true });
      else if (widget.dataset.bot === "1") companion().act(widget, { bot: 1 });
    }
  }

  // Each page, including those reached by instant navigation (Material's document$).
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(restore);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", restore);
  else restore();
})();
