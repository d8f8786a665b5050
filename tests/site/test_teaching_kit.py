"""The teacher's kit: still pictures for the summaries, lesson sheets and keys.

Pictures and sheets are drawn at build time (``[[picture NAME]]``,
``[[sheet FOLDER]]``, ``[[sheet-key FOLDER]]`` in ``docs/hooks.py``) and must
print without any script: no buttons, no widget acts, the same drawing in
both languages apart from the words.
"""

from __future__ import annotations

import html
import re

import pytest

from rules_py import lessons as L
from rules_py.blokus.board import Board
from rules_py.errors import RulesError
from rules_py.blot.cards import card
from rules_py.i18n import messages
from rules_py.render import pictures, sheets
from rules_py.render.cards import shown_code

from tests.paths import ROOT

DOCS = ROOT / "docs"
STATIC = re.compile(r"<button|data-act|<input|<script", re.I)


@pytest.mark.parametrize("name", sorted(pictures.PICTURES))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_picture_is_a_still_svg_in_each_language(name: str, lang: str) -> None:
    before = set(messages.MISSING)
    with messages.using(lang):
        svg = str(pictures.picture(name))
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert not STATIC.search(svg)
    assert set(messages.MISSING) == before, "a picture's words lack a French string"


@pytest.mark.parametrize("name,variant,starts", [("blokus-classic-starts", "classic", 4),
                                                 ("blokus-duo-starts", "duo_printed", 2),
                                                 ("blokus-12-starts", "edition_12", 2),
                                                 ("trigon-starts", "trigon", 6),
                                                 ("trigon-3-starts", "trigon_3", 6)])
def test_start_pictures_ring_each_start_point_once(name: str, variant: str, starts: int) -> None:
    board = Board(variant)
    cells = {i for s in board.tables.starts for i in (s or ())}
    assert len(cells) == starts
    assert str(pictures.picture(name)).count('class="rp-start"') == starts


def test_an_unknown_picture_is_a_rules_error() -> None:
    with pytest.raises(RulesError):
        pictures.picture("no-such-picture")


@pytest.mark.parametrize("folder", L.FOLDERS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_sheet_has_every_lesson_of_its_folder_and_the_key_every_solution(folder: str, lang: str) -> None:
    mine = [lesson for lesson in L.all_lessons() if f"/{folder}/" in lesson.path.replace("\\", "/")]
    assert mine
    with messages.using(lang):
        sheet, key = sheets.sheet(folder), sheets.key(folder)
    assert not STATIC.search(sheet) and not STATIC.search(key)
    assert sheet.count('class="rp-sheet-task"') == len(mine)
    assert key.count("<li") == len(mine)
    for lesson in mine:
        assert f'id="sheet-{lesson.id}"' in sheet
        title = lesson.text("title", lang)
        assert title in html.unescape(sheet) and title in html.unescape(key)
        solution = lesson.data["solution"]
        word = solution["card"] if isinstance(solution, dict) and "card" in solution else (
            solution.get("divinity") if isinstance(solution, dict) else str(solution))
        if lesson.game == "blokus" and lesson.answer == "placement":  # the key writes cells in the engine's order
            word = L.normalise(lesson, solution)
        elif lesson.answer == "colour":  # the colour is named in the page's language
            word = messages.noun(f"colour.{solution}", lang)
        elif isinstance(solution, dict) and "card" in solution:  # a card reads "V9" in French
            with messages.using(lang):
                word = shown_code(card(solution["card"]))
        assert str(word) in key, (lesson.id, word)


def test_an_unknown_sheet_is_a_rules_error() -> None:
    with pytest.raises(RulesError):
        sheets.sheet("chess")


@pytest.mark.cpython_only
def test_the_summaries_and_sheets_ask_for_their_pictures_in_both_languages() -> None:
    wanted = {"blot/summary": {"blot-table"},
              "blokus/summary": {"blokus-classic-starts", "blokus-duo-starts", "blokus-12-starts"},
              "trigon/summary": {"trigon-starts"}}
    for page, names in wanted.items():
        for suffix in (".md", ".fr.md"):
            text = (DOCS / (page + suffix)).read_text(encoding="utf-8")
            assert names <= set(re.findall(r"\[\[picture ([\w-]+)", text)), page + suffix
    for folder in L.FOLDERS:
        for suffix in (".md", ".fr.md"):
            text = (DOCS / "sheets" / (folder + suffix)).read_text(encoding="utf-8")
            assert f"[[sheet {folder}]]" in text and f"[[sheet-key {folder}]]" in text


@pytest.mark.cpython_only
def test_print_css_puts_each_key_on_a_page_of_its_own() -> None:
    css = (DOCS / "assets" / "teaching.css").read_text(encoding="utf-8")
    media = css[css.index("@media print"):]
    assert re.search(r"\.rp-sheet-key\s*\{[^}]*break-before:\s*page", media)
