"""BLOT game review (issue #34): ``python bench/blot_review.py``.

Standard library only, no arguments, so ``make bench`` runs the same file in
CPython and inside Pyodide (where the page's worker reviews). It plays one
seeded four-player game with the heuristic bot at every seat, then reviews
seat 0's decisions at the default budget (``rules_py.blot.review.DEFAULT_WORLDS``
worlds per decision) and prints the time of the whole review, the decisions
reviewed and the time per decision, and how many were marked. Printed, never
asserted.
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

from rules_py.blot.bots import make_bot  # noqa: E402
from rules_py.blot.game import BlotState  # noqa: E402
from rules_py.blot.record import Record  # noqa: E402
from rules_py.blot.review import DEFAULT_WORLDS, review  # noqa: E402
from rules_py.selfplay import play_out  # noqa: E402


def main() -> None:
    st = BlotState(4)
    play_out(st, make_bot("level2"), random.Random(7))
    record = Record.from_state(st)
    t0 = time.perf_counter()
    reviews = review(record, 0, worlds=DEFAULT_WORLDS, seed=1)
    elapsed = time.perf_counter() - t0
    print(f"blot_review_worlds: {DEFAULT_WORLDS} worlds")
    print(f"blot_review_game_seat0: {elapsed:.3g} s")
    print(f"blot_review_decisions: {len(reviews)} decisions")
    print(f"blot_review_per_decision: {1000 * elapsed / max(1, len(reviews)):.4g} ms")
    print(f"blot_review_marked: {sum(1 for r in reviews if r.mark)} decisions", flush=True)


if __name__ == "__main__":
    main()
