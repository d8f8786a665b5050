"""Nothing a player does loses their game: the Blokus game and the BLOT game
kept in this browser survive Back after "Skip to content", the home page's
"Play Duo", the language switch and a reload, in English and French, on a
phone and on a desktop; the study editor keeps two studies of one title
apart, and a comment typed but not applied survives the language switch."""

from __future__ import annotations

import json

import pytest

from .conftest import python_ready as _ready, widget_idle as _idle

LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 30_000
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SCREENS = [pytest.param(PHONE, id="phone"), pytest.param(DESKTOP, id="desktop")]
LANGS = [pytest.param("", id="en"), pytest.param("fr/", id="fr")]
PLAY = ".rp-blokus-play"






def _moves(page) -> list[str]:
    return json.loads(page.locator(PLAY).get_attribute("data-state")).get("moves", [])


def _saved(page) -> str | None:
    return page.evaluate("() => localStorage.getItem(document.querySelector('.rp-blokus-play').dataset.store)")


def _blokus_game(page) -> list[str]:
    """A move of the reader's and the computer's answer; the moves as the page holds them."""
    _ready(page)
    _idle(page, PLAY)
    ok = json.loads(page.locator(f"{PLAY} .rp-place-board[data-place]").get_attribute("data-place"))["ok"]
    page.evaluate("(cell) => rulesCompanion.act(document.querySelector('.rp-blokus-play'), {place: cell})", ok[0])
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).moves.length >= 2",
                           timeout=ACT_TIMEOUT_MS)
    _idle(page, PLAY)
    moves = _moves(page)
    assert _saved(page) == page.locator(PLAY).get_attribute("data-hash")
    return moves


def _same_game(page, moves: list[str]) -> None:
    page.wait_for_function("(n) => { const w = document.querySelector('.rp-blokus-play');"
                           " return w && !w.getAttribute('aria-busy') && !(w._rpQueue && w._rpQueue.length)"
                           " && JSON.parse(w.dataset.state).moves.length === n; }",
                           arg=len(moves), timeout=ACT_TIMEOUT_MS)
    assert _moves(page) == moves


def _skip_to_content(page) -> None:
    """The theme's "Skip to content" link, as a keyboard reader uses it (a history entry of its own)."""
    # A new history entry, by the browser's own anchor navigation or by the
    # theme's (pushState): counted as it happens (the saved game may put its
    # own address on that entry at once).
    page.evaluate("""() => { window.__rpEntries = 0;
        addEventListener('hashchange', () => window.__rpEntries++, { once: true });
        const push = history.pushState.bind(history);
        history.pushState = (...args) => { window.__rpEntries++; history.pushState = push; return push(...args); }; }""")
    page.locator("a.md-skip").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__rpEntries > 0", timeout=ACT_TIMEOUT_MS)


def _back(page) -> None:
    before = page.evaluate("() => location.href")
    page.go_back()
    page.wait_for_function("(h) => location.href !== h", arg=before, timeout=ACT_TIMEOUT_MS)


@pytest.mark.parametrize("viewport", SCREENS)
@pytest.mark.parametrize("lang", LANGS)
def test_back_after_skip_to_content_keeps_the_blokus_game(open_page, lang, viewport):
    page = open_page(lang + "blokus/play/", viewport=viewport)
    _ready(page)
    _skip_to_content(page)
    moves = _blokus_game(page)  # the game's moves replace the entry the skip link made
    saved = _saved(page)
    _back(page)  # to the page as it opened, before the skip: no game in its address
    _same_game(page, moves)
    assert _saved(page) == saved, "the saved game was overwritten"
    page.reload()  # the saved game comes back on its own
    _ready(page)
    _same_game(page, moves)


def _switch_language(page, to: str) -> None:
    """The header's language menu, as a reader opens it: hover (or tap) the menu, then the language."""
    page.locator(".md-header .md-select").first.hover()
    page.locator(f'.md-header a[hreflang="{to}"]').first.click()
    page.wait_for_function("(to) => document.documentElement.lang.startsWith(to)", arg=to, timeout=ACT_TIMEOUT_MS)


@pytest.mark.parametrize("viewport", SCREENS)
@pytest.mark.parametrize("lang", LANGS)
def test_play_duo_from_home_opens_the_saved_game(open_page, lang, viewport):
    page = open_page(lang, viewport=viewport)
    page.locator(".rp-home-go").first.click()
    page.wait_for_selector(PLAY, timeout=ACT_TIMEOUT_MS)
    moves = _blokus_game(page)
    page.go_back()  # to the home page
    page.wait_for_selector(".rp-home-go", timeout=ACT_TIMEOUT_MS)
    page.locator(".rp-home-go").first.click()
    page.wait_for_selector(PLAY, timeout=ACT_TIMEOUT_MS)
    _same_game(page, moves)


@pytest.mark.parametrize("viewport", SCREENS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_language_switch_keeps_the_blokus_game(open_page, lang, viewport):
    page = open_page(lang + "blokus/play/", viewport=viewport)
    moves = _blokus_game(page)
    _switch_language(page, "en" if lang else "fr")
    _ready(page)
    _same_game(page, moves)


BLOT = ".blot-table-w"


def _blot_settle(page) -> None:
    page.wait_for_function("() => { const w = document.querySelector('.blot-table-w');"
                           " return w && !w.getAttribute('aria-busy') && !(w._rpQueue && w._rpQueue.length); }",
                           timeout=ACT_TIMEOUT_MS)


@pytest.mark.parametrize("viewport", SCREENS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_language_switch_and_a_reload_keep_the_blot_game(open_page, lang, viewport):
    page = open_page(lang + "blot/play/", viewport=viewport)
    page.locator(BLOT).scroll_into_view_if_needed()
    _ready(page)
    page.locator(f'{BLOT} select[name="mode"]').select_option("practice")
    page.locator(f"{BLOT} button[data-act*='new']").first.click()
    page.wait_for_selector(f"{BLOT} .bt-game", timeout=ACT_TIMEOUT_MS)
    _blot_settle(page)
    card = page.locator(f"{BLOT} .bt-hand-card.bt-ok").first
    card.click()
    _blot_settle(page)
    go = page.locator(f"{BLOT} .bt-go.bt-ok")
    if go.count():
        go.first.click()
        _blot_settle(page)
    hand = page.locator(f"{BLOT} .bt-hand-card").evaluate_all("els => els.map(e => e.dataset.act)")
    game = page.evaluate("() => location.hash")
    assert game.startswith("#blot-")
    _switch_language(page, "en" if lang else "fr")
    page.wait_for_selector(f"{BLOT} .bt-game", timeout=LIVE_TIMEOUT_MS)
    _blot_settle(page)
    assert page.locator(f"{BLOT} .bt-hand-card").evaluate_all("els => els.map(e => e.dataset.act)") == hand
    page.reload()
    page.wait_for_selector(f"{BLOT} .bt-game", timeout=LIVE_TIMEOUT_MS)
    _blot_settle(page)
    assert page.locator(f"{BLOT} .bt-hand-card").evaluate_all("els => els.map(e => e.dataset.act)") == hand


EDITOR = ".rp-widget[data-widget='study-editor']"


def _until(page, test: str) -> None:
    page.wait_for_function(
        "() => { const w = document.querySelector(\"" + EDITOR + "\");"
        " if (!w || w.getAttribute('aria-busy') || (w._rpQueue && w._rpQueue.length)) return false;"
        " const s = JSON.parse(w.dataset.state || '{}'); return (" + test + "); }",
        timeout=ACT_TIMEOUT_MS)


def _type(page, selector: str, text: str) -> None:
    field = page.locator(EDITOR).first.locator(selector).first
    field.click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.type(text)


def _add_duo(page, game: str = "duo") -> None:
    editor = page.locator(EDITOR).first
    box = editor.locator(".rp-se-addbox")
    if box.get_attribute("open") is None:
        box.locator("summary").click()
    editor.locator("select[name='game']").select_option(game)
    editor.locator(".rp-se-add").first.click()
    _until(page, "!!s.study && JSON.parse(s.study).chapters.length === 1")


@pytest.mark.parametrize("viewport", SCREENS)
@pytest.mark.parametrize("lang", LANGS)
def test_a_second_study_of_the_same_title_is_kept_beside_the_first(open_page, lang, viewport):
    page = open_page(lang + "studies/", viewport=viewport)
    _ready(page)
    _until(page, "true")
    editor = page.locator(EDITOR).first
    for k in range(2):
        if k:
            editor.locator(".rp-se-new").first.click()
            _until(page, "!s.confirm && !s.name")
        _type(page, "input[name='title']", "Openings")
        _add_duo(page, ["duo", "trigon"][k])  # two different studies of one title
        editor.locator(".rp-se-save").first.click()
        _until(page, "s.dirty === false && !!s.name")
    shelf = json.loads(page.evaluate("() => localStorage.getItem('rp-studies')"))
    assert sorted(shelf) == ["Openings", "Openings (2)"]
    assert "Openings (2)" in editor.inner_text()


@pytest.mark.parametrize("viewport", SCREENS)
@pytest.mark.parametrize("lang", LANGS)
def test_a_comment_typed_but_not_applied_survives_the_language_switch(open_page, lang, viewport):
    page = open_page(lang + "studies/", viewport=viewport)
    _ready(page)
    _until(page, "true")
    _type(page, "input[name='title']", "Kept")
    _add_duo(page)
    _type(page, "textarea[name='comment']", "pas encore appliqué")
    _switch_language(page, "en" if lang else "fr")
    _ready(page)
    _until(page, "!!s.study && JSON.parse(s.study).title === 'Kept'")
    field = page.locator(EDITOR).first.locator("textarea[name='comment']").first
    page.wait_for_function("(el) => el.value === 'pas encore appliqué'", arg=field.element_handle(),
                           timeout=ACT_TIMEOUT_MS)
    page.locator(EDITOR).first.locator(".rp-se-apply").first.click()
    _until(page, "s.study.includes('pas encore appliqu')")
