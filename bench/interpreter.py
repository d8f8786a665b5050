"""The interpreter alone: plain Python and big-int operations, no rules_py.

Context for the ``Pyodide / CPython`` rows of the closing table: how much
slower the same bytecode and the same int operations run in this Pyodide
than in this CPython, measured in the same run. A workload made of these
cannot have a smaller ratio than its parts.

* ``plain_loop_ms``: small-int arithmetic and branches in a loop;
* ``plain_calls_ms``: method calls and attribute reads;
* ``plain_containers_ms``: dict stores, list appends, ``len``;
* ``bigint_<op>_us``: one operation on ints of 30,433 bits (Classic's
  placement bitmasks): AND, OR, a shift by 8,192 bits, a bit count.

Each figure is the best of 5.
"""

from __future__ import annotations

import time
from collections.abc import Callable


def _loop(n: int) -> int:
    s = 0
    for i in range(n):
        s += i & 7
        if s > 1000:
            s -= 1000
    return s


class _Counter:
    def __init__(self) -> None:
        self.step = 1

    def bump(self, x: int) -> int:
        return (self.step + x) & 1023


def _calls(n: int) -> int:
    c = _Counter()
    t = 0
    for _ in range(n):
        t = c.bump(t)
    return t


def _containers(n: int) -> int:
    d: dict[int, int] = {}
    items: list[int] = []
    for i in range(n):
        d[i & 255] = i
        items.append(i)
        if len(items) > 100:
            items.clear()
    return len(d)


def best_of(fn: Callable[[], object], repeat: int = 5, number: int = 1) -> float:
    """Seconds per call, best of ``repeat`` batches of ``number`` calls."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - t0) / number)
    return best


def main() -> None:
    n = 200_000
    for name, fn in (("loop", _loop), ("calls", _calls), ("containers", _containers)):
        print(f"plain_{name}_ms: {best_of(lambda: fn(n)) * 1000:.4g} ms")
    x = (1 << 30433) - 12345
    y = x // 3
    ops: dict[str, Callable[[], int]] = {"and": lambda: x & y, "or": lambda: x | y,
                                         "shift": lambda: x >> 8192, "count": x.bit_count}
    for name, op in ops.items():
        print(f"bigint_{name}_us: {best_of(op, number=2000) * 1e6:.4g} us")


if __name__ == "__main__":
    main()
