"""The rulings pages label every entry and point at its place in the sources.

Each entry of ``docs/rulings.md`` (a paragraph closed by ``{: #anchor }``, or a
bullet of "Decided by this project") starts with one label, **Printed rule**,
**Deduced** or **Our choice** (French: **Règle imprimée**, **Déduction**,
**Notre choix**), followed by links to sections of ``docs/sources.md`` that
exist. Both languages label each entry alike.
"""

from __future__ import annotations

import re

import pytest

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

DOCS = ROOT / "docs"
LABELS = {"en": ("Printed rule", "Deduced", "Our choice"), "fr": ("Règle imprimée", "Déduction", "Notre choix")}
PAGES = {"en": ("rulings.md", "sources.md"), "fr": ("rulings.fr.md", "sources.fr.md")}
ENTRY = re.compile(r"^\*\*[^*]+\*\* \*\*([^*]+)\*\* \(((?:\[[^\]]+\]\(sources\.md#[\w-]+\)(?:, )?)+)\)\.", re.M)


def _entries(lang: str) -> list[tuple[str, str, list[str]]]:
    """(anchor or bullet number, label, source anchors) of every entry."""
    text = (DOCS / PAGES[lang][0]).read_text(encoding="utf-8")
    decided = text.index("## Decided by this project" if lang == "en" else "## Décidé par ce projet")
    found = []
    for n, para in enumerate(re.split(r"\n\s*\n|\n(?=- \*\*)", text)):
        para = para.strip()
        anchor = re.search(r"\{: #([\w-]+) \}$", para)
        if not anchor and not (para.startswith("- **") and text.index(para) > decided):
            continue
        m = ENTRY.match(para.removeprefix("- "))
        assert m, f"{lang}: entry without a label and source links: {para[:80]!r}"
        found.append((anchor.group(1) if anchor else f"bullet {n}", m.group(1),
                      re.findall(r"sources\.md#([\w-]+)", m.group(2))))
    return found


def _source_anchors(lang: str) -> set[str]:
    return set(re.findall(r"\{: #([\w-]+) \}", (DOCS / PAGES[lang][1]).read_text(encoding="utf-8")))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_entry_has_a_label_and_links_to_existing_source_sections(lang: str) -> None:
    entries = _entries(lang)
    assert len(entries) >= 45
    anchors = _source_anchors(lang)
    for where, label, sources in entries:
        assert label in LABELS[lang], (where, label)
        assert sources and set(sources) <= anchors, (where, sources)


def test_both_languages_label_alike() -> None:
    en, fr = _entries("en"), _entries("fr")
    assert [w for w, _, _ in en] == [w for w, _, _ in fr]
    for (where, le, se), (_, lf, sf) in zip(en, fr):
        assert LABELS["en"].index(le) == LABELS["fr"].index(lf), where
        assert se == sf, where
    assert _source_anchors("en") == _source_anchors("fr")
