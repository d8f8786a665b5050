"""The ``blot-table`` widget's games: one `Table` per game, kept in
Python memory (in the browser, the worker's) and nowhere else, since a table
holds every hand.

`GAMES` keeps at most `MAX_GAMES`; `store` drops the one
touched longest ago and marks what changed for saving
(`saving` reads `DIRTY`).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from ....blot.bots import ROSTER
from ....blot.game import SEAT_NAMES, BlotState
from ....render.cards import seat_labels
from ....render.markup import Element

#: what a seat's picker offers: the reader, then the engine's roster's picker bots
PICKER = ("human", *(e.name for e in ROSTER.picker()))
#: every kind a seat may be: the picker's, and their aliases (``level5``, the
#: top level's former name, which older links and saved games carry)
KINDS = (*PICKER, *(alias for e in ROSTER.picker() for alias in e.aliases))
#: what a seat's picker shows for a kind (through ``tr``); a kind not listed shows its own name
KIND_LABEL = {name: e.label for e in ROSTER.picker() if e.label for name in (e.name, *e.aliases)}
#: layout -> (players, variant)
LAYOUTS: dict[str, tuple[int, str]] = {"2": (2, "two-player"), "3": (3, "standard"), "4": (4, "standard"),
                                       "5": (5, "standard"), "teams": (4, "teams")}
LAYOUT_LABEL = {"2": "2 players", "3": "3 players", "4": "4 players", "5": "5 players", "teams": "2 v 2 teams"}
MODES = ("game", "practice")
#: at most this many games are kept (the oldest is dropped)
MAX_GAMES = 8


@dataclass
class Table:
    """One game in progress and what the widget needs around it."""

    id: str
    state: BlotState
    kinds: tuple[str, ...]
    mode: str
    layout: str
    rng: random.Random
    viewer: int
    # (history index, {language: text}), this deal: narrated once in every
    # language, as a French and an English page may show the same game
    log: list[tuple[int, dict[str, str]]] = field(default_factory=list)
    seen: dict[int, int] = field(default_factory=dict)  # seat -> history length at its last decision
    deals_allowed: int = 1
    selected: str | None = None
    notice: Element | None = None  # one-shot message drawn after an act
    reveal: bool = False
    touched: float = 0.0
    # Chance (the faces, every deal) draws from its own generator, seeded
    # with ``seed``: the seed and the decisions rebuild the game (.saving).
    # The bots draw from ``rng``.
    seed: int = 0
    chance: random.Random = field(default_factory=random.Random)
    # The bots' decisions of the request being answered, in words, for the
    # page's live region (emptied by the widget before each act; never saved).
    said: list[str] = field(default_factory=list)

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names as records keep them (English)."""
        return SEAT_NAMES[self.state.n]

    @property
    def labels(self) -> tuple[str, ...]:
        """The seats' names in the current language, for the reader."""
        return tuple(seat_labels(self.names))

    def humans(self) -> list[int]:
        return [s for s, k in enumerate(self.kinds) if k == "human"]

    def human_to_act(self) -> int | None:
        """The human seat that must decide now, if any."""
        p = self.state.current_player
        return p if p is not None and 0 <= p < self.state.n and self.kinds[p] == "human" else None

    def claimant(self) -> int | None:
        """The human seat the "pass the device" screen names: the one to act,
        else, while nobody has said who they are (a shared hot-seat link), the first."""
        p = self.human_to_act()
        return p if p is not None or self.viewer >= 0 else self.humans()[0]

    def passing(self) -> bool:
        """Whether the device must change hands before anything is shown."""
        p = self.claimant()
        return p is not None and p != self.viewer


#: game id -> table: the only place a game's hidden cards live
GAMES: dict[str, Table] = {}
#: ids whose snapshot changed since the last `saving.take`
DIRTY: set[str] = set()


def store(t: Table) -> None:
    """Keep ``t`` (touched now), dropping the games touched longest ago
    beyond `MAX_GAMES`."""
    t.touched = time.time()
    GAMES[t.id] = t
    DIRTY.add(t.id)
    while len(GAMES) > MAX_GAMES:
        oldest = min(GAMES.values(), key=lambda g: g.touched)
        del GAMES[oldest.id]
        DIRTY.add(oldest.id)


__all__ = ["DIRTY", "GAMES", "KINDS", "KIND_LABEL", "LAYOUTS", "LAYOUT_LABEL", "MAX_GAMES", "MODES", "PICKER", "Table", "store"]
