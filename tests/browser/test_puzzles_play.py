"""A solo puzzle finished by hand in the page: two pieces laid with the
pointer, the rest with Hint, then Check accepts it; an illegal ghost shows
the engine's reason and the cells at fault. One page load."""

from __future__ import annotations

import json

from .conftest import woken

PAGE = "puzzles/tetrominoes/"
LIVE_TIMEOUT_MS = 120_000
# the plain 8 x 10 rectangle, the smallest puzzle (the page also has its coloured version)
WIDGET = '.rp-puzzles-play[data-hash-prefix="puzzle/tetrominoes-8x10/"]'
JS_WIDGET = "document.querySelector('" + WIDGET.replace("'", "\\'") + "')"


def _state(page) -> dict:
    return json.loads(page.locator(WIDGET).get_attribute("data-state"))


def _place_data(page) -> dict:
    return json.loads(page.locator(f"{WIDGET} .rp-place-board").get_attribute("data-place"))


def _wait_pieces(page, n: int) -> None:
    page.wait_for_function(f"(n) => {{ const w = {JS_WIDGET}; return w && !w.getAttribute('aria-busy') "
                           "&& JSON.parse(w.dataset.state).pieces.length === n; }", arg=n, timeout=60_000)


def _wait_sel(page, piece: str, r: int, f: int) -> None:
    page.wait_for_function(f"([p, r, f]) => {{ const s = JSON.parse({JS_WIDGET}.dataset.state).sel; "
                           "return s.piece === p && s.r === r && s.f === f; }", arg=[piece, r, f])


def _lay_by_pointer(page, piece: str, cells: list[str]) -> None:
    """Pick ``piece``, turn and mirror it until some pointer cell covers
    exactly ``cells``, then move the pointer there and click."""
    page.locator(f'{WIDGET} .rp-tray-piece[data-act=\'{{"pick":"{piece}"}}\']').click()
    _wait_sel(page, piece, 0, 0)
    want = sorted(cells)
    for k in range(8):
        at = next((a for a, c in _place_data(page)["at"].items() if sorted(c) == want), None)
        if at is not None:
            break
        r, f = _state(page)["sel"]["r"], _state(page)["sel"]["f"]
        if k == 3:
            page.locator(f"{WIDGET} button[data-pkey='x m']").click()
            _wait_sel(page, piece, r, 1 - f)
        else:
            page.locator(f"{WIDGET} button[data-pkey='r']").click()
            page.wait_for_function(f"(r) => JSON.parse({JS_WIDGET}.dataset.state).sel.r !== r", arg=r)
    assert at is not None, (piece, cells)
    n = len(_state(page)["pieces"])
    cell = page.locator(f'{WIDGET} [data-cell="{at}"]')
    cell.hover()
    page.wait_for_selector(WIDGET + ' .rp-ghost[data-ghost="legal"] .rp-ghost-cell', state="attached")
    cell.click()
    _wait_pieces(page, n + 1)


def test_tetromino_rectangle_finished_by_hand(open_page, screenshots_dir):
    page = open_page(PAGE)
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]', state="attached",
                           timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready"
    reply = page.evaluate("() => window.rulesCompanion.handle({op: 'puzzles.solve', "
                          "args: {puzzle: 'tetrominoes-8x10', seed: 0}})")
    assert reply["ok"], reply
    solution = reply["result"]["pieces"]
    # two pieces by real pointer placement, where a known solution has them
    for p in solution[:2]:
        _lay_by_pointer(page, p["piece"], p["cells"])
    # an illegal ghost: over a piece already placed, the reason in words and the cell at fault
    taken = set(solution[0]["cells"]) | set(solution[1]["cells"])
    data = _place_data(page)
    bad = next(a for a, c in data["at"].items() if a not in data["ok"] and len(c) == 4 and set(c) & taken)
    page.locator(f'{WIDGET} [data-cell="{bad}"]').hover()
    page.wait_for_selector(WIDGET + ' .rp-ghost[data-ghost="illegal"] .rp-offend', state="attached")
    message = page.locator(f"{WIDGET} .rp-place-message").inner_text()
    assert message.startswith("Not there: Cell ") and "is already covered" in message, message
    offending = page.evaluate("(w) => [...document.querySelector(w).querySelectorAll('.rp-offend')].length", WIDGET)
    assert offending >= 1
    page.screenshot(path=str(screenshots_dir / "puzzles-play-illegal.png"))
    # the rest with Hint, one piece a click
    for n in range(3, 21):
        page.locator(f"{WIDGET} button[data-act='{{\"clue\":1}}']").click()
        _wait_pieces(page, n)
    assert page.locator(f"{WIDGET} .rp-solved").inner_text().startswith("Solved!")
    kept = _state(page)["pieces"][:2]
    assert [k.split(":", 2)[2].split(",") for k in kept] == [p["cells"] for p in solution[:2]]
    page.locator(f"{WIDGET} button[data-act='{{\"check\":1}}']").click()
    page.wait_for_selector(WIDGET + " .rp-check", state="attached")
    assert page.locator(f"{WIDGET} .rp-check").inner_text().startswith("Solved!")
    assert "#puzzle/tetrominoes-8x10/" in page.url
