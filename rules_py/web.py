"""The page runtime's entry point: JSON in, JSON out.

The browser shell (``docs/assets/companion.js``) and the build-time
pre-renderer (``docs/hooks.py``) both call :func:`handle` / :func:`call`;
no rule lives anywhere else.

Widgets
-------
A widget is a Python function registered with :func:`widget`. It receives
the widget's ``state`` (a JSON object carried in the page), the ``act`` the
reader triggered (``None`` on first render) and the values of the inputs
inside the widget, and returns the widget's new HTML. The HTML is a single
element::

    <div class="rp-widget" data-widget="NAME" data-state='{...}'> ... </div>

Inside it, any element with ``data-act='{...}'`` is clickable (the shell
sends that object back as ``act``), ``data-key="ArrowRight"`` binds a key to
it, and ``<input name=...>``/``<select name=...>`` values are sent as
``inputs``. Use :func:`widget_html` to build the outer element.

Widgets live in the package :mod:`rules_py.widgets`, one module per page or
topic (``rules_py/widgets/pieces.py`` for the Blokus pieces page, ...); every
module there is imported on first use.
"""

from __future__ import annotations

import html
import importlib
import json
import pkgutil
from collections.abc import Callable
from typing import Any

from .errors import RulesError

WidgetFn = Callable[[dict[str, Any], "dict[str, Any] | None", dict[str, Any]], str]

WIDGETS: dict[str, WidgetFn] = {}
OPS: dict[str, Callable[..., Any]] = {}

_loaded = False


def widget(name: str) -> Callable[[WidgetFn], WidgetFn]:
    def register(fn: WidgetFn) -> WidgetFn:
        WIDGETS[name] = fn
        return fn

    return register


def op(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a plain JSON operation (arguments and result are JSON)."""

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        OPS[name] = fn
        return fn

    return register


def load_widgets() -> None:
    """Import every widget module (idempotent). Called on first use; the page
    worker calls it once while Python starts so the first click pays no import."""
    global _loaded
    if _loaded:
        return
    from . import widgets

    for info in pkgutil.iter_modules(widgets.__path__):
        importlib.import_module(f"{widgets.__name__}.{info.name}")
    _loaded = True


def attr_json(value: Any) -> str:
    """JSON for an HTML attribute value (quoted with single quotes)."""
    return html.escape(json.dumps(value, separators=(",", ":"), sort_keys=True), quote=True)


def widget_html(name: str, state: dict[str, Any], inner: str, *, cls: str = "") -> str:
    extra = f" {cls}" if cls else ""
    return (
        f'<div class="rp-widget{extra}" data-widget="{html.escape(name)}" '
        f"data-state='{attr_json(state)}'>{inner}</div>"
    )


def render_widget(name: str, state: dict[str, Any] | None = None, act: dict[str, Any] | None = None,
                  inputs: dict[str, Any] | None = None) -> str:
    load_widgets()
    try:
        fn = WIDGETS[name]
    except KeyError:
        raise KeyError(f"unknown widget {name!r}") from None
    return fn(dict(state or {}), act, dict(inputs or {}))


def call(op_name: str, args: dict[str, Any] | None = None) -> Any:
    load_widgets()
    args = dict(args or {})
    if op_name == "widget":
        return {"html": render_widget(args["widget"], args.get("state"), args.get("act"), args.get("inputs"))}
    try:
        fn = OPS[op_name]
    except KeyError:
        raise KeyError(f"unknown operation {op_name!r}") from None
    return fn(**args)


def handle(request: str) -> str:
    """``{"op": ..., "args": {...}}`` -> ``{"ok": true, "result": ...}``.

    Errors come back as ``{"ok": false, "error": {...}}``: a
    :class:`~rules_py.errors.RulesError` with its reason, anything else as
    an internal error. The reader never sees a traceback.
    """
    try:
        req = json.loads(request)
        result = call(req["op"], req.get("args"))
        return json.dumps({"ok": True, "result": result})
    except RulesError as exc:
        reason = getattr(exc, "reason", None)
        return json.dumps({"ok": False, "error": {
            "kind": type(exc).__name__, "message": str(exc),
            "reason": reason.to_dict() if reason is not None else None}})
    except Exception as exc:  # noqa: BLE001 - the page must get JSON, never a traceback
        return json.dumps({"ok": False, "error": {"kind": "internal", "message": f"{type(exc).__name__}: {exc}"}})
