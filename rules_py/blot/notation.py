"""BLOT's short move notation, the one links and saved games write.

A player's decision in two or three characters, the player implied by the
state it is played in: ``R7g`` plays the red 7 on the green tile, ``O``
gives the tile to Odin (a divinity by its initial), ``2`` names seat 2 to
start. Chance actions (a deal, the faces drawn) have no short form: a link
keeps the seed they come from instead. The long, self-contained notation
(``"0: R7 on green"``) is ``str(action)`` and `rules_py.blot.game.parse_action`.

    >>> from rules_py.blot.game import Play
    >>> from rules_py.blot.cards import card
    >>> short(Play(0, card("R7"), "green"))
    'R7g'
    >>> from_short("R7g", 0) == Play(0, card("R7"), "green")
    True
    >>> from_short("R7x", 0) is None
    True
"""

from __future__ import annotations

import re

from .cards import COLOURS, DIVINITIES, card
from .game import Action, ChooseStarter, Give, Play

_PLAY = re.compile(r"([GBRY])(10|[1-9])([gbry])")
_SEAT = re.compile(r"[0-9]")
_TILE = {c[0]: c for c in COLOURS}
_GIFT = {d[0]: d for d in DIVINITIES}


def short(action: Action) -> str | None:
    """``action`` in the short notation; ``None`` for a chance action."""
    if isinstance(action, Play):
        return action.card.code + action.tile[0]
    if isinstance(action, Give):
        return action.divinity[0]
    if isinstance(action, ChooseStarter):
        return str(action.seat)
    return None


def from_short(text: object, player: int) -> Action | None:
    """The decision ``text`` (as `short` writes it) of ``player``;
    ``None`` if ``text`` is not one (anything, of any type: nothing raises).
    Whether the rules allow it is the state's question (``explain``)."""
    if not isinstance(text, str):
        return None
    m = _PLAY.fullmatch(text)
    if m:
        return Play(player, card(m.group(1) + m.group(2)), _TILE[m.group(3)])
    if text in _GIFT:
        return Give(player, _GIFT[text])
    if _SEAT.fullmatch(text):
        return ChooseStarter(player, ord(text) - ord("0"))
    return None


__all__ = ["from_short", "short"]
