"""BLOT bot benchmarks: ``python bench/blot_bots.py`` prints ``name: value unit`` lines.

Standard library only, no arguments, so the same file runs under CPython
and inside Pyodide. Decisions are timed at fixed positions of a seeded
four-player game: the first play of a round (the most legal actions) and a
few later ones. ``blot_rollouts_4p`` counts the searches' unit of work:
one world cloned and its round played out with the heuristic for every
seat (:func:`~rules_py.blot.bots.rollout`), from those positions' states.
"""

from __future__ import annotations

import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from rules_py.blot.bots import HeuristicBot, RandomBot, StrongBot, play_game  # noqa: E402
from rules_py.blot.game import BlotState  # noqa: E402
from rules_py.blot.observation import Observation, observe  # noqa: E402
from rules_py.blot.search import rollout  # noqa: E402
from rules_py.blot.worlds import sample_world  # noqa: E402


def _states(count: int = 4) -> list[BlotState]:
    """The seat to act's state at a few points of a seeded game."""
    rng = random.Random(7)
    st = BlotState(4)
    out: list[BlotState] = []
    step = 0
    while len(out) < count and not st.is_terminal():
        if st.is_chance_node():
            st.apply(st.sample_chance(rng))
            continue
        if step % 9 == 0:
            out.append(st.clone())
        st.apply(rng.choice(st.legal_actions()))
        step += 1
    return out


def _positions(count: int = 4) -> list[Observation]:
    """Observations of the seat to act at a few points of a seeded game."""
    return [observe(st, st.current_player) for st in _states(count)]


def _rollouts_per_s(states: list[BlotState], min_time: float = 1.0) -> float:
    n, start = 0, time.perf_counter()
    while True:
        for st in states:
            world = st.clone()
            rollout(world, st.round)
            n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time:
            return n / elapsed


def _ms_per_decision(bot, positions: list[Observation], min_time: float) -> float:
    n, start = 0, time.perf_counter()
    rng = random.Random(1)
    while True:
        for obs in positions:
            bot.choose(obs, rng)
            n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time:
            return elapsed / n * 1000


def _games_per_s(bot_class, min_time: float = 1.0) -> float:
    n, start = 0, time.perf_counter()
    while True:
        play_game([bot_class() for _ in range(4)], 4, None, seed=n)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time:
            return n / elapsed


def main() -> None:
    positions = _positions()
    print(f"blot_observe: {_ms_per_decision(_Observer(), positions, 0.5):.3f} ms")
    print(f"blot_sample_world: {_ms_per_decision(_Sampler(), positions, 0.5):.3f} ms")
    print(f"blot_random_decision: {_ms_per_decision(RandomBot(), positions, 0.3):.4f} ms")
    print(f"blot_heuristic_decision: {_ms_per_decision(HeuristicBot(), positions, 0.5):.3f} ms")
    strong = StrongBot(worlds=8)
    print(f"blot_strong8_decision: {_ms_per_decision(strong, positions, 1.0):.0f} ms")
    print(f"blot_rollouts_4p: {_rollouts_per_s(_states(16)):.0f} rollouts/s")
    print(f"blot_random_bot_games_4p: {_games_per_s(RandomBot):.2f} games/s")
    print(f"blot_heuristic_bot_games_4p: {_games_per_s(HeuristicBot):.2f} games/s")


class _Observer:
    """Times ``observe`` itself, through the same loop as the bots."""

    def __init__(self) -> None:
        self.state = BlotState(4)
        rng = random.Random(2)
        self.state.apply(self.state.sample_chance(rng))
        self.state.apply(self.state.sample_chance(rng))

    def choose(self, obs: Observation, rng: random.Random) -> None:
        observe(self.state, 0)


class _Sampler:
    """Times ``sample_world`` at each position."""

    def choose(self, obs: Observation, rng: random.Random) -> None:
        sample_world(obs, rng, candidates=1)


if __name__ == "__main__":
    main()
