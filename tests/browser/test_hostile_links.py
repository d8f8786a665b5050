"""A hostile link cannot break the page's Python.

* The BLOT table's link with a token of deeply nested JSON (which once
  overflowed Pyodide's stack and left every later call failing) is refused
  in words at the widget's top; Python stays ready and the table deals and
  plays on.
* If opening a link's part still stops the worker (simulated here: the
  worker is made to fail when it receives that part), the page starts a
  fresh Python without sending that part again, says which part was set
  aside, and drops it from the URL, so neither Retry nor a reload repeats it.
* The link limits come from the page (``rules_py.links.LIMITS`` in a
  ``<meta name="rp-limits">``), not from a constant typed in the script.
"""

from __future__ import annotations

import json

from rules_py import links

from .conftest import python_ready as _ready

LIVE_TIMEOUT_MS = 120_000
NESTED = links.pack_bytes(b"[" * 3000 + b"]" * 3000, compress=True)




def _idle(page, selector: str) -> None:
    page.wait_for_function(f"() => !document.querySelector('{selector}[aria-busy]') && "
                           f"!document.querySelector('{selector}[data-restoring]')", timeout=60_000)


def test_the_page_reads_its_link_limits_from_python(open_page) -> None:
    page = open_page("blot/play/")
    content = page.locator('meta[name="rp-limits"]').get_attribute("content")
    assert json.loads(content) == links.LIMITS


def test_a_nested_blot_token_is_refused_and_the_table_plays_on(open_page) -> None:
    page = open_page("blot/play/#blot-0123456789ab." + NESTED)
    table = page.locator(".blot-table-w")
    table.scroll_into_view_if_needed()
    _ready(page)
    refused = table.locator(".rp-link-refused")
    refused.wait_for(timeout=60_000)
    assert "damaged" in refused.inner_text()
    _idle(page, ".blot-table-w")
    page.get_by_role("button", name="Deal", exact=True).click()
    page.wait_for_selector(".bt-game", timeout=60_000)
    _idle(page, ".blot-table-w")
    card = page.locator(".blot-table-w .bt-hand-card.bt-ok").first
    card.wait_for(timeout=60_000)
    assert page.locator("html").get_attribute("data-rp-python") == "ready"


#: Every worker the page starts fails (an error event, as a stack overflow in
#: Pyodide gives) when it is sent a request holding "zzkill". An init script:
#: the link is opened by a fresh page load, as a reader's click on it would.
KILL_ON = """(() => {
  const Real = window.Worker;
  window.Worker = class extends Real {
    postMessage(msg, ...rest) {
      if (JSON.stringify(msg).includes("zzkill")) {
        window.__rpKilled = (window.__rpKilled || 0) + 1;
        setTimeout(() => this.dispatchEvent(new ErrorEvent("error", {message: "simulated crash"})), 50);
        return;
      }
      return super.postMessage(msg, ...rest);
    }
  };
})();"""


def test_a_link_part_that_stops_python_is_set_aside_not_sent_again(browser, site_url) -> None:
    # The init script needs the page's policy bypassed (it is an inline script);
    # the page's own scripts run as they always do.
    context = browser.new_context(bypass_csp=True, service_workers="block")
    try:
        page = context.new_page()
        page.add_init_script(KILL_ON)
        page.goto(site_url + "blokus/play/#play/duo/human-level2/zzkill")
        page.locator(".rp-widget[data-widget='blokus-play']").first.scroll_into_view_if_needed()
        note = page.locator(".rp-link-refused")
        note.wait_for(timeout=LIVE_TIMEOUT_MS)
        assert "stopped Python" in note.inner_text()
        assert "zzkill" not in page.evaluate("() => location.href")
        page.wait_for_function("() => document.documentElement.dataset.rpPython === 'ready'",
                               timeout=LIVE_TIMEOUT_MS)
        assert page.evaluate("() => window.__rpKilled") == 1  # sent once, never again
        page.reload()
        _ready(page)
        assert page.locator(".rp-link-refused").count() == 0 and "zzkill" not in page.url
        assert page.evaluate("() => window.__rpKilled || 0") == 0
    finally:
        context.close()
