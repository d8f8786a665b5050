"""What one seat can infer of the hidden cards, and worlds drawn to match.

The shared sampler of the top bot level (`rules_py.blot.bots`) and of
the game review ([`rules_py.blot.review`][rules_py.blot.review]). It reads **only** a seat's
`Observation`, never a game state: a
world is a full [`BlotState`][rules_py.blot.game.BlotState] that the seat could
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
  they chosen by the heuristic (`rules_py.blot.bots.play_scores`) with
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

from .game import BlotState, Deal, Play
from .observation import Observation, WorldSampler, _deal_hidden, _known_deal

#: The share of a play's probability spread evenly over the legal plays
#: (the others are not heuristic bots: some of their plays surprise it).
EPSILON = 0.5
#: How sharply the heuristic's scores separate plays (its scores step by 1
#: per card value, 40 to 200 between kinds of play).
TEMPERATURE = 2.0
#: Candidate worlds drawn per world kept (1: voids only, no weighting).
CANDIDATES = 3

#: ``scores(state, legal) -> one score per legal play``, the acting seat's
#: view of ``state`` only (the heuristic's, set by `rules_py.blot.bots`).
Scorer = Callable[[BlotState, list[Play]], list[float]]


def _default_scorer() -> Scorer:
    from .bots import play_scores  # the bots build on this module: imported on call

    return play_scores


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
        prefix = sampler._prefix
        st = prefix.clone() if prefix is not None else sampler.sample(rng)
        if prefix is None:  # Balder's face was drawn inside: replay this deal again
            st = _rewind_to_deal(st, obs)
        return self._replay(st, _known_deal(obs.players, obs.history, _deal_hidden(obs, rng)))

    def _replay(self, st: BlotState, deal: Deal) -> tuple[BlotState, float]:
        """``st`` (just before this deal) dealt ``deal`` and played on to the
        observation, with the log-likelihood of the others' plays."""
        obs = self.obs
        st.apply(deal)
        scorer = self._scorer or _default_scorer()
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
    the others' plays), drawn with ``rng`` from the observation alone."""
    return Inference(obs, candidates=candidates).sample(rng)


__all__ = ["CANDIDATES", "EPSILON", "TEMPERATURE", "Inference", "Scorer", "sample_world"]
