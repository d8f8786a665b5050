"""Blokus Trigon speed: legal-move generation and random complete games.

Run from the repository root (``python bench/trigon.py``); standard library
only, so the same file runs under CPython and Pyodide. Prints one
``name: value unit`` line per figure. Positions are Pentobi's reference
positions (``tests/data/pentobi/positions.json``) for ``trigon``,
``trigon_2`` and ``trigon_3``. Pentobi (C++) lists the legal moves as text
in about 0.3 to 1 ms per Trigon position and plays a random Trigon game in
about 1.6 ms: the ``*_vs_pentobi`` lines are our time divided by those.
"""

from __future__ import annotations

import json
import pathlib
import random
import statistics
import sys
import time

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blokus.board import Board  # noqa: E402

VARIANTS = ("trigon", "trigon_2", "trigon_3")
PENTOBI_TEXT_MS = (0.3, 1.0)
PENTOBI_RANDOM_GAME_MS = 1.6


def _positions() -> list[dict]:
    data = json.loads((ROOT / "tests" / "data" / "pentobi" / "positions.json").read_text())
    return [p for p in data if p["variant"] in VARIANTS and p["to_move"] is not None]


def _per_call_ms(fn, min_time: float = 0.02) -> float:
    """Best of three batches, each long enough to time reliably."""
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


def bench_legal(positions: list[dict]) -> dict[str, tuple[float, str]]:
    bare: list[float] = []
    text: list[float] = []
    for p in positions:
        board = Board(p["variant"])
        for colour, move in p["moves_played"]:
            board.play(move, colour)
        colour = board.to_move
        moves = board.legal_moves_of(colour)
        assert len(moves) == p["legal_move_count"], (p["variant"], len(p["moves_played"]))
        bare.append(_per_call_ms(lambda: board.legal_moves_of(colour)))
        text.append(_per_call_ms(lambda: ",".join(map(str, board.legal_moves_of(colour)))))
    med_text = statistics.median(text)
    return {
        "trigon_legal_moves_median": (statistics.median(bare), "ms"),
        "trigon_legal_moves_max": (max(bare), "ms"),
        "trigon_legal_moves_text_median": (med_text, "ms"),
        "trigon_legal_moves_text_vs_pentobi": (med_text / PENTOBI_TEXT_MS[1], "x"),
        "trigon_positions": (float(len(positions)), "positions"),
    }


def bench_random_games(seconds: float = 3.0, seed: int = 1) -> dict[str, tuple[float, str]]:
    out: dict[str, tuple[float, str]] = {}
    for variant in VARIANTS:
        Board(variant)  # build the tables outside the timing
        rng = random.Random(seed)
        games = moves = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds / len(VARIANTS) or games < 3:
            board = Board(variant)
            moves += board.play_random_game(rng)
            games += 1
        dt = time.perf_counter() - t0
        out[f"{variant}_random_games_per_second"] = (games / dt, "games/s")
        out[f"{variant}_random_game"] = (dt / games * 1000, "ms")
        if variant == "trigon":
            out["trigon_random_game_vs_pentobi"] = (dt / games * 1000 / PENTOBI_RANDOM_GAME_MS, "x")
        out[f"{variant}_random_moves_per_game"] = (moves / games, "moves")
    return out


def bench_tables() -> dict[str, tuple[float, str]]:
    from rules_py.blokus import board as board_module
    from rules_py.blokus.variants import get

    out = {}
    for variant in ("trigon", "trigon_3"):
        v = get(variant)
        t0 = time.perf_counter()
        board_module.Tables(v)
        out[f"{variant}_tables_build"] = ((time.perf_counter() - t0) * 1000, "ms")
    return out


def main() -> None:
    results: dict[str, tuple[float, str]] = {}
    results.update(bench_tables())
    results.update(bench_legal(_positions()))
    results.update(bench_random_games())
    for name, (value, unit) in results.items():
        print(f"{name}: {value:.3f} {unit}")


if __name__ == "__main__":
    main()
