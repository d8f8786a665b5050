"""Position keys: Zobrist-style hashing with tables that never change.

A position key is an ``int`` of 64 bits, the XOR of one *term* per thing
the position holds (a colour on a cell, a card in a seat's hand, ...), so
two equal positions have equal keys however they were reached. The terms
come from `rules_py.zobrist.term`: SplitMix64 (Steele, Lea and
Flood's generator, written out below) applied to a number made from the
thing's coordinates and the fixed `rules_py.zobrist.SEED`. Nothing
here reads Python's ``hash()`` (salted per process for text) nor the
platform: a key is the same in every process, on every machine and in
Pyodide, and a test pins a few of them.

    >>> term(1, 2, 3) == term(1, 2, 3), term(1, 2, 3) == term(1, 3, 2)
    (True, False)
    >>> 0 <= term(7) < 2 ** 64
    True
"""

from __future__ import annotations

from typing import Final

__all__ = ["SEED", "MASK", "mix", "term", "text_term"]

#: The seed of every table (never change it: saved keys would change).
SEED: Final[int] = 0x52554C45535F5059  # "RULES_PY" in ASCII
#: Keys and terms are 64-bit: every result is reduced with this mask.
MASK: Final[int] = (1 << 64) - 1


def mix(value: int) -> int:
    """SplitMix64's output function: a well-spread 64-bit number from ``value``."""
    z = (value + 0x9E3779B97F4A7C15) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def term(*coordinates: int) -> int:
    """The table's entry for ``coordinates`` (small non-negative integers):
    each coordinate is folded into the state in turn, starting from
    `rules_py.zobrist.SEED`."""
    state = SEED
    for c in coordinates:
        state = mix(state ^ (c & MASK))
    return state


def text_term(text: str) -> int:
    """One term for a piece of text (its UTF-8 bytes folded with FNV-1a,
    then mixed): the fields of a position that are not worth a table."""
    h = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * 0x100000001B3) & MASK
    return mix(h ^ SEED)
