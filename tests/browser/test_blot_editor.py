"""The BLOT deal composer in the page (``blot/editor/``).

Compose a deal (two cards placed by hand, the rest at random), see an
impossible change refused with its reason and nothing changed, play two
moves (one by hand with a comment, one by the bot), open the example as a
step-through lesson showing one hand, download the record (our replay reads
it), then open the page's link in a fresh browser context: the same deal,
moves and comment.
"""

from __future__ import annotations

import json
import re
import urllib.parse

from rules_py.blot.record import Record

from .conftest import woken

LIVE_TIMEOUT_MS = 120_000
READY = 'html[data-rp-python="ready"]'
W = '.rp-widget[data-widget="blot-editor"]'
PAGE = "blot/editor/"


def _state(page) -> dict:
    return json.loads(page.locator(W).get_attribute("data-state"))


def _wait(page, test: str) -> None:
    """Wait until ``test`` (JS, over ``s``, the widget's state) holds."""
    page.wait_for_function(
        "() => { const w = document.querySelector('" + W + "');"
        " if (!w || w.ariaBusy === 'true') return false; const s = JSON.parse(w.dataset.state);"
        " return " + test + "; }", timeout=60_000)


def _refused(page, click, words: str) -> None:
    """``click()`` is refused: the widget says ``words`` and its state is unchanged."""
    before = _state(page)
    click()
    error = page.locator(W + " .rp-widget-error")
    error.wait_for(state="visible", timeout=60_000)
    assert words in error.inner_text(), error.inner_text()
    assert _state(page) == before


def test_compose_play_save_and_reopen_the_link(open_page, site_url):
    page = open_page(PAGE)
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    w = page.locator(W)

    # Two cards into West's hand by hand.
    w.get_by_role("button", name=re.compile(r"^West · 0 of 8")).click()
    _wait(page, "s.to === 1")
    for title, code in (("green 3", "G3"), ("blue 10", "B10")):
        w.locator(f'button.be-card[title^="{title} "]').click()
        _wait(page, f"s.hands[1].includes('{code}')")
    assert "needs 6 more" in w.locator(".be-hands").inner_text()

    # Play cannot start from an incomplete deal: the reason names who needs cards.
    _refused(page, lambda: w.get_by_role("button", name="Play from this deal").click(), "West needs 6 more")

    w.get_by_role("button", name="Deal the rest at random").click()
    _wait(page, "s.hands.every((h) => h.length === 8)")
    deal = _state(page)["hands"]
    assert {"G3", "B10"} <= set(deal[1])

    # An impossible assignment: a ninth card for West.
    south_card = deal[0][0]
    _refused(page, lambda: w.locator(f"button.be-card[data-act='{{\"card\":\"{south_card}\"}}']").click(),
             "West's hand already holds its 8 cards")

    w.get_by_role("button", name="Play from this deal").click()
    _wait(page, "s.mode === 'play'")

    # Move 1 by hand, with a comment; move 2 by the bot.
    w.locator('input[name="pending"]').fill("South opens a ceremony")
    w.locator("button.bt-hand-card.bt-ok").first.click()
    _wait(page, "!!s.sel")
    w.locator(".be-decide button.rp-btn:not([disabled])").first.click()
    _wait(page, "s.moves.length === 1")
    assert _state(page)["notes"] == ["South opens a ceremony"]
    w.get_by_role("button", name="Let a bot choose this move").click()
    _wait(page, "s.moves.length === 2")
    moves = _state(page)["moves"]

    # Shared with only West's hand showing, as a step-through example.
    w.locator('select[name="hide"]').select_option("1")
    w.get_by_role("button", name="Open as a step-through example").click()
    _wait(page, "s.mode === 'view'")
    page.wait_for_function("() => location.hash.includes('deal/1/')")
    assert "Only West" in w.inner_text()
    embed = w.locator("textarea.rp-embed-code").input_value()  # the Embed box: a frame opening the lesson
    assert "<iframe" in embed and "blot/editor/?embed=1#deal/1/" in embed

    # The download is a record our replay reads, with the comment.
    href = w.locator("a.be-download").get_attribute("href") if w.locator("a.be-download").count() else None
    if href is None:  # hidden hands: the download shows once every hand does
        w.get_by_role("button", name="Reveal every hand").click()
        _wait(page, "s.reveal === true")
        href = w.locator("a.be-download").get_attribute("href")
    text = urllib.parse.unquote(href.split(",", 1)[1])
    rec = Record.loads(text)
    assert rec.comments() == ["South opens a ceremony", None]
    assert [sorted(c.code for c in h) for h in rec.rounds[0].deal.hands] == [sorted(h) for h in deal]
    rec.replay()

    # The link, in a fresh context: same deal, moves and comment.
    shared = page.url
    assert shared.startswith(site_url)
    fresh = open_page(shared[len(site_url):])
    woken(fresh).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    _wait(fresh, "s.mode === 'view' && s.moves.length === 2")
    state = _state(fresh)
    assert state["hands"] == deal and state["moves"] == moves and state["notes"][0] == "South opens a ceremony"
    assert "Only West" in fresh.locator(W).inner_text()
    fresh.locator(W).get_by_role("button", name="Next step").click()
    _wait(fresh, "s.step === 1")
    assert "South opens a ceremony" in fresh.locator(W + " .blot-comment").inner_text()


def test_a_damaged_link_says_why(open_page):
    page = open_page(PAGE + "#deal/1/AAAA")
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    page.locator(W + " .be-error").wait_for(state="visible", timeout=60_000)
    assert "This link cannot be opened." in page.locator(W + " .be-error").inner_text()
    assert _state(page)["hands"] == [[], [], [], []]


def test_a_record_file_opens_in_the_composer(open_page, tmp_path):
    from rules_py.blot.record import example_text

    path = tmp_path / "martin.json"
    path.write_text(example_text("martin"), encoding="utf-8")
    rec = Record.loads(path.read_text(encoding="utf-8"))
    page = open_page(PAGE)
    woken(page).wait_for_selector(READY, state="attached", timeout=LIVE_TIMEOUT_MS)
    w = page.locator(W)
    w.locator("summary").filter(has_text="Or open a record").click()
    w.locator("input.rp-viewer-file").set_input_files(str(path))  # viewer.js reads it and sends load
    _wait(page, "s.mode === 'play' && s.moves.length > 0")  # a record with moves opens to play on
    state = _state(page)
    assert [sorted(h) for h in state["hands"]] == [sorted(c.code for c in h) for h in rec.rounds[0].deal.hands]
    assert len(state["moves"]) == len(rec.rounds[0].actions)
