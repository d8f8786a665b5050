"""The Blokus worked examples, as Pentobi records shipped with the package.

These ``.blksgf`` files are the only copy (the pages load them in the
browser, where only the package exists). ``tools/make_blokus_examples.py``
writes them, and ``--check`` says whether they are up to date.

* ``classic``: a finished four-player game: blue +20 (all 21 pieces, the
  one-square piece last), yellow -8, red -24, green -20.
* ``duo``: a finished Duo game: orange +20, purple -10.
* ``classic_start``: a four-player game by the engine's bot; the comments
  follow the corner start.
* ``classic_3``: three players and the shared green colour (not scored).
* ``edition_12_game1``, ``edition_12_game2``: a 12x12 match of two games;
  orange loses the first and so starts the second.
* ``trigon_3``: a three-player Trigon game; the comments follow the opening
  on the shared starting triangles.

The teaching records were played by the engine's greedy bot
(``python -m rules_py blokus selfplay``) and commented once.
"""

from __future__ import annotations

import pathlib

from .. import sgf
from ..board import Board

HERE = pathlib.Path(__file__).resolve().parent

FILES = {
    "classic": "classic_finished.blksgf",
    "duo": "duo_finished.blksgf",
    "classic_start": "classic_start.blksgf",
    "classic_3": "classic_3.blksgf",
    "edition_12_game1": "edition_12_game1.blksgf",
    "edition_12_game2": "edition_12_game2.blksgf",
    "trigon_3": "trigon_3.blksgf",
}


def names() -> list[str]:
    return list(FILES)


def text(name: str) -> str:
    return (HERE / FILES[name]).read_text(encoding="utf-8")


def record(name: str) -> sgf.Record:
    return sgf.read(text(name))


def board_at(name: str, step: int | None = None) -> Board:
    """The example's board after ``step`` moves (``None``: the end)."""
    return record(name).replay(stop_at=step)


__all__ = ["HERE", "FILES", "names", "text", "record", "board_at"]
