"""Facts Python owns reach the page's JavaScript from the page itself, never
retyped in a script: which widgets may take long (``data-long``), the
readers' size limit (``data-max-bytes``). And the scripts' own sentences
exist in English and in French: every text table has the same keys in both."""

from __future__ import annotations

import re

import pytest

from rules_py import web
from rules_py.errors import MAX_BYTES, RulesError
from rules_py.widgets import registry

from tests.paths import ROOT

ASSETS = ROOT / "docs" / "assets"

web.load_widgets()

#: the widgets whose acts search or replay long records
LONG = {"puzzles-solve", "blot-table", "blokus-play", "record-viewer", "blokus-editor", "study"}


@pytest.mark.parametrize("name", sorted(registry.REGISTRY))
def test_a_widget_says_itself_whether_it_may_take_long(name: str) -> None:
    assert registry.REGISTRY[name].long is (name in LONG)
    try:
        element = registry.run(name)
    except RulesError:
        return  # a widget that needs a state to draw (its class said it above)
    assert ("data-long" in element.attrs) is (name in LONG), name


def test_the_viewers_file_input_carries_the_readers_limit() -> None:
    html = web.render_widget("record-viewer")
    assert re.search(r'<input[^>]*class="rp-viewer-file[^"]*"[^>]*data-max-bytes="' + str(MAX_BYTES) + '"', html) or \
        re.search(r'<input[^>]*data-max-bytes="' + str(MAX_BYTES) + '"[^>]*class="rp-viewer-file[^"]*"', html)


def _scripts() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(ASSETS.glob("*.js"))}


@pytest.mark.cpython_only
def test_no_script_retypes_pythons_facts() -> None:
    scripts = _scripts()
    assert str(MAX_BYTES) not in scripts["viewer.js"] and "2_000_000" not in scripts["viewer.js"]
    for text in scripts.values():
        for name in LONG:  # the list of slow widgets lives in Python (data-long)
            assert not re.search(r"Set\(\[[^\]]*\"" + re.escape(name) + '"', text), name


def text_tables(source: str) -> list[tuple[int, dict[str, list[str]]]]:
    """Each ``{en: {...}, fr: {...}}`` text table of a script: its line and
    the keys of each language (one key a line, indented one step deeper than
    the ``en: {`` line, as the house style writes them)."""
    lines = source.splitlines()
    tables: list[tuple[int, dict[str, list[str]]]] = []
    i = 0
    while i < len(lines):
        m = re.match(r"(\s*)(en|fr)\s*:\s*\{\s*$", lines[i])
        if not m:
            i += 1
            continue
        start, table = i, {}
        while i < len(lines):
            m = re.match(r"(\s*)(en|fr)\s*:\s*\{\s*$", lines[i])
            if not m:
                break
            indent, lang = len(m.group(1)), m.group(2)
            keys = []
            i += 1
            while i < len(lines) and not re.match(r"\s{%d}\}" % indent, lines[i]):
                k = re.match(r"\s{%d}([A-Za-z_$][\w$]*)\s*:" % (indent + 2), lines[i])
                if k:
                    keys.append(k.group(1))
                i += 1
            table[lang] = keys
            i += 1
        tables.append((start + 1, table))
    return tables


def test_the_table_reader_sees_a_missing_key() -> None:
    js = 'const T = {\n  en: {\n    one: "a",\n    two: (n) => `${n ? `x` : ""}`,\n  },\n' \
         '  fr: {\n    one: "b",\n  },\n}[LANG];\n'
    [(line, table)] = text_tables(js)
    assert line == 2 and table == {"en": ["one", "two"], "fr": ["one"]}


@pytest.mark.cpython_only
def test_every_script_text_table_has_the_same_keys_in_english_and_french() -> None:
    found = 0
    for name, source in _scripts().items():
        for line, table in text_tables(source):
            found += 1
            assert set(table) == {"en", "fr"}, f"{name}:{line}: a table needs en and fr, has {sorted(table)}"
            en, fr = table["en"], table["fr"]
            assert en and len(set(en)) == len(en) and len(set(fr)) == len(fr), f"{name}:{line}"
            assert set(en) == set(fr), (f"{name}:{line}: only in English {sorted(set(en) - set(fr))}, "
                                        f"only in French {sorted(set(fr) - set(en))}")
    assert found >= 1  # companion.js's TEXT at least
