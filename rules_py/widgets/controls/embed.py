"""The "Embed" snippet: an example of ours inside another site's page.

`snippet` writes the HTML a teacher pastes into a course page: an
``iframe`` of one of our pages with the example in its URL hash, opened
in **embed mode** (``?embed=1``: ``docs/assets/embed-mode.js`` marks the
page and ``companion.css`` shows its first widget alone, without the
site's header, navigation, text or footer; the hash reads as on any
page). Python
does not know where the site is served from, so the snippet names the page
by its **site-relative** path (``blokus/editor/``); the page script
(``docs/assets/embed.js``) resolves it against the site's root as the
reader sees it before showing or copying it, so the pasted ``src`` is an
absolute address. `panel` is the small "Embed" box a widget draws:
the snippet in a read-only field and a **Copy** button.

Any widget may call these (the Blokus editor does; the BLOT deal composer
will): the signature of `snippet` stays as it is.

**Read-only.** The frame is for readers, not authors: a page in embed mode
tells Python so with every request (``companion.js`` sends
``"embedded": true``; `rules_py.widgets.registry.embedded` answers it while
a widget draws), and each widget then leaves out its authoring controls
(setting up, comments, saving, opening a file, this Embed box) while
the reader can still step and answer. A page with several widgets (the
lessons, the worked examples) names the one to show with
``&widget=ID`` (`snippet`'s ``widget``); a widget that does not know its
page id (``NAME-N``, written at build time) asks `panel` for a **keyed**
snippet: ``embed.js`` then adds its id to the query and to the hash
(``#ID=TOKEN``, the page's own form for one widget's state).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...errors import RulesError
from ...i18n.messages import tr
from ...render.markup import E, Element

#: A site-relative page path: lowercase words and slashes, no scheme, no "..".
_PATH = re.compile(r"(?:[a-z0-9][a-z0-9_.-]*/)*(?:[a-z0-9][a-z0-9_.-]*\.html)?")
#: The hash part: the characters our links use (readable separators, base64url, %-escapes).
_FRAGMENT = re.compile(r"[A-Za-z0-9_.~!$&'()*+,;=:@/?%-]*")
#: The query that opens a page in embed mode (its first widget alone).
EMBED_QUERY = "?embed=1"
#: A widget's page id (``lesson-3``; `rules_py.widgets.registry.WIDGET_ID`).
_WIDGET = re.compile(r"[a-z][a-z0-9-]{0,63}")
#: The iframe's height bounds (CSS pixels).
MIN_HEIGHT, MAX_HEIGHT = 200, 4000


def snippet(path: str, fragment: str, *, title: str, height: int = 600, widget: str | None = None) -> str:
    """The HTML fragment that embeds page ``path`` with ``#fragment``.

    ``path`` is site-relative (``"blokus/editor/"``; a leading ``/`` is
    dropped); ``fragment`` is the URL hash without ``#``; ``title`` names
    the frame for screen readers; ``height`` is in CSS pixels (200..4000);
    ``widget`` (a page id, ``lesson-3``) names the widget the frame shows
    (default: the page's first). A path or fragment our pages cannot have raises
    `rules_py.errors.RulesError`.

        >>> snippet("blokus/editor/", "ed1/0/human-human/eJw", title="A Duo opening")
        '<iframe src="blokus/editor/?embed=1#ed1/0/human-human/eJw" title="A Duo opening" width="100%" height="600" style="border:0;max-width:100%" loading="lazy" allowfullscreen=""></iframe>'
    """
    path = path.lstrip("/")
    if not isinstance(path, str) or not _PATH.fullmatch(path) or ".." in path:
        raise RulesError(tr("not a page of this site: {path}", path=repr(path)[:80]))
    if not _FRAGMENT.fullmatch(fragment):
        raise RulesError(tr("not a link to an example: {link}", link=repr(fragment)[:80]))
    if isinstance(height, bool) or not isinstance(height, int) or not MIN_HEIGHT <= height <= MAX_HEIGHT:
        raise RulesError(tr("the frame's height is {lo} to {hi} pixels", lo=MIN_HEIGHT, hi=MAX_HEIGHT))
    if widget is not None and not (isinstance(widget, str) and _WIDGET.fullmatch(widget)):
        raise RulesError(tr("not a link to an example: {link}", link=repr(widget)[:80]))
    query = EMBED_QUERY + ("&widget=" + widget if widget else "")
    src = path + query + ("#" + fragment if fragment else "")
    # allowfullscreen: the study's Present button works inside the frame
    frame = E("iframe", src=src, title=title, width="100%", height=str(height),
              style="border:0;max-width:100%", loading="lazy", allowfullscreen=True)
    return str(frame)


def panel(path: str, fragment: str, *, title: str, height: int = 600, keyed: bool = False,
          more: Sequence[tuple[str, str]] = ()) -> Element:
    """The "Embed" box: the snippet in a read-only field (its site-relative
    ``src`` made absolute by ``embed.js``) and a **Copy** button. Hidden
    when printed (a ``details``) and in embed mode.

    ``keyed``: ``fragment`` is the widget's share token (``data-share``)
    and the widget does not know its page id nor its page (``path`` is
    then ``""``): ``embed.js`` writes the frame's ``src`` on the page
    shown, with the widget's id (``?embed=1&widget=ID#ID=TOKEN``).
    ``more``: other snippets offered in the same box, ``(label, fragment)``
    each (a whole study and the chapter alone)."""
    label = tr("HTML to paste into a course page")

    def field(frag: str) -> Element:
        code = snippet(path, frag, title=title, height=height)
        return E("textarea", code, readonly=True, rows="3", cls="rp-embed-code", aria_label=label,
                 spellcheck="false", data_embed_path=path.lstrip("/"), data_embed_keyed="1" if keyed else None)

    def copy() -> Element:
        return E("p", E("button", tr("Copy"), type="button", cls="rp-btn rp-embed-copy",
                        title=tr("Copy the HTML to the clipboard")),
                 " ", E("span", "", cls="rp-embed-said", role="status", aria_live="polite"))

    choices = [E("div", E("p", E("strong", words)), field(frag), copy(), cls="rp-embed-choice")
               for words, frag in more]
    return E("details",
             E("summary", tr("Embed")),
             E("p", tr("Paste this into a web page to show this example there, live, in a frame."),
               cls="rp-note"),
             field(fragment), copy(), *choices,
             cls="rp-embed",
             data_say={"copied": tr("Copied."), "byHand": tr("Selected: copy it with your keyboard or menu.")})


__all__ = ["EMBED_QUERY", "MAX_HEIGHT", "MIN_HEIGHT", "panel", "snippet"]
