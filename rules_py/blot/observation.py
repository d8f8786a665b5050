"""What one seat may see of a BLOT game: the only input a bot gets.

`observe` turns a `rules_py.blot.game.BlotState` into an
`Observation` for one seat: its own hand and everything public (the
cards on each tile, the ceremonies won this round, which tiles are out, the
divinity faces that can be seen, which divinity holds which tile, scores,
the number of cards in every hand, every public action of the game). It
never holds another seat's cards, the cards set aside unseen (two-player
variant), nor the chance actions (a `rules_py.blot.actions.Deal` lists every hand).

Public information the rules give beyond what lies on the table:

* Every card played is seen, so once a round is over its whole deal is
  known (with two players, the 8 cards set aside are then the deck minus
  the 24 played).
* A seat that joined a ceremony with a card that is not of the requested
  colour holds none of that colour any more (it must follow when it can).
* A seat that opened a ceremony with the tile's own colour held only that
  colour (it may do so only when its whole hand is of that colour).
* Faces (ruling): the counting card covers the masked divinity. In round 1
  Balder's face has never been seen; from round 2 on, the masked card shows
  the face it had the round before (it is the one card not turned over),
  so every face is known.

`rules_py.blot.worlds` deals the hidden cards at random, consistently
with all of that, into full states a bot may search (determinisation).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import Action, Deal, Play, SetFaces, action_from_json
from .cards import COLOURS, DIVINITIES, Card, card
from .scoring import Trick
from .variants import ceremony_size, deck, removed_count

if TYPE_CHECKING:  # an observation is taken of a state; the state imports this module
    from .game import BlotState


@dataclass(frozen=True, slots=True)
class TileView:
    """One ceremony tile as everyone sees it: its face and the cards on it."""

    colour: str
    face: str  # "dark", "light" or "done" (its light-face ceremony is won)
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in the order played

    def to_json(self) -> dict[str, Any]:
        return {"colour": self.colour, "face": self.face,
                "cards": [[s, c.code] for s, c in self.cards]}


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything seat ``seat`` may know at this point of the game, and nothing more.

    Rounds are 0-based here (1-based in `to_json`, as in records).
    ``history`` holds the public actions (plays, gifts, starter choice) since
    the last deal; ``past_rounds`` those of each earlier deal. ``to_act`` is
    the engine's ``current_player`` (``CHANCE`` at a chance point, ``None`` once over).
    """

    seat: int
    players: int
    variant: str
    first_player: int
    round: int
    phase: str  # faces, deal, play, give, starter, over
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]  # every seat, this one included
    removed_count: int  # cards set aside unseen this round (8 with two players)
    faces: tuple[str | None, ...]  # Balder, Loki, Odin, Thor; None = never seen
    masked: str
    holders: tuple[tuple[str, str], ...]  # (divinity, tile colour) this round
    tiles: tuple[TileView, ...]  # in COLOURS order
    tricks: tuple[Trick, ...]  # ceremonies won since the last deal
    totals: tuple[int, ...]  # per scorer (team in the 2 v 2 variant), finished rounds
    round_totals: tuple[tuple[int, ...], ...]  # per finished round, per scorer
    history: tuple[Action, ...]
    past_rounds: tuple[tuple[Action, ...], ...]
    gift_tile: str | None  # the tile the seat to act must give, in the give phase
    legal: tuple[Action, ...]  # this seat's legal actions now (empty if it does not act)

    # ------------------------------------------------------------- derived facts

    @property
    def teams(self) -> bool:
        """Whether this is the 2 v 2 teams game (seats 0 and 2 against 1 and 3)."""
        return self.variant == "teams"

    def scorer(self, seat: int) -> int:
        """Scorer index of a seat: its team in the 2 v 2 variant, else itself."""
        return seat % 2 if self.teams else seat

    @property
    def dealt(self) -> bool:
        """Whether a deal has happened (the game is past its chance nodes)."""
        return bool(self.history) or bool(self.past_rounds) or self.phase in ("play", "give")

    def played_this_deal(self) -> tuple[tuple[int, Card], ...]:
        """Every (seat, card) played since the last deal, in order."""
        return tuple((a.player, a.card) for a in self.history if isinstance(a, Play))

    def unseen_cards(self) -> frozenset[Card]:
        """Cards of the current deal this seat cannot see: the other hands and
        the cards set aside. Empty before the first deal."""
        if not self.dealt:
            return frozenset()
        seen = set(self.hand) | {c for _, c in self.played_this_deal()}
        return frozenset(c for c in deck(self.players) if c not in seen)

    def voids(self) -> tuple[frozenset[str], ...]:
        """Per seat, the colours it is known to hold no more (see the module docstring)."""
        return _voids(self.history, self.players)

    # ------------------------------------------------------------- JSON

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data for the page: nothing in it is hidden from this seat."""
        return {
            "seat": self.seat, "players": self.players, "variant": self.variant,
            "first_player": self.first_player, "round": self.round + 1, "phase": self.phase,
            "to_act": self.to_act, "hand": [c.code for c in self.hand],
            "hand_sizes": list(self.hand_sizes), "removed_count": self.removed_count,
            "unseen_count": len(self.unseen_cards()),
            "faces": dict(zip(DIVINITIES, self.faces)), "masked": self.masked,
            "holders": dict(self.holders), "tiles": [t.to_json() for t in self.tiles],
            "tricks": [t.to_json() for t in self.tricks], "totals": list(self.totals),
            "round_totals": [list(r) for r in self.round_totals],
            "history": [a.to_json() for a in self.history],
            "past_rounds": [[a.to_json() for a in r] for r in self.past_rounds],
            "gift_tile": self.gift_tile, "legal": [a.to_json() for a in self.legal],
            "voids": [sorted(v, key=COLOURS.index) for v in self.voids()],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Observation":
        """Inverse of `to_json` (the derived keys are ignored)."""
        return cls(
            data["seat"], data["players"], data["variant"], data["first_player"],
            data["round"] - 1, data["phase"], data["to_act"],
            tuple(card(c) for c in data["hand"]), tuple(data["hand_sizes"]),
            data["removed_count"], tuple(data["faces"][d] for d in DIVINITIES), data["masked"],
            tuple(data["holders"].items()),
            tuple(TileView(t["colour"], t["face"], tuple((s, card(c)) for s, c in t["cards"]))
                  for t in data["tiles"]),
            tuple(_trick_from_json(t) for t in data["tricks"]), tuple(data["totals"]),
            tuple(tuple(r) for r in data["round_totals"]),
            tuple(action_from_json(a) for a in data["history"]),
            tuple(tuple(action_from_json(a) for a in r) for r in data["past_rounds"]),
            data["gift_tile"], tuple(action_from_json(a) for a in data["legal"]))


def _trick_from_json(t: dict[str, Any]) -> Trick:
    return Trick(t["round"] - 1, t["index"], t["tile"], t["face"],
                 tuple((s, card(c)) for s, c in t["cards"]), t["winner"], t["given_to"])


# --------------------------------------------------------------------------
# observe


def observe(state: BlotState, seat: int) -> Observation:
    """What ``seat`` may see of ``state`` now (any phase, whoever acts)."""
    if not 0 <= seat < state.n:
        raise ValueError(f"there is no seat {seat}")
    past, current = _public_groups(state.history)
    to_act = state.current_player
    legal = tuple(state.legal_actions()) if to_act == seat else ()
    rounds = state.round_scores()
    return Observation(
        seat=seat, players=state.n, variant=state.variant.record_name,
        first_player=state.first_player, round=state.round, phase=state.phase,
        to_act=to_act, hand=state.hand(seat),
        hand_sizes=tuple(len(state.hand(s)) for s in range(state.n)),
        removed_count=removed_count(state.n) if state.deals else 0,
        faces=_visible_faces(state), masked=state.masked,
        holders=tuple(state.holders().items()),
        tiles=tuple(TileView(c, state.tile_face(c), state.tile_cards(c)) for c in COLOURS),
        tricks=_tricks_since_deal(state),
        totals=tuple(sum(r.totals[k] for r in rounds) for k in range(state.n_scorers)),
        round_totals=tuple(r.totals for r in rounds), history=current, past_rounds=past,
        gift_tile=state.gift_tile, legal=legal)


def _public_groups(history: tuple[Action, ...]) -> tuple[tuple[tuple[Action, ...], ...],
                                                         tuple[Action, ...]]:
    """Split the player actions by deal; chance actions (which show hidden
    cards and Balder's hidden face) are dropped."""
    groups: list[list[Action]] = []
    for a in history:
        if isinstance(a, Deal):
            groups.append([])
        elif not isinstance(a, SetFaces) and groups:
            groups[-1].append(a)
    if not groups:
        return (), ()
    return tuple(tuple(g) for g in groups[:-1]), tuple(groups[-1])


def _tricks_since_deal(state: BlotState) -> tuple[Trick, ...]:
    """The ceremonies won in the last deal (the engine's round index moves on
    at the starter choice, before the next deal)."""
    if not state.deals:
        return ()
    return state.tricks(len(state.deals) - 1)


def _visible_faces(state: BlotState) -> tuple[str | None, ...]:
    """The divinity faces this seat has seen (ruling in the module docstring)."""
    if state.initial_faces is None:
        return (None,) * 4
    masked = DIVINITIES.index(state.masked)
    return tuple(None if i == masked == 0 else f for i, f in enumerate(state.faces))


def _voids(history: tuple[Action, ...], players: int) -> tuple[frozenset[str], ...]:
    """Colours each seat is known to lack, from the plays since the last deal:
    not following the requested colour, or opening a tile with its own colour."""
    size = ceremony_size(players)
    on: dict[str, list[Card]] = {c: [] for c in COLOURS}
    void: list[set[str]] = [set() for _ in range(players)]
    for a in history:
        if not isinstance(a, Play):
            continue
        pile = on[a.tile]
        if not pile and a.card.colour == a.tile:
            void[a.player].update(c for c in COLOURS if c != a.tile)
        elif pile and a.card.colour != pile[0].colour:
            void[a.player].add(pile[0].colour)
        pile.append(a.card)
        if len(pile) == size:
            pile.clear()
    return tuple(frozenset(v) for v in void)


__all__ = ["Observation", "TileView", "observe"]
