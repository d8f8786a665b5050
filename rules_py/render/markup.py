"""The one element builder: every value escaped by construction.

Every piece of HTML and SVG that ``rules_py`` produces is an
`rules_py.render.markup.Element` tree serialised here, so no caller ever splices a value
into markup text::

    >>> str(E("svg", E("rect", x=1.5, width=2, cls="a", data_act={"cell": "a1"})))
    '<svg><rect x="1.5" width="2" class="a" data-act="{&quot;cell&quot;:&quot;a1&quot;}"/></svg>'
    >>> str(E("input", name="n", disabled=True)), str(E("div"))
    ('<input name="n" disabled=""/>', '<div></div>')
    >>> str(E("p", "1 < 2 & ", E("b", "<script>")))
    '<p>1 &lt; 2 &amp; <b>&lt;script&gt;</b></p>'

Why our own builder and not `xml.etree.ElementTree`: the output is
mostly HTML (``<button disabled>``, ``<input>``, ``<option selected>``,
empty ``<div></div>`` that HTML may not self-close) with SVG inside it, and
ElementTree knows neither HTML's void elements nor boolean attributes; it
also leaves ``'`` unescaped in attributes. This builder is about a hundred
lines and its output is at once valid HTML and well-formed XML.

Rules of serialisation:

* text children and attribute values are always escaped (``& < > " '``);
* ``int``/``float`` values are written with at most three decimals
  (``2.0`` -> ``2``, ``0.86603`` -> ``0.866``);
* ``dict``/``list``/``tuple`` attribute values are JSON (keys sorted,
  compact) and then escaped: ``data-act``/``data-state`` carry JSON;
* ``True`` writes a boolean attribute (``disabled=""``), ``False``/``None``
  leave the attribute out; a ``None`` child is skipped;
* keyword names: a trailing ``_`` is dropped, ``cls`` is ``class``, and
  ``_`` becomes ``-`` (``data_act`` -> ``data-act``); a first positional
  ``dict`` gives attributes verbatim (``{"viewBox": ...}``);
* the only way to embed finished markup is an `rules_py.render.markup.Element`, a
  `rules_py.render.markup.Fragment`, or an
  `rules_py.render.markup.SVG`/`rules_py.render.markup.HTML` string made by
  `rules_py.render.markup.Element.svg`/`rules_py.render.markup.Element.html` (they keep
  their tree). A plain
  ``str`` is always text, never markup.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Iterator
from typing import Any, Self, Union

#: HTML elements that have no end tag.
VOID = frozenset({"area", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"})

Child = Union["Element", "Fragment", str, int, float, None, Iterable[Any]]


def fmt(value: float) -> str:
    """A number without trailing zeros: 2.0 -> '2', 0.86603 -> '0.866', -0.0 -> '0'."""
    if isinstance(value, bool):
        raise TypeError("a boolean is not a number here")
    if isinstance(value, int):
        return str(value)
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attr_name(key: str) -> str:
    """``data_act`` -> ``data-act``, ``cls`` -> ``class``, ``for_`` -> ``for``."""
    key = key.rstrip("_")
    return "class" if key == "cls" else key.replace("_", "-")


def attr_text(value: Any) -> str:
    """The unescaped text of one attribute value (JSON for containers)."""
    if isinstance(value, (dict, list, tuple)):
        return json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return fmt(value)
    if isinstance(value, str):
        return value
    raise TypeError(f"attribute value of type {type(value).__name__} is not markup-safe")


class Fragment:
    """A sequence of children with no element around them."""

    __slots__ = ("children",)

    def __init__(self, *children: Child) -> None:
        self.children: list[Any] = list(_flatten(children))

    def __str__(self) -> str:
        out: list[str] = []
        for child in self.children:
            _write(child, out, False)
        return "".join(out)

    def html(self) -> "HTML":
        return HTML.of(self)


class Element:
    """One element: ``tag``, ordered ``attrs`` (name -> value), ``children``."""

    __slots__ = ("tag", "attrs", "children")

    def __init__(self, tag: str, *children: Child, **attrs: Any) -> None:
        if not tag.replace("-", "").replace(":", "").isalnum():
            raise ValueError(f"not a tag name: {tag!r}")
        self.tag = tag
        self.attrs: dict[str, Any] = {}
        if children and isinstance(children[0], dict):
            self.set(**children[0])  # names as given (viewBox, xml:lang)
            children = children[1:]
        for key, value in attrs.items():
            self.set(**{attr_name(key): value})
        self.children: list[Any] = list(_flatten(children))

    def set(self, **attrs: Any) -> "Element":
        """Set attributes by their exact names; ``None``/``False`` removes one."""
        for name, value in attrs.items():
            if not name.replace("-", "").replace(":", "").isalnum():
                raise ValueError(f"not an attribute name: {name!r}")
            if value is None or value is False:
                self.attrs.pop(name, None)
            else:
                self.attrs[name] = value
        return self

    def add(self, *children: Child) -> "Element":
        """Append children; returns the element for chaining."""
        self.children.extend(_flatten(children))
        return self

    def __str__(self) -> str:
        out: list[str] = []
        _write(self, out, False)
        return "".join(out)

    def svg(self) -> "SVG":
        """This element as an `rules_py.render.markup.SVG` string (for notebooks)."""
        return SVG.of(self)

    def html(self) -> "HTML":
        """This element as an `rules_py.render.markup.HTML` string (for notebooks)."""
        return HTML.of(self)


E = Element


def _flatten(children: Iterable[Any]) -> Iterator[Any]:
    for child in children:
        if child is None:
            continue
        if isinstance(child, (Element, Fragment, str, int, float)):
            yield child
        elif isinstance(child, Iterable):
            yield from _flatten(child)
        else:
            raise TypeError(f"a {type(child).__name__} cannot be a child element")


def _write(node: Any, out: list[str], in_svg: bool) -> None:
    """Serialise ``node`` into ``out``. ``in_svg``: inside an ``<svg>``
    (empty elements self-close there; in HTML only void ones do)."""
    if isinstance(node, Markup) and node.tree is not None:
        _write(node.tree, out, in_svg)
    elif isinstance(node, str):
        out.append(html.escape(node, quote=False))
    elif isinstance(node, (int, float)):
        out.append(fmt(node))
    elif isinstance(node, Fragment):
        for child in node.children:
            _write(child, out, in_svg)
    else:
        _write_element(node, out, in_svg)


def _write_element(el: Element, out: list[str], in_svg: bool) -> None:
    in_svg = in_svg or el.tag == "svg"
    out.append("<" + el.tag)
    for name, value in el.attrs.items():
        text = "" if value is True else html.escape(attr_text(value), quote=True)
        out.append(f' {name}="{text}"')
    if not el.children:
        if in_svg or el.tag in VOID:
            out.append("/>")
            return
    elif el.tag in VOID and not in_svg:
        raise ValueError(f"<{el.tag}> cannot have children")
    out.append(">")
    for child in el.children:
        _write(child, out, in_svg)
    out.append("</" + el.tag + ">")


class Markup(str):
    """Finished markup as a ``str``; ``tree`` is the element it was built
    from (``None`` when made from a plain string: then it embeds as text)."""

    tree: Element | Fragment | None = None

    @classmethod
    def of(cls, tree: Element | Fragment) -> Self:
        out = cls(str(tree))
        out.tree = tree
        return out


class SVG(Markup):
    """An SVG document as a ``str``; notebooks display it as a picture."""

    def _repr_svg_(self) -> str:
        return str(self)


class HTML(Markup):
    """An HTML fragment as a ``str``; notebooks display it rendered."""

    def _repr_html_(self) -> str:
        return str(self)


__all__ = ["E", "Element", "Fragment", "HTML", "Markup", "SVG", "attr_name", "fmt"]
