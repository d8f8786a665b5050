"""The one protocol every game state speaks (BLOT and every Blokus variant).

A state built by `rules_py.new_game` or read by
`rules_py.load_record` is a `rules_py.blot.game.BlotState`
or a `rules_py.blokus.board.Board`; both answer the members of
`rules_py.protocol.GameState`, so self-play, bots and records are written once.

Players
-------
``players`` is ``(0, 1, ..., n - 1)`` and ``current_player`` one of them,
or ``None`` once the game is over.

* BLOT: a player is a seat (clockwise from 0). In the teams game each seat
  is still a player; partners share their team's points in ``returns()``.
* Blokus: a player is an entry of the variant's ``players`` table, **not a
  colour** (``board.to_move`` is the colour). In ``classic_2`` and
  ``trigon_2`` a player holds two colours and is the current player for
  both. In ``classic_3`` the fourth colour belongs to nobody: the players
  move it in turn (its first piece by player 0, its second by player 1,
  ...), so ``current_player`` is the player moving it now, and that colour
  counts for nobody in ``returns()``.

Chance
------
BLOT draws the divinity faces and every round's deal by chance. Chance is
explicit: at such a point ``current_player`` is `rules_py.protocol.CHANCE` (``-1``),
``sample_chance(rng)`` draws an outcome and ``apply`` plays it like any
action, so a game replays from its ``history`` alone and ``undo`` takes a
deal back too. ``legal_actions()`` there lists the 16 face outcomes, but
returns ``[]`` for a deal (far too many to list). Blokus has no chance:
``current_player`` is never `rules_py.protocol.CHANCE`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final, Protocol, runtime_checkable

from .reasons import Reason, reason

__all__ = ["CHANCE", "GameState", "NOT_AN_ACTION"]

#: ``current_player`` at a chance point (a BLOT deal or the faces).
CHANCE: Final[int] = -1

#: Why an object that is no action of this game is refused (``apply`` and
#: ``explain`` of both games; their own reasons cover everything else).
def _expected(lang: str, details: dict[str, Any]) -> dict[str, Any]:
    """The ``expected`` field of `rules_py.protocol.NOT_AN_ACTION` in ``lang``: the
    game's ``example`` (notation, the same in every language) and what it is."""
    example = details.get("example", "")
    if details.get("game") == "BLOT":
        what = ("(a seat, a colon, what it does); chance: `faces ABBA`, `deal G1 G2 ... | B3 ...`"
                if lang == "en" else
                "(une place, deux-points, ce qu'elle fait) ; hasard : `faces ABBA`, `deal G1 G2 ... | B3 ...`")
    else:
        what = "(the piece's cells in Pentobi's notation)" if lang == "en" else \
            "(les cases de la pièce en notation Pentobi)"
    return {"expected": f"{example} {what}"}


NOT_AN_ACTION = reason(
    "not_an_action", "{action} is not a {game} action: expected e.g. {expected}.",
    "{action} n'est pas une action de {game} : attendu par exemple {expected}.", _expected)


@runtime_checkable
class GameState(Protocol):
    """What every state answers, in both games (see the module docstring).

    ``apply`` refuses an illegal or foreign action with
    `rules_py.errors.IllegalMove` and changes nothing; ``explain``
    gives the same reason without raising (``None`` when legal).
    """

    @property
    def current_player(self) -> int | None:
        """The player to act, `rules_py.protocol.CHANCE`, or ``None`` when the game is over."""

    @property
    def players(self) -> tuple[int, ...]:
        """Every player, ``(0, ..., n - 1)``."""

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @property
    def history(self) -> Sequence[Any]:
        """Every action applied so far, in order, as a tuple: what ``apply``
        replays into a new game of the same options to reach this state (BLOT:
        chance ones included, the faces too; Blokus: moves, each carrying its
        colour)."""

    def legal_actions(self) -> list[Any]:
        """Every legal action now."""

    def apply(self, action: Any) -> Any:
        """Play ``action`` (an action object or its text)."""

    def undo(self) -> Any:
        """Take back the last action and return it
        (`rules_py.errors.NothingToUndo` when none is left)."""

    def returns(self) -> list[float]:
        """Each player's points (final once the game is over)."""

    def observation(self, player: int) -> Any:
        """What ``player`` may see (BLOT), or a copy of the position (Blokus):
        never the live state."""

    def clone(self) -> Any:
        """An independent copy, with its own history and undo."""

    def explain(self, action: Any) -> Reason | None:
        """Why ``action`` is illegal now, or ``None`` if it is legal."""

    def parse_action(self, text: str) -> Any:
        """The action written ``text`` in the game's notation."""

    def sample_chance(self, rng: random.Random) -> Any:
        """A random outcome at a chance point."""

    def record(self) -> str:
        """The game so far as a record (BLOT JSON, or ``.blksgf``)."""

    def position(self) -> str:
        """The position in one line of text, which
        `rules_py.from_position` reads back."""

    def key(self) -> int:
        """The position's key: a 64-bit ``int``, equal for equal positions,
        the same in every process and in Pyodide."""
