""""Make a study": a finished game, with its review, opened in the study reader.

The play widgets (``blokus-play``, ``blot-table``) draw `study_link` at the
game's end: a link to the Studies page whose hash carries the ``study``
widget's share token (`rules_py.widgets.registry.encode_share`) of
``{"packed": TOKEN}``, the study's JSON compressed
(`rules_py.widgets.teaching.study.packed_state`), so one tap opens the study in the
reader. A study too long for a link (the token over
`rules_py.widgets.registry.MAX_SHARE` characters) is offered as a study
file to download instead, which the Studies page opens.

The study itself is made by `rules_py.studies.from_game` from the game's
record and its review's entries (`rules_py.widgets.review.cache`), its
comments in the page's language; it is cached by record, review and
language, since the panel is drawn again at every step of the review.
"""

from __future__ import annotations

import json
import urllib.parse
from typing import Any

from ...i18n.messages import current, tr
from ...render.markup import E, Element
from ...studies import dumps
from ...studies.from_game import study_from_blokus_game, study_from_blot_game
from ..registry import MAX_SHARE, encode_share
from .study import packed_state

#: The Studies page, from a play page (``/blokus/play/``, ``/blot/play/`` and
#: their French twins sit two folders below the site's root, as ``/studies/``
#: sits one).
STUDIES_HREF = "../../studies/"
#: The study reader's id on the Studies page (its first ``study`` widget).
READER_ID = "study-1"


#: The studies made lately: (game, record, review as JSON, language, title) -> study JSON.
_MADE: dict[tuple[str, str, str, str, str], str] = {}
#: How many `_MADE` keeps.
KEEP = 8


def _study_json(game: str, record: str, entries: list[Any], lang: str, title: str) -> str:
    key = (game, record, json.dumps(entries, sort_keys=True, ensure_ascii=False), lang, title)
    if key not in _MADE:
        make = study_from_blot_game if game == "blot" else study_from_blokus_game
        while len(_MADE) >= KEEP:
            _MADE.pop(next(iter(_MADE)))
        _MADE[key] = dumps(make(record, entries, lang=lang, title=title))
    return _MADE[key]


def study_link(game: str, record: str, entries: Any = (), *, title: str = "", name: str = "study") -> Element:
    """The "Make a study" link of a finished game: ``game`` ``"blokus"`` or
    ``"blot"``, ``record`` its ``.blksgf`` or BLOT JSON, ``entries`` its
    review (``()``: none yet); a download of the study file when too long."""
    text = _study_json(game, record, list(entries or ()), current(), title)
    token = encode_share(packed_state(text))
    note = tr("The study opens on the Studies page: the game as its main line, the review's marked moves "
              "with their glyphs and comments, the better moves as variations.")
    if len(token) <= MAX_SHARE:
        return E("p", E("a", tr("Make a study"), href=f"{STUDIES_HREF}#{READER_ID}={token}", cls="rp-btn",
                        data_study="link"), " ", E("small", note), cls="rp-make-study")
    href = "data:application/json;charset=utf-8," + urllib.parse.quote(text, safe="")
    return E("p", E("a", tr("Make a study (download the file)"), href=href, download=name + ".study.json",
                    cls="rp-btn", data_study="file"), " ",
             E("small", tr("This study is too long for a link: download it, then paste the file "
                           "under Open a study file on the Studies page.")), cls="rp-make-study")


__all__ = ["READER_ID", "STUDIES_HREF", "study_link"]
