"""Blokus (square boards) speed: tables, legal-move generation, random games.

Run from the repository root (``python bench/blokus.py``); standard library
only, so the same file runs under CPython and Pyodide. Prints one
``name: value unit`` line per figure.

* ``tables_*``: building a variant's precomputed tables (every placement,
  its masks, the per-cell placement bitmasks) -- paid once per variant, on
  first use; it matters in the browser.
* ``legal_*_median``: median over Pentobi's reference positions of listing
  the legal moves of the colour to move as ``Move`` objects; ``legal_text_*``
  also writes every move as text (what Pentobi's 23-350 microseconds per
  position measure); texts are cached per placement, so ``legal_text_cold_*``
  empties both caches first and builds every text from scratch.
* ``random_game_*``: uniformly random complete games from the empty board.
* ``*_vs_pentobi``: our time divided by Pentobi's (legal: against the middle
  of its 23-350 microsecond range for text output, the geometric mean 90 µs,
  and the slow end 350 µs; random games: 0.4 ms Classic, 0.1 ms Duo).
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
from rules_py.blokus import variants  # noqa: E402
from rules_py.blokus import board as board_module  # noqa: E402
from rules_py.blokus.board import Board, Tables  # noqa: E402

VARIANTS = ("classic", "classic_2", "classic_3", "duo", "junior")
PENTOBI_TEXT_MS_LOW, PENTOBI_TEXT_MS_HIGH = 0.023, 0.350
PENTOBI_TEXT_MS_MID = (PENTOBI_TEXT_MS_LOW * PENTOBI_TEXT_MS_HIGH) ** 0.5
PENTOBI_RANDOM_MS = {"classic": 0.4, "duo": 0.1}




def main() -> None:
    out: list[tuple[str, float, str]] = []
    for name in ("classic", "duo", "junior"):
        v = variants.get(name)
        t0 = time.perf_counter()
        Tables(v)
        out.append((f"tables_{name}", (time.perf_counter() - t0) * 1000, "ms"))

    per_variant: dict[str, list[float]] = {}
    per_variant_text: dict[str, list[float]] = {}
    per_variant_cold: dict[str, list[float]] = {}
    per_variant_text_cold: dict[str, list[float]] = {}
    for p in reference_positions(ROOT, VARIANTS):
        b = Board(p["variant"])
        for colour, move in p["moves_played"]:
            b.play(move, colour)
        per_variant.setdefault(p["variant"], []).append(per_call_ms(lambda: list(b.legal_moves)))
        per_variant_cold.setdefault(p["variant"], []).append(
            per_call_ms(lambda: (b.tables._moves.clear(), list(b.legal_moves))))
        per_variant_text_cold.setdefault(p["variant"], []).append(
            per_call_ms(lambda: (b.tables._moves.clear(), board_module._TEXT.clear(),
                                  "\n".join(str(m) for m in b.legal_moves))))
        per_variant_text.setdefault(p["variant"], []).append(
            per_call_ms(lambda: "\n".join(str(m) for m in b.legal_moves)))
    for name in VARIANTS:
        out.append((f"legal_{name}_median", statistics.median(per_variant[name]), "ms"))
        out.append((f"legal_{name}_max", max(per_variant[name]), "ms"))
        out.append((f"legal_cold_{name}_median", statistics.median(per_variant_cold[name]), "ms"))
        out.append((f"legal_text_{name}_median", statistics.median(per_variant_text[name]), "ms"))
        out.append((f"legal_text_cold_{name}_median", statistics.median(per_variant_text_cold[name]), "ms"))
    for name in ("classic", "duo"):
        med = statistics.median(per_variant_text[name])
        out.append((f"legal_text_{name}_vs_pentobi", med / PENTOBI_TEXT_MS_MID, "x"))
        out.append((f"legal_text_{name}_vs_pentobi_slow_end", med / PENTOBI_TEXT_MS_HIGH, "x"))
        cold = statistics.median(per_variant_text_cold[name])
        out.append((f"legal_text_cold_{name}_vs_pentobi", cold / PENTOBI_TEXT_MS_MID, "x"))

    for name, games in (("classic", 60), ("duo", 150)):
        rng = random.Random(2024)
        Board(name)  # tables built outside the timing
        t0 = time.perf_counter()
        moves = 0
        for _ in range(games):
            moves += Board(name).play_random_game(rng)
        dt = time.perf_counter() - t0
        ms = dt / games * 1000
        out.append((f"random_game_{name}", ms, "ms"))
        out.append((f"random_games_{name}_per_second", games / dt, "games/s"))
        out.append((f"random_game_{name}_moves", moves / games, "moves"))
        out.append((f"random_game_{name}_vs_pentobi", ms / PENTOBI_RANDOM_MS[name], "x"))

    for name, value, unit in out:
        print(f"{name}: {value:.4g} {unit}")


if __name__ == "__main__":
    main()
