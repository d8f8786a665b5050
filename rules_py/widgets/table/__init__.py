"""At the table: companions for a game played with the real box (the
BLOT score pad, `blot_pad`; the Blokus score pad, `blokus_pad`).

Each pad keeps its whole evening in its state, which the page writes in
its address (``data-hash``) and in the browser's storage under
``data-store`` (``docs/assets/placement.js`` saves it after each redraw and
sends it back as ``{"goto": token}`` when the page opens without a hash),
so a reload, the language switch and Back lose nothing.
"""

from __future__ import annotations

from typing import Any

from ... import links
from ...errors import RecordError, RulesError
from ...render.markup import E, Element
from ..registry import State, describe

#: The longest token a pad writes or reads.
MAX_TOKEN = links.MAX_TOKEN


def pack_state(state: State) -> str:
    """The pad's state as its address token (compressed)."""
    return links.pack(state, compress=True, sort_keys=True)


def unpack_state(token: Any) -> State:
    """The state a `pack_state` token holds (`RulesError` for anything else)."""
    try:
        return links.unpack_object(token, compressed=True, path="goto", max_chars=MAX_TOKEN)
    except RecordError as exc:
        raise RulesError(f"not a saved game night: {exc}") from None


def chip(text: str, act: State, *, on: bool = False, title: str = "", cls: str = "") -> Element:
    """A large toggle button (at least 44 px: phone first) sending ``act``;
    ``on`` marks it chosen (``aria-pressed``)."""
    return E("button", {"type": "button", "class": ("rp-chip " + cls).strip(), "data-act": act,
                        "aria-pressed": "true" if on else "false", "title": title or None}, text)


def chips(label: str, items: list[Element], *, cls: str = "") -> Element:
    """A labelled row of chips (a group for assistive technology)."""
    return E("div", E("span", label, cls="rp-chips-label"), E("div", items, cls="rp-chips"),
             role="group", aria_label=label, cls=("rp-chip-row " + cls).strip())


__all__ = ["MAX_TOKEN", "pack_state", "unpack_state", "chip", "chips", "describe"]
