"""The bit helpers the legal-move sets rest on, against plain Python."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_py.blokus.board import Board, iter_bits, nth_bit, random_bit


def set_bits(x: int) -> list[int]:
    """The set bits of ``x`` by testing each one (the slow, obvious way)."""
    return [i for i in range(x.bit_length()) if x >> i & 1]


# Sizes around the halving steps (64-bit floor, powers of two) and a Classic-sized mask.
WIDTHS = st.sampled_from([1, 7, 63, 64, 65, 127, 128, 129, 1000, 1024, 4097, 30433])


@st.composite
def masks(draw: st.DrawFn) -> int:
    width = draw(WIDTHS)
    dense = draw(st.booleans())
    if dense:
        return draw(st.integers(min_value=1, max_value=(1 << width) - 1))
    positions = draw(st.lists(st.integers(min_value=0, max_value=width - 1), min_size=1, max_size=12))
    return sum(1 << p for p in set(positions))


@settings(deadline=None)
@given(masks(), st.data())
def test_nth_bit_is_the_kth_set_bit(x: int, data: st.DataObject) -> None:
    bits = set_bits(x)
    assert list(iter_bits(x)) == bits
    k = data.draw(st.integers(min_value=0, max_value=len(bits) - 1))
    assert nth_bit(x, k) == bits[k]


@settings(deadline=None)
@given(masks(), st.integers(min_value=0, max_value=50))
def test_nth_bit_past_the_last_set_bit_raises(x: int, extra: int) -> None:
    with pytest.raises(IndexError):
        nth_bit(x, x.bit_count() + extra)


def test_nth_bit_refuses_a_negative_rank() -> None:
    with pytest.raises(IndexError):
        nth_bit(0b101, -1)


@settings(deadline=None)
@given(masks(), st.data())
def test_random_bit_asks_for_one_rank_below_the_count(x: int, data: st.DataObject) -> None:
    """``random_bit`` counts the bits itself (by halves), asks ``randrange``
    once for a rank below that count, and returns the set bit of that rank:
    the same bit as ``nth_bit`` for the same rank."""
    bits = set_bits(x)
    asked: list[int] = []
    ranks: list[int] = []

    def randrange(n: int) -> int:
        asked.append(n)
        ranks.append(data.draw(st.integers(min_value=0, max_value=n - 1)))
        return ranks[-1]

    got = random_bit(x, randrange)
    assert asked == [len(bits)]
    assert got == bits[ranks[0]]


def test_random_bit_draws_every_set_bit() -> None:
    import random

    x = 1 << 30000 | 1 << 16384 | 1 << 16383 | 1 << 255 | 1 << 256 | 1
    rng = random.Random(3)
    seen = {random_bit(x, rng.randrange) for _ in range(400)}
    assert seen == set(set_bits(x))


@pytest.mark.parametrize("variant", ["classic", "duo", "trigon", "junior"])
def test_incremental_legal_set_is_the_rule(variant: str) -> None:
    """After random moves, a placement is in the incrementally kept legal set
    exactly when the rule-by-rule explanation finds nothing wrong with it
    (every placement on the smaller boards, a sample on the larger ones)."""
    import random

    rng = random.Random(11)
    b = Board(variant)
    for _ in range(12):
        if b.is_over:
            break
        b.play(b.random_move(rng))
    t, c = b.tables, b.to_move
    legal = {m.mask for m in b.legal_moves}
    assert legal, "the test needs a position with moves"
    pids = range(t.nplacements)
    if t.nplacements > 15000:
        pids = sorted(rng.sample(pids, 4000) + [t.by_mask[m] for m in legal])
    for pid in pids:
        mv = t.move(pid, c)
        assert (b.explain(mv) is None) == (mv.mask in legal), str(mv)
