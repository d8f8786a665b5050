"""Benchmark: the pieces page's work (orientations, drawing, one widget act).

Standard library only; prints ``name: value unit`` lines.
"""

from __future__ import annotations

import json
import time


def best_of(fn, repeat: int = 5, number: int = 20) -> float:
    """Best mean time of ``fn()`` in seconds over ``repeat`` runs of ``number`` calls."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - start) / number)
    return best


def main() -> None:
    from rules_py import web
    from rules_py.blokus.geometry import SquareGrid
    from rules_py.blokus.pieces import CLASSIC_NAMES, SQUARE_SHAPES

    grid = SquareGrid(1, 1)
    t = best_of(lambda: sum(len(grid.orientations(SQUARE_SHAPES[n])) for n in CLASSIC_NAMES))
    print(f"pieces_all_orientations: {t * 1e3:.3f} ms")

    web.render_widget("blokus-pieces")  # import the widget modules once
    t = best_of(lambda: web.render_widget("blokus-pieces"), number=5)
    print(f"pieces_page_render: {t * 1e3:.3f} ms")

    request = json.dumps({"op": "widget", "args": {"widget": "blokus-piece",
                                                   "state": {"piece": "F", "r": 0, "f": 0},
                                                   "act": {"turn": 1}, "inputs": {}}})
    t = best_of(lambda: web.handle(request), number=50)
    print(f"pieces_rotate_act: {t * 1e6:.1f} us")


if __name__ == "__main__":
    main()
