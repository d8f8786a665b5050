"""The front door: from the French home page on a 390 px phone, the taps a
reader needs to be playing or learning (the targets: a Blokus Duo
game against the computer under way in at most 2 taps, a BLOT game in at
most 3, the first lesson in 1), counted tap by tap; the home page's cards
fit the phone's width; the "New game" box's seats follow the edition as soon
as it is chosen, named by colour."""

from __future__ import annotations

import json

from playwright.sync_api import expect

from .conftest import python_ready as _ready

PHONE = {"width": 390, "height": 844}
LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 30_000


class Taps:
    """Taps a reader makes, one at a time, counted."""

    def __init__(self, page) -> None:
        self.page = page
        self.count = 0

    def tap(self, locator) -> None:
        locator.scroll_into_view_if_needed()
        locator.tap()
        self.count += 1




def _state(widget) -> dict:
    return json.loads(widget.get_attribute("data-state") or "{}")


def _home(open_page):
    page = open_page("fr/", viewport=PHONE, has_touch=True)
    taps = Taps(page)
    return page, taps


def test_a_duo_game_against_the_computer_is_two_taps_away_at_most(open_page):
    page, taps = _home(open_page)
    taps.tap(page.get_by_role("link", name="Jouer au Duo"))
    page.wait_for_url("**/fr/blokus/play/**")
    _ready(page)
    widget = page.locator(".rp-blokus-play")
    page.wait_for_function("() => { const w = document.querySelector('.rp-blokus-play');"
                           " return w && !w.getAttribute('aria-busy') && location.hash.includes('play/duo/'); }",
                           timeout=ACT_TIMEOUT_MS)
    state = _state(widget)
    assert state["variant"] == "duo" and state["moves"] == []
    assert state["seats"][0] == "human"
    assert state["seats"][1] not in ("human", "random"), state["seats"]  # against the computer, never the random bot
    # under way: the reader's tray is live and the board is on the first screen
    expect(widget.locator(".rp-place-board")).to_be_visible()
    assert widget.locator("[data-act*='pick']").count() > 0
    top = page.evaluate("() => document.querySelector('.rp-blokus-play .rp-place-board').getBoundingClientRect().top")
    assert top < PHONE["height"], f"the board starts {top:.0f} px down, below the first screen"
    assert taps.count <= 2, taps.count


def test_a_blot_game_is_three_taps_away_at_most(open_page):
    page, taps = _home(open_page)
    taps.tap(page.get_by_role("link", name="Jouer au BLOT"))
    page.wait_for_url("**/fr/blot/play/**")
    _ready(page)
    widget = page.locator(".blot-table-w")
    taps.tap(widget.get_by_role("button", name="Distribuer"))
    page.wait_for_function("() => { const w = document.querySelector('.blot-table-w');"
                           " return w && !w.getAttribute('aria-busy') && JSON.parse(w.dataset.state).game; }",
                           timeout=LIVE_TIMEOUT_MS)
    assert _state(page.locator(".blot-table-w"))["game"]
    assert taps.count <= 3, taps.count


def test_the_first_lesson_is_one_tap_away(open_page):
    page, taps = _home(open_page)
    taps.tap(page.get_by_role("link", name="Commencer la première leçon"))
    page.wait_for_url("**/fr/learn/**")
    lesson = page.locator('.rp-widget[data-widget="lesson"]').first
    expect(lesson).to_be_in_viewport(timeout=ACT_TIMEOUT_MS)
    assert _state(lesson).get("id") == "blot-follow"
    assert taps.count == 1


def test_the_home_page_fits_a_phone_in_both_languages(open_page):
    for path in ("", "fr/"):
        page = open_page(path, viewport=PHONE, has_touch=True)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= PHONE["width"], (path, width)
        cards = page.locator(".rp-home.grid.cards > ul > li")
        assert cards.count() >= 8
        boxes = [cards.nth(k).bounding_box() for k in range(cards.count())]
        # stacked: one card a row, each nearly the phone's width
        assert all(b["width"] > 0.8 * PHONE["width"] for b in boxes if b), boxes


def test_seats_follow_the_edition_as_soon_as_it_is_chosen(open_page):
    page = open_page("blokus/play/", viewport={"width": 1280, "height": 900})
    _ready(page)
    widget = page.locator(".rp-blokus-play")
    widget.locator(".rp-new-game summary").click()
    assert widget.locator(".rp-seats select").count() == 2
    widget.locator('select[name="variant"]').select_option("classic")
    expect(widget.locator(".rp-seats select")).to_have_count(4, timeout=ACT_TIMEOUT_MS)
    labels = page.locator(".rp-blokus-play .rp-seats label").all_inner_texts()
    assert [label.split()[0] for label in labels] == ["Blue", "Yellow", "Red", "Green"], labels
    assert _state(page.locator(".rp-blokus-play"))["variant"] == "duo", "the game itself is untouched"
    # the new seats are computer players a beginner can beat, never the random bot
    values = [page.locator(f'.rp-blokus-play select[name="seat{k}"]').input_value() for k in range(4)]
    assert values[0] == "human" and "random" not in values, values
    page.locator(".rp-blokus-play").get_by_role("button", name="Start a new game").click()
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state)"
                           ".variant === 'classic'", timeout=ACT_TIMEOUT_MS)


def test_the_blot_table_uses_a_phones_width_without_sideways_scrolling(open_page):
    """On a 390 px phone, in each language (French in the dark scheme), the
    dealt table uses at least 90% of the width and nothing in it scrolls
    sideways (the seats table included)."""
    for path, scheme, deal in (("blot/play/", "light", "Deal"), ("fr/blot/play/", "dark", "Distribuer")):
        page = open_page(path, viewport=PHONE, has_touch=True)
        page.emulate_media(color_scheme=scheme)
        _ready(page)
        page.locator(".blot-table-w").get_by_role("button", name=deal).tap()
        page.wait_for_function("() => { const w = document.querySelector('.blot-table-w');"
                               " return w && !w.getAttribute('aria-busy') && JSON.parse(w.dataset.state).game; }",
                               timeout=LIVE_TIMEOUT_MS)
        found = page.evaluate("""() => {
          const w = document.querySelector('.blot-table-w');
          const game = w.querySelector('.bt-game');
          const sideways = [...w.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1
            && getComputedStyle(e).overflowX !== 'visible').map((e) => e.className);
          return {table: game.getBoundingClientRect().width, page: document.documentElement.scrollWidth, sideways};
        }""")
        assert found["table"] >= 0.9 * PHONE["width"], (path, found)
        assert found["page"] <= PHONE["width"], (path, found)
        assert found["sideways"] == [], (path, found)
