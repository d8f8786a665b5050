"""One French word per thing: the glossary's "avoid" lists, checked.

``rules_py/i18n/glossary.json`` gives some terms an ``avoid`` list: regular
expressions of the French synonyms that must not stand for that term
(``tentative`` for ``essai``, ``tromino`` for ``triomino``...). This file
checks them, and that no French message shows Python's quotes (``{x!r}``),
in three places:

* the French pages, ``docs/**/*.fr.md`` (code, widget lines and link targets
  left out: they are not read as French);
* the lessons' French texts (``rules_py/lessons_data``);
* the French messages: the widget catalogue (``rules_py.i18n.messages``) and
  every reason template of the package, wherever its table lives (found by
  walking the modules of ``rules_py``).
"""

from __future__ import annotations

import importlib
import importlib.resources
import json
import pathlib
import pkgutil
import re
from typing import Any, Iterator

import pytest

import rules_py
from rules_py.reasons import ReasonTemplate

from tests.paths import ROOT

DOCS = ROOT / "docs"

FENCE = re.compile(r"^[ \t]*(?:```|~~~).*?^[ \t]*(?:```|~~~)[ \t]*$", re.M | re.S)
INLINE_CODE = re.compile(r"`[^`\n]*`")
PLACEHOLDER = re.compile(r"^[ \t]*\[\[widget[^\n]*\]\][ \t]*$", re.M)
LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
ATTRS = re.compile(r"\{:[^}\n]*\}")
COMMENT = re.compile(r"<!--.*?-->", re.S)


def _glossary() -> dict[str, Any]:
    source = importlib.resources.files("rules_py.i18n") / "glossary.json"
    return json.loads(source.read_text(encoding="utf-8"))


def _avoid() -> list[tuple[str, re.Pattern[str]]]:
    """(term id, compiled pattern) for every French synonym to avoid."""
    return [(t["id"], re.compile(p)) for t in _glossary()["terms"] for p in t.get("avoid", {}).get("fr", [])]


def _violations(text: str) -> list[str]:
    found = []
    for term, pattern in _avoid():
        for m in pattern.finditer(text):
            start = max(0, m.start() - 30)
            found.append(f"{term}: {m.group(0)!r} in ...{text[start:m.end() + 30]!r}...")
    return found


def _page_text(path: pathlib.Path) -> str:
    text = path.read_text(encoding="utf-8")
    if path.name == "glossary.fr.md":  # its tables are the glossary data (tests/site/test_french_site.py)
        text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("|"))
    for pattern in (FENCE, COMMENT, PLACEHOLDER, INLINE_CODE, LINK_TARGET, ATTRS):
        text = pattern.sub(lambda m: "]" if m.group(0).startswith("](") else " ", text)
    return text


def _french_strings(value: Any) -> Iterator[str]:
    """Every French text of a lesson (the ``fr`` field of each bilingual object)."""
    if isinstance(value, dict):
        if set(value) == {"en", "fr"} and all(isinstance(v, str) for v in value.values()):
            yield value["fr"]
            return
        for v in value.values():
            yield from _french_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _french_strings(v)


def _reason_templates() -> dict[str, ReasonTemplate]:
    """Every reason template defined at module level in ``rules_py`` (directly or
    in a dict), keyed by code."""
    found: dict[str, ReasonTemplate] = {}
    for info in pkgutil.walk_packages(rules_py.__path__, "rules_py."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            items = value.values() if isinstance(value, dict) else [value]
            for item in items:
                if isinstance(item, ReasonTemplate):
                    found[item.code] = item
    return found


def _french_messages() -> list[str]:
    from rules_py.i18n import messages

    reasons = {t.fr for t in _reason_templates().values()}
    return sorted(set(messages.catalogue("fr").values()) | reasons)


def test_the_avoid_lists_are_regular_expressions_that_catch_their_words() -> None:
    """Each pattern compiles, and the ones below catch what they are meant to
    (and leave the glossary's own word alone)."""
    cases = {"blokus.tromino": ("un tromino en V", "un triomino en V"),
             "blokus.square": ("la pièce de 2 cases", "la pièce de 2 carrés"),
             "blokus.edge": ("par un bord", "le bord du plateau"),
             "blot.ceremony": ("la cérémonie rouge", "la Cérémonie rouge"),
             "blot.seat": ("Joueur 2", "place 2"),
             "puzzle.attempt": ("votre tentative", "votre essai")}
    patterns = _avoid()
    assert len(patterns) >= 10
    for term, (bad, good) in cases.items():
        mine = [p for t, p in patterns if t == term]
        assert mine, term
        assert any(p.search(bad) for p in mine), (term, bad)
        assert not any(p.search(good) for p in mine), (term, good)


@pytest.mark.cpython_only
@pytest.mark.parametrize("page", sorted(p.relative_to(DOCS) for p in DOCS.rglob("*.fr.md")), ids=str)
def test_french_pages_use_the_glossary_words(page: pathlib.Path) -> None:
    assert _violations(_page_text(DOCS / page)) == []


def test_lessons_use_the_glossary_words() -> None:
    from rules_py import lessons

    found = []
    for lesson in lessons.all_lessons():
        for text in _french_strings(lesson.data):
            found += [f"{lesson.id}: {v}" for v in _violations(text)]
    assert found == []


def test_french_messages_use_the_glossary_words() -> None:
    found = [v for text in _french_messages() for v in _violations(text)]
    assert found == []


def test_french_messages_show_no_python_quotes() -> None:
    """``{name!r}`` prints 'V3' with Python's quotes: French messages use « » around
    a plain ``{name}``."""
    assert [m for m in _french_messages() if re.search(r"\{[^{}]*![rsa]\}", m)] == []
