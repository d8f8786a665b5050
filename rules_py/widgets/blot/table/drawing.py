"""Drawing a ``blot-table`` widget, only from the viewer's observation and
public facts: the set-up form, the "pass the device" screen, the table, and
the notices that answer an act (hint, legal moves, download warning).
"""

from __future__ import annotations

import urllib.parse
from typing import cast
from collections.abc import Iterable

from ....blot.cards import DIVINITIES
from ....blot.cards import card as parse_card
from ....blot.game import SEAT_NAMES, Action, ChooseStarter, Give, Play
from ....blot.observation import Observation, observe
from ....blot.record import Record
from ....i18n.messages import current, tr
from ....render.cards import (card_chip, card_words, divinity_strip, face_label, result_line, round_table,
                             seat_labels, seats_table, shown_code, team_names, tile_box)
from ....render.markup import E, Element
from ...registry import button
from .games import KIND_LABEL, LAYOUT_LABEL, LAYOUTS, PICKER, Table


def hint(t: Table, choice: Action) -> Element:
    """The strong bot's ``choice`` for the viewer."""
    return E("p", tr("Hint from the strong bot: "), E("strong", _action_words(choice, t)), ".")


def legal_list(t: Table, legal: Iterable[Action]) -> Element:
    """The viewer's ``legal`` choices, in words."""
    words = sorted({_action_words(a, t) for a in legal})
    return E("div", E("p", tr("Your legal choices now ({n}):", n=len(words))),
             E("ul", [E("li", w) for w in words]))


def _action_words(a: Action, t: Table) -> str:
    if isinstance(a, Play):
        return tr("play {card} on the {tile} tile", card=shown_code(a.card), tile=a.tile)
    if isinstance(a, Give):
        return tr("give the {tile} tile to {divinity}", tile=str(t.state.gift_tile), divinity=a.divinity)
    if isinstance(a, ChooseStarter):
        return tr("{player} starts the next round", player=t.labels[a.seat])
    return str(a)


def download_warning() -> Element:
    """What a practice game's "download" shows first: the record shows every hand."""
    return E("div", E("p", E("strong", tr("Careful: ")),
                      tr("the record lists every hand of every round, the bots' cards included.")),
             button(tr("Show the download link anyway"), {"download": "confirm"}), cls="bt-warn")


def setup_form(layout: str) -> Element:
    players, _variant = LAYOUTS[layout]
    layouts = [button(tr(LAYOUT_LABEL[k]), {"layout": k}, cls="rp-btn bt-on" if k == layout else "rp-btn")
               for k in LAYOUTS]
    seats = []
    for s, name in enumerate(seat_labels(SEAT_NAMES[players])):
        default = "human" if s == 0 else "heuristic"
        opts = [E("option", tr(KIND_LABEL.get(k, k)), value=k, selected=k == default) for k in PICKER]
        team = tr(" (team {name})", name="AB"[s % 2]) if layout == "teams" else ""
        seats.append(E("label", name + team + " ", E("select", opts, name="seat" + str(s)), cls="bt-seat"))
    modes = [E("option", tr("game (no undo, no hints)"), value="game"),
             E("option", tr("practice (undo, legal moves, hints)"), value="practice")]
    return E("div", E("p", E("strong", tr("New game of BLOT"))),
             E("div", layouts, cls="bt-bar", role="group", aria_label=tr("Players")),
             E("div", seats, cls="bt-seats-form"),
             E("div", E("label", tr("Mode "), E("select", modes, name="mode")), " ",
               E("label", tr("Deal number "), E("input", name="seed", type="number", placeholder=tr("random"), size=8)),
               cls="bt-bar"),
             E("div", button(tr("Deal"), {"new": 1}, title=tr("Start the game")), cls="bt-bar"),
             E("p", E("small", tr("Several human seats play hot-seat: the page hides every hand "
                                  "between two players.")), " ", _hot_seat_trust(), cls="bt-note"),
             cls="bt-setup")


# What the page says of a game's link and of hot-seat play.
def _link_note() -> Element:
    return E("p", E("small", tr("This page's address carries the game: copied, it opens the same game in any "
                                "browser, showing only the hand of the player on screen. It holds the seed of "
                                "the deal and every move, so whoever decodes it can work out every hand: "
                                "share it with other players only once the game is over.")), cls="bt-note")


def _hot_seat_trust() -> Element:
    return E("small", tr("Hot-seat play trusts the players: the hands are out of sight, not locked away (the "
                         "game kept in this browser, and its address, let anyone with the browser's tools work "
                         "them out)."))


def missing() -> Element:
    return E("div", E("p", tr("This game is not stored in this browser (it was cleared, or started elsewhere).")),
             button(tr("New game"), {"setup": 1}), cls="bt-setup")


def pass_screen(t: Table) -> Element:
    p = t.claimant()
    assert p is not None
    name = t.labels[p]
    return E("div", E("p", E("strong", tr("Pass the device to {player}.", player=name))),
             E("p", tr("The hands stay hidden until {player} is ready.", player=name)),
             button(tr("I am {player}: show my hand", player=name), {"reveal": p}), cls="bt-pass")


def _status(t: Table, obs: Observation) -> str:
    st = t.state
    rnd = tr("Round {n} of 4 · ", n=len(st.deals))
    if st.is_terminal():  # the winner first, where the last card was played
        res, names = st.result(), team_names(st, t.labels)
        points = res.totals[res.winners[0]]
        if len(res.winners) == 1:
            return tr("Game over: {winner} wins with {points} points.", winner=names[res.winners[0]],
                      points=points)
        return tr("Game over: {winners} share the win with {points} points.",
                  winners=tr("{first} and {second}", first=", ".join(names[k] for k in res.winners[:-1]),
                             second=names[res.winners[-1]]), points=points)
    if st.phase == "deal":
        return rnd + tr("the round is over.")
    who, me = t.labels[cast(int, obs.to_act)], t.labels[obs.seat]  # in play: a seat is to act
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
    action = Play(obs.seat, parse_card(t.selected), colour)
    code = shown_code(parse_card(t.selected))
    btn = button(tr("Play {card} here", card=code), {"tile": colour}, cls="rp-btn bt-go",
                 title=tr("Play {card} on the {tile} tile", card=code, tile=colour))
    return _choice(t, btn, action, action in obs.legal, "tile-" + colour)


def _choice(t: Table, btn: Element, action: Action, legal: bool, key: str) -> Element:
    """A decision's button: a legal one stands out (bt-ok); one the rules
    forbid is disabled (aria-disabled: it stays focusable, so hovering or
    focusing it shows why, and screen readers say it: aria-describedby)."""
    if legal:
        return btn.set(**{"class": btn.attrs["class"] + " bt-ok"})
    why = t.state.explain(action)
    text = why.message() if why is not None else tr("not possible now")
    ident = "bt-why-" + t.id + "-" + key
    btn.set(**{"class": btn.attrs["class"] + " bt-no", "aria-disabled": "true", "aria-describedby": ident,
               "title": text})
    return E("span", btn, E("span", text, id=ident, cls="bt-why", role="tooltip"), cls="bt-choice")


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
        btns = [_choice(t, button(d + (" (" + face_label(d, face) + ")" if face else ""), {"give": d}),
                        Give(obs.seat, d), Give(obs.seat, d) in obs.legal, d)
                for d, face in zip(DIVINITIES, obs.faces)]
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
    if st.is_terminal():  # the totals and the result first; each round's breakdown folded under them
        totals = [E("tr", E("th", names[k]), E("td", format(total, "+d"))) for k, total in enumerate(st.totals())]
        return E("div", E("table", E("caption", tr("Totals")), E("tbody", totals), cls="blot-score blot-total"),
                 result_line(st, names),
                 E("details", E("summary", tr("Every round, scored")),
                   E("div", [round_table(rs, names) for rs in st.round_scores()], cls="blot-scores")),
                 cls="bt-scores")
    done = st.round_scores()
    if not done or st.phase not in ("deal", "starter"):
        return None
    rows = [E("tr", E("th", names[k]), E("td", total)) for k, total in enumerate(st.totals())]
    return E("div", round_table(done[-1], names),
             E("table", E("caption", tr("Running totals")), E("tbody", rows), cls="blot-score blot-total"),
             cls="bt-scores")


def _log(t: Table, obs: Observation) -> Element:
    """This round's decisions in words, the newest first (numbered as they came)."""
    since = t.seen.get(obs.seat, 0)
    lang = current()
    items = [E("li", texts.get(lang, texts.get("en", "")), cls="bt-new" if i >= since else None)
             for i, texts in t.log]
    return E("details", E("summary", tr("What happened this round (the newest first)")),
             E("ol", list(reversed(items)), cls="bt-log", reversed=True), open=True, cls="bt-log-box")


def _just_now(t: Table, obs: Observation) -> Element | None:
    """The latest decision in words, on the page where the reader looks."""
    if not t.log or t.log[-1][0] < t.seen.get(obs.seat, 0):
        return None
    texts = t.log[-1][1]
    return E("p", tr("Just now: "), texts.get(current(), texts.get("en", "")), cls="bt-just-now")


def _last_ceremony(t: Table, obs: Observation) -> Element | None:
    """The ceremony won since the reader's last decision (or by it): its
    cards and its winner, shown until the reader plays again."""
    st = t.state
    tricks = st.tricks() if not st.is_chance_node() else ()
    if not tricks:
        return None
    won = tricks[-1]
    seat, last = won.cards[-1]
    at = next((i for i, a in reversed(list(enumerate(st.history)))
               if isinstance(a, Play) and a.player == seat and a.card == last), -1)
    if at < t.seen.get(obs.seat, 0) - 1:
        return None
    cards = [E("li", card_chip(c), " ", t.labels[s], cls="bt-win" if s == won.winner else None)
             for s, c in won.cards]
    head = tr("Ceremony won by {player} on the {colour} tile:", player=t.labels[won.winner], colour=won.tile)
    return E("div", E("p", E("strong", head)), E("ol", cards, cls="bt-played"), cls="bt-last-ceremony")


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


def table(t: Table) -> Element:
    obs = observe(t.state, t.viewer)
    tiles = [tile_box(tv, t.labels, _tile_button(t, obs, tv.colour)) for tv in obs.tiles]
    mode = tr("practice") if t.mode == "practice" else tr("game")
    over = t.state.is_terminal()
    return E("div",
             E("p", E("strong", _status(t, obs)), " ",
               E("small", "(" + tr(LAYOUT_LABEL[t.layout]) + ", " + mode + ")"),
               cls="bt-status", aria_live="polite"),
             None if over else _just_now(t, obs), None if over else _last_ceremony(t, obs),
             t.notice, _download_link(t) if t.reveal else None,
             _scores(t) if over else None,
             divinity_strip(obs), E("div", tiles, cls="bt-tiles"), _decision(t, obs), _hand(t, obs),
             None if over else _scores(t), _log(t, obs),
             E("div", seats_table(obs, t.labels, [KIND_LABEL.get(k, k) for k in t.kinds]), cls="bt-seats-wrap"),
             _controls(t), _link_note(),
             E("p", _hot_seat_trust(), cls="bt-note") if len(t.humans()) > 1 else None, cls="bt-game")


__all__ = ["download_warning", "hint", "legal_list", "missing", "pass_screen", "setup_form", "table"]
