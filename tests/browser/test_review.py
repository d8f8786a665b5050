"""The game review in the page, in Chromium: on the record
viewer, the example Duo record is reviewed: the long search shows how far
it got and Cancel ends it; a lighter review draws the graph with marked
moves, the better move as a ghost and the why sentence; the arrow keys and
the URL hash step through it (Back included). On the play page a finished
game (from its link) is reviewed and the review's step is in the hash. A
BLOT record is reviewed in the viewer, with each option's expected points."""

from __future__ import annotations

import re

from rules_py.blokus import examples, sgf
from rules_py.widgets.blokus import play as blokus_play

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
VIEWER = ".rp-widget[data-widget='record-viewer']"
PLAY = ".rp-widget[data-widget='blokus-play']"


# The viewer's counter says step n (null-safe: the widget may be mid-redraw).
STEP_IS = "(n) => ((document.querySelector('.rp-step-count') || {}).textContent || '').includes(`step ${n} of`)"




def _open_duo(page):
    _ready(page)
    widget = page.locator(VIEWER)
    widget.locator("summary", has_text="Or open an example").click()
    widget.get_by_role("button", name="Blokus Duo, a finished game").click()
    page.locator(f"{VIEWER} .rp-review-form").wait_for(timeout=LIVE_TIMEOUT_MS)
    return page.locator(VIEWER)


def _idle(page, selector: str) -> None:
    page.wait_for_function("(s) => { const w = document.querySelector(s); return w && !w.getAttribute('aria-busy'); }",
                           arg=selector, timeout=LIVE_TIMEOUT_MS)


def test_a_review_shows_progress_and_can_be_cancelled(open_page):
    page = open_page("viewer/")
    widget = _open_duo(page)
    widget.locator("select[name='review_who']").select_option("all")
    widget.locator("select[name='review_level']").select_option("6")
    widget.get_by_role("button", name="Review", exact=True).click()
    working = page.locator(f"{VIEWER} .rp-working")
    working.wait_for(timeout=10_000)
    assert re.search(r"Working… \(\d+ s", working.inner_text()), working.inner_text()
    # the moves reviewed so far, reported from Python while it searches
    page.wait_for_function("() => /\\d+ steps searched/.test((document.querySelector('.rp-working') || {}).textContent || '')",
                           timeout=30_000)
    working.get_by_role("button", name="Cancel").click()
    error = page.locator(f"{VIEWER} .rp-widget-error")
    error.wait_for(timeout=5_000)
    assert "Cancelled" in error.inner_text()
    assert page.locator(f"{VIEWER} .rp-review-graph").count() == 0


def test_review_graph_marks_ghost_why_and_hash_stepping(open_page, screenshots_dir):
    page = open_page("viewer/")
    widget = _open_duo(page)
    widget.locator("select[name='review_who']").select_option("all")
    widget.locator("select[name='review_level']").select_option("3")
    widget.get_by_role("button", name="Review", exact=True).click()
    page.locator(f"{VIEWER} .rp-review-graph").wait_for(timeout=LIVE_TIMEOUT_MS)
    _idle(page, VIEWER)
    widget = page.locator(VIEWER)
    marks = widget.locator(".rp-review-mark")
    assert marks.count() >= 1
    # the review opens on the first marked move: the better move as a ghost, the reason in words
    assert widget.locator(".rp-review-verdict").count() == 1
    assert widget.locator("[data-ghost]").count() == 1
    why = widget.locator(".rp-review-why").inner_text()
    assert len(why) > 20
    widget.screenshot(path=str(screenshots_dir / "review-viewer.png"))
    assert "inaccuracy from 3, mistake from 6, blunder from 12" in widget.inner_text()
    step = int(re.search(r"step (\d+) of 39", widget.inner_text()).group(1))
    hash_at_mark = page.evaluate("() => location.hash")
    assert hash_at_mark.startswith("#record-viewer-1=")

    # a key steps on: the hash follows, and Back comes back to the marked move
    widget.locator(".rp-step-bar button").first.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(STEP_IS,
                           arg=step + 1, timeout=LIVE_TIMEOUT_MS)
    assert page.evaluate("() => location.hash") != hash_at_mark
    assert "Move %d (" % (step + 1) in page.locator(f"{VIEWER} .rp-review-now-text").inner_text()
    page.go_back()
    page.wait_for_function(STEP_IS,
                           arg=step, timeout=LIVE_TIMEOUT_MS)
    _idle(page, VIEWER)
    assert page.locator(f"{VIEWER} [data-ghost]").count() == 1

    # a marked move of the list goes there
    last = page.locator(f"{VIEWER} .rp-review-goto").last
    label = last.inner_text()
    last.click()
    n = int(re.match(r"Move (\d+)", label).group(1))
    page.wait_for_function(STEP_IS,
                           arg=n, timeout=LIVE_TIMEOUT_MS)
    _idle(page, VIEWER)
    assert page.locator(f"{VIEWER} .rp-review-verdict").count() == 1


def test_the_play_page_reviews_a_finished_game(open_page, screenshots_dir):
    board = sgf.read(examples.text("duo")).replay()
    link = blokus_play.to_hash("duo", ["human", "level2"], [str(mv) for mv in board.history])
    page = open_page("blokus/play/#" + link)
    _ready(page)
    page.locator(f"{PLAY} .rp-review-start").wait_for(timeout=LIVE_TIMEOUT_MS)
    _idle(page, PLAY)
    widget = page.locator(PLAY)
    widget.locator("select[name='review_who']").select_option("0")
    widget.locator("select[name='review_level']").select_option("3")
    widget.get_by_role("button", name="Review", exact=True).click()
    page.locator(f"{PLAY} .rp-review-graph").wait_for(timeout=LIVE_TIMEOUT_MS)
    _idle(page, PLAY)
    page.locator(PLAY).screenshot(path=str(screenshots_dir / "review-play.png"))
    hashed = page.evaluate("() => decodeURIComponent(location.hash)")
    m = re.search(r"/review:0:3:0:(\d+)$", hashed)
    assert m, hashed
    page.locator(f"{PLAY} .rp-step-bar button").first.focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("(n) => decodeURIComponent(location.hash).endsWith(`/review:0:3:0:${n}`)",
                           arg=int(m.group(1)) - 1, timeout=LIVE_TIMEOUT_MS)
    # the review is kept with the saved games, in the worker's IndexedDB
    saved = page.evaluate("""() => new Promise((resolve, reject) => {
        const req = indexedDB.open("rules-companion-worker", 1);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const keys = req.result.transaction("saved", "readonly").objectStore("saved").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
    })""")
    assert [k for k in saved if k.startswith("rules_py.widgets.review_cache:")], saved
    # reloaded, the page shows the review again (kept with the game)
    page.reload()
    _ready(page)
    page.locator(f"{PLAY} .rp-review-graph").wait_for(timeout=LIVE_TIMEOUT_MS)


def test_a_blot_record_is_reviewed_in_the_viewer(open_page):
    page = open_page("viewer/")
    _ready(page)
    widget = page.locator(VIEWER)
    widget.locator("summary", has_text="Or open an example").click()
    widget.get_by_role("button", name="BLOT, one ceremony").click()
    page.locator(f"{VIEWER} .rp-review-form").wait_for(timeout=LIVE_TIMEOUT_MS)
    widget = page.locator(VIEWER)
    widget.locator("select[name='review_who']").select_option("0")
    widget.locator("select[name='review_level']").select_option("8")
    widget.get_by_role("button", name="Review", exact=True).click()
    page.locator(f"{VIEWER} .rp-review-graph").wait_for(timeout=LIVE_TIMEOUT_MS)
    _idle(page, VIEWER)
    widget = page.locator(VIEWER)
    assert widget.locator(".rp-review-mark").count() >= 1
    options = widget.locator(".rp-review-options")
    assert options.count() == 1 and "taken" in options.inner_text()
    assert len(widget.locator(".rp-review-why").inner_text()) > 20
    assert "inaccuracy from 2, mistake from 4, blunder from 8" in widget.inner_text()
