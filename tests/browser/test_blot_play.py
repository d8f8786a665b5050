"""The BLOT play page: a whole game through the UI, and no hidden card in the
page or in anything the worker sends to it.

The page's game lives in the worker's Python. To know which cards are hidden
at each moment, the test plays a *shadow* of the same game in CPython: same
seed, same clicks (``rules_py.widgets.blot.table``), so the same deals and
the same random bots' choices. The test checks the shadow stays in step
(the reader's hand on screen is the shadow's), otherwise the leak checks
would prove nothing.

The two-player game (the variant with double plays) is checked the other
way: its downloaded record, replayed by ``python -m rules_py blot replay``,
gives the totals and winner the page showed.
"""

from __future__ import annotations

import html
import json
import pathlib
import re
import subprocess
import sys

from rules_py.widgets.blot import table as bt

from .conftest import woken

PAGE = "blot/play/"
LIVE_TIMEOUT_MS = 120_000
SEED = 7

#: Records what the worker sends to the page (run inside the worker).
HOOK_WORKER = """() => {
  if (self.__rpSent) return true;
  self.__rpSent = [];
  const send = self.postMessage.bind(self);
  self.postMessage = (msg) => { self.__rpSent.push(JSON.stringify(msg)); send(msg); };
  return true;
}"""


def _wait_live(page) -> None:
    page.locator(".blot-table-w").scroll_into_view_if_needed()
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready", page.locator(".rp-status").inner_text()


def _hook(page):
    if not page.workers:
        page.wait_for_event("worker", timeout=10_000)
    worker = page.workers[0]
    worker.evaluate(HOOK_WORKER)
    return worker


def _settle(page) -> None:
    page.wait_for_function("() => !document.querySelector('.blot-table-w[aria-busy]')", timeout=30_000)


def _click(page, locator) -> dict:
    """Click, wait for the reply to be drawn, and return the act sent."""
    act = json.loads(locator.get_attribute("data-act"))
    locator.click()
    _settle(page)
    return act


def _mirror(shadow: bt.Table, act: dict) -> None:
    kind = next(k for k in bt.ACTS if k in act)
    bt.play.game_act(shadow, kind, act)


def _hidden(shadow: bt.Table) -> list[re.Pattern[str]]:
    st = shadow.state
    cards = [c for s in range(st.n) if s != shadow.viewer for c in st.hand(s)] + list(st.removed)
    return [re.compile(r"(?<![A-Za-z0-9])" + c.code + r"(?![0-9])") for c in cards] + [
        re.compile(r"(?<![A-Za-z])" + c.colour + " " + str(c.value) + r"(?![0-9])") for c in cards]


def _untokened(text: str) -> str:
    """``text`` without the game's link tokens: compressed, one may hold "R5"
    by chance (tests/widgets/blot/test_blot_table.py checks what a token holds)."""
    return re.sub(r"blot-[0-9a-f]{12}\.[A-Za-z0-9_-]+", "blot-ID.TOKEN", text)


def _check(page, worker, shadow: bt.Table, seen: int) -> int:
    """No hidden card in the live DOM nor in the worker's new messages; the
    shadow's hand is the one on screen. Returns how many messages were checked."""
    dom = _untokened(html.unescape(page.locator(".blot-table-w").evaluate("el => el.outerHTML")))
    sent = worker.evaluate("() => self.__rpSent")
    fresh = _untokened("\n".join(html.unescape(m) for m in sent[seen:]))
    for pat in _hidden(shadow):
        assert not pat.search(dom), f"hidden card {pat.pattern} in the page"
        assert not pat.search(fresh), f"hidden card {pat.pattern} in a worker reply"
    on_screen = page.locator(".bt-hand-card").evaluate_all("els => els.map(e => JSON.parse(e.dataset.act).card)")
    assert on_screen == [c.code for c in shadow.state.hand(shadow.viewer)]
    return len(sent)


def _start(page, seats: list[str], mode: str = "game") -> None:
    for s, kind in enumerate(seats):
        page.locator(f'select[name="seat{s}"]').select_option(kind)
    page.locator('select[name="mode"]').select_option(mode)
    page.locator('input[name="seed"]').fill(str(SEED))
    _click(page, page.get_by_role("button", name="Deal", exact=True))
    page.wait_for_selector(".bt-game")


def _next_click(page):
    """The reader's next decision, always the first one offered."""
    for selector in (".bt-go.bt-ok", ".bt-hand-card.bt-ok", ".bt-decide button.bt-ok", ".bt-decide button"):
        found = page.locator(".blot-table-w " + selector)
        if found.count():
            return found.first
    return None


def test_a_whole_three_player_game_through_the_page(open_page, screenshots_dir):
    page = open_page(PAGE)
    _wait_live(page)
    worker = _hook(page)
    _start(page, ["human", "random", "random"])
    shadow = bt.new_table("3", ["human", "random", "random"], "game", SEED)
    seen = _check(page, worker, shadow, 0)
    shots = {3: "blot-play-desktop.png", 20: "blot-play-selected.png"}
    for step in range(400):
        if shadow.state.is_terminal():
            break
        target = _next_click(page)
        assert target is not None, page.locator(".blot-table-w").inner_text()
        _mirror(shadow, _click(page, target))
        seen = _check(page, worker, shadow, seen)
        if step in shots:
            page.locator(".blot-table-w").screenshot(path=str(screenshots_dir / shots[step]))
    assert shadow.state.is_terminal()
    text = page.locator(".blot-table-w").inner_text()
    assert "Game over" in text and "Winner" in text
    for total in shadow.state.totals():
        assert f"{total:+d}" in text
    page.locator(".blot-table-w").screenshot(path=str(screenshots_dir / "blot-play-over.png"))
    bt.GAMES.pop(shadow.id, None)


def test_the_game_survives_a_reload_and_the_phone_layout(open_page, screenshots_dir):
    page = open_page(PAGE, viewport={"width": 390, "height": 844})
    _wait_live(page)
    page.locator(".blot-table-w").screenshot(path=str(screenshots_dir / "blot-play-setup-390.png"))
    _start(page, ["human", "heuristic", "strong", "random"][:3], mode="practice")
    for _ in range(3):
        _click(page, _next_click(page))
    hand = page.locator(".bt-hand-card").evaluate_all("els => els.map(e => e.dataset.act)")
    url = page.url
    assert "#blot-" in url
    page.locator(".blot-table-w").screenshot(path=str(screenshots_dir / "blot-play-390.png"))
    page.reload()
    page.wait_for_selector(".bt-game", timeout=LIVE_TIMEOUT_MS)
    assert page.locator(".bt-hand-card").evaluate_all("els => els.map(e => e.dataset.act)") == hand
    # practice tools work in the restored game
    _click(page, page.get_by_role("button", name="Hint", exact=True))
    assert "Hint from the strong bot" in page.locator(".blot-table-w").inner_text()
    # an unknown game says so and offers a new one. A fresh load of the link:
    # a hash change then reload would race the theme's instant navigation,
    # whose fetch of the page the reload aborts.
    page.goto("about:blank")
    page.goto(url.split("#")[0] + "#blot-0123456789ab")
    page.wait_for_selector("text=not stored in this browser", timeout=LIVE_TIMEOUT_MS)


def _page_result(page) -> tuple[dict[str, int], list[str]]:
    """The totals and winners the page shows at the game's end."""
    rows = page.locator(".bt-scores .blot-total tr").evaluate_all(
        "rows => rows.map(r => [r.querySelector('th').textContent, r.querySelector('td').textContent])")
    totals = {name: int(value) for name, value in rows}
    line = page.locator(".bt-scores p strong").last.inner_text()
    assert line.startswith(("Winner: ", "Winners: ")), line
    return totals, line.split(": ", 1)[1].split(", ")


def test_a_whole_two_player_game_downloaded_and_replayed(open_page, tmp_path):
    """The two-player variant (double plays), human against a random bot: every
    decision of the human seat is a click; the downloaded record replays in
    CPython (the command line) to the totals and winner the page showed."""
    page = open_page(PAGE)
    _wait_live(page)
    _click(page, page.get_by_role("button", name="2 players", exact=True))
    _start(page, ["human", "random"])
    clicks = 0
    while not page.locator(".blot-table-w .bt-status", has_text="Game over").count():
        target = _next_click(page)
        assert target is not None and clicks < 400, page.locator(".blot-table-w").inner_text()
        _click(page, target)
        clicks += 1
    shown_totals, shown_winners = _page_result(page)
    assert set(shown_totals) == {"South", "North"}
    _click(page, page.get_by_role("button", name="Download the record", exact=True))
    with page.expect_download() as download:
        page.locator(".bt-download a").click()
    path = tmp_path / "game.json"
    download.value.save_as(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["variant"] == "two-player" and len(record["rounds"]) == 4
    # the variant's double plays: the same seat plays twice in a row within a round
    plays = [a["player"] for a in record["rounds"][0]["actions"] if "play" in a]
    assert any(a == b for a, b in zip(plays, plays[1:])), plays
    proc = subprocess.run([sys.executable, "-m", "rules_py", "blot", "replay", str(path)],
                          capture_output=True, text=True, timeout=120,
                          cwd=pathlib.Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr
    replayed = json.loads(proc.stdout)
    assert replayed["complete"] is True
    assert replayed["totals"] == shown_totals
    assert replayed["winners"] == shown_winners
