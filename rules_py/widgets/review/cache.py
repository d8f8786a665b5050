"""The game review's cache and what the reader asked: kept apart from its drawing.

What to review is an `Ask` (``{"who": null | player, "level": n,
"seed": s}`` in a widget's state, `read_ask`; for BLOT ``level`` is the
number of deals each decision is tried on, `BLOT_WORLDS`). A review is
a list of `Entry` (the shape of
`rules_py.blokus.review.MoveReview.to_dict`); a BLOT decision
(`rules_py.blot.review.DecisionReview.to_dict`) is read into that shape
by
`blot_review` (``eval_after``: the expected round margin of the option
taken, ``eval_before``: the best option's), keeping its ``options``.

The cache: a review is kept under a key made of the record's text, the
player, the level and the seed (`review_key`), so asking again,
stepping, a link or Back never searches twice; a page's request computes a
review only on the reader's click (`only_cached`, `clicked`). In
the page's worker the kept reviews go to IndexedDB with the saved games
(`take`, `load`, which `rules_py.widgets.review.cache` hands to the
worker's storage protocol, ``docs/assets/companion-worker.js``); at most
`KEEP` are kept, the oldest forgotten first. The panel that draws a review
is `rules_py.widgets.review.panel`.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, TypedDict, cast

from ... import links
from ...errors import RecordError, RulesError
from ...i18n.messages import tr
from ..registry import State, describe, get_int, get_str


class Entry(TypedDict, total=False):
    """One reviewed move or decision, as the panel reads it."""

    index: int          # the move's index from 0: the host's step ``index + 1`` is the position after it
    player: int
    move: str
    best: str
    eval_before: float  # the expected final margin before the move (BLOT: the best option's)
    eval_after: float   # after it (BLOT: the option taken)
    loss: float
    mark: str | None    # a key of MARKS, or None
    why: dict[str, str] | None   # {"en", "fr"}
    options: dict[str, float]    # BLOT: each legal option's expected points


#: Bump when the stored entries change shape: older ones are then never read.
FORMAT = 1
#: Reviews kept (in memory and in the worker's IndexedDB).
KEEP = 16
#: The marks' words (read through tr) and their colours, worst first.
MARKS: dict[str, tuple[str, str]] = {"blunder": ("blunder", "#c62828"), "mistake": ("mistake", "#e67e00"),
                                     "inaccuracy": ("inaccuracy", "#b59b00")}

#: The BLOT review's choices of deals per decision, the most precise (the CLI's default) first.
BLOT_WORLDS = (32, 16, 8)
#: The page's default: a whole four-player game's review at 32 deals a decision
#: comes near the page's time limit for one request in Pyodide (90 s); 16 halves it.
BLOT_DEFAULT = 16

CACHE: OrderedDict[str, list[Entry]] = OrderedDict()
#: Keys changed since the last `take` (``None`` value there: forgotten).
DIRTY: set[str] = set()


@dataclass(frozen=True)
class Ask:
    """What the reader asked: whose moves (``None``: every player's), the level, the seed."""

    who: int | None
    level: int
    seed: int = 0

    def to_state(self) -> State:
        return {"who": self.who, "level": self.level, "seed": self.seed}


def _levels() -> dict[int, str]:
    from ...blokus.review import REVIEW_LEVELS  # lazy: a page without a review never imports the search
    return REVIEW_LEVELS


def default_level() -> int:
    return max(_levels())


def budgets(kind: str) -> list[int]:
    return list(BLOT_WORLDS) if kind == "blot" else sorted(_levels(), reverse=True)


def default_for(kind: str) -> int:
    return BLOT_DEFAULT if kind == "blot" else default_level()


def read_ask(raw: Any, players: int, kind: str = "blokus") -> Ask | None:
    """The review part of a widget's state (``None``: no review), checked."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise RulesError(tr("the review settings are not readable: {value}", value=describe(raw)))
    who = raw.get("who")
    if who is not None and (not isinstance(who, int) or isinstance(who, bool) or not 0 <= who < players):
        raise RulesError(tr("no player {who} to review in this game", who=describe(who)))
    levels = budgets(kind)
    level = get_int(raw, "level", default_for(kind))
    if level not in levels:
        raise RulesError(tr("the review's search must be one of {choices}", choices=", ".join(map(str, levels))))
    seed = get_int(raw, "seed", 0, lo=0, hi=2**31 - 1)
    return Ask(who, level, seed)


def ask_from_inputs(inputs: State, players: int, kind: str = "blokus") -> Ask:
    """The review the form asks for (inputs ``review_who``: ``all`` or a player from 0; ``review_level``)."""
    levels = budgets(kind)
    who_text = get_str(inputs, "review_who", "all", choices=["all"] + [str(p) for p in range(players)])
    level_text = get_str(inputs, "review_level", str(default_for(kind)), choices=[str(n) for n in levels])
    who = None if who_text == "all" else links.whole(who_text, "review_who", lo=0, hi=players - 1)
    return Ask(who, links.whole(level_text, "review_level"))


def review_key(kind: str, text: str, ask: Ask) -> str:
    """The cache key of one review: the game's kind and text, the player, the level, the seed."""
    blob = json.dumps([FORMAT, kind, text, ask.who, ask.level, ask.seed], ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]


def _keep(key: str, entries: list[Entry]) -> None:
    CACHE[key] = entries
    CACHE.move_to_end(key)
    DIRTY.add(key)
    while len(CACHE) > KEEP:
        old, _ = CACHE.popitem(last=False)
        DIRTY.add(old)


#: Whether a review not cached may be computed now. True for a Python caller;
#: `only_cached` makes it False for a page's request (``rules_py.web``), and
#: `clicked` True again while the reader's own click on Review is answered.
#: So a link, a Back or a saved state only shows what is cached (`is_cached`;
#: the widgets drop a review that is not, and show the Review button).
_MAY_SEARCH: ContextVar[bool] = ContextVar("review_may_search", default=True)


@contextmanager
def _allowing(value: bool) -> Iterator[None]:
    token = _MAY_SEARCH.set(value)
    try:
        yield
    finally:
        _MAY_SEARCH.reset(token)


def only_cached() -> AbstractContextManager[None]:
    """The block answers a page's request: no review is computed unless the reader clicked."""
    return _allowing(False)


def clicked() -> AbstractContextManager[None]:
    """The block answers the reader's click on Review: a review not cached may be computed."""
    return _allowing(True)


def is_cached(kind: str, text: str, ask: Ask) -> bool:
    """Whether the review of ``(kind, text, ask)`` is kept here (showing it costs no search)."""
    return review_key(kind, text, ask) in CACHE


def cached(kind: str, text: str, ask: Ask, compute: Callable[[], list[Entry]]) -> list[Entry]:
    """The review under ``(kind, text, ask)``: from the cache, else ``compute()`` (then kept),
    unless inside `only_cached` (a page's request the reader did not click for):
    then a review not cached is refused in words."""
    key = review_key(kind, text, ask)
    if key in CACHE:
        CACHE.move_to_end(key)
        return CACHE[key]
    if not _MAY_SEARCH.get():
        raise RulesError(tr("this review has not been run here yet: press Review to run it"))
    entries = compute()
    _keep(key, entries)
    return entries


def blokus_review(text: str, ask: Ask) -> list[Entry]:
    """The review of a ``.blksgf`` record (cached): entries as `MoveReview.to_dict`.
    A record that does not read or holds an illegal move raises `rules_py.errors.RulesError` in words."""
    def compute() -> list[Entry]:
        from ...blokus import review, sgf
        from ...i18n.record_errors import record_error_words
        try:
            rec = sgf.read(text)
            return [cast(Entry, m.to_dict()) for m in review.review(rec, ask.who, level=ask.level, seed=ask.seed)]
        except RecordError as exc:
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=record_error_words(exc))) from None
        except ValueError as exc:  # a player or level the record's edition lacks
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=str(exc))) from None
    return cached("blokus", text, ask, compute)


def blot_review(text: str, ask: Ask) -> list[Entry]:
    """The review of a BLOT record (cached): the decisions of the seat asked
    (every seat's, in the record's order, when ``ask.who`` is ``None``) over
    ``ask.level`` deals each, read into the panel's entries. A record that
    does not read or holds an illegal action raises `rules_py.errors.RulesError` in words."""
    def compute() -> list[Entry]:
        from ...blot import review
        from ...blot.record import Record
        from ...i18n.record_errors import record_error_words
        try:
            rec = Record.loads(text)
            seats = range(rec.players) if ask.who is None else [ask.who]
            found = [d.to_dict() for s in seats for d in review.review(rec, s, worlds=ask.level, seed=ask.seed)]
        except RecordError as exc:
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=record_error_words(exc))) from None
        except ValueError as exc:
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=str(exc))) from None
        return [cast(Entry, {**d, "player": d["seat"], "move": d["action"], "eval_before": d["options"][d["best"]],
                             "eval_after": d["options"][d["action"]]}) for d in sorted(found, key=lambda d: d["index"])]
    return cached("blot", text, ask, compute)


# -- the worker's storage ----------------------------------------------------------

def take() -> str:
    """JSON ``{key: entries as JSON, or null to forget}`` of the reviews changed
    since the last call (the worker saves them in IndexedDB)."""
    out = {key: (json.dumps(CACHE[key], ensure_ascii=False) if key in CACHE else None) for key in sorted(DIRTY)}
    DIRTY.clear()
    return json.dumps(out)


_ENTRY: dict[str, type | tuple[type, ...]] = {"index": int, "player": int, "move": str, "best": str, "eval_before": (int, float),
          "eval_after": (int, float), "loss": (int, float)}


def _entry_ok(e: Any) -> bool:
    if not isinstance(e, dict) or not all(isinstance(e.get(k), t) for k, t in _ENTRY.items()):
        return False
    why = e.get("why")
    return (e.get("mark") is None or e.get("mark") in MARKS) and (
        why is None or (isinstance(why, dict) and isinstance(why.get("en"), str) and isinstance(why.get("fr"), str)))


def load(text: str) -> int:
    """Take back the reviews the worker saved; an entry of another shape is skipped. Returns how many."""
    loaded = 0
    for key, entries in links.read_saved(text):
        if isinstance(entries, list) and all(_entry_ok(e) for e in entries):
            CACHE[key] = entries
            loaded += 1
    while len(CACHE) > KEEP:
        CACHE.popitem(last=False)
    return loaded


__all__ = ["Ask", "BLOT_DEFAULT", "BLOT_WORLDS", "CACHE", "DIRTY", "Entry", "FORMAT", "KEEP", "MARKS",
           "ask_from_inputs", "blokus_review", "blot_review", "budgets", "cached", "clicked", "default_for",
           "default_level", "is_cached", "load", "only_cached", "read_ask", "review_key", "take"]
