"""Bots by name from each game's roster, and the one bot protocol.

A bot has ``choose(observation, rng)`` (`rules_py.selfplay.Bot`): it
is handed ``state.observation(player)`` (BLOT: what its seat sees, never
another hand; Blokus: the position) and returns an action of the current
player. `rules_py.bots.make_bot` builds one by name from the game's own roster
(`rules_py.blot.bots.ROSTER` or `rules_py.blokus.bots.ROSTER`,
both a `rules_py.selfplay.Roster`), so a bot a game adds there is
found here without being listed twice.

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

from typing import TYPE_CHECKING, Any, Literal, overload

from .blokus import bots as blokus_bots
from .blot import bots as blot_bots
from .errors import OptionError
from .games import GAMES, game_name
from .selfplay import AnyBot, Bot, Roster

if TYPE_CHECKING:
    from .blokus.board import Board
    from .blot.game import BlotState
    from .games import BlokusName

__all__ = ["Bot", "bot_names", "make_bot", "roster"]


def roster(game: Any) -> Roster[Any]:
    """The roster of ``game`` (a name of `rules_py.games.GAMES` or a state)."""
    name = game if isinstance(game, str) else game_name(game)
    if not isinstance(name, str) or name not in GAMES:
        raise OptionError(f"unknown game {name!r}", GAMES)
    return blot_bots.ROSTER if name == "blot" else blokus_bots.ROSTER


def bot_names(game: Any) -> tuple[str, ...]:
    """The bot names of ``game`` (a name of `rules_py.games.GAMES` or a
    state): every name of its roster, aliases last."""
    return roster(game).names


@overload
def make_bot(game: "Literal['blot'] | BlotState", name: str, **options: Any) -> blot_bots.Bot: ...
@overload
def make_bot(game: "BlokusName | Board", name: str, **options: Any) -> blokus_bots.Bot: ...
@overload
def make_bot(game: Any, name: str, **options: Any) -> AnyBot: ...


def make_bot(game: Any, name: str, **options: Any) -> AnyBot:
    """The bot ``name`` of ``game`` (a game name or a state), built with
    ``options`` (its class's keyword arguments). An unknown name or a bad
    option raises `rules_py.errors.OptionError` listing what is
    accepted; an error raised inside the bot is that error.

    Typed by the game: for ``"blot"`` or a `rules_py.blot.game.BlotState`
    it is a ``BlotBot`` (``rules_py.blot.bots.Bot``), for a Blokus name or a
    `rules_py.blokus.board.Board` a ``BlokusBot``
    (``rules_py.blokus.bots.Bot``), so a type checker refuses a Blokus bot
    in `rules_py.selfplay.play_out` of a BLOT game."""
    names = roster(game)
    if not isinstance(name, str):
        raise OptionError(f"a bot's name is text, not {name!r}", names.names)
    bot: AnyBot = names.make(name, **options)
    return bot
