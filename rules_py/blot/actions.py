"""BLOT's actions: what a player or chance does, the notation ``str(action)``
prints and `rules_py.blot.actions.parse_action` reads, and their JSON form
(``to_json`` / `rules_py.blot.actions.action_from_json`, what a record stores).

The state machine (`rules_py.blot.game`) applies them; observations and
records build on this module, not on the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from ..errors import IllegalMove
from ..protocol import NOT_AN_ACTION
from ..reasons import Reason
from .cards import Card, card, divinity, tile

__all__ = ["NOTATION", "malformed", "not_an_action", "Play", "Give", "ChooseStarter", "SetFaces", "Deal", "Action", "action_from_json",
           "parse_action"]


@dataclass(frozen=True, slots=True)
class Play:
    """Seat ``player`` puts ``card`` on the ``tile`` (a colour)."""

    player: int
    card: Card
    tile: str

    def __str__(self) -> str:
        return f"{self.player}: {self.card} on {self.tile}"

    def to_json(self) -> dict[str, Any]:
        """The play as a record holds it: ``{"player", "play", "tile"}``."""
        return {"player": self.player, "play": self.card.code, "tile": self.tile}


@dataclass(frozen=True, slots=True)
class Give:
    """Seat ``player`` (the winner) gives the tile just won to ``divinity``."""

    player: int
    divinity: str

    def __str__(self) -> str:
        return f"{self.player}: give to {self.divinity}"

    def to_json(self) -> dict[str, Any]:
        """The gift as a record holds it: ``{"player", "give"}``."""
        return {"player": self.player, "give": self.divinity}


@dataclass(frozen=True, slots=True)
class ChooseStarter:
    """Seat ``player`` (winner of the round's last ceremony) names the next starter."""

    player: int
    seat: int

    def __str__(self) -> str:
        return f"{self.player}: seat {self.seat} starts"

    def to_json(self) -> dict[str, Any]:
        """The choice as a record holds it: ``{"player", "starter"}``."""
        return {"player": self.player, "starter": self.seat}


@dataclass(frozen=True, slots=True)
class SetFaces:
    """Chance: the visible face (A or B) of Balder, Loki, Odin, Thor."""

    faces: tuple[str, ...]

    def __str__(self) -> str:
        return "faces " + "".join(self.faces)

    def to_json(self) -> dict[str, Any]:
        """The faces as a record holds them: ``{"faces"}``."""
        return {"faces": list(self.faces)}


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: each seat's hand, and the cards set aside unseen (if the variant sets any aside)."""

    hands: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...] = ()

    def __str__(self) -> str:
        text = "deal " + " | ".join(" ".join(c.code for c in h) for h in self.hands)
        return text + (" / set aside " + " ".join(c.code for c in self.removed) if self.removed else "")

    def to_json(self) -> dict[str, Any]:
        """The deal as a record holds it: ``{"hands", "removed"}`` as card codes."""
        return {"hands": [[c.code for c in h] for h in self.hands],
                "removed": [c.code for c in self.removed]}


#: Any BLOT action, the union of its five kinds (``rules_py.BlotAction``): what
#: a BLOT bot returns is one of a seat's (`rules_py.blot.actions.Play`,
#: `rules_py.blot.actions.Give`, `rules_py.blot.actions.ChooseStarter`).
Action = Union[Play, Give, ChooseStarter, SetFaces, Deal]


def action_from_json(data: dict[str, Any]) -> Action:
    """Inverse of ``to_json`` for every action type. Raises ``ValueError``/``KeyError``/``TypeError``."""
    if "play" in data:
        return Play(_int(data["player"]), card(data["play"]), tile(data["tile"]))
    if "give" in data:
        return Give(_int(data["player"]), divinity(data["give"]))
    if "starter" in data:
        return ChooseStarter(_int(data["player"]), _int(data["starter"]))
    if "faces" in data:
        return SetFaces(tuple(str(f) for f in data["faces"]))
    if "hands" in data:
        return Deal(tuple(tuple(card(c) for c in h) for h in data["hands"]),
                    tuple(card(c) for c in data.get("removed", [])))
    raise ValueError(f"not a BLOT action: {data!r}")


def _int(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"expected an integer, got {v!r}")
    return v


def parse_action(text: str) -> Action:
    """The action written ``text``, in the notation ``str(action)`` prints.

        >>> parse_action("2: G6 on red")
        Play(player=2, card=Card(G6), tile='red')
        >>> str(parse_action("0: give to odin")), str(parse_action("1: seat 3 starts"))
        ('0: give to Odin', '1: seat 3 starts')
        >>> parse_action("faces ABBA")
        SetFaces(faces=('A', 'B', 'B', 'A'))
        >>> parse_action("deal G1 | B2 / set aside R3").removed
        (Card(R3),)

    Raises `rules_py.errors.IllegalMove` (reason ``not_an_action``,
    its message naming the forms of `rules_py.blot.actions.NOTATION`) when ``text`` is none
    of these forms, or not text.
    """
    if not isinstance(text, str):
        raise IllegalMove(not_an_action(text), text)
    try:
        return _parse(text.strip())
    except (ValueError, IndexError):
        raise IllegalMove(not_an_action(text), text) from None


#: The forms of BLOT's player actions (``str(action)`` writes them,
#: `rules_py.blot.actions.parse_action` reads them): a seat, a colon, then what it does;
#: chance's are ``faces ABBA`` and ``deal G1 G2 ... | B3 ...``.
NOTATION = "`0: B9 on green`, `1: give to Odin`, `2: seat 3 starts`"


def not_an_action(action: object) -> Reason:
    """The ``not_an_action`` reason for ``action``, naming the notation."""
    return NOT_AN_ACTION(action=repr(action)[:80], game="BLOT", example=NOTATION)


def malformed(a: object) -> bool:
    """Whether ``a`` is not an action, or an action object whose fields have
    the wrong types (a caller built it by hand: ``Play("0", "G6", 3)``)."""
    def seat(v: object) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    if isinstance(a, Play):
        return not (seat(a.player) and isinstance(a.card, Card) and isinstance(a.tile, str))
    if isinstance(a, Give):
        return not (seat(a.player) and isinstance(a.divinity, str))
    if isinstance(a, ChooseStarter):
        return not (seat(a.player) and seat(a.seat))
    if isinstance(a, SetFaces):
        return not (isinstance(a.faces, (tuple, list)) and all(isinstance(f, str) for f in a.faces))
    if isinstance(a, Deal):
        cards = (isinstance(a.removed, (tuple, list)) and all(isinstance(c, Card) for c in a.removed)
                 and isinstance(a.hands, (tuple, list)))
        return not (cards and all(isinstance(h, (tuple, list)) and all(isinstance(c, Card) for c in h)
                                  for h in a.hands))
    return True


def _parse(t: str) -> Action:
    if t.startswith("faces "):
        return SetFaces(tuple(t[6:].strip().upper()))
    if t.startswith("deal "):
        body, _, aside = t[5:].partition("/ set aside")
        hands = tuple(tuple(card(c) for c in h.split()) for h in body.split("|"))
        return Deal(hands, tuple(card(c) for c in aside.split()))
    seat, colon, rest = t.partition(":")
    if not colon:
        raise ValueError(t)
    player, rest = int(seat), rest.strip()
    words = rest.split()
    if len(words) == 3 and words[:2] == ["give", "to"]:
        return Give(player, divinity(words[2]))
    if len(words) == 3 and words[0] == "seat" and words[2] == "starts":
        return ChooseStarter(player, int(words[1]))
    if len(words) == 3 and words[1] == "on":
        return Play(player, card(words[0]), tile(words[2]))
    raise ValueError(t)
