"""What one seat may see of a BLOT game: the only input a bot gets.

`observe` turns a [`BlotState`][rules_py.blot.game.BlotState] into an
`Observation` for one seat: its own hand and everything public (the
cards on each tile, the ceremonies won this round, which tiles are out, the
divinity faces that can be seen, which divinity holds which tile, scores,
the number of cards in every hand, every public action of the game). It
never holds another seat's cards, the cards set aside unseen (two-player
variant), nor the chance actions (a [`Deal`][rules_py.blot.game.Deal] lists every hand).

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

`sample_world` deals the hidden cards at random, consistently with
all of that, into a full state a bot may search (determinisation).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .cards import COLOURS, DIVINITIES, Card, card, sort_key
from .variants import ceremony_size, deck, removed_count
from .game import Action, BlotState, Deal, Play, SetFaces, action_from_json
from .scoring import Trick

_FLIP = {"A": "B", "B": "A"}


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


# --------------------------------------------------------------------------
# sample_world


def sample_world(obs: Observation, rng: random.Random) -> BlotState:
    """A full state consistent with ``obs``: the same public history, this
    seat's hand, and the hidden cards dealt at random among the other hands
    and the unseen pile, respecting hand sizes and the known voids."""
    return WorldSampler(obs).sample(rng)


class WorldSampler:
    """Draws states consistent with one observation; the replay of the
    finished deals (identical in every world) is done once."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self._prefix: BlotState | None = None
        if obs.dealt and obs.faces[0] is not None:
            self._prefix = self._replay_past(_initial_faces(obs, None))

    def _replay_past(self, faces: tuple[str, ...]) -> BlotState:
        obs = self.obs
        st = BlotState(obs.players, obs.variant, first_player=obs.first_player, faces=faces)
        for actions in obs.past_rounds:
            st.apply(_known_deal(obs.players, actions, {}))
            for a in actions:
                st.apply(a)
        return st

    def sample(self, rng: random.Random) -> BlotState:
        """One world, drawn with ``rng``."""
        obs = self.obs
        if not obs.dealt:
            faces = None if obs.faces[1] is None else _initial_faces(obs, rng)
            return BlotState(obs.players, obs.variant, first_player=obs.first_player,
                             faces=faces)
        st = self._prefix.clone() if self._prefix else self._replay_past(_initial_faces(obs, rng))
        hidden = _deal_hidden(obs, rng)
        st.apply(_known_deal(obs.players, obs.history, hidden))
        for a in obs.history:
            st.apply(a)
        return st


def _initial_faces(obs: Observation, rng: random.Random | None) -> tuple[str, ...]:
    """The faces at the start of the game, undoing the turns between rounds;
    a face never seen (Balder in round 1) is drawn with ``rng``."""
    out = []
    for i, f in enumerate(obs.faces):
        if f is None:
            assert rng is not None
            out.append(rng.choice(("A", "B")))
            continue
        # every card but the newly masked one turns over at each new round
        turns = obs.round - (1 if 1 <= i <= obs.round else 0)
        out.append(_FLIP[f] if turns % 2 else f)
    return tuple(out)


def _known_deal(players: int, actions: tuple[Action, ...], hidden: dict[int, list[Card]]) -> Deal:
    """The deal whose hands are each seat's plays in ``actions`` plus
    ``hidden[seat]`` (key ``-1``: the unseen pile; without it, the pile is
    whatever of the deck nobody holds)."""
    hands: list[list[Card]] = [list(hidden.get(s, ())) for s in range(players)]
    for a in actions:
        if isinstance(a, Play):
            hands[a.player].append(a.card)
    held = {c for h in hands for c in h}
    removed = hidden.get(-1)
    if removed is None:
        removed = [c for c in deck(players) if c not in held]
    return Deal(tuple(tuple(sorted(h, key=sort_key)) for h in hands),
                tuple(sorted(removed, key=sort_key)))


def _deal_hidden(obs: Observation, rng: random.Random) -> dict[int, list[Card]]:
    """Deal the unseen cards: seat -> its hidden cards now (``-1``: the unseen
    pile), this seat keeping its own hand. Each card goes to a place drawn in
    proportion to its free room among those that may hold its colour, and
    never to one that would leave the rest impossible to deal."""
    voids = obs.voids()
    room = {s: obs.hand_sizes[s] for s in range(obs.players) if s != obs.seat}
    room[-1] = obs.removed_count
    banned = {s: (voids[s] if s >= 0 else frozenset()) for s in room}
    cards = sorted(obs.unseen_cards(), key=sort_key)
    rng.shuffle(cards)
    out: dict[int, list[Card]] = {s: [] for s in room}
    out[obs.seat] = list(obs.hand)
    for i, c in enumerate(cards):
        rest = cards[i + 1:]
        places = [s for s in room if room[s] > 0 and c.colour not in banned[s]]
        while True:
            s = rng.choices(places, weights=[room[p] for p in places])[0]
            room[s] -= 1
            if _dealable(rest, room, banned):
                break
            room[s] += 1
            places.remove(s)  # cannot be empty: the real deal is consistent
        out[s].append(c)
    return out


def _dealable(cards: list[Card], room: dict[int, int], banned: dict[int, frozenset[str]]) -> bool:
    """Whether ``cards`` fit the free ``room`` with no place getting a banned
    colour (Hall's condition over the sets of colours: 15 checks)."""
    if not any(banned.values()):  # no void known: every subset's supply is all the room
        return len(cards) <= sum(room.values())
    # colour sets as bit masks (bit i: COLOURS[i]); a subset's demand is
    # the cards of its colours, its supply the room of the places that may
    # take at least one of them
    need = [0] * len(COLOURS)
    for cd in cards:
        need[_COLOUR_BIT[cd.colour]] += 1
    present = sum(1 << i for i, k in enumerate(need) if k)
    places = [(r, _allowed(banned[s])) for s, r in room.items() if r]
    for subset in range(1, 1 << len(COLOURS)):
        if subset & ~present:
            continue
        demand = sum(k for i, k in enumerate(need) if subset >> i & 1)
        supply = sum(r for r, allowed in places if allowed & subset)
        if demand > supply:
            return False
    return True


_COLOUR_BIT = {c: i for i, c in enumerate(COLOURS)}


def _allowed(banned: frozenset[str]) -> int:
    """The bit mask of the colours not in ``banned``."""
    return sum(1 << i for i, c in enumerate(COLOURS) if c not in banned)


__all__ = ["Observation", "TileView", "WorldSampler", "observe", "sample_world"]
