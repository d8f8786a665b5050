"""Every internal link of the built site leads somewhere.

Reads every HTML page of ``site/`` (both languages; JupyterLite's and
Pyodide's own files are targets, not pages to crawl) with
:mod:`html.parser`, and checks each ``href`` and ``src`` that points into
the site: the file exists (a folder means its ``index.html``), a
``#fragment`` names an ``id`` (or ``name``) in the target page, or is a
game link a widget of that page reads (it starts with the widget's
``data-hash-prefix``, and the widget accepts it as ``{"goto": fragment}``),
or a widget's state ``ID=TOKEN`` (a widget of that page has ``data-rp-id``
ID, and it accepts TOKEN as its share token), and a
JupyterLite link ``lite/.../index.html?path=NAME`` names a notebook that
JupyterLite serves. Static, so it takes seconds; it needs ``make build``.
"""

from __future__ import annotations

import functools
import json
import pathlib
import re
import urllib.parse
from html.parser import HTMLParser

import pytest

from tests.paths import SITE

pytestmark = pytest.mark.cpython_only

#: folders whose files are served but are not our pages (checked only as targets)
NOT_CRAWLED = ("lite", "pyodide", "search")
#: schemes that leave the site or carry their own content
EXTERNAL = ("http:", "https:", "mailto:", "data:", "javascript:", "blob:", "tel:")


class _Links(HTMLParser):
    """Collects the ids and the href/src values of one page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.prefixes: list[tuple[str, str]] = []  # (data-hash-prefix, widget name) of the page's widgets
        self.widget_ids: dict[str, str] = {}  # data-rp-id -> widget name
        self.refs: list[tuple[str, str]] = []  # (attribute, value)
        self.base: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for key in ("id", "name"):
            if values.get(key) and (key == "id" or tag == "a"):
                self.ids.add(values[key] or "")
        if values.get("data-hash-prefix") and values.get("data-widget"):
            self.prefixes.append((values["data-hash-prefix"] or "", values["data-widget"] or ""))
        if values.get("data-rp-id") and values.get("data-widget"):
            self.widget_ids[values["data-rp-id"] or ""] = values["data-widget"] or ""
        if tag == "base" and values.get("href"):
            self.base = values["href"]
        for key in ("href", "src"):
            value = values.get(key)
            if value is not None and not (tag == "link" and values.get("rel") in ("canonical", "alternate")):
                self.refs.append((key, value))


@functools.lru_cache(maxsize=None)
def _parse(path: pathlib.Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    parser.close()
    return parser


def _pages() -> list[pathlib.Path]:
    return sorted(p for p in SITE.rglob("*.html")
                  if p.relative_to(SITE).parts[0] not in NOT_CRAWLED)


def _target(page: pathlib.Path, url: str) -> pathlib.Path:
    """The file ``url`` (already without query and fragment) names, from ``page``."""
    path = urllib.parse.unquote(url)
    base = SITE if path.startswith("/") else page.parent
    target = (base / path.lstrip("/")).resolve()
    if url.endswith("/") or target.is_dir():
        target = target / "index.html"
    return target


def _lite_notebook(target: pathlib.Path, query: str) -> str | None:
    """What is wrong with a JupyterLite link's ``?path=`` (None if nothing)."""
    names = urllib.parse.parse_qs(query).get("path", [])
    lite = SITE / "lite"
    missing = [n for n in names if not (lite / "files" / n).is_file()]
    return f"no notebook {missing} in lite/files" if missing else None


def _problems(page: pathlib.Path, url: str) -> str | None:
    """What is wrong with one reference of ``page`` (None if it resolves)."""
    if not url or url.startswith(EXTERNAL) or url.startswith("//") or url.startswith("#!"):
        return None
    parts = urllib.parse.urlsplit(url)
    if parts.scheme:
        return f"unknown scheme {parts.scheme!r}"
    target = _target(page, parts.path) if parts.path else page
    if not target.is_relative_to(SITE.resolve()):
        return "points outside the site"
    if not target.exists():
        return f"no file {target.relative_to(SITE.resolve())}"
    if "lite" in target.relative_to(SITE.resolve()).parts[:1] and parts.query:
        return _lite_notebook(target, parts.query)
    fragment = urllib.parse.unquote(parts.fragment)
    if fragment and target.suffix == ".html" and fragment not in _parse(target).ids:
        widget = next((name for prefix, name in _parse(target).prefixes if fragment.startswith(prefix)), None)
        if widget is not None:
            return _game_link_problem(widget, fragment)
        wid, eq, token = fragment.partition("=")
        if eq and wid in _parse(target).widget_ids:
            return _share_link_problem(_parse(target).widget_ids[wid], token)
        return f"no id {fragment!r} in {target.relative_to(SITE.resolve())}"
    return None


@functools.lru_cache(maxsize=None)
def _game_link_problem(widget: str, fragment: str) -> str | None:
    """A link opening a widget's state (``#play/duo/human-level1/``): the widget must accept it."""
    from rules_py import web

    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {"widget": widget, "state": {},
                                                                        "act": {"goto": fragment}}})))
    return None if reply.get("ok") else f"{widget} refuses the link #{fragment}: {reply.get('error')}"


@functools.lru_cache(maxsize=None)
def _share_link_problem(widget: str, token: str) -> str | None:
    """A link opening a widget at a state (``#study-1=TOKEN``): the widget must accept the token."""
    from rules_py import web

    reply = json.loads(web.handle(json.dumps({"op": "widget", "args": {"widget": widget, "state": {},
                                                                        "share": token}})))
    return None if reply.get("ok") else f"{widget} refuses the link's state: {reply.get('error')}"


@pytest.fixture(scope="module")
def pages() -> list[pathlib.Path]:
    if not (SITE / "index.html").exists() or not (SITE / "fr" / "index.html").exists():
        pytest.skip("site/ is not built (run `make build`)")
    return _pages()


def test_both_languages_are_crawled(pages: list[pathlib.Path]) -> None:
    french = [p for p in pages if p.relative_to(SITE).parts[0] == "fr"]
    assert len(french) >= 10 and len(pages) - len(french) >= 10, (len(pages), len(french))


def test_every_internal_link_resolves(pages: list[pathlib.Path]) -> None:
    broken = []
    for page in pages:
        for attr, url in _parse(page).refs:
            why = _problems(page, url.strip())
            if why:
                broken.append(f"{page.relative_to(SITE)}: {attr}={url!r}: {why}")
    assert not broken, "\n".join(broken[:60]) + f"\n({len(broken)} broken)"


#: a Markdown link's target, or an HTML href, in a notebook's Markdown cell
_MD_LINK = re.compile(r"\]\(([^)\s]+)\)|href=[\"']([^\"']+)[\"']")


def _notebook_problem(notebook: pathlib.Path, url: str) -> str | None:
    """What is wrong with a link in a notebook's Markdown (None if nothing).

    JupyterLite opens a relative link as a file of its own file browser (so
    it must name one in ``lite/files``); a link from the site's root
    (``/blokus/pieces/``) is a plain link to a page of the site."""
    if url.startswith(EXTERNAL) or url.startswith("#"):
        return None
    parts = urllib.parse.urlsplit(url)
    if parts.path.startswith("/"):
        return _problems(SITE / "index.html", url)
    target = (notebook.parent / urllib.parse.unquote(parts.path)).resolve()
    if not target.is_file():
        return "JupyterLite has no file " + parts.path + " (a relative link opens a notebook file)"
    return None


def test_every_notebook_link_resolves(pages: list[pathlib.Path]) -> None:
    notebooks = sorted((SITE / "lite" / "files").glob("*.ipynb"))
    assert notebooks, "no notebook in site/lite/files"
    broken = []
    for nb in notebooks:
        for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            for match in _MD_LINK.finditer(text):
                url = match.group(1) or match.group(2)
                why = _notebook_problem(nb, url)
                if why:
                    broken.append(f"{nb.name}: {url!r}: {why}")
    assert not broken, "\n".join(broken)


def test_the_checker_catches_a_broken_link(tmp_path: pathlib.Path, pages: list[pathlib.Path]) -> None:
    # The checker itself, on references known to be bad and good.
    index = SITE / "index.html"
    assert _problems(index, "no-such-page/") is not None
    assert _problems(index, "#no-such-anchor-here") is not None
    studies = SITE / "studies" / "index.html"
    assert _problems(studies, "#study-1=eyJleGFtcGxlIjoidG91ciJ9") is None  # {"example": "tour"}
    assert _problems(studies, "#study-1=eyJleGFtcGxlIjoibm8ifQ") is not None  # {"example": "no"}
    assert _problems(index, "lite/notebooks/index.html?path=no-such.ipynb") is not None
    assert _problems(index, "../../etc/passwd") is not None
    assert _problems(index, "glossary/") is None
    assert _problems(index, "https://example.org/") is None
    notebook = SITE / "lite" / "files" / "pieces.ipynb"
    assert _notebook_problem(notebook, "../../blokus/pieces/") is not None
    assert _notebook_problem(notebook, "/blokus/pieces/") is None
    assert _notebook_problem(notebook, "/blokus/no-such/") is not None
