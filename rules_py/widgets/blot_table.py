"""Play BLOT in the page: the ``blot-table`` widget.

The reader sets up a table (2 players in the two-player variant, 3, 4 or 5
players, or 2 v 2 teams), makes each seat a human or a bot, and plays.

Hidden cards never reach the page. The usual widget protocol carries the
whole state in the page's ``data-state``; here that would show every hand,
so the game lives only in this module's :data:`GAMES` (Python memory: in the
browser, the worker's). The page state is ``{"game": ID, "seat": S}`` (the
seat is informative: the widget trusts only the viewer it stored itself),
and every drawing of a game is made from :func:`~rules_py.blot.observation.observe`
for the human seat on screen. Before a game exists the page state is
``{"layout": "4"}`` and the widget draws the set-up form (that is also what
the build-time pre-render shows).

Persistence across reloads stays inside the worker too: after each request
the worker calls :func:`persist_take` (the snapshots of the games that
changed, as JSON text: complete records, hands included) and writes them to
IndexedDB; when it starts it hands them back to :func:`persist_load`. The
page keeps only ``#blot-ID`` in its URL, which sends ``{"goto": "blot-ID"}``
on load.

Acts (the JSON of the clicked button):

* set-up: ``{"layout": "2"|"3"|"4"|"5"|"teams"}``, ``{"new": 1}`` with inputs
  ``seat0``.. (``human``/``random``/``heuristic``/``strong``), ``mode``
  (``game``/``practice``) and ``seed`` (optional whole number);
* ``{"goto": "blot-ID"}`` (from the URL), ``{"setup": 1}`` (back to the form);
* decisions: ``{"card": "R7"}`` selects a card of the hand (or says why it
  cannot be played), ``{"tile": "red"}`` plays the selected card there,
  ``{"give": "Odin"}``, ``{"starter": 2}``; ``{"next": 1}`` deals the next round;
  ``{"reveal": seat}`` ends the "pass the device" screen of a hot-seat game;
* practice only: ``{"undo": 1}``, ``{"legal": 1}``, ``{"hint": 1}``;
* ``{"download": 1}`` (game over; in practice mode a warning first, then
  ``{"download": "confirm"}``) shows a link to the JSON record that
  ``python -m rules_py blot replay`` reads.
"""

from __future__ import annotations

import json
import random
import secrets
import time
import urllib.parse
from dataclasses import dataclass, field
from typing import Any

from ..blot.bots import BOTS, StrongBot
from ..blot.cards import COLOURS, DIVINITIES
from ..blot.cards import card as parse_card
from ..blot.commentary import describe
from ..blot.game import SEAT_NAMES, Action, BlotState, ChooseStarter, Deal, Give, Play
from ..blot.observation import Observation, observe
from ..blot.record import Record
from ..errors import IllegalMove, RulesError
from ..i18n.messages import LANGUAGES, current, tr, using
from ..render.cards import (card_chip, card_words, divinity_strip, face_label, round_table, score_element,
                            seat_labels, seats_table, team_names, tile_box)
from ..render.markup import E, Element
from .registry import State, Widget, act_kind, button, get_int, get_str, register, widget_element

KINDS = ("human", "random", "heuristic", "strong")
#: layout -> (players, variant)
LAYOUTS: dict[str, tuple[int, str]] = {"2": (2, "two-player"), "3": (3, "standard"), "4": (4, "standard"),
                                       "5": (5, "standard"), "teams": (4, "teams")}
LAYOUT_LABEL = {"2": "2 players", "3": "3 players", "4": "4 players", "5": "5 players", "teams": "2 v 2 teams"}
MODES = ("game", "practice")
#: at most this many games are kept (the oldest is dropped)
MAX_GAMES = 8
#: the strong bot's search, sized so one decision stays under about a second in the page
STRONG_WORLDS, STRONG_BUDGET = 12, 0.5
HASH_PREFIX = "blot-"

ACTS = ("layout", "new", "goto", "setup", "card", "tile", "give", "starter", "next", "reveal",
        "undo", "legal", "hint", "download")


@dataclass
class Table:
    """One game in progress and what the widget needs around it."""

    id: str
    state: BlotState
    kinds: tuple[str, ...]
    mode: str
    layout: str
    rng: random.Random
    viewer: int
    # (history index, {language: text}), this deal: narrated once in every
    # language, as a French and an English page may show the same game
    log: list[tuple[int, dict[str, str]]] = field(default_factory=list)
    seen: dict[int, int] = field(default_factory=dict)  # seat -> history length at its last decision
    deals_allowed: int = 1
    selected: str | None = None
    notice: Element | None = None  # one-shot message drawn after an act
    reveal: bool = False
    touched: float = 0.0

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names as records keep them (English)."""
        return SEAT_NAMES[self.state.n]

    @property
    def labels(self) -> tuple[str, ...]:
        """The seats' names in the current language, for the reader."""
        return tuple(seat_labels(self.names))

    def humans(self) -> list[int]:
        return [s for s, k in enumerate(self.kinds) if k == "human"]

    def human_to_act(self) -> int | None:
        """The human seat that must decide now, if any."""
        p = self.state.current_player
        return p if p is not None and 0 <= p < self.state.n and self.kinds[p] == "human" else None

    def passing(self) -> bool:
        """Whether the device must change hands before anything is shown."""
        p = self.human_to_act()
        return p is not None and p != self.viewer


#: game id -> table: the only place a game's hidden cards live
GAMES: dict[str, Table] = {}
#: ids whose snapshot changed since the last :func:`persist_take`
_DIRTY: set[str] = set()


# --------------------------------------------------------------------------
# Playing


def _bot_for(kind: str) -> Any:
    if kind == "strong":
        return StrongBot(worlds=STRONG_WORLDS, time_budget=STRONG_BUDGET)
    return BOTS[kind]()


def _narrate(say: Any) -> dict[str, str]:
    """``say()`` (a text in the current language) in every language."""
    texts = {}
    for lang in LANGUAGES:
        with using(lang):
            texts[lang] = say()
    return texts


def _apply(t: Table, action: Action) -> None:
    """Apply a decision, narrating it first (the narration reads the state before)."""
    text = _narrate(lambda: describe(t.state, action, t.labels))
    t.state.apply(action)
    t.log.append((len(t.state.history) - 1, text))
    t.seen[getattr(action, "player")] = len(t.state.history)


def _deal(t: Table) -> None:
    """The chance step: deal a round (the log restarts: it shows one deal)."""
    st = t.state
    st.apply(st.sample_chance(t.rng))
    n = len(st.deals)

    def say() -> str:
        text = tr("Round {n} is dealt; {divinity} is masked by the counting card; {player} starts.", n=n,
                  divinity=st.masked, player=t.labels[st.current_player])
        return text + (tr(" Every other divinity card has turned over.") if n > 1 else "")
    t.log = [(len(st.history) - 1, _narrate(say))]
    t.seen = {}


def advance(t: Table) -> None:
    """Let chance and the bots act until a human must decide, the game ends,
    or a round is over (the next deal waits for the reader's "next round")."""
    st = t.state
    while not st.is_terminal():
        if st.is_chance_node():
            if st.phase == "deal" and len(st.deals) >= t.deals_allowed:
                return
            if st.phase == "faces":
                st.apply(st.sample_chance(t.rng))
            else:
                _deal(t)
            continue
        seat = st.current_player
        if t.kinds[seat] == "human":
            if len(t.humans()) == 1:
                t.viewer = seat
            return
        _apply(t, _bot_for(t.kinds[seat]).choose(observe(st, seat), t.rng))


def new_table(layout: str, kinds: list[str], mode: str, seed: int | None = None) -> Table:
    """Set up a table, deal round 1 and let bots play up to the first human decision."""
    players, variant = LAYOUTS[layout]
    if "human" not in kinds:
        raise RulesError(tr("Make at least one seat human: that is you."))
    rng = random.Random(seed if seed is not None else secrets.randbits(64))
    t = Table(secrets.token_hex(6), BlotState(players, variant), tuple(kinds), mode, layout, rng,
              viewer=kinds.index("human"))
    advance(t)
    _store(t)
    return t


def _store(t: Table) -> None:
    t.touched = time.time()
    GAMES[t.id] = t
    _DIRTY.add(t.id)
    while len(GAMES) > MAX_GAMES:
        oldest = min(GAMES.values(), key=lambda g: g.touched)
        del GAMES[oldest.id]
        _DIRTY.add(oldest.id)


# --------------------------------------------------------------------------
# The reader's decisions


def _check(t: Table, action: Action) -> None:
    why = t.state.explain(action)
    if why is not None:
        raise IllegalMove(why, action)


def _select(t: Table, code: str) -> None:
    """Select a card of the viewer's hand, or raise the engine's reason why
    it cannot be played anywhere now."""
    st = t.state
    try:
        c = parse_card(code)
    except ValueError as exc:
        raise RulesError(str(exc)) from None
    tiles = st.tiles_in_play() or list(COLOURS)
    reasons = [st.explain(Play(t.viewer, c, tile)) for tile in tiles]
    if any(r is None for r in reasons):
        t.selected = c.code
        return
    texts = sorted({r.en for r in reasons if r is not None})
    if len(texts) == 1:
        first = next(r for r in reasons if r is not None)
        raise IllegalMove(first, Play(t.viewer, c, tiles[0]))
    raise RulesError(" ".join(tr("On the {tile} tile: {reason}", tile=tile, reason=r.message())
                              for tile, r in zip(tiles, reasons) if r))


def _decide(t: Table, action: Action) -> None:
    _check(t, action)
    _apply(t, action)
    t.selected = None
    if isinstance(action, ChooseStarter):
        t.deals_allowed = len(t.state.deals) + 1
    advance(t)


def _undo(t: Table) -> None:
    """Take back the last decision of a human seat in this deal (and what followed)."""
    if t.mode != "practice":
        raise RulesError(tr("Undo is for practice games; this is a game for real."))
    st = t.state
    hist = st.history
    start = max(i for i, a in enumerate(hist) if isinstance(a, Deal)) + 1
    mine = [i for i in range(start, len(hist)) if getattr(hist[i], "player", -1) in t.humans()]
    if not mine:
        raise RulesError(tr("Nothing of yours to undo since this round was dealt."))
    while len(st.history) > mine[-1]:
        st.undo()
    t.log = [(i, text) for i, text in t.log if i < mine[-1]]
    t.viewer = st.current_player
    t.selected = None


def _hint(t: Table) -> Element:
    """The strong bot's choice for the viewer, from the viewer's observation only."""
    obs = observe(t.state, t.viewer)
    if not obs.legal:
        raise RulesError(tr("There is nothing for you to decide now."))
    choice = StrongBot(worlds=STRONG_WORLDS, time_budget=0.8).choose(obs, t.rng)
    return E("p", tr("Hint from the strong bot: "), E("strong", _action_words(choice, t)), ".")


def _legal_list(t: Table) -> Element:
    obs = observe(t.state, t.viewer)
    if not obs.legal:
        raise RulesError(tr("There is nothing for you to decide now."))
    words = sorted({_action_words(a, t) for a in obs.legal})
    return E("div", E("p", tr("Your legal choices now ({n}):", n=len(words))),
             E("ul", [E("li", w) for w in words]))


def _action_words(a: Action, t: Table) -> str:
    if isinstance(a, Play):
        return tr("play {card} on the {tile} tile", card=a.card.code, tile=a.tile)
    if isinstance(a, Give):
        return tr("give the {tile} tile to {divinity}", tile=str(t.state.gift_tile), divinity=a.divinity)
    if isinstance(a, ChooseStarter):
        return tr("{player} starts the next round", player=t.labels[a.seat])
    return str(a)


def _download(t: Table, value: Any) -> None:
    if t.state.is_terminal() or (t.mode == "practice" and value == "confirm"):
        t.reveal = True
        return
    if t.mode != "practice":
        raise RulesError(tr("The record shows every hand: it can be downloaded when the game is over."))
    t.notice = E("div", E("p", E("strong", tr("Careful: ")),
                          tr("the record lists every hand of every round, the bots' cards included.")),
                 button(tr("Show the download link anyway"), {"download": "confirm"}), cls="bt-warn")


def _game_act(t: Table, kind: str, act: State) -> None:
    """Apply one act to a stored game (see the module docstring)."""
    t.notice, t.reveal = None, False
    if kind == "reveal":
        seat = get_int(act, "reveal", -1)
        if seat != t.human_to_act():
            raise RulesError(tr("Only the player whose turn it is may look at their hand now."))
        t.viewer = seat
    elif t.passing() and kind not in ("undo", "download"):
        raise RulesError(tr("Pass the device to {player} first.", player=t.labels[t.human_to_act() or 0]))
    elif kind == "card":
        _select(t, get_str(act, "card", ""))
    elif kind == "tile":
        if t.selected is None:
            raise RulesError(tr("Choose a card of your hand first."))
        _decide(t, Play(t.viewer, parse_card(t.selected), get_str(act, "tile", "", choices=COLOURS)))
    elif kind == "give":
        _decide(t, Give(t.viewer, get_str(act, "give", "", choices=DIVINITIES)))
    elif kind == "starter":
        _decide(t, ChooseStarter(t.viewer, get_int(act, "starter", -1)))
    elif kind == "next":
        t.deals_allowed = len(t.state.deals) + 1
        advance(t)
    elif kind == "undo":
        _undo(t)
    elif kind in ("legal", "hint"):
        if t.mode != "practice":
            raise RulesError(tr("Hints and the list of legal moves are for practice games."))
        t.notice = _hint(t) if kind == "hint" else _legal_list(t)
    elif kind == "download":
        _download(t, act.get("download"))
    _store(t)


# --------------------------------------------------------------------------
# Persistence (called by the worker, never by the page)


def _snapshot(t: Table) -> dict[str, Any]:
    return {"v": 1, "record": Record.from_state(t.state, seats=t.names).to_json(), "kinds": list(t.kinds),
            "mode": t.mode, "layout": t.layout, "viewer": t.viewer, "deals_allowed": t.deals_allowed,
            "log": [[i, texts] for i, texts in t.log], "seen": {str(k): v for k, v in t.seen.items()},
            "touched": t.touched}


def _restore(gid: str, snap: dict[str, Any]) -> Table:
    st = Record.from_json(snap["record"]).replay()
    kinds = tuple(str(k) for k in snap["kinds"])
    if len(kinds) != st.n or any(k not in KINDS for k in kinds) or snap["layout"] not in LAYOUTS:
        raise ValueError("inconsistent snapshot")
    t = Table(gid, st, kinds, str(snap["mode"]), str(snap["layout"]), random.Random(secrets.randbits(64)),
              int(snap["viewer"]), [(int(i), _texts(x)) for i, x in snap["log"]],
              {int(k): int(v) for k, v in snap["seen"].items()}, int(snap["deals_allowed"]))
    t.touched = float(snap.get("touched", 0.0))
    return t


def _texts(saved: Any) -> dict[str, str]:
    """A saved log entry's texts by language (a snapshot from before the
    French edition holds one English string)."""
    if isinstance(saved, dict):
        return {str(k): str(v) for k, v in saved.items()}
    return {"en": str(saved)}


def persist_take() -> str:
    """JSON ``{id: snapshot text, or null for a game to forget}`` of the games
    changed since the last call. For the worker's storage only."""
    out = {gid: (json.dumps(_snapshot(GAMES[gid])) if gid in GAMES else None) for gid in sorted(_DIRTY)}
    _DIRTY.clear()
    return json.dumps(out)


def persist_load(text: str) -> int:
    """Restore the games the worker saved (``{id: snapshot text}``); a
    snapshot that no longer replays is skipped. Returns how many loaded."""
    loaded = 0
    for gid, snap in json.loads(text).items():
        try:
            GAMES[gid] = _restore(gid, json.loads(snap))
            loaded += 1
        except (RulesError, ValueError, KeyError, TypeError, IndexError):
            continue
    return loaded


# --------------------------------------------------------------------------
# Drawing (only from the viewer's observation and public facts)


def _setup(layout: str) -> Element:
    players, _variant = LAYOUTS[layout]
    layouts = [button(tr(LAYOUT_LABEL[k]), {"layout": k}, cls="rp-btn bt-on" if k == layout else "rp-btn")
               for k in LAYOUTS]
    seats = []
    for s, name in enumerate(seat_labels(SEAT_NAMES[players])):
        default = "human" if s == 0 else "heuristic"
        opts = [E("option", tr(k), value=k, selected=k == default) for k in KINDS]
        team = tr(" (team {name})", name="AB"[s % 2]) if layout == "teams" else ""
        seats.append(E("label", name + team + " ", E("select", opts, name="seat" + str(s)), cls="bt-seat"))
    modes = [E("option", tr("game (no undo, no hints)"), value="game"),
             E("option", tr("practice (undo, legal moves, hints)"), value="practice")]
    return E("div", E("p", E("strong", tr("New game of BLOT"))),
             E("div", layouts, cls="bt-bar", role="group", aria_label=tr("Players")),
             E("div", seats, cls="bt-seats-form"),
             E("div", E("label", tr("Mode "), E("select", modes, name="mode")), " ",
               E("label", tr("Seed "), E("input", name="seed", type="number", placeholder=tr("random"), size=8)),
               cls="bt-bar"),
             E("div", button(tr("Deal"), {"new": 1}, title=tr("Start the game")), cls="bt-bar"),
             E("p", E("small", tr("Several human seats play hot-seat: the page hides every hand "
                                  "between two players.")), cls="bt-note"), cls="bt-setup")


def _missing() -> Element:
    return E("div", E("p", tr("This game is not stored in this browser (it was cleared, or started elsewhere).")),
             button(tr("New game"), {"setup": 1}), cls="bt-setup")


def _pass_screen(t: Table) -> Element:
    p = t.human_to_act()
    assert p is not None
    name = t.labels[p]
    return E("div", E("p", E("strong", tr("Pass the device to {player}.", player=name))),
             E("p", tr("The hands stay hidden until {player} is ready.", player=name)),
             button(tr("I am {player}: show my hand", player=name), {"reveal": p}), cls="bt-pass")


def _status(t: Table, obs: Observation) -> str:
    st = t.state
    rnd = tr("Round {n} of 4 · ", n=len(st.deals))
    if st.is_terminal():
        return tr("Game over.")
    if st.phase == "deal":
        return rnd + tr("the round is over.")
    who, me = t.labels[obs.to_act], t.labels[obs.seat]
    mine = obs.to_act == obs.seat
    tile = str(obs.gift_tile)
    if obs.phase == "play":
        doing = tr("your turn, {me}: play a card", me=me) if mine else tr("{who} to play a card", who=who)
    elif obs.phase == "give":
        doing = (tr("your turn, {me}: give the {tile} tile to a divinity", me=me, tile=tile) if mine
                 else tr("{who} to give the {tile} tile to a divinity", who=who, tile=tile))
    elif obs.phase == "starter":
        doing = (tr("your turn, {me}: choose who starts the next round", me=me) if mine
                 else tr("{who} to choose who starts the next round", who=who))
    else:
        doing = (tr("your turn, {me}: ", me=me) if mine else tr("{who} to ", who=who)) + obs.phase
    return rnd + doing


def _tile_button(t: Table, obs: Observation, colour: str) -> Element | None:
    if t.selected is None or obs.to_act != obs.seat or obs.phase != "play":
        return None
    face = next(tv.face for tv in obs.tiles if tv.colour == colour)
    if face == "done":
        return None
    ok = any(isinstance(a, Play) and a.card.code == t.selected and a.tile == colour for a in obs.legal)
    return button(tr("Play {card} here", card=t.selected), {"tile": colour},
                  cls="rp-btn bt-go" + (" bt-ok" if ok else ""),
                  title=tr("Play {card} on the {tile} tile", card=t.selected, tile=colour))


def _hand(t: Table, obs: Observation) -> Element:
    playable = {a.card.code for a in obs.legal if isinstance(a, Play)}
    chips = []
    for c in obs.hand:
        cls = "bt-hand-card" + (" bt-ok" if c.code in playable else "") + (" bt-sel" if c.code == t.selected else "")
        chips.append(E("button", {"type": "button", "class": cls, "data-act": {"card": c.code},
                                  "aria-pressed": "true" if c.code == t.selected else "false",
                                  "title": card_words(c) + (tr(" (playable)") if c.code in playable else "")},
                       card_chip(c)))
    label = tr("Your hand ({player})", player=t.labels[obs.seat])
    return E("div", E("p", E("strong", label),
                      E("small", tr(" · lit cards can be played now")) if playable else None),
             E("div", chips or E("em", tr("no cards")), cls="bt-hand"), cls="bt-hand-box")


def _decision(t: Table, obs: Observation) -> Element | None:
    """Buttons for a gift, a starter choice, or the next deal."""
    st = t.state
    if obs.to_act == obs.seat and obs.phase == "give":
        legal = {a.divinity for a in obs.legal if isinstance(a, Give)}
        faces = dict(zip(DIVINITIES, obs.faces))
        btns = [button(d + (" (" + face_label(d, faces[d]) + ")" if faces[d] else ""), {"give": d},
                       cls="rp-btn" + (" bt-ok" if d in legal else "")) for d in DIVINITIES]
        return E("div", E("p", tr("You won the light face: give the {tile} tile to", tile=str(obs.gift_tile))),
                 btns, cls="bt-decide")
    if obs.to_act == obs.seat and obs.phase == "starter":
        btns = [button(name, {"starter": s}) for s, name in enumerate(t.labels)]
        return E("div", E("p", tr("You won the last ceremony: who starts the next round?")), btns,
                 cls="bt-decide")
    if st.phase == "deal" and not st.is_terminal():
        return E("div", button(tr("Deal round {n}", n=len(st.deals) + 1), {"next": 1}, key="Enter"),
                 cls="bt-decide")
    return None


def _scores(t: Table) -> Element | None:
    """The finished round's breakdown and the running totals (or the whole game at the end)."""
    st = t.state
    names = team_names(st, t.labels)
    if st.is_terminal():
        return E("div", score_element(st, t.labels), cls="bt-scores")
    done = st.round_scores()
    if not done or st.phase not in ("deal", "starter"):
        return None
    rows = [E("tr", E("th", names[k]), E("td", total)) for k, total in enumerate(st.totals())]
    return E("div", round_table(done[-1], names),
             E("table", E("caption", tr("Running totals")), E("tbody", rows), cls="blot-score blot-total"),
             cls="bt-scores")


def _log(t: Table, obs: Observation) -> Element:
    since = t.seen.get(obs.seat, 0)
    lang = current()
    items = [E("li", texts.get(lang, texts.get("en", "")), cls="bt-new" if i >= since else None)
             for i, texts in t.log]
    return E("details", E("summary", tr("What happened this round")), E("ol", items, cls="bt-log"),
             open=True, cls="bt-log-box")


def _controls(t: Table) -> Element:
    st = t.state
    out = []
    if t.mode == "practice":
        out += [button(tr("Undo my last move"), {"undo": 1}), button(tr("Show legal moves"), {"legal": 1}),
                button(tr("Hint"), {"hint": 1}, title=tr("Ask the strong bot"))]
    if st.is_terminal() or t.mode == "practice":
        out.append(button(tr("Download the record"), {"download": 1}))
    out.append(button(tr("New game"), {"setup": 1}))
    return E("div", out, cls="bt-bar bt-controls")


def _download_link(t: Table) -> Element:
    # The record keeps the engine's (English) seat names: it is data, read by the CLI.
    text = Record.from_state(t.state, seats=t.names, title="BLOT game " + t.id).dumps()
    href = "data:application/json;charset=utf-8," + urllib.parse.quote(text)
    return E("p", E("a", "blot-" + t.id + ".json", href=href, download="blot-" + t.id + ".json"),
             tr(" · check it with "), E("code", "python -m rules_py blot replay FILE"), cls="bt-download")


def _table(t: Table) -> Element:
    obs = observe(t.state, t.viewer)
    tiles = [tile_box(tv, t.labels, _tile_button(t, obs, tv.colour)) for tv in obs.tiles]
    mode = tr("practice") if t.mode == "practice" else tr("game")
    over = t.state.is_terminal()
    return E("div",
             E("p", E("strong", _status(t, obs)), " ",
               E("small", "(" + tr(LAYOUT_LABEL[t.layout]) + ", " + mode + ")"),
               cls="bt-status", aria_live="polite"),
             t.notice, _download_link(t) if t.reveal else None,
             _scores(t) if over else None,
             divinity_strip(obs), E("div", tiles, cls="bt-tiles"), _decision(t, obs), _hand(t, obs),
             None if over else _scores(t), _log(t, obs),
             E("div", seats_table(obs, t.labels, t.kinds), cls="bt-seats-wrap"), _controls(t), cls="bt-game")


@register
class BlotTable(Widget):
    """A game of BLOT against bots or friends (see the module docstring)."""

    name = "blot-table"
    css = "blot-table-w"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        kind = act_kind(act, ACTS, self.name)
        act = act or {}
        if kind == "goto":
            where = get_str(act, "goto", "")
            gid = where[len(HASH_PREFIX):] if where.startswith(HASH_PREFIX) else ""
            if not gid or gid == "new":
                return {"layout": "4"}
            state, kind = {"game": gid}, None
        if kind == "setup":
            return {"layout": get_str(state, "layout", "4", choices=LAYOUTS) if "layout" in state else "4"}
        if kind == "layout":
            return {"layout": get_str(act, "layout", "4", choices=LAYOUTS)}
        if kind == "new":
            return self._new(state, inputs)
        gid = get_str(state, "game", "")
        if not gid:
            if kind is not None:
                raise RulesError("Set up a game first.")
            return {"layout": get_str(state, "layout", "4", choices=LAYOUTS)}
        t = GAMES.get(gid)
        if t is None:
            return {"game": gid}
        if kind is not None:
            _game_act(t, kind, act)
        return {"game": gid, "seat": t.viewer}

    def _new(self, state: State, inputs: State) -> State:
        layout = get_str(state, "layout", "4", choices=LAYOUTS)
        players = LAYOUTS[layout][0]
        kinds = [get_str(inputs, "seat" + str(s), "human" if s == 0 else "heuristic", choices=KINDS)
                 for s in range(players)]
        mode = get_str(inputs, "mode", "game", choices=MODES)
        seed = get_int(inputs, "seed", 0) if str(inputs.get("seed", "")).strip() else None
        t = new_table(layout, kinds, mode, seed)
        return {"game": t.id, "seat": t.viewer}

    def render(self, state: State) -> Element:
        gid = state.get("game")
        if not gid:
            return _setup(state.get("layout", "4"))
        t = GAMES.get(gid)
        if t is None:
            return _missing()
        return _pass_screen(t) if t.passing() else _table(t)

    def element(self, state: State) -> Element:
        gid = state.get("game")
        where = HASH_PREFIX + (gid if gid and gid in GAMES else "new")
        return widget_element(self.name, state, self.render(state), cls=self.css, data_hash=where,
                              data_hash_prefix=HASH_PREFIX)


__all__ = ["GAMES", "KINDS", "LAYOUTS", "BlotTable", "Table", "advance", "new_table", "persist_load",
           "persist_take"]
