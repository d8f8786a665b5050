"""The BLOT state machine: actions, legal actions, apply, undo, explain.

A [`BlotState`][rules_py.blot.game.BlotState] follows OpenSpiel's shape. Chance is explicit: the
divinity faces at the start of the game ([`SetFaces`][rules_py.blot.game.SetFaces], skipped when the
faces are given as an option) and each round's deal ([`Deal`][rules_py.blot.game.Deal], with the
cards set aside unseen when the variant sets any aside) are actions taken at chance nodes
(``current_player == CHANCE``), so a game replays from its actions alone.
Every decision is an action of the player who takes it:

* [`Play`][rules_py.blot.game.Play] -- put a card from the hand on a tile (open or join its
  ceremony);
* [`Give`][rules_py.blot.game.Give] -- the winner of a light-face ceremony gives the tile to a
  visible divinity that holds no tile yet;
* [`ChooseStarter`][rules_py.blot.game.ChooseStarter] -- the winner of a round's last ceremony chooses
  who starts the next round (rounds 1-3).

Seats are numbered clockwise from 0; play passes to seat ``+1``. Whatever
depends on the variant (deck, hand size, ceremony size, cards per turn,
teams) is read from its `Variant`.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Union

from ..display import Drawable
from ..errors import IllegalMove, OptionError, RulesError
from ..protocol import CHANCE, NOT_AN_ACTION
from ..reasons import Catalogue, Reason
from .cards import COLOURS, DIVINITIES, FACES, Card, card, divinity, sort_key, tile
from .scoring import GameResult, RoundScore, Trick, ceremony_winner, game_result, round_totals, score_round
from .variants import SEAT_NAMES, Variant, resolve

__all__ = ["CHANCE", "ROUNDS", "SEAT_NAMES", "REASONS", "Play", "Give",
           "ChooseStarter", "SetFaces", "Deal", "Action", "action_from_json", "parse_action",
           "BlotState", "random_game"]

TERMINAL = -4  # the internal seat to act once the game is over (current_player says None)
ROUNDS = 4

# --------------------------------------------------------------------------
# Reasons: stable codes raised with their details; the words are in
# rules_py/i18n/reasons_blot.py

REASONS = Catalogue("reasons_blot")


def _why(code: str, **details: Any) -> Reason:
    return REASONS[code](**details)


# --------------------------------------------------------------------------
# Actions


@dataclass(frozen=True, slots=True)
class Play:
    """Seat ``player`` puts ``card`` on the ``tile`` (a colour)."""

    player: int
    card: Card
    tile: str

    def __str__(self) -> str:
        return f"{self.player}: {self.card} on {self.tile}"

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "play": self.card.code, "tile": self.tile}


@dataclass(frozen=True, slots=True)
class Give:
    """Seat ``player`` (the winner) gives the tile just won to ``divinity``."""

    player: int
    divinity: str

    def __str__(self) -> str:
        return f"{self.player}: give to {self.divinity}"

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "give": self.divinity}


@dataclass(frozen=True, slots=True)
class ChooseStarter:
    """Seat ``player`` (winner of the round's last ceremony) names the next starter."""

    player: int
    seat: int

    def __str__(self) -> str:
        return f"{self.player}: seat {self.seat} starts"

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "starter": self.seat}


@dataclass(frozen=True, slots=True)
class SetFaces:
    """Chance: the visible face (A or B) of Balder, Loki, Odin, Thor."""

    faces: tuple[str, ...]

    def __str__(self) -> str:
        return "faces " + "".join(self.faces)

    def to_json(self) -> dict[str, Any]:
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
        return {"hands": [[c.code for c in h] for h in self.hands],
                "removed": [c.code for c in self.removed]}


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

    Raises [`IllegalMove`][rules_py.errors.IllegalMove] (reason ``not_an_action``)
    when ``text`` is none of these forms.
    """
    try:
        return _parse(text.strip())
    except (ValueError, IndexError, AttributeError):
        raise IllegalMove(NOT_AN_ACTION(action=repr(text)[:80], game="BLOT"), text) from None


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


# --------------------------------------------------------------------------
# The state

_DARK, _LIGHT, _DONE = 0, 1, 2
_TI = {c: i for i, c in enumerate(COLOURS)}


@dataclass(frozen=True, slots=True)
class _Snapshot:
    """Everything [`BlotState.apply`][rules_py.blot.game.BlotState.apply] may change, frozen (for undo and clone).

    Lists of the live state are stored as tuples, so a snapshot can be shared
    between a state and its clones without copying.
    """

    round: int
    phase: str
    faces: tuple[str, ...]
    initial_faces: tuple[str, ...] | None
    hands: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...]
    tile_face: tuple[int, ...]
    tile_cards: tuple[tuple[tuple[int, Card], ...], ...]
    holder: tuple[str | None, ...]
    tricks: tuple[tuple[Trick, ...], ...]
    current: int
    turn_cards: int
    turn_limit: int
    turn_first_tile: str | None
    resume: int
    gift_tile: str | None
    last_winner: int
    starters: tuple[int, ...]
    next_starter: int
    round_faces: tuple[tuple[str, ...], ...]
    deals: tuple[Deal, ...]


class BlotState(Drawable):
    """A BLOT game in progress. See the module docstring.

    ``BlotState(players, variant)``: ``variant`` is a
    `Variant`, its name (``"teams"``), a record
    name (``"standard"``), or ``None`` for the player count's default.
    """

    def __init__(self, players: int = 4, variant: str | Variant | None = None, *,
                 first_player: int = 0, faces: Sequence[str] | None = None) -> None:
        self.variant: Variant = resolve(players, variant)
        if not 0 <= first_player < players:
            raise ValueError(f"first_player must be a seat 0..{players - 1}")
        if faces is not None:
            faces = tuple(faces)
            if len(faces) != 4 or any(f not in FACES for f in faces):
                raise ValueError(f"faces must be four of A/B, got {faces!r}")
        self.n = players
        self.first_player = first_player
        self._history: list[Action] = []
        self._stack: list[_Snapshot] = []
        self._restore(_Snapshot(
            round=0, phase="faces" if faces is None else "deal",
            faces=faces if faces is not None else ("A",) * 4, initial_faces=faces,
            hands=((),) * players, removed=(), tile_face=(_DARK,) * 4, tile_cards=((),) * 4,
            holder=(None,) * 4, tricks=(), current=CHANCE, turn_cards=0, turn_limit=1,
            turn_first_tile=None, resume=0, gift_tile=None, last_winner=-1, starters=(),
            next_starter=first_player, round_faces=(), deals=()))

    @property
    def teams(self) -> bool:
        """Whether partners pool their scores (the variant has teams)."""
        return self.variant.teams is not None

    @property
    def n_scorers(self) -> int:
        """How many players or teams each round is scored for."""
        return self.variant.n_scorers

    # ---------------------------------------------------------------- queries

    @property
    def current_player(self) -> int | None:
        """Seat to act, ``CHANCE`` at a chance node, ``None`` once the game is over."""
        if self._phase == "over":
            return None
        if self._phase in ("faces", "deal"):
            return CHANCE
        return self._current

    @property
    def phase(self) -> str:
        """``faces``, ``deal`` (chance), ``play``, ``give``, ``starter`` or ``over``."""
        return self._phase

    @property
    def round(self) -> int:
        """0-based index of the current round (0..3)."""
        return self._round

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action applied, chance ones (faces, deals) included."""
        return tuple(self._history)

    @property
    def players(self) -> tuple[int, ...]:
        """The seats, ``(0, ..., n - 1)``."""
        return tuple(range(self.n))

    @property
    def is_over(self) -> bool:
        """Whether the fourth round is over (the same as [`is_terminal`][rules_py.blot.game.BlotState.is_terminal])."""
        return self._phase == "over"

    @property
    def faces(self) -> tuple[str, ...]:
        """Visible face of Balder, Loki, Odin, Thor now."""
        return tuple(self._faces)

    @property
    def initial_faces(self) -> tuple[str, ...] | None:
        return self._initial_faces

    @property
    def masked(self) -> str:
        return DIVINITIES[self._round]

    @property
    def deals(self) -> tuple[Deal, ...]:
        return tuple(self._deals)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._hands[seat])

    @property
    def removed(self) -> tuple[Card, ...]:
        return tuple(self._removed)

    def tile_face(self, colour: str) -> str:
        """``dark``, ``light`` or ``done`` (its light ceremony is won) this round."""
        return ("dark", "light", "done")[self._tile_face[_TI[colour]]]

    def tile_cards(self, colour: str) -> tuple[tuple[int, Card], ...]:
        return tuple(self._tile_cards[_TI[colour]])

    def holders(self) -> dict[str, str]:
        """Divinity -> colour of the tile it holds this round."""
        return {d: c for d, c in zip(DIVINITIES, self._holder) if c is not None}

    def tricks(self, round_index: int | None = None) -> tuple[Trick, ...]:
        r = self._round if round_index is None else round_index
        return tuple(self._tricks[r]) if r < len(self._tricks) else ()

    @property
    def last_winner(self) -> int:
        """Seat that won the most recent ceremony (-1 before any)."""
        return self._last_winner

    @property
    def starters(self) -> tuple[int, ...]:
        return tuple(self._starters)

    @property
    def gift_tile(self) -> str | None:
        return self._gift_tile if self._phase == "give" else None

    def scorer(self, seat: int) -> int:
        """The scorer (player, or team in a team variant) that ``seat`` scores for."""
        return self.variant.scorer(seat)

    def is_terminal(self) -> bool:
        return self._phase == "over"

    def is_chance_node(self) -> bool:
        return self._phase in ("faces", "deal")

    def tiles_in_play(self) -> list[str]:
        return [c for i, c in enumerate(COLOURS) if self._tile_face[i] != _DONE]

    def round_complete(self, round_index: int) -> bool:
        return round_index < len(self._tricks) and len(self._tricks[round_index]) == 8

    # ---------------------------------------------------------------- legality

    def explain(self, action: Action | str) -> Reason | None:
        """``None`` if ``action`` (an action or its text) is legal now, otherwise why not."""
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except IllegalMove as exc:
                return exc.reason
        ph = self._phase
        if not isinstance(action, (Play, Give, ChooseStarter, SetFaces, Deal)):
            return NOT_AN_ACTION(action=repr(action)[:80], game="BLOT")
        if ph == "over":
            return _why("game_over")
        if isinstance(action, (SetFaces, Deal)):
            if ph not in ("faces", "deal"):
                return _why("not_chance")
            if isinstance(action, SetFaces):
                if ph != "faces":
                    return _why("chance_expected", what="the deal")
                if len(action.faces) != 4 or any(f not in FACES for f in action.faces):
                    return _why("bad_faces", faces="".join(map(str, action.faces)))
                return None
            if ph != "deal":
                return _why("chance_expected", what="the divinity faces")
            return self._deal_problem(action)
        if ph == "faces":
            return _why("chance_expected", what="the divinity faces")
        if ph == "deal":
            return _why("chance_expected", what="the deal")
        if not (isinstance(action.player, int) and 0 <= action.player < self.n):
            return _why("no_such_seat", seat=action.player)
        if isinstance(action, Play):
            if action.tile not in _TI:
                return _why("no_such_tile", tile=action.tile)
            if not isinstance(action.card, Card):
                return NOT_AN_ACTION(action=repr(action)[:80], game="BLOT")
            if ph == "give":
                return _why("gift_pending", winner=self._current, tile=self._gift_tile)
            if ph == "starter":
                return _why("starter_pending", winner=self._current)
            if action.player != self._current:
                return _why("not_your_turn", expected=self._current)
            return self._play_problem(action.player, action.card, action.tile)
        if isinstance(action, Give):
            return self._give_problem(action)
        if isinstance(action, ChooseStarter):
            if ph != "starter":
                return _why("no_starter_choice")
            if action.player != self._current:
                return _why("not_your_turn", expected=self._current)
            if not 0 <= action.seat < self.n:
                return _why("no_such_seat", seat=action.seat)
            return None
        raise AssertionError(action)  # every action type is handled above

    def _give_problem(self, action: Give) -> Reason | None:
        if action.divinity not in DIVINITIES:
            return _why("no_such_divinity", divinity=action.divinity)
        if self._phase != "give":
            return _why("no_gift_pending")
        if action.player != self._current:  # the winner of the light ceremony
            return _why("not_your_turn", expected=self._current)
        d = DIVINITIES.index(action.divinity)
        if d == self._round:
            return _why("divinity_masked", divinity=action.divinity)
        held = self._holder[d]
        if held is not None:
            return _why("divinity_has_tile", divinity=action.divinity, tile=held)
        return None

    def _play_problem(self, p: int, c: Card, t: str) -> Reason | None:
        hand = self._hands[p]
        if c not in hand:
            return _why("card_not_in_hand", card=c.code)
        ti = _TI[t]
        if self._tile_face[ti] == _DONE:
            return _why("tile_not_available", tile=t)
        if self._same_tile_twice(t, len(self.tiles_in_play())):
            return _why("same_tile_twice", tile=t)
        on = self._tile_cards[ti]
        if not on:
            if c.colour == t and any(h.colour != t for h in hand):
                return _why("tile_colour_opening", tile=t)
            return None
        req = on[0][1].colour
        if c.colour != req and any(h.colour == req for h in hand):
            return _why("must_follow", colour=req)
        return None

    def _same_tile_twice(self, t: str, tiles_in_play: int) -> bool:
        """Whether ``t`` would be a turn's second card on the tile of its first.

        Only a variant with several cards per turn ever gets here mid-turn; the
        rule gives way when a single tile is left in play.
        """
        return self._turn_cards > 0 and t == self._turn_first_tile and tiles_in_play > 1

    def _deal_problem(self, d: Deal) -> Reason | None:
        v = self.variant
        if len(d.hands) != v.players:
            return _why("bad_deal", problem=f"{len(d.hands)} hands for {v.players} players")
        for s, h in enumerate(d.hands):
            if len(h) != v.hand_size:
                return _why("bad_deal", problem=f"seat {s} has {len(h)} cards, not {v.hand_size}")
        if len(d.removed) != v.removed:
            return _why("bad_deal", problem=f"{len(d.removed)} cards set aside, not {v.removed}")
        used = [c for h in d.hands for c in h] + list(d.removed)
        if sorted(used, key=sort_key) != sorted(v.deck, key=sort_key):
            return _why("bad_deal", problem=f"the cards are not exactly the {len(v.deck)}-card deck")
        return None

    def is_legal(self, action: Action) -> bool:
        return self.explain(action) is None

    def legal_actions(self) -> list[Action]:
        """Every legal action now. At the deal node the outcomes are too many to
        list: this returns ``[]``; draw one with [`sample_chance`][rules_py.blot.game.BlotState.sample_chance]."""
        ph = self._phase
        if ph == "play":
            p = self._current
            return [Play(p, c, t) for t, cards in self.playable() for c in cards]
        if ph == "give":
            return [Give(self._current, d) for i, d in enumerate(DIVINITIES)
                    if i != self._round and self._holder[i] is None]
        if ph == "starter":
            return [ChooseStarter(self._current, s) for s in range(self.n)]
        if ph == "faces":
            return [SetFaces(f) for f in itertools.product(FACES, repeat=4)]
        return []

    def playable(self) -> list[tuple[str, list[Card]]]:
        """Per tile the seat to act may play on, the cards it may put there,
        in the order [`legal_actions`][rules_py.blot.game.BlotState.legal_actions] lists them: the rules of what may
        be played, without building the actions."""
        hand = self._hands[self._current]
        in_play = [c for i, c in enumerate(COLOURS) if self._tile_face[i] != _DONE]
        n_in_play = len(in_play)
        out: list[tuple[str, list[Card]]] = []
        for t in in_play:
            if self._turn_cards and self._same_tile_twice(t, n_in_play):
                continue
            on = self._tile_cards[_TI[t]]
            if not on:
                ok = [c for c in hand if c.colour != t] or hand
            else:
                req = on[0][1].colour
                ok = [c for c in hand if c.colour == req] or hand
            out.append((t, ok))
        return out

    def sample_chance(self, rng: random.Random) -> Action:
        """A random outcome of the chance node (faces or deal)."""
        if self._phase == "faces":
            return SetFaces(tuple(rng.choice(FACES) for _ in range(4)))
        if self._phase == "deal":
            v = self.variant
            cards = list(v.deck)
            rng.shuffle(cards)
            k, size = v.removed, v.hand_size
            removed = tuple(sorted(cards[:k], key=sort_key))
            rest = cards[k:]
            hands = tuple(tuple(sorted(rest[i * size:(i + 1) * size], key=sort_key))
                          for i in range(self.n))
            return Deal(hands, removed)
        raise ValueError("not a chance node")

    # ---------------------------------------------------------------- apply / undo

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its text, see [`parse_action`][rules_py.blot.game.BlotState.parse_action]); an
        illegal or foreign one raises [`IllegalMove`][rules_py.errors.IllegalMove] and leaves the
        state unchanged."""
        if isinstance(action, str):
            action = parse_action(action)
        why = self.explain(action)
        if why is not None:
            raise IllegalMove(why, action)
        self.apply_listed(action)

    def apply_listed(self, action: Action) -> None:
        """[`apply`][rules_py.blot.game.BlotState.apply] without the legality check, for an action the caller
        took from this very state's [`legal_actions`][rules_py.blot.game.BlotState.legal_actions] or
        [`playable`][rules_py.blot.game.BlotState.playable]
        (the bots' searches); it can be undone like any other."""
        self._stack.append(self._save())
        self._history.append(action)
        if isinstance(action, Play):
            self._do_play(action)
        elif isinstance(action, Give):
            self._do_give(action)
        elif isinstance(action, ChooseStarter):
            self._do_starter(action)
        elif isinstance(action, SetFaces):
            self._faces = list(action.faces)
            self._initial_faces: tuple[str, ...] | None = tuple(action.faces)
            self._phase = "deal"
        else:
            self._do_deal(action)

    apply_action = apply

    def parse_action(self, text: str) -> Action:
        """The action written ``text`` (see [`parse_action`][rules_py.blot.game.BlotState.parse_action]); legal or
        not."""
        return parse_action(text)

    def observation(self, player: int) -> Any:
        """What seat ``player`` may see now: an
        `Observation`, the only input a bot gets."""
        from .observation import observe  # it builds on this module: imported on call

        if not (isinstance(player, int) and 0 <= player < self.n):
            raise OptionError(f"no seat {player!r} in this game", [str(s) for s in range(self.n)])
        return observe(self, player)

    def record(self) -> str:
        """The game so far as a JSON record ([`rules_py.blot.record`][rules_py.blot.record]),
        once the faces are drawn (a [`RulesError`][rules_py.errors.RulesError] before)."""
        from .record import Record  # it builds on this module: imported on call

        if self._initial_faces is None:
            raise RulesError("a BLOT record starts with the divinity faces: draw them first")
        return Record.from_state(self).dumps()

    def undo(self) -> Action:
        """Take back the last action (chance ones too) and return it."""
        if not self._stack:
            raise IndexError("nothing to undo")
        self._restore(self._stack.pop())
        return self._history.pop()

    def _save(self) -> _Snapshot:
        return _Snapshot(
            round=self._round, phase=self._phase, faces=tuple(self._faces),
            initial_faces=self._initial_faces, hands=tuple(map(tuple, self._hands)),
            removed=tuple(self._removed), tile_face=tuple(self._tile_face),
            tile_cards=tuple(map(tuple, self._tile_cards)), holder=tuple(self._holder),
            tricks=tuple(map(tuple, self._tricks)), current=self._current,
            turn_cards=self._turn_cards, turn_limit=self._turn_limit,
            turn_first_tile=self._turn_first_tile, resume=self._resume,
            gift_tile=self._gift_tile, last_winner=self._last_winner,
            starters=tuple(self._starters), next_starter=self._next_starter,
            round_faces=tuple(self._round_faces), deals=tuple(self._deals))

    def _restore(self, s: _Snapshot) -> None:
        # fresh lists, so the live state never shares a mutable list with a snapshot
        self._round = s.round
        self._phase = s.phase
        self._faces = list(s.faces)
        self._initial_faces = s.initial_faces
        self._hands: list[list[Card]] = [list(h) for h in s.hands]
        self._removed: list[Card] = list(s.removed)
        self._tile_face: list[int] = list(s.tile_face)
        self._tile_cards: list[list[tuple[int, Card]]] = [list(t) for t in s.tile_cards]
        self._holder: list[str | None] = list(s.holder)
        self._tricks: list[list[Trick]] = [list(r) for r in s.tricks]
        self._current = s.current
        self._turn_cards = s.turn_cards  # cards played so far in the current turn
        self._turn_limit = s.turn_limit  # cards the current turn may hold
        self._turn_first_tile = s.turn_first_tile
        self._resume = s.resume  # who plays once the pending gift is made
        self._gift_tile = s.gift_tile
        self._last_winner = s.last_winner
        self._starters: list[int] = list(s.starters)
        self._next_starter = s.next_starter
        self._round_faces: list[tuple[str, ...]] = list(s.round_faces)
        self._deals: list[Deal] = list(s.deals)

    def clone(self) -> "BlotState":
        """An independent copy (its own history and undo stack).

        Every attribute is copied as `_restore` sets it, the mutable
        lists one level deep (their items, cards, tricks, tuples and strings,
        are immutable), without building a snapshot: the searches clone a
        world once per option tried."""
        other = object.__new__(BlotState)
        other.__dict__.update(self.__dict__)
        other._faces = list(self._faces)
        other._hands = [list(h) for h in self._hands]
        other._removed = list(self._removed)
        other._tile_face = list(self._tile_face)
        other._tile_cards = [list(t) for t in self._tile_cards]
        other._holder = list(self._holder)
        other._tricks = [list(r) for r in self._tricks]
        other._starters = list(self._starters)
        other._round_faces = list(self._round_faces)
        other._deals = list(self._deals)
        other._history = list(self._history)
        other._stack = list(self._stack)  # snapshots are frozen: sharing them is safe
        return other

    def _do_deal(self, d: Deal) -> None:
        self._hands = [sorted(h, key=sort_key) for h in d.hands]
        self._removed = list(d.removed)
        self._deals.append(d)
        self._tile_face = [_DARK] * 4
        self._tile_cards = [[] for _ in range(4)]
        self._holder = [None] * 4
        self._tricks.append([])
        self._round_faces.append(tuple(self._faces))
        self._starters.append(self._next_starter)
        self._current = self._next_starter
        self._turn_cards = 0
        self._turn_limit = 1  # the first turn of a round is one card, also with 2 players
        self._turn_first_tile = None
        self._phase = "play"

    def _do_play(self, a: Play) -> None:
        p, c, t = a.player, a.card, a.tile
        self._hands[p].remove(c)
        ti = _TI[t]
        on = self._tile_cards[ti]
        on.append((p, c))
        self._turn_cards += 1
        if self._turn_cards == 1:
            self._turn_first_tile = t
        # who plays next, once any gift is settled
        if self._turn_cards < self._turn_limit and self._hands[p]:
            nxt = p
        else:
            nxt = (p + 1) % self.n
        if len(on) == self.variant.ceremony_size:
            winner = ceremony_winner(t, on)
            trick = Trick(self._round, len(self._tricks[self._round]), t,
                          "dark" if self._tile_face[ti] == _DARK else "light", tuple(on), winner)
            self._tricks[self._round].append(trick)
            self._tile_cards[ti] = []
            self._last_winner = winner
            if self._tile_face[ti] == _DARK:
                self._tile_face[ti] = _LIGHT
            else:
                self._tile_face[ti] = _DONE
                if len(self._tricks[self._round]) == 8:
                    self._end_round()
                    return
                self._phase = "give"
                self._gift_tile = t
                self._current = winner
                self._resume = nxt
                if nxt != p:
                    self._new_turn()
                return
        if nxt != p:
            self._new_turn()
        self._current = nxt

    def _new_turn(self) -> None:
        self._turn_cards = 0
        self._turn_limit = self.variant.cards_per_turn
        self._turn_first_tile = None

    def _do_give(self, a: Give) -> None:
        d = DIVINITIES.index(a.divinity)
        assert self._gift_tile is not None
        self._holder[d] = self._gift_tile
        tricks = self._tricks[self._round]
        tricks[-1] = replace(tricks[-1], given_to=a.divinity)
        self._gift_tile = None
        self._phase = "play"
        self._current = self._resume

    def _end_round(self) -> None:
        if self._round == ROUNDS - 1:
            self._phase = "over"
            self._current = TERMINAL
        else:
            self._phase = "starter"
            self._current = self._last_winner

    def _do_starter(self, a: ChooseStarter) -> None:
        self._next_starter = a.seat
        self._round += 1
        # the counting card moves on; every other divinity card turns over
        self._faces = [f if i == self._round else ("B" if f == "A" else "A")
                       for i, f in enumerate(self._faces)]
        self._phase = "deal"
        self._current = CHANCE

    # ---------------------------------------------------------------- scores

    def round_score(self, round_index: int) -> RoundScore:
        """Breakdown of a finished round (ValueError if it is not finished)."""
        if not self.round_complete(round_index):
            raise ValueError(f"round {round_index + 1} is not finished")
        return score_round(round_index, self._tricks[round_index],
                           self._holders_of(round_index), self._round_faces[round_index],
                           self.variant)

    def round_totals(self, round_index: int) -> tuple[int, ...]:
        """``round_score(round_index).totals`` without the breakdown (for the
        bots' playouts); the round must be finished."""
        if not self.round_complete(round_index):
            raise ValueError(f"round {round_index + 1} is not finished")
        return round_totals(self._tricks[round_index], self._holders_of(round_index),
                            self._round_faces[round_index], self.variant)

    def _holders_of(self, r: int) -> dict[str, str]:
        given = {t.given_to: t.tile for t in self._tricks[r] if t.given_to is not None}
        return {d: given[d] for d in DIVINITIES if d in given}

    def round_scores(self) -> list[RoundScore]:
        return [self.round_score(r) for r in range(len(self._tricks)) if self.round_complete(r)]

    def totals(self) -> tuple[int, ...]:
        rs = self.round_scores()
        return tuple(sum(r.scorers[k].total for r in rs) for k in range(self.variant.n_scorers))

    def result(self) -> GameResult:
        """Winner(s) and the tie-break used; only at the end of the game."""
        if not self.is_terminal():
            raise ValueError("the game is not over")
        return game_result(self.round_scores(), self.scorer(self._last_winner))

    def returns(self) -> list[float]:
        """Each seat's game total so far, final once the game is over (a team's
        total for both partners)."""
        t = self.totals()
        return [float(t[self.scorer(s)]) for s in range(self.n)]

    def round_faces(self, round_index: int) -> tuple[str, ...]:
        return self._round_faces[round_index]

    # ---------------------------------------------------------------- display

    def __str__(self) -> str:
        lines = [f"BLOT {self.n} players ({self.variant.name}), round {self._round + 1}, "
                 f"phase {self._phase}, to act: {self.current_player}"]
        lines.append("divinities: " + ", ".join(
            f"{d}{'(masked)' if i == self._round else ''}:{self._faces[i]}"
            + (f"<{self._holder[i]}>" if self._holder[i] else "") for i, d in enumerate(DIVINITIES)))
        for i, c in enumerate(COLOURS):
            lines.append(f"  {c:6} {('dark', 'light', 'done')[self._tile_face[i]]:5} "
                         + " ".join(f"{s}:{cd}" for s, cd in self._tile_cards[i]))
        for s in range(self.n):
            lines.append(f"  seat {s}: " + " ".join(c.code for c in self._hands[s]))
        return "\n".join(lines)

    def __repr__(self) -> str:
        to_act = {CHANCE: "chance", None: "nobody"}.get(self.current_player,
                                                            self.current_player)
        hands = ", ".join(str(len(h)) for h in self._hands)
        return (f"<BlotState {self.variant.name}, round {self._round + 1}/{ROUNDS}, "
                f"{self._phase}, to act: {to_act}, hands: [{hands}]>")


def random_game(players: int = 4, variant: str | Variant | None = None, seed: int | None = 0,
                *, first_player: int = 0, faces: Sequence[str] | None = None,
                rng: random.Random | None = None) -> BlotState:
    """A complete game with uniformly random legal choices (seeded)."""
    rng = rng or random.Random(seed)
    st = BlotState(players, variant, first_player=first_player, faces=faces)
    while not st.is_terminal():
        if st.is_chance_node():
            st.apply(st.sample_chance(rng))
        else:
            st.apply(rng.choice(st.legal_actions()))
    return st
