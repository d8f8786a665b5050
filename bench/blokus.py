"""Blokus (square boards) speed: tables, legal-move generation, random games.

Run from the repository root (``python bench/blokus.py``); standard library
only, so the same file runs under CPython and Pyodide. Prints one
``name: value unit`` line per figure.

* ``tables_<variant>``: building a variant's tables as a first answer needs
  them (every placement's mask and piece, the per-cell placement bitmasks),
  for every registered variant, each as the first of its kind in the process
  (the caches shared between variants are emptied first): paid once per
  variant, before the first answer in the browser. Target: 50 ms in Pyodide.
  ``tables_full_<variant>`` adds what the first move builds (every
  placement's mask, cells and neighbour masks, the mask index, every cell's
  placement bitmask); ``answer_<variant>`` is what a reader waits for: the
  tables, an empty board and its legal moves listed (the starting cells'
  bitmasks and the listed moves' masks, built one by one while they are few);
  ``tables_reference_*``
  is the original placement-by-placement construction, for comparison.
* ``import_<module>``: importing ``rules_py.blokus.board`` and
  ``rules_py.blot.game`` on a running interpreter, min of 5. In CPython a
  fresh interpreter each time (a subprocess, timed inside it) on a copy of
  the sources without ``.pyc`` files, so compiling our modules counts, as in
  Pyodide where our wheel ships none; ``import_<module>_cached`` reuses the
  bytecode. In Pyodide the rules_py modules are dropped from ``sys.modules``
  and imported again (compiling them; the standard library modules this
  interpreter already holds are not counted). Target: 50 ms in Pyodide.
* ``legal_*_median``: median over Pentobi's reference positions of listing
  the legal moves of the colour to move as ``Move`` objects; ``legal_text_*``
  also writes every move as text; texts are cached per placement, so ``legal_text_cold_*``
  empties both caches first and builds every text from scratch.
* ``random_game_*``: uniformly random complete games from the empty board,
  the median of 5 batches (the fastest batch beside it).

No other program's figure is written here: a comparison with a native
engine belongs in a run that measures both.
"""

from __future__ import annotations

import importlib
import os
import pathlib
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
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




IMPORTED = ("rules_py.blokus.board", "rules_py.blot.game")


def bench_tables() -> list[tuple[str, float, str]]:
    """Each variant's tables, first answer then complete, as a first build."""
    from rules_py.blokus import geometry, tables_build

    out: list[tuple[str, float, str]] = []
    for name in variants.names():
        v = variants.get(name)
        ready, full, answer = [], [], []
        for _ in range(3):  # min of 3, each a first build
            tables_build._ORIENTATIONS.clear()  # as if no other variant had been built
            geometry._EXTENTS.clear()
            t0 = time.perf_counter()
            t = Tables(v)
            ready.append(time.perf_counter() - t0)
            t.cells_of, t.by_mask, t.not_kill  # noqa: B018 -- what the first move builds
            full.append(time.perf_counter() - t0)
            # Each build starts with no other tables alive, as in a page's
            # worker: in Pyodide a build made while the previous one's full
            # tables were still held ran 1.5x slower (the same with the
            # collector off), in CPython at the same speed.
            del t
            answer.append(_first_answer_s(v))
        out.append((f"tables_{name}", min(ready) * 1000, "ms"))
        out.append((f"tables_full_{name}", min(full) * 1000, "ms"))
        out.append((f"answer_{name}", min(answer) * 1000, "ms"))
    for name in ("classic", "duo", "trigon"):
        t0 = time.perf_counter()
        Tables(variants.get(name), reference=True)
        out.append((f"tables_reference_{name}", (time.perf_counter() - t0) * 1000, "ms"))
    return out


def _first_answer_s(v: variants.Variant) -> float:
    """Seconds from nothing built to an empty board's legal moves listed (a
    first build: fresh caches, the variant's cached tables dropped)."""
    from rules_py.blokus import geometry, tables_build

    tables_build._ORIENTATIONS.clear()
    geometry._EXTENTS.clear()
    board_module._TABLES.pop(id(v), None)
    t0 = time.perf_counter()
    moves = list(Board(v).legal_moves)
    dt = time.perf_counter() - t0
    assert moves, v.name
    board_module._TABLES.pop(id(v), None)  # nothing left alive for the next build
    return dt


def bench_imports() -> list[tuple[str, float, str]]:
    """Import time of each module in IMPORTED (see the module docstring)."""
    out: list[tuple[str, float, str]] = []
    if sys.platform == "emscripten":
        for module in IMPORTED:
            times = []
            for _ in range(5):
                for loaded in [m for m in sys.modules if m == "rules_py" or m.startswith("rules_py.")]:
                    del sys.modules[loaded]
                t0 = time.perf_counter()
                importlib.import_module(module)
                times.append((time.perf_counter() - t0) * 1000)
            out.append((f"import_{module}", min(times), "ms"))
        return out
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(ROOT / "rules_py", pathlib.Path(tmp) / "rules_py",
                        ignore=shutil.ignore_patterns("__pycache__"))
        for module in IMPORTED:
            out.append((f"import_{module}", _import_ms(tmp, module, cached=False), "ms"))
            out.append((f"import_{module}_cached", _import_ms(tmp, module, cached=True), "ms"))
    return out


def _import_ms(path: str, module: str, cached: bool) -> float:
    """Min of 5 fresh interpreters: milliseconds to import ``module`` from ``path``."""
    code = f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    env["PYTHONPATH"] = path
    flags = [] if cached else ["-B"]  # -B: write no .pyc, so every run compiles our modules
    if cached:
        subprocess.run([sys.executable, "-c", code], env=env, cwd=path, check=True, capture_output=True)
    times = []
    for _ in range(5):
        done = subprocess.run([sys.executable, *flags, "-c", code], env=env, cwd=path, check=True,
                              capture_output=True, text=True)
        times.append(float(done.stdout) * 1000)
    return min(times)


#: Batches of random games per variant: the figure is the median batch.
RANDOM_GAME_BATCHES = 5


def bench_random_games() -> list[tuple[str, float, str]]:
    """Random complete games, timed first, while the process holds little
    else: the bots' playouts run in a worker that holds one variant's tables,
    and a process full of other tables makes the garbage collector's passes
    slower (by up to 1.7x for Classic when this ran last).

    Five batches of games, each on from the same random generator (so the
    batches play different games); the figure is the median batch's time
    per game, printed with the fastest batch's (printed at once, as
    ``name: min A ms, median B ms``)."""
    out: list[tuple[str, float, str]] = []
    for name, games in (("classic", 12), ("duo", 30)):
        rng = random.Random(2024)
        Board(name).play_random_game(random.Random(0))  # tables, and what playing builds on first use, outside the timing
        per_game: list[float] = []
        moves = 0
        for _ in range(RANDOM_GAME_BATCHES):
            t0 = time.perf_counter()
            for _ in range(games):
                moves += Board(name).play_random_game(rng)
            per_game.append((time.perf_counter() - t0) / games)
        per_game.sort()
        low, median = per_game[0], per_game[len(per_game) // 2]
        # The closing table reads the median of a "min A, median B" line.
        print(f"random_game_{name}: min {low * 1000:.4g} ms, median {median * 1000:.4g} ms")
        out.append((f"random_games_{name}_per_second", 1 / median, "games/s"))
        out.append((f"random_game_{name}_moves", moves / (games * RANDOM_GAME_BATCHES), "moves"))
    return out


def main() -> None:
    out: list[tuple[str, float, str]] = bench_random_games() + bench_imports() + bench_tables()

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

    for name, value, unit in out:
        print(f"{name}: {value:.4g} {unit}")


if __name__ == "__main__":
    main()
