"""The game review (rules_py.blokus.review and ``blokus review``): a planted
blunder is found, the output's shape, determinism for a seed, losses never
negative, marks by the documented thresholds, and the error contract."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from rules_py import progress
from rules_py.blokus import examples, sgf
from rules_py.blokus.board import Board, iter_bits
from rules_py.blokus.mcts import LEVELS, budget, make_level
from rules_py.blokus.policy import policy_tables
from rules_py.blokus.review import REASONS, THRESHOLDS, features, mark, review, review_json
from rules_py.errors import RecordError
from rules_py.i18n import reasons_review

from tests.paths import ROOT

# The packaged example (in Pyodide the wheel's copy: rules_py/ is not mounted there).
DUO = examples.HERE / examples.FILES["duo"]
KEYS = ["index", "player", "move", "best", "eval_before", "eval_after", "loss", "mark"]


def plant(board: Board) -> int | None:
    """A monomino placement of the colour to move with the fewest new corners,
    when a five-square piece also fits and opens more; else ``None``."""
    c = board.to_move
    assert c is not None
    size_of = policy_tables(board.tables).size_of
    legal = list(iter_bits(board.allowed[c] & board.cover[c]))
    monos = [p for p in legal if size_of[p] == 1]
    fives = [p for p in legal if size_of[p] == 5]
    if not monos or not fives:
        return None
    mono = min(monos, key=lambda p: (features(board, p)[1], p))
    if max(features(board, p)[1] for p in fives) <= features(board, mono)[1]:
        return None
    return mono


def planted_game(variant: str, seed: int, at: int, level: str) -> tuple[sgf.Record, int]:
    """A seeded bot game where player 0's first move from index ``at`` on is
    replaced by a monomino (:func:`plant`); the record and that move's index."""
    board = Board(variant)
    bot = make_level(level)
    rng = random.Random(seed)
    planted = None
    while board.to_move is not None:
        mono = plant(board) if planted is None and len(board.history) >= at and board.player_to_move == 0 else None
        if mono is not None:
            planted = len(board.history)
            board.play_index(mono)
        else:
            mv = bot.choose(board, rng)
            assert mv is not None
            board.play(mv)
    assert planted is not None
    return sgf.read(sgf.dumps(board)), planted


@pytest.mark.parametrize("variant,seed,at,level,playouts", [
    pytest.param("duo", 3, 6, "level4", 300, marks=pytest.mark.slow),
    pytest.param("classic", 5, 12, "level3", 400, marks=pytest.mark.slow),
])
def test_a_planted_blunder_is_among_the_players_three_worst(variant, seed, at, level, playouts):
    rec, planted = planted_game(variant, seed, at, level)
    moves = review(rec, 0, seed=seed, playouts=playouts)
    assert moves and all(m.player == 0 for m in moves)
    worst = sorted(moves, key=lambda m: -m.loss)[:3]
    assert planted in [m.index for m in worst], [(m.index, m.loss) for m in moves]
    assert next(m for m in moves if m.index == planted).loss > 0


def test_shape_determinism_and_no_negative_loss() -> None:
    rec = sgf.read(DUO.read_bytes())
    reports: list[int] = []
    previous = progress.listen(lambda done, _s: reports.append(done))
    try:
        first = review(rec, 1, level=3, seed=7)
    finally:
        progress.listen(previous)
    # the playouts so far: never decreasing, one report at least per move, the last the whole review's
    assert reports == sorted(reports) and len(reports) >= len(first) and reports[0] > 0
    assert reports[-1] >= len(first) * budget(Board("duo"), LEVELS["level3"][0])
    again = review(rec, 1, level=3, seed=7)
    assert [m.to_dict() for m in first] == [m.to_dict() for m in again]
    every = review(rec, None, level=3, seed=7)
    assert [m.index for m in every] == list(range(len(rec.moves())))
    assert [m.to_json() for m in every if m.player == 1] == [m.to_json() for m in first]
    for m in every:
        assert list(m.to_json()) == KEYS and m.loss >= 0 and m.mark == mark(m.loss)
        assert m.loss == round(max(0.0, m.eval_before - m.eval_after), 2)
        assert (m.why is None) == (m.mark is None)
        if m.move == m.best:
            assert m.loss == 0
        if m.why is not None:
            assert m.why.en and m.why.fr and m.best in m.why.en and m.best in m.why.fr


def test_marks_follow_the_thresholds() -> None:
    assert [name for name, _ in THRESHOLDS] == ["blunder", "mistake", "inaccuracy"]
    assert mark(0.0) is None and mark(2.99) is None
    assert mark(3.0) == "inaccuracy" and mark(5.99) == "inaccuracy"
    assert mark(6.0) == "mistake" and mark(12.0) == "blunder" and mark(40.0) == "blunder"


def test_why_names_the_feature_that_weighs_most() -> None:
    board = Board("duo")
    board.play("e10")  # a monomino from the start: every five-square piece is larger
    # Purple's reply: the smallest and a five-square placement, compared.
    c = board.to_move
    assert c is not None
    size_of = policy_tables(board.tables).size_of
    legal = list(iter_bits(board.allowed[c] & board.cover[c]))
    small = min(legal, key=lambda p: (size_of[p], p))
    large = max(legal, key=lambda p: (size_of[p], features(board, p)[1], -p))
    from rules_py.blokus.review import why
    r = why(board, small, large, 9.0)
    assert r.code == "review.size" and str(size_of[large]) in r.en and str(size_of[small]) in r.fr
    assert why(board, large, large, 3.0).code == "review.later"
    assert dict(REASONS) == reasons_review.REASONS


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules_py", "blokus", "review", *args], cwd=ROOT,
                          input=stdin, capture_output=True, timeout=300)


@pytest.mark.cpython_only
def test_cli_prints_the_moves_as_json() -> None:
    out = run(str(DUO), "--player", "0", "--level", "3", "--seed", "2")
    assert out.returncode == 0 and out.stderr == b""
    data = json.loads(out.stdout)
    assert list(data) == ["moves"] and data == review_json(review(sgf.read(DUO.read_bytes()), 0, level=3, seed=2))
    assert all(list(m) == KEYS and m["player"] == 0 for m in data["moves"])


@pytest.mark.cpython_only
@pytest.mark.parametrize("text,code", [(b"(;GM[Blokus Duo];B[e5,f5", "syntax"),
                                       (b"(;GM[Blokus Duo];B[a1];W[j10])", "illegal")])
def test_cli_record_errors_follow_the_contract(text: bytes, code: str) -> None:
    out = run("-", "--level", "3", stdin=text)
    lines = out.stderr.decode().strip().splitlines()
    assert out.returncode == 1 and out.stdout == b"" and len(lines) == 1
    err = json.loads(lines[0])
    assert err["code"] == code and err["where"]["file"] == "-"
    with pytest.raises(RecordError):
        review(sgf.read(text), level=3)


@pytest.mark.cpython_only
@pytest.mark.parametrize("args", [("--level", "2"), ("--player", "2"), ("--level", "x")])
def test_cli_usage_errors(args: tuple[str, ...]) -> None:
    out = run(str(DUO), *args)
    err = json.loads(out.stderr.decode().strip())
    assert out.returncode == 2 and err["code"] == "usage" and out.stdout == b""
