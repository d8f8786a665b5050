"""Our Blokus engine against Pentobi, over GTP.

Runs only when ``PENTOBI_GTP`` names Pentobi's GTP engine (a command line,
for instance ``/opt/pentobi-build/pentobi_gtp/pentobi-gtp``); otherwise it
prints that it is skipped (always so inside Pyodide). Build it yourself from
Pentobi's public repository with the GUI off (``cmake -DPENTOBI_BUILD_GUI=OFF
-DPENTOBI_BUILD_GTP=ON``) and copy its ``opening_books/book_*.blksgf`` beside
the binary: Pentobi looks for its opening book there. Nothing of Pentobi is
in this repository.

``bench/_referee.py`` plays each match: ``python -m rules_py blokus gtp``
(our top level, the ``gtp`` default; ``OURS_GTP_ARGS`` adds arguments, for
instance ``--level 3``) against ``pentobi-gtp -g VARIANT -l LEVEL
--noresign --quiet``, first player alternating, every move checked by our
rules. ``PENTOBI_GAMES`` sets the games per match (default 100; 0 runs only
the setup check below).

* ``pentobi_<variant>_l<level>_win_rate``: our wins over the games (draws
  apart); ``_score_rate`` counts a draw as half; ``_draws``, ``_games``,
  ``_mean_margin`` (our points minus Pentobi's), ``_ours_s_per_move``,
  ``_pentobi_s_per_move``, ``_forfeits`` (games lost by an illegal move,
  a pass while a piece fits, or an engine that stopped); ``_ours_first`` and
  ``_ours_second``: our won-drawn-lost moving first and moving second.
* ``pentobi_setup_<variant>_legal_moves``: a position of ours written as
  setup properties (``AB``/``AW``/``A1``..``A4``, ``PL``; what the editor
  saves) and read back by Pentobi's ``loadsgf``; the count of the legal
  moves of the colour to play, and ``_agree`` 1 when Pentobi's
  ``all_legal`` lists exactly our moves (0 otherwise). Duo, Classic,
  Classic for two and Trigon: 377, 574, 574 and 788 moves, all agreeing,
  with Pentobi 30.3.

Measured (Pentobi 30.3 with its opening books, first player alternating,
game ``g`` seeded ``seed + g``; a shared 2-core machine, ``nice``; our
``level6``: 600 playouts, Duo opening book, ``late_factor`` up to 8,
in Duo ``TOP_SEARCH``: margin weight 0.15, local playout replies 0.8)::

    python bench/_referee.py --cwd . --variant duo --games 100 --seed 3000 \
      --a "python -m rules_py blokus gtp --game duo --level 6" \
      --b "$PENTOBI_GTP -g duo -l 3 --noresign --quiet"
    python bench/_referee.py --cwd . --variant classic_2 --games 100 --seed 2000 \
      --a "python -m rules_py blokus gtp --game classic_2 --level 6" \
      --b "$PENTOBI_GTP -g classic_2 -l 2 --noresign --quiet"

* Duo against level 3: 58 won, 8 drawn, 34 lost in 100 games (``--seed
  3000``, seeds used for nothing else; win rate 0.58, score rate 0.62,
  mean margin +2.1); moving first 40-1-9, moving second 18-7-25. The
  settings were chosen on seeds 5000-5099 (100 games each, standard error
  about 0.05): the levels' defaults 49-5-46 (second 16-4-30), margin
  weight 0.15 51-6-43, local 0.8 51-7-42, both 54-10-36 (second 19-5-26),
  margin weight 0.05 49-7-44, ``c_puct`` 1.6 53-4-43 (second 12-3-35).
  Before ``TOP_SEARCH``: 52-8-40 (``--seed 1000``) and 27-3-30 in 60
  (``--seed 1100``), 79-11-70 in 160 (first 49-6-25, second 30-5-45).
  Before that (level6 at 400 playouts, no book): 15-3-22 in 40. The
  moonshot, level 4 (``-l 4``), 20 games (``--seed 7000``): 6-1-13
  (first 6-0-4, second 0-1-9).
* Classic for two against level 2: 61 won, 1 drawn, 38 lost in 100 games
  (win rate 0.61, mean margin +1.3); moving first 32-1-17, moving second
  29-0-21. Before (level6 at 400 playouts): 12-0-8 in 20. ``TOP_SEARCH``
  stays out of Classic for two: with it, 17-1-22 in 40 games
  (``--seed 6000``) where the same seeds without it gave 25-0-15.
* Trigon for two against level 1 (Pentobi 31.0-dev, which
  needs ``--book DIR/book_trigon_2.blksgf``: set ``PENTOBI_BOOK_DIR``;
  a 2-core machine shared with test runs, ``nice``, so few games)::

    python bench/_referee.py --cwd . --variant trigon_2 --games 20 --seed 30005 \
      --a "python -m rules_py blokus gtp --game trigon_2 --level 6" \
      --b "$PENTOBI_GTP -g trigon_2 -l 1 --noresign --quiet --book $PENTOBI_BOOK_DIR/book_trigon_2.blksgf"

  The target (a score rate of 0.5) is not reached. Level 6's Trigon-for-two
  decisions: CPU p95 about 290 ms against 270 ms before (the same
  positions, a loaded machine). Before ``TRIGON_SEARCH``
  and ``TRIGON_WEIGHTS``: 5 won, 2 drawn, 33 lost in 40 games (``--seed
  10000``, score rate 0.15, mean margin -29.4; first 3-1-16, second
  2-1-17). With them, the same seeds: 5-0-13 in the first 18 (the same 18
  before: 3-1-14). Fresh seeds, 45 games (runs of 5, 20 and 20 games with
  ``--seed`` 30000, 30005 and 30025, so seats restart in each): 4 won, 2
  drawn, 39 lost (first 3-2-18, second 1-0-21); without them, 35 of those
  seeds (5, 12 and 18 of each run): 3-0-32 where they won 3-1-31: within
  noise. Against
  level 2 (``--seed 31000``): 0-0-5. Tried on the 10000 seeds and dropped:
  ``local`` 0.8 (0-1-11 in 12, against 3-0-9 before); weights copying
  Pentobi's Trigon features more closely (0-1-7 in 8), or fitted to
  Pentobi level 1's own moves (1527 positions of the 40 games above: top-1
  agreement 0.35 against 0.14 for the levels' weights; 1-0-5 in 6);
  the prior alone, without search (0-0-16, both weights). Promising but
  left out: ``budget_scale`` 1.6 (60% more playouts in Trigon for two)
  won 6-0-6 in 12 (seeds 10000-10005 and 10020-10025, where the defaults
  won 2-1-9 and ``TRIGON_SEARCH`` alone 3-0-3 in the first six), but its
  decisions take about 1.55 times as long (CPU p95 631 ms against 408 ms
  on the loaded machine), past the page's one second in Pyodide.

  Continued (Pentobi 31.0-dev with its book, 12 to 20 games a
  run, first player alternating, our level 6 with one setting changed
  through a wrapper patching ``LEVELS``; CPU time per decision, CPython,
  ``nice``, the machine shared). A profile of a Trigon-for-two decision:
  about 1.6 ms a playout of about 65 moves, 25 us a move, two thirds of it
  in ``Board.play_unchecked`` (every colour's 32131-placement masks) and
  ``random_bit``; no cheaper playout was found in the time, so the work
  went into what each playout knows. Seeds 40000-40011 (then 40012-40023):
  the defaults 2-1-9, mean margin -23.2 (1-0-11, -19.7; CPU p95 366 and
  334 ms); ``budget_scale`` 1.4: 1-0-11, -32.2 (p95 437 ms); ``budget_scale``
  4: 0-0-4, -9.5 (stopped: far past the time); ``c_puct`` 3: 3-0-9, -20.6;
  all-moves-as-first statistics (``rave`` 0.7): 2-0-10, -35.2; virtual
  playouts at prior-scaled values (``virtual`` 3, as Pentobi initialises
  its children): 3-0-9, -10.7 (2-0-10, -26.9); ``answer`` 1 with
  ``virtual`` 3: 1-1-10, -13.4; answering playouts that prefer covering
  two open attach points (``answer_twice``): 0-0-12, -32.7; prior weights
  fitted to 4159 positions of 60 Pentobi-level-1 self-play games (held-out
  log-likelihood -2.67 against -4.01 for ``TRIGON_WEIGHTS``, top-1 among
  sampled candidates 0.56 against 0.37): 1-0-11, -42.7. Best there: the
  answering playouts (``answer`` 1, `policy.playout_answering`): 3-0-9, -11.9
  (2-0-10, -10.6; p95 421 and 362 ms). Fresh seeds 50000-50029, the same
  seeds both ways: with it 3-0-17, mean margin -15.4 (first 2-0-8, second
  1-0-9; p95 376 ms) and 1-0-9, -22.4 (p95 385 ms); without it 1-0-19,
  -18.9 (first 1-0-9, second 0-0-10; p95 351 ms) and 0-2-8, -15.8 (p95
  278 ms). Fresh, 4-0-26 against 1-2-27, mean margins -17.7 and -17.9:
  not shown, so left out of ``TRIGON_SEARCH`` (the option stays, off).
  The target (0.5) is still far: every setting tried lost by 10 to 40
  points a game on average.

  Third session: where the games are lost. ``bench/_hybrid.py``
  lets Pentobi level 1 choose our first K moves and level 6 the rest (seeds
  40000 on): K = 8, 3-0-9 in 12 (mean margin -9.4); K = 18, 8-0-16 in 24
  (-10.8); K = 28, 9-1-14 in 24 (-1.4); the reverse, our level 6 for the
  first 8 moves and Pentobi after, 5-1-6 in 12 (-4.3). Level 6 throughout
  scores about 0.15, Pentobi throughout 0.5 by symmetry: each stretch of the
  game (the book-length opening, moves 9-18, 19-28 and the endgame past 28)
  gives away about a tenth of the score, so no one phase (an opening book,
  an exact endgame) closes the gap. Level 6 against level 1 on fresh seeds
  70000-70095: 15-2-79 (score 0.17, mean margin about -20; first 11-1-36,
  second 4-1-43). On those seeds, 48 games each (70000-70047, 7-1-40 with
  the defaults): ``answer`` 1, 7-1-40; ``margin_weight`` 0.05, 6-0-42; 0.6,
  5-0-43; 96 games: ``budget_scale`` 1.3, 13-0-83; ``budget_scale`` 1.7,
  20-1-75 (mean margin -19.0, decisions about 1.7 times as long): within the
  noise of 96 games. Pentobi's ideas together (``virtual`` 3, ``rave`` 0.7,
  ``answer`` 1, ``margin_weight`` 0.1): 20-2-74, margin -18.6 (decisions
  about a third longer, from the next measurement); the same with
  ``budget_scale`` 1.5: 17-1-49 in the 67 games played (stopped), but
  Pyodide's CPU p95 1012 ms against 521 ms for the defaults (the same loaded
  machine): past the second. A search root of level 6 in Trigon for two has
  about 120 playouts (the budget scaled by the board's cells and colours)
  over 120 to 600 legal moves and tries 7 to 11 of them. Pentobi's level 1
  runs 100 simulations a move in Trigon and 77 at its level 3 in Duo, where
  our level 6 needs 600 playouts to be even: about eight of ours for one of
  Pentobi's, so Trigon for two at level 1 would want 6 to 7 times level 6's
  playouts, some 3 s a decision in Pyodide where the page has one (level 6
  in Trigon for two, decisions of one level-2 game under the npm pyodide
  314.0.7 in Node.js: p95 510 ms, 593 ms at ``budget_scale`` 1.3; CPython
  207 and 288 ms).

  The ladder against Pentobi (``bench/_referee.py`` matches as above with
  ``--level N`` on our side, ``--seed 90000``, 48 games each, first player
  alternating): Duo, level 3 against Pentobi 1: 17-3-28; level 4 against 1:
  32-2-14; level 4 against 2: 15-1-32; level 5 against 2: 18-5-25; level 5
  against 3: 12-0-36; level 6 against 2: 29-2-17. Classic for two (``--seed
  91000``): level 4 against Pentobi 1: 12-0-36; level 5 against 2:
  19-0-29. The Play page's table holds these with the 100- and 200-game
  matches above.

  Fourth session: priors fitted to Pentobi's moves. Level 2
  (priors alone, no search) lost 48 of 48 in Trigon for two against
  Pentobi 1 with the hand-set or the first mobility weights, and level 6
  lost the few games tried at 4 and 8 times its budget too: the search is
  only as good as the few moves its priors let it try.
  ``tools/blokus_priors.py`` fits the prior's weights to the moves of
  Pentobi level 4 playing itself (60 games per edition, ``bench/_referee.py
  --records``, seeds 80000, 80100 and 81000), held-out games for the
  figures: the move played ranks first among 61 sampled candidates 37% of
  the time in Trigon for two (27% with ``TRIGON_WEIGHTS`` before), 52% in
  Duo (37%), 44% in Classic for two (30%); the one-move look-ahead
  (``policy.mobility``) adds a point or two. (An earlier session's fit to
  level-1 games was tried in 12 games only and lost them; these weights are
  fitted to level 4, with ``pack``, ``reply`` and ``mobility`` among the
  features.) Level 6 with them:

  - Trigon for two against Pentobi 1: seeds 70000-70047 (where the old
    weights won 7-1-40) 23-0-25, mean margin -5.6; fitted without mobility
    21-3-24, -11.0. Fresh seeds 71000-71099: 43-4-53, score 0.45 (first
    25-2-23, second 18-2-30); 72000-72025: 15-1-10, where the same weights
    with the look-ahead only at the root and its children won 6-0-20 (the
    same seeds), so Trigon keeps it at every depth. Against Pentobi 2
    (seeds 73000 on): 10-0-30 in 40 (first 6-0-14, second 4-0-16).
  - Duo against Pentobi 3: seeds 92000-92047 41-4-3 (look-ahead at every
    depth); 94000-94099 75-4-21, with ``mobility_top`` 8 70-5-25; as
    shipped (look-ahead at the root and its children, ``mobility_depth`` 1)
    97000-97099 75-3-22 (first 48-1-1, second 27-2-21); 97100-97199 73-5-22:
    together 148-8-44 in 200, score 0.76, second seat 59-4-37 (0.61).
    Against Pentobi 4, seeds 95000-95099: every depth 43-11-46; as shipped
    48-5-47, score 0.51 (first 34-2-14, second 14-3-33).
  - Classic for two against Pentobi 3, seeds 93000-93099: 71-4-25, score
    0.73 (first 43-2-5, second 28-2-20).
  - Duo ladder, level 6 against level 5 (``--seed 96000``, both ours): 47-0-1.
    Fifth session, 40 games each (``--seed 98000``): Trigon for two 39-0-1,
    Classic for two 39-1-0.
  - Decision time, level 6, CPU p95 in Pyodide (``blokus_levels``'s
    decisions, npm pyodide 314.0.7 in Node.js, machine shared with a
    match): Duo 974 ms (928 ms on a quieter run, where the old weights took
    664 ms), Classic for two 704 ms (old 425-435), Trigon for two 639 ms
    (old 517); with the look-ahead at every depth Duo took 1213 ms against
    713 ms for the old weights on the busiest run.

  Fifth session: Trigon for two against Pentobi 1, one setting
  changed at a time (``budget_scale``, ``c_puct``, ``margin_weight`` and
  ``local`` through a wrapper patching ``LEVELS``), each on seeds
  71000-71099, the seeds of the 43-4-53 above (the same seeds, but about
  half of the games go another way once one move differs):

  - ``budget_scale`` 1.4: 53-2-45, score 0.54, mean margin -2.4 (first
    28-2-20, second 25-0-25); 1.2: 41-4-55 (0.43). The strongest run, but
    its decisions take about 1.45 times as long: past the page's second
    in Pyodide (below).
  - ``c_puct`` 1.6: 48-2-50 (0.49); 0.8: 19-1-30 in the first 50 (0.39,
    where the shipped 1.2 scored 0.50); ``margin_weight`` 0.15 with
    ``local`` 0.8 (Duo's ``TOP_SEARCH``): 23-2-25 in the first 50 (0.48).
  - A bonus per piece (``Weights.pieces``, ``tools/blokus_priors.py
    --pieces``: 22 more weights fitted with the others to the same 60
    games; held-out log-likelihood -2.28 against -2.43, the move played
    first 39% against 37%): 38-5-57 on seeds 71000-71099 (0.41) and
    48-4-48 on seeds 73000-73099 (0.50, first 24-1-25, second 24-3-23):
    no better than the weights without it, so the levels do not use it.
  - Decision time, level 6 in Trigon for two, CPU p95 in Pyodide on an
    idle machine, two runs each: 781 and 763 ms as shipped, 1165 and 1116
    at ``budget_scale`` 1.4, 1156 and 875 at 1.3.

  Sixth session: where a Trigon-for-two decision's time goes
  (level 6, CPython 3.11 and Pyodide 3.14, the same positions): the
  playouts about half of it, scoring the moves of nodes being expanded
  (``policy.scores`` with ``contact`` and ``mobility``) about 30%. Each
  colour's first piece is the dearest decision (600 children, playouts of
  70 moves); with ``late_factor``, the endgame's decisions cost about what
  the middle game's do in CPython but up to 1.4 times as much in Pyodide.
  So the one way to more playouts inside the second was the middle game:
  a trial option kept the late factor at least 1.4 from a colour's second
  piece on (not multiplied by it; CPU p95 in Pyodide, the least of three
  runs per position: 657 ms as shipped, 799 ms with it). Against Pentobi
  1 with it: 52-3-45 on seeds 71000-71099 (0.535; first 25-0-25, second
  27-3-20) but 41-1-58 on fresh seeds 77000-77099 (0.415, mean margin
  -8.3); with 1.3, 46-1-53 on 71000-71099 (0.465). Over its 200 games,
  0.475, no better than the 0.45-0.48 as shipped: the option was dropped.
  Nothing so far says that 40% more playouts in Trigon for two is worth
  the time; what each playout and prior knows still decides it.

  The ladders of Classic for two and Trigon for two, 40 games a pair,
  seats alternating (``bench/_referee.py --seed 98000``, our GTP engine on
  both sides; won-drawn-lost of the higher level). As the levels were,
  level 3 was no better than level 2: 2 vs 1 39-0-1 and 36-2-2, 3 vs 2
  20-1-19 and 20-2-18 (5 and 6 playouts a move after the edition's
  scaling), 4 vs 3 32-0-8 and 27-3-10, 5 vs 4 27-2-11 and 28-1-11. With
  at least 12, 30 and 75 playouts at levels 3 to 5: 3 vs 2 26-3-11 and
  24-4-12, 4 vs 3 21-1-18 (28-1-11 on seeds 98100 on) and 31-3-6, 5 vs 4
  33-0-7 and 31-1-8. With at least 16, 48 and 120 (the levels now): 3 vs
  2 28-2-10 and 30-2-8, 4 vs 3 27-1-12 and 29-3-8, 5 vs 4 32-1-7 and
  30-1-9, 6 vs 5 36-2-2 and 36-0-4: every pair at 0.69 or more.

  Trigon for two, the answering playouts (``answer`` 1,
  ``policy.playout_answering``), tried again now that the priors are
  fitted (they were within noise with the hand-set weights, above):
  against Pentobi 1, 64-6-30 on seeds 71000-71099 (score 0.67, first
  34-3-13, second 30-3-17, mean margin +1.8), where the same seeds gave
  43-4-53 without them; on fresh seeds 79000-79099 59-2-39 (score 0.60,
  first 33-2-15, second 26-0-24, mean margin +1.2, 0 forfeits). So level 6
  plays them in Trigon for two (``TRIGON_SEARCH``). Decision time, CPU, the
  least of three runs per position, both settings in one process on a
  machine running two matches: sums 6595 and 7615 ms in CPython, p95 740
  and 842 ms in Pyodide (about 15% more); ``blokus_levels``'s decisions
  in Pyodide on the idle machine with them, three runs: CPU p95 665, 595
  and 601 ms. With them, against Pentobi 2 (fresh seeds 80000-80039):
  10-0-30 (first 6-0-14, second 4-0-16, mean margin -23.2), as before;
  the ladder's 6 vs 5 in Trigon for two 33-1-6 (first 18-0-2, second
  15-1-4).
"""

from __future__ import annotations

import os
import pathlib
import shlex
import sys
from typing import Any

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()

#: (variant, Pentobi's level): the issue's targets, our top level against each.
MATCHES = (("duo", 3), ("classic_2", 2), ("trigon_2", 1))
#: the editions whose setup files Pentobi reads back (one square board of each size, and Trigon)
SETUP_VARIANTS = ("duo", "classic", "classic_2", "trigon")


def setup_check(pentobi: list[str], referee: Any, variant: str, moves: int = 9) -> tuple[int, bool]:
    """``(our legal moves, whether Pentobi lists the same)`` after reading our setup file."""
    import random
    import tempfile

    from rules_py.blokus import sgf
    from rules_py.blokus.board import Board
    from rules_py.blokus.bots import make_bot
    from rules_py.blokus.gtp import colour_names

    played, bot, rng = Board(variant), make_bot("level2"), random.Random(5)
    for _ in range(moves):
        played.play(bot.choose(played, rng))
    board = Board(variant)
    board.setup(played.pieces_on_board(), to_move=played.to_move)
    assert board.to_move is not None
    ours = {frozenset(str(m).split(",")) for m in board.legal_moves}
    name = next(n for n, c in colour_names(board.variant).items() if c == board.to_move)
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / f"setup_{variant}.blksgf"
        path.write_text(sgf.dumps(board), encoding="utf-8")
        engine = referee.GtpProcess([*pentobi, "-g", variant, "--quiet", *book(variant)], cwd=tmp)
        try:
            engine.must(f"loadsgf {path}")
            theirs = {frozenset(line.strip().split(",")) for line in engine.must(f"all_legal {name}").split("\n")
                      if line.strip()}
        finally:
            engine.close()
    return len(ours), ours == theirs


def book(variant: str) -> list[str]:
    """``--book DIR/book_VARIANT.blksgf`` when ``PENTOBI_BOOK_DIR`` names
    Pentobi's books (Pentobi 31 wants ``--book`` or ``--nobook``), else nothing."""
    where = os.environ.get("PENTOBI_BOOK_DIR", "").strip()
    return ["--book", str(pathlib.Path(where) / f"book_{variant}.blksgf")] if where else []


def main() -> None:
    pentobi = os.environ.get("PENTOBI_GTP", "").strip()
    if sys.platform == "emscripten" or not pentobi:
        print("pentobi: skipped (set PENTOBI_GTP to Pentobi's GTP engine to run it)")
        return
    sys.path.insert(0, str(ROOT / "bench"))
    sys.path.insert(0, str(ROOT))
    import _referee  # bench/_referee.py: subprocesses, CPython only
    from rules_py.blokus.variants import get

    for variant in SETUP_VARIANTS:
        count, agree = setup_check(shlex.split(pentobi), _referee, variant)
        print(f"pentobi_setup_{variant}_legal_moves: {count} moves", flush=True)
        print(f"pentobi_setup_{variant}_agree: {int(agree)} flag", flush=True)
    games = int(os.environ.get("PENTOBI_GAMES", "100"))
    if games == 0:
        return
    extra = shlex.split(os.environ.get("OURS_GTP_ARGS", ""))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])}
    if extra:
        print(f"pentobi_ours_args: {' '.join(extra)}")
    for variant, level in MATCHES:
        ours = [sys.executable, "-m", "rules_py", "blokus", "gtp", "--game", variant, *extra]
        theirs = shlex.split(pentobi) + ["-g", variant, "-l", str(level), "--noresign", "--quiet"] + book(variant)
        out = _referee.match(get(variant), ours, theirs, games, seed=0, log=lambda s: None, env=env)
        key = f"pentobi_{variant}_l{level}"
        forfeits = out["forfeits"]
        assert isinstance(forfeits, list)
        for name, value, unit in [("win_rate", out["a_win_rate"], "fraction"),
                                  ("score_rate", out["a_score_rate"], "fraction"),
                                  ("draws", out["draws"], "games"), ("games", out["games"], "games"),
                                  ("mean_margin", out["a_mean_margin"], "points"),
                                  ("ours_s_per_move", out["a_seconds_per_move"], "s"),
                                  ("pentobi_s_per_move", out["b_seconds_per_move"], "s"),
                                  ("forfeits", len(forfeits), "games")]:
            print(f"{key}_{name}: {value:.4g} {unit}", flush=True)
        for seat in ("first", "second"):
            w, d, lost = out[f"a_{seat}_wdl"]  # type: ignore[misc]
            print(f"{key}_ours_{seat}: {w}-{d}-{lost} won-drawn-lost", flush=True)
        for why in forfeits:
            print(f"  forfeit: {why}")


if __name__ == "__main__":
    main()
