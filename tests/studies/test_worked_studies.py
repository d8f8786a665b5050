"""Every worked example is a study.

The packaged studies ``worked_blokus`` and ``worked_blot`` hold one chapter
per worked-example record, in both languages, with the record's moves as
the main line (every move replayed by the study model when the file is
read); they are what ``tools/make_example_studies.py`` writes; and each
worked example on the site links to its chapter ("Open as a study").
"""

from __future__ import annotations

import html
import importlib.util
import json
import pathlib
import re

import pytest

from rules_py.blokus import examples as blokus_examples
from rules_py.blokus import sgf
from rules_py.blot.record import EXAMPLES as BLOT_EXAMPLES
from rules_py.blot.record import load_example
from rules_py.studies import Chapter, dumps, packaged
from rules_py.widgets import registry

from tests.paths import ROOT



def _moves(chapter: Chapter) -> list[str]:
    """The main line's moves, a later round's deal left out."""
    return [n.move or "" for n in chapter.root.main_line()[1:] if not (n.move or "").startswith("deal")]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", blokus_examples.names())
def test_every_blokus_worked_example_has_its_chapter(name: str, lang: str) -> None:
    study = packaged.load("worked_blokus", lang)
    chapter = study.chapters[blokus_examples.names().index(name)]
    board = blokus_examples.record(name).replay()
    assert chapter.game == board.variant.name and study.lang == lang
    assert _moves(chapter) == [str(m) for m in board.history]
    commented = [k for k, text in blokus_examples.record(name).comments().items() if text and k > 0]
    line = chapter.root.main_line()
    assert all(line[k].comment for k in commented)  # the record's comments are there, in that language


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_trigon_seed_has_its_chapter(lang: str) -> None:
    """The annotated Trigon game of seeds/ (mounted in every test run) closes the Blokus study."""
    record = sgf.read((ROOT / "seeds" / "blokus" / "trigon_example.blksgf").read_text(encoding="utf-8"))
    chapter = packaged.load("worked_blokus", lang).chapters[-1]
    board = record.replay()
    assert chapter.game == "trigon" and _moves(chapter) == [str(m) for m in board.history]
    line = chapter.root.main_line()
    assert all(line[k].comment for k, text in record.comments().items() if text and k > 0)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(BLOT_EXAMPLES))
def test_every_blot_worked_example_has_its_chapter(name: str, lang: str) -> None:
    study = packaged.load("worked_blot", lang)
    chapter = study.chapters[list(BLOT_EXAMPLES).index(name)]
    record = load_example(name)
    assert chapter.game == "blot" and chapter.options["players"] == record.players
    assert _moves(chapter) == [str(a) for a in record.actions()]
    assert chapter.root.comment  # the record's own words open the chapter


def test_both_languages_hold_the_same_moves_and_french_words() -> None:
    for name in ("worked_blokus", "worked_blot"):
        en, fr = packaged.load(name, "en"), packaged.load(name, "fr")
        assert [[n.move for n in ch.nodes()] for ch in en.chapters] == [[n.move for n in ch.nodes()] for ch in fr.chapters]
        said_en = [n.comment for ch in en.chapters for n in ch.nodes() if n.comment]
        said_fr = [n.comment for ch in fr.chapters for n in ch.nodes() if n.comment]
        assert len(said_en) == len(said_fr) > 20 and not set(said_en) & set(said_fr)


@pytest.mark.cpython_only  # tools/ is not mounted in the Pyodide test run
def test_worked_files_are_what_the_tool_writes() -> None:
    spec = importlib.util.spec_from_file_location("make_example_studies", ROOT / "tools" / "make_example_studies.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for name in tool.WORKED:
        for lang in ("en", "fr"):
            assert packaged.text(name, lang) == dumps(tool.build_worked(name, lang))


WIDGET = re.compile(r"\[\[widget (blokus-example|blot-example) (\{.*\})\]\]")
LINK = re.compile(r'<a href="((?:\.\./)*)studies/#study-1=([A-Za-z0-9_-]+)"[^>]*>([^<]+)</a>')


@pytest.mark.cpython_only  # reads docs/ (not mounted in the Pyodide test run)
def test_each_worked_example_links_to_its_chapter() -> None:
    """After each worked-example widget, a link to the studies page whose token opens that example's chapter."""
    pages = sorted(p.relative_to(ROOT / "docs").as_posix() for p in (ROOT / "docs").rglob("*.md")
                   if WIDGET.search(p.read_text(encoding="utf-8")))
    assert len(pages) >= 8  # the two examples pages, BLOT's index and resolution, in two languages
    for page in pages:
        _check_links(page)
    last = len(packaged.load("worked_blokus").chapters) - 1
    for page in ("trigon/index.md", "trigon/index.fr.md"):  # the seed's game, named on the Trigon page
        tokens = LINK.findall((ROOT / "docs" / page).read_text(encoding="utf-8"))
        assert [(up, registry.decode_share(t)) for up, t, _words in tokens] == [
            ("../", {"example": "worked_blokus", "chapter": last})]  # /trigon/ is one folder down


def _check_links(page: str) -> None:
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    parts = pathlib.PurePosixPath(page).parts
    depth = len(parts) - 1 + (0 if parts[-1].split(".")[0] == "index" else 1)
    widgets = list(WIDGET.finditer(text))
    for k, widget in enumerate(widgets):
        end = widgets[k + 1].start() if k + 1 < len(widgets) else len(text)
        link = LINK.search(text, widget.end(), end)
        assert link is not None, widget.group(0)
        assert link.group(1) == "../" * depth
        assert html.unescape(link.group(3)) == ("Ouvrir comme étude" if page.endswith(".fr.md") else "Open as a study")
        state = registry.decode_share(link.group(2))
        name = json.loads(widget.group(2))["example"]
        if widget.group(1) == "blokus-example":
            assert state == {"example": "worked_blokus", "chapter": blokus_examples.names().index(name)}
        else:
            assert state == {"example": "worked_blot", "chapter": list(BLOT_EXAMPLES).index(name)}
