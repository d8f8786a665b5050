"""Pentobi's own output is the bar, for every variant Pentobi plays (square
and triangle): legal moves as sets, complete self-play games, placement
counts."""

from __future__ import annotations

import json
import re

import pytest

from rules_py.blokus import variants
from rules_py.blokus.board import Board

from tests.paths import DATA

SQUARE = ("classic", "classic_2", "classic_3", "duo", "junior")
TRIGON = ("trigon", "trigon_2", "trigon_3")
#: The Pentobi positions, read once for the parametrisation below.
POSITIONS = json.loads((DATA / "pentobi" / "positions.json")
                       .read_text())


def _positions(names: tuple[str, ...]) -> list[dict]:
    return [p for p in POSITIONS if p["variant"] in names]


def test_reference_positions_have_every_pentobi_variant():
    assert {p["variant"] for p in POSITIONS} == set(SQUARE) | set(TRIGON)
    assert len(_positions(SQUARE)) == 61
    assert len(_positions(TRIGON)) == 43
    # Every variant that names a Pentobi id is one of them.
    assert {n for n in variants.names() if variants.get(n).pentobi} == set(SQUARE) | set(TRIGON)


@pytest.mark.parametrize("p", POSITIONS, ids=lambda p: f"{p['variant']}-{len(p['moves_played'])}")
def test_legal_moves_equal_pentobi_as_sets(p):
    v = variants.get(p["variant"])
    assert v.gm == p["gm"]
    b = Board(v)
    for colour, move in p["moves_played"]:
        b.play(move, colour)
    got = None if b.to_move is None else v.colour_letters[b.to_move]
    assert got == p["to_move"]
    assert b.is_over == p["game_over"]
    ours = b.legal_moves.notation()
    assert len(ours) == len(set(ours)) == b.legal_moves.count() == p["legal_move_count"]
    assert set(ours) == set(p["legal_moves"])


def test_every_pentobi_move_is_in_legal_moves():
    for p in _positions(SQUARE)[:20] + _positions(TRIGON)[::5]:
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


@pytest.mark.parametrize("name,count", [("classic", 100), ("classic_2", 100), ("duo", 100), ("junior", 100),
                                        ("trigon", 25)])
def test_selfplay_games_replay_and_end(pentobi_dir, name, count):
    n = 0
    for gm, moves in _games(pentobi_dir / f"selfplay_{name}.blksgf"):
        b = Board(variants.by_gm(gm))
        assert b.variant.pentobi == name
        for colour, move in moves:
            assert b.colour_index(colour) == b.to_move
            b.play(move, colour)
        assert b.is_over
        assert all(not b.can_move(c) for c in range(b.ncolours))
        n += 1
    assert n == count


@pytest.mark.parametrize("name", SQUARE + TRIGON)
def test_placement_counts_match_pentobi(pentobi_dir, name):
    info = {v["variant"]: v for v in json.loads((pentobi_dir / "pieces.json").read_text())}
    b = Board(name)
    assert b.tables.nplacements == info[name]["onboard_moves_all_pieces"]
    assert b.geometry.size == info[name]["onboard_points"]
    starts = info[name]["starting_points"]
    for c in range(b.ncolours):
        assert list(b.variant.starts[c]) == starts[str(c)]
