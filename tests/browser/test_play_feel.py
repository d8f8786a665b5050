"""Issue 31, "play that feels right on a phone and from the keyboard": one
test per item, each written to fail on the site before its fix.

* plurals: the Learn page's count, filled by the page's script from the
  language's rule, in French and English;
* English left in French pages (home page note, record viewer's details,
  card codes, file picker);
* BLOT on a phone (390 x 844, touch): a refused card says why next to it,
  in view, as an alert; the gift buttons a rule forbids are disabled; the
  score tables fit the column.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

LIVE_MS = 120_000
ACT_MS = 30_000
PHONE = {"width": 390, "height": 844}


def _live(page) -> None:
    page.wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_MS)


def _act(value: object) -> str:
    return "[data-act='" + json.dumps(value, separators=(",", ":")) + "']"


# --- 7. plurals ---------------------------------------------------------------

def test_lesson_count_takes_the_plural_rule_of_each_language(open_page) -> None:
    """One lesson solved: "1 leçon faite" (French keeps 0 and 1 singular),
    "1 of 21 lessons done" in English; two: plural in both."""
    page = open_page("fr/learn/")
    for done, french in (([], "0 leçon faite sur"), (["blot-follow"], "1 leçon faite sur"),
                         (["blot-follow", "blot-trump"], "2 leçons faites sur")):
        # Stored progress, then the script's repaint (as after a lesson is solved).
        page.evaluate("(ids) => { localStorage.setItem('rules-companion:lessons-done', JSON.stringify(ids));"
                      " document.querySelector('.rp-lesson-count').dispatchEvent(new CustomEvent('rp:rendered', {bubbles: true})); }", done)
        expect(page.locator(".rp-lesson-count")).to_contain_text(french)
    _live(page)  # leaving earlier would cut the page's preloads short
    page.goto(page.url.replace("/fr/learn/", "/learn/"))
    expect(page.locator(".rp-lesson-count")).to_contain_text("2 of 21 lessons done")
