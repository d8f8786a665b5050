"""From play to study in the browser: a finished Duo game on the
play page (opened from its link, the fast path of test_review.py) is
reviewed, "Make a study" is tapped, and the studies page opens the study:
the game as the main line, the review's marked moves with their glyphs and
comments, the better moves as variations. Then a worked example's "Open as
a study" link opens its chapter."""

from __future__ import annotations

import json
import re

from rules_py import links
from rules_py.blokus import examples, sgf
from rules_py.studies import loads
from rules_py.widgets import registry
from rules_py.widgets.blokus import play as blokus_play

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 30_000
PLAY = ".rp-widget[data-widget='blokus-play']"
STUDY = ".rp-widget[data-widget='study']"




def _idle(page, selector: str) -> None:
    page.wait_for_function("(s) => { const w = document.querySelector(s); return w && !w.getAttribute('aria-busy')"
                           " && !(w._rpQueue && w._rpQueue.length); }", arg=selector, timeout=LIVE_TIMEOUT_MS)


def _study_state(page) -> dict:
    return json.loads(page.locator(STUDY).first.get_attribute("data-state"))


def test_a_reviewed_game_becomes_a_study_in_one_tap(open_page, screenshots_dir):
    board = sgf.read(examples.text("duo")).replay()
    moves = [str(mv) for mv in board.history]
    page = open_page("blokus/play/#" + blokus_play.to_hash("duo", ["human", "level2"], moves))
    _ready(page)
    page.locator(f"{PLAY} .rp-review-start").wait_for(timeout=LIVE_TIMEOUT_MS)
    _idle(page, PLAY)
    widget = page.locator(PLAY)
    assert widget.locator(".rp-make-study a[data-study='link']").count() == 1  # offered at the game's end
    widget.locator("select[name='review_who']").select_option("0")
    widget.locator("select[name='review_level']").select_option("3")
    widget.get_by_role("button", name="Review", exact=True).click()
    page.locator(f"{PLAY} .rp-review-graph").wait_for(timeout=LIVE_TIMEOUT_MS)
    _idle(page, PLAY)
    marked = widget.locator("ol.rp-review-marked li").count()
    widget.locator(".rp-make-study a[data-study='link']").click()
    page.wait_for_url(re.compile(r"/studies/#study-1="), timeout=ACT_TIMEOUT_MS)
    _ready(page)
    page.locator(STUDY).first.wait_for(timeout=LIVE_TIMEOUT_MS)
    page.wait_for_function("() => JSON.parse(document.querySelector(\"" + STUDY + "\").dataset.state || '{}').packed",
                           timeout=LIVE_TIMEOUT_MS)
    _idle(page, STUDY)
    assert "A game of Blokus Duo" in page.locator(STUDY).first.inner_text()
    # the study the page opened: read back here, every move checked by the rules
    packed = _study_state(page)["packed"]
    study = loads(links.unpack_bytes(packed, compressed=True, path="packed").decode("utf-8"))
    chapter = study.chapters[0]
    line = chapter.root.main_line()
    assert [n.move for n in line[1:]] == moves
    glyphed = [k for k, n in enumerate(line) if n.glyph in ("?!", "?", "??")]
    assert glyphed, "the review marked no move"
    assert all(len(line[k - 1].children) == 2 for k in glyphed)  # each with the better move beside it
    assert len(glyphed) == marked  # one glyph per move the review marked
    # step to the first marked move's position: the better move is offered as a variation
    first = glyphed[0]
    page.evaluate("(token) => { location.hash = 'study-1=' + token; }",
                  registry.encode_share({"packed": packed, "path": [0] * (first - 1)}))
    page.wait_for_function("(n) => (JSON.parse(document.querySelector(\"" + STUDY + "\").dataset.state || '{}')"
                           ".path || []).length === n", arg=first - 1, timeout=ACT_TIMEOUT_MS)
    _idle(page, STUDY)
    variation = page.locator(STUDY).first.locator(".rp-study-variation").first
    variation.wait_for(timeout=ACT_TIMEOUT_MS)
    variation.click()
    page.wait_for_function("() => { const s = JSON.parse(document.querySelector(\"" + STUDY + "\").dataset.state"
                           " || '{}'); return s.path && s.path[s.path.length - 1] === 1; }", timeout=ACT_TIMEOUT_MS)
    _idle(page, STUDY)
    assert "The search's best move." in page.locator(STUDY).first.inner_text()
    page.locator(STUDY).first.screenshot(path=str(screenshots_dir / "game-study.png"))


def test_a_worked_example_opens_as_a_study(open_page):
    page = open_page("blokus/examples/")
    _ready(page)
    page.locator(".rp-open-study a").nth(1).click()  # the Duo finished game
    page.wait_for_url(re.compile(r"/studies/#study-1="), timeout=ACT_TIMEOUT_MS)
    _ready(page)
    page.wait_for_function("() => JSON.parse(document.querySelector(\"" + STUDY + "\").dataset.state || '{}')"
                           ".example === 'worked_blokus'", timeout=LIVE_TIMEOUT_MS)
    _idle(page, STUDY)
    assert _study_state(page)["chapter"] == 1
    assert "Blokus: the worked examples" in page.locator(STUDY).first.inner_text()
