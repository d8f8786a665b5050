"""Every screen shows what just happened, where the reader looks: the
computer's Blokus move named in words on the page (not only to screen
readers) and outlined on the board; a refused move's reason inside a
390 px phone's screen; a tap anywhere in a cell's square (on the hint's dot
too) shows the piece there; turning the piece keeps it shown there and the
tray's piece turns with it; BLOT names the latest decision, shows the
ceremony just won with its cards and winner, and lists the round newest
first."""

from __future__ import annotations

import json

import pytest

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 30_000
PHONE = {"width": 390, "height": 844}
PLAY = ".rp-blokus-play"
LANGS = [pytest.param("", id="en"), pytest.param("fr/", id="fr")]




def _idle(page) -> None:
    page.wait_for_function("() => { const w = document.querySelector('.rp-blokus-play');"
                           " return w && !w.getAttribute('aria-busy') && w.dataset.bot !== '1'"
                           " && !(w._rpQueue && w._rpQueue.length); }", timeout=ACT_TIMEOUT_MS)


def _place(page) -> dict:
    return json.loads(page.locator(f"{PLAY} .rp-place-board[data-place]").get_attribute("data-place"))


def _state(page) -> dict:
    return json.loads(page.locator(PLAY).get_attribute("data-state"))


def _in_view(page, selector: str) -> bool:
    return page.evaluate("(s) => { const r = document.querySelector(s).getBoundingClientRect();"
                         " return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }", selector)


def _tap_at_cell(page, cell: str, on: str = "") -> None:
    """A finger's tap on ``cell``: at the centre of what is drawn there (``on``: the hint's dot)."""
    target = page.locator(f"{PLAY} {on}" if on else f'{PLAY} [data-cell="{cell}"]').first
    box = target.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


@pytest.mark.parametrize("lang", LANGS)
def test_the_computer_move_is_named_and_outlined(open_page, lang):
    page = open_page(lang + "blokus/play/")
    _ready(page)
    _idle(page)
    ok = _place(page)["ok"]
    page.evaluate("(cell) => rulesCompanion.act(document.querySelector('.rp-blokus-play'), {place: cell})", ok[0])
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).moves.length >= 2",
                           timeout=ACT_TIMEOUT_MS)
    _idle(page)
    said = page.locator(f"{PLAY} .rp-play-last")
    assert said.is_visible() and not said.evaluate("el => !!el.closest('.visually-hidden')")
    bot_move = _state(page)["moves"][1]
    text = said.inner_text()
    assert ("Orange" in text or "orange" in text) and bot_move.split(",")[0] in text, text
    assert page.locator(f"{PLAY} .rp-place-board path.rp-last-outline").count() == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_refusal_is_on_a_phone_screen_and_a_tap_on_a_dot_works(open_page, lang):
    page = open_page(lang + "blokus/play/", viewport=PHONE, has_touch=True)
    _ready(page)
    _idle(page)
    data = _place(page)
    bad = next(at for at, cells in data["at"].items() if at not in data["ok"] and len(cells) == 5)
    page.locator(f'{PLAY} [data-cell="{bad}"]').scroll_into_view_if_needed()
    _tap_at_cell(page, bad)  # the first tap shows the piece there, with the reason
    page.wait_for_function("() => document.querySelector('.rp-place-message').textContent.trim().length > 0",
                           timeout=ACT_TIMEOUT_MS)
    _tap_at_cell(page, bad)  # the second asks to place it: refused, the reason in view
    page.wait_for_function("() => !!JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).tried",
                           timeout=ACT_TIMEOUT_MS)
    _idle(page)
    page.wait_for_function("() => { const r = document.querySelector('.rp-place-message').getBoundingClientRect();"
                           " return r.top >= 0 && r.bottom <= window.innerHeight; }", timeout=ACT_TIMEOUT_MS)
    assert page.locator(f"{PLAY} .rp-place-message").inner_text().strip()
    # the hint's dots: a tap on a dot shows the piece on that dot's cell
    page.locator(f"{PLAY} .rp-place-tools [data-pkey='h']").tap()
    page.wait_for_selector(f"{PLAY} .rp-place-board circle.rp-corner", timeout=ACT_TIMEOUT_MS)
    _idle(page)
    dots = page.locator(f"{PLAY} .rp-place-board circle.rp-corner")
    dot = dots.first
    cell = page.evaluate("""(dot) => { const r = dot.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const cells = [...document.querySelectorAll('.rp-blokus-play [data-cell]')];
        const hit = cells.find((c) => { const b = c.getBoundingClientRect();
          return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom; });
        return hit ? hit.dataset.cell : null; }""", dot.element_handle())
    assert cell
    dot.scroll_into_view_if_needed()
    _tap_at_cell(page, cell, on=".rp-place-board circle.rp-corner")
    page.wait_for_function("(c) => document.querySelector('.rp-blokus-play .rp-place-board').dataset.cursor === c",
                           arg=cell, timeout=ACT_TIMEOUT_MS)
    # turning the piece keeps it shown there, and the tray's piece turns with it
    before = page.locator(f"{PLAY} .rp-tray-piece[aria-pressed='true'] svg").inner_html()
    page.locator(f"{PLAY} .rp-place-tools [data-pkey='r']").tap()
    page.wait_for_function("(c) => { const w = document.querySelector('.rp-blokus-play');"
                           " return !w.getAttribute('aria-busy') && JSON.parse(w.dataset.state).sel.r === 1"
                           " && w.querySelector('.rp-place-board').dataset.cursor === c; }",
                           arg=cell, timeout=ACT_TIMEOUT_MS)
    assert page.locator(f"{PLAY} .rp-tray-piece[aria-pressed='true'] svg").inner_html() != before
    assert page.locator(f"{PLAY} .rp-ghost-cell").count() > 0


BLOT = ".blot-table-w"


def _blot_idle(page) -> None:
    page.wait_for_function("() => { const w = document.querySelector('.blot-table-w');"
                           " return w && !w.getAttribute('aria-busy') && !(w._rpQueue && w._rpQueue.length); }",
                           timeout=ACT_TIMEOUT_MS)


@pytest.mark.parametrize("lang", LANGS)
def test_blot_says_the_latest_move_and_shows_the_ceremony_just_won(open_page, lang):
    page = open_page(lang + "blot/play/", viewport=PHONE)
    page.locator(BLOT).scroll_into_view_if_needed()
    _ready(page)
    seats = page.locator(f'{BLOT} select[name^="seat"]')
    for k in range(1, seats.count()):
        seats.nth(k).select_option("random")
    page.locator(f"{BLOT} button[data-act*='new']").first.click()
    page.wait_for_selector(f"{BLOT} .bt-game", timeout=ACT_TIMEOUT_MS)
    _blot_idle(page)
    seen_ceremony = False
    for _ in range(40):
        log = page.locator(f"{BLOT} .bt-log li").all_inner_texts()
        just = page.locator(f"{BLOT} .bt-just-now")
        if just.count():
            assert just.is_visible() and log and log[0] in just.inner_text()  # the newest first, and said on top
        if page.locator(f"{BLOT} .bt-last-ceremony").count():
            box = page.locator(f"{BLOT} .bt-last-ceremony")
            assert box.locator(".bt-card").count() >= 2 and box.locator(".bt-win").count() >= 1  # the winner's cards marked
            seen_ceremony = True
            break
        card = page.locator(f"{BLOT} .bt-hand-card.bt-ok")
        go = page.locator(f"{BLOT} .bt-go.bt-ok")
        decide = page.locator(f"{BLOT} .bt-decide button")
        if go.count():
            go.first.click()
        elif card.count():
            card.first.click()
        elif decide.count():
            decide.first.click()
        else:
            break
        _blot_idle(page)
    assert seen_ceremony, "no ceremony was won in the first moves"
