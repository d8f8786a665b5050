"""The one self-play loop, for both games (the command lines, pages and notebooks use it).

:func:`play_out` plays a state to its end (or for a number of actions):
at a chance point (``current_player == CHANCE``, BLOT's faces and deals) it
applies ``state.sample_chance(rng)``; otherwise the bot of the current
player chooses from ``state.observation(player)`` (BLOT: what that seat
sees, Blokus: the position) with the same ``rng``. One seeded ``rng``
therefore replays a whole game exactly.

>>> import random
>>> from rules_py import make_bot, new_game
>>> game = new_game("duo")
>>> bots = [make_bot("duo", "random"), make_bot("duo", "greedy")]
>>> played = play_out(game, bots, random.Random(1))
>>> game.is_over, played == len(game.history)
(True, True)

This module knows no game: it reads only the protocol of
:mod:`rules_py.protocol`, so each game's own ``selfplay`` module builds on it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from .protocol import CHANCE, GameState

__all__ = ["Bot", "play_out"]


class Bot(Protocol):
    """A bot: ``choose(observation_or_state, rng)`` returns a legal action of
    the current player, from ``state.observation(player)`` alone."""

    def choose(self, observation: Any, rng: random.Random) -> Any:
        """The action to play."""


S = TypeVar("S", bound=GameState)


def play_out(state: S, bots: Bot | Sequence[Bot] | Mapping[int, Bot],
             rng: random.Random | None = None, *, max_actions: int | None = None) -> int:
    """Play ``state`` to its end (or ``max_actions`` actions, chance ones
    included); return how many actions were applied.

    ``bots`` is one bot for every player, a list indexed by player, or a
    mapping from player to bot. ``rng`` (a fresh unseeded one if ``None``)
    drives chance and every bot.
    """
    rng = rng if rng is not None else random.Random()
    seats = _bots_by_player(state, bots, rng, max_actions)
    played = 0
    while not state.is_over and (max_actions is None or played < max_actions):
        player = state.current_player
        assert player is not None
        if player == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(seats[player].choose(state.observation(player), rng))
        played += 1
    return played


def _family(obj: object) -> str | None:
    """``"blot"`` or ``"blokus"`` for an object of this package's games, else ``None``."""
    parts = type(obj).__module__.split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "rules_py" and parts[1] in ("blot", "blokus") else None


def _bots_by_player(state: Any, bots: Any, rng: Any, max_actions: Any) -> dict[int, Bot]:
    """Each player's bot; :class:`~rules_py.errors.OptionError` for a caller's
    mistake (no state, too few bots, a bot of the other game, a bad ``rng``
    or ``max_actions``), before anything is played."""
    from .errors import OptionError  # errors imports nothing of ours: cheap

    if not isinstance(state, GameState):
        raise OptionError(f"{type(state).__name__} is not a game state (make one with new_game)")
    if not isinstance(rng, random.Random):
        raise OptionError(f"rng={rng!r} is not a random.Random")
    if max_actions is not None and (type(max_actions) is not int or max_actions < 0):
        raise OptionError(f"max_actions={max_actions!r} is not a count of actions (an int >= 0, or None)")
    players = state.players
    if hasattr(bots, "choose"):
        seats: dict[int, Bot] = {p: bots for p in players}
    elif isinstance(bots, Mapping):
        seats = {p: bots[p] for p in players if p in bots}
    elif isinstance(bots, Sequence) and not isinstance(bots, (str, bytes)):
        seats = {p: bots[p] for p in players if p < len(bots)}
    else:
        raise OptionError(f"bots={bots!r} is not a bot, a list of bots or a mapping from player to bot")
    missing = [p for p in players if p not in seats]
    if missing:
        raise OptionError(f"no bot for player {missing[0]} of {len(players)}: give one bot for every "
                          "player, a list of them or a mapping from player to bot",
                          [str(p) for p in players])
    game = _family(state)
    for p, bot in seats.items():
        if not callable(getattr(bot, "choose", None)):
            raise OptionError(f"the bot of player {p} ({bot!r}) has no choose(observation, rng)")
        family = _family(bot)
        if family is not None and game is not None and family != game:
            raise OptionError(f"the bot of player {p} ({type(bot).__name__}) plays "
                              f"{'BLOT' if family == 'blot' else 'Blokus'}, not this game")
    return seats
