"""The geometry and pieces alone, with the plain placement rules, reproduce
Pentobi's legal-move lists (a check of the data before any engine speed)."""

from __future__ import annotations

import pytest

from ._trigon_data import load_positions
from ._trigon_oracle import COLOURS, Oracle

POSITIONS = load_positions()


def _replay(pos: dict) -> Oracle:
    o = Oracle(pos["variant"])
    for colour, move in pos["moves_played"]:
        o.play(colour, move)
    return o


@pytest.mark.parametrize(
    "pos", POSITIONS[::4], ids=lambda p: f"{p['variant']}-{len(p['moves_played'])}"
)
def test_oracle_matches_pentobi_sample(pos: dict) -> None:
    o = _replay(pos)
    assert o.legal_moves(pos["to_move"]) == set(pos["legal_moves"])
    assert len(pos["legal_moves"]) == pos["legal_move_count"]


@pytest.mark.slow
@pytest.mark.parametrize(
    "pos", POSITIONS, ids=lambda p: f"{p['variant']}-{len(p['moves_played'])}"
)
def test_oracle_matches_pentobi_everywhere(pos: dict) -> None:
    o = _replay(pos)
    assert o.legal_moves(pos["to_move"]) == set(pos["legal_moves"])
    # Pentobi's to_move: the next colour after the last mover that can move.
    order = COLOURS[pos["variant"]]
    last = pos["moves_played"][-1][0] if pos["moves_played"] else order[-1]
    k = order.index(last)
    nxt = next(order[(k + j) % len(order)] for j in range(1, len(order) + 1)
               if o.has_move(order[(k + j) % len(order)]))
    assert nxt == pos["to_move"]
