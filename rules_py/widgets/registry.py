"""The widget registry: name -> widget class, and the helpers they share.

A widget is a class registered with `register`::

    @register
    class Turner(Widget):
        name = "my-turner"            # kebab-case, as in the page's placeholder
        css = "rp-turner"             # extra class on the outer element

        def act(self, state, act, inputs):   # -> the new state
            ...
        def render(self, state):             # -> an Element (rules_py.render.markup)
            ...

`Widget.act` gets the state carried in the page (a JSON object), the
act the reader triggered (the JSON of the clicked ``data-act``; ``None`` on
the first render) and the values of the widget's named inputs. It checks
them and returns the new state, or raises
`rules_py.errors.RulesError` whose message the reader sees.
`Widget.render` draws a state; `Widget.element` wraps it in the
outer ``<div class="rp-widget" data-widget=NAME data-state=JSON>``.

Sharing: `run` also writes ``data-share`` on that element, the
widget's lasting state (`Widget.share`: without ``lang`` and the
keys in `Widget.transient`) as a compact token (`encode_share`,
base64url of JSON), which the page puts in the URL hash; a request with
``share`` (a token) instead of a state starts from `decode_share`'s
state. The page identifies each widget by ``data-rp-id`` (its name and
order on the page, written at build time; `run`'s ``widget_id``).

Read-only: a request from a page in embed mode (another site's frame,
`rules_py.widgets.controls.embed`) says ``embedded``; while it runs, `embedded`
is true and widgets draw no authoring control (nothing to set up, save,
open or embed): the reader steps and answers only.

Plain JSON operations (arguments and result are JSON, no HTML) register
with `op`. `load_all` imports every module of
`rules_py.widgets` and of its subpackages, so each registers itself.
"""

from __future__ import annotations

import contextvars
import importlib
import json
import pkgutil
import re
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .. import links
from ..errors import RecordError, RulesError
from ..i18n import messages
from ..render.markup import E, Element, Fragment

State = dict[str, Any]

#: widget name -> widget class
REGISTRY: dict[str, type["Widget"]] = {}
#: op name -> function(**args) -> JSON
OPS: dict[str, Callable[..., Any]] = {}

_loaded = False
#: True while a request from an embed frame is answered (`embedded`).
_EMBEDDED: contextvars.ContextVar[bool] = contextvars.ContextVar("rp_embedded", default=False)


def embedded() -> bool:
    """Whether the widget being drawn is in an embed frame: read-only, no
    authoring control (`run`'s ``embedded``)."""
    return _EMBEDDED.get()

#: The longest share token written or read (characters): the page keeps its
#: whole URL hash under `rules_py.links.MAX_HASH`, several widgets at once.
MAX_SHARE = links.MAX_TOKEN
#: A widget id: its name and its order on the page (``blot-example-2``).
WIDGET_ID = re.compile(r"[a-z][a-z0-9-]{0,63}")


class RequestError(ValueError):
    """A request the page (or a caller) got wrong: unknown widget or op,
    missing keys, wrong types. Not the reader's doing, not an internal bug."""


class Widget:
    """Base class of widgets (see the module docstring)."""

    name: ClassVar[str] = ""
    css: ClassVar[str] = ""
    #: State keys a shared link leaves out: the reader's passing choices
    #: (the selected piece, a hint shown), not the position itself.
    transient: ClassVar[tuple[str, ...]] = ()
    #: False for a widget without acts: it has no state worth a link.
    shared: ClassVar[bool] = True
    #: True for a widget whose acts may take long (a search, a bot's move, a
    #: long record replayed): its element says ``data-long`` and the page
    #: gives its requests the long time limit.
    long: ClassVar[bool] = False
    #: When the page starts Python for this widget: ``"act"``, at the reader's
    #: first act on it (a rules page: reading it needs none); ``"view"``, as
    #: soon as it comes into view (a page made for acting: play, edit, solve),
    #: unless the browser asks to save data. Written as ``data-wake``.
    wakes: ClassVar[str] = "act"

    def steps(self, state: State) -> tuple[str, list[State]] | None:
        """The read path (`rules_py.widgets.read_path`): when every state this
        widget can step to from ``state`` is known without the reader, the
        act's key (``"go"`` for ``{"go": n}``) and the state of each step
        ``n``, from 0; ``None`` (the default) otherwise."""
        return None

    def steps_keyed(self, state: State) -> tuple[str, dict[str, State]] | None:
        """Acts that open other steps, all known without the reader (the
        record viewer's samples): the act's key (``"example"``) and, for each
        value it may take, the state it leads to; ``None`` (the default) when
        there are none."""
        return None

    def steps_context(self, state: State) -> str | None:
        """Which read path answers ``state``: a short text equal for every
        state of one set of steps (``data-steps-context``); ``None`` (the
        default, as for the worked examples) when the widget's steps never
        change under it."""
        return None

    def act(self, state: State, act: State | None, inputs: State) -> State:
        """The new state after ``act``; the default knows no act."""
        if act:
            raise RulesError(self.name + " has no action " + describe(act))
        return dict(state)

    def render(self, state: State) -> Element | Fragment:
        """The widget's content at ``state`` (a state `act` returned)."""
        raise NotImplementedError

    def element(self, state: State) -> Element:
        """The outer element around `render`."""
        return widget_element(self.name, state, self.render(state), cls=self.css)

    def share(self, state: State) -> State:
        """The part of ``state`` a link keeps: all but ``lang`` and `transient`."""
        return {key: value for key, value in state.items() if key != "lang" and key not in self.transient}


def register(cls: type[Widget]) -> type[Widget]:
    """Class decorator: make ``cls`` answer to ``cls.name``."""
    if not cls.name or cls.name != cls.name.lower() or not cls.name.replace("-", "").isalnum():
        raise ValueError(f"widget names are kebab-case: {cls.name!r}")
    REGISTRY[cls.name] = cls
    return cls


def op(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a plain JSON operation (arguments and result are JSON)."""

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        OPS[name] = fn
        return fn

    return wrap


def load_all() -> None:
    """Import every widget module, in the subpackages too (idempotent)."""
    global _loaded
    if _loaded:
        return
    from .. import widgets

    for info in pkgutil.walk_packages(widgets.__path__, widgets.__name__ + "."):
        importlib.import_module(info.name)
    _loaded = True


def get(name: object) -> Widget:
    """A new instance of the widget called ``name``."""
    load_all()
    if not isinstance(name, str) or name not in REGISTRY:
        raise RequestError(f"unknown widget {name!r}")
    return REGISTRY[name]()


def run(name: object, state: object = None, act: object = None, inputs: object = None,
        lang: object = None, share: object = None, widget_id: object = None,
        embedded: object = False) -> Element:
    """Check the request's shape, apply ``act`` and draw the result.

    The language is ``state["lang"]`` (set on French pages at build time), else
    ``lang``, else English; it is taken out of the state the widget sees and
    put back on every widget element drawn (`widget_element`), so the
    page sends it again with the next act. ``share`` (a token from a link)
    replaces the state, keeping its language; ``widget_id`` becomes the
    element's ``data-rp-id``. ``embedded`` (``true`` from a page in embed
    mode) draws the widget read-only (`embedded`).
    """
    widget = get(name)
    for what, value in (("state", state), ("act", act), ("inputs", inputs)):
        if value is not None and not isinstance(value, dict):
            raise RequestError(f"{what} must be a JSON object, not {type(value).__name__}")
    if widget_id is not None and not (isinstance(widget_id, str) and WIDGET_ID.fullmatch(widget_id)):
        raise RequestError(f"not a widget id: {describe(widget_id)}")
    state = dict(state) if isinstance(state, dict) else {}  # checked above: a dict or None
    lang = state.pop("lang", lang)
    if share is not None:
        state = decode_share(share)
    token = _EMBEDDED.set(embedded is True)
    try:
        with messages.using(lang):
            # act is a dict or None (checked above); mypy cannot narrow it through the loop
            new_state = widget.act(state, act or None, dict(inputs) if isinstance(inputs, dict) else {})  # type: ignore[arg-type]
            element = widget.element(new_state).set(**{"data-long": widget.long,
                                                         "data-wake": widget.wakes if widget.wakes != "act" else None,
                                                         "data-steps-context": widget.steps_context(new_state)})
    finally:
        _EMBEDDED.reset(token)
    return _shareable(element, widget.share(new_state) if widget.shared else None, widget_id)


def _shareable(element: Element, lasting: State | None, widget_id: str | None) -> Element:
    """``element`` with its share token (unless it has none to share, has a
    readable ``data-hash`` or the token is too long for a link) and its page id."""
    token = None if lasting is None or "data-hash" in element.attrs else encode_share(lasting)
    if token is not None and len(token) > MAX_SHARE:
        token = None  # a pasted record, say: the link would be too long; the widget still works
    return element.set(**{"data-share": token, "data-rp-id": widget_id})


def encode_share(state: State) -> str:
    """``state`` as a link token (`rules_py.links.pack`, keys sorted, so
    one state always gives one token: the page compares tokens to tell
    whether a widget changed)."""
    return links.pack(state, sort_keys=True)


def decode_share(token: object) -> State:
    """The state an `encode_share` token holds; `RequestError`
    naming the field ``share`` for anything else: too long, not base64url, not
    UTF-8, too deep, not a JSON object (`rules_py.links.unpack_object`).
    The widget's `Widget.act` then checks the state like any other."""
    try:
        state = links.unpack_object(token, path="share", max_chars=MAX_SHARE)
    except RecordError as exc:
        raise RequestError(f"not a share token: {exc}") from None
    state.pop("lang", None)  # the page's language wins over a link's
    return state


# -- helpers ----------------------------------------------------------------------


def describe(value: Any) -> str:
    """A short readable form of an act for error messages."""
    import json

    try:
        text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def widget_element(name: str, state: State, *inner: Any, cls: str = "", **attrs: Any) -> Element:
    """``<div class="rp-widget CLS" data-widget=NAME data-state=JSON>inner</div>``
    (the state gains ``"lang"`` when the current language is not English)."""
    if messages.current() != messages.DEFAULT:
        state = {**state, "lang": messages.current()}
    return E("div", {"class": "rp-widget " + cls if cls else "rp-widget", "data-widget": name,
                     "data-state": state}, *inner, **attrs)


def button(text: str, act: State, *, title: str = "", key: str = "", disabled: bool = False,
           cls: str = "rp-btn") -> Element:
    """A button that sends ``act``; ``key`` binds keys to it (``"ArrowLeft"``).

    ``title`` is the tooltip; it is also the accessible name when ``text``
    is a symbol (an arrow). A button with words keeps them as its name, so
    the name a speech user says is the one on screen (WCAG 2.5.3)."""
    named = title and not any(ch.isalnum() for ch in text)
    return E("button", {"type": "button", "class": cls, "data-act": act, "data-key": key or None,
                        "title": title or None, "aria-label": title if named else None, "disabled": disabled},
             text)


def get_int(mapping: Mapping[str, Any], key: str, default: int, *, lo: int | None = None,
            hi: int | None = None) -> int:
    """``mapping[key]`` as a whole number, clamped to ``[lo, hi]``: an int, a
    float with no fraction, or text of ASCII digits (spaces around allowed;
    `rules_py.links.whole`); a `rules_py.errors.RecordError` naming ``key`` otherwise."""
    value = mapping.get(key, default)
    if isinstance(value, float) and value.is_integer() and abs(value) < 2 ** 63:
        value = round(value)
    elif isinstance(value, str):
        value = value.strip()
    number = links.whole(value, key)
    if lo is not None:
        number = max(lo, number)
    if hi is not None:
        number = min(hi, number)
    return number


def get_str(mapping: Mapping[str, Any], key: str, default: str, *, choices: Any = None) -> str:
    """``mapping[key]`` as text (numbers accepted), optionally one of ``choices``."""
    value = mapping.get(key, default)
    if value is None:
        value = default
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise RulesError(f"{key} must be text, not {describe(value)}")
    text = str(value)
    if choices is not None and text not in choices:
        raise RulesError(f"unknown {key} {text!r}; one of {', '.join(map(str, choices))}")
    return text


def get_list(mapping: Mapping[str, Any], key: str) -> list[str]:
    """``mapping[key]`` as a list of texts (missing: empty)."""
    value = mapping.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RulesError(f"{key} must be a list of texts, not {describe(value)}")
    return list(value)


def act_kind(act: State | None, kinds: tuple[str, ...], widget: str) -> str | None:
    """Which of ``kinds`` the act is (its first key found), ``None`` for no act."""
    if not act:
        return None
    for kind in kinds:
        if kind in act:
            return kind
    raise RulesError(f"{widget} has no action {describe(act)}")


__all__ = ["MAX_SHARE", "OPS", "REGISTRY", "RequestError", "State", "WIDGET_ID", "Widget", "act_kind", "button", "embedded",
           "decode_share", "describe", "encode_share", "get", "get_int", "get_list", "get_str", "load_all", "op",
           "register", "run", "widget_element"]
