"""Accessibility of the built site: axe-core, phones, dark mode, keys.

Every English page (and the French home page) is checked in light and dark
with axe-core (``node_modules/axe-core/axe.min.js``, injected from disk so
nothing leaves 127.0.0.1), then at 390x844: no sideways scroll, no diagram
text under 9 CSS px, diagram text readable against what is drawn under it.

The pages are the pre-rendered ones: the Python worker script is replaced
by an empty module, so Python never starts (the pill stays on "Starting
Python") and one context walks through every page quickly. The drawings
are the same as the live ones (the widgets re-render with the same code).
One browser for the whole file (the session fixture of conftest.py).
"""

from __future__ import annotations

import json
import pathlib

import pytest

from .conftest import Guard, ROOT, SITE, woken

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SERIOUS = ("serious", "critical")
MIN_TEXT_PX = 9.0
MIN_DIAGRAM_CONTRAST = 3.0
SCHEMES = ("default", "slate")  # Material's light and dark


def _pages() -> list[str]:
    """English pages of the built site, plus the French home page."""
    if not (SITE / "index.html").exists():
        return []
    skip = {"lite", "pyodide", "assets", "search", "fr"}
    found = []
    for html in sorted(SITE.rglob("index.html")):
        rel = html.relative_to(SITE)
        if rel.parts[0] in skip or "404" in rel.parts:
            continue
        found.append("" if rel.parent == pathlib.Path(".") else rel.parent.as_posix() + "/")
    return found + ["fr/"] if found else []


PAGES = _pages()
#: The walks over every page are cut in this many parts, each a test of its
#: own, so that parallel workers (`make test` runs the browser suite with
#: pytest-xdist) share them; together they cover every page.
PARTS = 3


@pytest.fixture(scope="module")
def visit(browser, site_url):
    """``visit(path, viewport)``: one reused page per viewport, Python
    stubbed out, axe-core loaded, guarded like ``open_page``."""
    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci)")
    axe = AXE.read_text(encoding="utf-8")
    pages: dict[str, object] = {}
    guards: list[Guard] = []

    def opener(path: str, viewport: dict = DESKTOP):
        key = json.dumps(viewport)
        if key not in pages:
            # bypass_csp: axe-core is the test's own inline script, which the
            # site's Content Security Policy rightly blocks (tests/browser/test_csp.py
            # checks the policy itself).
            context = browser.new_context(viewport=viewport, bypass_csp=True)
            guard = Guard(origin=site_url.rstrip("/"))
            guards.append(guard)
            context.on("request", guard.on_request)
            context.on("requestfailed", guard.on_failed)
            # An empty worker: Python never starts, the pill stays put.
            context.route("**/companion-worker.js*", lambda route: route.fulfill(
                status=200, content_type="text/javascript", body="// stub\n"))
            page = context.new_page()
            page.on("console", guard.on_console)
            page.on("pageerror", lambda exc: guard.page_errors.append(str(exc)))
            pages[key] = page
        page = pages[key]
        page.goto(site_url + path, wait_until="load")
        # No transitions: a scheme switch must show its final colours at once.
        page.add_style_tag(content="*, *::before, *::after { transition: none !important; }")
        page.add_script_tag(content=axe)
        return page

    yield opener
    for guard in guards:
        guard.closing = True
    for page in pages.values():
        page.context.close()
    problems = [p for g in guards for p in g.problems()]
    assert not problems, "a page misbehaved:\n" + "\n".join(problems)


AXE_RUN = """async () => {
  const r = await axe.run(document, {resultTypes: ['violations']});
  return r.violations.map(v => ({id: v.id, impact: v.impact,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
}"""

# Each <text> drawn on screen: its rendered font size (CSS px, through every
# transform and viewBox) and its contrast against what lies under its middle
# (the first filled shape below it, else the nearest HTML background).
SVG_TEXTS = """(root) => {
  const rgb = (s) => { const m = (s || '').match(/[\\d.]+/g); return m ? m.map(Number) : null; };
  const lum = ([r, g, b]) => { const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const over = (top, a, base) => top.slice(0, 3).map((c, i) => c * a + base[i] * (1 - a));
  const pageBg = (el) => { const stack = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c && (c.length < 4 || c[3] > 0)) { stack.push(c); if (c.length < 4 || c[3] >= 1) break; } }
    let base = [255, 255, 255]; if (!stack.length || (stack[stack.length - 1].length === 4 && stack[stack.length - 1][3] < 1)) {
      const b = rgb(getComputedStyle(document.body).backgroundColor); if (b && (b.length < 4 || b[3] > 0)) base = b.slice(0, 3); }
    for (const c of stack.reverse()) base = over(c, c.length === 4 ? c[3] : 1, base);
    return base; };
  const out = [];
  for (const t of (root || document).querySelectorAll('svg text')) {
    const box = t.getBoundingClientRect();
    if (!box.width || !box.height || !t.textContent.trim()) continue;
    const cs = getComputedStyle(t);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    const ctm = t.getScreenCTM();
    const px = parseFloat(cs.fontSize) * Math.hypot(ctm.a, ctm.b);
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    let bg = null;
    if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) {
      for (const e of document.elementsFromPoint(x, y)) {
        if (e === t || e.closest('text')) continue;
        const es = getComputedStyle(e);  // invisible overlays (the theme's hidden back-to-top button) hide nothing
        if (es.visibility === 'hidden' || parseFloat(es.opacity) === 0) continue;
        if (e.closest('.md-header')) break;  // hidden under the sticky header: not judged
        if (e instanceof SVGGraphicsElement && !(e instanceof SVGSVGElement) && !(e instanceof SVGGElement)) {
          const s = getComputedStyle(e), f = rgb(s.fill);
          if (s.fill === 'none' || !f || e.closest('.rp-highlight')) continue;
          const a = parseFloat(s.fillOpacity) * parseFloat(s.opacity);
          bg = a >= 0.99 ? f.slice(0, 3) : over(f, a, pageBg(e.ownerSVGElement)); break;
        }
        if (!e.contains(t)) continue;  // an HTML box that is not an ancestor lies over the text, not under it
        bg = pageBg(e); break;
      }
    }
    let fg = rgb(cs.fill);
    if (fg && bg && fg.length === 4) fg = over(fg, fg[3], bg);  // translucent ink
    const ratio = bg && fg ? (Math.max(lum(fg), lum(bg)) + 0.05) / (Math.min(lum(fg), lum(bg)) + 0.05) : null;
    out.push({text: t.textContent.trim().slice(0, 30), px: Math.round(px * 10) / 10,
              ratio: ratio && Math.round(ratio * 100) / 100, fg: cs.fill, bg: bg && bg.map(Math.round).join(',')});
  }
  return out;
}"""

OVERFLOW = """() => {
  const root = document.scrollingElement;
  const wide = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 1
      && !e.closest('.md-sidebar, .md-search, .md-nav, .md-header, [hidden]') && getComputedStyle(e).position !== 'fixed')
    .filter(e => { for (let p = e.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return false; } return true; })
    .slice(0, 5).map(e => e.tagName.toLowerCase() + '.' + [...e.classList].join('.'));
  return {scroll: root.scrollWidth - root.clientWidth, wide};
}"""


def _scheme(page, scheme: str) -> None:
    """Switch the page to a colour scheme (as the theme's toggle does)."""
    page.evaluate("(s) => { document.body.setAttribute('data-md-color-scheme', s); }", scheme)
    page.wait_for_timeout(30)


def _serious(page) -> list[str]:
    return [f"{v['id']} ({v['impact']}): {v['nodes']}" for v in page.evaluate(AXE_RUN) if v["impact"] in SERIOUS]


@pytest.mark.parametrize("part", range(PARTS))
def test_axe_finds_nothing_serious(visit, part):
    """Every page, light then dark: no serious or critical violation."""
    if not PAGES:
        pytest.skip("the site is not built (run `make build`)")
    found = {}
    for path in PAGES[part::PARTS]:
        page = visit(path)
        for scheme in SCHEMES:
            _scheme(page, scheme)
            problems = _serious(page)
            if problems:
                found[f"{path or '/'} ({scheme})"] = problems
    total = sum(len(v) for v in found.values())
    assert not found, f"{total} serious/critical axe violations:\n" + json.dumps(found, indent=1)


@pytest.mark.parametrize("part", range(PARTS))
def test_diagram_text_is_readable(visit, part):
    """Light and dark: every diagram text has at least 3:1 against what is
    drawn under it (or the page, where nothing is)."""
    if not PAGES:
        pytest.skip("the site is not built (run `make build`)")
    faint = {}
    for path in PAGES[part::PARTS]:
        page = visit(path)
        drawings = page.locator("svg:has(text)")
        for scheme in SCHEMES:
            _scheme(page, scheme)
            # Each drawing in view in turn, so elementsFromPoint sees its texts.
            for k in range(drawings.count()):
                drawing = drawings.nth(k)
                if not drawing.is_visible():
                    continue
                drawing.scroll_into_view_if_needed()
                for t in drawing.evaluate(SVG_TEXTS):
                    if t["ratio"] is not None and t["ratio"] < MIN_DIAGRAM_CONTRAST:
                        faint[(path, scheme, t["text"], t["fg"], t["bg"])] = t["ratio"]
    assert not faint, f"{len(faint)} diagram texts under 3:1:\n" + "\n".join(
        f"{p} ({s}): {text!r} {fg} on {bg}: {r}" for (p, s, text, fg, bg), r in list(faint.items())[:40])


@pytest.mark.parametrize("part", range(PARTS))
def test_phone_no_sideways_scroll_no_tiny_text(visit, part):
    if not PAGES:
        pytest.skip("the site is not built (run `make build`)")
    sideways, tiny = {}, {}
    for path in PAGES[part::PARTS]:
        page = visit(path, PHONE)
        wide = page.evaluate(OVERFLOW)
        if wide["scroll"] > 0:
            sideways[path or "/"] = wide
        small = [t for t in page.evaluate(SVG_TEXTS) if t["px"] < MIN_TEXT_PX]
        if small:
            tiny[path or "/"] = (len(small), small[:3])
    count = sum(n for n, _ in tiny.values())
    assert not sideways, f"pages scrolling sideways at 390 px: {json.dumps(sideways, indent=1)}"
    assert not tiny, f"{count} diagram texts under {MIN_TEXT_PX} px at 390 px:\n{json.dumps(tiny, indent=1)}"


def test_phone_controls_are_big_enough(visit):
    """Widget buttons are at least 24x24 CSS px on a phone."""
    if not PAGES:
        pytest.skip("the site is not built (run `make build`)")
    small = {}
    for path in ("blokus/pieces/", "blot/examples/", "blot/editor/", "puzzles/all-84/", "blokus/examples/"):
        page = visit(path, PHONE)
        sizes = page.evaluate("""() => [...document.querySelectorAll('.rp-widget button, .rp-widget select')]
            .map(b => b.getBoundingClientRect()).filter(r => r.width && r.height)
            .filter(r => r.width < 24 || r.height < 24).length""")
        if sizes:
            small[path] = sizes
    assert not small, f"widget controls under 24x24 px at 390 px: {small}"


def test_loading_pill_covers_nothing(visit):
    """The pill sits in its own reserved strip: no content lies under it."""
    if not PAGES:
        pytest.skip("the site is not built (run `make build`)")
    page = visit("blokus/pieces/", PHONE)
    woken(page).wait_for_selector(".rp-status", state="visible")  # the pill shows once Python is asked for
    covered = page.evaluate("""() => {
        const pill = document.querySelector('.rp-status').getBoundingClientRect();
        const hits = [];
        for (const e of document.querySelectorAll('.md-content *, .md-footer *')) {
          const r = e.getBoundingClientRect();
          if (!r.width || !r.height || e.children.length) continue;
          if (r.right > pill.left && r.left < pill.right && r.bottom > pill.top && r.top < pill.bottom) hits.push(e.tagName);
        }
        return hits; }""")
    assert not covered, f"the loading pill covers {covered}"


def test_widget_keys_do_not_clash_with_the_theme(open_page):
    """``x`` mirrors the focused piece; ``f`` is the theme's search again."""
    page = open_page("blokus/pieces/")
    card = page.locator(".rp-piece-card").nth(16)  # F
    card.scroll_into_view_if_needed()
    woken(page).wait_for_selector('html[data-rp-python="ready"]', state="attached", timeout=120_000)
    assert card.locator('[data-key~="f"]').count() == 0
    card.get_by_role("button", name="Flip (mirror)").focus()
    page.keyboard.press("x")
    page.wait_for_function(
        "() => document.querySelectorAll('.rp-piece-card')[16].innerText.includes('showing 5 of 8')")
    assert not page.locator("#__search").is_checked()
    page.keyboard.press("f")
    # f still opens the theme's search (the card does not take the key)
    page.wait_for_function("() => document.querySelector('#__search').checked", timeout=5_000)
    assert "showing 5 of 8" in page.locator(".rp-piece-card").nth(16).inner_text()
