"""The closing table of ``make bench``: every figure that has a target, beside it.

``bench/_runner.py`` collects the ``name: value unit`` lines every part of
the run prints (CPython, Pyodide, the site in Chromium), keyed by the part
that printed them; :func:`table` lays out one row per target below. A row
whose figure was not measured in this run says so (never a number from
elsewhere). For lines written as ``name: min A s, median B s ...`` (the page
timings) the median is compared with the target.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

#: ``name: value unit`` or ``name: min A unit, median B unit``.
LINE = re.compile(r"^([A-Za-z0-9_.\-]+): (?:min ([-\d.e+]+) \S+, median ([-\d.e+]+)|([-\d.e+]+))(?: ([^\s(]+))?")

Figures = dict[tuple[str, str], float]  # (part, name) -> value (the median where min and median are printed)


def parse(part: str, text: str, figures: Figures) -> None:
    """Add every figure line of ``text`` (printed by ``part``) to ``figures``."""
    for line in text.splitlines():
        m = LINE.match(line.strip())
        if not m:
            continue
        name, median, value = m.group(1), m.group(3), m.group(4)
        try:
            figures[(part, name)] = float(median if median is not None else value)
        except ValueError:
            continue


@dataclass(frozen=True)
class Target:
    """One promised figure: where it comes from, its limit, and its topic."""

    label: str
    limit: float
    unit: str
    topic: str
    value: Callable[[Figures], float | None]
    #: The figure must reach the limit (a win rate), not stay under it.
    at_least: bool = False

    def met(self, v: float) -> bool:
        return v >= self.limit if self.at_least else v <= self.limit

    def bound(self) -> str:
        return f"{'>=' if self.at_least else '<='} {self.limit:g} {self.unit}"


def one(part: str, name: str) -> Callable[[Figures], float | None]:
    return lambda f: f.get((part, name))


def worst(part: str, pattern: str) -> Callable[[Figures], float | None]:
    """The largest figure of ``part`` whose name matches ``pattern``."""
    rx = re.compile(pattern)
    return lambda f: max((v for (p, n), v in f.items() if p == part and rx.fullmatch(n)), default=None)


def pyodide_over_cpython(name: str, per_second: bool = False) -> Callable[[Figures], float | None]:
    """How many times slower Pyodide is than CPython on one workload."""
    def ratio(f: Figures) -> float | None:
        cpy, pyo = f.get(("cpython", name)), f.get(("pyodide", name))
        if not cpy or not pyo:
            return None
        return cpy / pyo if per_second else pyo / cpy
    return ratio


#: every variant's tables as a first answer needs them (not the ``full_`` or ``reference_`` figures)
TABLES = r"tables_(?!full_|reference_)\w+"

TARGETS: list[Target] = [
    Target("opening the worst link the tests know, Pyodide", 500.0, "ms", "links", one("pyodide", "links_worst_ms")),
    Target("next page: click to widgets live (median)", 0.3, "s", "speed", one("pages", "next_page_live")),
    Target("first page / bare Pyodide boot, cold", 1.0, "x", "speed", one("pages", "first_page_vs_bare_cold")),
    Target("first page / bare Pyodide boot, warm", 1.0, "x", "speed", one("pages", "first_page_vs_bare_warm")),
    Target("variant tables, slowest variant, Pyodide", 50.0, "ms", "speed", worst("pyodide", TABLES)),
    Target("import rules_py, Pyodide", 50.0, "ms", "speed", worst("pyodide", r"import_rules_py\.[\w.]+")),
    Target("random game Classic, CPython", 1.0, "ms", "speed", one("cpython", "random_game_classic")),
    Target("random game Duo, CPython", 0.3, "ms", "speed", one("cpython", "random_game_duo")),
    Target("Pyodide / CPython: legal moves Classic", 1.5, "x", "speed", pyodide_over_cpython("legal_classic_median")),
    Target("Pyodide / CPython: legal moves Duo", 1.5, "x", "speed", pyodide_over_cpython("legal_duo_median")),
    Target("Pyodide / CPython: random game Classic", 1.5, "x", "speed", pyodide_over_cpython("random_game_classic")),
    Target("Pyodide / CPython: random game Duo", 1.5, "x", "speed", pyodide_over_cpython("random_game_duo")),
    Target("Pyodide / CPython: a BLOT round (4 players)", 1.5, "x", "speed",
           pyodide_over_cpython("blot_random_games_4p", per_second=True)),
    Target("Pyodide / CPython: a BLOT bot move (heuristic)", 1.5, "x", "speed",
           pyodide_over_cpython("blot_heuristic_decision")),
    Target("Pyodide / CPython: a Blokus bot move (greedy, Duo)", 1.5, "x", "speed",
           pyodide_over_cpython("bot_greedy_duo_median")),
    Target("puzzles: slowest puzzle's worst seed, CPython", 2.0, "s", "speed", worst("cpython", r"puzzles\.[\w-]+\.worst")),
    Target("puzzles: slowest puzzle's worst seed, Pyodide", 5.0, "s", "speed", worst("pyodide", r"puzzles\.[\w-]+\.worst")),
    Target("notebook first output / stock JupyterLite", 0.7, "x", "notebooks",
           one("site", "notebook_first_output_cold_ours_over_stock_median")),
    Target("placement ghost p95, Chromium", 50.0, "ms", "play", one("placement", "placement_ghost_p95")),
    Target("BLOT strong bot decision p95, Pyodide (4 players)", 1000.0, "ms", "BLOT bots",
           one("pyodide", "blot_strong_4p_decision_p95")),
    Target("BLOT top level (level4) decision p95, Pyodide (4 players)", 1000.0, "ms", "bot strength",
           one("pyodide", "blot_level4_4p_decision_p95")),
    # blokus_bots prints each bot's mean, median and max per edition (no p95): the max bounds it
    Target("Blokus strong bot move, slowest position (bounds p95), Pyodide (slowest edition)", 1000.0, "ms",
           "play", worst("pyodide", r"bot_strong_\w+_max")),
    Target("Blokus level6 (top in-page level) move p95, Pyodide (slowest edition)", 1000.0, "ms", "bot strength",
           worst("pyodide", r"levels_level6_\w+_p95")),
    Target("Blokus review of a whole Duo game at the top in-page level, Pyodide", 60.0, "s", "review",
           one("pyodide", "review_duo_top_level_s")),
    Target("Blokus review of a whole Duo game: worker's memory (wasm heap, its peak), Pyodide", 300.0, "MB",
           "review", one("pyodide", "review_duo_wasm_heap_mb")),
    Target("A study of 20 chapters read, every move checked (the engine's share of opening it), Pyodide",
           1000.0, "ms", "studies", one("pyodide", "study_open_20_chapters_ms")),
    Target("Blokus ladder, Duo: games a level does not win against the one below (worst pair)", 0.35,
           "fraction", "bot strength", worst("cpython", r"levels_ladder_\w+_not_won")),
    Target("Duo: our top level vs Pentobi level 3, win rate", 0.5, "fraction", "bot strength",
           one("cpython", "pentobi_duo_l3_win_rate"), at_least=True),
    Target("Classic 2 players: our top level vs Pentobi level 2, win rate", 0.5, "fraction", "bot strength",
           one("cpython", "pentobi_classic_2_l2_win_rate"), at_least=True),
    Target("BLOT ladder: level 2 seat vs 3 x level 1, pairwise", 0.65, "fraction", "bot strength",
           one("cpython", "blot_level2_vs_level1_pairwise"), at_least=True),
    Target("BLOT ladder: level 3 seat vs 3 x level 2, pairwise", 0.65, "fraction", "bot strength",
           one("cpython", "blot_level3_vs_level2_pairwise"), at_least=True),
    Target("BLOT ladder: level 4 seat vs 3 x level 3, pairwise", 0.65, "fraction", "bot strength",
           one("cpython", "blot_level4_vs_level3_pairwise"), at_least=True),
    # "55% of wins" read as the pairwise figure: equal bots score 0.5 there, 0.25 in win share
    Target("BLOT: top level vs 3 x strong, pairwise (200 games)", 0.55, "fraction", "bot strength",
           one("cpython", "blot_top_vs_strong_pairwise"), at_least=True),
    Target("worked examples (BLOT) read and stepped, no Python", 2000.0, "KB", "reading",
           one("weight", "read_path_kb.blot_examples")),
    Target("worked examples (Blokus, Trigon) read and stepped, no Python", 2000.0, "KB", "reading",
           one("weight", "read_path_kb.blokus_examples")),
    Target("first step drawn after the tap (cold, median)", 100.0, "ms", "reading", one("weight", "first_step_ms.cold")),
    Target("home page, 20 s, no tap, offline worker allowed", 1000.0, "KB", "reading", one("weight", "home_unasked_kb")),
]


#: Figures printed under the table without a target: what the interpreter
#: alone costs in Pyodide against CPython (bench/interpreter.py), beside
#: which the ``Pyodide / CPython`` targets read.
CONTEXT: list[tuple[str, Callable[[Figures], float | None]]] = [
    ("Pyodide / CPython: plain Python, a loop of int arithmetic", pyodide_over_cpython("plain_loop_ms")),
    ("Pyodide / CPython: plain Python, method calls", pyodide_over_cpython("plain_calls_ms")),
    ("Pyodide / CPython: plain Python, dict and list", pyodide_over_cpython("plain_containers_ms")),
    ("Pyodide / CPython: AND of two 30,433-bit ints", pyodide_over_cpython("bigint_and_us")),
    ("Pyodide / CPython: OR of two 30,433-bit ints", pyodide_over_cpython("bigint_or_us")),
    ("Pyodide / CPython: bit count of a 30,433-bit int", pyodide_over_cpython("bigint_count_us")),
]


def table(figures: Figures) -> str:
    """The closing table, as text: figure, value, target, whether it is met,
    topic; then the context rows (no target) that were measured."""
    rows = [("figure", "measured", "target", "met", "topic")]
    for t in TARGETS:
        v = t.value(figures)
        if v is None:
            rows.append((t.label, "not measured in this run", t.bound(), "-", t.topic))
            continue
        rows.append((t.label, f"{v:.3g} {t.unit}", t.bound(), "yes" if t.met(v) else "NO", t.topic))
    for label, value in CONTEXT:
        v = value(figures)
        if v is not None:
            rows.append((label, f"{v:.3g} x", "(context)", "-", "speed"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for k, r in enumerate(rows):
        out.append("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())
        if k == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)
