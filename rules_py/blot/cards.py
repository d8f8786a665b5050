"""Colours, offering cards, ceremony tiles and divinities.

Notation: a card is written with the colour's initial and its value
(``G6`` is the green 6, ``B10`` the blue 10). Tiles are named by their colour
(``"red"``); divinities by their name (``"Odin"``). Which cards each
variant uses is in `rules_py.blot.variants`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

#: The four colours, in the order tiles are listed and drawn.
COLOURS: Final[tuple[str, ...]] = ("green", "blue", "red", "yellow")
INITIAL: Final[dict[str, str]] = {"green": "G", "blue": "B", "red": "R", "yellow": "Y"}
FROM_INITIAL: Final[dict[str, str]] = {v: k for k, v in INITIAL.items()}

#: The divinities in their fixed order on the table; the counting card masks
#: index ``r`` in round ``r + 1``.
DIVINITIES: Final[tuple[str, ...]] = ("Balder", "Loki", "Odin", "Thor")
FACES: Final[tuple[str, ...]] = ("A", "B")

#: What each face does, in a few words (face A first). Used by the renderers;
#: the French is in rules_py/i18n/fr_blot.py.
FACE_LABEL: Final[dict[tuple[str, str], str]] = {
    ("Balder", "A"): "+2 per pair",
    ("Balder", "B"): "-2 per pair",
    ("Loki", "A"): "-3 to most",
    ("Loki", "B"): "-3 to fewest",
    ("Odin", "A"): "+2 per trick with",
    ("Odin", "B"): "+2 per trick without",
    ("Thor", "A"): "+4 to most",
    ("Thor", "B"): "+4 to fewest",
}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One offering card (Offrande): a colour and a value 1..10."""

    colour: str
    value: int

    @property
    def code(self) -> str:
        """The card in the records' notation: its colour's initial and its value (``"Y6"``)."""
        return f"{INITIAL[self.colour]}{self.value}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @property
    def name(self) -> str:
        """The card in words, colour then value (``"yellow 6"``)."""
        return f"{self.colour} {self.value}"


_CARDS: Final[dict[str, Card]] = {
    f"{INITIAL[c]}{v}": Card(c, v) for c in COLOURS for v in range(1, 11)
}
ALL_CARDS: Final[tuple[Card, ...]] = tuple(_CARDS.values())


def card(text: str | Card) -> Card:
    """Parse ``"G6"`` (or ``"green 6"``) into the shared `Card` object."""
    if isinstance(text, Card):
        return _CARDS[text.code]
    t = text.strip()
    parts = t.split()
    if len(parts) == 2 and parts[0].lower() in INITIAL:
        t = INITIAL[parts[0].lower()] + parts[1]
    found = _CARDS.get(t.upper())
    if found is None:
        raise ValueError(f"not a card: {text!r} (write e.g. G6, B10, R3, Y1)")
    return found


def tile(text: str) -> str:
    """Normalise a tile name: ``"red"``, ``"Red"`` or ``"R"`` -> ``"red"``."""
    t = text.strip()
    if t.lower() in INITIAL:
        return t.lower()
    if t.upper() in FROM_INITIAL:
        return FROM_INITIAL[t.upper()]
    raise ValueError(f"not a tile colour: {text!r} (green, blue, red or yellow)")


def divinity(text: str) -> str:
    for d in DIVINITIES:
        if d.lower() == text.strip().lower():
            return d
    raise ValueError(f"not a divinity: {text!r} (Balder, Loki, Odin or Thor)")


def sort_key(c: Card) -> tuple[int, int]:
    return (COLOURS.index(c.colour), c.value)


__all__ = ["COLOURS", "INITIAL", "FROM_INITIAL", "DIVINITIES", "FACES", "FACE_LABEL",
           "Card", "ALL_CARDS", "card", "tile", "divinity", "sort_key"]
