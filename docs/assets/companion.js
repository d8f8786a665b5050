/* The page shell: wakes the widgets up with Python running in the page.
 *
 * The rules live in Python (rules_py.web); this file only
 *   - starts companion-worker.js (Pyodide from the site's own copy) once a
 *     widget is on screen or touched, and shows progress / failure + Retry;
 *   - sends a widget's state, the act clicked (or bound key pressed) and the
 *     values of its inputs to rules_py.web.handle, and swaps in the HTML
 *     that comes back (or shows a friendly message in the widget).
 *
 * Widget protocol (see rules_py/widgets/registry.py): `.rp-widget[data-widget][data-state]`;
 * inside it `[data-act]` elements are clickable, `data-key="ArrowRight Home"`
 * binds keys to them (keys go to the widget holding the focus, else to the
 * one last used if on screen, else to the one nearest the screen's middle), `input/select/textarea[name]` values go as `inputs`.
 * Optional `data-hash` on the widget puts that step in the URL (#hash); on
 * load a URL hash is sent as `{"goto": hash}` to the widget whose
 * `data-hash-prefix` it starts with (or to the only widget with data-hash).
 */
(function () {
  "use strict";

  const script = document.currentScript;
  const ROOT = new URL("..", script ? script.src : location.href); // assets/ -> site root
  const PYODIDE = new URL("pyodide/", ROOT).href;
  const STALL_MS = 180000; // slow networks: 13 MB may take a while
  const WORKER = new URL("assets/companion-worker.js", ROOT).href + "?index=" + encodeURIComponent(PYODIDE);

  // --- the Python runtime (one worker per page) ---------------------------
  let worker = null;
  let ready = null; // Promise resolved when Python answers
  let nextId = 1;
  let watchdog = null;
  const waiting = new Map();

  function setStatus(state, text, canRetry) {
    document.documentElement.dataset.rpPython = state;
    let box = document.querySelector(".rp-status");
    if (!box) {
      box = document.createElement("div");
      box.className = "rp-status";
      box.setAttribute("role", "status");
      box.setAttribute("aria-live", "polite");
    }
    // In the flow, under the theme's (sticky) header bar: always in sight,
    // and it pushes the page down instead of covering any of it.
    const host = document.querySelector(".md-header") || document.body;
    if (box.parentElement !== host) host.appendChild(box);
    box.dataset.state = state;
    box.textContent = text;
    if (canRetry) {
      const btn = document.createElement("button");
      btn.type = "button";
      btn.className = "rp-retry";
      btn.textContent = "Retry";
      btn.addEventListener("click", () => { stop(); start(); });
      box.appendChild(btn);
    }
    clearTimeout(box._hide);
    box.hidden = false;
    if (state === "ready") box._hide = setTimeout(() => { box.hidden = true; }, 2500);
    for (const w of document.querySelectorAll(".rp-widget")) w.classList.toggle("rp-live", state === "ready");
  }

  function stop() {
    if (worker) worker.terminate();
    worker = null;
    ready = null;
    for (const [, pending] of waiting) pending.reject(new Error("Python was restarted."));
    waiting.clear();
  }

  function start() {
    if (ready) return ready;
    setStatus("loading", "Starting Python\u2026");
    ready = new Promise((resolve, reject) => {
      try {
        worker = new Worker(WORKER, { type: "module" });
      } catch (err) {
        reject(err);
        return;
      }
      // A watchdog: no sign of progress for this long counts as a failure.
      const patience = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => reject(new Error("Python took too long to start")), STALL_MS);
      };
      patience();
      worker.onmessage = (event) => {
        const msg = event.data;
        if (msg.type === "progress") {
          patience();
          setStatus("loading", `Starting Python: ${msg.text}\u2026 (${msg.step}/${msg.steps})`);
        } else if (msg.type === "ready") {
          clearTimeout(watchdog);
          setStatus("ready", "Python is ready: the diagrams are live.");
          resolve();
        } else if (msg.type === "failed") {
          reject(new Error(msg.message));
        } else if (waiting.has(msg.id)) {
          waiting.get(msg.id).resolve(msg.response);
          waiting.delete(msg.id);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || "the Python worker stopped"));
      };
    });
    ready.catch((err) => {
      clearTimeout(watchdog);
      console.warn("rules companion: Python failed to start:", err);
      setStatus("failed", `Python could not start (${err.message}), so the diagrams stay as drawn. `, true);
      worker && worker.terminate();
      worker = null;
      ready = null;
    });
    return ready;
  }

  async function handle(request) {
    await start();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, request: JSON.stringify(request) });
    });
  }

  // --- widgets -------------------------------------------------------------
  function inputsOf(widget) {
    const values = {};
    for (const el of widget.querySelectorAll("input[name], select[name], textarea[name]")) {
      if (el.closest(".rp-widget") !== widget) continue;
      if (el.type === "checkbox") values[el.name] = el.checked;
      else if (el.type === "radio") { if (el.checked) values[el.name] = el.value; }
      else values[el.name] = el.value;
    }
    return values;
  }

  function showError(widget, text) {
    let box = widget.querySelector(":scope > .rp-widget-error");
    if (!box) {
      box = document.createElement("div");
      box.className = "rp-widget-error";
      box.setAttribute("role", "alert");
      widget.appendChild(box);
    }
    box.textContent = text;
  }

  function friendly(error) {
    if (error && error.reason && error.reason.en) return error.reason.en;
    if (error && error.kind && error.kind !== "internal" && error.message) return error.message;
    return "Sorry, that could not be worked out. The diagram is unchanged.";
  }

  // Acts on one widget run one after another: each uses the state the
  // previous one returned.
  function act(widget, actValue, focusKey) {
    lastUsed = widget;
    const queue = widget._rpQueue || (widget._rpQueue = []);
    queue.push({ act: actValue, focusKey });
    if (queue.length === 1) drain(widget);
  }

  async function drain(widget) {
    let current = widget;
    const queue = widget._rpQueue;
    while (queue.length) {
      const { act: actValue, focusKey } = queue[0];
      current.setAttribute("aria-busy", "true");
      let reply;
      try {
        const raw = await handle({
          op: "widget",
          args: {
            widget: current.dataset.widget,
            state: JSON.parse(current.dataset.state || "{}"),
            act: actValue,
            inputs: inputsOf(current),
          },
        });
        reply = JSON.parse(raw);
      } catch (err) {
        current.removeAttribute("aria-busy");
        showError(current, "Python is not available, so the diagram cannot change. Try again in a moment (or use Retry in the notice at the bottom of the window).");
        queue.length = 0;
        return;
      }
      queue.shift();
      current.removeAttribute("aria-busy");
      if (!reply.ok) {
        if (reply.error && reply.error.kind === "internal") console.warn("rules companion:", reply.error.message);
        showError(current, friendly(reply.error));
        continue;
      }
      const template = document.createElement("template");
      template.innerHTML = reply.result.html.trim();
      const fresh = template.content.firstElementChild;
      if (!fresh) continue;
      if (ready) fresh.classList.add("rp-live");
      fresh._rpQueue = queue;
      const hadFocus = current.contains(document.activeElement);
      current.replaceWith(fresh);
      if (lastUsed === current) lastUsed = fresh;
      current = fresh;
      if (fresh.dataset.hash && location.hash !== "#" + fresh.dataset.hash) {
        history.replaceState(null, "", "#" + fresh.dataset.hash);
      }
      if (hadFocus && focusKey) {
        const again = fresh.querySelector(`[data-act="${CSS.escape(focusKey)}"]`);
        (again || fresh).focus && (again || fresh).focus();
      }
      // For other scripts (placement.js): this widget was just redrawn.
      fresh.dispatchEvent(new CustomEvent("rp:rendered", { bubbles: true }));
    }
  }

  let lastUsed = null; // the widget the reader acted on last

  function onScreen(el) {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
  }

  function nearestMiddle(widgets) {
    const middle = window.innerHeight / 2;
    let best = null;
    let bestDistance = Infinity;
    for (const w of widgets) {
      const r = w.getBoundingClientRect();
      const d = Math.abs((r.top + r.bottom) / 2 - middle);
      if (d < bestDistance) { best = w; bestDistance = d; }
    }
    return best;
  }

  function parseAct(el) {
    try {
      return JSON.parse(el.dataset.act);
    } catch (err) {
      return el.dataset.act; // a plain string act
    }
  }

  document.addEventListener("click", (event) => {
    const target = event.target.closest("[data-act]");
    if (!target) return;
    const widget = target.closest(".rp-widget");
    if (!widget || target.disabled) return;
    event.preventDefault();
    act(widget, parseAct(target), target.dataset.act);
  });

  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const t = event.target;
    if (t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))) return;
    const key = CSS.escape(event.key);
    const hasKey = (w) => w && w.isConnected && w.querySelector(`[data-key~="${key}"]`);
    let widget = t && t.closest ? t.closest(".rp-widget") : null;
    const focused = hasKey(widget);
    if (!focused) {
      // Focus is elsewhere: the widget last used, if it is on screen, else
      // the one with that key nearest the middle of the screen.
      const candidates = [...document.querySelectorAll(".rp-widget")].filter(
        (w) => hasKey(w) && !w.querySelector(".rp-widget") && onScreen(w));
      widget = candidates.includes(lastUsed) ? lastUsed : nearestMiddle(candidates);
    }
    if (!widget) return;
    const target = widget.querySelector(`[data-key~="${key}"]`);
    if (!target || target.disabled) return;
    event.preventDefault();
    // The focused widget owns this key: the theme's shortcuts (on window)
    // must not also act on it. Keys sent to an unfocused widget still
    // reach the theme (none of ours is one of its shortcuts).
    if (focused) event.stopPropagation();
    act(widget, parseAct(target), target.dataset.act);
  });

  // --- start Python when a widget is on screen (or touched) ---------------
  function wake() {
    const widgets = document.querySelectorAll(".rp-widget");
    if (!widgets.length) return;
    const live = document.documentElement.dataset.rpPython === "ready";
    widgets.forEach((w) => w.classList.toggle("rp-live", live)); // after instant navigation
    const hash = decodeURIComponent(location.hash.slice(1));
    if (hash) {
      const withHash = [...document.querySelectorAll(".rp-widget[data-hash]")];
      const match = withHash.find((w) => w.dataset.hashPrefix && hash.startsWith(w.dataset.hashPrefix))
        || (withHash.length === 1 && !withHash[0].dataset.hashPrefix ? withHash[0] : null);
      if (match && match.dataset.hash !== hash) act(match, { goto: hash }, null);
    }
    const saveData = navigator.connection && navigator.connection.saveData;
    if (saveData || !("IntersectionObserver" in window)) {
      document.addEventListener("pointerdown", start, { once: true });
      return;
    }
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        seen.disconnect();
        start();
      }
    });
    widgets.forEach((w) => seen.observe(w));
  }

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(wake); // Material's instant navigation
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", wake);
  } else {
    wake();
  }

  // For tests and the curious: window.rulesCompanion.handle({op, args});
  // for other scripts: .act(widget, act) sends an act as a click would.
  window.rulesCompanion = {
    start,
    handle: (req) => handle(req).then(JSON.parse),
    act: (widget, value) => act(widget, value, null),
  };
})();
