"""Plain-English step comments for records and the step-through widgets.

``describe(state, action, seats)`` says what ``action`` does in ``state``
(the state *before* it), including what resolves because of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import DIVINITIES, FACE_LABEL, Card
from .game import Action, BlotState, ChooseStarter, Give, Play


def _why_won(tile: str, winner_card: Card) -> str:
    if winner_card.colour == tile:
        return f"the highest {tile}, the tile's colour (Affinité, trump)"
    return "the highest card of the requested colour"


def describe(state: BlotState, action: Action, seats: Sequence[str]) -> str:
    name = seats.__getitem__
    if isinstance(action, Play):
        p, c, t = action.player, action.card, action.tile
        on = state.tile_cards(t)
        face = state.tile_face(t)
        if not on:
            text = f"{name(p)} opens the {t} ceremony ({face} face) with {c}: {c.colour} is requested."
            if c.colour == t:
                text += f" (Only {t} is left in this hand, so the tile's own colour may open it.)"
        else:
            req = on[0][1].colour
            if c.colour == req:
                text = f"{name(p)} follows {req} with {c} on the {t} tile."
            elif c.colour == t:
                text = f"{name(p)} has no {req} and trumps with {c} on the {t} tile."
            else:
                text = f"{name(p)} has no {req} and discards {c} on the {t} tile."
        after = state.clone()
        after.apply(action)
        if len(after.tricks(state.round)) > len(state.tricks(state.round)):
            tr = after.tricks(state.round)[-1]
            trumps = [cd for _, cd in tr.cards if cd.colour == t]
            pool = trumps or [cd for _, cd in tr.cards if cd.colour == tr.requested]
            wcard = max(pool, key=lambda x: x.value)
            text += (f" The ceremony is complete: {name(tr.winner)} wins it with {wcard}, "
                     f"{_why_won(t, wcard)}.")
            if tr.face == "dark":
                text += f" The {t} tile turns to its light face and is free again."
            elif after.phase == "give":
                text += f" The light face was in play, so {name(tr.winner)} now gives the {t} tile to a divinity."
            else:
                text += " It was the round's last ceremony: no divinity is left to receive the tile."
        return text
    if isinstance(action, Give):
        tile = state.gift_tile
        i = DIVINITIES.index(action.divinity)
        face = state.faces[i]
        return (f"{name(action.player)} gives the {tile} tile to {action.divinity} "
                f"(face {face}: {FACE_LABEL[(action.divinity, face)]} {tile}).")
    if isinstance(action, ChooseStarter):
        who = "themselves" if action.seat == action.player else name(action.seat)
        return f"{name(action.player)} won the last ceremony and chooses {who} to start round {state.round + 2}."
    return str(action)
