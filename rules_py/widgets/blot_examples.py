"""BLOT pages: step through the worked examples, and check a move.

Widgets:

* ``blot-example`` -- state ``{"example": "martin", "step": 0}``: the table
  after ``step`` actions of a worked example, the step's comment, the move
  list (click a move to go there) and, once a round is over, its score
  breakdown. Acts: ``{"go": n}``; keys Left/Right/Home/End.
* ``blot-check`` -- state ``{"example": "trick", "step": 3}``: the same table
  at one step; the reader picks a card and a tile (inputs ``card`` and
  ``tile``) and gets the engine's verdict with its reason (English and
  French). Act: ``{"check": 1}`` (the state then keeps ``"checked": true``
  so the verdict stays drawn).

A worked example has an "Embed" box (`rules_py.widgets.embed`: the example
at the step shown, alone in another site's frame), left out in that frame.
"""


from __future__ import annotations

import functools
from typing import Any, cast

from ..blot.cards import COLOURS
from ..blot.cards import card as parse_card
from ..render.commentary import describe
from ..blot.game import Action, BlotState, Play
from ..blot.record import EXAMPLES, Record, load_example
from ..errors import RulesError
from ..i18n.messages import current, example_words, noun, tr
from ..render.cards import card_words, move_words, score_element, seat_labels, shown_code, table_element
from ..render.markup import E, Element, Fragment
from . import embed
from .registry import State, Widget, act_kind, button, embedded, encode_share, get_int, get_str, register
from .step_bar import step_bar

#: The Embed frame's height (CSS pixels): the table, the comment and the step bar.
EMBED_HEIGHT = 1000


@functools.lru_cache(maxsize=8)
def example_states(name: str) -> tuple[Record, tuple[BlotState, ...]]:
    if name not in EXAMPLES:
        raise RulesError(tr("unknown BLOT example {name!r}; one of {names}", name=name, names=", ".join(EXAMPLES)))
    rec = load_example(name)
    return rec, tuple(rec.states())


def _comment(rec: Record, before: BlotState, action: Action, k: int) -> Element:
    """The comment of move ``k``: the engine's narration in the page's
    language, followed by what the record's own (English) comment adds to it,
    in the page's language (`example_words`;
    English marked ``lang="en"`` where no translation exists). A record's
    comment usually starts with that narration, in English."""
    narration = describe(before, action, tuple(seat_labels(rec.seats)))
    own = rec.comments()[k] or ""
    english = describe(before, action, rec.seats, "en")
    if own.startswith(english):
        own = own[len(english):]
    elif own:  # a comment of its own: the record's words only
        words, lang = example_words(own)
        return E("span", words, lang=lang)
    words, lang = example_words(own)
    return E("span", narration, E("span", words, lang=lang) if lang else words or None)


def _step(state: State, act: State | None, last: int, widget: str) -> int:
    step = get_int(state, "step", 0)
    if act_kind(act, ("go",), widget):
        step = get_int(act or {}, "go", step)
    return max(0, min(last, step))


@register
class BlotExample(Widget):
    """A worked example, one action at a time."""

    name = "blot-example"
    css = "blot-example"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "example", "martin")
        rec, _states = example_states(name)
        return {"example": name, "step": _step(state, act, len(rec.actions()), self.name)}

    def steps(self, state: State) -> tuple[str, list[State]]:
        """Every step of the example is known: the read path steps with ``{"go": n}``."""
        name = get_str(state, "example", "martin")
        rec, _states = example_states(name)
        return "go", [{"example": name, "step": k} for k in range(len(rec.actions()) + 1)]

    def render(self, state: State) -> Element:
        name, step = state["example"], state["step"]
        rec, states = example_states(name)
        actions, seats = rec.actions(), tuple(seat_labels(rec.seats))
        st = states[step]
        # Records' own words are written in English, with their French in
        # i18n/fr_examples.py (example_words); the narration is the engine's.
        if step == 0:
            words, lang = example_words(rec.comment or "")
            note: Any = E("span", words, lang=lang)
        else:
            note = Fragment(E("strong", str(step) + ". " + move_words(actions[step - 1], seats, states[step - 1])),
                            " — ", _comment(rec, states[step - 1], actions[step - 1], step - 1))
        moves = [button(move_words(a, seats, states[i]), {"go": i + 1}, title=tr("Go to step {n}", n=i + 1),
                        cls="blot-here" if i + 1 == step else "") for i, a in enumerate(actions)]
        title, title_lang = example_words(rec.title or name)
        return E("div", E("div", E("strong", title, lang=title_lang), cls="blot-title"),
                 step_bar(step, len(actions)),
                 E("div", note, cls="blot-comment", aria_live="polite"),
                 E("div", table_element(st, seats), cls="blot-svg"),
                 E("details", E("summary", tr("All moves")), E("div", moves, cls="blot-moves")),
                 score_element(st, seats) if st.round_scores() else None,
                 None if embedded() else embed.panel("", encode_share({"example": name, "step": step}),
                                                     title=title, height=EMBED_HEIGHT, keyed=True),
                 cls="blot-w")


@register
class BlotCheck(Widget):
    """Pick a card and a tile; the engine says whether the move is allowed."""

    name = "blot-check"
    css = "blot-check"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "example", "trick")
        _rec, states = example_states(name)
        step = _step(state, None, len(states) - 1, self.name)
        st = states[step]
        if st.phase != "play":
            raise RulesError(tr("blot-check needs a step where a card is to be played"))
        to_act = cast(int, st.current_player)  # a play step: a seat is to act
        card = get_str(inputs, "card", "") or get_str(state, "card", "") or st.hand(to_act)[0].code
        tile = get_str(inputs, "tile", "") or get_str(state, "tile", "") or "green"
        new: State = {"example": name, "step": step, "card": card, "tile": tile}
        if act_kind(act, ("check",), self.name) or state.get("checked") is True:
            new["checked"] = True
        return new

    def _verdict(self, st: BlotState, seats: tuple[str, ...], card: str, tile: str) -> list[Element]:
        p = cast(int, st.current_player)  # a play step: a seat is to act
        try:
            c = parse_card(card)
        except ValueError:
            raise RulesError(tr("not a card: {card!r}", card=card)) from None
        if tile not in COLOURS:
            raise RulesError(tr("not a tile: {tile!r}; one of {names}", tile=tile, names=", ".join(COLOURS)))
        why = st.explain(Play(p, c, tile))
        if why is None:
            return [E("p", tr("✔ Legal: {player} may play {card} on the {tile:adj:blot.tile} tile.", player=seats[p],
                              card=str(c), tile=tile), cls="blot-ok")]
        if current() != "en":  # a French page: the reason in French only
            return [E("p", tr("✘ Not allowed: ") + why.message(), cls="blot-no", data_reason=why.code)]
        return [E("p", "✘ Not allowed: " + why.en, cls="blot-no", data_reason=why.code),
                E("p", why.fr, cls="blot-fr", lang="fr")]

    def _form(self, st: BlotState, seats: tuple[str, ...], card: str, tile: str) -> Element:
        p = cast(int, st.current_player)  # the widget shows play steps only: a seat is to act
        cards = [E("option", shown_code(c) + " (" + card_words(c) + ")", value=c.code,
                   selected=c.code == card) for c in st.hand(p)]
        tiles = [E("option", tr("{tile:adj:blot.tile} tile ({face})", tile=t, face=tr(st.tile_face(t))), value=t,
                   selected=t == tile) for t in COLOURS]
        return E("div", E("label", tr("{player} plays ", player=seats[p]), E("select", cards, name="card")),
                 E("label", tr(" on "), E("select", tiles, name="tile")), " ",
                 button(tr("Check"), {"check": 1}, title=tr("Check this move")), cls="blot-bar")

    def render(self, state: State) -> Element:
        rec, states = example_states(state["example"])
        st, seats = states[state["step"]], tuple(seat_labels(rec.seats))
        card, tile = state["card"], state["tile"]
        verdict = self._verdict(st, seats, card, tile) if state.get("checked") else []
        legal = sorted({(shown_code(a.card), a.tile) for a in st.legal_actions() if isinstance(a, Play)})
        hint = E("details", E("summary", tr("Show the legal moves ({n})", n=len(legal))),
                 E("p", ", ".join(c + " → " + noun(t, current()) for c, t in legal)))
        return E("div", self._form(st, seats, card, tile), E("div", verdict, aria_live="polite"),
                 E("div", table_element(st, seats, show_hands={cast(int, st.current_player)}), cls="blot-svg"), hint,
                 cls="blot-w")


__all__ = ["BlotExample", "BlotCheck"]
