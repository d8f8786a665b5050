"""How the BLOT bots imagine the hidden cards: what one seat can infer of
them, and worlds (full states) drawn to match.

The shared sampler of the bots' searches (`rules_py.blot.search`) and of
the game review (`rules_py.blot.review`). It reads **only** a seat's
`Observation`, never a game state: a
world is a full `rules_py.blot.game.BlotState` that the seat could
not tell from the real game.

Two kinds of inference, both from the plays since the last deal:

* **Voids** (certain, from the rules' obligations): a seat that joined a
  ceremony with a card not of the requested colour holds none of that colour
  any more; a seat that opened a ceremony with the tile's own colour held
  nothing else. `WorldSampler` deals the
  hidden cards so that no seat gets a colour it is void in (Hall's condition
  keeps every deal completable), and the replay of the public plays then
  checks the world against every obligation.
* **Held cards** (likely, from how the others chose): each candidate world
  is weighted by how likely the other seats' plays of this deal are, were
  they chosen by the heuristic (`rules_py.blot.heuristic.play_scores`) with
  some noise: a seat's play has probability
  ``EPSILON / n + (1 - EPSILON) * softmax(score / TEMPERATURE)`` among its
  ``n`` legal plays at that moment. A seat that completed a ceremony and let
  an opponent win it probably had no card to win it; a seat that dumped a
  7 probably had no lower card of that colour. `Inference` draws
  ``candidates`` void-consistent worlds per world it returns and keeps one
  in proportion to those weights (sampling importance resampling), so the
  likely deals come up more often and the unlikely ones still may.

Every draw uses only the ``rng`` given, so a seeded search replays exactly.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import RulesError
from .actions import Action, Deal, Play
from .cards import COLOURS, Card, sort_key
from .game import BlotState
from .heuristic import play_scores
from .variants import deck

if TYPE_CHECKING:
    from .observation import Observation

_FLIP = {"A": "B", "B": "A"}

#: The share of a play's probability spread evenly over the legal plays
#: (the others are not heuristic bots: some of their plays surprise it).
EPSILON = 0.5
#: How sharply the heuristic's scores separate plays (its scores step by 1
#: per card value, 40 to 200 between kinds of play).
TEMPERATURE = 2.0
#: Candidate worlds drawn per world kept (1: voids only, no weighting).
CANDIDATES = 3

#: ``scores(state, legal) -> one score per legal play``, the acting seat's
#: view of ``state`` only (by default the heuristic's, `play_scores`).
Scorer = Callable[[BlotState, list[Play]], list[float]]


# --------------------------------------------------------------------------
# The sampler: voids only


class WorldSampler:
    """Draws states consistent with one observation; the replay of the
    finished deals (identical in every world) is done once."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        if obs.dealt and len(obs.unseen_cards()) != sum(obs.hand_sizes) - len(obs.hand) + obs.removed_count:
            # a state set up from a position (BlotState.from_position) shows the cards on the
            # tiles but keeps no play of the round: the worlds could not be dealt to match
            raise RulesError("the bots that imagine the hidden cards need the plays of this round, which a "
                             "game set up from a position does not keep: play on with the random, level1, "
                             "level2 or heuristic bot")
        #: The state after the finished deals, replayed once (``None`` before
        #: the first deal, or while Balder's face is unseen: then each world
        #: replays them with the face it draws). Clone it; never change it.
        self.prefix: BlotState | None = None
        if obs.dealt and obs.faces[0] is not None:
            self.prefix = self._replay_past(initial_faces(obs, None))

    def _replay_past(self, faces: tuple[str, ...]) -> BlotState:
        obs = self.obs
        st = BlotState(obs.players, obs.variant, first_player=obs.first_player, faces=faces)
        for actions in obs.past_rounds:
            st.apply(known_deal(obs.players, actions, {}))
            for a in actions:
                st.apply(a)
        return st

    def sample(self, rng: random.Random) -> BlotState:
        """One world, drawn with ``rng``."""
        obs = self.obs
        if not obs.dealt:
            faces = None if obs.faces[1] is None else initial_faces(obs, rng)
            return BlotState(obs.players, obs.variant, first_player=obs.first_player,
                             faces=faces)
        st = self.prefix.clone() if self.prefix else self._replay_past(initial_faces(obs, rng))
        hidden = deal_hidden(obs, rng)
        st.apply(known_deal(obs.players, obs.history, hidden))
        for a in obs.history:
            st.apply(a)
        return st


def initial_faces(obs: Observation, rng: random.Random | None) -> tuple[str, ...]:
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


def known_deal(players: int, actions: tuple[Action, ...], hidden: dict[int, list[Card]]) -> Deal:
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


def deal_hidden(obs: Observation, rng: random.Random) -> dict[int, list[Card]]:
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


# --------------------------------------------------------------------------
# The inference: held cards weighted by the others' plays


class Inference:
    """Draws worlds consistent with one observation (see the module docstring).

    ``candidates`` void-consistent worlds are drawn per world returned and
    one is kept by weight; ``candidates=1`` is the void inference alone.
    """

    def __init__(self, obs: Observation, *, candidates: int = CANDIDATES,
                 epsilon: float = EPSILON, temperature: float = TEMPERATURE,
                 scorer: Scorer | None = None) -> None:
        self.obs = obs
        self.candidates = max(1, candidates)
        self.epsilon, self.temperature = epsilon, temperature
        self._scorer = scorer
        self._sampler = WorldSampler(obs)
        self._others = any(isinstance(a, Play) and a.player != obs.seat for a in obs.history)

    def sample(self, rng: random.Random) -> BlotState:
        """One world, drawn with ``rng``."""
        if self.candidates == 1 or not self._others:
            return self._sampler.sample(rng)
        worlds: list[BlotState] = []
        logs: list[float] = []
        for _ in range(self.candidates):
            world, log_w = self._weighted(rng)
            worlds.append(world)
            logs.append(log_w)
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        return worlds[rng.choices(range(len(worlds)), weights=weights)[0]]

    def _weighted(self, rng: random.Random) -> tuple[BlotState, float]:
        """A void-consistent world and the log-likelihood of the others' plays in it."""
        obs = self.obs
        sampler = self._sampler
        if not obs.dealt:
            return sampler.sample(rng), 0.0
        prefix = sampler.prefix
        st = prefix.clone() if prefix is not None else sampler.sample(rng)
        if prefix is None:  # Balder's face was drawn inside: replay this deal again
            st = _rewind_to_deal(st, obs)
        return self._replay(st, known_deal(obs.players, obs.history, deal_hidden(obs, rng)))

    def _replay(self, st: BlotState, deal: Deal) -> tuple[BlotState, float]:
        """``st`` (just before this deal) dealt ``deal`` and played on to the
        observation, with the log-likelihood of the others' plays."""
        obs = self.obs
        st.apply(deal)
        scorer = self._scorer or play_scores
        log_w = 0.0
        for a in obs.history:
            if isinstance(a, Play) and a.player != obs.seat:
                plays = [Play(a.player, c, t) for t, cards in st.playable() for c in cards]
                if len(plays) > 1:
                    log_w += math.log(self._likelihood(scorer(st, plays), plays.index(a)))
                    st.apply_listed(a)  # plays.index found it among the legal plays
                    continue
            st.apply(a)
        return st, log_w

    def log_weight(self, world: BlotState) -> float:
        """The log-likelihood of the others' plays of this deal in ``world`` (a
        world consistent with the observation), as `sample` weighs it."""
        if not self.obs.dealt:
            return 0.0
        return self._replay(_rewind_to_deal(world.clone(), self.obs), world.deals[-1])[1]

    def _likelihood(self, scores: list[float], i: int) -> float:
        top = max(scores)
        exps = [math.exp((s - top) / self.temperature) for s in scores]
        return self.epsilon / len(scores) + (1 - self.epsilon) * exps[i] / sum(exps)


def _rewind_to_deal(st: BlotState, obs: Observation) -> BlotState:
    """``st`` (a world at ``obs``) taken back to just before this deal."""
    for _ in range(len(obs.history) + 1):
        st.undo()
    return st


def sample_world(obs: Observation, rng: random.Random, *, candidates: int = CANDIDATES) -> BlotState:
    """A full state consistent with ``obs`` (voids, and held cards weighted by
    the others' plays), drawn with ``rng`` from the observation alone;
    ``candidates=1`` draws with the voids alone (`WorldSampler`)."""
    return Inference(obs, candidates=candidates).sample(rng)


__all__ = ["CANDIDATES", "EPSILON", "TEMPERATURE", "Inference", "Scorer", "WorldSampler", "deal_hidden",
           "initial_faces", "known_deal", "sample_world"]
