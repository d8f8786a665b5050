"""The game page: a Duo game against the random bot, by pointer and by keyboard.

Needs :mod:`rules_py.blokus.bots` in the built site.
"""

from __future__ import annotations

import json
import re

import pytest

PAGE = "blokus/play/"
LIVE_TIMEOUT_MS = 120_000
WIDGET = ".rp-blokus-play"


def _ready(page) -> None:
    page.wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready", page.locator(".rp-status").inner_text()


def _state(page) -> dict:
    return json.loads(page.locator(WIDGET).get_attribute("data-state"))


def _human_turn(page, moves: int) -> None:
    """Wait until at least ``moves`` moves are played and the reader is to move (or the game is over)."""
    page.wait_for_function(
        """(n) => { const w = document.querySelector('.rp-blokus-play');
                    if (!w || w.getAttribute('aria-busy') || w.dataset.bot === '1') return false;
                    return JSON.parse(w.dataset.state).moves.length >= n; }""", arg=moves, timeout=60_000)


def _place_data(page) -> dict:
    return json.loads(page.locator(f"{WIDGET} .rp-place-board").get_attribute("data-place"))


def _cell(page, name: str):
    return page.locator(f'{WIDGET} [data-cell="{name}"]')


def _bots_answer(page) -> None:
    reply = page.evaluate("""() => window.rulesCompanion.handle({op: 'widget', args: {widget: 'blokus-play',
        state: {variant: 'duo', seats: ['random', 'random']}, act: {bot: 1}}})""")
    assert reply["ok"], reply  # the bots ship in the wheel: a bot turn must work


def test_duo_against_the_random_bot_by_pointer(open_page, screenshots_dir):
    page = open_page(PAGE)
    _ready(page)
    _bots_answer(page)
    board_svg = page.locator(f"{WIDGET} .rp-place-board svg").inner_html()
    # an illegal spot: the ghost turns red and the reason comes in words
    data = _place_data(page)
    bad = next(at for at, cells in data["at"].items() if at not in data["ok"] and len(cells) == 5)
    _cell(page, bad).hover()
    page.wait_for_selector(f'{WIDGET} .rp-ghost[data-ghost="illegal"] .rp-ghost-cell', state="attached")
    page.wait_for_function("() => document.querySelector('.rp-place-message').textContent.startsWith('Not there')")
    # a click there is refused by Python with the reason and the cells at fault
    _cell(page, bad).click()
    page.screenshot(path=str(screenshots_dir / "blokus-play-illegal.png"))
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).tried")
    assert "Not there" in page.locator(f"{WIDGET} .rp-place-message").inner_text()
    assert _state(page)["moves"] == []
    for turn in range(4):
        data = _place_data(page)
        assert data["ok"], "the reader has a legal move"
        target = data["ok"][len(data["ok"]) // 2]
        _cell(page, target).hover()
        page.wait_for_selector(f'{WIDGET} .rp-ghost[data-ghost="legal"] .rp-ghost-cell', state="attached")
        _cell(page, target).click()
        _human_turn(page, 2 * turn + 2)
        state = _state(page)
        assert len(state["moves"]) == 2 * turn + 2
        assert target in state["moves"][2 * turn].split(",")
    assert page.locator(f"{WIDGET} .rp-place-board svg").inner_html() != board_svg
    assert "#play/duo/human-random/" in page.url
    data = _place_data(page)
    _cell(page, data["ok"][0]).hover()
    page.wait_for_selector(f'{WIDGET} .rp-ghost[data-ghost="legal"] .rp-ghost-cell', state="attached")
    page.locator(WIDGET).screenshot(path=str(screenshots_dir / "blokus-play-desktop.png"))


def test_duo_by_keyboard(open_page):
    page = open_page(PAGE)
    _ready(page)
    _bots_answer(page)
    board = page.locator(f"{WIDGET} .rp-place-board")
    board.focus()
    page.keyboard.press("r")  # turn the piece: only while the widget has the focus
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).sel.r === 1")
    board = page.locator(f"{WIDGET} .rp-place-board")
    board.focus()
    page.keyboard.press("ArrowRight")
    target = _place_data(page)["ok"][0]
    for _ in range(40):
        here = board.get_attribute("data-cursor")
        if here == target:
            break
        (hc, hr), (tc, tr) = (re.match(r"([a-z]+)(\d+)", n).groups() for n in (here, target))
        key = ("ArrowRight" if tc > hc else "ArrowLeft") if hc != tc else ("ArrowUp" if int(tr) > int(hr) else "ArrowDown")
        page.keyboard.press(key)
    assert board.get_attribute("data-cursor") == target
    page.keyboard.press("Enter")
    _human_turn(page, 2)
    assert target in _state(page)["moves"][0].split(",")


def test_phone_width_has_no_sideways_scroll(open_page, screenshots_dir):
    page = open_page(PAGE, viewport={"width": 390, "height": 844})
    page.locator(WIDGET).scroll_into_view_if_needed()  # Python starts when a widget is seen
    _ready(page)
    overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    for el in page.locator(f"{WIDGET} .rp-tray-piece, {WIDGET} .rp-place-tools .rp-btn").all()[:8]:
        box = el.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
    page.screenshot(path=str(screenshots_dir / "blokus-play-390.png"), full_page=True)
    # a tap on a piece, then on a cell, places it
    _bots_answer(page)
    page.locator(f"{WIDGET} .rp-tray-piece").first.click()
    page.wait_for_function("() => !document.querySelector('.rp-blokus-play[aria-busy]')")
    target = _place_data(page)["ok"][0]
    _cell(page, target).click()
    _human_turn(page, 2)
    assert page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
