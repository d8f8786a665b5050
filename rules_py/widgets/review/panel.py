"""The game review's panel: the graph, the marked moves and the move compared.

Two widgets offer a **Review** of a game: ``record-viewer`` (any ``.blksgf``
record, any BLOT record) and ``blokus-play`` (a finished game), and the BLOT
table reviews the reader's own decisions. What was asked and the reviews
themselves (`Entry` lists, cached) are
`rules_py.widgets.review.cache`'s; this module draws them with
`panel`: a graph of the evaluation move by move (the expected final
margin, in points), each marked move (inaccuracy, mistake, blunder:
`rules_py.blokus.review.THRESHOLDS`) a point on it and a button in a
list, and the move at the host's step compared with the search's better
move, with the sentence why. The host draws the board (the better move as a
ghost) and its own step bar (keys and URL hash as in every stepper).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from ...i18n.messages import current, tr
from ...render.board import PALETTE, colour_key
from ...render.markup import E, Element
from ...errors import RulesError
from ..registry import State, button
from .cache import MARKS, Ask, Entry, budgets, default_for

#: A BLOT decision's options listed: the best ones (and the one taken).
SHOWN = 5
#: The move under review and what is said of it; a marked move's button
#: names it in ``data-reveal`` (the page scrolls it into view once drawn).
MOMENT = ".rp-review-moment"


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
        from ...blot.review import THRESHOLDS as BLOT
        return tr("Marks, by the points of round margin a decision loses against the best option: inaccuracy "
                  "from {inaccuracy}, mistake from {mistake}, blunder from {blunder}.",
                  **{name: f"{value:g}" for name, value in BLOT})
    from ...blokus.review import THRESHOLDS
    least = {name: f"{value:g}" for name, value in THRESHOLDS}
    return tr("Marks, by the points of final margin a move loses against the search's best move: inaccuracy "
              "from {inaccuracy}, mistake from {mistake}, blunder from {blunder}.", **least)


def form(players: Sequence[str], ask: Ask | None, kind: str = "blokus", *, whose: bool = True) -> Element:
    """The review form: whose moves (unless ``whose`` is false: the host
    decides), the level (BLOT: deals per decision), the **Review** button."""
    levels = budgets(kind)
    who = [E("option", tr("every player"), value="all", selected=ask is None or ask.who is None)]
    who += [E("option", name, value=str(p), selected=ask is not None and ask.who == p) for p, name in enumerate(players)]
    if kind == "blot":
        level = [E("option", tr("{n} deals per decision (most precise)", n=n) if n == levels[0] else
                   tr("{n} deals per decision", n=n), value=str(n), selected=n == (ask.level if ask else default_for(kind)))
                 for n in levels]
        how = tr("trying each option on ")
    else:
        level = [E("option", tr("level {n} (strongest)", n=n) if n == levels[0] else tr("level {n}", n=n),
                   value=str(n), selected=n == (ask.level if ask else levels[0])) for n in levels]
        how = tr("with the search of ")
    return E("div", E("label", tr("Review the moves of "), E("select", who, name="review_who")) if whose else
             tr("Review your moves "), " ",
             E("label", how, E("select", level, name="review_level")), " ",
             button(tr("Review"), {"review": 1}, title=tr("Search every move again and mark the ones that lost points"),
                    cls="rp-btn rp-review-run"),
             cls="rp-review-form")


def _evals(entries: Sequence[Entry], flip: Callable[[int], bool]) -> list[tuple[int, float, float]]:
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


def graph(entries: Sequence[Entry], moves: int, step: int, act: str, *,
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
        mark = e.get("mark")
        if mark is None or mark not in MARKS:
            continue
        line = next(((k, flip) for _l, k, which, flip in lines if which(e["player"])), None)
        if line is None:
            continue
        (i, b, a), = _evals([e], line[1])
        ring = MARKS[mark][1]
        name = tr("Move {n}: {mark}, {loss} points lost", n=i + 1, mark=mark_words(mark), loss=num(e["loss"]))
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


def _options(entry: Entry, label: Callable[[str], str]) -> Element | None:
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


def now_box(entry: Entry | None, step: int, mover: str, kind: str = "blokus",
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


def marked_list(entries: Sequence[Entry], step: int, act: str,
                who: Callable[[int], str]) -> Element:
    """The marked moves as buttons (each goes to the position after it)."""
    items = [E("li", button(tr("Move {n} ({who}): {mark}, {loss} points", n=e["index"] + 1, who=who(e["player"]),
                               mark=mark_words(e["mark"]), loss=num(e["loss"])),
                            {act: e["index"] + 1}, cls="rp-btn rp-review-goto" + (
                                " rp-review-here" if e["index"] + 1 == step else "")).set(**{"data-reveal": MOMENT}),
                data_mark=e["mark"])
             for e in entries if e.get("mark") in MARKS]
    if not items:
        return E("p", tr("No move lost enough points to be marked."), cls="rp-review-marked")
    return E("div", E("p", E("strong", tr("Marked moves ({n})", n=len(items)))), E("ol", items, cls="rp-review-marked"))


def panel(entries: Sequence[Entry], moves: int, step: int, act: str, *,
          lines: Sequence[tuple[str, str, Callable[[int], bool], Callable[[int], bool]]],
          who: Callable[[int], str], mover: str, close: State, kind: str = "blokus",
          label: Callable[[str], str] = str, moment: Element | None = None) -> Element:
    """The whole review: heading, graph and its legend, the move at ``step``,
    the thresholds, the marked moves, a button to close it. ``kind``:
    ``"blokus"`` or ``"blot"`` (the sentences, the thresholds, a decision's
    options); ``label``: an option's text as the reader reads it;
    ``moment``: the position the move was chosen in, drawn with what the
    review says of it (`MOMENT`: a marked move's button brings them into view)."""
    at = next((e for e in entries if e["index"] + 1 == step), None)
    return E("div",
             E("p", E("strong", tr("Game review")), " ",
               button(tr("Close the review"), close, cls="rp-btn rp-review-close")),
             graph(entries, moves, step, act, lines=lines, kind=kind), _legend(lines),
             E("div", moment, now_box(at, step, mover, kind, label), cls=MOMENT[1:]),
             marked_list(entries, step, act, who),
             E("p", E("small", thresholds_text(kind)), cls="rp-review-thresholds"),
             cls="rp-review", role="region", aria_label=tr("Game review"))


def blot_label(before: Any, text: str, seats: Sequence[str]) -> str:
    """A BLOT option (record notation, ``"0: G6 on red"``) in the reader's
    words, at ``before`` (the state it was chosen in: a gift names its tile)."""
    from ...blot.game import ChooseStarter, Give, Play, parse_action
    from ...i18n.messages import card_code, noun
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
    from ...i18n.messages import noun
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


__all__ = ["MOMENT", "SEAT_KEYS", "SHOWN", "blokus_lines", "blokus_player", "blot_label", "blot_lines", "form", "graph",
           "mark_words", "marked_list", "now_box", "num", "panel", "thresholds_text"]
