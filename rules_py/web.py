"""The page runtime's entry point: JSON in, JSON out.

The browser shell (``docs/assets/companion.js``) and the build-time
pre-renderer (``docs/hooks.py``) both call `handle` /
`render_widget`; no rule lives anywhere else. This module only parses
the request, dispatches it through the registry of
`rules_py.widgets.registry` and applies the error contract.

Requests: ``{"op": "widget", "args": {"widget", "state", "act", "inputs"}}``
draws a widget (``"share"``, a token from the URL hash, may replace ``state``:
see `rules_py.widgets.registry.decode_share`; ``"embedded": true``, from a
page in embed mode, draws it read-only) (see `rules_py.widgets.registry` for the protocol);
any other ``op`` is a plain JSON operation registered with
`rules_py.widgets.registry.op` (``puzzles.solve``, ``puzzles.check``).

Replies: ``{"ok": true, "result": ...}``, or ``{"ok": false, "error":
{"kind", "message", "reason"}}`` where ``kind`` is the class name of a
`rules_py.errors.RulesError` (the reader's mistake: its message is
for the reader), ``"request"`` (a malformed request: unknown widget or op,
missing keys, wrong types) or ``"internal"`` (a bug; no traceback).
"""

from __future__ import annotations

import functools
import inspect
import json
import sys
import time
import traceback
from collections.abc import Callable
from typing import Any

from . import progress
from .errors import RecordError, RulesError
from .i18n.messages import DEFAULT, current, using
from .i18n.record_errors import record_error_words
from .reading import load_json
from .widgets import registry
from .widgets.registry import RequestError
from .widgets.review.cache import only_cached


def load_widgets() -> None:
    """Import every widget module (idempotent). The page worker calls it once
    while Python starts, so the first click pays no import."""
    registry.load_all()


#: Progress reaches the page at most this often (seconds): enough for a
#: "Working... (n s)" line, few enough messages to cost nothing.
PROGRESS_EVERY = 0.25


def install_page_progress(post: Any = None, every: float = PROGRESS_EVERY) -> bool:
    """Forward the searches' progress reports (`rules_py.progress`) to the page.

    ``post(message)`` receives ``{"type": "work", "done": n, "elapsed": s}``
    at most every ``every`` seconds. Without ``post``, inside Pyodide's worker
    the message goes to the page with ``js.postMessage`` (Python may call it
    while it runs: the page receives it at once); elsewhere (CPython) nothing
    is installed. Returns whether a listener was installed."""
    if post is None:
        if sys.platform != "emscripten":
            return False
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to the worker's globals
        from pyodide.ffi import to_js  # type: ignore[import-not-found]  # exists only inside Pyodide

        def post(message: dict[str, Any]) -> None:
            js.postMessage(to_js(message, dict_converter=js.Object.fromEntries))

    last = [float("-inf")]

    def listener(done: int, elapsed: float) -> None:
        now = time.monotonic()
        if now - last[0] >= every:  # throttled: a search may report thousands of times a second
            last[0] = now
            post({"type": "work", "done": round(done), "elapsed": round(float(elapsed), 2)})

    progress.listen(listener)
    return True


def render_widget(name: str, state: dict[str, Any] | None = None, act: dict[str, Any] | None = None,
                  inputs: dict[str, Any] | None = None, lang: str | None = None,
                  widget_id: str | None = None) -> str:
    """The HTML of widget ``name`` at ``state`` after ``act`` (``None``: first render),
    in the language ``state["lang"]``, else ``lang``, else English; ``widget_id``
    (the build's ``NAME-N``) becomes its ``data-rp-id``, the key of its state in
    the URL hash."""
    return str(registry.run(name, state, act, inputs, lang, widget_id=widget_id))


def call(op_name: str, args: dict[str, Any] | None = None) -> Any:
    """Run one operation; ``"widget"`` draws a widget, others are JSON ops."""
    load_widgets()
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise RequestError("args must be a JSON object")
    if op_name == "widget":
        if "widget" not in args:
            raise RequestError("a widget request needs the key 'widget'")
        with only_cached():  # a review searches only on the reader's click (review.cache.clicked)
            return {"html": str(registry.run(args["widget"], args.get("state"), args.get("act"), args.get("inputs"),
                                             args.get("lang"), share=args.get("share"),
                                             embedded=args.get("embedded") is True))}
    fn = registry.OPS.get(op_name) if isinstance(op_name, str) else None
    if fn is None:
        raise RequestError(f"unknown operation {op_name!r}")
    try:
        # Wrong or missing argument names are the caller's mistake, found
        # before the call; a TypeError raised inside the operation is a bug.
        _signature(fn).bind(**args)
    except TypeError as exc:
        raise RequestError(f"{op_name}: {exc}") from None
    return fn(**args)


@functools.cache
def _signature(fn: Callable[..., Any]) -> inspect.Signature:
    """``fn``'s signature (computed once per operation)."""
    return inspect.signature(fn)


def _parse(request: str) -> tuple[Any, Any]:
    try:
        # The readers' limits apply to requests too (size, depth, duplicate keys).
        req = load_json(request)
    except RecordError as exc:
        raise RequestError(f"the request is not JSON ({exc})") from None
    if not isinstance(req, dict) or "op" not in req:
        raise RequestError("a request is a JSON object with an 'op'")
    return req["op"], req.get("args")


def _lang_of(args: Any) -> Any:
    """The request's language: ``args["state"]["lang"]``, else ``args["lang"]``."""
    if not isinstance(args, dict):
        return None
    state = args.get("state")
    return state.get("lang", args.get("lang")) if isinstance(state, dict) else args.get("lang")


_last_trace = ""


def last_internal_trace() -> str:
    """The traceback of the latest ``"internal"`` reply ("" if none yet).

    Kept out of the reply (the reader never sees it); the page's worker
    fetches it after an internal error and logs it to the console for
    developers."""
    return _last_trace


def _error(kind: str, message: str, reason: Any = None) -> str:
    return json.dumps({"ok": False, "error": {"kind": kind, "message": message, "reason": reason}})


def handle(request: str) -> str:
    """``{"op": ..., "args": {...}}`` -> ``{"ok": true, "result": ...}``.

    Errors come back as ``{"ok": false, "error": {...}}`` (see the module
    docstring); the reader never sees a traceback.
    """
    try:
        op_name, args = _parse(request)
    except RequestError as exc:
        return _error("request", str(exc))
    with using(_lang_of(args)):  # the reader's mistakes are told in the page's language
        return _reply(op_name, args)


def _reply(op_name: Any, args: Any) -> str:
    """The JSON reply to one parsed request (the error contract of `handle`)."""
    try:
        return json.dumps({"ok": True, "result": call(op_name, args)})
    except RecordError as exc:
        # A link, a token or a pasted record the reader sent: where and what, in the page's language.
        message = str(exc) if current() == DEFAULT else record_error_words(exc)
        return _error("RecordError", message, exc.reason.to_dict() if exc.reason is not None else None)
    except RulesError as exc:
        reason = getattr(exc, "reason", None)
        return _error(type(exc).__name__, str(exc), reason.to_dict() if reason is not None else None)
    except RequestError as exc:
        return _error("request", str(exc))
    except Exception as exc:  # noqa: BLE001 - the page must get JSON, never a traceback
        global _last_trace
        _last_trace = traceback.format_exc()
        return _error("internal", f"{type(exc).__name__}: {exc}")


__all__ = ["PROGRESS_EVERY", "call", "handle", "install_page_progress", "last_internal_trace", "load_widgets",
           "render_widget"]
