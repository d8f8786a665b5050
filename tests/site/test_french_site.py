"""The French edition: twin pages, the glossary, and the built site.

Layout (mkdocs-static-i18n, suffix mode): ``docs/x.md`` is English and
``docs/x.fr.md`` its French twin, built into ``site/fr/``. The glossary data
(``rules_py/i18n/glossary.json``) is checked in any Python, Pyodide
included; everything that reads ``docs/`` or ``site/`` is ``cpython_only``.
"""

from __future__ import annotations

import html.parser
import importlib.resources
import json
import pathlib
import posixpath
import re

import pytest

from tests.paths import ROOT, SITE

DOCS = ROOT / "docs"

# hooks.py's placeholder syntax; a copy, so this file needs no MkDocs.
PLACEHOLDER = re.compile(r"^[ \t]*\[\[widget[ \t]+([A-Za-z0-9_.-]+)(?:[ \t]+(\{.*\}))?[ \t]*\]\][ \t]*$", re.M)
FENCE = re.compile(r"^[ \t]*(?:```|~~~).*?^[ \t]*(?:```|~~~)[ \t]*$", re.M | re.S)
MD_LINK = re.compile(r"\]\(([^)\s]+\.md)(?:#[^)]*)?\)")
GENDER_WORD = {"m": "m.", "f": "f."}


# --- helpers ------------------------------------------------------------------

def _english_pages() -> list[pathlib.Path]:
    """Every English page (``*.md`` without a language suffix), relative to docs/."""
    return sorted(p.relative_to(DOCS) for p in DOCS.rglob("*.md") if not p.name.endswith(".fr.md"))


def _french_pages() -> list[pathlib.Path]:
    return sorted(p.relative_to(DOCS) for p in DOCS.rglob("*.fr.md"))


def _twin(english: pathlib.Path) -> pathlib.Path:
    return english.with_name(english.name[: -len(".md")] + ".fr.md")


def _placeholders(markdown: str) -> list[tuple[str, object]]:
    """The widget placeholders outside code fences: (name, parsed JSON state)."""
    text = FENCE.sub("", markdown)
    return [(name, json.loads(raw) if raw else {}) for name, raw in PLACEHOLDER.findall(text)]


def _glossary() -> dict:
    source = importlib.resources.files("rules_py.i18n") / "glossary.json"
    return json.loads(source.read_text(encoding="utf-8"))


def _table_rows(markdown: str) -> list[list[str]]:
    """The cells of every Markdown table row, stripped; a parenthesised
    aside in a cell ("joueur (joueuse)") is dropped for matching."""
    rows = []
    for line in markdown.splitlines():
        line = line.strip()
        if not line.startswith("|") or set(line) <= set("|-: "):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows.append([re.sub(r"\s*\(.*?\)", "", c).strip() for c in cells] + [line])
    return rows


def _row_with(rows: list[list[str]], *cells: str) -> list[str] | None:
    for row in rows:
        if all(cell in row[:-1] for cell in cells):
            return row
    return None


# --- twin pages (no build needed) ---------------------------------------------

@pytest.mark.cpython_only
def test_every_english_page_has_a_french_twin() -> None:
    missing = [str(p) for p in _english_pages() if not (DOCS / _twin(p)).exists()]
    assert len(_english_pages()) >= 20
    assert missing == []


@pytest.mark.cpython_only
def test_every_french_page_has_an_english_original() -> None:
    orphans = [str(p) for p in _french_pages()
               if not (DOCS / p.with_name(p.name[: -len(".fr.md")] + ".md")).exists()]
    assert orphans == []


@pytest.mark.cpython_only
@pytest.mark.parametrize("english", _english_pages(), ids=str)
def test_french_twin_keeps_the_same_widgets(english: pathlib.Path) -> None:
    """Widgets are pre-rendered from placeholders: same names, same states, same order."""
    en = _placeholders((DOCS / english).read_text(encoding="utf-8"))
    fr = _placeholders((DOCS / _twin(english)).read_text(encoding="utf-8"))
    assert fr == en


@pytest.mark.cpython_only
@pytest.mark.parametrize("french", _french_pages(), ids=str)
def test_french_page_links_reach_pages_that_exist(french: pathlib.Path) -> None:
    """A link to ``x.md`` from a French page lands on ``x.fr.md`` once built."""
    text = FENCE.sub("", (DOCS / french).read_text(encoding="utf-8"))
    for target in MD_LINK.findall(text):
        resolved = posixpath.normpath(posixpath.join(french.parent.as_posix(), target))
        assert (DOCS / resolved).exists(), f"{french}: {target} does not exist"
        assert (DOCS / _twin(pathlib.Path(resolved))).exists(), f"{french}: {target} has no French twin"


@pytest.mark.cpython_only
@pytest.mark.parametrize("french", _french_pages(), ids=str)
def test_french_page_is_not_left_in_english(french: pathlib.Path) -> None:
    """A crude check that the page was translated: common French words
    outnumber common English ones (code blocks and placeholders removed)."""
    text = PLACEHOLDER.sub("", FENCE.sub("", (DOCS / french).read_text(encoding="utf-8"))).lower()
    words = re.findall(r"[a-zàâçéèêëîïôûùüÿœ']+", text)
    french_words = sum(w in {"le", "la", "les", "de", "des", "du", "et", "une", "un", "est", "pour"} for w in words)
    english_words = sum(w in {"the", "of", "and", "is", "to", "with", "for", "each"} for w in words)
    assert french_words > 3 * english_words, (french_words, english_words)


# --- the glossary data (also in Pyodide) ---------------------------------------

def test_glossary_terms_are_complete_and_unique() -> None:
    terms = _glossary()["terms"]
    ids = [t["id"] for t in terms]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for term in terms:
        assert term["pos"] in ("noun", "verb"), term["id"]
        assert term["en"]["singular"] and term["fr"]["singular"], term["id"]
        if term["pos"] == "noun":
            assert term["fr"]["gender"] in ("m", "f"), term["id"]
            assert term["fr"]["plural"] and term["en"]["plural"], term["id"]
        else:
            assert "gender" not in term["fr"] and "plural" not in term["fr"], term["id"]


def test_glossary_colours_match_the_engine() -> None:
    """Every colour the engine uses has an entry under its engine name (the
    glossary is the only French colour table)."""
    from rules_py.blokus import variants
    from rules_py.blot import cards

    by_key = {t["key"]: t for t in _glossary()["terms"] if t["id"].startswith("colour.")}
    engine = set(cards.COLOURS) | set(variants.CLASSIC_COLOURS) | set(variants.TRIGON_COLOURS) | {"purple", "orange"}
    assert engine <= set(by_key)
    for term in by_key.values():  # the adjective's masculine singular is the noun
        adjective = term["fr"]["adjective"]
        assert set(adjective) == {"m", "f", "m_pl", "f_pl"}
        assert adjective["m"] == term["fr"]["singular"]


def test_glossary_divinities_match_the_engine() -> None:
    from rules_py.blot import cards

    keys = [t["key"] for t in _glossary()["terms"] if t["id"].startswith("blot.divinity.")]
    assert keys == list(cards.DIVINITIES)


# --- the glossary pages -------------------------------------------------------

@pytest.mark.cpython_only
def test_french_glossary_page_lists_every_term() -> None:
    rows = _table_rows((DOCS / "glossary.fr.md").read_text(encoding="utf-8"))
    missing = []
    for term in _glossary()["terms"]:
        fr = term["fr"]
        wanted = [fr["singular"], term["en"]["singular"]]
        if term["pos"] == "noun":
            wanted += [fr["plural"], GENDER_WORD[fr["gender"]]]
        row = _row_with(rows, *wanted)
        if row is None or ("feminine" in fr and fr["feminine"] not in row[-1]):
            missing.append(term["id"])
    assert missing == []


@pytest.mark.cpython_only
def test_english_glossary_page_lists_every_term() -> None:
    rows = _table_rows((DOCS / "glossary.md").read_text(encoding="utf-8"))
    missing = []
    for term in _glossary()["terms"]:
        wanted = [term["en"]["singular"], term["fr"]["singular"]]
        if term["pos"] == "noun":
            wanted.append(term["en"]["plural"])
        if _row_with(rows, *wanted) is None:
            missing.append(term["id"])
    assert missing == []


# --- the built site -------------------------------------------------------------

class _HeadAndSwitcher(html.parser.HTMLParser):
    """Collects ``<html lang>``, the language switcher's links (hreflang -> href)
    and the head's ``<link rel="alternate">`` targets."""

    def __init__(self) -> None:
        super().__init__()
        self.lang: str | None = None
        self.switcher: dict[str, str] = {}
        self.head_alternates: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        elif tag == "link" and a.get("rel") == "alternate":
            self.head_alternates.append(a.get("href") or "")
        elif tag == "a" and "md-select__link" in (a.get("class") or "").split() and a.get("hreflang"):
            self.switcher[a["hreflang"]] = a.get("href") or ""


def _url(page: pathlib.Path, lang: str) -> str:
    """Site path of a docs page (use_directory_urls), e.g. ``fr/blot/turn/``."""
    stem = page.as_posix()[: -len(".fr.md") if lang == "fr" else -len(".md")]
    if stem == "index" or stem.endswith("/index"):
        stem = stem[: -len("index")]
    else:
        stem += "/"
    return ("fr/" if lang == "fr" else "") + stem


def _norm(site_path: str) -> str:
    """A site path without ``./``, ``..`` or slashes at either end ("." for the
    root). A root-absolute href (the plugin gives the home pages ``/`` and
    ``/fr/``) is read as served from the site's root."""
    return (posixpath.normpath(site_path) if site_path else ".").lstrip("/") or "."


def _parse_built(url: str) -> _HeadAndSwitcher:
    path = SITE / url / "index.html"
    assert path.exists(), f"{path} was not built"
    parser = _HeadAndSwitcher()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


@pytest.fixture(scope="module")
def built_site() -> pathlib.Path:
    if not (SITE / "index.html").exists():
        pytest.skip("the site is not built (run `make build`)")
    if not (SITE / "fr" / "index.html").exists():
        pytest.skip("site/ was built without the French edition (run `make build` again)")
    return SITE


@pytest.mark.cpython_only
@pytest.mark.parametrize("english", _english_pages(), ids=str)
def test_built_pages_declare_their_language_and_link_their_twin(built_site, english: pathlib.Path) -> None:
    en_url, fr_url = _url(english, "en"), _url(_twin(english), "fr")
    for url, lang, twin_url in ((en_url, "en", fr_url), (fr_url, "fr", en_url)):
        page = _parse_built(url)
        assert page.lang == lang, url
        assert set(page.switcher) == {"en", "fr"}, url
        # Material fetches <href>/sitemap.xml for each of these: 404s (overrides/main.html).
        assert page.head_alternates == [], url
        other = "fr" if lang == "en" else "en"
        for target_lang, target in ((lang, url), (other, twin_url)):
            href = page.switcher[target_lang]
            assert _norm(posixpath.join(url, href)) == _norm(target), (url, target_lang, href)


@pytest.mark.cpython_only
@pytest.mark.parametrize("english", _english_pages(), ids=str)
def test_built_french_page_has_the_pre_rendered_widgets(built_site, english: pathlib.Path) -> None:
    en = (built_site / _url(english, "en") / "index.html").read_text(encoding="utf-8")
    fr = (built_site / _url(_twin(english), "fr") / "index.html").read_text(encoding="utf-8")
    assert "[[widget" not in fr
    assert fr.count('class="rp-widget') == en.count('class="rp-widget')


@pytest.mark.cpython_only
def test_each_language_searches_its_own_pages(built_site) -> None:
    """One index per language (docs/hooks.py `_split_search_index`), each
    with its language's stemmer, the reference weighed below the rules."""
    english = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    french = json.loads((built_site / "fr" / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert english["config"]["lang"] == ["en"] and french["config"]["lang"] == ["fr"]
    assert "stemmer" in english["config"]["pipeline"] and "stemmer" in french["config"]["pipeline"]
    assert not [d["location"] for d in english["docs"] if d["location"].startswith("fr/")]
    assert {d["location"].split("/")[0] for d in french["docs"]} == {"fr"}
    assert any("Cérémonie" in d["text"] for d in french["docs"])
    assert any(d["title"] == "Précisions de règles" for d in french["docs"])
    assert any(d["title"] == "Rulings" for d in english["docs"])
    weights = {d["location"]: d.get("boost", 1) for d in english["docs"] + french["docs"]}
    assert weights["blot/scoring/"] > weights["blot/play/"] > weights["api/games/"]
    assert weights["fr/blot/scoring/"] == weights["blot/scoring/"] and weights["fr/api/games/"] == weights["api/games/"]


# --- the French pages as a reader sees them -------------------------------------

class _ReaderText(html.parser.HTMLParser):
    """The text a reader reads in a page's content: code, drawings and the
    theme's header, navigation and footer left out (text marked
    ``lang="en"`` is still read: a French page shows no English sentence)."""

    SKIP = {"script", "style", "code", "pre", "svg", "kbd", "samp", "textarea", "header", "nav", "footer"}
    VOID = {"br", "img", "input", "meta", "link", "hr", "wbr", "source", "col", "area", "base", "embed", "param",
            "track", "option"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []
        self.skipping = 0
        self.texts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        a = dict(attrs)
        skip = tag in self.SKIP or "doc-" in (a.get("class") or "")
        self.stack.append((tag, skip))
        self.skipping += skip

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            name, skip = self.stack.pop()
            self.skipping -= skip
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.skipping and data.strip():
            self.texts.append(" ".join(data.split()))


ENGLISH_WORDS = re.compile(r"\b(the|and|with|of|is|are|was|to|this|that|you|your|for|from|which|its|each|not|has)\b")
FRENCH_WORDS = re.compile(r"\b(le|la|les|de|des|du|et|une|un|est|pour|vous|dans|qui|que|sur|au|aux|ne|pas)\b")


def french_slips(text: str) -> list[str]:
    """What is wrong with one French text as a reader reads it (``[]``: nothing)."""
    found = []
    english, french = len(ENGLISH_WORDS.findall(text)), len(FRENCH_WORDS.findall(text))
    if english >= 2 and english > french:
        found.append("an English sentence")
    if re.search(r"\w\(s\)", text):
        found.append("an English plural marker (s)")
    if re.search(r"[^\s\d(\[/'\"«-][;!?](?=\s|$)", text) or re.search(r"[A-Za-zÀ-ÿ)»][:](?=\s|$)", text):
        found.append("no space before : ; ! ?")
    if re.search(r"(?<![\w.])-?\d+\.\d+(?![\d.])", text) and not re.search(r"\b(Pentobi|version|v)\s*\d", text):
        found.append("a decimal point")
    if re.search(r"\b(make_bot|level\d|centile)\b", text):
        found.append("a developer's word")
    return found


def test_french_slips_finds_what_it_is_meant_to_find() -> None:
    assert french_slips("Le bleu gagne : 12 points.") == []
    assert "an English sentence" in french_slips("West keeps this ceremony: no yellow was played, so the highest green wins.")
    assert "an English plural marker (s)" in french_slips("environ 1 Cérémonie(s) de plus")
    assert "no space before : ; ! ?" in french_slips("violet: -79")
    assert "a decimal point" in french_slips("une perte de -1.3 point")
    assert "a developer's word" in french_slips("son ancien nom level5 marche")


def _french_built_pages() -> list[pathlib.Path]:
    # the Python API reference is generated from the (English) docstrings
    return [p for p in _french_pages() if p.as_posix() != "python.fr.md"]


@pytest.mark.cpython_only
@pytest.mark.parametrize("french", _french_built_pages(), ids=str)
def test_a_french_page_reads_as_french(built_site, french: pathlib.Path) -> None:
    """Every French page as rendered (its widgets' first drawing included):
    no English sentence, no "(s)", the French space before ``:;!?``, decimal
    commas, no developer's words."""
    parser = _ReaderText()
    parser.feed((built_site / _url(french, "fr") / "index.html").read_text(encoding="utf-8"))
    slips = [(text[:120], why) for text in parser.texts for why in french_slips(text)]
    assert slips == []
