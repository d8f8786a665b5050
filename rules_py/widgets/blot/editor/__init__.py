"""Compose a BLOT deal and make a teaching example of it: the ``blot-editor`` widget.

Three modes, one state (the draft of `draft` and how it is shown):

* ``compose`` -- choose the table (2 to 5 players, or 2 v 2 teams), the first
  player, each divinity's face, and who holds each card: pick a hand (or the
  cards set aside, at two players), then click cards of the deck. Each hand
  says how many cards it still needs; an impossible change is refused with
  its reason and changes nothing. Or start from a seed's deal (the same deal
  the play page draws from that seed), deal the rest at random, or open a
  record (its first deal, moves and comments).
* ``play`` -- play the moves: the author plays every seat marked "author",
  bots (from their own seat's view only) the others; or types them as a
  script; a comment goes with any move. Undo takes a move back.
* ``view`` -- the step-through example (`step_bar.step_bar`, the
  worked examples' table), optionally showing only one seat's hand until
  the end or a reveal.

The example is in the page's link (`link`: ``#deal/1/TOKEN``) and
downloads as a JSON record that `rules_py.blot.record` replays.

Acts: ``{"goto": HASH}``; compose: ``{"layout": K}``, ``{"to": seat|"aside"}``,
``{"card": CODE}``, ``{"first": seat}``, ``{"face": "Odin:B"}``,
``{"seed": 1}`` (input ``seed``), ``{"fill": 1}``, ``{"clear": 1}``,
``{"open": 1}`` (input ``record``; ``{"load": 1}`` the same, sent when a file is
chosen or dropped), ``{"start": 1}``; play: ``{"sel": CODE}``,
``{"tile": colour}``, ``{"give": divinity}``, ``{"starter": seat}``,
``{"bot": 1}``, ``{"undo": 1|"all"}``, ``{"script": 1}`` (input ``script``),
``{"annotate": 1}`` (inputs ``at``, ``note``), ``{"compose": 1}``, ``{"view": 1}``;
view: ``{"go": n}``, ``{"reveal": 1}``, ``{"edit": 1}``. Inputs read with any
act: ``title``, ``intro``, ``kind0``.., ``hide``, ``pending`` (the comment of the
author's next move).

**Read-only** in an embed frame (`rules_py.widgets.registry.embedded`): the
example is stepped through (``view``), hands revealed if the reader asks;
every other act, the inputs, the Edit and Embed controls are left out.
"""

from __future__ import annotations

import random
import secrets
import urllib.parse
from dataclasses import replace
from typing import Any

from ....blot.bots import make_bot
from ....blot.cards import COLOURS, DIVINITIES, FACES, card
from ....render.commentary import describe
from ....blot.game import Action, BlotState, ChooseStarter, Give, Play, parse_action
from ....blot.observation import observe
from ....blot.record import Record
from ....errors import MAX_BYTES, IllegalMove, RecordError, RulesError
from ....i18n.messages import current, tr
from ....i18n.record_errors import record_error_words
from ....render.cards import card_chip, card_words, face_label, move_words, score_element, shown_code, table_element
from ....render.markup import E, Element
from ..table.games import LAYOUT_LABEL, LAYOUTS
from ...registry import State, Widget, act_kind, button, embedded, get_int, get_str, register, widget_element
from ...controls.embed import panel
from ...controls.step_bar import step_bar
from . import link
from .draft import ASIDE, KINDS, MAX_COMMENT, MAX_TITLE, DealRefused, Draft, code_of

ACTS = ("goto", "load", "layout", "to", "card", "first", "face", "seed", "fill", "clear", "open", "start", "sel", "tile",
        "give", "starter", "bot", "undo", "script", "annotate", "compose", "view", "go", "reveal", "edit")
KIND_LABEL = {"author": "the author", "random": "random bot", "heuristic": "simple-rules bot",
              "level1": "level 1 bot", "level2": "level 2 bot"}
#: the most moves a script may hold (a round has at most 40 cards and 7 gifts)
MAX_SCRIPT_LINES = 200


def _draft(state: State) -> Draft:
    """The draft a page state carries (checked like a link's)."""
    try:
        return Draft.from_state(state)
    except RecordError as e:
        raise RulesError(tr("This example's state cannot be read: {why}", why=record_error_words(e))) from None


def _replayed(d: Draft) -> BlotState:
    try:
        return d.replay()
    except RecordError as e:
        raise RulesError(tr("This example's moves cannot be replayed: {why}", why=record_error_words(e))) from None


def _bots(d: Draft) -> Draft:
    """Bots play the seats given to them until an author's seat must decide
    (each from its own seat's observation only)."""
    st = _replayed(d)
    moves, notes = list(d.moves), list(d.notes)
    while st.phase in ("play", "give", "starter"):
        seat = st.current_player
        assert seat is not None and seat >= 0
        if d.kinds[seat] == "author":
            break
        action = make_bot(d.kinds[seat]).choose(observe(st, seat), random.Random(f"editor {len(moves)}"))
        st.apply(action)
        moves.append(code_of(action))
        notes.append("")
    return replace(d, moves=moves, notes=notes)


def _play(d: Draft, action: Action, note: str) -> Draft:
    st = _replayed(d)
    st.apply(action)  # IllegalMove (a RulesError) with the rules' reason: nothing changes
    return _bots(replace(d, moves=d.moves + [code_of(action)], notes=d.notes + [note[:MAX_COMMENT]]))


def _script(d: Draft, text: str) -> Draft:
    """The moves of ``text``, one a line in the notation ``2: G6 on red``,
    ``0: give to Odin``, ``1: seat 3 starts``; what follows `` # `` is the
    move's comment. All or nothing: the first line refused says why."""
    st = _replayed(d)
    moves, notes = list(d.moves), list(d.notes)
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) > MAX_SCRIPT_LINES:
        raise RulesError(tr("A script holds at most {n} moves.", n=MAX_SCRIPT_LINES))
    for n, line in enumerate(lines, start=1):
        body, _, note = line.partition("#")
        try:
            action = parse_action(body)
            if not isinstance(action, (Play, Give, ChooseStarter)):
                raise RulesError(tr("a deal is composed above, not scripted."))
            st.apply(action)
        except IllegalMove as e:
            raise _Refusal(_script_refused(n, body, e.reason.message())) from None
        except RulesError as e:
            raise _Refusal(_script_refused(n, body, str(e))) from None
        moves.append(code_of(action))
        notes.append(note.strip()[:MAX_COMMENT])
    return replace(d, moves=moves, notes=notes)


def _script_refused(n: int, line: str, why: str) -> str:
    return tr("Script line {n} ({line}) is refused: {why} Nothing was played.", n=n, line=line.strip()[:40], why=why)


def _open(text: str) -> Draft:
    try:
        rec = Record.loads(text)
        rec.replay(upto=len(rec.rounds[0].actions) if rec.rounds else 0)
        return Draft.from_record(rec)
    except RecordError as e:
        raise RulesError(tr("This record cannot be opened: {why}", why=record_error_words(e))) from None


def _to(value: Any) -> int | str:
    """A state's chosen hand: a seat, or the cards set aside (anything else: seat 0)."""
    return value if value == ASIDE or (isinstance(value, int) and not isinstance(value, bool)) else 0


def _sel(value: Any) -> str | None:
    """A state's selected card (anything that is not a card: none)."""
    try:
        return card(value).code if isinstance(value, str) else None
    except ValueError:
        return None


class _Refusal(RulesError):
    """A refused act whose reason is already in the reader's words."""


@register
class BlotEditor(Widget):
    """Compose a deal, play or script it, share it (see the module docstring)."""

    name = "blot-editor"
    wakes = "view"  # a page made for acting: Python as it comes into view
    css = "blot-editor"
    transient = ("to", "sel", "reveal", "bad", "pending")

    def act(self, state: State, act: State | None, inputs: State) -> State:
        kind = act_kind(act, ACTS, self.name)
        kind = "open" if kind == "load" else kind  # a file chosen or dropped (docs/assets/viewer.js)
        if embedded() and kind not in ("goto", "go", "reveal"):
            kind, inputs = None, {}  # read-only: nothing else changes the example
        act = act or {}
        if kind == "goto":
            return self._goto(get_str(act, "goto", ""))
        d = _draft(state)
        mode = "view" if embedded() else get_str(state, "mode", "compose", choices=link.MODES)
        view: State = {"mode": mode, "hide": get_int(state, "hide", -1, lo=-1, hi=d.players - 1),
                       "step": get_int(state, "step", 0, lo=0, hi=len(d.moves)),
                       "to": _to(state.get("to", 0)), "sel": _sel(state.get("sel")),
                       "reveal": state.get("reveal") is True,
                       "pending": get_str(state, "pending", "")[:MAX_COMMENT]}
        d, view = self._inputs(d, view, inputs)
        try:
            d, view = self._apply(kind, act, d, view, inputs)
        except DealRefused as e:
            raise _Refusal(str(e)) from None
        new = {**d.to_state(), **{k: v for k, v in view.items() if v is not None}}
        if len(link.encode(d, view["mode"], view["hide"], view["step"])) > link.MAX_TOKEN:
            raise RulesError(tr("The example is too long for a link: shorten the comments."))
        return new

    # ------------------------------------------------------------ acts
    def _goto(self, where: str) -> State:
        if not where.startswith(link.PREFIX):
            return Draft().to_state() | {"mode": "compose", "hide": -1, "step": 0}
        try:
            d, view = link.decode(where)
        except RecordError as e:
            bad = {"code": e.code, "message": e.message, "path": e.path, "index": e.index}
            return Draft().to_state() | {"mode": "compose", "hide": -1, "step": 0, "bad": bad}
        return d.to_state() | view

    def _inputs(self, d: Draft, view: State, inputs: State) -> tuple[Draft, State]:
        """What the reader typed or chose in the fields, kept with any act."""
        if "title" in inputs:
            d = replace(d, title=get_str(inputs, "title", "")[:MAX_TITLE])
        if "intro" in inputs:
            d = replace(d, intro=get_str(inputs, "intro", "")[:MAX_COMMENT])
        if "pending" in inputs:
            view["pending"] = get_str(inputs, "pending", "")[:MAX_COMMENT]
        if "hide" in inputs:
            view["hide"] = get_int(inputs, "hide", -1, lo=-1, hi=d.players - 1)
        if any(f"kind{s}" in inputs for s in range(d.players)):
            kinds = [get_str(inputs, f"kind{s}", d.kinds[s], choices=KINDS) for s in range(d.players)]
            d = replace(d, kinds=kinds)
        return d, view

    def _apply(self, kind: str | None, act: State, d: Draft, view: State,
               inputs: State) -> tuple[Draft, State]:
        mode = view["mode"]
        if kind is None:
            return d, view
        if kind in ("layout", "to", "card", "first", "face", "seed", "fill", "clear", "open", "start") \
                and mode != "compose":
            raise RulesError(tr("Go back to the deal first."))
        if kind == "layout":
            d = d.with_layout(get_str(act, "layout", "4", choices=LAYOUTS))
            view["to"], view["hide"] = 0, -1
        elif kind == "to":
            to = act.get("to")
            d.target(to if to == ASIDE else get_int(act, "to", -1))
            view["to"] = to
        elif kind == "card":
            d = d.place(get_str(act, "card", ""), view["to"])
        elif kind == "first":
            d = d.with_first(get_int(act, "first", -1))
        elif kind == "face":
            who, _, face = get_str(act, "face", "").partition(":")
            d = d.with_face(who, face)
        elif kind == "seed":
            text = str(inputs.get("seed", "")).strip()
            d = d.seeded(get_int(inputs, "seed", 0) if text else secrets.randbits(32))
        elif kind == "fill":
            d = d.filled(random.Random(secrets.randbits(64)))
        elif kind == "clear":
            d = d.cleared()
        elif kind == "open":
            d = _open(get_str(inputs, "record", ""))
            view.update(to=0, hide=-1, step=0, mode="play" if d.moves else "compose")  # moves: play on from them
        elif kind == "start":
            d.check_complete()
            d = _bots(d)
            view["mode"] = "play"
        elif kind in ("go", "reveal", "edit"):
            if mode != "view":
                raise RulesError(tr("Open the example first."))
            if kind == "go":
                view["step"] = get_int(act, "go", 0, lo=0, hi=len(d.moves))
            elif kind == "reveal":
                view["reveal"] = True
            else:
                view.update(mode="play", reveal=False)
        else:
            d, view = self._play_act(kind, act, d, view, inputs)
        return d, view

    def _play_act(self, kind: str, act: State, d: Draft, view: State, inputs: State) -> tuple[Draft, State]:
        if view["mode"] != "play":
            raise RulesError(tr("Start playing from the deal first."))
        st = _replayed(d)
        seat = st.current_player
        me = seat if seat is not None and seat >= 0 else -1
        if kind == "sel":
            code = get_str(act, "sel", "")
            try:
                c = card(code)
            except ValueError:
                raise RulesError(tr("{code!r} is not a card.", code=code[:20])) from None
            if st.phase != "play" or c not in st.hand(me):
                raise RulesError(tr("{card} is not in the hand of the seat to play.", card=shown_code(c)))
            view["sel"] = c.code
        elif kind == "tile":
            if not view["sel"]:
                raise RulesError(tr("Choose a card of the hand first."))
            d = _play(d, Play(me, card(view["sel"]), get_str(act, "tile", "", choices=COLOURS)), view["pending"])
            view.update(sel=None, pending="")
        elif kind == "give":
            d = _play(d, Give(me, get_str(act, "give", "", choices=DIVINITIES)), view["pending"])
            view["pending"] = ""
        elif kind == "starter":
            d = _play(d, ChooseStarter(me, get_int(act, "starter", -1)), view["pending"])
            view["pending"] = ""
        elif kind == "bot":
            if me < 0:
                raise RulesError(tr("Nobody is to decide now."))
            action = make_bot("heuristic").choose(observe(st, me), random.Random(f"editor {len(d.moves)}"))
            d = _play(d, action, view["pending"])
            view.update(sel=None, pending="")
        elif kind == "undo":
            if not d.moves:
                raise RulesError(tr("No move to take back."))
            keep = 0 if act.get("undo") == "all" else len(d.moves) - 1
            # back before the author's last move: the bots' answers to it go with it
            seats = [getattr(a, "player") for a in _states(d)[1]]
            while keep > 0 and d.kinds[seats[keep]] != "author":
                keep -= 1
            d = replace(d, moves=d.moves[:keep], notes=d.notes[:keep])
            view["sel"] = None
        elif kind == "script":
            d = _bots(_script(d, get_str(inputs, "script", "")))
        elif kind == "annotate":
            if not d.moves:
                raise RulesError(tr("No move to comment yet."))
            at = get_int(inputs, "at", len(d.moves), lo=1, hi=len(d.moves))
            notes = list(d.notes)
            notes[at - 1] = get_str(inputs, "note", "")[:MAX_COMMENT]
            d = replace(d, notes=notes)
        elif kind == "compose":
            if d.moves:
                raise _Refusal(tr("The deal cannot change under the moves played from it: take the moves back "
                                  "first."))
            view["mode"] = "compose"
        elif kind == "view":
            view.update(mode="view", step=0, reveal=False, sel=None)
        return d, view

    # ------------------------------------------------------------ drawing
    def element(self, state: State) -> Element:
        d = Draft.from_state(state)
        where = link.encode(d, state.get("mode", "compose"), state.get("hide", -1), state.get("step", 0))
        return widget_element(self.name, state, self.render(state), cls=self.css, data_hash=where,
                              data_hash_prefix=link.PREFIX)

    def render(self, state: State) -> Element:
        d = Draft.from_state(state)
        mode = state.get("mode", "compose")
        bad = state.get("bad")
        out: list[Any] = []
        if isinstance(bad, dict):
            err = RecordError(str(bad.get("message", "")), code=str(bad.get("code") or "value"),
                              path=bad.get("path"), index=bad.get("index"))
            out.append(E("div", E("p", E("strong", tr("This link cannot be opened.")), " ", record_error_words(err)),
                         cls="rp-viewer-error be-error", role="alert"))
        if mode == "view" or embedded():
            out.append(_viewer(d, state))
        elif mode == "play":
            out.append(_player(d, state))
        else:
            out.append(_composer(d, state))
        return E("div", out, cls="be-w")


# ---------------------------------------------------------------- compose


def _pressed(text: str, act: State, on: bool, **kw: Any) -> Element:
    b = button(text, act, cls="rp-btn be-on" if on else "rp-btn", **kw)
    return b.set(**{"aria-pressed": "true" if on else "false"})


def _group(label: str, *items: Any, cls: str = "be-bar") -> Element:
    return E("div", E("span", label, cls="be-label"), *items, cls=cls, role="group", aria_label=label)


def _deck(d: Draft, names: list[str]) -> list[Element]:
    """The deck by colour, each card a button saying where it is."""
    deck = []
    for colour in COLOURS:
        row = []
        for c in (c for c in d.variant.deck if c.colour == colour):
            where = d.owner(c.code)
            tag = (tr("not placed") if where is None else names[where] if isinstance(where, int) else tr("aside"))
            row.append(E("button", {"type": "button", "class": "be-card" + (" be-placed" if where is not None else ""),
                                    "data-act": {"card": c.code}, "title": card_words(c) + " · " + tag},
                         card_chip(c), E("small", tag, cls="be-owner")))
        deck.append(E("div", row, cls="be-deck-row"))
    return deck


def _hands(d: Draft, names: list[str]) -> list[Element]:
    """Each hand (and the cards set aside) with what it still needs."""
    def needs(need: int) -> Element:
        return E("span", tr("all placed") if not need else tr("needs {n} more", n=need),
                 cls="be-ok" if not need else "be-need")

    hands = [E("li", E("strong", name), " ", needs(d.needs()[s]), " ",
               [card_chip(c) for c in sorted(map(card, d.hands[s]), key=lambda c: (c.code[0], c.value))])
             for s, name in enumerate(names)]
    if d.variant.removed:
        hands.append(E("li", E("strong", tr("Set aside (unseen)")), " ", needs(d.aside_needs()), " ",
                       [card_chip(card(x)) for x in d.aside]))
    return hands


def _setup_controls(d: Draft, state: State) -> list[Element]:
    """Table, first player, divinities' faces and where the next card goes."""
    v = d.variant
    names = d.labels()
    to = state.get("to", 0)
    layouts = [_pressed(tr(LAYOUT_LABEL[k]), {"layout": k}, k == d.layout) for k in LAYOUTS]
    firsts = [_pressed(name, {"first": s}, s == d.first) for s, name in enumerate(names)]
    divs = []
    for i, dv in enumerate(DIVINITIES):
        faces = [_pressed(f + " · " + face_label(dv, f), {"face": f"{dv}:{f}"}, d.faces[i] == f,
                          title=tr("{divinity} shows face {face}", divinity=dv, face=f)) for f in FACES]
        masked = E("small", tr(" (masked by the counting card in round 1)")) if i == 0 else None
        divs.append(E("li", E("strong", dv), masked, " ", faces))
    targets = [_pressed(tr("{player} · {n} of {size}", player=name, n=len(d.hands[s]), size=v.hand_size),
                        {"to": s}, to == s) for s, name in enumerate(names)]
    if v.removed:
        targets.append(_pressed(tr("Set aside · {n} of {size}", n=len(d.aside), size=v.removed), {"to": ASIDE},
                                to == ASIDE))
    return [_group(tr("Table"), layouts), _group(tr("First player"), firsts),
            E("div", E("span", tr("Divinities"), cls="be-label"), E("ul", divs, cls="be-divs"), cls="be-block"),
            E("p", E("small", tr("Tiles: all four start dark face up, as at every deal; the moves turn them.")),
              cls="be-note"),
            _group(tr("Cards go to"), targets)]


def _open_record_box() -> Element:
    """Paste or choose a BLOT JSON record to start from."""
    return E("details", E("summary", tr("Or open a record")),
             E("div",
               E("label", tr("Paste a BLOT JSON record (its first deal, moves and comments are taken):"), E("br"),
                 E("textarea", "", name="record", rows=4, cols=60, spellcheck="false")),
               E("p", tr("or choose a file: "),
                 E("label", tr("Choose a file"),
                   E("input", type="file", accept=".json,application/json,text/plain",
                     cls="rp-viewer-file rp-file-input", data_max_bytes=MAX_BYTES), cls="rp-btn rp-file"),
                 " ", E("span", tr("or drop one on this box."))),
               E("p", button(tr("Open the record"), {"open": 1})), cls="rp-viewer-drop"))


def _composer(d: Draft, state: State) -> Element:
    names = d.labels()
    kinds = [E("label", name + " ", E("select", [E("option", tr(KIND_LABEL[k]), value=k, selected=k == d.kinds[s])
                                                 for k in KINDS], name=f"kind{s}"), cls="be-kind")
             for s, name in enumerate(names)]
    return E("div",
             _setup_controls(d, state),
             E("div", _deck(d, names), cls="be-deck", aria_label=tr("The deck: click a card to put it in the chosen "
                                                                    "hand (click it again to take it back)")),
             E("ul", _hands(d, names), cls="be-hands", aria_live="polite"),
             E("div", E("label", tr("Deal number "), E("input", name="seed", type="number", placeholder=tr("random"),
                                               size=8)),
               button(tr("Deal from this number"), {"seed": 1}, title=tr("The faces and the deal this number draws")),
               button(tr("Deal the rest at random"), {"fill": 1}), button(tr("Clear the hands"), {"clear": 1}),
               cls="be-bar"),
             _group(tr("Who plays each seat"), kinds),
             E("div", E("label", tr("Title "), E("input", name="title", value=d.title, maxlength=MAX_TITLE,
                                                 size=40)), cls="be-bar"),
             E("div", E("label", tr("Comment on the deal"), E("br"),
                        E("textarea", d.intro, name="intro", rows=2, cols=60, maxlength=MAX_COMMENT)),
               cls="be-bar"),
             E("div", button(tr("Play from this deal"), {"start": 1}, cls="rp-btn be-go"), cls="be-bar"),
             _open_record_box(),
             cls="be-compose")


# ---------------------------------------------------------------- play


def _status(st: BlotState, names: list[str]) -> str:
    if st.phase == "deal":
        return tr("The round is over: the example ends here.")
    if st.is_terminal():
        return tr("Game over.")
    who = names[st.current_player or 0]
    return {"play": tr("{player} to play a card.", player=who),
            "give": tr("{player} to give the {tile} tile to a divinity.", player=who, tile=str(st.gift_tile)),
            "starter": tr("{player} to choose who starts the next round.", player=who)}.get(st.phase, "")


def _decide(d: Draft, st: BlotState, names: list[str], sel: str | None) -> Element | None:
    seat = st.current_player
    if seat is None or seat < 0:
        return None
    legal = st.legal_actions()
    if st.phase == "play":
        playable = {a.card.code for a in legal if isinstance(a, Play)}
        chips = [E("button", {"type": "button", "class": "bt-hand-card" + (" bt-ok" if c.code in playable else "")
                              + (" bt-sel" if c.code == sel else ""), "data-act": {"sel": c.code},
                              "aria-pressed": "true" if c.code == sel else "false", "title": card_words(c)},
                   card_chip(c)) for c in st.hand(seat)]
        tiles, refused = [], []
        if sel:
            for t in st.tiles_in_play():
                a = Play(seat, card(sel), t)
                why = st.explain(a)
                b = button(tr("on the {tile:adj:blot.tile} tile", tile=t), {"tile": t},
                           title=why.message() if why else tr("Play {card} on the {tile} tile",
                                                              card=shown_code(card(sel)), tile=t),
                           disabled=why is not None)
                tiles.append(b)
                if why is not None:  # said on the page too: a tooltip reaches no touch screen or projector
                    refused.append(E("li", tr("Not on the {tile:adj:blot.tile} tile: {why}", tile=t, why=why.message())))
        return E("div", E("p", tr("{player}'s hand: choose a card, then a tile.", player=names[seat])),
                 E("div", chips, cls="bt-hand"), E("div", tiles, cls="be-bar") if tiles else None,
                 E("ul", refused, cls="be-refused") if refused else None, cls="be-decide")
    if st.phase == "give":
        return E("div", [button(a.divinity, {"give": a.divinity}) for a in legal if isinstance(a, Give)],
                 cls="be-bar be-decide")
    if st.phase == "starter":
        return E("div", [button(names[a.seat], {"starter": a.seat}) for a in legal if isinstance(a, ChooseStarter)],
                 cls="be-bar be-decide")
    return None


def _moves_list(d: Draft, names: list[str], states: list[BlotState], actions: list[Action],
                at: int | None = None) -> Element:
    items = []
    for k, a in enumerate(actions):
        note = d.notes[k] if k < len(d.notes) else ""
        items.append(E("li", E("span", move_words(a, names, states[k])),
                       (" — ", E("em", note)) if note else None, cls="be-here" if at == k + 1 else None))
    return E("ol", items, cls="be-moves")


def _states(d: Draft) -> tuple[list[BlotState], list[Action]]:
    rec = d.record()
    return rec.states(), rec.actions()


def _download(d: Draft) -> Element:
    text = d.record().dumps()
    href = "data:application/json;charset=utf-8," + urllib.parse.quote(text)
    return E("p", E("a", tr("Download the record (JSON)"), href=href, download="blot-example.json",
                    cls="be-download"), tr(" · the record viewer and "), E("code", "python -m rules_py blot replay"),
             tr(" read it."), cls="be-note")


def _player(d: Draft, state: State) -> Element:
    names = d.labels()
    st = _replayed(d)
    states, actions = _states(d)
    n = len(d.moves)
    hide = state.get("hide", -1)
    hide_opts = [E("option", tr("every hand"), value="-1", selected=hide == -1)] + [
        E("option", tr("only {player}'s hand", player=name), value=str(s), selected=hide == s)
        for s, name in enumerate(names)]
    at_opts = [E("option", str(k), value=str(k), selected=k == n) for k in range(1, n + 1)]
    return E("div",
             E("p", E("strong", _status(st, names)), cls="be-status", aria_live="polite"),
             _decide(d, st, names, state.get("sel")),
             E("div", E("label", tr("Comment on the next move "),
                        E("input", name="pending", value=state.get("pending", ""), maxlength=MAX_COMMENT, size=40)),
               button(tr("Let a bot choose this move"), {"bot": 1}) if st.current_player is not None
               and st.current_player >= 0 else None, cls="be-bar"),
             E("div", table_element(st, names), cls="blot-svg"),
             E("div", E("span", tr("Moves"), cls="be-label"), _moves_list(d, names, states, actions), cls="be-block"),
             E("div", button(tr("Undo"), {"undo": 1}, disabled=not n),
               button(tr("Take back every move"), {"undo": "all"}, disabled=not n),
               button(tr("Back to the deal"), {"compose": 1}, disabled=bool(n)), cls="be-bar"),
             E("div", E("label", tr("Comment on move "), E("select", at_opts, name="at")), " ",
               E("input", name="note", maxlength=MAX_COMMENT, size=36, aria_label=tr("Comment text")),
               button(tr("Save the comment"), {"annotate": 1}), cls="be-bar") if n else None,
             E("details", E("summary", tr("Script moves")),
               E("p", E("small", tr("One move a line, in the engine's notation (seats counted from 0, cards and "
                                    "tiles in English), then a comment after # if you like:"), " ",
                        E("code", "2: G6 on red # opens", lang="en"), ", ", E("code", "0: give to Odin", lang="en"),
                        ", ", E("code", "1: seat 3 starts", lang="en"))),
               E("textarea", "", name="script", rows=4, cols=50, spellcheck="false", aria_label=tr("Script moves")),
               E("p", button(tr("Play the script"), {"script": 1}))),
             E("div", E("label", tr("Viewers see "), E("select", hide_opts, name="hide")),
               button(tr("Open as a step-through example"), {"view": 1}, cls="rp-btn be-go"), cls="be-bar"),
             _download(d),
             _embed(d, hide),
             _link_note(),
             cls="be-play")


def _embed(d: Draft, hide: int) -> Element:
    """The "Embed" box: a frame of this page opening the example as a step-through lesson."""
    page = ("" if current() == "en" else current() + "/") + "blot/editor/"
    return panel(page, link.encode(d, "view", hide, 0), title=d.title or tr("A BLOT deal"),
                 height=min(1400, 880 + 60 * d.players))


def _link_note() -> Element:
    return E("p", E("small", tr("This page's address carries the example (deal, moves, comments): copy it to "
                                "share it. A hand hidden from viewers is out of sight, not locked away: whoever "
                                "decodes the address can read every card.")), cls="be-note")


# ---------------------------------------------------------------- view


def _viewer(d: Draft, state: State) -> Element:
    names = d.labels()
    states, actions = _states(d)
    last = len(actions)
    step = get_int(state, "step", 0, lo=0, hi=last)
    st = states[step]
    hide = get_int(state, "hide", -1)
    shown = hide < 0 or step == last or state.get("reveal") is True
    if step == 0:
        note: Any = E("span", d.intro) if d.intro else E("span", tr("The deal, before the first move."))
    else:
        before, a = states[step - 1], actions[step - 1]
        own = d.notes[step - 1] if step - 1 < len(d.notes) else ""
        note = (E("strong", f"{step}. {move_words(a, names, before)}"), " — ",
                E("span", describe(before, a, names)), (" ", E("em", own)) if own else None)
    return E("div",
             E("div", E("strong", d.title or tr("A BLOT deal")), cls="blot-title"),
             step_bar(step, last),
             E("div", note, cls="blot-comment", aria_live="polite"),
             None if shown else E("p", tr("Only {player}'s hand is shown until the end.", player=names[hide]), " ",
                                  button(tr("Reveal every hand"), {"reveal": 1}), cls="be-note"),
             E("div", table_element(st, names, show_hands=True if shown else {hide}), cls="blot-svg"),
             score_element(st, names) if st.round_scores() else None,
             E("details", E("summary", tr("All moves")), _moves_list(d, names, states, actions, step)),
             # on paper: the deal's comment and every move with its comment, under the position shown
             E("div", E("p", d.intro) if d.intro and step else None, E("p", E("strong", tr("Moves"))),
               _moves_list(d, names, states, actions, step), cls="be-print-only") if actions else None,
             None if embedded() else E("div", button(tr("Edit this example"), {"edit": 1}), cls="be-bar"),
             _download(d) if shown else None,
             None if embedded() else _embed(d, hide),
             cls="be-view")


__all__ = ["ACTS", "BlotEditor", "DealRefused", "Draft"]
