/* The page shell: wakes the widgets up with Python running in the page.
 *
 * The rules live in Python (rules_py.web); this file only
 *   - steps a widget with a read path (data-steps: a worked example) through
 *     the drawings the build made, with no Python at all (readPath);
 *   - starts companion-worker.js (Pyodide from the site's own copy) on the
 *     reader's intent: the first act that needs it, or, for a widget made
 *     for acting (data-wake="view": play, edit, solve, a lesson), when it
 *     comes into view unless the browser asks to save data; shows progress
 *     (what loads, and how much) / failure + Retry; an act made while
 *     Python loads waits for it, never lost;
 *   - keeps that one worker for the whole visit: with Material's instant
 *     navigation the page's scripts survive a link click, and the new
 *     page's widgets are bound on each `document$` emission (wake);
 *   - registers the offline service worker (sw.js at the site root), which
 *     keeps what the reader used; the whole site only when the reader asks
 *     (the home page's box; localStorage "rp-offline" = "all"), with its
 *     progress shown there;
 *   - sends a widget's state, the act clicked (or bound key pressed) and the
 *     values of its inputs to rules_py.web.handle, and swaps in the HTML
 *     that comes back (or shows a friendly message in the widget).
 *
 * Widget protocol (see rules_py/widgets/registry.py): `.rp-widget[data-widget][data-state]`;
 * inside it `[data-act]` elements are clickable (one with `data-reveal=SELECTOR`
 * scrolls that part of the new drawing into view), `data-key="ArrowRight Home"`
 * binds keys to them (keys go to the widget holding the focus, else to the
 * one last used if on screen, else to the one nearest the screen's middle), `input/select/textarea[name]` values go as `inputs`.
 * Shareable state (see "the URL hash" below): each widget has an id,
 * `data-rp-id="NAME-N"` (written at build time, kept across redraws), and a
 * token for its state: its readable `data-hash` if it has one, else
 * `data-share` (base64url JSON, from Python). The URL hash lists every
 * widget whose token differs from the page's own, `#ID=TOKEN&ID=TOKEN`, so
 * a link restores the whole page (one widget alone whose data-hash names it
 * keeps its old bare form, `#play/duo/...`). A reader's act that changes a token
 * pushes a history entry (Back and Forward step through them; acts within
 * TIMEOUTS.coalesce ms of the last push on that widget, the acts "goto" and "bot",
 * and acts on a widget drawn inside another (NAME-N.K) replace it instead); on load and on popstate each widget named
 * goes to its token through Python (`{"goto": hash}` or `share`), one not
 * named goes back to the page's own; a game or an editor (data-history="replace")
 * stays as it is on popstate (another entry only holds an older state of it). The
 * language menu's links carry the widgets' part of the hash to the twin page. Old links (`#play/...`, a bare
 * `data-hash` matched by `data-hash-prefix`) still work. A malformed hash
 * (bad %-escapes, too long, refused by Python) is ignored with a console
 * warning; the widget stays as it was, and a part naming a widget that
 * was refused says why at the widget's top, in the page's language
 * (noteRefusedLink: Python's reason in words, else "the link is damaged";
 * role="status"; gone at the widget's next redraw). Each widget with a token gets a
 * "Copy link" button just after it (shareControl).
 *
 * Resilience: every request has a time limit (TIMEOUTS: longer for the
 * widgets that search, whose element Python marks data-long, and the ops
 * that search, LONG_OPS; longest for an act that asks for a game review). A worker that
 * dies (error event) or does not answer in time is ended, every pending
 * request fails, the widget says so in a sentence with a Retry button, and
 * the next action (or Retry) starts a new worker. Internal errors are
 * logged with their Python traceback (console.error, for developers) and
 * shown to the reader as one sentence. The reader's sentences are in the
 * page's language (<html lang>: "en" or "fr"), in TEXT below.
 *
 * Long work: a widget whose request runs longer than WORK_AFTER_MS shows
 * "Working… (n s)" with a Cancel button, plus the search's progress (the
 * worker forwards rules_py.progress reports as {type: "work", done,
 * elapsed}). Cancel ends the worker, fails every pending request with a
 * sentence, and the next action starts a new worker (watchWork, cancel).
 */
(function () {
  "use strict";

  const script = document.currentScript;
  const ROOT = new URL("..", script ? script.src : location.href); // assets/ -> site root
  const PYODIDE = new URL("pyodide/", ROOT).href;
  const STALL_MS = 180000; // slow networks: 13 MB may take a while
  // Per request, in ms; tests may lower them (window.rulesCompanion.timeouts).
  // coalesce: acts on one widget closer than this make one history entry
  // (tests set it to 0 or raise it instead of pacing their clicks).
  // review: an act that asks for a game review ({"review": ...}, rules_py/widgets/review/cache.py)
  // searches every move of a game; the reader sees its progress and may Cancel.
  const TIMEOUTS = { act: 20000, long: 90000, review: 300000, coalesce: 250 };
  // Ops that may search (a widget that may says so itself: data-long).
  const LONG_OPS = new Set(["puzzles.solve"]);
  // The link limits are rules_py.links.LIMITS, written into every page at build
  // time (docs/hooks.py): a hash longer than that is none of ours. A page
  // without them reads no hash at all.
  const LIMITS = (() => {
    try {
      return JSON.parse(document.querySelector('meta[name="rp-limits"]').content);
    } catch (err) {
      return {};
    }
  })();
  const MAX_HASH = Number(LIMITS.hash) || 0;
  const LANG = (document.documentElement.lang || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
  // Embed mode (embed-mode.js marked <html>): every request says so, and
  // Python draws the widgets read-only (rules_py/widgets/registry.py embedded).
  const EMBEDDED = document.documentElement.classList.contains("rp-embedded");
  const TEXT = {
    en: {
      starting: "Starting Python\u2026",
      startingSize: (mb) => `Starting Python (about ${mb} MB the first time)\u2026`,
      steps: ["Downloading Python", "Installing the rules", "Starting the rules"],
      ready: "Python is ready: the diagrams are live.",
      startFailed: "Python could not start, so the diagrams stay as drawn.",
      downloadFailed: "Python could not start because a file of the site could not be downloaded, so the diagrams stay as drawn.",
      died: "Python stopped unexpectedly, so the diagram did not change: Retry starts it again.",
      timedOut: "Python took too long to answer and was stopped, so the diagram did not change: Retry starts it again.",
      unavailable: "Python is not available, so the diagram cannot change: Retry starts it again.",
      internal: "Sorry, that could not be worked out: the diagram is unchanged.",
      retry: "Retry",
      working: (s, n) => `Working\u2026 (${s} s${n ? `, ${n.toLocaleString("en")} steps searched` : ""})`,
      cancel: "Cancel",
      cancelled: "Cancelled, so the diagram did not change: the next action starts Python again.",
      stopped: "Python was stopped: the next action starts it again.",
      copyLink: "Copy link",
      copyLinkTitle: "Copy a link to this diagram as it is now",
      copied: "Link copied.",
      copyByHand: "Copy this link:",
      linkRefused: "The link's part for this diagram could not be opened, so it shows the page's own.",
      linkWhy: (reason) => `Why: ${reason}`,
      linkDamaged: "the link is damaged (cut short or changed).",
      linkStopped: "opening it stopped Python, so it was set aside and Python started again.",
      offlineOn: "This browser keeps a copy of the whole site for offline use.",
      offlineOff: "This browser keeps no copy of the site: the one made before is deleted.",
      offlineProgress: (done, total) => `Downloading the offline copy: ${done} of ${total} files\u2026`,
      offlineMissing: (n) => `The offline copy is incomplete: ${n} file${n === 1 ? "" : "s"} could not be downloaded; the next page tries again.`,
      offlineNoWorker: "This browser cannot keep a copy of the site (no service worker here).",
    },
    fr: {
      starting: "D\u00e9marrage de Python\u2026",
      startingSize: (mb) => `D\u00e9marrage de Python (environ ${mb.replace(".", ",")}\u00a0Mo la premi\u00e8re fois)\u2026`,
      steps: ["T\u00e9l\u00e9chargement de Python", "Installation des r\u00e8gles", "D\u00e9marrage des r\u00e8gles"],
      ready: "Python est pr\u00eat : les sch\u00e9mas sont actifs.",
      startFailed: "Python n\u2019a pas pu d\u00e9marrer : les sch\u00e9mas restent tels quels.",
      downloadFailed: "Python n\u2019a pas pu d\u00e9marrer car un fichier du site n\u2019a pas pu \u00eatre t\u00e9l\u00e9charg\u00e9 : les sch\u00e9mas restent tels quels.",
      died: "Python s\u2019est arr\u00eat\u00e9 de fa\u00e7on inattendue, le sch\u00e9ma n\u2019a pas chang\u00e9 : R\u00e9essayer le relance.",
      timedOut: "Python a mis trop de temps \u00e0 r\u00e9pondre et a \u00e9t\u00e9 arr\u00eat\u00e9, le sch\u00e9ma n\u2019a pas chang\u00e9 : R\u00e9essayer le relance.",
      unavailable: "Python n\u2019est pas disponible, le sch\u00e9ma ne peut pas changer : R\u00e9essayer le relance.",
      internal: "D\u00e9sol\u00e9, ce calcul a \u00e9chou\u00e9 : le sch\u00e9ma n\u2019a pas chang\u00e9.",
      retry: "R\u00e9essayer",
      working: (s, n) => `Calcul en cours\u2026 (${s} s${n ? `, ${n.toLocaleString("fr")} \u00e9tapes explor\u00e9es` : ""})`,
      cancel: "Annuler",
      cancelled: "Annul\u00e9, le sch\u00e9ma n\u2019a pas chang\u00e9 : la prochaine action relance Python.",
      stopped: "Python a \u00e9t\u00e9 arr\u00eat\u00e9 : la prochaine action le relance.",
      copyLink: "Copier le lien",
      copyLinkTitle: "Copier un lien vers ce sch\u00e9ma tel qu\u2019il est",
      copied: "Lien copi\u00e9.",
      copyByHand: "Copiez ce lien :",
      linkRefused: "La partie du lien qui concerne ce sch\u00e9ma n\u2019a pas pu \u00eatre ouverte : il montre celui de la page.",
      linkWhy: (reason) => `Raison : ${reason}`,
      linkDamaged: "le lien est ab\u00eem\u00e9 (coup\u00e9 ou modifi\u00e9).",
      linkStopped: "l\u2019ouvrir a arr\u00eat\u00e9 Python : il a \u00e9t\u00e9 mis de c\u00f4t\u00e9 et Python a red\u00e9marr\u00e9.",
      offlineOn: "Ce navigateur garde une copie de tout le site pour le hors-ligne.",
      offlineOff: "Ce navigateur ne garde aucune copie du site : celle faite avant est effac\u00e9e.",
      offlineProgress: (done, total) => `T\u00e9l\u00e9chargement de la copie hors ligne : ${done} fichiers sur ${total}\u2026`,
      offlineMissing: (n) => `La copie hors ligne est incompl\u00e8te : ${n} fichier${n === 1 ? "" : "s"} n\u2019${n === 1 ? "a" : "ont"} pas pu \u00eatre t\u00e9l\u00e9charg\u00e9${n === 1 ? "" : "s"} ; la prochaine page r\u00e9essaie.`,
      offlineNoWorker: "Ce navigateur ne peut pas garder de copie du site (pas de service worker ici).",
    },
  }[LANG];

  // A failed request: `sentence` is for the reader.
  class Failure extends Error {
    constructor(message, sentence) {
      super(message);
      this.sentence = sentence;
    }
  }
  const WORKER = new URL("assets/companion-worker.js", ROOT).href + "?index=" + encodeURIComponent(PYODIDE);

  // --- the Python runtime (one worker per visit) --------------------------
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
      btn.textContent = TEXT.retry;
      btn.addEventListener("click", () => { stop(); start(); });
      box.appendChild(btn);
    }
    clearTimeout(box._hide);
    box.hidden = false;
    if (state === "ready") box._hide = setTimeout(() => { box.hidden = true; }, 2500);
    for (const w of document.querySelectorAll(".rp-widget")) w.classList.toggle("rp-live", state === "ready");
  }

  function stop(failure) {
    if (worker) worker.terminate();
    worker = null;
    ready = null;
    clearTimeout(watchdog);
    const why = failure || new Failure("Python was restarted.", TEXT.unavailable);
    for (const [, pending] of waiting) pending.reject(why);
    waiting.clear();
  }

  // The worker died or stopped answering: end it and fail every pending
  // request; the next action (or Retry) starts a new one.
  function crash(message, sentence) {
    console.warn("rules companion:", message);
    stop(new Failure(message, sentence));
    setStatus("failed", sentence, true);
  }

  // The size of what the worker downloads the first time, in MB (written
  // into every page by docs/hooks.py from the build's own files).
  const PYTHON_MB = (() => {
    const meta = document.querySelector('meta[name="rp-python-size"]');
    return meta && /^[0-9.]+$/.test(meta.content) ? meta.content : "";
  })();

  function start() {
    if (ready) return ready;
    setStatus("loading", PYTHON_MB ? TEXT.startingSize(PYTHON_MB) : TEXT.starting);
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
        watchdog = setTimeout(() => reject(new Failure("Python took too long to start", TEXT.startFailed)), STALL_MS);
      };
      patience();
      let started = false;
      const mine = worker;
      worker.onmessage = (event) => {
        const msg = event.data;
        if (msg.type === "progress") {
          patience();
          const text = TEXT.steps[msg.step - 1] || msg.text;
          setStatus("loading", `${TEXT.starting.replace("\u2026", "")}: ${text}\u2026 (${msg.step}/${msg.steps})`);
        } else if (msg.type === "ready") {
          clearTimeout(watchdog);
          started = true;
          // Python's files, kept for offline like the page's own (usedHere).
          if (Array.isArray(msg.used)) pythonUsed = msg.used.filter((u) => typeof u === "string");
          if (offlineAsked) toWorker({ type: "keep", urls: usedHere() });
          setStatus("ready", TEXT.ready);
          resolve();
        } else if (msg.type === "work") {
          // Progress of the request being answered: the oldest pending one.
          const current = waiting.values().next().value;
          if (current) current.work.progress(msg.done);
        } else if (msg.type === "failed") {
          reject(new Failure(msg.message, msg.reason === "download" ? TEXT.downloadFailed : TEXT.startFailed));
        } else if (waiting.has(msg.id)) {
          if (msg.trace) console.error("rules companion: internal error in Python\n" + msg.trace);
          waiting.get(msg.id).resolve(msg.response);
          waiting.delete(msg.id);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault && event.preventDefault();
        const message = "the Python worker stopped: " + (event.message || "error event");
        if (!started) reject(new Failure(message, TEXT.startFailed));
        else if (worker === mine) crash(message, TEXT.died);
      };
      worker.onmessageerror = worker.onerror;
    });
    ready.catch((err) => {
      clearTimeout(watchdog);
      console.warn("rules companion: Python failed to start:", err);
      stop(err instanceof Failure ? err : new Failure(String(err), TEXT.startFailed));
      setStatus("failed", err.sentence || TEXT.startFailed, true);
    });
    return ready;
  }

  // --- long work: "Working… (n s)" and Cancel ---------------------------
  const WORK_AFTER_MS = 1000;

  // Shows in `widget`, once the request `id` has run WORK_AFTER_MS, how long
  // it has taken and how far it got, with a Cancel button; .end() removes it.
  function watchWork(widget) {
    const since = Date.now();
    let box = null;
    let done = 0;
    const draw = () => {
      if (!widget || !widget.isConnected) return;
      if (!box) {
        box = document.createElement("div");
        box.className = "rp-working";
        box.setAttribute("role", "status");
        const btn = document.createElement("button");
        btn.type = "button";
        btn.className = "rp-cancel";
        btn.textContent = TEXT.cancel;
        btn.addEventListener("click", cancel);
        box.append(document.createElement("span"), " ", btn);
        widget.appendChild(box);
      }
      box.firstChild.textContent = TEXT.working(Math.max(1, Math.round((Date.now() - since) / 1000)), done);
    };
    const tick = setInterval(draw, WORK_AFTER_MS);
    return {
      progress(n) { done = n; if (box) draw(); },
      end() { clearInterval(tick); if (box) box.remove(); },
    };
  }

  // The reader cancelled: Python cannot be interrupted mid-search, so its
  // worker is ended; the pending requests fail and the next action starts
  // a fresh one.
  function cancel() {
    console.info("rules companion: cancelled by the reader; Python is stopped");
    stop(new Failure("cancelled by the reader", TEXT.cancelled));
    setStatus("stopped", TEXT.stopped, false);
  }

  async function handle(request, long, widget) {
    try {
      await start();
    } catch (err) {
      throw err instanceof Failure ? err : new Failure(String(err), TEXT.unavailable);
    }
    // The worker may have died while this request waited for the start.
    if (!worker) throw new Failure("Python stopped before the request was sent.", TEXT.unavailable);
    const id = nextId++;
    // One worker answers in turn: behind a long request, any request may wait as long.
    const ms = long === "review" ? TIMEOUTS.review
      : long || [...waiting.values()].some((p) => p.long) ? TIMEOUTS.long : TIMEOUTS.act;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A worker that does not answer may be stuck for good: end it.
        if (waiting.has(id)) crash(`no answer from Python within ${ms} ms`, TEXT.timedOut);
      }, ms);
      const work = watchWork(widget);
      const done = (fn) => (value) => { clearTimeout(timer); work.end(); fn(value); };
      waiting.set(id, { resolve: done(resolve), reject: done(reject), long: Boolean(long), work });
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

  // A sentence in the widget; with `retry`, a Retry button that runs it.
  // With `near` (the data-act of the control the reader used), the sentence
  // goes right after that control's group and is scrolled into view: on a
  // phone the end of a long widget (the BLOT table) is a screen or two below
  // the card that was tapped. role="alert" has screen readers say it.
  function showError(widget, text, retry, near) {
    for (const old of widget.querySelectorAll(".rp-widget-error")) {
      if (old.closest(".rp-widget") === widget) old.remove();
    }
    const box = document.createElement("div");
    box.className = "rp-widget-error";
    box.setAttribute("role", "alert");
    let anchor = null;
    if (near) {
      const used = [...widget.querySelectorAll(`[data-act="${CSS.escape(near)}"]`)]
        .find((el) => el.closest(".rp-widget") === widget);
      anchor = used && used.parentElement !== widget ? used.parentElement : null;
    }
    if (anchor) anchor.after(box);
    else widget.appendChild(box);
    box.textContent = text;
    if (anchor) box.scrollIntoView({ block: "nearest" }); // no scroll when it is already in view
    if (retry) {
      const btn = document.createElement("button");
      btn.type = "button";
      btn.className = "rp-retry";
      btn.textContent = TEXT.retry;
      btn.addEventListener("click", () => { box.remove(); retry(); });
      box.append(" ", btn);
    }
  }

  // A part of the URL hash that named `widget` was not opened: why, in a
  // sentence at the widget's top (a status, not an alert: the page is fine).
  // `reason` is Python's words in the page's language, or null (the
  // request itself was refused, in English only, or the part did not
  // decode): then "the link is damaged".
  function noteRefusedLink(widget, reason) {
    for (const old of widget.querySelectorAll(".rp-link-refused")) {
      if (old.closest(".rp-widget") === widget) old.remove();
    }
    const box = document.createElement("div");
    box.className = "rp-widget-error rp-link-refused";
    box.setAttribute("role", "status");
    box.textContent = `${TEXT.linkRefused} ${TEXT.linkWhy(reason || TEXT.linkDamaged)}`;
    widget.prepend(box);
  }

  function friendly(error) {
    if (error && error.reason && (error.reason[LANG] || error.reason.en)) return error.reason[LANG] || error.reason.en;
    if (error && error.kind && error.kind !== "internal" && error.message) return error.message;
    return TEXT.internal;
  }

  // Acts on one widget run one after another: each uses the state the
  // previous one returned.
  // While a state is still on its way to a widget (from a link, Back, or a
  // saved game: options.fromHash / options.restoring), the reader sees the
  // page's own drawing: a click or key there would land on a board that is
  // about to change, so it is dropped (the widget shows busy meanwhile, and
  // carries data-restoring: placement.js draws no ghost on it).
  function act(widget, actValue, focusKey, options) {
    const queue = widget._rpQueue || (widget._rpQueue = []);
    const restoring = Boolean(options && (options.fromHash || options.restoring));
    if (!restoring && queue.some((q) => q.restoring)) return;
    lastUsed = widget;
    queue.push({ act: actValue, focusKey, restoring, fromHash: options && options.fromHash, share: options && options.share,
      reveal: options && options.reveal });
    markRestoring(widget);
    if (queue.length === 1) drain(widget);
  }

  function markRestoring(widget) {
    const queue = widget._rpQueue || [];
    widget.toggleAttribute("data-restoring", queue.some((q) => q.restoring));
  }

  const reviewAct = (value) => Boolean(value && typeof value === "object" && "review" in value);

  // --- the read path: the steps the build drew -----------------------------
  // A widget with data-steps (a worked example: every step is known when the
  // site is built) names a file of its drawings (rules_py/widgets/read_path.py):
  // {format: 1, widget, act, tokens, chunks, steps}. Step k is the join of
  // its runs [first, count] of chunks; tokens[k] is its share token. The
  // file is fetched once per visit (the first time the reader comes near
  // the widget: pointer, touch or focus), and an act {<act>: k}, or a link's
  // token, is answered from it with no Python. Anything else, or a file
  // that cannot be had, goes to Python as before. A file may also answer
  // acts that open other steps (keyed: the record viewer's samples, {example:
  // NAME}); each of those drawings names its own file. A file with a context
  // answers only a widget whose drawing says the same data-steps-context (a
  // record the reader pasted is never stepped with a sample's drawings), and
  // never in an embed frame, whose drawings are read-only ones.
  const READ_FORMAT = 1;
  const stepFiles = new Map(); // absolute URL -> Promise of the file, or of null

  function stepsFile(widget) {
    const rel = widget.dataset.steps;
    if (!rel) return null;
    const url = new URL(rel, ROOT).href;
    if (!stepFiles.has(url)) {
      stepFiles.set(url, fetch(url)
        .then((r) => {
          if (r.ok && offlineAsked) toWorker({ type: "keep", urls: [url] }); // read once, kept for offline
          return r.ok ? r.json() : null;
        })
        .then((file) => (file && file.format === READ_FORMAT && file.widget === widget.dataset.widget ? file : null))
        .catch((err) => {
          console.warn("rules companion: the steps file could not be read, Python will draw instead:", err);
          stepFiles.delete(url); // tried again next time (back online)
          return null;
        }));
    }
    return stepFiles.get(url);
  }

  // The drawing the build made for `actValue` (or for the link token `share`),
  // or null when the read path does not answer it.
  async function readPath(widget, actValue, share) {
    const pending = stepsFile(widget);
    if (!pending) return null;
    const file = await pending;
    if (!file) return null;
    if (file.context !== undefined && (EMBEDDED || file.context !== widget.dataset.stepsContext)) return null;
    const keyed = file.keyed;
    const own = keyed ? keyed.first : file.steps.length;
    let k = -1;
    if (share !== undefined) {
      if (!actValue) k = file.tokens.indexOf(share);
    } else if (actValue && typeof actValue === "object" && Object.keys(actValue).length === 1) {
      const value = file.act ? actValue[file.act] : undefined;
      if (Number.isInteger(value) && value < own) k = value;
      else if (keyed && Object.prototype.hasOwnProperty.call(actValue, keyed.act)) {
        const i = keyed.keys.indexOf(actValue[keyed.act]);
        if (i >= 0) k = own + i;
      }
    }
    if (!(k >= 0 && k < file.steps.length)) return null;
    return file.steps[k].map(([first, count]) => file.chunks.slice(first, first + count).join("")).join("");
  }

  // Coming near a widget with a read path fetches its steps, so the first
  // step is drawn at once.
  for (const kind of ["pointerover", "touchstart", "focusin"]) {
    document.addEventListener(kind, (event) => {
      const widget = event.target && event.target.closest ? event.target.closest(".rp-widget[data-steps]") : null;
      if (widget) stepsFile(widget);
    }, { passive: true });
  }

  async function drain(widget) {
    let current = widget;
    const queue = widget._rpQueue;
    while (queue.length) {
      const { act: actValue, focusKey, fromHash, share, restoring, reveal } = queue[0];
      current.setAttribute("aria-busy", "true");
      let reply;
      try {
        const drawn = await readPath(current, actValue, share);
        if (drawn !== null) {
          reply = { ok: true, result: { html: drawn } };
          queue.shift();
          markRestoring(current);
          current.removeAttribute("aria-busy");
          current = show(current, reply, { actValue, focusKey, fromHash, restoring, reveal, queue });
          if (current.dataset.steps) stepsFile(current); // a keyed drawing names its own steps: fetch them now
          continue;
        }
        const raw = await handle({
          op: "widget",
          args: {
            widget: current.dataset.widget,
            state: JSON.parse(current.dataset.state || "{}"),
            act: actValue,
            inputs: inputsOf(current),
            ...(share === undefined ? {} : { share }),
            ...(EMBEDDED ? { embedded: true } : {}),
          },
        }, current.hasAttribute("data-long") && (reviewAct(actValue) ? "review" : true), current);
        reply = JSON.parse(raw);
      } catch (err) {
        current.removeAttribute("aria-busy");
        console.warn("rules companion: a request failed:", err);
        queue.length = 0;
        markRestoring(current);
        const widget = current;
        if (fromHash) {
          // The link's part stopped the worker: never send it again (not by
          // Retry, not by a reload): out of the URL, said at the widget's top,
          // and a fresh Python for the rest of the page.
          forgetHashPart(widget);
          noteRefusedLink(resetWidget(widget), TEXT.linkStopped);
          start();
          return;
        }
        // Retry sends the same act again (a new worker starts if needed).
        const again = () => act(widget, actValue, focusKey);
        showError(widget, (err && err.sentence) || TEXT.unavailable, again);
        return;
      }
      queue.shift();
      markRestoring(current);
      current.removeAttribute("aria-busy");
      if (!reply.ok) {
        const error = reply.error || {};
        if (fromHash) {
          console.warn("rules companion: the URL hash was ignored:", error.message);
          // After Back/Forward to a refused state: the page's own, not the one left.
          if (tokenOf(current) !== pageTokens.get(idOf(current))) current = resetWidget(current);
          const inWords = error.kind !== "request" && error.kind !== "internal" && error.message;
          noteRefusedLink(current, inWords ? friendly(error) : null);
          continue;
        }
        if (error.kind === "internal") console.error("rules companion: internal error:", error.message);
        showError(current, friendly(error), null, focusKey);
        continue;
      }
      current = show(current, reply, { actValue, focusKey, fromHash, restoring, reveal, queue });
    }
  }

  // The new drawing `reply.result.html` (from Python, or from the read path)
  // in the place of `current`; returns the element now in its place.
  function show(current, reply, { actValue, focusKey, fromHash, restoring, reveal, queue }) {
    const template = document.createElement("template");
    template.innerHTML = reply.result.html.trim();
    const fresh = template.content.firstElementChild;
    if (!fresh) return current;
    if (ready) fresh.classList.add("rp-live");
    fresh._rpQueue = queue;
    markRestoring(fresh);
    const hadFocus = current.contains(document.activeElement);
    const mark = hadFocus ? focusMark(document.activeElement, current) : null;
    const used = focusKey ? ownControls(current, `[data-act="${CSS.escape(focusKey)}"]`)[0] : null;
    const stepping = Boolean(used && used.closest(".rp-step-bar"));
    swapWidget(current, fresh);
    if (!fromHash) recordHistory(fresh, actValue);
    if (hadFocus) restoreFocus(fresh, focusKey, mark, used ? used.dataset.key : "");
    if (stepping && !fromHash && !restoring) followStep(fresh);
    if (!fromHash && !restoring) say(fresh);
    // A control with data-reveal (a selector): what it brought up, in view
    // (a review's marked move: the position and what is said of it).
    const shown = reveal ? fresh.querySelector(reveal) : null;
    if (shown) shown.scrollIntoView({ block: "start" });
    // For other scripts (placement.js): this widget was just redrawn.
    fresh.dispatchEvent(new CustomEvent("rp:rendered", { bubbles: true }));
    return fresh;
  }

  // --- focus across a redraw ------------------------------------------------
  // The element in focus before a redraw, as something the new drawing can
  // be searched for: its control's act, else its classes (the board).
  function focusMark(el, widget) {
    if (el === widget) return null;
    const control = el.closest("[data-act]");
    if (control && widget.contains(control)) return { act: control.dataset.act, key: control.dataset.key || "" };
    return el.classList && el.classList.length ? { sel: [...el.classList].map((c) => "." + CSS.escape(c)).join("") } : null;
  }

  // A widget's own elements matching `sel` (not those of a widget inside it).
  function ownControls(widget, sel) {
    return [...widget.querySelectorAll(sel)].filter((e) => e.closest(".rp-widget") === widget);
  }

  // After a redraw that took the focus with the old drawing: the same
  // control (the act used, else the one that had the focus; a button whose
  // act changes with each step, like Next, is found again by its keys), if
  // the new drawing shows it and it can take the focus; else the widget
  // itself (tabindex=-1), never <body>: the next Tab goes on from there.
  function restoreFocus(fresh, focusKey, mark, usedKey) {
    const tries = [];
    if (focusKey) tries.push(`[data-act="${CSS.escape(focusKey)}"]`);
    if (usedKey) tries.push(`[data-act][data-key="${CSS.escape(usedKey)}"]`);
    if (mark && mark.act && mark.act !== focusKey) tries.push(`[data-act="${CSS.escape(mark.act)}"]`);
    if (mark && mark.key && mark.key !== usedKey) tries.push(`[data-act][data-key="${CSS.escape(mark.key)}"]`);
    if (mark && mark.sel) tries.push(mark.sel);
    for (const sel of tries) {
      const el = ownControls(fresh, sel).find((e) => !e.disabled && e.getClientRects().length > 0);
      if (!el) continue;
      el.focus({ preventScroll: true });
      if (document.activeElement === el) return;
    }
    if (!fresh.hasAttribute("tabindex")) fresh.tabIndex = -1;
    fresh.focus({ preventScroll: true });
  }

  // After a step (a button of the step bar, by click or key): the bar and
  // the step's words (the widget's first live region after the bar) in
  // view, below the theme's header, where the reader's eyes went with the
  // focus; nothing moves when they are already on screen.
  function followStep(fresh) {
    const bar = ownControls(fresh, ".rp-step-bar")[0];
    if (!bar) return;
    const words = ownControls(fresh, "[aria-live]").find(
      (e) => !bar.contains(e) && (bar.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING));
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const from = bar.getBoundingClientRect().top;
    const to = (words || bar).getBoundingClientRect().bottom;
    if (from >= top && to <= window.innerHeight) return;
    window.scrollBy({ top: from - top - 8, behavior: "instant" });
  }

  // --- what the bots played, said once -------------------------------------
  // A widget that narrates the bots' moves carries data-said (a JSON list of
  // sentences, in the page's language: what was played since the reader's
  // act; usually empty). Each sentence is added once to a polite live log
  // kept just before the widget (a sibling: redraws never replace it, so
  // screen readers hear each addition once; it is out of sight).
  function saidLog(widget) {
    const before = widget.previousElementSibling;
    if (before && before.classList.contains("rp-said")) return before;
    const log = document.createElement("div");
    log.className = "rp-said";
    log.setAttribute("role", "log");
    log.setAttribute("aria-live", "polite");
    log.setAttribute("aria-relevant", "additions");
    widget.before(log);
    return log;
  }

  function say(widget) {
    if (widget.dataset.said === undefined) return;
    let said = [];
    try { said = JSON.parse(widget.dataset.said); } catch (err) { said = []; }
    const log = saidLog(widget);
    for (const text of Array.isArray(said) ? said : []) {
      const line = document.createElement("p");
      line.textContent = String(text);
      log.append(line);
    }
    while (log.childElementCount > 12) log.firstElementChild.remove(); // the older ones, unsaid
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
    // aria-disabled: a choice the rules forbid, focusable to say why, never sent
    if (!widget || target.disabled || target.getAttribute("aria-disabled") === "true") return;
    event.preventDefault();
    act(widget, parseAct(target), target.dataset.act, { reveal: target.dataset.reveal });
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
    if (!target || target.disabled || target.getAttribute("aria-disabled") === "true") return;
    event.preventDefault();
    // The focused widget owns this key: the theme's shortcuts (on window)
    // must not also act on it. Keys sent to an unfocused widget still
    // reach the theme (none of ours is one of its shortcuts).
    if (focused) event.stopPropagation();
    act(widget, parseAct(target), target.dataset.act);
  });

  // --- the URL hash: every widget's state, Back and Forward, Copy link ----
  const QUIET_ACTS = ["goto", "bot"]; // a restore, the computer's answer: no entry of their own
  const ID = /^[a-z][a-z0-9-]{0,63}(\.[0-9]{1,4})?$/; // NAME-N, or NAME-N.K for the K-th widget inside it
  const pageTokens = new Map(); // widget id -> its token as the page drew it
  const pageWidgets = new Map(); // widget id -> a copy of the page's own element
  let lastPush = { id: null, at: 0 };

  const idOf = (widget) => widget.dataset.rpId || "";
  // A widget's state as it goes in the hash: the readable data-hash, else data-share.
  const tokenOf = (widget) => widget.dataset.hash || widget.dataset.share || "";
  const nested = (widget) => idOf(widget).includes(".");
  const sharedWidgets = () => [...document.querySelectorAll(".rp-widget[data-rp-id]")].filter(
    (w) => w.dataset.hash !== undefined || w.dataset.share !== undefined || nested(w));

  // The widgets drawn inside a widget (the pieces page's cards) have no id
  // of their own from the build: they get their parent's and their order.
  function nameNested(widget) {
    if (!idOf(widget) || nested(widget)) return;
    widget.querySelectorAll(".rp-widget").forEach((inner, k) => { inner.dataset.rpId = `${idOf(widget)}.${k + 1}`; });
  }

  // One decoded part of the hash, or null (with a console warning) when it is malformed.
  function decodePart(raw) {
    let text;
    try {
      text = decodeURIComponent(raw);
    } catch (err) {
      console.warn("rules companion: the URL hash was ignored (bad %-escape):", raw);
      return null;
    }
    if (/[\u0000-\u001f\u007f]/.test(text)) {
      console.warn("rules companion: the URL hash was ignored (control characters)");
      return null;
    }
    return text;
  }

  // The URL hash as {keyed: Map(id -> token), legacy: an old-style hash or "",
  // broken: the ids whose part did not decode}; parts naming no widget of
  // this page (a heading's anchor) are left out.
  function parseHash() {
    const found = { keyed: new Map(), legacy: "", broken: new Set() };
    const raw = location.hash.slice(1);
    if (!raw) return found;
    if (raw.length > MAX_HASH) {
      console.warn(`rules companion: the URL hash was ignored (${raw.length} characters, more than ${MAX_HASH})`);
      return found;
    }
    const ids = new Set(sharedWidgets().map(idOf));
    for (const part of raw.split("&")) {
      const eq = part.indexOf("=");
      const id = eq > 0 ? part.slice(0, eq) : "";
      const text = decodePart(ID.test(id) && ids.has(id) ? part.slice(eq + 1) : part);
      if (text === null) {
        if (ID.test(id) && ids.has(id)) found.broken.add(id);
        continue;
      }
      if (ID.test(id) && ids.has(id)) found.keyed.set(id, text);
      else if (!found.legacy) found.legacy = text;
    }
    return found;
  }

  // An old link (#play/..., #puzzle/NAME/...): the widget whose
  // data-hash-prefix it starts with, or the only widget with data-hash.
  function legacyTarget(hash) {
    if (!hash) return null;
    const withHash = [...document.querySelectorAll(".rp-widget[data-hash]")];
    return withHash.find((w) => w.dataset.hashPrefix && hash.startsWith(w.dataset.hashPrefix))
      || (withHash.length === 1 && !withHash[0].dataset.hashPrefix ? withHash[0] : null);
  }

  // A token in the hash: %-escaped, but the readable separators stay readable.
  const encodePart = (text) => encodeURIComponent(text).replace(/%(2F|2C|3B|3A|40)/g, (m) => decodeURIComponent(m));

  // The hash part of some widgets: `ID=TOKEN&...`, or, for one widget whose
  // readable data-hash names it alone (#play/..., #puzzle/NAME/...), that
  // hash as it always was, so such links read as before.
  function hashOf(widgets) {
    if (widgets.length === 1 && widgets[0].dataset.hash && legacyTarget(widgets[0].dataset.hash) === widgets[0]) {
      return encodePart(widgets[0].dataset.hash);
    }
    return widgets.map((w) => idOf(w) + "=" + encodePart(tokenOf(w))).join("&");
  }

  // The hash for the widgets as they are now: each one whose token differs
  // from the page's own, in page order; if that is too long, `widget`'s alone.
  function hashNow(widget) {
    const changed = sharedWidgets().filter((w) => tokenOf(w) !== pageTokens.get(idOf(w)));
    let hash = hashOf(changed);
    if (hash.length > MAX_HASH) hash = changed.includes(widget) ? hashOf([widget]) : "";
    return hash.length > MAX_HASH ? "" : hash;
  }

  // After a reader's act redrew `widget`: a history entry if its state changed.
  function recordHistory(widget, actValue) {
    const id = idOf(widget);
    if (!id || !pageTokens.has(id)) return;
    const hash = hashNow(widget);
    if ("#" + hash === location.hash || (!hash && !location.hash)) return;
    const url = location.pathname + location.search + (hash ? "#" + hash : "");
    const now = Date.now();
    // A viewer inside a widget (a piece card turned) keeps its state in the
    // hash without an entry of its own: Back stays for steps, moves and pages.
    // A widget whose hash changes with every move and must not step back
    // (the BLOT game: data-history="replace") keeps one entry too.
    const quiet = nested(widget) || widget.dataset.history === "replace" || (actValue && typeof actValue === "object" && QUIET_ACTS.some((k) => k in actValue));
    // The scroll offset as the entry's state: the theme restores it on Back/Forward.
    const where = { x: window.scrollX, y: window.scrollY };
    if (quiet || (lastPush.id === id && now - lastPush.at < TIMEOUTS.coalesce)) history.replaceState(where, "", url);
    else history.pushState(where, "", url);
    lastPush = { id, at: now };
  }

  // The URL without `widget`'s part (a part that stopped Python): replaced,
  // so neither Back nor a reload sends it again.
  function forgetHashPart(widget) {
    const { keyed, legacy } = parseHash();
    const id = idOf(widget);
    const parts = [...keyed].filter(([k]) => k !== id).map(([k, text]) => k + "=" + encodePart(text));
    if (legacy && legacyTarget(legacy) !== widget) parts.push(encodePart(legacy));
    const hash = parts.join("&");
    history.replaceState(history.state, "", location.pathname + location.search + (hash ? "#" + hash : ""));
  }

  // `fresh` takes the place of `old`: same id, same steps file, still the last used.
  function swapWidget(old, fresh) {
    if (old.dataset.rpId && !fresh.dataset.rpId) fresh.dataset.rpId = old.dataset.rpId;
    // The read path's file stays with the widget (the drawings never name it).
    if (old.dataset.steps && !fresh.dataset.steps && fresh.dataset.widget === old.dataset.widget) {
      fresh.dataset.steps = old.dataset.steps;
    }
    nameNested(fresh);
    old.replaceWith(fresh);
    if (lastUsed === old) lastUsed = fresh;
  }

  // Each widget to the state the hash names (through Python), and, after
  // Back/Forward, those it does not name back to the page's own. A hash that
  // is only a heading's anchor changes nothing.
  function restoreFromHash(afterPop) {
    const { keyed, legacy, broken } = parseHash();
    const old = legacyTarget(legacy);
    if (afterPop && !keyed.size && !old && location.hash.length > 1) return;
    for (const widget of sharedWidgets()) {
      const id = idOf(widget);
      // A game or an editor (data-history="replace") has no entry of its
      // own: each of its acts replaces the entry it is in, so another entry
      // (the page before a "Skip to content" or a heading's anchor) holds an
      // older state of it, or none. Back and Forward leave it as it is:
      // never an empty board, never a move taken back, nothing saved lost.
      if (afterPop && widget.dataset.history === "replace") continue;
      const want = keyed.has(id) ? keyed.get(id) : (widget === old ? legacy : undefined);
      if (want === undefined) {
        const now = afterPop && tokenOf(widget) !== pageTokens.get(id) ? resetWidget(widget) : widget;
        if (broken.has(id)) noteRefusedLink(now, null);
      } else if (want !== tokenOf(widget)) {
        if (widget.dataset.hash !== undefined) act(widget, { goto: want }, null, { fromHash: true });
        else act(widget, null, null, { fromHash: true, share: want });
      }
    }
  }

  // The widget as the page drew it (no Python needed: a copy kept at wake);
  // returns the element now in its place.
  function resetWidget(widget) {
    const copy = pageWidgets.get(idOf(widget));
    if (!copy || (widget._rpQueue && widget._rpQueue.length)) return widget;
    const fresh = copy.cloneNode(true);
    fresh.classList.toggle("rp-live", document.documentElement.dataset.rpPython === "ready");
    swapWidget(widget, fresh);
    fresh.dispatchEvent(new CustomEvent("rp:rendered", { bubbles: true }));
    return fresh;
  }

  // Back/Forward within this page; to another page, the theme loads it and
  // wake() binds its widgets from its own hash.
  let boundPath = location.pathname;
  // Back to an entry the theme keeps no scroll offset for: it navigates to
  // the same hash once more (a second popstate), which must not restore twice.
  let lastPop = { href: "", at: 0 };
  window.addEventListener("popstate", () => {
    if (location.pathname !== boundPath) return;
    const now = Date.now();
    if (location.href === lastPop.href && now - lastPop.at < 500) return;
    lastPop = { href: location.href, at: now };
    restoreFromHash(true);
  });

  // The page's widgets as drawn: their tokens and copies, then the hash's states.
  function bindShared() {
    boundPath = location.pathname;
    pageTokens.clear();
    pageWidgets.clear();
    document.querySelectorAll(".rp-widget[data-rp-id]").forEach(nameNested);
    for (const widget of sharedWidgets()) {
      pageTokens.set(idOf(widget), tokenOf(widget));
      pageWidgets.set(idOf(widget), widget.cloneNode(true));
      shareControl(widget);
    }
    restoreFromHash(false);
    readOnlyFrame();
  }

  // In embed mode the widget shown (embed-mode.js: the one `?widget=` names,
  // else the first) is drawn again by Python, read-only, unless the hash
  // already asked for it.
  function readOnlyFrame() {
    if (!EMBEDDED) return;
    const id = document.documentElement.dataset.rpEmbedWidget;
    const widget = [...document.querySelectorAll(".md-typeset > .rp-widget")]
      .find((w) => (id ? w.dataset.rpId === id : true));
    // A widget with a read path is drawn for the frame already: its one
    // authoring control (Embed) is hidden by companion.css in embed mode.
    // A read path with a context (the record viewer) is not read-only: Python draws it.
    if (widget && (!widget.dataset.steps || widget.dataset.stepsContext) && !(widget._rpQueue && widget._rpQueue.length)) {
      act(widget, null, null, { restoring: true });
    }
  }

  // The link to `widget` as it is now: the page with the tokens of that
  // widget and of those inside it that differ from the page's own.
  function linkTo(widget) {
    const base = location.href.split("#")[0];
    const changed = [widget, ...widget.querySelectorAll(".rp-widget[data-rp-id]")]
      .filter((w) => tokenOf(w) && tokenOf(w) !== pageTokens.get(idOf(w)));
    return changed.length ? `${base}#${hashOf(changed)}` : base;
  }

  // A "Copy link" button right after a widget with a shareable state: a
  // sibling, so a redraw of the widget never moves it (nor the board above
  // it: a tap lands where it was aimed).
  function shareControl(widget) {
    const id = idOf(widget);
    if (!id || nested(widget) || !pageTokens.has(id)) return;
    const next = widget.nextElementSibling;
    if (next && next.classList.contains("rp-share") && next.dataset.for === id) return;
    const box = document.createElement("div");
    box.className = "rp-share";
    box.dataset.for = id;
    const btn = document.createElement("button");
    btn.type = "button";
    btn.className = "rp-btn rp-share-copy";
    btn.textContent = TEXT.copyLink;
    btn.title = TEXT.copyLinkTitle;
    const said = document.createElement("span");
    said.className = "rp-share-said";
    said.setAttribute("role", "status");
    said.setAttribute("aria-live", "polite");
    btn.addEventListener("click", () => {
      const now = document.querySelector(`.rp-widget[data-rp-id="${CSS.escape(id)}"]`);
      if (now) copyLink(now, box, said);
    });
    box.append(btn, " ", said);
    widget.after(box);
  }

  // The clipboard if the browser lets us, else the link in a field, selected.
  async function copyLink(widget, box, said) {
    const url = linkTo(widget);
    try {
      await navigator.clipboard.writeText(url);
      said.textContent = TEXT.copied;
      setTimeout(() => { if (said.textContent === TEXT.copied) said.textContent = ""; }, 4000);
    } catch (err) {
      let field = box.querySelector("input.rp-share-url");
      if (!field) {
        field = document.createElement("input");
        field.className = "rp-share-url";
        field.readOnly = true;
        field.setAttribute("aria-label", TEXT.copyByHand);
        box.append(field);
      }
      field.value = url;
      said.textContent = TEXT.copyByHand;
      field.focus();
      field.select();
    }
  }

  // --- each page: bind its widgets; Python on intent ------------------------
  // Called for the first page and again after each instant navigation
  // (Material swaps the content; this script, its worker and its Python
  // stay): the new widgets are marked live if Python is, the URL hash's
  // states go to their widgets (bindShared: a read path answers a step
  // without Python), and Python starts only when the reader acts, or when a
  // widget made for acting comes into view (wakeOnView).
  // A link to a heading (#suivre-la-couleur-demandee): the theme scrolls to it
  // at once, then the page's diagrams take their size and push it down, off
  // the screen. While the page settles (3 s, or until the reader scrolls,
  // taps or types), each change of the page's height brings it back.
  function holdAnchor() {
    let target = null;
    try {
      const id = decodeURIComponent(location.hash.slice(1));
      target = id && /^[\w-]+$/.test(id) ? document.getElementById(id) : null;
    } catch (err) {
      return;
    }
    if (!target || !("ResizeObserver" in window)) return;
    const watch = new ResizeObserver(() => target.scrollIntoView());
    const stop = () => watch.disconnect();
    watch.observe(document.body);
    for (const kind of ["wheel", "touchstart", "keydown", "mousedown"]) addEventListener(kind, stop, { once: true, passive: true });
    setTimeout(stop, 3000);
  }

  function wake() {
    retargetLanguageLinks();
    const widgets = document.querySelectorAll(".rp-widget");
    if (!widgets.length) return;
    const live = document.documentElement.dataset.rpPython === "ready";
    widgets.forEach((w) => w.classList.toggle("rp-live", live));
    document.querySelectorAll(".rp-widget[data-said]").forEach(saidLog); // live regions exist before they speak
    bindShared();
    wakeOnView();
  }

  // A widget made for acting (data-wake="view": a game, an editor, a
  // puzzle, a lesson) starts Python as soon as it is on screen, once the page
  // has loaded and is idle, so the reader's first move finds it ready; never
  // when the browser asks to save data (then the first act starts it, as
  // on every other page). A failed start is not retried on its own (the
  // pill's Retry, or the next act, does that).
  let viewWatch = null;
  function wakeOnView() {
    if (viewWatch) viewWatch.disconnect();
    viewWatch = null;
    const eager = document.querySelectorAll('.rp-widget[data-wake="view"]');
    if (!eager.length || ready || document.documentElement.dataset.rpPython === "failed") return;
    if (navigator.connection && navigator.connection.saveData) return;
    if (!("IntersectionObserver" in window)) { whenIdle(start); return; }
    const watch = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      watch.disconnect();
      if (viewWatch === watch) viewWatch = null;
      whenIdle(() => { if (!ready && document.documentElement.dataset.rpPython !== "failed") start(); });
    });
    eager.forEach((w) => watch.observe(w));
    viewWatch = watch;
  }

  // After the load event, when the main thread is idle (or 1 s at most).
  function whenIdle(fn) {
    const later = () => (window.requestIdleCallback ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 200));
    if (document.readyState === "complete") later();
    else addEventListener("load", later, { once: true });
  }

  // --- the language switch ---------------------------------------------
  // The reader's sentences (TEXT) and <html lang> belong to one language,
  // and instant navigation keeps both: a link to a page of the other
  // language loads that page in full instead (Material's handler, on the
  // body, never sees the click).
  const FR_ROOT = new URL("fr/", ROOT).href;
  const langOf = (href) => (href.startsWith(FR_ROOT) ? "fr" : "en");

  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a[href]");
    if (!link || !link.href.startsWith(ROOT.href)) return;
    // "Skip to content" is the browser's own jump within the page: the
    // theme's instant navigation would draw the page afresh (the widgets as
    // built, a game's board empty) while the address holds a game.
    if (link.matches("a.md-skip")) { event.stopPropagation(); return; }
    if (langOf(link.href) === LANG) return;
    event.stopPropagation();
    // The language menu carries the widgets' part of the address (a game,
    // a position): the twin page opens on the same game, nothing is lost.
    if (link.matches(".md-header a[hreflang]")) {
      const { keyed, legacy } = parseHash();
      const carry = keyed.size || legacyTarget(legacy) ? location.hash : "";
      link.href = link.href.split("#")[0] + carry;
    }
  }, true);

  // The header (with the language menu) is not swapped by instant
  // navigation: point its links at the twins of the page now shown.
  function retargetLanguageLinks() {
    const here = location.href.split("#")[0];
    const path = here.startsWith(FR_ROOT) ? here.slice(FR_ROOT.length) : here.slice(ROOT.href.length);
    for (const link of document.querySelectorAll(".md-header a[hreflang]")) {
      const lang = link.getAttribute("hreflang");
      if (lang === "en" || lang === "fr") link.href = (lang === "fr" ? FR_ROOT : ROOT.href) + path;
    }
  }

  // --- offline: what was used, and the whole site on consent ---------------
  // The service worker (site/sw.js, written by docs/hooks.py) keeps the files
  // a page used, as they are used: a page read once (its steps too) opens
  // again offline. It is registered once the page has loaded and is idle,
  // and then told which files this page already used (they were fetched
  // before it was there: the first page of a visit). It downloads nothing
  // else on its own.
  // The whole copy (every page, and Python) only when the reader asks: the
  // home page's box (input[data-rp-offline], which says its size), kept in
  // localStorage (OFFLINE_KEY = "all"); each page then asks the worker to
  // fetch what the copy still lacks, and the box's line shows the progress.
  // Unticked: the copy is deleted (the worker keeps what is used again).
  // OFFLINE_KEY = "no" (a choice made before the copy was on consent): no
  // worker at all, and the one there is unregistered with its caches.
  const OFFLINE_KEY = "rp-offline";
  const offlineChoiceIs = (value) => {
    try { return localStorage.getItem(OFFLINE_KEY) === value; } catch (err) { return false; }
  };
  let offlineAsked = false;
  const canKeep = () => "serviceWorker" in navigator && /^https?:$/.test(location.protocol);

  async function forgetOffline(unregister) {
    if (!canKeep()) return;
    try {
      if (unregister) {
        offlineAsked = false;
        for (const reg of await navigator.serviceWorker.getRegistrations()) {
          if (reg.scope === ROOT.href) await reg.unregister();
        }
      }
      if ("caches" in window) {
        for (const name of await caches.keys()) if (name.startsWith("rules-companion-")) await caches.delete(name);
      }
    } catch (err) {
      console.warn("rules companion: the offline copy could not be removed:", err);
    }
  }

  // The home page's box shows the choice, and changes it.
  function offlineChoice() {
    for (const box of document.querySelectorAll("input[data-rp-offline]")) box.checked = offlineChoiceIs("all");
  }
  const offlineSaid = (text) => {
    for (const said of document.querySelectorAll(".rp-offline-said")) said.textContent = text;
  };
  document.addEventListener("change", (event) => {
    const box = event.target.closest && event.target.closest("input[data-rp-offline]");
    if (!box) return;
    try {
      if (box.checked) localStorage.setItem(OFFLINE_KEY, "all");
      else localStorage.removeItem(OFFLINE_KEY);
    } catch (err) { /* private mode: this visit only */ }
    if (!canKeep()) { offlineSaid(TEXT.offlineNoWorker); return; }
    if (box.checked) {
      registerOffline(true);
    } else {
      toWorker({ type: "forget-all" });
      forgetOffline(false).then(() => offlineSaid(TEXT.offlineOff));
    }
  });

  // What the worker says of the whole copy, on the page that shows the box.
  if (canKeep()) {
    navigator.serviceWorker.addEventListener("message", (event) => {
      const msg = event.data || {};
      if (msg.type === "offline-progress") offlineSaid(msg.done >= msg.total ? "" : TEXT.offlineProgress(msg.done, msg.total));
      else if (msg.type === "offline-done") offlineSaid(msg.ok ? TEXT.offlineOn : TEXT.offlineMissing(msg.missing));
    });
  }

  async function toWorker(message) {
    try {
      const reg = await navigator.serviceWorker.ready;
      if (reg.active) reg.active.postMessage(message);
    } catch (err) {
      console.warn("rules companion: the offline worker is not there:", err);
    }
  }

  // The files this page used so far, of this site: the page itself, what
  // it fetched (stylesheets, scripts, images, steps files) and what its
  // Python's worker fetched.
  let pythonUsed = []; // what the Python worker fetched when it started
  function usedHere() {
    const here = location.href.split("#")[0];
    const used = [...performance.getEntriesByType("resource").map((e) => e.name), ...pythonUsed]
      .filter((url) => url.startsWith(ROOT.href) && !url.includes("/lite/"));
    return [here, ...new Set(used)];
  }

  function registerOffline(askedNow) {
    if (!canKeep()) return;
    if (offlineChoiceIs("no")) { forgetOffline(true); return; }
    const after = () => {
      toWorker({ type: "keep", urls: usedHere() });
      if (offlineChoiceIs("all")) toWorker({ type: "keep-all" });
    };
    if (offlineAsked) { if (askedNow) after(); else toWorker({ type: "keep", urls: usedHere() }); return; }
    offlineAsked = true;
    const register = () => navigator.serviceWorker.register(new URL("sw.js", ROOT).href, { scope: ROOT.href })
      .then(after)
      .catch((err) => console.warn("rules companion: offline copy not available:", err));
    if (askedNow) register(); else whenIdle(register);
  }

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => { wake(); offlineChoice(); registerOffline(false); holdAnchor(); }); // each page, instant navigation included
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => { wake(); offlineChoice(); registerOffline(false); });
  } else {
    wake();
    offlineChoice();
    registerOffline(false);
  }

  // For tests and the curious: window.rulesCompanion.handle({op, args});
  // for other scripts: .act(widget, act) sends an act as a click would
  // (.act(widget, act, {restoring: true}) for a state the reader has not
  // seen yet: acts on the old drawing are dropped until it is drawn).
  // For tests only: ._worker() is the current worker (to kill it), and
  // .timeouts the per-request limits and the history coalescing window in ms.
  window.rulesCompanion = {
    start,
    handle: (req) => handle(req, req && LONG_OPS.has(req.op)).then(JSON.parse),
    act: (widget, value, options) => act(widget, value, null, { restoring: Boolean(options && options.restoring) }),
    timeouts: TIMEOUTS,
    cancel,
    _worker: () => worker,
  };
})();
