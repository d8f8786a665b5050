"""One bot protocol for both games, and bots found by name in each game's registry.

A bot has ``choose(observation_or_state, rng)``: it is handed
``state.observation(player)`` (BLOT: what its seat sees, never another
hand; Blokus: the position) and returns an action of the current player.
[`make_bot`][rules_py.bots.make_bot] builds one by name from the game's own registry
(`rules_py.blot.bots` or `rules_py.blokus.bots`), so a bot a game
adds there is found here without being listed twice.

    >>> bot_names("blot")[:3]
    ('random', 'heuristic', 'strong')
    >>> make_bot("duo", "greedy").name
    'greedy'
    >>> make_bot("duo", "grandmaster")
    Traceback (most recent call last):
    ...
    rules_py.errors.OptionError: unknown bot 'grandmaster' for Blokus; one of: random, greedy, ...
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from .blokus import bots as blokus_bots
from .blot import bots as blot_bots
from .errors import OptionError
from .games import GAMES, game_name
from .selfplay import Bot

__all__ = ["Bot", "bot_names", "make_bot"]


def _registry(game: Any) -> tuple[str, ModuleType]:
    """The game's family (``"BLOT"``/``"Blokus"``) and its bots module."""
    name = game if isinstance(game, str) else game_name(game)
    if name not in GAMES:
        raise OptionError(f"unknown game {name!r}", GAMES)
    return ("BLOT", blot_bots) if name == "blot" else ("Blokus", blokus_bots)


def bot_names(game: Any) -> tuple[str, ...]:
    """The bot names of ``game`` (a name of [`GAMES`][rules_py.games.GAMES] or a
    state): the game module's ``BOT_NAMES`` if it has one, else its ``BOTS`` keys."""
    _, module = _registry(game)
    names = getattr(module, "BOT_NAMES", None)
    return tuple(names) if names is not None else tuple(module.BOTS)


def make_bot(game: Any, name: str, **options: Any) -> Bot:
    """The bot ``name`` of ``game`` (a game name or a state), built with
    ``options`` (its class's keyword arguments). An unknown name raises
    [`OptionError`][rules_py.errors.OptionError] listing the game's bots."""
    family, module = _registry(game)
    factory = getattr(module, "make_bot", None)
    try:
        if factory is not None:
            bot: Bot = factory(name, **options)
            return bot
        if name not in module.BOTS:
            raise KeyError(name)
        made: Bot = module.BOTS[name](**options)
        return made
    except KeyError:
        raise OptionError(f"unknown bot {name!r} for {family}", bot_names(game)) from None
    except TypeError as exc:
        raise OptionError(f"bad option for the {family} bot {name!r}: {exc}") from None
