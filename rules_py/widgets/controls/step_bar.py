"""The one step-navigation bar of the widgets that step through a game
(``record-viewer``, ``blot-example``, ``blokus-game``): first, previous,
next, last, bound to the keys Home, ArrowLeft, ArrowRight and End, each
disabled at its end, then where the reader is ("step 3 of 40"), read out
when it changes.

Each widget keeps its own act (``{"go": n}`` or ``{"step": n}``): the bar
only draws the buttons that send it. (Notebooks step with
`rules_py.render.stepper.Stepper` instead.)
"""

from __future__ import annotations

from ...i18n.messages import tr
from ...render.markup import E, Element
from ..registry import button

#: what one step is -> the buttons' titles (first, previous, next, last) and the counter
UNITS = {
    "step": ("First step", "Previous step", "Next step", "Last step", "step {step} of {last}"),
    "move": ("First position", "Previous move", "Next move", "Last position", "move {step} of {last}"),
}


def step_bar(step: int, last: int, act: str = "go", *, unit: str = "step", page_keys: bool = False,
             page_down: bool = True) -> Element:
    """The bar at ``step`` of ``0..last``; its buttons send ``{act: n}``.
    ``page_keys``: PageUp and PageDown step back and on too (a presentation's
    clicker sends them); ``page_down=False`` leaves PageDown to another
    button (a study's next chapter, at a chapter's end)."""
    first_t, prev_t, next_t, last_t, counter = UNITS[unit]
    back, on = ("ArrowLeft PageUp", "ArrowRight PageDown" if page_down else "ArrowRight") if page_keys \
        else ("ArrowLeft", "ArrowRight")
    return E("div",
             button("\u21e4", {act: 0}, title=tr(first_t), key="Home", disabled=step <= 0),
             button("\u25c0", {act: step - 1}, title=tr(prev_t), key=back, disabled=step <= 0),
             button("\u25b6", {act: step + 1}, title=tr(next_t), key=on, disabled=step >= last),
             button("\u21e5", {act: last}, title=tr(last_t), key="End", disabled=step >= last),
             E("span", tr(counter, step=step, last=last), cls="rp-step-count", aria_live="polite"),
             cls="rp-step-bar")


__all__ = ["UNITS", "step_bar"]
