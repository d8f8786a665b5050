"""The opening book of the top levels (rules_py/blokus/book.py, tools/blokus_book.py)."""

from __future__ import annotations

import json
import pathlib
import random
import sys

import pytest

from rules_py.blokus import book, mcts
from rules_py.blokus.board import Board
from rules_py.blokus.bots import make_bot
from rules_py.blokus.variants import get

from tests.paths import ROOT



def _play(board: Board, key: str) -> None:
    for text in key.split():
        board.play(board.parse_move(text))


def _mirror(board: Board, text: str) -> str:
    (perm,) = book.symmetries(board.variant)
    g = board.geometry
    return ",".join(g.name(perm[g.parse(n)]) for n in text.split(","))


def test_every_packaged_entry_is_a_legal_move_of_its_position() -> None:
    for name, file in book.FILES.items():
        data = json.loads((pathlib.Path(book.__file__).parent / file).read_text(encoding="utf-8"))
        assert data["variant"] == name and data["made_by"].startswith("python tools/blokus_book.py")
        moves = data["moves"]
        assert "" in moves and len(moves) > 20
        for key, text in moves.items():
            board = Board(name)
            _play(board, key)
            mv = board.parse_move(text)
            assert board.explain(mv) is None, (key, text)


def test_the_top_levels_open_from_the_book_and_the_others_search() -> None:
    start = book.book_for(get("duo"))
    assert start is not None
    expected = start.moves[""]
    for level in ("level6", "max"):
        assert mcts.LEVELS[level][1].get("book") is True
        assert str(make_bot(level).choose(Board("duo"), random.Random(1))) == expected
    assert not mcts.LEVELS["level5"][1].get("book")


def test_a_mirrored_position_gets_the_mirrored_answer() -> None:
    b = book.book_for(get("duo"))
    assert b is not None
    key = next(k for k in b.moves if len(k.split()) == 1)
    board = Board("duo")
    _play(board, key)
    direct = b.move(board)
    assert direct is not None and str(direct) == b.moves[key]
    mirrored = Board("duo")
    mirrored.play(mirrored.parse_move(_mirror(mirrored, key)))
    if mirrored.history[0].mask == board.history[0].mask:
        pytest.skip("this opening is its own mirror image")
    answer = b.move(mirrored)
    assert answer is not None and mirrored.explain(answer) is None
    assert set(str(answer).split(",")) == set(_mirror(board, b.moves[key]).split(","))


def test_only_duo_keeps_its_starts_under_the_diagonal_mirror() -> None:
    assert len(book.symmetries(get("duo"))) == 1
    assert book.symmetries(get("classic_2")) == ()
    assert book.symmetries(get("trigon")) == ()


def test_positions_outside_the_book_are_searched() -> None:
    b = book.book_for(get("duo"))
    assert b is not None
    board = Board("duo", first=1)  # orange first: not the book's turn order
    assert b.move(board) is None
    board = Board("duo")
    _play(board, b.moves[""])
    board.play(board.legal_moves_of(1)[-1])  # an unlikely reply
    key = " ".join(str(mv) for mv in board.history)
    if key not in b.moves:
        assert b.move(board) is None
    assert book.book_for(get("classic")) is None
    assert book.book_move(Board("classic")) is None


@pytest.mark.cpython_only  # the generator lives in tools/, which Pyodide's test run does not mount
def test_the_generator_is_deterministic() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import blokus_book
    finally:
        sys.path.remove(str(ROOT / "tools"))
    first = blokus_book.make_book("duo", 12, [2], seed=3)
    assert first == blokus_book.make_book("duo", 12, [2], seed=3)
    assert 2 <= len(first) <= 3 and "" in first
