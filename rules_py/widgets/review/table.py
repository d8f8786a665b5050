"""The game review at the BLOT table (``blot-table``): the reader's own decisions.

When a round is over (the next deal waiting) or the game is, the table
offers **Review** of the decisions of the seat on screen, and of no other:
during a game only that seat's hand is the reader's to see, and a review
lists each decision's legal options. The review reads the game so far as a
record (`rules_py.blot.record.Record.from_state`) and runs
`rules_py.widgets.review.cache.blot_review` on it (cached per record,
seat, deals and seed, like every review), over the seat's own observations
only (`rules_py.blot.review`).

The page state then carries ``"review": {"who", "level", "seed"}`` and
``"rstep"`` (the decision shown: the record's action index + 1) beside the
game's id; any act on the game itself (the next deal, a new game) drops
them. Acts: ``{"review": 1}`` (input ``review_level``: deals per decision),
``{"rgo": n}`` (the step bar's buttons and keys), ``{"review_close": 1}``.
The table's link (its hash) holds the game, not the review. Once the game
is over (not before: the study shows every hand, as the record does), the
table offers "Make a study" (`rules_py.widgets.teaching.game_study`) with the
review's marks and better moves when the review is shown.
"""

from __future__ import annotations

from typing import Any

from ...blot.game import Play, parse_action
from ...blot.observation import observe
from ...blot.record import Record
from ...errors import RulesError
from ...i18n.messages import tr
from ...render.cards import card_chip, tile_box
from ...render.markup import E, Element
from ..teaching import game_study
from . import cache as review_cache
from . import panel as review_panel
from ..registry import State, button, get_int
from ..controls.step_bar import step_bar

ACTS = ("review", "rgo", "review_close")


def available(t: Any) -> bool:
    """Whether the table may offer a review now: a round or the game is over."""
    st = t.state
    return bool(st.deals) and (st.is_terminal() or st.phase == "deal") and not t.passing()


def _record(t: Any) -> tuple[str, Record]:
    rec = Record.from_state(t.state, seats=t.names, title="BLOT game " + t.id)
    return rec.dumps(), rec


def carry(t: Any, state: State, kind: str | None, act: State, inputs: State, out: State) -> State:
    """``out`` (the table's new page state) with the review's part, after ``kind``."""
    if kind == "review_close" or not available(t) or kind not in (None, "review", "rgo", "study"):
        return out
    players = t.state.n
    text, rec = _record(t)
    last = len(rec.actions())
    if kind == "review":
        ask = review_cache.ask_from_inputs({**inputs, "review_who": str(t.viewer)}, players, "blot")
        with review_cache.clicked():
            entries = review_cache.blot_review(text, ask)
        marked = [e["index"] + 1 for e in entries if e.get("mark")]
        return {**out, "review": ask.to_state(), "rstep": marked[0] if marked else last}
    if state.get("review") is None:
        return out
    kept = review_cache.read_ask(state["review"], players, "blot")
    if kept is None or kept.who != t.viewer:  # another seat's review is not this reader's to see
        return out
    if not review_cache.is_cached("blot", text, kept):  # from a link: the Review button, no search
        return out
    step = get_int(act, "rgo", 0, lo=0) if kind == "rgo" else get_int(state, "rstep", 0, lo=0)
    return {**out, "review": kept.to_state(), "rstep": min(step, last)}


def _card_of(text: Any) -> str | None:
    """The card code of a played option (record notation), else ``None``."""
    try:
        a = parse_action(str(text))
    except (RulesError, ValueError):
        return None
    return a.card.code if isinstance(a, Play) else None


def moment(t: Any, before: Any, step: int, entry: Any) -> Element:
    """The table before decision ``step`` as the seat on screen saw it, and
    only that: its own hand (the card taken and the better one marked, when
    the decision is reviewed), the tiles with their cards, every card played
    so far this round. Drawn from that seat's observation: no other hand."""
    obs = observe(before, t.viewer)
    seats = list(t.labels)
    taken = _card_of(entry["move"]) if entry else None
    best = _card_of(entry["best"]) if entry and entry["best"] != entry["move"] else None
    hand = []
    for c in obs.hand:
        note = tr("taken") if c.code == taken else tr("better") if c.code == best else ""
        cls = "bt-taken" if c.code == taken else "bt-better" if c.code == best else None
        hand.append(E("li", card_chip(c), E("small", " " + note) if note else None, cls=cls))
    played = [E("li", card_chip(c), " ", seats[s]) for s, c in obs.played_this_deal()]
    return E("div",
             E("p", E("strong", tr("The table before move {n}, as {seat} saw it", n=step, seat=seats[t.viewer]))),
             E("p", tr("Hand: ")), E("ul", hand, cls="bt-review-hand"),
             E("div", [tile_box(tv, seats) for tv in obs.tiles], cls="bt-tiles"),
             E("details", E("summary", tr("Cards played this round ({n})", n=len(played))),
               E("ol", played, cls="bt-played")) if played else None,
             cls="bt-review-table")


def element(t: Any, state: State) -> Element | None:
    """What the table shows of the review: the form, or the panel with its step bar."""
    if not available(t):
        return None
    seats = list(t.labels)
    ask = review_cache.read_ask(state.get("review"), t.state.n, "blot") if state.get("review") else None
    if ask is None or ask.who != t.viewer:
        return E("div", E("p", E("strong", tr("Review your decisions")), " ",
                          tr("Each of your decisions so far is tried again on deals that agree with what you "
                             "had seen, and the ones that lost points are marked.")),
                 review_panel.form(seats, None, "blot", whose=False), study(t, ()), cls="rp-review-start")
    text, rec = _record(t)
    entries = review_cache.blot_review(text, ask)
    last = len(rec.actions())
    step = min(get_int(state, "rstep", 0, lo=0), last)
    states = rec.states()
    actions = rec.actions()
    seat = getattr(actions[step - 1], "player", None) if step > 0 else None
    mover = seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else ""
    at = next((e for e in entries if e["index"] + 1 == step), None)
    panel = review_panel.panel(entries, last, step, "rgo", lines=review_panel.blot_lines(seats, ask),
                               who=lambda p: seats[p], mover=mover, close={"review_close": 1}, kind="blot",
                               label=lambda o: review_panel.blot_label(states[max(0, step - 1)], o, rec.seats),
                               moment=moment(t, states[step - 1], step, at) if step > 0 else None)
    return E("div", step_bar(step, last, "rgo", unit="move"), panel,
             review_panel.form(seats, ask, "blot", whose=False), study(t, entries), cls="rp-review-table")


def study(t: Any, entries: Any) -> Element | None:
    """"Make a study" of a game that is over (the study shows every hand, as the
    record does: not before; with two players, only once asked, for the cards set
    aside), with the review's marks when it has one."""
    if not t.state.is_terminal():
        return None
    if t.state.removed and not t.reveal:
        # Two players: the cards set aside were never seen; the study (as the record) shows them
        # only when the reader asks, as the download does.
        return E("p", button(tr("Make a study"), {"study": 1}), " ",
                 E("small", tr("The study shows every hand, the cards set aside included.")), cls="rp-make-study")
    text, _rec = _record(t)
    return game_study.study_link("blot", text, entries, title=tr("A game of BLOT"), name="blot-" + t.id)


__all__ = ["ACTS", "available", "carry", "element", "moment", "study"]
