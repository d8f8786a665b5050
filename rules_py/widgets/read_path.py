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

Some acts open another set of steps: the record viewer's samples (``{"example":
NAME}``), each with its own steps. A widget names those with
`rules_py.widgets.registry.Widget.steps_keyed`: their drawings follow the
steps in the file (``"keyed": {"act", "keys", "first"}``), and each names
the file of its own steps (``data-steps``), which the page takes with it. A
file then says which states it answers (``"context"``, from
`rules_py.widgets.registry.Widget.steps_context`, which every drawing of the
widget carries as ``data-steps-context``): the page answers an act from a
file only when the widget shows a state of that file's context, so a record
the reader pasted is never stepped through with a sample's drawings.
`files_of` draws every file so reached, each named by the hash of its own
steps (never of the keyed drawings, which name other files).
"""

from __future__ import annotations

import difflib
import hashlib
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


def files_of(name: str, state: dict[str, Any]) -> tuple[str, dict[str, dict[str, Any]]] | None:
    """The steps file answering widget ``name`` at ``state`` (its path,
    ``steps/HASH.json``) and every file reached from it through keyed acts
    (path -> file), or ``None`` when the widget has no read path there."""
    files: dict[str, dict[str, Any]] = {}
    url = _build(name, state, files)
    return None if url is None else (url, files)


def _build(name: str, state: dict[str, Any], files: dict[str, dict[str, Any]]) -> str | None:
    widget = registry.get(name)
    plain = dict(state)
    lang = plain.pop("lang", None)
    own = steps_of(name, state)
    keyed = widget.steps_keyed(plain)
    if own is None and keyed is None:
        return None
    context = widget.steps_context(plain)
    base: dict[str, Any] = own if own is not None else {"format": FORMAT, "widget": name, "act": "", "tokens": [],
                                                         **pack([])}
    drawings = [unpack(base, k) for k in range(len(base["steps"]))]
    digest = hashlib.sha256(json.dumps([name, lang, context, base["act"], drawings]).encode()).hexdigest()[:16]
    url = f"steps/{digest}.json"
    if url in files:
        return url
    files[url] = {}  # taken: a keyed state that leads back here finds it
    tokens = list(base["tokens"])
    keys: list[str] = []
    if keyed is not None:
        for key, each in keyed[1].items():
            with_lang = {**each, **({"lang": lang} if lang else {})}
            inner = _build(name, with_lang, files)
            html = str(registry.run(name, with_lang))
            if inner is not None:
                if not html.startswith("<div "):
                    raise ValueError(f"{name}: a widget with steps must be drawn as one <div>")
                html = f'<div data-steps="{inner}" ' + html[len("<div "):]
            match = _SHARE.search(html[:html.find(">")])
            tokens.append(match.group(1) if match else "")
            drawings.append(html)
            keys.append(key)
    out: dict[str, Any] = dict(base) if not keys else {"format": FORMAT, "widget": name, "act": base["act"],
                                                        "tokens": tokens, **pack(drawings)}
    if context is not None:
        out["context"] = context
    if keyed is not None and keys:
        out["keyed"] = {"act": keyed[0], "keys": keys, "first": len(base["steps"])}
    files[url] = out
    return url


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


__all__ = ["FORMAT", "files_of", "pack", "steps_of", "unpack"]
