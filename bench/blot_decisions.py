"""BLOT bot decision times, p50 and p95: ``python bench/blot_decisions.py``.

Standard library only, no arguments, so ``make bench`` runs the same file in
CPython and inside Pyodide (``bench/_pyodide.mjs``: the built Pyodide dist
under Node.js), where the page's worker runs the bots. Each figure is the
time of one ``choose`` call on the observation of the seat to act, over the
decisions of seeded games (plays, gifts, starter choices) at 3 and 4
players. The strong bot is timed with the settings of the play page
(``rules_py.widgets.blot.table.play``: its worlds and time budget); its target is
printed beside it: p95 at most 1 s in Pyodide. The top level (``level4``,
a fixed budget of worlds, no clock) is timed the same way, against the same
target. Printed, never asserted.
"""

from __future__ import annotations

import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from rules_py.blot.bots import TOP_LEVEL, HeuristicBot, StrongBot, make_bot  # noqa: E402
from rules_py.blot.game import BlotState  # noqa: E402
from rules_py.blot.observation import Observation, observe  # noqa: E402
from rules_py.widgets.blot.table.play import STRONG_BUDGET, STRONG_WORLDS  # noqa: E402

#: decisions timed per (bot, player count)
SAMPLES = {"heuristic": 200, "strong": 30, TOP_LEVEL: 30}
STRONG_TARGET_P95_MS = 1000.0


def positions(players: int, count: int, seed: int) -> list[Observation]:
    """``count`` observations of the seat to act, spread over seeded games
    played by heuristic bots (every third decision, so early, middle and
    late positions of each round all appear)."""
    rng = random.Random(seed)
    bot = HeuristicBot()
    out: list[Observation] = []
    st, step = BlotState(players), 0
    while len(out) < count:
        if st.is_terminal():
            st = BlotState(players)
        if st.is_chance_node():
            st.apply(st.sample_chance(rng))
            continue
        obs = observe(st, st.current_player)
        if step % 3 == 0:
            out.append(obs)
        st.apply(bot.choose(obs, rng))
        step += 1
    return out


def percentile(sorted_ms: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted values, nearest rank."""
    k = max(0, min(len(sorted_ms) - 1, round(q * len(sorted_ms) + 0.5) - 1))
    return sorted_ms[k]


def time_decisions(bot: object, obs_list: list[Observation]) -> list[float]:
    """Milliseconds of each ``bot.choose`` call, sorted."""
    rng = random.Random(1)
    times = []
    for obs in obs_list:
        start = time.perf_counter()
        bot.choose(obs, rng)  # type: ignore[attr-defined]
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def main() -> None:
    for players in (3, 4):
        for name, bot in (("heuristic", HeuristicBot()),
                          ("strong", StrongBot(worlds=STRONG_WORLDS, time_budget=STRONG_BUDGET)),
                          (TOP_LEVEL, make_bot(TOP_LEVEL))):
            ms = time_decisions(bot, positions(players, SAMPLES[name], seed=players))
            p50, p95 = percentile(ms, 0.5), percentile(ms, 0.95)
            target = f" (target p95 <= {STRONG_TARGET_P95_MS:.0f} ms)" if name != "heuristic" else ""
            print(f"blot_{name}_{players}p_decision_p50: {p50:.2f} ms")
            print(f"blot_{name}_{players}p_decision_p95: {p95:.2f} ms{target}", flush=True)


if __name__ == "__main__":
    main()
