"""The one self-play loop, for both games (the command lines, pages and notebooks use it).

`rules_py.selfplay.play_out` plays a state to its end (or for a number of actions):
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
`rules_py.protocol`, so each game's own ``selfplay`` module builds on it.
It also holds the one `rules_py.selfplay.Bot` protocol and the one registry shape
(`rules_py.selfplay.Roster` of `rules_py.selfplay.BotEntry`) each game's ``bots`` module fills.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, overload, runtime_checkable

from .errors import OptionError
from .protocol import CHANCE, GameState

if TYPE_CHECKING:  # the games' types, for the overloads of play_out only
    from .blokus.board import Board
    from .blokus.bots import Bot as BlokusBot
    from .blot.bots import Bot as BlotBot
    from .blot.game import BlotState

__all__ = ["Bot", "BotEntry", "Roster", "play_out"]

#: What a bot is handed (BLOT: an observation; Blokus: the board).
O_contra = TypeVar("O_contra", contravariant=True)
#: What it returns (BLOT: an action; Blokus: a move, ``None`` once over).
A_co = TypeVar("A_co", covariant=True)


@runtime_checkable
class Bot(Protocol[O_contra, A_co]):
    """A bot of any game: a ``name`` and ``choose(observation, rng)``, which
    returns a legal action of the current player from
    ``state.observation(player)`` alone. Each game names its own
    parametrisation (``rules_py.BlotBot``, ``rules_py.BlokusBot``).

    ``name`` is required: the command lines and the pages show it. A class
    attribute does (``name = "mine"``), or an instance attribute set in
    ``__init__``."""

    name: str

    def choose(self, observation: O_contra, rng: random.Random) -> A_co:
        """The action to play."""
        ...


B = TypeVar("B")


@dataclass(frozen=True)
class BotEntry(Generic[B]):
    """One bot of a game's roster (each fact of a bot, once, in the engine).

    ``build(**options)`` makes it; ``about`` says what it is (for the command
    line and notebooks); ``level`` is its rung on the game's ladder (``None``
    for a bot off the ladder); ``label`` is the key of the words a page shows
    for it (English; the French is in ``rules_py.i18n``); ``picker`` whether
    the page's pickers offer it; ``aliases`` its other names (old links);
    ``fixed`` that it takes no option (a level: its budget makes it that level).
    """

    name: str
    build: Callable[..., B]
    about: str
    level: int | None = None
    label: str | None = None
    picker: bool = False
    aliases: tuple[str, ...] = ()
    fixed: bool = False


class Roster(Generic[B]):
    """A game's bots by name, in order: the one registry shape of every game.

    An unknown name or a bad option raises `rules_py.errors.OptionError`
    listing what is accepted; an error raised inside a bot is that error.
    """

    def __init__(self, game: str, entries: Sequence[BotEntry[B]]) -> None:
        self.game = game
        self.entries: tuple[BotEntry[B], ...] = tuple(entries)
        self._by_name = {e.name: e for e in self.entries}
        self._by_name.update({alias: e for e in self.entries for alias in e.aliases})

    @property
    def names(self) -> tuple[str, ...]:
        """Every name it knows: each bot's, then the aliases."""
        return (*(e.name for e in self.entries), *(a for e in self.entries for a in e.aliases))

    def picker(self) -> tuple[BotEntry[B], ...]:
        """The bots a page's picker offers, in order."""
        return tuple(e for e in self.entries if e.picker)

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def entry(self, name: str) -> BotEntry[B]:
        """The entry called ``name`` (or one of its aliases)."""
        try:
            return self._by_name[name]
        except KeyError:
            raise OptionError(f"unknown bot {name!r} for {self.game}", self.names) from None

    def make(self, name: str, **options: Any) -> B:
        """The bot ``name`` built with ``options`` (its keyword arguments),
        checked against its signature before it is built."""
        entry = self.entry(name)
        if options:
            if entry.fixed:
                raise OptionError(f"the {self.game} bot {name!r} takes no option (got {', '.join(options)})")
            import inspect  # only when options are given: the page's first load pays for no inspect

            try:
                inspect.signature(entry.build).bind(**options)
            except TypeError as exc:
                raise OptionError(f"bad option for the {self.game} bot {name!r}: {exc}") from None
        return entry.build(**options)


S = TypeVar("S", bound=GameState)


AnyBot = Bot[Any, Any]


@overload
def play_out(state: "BlotState", bots: "BlotBot | Sequence[BlotBot] | Mapping[int, BlotBot]",
             rng: random.Random | None = None, *, max_actions: int | None = None) -> int: ...
@overload
def play_out(state: "Board", bots: "BlokusBot | Sequence[BlokusBot] | Mapping[int, BlokusBot]",
             rng: random.Random | None = None, *, max_actions: int | None = None) -> int: ...


def play_out(state: S, bots: AnyBot | Sequence[AnyBot] | Mapping[int, AnyBot],
             rng: random.Random | None = None, *, max_actions: int | None = None) -> int:
    """Play ``state`` to its end (or ``max_actions`` actions, chance ones
    included); return how many actions were applied.

    Typed by the game: a `rules_py.blot.game.BlotState` takes BLOT
    bots, a `rules_py.blokus.board.Board` Blokus bots (a type checker
    refuses the other game's; so does the call, with
    `rules_py.errors.OptionError`).

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


def _bots_by_player(state: Any, bots: Any, rng: Any, max_actions: Any) -> dict[int, AnyBot]:
    """Each player's bot; `rules_py.errors.OptionError` for a caller's
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
        seats: dict[int, AnyBot] = {p: bots for p in players}
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
