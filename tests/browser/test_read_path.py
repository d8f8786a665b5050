"""The read path: a worked example steps through every step with no Python.

On the worked-example pages (BLOT, Blokus with Trigon), in English and in
French, every widget with ``data-steps`` is stepped (Next, the move list's
last step, Home and the arrows) and the page never asks for anything under
``pyodide/`` nor starts the Python worker; all that, page included, weighs
at most 2 MB as the server sends it (gzip). Then Python is started, and the
drawing the page showed for each step visited equals what Python draws for
that step's state. Back and Forward, and a link naming a step, are
answered from the same drawings. A rules page keeps Python asleep too.
"""

from __future__ import annotations

import json

import pytest

from .conftest import wake_python

#: Bytes a worked-example page may cost, read and stepped through (issue's target).
MAX_BYTES = 2_000_000
STEP_WIDGETS = ".md-typeset > .rp-widget[data-steps]"
#: The widget's state, and its HTML without what the page adds (its id, its
#: steps file, the classes of a live or busy widget): what Python's drawing
#: is compared with.
SNAPSHOT = """(id) => {
  const w = document.querySelector(`.rp-widget[data-rp-id="${id}"]`);
  const copy = w.cloneNode(true);
  copy.removeAttribute("data-rp-id");
  copy.removeAttribute("data-steps");
  copy.classList.remove("rp-live");
  copy.removeAttribute("aria-busy");
  copy.removeAttribute("tabindex");
  return {state: w.dataset.state, html: copy.outerHTML};
}"""
#: Python's drawing of `state`, normalised by the same parser.
PYTHON_DRAWS = """async ([name, state]) => {
  const reply = await window.rulesCompanion.handle({op: "widget", args: {widget: name, state: JSON.parse(state)}});
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  const t = document.createElement("template");
  t.innerHTML = reply.result.html.trim();
  return t.content.firstElementChild.outerHTML;
}"""


def _ids(page) -> list[str]:
    return page.eval_on_selector_all(STEP_WIDGETS, "(ws) => ws.map((w) => w.dataset.rpId)")


def _press(page, widget_id: str, title_index: int) -> str:
    """Click the step bar's button number ``title_index`` (0 first, 1 back,
    2 next, 3 last) of the widget and wait for the new drawing."""
    sel = f'.rp-widget[data-rp-id="{widget_id}"]'
    before = page.eval_on_selector(sel, "(w) => w.dataset.state")
    page.locator(f"{sel} .rp-step-bar > button").nth(title_index).click()
    page.wait_for_function("([sel, before]) => { const w = document.querySelector(sel);"
                           " return w && w.dataset.state !== before && !w.hasAttribute('aria-busy'); }",
                           arg=[sel, before], timeout=10_000)
    return page.eval_on_selector(sel, "(w) => w.dataset.state")


def _pyodide_requests(page) -> list[str]:
    return [u for u in page.guard.requests if "/pyodide/" in u or "companion-worker" in u]


@pytest.mark.parametrize("path", ["blot/examples/", "blokus/examples/", "fr/blot/examples/", "fr/blokus/examples/"])
def test_worked_examples_step_without_python(open_page, path):
    page = open_page(path, viewport={"width": 390, "height": 844}, has_touch=True)
    ids = _ids(page)
    assert len(ids) >= 7, ids
    seen: dict[str, list[tuple[str, str]]] = {}
    for widget_id in ids:
        page.locator(f'.rp-widget[data-rp-id="{widget_id}"]').scroll_into_view_if_needed()
        shots = seen.setdefault(widget_id, [])
        for button in (0, 3, 1, 1, 2):  # first, last, back, back, next (a disabled one skipped)
            sel = f'.rp-widget[data-rp-id="{widget_id}"] .rp-step-bar > button'
            if page.locator(sel).nth(button).is_disabled():
                continue
            _press(page, widget_id, button)
            shot = page.evaluate(SNAPSHOT, widget_id)
            shots.append((shot["state"], shot["html"]))
    # The arrow keys go to the widget last used.
    before = page.evaluate(SNAPSHOT, ids[-1])["state"]
    page.keyboard.press("ArrowRight")
    page.wait_for_function("([id, before]) => document.querySelector(`.rp-widget[data-rp-id='${id}']`)"
                           ".dataset.state !== before", arg=[ids[-1], before], timeout=10_000)
    assert not _pyodide_requests(page), _pyodide_requests(page)
    assert page.locator("html").get_attribute("data-rp-python") is None
    weight = page.guard.transferred()
    assert weight <= MAX_BYTES, f"{path}: {weight} bytes to read and step through"

    # Now Python: its drawing of each state shown equals the build's.
    assert wake_python(page) == "ready"
    for widget_id, shots in seen.items():
        name = page.eval_on_selector(f'.rp-widget[data-rp-id="{widget_id}"]', "(w) => w.dataset.widget")
        for state, html in shots:
            assert page.evaluate(PYTHON_DRAWS, [name, state]) == html, (widget_id, state)


@pytest.mark.parametrize("path", ["viewer/", "fr/viewer/"])
def test_the_viewers_samples_open_and_step_without_python(open_page, path):
    """The record viewer's samples are known when the site is built: choosing
    one, stepping through it and choosing another need no Python, and each
    drawing is what Python draws for that state."""
    page = open_page(path, viewport={"width": 390, "height": 844}, has_touch=True)
    widget_id = page.eval_on_selector('.md-typeset > .rp-widget[data-widget="record-viewer"]', "(w) => w.dataset.rpId")
    sel = f'.rp-widget[data-rp-id="{widget_id}"]'
    shots = []
    for sample in (1, 3):  # Blokus Duo, then a BLOT ceremony from within it
        if not page.locator(f"{sel} .rp-viewer-example").nth(sample).is_visible():
            page.locator(f"{sel} .rp-viewer-drop details > summary").click()  # "Or open an example"
        before = page.eval_on_selector(sel, "(w) => w.dataset.state")
        page.locator(f"{sel} .rp-viewer-example").nth(sample).click()
        page.wait_for_function("([sel, before]) => { const w = document.querySelector(sel);"
                               " return w && w.dataset.state !== before && !w.hasAttribute('aria-busy'); }",
                               arg=[sel, before], timeout=10_000)
        shots.append(page.evaluate(SNAPSHOT, widget_id))
        for button in (2, 2, 3, 0):  # next, next, last, first
            _press(page, widget_id, button)
            shots.append(page.evaluate(SNAPSHOT, widget_id))
    assert not _pyodide_requests(page), _pyodide_requests(page)
    assert page.locator("html").get_attribute("data-rp-python") is None
    assert wake_python(page) == "ready"
    for shot in shots:
        assert page.evaluate(PYTHON_DRAWS, ["record-viewer", shot["state"]]) == shot["html"], shot["state"][:80]


def test_back_forward_and_a_link_need_no_python(open_page, site_url):
    page = open_page("blokus/examples/")
    widget_id = _ids(page)[0]
    page.evaluate("() => { window.rulesCompanion.timeouts.coalesce = 0; }")
    first = _press(page, widget_id, 2)
    second = _press(page, widget_id, 2)
    assert json.loads(second)["step"] == json.loads(first)["step"] + 1
    link = page.url
    page.go_back()
    page.wait_for_function("([id, want]) => document.querySelector(`.rp-widget[data-rp-id='${id}']`)"
                           ".dataset.state === want", arg=[widget_id, first], timeout=10_000)
    page.go_forward()
    page.wait_for_function("([id, want]) => document.querySelector(`.rp-widget[data-rp-id='${id}']`)"
                           ".dataset.state === want", arg=[widget_id, second], timeout=10_000)
    # A fresh visit from the link opens on that step.
    other = open_page(link.replace(site_url, ""))
    other.wait_for_function("([id, want]) => document.querySelector(`.rp-widget[data-rp-id='${id}']`)"
                            ".dataset.state === want", arg=[widget_id, second], timeout=10_000)
    for each in (page, other):
        assert not _pyodide_requests(each), _pyodide_requests(each)


@pytest.mark.parametrize("path", ["blot/", "blokus/", "blot/scoring/", "trigon/"])
def test_a_rules_page_keeps_python_asleep(open_page, path):
    page = open_page(path)
    page.mouse.wheel(0, 4000)
    page.wait_for_timeout(1500)
    assert not _pyodide_requests(page), _pyodide_requests(page)


def test_a_first_act_while_python_loads_is_not_lost(open_page):
    """A tap that needs Python on a page where it sleeps: it waits for Python, then is answered."""
    page = open_page("blokus/")
    check = page.locator(".rp-blokus-check").first
    check.scroll_into_view_if_needed()
    before = check.get_attribute("data-state")
    check.locator("button", has_text="Hint").click()
    page.wait_for_function("(before) => { const w = document.querySelector('.rp-blokus-check');"
                           " return w.dataset.state !== before; }", arg=before, timeout=180_000)
    assert json.loads(page.locator(".rp-blokus-check").first.get_attribute("data-state")).get("hint") is True


#: Where a widget's step words are on screen, and what has the focus.
WHERE = """(id) => {
  const w = document.querySelector(`.rp-widget[data-rp-id="${id}"]`);
  const bar = w.querySelector(".rp-step-bar");
  const words = [...w.querySelectorAll("[aria-live]")].find((e) => !bar.contains(e));
  const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
  const a = document.activeElement;
  return {state: w.dataset.state, bar: bar.getBoundingClientRect().top, words: words.getBoundingClientRect().bottom,
          header, height: innerHeight, focus: a.closest(".rp-step-bar") ? a.title : a.tagName + "." + a.className};
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_stepping_by_keys_keeps_the_focus_on_next_and_the_words_in_view(open_page, lang):
    """A phone, keys only: Next keeps the focus after each step (Enter, then
    Space, then the arrow), so the reader can go on pressing; after each,
    the step bar and the step's words are on screen, below the header."""
    page = open_page(("fr/" if lang == "fr" else "") + "blot/examples/", viewport={"width": 390, "height": 800})
    first = _ids(page)[0]
    sel = f'.rp-widget[data-rp-id="{first}"]'
    next_button = page.locator(f"{sel} .rp-step-bar > button").nth(2)
    title = next_button.get_attribute("title")
    next_button.focus()
    seen = [json.loads(page.evaluate(WHERE, first)["state"])["step"]]
    for key in ("Enter", "Enter", " ", "ArrowRight"):
        page.keyboard.press(key)
        page.wait_for_function("([sel, step]) => { const w = document.querySelector(sel);"
                               " return JSON.parse(w.dataset.state).step !== step && !w.hasAttribute('aria-busy'); }",
                               arg=[sel, seen[-1]], timeout=10_000)
        where = page.evaluate(WHERE, first)
        seen.append(json.loads(where["state"])["step"])
        assert where["focus"] == title, (key, where)
        assert where["bar"] >= where["header"] and where["words"] <= where["height"], (key, where)
    assert seen == list(range(seen[0], seen[0] + 5)), seen
    assert not [url for url in page.guard.requests if "/pyodide/" in url]
