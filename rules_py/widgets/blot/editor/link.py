"""The composer's link: the whole example in the URL hash, compact and versioned.

``deal/1/TOKEN``: ``1`` is the link format (`VERSION`), ``TOKEN`` the
base64url (no padding) of the zlib-compressed compact JSON of the draft
(`draft.Draft.to_state`: the deal by card codes, each move as a short
code such as ``R7g``, the comments) and how it opens (``mode``, ``hide``: the
one seat whose hand a viewer sees, or -1; ``step``).

`decode` checks everything before anything is used and raises only
`rules_py.errors.RecordError`, with a ``code`` and where: ``too_large``
(a token over `MAX_TOKEN` characters, or unpacking past
`MAX_BODY`), ``encoding`` (not base64url, not zlib, not UTF-8),
``syntax`` (not JSON), ``value`` (an unknown format or mode, a card twice),
``type``, ``illegal`` (a move the rules refuse, with its index). A link
names no hand it hides: a viewer who decodes it sees every card (the page
says so).
"""

from __future__ import annotations

from typing import Any

from .... import links
from ....errors import RecordError
from .draft import DealRefused, Draft

PREFIX = "deal/"
VERSION = 1
MODES = ("compose", "play", "view")
MAX_TOKEN, MAX_BODY = links.MAX_TOKEN, links.MAX_BODY


def encode(draft: Draft, mode: str, hide: int, step: int) -> str:
    """The hash of this example: ``deal/1/TOKEN``."""
    body = {"v": VERSION, **draft.to_state(), "mode": mode, "hide": hide, "step": step}
    return f"{PREFIX}{VERSION}/" + links.pack(body, compress=True)


def decode(text: str) -> tuple[Draft, dict[str, Any]]:
    """The draft and its opening (``mode``, ``hide``, ``step``) a hash holds,
    every move replayed; `rules_py.errors.RecordError` for anything else."""
    token = links.split_versioned(text, PREFIX, VERSION)
    body = links.unpack_object(token, compressed=True, max_chars=MAX_TOKEN, max_body=MAX_BODY)
    if body.get("v") != VERSION:
        raise RecordError(f"the link's format must be {VERSION}", path="v")
    known = {"v", "mode", "hide", "step", *Draft().to_state()}
    extra = sorted(set(body) - known)
    if extra:
        raise RecordError(f"unknown field {extra[0][:20]!r}", code="unknown_key", path=extra[0][:20])
    draft = Draft.from_state(body)
    mode = body.get("mode", "compose")
    if mode not in MODES:
        raise RecordError(f"mode must be one of {', '.join(MODES)}", path="mode")
    hide, step = body.get("hide", -1), body.get("step", 0)
    for key, value, hi in (("hide", hide, draft.players - 1), ("step", step, len(draft.moves))):
        if isinstance(value, bool) or not isinstance(value, int) or not (-1 if key == "hide" else 0) <= value <= hi:
            raise RecordError(f"{key} is out of range", path=key)
    if mode != "compose" or draft.moves:
        try:
            draft.check_complete()
        except DealRefused:
            raise RecordError("moves are played from an incomplete deal", path="hands") from None
        draft.replay()  # RecordError naming the first move refused
    return draft, {"mode": mode, "hide": hide, "step": step}


__all__ = ["MAX_BODY", "MAX_TOKEN", "MODES", "PREFIX", "VERSION", "decode", "encode"]
