"""Every way to play BLOT as data: the only place the variants differ.

A `Variant` says *what* is played: how many seats, which cards, how
many each seat is dealt, how many are set aside unseen, how many cards make
a ceremony, how many cards a seat plays in one turn, and which seats score
together. `rules_py.blot.game` knows *how* to play any of them and asks
this table instead of testing the player count.

Where the two-player game differs (``TWO_PLAYER`` below): each seat is dealt
12 cards from the 32-card deck and 8 more are set aside unseen; a ceremony
is complete with 3 cards; after the round's first turn (one card) a seat
plays two cards per turn, the second on another tile than the first while
another tile is in play.

Where the team game differs (``TEAMS``): four seats, partners sitting
opposite (seats 0 and 2, seats 1 and 3) pool the ceremonies they win, so a
round is scored for two teams instead of four players.

Records name a variant by its *record name* (``"standard"``,
``"two-player"``, ``"teams"``) together with the player count;
`resolve` turns that pair into a ``Variant``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .cards import ALL_CARDS, Card

#: Ceremonies per round: four tiles, each won once dark and once light.
CEREMONIES_PER_ROUND: Final[int] = 8


@dataclass(frozen=True)
class Variant:
    """One way to play BLOT, as a table of numbers.

    A ceremony is complete with ``ceremony_size`` cards (one per player,
    except with two players). ``teams`` lists the seats that score together (``None``: every seat
    scores for itself). ``cards_per_turn`` is what a seat plays in one turn
    after the round's first turn, which is always a single card; when it is
    more than one, the cards of a turn go on different tiles.
    """

    name: str
    title: str
    players: int
    record_name: str
    seat_names: tuple[str, ...]
    lowest_value: int
    hand_size: int
    ceremony_size: int
    removed: int = 0
    cards_per_turn: int = 1
    teams: tuple[tuple[int, ...], ...] | None = None
    notes: str = ""

    def __post_init__(self) -> None:
        if len(self.seat_names) != self.players:
            raise ValueError(f"{self.name}: one seat name per player")
        if self.players * self.hand_size + self.removed != len(self.deck):
            raise ValueError(f"{self.name}: hands and set-aside cards must use the whole deck")
        if self.players * self.hand_size != CEREMONIES_PER_ROUND * self.ceremony_size:
            raise ValueError(f"{self.name}: the hands must fill exactly eight ceremonies")
        if self.teams is not None:
            seats = sorted(s for team in self.teams for s in team)
            if seats != list(range(self.players)):
                raise ValueError(f"{self.name}: every seat belongs to exactly one team")

    @property
    def deck(self) -> tuple[Card, ...]:
        """The cards in play, in a fixed order: every colour from ``lowest_value`` to 10."""
        return tuple(c for c in ALL_CARDS if c.value >= self.lowest_value)

    @property
    def n_scorers(self) -> int:
        """How many players or teams a round is scored for."""
        return self.players if self.teams is None else len(self.teams)

    def scorer(self, seat: int) -> int:
        """The scorer (player, or team index) a seat scores for."""
        if self.teams is None:
            return seat
        return next(k for k, team in enumerate(self.teams) if seat in team)

    def scorer_names(self, seats: Sequence[str]) -> list[str]:
        """Display names of the scorers: the seats, or the partners joined by ``+``."""
        if self.teams is None:
            return list(seats)
        return [" + ".join(seats[s] for s in team) for team in self.teams]

    def __repr__(self) -> str:
        return f"Variant({self.name!r})"


_SOUTH_WEST_NORTH_EAST = ("South", "West", "North", "East")

TWO_PLAYER = Variant(
    "two-player", "Two players", 2, "two-player", ("South", "North"),
    lowest_value=3, hand_size=12, removed=8, ceremony_size=3, cards_per_turn=2,
    notes="12 cards each, 8 set aside unseen; 3-card ceremonies; two cards per turn "
          "on different tiles after the round's first turn.")
THREE_PLAYER = Variant(
    "three-player", "Three players", 3, "standard", ("South", "West", "East"),
    lowest_value=5, hand_size=8, ceremony_size=3, notes="The 1s to 4s are left out.")
FOUR_PLAYER = Variant(
    "four-player", "Four players", 4, "standard", _SOUTH_WEST_NORTH_EAST,
    lowest_value=3, hand_size=8, ceremony_size=4, notes="The 1s and 2s are left out.")
FIVE_PLAYER = Variant(
    "five-player", "Five players", 5, "standard",
    ("South", "West", "North-West", "North-East", "East"),
    lowest_value=1, hand_size=8, ceremony_size=5, notes="Every card is used.")
TEAMS = Variant(
    "teams", "Two teams of two", 4, "teams", _SOUTH_WEST_NORTH_EAST,
    lowest_value=3, hand_size=8, ceremony_size=4, teams=((0, 2), (1, 3)),
    notes="Partners sit opposite and pool the ceremonies they win.")

#: Every variant by name, the default for each player count first.
VARIANTS: Final[dict[str, Variant]] = {
    v.name: v for v in (TWO_PLAYER, THREE_PLAYER, FOUR_PLAYER, FIVE_PLAYER, TEAMS)}

#: The variant played when only a player count is given.
_DEFAULT: Final[dict[int, Variant]] = {2: TWO_PLAYER, 3: THREE_PLAYER, 4: FOUR_PLAYER,
                                       5: FIVE_PLAYER}

#: Default seat names per player count (clockwise from seat 0).
SEAT_NAMES: Final[dict[int, tuple[str, ...]]] = {n: v.seat_names for n, v in _DEFAULT.items()}


def get(name: str) -> Variant:
    """The variant called ``name`` (a key of `VARIANTS`)."""
    try:
        return VARIANTS[name.strip()]
    except KeyError:
        raise ValueError(f"unknown BLOT variant {name!r}; one of {sorted(VARIANTS)}") from None


def for_players(players: int) -> Variant:
    """The variant played by ``players`` players when none is named."""
    try:
        return _DEFAULT[players]
    except (KeyError, TypeError):
        raise ValueError(f"BLOT is played by 2 to 5 players, not {players!r}") from None


def resolve(players: int, variant: str | Variant | None = None) -> Variant:
    """The variant for a player count and an optional name.

    ``variant`` may be a `Variant`, a registry name (``"teams"``), a
    record name (``"standard"``), or ``None`` for the count's default. A
    name that does not fit the count raises ``ValueError``.
    """
    if variant is None:
        return for_players(players)
    if isinstance(variant, Variant):
        found: Variant | None = variant
    else:
        found = VARIANTS.get(variant)
        if found is None:
            found = next((v for v in VARIANTS.values()
                          if v.record_name == variant and v.players == players), None)
    if found is None:
        names = sorted(set(VARIANTS) | {v.record_name for v in VARIANTS.values()})
        raise ValueError(f"no BLOT variant {variant!r} for {players} players; one of {names}")
    if found.players != players:
        raise ValueError(f"the {found.name} variant has {found.players} players, not {players}")
    return found


# Thin helpers per player count (the default variant of that count), for
# callers that only know how many play.

def deck(players: int) -> tuple[Card, ...]:
    """The cards used with this many players, in a fixed order."""
    return for_players(players).deck


def lowest_value(players: int) -> int:
    """Lowest card value in the deck with this many players."""
    return for_players(players).lowest_value


def hand_size(players: int) -> int:
    """Cards dealt to each seat with this many players."""
    return for_players(players).hand_size


def removed_count(players: int) -> int:
    """Cards set aside unseen at the start of each round with this many players."""
    return for_players(players).removed


def ceremony_size(players: int) -> int:
    """Cards that complete a ceremony with this many players."""
    return for_players(players).ceremony_size


__all__ = ["CEREMONIES_PER_ROUND", "Variant", "TWO_PLAYER", "THREE_PLAYER", "FOUR_PLAYER",
           "FIVE_PLAYER", "TEAMS", "VARIANTS", "SEAT_NAMES", "get", "for_players", "resolve",
           "deck", "lowest_value", "hand_size", "removed_count", "ceremony_size"]
