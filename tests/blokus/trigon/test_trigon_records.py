"""Trigon records: Pentobi's self-play file round-trips; our example game."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rules_py.blokus import sgf
from rules_py.blokus.board import Board
from rules_py.blokus.scoring import colour_points

from ._trigon_data import DATA, load_positions

ROOT = DATA.parent.parent.parent


def test_selfplay_records_round_trip_exactly() -> None:
    text = (DATA / "selfplay_trigon.blksgf").read_text()
    records = sgf.read_all(text)
    assert len(records) == 25
    for line, rec in zip([l for l in text.splitlines() if l.strip()], records):
        assert rec.variant.name == "trigon"
        assert rec.text() == line.strip()
        board = rec.replay()
        assert board.is_over
        again = sgf.dumps(board)
        assert again == line.strip()
        assert sgf.loads(again).snapshot() == board.snapshot()


@pytest.mark.parametrize("variant", ["trigon_2", "trigon_3"])
def test_reference_games_write_and_read_back(variant: str) -> None:
    pos = max((p for p in load_positions((variant,))), key=lambda p: len(p["moves_played"]))
    board = Board(variant)
    for colour, move in pos["moves_played"]:
        board.play(move, colour)
    text = sgf.dumps(board, {0: "start", 3: "after three moves"})
    gm = {"trigon_2": "Blokus Trigon Two-Player", "trigon_3": "Blokus Trigon Three-Player"}[variant]
    assert text.startswith(f"(;GM[{gm}]C[start];1[")
    rec = sgf.read(text)
    assert rec.variant is board.variant and rec.comments() == {0: "start", 3: "after three moves"}
    back = rec.replay()
    assert back.snapshot() == board.snapshot()
    assert set(back.legal_moves.notation()) == set(pos["legal_moves"])


def test_illegal_trigon_record_names_the_move() -> None:
    text = "(;GM[Blokus Trigon];1[r15];2[r15])"
    rec = sgf.read(text)
    board, err = rec.replay_checked()
    assert err is not None and err.index == 1 and err.reason.code == "occupied"
    assert len(board.history) == 1


def test_scoring_on_triangles() -> None:
    """Standard scoring with the one-triangle piece as the bonus piece."""
    board = Board("trigon")
    assert [colour_points(board, c) for c in range(4)] == [-110] * 4
    board.play("r15")  # blue's one-triangle piece
    assert colour_points(board, 0) == -109


@pytest.mark.cpython_only
def test_example_game_is_complete_and_annotated() -> None:
    rec = sgf.load(ROOT / "seeds" / "blokus" / "trigon_example.blksgf")
    board = rec.replay()
    assert rec.variant.name == "trigon" and board.is_over
    assert colour_points(board, 0, "standard") == 20 and board.last_piece[0] == "1"
    assert all(colour_points(board, c, "standard") < 0 for c in (1, 2, 3))
    comments = rec.comments()
    assert len(comments) >= 6 and "shared" in comments[0]
    assert "20 points" in comments[len(board.history)]


@pytest.mark.cpython_only
def test_example_game_generator_is_up_to_date() -> None:
    out = subprocess.run([sys.executable, "tools/make_trigon_example.py", "--check"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr


@pytest.mark.cpython_only
def test_cli_legal_and_replay(tmp_path) -> None:
    pos = next(p for p in load_positions(("trigon_3",)) if len(p["moves_played"]) == 12)
    record = "(;GM[Blokus Trigon Three-Player]" + "".join(
        f";{c}[{m}]" for c, m in pos["moves_played"]) + ")"
    path = tmp_path / "t3.blksgf"
    path.write_text(record)
    run = lambda *a: subprocess.run([sys.executable, "-m", "rules_py", "blokus", *a], cwd=ROOT,
                                    capture_output=True, text=True, timeout=120)
    out = run("legal", str(path))
    assert out.returncode == 0, out.stderr
    assert set(out.stdout.split()) == set(pos["legal_moves"])
    out = run("replay", str(path))
    data = json.loads(out.stdout)
    assert out.returncode == 0 and data["over"] is False and data["variant"] == "trigon_3"
    assert set(data["points"]) == {"blue", "yellow", "red"}
    bad = tmp_path / "bad.blksgf"
    bad.write_text("(;GM[Blokus Trigon];1[r15];2[i9])")
    out = run("replay", str(bad))
    data = json.loads(out.stdout)
    assert out.returncode == 1 and data["illegal"]["index"] == 1
    assert data["illegal"]["reason"]["code"] == "must_cover_start"
