"""BLOT benchmarks: ``python bench/blot.py`` prints ``name: value unit`` lines.

Standard library only, no arguments, so the same file runs under CPython
and inside Pyodide.
"""

from __future__ import annotations

import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from rules_py.blot.game import BlotState, random_game  # noqa: E402
from rules_py.blot.record import Record  # noqa: E402


def _rate(fn, min_time: float = 1.0) -> float:
    n, start = 0, time.perf_counter()
    while True:
        fn(n)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time:
            return n / elapsed


def main() -> None:
    for players, variant in ((4, None), (2, None), (5, None), (4, "teams")):
        label = f"{players}p" if variant is None else variant
        rate = _rate(lambda i: random_game(players, variant, i))
        print(f"blot_random_games_{label}: {rate:.1f} games/s")
    rng = random.Random(1)
    st = BlotState(4)
    st.apply(st.sample_chance(rng))
    st.apply(st.sample_chance(rng))
    print(f"blot_legal_actions: {_rate(lambda i: st.legal_actions(), 0.5):.0f} calls/s")
    text = Record.from_state(random_game(4, None, 3)).dumps()
    print(f"blot_record_replay: {_rate(lambda i: Record.loads(text).replay(), 0.5):.1f} games/s")


if __name__ == "__main__":
    main()
