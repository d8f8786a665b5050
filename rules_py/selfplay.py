"""The one self-play loop, for both games (the command lines, pages and notebooks use it).

[`play_out`][rules_py.selfplay.play_out] plays a state to its end (or for a number of actions):
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
[`rules_py.protocol`][rules_py.protocol], so each game's own ``selfplay`` module builds on it.
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
    played = 0
    while not state.is_over and (max_actions is None or played < max_actions):
        player = state.current_player
        assert player is not None
        if player == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            bot: Bot = bots if hasattr(bots, "choose") else bots[player]
            state.apply(bot.choose(state.observation(player), rng))
        played += 1
    return played
