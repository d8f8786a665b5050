"""Pentobi's own output is the bar: legal moves as sets, complete self-play games."""

from __future__ import annotations

import json
import re

import pytest

from rules_py.blokus import variants
from rules_py.blokus.board import Board

SQUARE = ("classic", "classic_2", "classic_3", "duo", "junior")


def _positions(pentobi_dir):
    data = json.loads((pentobi_dir / "positions.json").read_text())
    return [p for p in data if p["variant"] in SQUARE]


def test_reference_positions_have_every_square_variant(pentobi_dir):
    assert {p["variant"] for p in _positions(pentobi_dir)} == set(SQUARE)


def test_legal_moves_equal_pentobi_as_sets(pentobi_dir):
    checked = 0
    for p in _positions(pentobi_dir):
        v = variants.get(p["variant"])
        assert v.gm == p["gm"]
        b = Board(v)
        for colour, move in p["moves_played"]:
            b.play(move, colour)
        expected_to_move = p["to_move"]
        got = None if b.to_move is None else v.colour_letters[b.to_move]
        assert got == expected_to_move, (p["variant"], len(p["moves_played"]))
        assert b.is_over() == p["game_over"]
        ours = [str(m) for m in b.legal_moves]
        assert len(ours) == len(set(ours)) == b.legal_moves.count() == p["legal_move_count"]
        assert set(ours) == set(p["legal_moves"]), (p["variant"], len(p["moves_played"]))
        checked += 1
    assert checked == 61


def test_every_pentobi_move_is_in_legal_moves(pentobi_dir):
    for p in _positions(pentobi_dir)[:20]:
        b = Board(p["variant"])
        for colour, move in p["moves_played"]:
            mv = b.parse_move(move)
            assert mv in b.legal_moves
            assert b.explain(mv) is None
            b.play(mv, colour)


def _games(path):
    for line in path.read_text().splitlines():
        if line.strip():
            gm = re.search(r"GM\[([^\]]*)\]", line).group(1)
            yield gm, re.findall(r";([BW1-4])\[([^\]]*)\]", line)


@pytest.mark.parametrize("name", ["classic", "classic_2", "duo", "junior"])
def test_selfplay_games_replay_and_end(pentobi_dir, name):
    n = 0
    for gm, moves in _games(pentobi_dir / f"selfplay_{name}.blksgf"):
        b = Board(variants.by_gm(gm))
        assert b.variant.pentobi == name
        for colour, move in moves:
            b.play(move, colour)
        assert b.is_over()
        assert all(not b.can_move(c) for c in range(b.ncolours))
        n += 1
    assert n == 100


def test_placement_counts_match_pentobi(pentobi_dir):
    info = {v["variant"]: v for v in json.loads((pentobi_dir / "pieces.json").read_text())}
    for name in SQUARE:
        b = Board(name)
        assert b.tables.nplacements == info[name]["onboard_moves_all_pieces"]
        assert b.geometry.size == info[name]["onboard_points"]
        starts = info[name]["starting_points"]
        for c in range(b.ncolours):
            assert list(b.variant.starts[c]) == starts[str(c)]
