"""The built API reference covers the front door and renders cleanly.

Reads the reference pages of ``site/`` (``make build``), both languages:
every name of ``rules_py.__all__`` has an entry (a heading whose id names
that very object), no Sphinx role is printed raw, no doctest is left as
running text (it must be a code block), no cross-reference is left
unresolved, and the signatures carry their types. Without a built site the
tests skip; ``make test`` builds it first, and a skip not listed in
``tests/skips.txt`` fails that run, as for ``tests/site/test_links.py``.
"""

from __future__ import annotations

import html.parser
import importlib
import pathlib
import re
from typing import Any

import pytest

import rules_py

from tests.paths import ROOT, SITE

pytestmark = pytest.mark.cpython_only

DOCS = ROOT / "docs"
RAW_ROLE = re.compile(r":(?:py:)?(?:func|class|meth|data|mod|attr|exc|obj|const):`")
UNRESOLVED = re.compile(r"\]\[rules_py[\w.]*\]")


def reference_pages() -> list[str]:
    """The pages (as ``docs/``-relative names, English) that hold ``::: name`` directives."""
    return sorted(str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md")
                  if not p.name.endswith(".fr.md") and re.search(r"^:::\s", p.read_text(encoding="utf-8"), re.M))


def built(page: str, lang: str = "en") -> pathlib.Path:
    stem = page.removesuffix(".md")
    stem = stem.removesuffix("index").rstrip("/")
    return SITE / ("fr" if lang == "fr" else "") / stem / "index.html"


class Page(html.parser.HTMLParser):
    """The ids of a page, its text outside code, and each signature block's text by the id before it."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.prose: list[str] = []
        self.signatures: dict[str, str] = {}
        self._code = 0
        self._signature = 0
        self._last_id = ""
        self._stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(str(a["id"]))
            if str(a["id"]).startswith("rules_py"):
                self._last_id = str(a["id"])
        if tag in ("pre", "code"):
            self._code += 1
        classes = (a.get("class") or "").split()
        if self._signature or "doc-signature" in classes:
            self._signature += 1
        if tag not in ("br", "img", "input", "meta", "link", "hr", "wbr", "path", "rect", "line"):
            self._stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("pre", "code") and self._code:
            self._code -= 1
        if self._signature:
            self._signature -= 1

    def handle_data(self, data: str) -> None:
        if self._signature:
            key = self._last_id
            self.signatures[key] = self.signatures.get(key, "") + data
        if not self._code:
            self.prose.append(data)


def parse(path: pathlib.Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    page.close()
    return page


def resolve(path: str) -> Any:
    """The object a dotted path names, by import; a sentinel if none."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        try:
            for part in parts[cut:]:
                obj = getattr(obj, part)
        except AttributeError:
            return NOTHING
        return obj
    return NOTHING


NOTHING = object()


@pytest.fixture(scope="module")
def pages() -> dict[tuple[str, str], Page]:
    if not (SITE / "index.html").exists() or not (SITE / "fr" / "index.html").exists():
        pytest.skip("site/ is not built (run `make build`)")
    out = {}
    for page in reference_pages():
        for lang in ("en", "fr"):
            path = built(page, lang)
            assert path.exists(), f"{page} ({lang}) is not in the built site: {path}"
            out[page, lang] = parse(path)
    return out


def test_the_reference_is_split_by_topic():
    pages = reference_pages()
    assert {"python.md", "cli.md", "api/games.md", "api/blot.md", "api/blokus.md", "api/records.md",
            "api/bots.md", "api/reviews.md", "api/puzzles.md", "api/drawings.md", "api/errors.md",
            "api/gtp.md"} <= set(pages)
    for page in pages:  # the French twin shows the same reference
        english = (DOCS / page).read_text(encoding="utf-8")
        french = (DOCS / page.replace(".md", ".fr.md")).read_text(encoding="utf-8")
        assert re.findall(r"^:::.*$", english, re.M) == re.findall(r"^:::.*$", french, re.M), page


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_front_door_name_has_an_entry(pages, lang):
    ids = [i for (page, lg), parsed in pages.items() if lg == lang for i in parsed.ids if i.startswith("rules_py")]
    missing = []
    for name in rules_py.__all__:
        obj = getattr(rules_py, name)
        here = rules_py._LAZY.get(name, ("", name))[1]  # check_puzzle is puzzles' check
        found = [i for i in ids if i.rsplit(".", 1)[-1] == here and resolve(i) is obj]
        if not found:
            missing.append(name)
    assert not missing, f"{len(missing)} of {len(rules_py.__all__)} names of rules_py.__all__ have no entry: {missing}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_raw_role_broken_doctest_or_unresolved_link(pages, lang):
    problems = []
    for (page, lg), parsed in pages.items():
        if lg != lang:
            continue
        text = "".join(parsed.prose)
        for pattern, what in ((RAW_ROLE, "raw Sphinx role"), (re.compile(r">>>"), "doctest outside a code block"),
                              (UNRESOLVED, "unresolved cross-reference")):
            for m in pattern.finditer(text):
                problems.append(f"{page} ({lang}): {what}: ...{text[max(0, m.start() - 60):m.end() + 40]!r}")
    assert not problems, "\n".join(problems[:20]) + f"\n({len(problems)} in all)"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_doctest_became_nested_quotes(pages, lang):
    """Markdown reads ``>>> x`` as three quote levels and drops the markers:
    a doctest left as running text shows as nested blockquotes."""
    nested = [page for page in reference_pages()
              if re.search(r"<blockquote>\s*<blockquote>", built(page, lang).read_text(encoding="utf-8"))]
    assert not nested, nested


def test_signatures_carry_types(pages):
    games = pages["api/games.md", "en"]
    signature = games.signatures.get("rules_py.games.new_game", "")
    assert "name: str" in signature.replace("\n", " ") and "->" in signature, signature
    board = pages["api/blokus.md", "en"]
    assert any("->" in s for s in board.signatures.values())


def test_doctests_render_as_code(pages):
    """The front door's example (a doctest) is a code block of the quick start page."""
    text = built("python.md").read_text(encoding="utf-8")
    assert re.search(r"<code[^>]*>(?:(?!</code>).)*&gt;&gt;&gt; game = rules_py\.new_game", text, re.S)
