"""Step comments for records and the step-through widgets, in English or French.

``describe(state, action, seats, lang)`` says what ``action`` does in
``state`` (the state *before* it), including what resolves because of it.
Every sentence is an English template (the key) of the interface catalogue
(`rules_py.i18n.fr` for French), filled with parameters: colours agree
with the noun they follow through the glossary's agreement specs
(``{tile:adj:blot.tile}`` is "tuile verte", ``{colour:du}`` is "du vert").
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n.messages import card_code, current, tr_in
from ..blot.cards import DIVINITIES, FACE_LABEL, Card
from ..blot.game import Action, BlotState, ChooseStarter, Give, Play


def _why_won(tile: str, winner_card: Card, lang: str) -> str:
    if winner_card.colour == tile:
        return tr_in("the highest {tile}, the tile's colour (Affinité, trump)", lang, tile=tile)
    return tr_in("the highest card of the requested colour", lang)


def _played(state: BlotState, action: Play, seats: Sequence[str], lang: str) -> str:
    """The card itself: opening, following, trumping or discarding."""
    p, c, t = action.player, action.card, action.tile
    on = state.tile_cards(t)
    params = {"player": seats[p], "card": card_code(c.colour, c.value, lang), "tile": t}
    if not on:
        face = state.tile_face(t)
        text = tr_in("{player} opens the {tile} ceremony ({face} face) with {card}: {colour} is requested.", lang,
                     face=face, face_words=tr_in(face, lang), colour=c.colour, **params)
        if c.colour == t:
            text += tr_in(" (Only {tile} is left in this hand, so the tile's own colour may open it.)", lang, tile=t)
        return text
    req = on[0][1].colour
    if c.colour == req:
        return tr_in("{player} follows {req} with {card} on the {tile} tile.", lang, req=req, **params)
    if c.colour == t:
        return tr_in("{player} has no {req} and trumps with {card} on the {tile} tile.", lang, req=req, **params)
    return tr_in("{player} has no {req} and discards {card} on the {tile} tile.", lang, req=req, **params)


def _resolved(state: BlotState, action: Play, seats: Sequence[str], lang: str) -> str:
    """What the card completes, if anything: the winner, then the tile's fate."""
    t = action.tile
    after = state.clone()
    after.apply(action)
    if len(after.tricks(state.round)) <= len(state.tricks(state.round)):
        return ""
    trick = after.tricks(state.round)[-1]
    trumps = [cd for _, cd in trick.cards if cd.colour == t]
    pool = trumps or [cd for _, cd in trick.cards if cd.colour == trick.requested]
    wcard = max(pool, key=lambda x: x.value)
    winner = seats[trick.winner]
    text = tr_in(" The ceremony is complete: {winner} wins it with {card}, {why}.", lang, winner=winner,
                 card=card_code(wcard.colour, wcard.value, lang), why=_why_won(t, wcard, lang))
    if trick.face == "dark":
        return text + tr_in(" The {tile} tile turns to its light face and is free again.", lang, tile=t)
    if after.phase == "give":
        return text + tr_in(" The light face was in play, so {winner} now gives the {tile} tile to a divinity.",
                            lang, winner=winner, tile=t)
    return text + tr_in(" It was the round's last ceremony: no divinity is left to receive the tile.", lang)


def describe(state: BlotState, action: Action, seats: Sequence[str], lang: str | None = None) -> str:
    """What ``action`` does in ``state``, in ``lang`` (default: the current language)."""
    lang = lang or current()
    if isinstance(action, Play):
        return _played(state, action, seats, lang) + _resolved(state, action, seats, lang)
    if isinstance(action, Give):
        tile = str(state.gift_tile)
        face = state.faces[DIVINITIES.index(action.divinity)]
        return tr_in("{player} gives the {tile} tile to {divinity} (face {face}: {label} {tile}).", lang,
                     player=seats[action.player], tile=tile, divinity=action.divinity, face=face,
                     label=tr_in(FACE_LABEL[(action.divinity, face)], lang))
    if isinstance(action, ChooseStarter):
        params = {"player": seats[action.player], "n": state.round + 2}
        if action.seat == action.player:
            return tr_in("{player} won the last ceremony and chooses themselves to start round {n}.", lang, **params)
        return tr_in("{player} won the last ceremony and chooses {who} to start round {n}.", lang,
                     who=seats[action.seat], **params)
    return str(action)


__all__ = ["describe"]
