"""The traceability table (docs/traceability.md and its French twin) and the
"Interpretation" notes on the pages.

Every row must name a page and anchor that exist, the engine function
that implements the rule (importable), and at least one test
that exists (``def test_NAME`` in the named file); the French table must
name the same pages, sources and tests in the same order. Every
interpretation note is written one way and links to a rulings entry that
exists. Reads docs/ and tests/ only (no build needed).
"""

from __future__ import annotations

import pathlib
import re

import pytest

from tests.paths import ROOT

DOCS = ROOT / "docs"
LINK = re.compile(r"\[[^\]]*\]\(([^)#\s]+\.md)(?:#([^)\s]*))?\)")
TEST = re.compile(r"`(tests/[^`:]+\.py)::(test_\w+)`")
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*$", re.M)
EXPLICIT_ID = re.compile(r"\{:?[ \t]*#([\w-]+)[ \t]*\}")
FENCE = re.compile(r"^```.*?^```[ \t]*$", re.M | re.S)
ADMONITION = re.compile(r'^!!! +(\w+)(?: +"([^"]*)")?', re.M)
TITLES = {"en": "Interpretation", "fr": "Interprétation"}


def _slug(text: str) -> str:
    """Python-Markdown's default heading id (the site keeps toc's default slugify)."""
    from markdown.extensions.toc import slugify
    return slugify(text, "-")


def _anchors(page: pathlib.Path) -> set[str]:
    """The ids a page defines: its headings and explicit ``{: #id }`` attributes."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {_slug(h) for h in HEADING.findall(text)} | set(EXPLICIT_ID.findall(text))


def _test_names(path: pathlib.Path) -> set[str]:
    return set(re.findall(r"^\s*def (test_\w+)\s*\(", path.read_text(encoding="utf-8"), re.M))


def _rows(name: str) -> list[list[str]]:
    """The body rows of the page's table, as lists of cells."""
    rows = []
    for line in (DOCS / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("|") and not set(line) <= set("|-: "):
            rows.append([c.strip() for c in line.strip("|").split("|")])
    return rows[1:]  # the header row


def _twin(page: pathlib.Path) -> pathlib.Path:
    return page.with_name(page.name[: -len(".md")] + ".fr.md")


ROWS = {"en": _rows("traceability.md"), "fr": _rows("traceability.fr.md")}


@pytest.mark.cpython_only
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_row_names_an_existing_page_anchor_and_tests(lang: str) -> None:
    assert len(ROWS[lang]) >= 50
    for rule, source, page, engine, tests, _taught in ROWS[lang]:
        links = LINK.findall(page)
        assert len(links) == 1, (rule, page)
        target, anchor = links[0]
        path = DOCS / target
        if lang == "fr":
            path = _twin(path)
        assert path.exists(), (rule, path)
        if anchor:
            assert anchor in _anchors(path), (rule, path.name, anchor)
        named = TEST.findall(tests)
        assert named, f"row without a test: {rule}"
        for file, name in named:
            assert (ROOT / file).exists(), (rule, file)
            assert name in _test_names(ROOT / file), (rule, file, name)
        assert re.match(r"(00[0-4]|RULINGS\.md)\b", source), (rule, source)
        assert _engine_object(engine) is not None, (rule, engine)


def _engine_object(cell: str) -> object:
    """The function or class a row's Engine cell names (``rules_py.x.y.Name.attr``).

    Imports the longest module prefix, then follows attributes; a name that
    does not resolve fails the test with the missing part.
    """
    import importlib
    names = re.fullmatch(r"`(rules_py(?:\.\w+)+)`", cell.strip())
    assert names, f"Engine cell must be one backquoted dotted name: {cell!r}"
    parts = names.group(1).split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            assert hasattr(obj, attr), f"{'.'.join(parts)}: no {attr!r}"
            obj = getattr(obj, attr)
        assert callable(obj) or isinstance(obj, property), names.group(1)
        return obj
    raise AssertionError(f"no module in {cell}")


@pytest.mark.cpython_only
def test_french_table_traces_the_same_rules() -> None:
    def key(row: list[str]) -> tuple:
        return (row[1], LINK.findall(row[2])[0][0], row[3], TEST.findall(row[4]),
                [t for t, _ in LINK.findall(row[5])])
    assert [key(r) for r in ROWS["fr"]] == [key(r) for r in ROWS["en"]]


#: Where a rule may be taught: the Learn page's lessons and the worked examples.
TEACHING_PAGES = ("learn.md", "blot/examples.md", "blokus/examples.md", "trigon/index.md")


@pytest.mark.cpython_only
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rule_is_taught_by_a_lesson_or_a_worked_example(lang: str) -> None:
    """The "Taught by" cell of every row links at least one lesson
    (a heading of the Learn page that holds a lesson widget) or one worked
    example (a heading of an examples page followed by its stepper); an empty
    cell fails."""
    from rules_py import lessons as L
    titles = {_slug(lesson.text("title", lang)) for lesson in L.all_lessons()}
    for row in ROWS[lang]:
        assert len(row) == 6, row[0]
        links = LINK.findall(row[5])
        assert links, f"rule taught by nothing: {row[0]}"
        for target, anchor in links:
            assert target in TEACHING_PAGES and anchor, (row[0], target, anchor)
            path = DOCS / target
            if lang == "fr":
                path = _twin(path)
            assert anchor in _anchors(path), (row[0], path.name, anchor)
            if target == "learn.md":
                assert anchor in titles, (row[0], anchor)
            else:
                assert _section_has_stepper(path, anchor), (row[0], target, anchor)


def _section_has_stepper(page: pathlib.Path, anchor: str) -> bool:
    """Whether the heading ``anchor`` of ``page`` is followed, before the next
    heading, by a worked-example widget (or a lesson)."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    heads = list(re.finditer(r"^#{1,6}[ \t]+(.+?)[ \t]*$", text, re.M))
    for i, h in enumerate(heads):
        if _slug(h.group(1)) == anchor:
            end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
            return re.search(r"\[\[widget (blot-example|blokus-example|trigon-example|lesson)\b", text[h.end():end]) is not None
    return False


def _rule_pages() -> list[pathlib.Path]:
    return sorted(p for d in ("blot", "blokus", "trigon") for p in (DOCS / d).glob("*.md")
                  if not p.name.endswith(".fr.md"))


@pytest.mark.cpython_only
@pytest.mark.parametrize("page", _rule_pages(), ids=lambda p: p.relative_to(DOCS).as_posix())
def test_interpretation_notes_are_marked_one_way_and_linked(page: pathlib.Path) -> None:
    """An interpretation is ``!!! info "Interpretation"`` (French
    ``"Interprétation"``), links to a rulings entry that exists, and the French
    twin has as many as the English page."""
    counts = {}
    for lang, path in (("en", page), ("fr", _twin(page))):
        text = path.read_text(encoding="utf-8")
        rulings = _anchors(DOCS / ("rulings.md" if lang == "en" else "rulings.fr.md"))
        notes = 0
        for match in ADMONITION.finditer(text):
            kind, title = match.group(1), match.group(2) or ""
            if not title.lower().startswith("interpr"):
                continue
            notes += 1
            assert (kind, title) == ("info", TITLES[lang]), (path.name, kind, title)
            body = text[match.end():].split("\n\n", 1)[0]
            links = [a for t, a in LINK.findall(body) if t.endswith("rulings.md")]
            assert links and all(a in rulings for a in links), (path.name, body[:80])
        counts[lang] = notes
    assert counts["en"] == counts["fr"], counts
