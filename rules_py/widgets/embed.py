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
"""

from __future__ import annotations

import re

from ..errors import RulesError
from ..i18n.messages import tr
from ..render.markup import E, Element

#: A site-relative page path: lowercase words and slashes, no scheme, no "..".
_PATH = re.compile(r"(?:[a-z0-9][a-z0-9_.-]*/)*(?:[a-z0-9][a-z0-9_.-]*\.html)?")
#: The hash part: the characters our links use (readable separators, base64url, %-escapes).
_FRAGMENT = re.compile(r"[A-Za-z0-9_.~!$&'()*+,;=:@/?%-]*")
#: The query that opens a page in embed mode (its first widget alone).
EMBED_QUERY = "?embed=1"
#: The iframe's height bounds (CSS pixels).
MIN_HEIGHT, MAX_HEIGHT = 200, 4000


def snippet(path: str, fragment: str, *, title: str, height: int = 600) -> str:
    """The HTML fragment that embeds page ``path`` with ``#fragment``.

    ``path`` is site-relative (``"blokus/editor/"``; a leading ``/`` is
    dropped); ``fragment`` is the URL hash without ``#``; ``title`` names
    the frame for screen readers; ``height`` is in CSS pixels (200..4000).
    A path or fragment our pages cannot have raises
    [`RulesError`][rules_py.errors.RulesError].

        >>> snippet("blokus/editor/", "ed1/0/human-human/eJw", title="A Duo opening")
        '<iframe src="blokus/editor/?embed=1#ed1/0/human-human/eJw" title="A Duo opening" width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>'
    """
    path = path.lstrip("/")
    if not isinstance(path, str) or not _PATH.fullmatch(path) or ".." in path:
        raise RulesError(tr("not a page of this site: {path}", path=repr(path)[:80]))
    if not _FRAGMENT.fullmatch(fragment):
        raise RulesError(tr("not a link to an example: {link}", link=repr(fragment)[:80]))
    if isinstance(height, bool) or not isinstance(height, int) or not MIN_HEIGHT <= height <= MAX_HEIGHT:
        raise RulesError(tr("the frame's height is {lo} to {hi} pixels", lo=MIN_HEIGHT, hi=MAX_HEIGHT))
    src = path + EMBED_QUERY + ("#" + fragment if fragment else "")
    frame = E("iframe", src=src, title=title, width="100%", height=str(height),
              style="border:0;max-width:100%", loading="lazy")
    return str(frame)


def panel(path: str, fragment: str, *, title: str, height: int = 600) -> Element:
    """The "Embed" box: the snippet in a read-only field (its site-relative
    ``src`` made absolute by ``embed.js``) and a **Copy** button. Hidden
    when printed (a ``details``)."""
    code = snippet(path, fragment, title=title, height=height)
    label = tr("HTML to paste into a course page")
    return E("details",
             E("summary", tr("Embed")),
             E("p", tr("Paste this into a web page to show this example there, live, in a frame."),
               cls="rp-note"),
             E("textarea", code, readonly=True, rows="3", cls="rp-embed-code", aria_label=label, spellcheck="false",
               data_embed_path=path.lstrip("/")),
             E("p", E("button", tr("Copy"), type="button", cls="rp-btn rp-embed-copy",
                      title=tr("Copy the HTML to the clipboard")),
               " ", E("span", "", cls="rp-embed-said", role="status", aria_live="polite")),
             cls="rp-embed",
             data_say={"copied": tr("Copied."), "byHand": tr("Selected: copy it with your keyboard or menu.")})


__all__ = ["EMBED_QUERY", "MAX_HEIGHT", "MIN_HEIGHT", "panel", "snippet"]
