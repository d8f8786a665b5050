"""The worked games' middle-game comments say true things.

The Duo finished game and the 12x12 match explain their middle game move by
move: corners opened or taken, legal placements cut, pieces that no longer
fit. A wrong comment is worse than none, so each claim is listed here as a
fact and checked against the position (the engine's attach points, i.e.
"corners", and its legal placements), and the comment must state the
figures and cells the fact holds.

* ``covers``: cells of the move that were corners of the other colour;
* ``legal``: the other colour's legal placements before and after the move;
* ``own``: the mover's corners before and after;
* ``stuck``: pieces of the mover that had a place before the move and none after;
* ``fits``: ``(size, n)``: the mover had exactly ``n`` placements of pieces of that size;
* ``next``: the mover's legal placements at its next turn.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from rules_py.blokus import examples
from rules_py.blokus.board import Board

FACTS: dict[str, dict[int, dict[str, Any]]] = {
    "duo": {
        5: {"own": (10, 13)},
        6: {"covers": ["f12"], "own": (10, 13)},
        7: {"own": (12, 17)},
        8: {"own": (13, 16)},
        9: {"covers": ["j8"], "own": (17, 19)},
        10: {"covers": ["h13"], "own": (15, 15)},
        12: {"covers": ["c10"], "own": (15, 18), "legal": (521, 457)},
        13: {"covers": ["n6"]},
        19: {"covers": ["l10"], "legal": (424, 378)},
        20: {"own": (14, 16), "legal": (325, 259)},
        24: {"covers": ["c2", "d1"]},
        25: {"covers": ["l2", "m3"], "legal": (212, 172)},
        29: {"covers": ["h5"], "legal": (116, 80), "stuck": ["I4"]},
        33: {"stuck": ["I3", "V3"], "next": 1},
    },
    "edition_12_game1": {
        5: {"own": (7, 4)},
        6: {"covers": ["f4", "h5"], "legal": (145, 55)},
        8: {"own": (10, 13), "legal": (81, 52)},
        12: {"covers": ["e11"], "legal": (30, 9)},
        15: {"covers": ["g10", "h10"], "next": 1},
        16: {"fits": (5, 1)},
        20: {"covers": ["c6"], "legal": (22, 1)},
    },
    "edition_12_game2": {
        5: {"own": (6, 9)},
        6: {"covers": ["g7", "i7"], "legal": (317, 231)},
        7: {"covers": ["k6", "k8"], "legal": (158, 89)},
        14: {"stuck": ["I5", "T4", "O", "I4"]},
        16: {"fits": (1, 5)},
        19: {"covers": ["e12"], "legal": (12, 4)},
    },
}


def corners(board: Board, colour: int) -> int:
    return board.attach_points(colour) & ~board.occupied


def placements(board: Board, colour: int) -> Counter[str]:
    return Counter(m.piece for m in board.legal_moves_of(colour))


@pytest.mark.parametrize("name,k", [(n, k) for n, facts in FACTS.items() for k in facts])
def test_each_middle_game_claim_holds(name: str, k: int) -> None:
    facts = FACTS[name][k]
    record = examples.record(name)
    comment = record.comments().get(k, "")
    before = record.replay(stop_at=k - 1)
    after = record.replay(stop_at=k)
    move = after.history[-1]
    c = move.colour
    assert c is not None
    other = 1 - c
    geometry = before.geometry
    for cell in facts.get("covers", []):
        i = geometry.parse(cell)
        assert move.mask >> i & 1 and corners(before, other) >> i & 1, cell
        assert cell in comment
    if "legal" in facts:
        counts = (len(before.legal_moves_of(other)), len(after.legal_moves_of(other)))
        assert counts == facts["legal"]
        assert all(str(n) in comment for n in counts)
    if "own" in facts:
        own = (corners(before, c).bit_count(), corners(after, c).bit_count())
        assert own == facts["own"]
        assert str(own[1]) in comment
    for piece in facts.get("stuck", []):
        assert placements(before, c)[piece] > 0 and placements(after, c)[piece] == 0, piece
        assert piece in comment
        assert piece in record.replay().remaining(c)  # kept to the end
    if "fits" in facts:
        size, n = facts["fits"]
        assert sum(1 for m in before.legal_moves_of(c) if len(m.cells) == size) == n
    if "next" in facts:
        turn = record.replay(stop_at=k + 1)
        assert turn.history[-1].colour != c and len(turn.legal_moves_of(c)) == facts["next"]


def test_the_middle_game_says_something() -> None:
    """Duo: a comment every few moves from 5 to 34; the match: both games commented."""
    duo = examples.record("duo").comments()
    said = [k for k in range(5, 35) if duo.get(k)]
    assert len(said) >= 12 and max(b - a for a, b in zip([4] + said, said + [35])) <= 5
    for name in ("edition_12_game1", "edition_12_game2"):
        comments = examples.record(name).comments()
        assert sum(1 for k in range(5, len(examples.record(name).replay().history)) if comments.get(k)) >= 6
