"""MkDocs hooks: pre-render widgets, ship Pyodide, build JupyterLite.

* ``on_page_markdown``: a paragraph that is only ``[[widget NAME {json}]]``
  becomes the widget's HTML, drawn now by ``rules_py.web.render_widget``
  (the page reads fully before, or without, Python in the browser), with
  ``data-rp-id="NAME-N"`` (the N-th widget of that name on the page), the
  key of its state in the URL hash (companion.js).
* ``on_page_markdown`` also replaces a line ``[[picture NAME]]`` (or
  ``[[picture NAME | caption]]``, the caption plain text) by a still
  SVG from :mod:`rules_py.render.pictures` (no widget, no controls, no
  Python in the browser: the summaries' pictures, made to print), in the
  page's language. ``[[sheet FOLDER]]`` and ``[[sheet-key FOLDER]]`` put
  in a lesson sheet and its answer key (:mod:`rules_py.render.sheets`).
* ``on_post_page`` / ``on_post_template``: every HTML page gets a strict
  Content Security Policy in a ``<meta http-equiv>`` (see :data:`CSP`):
  scripts only from the site's own files, plus the theme's few inline
  scripts, each allowed by the sha256 of its exact text (computed here,
  page by page: one of them embeds the page's depth).
* ``on_post_build``: copies ``build/pyodide-dist/`` (the npm Pyodide
  runtime, the wheels and our lock file, made by ``make pyodide-dist``)
  to ``site/pyodide/``, with the notebooks' loader ``lite/kernel-pyodide.mjs``
  beside it, then builds JupyterLite from ``lite/`` into ``site/lite/``,
  pointing its kernel at that same Pyodide through the loader, and writes
  ``site/sw.js`` (the offline service worker, from ``docs/assets/sw.js``)
  with the build's version and the list of files it keeps; the home page's
  ``<span data-rp-offline-size>`` gets that list's size, measured here.
* The read path: a widget whose every step is known now
  (:func:`rules_py.widgets.read_path.steps_of`: a worked example) has all its
  steps drawn here, packed into ``site/steps/<hash>.json`` (one file per
  example and language, shared by every page showing it) and named by the
  widget's ``data-steps``; companion.js steps through them with no Python.
  No page hints at Python's files: Python is fetched when the reader acts
  (companion.js), once.

``rules_py`` is imported from this checkout, so an edit shows at the next
build without reinstalling anything.
"""

from __future__ import annotations

import base64
import fnmatch
import functools
import hashlib
import html as html_lib
import json
import logging
import os
import pathlib
import re
import shutil
import subprocess
import sys

import mkdocs.plugins
from mkdocs.exceptions import PluginError

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py import web  # noqa: E402  (needs the path above)
from rules_py.links import LIMITS  # noqa: E402
from rules_py.widgets import read_path  # noqa: E402

log = logging.getLogger("mkdocs.hooks.rules_py")


class _InstantLanguageLinks(logging.Filter):
    """Drop the i18n plugin's one warning about instant navigation.

    It says the header's language links (each page's twin) go stale once
    instant navigation swaps pages without the header; companion.js
    re-points them after every page change (retargetLanguageLinks) and
    loads the other language in full. Every other warning still fails the
    strict build.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        return "not compatible with theme.features = navigation.instant" not in record.getMessage()


logging.getLogger("mkdocs.plugins.mkdocs_static_i18n.reconfigure").addFilter(_InstantLanguageLinks())

PLACEHOLDER = re.compile(r"^[ \t]*\[\[widget[ \t]+([A-Za-z0-9_.-]+)(?:[ \t]+(\{.*\}))?[ \t]*\]\][ \t]*$", re.M)
SHEET = re.compile(r"^[ \t]*\[\[(sheet|sheet-key)[ \t]+([a-z]+)[ \t]*\]\][ \t]*$", re.M)
PICTURE = re.compile(r"^[ \t]*\[\[picture[ \t]+([A-Za-z0-9_.-]+)(?:[ \t]*\|[ \t]*(.*?))?[ \t]*\]\][ \t]*$", re.M)
#: ``[[pentobi duo]]``: the table of an edition's levels against Pentobi,
#: written from `rules_py.blokus.levels` at build time (never typed in a page).
PENTOBI = re.compile(r"^[ \t]*\[\[pentobi[ \t]+([a-z0-9_]+)[ \t]*\]\][ \t]*$", re.M)
FENCE = re.compile(r"(^[ \t]*(?:```|~~~).*?^[ \t]*(?:```|~~~)[ \t]*$)", re.M | re.S)
PYODIDE_DIST = ROOT / "build" / "pyodide-dist"
LITE_DIR = ROOT / "lite"
#: JupyterLite's kernel imports this instead of pyodide.mjs: the same Pyodide,
#: restored from the kernel's memory snapshot when it can be.
KERNEL_LOADER = "kernel-pyodide.mjs"
SW_SOURCE = ROOT / "docs" / "assets" / "sw.js"
#: Pyodide's own files a page's Python loads, besides our wheel.
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def on_page_markdown(markdown: str, page, config, files) -> str:
    seen: dict[str, int] = {}  # widget name -> how many so far on this page

    def render(match: re.Match[str]) -> str:
        name, raw_state = match.group(1), match.group(2)
        # The widget's id on the page (its key in the URL hash): its name and
        # its order among the page's widgets of that name, from 1.
        seen[name] = seen.get(name, 0) + 1
        widget_id = f"{name}-{seen[name]}"
        where = f"{page.file.src_uri}: [[widget {name}]]"
        try:
            state = json.loads(raw_state) if raw_state else {}
        except json.JSONDecodeError as exc:
            raise PluginError(f"{where}: the state is not JSON ({exc})") from None
        if page.file.src_uri.endswith(".fr.md") and isinstance(state, dict):
            # French page: the widget renders in French and carries the
            # language in its state, so the page's later requests keep it.
            state.setdefault("lang", "fr")
        try:
            html = web.render_widget(name, state, widget_id=widget_id)
            found = read_path.files_of(name, state) if isinstance(state, dict) else None
        except Exception as exc:  # a broken widget must name itself, not crash mkdocs obscurely
            raise PluginError(f"{where}: {type(exc).__name__}: {exc}") from exc
        if found is not None:
            html = _with_steps(html, *found, where)
        # A blank line on each side keeps Markdown from wrapping it in <p>.
        return f"\n{html}\n"

    def picture(match: re.Match[str]) -> str:
        from rules_py.i18n import messages
        from rules_py.render import pictures

        lang = "fr" if page.file.src_uri.endswith(".fr.md") else "en"
        try:
            with messages.using(lang):
                svg = pictures.picture(match.group(1))
        except Exception as exc:
            raise PluginError(f"{page.file.src_uri}: [[picture {match.group(1)}]]: {exc}") from exc
        caption = match.group(2)
        text = f"<figcaption>{html_lib.escape(caption)}</figcaption>" if caption else ""
        return f'\n<figure class="rp-picture" markdown="0">{svg}{text}</figure>\n'

    def sheet(match: re.Match[str]) -> str:
        from rules_py.i18n import messages
        from rules_py.render import sheets

        lang = "fr" if page.file.src_uri.endswith(".fr.md") else "en"
        try:
            with messages.using(lang):
                out = (sheets.sheet if match.group(1) == "sheet" else sheets.key)(match.group(2))
        except Exception as exc:
            raise PluginError(f"{page.file.src_uri}: [[{match.group(1)} {match.group(2)}]]: {exc}") from exc
        return f"\n{out}\n"

    def pentobi(match: re.Match[str]) -> str:
        lang = "fr" if page.file.src_uri.endswith(".fr.md") else "en"
        try:
            return pentobi_table(match.group(1), lang)
        except KeyError as exc:
            raise PluginError(f"{page.file.src_uri}: [[pentobi {match.group(1)}]]: no such edition") from exc

    def expand(part: str) -> str:
        return PENTOBI.sub(pentobi, SHEET.sub(sheet, PICTURE.sub(picture, PLACEHOLDER.sub(render, part))))

    # Leave fenced code alone: a page may show the placeholder syntax itself.
    parts = FENCE.split(markdown)
    return "".join(part if i % 2 else expand(part) for i, part in enumerate(parts))


#: The Pentobi tables' headings and words, by language.
PENTOBI_WORDS = {
    "en": ("Levels", "Games", "Won-drawn-lost", "Score", "First / second", "vs", "."),
    "fr": ("Niveaux", "Parties", "Gagnées-nulles-perdues", "Score", "Premier / second", "contre", ","),
}


def pentobi_table(edition: str, lang: str) -> str:
    """The Markdown table of ``edition``'s levels against Pentobi, in
    ``lang``: one row per match of `rules_py.blokus.levels.PENTOBI_RESULTS`
    (a score counts a win as 1 and a draw as a half)."""
    from rules_py.blokus import levels

    if edition not in levels.PENTOBI_RESULTS:
        raise KeyError(edition)
    *heads, versus, point = PENTOBI_WORDS[lang]
    lines = ["| " + " | ".join(heads) + " |", "|---" * len(heads) + "|"]
    for ours, theirs, total, first, second in levels.pentobi_rows(edition):
        games = sum(total)
        score = f"{(total[0] + total[1] / 2) / games:.2f}".replace(".", point)
        wdl = ["-".join(map(str, t)) for t in (total, first, second)]
        lines.append(f"| {ours} {versus} {theirs} | {games} | {wdl[0]} | {score} | {wdl[1]} / {wdl[2]} |")
    return "\n" + "\n".join(lines) + "\n"


#: The read path's steps files of this build: site-root-relative URL -> its JSON text.
STEPS_FILES: dict[str, str] = {}
#: The steps files a page's widget names itself; the others (a record viewer
#: sample's steps, reached by choosing it) stay out of the offline copy:
#: Python, which the copy holds, draws them, and a reader who steps through
#: one online keeps its file (companion.js asks the worker to keep it).
ENTRY_STEPS: set[str] = set()


def _with_steps(html: str, url: str, files: dict, where: str) -> str:
    """The widget's HTML naming its steps file (``data-steps``, relative to the
    site root); this build writes that file and every file it leads to under
    ``steps/`` (named by the hash of their steps: `read_path.files_of`), so
    the page steps through those drawings with no Python."""
    if not html.startswith("<div "):
        raise PluginError(f"{where}: a widget with steps must be drawn as one <div>")
    for path, content in files.items():
        STEPS_FILES[path] = json.dumps(content, ensure_ascii=False, separators=(",", ":"))
    ENTRY_STEPS.add(url)
    return f'<div data-steps="{url}" ' + html[len("<div "):]


def _write_steps(site: pathlib.Path) -> None:
    for url, text in STEPS_FILES.items():
        path = site / url
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def _rules_wheel() -> str | None:
    """The file name of our wheel in the lock file (None before `make pyodide-dist`)."""
    lock = PYODIDE_DIST / "pyodide-lock.json"
    if not lock.exists():
        return None
    packages = json.loads(lock.read_text())["packages"]
    entry = packages.get("rules-py") or packages.get("rules_py")
    return entry["file_name"] if entry else None


def _snapshot_files() -> tuple[str, ...]:
    """The memory snapshot's manifest and file (``scripts/make_snapshot.mjs``),
    or nothing when this build has none (the pages then boot the normal way)."""
    manifest = PYODIDE_DIST / "snapshot.json"
    if not manifest.exists():
        return ()
    name = json.loads(manifest.read_text()).get("file")
    return ("snapshot.json", name) if name and (PYODIDE_DIST / name).exists() else ()


#: The policy of every page, before the hashes of its inline scripts are added
#: to ``script-src``. 'wasm-unsafe-eval' lets Pyodide compile its WebAssembly
#: (in the worker, whose policy ``scripts/serve.py`` sends as a header);
#: styles stay open to inline ``style`` attributes (the theme and our SVG use
#: them; a style cannot run code). ``frame-ancestors`` is header-only, so not here.
CSP: dict[str, str] = {
    "default-src": "'self'",
    "script-src": "'self' 'wasm-unsafe-eval'",
    "worker-src": "'self'",
    "connect-src": "'self'",
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
}
SCRIPT = re.compile(r"<script\b(?P<attrs>[^>]*)>(?P<body>.*?)</script\s*>", re.S | re.I)
#: ``type`` values the browser does not execute (data blocks such as the theme's JSON config)
DATA_TYPE = re.compile(r"""\btype\s*=\s*["']?application/(?:ld\+)?json""", re.I)
CHARSET = re.compile(r"<meta\s+charset=[^>]*>", re.I)


def inline_script_hashes(html: str) -> list[str]:
    """``'sha256-...'`` sources for every inline script the browser would run
    (no ``src``, not a JSON data block), in page order, without repeats."""
    out: list[str] = []
    for match in SCRIPT.finditer(html):
        attrs = match.group("attrs")
        if re.search(r"\bsrc\s*=", attrs, re.I) or DATA_TYPE.search(attrs):
            continue
        digest = base64.b64encode(hashlib.sha256(match.group("body").encode("utf-8")).digest()).decode("ascii")
        source = f"'sha256-{digest}'"
        if source not in out:
            out.append(source)
    return out


def content_security_policy(html: str) -> str:
    """The policy for ``html``: :data:`CSP` with its inline scripts' hashes."""
    directives = dict(CSP)
    directives["script-src"] = " ".join([directives["script-src"], *inline_script_hashes(html)])
    return "; ".join(f"{name} {value}" for name, value in directives.items())


def with_csp(html: str) -> str:
    """``html`` with its policy as the first thing after ``<meta charset>`` (a
    meta policy covers only what follows it), or right after ``<head>``."""
    meta = f'<meta http-equiv="Content-Security-Policy" content="{content_security_policy(html)}">'
    # The link limits, for companion.js (rules_py.links owns them; the script never retypes them).
    limits = f'<meta name="rp-limits" content="{html_lib.escape(json.dumps(LIMITS, sort_keys=True))}">'
    size = _python_megabytes()
    if size:  # what the reader's first act downloads, said by the loading pill
        limits += f'\n    <meta name="rp-python-size" content="{size}">'
    anchor = CHARSET.search(html) or re.search(r"<head\b[^>]*>", html, re.I)
    if anchor is None:
        raise PluginError("a page without <head>: no place for its Content Security Policy")
    return html[:anchor.end()] + "\n    " + meta + "\n    " + limits + html[anchor.end():]


def _python_files() -> tuple[str, ...]:
    """The files of ``pyodide/`` the page's Python fetches when it starts:
    the runtime, our wheel and the memory snapshot."""
    wheel = _rules_wheel()
    return (*PYODIDE_RUNTIME, *([wheel] if wheel else []), *_snapshot_files())


@functools.cache
def _python_megabytes() -> str:
    """Their size on disk (what a plain static host sends), in MB to one
    decimal place when under 10 ("" before `make pyodide-dist`); measured
    once per build."""
    files = [PYODIDE_DIST / name for name in _python_files()]
    if not files or not all(path.is_file() for path in files):
        return ""
    mb = sum(path.stat().st_size for path in files) / 1_000_000
    return f"{mb:.0f}" if mb >= 10 else f"{mb:.1f}"


def on_post_page(output: str, page, config) -> str:
    return with_csp(output)


def on_post_template(output_content: str, template_name: str, config) -> str:
    # Static templates: 404.html gets the policy too; sitemap.xml is no page.
    return with_csp(output_content) if template_name.endswith(".html") else output_content


def _jupyter() -> str:
    exe = pathlib.Path(sys.executable).parent / "jupyter"
    return str(exe) if exe.exists() else "jupyter"


@mkdocs.plugins.event_priority(-110)
def on_post_build(config) -> None:
    """Once every language is built: the steps files, the search indexes,
    Python's files, the service worker and JupyterLite.

    The i18n plugin builds each other language from inside the first one's
    `on_post_build` (its own, at priority -100), calling every hook again
    with `building` set; this hook runs after it (-110) and only when the
    outermost build ends, so the work is done once, over the whole site,
    with the search index the i18n plugin has just merged.
    """
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return
    site = pathlib.Path(config["site_dir"])
    # Browsers ask for /favicon.ico on pages that name no icon (JupyterLite's
    # do not): serve Material's icon there rather than answer 404.
    icon = site / "assets" / "images" / "favicon.png"
    if icon.exists() and not (site / "favicon.ico").exists():
        shutil.copy2(icon, site / "favicon.ico")
    _write_steps(site)
    _split_search_index(site)
    if not (PYODIDE_DIST / "pyodide-lock.json").exists():
        log.warning("build/pyodide-dist is missing: pages build without live widgets or notebooks "
                    "(run `make build`)")
        return
    target = site / "pyodide"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(PYODIDE_DIST, target)
    shutil.copy2(LITE_DIR / KERNEL_LOADER, target / KERNEL_LOADER)
    _write_service_worker(site)

    # A stale doit database skips the config merge, and the kernel then
    # silently falls back to a CDN: always start JupyterLite's build afresh.
    for stale in (LITE_DIR / ".jupyterlite.doit.db",):
        if stale.exists():
            stale.unlink()
    out = site / "lite"
    cmd = [_jupyter(), "lite", "build", "--lite-dir", str(LITE_DIR), "--output-dir", str(out)]
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1")
    proc = subprocess.run(cmd, cwd=LITE_DIR, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise PluginError("jupyter lite build failed:\n" + proc.stdout[-3000:] + proc.stderr[-3000:])
    _check_lite_config(out, target / "pyodide-lock.json")


#: Search weights by page (its address without the language prefix, a
#: `fnmatch` pattern; the first that matches decides; any other page weighs
#: 1): the rules pages first, the Python reference's many short entries last.
SEARCH_BOOST = (
    ("api/*", 0.2),
    ("cli/*", 0.5), ("python/*", 0.5), ("bots/*", 0.5),
    ("blot/play/*", 1), ("blot/editor/*", 1), ("blokus/play/*", 1), ("blokus/editor/*", 1),
    ("blot/*", 3), ("blokus/*", 3), ("trigon/*", 3), ("puzzles/*", 3), ("rulings/*", 3), ("glossary/*", 3),
)


def search_boost(location: str) -> float:
    """The weight `SEARCH_BOOST` gives an index entry ("fr/blot/scoring/#x" -> 3)."""
    where = location.removeprefix("fr/").split("#", 1)[0]
    return next((weight for pattern, weight in SEARCH_BOOST if fnmatch.fnmatchcase(where, pattern)), 1)


def _split_search_index(site: pathlib.Path) -> None:
    """One search index per language: the English pages' at the root, the
    French pages' in fr/search/ (docs/assets/search-on-demand.js asks for the
    page's own), each entry weighed by `SEARCH_BOOST`.

    Material's search plugin writes one index for every language the i18n
    plugin builds; it is split here once every language is in it (the hook
    runs after each language's build; the French entries are in only after
    the French one).
    """
    path = site / "search" / "search_index.json"
    if not path.is_file():
        return
    index = json.loads(path.read_text())
    docs = index["docs"]
    french = [doc for doc in docs if doc["location"].startswith("fr/")]
    english = [doc for doc in docs if not doc["location"].startswith("fr/")]
    if not french or not english:
        return
    for lang, part, out in (("en", english, path), ("fr", french, site / "fr" / "search" / "search_index.json")):
        for doc in part:
            weight = search_boost(doc["location"])
            if weight != 1:
                doc["boost"] = weight
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"config": dict(index["config"], lang=[lang]), "docs": part},
                                  ensure_ascii=False, separators=(",", ":")))


def _check_lite_config(out: pathlib.Path, lock_path: pathlib.Path) -> None:
    """Fail the build if the kernel would fetch Pyodide from anywhere else,
    or preload a package our lock file does not serve.

    (Pyodide only logs a package it cannot find: the kernel would then stall
    or fall back to installing through micropip, silently slower.)
    """
    config = json.loads((out / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    url = settings.get("pyodideUrl", "")
    if "://" in url or not url.endswith(("pyodide/pyodide.mjs", f"pyodide/{KERNEL_LOADER}")):
        raise PluginError(f"JupyterLite's kernel would load Pyodide from {url!r}, not from the site")
    served = set(json.loads(lock_path.read_text())["packages"])
    wanted = settings.get("loadPyodideOptions", {}).get("packages", [])
    missing = [name for name in wanted if re.sub(r"[-_.]+", "-", name).lower() not in served]
    if missing:
        raise PluginError(f"JupyterLite's kernel preloads {missing}, which site/pyodide/pyodide-lock.json "
                          "does not list (see KERNEL_WHEEL_FILES in the Makefile)")


def _offline_files(site: pathlib.Path) -> list[str]:
    """What the service worker keeps, as URLs relative to the site root.

    Every page (by its directory URL, as readers ask for it), asset, search
    index, sitemap and steps file a page names (`ENTRY_STEPS`); of Pyodide, only what a page's Python loads (the
    runtime, the lock file, our wheel, the memory snapshot). JupyterLite, the notebooks' extra
    wheels and source maps are left to the network.
    """
    keep_pyodide = {f"pyodide/{name}" for name in _python_files()}
    found = []
    for path in sorted(site.rglob("*")):
        rel = path.relative_to(site).as_posix()
        if not path.is_file() or rel == "sw.js" or rel.endswith((".map", ".gz")):
            continue
        top = rel.split("/", 1)[0]
        if top == "lite" or (top == "pyodide" and rel not in keep_pyodide):
            continue
        if top == "steps" and rel in STEPS_FILES and rel not in ENTRY_STEPS:
            continue
        if rel == "index.html":
            rel = "./"
        elif rel.endswith("/index.html"):
            rel = rel[: -len("index.html")]
        found.append(rel)
    return found


#: Where a page says how big the offline copy is (the home page, EN and FR).
OFFLINE_SIZE = re.compile(r"(<span data-rp-offline-size(?:=\"\")?>)[^<]*(</span>)")


def _megabytes(size: int, lang: str) -> str:
    """A size in megabytes as the page's language writes it ("41 MB", "41 Mo", "4,2 Mo")."""
    mb = size / 1_000_000
    text = f"{mb:.0f}" if mb >= 10 else f"{mb:.1f}"
    return (text.replace(".", ",") + "\u00a0Mo") if lang == "fr" else text + " MB"


def _fill_offline_size(site: pathlib.Path, files: list[str]) -> None:
    """Write the offline copy's size into the pages that say it: all of it,
    and the part that is Python (Pyodide and the rules), measured from the
    files the service worker keeps."""
    def size(rel: str) -> int:
        return (site / (rel + "index.html" if rel.endswith("/") else rel)).stat().st_size

    total = sum(size(rel) for rel in files)
    python = sum(size(rel) for rel in files if rel.startswith("pyodide/"))
    for page in (site / "index.html", site / "fr" / "index.html"):
        if not page.is_file():
            continue
        lang = "fr" if page.parent.name == "fr" else "en"
        words = (f"{_megabytes(total, lang)}, dont {_megabytes(python, lang)} pour Python et les règles"
                 if lang == "fr" else
                 f"{_megabytes(total, lang)}, of which {_megabytes(python, lang)} is Python and the rules")
        text = page.read_text()
        page.write_text(OFFLINE_SIZE.sub(lambda m: m.group(1) + words + m.group(2), text))


def _write_service_worker(site: pathlib.Path) -> None:
    """Write site/sw.js: the template with this build's version and file list.

    The version is a hash of every kept file's name and bytes, so any change
    to the site gives a new worker, which replaces the old cache. The pages
    that say the copy's size get it first (`_fill_offline_size`).
    """
    files = _offline_files(site)
    _fill_offline_size(site, files)
    digest = hashlib.sha256()
    for rel in files:
        path = site / (rel + "index.html" if rel.endswith("/") else rel)
        digest.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
    text = SW_SOURCE.read_text()
    for placeholder, value in (("\"@@VERSION@@\"", json.dumps(digest.hexdigest()[:16])),
                               ("[/* @@FILES@@ */]", json.dumps(files, indent=0))):
        if placeholder not in text:
            raise PluginError(f"docs/assets/sw.js lost its placeholder {placeholder}")
        text = text.replace(placeholder, value)
    (site / "sw.js").write_text(text)
