"""Progress of long work (puzzle solving, bot search), for whoever listens.

A long search calls `report` as it goes: how much work is done
(nodes, playouts or worlds: a count that grows within one search) and the seconds spent.
Nobody listens by default (the command line, the build, notebooks), so a
report costs one test. In the page's worker,
`rules_py.web.install_page_progress` sets a listener that posts the
figures to the page, which shows "Working... (n s)" with a Cancel button.

The bottom layer of the package (like `rules_py.errors`): the searches
import it, it imports nothing of ours.
"""

from __future__ import annotations

from collections.abc import Callable

#: ``listener(done, elapsed_seconds)``
Listener = Callable[[int, float], None]

_listener: Listener | None = None


def listen(listener: Listener | None) -> Listener | None:
    """Send every later report to ``listener`` (``None``: to nobody); returns the previous one."""
    global _listener
    previous, _listener = _listener, listener
    return previous


def report(done: int, elapsed: float) -> None:
    """Tell the listener, if any, that ``done`` units of work took ``elapsed`` seconds so far."""
    if _listener is not None:
        _listener(done, elapsed)


__all__ = ["Listener", "listen", "report"]
