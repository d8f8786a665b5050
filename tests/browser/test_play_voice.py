"""The play pages by keyboard and by ear.

* Each move of a bot is said once, in words, in the page's language: a
  polite live log kept beside the widget (companion.js) gets one line per
  bot move; a MutationObserver collects every line added to it.
* After any control is used by keyboard, the focus is never left on
  ``<body>``: the same control if the new drawing has it, else the widget.
* The Blokus tray is one tab stop with the arrow keys inside; the selected
  piece's frame and the focus outline look different; ``c`` with a piece
  that fits nowhere says so.
"""

from __future__ import annotations

import json
import re

from .conftest import woken

LIVE_TIMEOUT_MS = 120_000
BLOKUS = ".rp-blokus-play"
BLOT = ".blot-table-w"

#: Collects the text of every line added to the live logs (.rp-said) of the page.
LISTEN = """() => {
  window.__rpSaid = [];
  const watch = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType === 1 && n.parentElement && n.parentElement.matches('.rp-said')) window.__rpSaid.push(n.textContent);
    }
  });
  watch.observe(document.body, {childList: true, subtree: true});
  return document.querySelectorAll('.rp-said[aria-live="polite"]').length;
}"""
ON_BODY = "() => document.activeElement === document.body || document.activeElement === null"


def _ready(page, widget: str) -> None:
    page.locator(widget).first.scroll_into_view_if_needed()
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready"


def _idle(page, widget: str, bot_too: bool = True) -> None:
    """No request pending, and (``bot_too``) no bot still to move."""
    extra = " || document.querySelector(sel + '[data-bot=\"1\"]')" if bot_too else ""
    page.wait_for_function(f"(sel) => !(document.querySelector(sel + '[aria-busy]'){extra})", arg=widget,
                           timeout=60_000)


def _said(page) -> list[str]:
    return page.evaluate("() => window.__rpSaid")


def _not_on_body(page, what: str) -> None:
    assert not page.evaluate(ON_BODY), what
    assert page.evaluate("() => document.activeElement.isConnected"), what


def _blokus_move_by_keyboard(page) -> None:
    """Focus the board, press c (a legal place by a corner), then Enter."""
    board = page.locator(f"{BLOKUS} .rp-place-board[data-place]")
    board.focus()
    page.keyboard.press("c")
    page.keyboard.press("Enter")


BLOKUS_EN = re.compile(r"^[A-Z][a-z]+ placed the [A-Z0-9']+ on [a-n]\d{1,2}(, [a-n]\d{1,2})*\.$")
BLOKUS_FR = re.compile(r"^L[ea'] ?[a-zé]+ a posé la pièce [A-Z0-9']+ sur [a-n]\d{1,2}(, [a-n]\d{1,2})*\.$")


def test_blokus_bot_moves_are_said_once_and_the_focus_stays(open_page):
    page = open_page("blokus/play/")
    _ready(page, BLOKUS)
    _idle(page, BLOKUS)
    assert page.evaluate(LISTEN) == 1  # the log exists before it speaks
    for turn in range(1, 3):
        _blokus_move_by_keyboard(page)
        page.wait_for_function("(n) => window.__rpSaid.length >= n", arg=turn, timeout=60_000)
        _idle(page, BLOKUS)
        _not_on_body(page, f"after the move {turn} placed by keyboard")
        assert page.evaluate("() => document.activeElement.matches('.rp-place-board')"), "the board keeps the focus"
    said = _said(page)
    assert len(said) == 2, said  # one line per bot move, never twice
    for text in said:
        assert BLOKUS_EN.match(text), text
    moves = json.loads(page.locator(BLOKUS).get_attribute("data-state"))["moves"]
    assert said[-1].endswith(", ".join(moves[-1].split(",")) + "."), (said, moves)  # the game's own notation
    # "Start a new game" by keyboard: the box closes, the focus stays in the game
    page.locator(f"{BLOKUS} .rp-new-game summary").focus()
    page.keyboard.press("Enter")
    page.locator(f"{BLOKUS} .rp-new-game").get_by_role("button", name="Start a new game").focus()
    page.keyboard.press("Enter")
    _idle(page, BLOKUS)
    _not_on_body(page, "after Start a new game")
    assert page.evaluate(f"() => document.querySelector('{BLOKUS}').contains(document.activeElement)")


def test_blokus_bot_moves_are_said_in_french(open_page):
    page = open_page("fr/blokus/play/")
    _ready(page, BLOKUS)
    _idle(page, BLOKUS)
    page.evaluate(LISTEN)
    _blokus_move_by_keyboard(page)
    page.wait_for_function("() => window.__rpSaid.length >= 1", timeout=60_000)
    _idle(page, BLOKUS)
    said = _said(page)
    assert len(said) == 1 and BLOKUS_FR.match(said[0]), said


def test_the_tray_is_one_tab_stop_with_arrow_keys(open_page):
    page = open_page("blokus/play/")
    _ready(page, BLOKUS)
    _idle(page, BLOKUS)
    tray = f"{BLOKUS} .rp-tray"
    stops = page.locator(f"{tray} .rp-tray-piece[tabindex='0']")
    assert stops.count() == 1 and stops.get_attribute("aria-pressed") == "true"
    assert page.locator(f"{tray} .rp-tray-piece").count() > 10
    assert page.locator(f"{tray} .rp-tray-piece[tabindex='-1']").count() == page.locator(f"{tray} .rp-tray-piece").count() - 1
    stops.focus()
    start = page.evaluate("() => document.activeElement.dataset.act")
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("() => document.activeElement.dataset.act")
    assert moved != start and page.evaluate("() => document.activeElement.tabIndex") == 0
    assert page.locator(f"{tray} .rp-tray-piece[tabindex='0']").count() == 1
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("() => document.activeElement.dataset.act") == start
    page.keyboard.press("ArrowDown")  # the row below (the tray wraps)
    down = page.evaluate("() => document.activeElement.dataset.act")
    assert down != start and page.evaluate("() => document.activeElement.matches('.rp-tray-piece')")
    page.keyboard.press("End")
    page.keyboard.press("Home")
    assert page.evaluate("() => document.activeElement.dataset.act") == page.locator(
        f"{tray} .rp-tray-piece").first.get_attribute("data-act")
    page.keyboard.press("ArrowRight")
    chosen = page.evaluate("() => document.activeElement.dataset.act")
    page.keyboard.press("Enter")  # picks it
    _idle(page, BLOKUS, bot_too=False)
    picked = page.locator(f"{tray} .rp-tray-piece[aria-pressed='true']")
    assert picked.get_attribute("data-act") == chosen
    assert page.evaluate("() => document.activeElement.dataset.act") == chosen, "the focus stays on the piece picked"
    _not_on_body(page, "after a piece is picked")
    # Tab leaves the tray at once: one stop
    page.keyboard.press("Tab")
    assert not page.evaluate("() => document.activeElement.matches('.rp-tray-piece')")
    # the selection's frame and the focus outline differ
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("ArrowRight")  # the focus on a piece that is not selected
    look = page.evaluate("""(tray) => {
      const sel = document.querySelector(tray + " .rp-tray-piece[aria-pressed='true']");
      const foc = document.activeElement;
      const s = getComputedStyle(sel), f = getComputedStyle(foc);
      return {same: sel === foc, selBorder: s.borderTopWidth, selOutline: s.outlineStyle,
              focOutline: f.outlineStyle, focBorder: f.borderTopWidth};
    }""", tray)
    assert not look["same"]
    assert look["selBorder"] == "3px" and look["selOutline"] == "none", look
    assert look["focOutline"] == "dashed" and look["focBorder"] == "1px", look


def test_c_says_when_the_piece_fits_nowhere(open_page):
    page = open_page("blokus/play/")
    _ready(page, BLOKUS)
    _idle(page, BLOKUS)
    board = page.locator(f"{BLOKUS} .rp-place-board[data-place]")
    # As Python draws it when the piece fits nowhere: no legal place at all.
    board.evaluate("b => { const d = JSON.parse(b.dataset.place); d.ok = []; b.dataset.place = JSON.stringify(d); }")
    board.focus()
    page.keyboard.press("c")
    message = page.locator(f"{BLOKUS} .rp-place-message")
    assert message.get_attribute("aria-live") == "polite"
    assert "fits nowhere" in message.inner_text()


BLOT_EN = re.compile(r"^(West|North|East) played the (green|blue|red|yellow) \d+ on the (green|blue|red|yellow) tile\.$")
BLOT_FR = re.compile(r"^(Ouest|Nord|Est) a joué le \d+ (vert|bleu|rouge|jaune) sur la tuile (verte|bleue|rouge|jaune)\.$")


def _blot_game(page, lang: str = "en") -> None:
    """A four-player game, South against three random bots, dealt by keyboard."""
    page.evaluate(LISTEN)
    page.locator(f"{BLOT} button[data-act='{{\"layout\":\"4\"}}']").click()
    page.wait_for_selector(f'{BLOT} select[name="seat3"]')
    for s, kind in enumerate(["human", "random", "random", "random"]):
        page.locator(f'{BLOT} select[name="seat{s}"]').select_option(kind)
    page.locator(f'{BLOT} input[name="seed"]').fill("7")
    page.locator(f"{BLOT} .bt-setup button[data-act='{json.dumps({'new': 1}, separators=(',', ':'))}']").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{BLOT} .bt-game")
    _idle(page, BLOT, bot_too=False)
    _not_on_body(page, "after Deal")


def _blot_card_by_keyboard(page) -> None:
    card = page.locator(f"{BLOT} .bt-hand-card.bt-ok").first
    act = card.get_attribute("data-act")
    card.focus()
    page.keyboard.press("Enter")
    _idle(page, BLOT, bot_too=False)
    _not_on_body(page, "after a card is chosen")
    assert page.evaluate("() => document.activeElement.dataset.act") == act, "the card keeps the focus"
    tile = page.locator(f"{BLOT} .bt-go.bt-ok").first
    tile.focus()
    page.keyboard.press("Enter")
    _idle(page, BLOT, bot_too=False)
    _not_on_body(page, "after a card is played")


def test_blot_bot_moves_are_said_once_and_the_focus_stays(open_page):
    page = open_page("blot/play/")
    _ready(page, BLOT)
    _blot_game(page)
    log = page.locator(".rp-said").first
    assert log.get_attribute("aria-live") == "polite" and log.get_attribute("role") == "log"
    for _ in range(2):
        before, told = len(_said(page)), page.locator(f"{BLOT} .bt-log li").count()
        _blot_card_by_keyboard(page)
        said = _said(page)[before:]
        # one line per bot decision (the round's log: the reader's card, then the bots')
        assert len(said) == page.locator(f"{BLOT} .bt-log li").count() - told - 1 > 0, said
        for text in said:
            assert BLOT_EN.match(text), text
    assert page.locator(".rp-said p").all_inner_texts() == _said(page)[-len(page.locator(".rp-said p").all_inner_texts()):]


def test_blot_bot_moves_are_said_in_french(open_page):
    page = open_page("fr/blot/play/")
    _ready(page, BLOT)
    _blot_game(page, "fr")
    _blot_card_by_keyboard(page)
    said = _said(page)
    assert said and all(BLOT_FR.match(t) for t in said), said


# -- 4. the BLOT review shows the moment it talks about ----------------------------


def _finish_round(page) -> None:
    """The reader's decisions by keyboard, always the first offered, to the round's end."""
    for _ in range(80):
        if page.locator(f"{BLOT} .rp-review-start").count():
            return
        for selector in (".bt-go.bt-ok", ".bt-hand-card.bt-ok", ".bt-decide button.bt-ok", ".bt-decide button"):
            found = page.locator(f"{BLOT} {selector}")
            if found.count():
                found.first.focus()
                page.keyboard.press("Enter")
                _idle(page, BLOT, bot_too=False)
                _not_on_body(page, selector)
                break
    raise AssertionError("the round did not end")


def test_the_blot_review_shows_the_table_at_the_decision(open_page):
    page = open_page("blot/play/", viewport={"width": 1000, "height": 700})
    _ready(page, BLOT)
    _blot_game(page)
    _finish_round(page)
    page.locator(f"{BLOT} select[name='review_level']").select_option("8")
    page.locator(f"{BLOT} .rp-review-run").click()
    page.locator(f"{BLOT} .rp-review-graph").wait_for(timeout=LIVE_TIMEOUT_MS)
    _idle(page, BLOT, bot_too=False)
    moment = page.locator(f"{BLOT} .rp-review-moment")
    assert moment.locator(".bt-review-table").count() == 1, "the table as it was"
    text = moment.inner_text()
    assert "The table before move" in text and "as South saw it" in text
    assert moment.locator(".bt-review-hand .bt-card").count() >= 1  # South's hand then
    assert moment.locator(".bt-tiles .bt-tile").count() == 4
    marked = page.locator(f"{BLOT} .rp-review-goto")
    assert marked.count() >= 2, "seed 7, the first option each time: several decisions lose points"
    assert marked.first.get_attribute("data-reveal") == ".rp-review-moment"
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")  # far from the moment
    target = marked.last
    step = json.loads(target.get_attribute("data-act"))["rgo"]
    target.click()
    _idle(page, BLOT, bot_too=False)
    assert f"before move {step}," in moment.inner_text()
    box = page.evaluate("""() => { const r = document.querySelector('.rp-review-moment').getBoundingClientRect();
                                    return [r.top, window.innerHeight]; }""")
    assert 0 <= box[0] < box[1] / 2, box  # brought into view, at the top
    assert page.locator(f"{BLOT} .rp-review-moment .bt-taken").count() == 1  # the card taken, marked


# -- 5. offline as promised, and a way to say no ------------------------------------


def test_the_home_page_says_what_is_kept_offline_and_how_big(open_page):
    page = open_page("")
    said = page.locator("[data-rp-offline-size]").inner_text()
    assert re.fullmatch(r"\d+ MB, of which \d+ MB is Python and the rules", said), said
    assert "about " + said in page.locator("article.md-typeset").inner_text()
    page = open_page("fr/")
    said = page.locator("[data-rp-offline-size]").inner_text()
    assert re.fullmatch(r"\d+(,\d)?\u00a0Mo, dont \d+(,\d)?\u00a0Mo pour Python et les règles", said), said
    assert "environ " + said in page.locator("article.md-typeset").inner_text()


REGISTERED = """async () => (await navigator.serviceWorker.getRegistrations()).length"""
CACHED = """async () => (await caches.keys()).filter((k) => k.startsWith('rules-companion-')).length"""


def test_the_offline_copy_is_the_readers_choice(open_page):
    """Unticked at first (nothing of the copy fetched unasked); ticked, the
    copy downloads and the choice lasts; unticked again, the copy is deleted.
    A "no" said before the copy was on consent still keeps any worker away."""
    page = open_page("", service_workers="allow")
    box = page.locator("input[data-rp-offline]")
    assert not box.is_checked()
    page.wait_for_function("async () => !!(await navigator.serviceWorker.getRegistration())", timeout=30_000)
    box.check()
    page.locator(".rp-offline-said").filter(has_text="whole site").wait_for(timeout=LIVE_TIMEOUT_MS)
    assert page.evaluate("() => localStorage.getItem('rp-offline')") == "all"
    page.reload()
    assert page.locator("input[data-rp-offline]").is_checked()
    page.locator("input[data-rp-offline]").uncheck()
    page.wait_for_function(f"async () => ({CACHED})() === 0", timeout=30_000)
    assert "no copy" in page.locator(".rp-offline-said").inner_text()
    assert page.evaluate("() => localStorage.getItem('rp-offline')") is None
    # the old "no": the worker is unregistered with its caches, and none comes back
    page.evaluate("() => localStorage.setItem('rp-offline', 'no')")
    page.goto(page.url + "blokus/pieces/")
    page.wait_for_function(f"async () => ({REGISTERED})() === 0 && ({CACHED})() === 0", timeout=30_000)
    page.wait_for_timeout(1500)
    assert page.evaluate(REGISTERED) == 0
