"""Play that feels right on a phone and from the keyboard: one
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
import re

from playwright.sync_api import expect

from .conftest import woken

LIVE_MS = 120_000
ACT_MS = 30_000
PHONE = {"width": 390, "height": 844}


def _live(page) -> None:
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_MS)


def _act(value: object) -> str:
    return "[data-act='" + json.dumps(value, separators=(",", ":")) + "']"


# --- 7. plurals ---------------------------------------------------------------

def test_lesson_count_takes_the_plural_rule_of_each_language(open_page) -> None:
    """One lesson solved: "1 leçon faite" (French keeps 0 and 1 singular);
    two: plural in both languages."""
    page = open_page("fr/learn/")
    for done, french in (([], "0 leçon faite sur"), (["blot-follow"], "1 leçon faite sur"),
                         (["blot-follow", "blot-trump"], "2 leçons faites sur")):
        # Stored progress, then the script's repaint (as after a lesson is solved).
        page.evaluate("(ids) => { localStorage.setItem('rules-companion:lessons-done', JSON.stringify(ids));"
                      " document.querySelector('.rp-lesson-count').dispatchEvent(new CustomEvent('rp:rendered', {bubbles: true})); }", done)
        expect(page.locator(".rp-lesson-count")).to_contain_text(french)
    _live(page)  # leaving earlier would cut the page's preloads short
    page.goto(page.url.replace("/fr/learn/", "/learn/"))
    expect(page.locator(".rp-lesson-count")).to_contain_text(re.compile(r"^2 of \d+ lessons done"))


# --- the BLOT table on a phone --------------------------------------------------

PLAY = "blot/play/"
SEED = 7


def _settle(page) -> None:
    page.wait_for_function("() => !document.querySelector('.blot-table-w[aria-busy]')", timeout=ACT_MS)


def _tap(page, locator) -> None:
    locator.scroll_into_view_if_needed()
    locator.tap() if getattr(page, "touch", False) else locator.click()
    _settle(page)


def _phone(open_page, path: str):
    """``path`` on a 390 x 844 touch screen, tapped rather than clicked."""
    page = open_page(path, viewport=PHONE, has_touch=True)
    page.touch = True
    return page


def _new_game(page, seats: list[str], mode: str = "game", seed: int = SEED) -> None:
    _live(page)
    page.locator(".blot-table-w").scroll_into_view_if_needed()
    for s, kind in enumerate(seats):
        page.locator(f'.blot-table-w select[name="seat{s}"]').select_option(kind)
    page.locator('.blot-table-w select[name="mode"]').select_option(mode)
    page.locator('.blot-table-w input[name="seed"]').fill(str(seed))
    page.locator(".blot-table-w " + _act({"new": 1})).click()
    page.wait_for_selector(".bt-game", timeout=ACT_MS)
    _settle(page)


def _lit(page):
    """The reader's next legal step (the first lit choice), or None."""
    for selector in (".bt-go.bt-ok", ".bt-hand-card.bt-ok", ".bt-decide button.bt-ok",
                     ".bt-decide button:not([aria-disabled])"):
        found = page.locator(".blot-table-w " + selector)
        if found.count():
            return found.first
    return None


def _play_until(page, ready, most: int = 200) -> bool:
    """Take the first lit choice until ``ready(page)`` or the game ends."""
    for _ in range(most):
        if ready(page):
            return True
        step = _lit(page)
        if step is None:
            return False
        _tap(page, step)
    return ready(page)


def _unlit_card(page):
    return page.locator(".blot-table-w .bt-hand-card:not(.bt-ok)")


def test_a_refused_card_says_why_next_to_it_on_a_phone(open_page) -> None:
    """Item 1: 390 x 844, touch. A card that cannot be played is tapped: the
    reason appears just under the hand, inside the screen, as an alert."""
    page = _phone(open_page, PLAY)
    _new_game(page, ["human", "random", "random"])
    assert _play_until(page, lambda p: _unlit_card(p).count() > 0 and _lit(p) is not None
                       and p.locator(".bt-hand-card.bt-ok").count() > 0)
    card = _unlit_card(page).first
    _tap(page, card)
    error = page.locator(".blot-table-w .rp-widget-error")
    expect(error).to_have_count(1)
    expect(error).to_have_attribute("role", "alert")
    box, hand = error.bounding_box(), page.locator(".blot-table-w .bt-hand").bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= PHONE["height"] + 1, box  # in view (sub-pixel)
    assert 0 <= box["y"] - (hand["y"] + hand["height"]) < 40, (box, hand)  # right under the hand
    assert error.inner_text().strip()


def test_full_screen_keeps_the_table_over_the_phone_screen_across_moves(open_page) -> None:
    """Focus mode on the BLOT table (390 x 844, touch): the table fills the
    screen, stays so after a move redraws it, its hand is reached by
    scrolling the table itself, and the button returns to the rules."""
    page = _phone(open_page, PLAY)
    _new_game(page, ["human", "random", "random"])
    table = page.locator(".blot-table-w")
    page.locator(".blot-table-w .rp-focus-toggle").tap()
    expect(page.locator(".blot-table-w[data-focused]")).to_have_count(1)
    box = table.bounding_box()
    assert (box["x"], box["y"], box["width"], box["height"]) == (0, 0, PHONE["width"], PHONE["height"])
    step = _lit(page)
    assert step is not None
    _tap(page, step)
    expect(page.locator(".blot-table-w[data-focused]")).to_have_count(1)  # a redraw keeps the mode
    hand = page.locator(".blot-table-w .bt-hand")
    hand.scroll_into_view_if_needed()
    b = hand.bounding_box()
    assert b["y"] >= 0 and b["y"] < PHONE["height"], b
    assert page.evaluate("() => document.documentElement.classList.contains('rp-focus-on')")  # the page under it does not scroll
    page.locator(".blot-table-w .rp-focus-toggle").tap()
    expect(page.locator(".blot-table-w[data-focused]")).to_have_count(0)


def test_a_link_opens_the_game_in_another_browser(open_page) -> None:
    """Item 3: the page's address, opened in a second, fresh browser context
    (no storage shared), shows the same game: the same hand, the same status."""
    page = open_page(PLAY)
    _new_game(page, ["human", "heuristic", "random"])
    for _ in range(3):
        _tap(page, _lit(page))
    page.wait_for_function("() => /#blot-[0-9a-f]{12}\\./.test(location.hash)", timeout=ACT_MS)
    url, hand = page.url, page.locator(".bt-hand-card").evaluate_all("els => els.map(e => e.dataset.act)")
    status = page.locator(".bt-status strong").inner_text()
    assert "address carries the game" in page.locator(".blot-table-w").inner_text()
    other = open_page(url[url.index(PLAY):])  # a new context: nothing of the first one's
    _live(other)
    other.wait_for_selector(".bt-game", timeout=LIVE_MS)
    _settle(other)
    assert "not stored" not in other.locator(".blot-table-w").inner_text()
    assert other.locator(".bt-hand-card").evaluate_all("els => els.map(e => e.dataset.act)") == hand
    assert other.locator(".bt-status strong").inner_text() == status
    # it plays on there
    _tap(other, _lit(other))
    assert other.locator(".rp-widget-error").count() == 0


def test_a_shared_hot_seat_link_shows_no_hand(open_page) -> None:
    """Item 3: a hot-seat game's link opened elsewhere shows the pass screen
    first: nobody's hand until a player says who they are."""
    page = open_page(PLAY)
    _new_game(page, ["human", "human", "random"])
    page.locator(".blot-table-w .bt-pass button, .blot-table-w .bt-game").first.wait_for()
    url = page.url
    other = open_page(url[url.index(PLAY):])
    _live(other)
    other.wait_for_selector(".bt-pass", timeout=LIVE_MS)
    assert other.locator(".bt-hand-card").count() == 0


def test_storage_holds_no_record_of_the_hands(open_page) -> None:
    """Item 13: what the worker keeps in IndexedDB for a reload holds the
    seed and the moves (a token), not the record with every hand; the page
    says hot-seat play trusts the players."""
    page = open_page(PLAY)
    _new_game(page, ["human", "human", "random"])
    assert "trusts the players" in page.locator(".blot-table-w").inner_text()
    page.wait_for_function("""() => new Promise((done) => {
        const req = indexedDB.open("rules-companion-worker");
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains("saved")) { done(false); return; }
          const all = db.transaction("saved").objectStore("saved").getAll();
          all.onsuccess = () => done(all.result.length > 0);
        };
        req.onerror = () => done(false);
    })""", timeout=ACT_MS)
    values = page.evaluate("""() => new Promise((done) => {
        const req = indexedDB.open("rules-companion-worker");
        req.onsuccess = () => {
          const all = req.result.transaction("saved").objectStore("saved").getAll();
          all.onsuccess = () => done(all.result.map(String));
        };
    })""")
    assert values and all('"record"' not in v and '"hands"' not in v for v in values), values[0][:300]


def test_illegal_gifts_are_disabled_and_say_why(open_page) -> None:
    """Item 8: phone, touch. When the reader gives a tile, the divinities the
    rules refuse are disabled (a tap sends nothing) and say why on focus; the
    legal ones are filled green, in light mode too."""
    page = _phone(open_page, PLAY)
    _new_game(page, ["human", "random", "random"], seed=3)
    gifts = page.locator(".blot-table-w .bt-decide button[data-act*='give']")
    assert _play_until(page, lambda p: gifts.count() > 0, most=300)
    no = page.locator(".blot-table-w .bt-decide button[aria-disabled='true']")
    ok = page.locator(".blot-table-w .bt-decide button.bt-ok")
    assert no.count() >= 1 and ok.count() >= 1 and no.count() + ok.count() == gifts.count()
    green = ok.first.evaluate("el => getComputedStyle(el).backgroundColor")
    assert green == "rgb(27, 127, 59)", green
    state = page.locator(".blot-table-w").get_attribute("data-hash")
    no.first.tap(force=True)  # Playwright itself waits for an enabled control
    page.wait_for_timeout(300)
    assert page.locator(".blot-table-w").get_attribute("data-hash") == state  # nothing was sent
    no.first.focus()
    why = page.locator(".blot-table-w .bt-why").first
    expect(why).to_be_visible()
    assert why.inner_text().strip() and no.first.get_attribute("aria-describedby") == why.get_attribute("id")


def test_play_here_buttons_stand_out_in_light_mode(open_page) -> None:
    """Item 8: a selected card's legal "play here" buttons are filled, not
    only outlined."""
    page = _phone(open_page, PLAY)
    _new_game(page, ["human", "random", "random"])
    _tap(page, page.locator(".blot-table-w .bt-hand-card.bt-ok").first)
    go = page.locator(".blot-table-w .bt-go.bt-ok").first
    assert go.evaluate("el => getComputedStyle(el).backgroundColor") == "rgb(27, 127, 59)"
    assert go.evaluate("el => getComputedStyle(el).color") == "rgb(255, 255, 255)"


# --- 12. score tables on a phone ---------------------------------------------------

def test_round_score_tables_fit_a_phone_column(open_page) -> None:
    for path in ("blot/scoring/", "fr/blot/scoring/", "blot/examples/"):
        page = open_page(path, viewport=PHONE)
        tables = page.locator("table.blot-score:not(.blot-total)")
        assert tables.count() >= 1, path
        for k in range(tables.count()):
            t = tables.nth(k)
            width = t.evaluate("el => el.scrollWidth")
            column = t.evaluate("el => el.parentElement.clientWidth")
            assert width <= column + 1, (path, k, width, column)
            assert t.bounding_box()["width"] <= PHONE["width"], (path, k)


# --- 9. English left in French pages -------------------------------------------------

def test_french_viewer_says_a_json_error_in_french(open_page) -> None:
    page = open_page("fr/viewer/")
    _live(page)
    page.locator('textarea[name="record"]').fill('{"game": "BLOT", "seats": [}')
    page.locator(_act({"load": 1})).click()
    error = page.locator(".rp-viewer-error")
    expect(error).to_contain_text("Ligne 1")
    text = error.inner_text()
    assert "Expecting" not in text and "Une valeur était attendue" in text, text
    assert not page.locator(".rp-viewer-error [lang='en']").count()


def test_french_file_pickers_are_our_own_buttons(open_page) -> None:
    """The browser's own file button ("Choose File / No file chosen") is in
    the browser's language: ours says "Choisir un fichier", and the native
    control takes no room."""
    page = open_page("fr/viewer/", viewport=PHONE)
    label = page.locator("label.rp-file")
    expect(label).to_contain_text("Choisir un fichier")
    native = page.locator("input.rp-viewer-file").bounding_box()
    assert native is None or native["width"] <= 2, native


def test_french_card_codes_use_french_initials(open_page) -> None:
    """Green is "vert" and yellow "jaune": the French table shows V7 and J3,
    never G or Y."""
    page = open_page("fr/" + PLAY)
    _new_game(page, ["human", "random", "random"])
    codes = [re.search(r"[A-Z](?:10|[1-9])", c).group() for c in
             page.locator(".bt-hand-card .bt-card").all_inner_texts()]
    assert codes and {c[0] for c in codes} <= {"V", "B", "R", "J"}, codes


def test_french_lesson_names_the_seat_to_act_without_english_order(open_page) -> None:
    page = open_page("fr/learn/")
    text = page.locator(".rp-widget[data-widget='lesson']").first.inner_text()
    assert "doit jouer" in text and "de jouer" not in text, text[:300]
