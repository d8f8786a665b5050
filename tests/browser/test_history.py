"""History a reader expects: a game, a puzzle or the editor keeps one history
entry, whatever is played in it (each move replaces the entry, its link
still in the address), so Back leaves the page in one press."""

from __future__ import annotations

import json

import pytest

from .conftest import python_ready as _ready, widget_idle as _idle

LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 30_000






def _from_home(open_page, site_url: str, path: str):
    """The home page, then ``path`` loaded over it (a history entry to go back to)."""
    page = open_page("")
    page.wait_for_load_state("networkidle")
    page.goto(site_url + path)
    return page


def _place_somewhere(page, selector: str) -> None:
    """A legal placement of the selected piece, sent as the board's click sends it."""
    widget = page.locator(selector).first
    ok = json.loads(widget.locator(".rp-place-board[data-place]").first.get_attribute("data-place"))["ok"]
    assert ok, "no legal placement to try"
    before = widget.get_attribute("data-hash")
    page.evaluate("([s, cell]) => rulesCompanion.act(document.querySelector(s), {place: cell})", [selector, ok[0]])
    page.wait_for_function("([s, h]) => document.querySelector(s).dataset.hash !== h", arg=[selector, before],
                           timeout=ACT_TIMEOUT_MS)
    _idle(page, selector)


@pytest.mark.parametrize("path,selector", [("blokus/play/", ".rp-blokus-play"),
                                           ("puzzles/tetrominoes/", ".rp-widget[data-widget='puzzles-play']")])
def test_back_leaves_a_game_or_a_puzzle_in_one_press(open_page, site_url, path, selector):
    page = _from_home(open_page, site_url, path)
    _ready(page)
    _idle(page, selector)
    entries = page.evaluate("() => history.length")
    for _ in range(3):
        _place_somewhere(page, selector)
    assert page.evaluate("() => location.hash").startswith("#"), "the position is in the address"
    assert page.evaluate("() => history.length") == entries, "a move added a history entry"
    page.go_back()
    page.wait_for_url(site_url, timeout=ACT_TIMEOUT_MS)


def test_the_editor_keeps_one_history_entry(open_page, site_url):
    page = _from_home(open_page, site_url, "blokus/editor/")
    _ready(page)
    selector = ".rp-widget[data-widget='blokus-editor']"
    assert page.locator(selector).first.get_attribute("data-history") == "replace"
    _idle(page, selector)
    entries = page.evaluate("() => history.length")
    for _ in range(2):
        _place_somewhere(page, selector)
    assert page.evaluate("() => history.length") == entries, "a change added a history entry"
    page.go_back()
    page.wait_for_url(site_url, timeout=ACT_TIMEOUT_MS)
