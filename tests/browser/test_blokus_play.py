"""The game page: whole Duo games against the random bot, through the page only.

One game by pointer, one by keyboard, each played to the end: every move is
chosen by reading what the page itself shows and uses (the tray's buttons,
and the board's ``data-place``, the legal pointer cells from which
``placement.js`` colours the ghost green), never by asking Python directly.
The downloaded ``.blksgf`` record is then replayed in CPython, which must
reach the final scores the page shows. A phone test (the French page) taps
a piece and cells (a first tap shows, a second places). A link to a Classic game opens that game, and a click on
the page's own drawing before Python has it is dropped.

Needs :mod:`rules_py.blokus.bots` in the built site.
"""

from __future__ import annotations

import json
import random
import re
import time

from rules_py.blokus import sgf
from rules_py.blokus.scoring import colour_scores, group_scores

from .conftest import python_ready

PAGE = "blokus/play/"
LIVE_TIMEOUT_MS = 120_000
WIDGET = ".rp-blokus-play"
#: a Duo game has at most 21 moves per colour; the loop stops well past that
MAX_TURNS = 30
#: ``rp:rendered`` events seen so far: an act is over when this grows
COUNT_RENDERS = "() => { window.__rpRenders = 0; document.addEventListener('rp:rendered', () => window.__rpRenders++); }"


def _ready(page) -> None:
    python_ready(page, renders=True)


def _state(page) -> dict:
    return json.loads(page.locator(WIDGET).get_attribute("data-state"))


def _renders(page) -> int:
    return page.evaluate("() => window.__rpRenders")


def _after_act(page, before: int) -> None:
    """Wait for the redraw that answers an act sent after ``before`` renders."""
    page.wait_for_function("(n) => window.__rpRenders > n && !document.querySelector('.rp-blokus-play[aria-busy]')",
                           arg=before, timeout=30_000)


def _next_turn(page, moves: int) -> None:
    """Wait until more than ``moves`` moves are played and the reader is to move, or the game is over."""
    page.wait_for_function(
        """(n) => { const w = document.querySelector('.rp-blokus-play');
                    if (!w || w.getAttribute('aria-busy') || w.dataset.bot === '1') return false;
                    if (JSON.parse(w.dataset.state).moves.length <= n) return false;
                    return !!(w.querySelector('.rp-place-board[data-place]') || w.querySelector('.rp-final')); }""",
        arg=moves, timeout=60_000)


def _over(page) -> bool:
    return page.locator(f"{WIDGET} .rp-final").count() > 0


def _place_data(page) -> dict:
    return json.loads(page.locator(f"{WIDGET} .rp-place-board").get_attribute("data-place"))


def _cell(page, name: str):
    return page.locator(f'{WIDGET} [data-cell="{name}"]')


def _bots_answer(page) -> None:
    reply = page.evaluate("""() => window.rulesCompanion.handle({op: 'widget', args: {widget: 'blokus-play',
        state: {variant: 'duo', seats: ['random', 'random']}, act: {bot: 1}}})""")
    assert reply["ok"], reply  # the bots ship in the wheel: a bot turn must work


def _find_placement(page, pick, reorient) -> list[str]:
    """The legal pointer cells of some piece in some orientation, found as a
    reader would: the selected piece, then each piece of the tray as it
    comes (the biggest first), then each turned and mirrored until the
    ghost can go green. Each try is one redraw, so the cheap ones come first."""
    ok = _place_data(page).get("ok")
    if ok:
        return ok
    names = [json.loads(a)["pick"] for a in page.locator(f"{WIDGET} .rp-tray-piece").evaluate_all(
        "els => els.map(e => e.dataset.act)")]
    for name in reversed(names):
        pick(name)
        ok = _place_data(page).get("ok")
        if ok:
            return ok
    for name in reversed(names):
        pick(name)
        for step in range(7):
            reorient("flip" if step == 3 else "turn")
            ok = _place_data(page).get("ok")
            if ok:
                return ok
    raise AssertionError("the page says the reader is to move, but no piece fits anywhere")


def _page_scores(page) -> dict[str, int]:
    """Each colour's points as the page prints them ("purple: -12, 3 pieces left")."""
    out = {}
    for line in page.locator(f"{WIDGET} .rp-play-scores li").all_inner_texts():
        colour, points = re.match(r"\s*(\w+): ([+-]\d+)", line).groups()
        out[colour] = int(points)
    return out


def _download_and_replay(page, screenshots_dir, activate) -> None:
    """Download the record, replay it in CPython: the same final scores as the page."""
    shown = _page_scores(page)
    finals = [int(re.search(r": ([+-]\d+)", t).group(1))
              for t in page.locator(f"{WIDGET} .rp-final li").all_inner_texts()]
    link = page.locator(f"{WIDGET} a[download]")
    with page.expect_download() as info:
        activate(link)
    path = info.value.path()
    board, error = sgf.read(open(path, encoding="utf-8").read()).replay_checked()
    assert error is None
    assert board.is_over
    pts = colour_scores(board)
    assert {name: pts[c] for c, name in enumerate(board.variant.colours)} == shown
    assert sorted(group_scores(board), reverse=True) == finals  # the result lists the winner first
    assert [str(mv) for mv in board.history] == _state(page)["moves"]
    page.locator(WIDGET).screenshot(path=str(screenshots_dir / ("blokus-play-over-" + activate.__name__ + ".png")))


def test_duo_against_the_random_bot_by_pointer(open_page, screenshots_dir):
    page = open_page(PAGE)
    _ready(page)
    _bots_answer(page)
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

    def pick(name: str) -> None:
        before = _renders(page)
        page.locator(f"{WIDGET} .rp-tray-piece[aria-label$=' {name}']").click()
        _after_act(page, before)

    def reorient(how: str) -> None:
        before = _renders(page)
        page.locator(f"{WIDGET} .rp-place-tools [data-pkey='{'r' if how == 'turn' else 'x m'}']").click()
        _after_act(page, before)

    started = time.monotonic()
    for turn in range(MAX_TURNS):
        if _over(page):
            break
        ok = _find_placement(page, pick, reorient)
        target = ok[len(ok) // 2]
        moves = len(_state(page)["moves"])
        _cell(page, target).hover()
        page.wait_for_selector(f'{WIDGET} .rp-ghost[data-ghost="legal"] .rp-ghost-cell', state="attached")
        if turn == 0:
            page.locator(WIDGET).screenshot(path=str(screenshots_dir / "blokus-play-desktop.png"))
        _cell(page, target).click()
        _next_turn(page, moves)
        assert target in _state(page)["moves"][moves].split(",")  # the reader's move is the one placed
    print(f"pointer game: {turn} turns of the reader, {_renders(page)} redraws, {time.monotonic() - started:.1f} s")
    assert _over(page) and "Game over: " in page.locator(f"{WIDGET} .rp-play-status").inner_text()
    assert "#play/duo/human-level1/" in page.url

    def by_pointer(link) -> None:
        link.click()

    _download_and_replay(page, screenshots_dir, by_pointer)


def test_a_game_link_opens_that_game_and_early_clicks_are_dropped(open_page):
    """A link to a Classic game, opened afresh: the page first shows its own
    Duo drawing, then the linked game once Python has it. A click on the
    drawn board before then is dropped, not played on the linked game, and
    the pointer draws no ghost there meanwhile."""
    from rules_py.blokus.board import Board
    from rules_py.widgets.blokus.play import to_hash

    board, rng = Board("classic"), random.Random(18)
    moves = [str(board.play(board.random_move(rng))) for _ in range(4)]
    seats = ["human", "random", "random", "random"]
    page = open_page(PAGE + "#" + to_hash("classic", seats, moves), wait_until="domcontentloaded")
    page.wait_for_selector(f"{WIDGET}[aria-busy]", state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") != "ready", "Python was up before the first click"
    assert _state(page)["variant"] == "duo"
    early = _place_data(page)["ok"][0]  # a cell where the page's own drawing would accept a piece
    ghost = page.locator(f"{WIDGET} g.rp-ghost polygon")
    _cell(page, early).hover()
    assert page.locator(f"{WIDGET}[data-restoring]").count() == 1
    assert ghost.count() == 0, "a ghost on a drawing about to be replaced"
    _cell(page, early).click()
    _ready(page)
    # The linked game drawn and nothing left in the widget's queue: an early
    # click kept there would be under way now (companion.js drains its queue
    # without a pause between a redraw and the next act).
    page.wait_for_function("() => { const w = document.querySelector('.rp-blokus-play');"
                           " return !w.getAttribute('aria-busy') && !(w._rpQueue && w._rpQueue.length)"
                           " && JSON.parse(w.dataset.state).variant === 'classic'; }",
                           timeout=60_000)
    state = _state(page)
    assert state["moves"] == moves and not state.get("tried"), state
    assert page.locator(f"{WIDGET} .rp-widget-error").count() == 0
    # the linked game is live: the pointer draws a ghost, the reader's next move goes through
    assert page.locator(f"{WIDGET}[data-restoring]").count() == 0
    ok = _place_data(page)["ok"]
    _cell(page, ok[1]).hover()
    assert ghost.count() > 0, "no ghost once the linked game is live"
    before = _renders(page)
    _cell(page, ok[0]).click()
    _after_act(page, before)
    played = _state(page)["moves"]
    assert played[:4] == moves and ok[0] in played[4].split(","), played


def _cursor_to(page, board, target: str) -> None:
    """Arrow keys until the board's cursor (where the ghost is) reaches ``target``."""
    for _ in range(40):
        here = board.get_attribute("data-cursor")
        if here == target:
            return
        (hc, hr), (tc, tr) = (re.match(r"([a-z]+)(\d+)", n).groups() for n in (here, target))
        key = ("ArrowRight" if tc > hc else "ArrowLeft") if hc != tc else ("ArrowUp" if int(tr) > int(hr) else "ArrowDown")
        page.keyboard.press(key)
    raise AssertionError(f"the cursor did not reach {target}")


def _nearest(ok: list[str], here: str | None) -> str:
    """The legal pointer cell fewest arrow presses away from ``here``."""
    if not here:
        return ok[0]
    hc, hr = re.match(r"([a-z]+)(\d+)", here).groups()

    def presses(name: str) -> int:
        c, r = re.match(r"([a-z]+)(\d+)", name).groups()
        return abs(ord(c) - ord(hc)) + abs(int(r) - int(hr))

    return min(ok, key=presses)


def test_duo_by_keyboard(open_page, screenshots_dir):
    page = open_page(PAGE)
    _ready(page)
    _bots_answer(page)
    board = page.locator(f"{WIDGET} .rp-place-board")
    board.focus()
    before = _renders(page)
    page.keyboard.press("r")  # turn the piece: only while the widget has the focus
    _after_act(page, before)
    assert _state(page)["sel"]["r"] == 1

    def pick(name: str) -> None:
        before = _renders(page)
        page.locator(f"{WIDGET} .rp-tray-piece[aria-label$=' {name}']").focus()
        page.keyboard.press("Enter")
        _after_act(page, before)

    def reorient(how: str) -> None:
        before = _renders(page)
        page.locator(f"{WIDGET} .rp-place-board").focus()
        page.keyboard.press("r" if how == "turn" else "x")
        _after_act(page, before)

    started = time.monotonic()
    for turn in range(MAX_TURNS):
        if _over(page):
            break
        ok = _find_placement(page, pick, reorient)
        board = page.locator(f"{WIDGET} .rp-place-board")
        board.focus()
        if not board.get_attribute("data-cursor"):
            page.keyboard.press("ArrowRight")  # the first press shows the cursor where it is
        target = _nearest(ok, board.get_attribute("data-cursor"))
        _cursor_to(page, board, target)
        moves = len(_state(page)["moves"])
        page.keyboard.press("Enter")
        _next_turn(page, moves)
        assert target in _state(page)["moves"][moves].split(",")
    print(f"keyboard game: {turn} turns of the reader, {_renders(page)} redraws, {time.monotonic() - started:.1f} s")
    assert _over(page)

    def by_keyboard(link) -> None:
        link.focus()
        page.keyboard.press("Enter")

    _download_and_replay(page, screenshots_dir, by_keyboard)


def test_phone_with_touch_in_french(open_page, screenshots_dir):
    """The French page on a phone: taps only, and the page's words stay French."""
    page = open_page("fr/" + PAGE, viewport={"width": 390, "height": 844}, has_touch=True)
    page.locator(WIDGET).scroll_into_view_if_needed()  # Python starts when a widget is seen
    _ready(page)
    overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    for el in page.locator(f"{WIDGET} .rp-tray-piece, {WIDGET} .rp-place-tools .rp-btn").all()[:8]:
        box = el.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
    page.screenshot(path=str(screenshots_dir / "blokus-play-390.png"), full_page=True)
    _bots_answer(page)
    # a tap on a piece selects it ...
    before = _renders(page)
    page.locator(f"{WIDGET} .rp-tray-piece[aria-label$=' L5']").tap()
    _after_act(page, before)
    assert _state(page)["sel"]["piece"] == "L5"
    assert page.locator(f"{WIDGET} .rp-tray-piece[aria-label$=' L5']").get_attribute("aria-pressed") == "true"
    # a tap where it may not go shows it there with the engine's reason in French; a second tap
    # tries it: refused, the same reason
    data = _place_data(page)
    assert data["piece"] == "L5"
    bad = next(at for at, cells in data["at"].items() if at not in data["ok"] and len(cells) == 5)
    _cell(page, bad).tap()
    page.wait_for_selector(f'{WIDGET} .rp-ghost[data-ghost="illegal"] .rp-offend', state="attached")
    shown = page.locator(f"{WIDGET} .rp-place-message").inner_text()
    before = _renders(page)
    _cell(page, bad).tap()
    _after_act(page, before)
    assert _state(page)["tried"] and _state(page)["moves"] == []
    message = page.locator(f"{WIDGET} .rp-place-message").inner_text()
    assert message.startswith("Pas ici : ") and message.endswith(_state(page)["tried"]["fr"]) and message == shown
    assert "Au tour du violet (vous)" in page.locator(f"{WIDGET} .rp-play-status").inner_text()
    # ... and two taps on a cell where its ghost is legal place it (no hover before a tap)
    data = _place_data(page)
    target = data["ok"][0]
    _cell(page, target).tap()
    assert page.locator(f"{WIDGET} .rp-place-confirm").inner_text() == "Poser"
    _cell(page, target).tap()
    _next_turn(page, 0)
    first = _state(page)["moves"][0].split(",")
    assert target in first and len(first) == 5
    assert page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
