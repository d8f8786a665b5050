"""Write tests/blokus/golden_counts.json: legal-move counts along seeded games.

    python tests/blokus/make_golden.py

A regression net (like python-chess's perft files) for every square
variant, including those Pentobi does not play; the counts were checked
against the naive generator in ``test_random_games.py`` when written.
"""

from __future__ import annotations

import json
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from rules_py.blokus.board import Board  # noqa: E402

VARIANTS = ["classic", "classic_2", "classic_3", "teams", "contact_rapide", "three_inner", "blitz", "blitz_3",
            "blitz_2", "duo", "duo_printed", "junior", "edition_12", "edition_12_advanced"]


def golden(name: str) -> dict:
    rng = random.Random(f"golden-{name}")
    b = Board(name)
    counts = []
    moves = []
    while not b.is_over():
        counts.append(b.legal_moves.count())
        mv = b.random_move(rng)
        moves.append(str(mv))
        b.play(mv)
    return {"moves": moves, "counts": counts, "scores": b.scores()}


def main() -> None:
    data = {name: golden(name) for name in VARIANTS}
    (HERE / "golden_counts.json").write_text(json.dumps(data, indent=0, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
