"""The BLOT review at the table's default: a whole seeded game.

``python bench/blot_review.py`` prints ``name: value unit`` lines;
standard library only, so the same file runs under CPython and Pyodide
(``python bench/_runner.py blot_review``). A four-player game of heuristic
bots (seed 1) is reviewed for seat 0 through
:func:`rules_py.widgets.review.cache.blot_review`, as the BLOT table's and
the record viewer's **Review** do, at the page's default deals per decision
(``review_cache.BLOT_DEFAULT``):

* ``blot_review_4p_game_s``: seconds for the whole review, the page's time
  limit for one request being 90 s;
* ``blot_review_4p_decisions``: decisions reviewed.
"""

from __future__ import annotations

import pathlib
import random
import sys
import time

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import rules_py  # noqa: E402
from rules_py.widgets.review import cache as review_cache  # noqa: E402
from rules_py.widgets.review import panel as review_panel  # noqa: E402


def main() -> None:
    game = rules_py.new_game("blot", players=4)
    bots = [rules_py.make_bot(game, "heuristic")] * len(game.players)
    rules_py.play_out(game, bots, random.Random(1))
    text = game.record()
    review_cache.CACHE.clear()
    start = time.perf_counter()
    entries = review_cache.blot_review(text, review_cache.Ask(0, review_cache.BLOT_DEFAULT, 0))
    print(f"blot_review_4p_game_s: {time.perf_counter() - start:.1f} s")
    print(f"blot_review_4p_decisions: {len(entries)} decisions")


if __name__ == "__main__":
    main()
