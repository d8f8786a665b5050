"""The BLOT searches: playouts, the strong bot and the search bot (the top level).

Both bots are determinised Monte Carlo: they draw worlds consistent with
their observation (`rules_py.blot.worlds`), try each option in every
world, and play the round out with the heuristic
(`rules_py.blot.heuristic`) for every seat, each seat from its own view.
Playout states are thrown away, so they move with
`rules_py.blot.game.BlotState.apply_unchecked`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import progress
from .actions import Action, Play
from .cards import COLOURS
from .game import ROUNDS, BlotState
from .heuristic import heuristic_choice, heuristic_play, margin, table_of_state, tile_scores, view_of_obs, view_of_state
from .worlds import Inference, WorldSampler

if TYPE_CHECKING:
    from .observation import Observation


def rollout(st: BlotState, round_index: int) -> None:
    """Play the heuristic for every seat, each from its own view, until round
    ``round_index`` is complete (``st`` is a throwaway world: no undo after)."""
    while not st.round_complete(round_index):
        if st.phase == "play":
            st.apply_unchecked(heuristic_play(st))
            continue
        legal = st.legal_actions()
        st.apply_unchecked(legal[0] if len(legal) == 1 else heuristic_choice(view_of_state(st, legal)))


def _own_plays(st: BlotState, width: int) -> list[Play]:
    """The seat to act's plays in a (sampled, fully known) world, alike cards
    once (two cards of one colour on one tile with no card outside its hand
    still in play between them), the ``width`` the heuristic likes best, its
    own choice first."""
    seat = st.seat_to_act
    groups = st.playable()
    table = table_of_state(st, seat)
    live: dict[str, list[int]] = {c: [] for c in COLOURS}
    for s, h in enumerate(st.hands_view):
        if s != seat:
            for c in h:
                live[c.colour].append(c.value)
    for on in st.tile_cards_view:
        for _, c in on:
            live[c.colour].append(c.value)
    scored: list[tuple[float, int, Play]] = []
    seen: set[tuple[str, str, int]] = set()
    for tile, cards in groups:
        for c, score in zip(cards, tile_scores(table, tile, cards)):
            key = (tile, c.colour, sum(1 for v in live[c.colour] if v < c.value))
            if key not in seen:
                seen.add(key)
                scored.append((score, len(scored), Play(seat, c, tile)))
    scored.sort(key=lambda x: (-x[0], x[1]))  # best score first, ties in listed order
    return [p for _, _, p in scored[:max(1, width)]]


def _noisy_play(st: BlotState, rng: random.Random) -> Play:
    """A uniformly random legal play of the seat to act (the playouts' noise)."""
    groups = st.playable()
    tile, cards = groups[rng.randrange(len(groups))]
    return Play(st.seat_to_act, cards[rng.randrange(len(cards))], tile)


def top_rollout(st: BlotState, round_index: int, seat: int, depth: int, width: int,
                noise: float = 0.0, rng: random.Random | None = None) -> BlotState:
    """The top level's playout: `rollout`, except that ``seat``'s next
    ``depth`` decisions with a choice are searched within the world (each of
    its ``width`` best plays, `_own_plays`, played on this way, the one
    with the best round margin kept), and that with probability ``noise``
    another seat plays at random (``rng``). Returns the world at the round's
    end (``st`` itself, or the clone of the branch kept)."""
    me = st.scorer(seat)
    while not st.round_complete(round_index):
        if st.phase == "play":
            cur = st.seat_to_act
            if cur == seat and depth > 0:
                plays = _own_plays(st, width)
                if len(plays) > 1:
                    best: BlotState | None = None
                    best_v = 0.0
                    for p in plays:
                        b = st.clone()
                        b.apply_unchecked(p)
                        b = top_rollout(b, round_index, seat, depth - 1, width, noise, rng)
                        v = margin(b.round_totals(round_index), me)
                        if best is None or v > best_v:
                            best, best_v = b, v
                    assert best is not None
                    return best
                st.apply_unchecked(plays[0])
                continue
            if noise > 0.0 and cur != seat and rng is not None and rng.random() < noise:
                st.apply_unchecked(_noisy_play(st, rng))
            else:
                st.apply_unchecked(heuristic_play(st))
            continue
        legal = st.legal_actions()
        st.apply_unchecked(legal[0] if len(legal) == 1 else heuristic_choice(view_of_state(st, legal)))
    return st


@dataclass
class StrongBot:
    """Determinised Monte Carlo: draw ``worlds`` states consistent with the
    observation (fewer if ``time_budget`` seconds run out; at least one), try
    every legal action in each, play the round out with the heuristic for
    every seat, and pick the action with the best mean margin of this seat's
    (or team's) round score over the other scorers'. Every action is tried
    in the same worlds, so they are compared on equal deals. The starter
    choice (its effect lies beyond the round) is the heuristic's."""

    worlds: int = 12
    time_budget: float | None = None
    name: str = "strong"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal
        if len(legal) == 1 or obs.phase == "starter":
            return heuristic_choice(view_of_obs(obs))
        sampler = WorldSampler(obs)
        me = obs.scorer(obs.seat)
        sums = [0.0] * len(legal)
        start = time.perf_counter()
        deadline = None if self.time_budget is None else start + self.time_budget
        for n in range(max(1, self.worlds)):
            world = sampler.sample(rng)
            for i, a in enumerate(legal):
                st = world.clone()
                st.apply_unchecked(a)
                rollout(st, obs.round)
                sums[i] += margin(st.round_totals(obs.round), me)
            progress.report(n + 1, time.perf_counter() - start)  # worlds so far (the page shows it)
            if deadline is not None and time.perf_counter() > deadline:
                break
        best = max(range(len(legal)), key=lambda i: sums[i])
        return legal[best]


# --------------------------------------------------------------------------
# Search (level 4, the top)


def distinct_options(obs: Observation) -> list[Action]:
    """``obs.legal`` less the plays that cannot differ from a lower one: two
    cards of one colour on one tile are alike when no card still in play
    outside this hand (unseen, or on a tile now) lies between them, since
    only colours and the order of values ever count. The lowest is kept."""
    legal = list(obs.legal)
    if not legal or not isinstance(legal[0], Play):
        return legal
    live = set(obs.unseen_cards()) | {c for t in obs.tiles for _, c in t.cards}
    out: list[Action] = []
    seen: set[tuple[str, str, int]] = set()
    for a in sorted(legal, key=lambda x: x.card.value):  # type: ignore[union-attr]  # all Play
        assert isinstance(a, Play)
        below = sum(1 for c in live if c.colour == a.card.colour and c.value < a.card.value)
        key = (a.tile, a.card.colour, below)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return sorted(out, key=legal.index)


def round_value(totals: Sequence[int], before: Sequence[int], me: int, lead: float) -> float:
    """How good a round's scores ``totals`` are for scorer ``me``, game totals
    ``before`` the round: ``(1 - lead)`` times its margin over the others'
    mean plus ``lead`` times its game margin over the best other scorer
    (whom it must pass to win the game)."""
    others = [k for k in range(len(totals)) if k != me]
    mean = totals[me] - sum(totals[k] for k in others) / len(others)
    game = [b + t for b, t in zip(before, totals)]
    return (1 - lead) * mean + lead * (game[me] - max(game[k] for k in others))


def game_value(totals: Sequence[int], before: Sequence[int], me: int, rounds_left: int,
               spread: float, margin_weight: float) -> float:
    """How good a round's scores ``totals`` are for scorer ``me`` toward the
    game, game totals ``before`` the round, ``rounds_left`` rounds still to
    play after it: the mean over the other scorers of the chance of ending the
    game ahead of each (the pairwise comparisons the game is judged on), plus
    ``margin_weight`` times the round margin over the others' mean (a
    tie-break between options alike on the first term).

    After the last round the chance is the comparison itself (1 ahead, 0.5
    tied, 0 behind); before, a logistic of the game-total gap with scale
    ``spread`` times the square root of ``rounds_left`` (the gap between two
    scorers moves by a random amount each round, its spread growing with the
    square root of the rounds)."""
    others = [k for k in range(len(totals)) if k != me]
    mine = before[me] + totals[me]
    chance = 0.0
    if rounds_left <= 0:
        for k in others:
            theirs = before[k] + totals[k]
            chance += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    else:
        scale = spread * math.sqrt(rounds_left)
        for k in others:
            x = (mine - before[k] - totals[k]) / scale
            chance += 1.0 / (1.0 + math.exp(-x)) if x > -50 else 0.0
    mean = totals[me] - sum(totals[k] for k in others) / len(others)
    return chance / len(others) + margin_weight * mean


@dataclass
class SearchBot:
    """The top level: determinised Monte Carlo over inferred worlds.

    * worlds from `Inference` (voids, and
      held cards weighted by the others' plays; ``candidates`` drawn per
      world kept), never from the game state;
    * the options are `distinct_options` (alike cards tried once), each
      tried in every world (equal deals), the round played out with the
      heuristic for every seat, each from its own view, except the searching
      seat's next ``own_depth`` decisions with a choice, each searched within
      the world: its ``own_width`` plays the heuristic likes best, each played
      on to the round's end, the best round margin kept (`top_rollout`;
      ``strong`` keeps the plain `rollout`); ``noise`` (0, off: never
      screened) makes the other seats play at random that often;
    * an option's value is `game_value` (``spread`` > 0, the default):
      the mean over the other scorers of the chance of ending the game ahead
      of each, the measure the game is judged on (exact comparisons of the
      game totals in the last round, a logistic of the gap before, its scale
      ``spread`` points times the square root of the rounds left after this
      one), plus ``margin_weight`` per point of round margin as a
      tie-break. ``spread=0`` gives the older value, `round_value`:
      the round margin over the others' mean (``lead`` shifts weight to the
      margin over the best other game total: at 0.5 it took 0.43 of the
      pairwise comparisons against three ``strong`` over 15 games). A gift
      counts only in its round (the tiles go back each round), so the
      option search of the round, valued toward the game, covers it;
    * the starter choice is the heuristic's unless ``starter_worlds`` > 0:
      then each seat is tried on that many drawn next deals (the next round
      played out with the heuristic, valued as above).

    The budget is fixed, never wall time, so a seeded game replays exactly:
    about ``steps`` playout actions per decision, that is
    ``steps // (options * cards left in hands)`` worlds, kept between
    ``min_worlds`` and ``max_worlds`` (more worlds when few options remain).

    With the defaults (``own_depth=2, own_width=2, spread=4.3``), against
    three ``strong`` (12 worlds), seats rotating, 200 games (seeds 0-199,
    ``bench/blot_levels.py``'s `rung`): 73 wins (0.365 of the wins)
    and 0.629 of the pairwise comparisons on game totals (the target
    is 0.55). The two changes were screened apart; together they did not
    show more than the playout search alone (``spread=4.3`` on top of it,
    paired: +0.000, standard error 0.045, over 47 seeds with
    ``own_depth=2``; -0.010, standard error 0.043, over 80 with
    ``own_depth=1``), and ``spread`` stays on as the measure the game is
    judged on.

    Against three ``strong``, the same 200 games, before the playout search
    and ``game_value``: 62 wins (0.31 of the wins; equal bots
    0.25) and 0.541 of the pairwise comparisons on game totals. Paired
    screening on seeds 1000-1119 (one seat against three ``strong``, the same
    deals for both): ``spread=4.3`` (the per-round gap between two players'
    scores has sd 7.8 in heuristic self-play, a logistic scale of 4.3) took
    0.544 of the pairwise comparisons where ``spread=0`` took 0.490, paired
    difference +0.054 (standard error 0.037), at the same CPU per game
    (9.3 s). On the same seeds ``margin_weight=0.03`` was level with 0.01
    (+0.013, standard error 0.026), and searching the starter
    (``starter_worlds=32``) lost 0.057 (standard error 0.050) over 41 games,
    so both stay at their defaults. Those were screened with the plain
    playouts; with ``spread=0``, searching the seat's next decision in each
    playout (``own_depth=1, own_width=2``) took 0.608 of the pairwise
    comparisons where the plain playouts took 0.490, a paired gain of +0.118
    (standard error 0.043) over 120 games, for 1.22 times the CPU per game
    (11.3 s against 9.3 s); ``own_width=3`` showed nothing over its first 19
    games (-0.009, standard error 0.097); its next two decisions
    (``own_depth=2``, the default) took 0.683 over the first 80 seeds,
    +0.225 (standard error 0.053) over the plain playouts and +0.085
    (standard error 0.053) over one decision, for 14.5 s of CPU per game.
    Before that search, drawing the worlds cost about half of a decision's
    time (the replay that weighs each candidate), so a second
    stage of 24 more worlds for the 3 best options nearly doubled the time of
    a decision and was dropped before it could be measured."""

    steps: int = 6000
    min_worlds: int = 12
    max_worlds: int = 48
    candidates: int = 2
    lead: float = 0.0
    spread: float = 4.3
    margin_weight: float = 0.01
    starter_worlds: int = 0
    own_depth: int = 2
    own_width: int = 2
    noise: float = 0.0
    name: str = "level4"

    def worlds_for(self, obs: Observation, options: int) -> int:
        """The worlds this decision draws (see the class docstring)."""
        left = max(1, sum(obs.hand_sizes))
        return max(self.min_worlds, min(self.max_worlds, self.steps // (options * left)))

    def value(self, totals: Sequence[int], before: Sequence[int], me: int, round_index: int) -> float:
        """An option's value in one world: `game_value` when ``spread``
        is set, else `round_value` (with ``lead``)."""
        if self.spread > 0:
            return game_value(totals, before, me, ROUNDS - 1 - round_index, self.spread, self.margin_weight)
        return round_value(totals, before, me, self.lead)

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        if len(obs.legal) == 1:
            return obs.legal[0]
        if obs.phase == "starter":
            if self.starter_worlds > 0:
                return self._choose_starter(obs, rng)
            return heuristic_choice(view_of_obs(obs))
        options = distinct_options(obs)
        if len(options) == 1:
            return options[0]
        inference = Inference(obs, candidates=self.candidates)
        me = obs.scorer(obs.seat)
        before = obs.totals
        sums = [0.0] * len(options)
        start = time.perf_counter()
        for n in range(self.worlds_for(obs, len(options))):
            world = inference.sample(rng)
            for i, a in enumerate(options):
                st = world.clone()
                st.apply_unchecked(a)
                if self.own_depth > 0 or self.noise > 0.0:
                    st = top_rollout(st, obs.round, obs.seat, self.own_depth, self.own_width,
                                     self.noise, rng)
                else:
                    rollout(st, obs.round)
                sums[i] += self.value(st.round_totals(obs.round), before, me, obs.round)
            progress.report(n + 1, time.perf_counter() - start)
        best = max(range(len(options)), key=lambda i: sums[i])
        return options[best]

    def _choose_starter(self, obs: Observation, rng: random.Random) -> Action:
        """The starter of the next round by search: in each of
        ``starter_worlds`` worlds (the finished rounds are public; a face
        never seen is drawn) one next deal is drawn at random, every choice
        is tried on that same deal, and the next round is played out with the
        heuristic for every seat; the choice with the best mean `value`
        of that round is taken."""
        legal = obs.legal
        sampler = WorldSampler(obs)
        me = obs.scorer(obs.seat)
        before = obs.totals
        nxt = obs.round + 1
        sums = [0.0] * len(legal)
        start = time.perf_counter()
        for n in range(self.starter_worlds):
            world = sampler.sample(rng)
            world.apply_listed(legal[0])
            deal = world.sample_chance(rng)  # the next deal: chance, unknown to every seat
            world.undo()
            for i, a in enumerate(legal):
                st = world.clone()
                st.apply_listed(a)
                st.apply_listed(deal)
                rollout(st, nxt)
                sums[i] += self.value(st.round_totals(nxt), before, me, nxt)
            progress.report(n + 1, time.perf_counter() - start)
        best = max(range(len(legal)), key=lambda i: sums[i])
        return legal[best]


__all__ = ["SearchBot", "StrongBot", "distinct_options", "game_value", "rollout", "round_value", "top_rollout"]
