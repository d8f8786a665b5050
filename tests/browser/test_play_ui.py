"""Play that feels right from the keyboard and on a phone.

Keyboard only: after any key on a board widget (Blokus game, Trigon,
puzzle) the focus stays where the reader is; the keyboard cursor starts on a
legal placement by one of the colour's corners, and ``c`` jumps between
them. A phone with touch: a first tap only shows the piece (with the reason
when it may not go there), a second tap or Place puts it, a drag moves it,
Zoom makes the cells at least 28 px, and the focus mode puts the tray, the
board and the messages on one screen. A finished game ranks its sides and
names the winner; a puzzle's Check names and marks dead cells; the two 12x12
editions have two names; the theme's "Back to top" stays off the play pages.
"""

from __future__ import annotations

import json

from .conftest import woken

PHONE = {"width": 390, "height": 844}
LIVE_TIMEOUT_MS = 120_000
PLAY = ".rp-blokus-play"
#: the finished Duo example (orange wins +20 to -10; purple is the first colour)
DUO_FINISHED = "rules_py/blokus/examples/duo_finished.blksgf"
COUNT_RENDERS = "() => { window.__rpRenders = 0; document.addEventListener('rp:rendered', () => window.__rpRenders++); }"


def _ready(page, widget: str) -> None:
    page.locator(widget).first.scroll_into_view_if_needed()  # Python starts when a widget is seen
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready"
    page.evaluate(COUNT_RENDERS)


def _renders(page) -> int:
    return page.evaluate("() => window.__rpRenders")


def _after(page, widget: str, before: int) -> None:
    page.wait_for_function("([sel, n]) => window.__rpRenders > n && !document.querySelector(sel + '[aria-busy]')",
                           arg=[widget, before], timeout=30_000)


def _state(page, widget: str) -> dict:
    return json.loads(page.locator(widget).first.get_attribute("data-state"))


def _place_data(page, widget: str) -> dict:
    return json.loads(page.locator(f"{widget} .rp-place-board").first.get_attribute("data-place"))


def _focus_is(page, selector: str) -> bool:
    return page.evaluate("(sel) => !!document.activeElement && document.activeElement.matches(sel)", selector)


def _bots_ready(page) -> None:
    reply = page.evaluate("""() => window.rulesCompanion.handle({op: 'widget', args: {widget: 'blokus-play',
        state: {variant: 'duo', seats: ['random', 'random']}, act: {bot: 1}}})""")
    assert reply["ok"], reply


# -- 2. the focus stays where the reader is ---------------------------------------


def _keys_keep_focus(page, widget: str) -> None:
    """On a tray piece: r, R, x each redraw the widget and leave the focus on
    that piece, so the next key still works; on the board likewise."""
    piece = f"{widget} .rp-tray-piece[aria-pressed='true']"
    page.locator(piece).first.focus()
    act = page.locator(piece).first.get_attribute("data-act")
    same = f"{widget} .rp-tray-piece[data-act='{act}']"
    for key in ("r", "R", "x", "r"):
        was = _state(page, widget)["sel"]
        before = _renders(page)
        page.keyboard.press(key)
        _after(page, widget, before)
        assert _state(page, widget)["sel"] != was, key  # the key acted: the focus was still in the widget
        assert _focus_is(page, same), (key, page.evaluate("() => document.activeElement.outerHTML.slice(0, 80)"))
    page.locator(f"{widget} .rp-place-board").first.focus()
    before = _renders(page)
    page.keyboard.press("r")
    _after(page, widget, before)
    assert _focus_is(page, f"{widget} .rp-place-board")
    page.keyboard.press("ArrowRight")
    assert page.locator(f"{widget} .rp-place-board").first.get_attribute("data-cursor")


def test_keys_keep_the_focus_on_the_game(open_page):
    page = open_page("blokus/play/")
    _ready(page, PLAY)
    _bots_ready(page)
    _keys_keep_focus(page, PLAY)


def test_keys_keep_the_focus_on_trigon_and_a_puzzle(open_page):
    page = open_page("trigon/")
    trigon = ".rp-widget[data-widget='trigon-place']"
    _ready(page, trigon)
    _keys_keep_focus(page, trigon)
    page = open_page("puzzles/tetrominoes/")
    puzzle = '.rp-puzzles-play[data-hash-prefix="puzzle/tetrominoes-8x10/"]'
    _ready(page, puzzle)
    _keys_keep_focus(page, puzzle)


# -- 5. the keyboard cursor starts by a corner; c jumps between them -----------------


def test_trigon_cursor_starts_on_a_corner_and_c_jumps(open_page):
    page = open_page("trigon/")
    widget = ".rp-widget[data-widget='trigon-place']"
    _ready(page, widget)
    board = page.locator(f"{widget} .rp-place-board")
    board.focus()
    page.keyboard.press("ArrowRight")  # the first press shows where the cursor is
    data = _place_data(page, widget)
    corners = set(data["corners"])
    assert corners, "the colour to move has somewhere to start"
    first = board.get_attribute("data-cursor")
    assert first in data["ok"] and corners & set(data["at"][first]), first
    assert page.locator(f'{widget} .rp-ghost[data-ghost="legal"]').count() == 1
    seen = {first}
    for _ in range(4):
        page.keyboard.press("c")
        at = board.get_attribute("data-cursor")
        assert at in data["ok"] and corners & set(data["at"][at]), at
        seen.add(at)
    assert len(seen) > 1, "c moves to another corner"
    # one press of Enter plays there: a move in two key presses, not 27
    before = _renders(page)
    page.keyboard.press("Enter")
    _after(page, widget, before)
    assert len(_state(page, widget)["moves"]) == 1
    assert _focus_is(page, f"{widget} .rp-place-board")


# -- 4. touch: show first, then place; drag; zoom -------------------------------------


def _tap_cell(page, widget: str, name: str) -> None:
    page.locator(f'{widget} [data-cell="{name}"]').first.tap()


def test_phone_first_tap_shows_second_tap_places(open_page):
    page = open_page("blokus/play/", viewport=PHONE, has_touch=True)
    _ready(page, PLAY)
    _bots_ready(page)
    data = _place_data(page, PLAY)
    bad = next(at for at, cells in data["at"].items() if at not in data["ok"] and len(cells) == 5)
    before = _renders(page)
    _tap_cell(page, PLAY, bad)
    page.wait_for_selector(f'{PLAY} .rp-ghost[data-ghost="illegal"] .rp-offend', state="attached")
    assert page.locator(f"{PLAY} .rp-place-message").inner_text().startswith("Not there: ")
    assert _renders(page) == before and _state(page, PLAY)["moves"] == []  # nothing sent
    good = data["ok"][0]
    _tap_cell(page, PLAY, good)
    page.wait_for_selector(f'{PLAY} .rp-ghost[data-ghost="legal"]', state="attached")
    assert "Tap it again" in page.locator(f"{PLAY} .rp-place-message").inner_text()
    confirm = page.locator(f"{PLAY} .rp-place-confirm")
    assert confirm.is_visible()
    assert _renders(page) == before and _state(page, PLAY)["moves"] == []
    _tap_cell(page, PLAY, good)  # the second tap on that cell places it
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).moves.length > 0",
                           timeout=30_000)
    assert good in _state(page, PLAY)["moves"][0].split(",")


def test_phone_drag_moves_the_shown_piece_and_place_puts_it(open_page):
    page = open_page("blokus/play/", viewport=PHONE, has_touch=True)
    _ready(page, PLAY)
    _bots_ready(page)
    data = _place_data(page, PLAY)
    good = data["ok"][0]
    far = next(at for at, cells in data["at"].items() if at not in data["ok"] and len(cells) == 5)
    _tap_cell(page, PLAY, far)
    page.wait_for_selector(f'{PLAY} .rp-ghost[data-ghost="illegal"]', state="attached")

    def centre(name: str) -> tuple[float, float]:
        box = page.locator(f'{PLAY} [data-cell="{name}"]').bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    cdp = page.context.new_cdp_session(page)
    (x0, y0), (x1, y1) = centre(far), centre(good)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
    for k in range(1, 9):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
            {"x": x0 + (x1 - x0) * k / 8, "y": y0 + (y1 - y0) * k / 8}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function(f"() => document.querySelector('{PLAY} .rp-place-board').dataset.cursor === '{good}'")
    assert page.locator(f'{PLAY} .rp-ghost[data-ghost="legal"]').count() == 1
    assert _state(page, PLAY)["moves"] == []  # a drag never places
    page.locator(f"{PLAY} .rp-place-confirm").tap()
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state).moves.length > 0",
                           timeout=30_000)
    assert good in _state(page, PLAY)["moves"][0].split(",")


def _smallest_cell_px(page, widget: str) -> float:
    return page.evaluate("""(sel) => Math.min(...[...document.querySelectorAll(sel + ' .rp-place-board [data-cell]')]
        .map((c) => { const r = c.getBoundingClientRect(); return Math.min(r.width, r.height); }))""", widget)


def test_phone_zoom_makes_cells_at_least_28px(open_page):
    page = open_page("blokus/play/#play/classic/human-random-random-random/", viewport=PHONE, has_touch=True)
    _ready(page, PLAY)
    page.wait_for_function("() => JSON.parse(document.querySelector('.rp-blokus-play').dataset.state)"
                           ".variant === 'classic'", timeout=30_000)
    assert _smallest_cell_px(page, PLAY) < 28
    page.locator(f"{PLAY} .rp-place-zoom").tap()
    assert _smallest_cell_px(page, PLAY) >= 28
    assert page.locator(f"{PLAY} .rp-place-zoom").get_attribute("aria-pressed") == "true"
    # the page itself does not scroll sideways: the board does, in its own box
    assert page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    page = open_page("trigon/", viewport=PHONE, has_touch=True)
    trigon = ".rp-widget[data-widget='trigon-place']"
    _ready(page, trigon)
    assert _smallest_cell_px(page, trigon) < 28
    page.locator(f"{trigon} .rp-place-zoom").tap()
    assert _smallest_cell_px(page, trigon) >= 28


# -- focus mode -------------------------------------------------------------------------


def test_focus_mode_puts_tray_board_and_messages_on_one_phone_screen(open_page):
    for path, widget in (("fr/blokus/play/", PLAY),
                         ("puzzles/tetrominoes/", '.rp-puzzles-play[data-hash-prefix="puzzle/tetrominoes-8x10/"]')):
        page = open_page(path, viewport=PHONE, has_touch=True)
        _ready(page, widget)
        toggle = page.locator(f"{widget} .rp-focus-toggle")
        toggle.tap()
        box = page.locator(widget).bounding_box()
        assert (box["x"], box["y"], box["width"], box["height"]) == (0, 0, PHONE["width"], PHONE["height"])
        for part in (".rp-tray", ".rp-place-board", ".rp-place-message"):
            b = page.locator(f"{widget} {part}").bounding_box()
            assert b["y"] >= 0 and b["y"] + b["height"] <= PHONE["height"], (path, part, b)
        assert page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
        # the rules are one tap away
        page.locator(f"{widget} .rp-focus-toggle").tap()
        assert page.locator(f"{widget}[data-focused]").count() == 0
        assert page.evaluate("(sel) => getComputedStyle(document.querySelector(sel)).position", widget) != "fixed"


# -- 6. the final scores: best first, the winner named, each side's breakdown ----------


def test_final_scores_rank_by_result_and_name_the_winner(open_page):
    from rules_py.blokus import sgf

    board, _ = sgf.read(open(DUO_FINISHED, encoding="utf-8").read()).replay_checked()
    moves = ";".join(str(mv) for mv in board.history)
    page = open_page("blokus/play/#play/duo/human-human/" + moves)
    _ready(page, PLAY)
    page.wait_for_selector(f"{PLAY} .rp-final", timeout=30_000)
    status = page.locator(f"{PLAY} .rp-play-status").inner_text()
    assert status.startswith("Game over: orange wins with +20"), status
    rows = page.locator(f"{PLAY} .rp-final li").all_inner_texts()
    assert rows[0].startswith("orange: +20") and "wins" in rows[0], rows
    assert rows[1].startswith("purple: -10"), rows
    assert "every piece placed" in rows[0] and "10 squares left in 3 pieces" in rows[1], rows


# -- 11. Check finds dead cells -----------------------------------------------------------


def test_puzzle_check_names_and_marks_dead_cells(open_page):
    puzzle = '.rp-puzzles-play[data-hash-prefix="puzzle/tetrominoes-8x10/"]'
    page = open_page("puzzles/tetrominoes/#puzzle/tetrominoes-8x10/:I4:b1,c1,d1,e1;:I4:a2,b2,c2,d2")
    _ready(page, puzzle)
    page.wait_for_function("(sel) => JSON.parse(document.querySelector(sel).dataset.state).pieces.length === 2",
                           arg=puzzle, timeout=30_000)
    before = _renders(page)
    page.locator(f"{puzzle} button[data-act='{{\"check\":1}}']").click()
    _after(page, puzzle, before)
    report = page.locator(f"{puzzle} .rp-check").inner_text()
    assert "No problem so far" not in report
    assert "Dead cells" in report and "a1" in report, report
    # the dead cell is marked on the board, where a1 is drawn
    a1 = page.locator(f'{puzzle} [data-cell="a1"]').bounding_box()
    mark = page.locator(f"{puzzle} .rp-problem").first.bounding_box()
    assert a1["x"] <= mark["x"] + mark["width"] / 2 <= a1["x"] + a1["width"]
    assert a1["y"] <= mark["y"] + mark["height"] / 2 <= a1["y"] + a1["height"]


# -- 12. two editions, two names; no "Back to top" over the game ------------------------


def test_the_edition_menu_has_no_two_same_names(open_page):
    page = open_page("blokus/play/")
    _ready(page, PLAY)
    labels = page.locator(f"{PLAY} select[name=variant] option").evaluate_all("els => els.map((e) => e.textContent)")
    assert len(labels) == len(set(labels)), sorted(labels)


def test_back_to_top_stays_off_the_play_pages(open_page):
    """The theme shows "Back to top" when the reader scrolls up; on a play
    page it sat over the game's text."""
    for path in ("blokus/play/", "puzzles/tetrominoes/"):
        page = open_page(path, viewport=PHONE, has_touch=True)
        page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
        page.mouse.wheel(0, -400)  # scrolling up is what calls the button
        page.wait_for_function("() => window.scrollY < document.body.scrollHeight - window.innerHeight - 100")
        top = page.locator(".md-top")
        assert top.count() == 1 and not top.is_visible(), path
