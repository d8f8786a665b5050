"""The Learn page, through the UI: every lesson gets one anticipated wrong
answer (its own explanation must appear, with the position kept), then its
solution (success, the "why", a check mark); the progress survives a reload
and "start again" clears it. One page load for all the lessons, one reload.
Most placements are typed in the cells box (one round trip); the first of
each game is clicked cell by cell on the board."""

from __future__ import annotations

import json
import time

from playwright.sync_api import expect

from rules_py import lessons as L

from .conftest import woken

PAGE = "learn/"
LIVE_TIMEOUT_MS = 120_000
ACT_TIMEOUT_MS = 20_000


def _act(value: object) -> str:
    """The selector of the button sending ``value`` (the markup writes compact JSON)."""
    return "[data-act='" + json.dumps(value, separators=(",", ":")) + "']"


def _widget(page, lesson_id: str):
    return page.locator(f'.rp-widget[data-widget="lesson"]:has(#lesson-{lesson_id})')


def _cell_names(lesson: L.Lesson, answer: str) -> list[str]:
    return [c.strip() for c in answer.split(",") if c.strip()]


def _answer(page, lesson: L.Lesson, answer: object, click: bool = False) -> None:
    """Give ``answer`` with the lesson's controls, as a reader would (cells
    clicked on the board when ``click``, else typed in the cells box)."""
    w = _widget(page, lesson.id)
    kind = lesson.answer
    if kind == "play":
        w.locator(_act({"card": answer["card"]})).click()
        w.locator(f'button[data-act=\'{{"card":"{answer["card"]}"}}\'][aria-pressed="true"]').wait_for(
            timeout=ACT_TIMEOUT_MS)
        w.locator(_act({"tile": answer["tile"]})).click()
    elif kind == "give":
        w.locator(_act({"give": answer["divinity"]})).click()
    elif kind in ("seat", "colour"):
        w.locator(_act({kind: answer})).click()
    elif kind == "number":
        w.locator('input[name="number"]').fill(str(answer))
        w.locator(_act({"check": 1})).click()
    elif click:
        cells = _cell_names(lesson, answer)
        for k, cell in enumerate(cells):
            w.locator(f'[data-cell="{cell}"]').click()
            # Each click redraws the widget: wait for it before the next one.
            expect(w.locator('input[name="cells"]')).to_have_value(",".join(cells[:k + 1]),
                                                                   timeout=ACT_TIMEOUT_MS)
        w.locator(_act({"check": 1})).click()
    else:  # typed in the cells box (fewer round trips than a click per cell)
        w.locator('input[name="cells"]').fill(answer)
        w.locator(_act({"check": 1})).click()


def _solve(page, lesson: L.Lesson, click: bool) -> None:
    w = _widget(page, lesson.id)
    wrong = lesson.data["wrong"][0]
    _answer(page, lesson, wrong["answer"])
    no = w.locator(".rp-lesson-no")
    no.wait_for(timeout=ACT_TIMEOUT_MS)
    assert wrong["why"]["en"] in no.inner_text(), lesson.id
    assert w.locator(".rp-wrong, [data-ghost='illegal'], .rp-problem").count() or lesson.answer == "number", \
        f"{lesson.id}: the wrong answer is not highlighted"
    _answer(page, lesson, lesson.data["solution"], click)
    ok = w.locator(".rp-lesson-ok")
    ok.wait_for(timeout=ACT_TIMEOUT_MS)
    assert lesson.text("why") in ok.inner_text(), lesson.id
    assert w.locator(f'[data-lesson-mark="{lesson.id}"]').inner_text() == "✔"


def test_every_lesson_through_the_ui_and_progress_survives_a_reload(open_page):
    page = open_page(PAGE)
    woken(page).wait_for_selector('html[data-rp-python="ready"], html[data-rp-python="failed"]',
                           state="attached", timeout=LIVE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("data-rp-python") == "ready", page.locator(".rp-status").inner_text()
    lessons = L.all_lessons()
    path = page.locator(".rp-lesson-list [data-lesson-mark]")
    assert path.count() == len(lessons) == page.locator('.rp-widget[data-widget="lesson"]').count()
    clicked: set[str] = set()
    for lesson in lessons:
        t0 = time.perf_counter()
        # The first placement lesson of each game is solved by clicking cells.
        folder = lesson.path.split("/")[-2]
        click = lesson.answer == "placement" and folder not in clicked
        if click:
            clicked.add(folder)
        _solve(page, lesson, click)
        print(f"{lesson.id}: {time.perf_counter() - t0:.1f} s")
    # A success links the next lesson on the page.
    first = _widget(page, lessons[0].id)
    assert first.locator(".rp-lesson-next a").get_attribute("href") == f"#lesson-{lessons[1].id}"

    page.reload()
    marks = page.locator(".rp-lesson-list [data-lesson-mark]")
    page.wait_for_function("n => [...document.querySelectorAll('.rp-lesson-list .rp-done')].length === n",
                           arg=len(lessons))
    assert [m.strip() for m in marks.all_inner_texts()] == ["✔"] * len(lessons)
    assert page.locator(".rp-lesson-count").inner_text().startswith(f"{len(lessons)} of {len(lessons)}")

    page.locator("[data-lessons-clear]").click()
    assert page.locator(".rp-done").count() == 0
    assert page.locator(".rp-lesson-count").inner_text().startswith(f"0 of {len(lessons)}")
    assert page.evaluate("localStorage.getItem('rules-companion:lessons-done')") == "[]"
    # Let the reloaded page's Python finish starting: closing mid-download is a failed request.
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
