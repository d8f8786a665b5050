"""The read path: every step of a widget whose steps are all known when the
site is built, drawn then, so the page steps through them with no Python.

A widget that steps through a fixed record (a worked example) says so with
`rules_py.widgets.registry.Widget.steps`: the act that moves it
(``"go"`` for ``{"go": n}``) and the state of each step. `steps_of` draws
each of those states with `rules_py.widgets.registry.run`, the
very function that answers the page's requests in the browser, so a drawing
from the read path is the one Python would send for ``{"go": n}``.

The drawings travel packed (`pack`): most of one step's HTML is the same as
the step's before (the board, the buttons, the move list), so each drawing
is cut before every ``<``, only the pieces that changed are added to
``chunks``, and a step is a list of runs ``[first, count]`` of consecutive
chunk numbers.
The page rebuilds step ``n`` by joining those chunks (``docs/assets/
companion.js``, ``readPath``): string work, no rule. The file also lists each
step's share token (``data-share``), so a link or Back that names a step is
answered from it too.
"""

from __future__ import annotations

import difflib
import json
import re
from typing import Any

from . import registry

#: The format of a steps file; the page refuses (and asks Python instead) any other.
FORMAT = 1
_CUT = re.compile(r"(?=<)")
_SHARE = re.compile(r'data-share="([^"]*)"')


def pack(drawings: list[str]) -> dict[str, Any]:
    """``{"chunks": [...], "steps": [[[first, count], ...], ...]}`` for the
    HTML ``drawings``: joining step ``k``'s runs of chunks gives back
    ``drawings[k]`` exactly (`unpack`).

    Each drawing is cut before every ``<``; what a step keeps of the step
    before (difflib's matching blocks) points at that step's chunks, and
    only what is new is added to ``chunks``, in order, so a step is a few
    long runs however big its drawing."""
    chunks: list[str] = []
    steps: list[list[list[int]]] = []
    before: list[str] = []
    before_ids: list[int] = []
    for html in drawings:
        now = [piece for piece in _CUT.split(html) if piece]
        ids: list[int] = []
        matcher = difflib.SequenceMatcher(None, before, now)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                ids.extend(before_ids[i1:i2])
            elif j2 > j1:  # replaced or inserted: new chunks
                ids.extend(range(len(chunks), len(chunks) + j2 - j1))
                chunks.extend(now[j1:j2])
        runs: list[list[int]] = []
        for k in ids:
            if runs and runs[-1][0] + runs[-1][1] == k:
                runs[-1][1] += 1
            else:
                runs.append([k, 1])
        steps.append(runs)
        before, before_ids = now, ids
    return {"chunks": chunks, "steps": steps}


def unpack(packed: dict[str, Any], k: int) -> str:
    """Step ``k`` of a `pack`ed set of drawings (what the page's script does)."""
    chunks = packed["chunks"]
    return "".join("".join(chunks[first:first + count]) for first, count in packed["steps"][k])


def steps_of(name: str, state: dict[str, Any]) -> dict[str, Any] | None:
    """The steps file of widget ``name`` drawn at ``state`` (``state["lang"]``
    its language), or ``None`` when the widget has no read path there:
    ``{"format", "widget", "act", "tokens", "chunks", "steps"}``, ``tokens[k]``
    being step ``k``'s share token."""
    widget = registry.get(name)
    plain = dict(state)
    lang = plain.pop("lang", None)
    found = widget.steps(plain)
    if found is None:
        return None
    act, states = found
    key = json.dumps([name, lang, act, states], sort_keys=True)
    if key not in _DRAWN:
        _DRAWN[key] = _draw(name, lang, act, states)
    return _DRAWN[key]


#: Steps files already drawn in this process (the build draws one example on several pages).
_DRAWN: dict[str, dict[str, Any]] = {}


def _draw(name: str, lang: Any, act: str, states: list[registry.State]) -> dict[str, Any]:
    drawings = [str(registry.run(name, {**each, **({"lang": lang} if lang else {})})) for each in states]
    tokens = []
    for html in drawings:
        match = _SHARE.search(html[:html.find(">")])  # the outer element's own
        tokens.append(match.group(1) if match else "")
    return {"format": FORMAT, "widget": name, "act": act, "tokens": tokens, **pack(drawings)}


__all__ = ["FORMAT", "pack", "steps_of", "unpack"]
