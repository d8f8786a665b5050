"""The browser tests' guard (conftest.Guard): which failed requests count.

A failed request is the site's fault unless the browser cut it short
(``net::ERR_ABORTED``) because the test left or closed the page. These run
without a browser: the guard is fed requests as Playwright would feed it.
"""

from __future__ import annotations

import dataclasses

from .conftest import Guard

ORIGIN = "http://127.0.0.1:8000"


@dataclasses.dataclass(eq=False)
class FakeRequest:
    url: str
    navigation: bool = False
    failure: str | None = None

    def is_navigation_request(self) -> bool:
        return self.navigation


def _fail(guard: Guard, request: FakeRequest, failure: str) -> None:
    request.failure = failure
    guard.on_failed(request)


def test_a_request_that_fails_on_its_own_page_is_a_problem():
    guard = Guard(origin=ORIGIN)
    guard.on_request(FakeRequest(ORIGIN + "/", navigation=True))
    icon = FakeRequest(ORIGIN + "/assets/images/favicon.png")
    guard.on_request(icon)
    _fail(guard, icon, "net::ERR_ABORTED")
    assert guard.problems() == [f"request failed: {icon.url} (net::ERR_ABORTED)"]


def test_a_request_cut_short_by_the_next_navigation_is_not():
    guard = Guard(origin=ORIGIN)
    guard.on_request(FakeRequest(ORIGIN + "/puzzles/", navigation=True))
    icon = FakeRequest(ORIGIN + "/assets/images/favicon.png")
    guard.on_request(icon)
    guard.on_request(FakeRequest(ORIGIN + "/", navigation=True))  # back, reload or goto
    _fail(guard, icon, "net::ERR_ABORTED")
    assert guard.problems() == []


def test_a_request_cut_short_while_the_test_closes_its_page_is_not():
    guard = Guard(origin=ORIGIN)
    icon = FakeRequest(ORIGIN + "/assets/images/favicon.png")
    guard.on_request(icon)
    guard.closing = True
    _fail(guard, icon, "net::ERR_ABORTED")
    assert guard.problems() == []


def test_any_other_failure_counts_even_after_leaving_the_page():
    guard = Guard(origin=ORIGIN)
    script = FakeRequest(ORIGIN + "/assets/app.js")
    guard.on_request(script)
    guard.on_request(FakeRequest(ORIGIN + "/next/", navigation=True))
    _fail(guard, script, "net::ERR_CONNECTION_REFUSED")
    assert guard.problems() == [f"request failed: {script.url} (net::ERR_CONNECTION_REFUSED)"]


def test_a_navigation_that_fails_on_its_own_counts():
    guard = Guard(origin=ORIGIN)
    page = FakeRequest(ORIGIN + "/gone/", navigation=True)
    guard.on_request(page)
    _fail(guard, page, "net::ERR_ABORTED")
    assert len(guard.problems()) == 1
