"""Embed mode: the frame the Embed snippet writes (rules_py/widgets/controls/embed.py)
opens its page with ``?embed=1`` (docs/assets/embed-mode.js marks
``<html>``, companion.css shows the first widget alone).

The snippet's own address, taken from the page's Embed box, opened at a
frame's widths: the site's header bar, tabs, sidebars, footer, the page's
text, its other widgets, Copy link and the Embed box are hidden; the
example from the hash is there, live, with no horizontal scrolling down to
320 px, and at a course page's width it fits the snippet's height. Nothing
leaves the origin (the ``open_page`` guard).
"""

from __future__ import annotations

import re

from .conftest import woken


LIVE_TIMEOUT_MS = 120_000
HIDDEN = (".md-header__inner", ".md-tabs", ".md-sidebar--primary", ".md-footer", ".md-typeset > h1",
          ".md-typeset > p", ".rp-share", "details.rp-embed")


def _snippet(open_page, page_path: str, widget: str, prepare) -> tuple[str, int]:
    """The Embed box's iframe src (site-relative) and height, for the page's widget ``widget``."""
    page = open_page(page_path)
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
    w = page.locator(f'.rp-widget[data-rp-id="{widget}"]')
    prepare(page, w)
    w.locator("details.rp-embed summary").first.click()
    w.locator('textarea.rp-embed-code[data-resolved="1"]').first.wait_for(state="attached")  # on "toggle", async
    code = w.locator("textarea.rp-embed-code").first.input_value()
    src = re.search(r'src="([^"]+)"', code).group(1)
    height = int(re.search(r'height="(\d+)"', code).group(1))
    origin = page.url.split("/", 3)
    assert src.startswith("/".join(origin[:3]) + "/") and "?embed=1#" in src
    return src.split("/", 3)[3], height


def _check_embedded(open_page, path: str, height: int, widget: str, ready_js: str, screenshots_dir, name: str):
    for width in (320, 720):
        page = open_page(path, viewport={"width": width, "height": height})
        assert "rp-embedded" in (page.locator("html").get_attribute("class") or "")
        w = page.locator(f'.rp-widget[data-rp-id="{widget}"]')
        assert w.is_visible()
        for sel in HIDDEN:
            assert not any(el.is_visible() for el in page.locator(sel).all()), (width, sel)
        others = page.locator(f'.md-typeset > .rp-widget:not([data-rp-id="{widget}"])')
        assert not any(el.is_visible() for el in others.all())
        woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
        page.wait_for_function(ready_js, timeout=30_000)
        page.wait_for_function("() => !document.querySelector('.rp-widget[aria-busy]')", timeout=30_000)
        sizes = page.evaluate(f"""() => {{
            const w = document.querySelector('.rp-widget[data-rp-id="{widget}"]');
            return {{scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
                     bottom: w.getBoundingClientRect().bottom + window.scrollY}};
        }}""")
        assert sizes["scroll"] <= sizes["client"], (width, sizes)  # readable without scrolling sideways
        if width >= 720:
            assert sizes["bottom"] <= height, (width, sizes)  # the snippet's height holds the example
        page.screenshot(path=str(screenshots_dir / f"embed-{name}-{width}.png"), full_page=True)


def test_the_blokus_editor_snippet_opens_the_editor_alone(open_page, screenshots_dir):
    link = re.search(r'"en": "(ed1/[^"]+)"', open(_docs("blokus/editor.md"), encoding="utf-8").read()).group(1)

    def prepare(page, w):
        page.goto(page.url.split("#")[0] + "#" + link)
        woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=LIVE_TIMEOUT_MS)
        page.wait_for_function("() => JSON.parse(document.querySelector('.rp-widget[data-rp-id=\"blokus-editor-1\"]')"
                               ".dataset.state).setup.length > 0", timeout=30_000)

    path, height = _snippet(open_page, "blokus/editor/", "blokus-editor-1", prepare)
    assert path.startswith("blokus/editor/?embed=1#ed1/")
    ready = ("() => JSON.parse(document.querySelector('.rp-widget[data-rp-id=\"blokus-editor-1\"]')"
             ".dataset.state).setup.length > 0")
    _check_embedded(open_page, path, height, "blokus-editor-1", ready, screenshots_dir, "blokus-editor")


def test_the_blot_composer_snippet_opens_the_lesson_alone(open_page, screenshots_dir):
    def prepare(page, w):
        w.get_by_role("button", name="Deal the rest at random").click()
        page.wait_for_function("() => !document.querySelector('.rp-widget[aria-busy]')", timeout=30_000)
        page.locator('.rp-widget[data-rp-id="blot-editor-1"] button', has_text="Play from this deal").first.click()
        page.wait_for_function("() => !document.querySelector('.rp-widget[aria-busy]') && "
                               "document.querySelector('.rp-widget[data-rp-id=\"blot-editor-1\"] details.rp-embed')",
                               timeout=30_000)

    path, height = _snippet(open_page, "blot/editor/", "blot-editor-1", prepare)
    assert path.startswith("blot/editor/?embed=1#deal/1/")
    ready = ("() => JSON.parse(document.querySelector('.rp-widget[data-rp-id=\"blot-editor-1\"]')"
             ".dataset.state).mode === 'view'")
    _check_embedded(open_page, path, height, "blot-editor-1", ready, screenshots_dir, "blot-editor")


def _docs(rel: str) -> str:
    from pathlib import Path
    return str(Path(__file__).resolve().parents[2] / "docs" / rel)
