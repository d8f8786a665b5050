"""The game review in the page: what to review, the cache, and the panel.

Two widgets offer a **Review** of a game: ``record-viewer`` (any ``.blksgf``
record, any BLOT record) and ``blokus-play`` (a finished game). Both keep
what the reader asked in their state as ``{"who": null | player, "level":
n, "seed": s}`` (`read_ask`; for BLOT ``level`` is the number of
deals each decision is tried on, `BLOT_WORLDS`) and draw the result
with `panel`: a graph of the
evaluation move by move (the expected final margin, in points), each
marked move (inaccuracy, mistake, blunder: [`rules_py.blokus.review.THRESHOLDS`][rules_py.blokus.review.THRESHOLDS])
a point on it and a button in a list, and the move at the host's step
compared with the search's better move, with the sentence why. The host
draws the board (the better move as a ghost) and its own step bar (keys
and URL hash as in every stepper).

The panel is game-neutral: it reads *entries*, dicts with ``index`` (the
move's index from 0, so the host's step ``index + 1`` is the position
after it), ``player``, ``move``, ``best``, ``eval_before``, ``eval_after``,
``loss``, ``mark`` and ``why`` (``{"en", "fr"}`` or ``None``): the shape of
[`rules_py.blokus.review.MoveReview.to_dict`][rules_py.blokus.review.MoveReview.to_dict]. A BLOT decision
([`rules_py.blot.review.DecisionReview.to_dict`][rules_py.blot.review.DecisionReview.to_dict]) is read into that
shape by `blot_review` (``eval_after``: the expected round margin of
the option taken, ``eval_before``: the best option's), keeping its
``options`` (each legal option's expected points), which the panel lists.

The cache: a review is kept under a key made of the record's text, the
player, the level and the seed (`review_key`), so asking again,
stepping, a link or Back never searches twice. In the page's worker the
kept reviews go to IndexedDB with the saved games (`persist_take`,
`persist_load`: the worker's storage protocol, see
``docs/assets/companion-worker.js``), so a reload does not search again
either; at most `KEEP` reviews are kept, the oldest forgotten first.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import RecordError, RulesError
from ..i18n.messages import current, tr
from ..render.board import PALETTE, colour_key
from ..render.markup import E, Element
from .registry import State, button, describe, get_int, get_str

#: Bump when the stored entries change shape: older ones are then never read.
FORMAT = 1
#: Reviews kept (in memory and in the worker's IndexedDB).
KEEP = 16
#: The marks' words (read through tr) and their colours, worst first.
MARKS: dict[str, tuple[str, str]] = {"blunder": ("blunder", "#c62828"), "mistake": ("mistake", "#e67e00"),
                                     "inaccuracy": ("inaccuracy", "#b59b00")}

#: A BLOT decision's options listed: the best ones (and the one taken).
SHOWN = 5
#: The BLOT review's choices of deals per decision, the most precise (the CLI's default) first.
BLOT_WORLDS = (32, 16, 8)
#: The page's default: a whole four-player game's review at 32 deals a decision
#: comes near the page's time limit for one request in Pyodide (90 s); 16 halves it.
BLOT_DEFAULT = 16

CACHE: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()
#: Keys changed since the last `persist_take` (``None`` value there: forgotten).
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
    from ..blokus.review import REVIEW_LEVELS  # lazy: a page without a review never imports the search
    return REVIEW_LEVELS


def default_level() -> int:
    return max(_levels())


def _budgets(kind: str) -> list[int]:
    return list(BLOT_WORLDS) if kind == "blot" else sorted(_levels(), reverse=True)


def _default(kind: str) -> int:
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
    budgets = _budgets(kind)
    level = get_int(raw, "level", _default(kind))
    if level not in budgets:
        raise RulesError(tr("the review's search must be one of {choices}", choices=", ".join(map(str, budgets))))
    seed = get_int(raw, "seed", 0, lo=0, hi=2**31 - 1)
    return Ask(who, level, seed)


def ask_from_inputs(inputs: State, players: int, kind: str = "blokus") -> Ask:
    """The review the form asks for (inputs ``review_who``: ``all`` or a player from 0; ``review_level``)."""
    budgets = _budgets(kind)
    who_text = get_str(inputs, "review_who", "all", choices=["all"] + [str(p) for p in range(players)])
    level_text = get_str(inputs, "review_level", str(_default(kind)), choices=[str(n) for n in budgets])
    return Ask(None if who_text == "all" else int(who_text), int(level_text))


def review_key(kind: str, text: str, ask: Ask) -> str:
    """The cache key of one review: the game's kind and text, the player, the level, the seed."""
    blob = json.dumps([FORMAT, kind, text, ask.who, ask.level, ask.seed], ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]


def _keep(key: str, entries: list[dict[str, Any]]) -> None:
    CACHE[key] = entries
    CACHE.move_to_end(key)
    DIRTY.add(key)
    while len(CACHE) > KEEP:
        old, _ = CACHE.popitem(last=False)
        DIRTY.add(old)


def cached(kind: str, text: str, ask: Ask, compute: Callable[[], list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The review under ``(kind, text, ask)``: from the cache, else ``compute()`` (then kept)."""
    key = review_key(kind, text, ask)
    if key in CACHE:
        CACHE.move_to_end(key)
        return CACHE[key]
    entries = compute()
    _keep(key, entries)
    return entries


def blokus_review(text: str, ask: Ask) -> list[dict[str, Any]]:
    """The review of a ``.blksgf`` record (cached): entries as `MoveReview.to_dict`.
    A record that does not read or holds an illegal move raises [`RulesError`][rules_py.errors.RulesError] in words."""
    def compute() -> list[dict[str, Any]]:
        from ..blokus import review, sgf
        from ..i18n.record_errors import record_error_words
        try:
            rec = sgf.read(text)
            return [m.to_dict() for m in review.review(rec, ask.who, level=ask.level, seed=ask.seed)]
        except RecordError as exc:
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=record_error_words(exc))) from None
        except ValueError as exc:  # a player or level the record's edition lacks
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=str(exc))) from None
    return cached("blokus", text, ask, compute)


def blot_review(text: str, ask: Ask) -> list[dict[str, Any]]:
    """The review of a BLOT record (cached): the decisions of the seat asked
    (every seat's, in the record's order, when ``ask.who`` is ``None``) over
    ``ask.level`` deals each, read into the panel's entries. A record that
    does not read or holds an illegal action raises [`RulesError`][rules_py.errors.RulesError] in words."""
    def compute() -> list[dict[str, Any]]:
        from ..blot import review
        from ..blot.record import Record
        from ..i18n.record_errors import record_error_words
        try:
            rec = Record.loads(text)
            seats = range(rec.players) if ask.who is None else [ask.who]
            found = [d.to_dict() for s in seats for d in review.review(rec, s, worlds=ask.level, seed=ask.seed)]
        except RecordError as exc:
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=record_error_words(exc))) from None
        except ValueError as exc:
            raise RulesError(tr("this record cannot be reviewed: {reason}", reason=str(exc))) from None
        return [{**d, "player": d["seat"], "move": d["action"], "eval_before": d["options"][d["best"]],
                 "eval_after": d["options"][d["action"]]} for d in sorted(found, key=lambda d: d["index"])]
    return cached("blot", text, ask, compute)


# -- the worker's storage ----------------------------------------------------------

def persist_take() -> str:
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


def persist_load(text: str) -> int:
    """Take back the reviews the worker saved; an entry of another shape is skipped. Returns how many."""
    loaded = 0
    try:
        saved = json.loads(text)
    except ValueError:
        return 0
    if not isinstance(saved, dict):
        return 0
    for key, blob in saved.items():
        try:
            entries = json.loads(blob)
        except (TypeError, ValueError):
            continue
        if isinstance(entries, list) and all(_entry_ok(e) for e in entries):
            CACHE[key] = entries
            loaded += 1
    while len(CACHE) > KEEP:
        CACHE.popitem(last=False)
    return loaded


# -- drawing -----------------------------------------------------------------------

def num(value: Any, spec: str = ".1f") -> str:
    """A figure as the page's language writes it (a decimal comma in French)."""
    text = format(float(value), spec)
    return text.replace(".", ",") if current() == "fr" else text


def mark_words(mark: str | None) -> str:
    return tr(MARKS[mark][0]) if mark in MARKS else ""


def thresholds_text(kind: str = "blokus") -> str:
    """The marks' thresholds in words (from the game's review module's ``THRESHOLDS``)."""
    if kind == "blot":
        from ..blot.review import THRESHOLDS as BLOT
        return tr("Marks, by the points of round margin a decision loses against the best option: inaccuracy "
                  "from {inaccuracy}, mistake from {mistake}, blunder from {blunder}.",
                  **{name: f"{value:g}" for name, value in BLOT})
    from ..blokus.review import THRESHOLDS
    least = {name: f"{value:g}" for name, value in THRESHOLDS}
    return tr("Marks, by the points of final margin a move loses against the search's best move: inaccuracy "
              "from {inaccuracy}, mistake from {mistake}, blunder from {blunder}.", **least)


def form(players: Sequence[str], ask: Ask | None, kind: str = "blokus", *, whose: bool = True) -> Element:
    """The review form: whose moves (unless ``whose`` is false: the host
    decides), the level (BLOT: deals per decision), the **Review** button."""
    budgets = _budgets(kind)
    who = [E("option", tr("every player"), value="all", selected=ask is None or ask.who is None)]
    who += [E("option", name, value=str(p), selected=ask is not None and ask.who == p) for p, name in enumerate(players)]
    if kind == "blot":
        level = [E("option", tr("{n} deals per decision (most precise)", n=n) if n == budgets[0] else
                   tr("{n} deals per decision", n=n), value=str(n), selected=n == (ask.level if ask else _default(kind)))
                 for n in budgets]
        how = tr("trying each option on ")
    else:
        level = [E("option", tr("level {n} (strongest)", n=n) if n == budgets[0] else tr("level {n}", n=n),
                   value=str(n), selected=n == (ask.level if ask else budgets[0])) for n in budgets]
        how = tr("with the search of ")
    return E("div", E("label", tr("Review the moves of "), E("select", who, name="review_who")) if whose else
             tr("Review your moves "), " ",
             E("label", how, E("select", level, name="review_level")), " ",
             button(tr("Review"), {"review": 1}, title=tr("Search every move again and mark the ones that lost points"),
                    cls="rp-btn rp-review-run"),
             cls="rp-review-form")


def _evals(entries: Sequence[dict[str, Any]], flip: Callable[[int], bool]) -> list[tuple[int, float, float]]:
    """(index, before, after) of each entry from the graph's side (``flip(player)``: the other side)."""
    out = []
    for e in entries:
        s = -1.0 if flip(e["player"]) else 1.0
        out.append((e["index"], s * float(e["eval_before"]), s * float(e["eval_after"])))
    return out


def _segment(x1: float, y1: float, x2: float, y2: float) -> str:
    return f"M{x1:.1f} {y1:.1f} L{x2:.1f} {y2:.1f}"


def _graph_title(kind: str) -> str:
    return (tr("Expected round margin of each decision, in points") if kind == "blot"
            else tr("Expected final margin after each move, in points"))


def graph(entries: Sequence[dict[str, Any]], moves: int, step: int, act: str, *,
          lines: Sequence[tuple[str, str, Callable[[int], bool], Callable[[int], bool]]],
          kind: str = "blokus") -> Element:
    """The evaluation graph: x the move (1..moves), y the expected final margin.

    ``lines``: ``(label, colour key, which entries, flip)`` per line drawn
    (``which(player)``: the entries it joins; ``flip(player)``: from the
    other side, the sign turned). Each marked move is a point with a ring in
    its mark's colour and the act ``{act: index + 1}``; the step now is a
    vertical line."""
    w, h, left, right, top, bottom = 600.0, 180.0, 34.0, 8.0, 10.0, 22.0
    ys = [abs(v) for label, _k, which, flip in lines
          for _i, b, a in _evals([e for e in entries if which(e["player"])], flip) for v in (a, b)]
    span = max([10.0] + [v * 1.05 for v in ys])  # a little room above the highest point
    span = float(math.ceil(span / 10) * 10)

    def x(index: int) -> float:
        return left + (w - left - right) * (index + 1) / max(1, moves)

    def y(v: float) -> float:
        return top + (h - top - bottom) * (span - v) / (2 * span)

    parts: list[Any] = [E("title", _graph_title(kind))]
    for v in (span, span / 2, 0.0, -span / 2, -span):
        parts.append(E("path", d=_segment(left, y(v), w - right, y(v)), stroke="#888" if v == 0 else "#ddd",
                       stroke_width=1))
        parts.append(E("text", format(v, "+g") if v else "0", x=left - 4, y=round(y(v) + 4, 1), text_anchor="end",
                       font_size=11, fill="currentColor"))
    for k in range(0, moves + 1, 10 if moves > 20 else 5):
        parts.append(E("text", str(k), x=round(x(k - 1), 1), y=h - 6, text_anchor="middle", font_size=11,
                       fill="currentColor"))
    if 0 < step <= moves:
        parts.append(E("path", d=_segment(x(step - 1), top, x(step - 1), h - bottom), stroke="currentColor",
                       stroke_width=1, stroke_dasharray="3 3", cls="rp-review-now"))
    for label, key, which, flip in lines:
        pts = _evals([e for e in entries if which(e["player"])], flip)
        colour = PALETTE.get(colour_key(key), PALETTE["other"])
        if pts:
            trace = "M" + " L".join(f"{x(i):.1f} {y(a):.1f}" for i, _b, a in pts)
            parts.append(E("path", d=trace, fill="none", stroke=colour, stroke_width=2, cls="rp-review-line",
                           data_line=label))
    for e in entries:
        if e.get("mark") not in MARKS:
            continue
        line = next(((k, flip) for _l, k, which, flip in lines if which(e["player"])), None)
        if line is None:
            continue
        (i, b, a), = _evals([e], line[1])
        ring = MARKS[e["mark"]][1]
        name = tr("Move {n}: {mark}, {loss} points lost", n=i + 1, mark=mark_words(e["mark"]), loss=num(e["loss"]))
        parts.append(E("g", E("title", name),
                       E("path", d=_segment(x(i), y(b), x(i), y(a)), stroke=ring, stroke_width=2),
                       E("circle", cx=round(x(i), 1), cy=round(y(a), 1), r=5, fill=ring, stroke="#fff", stroke_width=1),
                       cls="rp-review-mark", data_mark=e["mark"], data_act={act: i + 1}))
    return E("svg", parts, viewBox=f"0 0 {w:g} {h:g}", role="img", cls="rp-review-graph",
             aria_label=_graph_title(kind))


def _legend(lines: Sequence[tuple[str, str, Callable[[int], bool], Callable[[int], bool]]]) -> Element:
    items = [E("span", E("span", cls="rp-swatch rp-bg-" + colour_key(key)), label, cls="rp-review-key")
             for label, key, _w, _f in lines]
    return E("p", items, cls="rp-review-legend")


def _options(entry: dict[str, Any], label: Callable[[str], str]) -> Element | None:
    """A BLOT decision's options, best first (at most `SHOWN` and the one taken), with their expected points."""
    options = entry.get("options")
    if not isinstance(options, dict) or len(options) < 2:
        return None
    ranked = sorted(options.items(), key=lambda kv: -float(kv[1]))
    shown = ranked[:SHOWN] + [kv for kv in ranked[SHOWN:] if kv[0] == entry["move"]]
    rows = [E("tr", E("td", label(o)), E("td", num(v, "+.1f")),
              E("td", tr("taken") if o == entry["move"] else tr("best") if o == entry["best"] else ""),
              cls="rp-review-taken" if o == entry["move"] else None) for o, v in shown]
    return E("table", E("thead", E("tr", E("th", tr("Option")), E("th", tr("Expected points")), E("th", ""))),
             E("tbody", rows), cls="rp-review-options")


def now_box(entry: dict[str, Any] | None, step: int, mover: str, kind: str = "blokus",
            label: Callable[[str], str] = str) -> Element:
    """What the review says of the move that led to ``step`` (``label``: an option as the reader reads it)."""
    if step == 0:
        return E("p", tr("Step to a move to read its review; the marked moves are listed below."),
                 cls="rp-review-now-text")
    if entry is None:
        return E("p", tr("Move {n} ({who}) was not reviewed.", n=step, who=mover), cls="rp-review-now-text")
    if kind == "blot":
        head = tr("Move {n} ({who}): {move}. Expected round margin with it: {after} points; with the best option, "
                  "{best}: {before} points.", n=step, who=mover, move=label(entry["move"]),
                  after=num(entry["eval_after"], "+.1f"), best=label(entry["best"]),
                  before=num(entry["eval_before"], "+.1f"))
    else:
        head = tr("Move {n} ({who}): {move}. Expected final margin of {who} after it: {after} points; with the best "
                  "move found, {best}: {before} points.", n=step, who=mover, move=entry["move"],
                  after=num(entry["eval_after"], "+.1f"), best=entry["best"],
                  before=num(entry["eval_before"], "+.1f"))
    verdict: Any
    if entry["mark"] in MARKS:
        verdict = E("strong", tr("{mark}: {loss} points lost.", mark=mark_words(entry["mark"]).capitalize(),
                                 loss=num(entry["loss"])), cls="rp-review-verdict",
                    data_mark=entry["mark"])
    elif entry["move"] == entry["best"]:
        verdict = tr("The search's best move.")
    else:
        verdict = tr("{loss} points lost: within the search's noise, not marked.", loss=num(entry["loss"]))
    why = entry.get("why")
    text = (why.get("fr") if current() == "fr" else why.get("en")) if isinstance(why, dict) else None
    ghost = tr("On the board: the dots mark the move played; the shaded outline is the better move.") \
        if entry["mark"] in MARKS and kind == "blokus" else None
    return E("div", E("p", head, " ", verdict), E("p", text, cls="rp-review-why") if text else None,
             E("p", E("small", ghost)) if ghost else None, _options(entry, label),
             cls="rp-review-now-text", aria_live="polite")


def marked_list(entries: Sequence[dict[str, Any]], step: int, act: str,
                who: Callable[[int], str]) -> Element:
    """The marked moves as buttons (each goes to the position after it)."""
    items = [E("li", button(tr("Move {n} ({who}): {mark}, {loss} points", n=e["index"] + 1, who=who(e["player"]),
                               mark=mark_words(e["mark"]), loss=num(e["loss"])),
                            {act: e["index"] + 1}, cls="rp-btn rp-review-goto" + (
                                " rp-review-here" if e["index"] + 1 == step else "")), data_mark=e["mark"])
             for e in entries if e.get("mark") in MARKS]
    if not items:
        return E("p", tr("No move lost enough points to be marked."), cls="rp-review-marked")
    return E("div", E("p", E("strong", tr("Marked moves ({n})", n=len(items)))), E("ol", items, cls="rp-review-marked"))


def panel(entries: Sequence[dict[str, Any]], moves: int, step: int, act: str, *,
          lines: Sequence[tuple[str, str, Callable[[int], bool], Callable[[int], bool]]],
          who: Callable[[int], str], mover: str, close: State, kind: str = "blokus",
          label: Callable[[str], str] = str) -> Element:
    """The whole review: heading, graph and its legend, the move at ``step``,
    the thresholds, the marked moves, a button to close it. ``kind``:
    ``"blokus"`` or ``"blot"`` (the sentences, the thresholds, a decision's
    options); ``label``: an option's text as the reader reads it."""
    at = next((e for e in entries if e["index"] + 1 == step), None)
    return E("div",
             E("p", E("strong", tr("Game review")), " ",
               button(tr("Close the review"), close, cls="rp-btn rp-review-close")),
             graph(entries, moves, step, act, lines=lines, kind=kind), _legend(lines),
             now_box(at, step, mover, kind, label),
             marked_list(entries, step, act, who),
             E("p", E("small", thresholds_text(kind)), cls="rp-review-thresholds"),
             cls="rp-review", role="region", aria_label=tr("Game review"))


def blot_label(before: Any, text: str, seats: Sequence[str]) -> str:
    """A BLOT option (record notation, ``"0: G6 on red"``) in the reader's
    words, at ``before`` (the state it was chosen in: a gift names its tile)."""
    from ..blot.game import ChooseStarter, Give, Play, parse_action
    from ..i18n.messages import card_code, noun
    try:
        a = parse_action(text)
    except (RulesError, ValueError):
        return text
    if isinstance(a, Play):
        return f"{card_code(a.card.colour, a.card.value)} \u2192 {noun(a.tile, current())}"
    if isinstance(a, Give):
        return f"{noun(str(before.gift_tile), current())} \u2192 {a.divinity}"
    if isinstance(a, ChooseStarter) and 0 <= a.seat < len(seats):
        return tr("{seat} starts", seat=seats[a.seat])
    return text


#: The graph's colours of BLOT seats (the seats have none of their own).
SEAT_KEYS = ("blue", "red", "green", "orange", "purple")


def blot_lines(seats: Sequence[str], ask: Ask) -> list[tuple[str, str, Callable[[int], bool], Callable[[int], bool]]]:
    """The graph's lines for BLOT: one per seat reviewed, each from its own side."""
    chosen = range(len(seats)) if ask.who is None else [ask.who]
    return [(seats[p], SEAT_KEYS[p % len(SEAT_KEYS)], (lambda q: lambda p: p == q)(p), lambda p: False)
            for p in chosen]


def blokus_player(variant: Any, p: int) -> str:
    """Player ``p`` of a Blokus edition in words: its colours (``Blue + Red``)."""
    from ..i18n.messages import noun
    colours = variant.players[p]
    return " + ".join(noun(variant.colours[c], current()) for c in colours) if colours else str(p + 1)


def blokus_lines(variant: Any, ask: Ask) -> list[tuple[str, str, Callable[[int], bool], Callable[[int], bool]]]:
    """The graph's lines for a Blokus edition: with two players one line,
    from the reviewed player's side (player 1 when every player is
    reviewed; the other's moves with the sign turned); with more, one line
    per player reviewed, each from its own side."""
    players = variant.players

    def name(p: int) -> str:
        return blokus_player(variant, p)

    def key(p: int) -> str:
        return variant.colours[players[p][0]] if players[p] else "other"

    if len(players) == 2:
        me = ask.who if ask.who is not None else 0
        return [(tr("from {side}'s side", side=name(me)), key(me), lambda p: True, lambda p: p != me)]
    chosen = range(len(players)) if ask.who is None else [ask.who]
    return [(name(p), key(p), (lambda q: lambda p: p == q)(p), lambda p: False) for p in chosen]


__all__ = ["Ask", "CACHE", "DIRTY", "FORMAT", "KEEP", "MARKS", "BLOT_DEFAULT", "BLOT_WORLDS", "SEAT_KEYS", "SHOWN", "ask_from_inputs", "blokus_lines", "blot_lines", "blot_review", "blokus_player", "blokus_review", "blot_label",
           "cached", "default_level", "form", "graph", "mark_words", "marked_list", "now_box", "num", "panel",
           "persist_load", "persist_take", "read_ask", "review_key", "thresholds_text"]
