"""Helpers shared by the bench scripts (not a script: the name starts with _)."""

from __future__ import annotations

import json
import pathlib
import time
from collections.abc import Callable, Iterable


def per_call_ms(fn: Callable[[], object], min_time: float = 0.01) -> float:
    """Milliseconds per call: best of three batches, each long enough to time."""
    n = 1
    while True:
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        dt = time.perf_counter() - t0
        if dt >= min_time:
            break
        n *= 2
    best = dt / n
    for _ in range(2):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - t0) / n)
    return best * 1000


def reference_positions(root: pathlib.Path, variants: Iterable[str]) -> list[dict]:
    """Pentobi's reference positions of these variants where someone can move."""
    wanted = set(variants)
    data = json.loads((root / "tests" / "data" / "pentobi" / "positions.json").read_text())
    return [p for p in data if p["variant"] in wanted and p["to_move"] is not None]
