"""Bit helpers for Blokus's bitmasks (Python ints): the set bits of a mask,
the k-th set bit, a uniformly random set bit.

Boards keep cells and placements as bitmasks (see `rules_py.blokus.board`);
these helpers read them.
"""

from __future__ import annotations

import random as _random
from collections.abc import Callable, Iterator


def bits_of_small(mask: int) -> tuple[int, ...]:
    """Indices of the set bits of a small mask (a piece's cells), lowest first.

    For example:

        >>> bits_of_small(0b10110)
        (1, 2, 4)
    """
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def iter_bits(x: int) -> Iterator[int]:
    """Indices of the set bits of a (large) int, lowest first.

    For example:

        >>> list(iter_bits(0b10110))
        [1, 2, 4]
    """
    s = bin(x)[:1:-1]
    find = s.find
    i = find("1")
    while i >= 0:
        yield i
        i = find("1", i + 1)


#: ``2**h - 1`` for every power of two ``h``: nth_bit's halving masks, made once.
_LOW_MASKS: dict[int, int] = {1 << e: (1 << (1 << e)) - 1 for e in range(6, 24)}


def nth_bit(x: int, k: int) -> int:
    """Index of the ``k``-th (from 0) set bit of ``x``: binary search on bit counts.

    The halves are powers of two so their masks are made once
    (``_LOW_MASKS``); only the low half is counted at each level (the high
    half's count is what is left of ``k``), so the counting work sums to
    one count of ``x``. Below 256 bits the low set bits are simply dropped.

        >>> nth_bit(0b10110, 0), nth_bit(0b10110, 2), nth_bit(1 << 1000 | 1, 1)
        (1, 4, 1000)
    """
    if k < 0:
        raise IndexError("negative bit rank")
    return _seek(x, k, 1 << max(0, (x.bit_length() - 1).bit_length() - 1), 0)


def _seek(x: int, k: int, half: int, base: int) -> int:
    """``base`` + the index of the ``k``-th set bit of ``x`` (below
    ``2 ** (2 * half)``): halving while the halves are 256 bits or more,
    then dropping the lowest set bits."""
    masks = _LOW_MASKS
    while half >= 256:
        low = x & masks[half]
        c = low.bit_count()
        if k < c:
            x = low
        else:
            k -= c
            x >>= half
            base += half
        half >>= 1
    while k and x:
        x &= x - 1  # drop the lowest set bit
        k -= 1
    if not x:
        raise IndexError("not enough set bits")
    return base + (x & -x).bit_length() - 1


def random_bit(x: int, randrange: Callable[[int], int]) -> int:
    """Index of a uniformly random set bit of ``x`` (not 0): the same bit as
    ``nth_bit(x, randrange(x.bit_count()))``, for the same ``randrange``.

    Counting bits is most of the cost (a software popcount in CPython, seven
    times an AND), so the count of ``x`` is the sum of its four quarters'
    counts: the quarters are where the search starts, so it then counts
    only within one quarter (halving it), an eighth of ``x`` in all, where
    splitting in halves would count a quarter. A uniformly random move is
    the inner loop of random games and of the bots' playouts.

        >>> import random
        >>> x = 1 << 5000 | 1 << 77 | 1 << 3
        >>> rng, again = random.Random(1), random.Random(1)
        >>> picked = [random_bit(x, rng.randrange) for _ in range(6)]
        >>> picked == [nth_bit(x, again.randrange(x.bit_count())) for _ in range(6)]
        True
    """
    n = x.bit_length()
    if n <= 256:
        return _seek(x, randrange(x.bit_count()), 0, 0)
    quarter = 1 << ((n - 1).bit_length() - 2)  # 2 * quarter < n <= 4 * quarter
    low = _LOW_MASKS[quarter]
    first = x & _LOW_MASKS[2 * quarter]
    second = x >> 2 * quarter
    q0 = first & low
    q1 = first >> quarter
    q2 = second & low
    q3 = second >> quarter
    c0 = q0.bit_count()
    c1 = q1.bit_count()
    c2 = q2.bit_count()
    k = randrange(c0 + c1 + c2 + q3.bit_count())
    half = quarter >> 1
    if k < c0:
        return _seek(q0, k, half, 0)
    k -= c0
    if k < c1:
        return _seek(q1, k, half, quarter)
    k -= c1
    if k < c2:
        return _seek(q2, k, half, 2 * quarter)
    return _seek(q3, k - c2, half, 3 * quarter)


def below(rng: _random.Random) -> Callable[[int], int]:
    """``rng.randrange`` for one positive bound, the same numbers without its
    argument checks: for ``n > 0`` it returns ``rng._randbelow(n)`` (in every
    CPython from 3.2 to 3.14), which a random game calls once a move. Other
    generators keep their ``randrange``."""
    below = getattr(rng, "_randbelow", None) if isinstance(rng, _random.Random) else None
    return below if below is not None else rng.randrange


__all__ = ["below", "bits_of_small", "iter_bits", "nth_bit", "random_bit"]
