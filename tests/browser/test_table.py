"""The "At the table" page: the BLOT score pad driven by taps on a phone
(Martin's round in English and French, a whole four-player game with its
taps counted), a game night kept through a reload, the language switch and
Back, and the Blokus pad on a finished game."""

from __future__ import annotations

import json
import random

from rules_py.blokus import examples, scoring
from rules_py.blot.cards import DIVINITIES, INITIAL
from rules_py.blot.facts import READS
from rules_py.blot.game import random_game
from tests.blot.test_blot_facts import game_facts
from tests.paths import ROOT

from .conftest import woken

PHONE = {"width": 390, "height": 844}
LIVE_TIMEOUT_MS = 180_000
BLOT = '.rp-widget[data-widget="table-blot"]'
BLOKUS = '.rp-widget[data-widget="table-blokus"]'


def _open(open_page, path: str):
    page = open_page(path, viewport=PHONE, has_touch=True)
    page.locator(BLOT).scroll_into_view_if_needed()
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                                  state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready"
    return page


def _settle(page, which: str = BLOT) -> None:
    page.wait_for_function(f"() => !document.querySelector('{which}[aria-busy]')", timeout=60_000)


def tap(page, act: dict, which: str = BLOT) -> int:
    """Tap the button of ``which`` that sends ``act``; wait for the redraw. One tap."""
    button = page.locator(f"{which} [data-act='{json.dumps(act, separators=(',', ':'))}']")
    assert button.count() == 1, act
    box = button.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, (act, box)  # phone first: a finger's target
    button.tap()
    _settle(page, which)
    return 1


def set_up(page, faces: str, names: list[str] | None = None) -> int:
    """Four players, the faces as laid; names typed (typing is not counted as taps)."""
    taps = 0
    for k, name in enumerate(names or []):
        page.locator(f'{BLOT} input[name="name{k}"]').fill(name)
    for i, face in enumerate(faces):
        if face != "A":  # A is drawn already
            taps += tap(page, {"face": [i, face]})
    return taps + tap(page, {"start": 1})


def enter_round(page, rnd: dict, r: int) -> int:
    """Tap one round's facts (tiles, then each scorer's counts the faces read); the taps."""
    taps = 0
    for d, colour in rnd["tiles"].items():
        taps += tap(page, {"e": f"t{DIVINITIES.index(d)}{INITIAL[colour]}"})
    for k, row in enumerate(rnd["scorers"]):
        taps += tap(page, {"e": f"c{k}={row['ceremonies']}"})
        if not row["ceremonies"]:
            continue
        for d, colour in rnd["tiles"].items():
            kind = "k" if READS[d] == "cards" else "w"
            n = row["cards" if kind == "k" else "tricks_with"][colour]
            taps += tap(page, {"e": f"{kind}{k}{INITIAL[colour]}={n}"})
    return taps + tap(page, {"e": "S"})


def _martin(open_page, path: str, caption: str) -> None:
    facts = json.loads((ROOT / "seeds" / "blot" / "facts_martin.json").read_text())
    page = _open(open_page, path)
    set_up(page, "AAAA", [s["name"] for s in facts["scorers"]])
    enter_round(page, facts, 0)
    table = page.locator(f"{BLOT} table.blot-round")
    assert caption in table.locator("caption").inner_text()
    row = table.locator("tr", has=page.locator("th", has_text="Martin")).inner_text()
    for part in ("+9", "-3", "+6", "+4", "+16"):
        assert part in row, (part, row)


def test_martins_round_gives_16_in_english(open_page):
    _martin(open_page, "table/", "Round 1")


def test_martins_round_gives_16_in_french(open_page):
    _martin(open_page, "fr/table/", "Manche 1")


def test_a_whole_four_player_game_by_taps_on_a_phone(open_page):
    state = random_game(4, None, rng=random.Random(21))
    game = game_facts(state)
    page = _open(open_page, "table/")
    print(f"\nset-up: {set_up(page, ''.join(state.round_faces(0)))} taps")
    for r, rnd in enumerate(game["rounds"]):
        print(f"round {r + 1}: {enter_round(page, rnd, r)} taps")
    last = state.scorer(state.last_winner)
    print(f"last ceremony: {tap(page, {'e': f'L{last}'})} tap")
    totals = page.locator(f"{BLOT} table.blot-total").inner_text()
    for k, points in enumerate(state.totals()):
        assert f"Player {k + 1}\t{points:+d}".replace("+0", "0").replace("-", "\u2212") in totals, totals
    result = page.locator(f"{BLOT} .rp-pad-result").inner_text()
    res = state.result()
    assert all(f"Player {k + 1}" in result for k in res.winners)
    words = {"none": "highest total", "last_ceremony": "very last ceremony", "best_round": "best single round",
             "shared": "shared win"}[res.tiebreak]
    assert words in result, result


def test_reload_language_and_back_lose_nothing(open_page):
    state = random_game(4, None, rng=random.Random(3))
    game = game_facts(state)
    page = _open(open_page, "table/")
    set_up(page, "".join(state.round_faces(0)))
    for r in range(2):
        enter_round(page, game["rounds"][r], r)
    tap(page, {"e": "t0" + INITIAL[game["rounds"][2]["tiles"]["Balder"]]})  # round 3 begun
    saved = page.locator(BLOT).get_attribute("data-hash")
    totals = page.locator(f"{BLOT} table.blot-total").inner_text()

    page.reload()
    _settle(page)
    page.wait_for_function(f"() => document.querySelector('{BLOT}').dataset.hash === {json.dumps(saved)}",
                           timeout=LIVE_TIMEOUT_MS)
    assert "Round 3 of 4" in page.locator(BLOT).inner_text()
    assert page.locator(f"{BLOT} table.blot-total").inner_text() == totals

    page.locator('.md-header a[hreflang="fr"]').first.evaluate("a => a.click()")
    page.wait_for_url("**/fr/table/**")
    woken(page)
    page.wait_for_function(f"() => document.querySelector('{BLOT}').dataset.hash === {json.dumps(saved)}",
                           timeout=LIVE_TIMEOUT_MS)
    assert "Manche 3 sur 4" in page.locator(BLOT).inner_text()

    page.go_back()
    page.wait_for_url("**/table/**")
    woken(page)
    page.wait_for_function(f"() => document.querySelector('{BLOT}').dataset.hash === {json.dumps(saved)}",
                           timeout=LIVE_TIMEOUT_MS)
    assert "Round 3 of 4" in page.locator(BLOT).inner_text()


def test_the_blokus_pad_scores_the_finished_duo_game(open_page):
    board = examples.board_at("duo")
    page = _open(open_page, "table/")
    page.locator(BLOKUS).scroll_into_view_if_needed()
    tap(page, {"variant": "duo"}, BLOKUS)
    for c in range(board.ncolours):
        for piece in board.remaining(c):
            tap(page, {"tap": [c, piece]}, BLOKUS)
        if not board.remaining(c) and board.last_piece[c] == board.variant.bonus_piece:
            tap(page, {"last": c}, BLOKUS)
    text = page.locator(BLOKUS).inner_text()
    for points in scoring.colour_scores(board):
        assert f"{points:+d}".replace("-", "\u2212") in text, (points, text)
