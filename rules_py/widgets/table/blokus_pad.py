"""The Blokus score pad (widget ``table-blokus``): a game played with the
real box, scored from the pieces left on each colour's tray.

State: ``{"variant": "classic", "left": [[piece names], ...], "last": [0 or
1, ...], "squares": [null or a count, ...]}``, one entry per colour. Acts:
``{"variant": NAME}`` (another edition, trays cleared), ``{"tap": [colour,
piece]}`` (a piece of that tray is left, or back when tapped again; a
piece with several copies counts up, then back to none), ``{"last":
colour}`` (the one-square piece went last), ``{"squares": colour}`` with
the input ``sq<colour>`` (the squares left, typed instead of tapped; an
empty box goes back to the taps), ``{"clear": 1}`` and ``{"goto": token}``.
The points, sides and winners are `rules_py.blokus.tally`'s.
"""

from __future__ import annotations

from typing import Any

from ...blokus import variants
from ...blokus.tally import score_left, tray
from ...links import whole
from ...errors import RecordError, RulesError
from ...i18n.messages import current, noun, tr
from ...render.board import piece_element
from ...render.markup import E, Element
from ..registry import State, Widget, act_kind, button, get_str, register
from . import chip, chips, pack_state, unpack_state

#: The editions offered, as the box says them (the engine's variant names).
EDITIONS: tuple[str, ...] = ("classic", "classic_3", "classic_2", "teams", "duo", "edition_12",
                             "edition_12_advanced", "trigon", "trigon_3", "trigon_2")


def _clean(state: State) -> State:
    """The state checked: a known edition, one entry per colour, each piece
    of that edition's set (`RulesError` otherwise)."""
    name = state.get("variant", "classic")
    if name not in EDITIONS:
        raise RulesError(tr("There is no such edition."))
    v = variants.get(name)
    n = len(v.colours)
    left: list[Any] = state["left"] if isinstance(state.get("left"), list) else [[] for _ in range(n)]
    last: list[Any] = state["last"] if isinstance(state.get("last"), list) else [0] * n
    squares: list[Any] = state["squares"] if isinstance(state.get("squares"), list) else [None] * n
    if len(left) != n or len(last) != n or len(squares) != n:
        raise RulesError(tr("This game night's set-up cannot be read."))
    copies = {p: k for p, _, k in tray(v)}
    for pieces in left:
        if not isinstance(pieces, list) or any(not isinstance(p, str) or pieces.count(p) > copies.get(p, 0)
                                               for p in pieces):
            raise RulesError(tr("This game night's set-up cannot be read."))
    return {"variant": name, "left": [sorted(p) for p in left], "last": [1 if x == 1 else 0 for x in last],
            "squares": [s if isinstance(s, int) and not isinstance(s, bool) else None for s in squares]}


def _entries(state: State) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for c, pieces in enumerate(state["left"]):
        sq = state["squares"][c]
        entry: dict[str, Any] = {"squares": sq} if sq is not None else {"pieces": pieces}
        if state["last"][c] and (sq == 0 if sq is not None else not pieces):
            entry["last_one"] = True
        out.append(entry)
    return out


def _tap(state: State, c: int, piece: str) -> None:
    v = variants.get(state["variant"])
    copies = {p: k for p, _, k in tray(v)}
    if not 0 <= c < len(v.colours) or piece not in copies:
        raise RulesError(tr("There is no such piece."))
    pieces = state["left"][c]
    if pieces.count(piece) < copies[piece]:
        pieces.append(piece)
    else:
        state["left"][c] = [p for p in pieces if p != piece]
    state["squares"][c] = None


def _colour(act: State, key: str, n: int) -> int:
    c = act.get(key)
    if isinstance(c, list):
        c = c[0] if c else None
    if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < n:
        raise RulesError(tr("There is no such colour."))
    return c


@register
class BlokusPad(Widget):
    """The Blokus score pad (see the module docstring)."""

    name = "table-blokus"
    css = "rp-pad rp-pad-blokus"
    wakes = "view"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        kind = act_kind(act, ("goto", "variant", "tap", "last", "squares", "clear"), self.name)
        act = act or {}
        if kind == "goto":
            state = unpack_state(act["goto"])
        if kind == "variant":
            return _clean({"variant": act["variant"]})
        state = _clean(state)
        n = len(state["left"])
        if kind == "clear":
            return _clean({"variant": state["variant"]})
        if kind == "tap":
            tap = act["tap"] if isinstance(act["tap"], list) and len(act["tap"]) == 2 else [None, None]
            _tap(state, _colour({"c": tap[0]}, "c", n), str(tap[1]))
        elif kind == "last":
            c = _colour(act, "last", n)
            state["last"][c] = 1 - state["last"][c]
        elif kind == "squares":
            c = _colour(act, "squares", n)
            typed = get_str(inputs, f"sq{c}", "").strip()
            state["squares"][c] = None if not typed else _whole(typed)
        try:
            score_left(state["variant"], _entries(state))
        except RecordError as exc:
            raise RulesError(exc.reason.message() if exc.reason is not None else str(exc)) from None
        return state

    def render(self, state: State) -> Element:
        state = _clean(state)
        v = variants.get(state["variant"])
        out = score_left(v, _entries(state))
        editions = [chip(tr(variants.get(e).title), {"variant": e}, on=e == v.name) for e in EDITIONS]
        trays = [_render_colour(state, v, c, out["colours"][c]) for c in range(len(v.colours))]
        return E("div", chips(tr("Edition"), editions, cls="rp-pad-editions"), _render_setup(v),
                 E("p", tr("At the end of the game, tap the pieces left on each tray, or type the squares "
                           "they cover."), cls="rp-pad-help"),
                 trays, _render_result(v, out),
                 E("div", button(tr("Clear the trays"), {"clear": 1}), cls="rp-pad-actions"))

    def element(self, state: State) -> Element:
        el = super().element(state)
        return el.set(**{"data-hash": pack_state(self.share(state)), "data-store": "rp-table-blokus",
                         "data-history": "replace"})


def _whole(text: str) -> int:
    if not text.isdigit() or len(text) > 4:
        raise RulesError(tr("Type the squares left as a whole number."))
    return whole(text, "squares")


def _render_colour(state: State, v: Any, c: int, scored: dict[str, Any]) -> Element:
    colour = v.colours[c]
    lang = current()
    pieces = []
    for name, size, copies in tray(v):
        piece = v.pieces.piece(name)
        n = state["left"][c].count(name)
        pic = piece_element(piece.cells, piece.geometry, unit=9, fill=colour,
                            frame=(5, 3) if piece.geometry.kind == "square" else (3.5, 2.6))
        label = tr("Piece {name}", name=name) + (f" ×{n}" if copies > 1 and n else "")
        pieces.append(E("button", {"type": "button", "class": "rp-tray-piece rp-chip",
                                   "data-act": {"tap": [c, name]}, "aria-pressed": "true" if n else "false",
                                   "aria-label": label, "title": label}, pic))
    title = noun(colour, lang).capitalize()
    squares = state["squares"][c]
    typed = E("label", tr("or squares left"),
              E("input", type="number", name=f"sq{c}", min=0, inputmode="numeric",
                value="" if squares is None else str(squares)), cls="rp-pad-squares")
    parts: list[Any] = [E("div", pieces, cls="rp-tray", role="group", aria_label=tr("{colour:noun} pieces left",
                                                                                     colour=colour)),
                        E("div", typed, button(tr("Use these squares"), {"squares": c}), cls="rp-pad-actions")]
    if scored["all_placed"] and v.scoring == "standard":
        parts.append(chip(tr("The one-square piece went last"), {"last": c}, on=state["last"][c] == 1))
    words = tr("{points} ({squares} squares left)", points=_signed(scored["points"]), squares=scored["squares_left"])
    if scored["all_placed"] and v.scoring == "standard":
        words = tr("{points} (every piece placed)", points=_signed(scored["points"]))
    unscored = "" if scored["scored"] else " · " + tr("not counted")
    return E("section", E("p", E("strong", title), " · " + words + unscored, cls="rp-pad-legend"), parts,
             cls="rp-pad-colour", aria_label=title)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


def _render_setup(v: Any) -> Element:
    """How this edition is set up, from the variant itself: who plays which
    colour, teams and a shared colour, the order of play, and the empty
    board with its starting points marked."""
    from ...blokus.board import Board
    from ...render.board import board_svg

    lang = current()

    def colours(indexes: Any) -> str:
        words = [noun(v.colours[c], lang) for c in indexes]
        return words[0] if len(words) == 1 else tr("{a} and {b}", a=", ".join(words[:-1]), b=words[-1])

    scored = [p for p in v.players if not all(c in v.unscored for c in p)]
    lines = [E("li", tr("Player {n}: {colours}", n=k + 1, colours=colours(p))) for k, p in enumerate(scored)]
    if v.teams:
        lines.append(E("li", tr("Partners: {a}, against {b}.", a=colours(v.teams[0]), b=colours(v.teams[1]))))
    for c in v.unscored:
        lines.append(E("li", tr("Shared colour: {colour:noun}. The players take turns placing its pieces, and it "
                                "scores for nobody.", colour=v.colours[c])))
    lines.append(E("li", tr("Order of play: {order}; {first:noun} starts.", order=", ".join(
        noun(c, lang) for c in v.colours), first=v.colours[0])))
    if len(set(v.starts)) > 1:
        first = tr("Each colour's first piece covers its own starting square: {squares}.", squares=", ".join(
            noun(c, lang) + " " + " ".join(cells or ()) for c, cells in zip(v.colours, v.starts)))
    elif v.geometry.kind == "square":
        first = tr("Each colour's first piece covers one of the marked starting squares.")
    else:
        first = tr("Each colour's first piece covers one of the marked starting triangles.")
    lines.append(E("li", first))
    picture = board_svg(Board(v), unit=12, remaining=False, scores=False, last_move=False,
                        title=tr("The empty board: {edition}", edition=tr(v.title)))
    return E("details", E("summary", tr("Setting up the board")),
             E("div", E("ul", lines, cls="rp-pad-setup"), E("div", picture, cls="rp-pad-board"),
               cls="rp-pad-setup-box"), cls="rp-pad-help")


def _render_result(v: Any, out: dict[str, Any]) -> Element:
    lang = current()
    sides = []
    for k, side in enumerate(out["sides"]):
        who = " + ".join(noun(c, lang) for c in side["colours"])
        sides.append(E("tr", E("th", who, scope="row"), E("td", _signed(side["points"]))))
    best = [" + ".join(noun(c, lang) for c in out["sides"][k]["colours"]) for k in out["winners"]]
    label = tr("Winners: ") if len(best) > 1 else tr("Winner: ")
    return E("div", E("table", E("caption", tr("Totals")), E("tbody", sides), cls="blot-score", tabindex=0),
             E("p", E("strong", label + ", ".join(best)), cls="rp-pad-result", role="status"))


__all__ = ["EDITIONS", "BlokusPad"]
