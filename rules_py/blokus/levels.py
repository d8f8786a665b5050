"""The Blokus levels' tuned tables: how many playouts each level searches
and with what settings, the prior weights fitted to each edition, and how
each level fared against Pentobi. Data, measured by the benchmarks
(``bench/pentobi.py``, ``tools/blokus_priors.py``) and read by the search
(`rules_py.blokus.mcts`), the roster (`rules_py.blokus.bots`) and the Play
page; the search itself lives in `rules_py.blokus.mcts`.

The words a page shows for each bot it offers (``LABELS``, English keys of
the French catalogue) are here too, so the Play page can list its seats
without importing the search.
"""

from __future__ import annotations

from .policy import Weights

#: The top levels' prior weights where no edition's own are fitted
#: (``TOP_EDITION_WEIGHTS``): blocking the opponent's attach points counts more, and the pull towards the centre lasts 8 pieces instead of 5
#: (Duo against Pentobi level 3, the same 40 seeds: 14-4-22 against 10-4-26,
#: 6 wins moving second against 2).
TOP_WEIGHTS = Weights(blocked=2.0, early=8)

#: The top levels' search settings in Duo: the win itself weighs more against the
#: margin (``margin_weight`` 0.15 instead of 0.3) and more playout moves are
#: local replies (``local`` 0.8 instead of 0.5). Duo against Pentobi level
#: 3, 100 games on the same seeds (5000-5099): 54 won, 10 drawn, 36 lost
#: (19-5-26 moving second) against 49-5-46 (16-4-30) with the levels'
#: defaults; each change alone won 51 (margin 22-3-25 moving second, local
#: 18-1-31), ``c_puct`` 1.6 won 53 but only 12 moving second. Only in Duo:
#: in Classic for two against Pentobi level 2 (40 games, seeds 6000-6039)
#: they won 17-1-22 where the defaults won 25-0-15.
#: In Duo the fitted weights' mobility look-ahead (``DUO_WEIGHTS``) is
#: scored only at the root and its children (``mobility_depth`` 1): at every
#: depth, level 6's decisions in Duo took about 1.2 s at the 95th percentile
#: in Pyodide, against 0.93 s so (and 0.66 s before the fitted weights);
#: against Pentobi level 3 both won about three games in four (75-4-21 and
#: 75-3-22 in 100). In Trigon for two the look-ahead at every depth is
#: worth its time: on the same 14 seeds (72000-72013) it won 9 where the
#: root-only one won 3.
TOP_SEARCH: dict[str, float] = {"margin_weight": 0.15, "local": 0.8, "mobility_depth": 1}


#: The top levels' prior weights in Trigon for two, fitted to Pentobi's
#: moves (``tools/blokus_priors.py``: 4,197 positions of 60 games of its
#: level 4 against itself, every fourth game held out): the move it played
#: ranks first among 61 sampled candidates 37% of the time (the hand-set
#: weights before: 27%). What the fit says Trigon rewards: pieces set
#: against the opponents' (``hug``) and the player's other colour's
#: (``connect``), no room left unused (``pack``), answering the opponents'
#: last pieces (``reply``), and the legal placements kept and taken one move
#: later (``mobility``); new attach points and the centre count little.
#: Against Pentobi level 1 (48 games, seeds 70000-70047): 23-0-25, mean
#: margin -5.6, where the hand-set weights won 7-1-40; on fresh seeds
#: 71000-71099, 43-4-53 (``bench/pentobi.py``).
TRIGON_WEIGHTS = Weights(size=0.584, centre=0.152, early=8, corners=0.073, lost=0.172, blocked=0.041, hug=0.925,
                         connect=1.018, near=0.619, pack=1.094, reply=0.858, mobility=1.955, mobility_foe=1.745)

#: The top levels' prior weights in Duo, fitted the same way (1,721
#: positions of 60 games of Pentobi level 4 against itself; first among 61:
#: 52% against 37% for ``TOP_WEIGHTS``). Against Pentobi level 3, with
#: ``mobility_depth`` 1 (``TOP_SEARCH``): 148-8-44 in 200 games (seeds
#: 97000-97199), where the hand-set weights won 97-15-88; against level 4
#: 48-5-47 in 100.
DUO_WEIGHTS = Weights(size=1.032, centre=-0.205, early=8, corners=0.529, lost=0.803, blocked=-0.075, hug=0.573,
                      near=1.269, pack=1.106, reply=0.529, mobility=2.675, mobility_foe=0.458)

#: The top levels' prior weights in Classic for two, fitted the same way
#: (3,769 positions of 60 games; first among 61: 44% against 30%): the
#: centre counts far more for the first eight pieces. Against Pentobi
#: level 3: 71-4-25 in 100 games (seeds 93000-93099), where the hand-set
#: weights won 39-3-58.
CLASSIC_2_WEIGHTS = Weights(size=0.681, centre=12.635, early=8, corners=0.827, lost=0.996, blocked=0.268, hug=0.58,
                            connect=0.656, near=0.795, pack=1.046, reply=0.811, mobility=2.346, mobility_foe=1.021)

#: The top levels' prior weights per edition (``TOP_WEIGHTS`` elsewhere).
TOP_EDITION_WEIGHTS: dict[str, Weights] = {"duo": DUO_WEIGHTS, "classic_2": CLASSIC_2_WEIGHTS,
                                           "trigon_2": TRIGON_WEIGHTS}

#: The top levels' search settings in Trigon for two: each colour's first
#: piece is one reaching nearest the centre (``opening_reach``: within 0.03
#: of the best closeness, `reaching`), and the playouts answer the
#: opponents' last pieces (``answer`` 1: `policy.playout_answering`, a
#: move covering one of their fresh attach points first, of the largest
#: size that does). With the hand-set weights the answering playouts were
#: within noise (5-0-19 and 4-0-26 where the playouts without them won
#: 3-1-20 and 1-2-27); with the fitted ``TRIGON_WEIGHTS``, against Pentobi
#: level 1: 64-6-30 on seeds 71000-71099 where the plain playouts won
#: 43-4-53, and 59-2-39 on fresh seeds 79000-79099 (score 0.60; first
#: 33-2-15, second 26-0-24; mean margin +1.2); the decisions take about
#: 15% longer (``bench/pentobi.py``).
TRIGON_SEARCH: dict[str, float] = {"opening_reach": 0.03, "answer": 1.0}

#: The top levels' settings per edition.
TOP_EDITIONS: dict[str, dict[str, float]] = {"duo": TOP_SEARCH, "trigon_2": TRIGON_SEARCH}


#: The levels: name -> (playouts on Duo's board, options). ``level1`` is
#: for a beginner, ``level6`` the page's strongest, ``max`` for the command line.
#: Levels 3 to 5 keep at least 16, 48 and 120 playouts where the edition
#: would scale them below (`budget`): scaled to 5 or 6 (Classic for two,
#: Trigon for two), level 3 played no better than level 2 (20-1-19 and
#: 20-2-18 in 40 games, seats alternating).
LEVELS: dict[str, tuple[int, dict[str, object]]] = {
    "level1": (0, {"sample_temperature": 3.0}),
    "level2": (0, {}),
    "level3": (25, {"least": 16}),
    "level4": (80, {"least": 48}),
    "level5": (200, {"least": 120}),
    "level6": (600, {"book": True, "late": 8.0, "weights": TOP_WEIGHTS, "editions": TOP_EDITIONS,
                      "edition_weights": TOP_EDITION_WEIGHTS}),
    "max": (3000, {"book": True, "late": 4.0, "weights": TOP_WEIGHTS, "editions": TOP_EDITIONS,
                   "edition_weights": TOP_EDITION_WEIGHTS}),
}


#: The levels against Pentobi 30/31 (its GTP engine and opening books,
#: seats alternating, every move refereed; ``bench/pentobi.py``): edition ->
#: level -> ``(Pentobi's level, won, drawn, lost)`` per match. The Play
#: page's tables show the same figures (a test compares them).
PENTOBI_RESULTS: dict[str, dict[str, tuple[tuple[int, int, int, int], ...]]] = {
    "duo": {"level3": ((1, 17, 3, 28),), "level4": ((1, 32, 2, 14), (2, 15, 1, 32)),
            "level5": ((2, 18, 5, 25), (3, 12, 0, 36)), "level6": ((3, 148, 8, 44), (4, 48, 5, 47))},
    "classic_2": {"level4": ((1, 12, 0, 36),), "level5": ((2, 19, 0, 29),), "level6": ((3, 71, 4, 25),)},
    "trigon_2": {"level6": ((1, 59, 2, 39), (2, 10, 0, 30))},
}

#: Of each match of `PENTOBI_RESULTS`, in the same order, our level's
#: ``(won, drawn, lost)`` in the games it moved first (the rest it moved second).
PENTOBI_FIRST: dict[str, dict[str, tuple[tuple[int, int, int], ...]]] = {
    "duo": {"level3": ((11, 2, 11),), "level4": ((18, 1, 5), (10, 1, 13)),
            "level5": ((13, 0, 11), (10, 0, 14)), "level6": ((89, 4, 7), (34, 2, 14))},
    "classic_2": {"level4": ((7, 0, 17),), "level5": ((12, 0, 12),), "level6": ((43, 2, 5),)},
    "trigon_2": {"level6": ((33, 2, 15), (6, 0, 14))},
}


def pentobi_rows(edition: str) -> list[tuple[int, int, tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]]:
    """The matches of ``edition`` against Pentobi, one row each in the
    tables' order: ``(our level, Pentobi's level, (won, drawn, lost),
    moving first, moving second)``.

        >>> pentobi_rows("trigon_2")[0]
        (6, 1, (59, 2, 39), (33, 2, 15), (26, 0, 24))
    """
    rows = []
    for level, matches in PENTOBI_RESULTS.get(edition, {}).items():
        for (k, won, drawn, lost), first in zip(matches, PENTOBI_FIRST[edition][level], strict=True):
            second = (won - first[0], drawn - first[1], lost - first[2])
            rows.append((int(level[5:]), k, (won, drawn, lost), first, second))
    return rows


def pentobi_match(edition: str, level: str) -> tuple[int | None, int | None] | None:
    """Which of Pentobi's levels ``level`` matches in ``edition``, from
    `PENTOBI_RESULTS` (``None``: not measured there). A score (wins plus
    half the draws, over the games) from 0.4 to 0.6 is a match: ``(k, k)``
    for the highest such Pentobi level ``k``. Otherwise ``(low, high)``:
    the highest level it beat (above 0.6) and the lowest it lost to (below
    0.4), either ``None`` when no match says."""
    rows = PENTOBI_RESULTS.get(edition, {}).get(level)
    if not rows:
        return None
    score = {k: (won + drawn / 2) / (won + drawn + lost) for k, won, drawn, lost in rows}
    even = [k for k, s in score.items() if 0.4 <= s <= 0.6]
    if even:
        return max(even), max(even)
    beaten = [k for k, s in score.items() if s > 0.6]
    lost_to = [k for k, s in score.items() if s < 0.4]
    return (max(beaten) if beaten else None), (min(lost_to) if lost_to else None)


#: The bots a page's seat picker offers, in its order (the levels first), and
#: the words it shows for each (English keys, read through ``tr``).
LABELS: dict[str, str] = {
    **{name: f"bot level {name[5:]}" for name in LEVELS if name[5:].isdigit()},
    "level1": "bot level 1 (beginner)",
    "level6": "bot level 6 (strongest)",
    "random": "random bot",
    "greedy": "greedy bot",
    "strong": "strong bot",
}

__all__ = ["CLASSIC_2_WEIGHTS", "DUO_WEIGHTS", "LABELS", "LEVELS", "PENTOBI_RESULTS", "TOP_EDITIONS",
           "TOP_EDITION_WEIGHTS", "TOP_SEARCH", "TOP_WEIGHTS", "TRIGON_SEARCH", "TRIGON_WEIGHTS", "PENTOBI_FIRST",
           "pentobi_match", "pentobi_rows"]
