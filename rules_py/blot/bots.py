"""BLOT bots by name: the roster (random, heuristic, strong, levels 1 to 4 and
``max``), the simple bots (random, heuristic, novice) and `make_bot`.

A bot sees only an `Observation`: its
``choose(obs, rng)`` returns one of ``obs.legal``. No bot is ever handed the
game state; the strong bot searches worlds it draws itself with
`rules_py.blot.worlds`; the searches live in `rules_py.blot.search`,
the heuristic in `rules_py.blot.heuristic`.

`ROSTER` lists every bot once (name, level, the label a page shows,
whether a picker offers it, aliases): the bots that take options
(`BOTS`), then ``level1`` (a novice) to ``level4`` (the top) and
``max`` (the top's search with 4 times its budget, for the CLI and
notebooks), each a fixed budget (`LEVELS`); ``level5`` stays a name of
the top (`LEVEL_ALIASES`); `make_bot` builds any of them by name;
`play_game` plays a whole seeded game with one bot per seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from .. import selfplay
from ..selfplay import BotEntry, Roster, play_out
from .actions import Action, Play
from .game import BlotState
from .heuristic import heuristic_choice, play_score, view_of_obs
from .observation import Observation
from .search import SearchBot, StrongBot
from .variants import ceremony_size


#: A BLOT bot: the one protocol (`rules_py.selfplay.Bot`) for this
#: game: a ``name``, and ``choose(obs, rng)`` picks one of ``obs.legal`` from
#: an observation alone.
Bot = selfplay.Bot[Observation, Action]


# --------------------------------------------------------------------------
# Random


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return rng.choice(obs.legal)


# --------------------------------------------------------------------------
# Heuristic


class HeuristicBot:
    """Simple rules, no search (see `play_score` and `_give_score`):

    * plays: win a ceremony when completing it, with the cheapest card that
      wins; lead with a card that can no longer be beaten; otherwise dump the
      lowest card, and avoid completing a ceremony an opponent would win;
    * gifts: give the tile to the divinity that helps this seat (or team)
      most against the others, scoring the round as it stands;
    * starter: the seat after its own, so that it plays last in each turn.
    """

    name = "heuristic"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return heuristic_choice(view_of_obs(obs))


# --------------------------------------------------------------------------
# Novice (level 1)


class NoviceBot:
    """A beginner: takes a ceremony it sees it can win at once (completing it
    for itself or its partner, with the cheapest such card), otherwise plays
    any legal card at random; gives the tile and names the starter at random.
    Every move is legal and some are sensible, so a new player can beat it."""

    name = "level1"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal
        if isinstance(legal[0], Play):
            v = view_of_obs(obs)
            scored = [(play_score(v, a), i) for i, a in enumerate(legal)]  # type: ignore[arg-type]
            best, i = max(scored)
            if best >= 0 and len(v.tiles[legal[i].tile]) == ceremony_size(v.players) - 1:  # type: ignore[union-attr]
                return legal[i]
        return rng.choice(legal)


# --------------------------------------------------------------------------
# Levels


class _Level2(HeuristicBot):
    """The heuristic bot under its level name."""

    name = "level2"


#: Every BLOT bot, in order: the three historic bots (``heuristic`` plays as
#: ``level2``; ``strong`` is the strong bot with 12 worlds, between level 3
#: and the top), then the levels. Each level has a fixed budget (worlds,
#: never wall time), so a seeded game replays exactly; each decides from its
#: seat's observation only (the strong levels infer voids from play through
#: `WorldSampler`, the top also held cards
#: through `Inference`). The levels are spaced
#: so that each beats the one below (one seat against three, seats rotating;
#: figures in ``bench/blot_levels.py``): level 3 is the strong bot with 3
#: worlds, not ``strong``'s 12, since the top beats ``strong`` itself by too
#: little for a rung of its own. ``level5`` was the top's name when there
#: were five levels (page links and records carry it), so it still builds
#: the top. ``label`` is what the table's seat picker shows (through ``tr``).
ROSTER: Roster[Bot] = Roster("BLOT", [
    BotEntry("random", RandomBot, "uniform over the legal actions", label="random", picker=True),
    BotEntry("heuristic", HeuristicBot, "simple rules, no search (plays as level 2)", label="simple rules",
             picker=True),
    BotEntry("strong", StrongBot, "determinised Monte Carlo over 12 worlds", label="strong", picker=True),
    BotEntry("level1", NoviceBot, "novice: wins a ceremony it can complete, else plays at random",
             level=1, label="level 1 (beginner)", picker=True, fixed=True),
    BotEntry("level2", _Level2, "the heuristic bot", level=2, label="level 2", picker=True, fixed=True),
    BotEntry("level3", lambda: StrongBot(worlds=3, name="level3"), "the strong bot with 3 worlds",
             level=3, label="level 3", picker=True, fixed=True),
    BotEntry("level4", SearchBot, "the search bot: inferred worlds, alike cards tried once, its own next two"
             " moves searched in each, 12 to 48 worlds", level=4, label="level 4 (expert)", picker=True,
             aliases=("level5",), fixed=True),
    # not in the page's pickers: for the CLI and notebooks, where a decision may take seconds
    BotEntry("max", lambda: SearchBot(steps=24000, min_worlds=48, max_worlds=192, name="max"),
             "the search bot with 4 times the top's budget: 48 to 192 worlds", fixed=True),
])

#: Level name -> (what it is, how to build it): the fixed-budget bots of `ROSTER`.
LEVELS: dict[str, tuple[str, Callable[[], Bot]]] = {e.name: (e.about, e.build) for e in ROSTER.entries if e.fixed}
#: The top level (its target: at least 0.55 of the pairwise comparisons against three
#: copies of ``strong``).
TOP_LEVEL = "level4"
#: Other names of a level (see `ROSTER`).
LEVEL_ALIASES: dict[str, str] = {a: e.name for e in ROSTER.entries for a in e.aliases}
#: The bots that take options (``worlds`` for ``strong``), by name.
BOTS: dict[str, Callable[..., Bot]] = {e.name: e.build for e in ROSTER.entries if not e.fixed}
#: Every name `make_bot` knows: the bots, then the aliases.
BOT_NAMES: tuple[str, ...] = ROSTER.names


def make_bot(name: str, **options: Any) -> Bot:
    """The bot called ``name`` (one of `BOT_NAMES`); ``options`` are
    keyword arguments of the class (``worlds`` for ``strong``). A level takes
    no option: its budget is what makes it that level. An unknown name or a
    bad option raises `rules_py.errors.OptionError`."""
    return ROSTER.make(name, **options)


def play_game(bots: Sequence[Bot], players: int = 4, variant: str | None = None,
              seed: int = 0, *, first_player: int = 0) -> BlotState:
    """A whole game, chance drawn with ``random.Random(seed)``, each seat's
    decisions by ``bots[seat]`` from its observation alone."""
    st = BlotState(players, variant, first_player=first_player)
    play_out(st, bots, random.Random(seed))
    return st


__all__ = ["BOTS", "BOT_NAMES", "LEVELS", "LEVEL_ALIASES", "ROSTER", "TOP_LEVEL", "Bot", "HeuristicBot", "NoviceBot", "RandomBot",
           "SearchBot", "StrongBot", "make_bot", "play_game"]
