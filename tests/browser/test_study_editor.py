"""The study editor in the browser, by taps and keys only.

A three-chapter study is written on the Studies page (a Duo position with a
variation, marks, a glyph and a comment; a BLOT deal with a "find the move"
question; a Trigon position), saved in My studies, shared by its link -- opened
in a fresh browser context, where the reader finds every chapter, the
variation, the comment, the glyph and the marks -- and through the file (its
text exported, then pasted into the reader of a fresh context). The work
survives a reload and the French page. The moves tapped are the engine's own
legal moves (computed here from the same seed), never typed in as results.
"""

from __future__ import annotations

import json
import random

from rules_py import new_game

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 30_000
EDITOR = ".rp-widget[data-widget='study-editor']"
READER = ".rp-widget[data-widget='study']"
SEED = 5
COMMENT = "The bar is slower: it opens fewer corners."
HINT = "Lead the card the others cannot beat."




def _until(page, test: str, widget: str = EDITOR) -> None:
    """Wait until ``test`` (JS: the widget's state ``s``, the widget ``w``) holds and the widget is idle."""
    page.wait_for_function(
        "() => { const w = document.querySelector(\"" + widget + "\");"
        " if (!w || w.getAttribute('aria-busy') || (w._rpQueue && w._rpQueue.length)) return false;"
        " const s = JSON.parse(w.dataset.state || '{}'); return (" + test + "); }",
        timeout=ACT_TIMEOUT_MS)


def _state(page, widget: str = EDITOR) -> dict:
    return json.loads(page.locator(widget).first.get_attribute("data-state"))


def _editor(page):
    return page.locator(EDITOR).first


def _act(page, selector: str, test: str) -> None:
    """Tap a control of the editor, then wait for ``test``."""
    _editor(page).locator(selector).first.click()
    _until(page, test)


def _type(page, selector: str, text: str) -> None:
    """Type into a field of the editor, key by key."""
    field = _editor(page).locator(selector).first
    field.click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.type(text)


def _chapters(page) -> int:
    return page.evaluate("() => JSON.parse(JSON.parse(document.querySelector(\"" + EDITOR + "\").dataset.state)"
                         ".study).chapters.length")


def _tap_piece(page, cells: str) -> None:
    before = len(_state(page)["path"])
    for k, cell in enumerate(cells.split(",")):
        _act(page, f"[data-cell='{cell}']", f"Array.isArray(s.cells) && s.cells.length === {k + 1}")
    _act(page, ".rp-se-play", f"s.path.length === {before + 1} || !!s.refused")


def _add(page, game: str, **choices: str) -> None:
    editor = _editor(page)
    box = editor.locator(".rp-se-addbox")
    if box.get_attribute("open") is None:  # open for an empty study only
        box.locator("summary").click()
    editor.locator("select[name='game']").select_option(game)
    for name, value in choices.items():
        if name == "seed":
            _type(page, "input[name='seed']", value)
        else:
            editor.locator(f"select[name='{name}']").select_option(value)
    n = _chapters(page)
    _act(page, ".rp-se-add", f"JSON.parse(s.study).chapters.length === {n + 1}")


def _blot_first_play() -> tuple[str, str, str]:
    """The editor's deal for ``SEED`` (the same chance, drawn here) and its first legal play: (move, card, tile)."""
    state = new_game("blot", players=4)
    rng = random.Random(SEED)
    for _ in range(2):
        state.apply(state.sample_chance(rng))
    move = str(state.legal_actions()[0])
    code, tile = move.split(": ")[1].split(" on ")
    return move, code, tile


def _write_study(page) -> dict:
    """The three chapters, by taps and keys; returns facts to find again."""
    _type(page, "input[name='title']", "Three lessons")
    _add(page, "duo")
    _type(page, "input[name='chapter_title']", "Duo opening")
    _tap_piece(page, "e10,d11,e11,f11,e12")
    _tap_piece(page, "j4,i5,j5,k5,j6")
    page.keyboard.press("ArrowLeft")  # focus is on the editor: its step bar's key
    _until(page, "s.path.length === 1")
    _tap_piece(page, "j5,j6,j7")
    _until(page, "s.path.length === 2 && s.path[1] === 1")  # a variation
    _tap_piece(page, "a1")  # illegal: refused in words, nothing changes
    assert _editor(page).locator(".rp-se-refused").inner_text().strip()
    assert _state(page)["path"] == [0, 1] and "a1" not in _state(page)["study"]
    _type(page, "textarea[name='comment']", COMMENT)
    _act(page, ".rp-se-glyph[data-act*='?!']", "s.study.includes('?!') && s.study.includes('The bar is slower')")
    _act(page, ".rp-se-tool[data-act*='mark']", "s.tool === 'mark'")
    _act(page, "[data-cell='c3']", "s.study.includes('c3')")
    _act(page, ".rp-se-colour[data-act*='red']", "s.colour === 'red'")
    _act(page, "[data-cell='d4']", "s.study.includes('d4')")
    _act(page, ".rp-se-tool[data-act*='move']", "s.tool === 'move'")
    move, code, tile = _blot_first_play()
    _add(page, "blot", table="4", seed=str(SEED))
    _act(page, f".rp-se-card[data-act*='\"{code}\"']", f"s.card === '{code}'")
    _act(page, f".rp-se-tile[data-act*='\"{tile}\"']", "s.path.length === 1")
    _editor(page).locator(".rp-se-question summary").click()
    _type(page, "input[name='hint']", HINT)
    _act(page, ".rp-se-ask", "s.study.includes('find_move')")
    trigon = str(new_game("trigon").legal_actions()[0])
    _add(page, "trigon")
    _tap_piece(page, trigon)
    return {"blot": move, "trigon": trigon}


def _read_everything(page, facts: dict) -> None:
    """The reader of ``page`` shows the three chapters and all that was written."""
    reader = page.locator(READER).first
    _until(page, "!!w.querySelector('.rp-study-tab')", READER)
    assert reader.locator(".rp-study-tab").count() == 3
    assert "Three lessons" in reader.inner_text()
    reader.locator("[data-key~='ArrowRight']").first.click()
    _until(page, "s.path.length === 1 && !!w.querySelector('.rp-study-variation')", READER)
    reader.locator(".rp-study-variation").first.click()
    _until(page, "s.path.length === 2 && s.path[1] === 1", READER)
    text = reader.inner_text()
    assert COMMENT in text and "?!" in text and "j5,j6,j7" in text
    marks = reader.locator(".rp-study-marks").inner_text()
    assert "c3" in marks and "d4" in marks
    assert reader.locator("[class*='mark-']").count() >= 2  # drawn on the board too
    reader.locator(".rp-study-tab >> nth=1").click()
    _until(page, "s.chapter === 1 && !!w.querySelector('.rp-study-question')", READER)
    reader.locator(".rp-study-tab >> nth=2").click()
    _until(page, "s.chapter === 2", READER)
    reader.locator("[data-key~='ArrowRight']").first.click()
    _until(page, "s.path.length === 1", READER)
    assert facts["trigon"] in reader.inner_text()


def test_write_save_link_and_file(open_page, site_url):
    page = open_page("studies/")
    _ready(page)
    _until(page, "true")
    facts = _write_study(page)
    _act(page, ".rp-se-save", "s.dirty === false")
    shelf = json.loads(page.evaluate("() => localStorage.getItem('rp-studies')"))
    assert list(shelf) == ["Three lessons"]
    _act(page, ".rp-se-get-link", "!!s.link")
    href = _editor(page).locator(".rp-se-link").get_attribute("href")
    assert href.startswith("#study-1=")
    file_text = _editor(page).locator(".rp-se-file").input_value()
    assert json.loads(file_text)["title"] == "Three lessons"
    # the link, in a fresh browser (nothing kept in it)
    fresh = open_page("studies/" + href)
    _ready(fresh)
    _read_everything(fresh, facts)
    # the file, pasted into the reader of another fresh browser
    other = open_page("studies/")
    _ready(other)
    _until(other, "true", READER)
    reader = other.locator(READER).first
    reader.locator(".rp-study-open summary").click()
    reader.locator("textarea[name='study']").fill(file_text)
    reader.locator("button[data-act*='load']").first.click()
    _read_everything(other, facts)
    # and the file chosen in the editor (read by the page as text): the same study
    _editor(other).locator(".rp-se-keep details >> nth=1").locator("summary").click()
    _editor(other).locator("input[type='file']").set_input_files(
        {"name": "three.study.json", "mimeType": "application/json", "buffer": file_text.encode("utf-8")})
    _until(other, "!!s.study && JSON.parse(s.study).chapters.length === 3")
    assert json.loads(_state(other)["study"]) == json.loads(file_text)


def test_edit_the_study_shown_in_the_reader(open_page):
    page = open_page("studies/")
    _ready(page)
    _until(page, "true")
    button = _editor(page).locator(".rp-se-from-reader")
    assert button.is_visible()
    button.click()
    _until(page, "!!s.study && JSON.parse(s.study).chapters.length === 3")
    reader_title = page.locator(READER).first.locator(".rp-study-title").inner_text()
    assert json.loads(_state(page)["study"])["title"] == reader_title.strip()


def test_the_work_survives_a_reload_and_the_french_page(open_page, site_url):
    page = open_page("studies/")
    _ready(page)
    _until(page, "true")
    _type(page, "input[name='title']", "Kept")
    _add(page, "duo")
    _tap_piece(page, "e10,d11,e11,f11,e12")
    _type(page, "textarea[name='comment']", "été comme hiver")
    _act(page, ".rp-se-apply", "s.study.includes('hiver')")
    study = _state(page)["study"]
    page.reload()
    _ready(page)
    _until(page, f"s.study === {json.dumps(study)}")
    page.goto(site_url + "fr/studies/")
    _ready(page)
    _until(page, f"s.study === {json.dumps(study)}")
    assert "Jouer des coups" in _editor(page).inner_text()
    # opening another study asks first while there are unsaved changes
    _act(page, ".rp-se-new", "!!s.confirm")
    _act(page, ".rp-se-no", "!s.confirm")
    assert _state(page)["study"] == study


def test_on_a_phone_by_touch_without_sideways_scrolling(open_page):
    page = open_page("studies/", viewport={"width": 390, "height": 844}, has_touch=True)
    _ready(page)
    _until(page, "true")
    editor = _editor(page)
    editor.locator(".rp-se-add").tap()
    _until(page, "JSON.parse(s.study).chapters.length === 1")
    for k, cell in enumerate("e10,d11,e11,f11,e12".split(",")):
        editor.locator(f"[data-cell='{cell}']").first.tap()
        _until(page, f"Array.isArray(s.cells) && s.cells.length === {k + 1}")
    editor.locator(".rp-se-play").tap()
    _until(page, "s.path.length === 1")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
