"""The BLOT "check a move" widget.

* ``blot-check`` -- state ``{"example": "trick", "step": 3}``: the same table
  at one step; the reader picks a card and a tile (inputs ``card`` and
  ``tile``) and gets the engine's verdict with its reason (English and
  French). Act: ``{"check": 1}`` (the state then keeps ``"checked": true``
  so the verdict stays drawn).
"""

from __future__ import annotations

from typing import cast

from ...blot.cards import COLOURS
from ...blot.cards import card as parse_card
from ...blot.game import BlotState, Play
from ...errors import RulesError
from ...i18n.messages import current, noun, tr
from ...render.cards import card_words, seat_labels, shown_code, table_element
from ...render.markup import E, Element
from ..registry import State, Widget, act_kind, button, get_str, register
from .common import example_states, read_step


@register
class BlotCheck(Widget):
    """Pick a card and a tile; the engine says whether the move is allowed."""

    name = "blot-check"
    css = "blot-check"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "example", "trick")
        _rec, states = example_states(name)
        step = read_step(state, None, len(states) - 1, self.name)
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


__all__ = ["BlotCheck"]
