"""Blokus Trigon speed: legal-move generation and random complete games.

Run from the repository root (``python bench/trigon.py``); standard library
only, so the same file runs under CPython and Pyodide. Prints one
``name: value unit`` line per figure. Positions are Pentobi's reference
positions (``tests/data/pentobi/positions.json``) for ``trigon``,
``trigon_2`` and ``trigon_3``. The Trigon tables' build is timed with every
other variant's, by ``bench/blokus.py`` (min of 3 first builds, nothing else
alive); a single build timed here overwrote that figure with a noisier one.
No other program's figure is written here:
a comparison with a native engine belongs in a run that measures both.
"""

from __future__ import annotations

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

from bench._timing import per_call_ms, reference_positions  # noqa: E402
from rules_py.blokus.board import Board  # noqa: E402

VARIANTS = ("trigon", "trigon_2", "trigon_3")




def bench_legal(positions: list[dict]) -> list[tuple[str, float, str]]:
    bare: dict[str, list[float]] = {v: [] for v in VARIANTS}
    text: dict[str, list[float]] = {v: [] for v in VARIANTS}
    for p in positions:
        board = Board(p["variant"])
        for colour, move in p["moves_played"]:
            board.play(move, colour)
        colour = board.to_move
        moves = board.legal_moves_of(colour)
        assert len(moves) == p["legal_move_count"], (p["variant"], len(p["moves_played"]))
        bare[p["variant"]].append(per_call_ms(lambda: board.legal_moves_of(colour)))
        text[p["variant"]].append(per_call_ms(lambda: "\n".join(map(str, board.legal_moves_of(colour)))))
    out: list[tuple[str, float, str]] = []
    for name in VARIANTS:
        med = statistics.median(text[name])
        out.append((f"legal_{name}_median", statistics.median(bare[name]), "ms"))
        out.append((f"legal_{name}_max", max(bare[name]), "ms"))
        out.append((f"legal_text_{name}_median", med, "ms"))
    every = [t for name in VARIANTS for t in bare[name]]
    every_text = [t for name in VARIANTS for t in text[name]]
    out.append(("legal_trigon_all_median", statistics.median(every), "ms"))
    out.append(("legal_text_trigon_all_median", statistics.median(every_text), "ms"))
    out.append(("legal_trigon_all_target_4ms_met", float(statistics.median(every) <= 4.0), "bool"))
    out.append(("legal_trigon_all_positions", float(len(every)), "positions"))
    return out


def bench_random_games(seconds: float = 3.0, seed: int = 1) -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = []
    for name in VARIANTS:
        Board(name).play_random_game(random.Random(0))  # tables, and what playing builds first, outside the timing
        rng = random.Random(seed)
        games = moves = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds / len(VARIANTS) or games < 3:
            board = Board(name)
            moves += board.play_random_game(rng)
            games += 1
        dt = time.perf_counter() - t0
        ms = dt / games * 1000
        out.append((f"random_game_{name}", ms, "ms"))
        out.append((f"random_games_{name}_per_second", games / dt, "games/s"))
        out.append((f"random_game_{name}_moves", moves / games, "moves"))
    return out


def main() -> None:
    results = bench_legal(reference_positions(ROOT, VARIANTS)) + bench_random_games()
    for name, value, unit in results:
        print(f"{name}: {value:.4g} {unit}")


if __name__ == "__main__":
    main()
