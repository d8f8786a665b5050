"""The BLOT state machine: actions, legal actions, apply, undo, explain.

A `rules_py.blot.game.BlotState` follows OpenSpiel's shape. Chance is explicit: the
divinity faces at the start of the game (`rules_py.blot.actions.SetFaces`, skipped when the
faces are given as an option) and each round's deal (`rules_py.blot.actions.Deal`, with the
cards set aside unseen when the variant sets any aside) are actions taken at chance nodes
(``current_player == CHANCE``), so a game replays from its actions alone.
Every decision is an action of the player who takes it:

* `rules_py.blot.actions.Play` -- put a card from the hand on a tile (open or join its
  ceremony);
* `rules_py.blot.actions.Give` -- the winner of a light-face ceremony gives the tile to a
  visible divinity that holds no tile yet;
* `rules_py.blot.actions.ChooseStarter` -- the winner of a round's last ceremony chooses
  who starts the next round (rounds 1-3).

The action classes, their notation and JSON form live in
`rules_py.blot.actions` (this module re-exports them). Searches move a
throwaway state with `rules_py.blot.game.BlotState.apply_unchecked` and read it through
its read-only views (``hands_view``, ``tile_cards_view``, ``removed_view``,
``seat_to_act``).

Seats are numbered clockwise from 0; play passes to seat ``+1``. Whatever
depends on the variant (deck, hand size, ceremony size, cards per turn,
teams) is read from its `Variant`.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..display import Drawable
from ..errors import IllegalMove, NothingToUndo, OptionError, RecordError, RulesError
from ..protocol import CHANCE, NOT_AN_ACTION
from ..reasons import Catalogue, Reason
from .actions import (NOTATION, Action, ChooseStarter, Deal, Give, Play, SetFaces, action_from_json, malformed,
                      not_an_action, parse_action)
from .cards import COLOURS, DIVINITIES, FACES, Card, card, divinity, sort_key, tile
from .observation import Observation, observe
from . import position as blot_position
from .position import Snapshot as _Snapshot
from .record_json import state_record
from .scoring import (GameResult, RoundScore, Standings, Trick, ceremony_winner, faces_after, game_result,
                      round_totals, score_round, standings)
from .variants import SEAT_NAMES, Variant, resolve

__all__ = ["CHANCE", "ROUNDS", "SEAT_NAMES", "REASONS", "Play", "Give",
           "ChooseStarter", "SetFaces", "Deal", "Action", "action_from_json", "parse_action", "NOTATION",
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
# The state

_DARK, _LIGHT, _DONE = 0, 1, 2
_TI = {c: i for i, c in enumerate(COLOURS)}


class BlotState(Drawable):
    """A BLOT game in progress, from the draw of the divinity faces to the end
    of its fourth round.

    ``BlotState(players, variant)``: ``variant`` is a
    `Variant`, its name (``"teams"``), a record
    name (``"standard"``), or ``None`` for the player count's default;
    ``first_player`` is the seat that starts the first round, and
    ``faces`` (four of ``A``/``B``) skips the chance draw of the faces.

    It speaks the protocol of every state (`rules_py.protocol.GameState`):
    ``current_player`` (a seat, `rules_py.protocol.CHANCE` at the
    faces and each deal, ``None`` once over), ``legal_actions()``, ``apply``,
    ``undo()``, ``observation(seat)`` (what one seat may see), ``record()``,
    ``position()`` and ``key()``. The scores: ``round_score(r)`` (rounds
    counted from 0), ``totals()``, ``standings()`` at any point, ``result()``
    once over.

        >>> game = BlotState(3, faces="ABBA")
        >>> game.current_player == CHANCE, game.phase
        (True, 'deal')
        >>> game.apply(game.sample_chance(random.Random(1)))
        >>> game.current_player, len(game.hand(0))
        (0, 8)
    """

    def __init__(self, players: int = 4, variant: str | Variant | None = None, *,
                 first_player: int = 0, faces: Sequence[str] | None = None) -> None:
        if isinstance(players, bool) or players not in (2, 3, 4, 5):
            raise OptionError(f"BLOT is played by 2 to 5 players, not {players!r}", ["2", "3", "4", "5"])
        if variant is not None and not isinstance(variant, (str, Variant)):
            raise OptionError(f"variant={variant!r} is not a BLOT variant's name")
        try:
            self.variant: Variant = resolve(players, variant)
        except ValueError as exc:
            raise OptionError(str(exc)) from None
        if isinstance(first_player, bool) or not isinstance(first_player, int) \
                or not 0 <= first_player < players:
            raise OptionError(f"first_player={first_player!r} is not a seat", [str(s) for s in range(players)])
        if faces is not None:
            if not isinstance(faces, (str, tuple, list)):
                raise OptionError(f"faces={faces!r} is not four faces (a text such as 'ABBA')", FACES)
            faces = tuple(faces)
            if len(faces) != 4 or any(f not in FACES for f in faces):
                raise OptionError(f"faces={faces!r} is not four faces (a text such as 'ABBA')", FACES)
        self.n = players
        self.first_player = first_player
        self._history: list[Action] = []
        self._stack: list[_Snapshot] = []
        self._initial_faces: tuple[str, ...] | None = None
        start = _Snapshot(
            round=0, phase="faces", faces=("A",) * 4, initial_faces=None,
            hands=((),) * players, removed=(), tile_face=(_DARK,) * 4, tile_cards=((),) * 4,
            holder=(None,) * 4, tricks=(), current=CHANCE, turn_cards=0, turn_limit=1,
            turn_first_tile=None, resume=0, gift_tile=None, last_winner=-1, starters=(),
            next_starter=first_player, round_faces=(), deals=())
        self._restore(start)
        if faces is not None:
            # The faces given: as if chance had drawn them (the history holds
            # them, so it replays into a new game and survives a record).
            given: tuple[str, ...] = tuple(faces)
            self._stack.append(start)
            self._history.append(SetFaces(given))
            self._faces = list(given)
            self._initial_faces = given
            self._phase = "deal"

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
        """Whether the fourth round is over (the same as `rules_py.blot.game.BlotState.is_terminal`)."""
        return self._phase == "over"

    @property
    def faces(self) -> tuple[str, ...]:
        """Visible face of Balder, Loki, Odin, Thor now."""
        return tuple(self._faces)

    @property
    def initial_faces(self) -> tuple[str, ...] | None:
        """The four divinity faces drawn at the start of the game (``None`` before the draw)."""
        return self._initial_faces

    @property
    def masked(self) -> str:
        """The divinity the counting card masks this round (Balder in round 1)."""
        return DIVINITIES[self._round]

    @property
    def deals(self) -> tuple[Deal, ...]:
        """Every deal of the game so far, the current round's last."""
        return tuple(self._deals)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards in seat ``seat``'s hand, in order."""
        return tuple(self._hands[self._seat(seat)])

    def _seat(self, seat: object) -> int:
        """``seat`` if it is a seat of this game, else `rules_py.errors.OptionError`."""
        if type(seat) is not int or not 0 <= seat < self.n:
            raise OptionError(f"no seat {seat!r} in this game", [str(s) for s in range(self.n)])
        return seat

    @staticmethod
    def _tile(colour: object) -> int:
        """The index of tile ``colour``, else `rules_py.errors.OptionError`."""
        if not isinstance(colour, str) or colour not in _TI:
            raise OptionError(f"no tile {colour!r}", COLOURS)
        return _TI[colour]

    @property
    def removed(self) -> tuple[Card, ...]:
        """The cards set aside unseen this round (two players only; else empty)."""
        return tuple(self._removed)

    # Read-only views for search: the state's own lists, not copies (a
    # playout reads them at every step). Read them at once and never change
    # them: they change as the state moves on.

    @property
    def seat_to_act(self) -> int:
        """The seat whose decision it is, read without the checks of
        `rules_py.blot.game.BlotState.current_player`: only meaningful in the ``play``, ``give`` and
        ``starter`` phases (where the two agree)."""
        return self._current

    @property
    def hands_view(self) -> Sequence[Sequence[Card]]:
        """Every seat's hand now (a read-only view: see above)."""
        return self._hands

    @property
    def tile_cards_view(self) -> Sequence[Sequence[tuple[int, Card]]]:
        """Per tile, in `COLOURS` order, the
        ``(seat, card)`` pairs on it (a read-only view: see above)."""
        return self._tile_cards

    @property
    def removed_view(self) -> Sequence[Card]:
        """The cards set aside unseen this round (a read-only view: see above)."""
        return self._removed

    def tile_face(self, colour: str) -> str:
        """``dark``, ``light`` or ``done`` (its light ceremony is won) this round."""
        return ("dark", "light", "done")[self._tile_face[self._tile(colour)]]

    def tile_cards(self, colour: str) -> tuple[tuple[int, Card], ...]:
        """The ``(seat, card)`` pairs on tile ``colour`` now, in the order played."""
        return tuple(self._tile_cards[self._tile(colour)])

    def holders(self) -> dict[str, str]:
        """Divinity -> colour of the tile it holds this round."""
        return {d: c for d, c in zip(DIVINITIES, self._holder) if c is not None}

    def tricks(self, round_index: int | None = None) -> tuple[Trick, ...]:
        """The ceremonies won in round ``round_index`` (counted from 0; the current round by default)."""
        if round_index is not None and (type(round_index) is not int or not 0 <= round_index < ROUNDS):
            raise OptionError(f"no round index {round_index!r} (counted from 0)", [str(r) for r in range(ROUNDS)])
        r = self._round if round_index is None else round_index
        return tuple(self._tricks[r]) if r < len(self._tricks) else ()

    @property
    def last_winner(self) -> int:
        """Seat that won the most recent ceremony (-1 before any)."""
        return self._last_winner

    @property
    def starters(self) -> tuple[int, ...]:
        """The seat that led each round so far."""
        return tuple(self._starters)

    @property
    def gift_tile(self) -> str | None:
        """The colour of the tile whose winner must now give it to a divinity (``None`` outside that moment)."""
        return self._gift_tile if self._phase == "give" else None

    def scorer(self, seat: int) -> int:
        """The scorer (player, or team in a team variant) that ``seat`` scores for."""
        return self.variant.scorer(self._seat(seat))

    def is_terminal(self) -> bool:
        """Whether the game is over (its fourth round scored)."""
        return self._phase == "over"

    def is_chance_node(self) -> bool:
        """Whether chance acts next: the faces to draw, or a deal."""
        return self._phase in ("faces", "deal")

    def tiles_in_play(self) -> list[str]:
        """The colours of the tiles still open this round (a ceremony may still be played on them)."""
        return [c for i, c in enumerate(COLOURS) if self._tile_face[i] != _DONE]

    def round_complete(self, round_index: int) -> bool:
        """Whether round ``round_index`` (from 0) has all its eight ceremonies played."""
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
        if malformed(action):
            return not_an_action(action)
        assert isinstance(action, (Play, Give, ChooseStarter, SetFaces, Deal))
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
        """Whether ``action`` is legal now (`rules_py.blot.game.BlotState.explain` says why not)."""
        return self.explain(action) is None

    def legal_actions(self) -> list[Action]:
        """Every legal action now. At the deal node the outcomes are too many to
        list: this returns ``[]``; draw one with `rules_py.blot.game.BlotState.sample_chance`."""
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
        in the order `rules_py.blot.game.BlotState.legal_actions` lists them: the rules of what may
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
        if not isinstance(rng, random.Random):
            raise OptionError(f"rng={rng!r} is not a random.Random")
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
        raise RulesError(f"not a chance point: {self.current_player!r} is to act, not chance")

    # ---------------------------------------------------------------- apply / undo

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its text, see `rules_py.blot.game.BlotState.parse_action`); an
        illegal or foreign one raises `rules_py.errors.IllegalMove` and leaves the
        state unchanged."""
        if isinstance(action, str):
            action = parse_action(action)
        why = self.explain(action)
        if why is not None:
            raise IllegalMove(why, action)
        self.apply_listed(action)

    def apply_listed(self, action: Action) -> None:
        """`rules_py.blot.game.BlotState.apply` without the legality check, for an action the caller
        took from this very state's `rules_py.blot.game.BlotState.legal_actions` or
        `rules_py.blot.game.BlotState.playable`
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
            self._initial_faces = tuple(action.faces)
            self._phase = "deal"
        else:
            self._do_deal(action)

    def apply_unchecked(self, action: Action) -> None:
        """The fastest apply, for a throwaway state a search plays out.

        Preconditions: ``action`` is legal here (taken from this very state's
        `rules_py.blot.game.BlotState.legal_actions` or
        `rules_py.blot.game.BlotState.playable`), and nothing will
        `rules_py.blot.game.BlotState.undo` it: a play or a gift keeps no undo snapshot (other
        actions go through `rules_py.blot.game.BlotState.apply_listed`). The state then equals the
        one `rules_py.blot.game.BlotState.apply` leaves (a test checks it).
        """
        if isinstance(action, Play):
            self._history.append(action)
            self._do_play(action)
        elif isinstance(action, Give):
            self._history.append(action)
            self._do_give(action)
        else:
            self.apply_listed(action)

    apply_action = apply

    def parse_action(self, text: str) -> Action:
        """The action written ``text`` (see `rules_py.blot.game.BlotState.parse_action`); legal or
        not."""
        return parse_action(text)

    def observation(self, player: int) -> Observation:
        """What seat ``player`` may see now: an
        `Observation`, the only input a bot gets."""
        if not (isinstance(player, int) and 0 <= player < self.n):
            raise OptionError(f"no seat {player!r} in this game", [str(s) for s in range(self.n)])
        return observe(self, player)

    def record(self) -> str:
        """The game so far as a JSON record (`rules_py.blot.record`),
        once the faces are drawn (a `rules_py.errors.RulesError` before)."""
        if self._initial_faces is None:
            raise RulesError("a BLOT record starts with the divinity faces: draw them first")
        if self._set_up:
            raise RulesError("this game was set up from a position: it has no record of the moves before it")
        return state_record(self)

    # ---------------------------------------------------------------- positions

    #: Whether the state was set up from a position (it then has no record).
    _set_up = False

    def position(self, seat: int | None = None) -> str:
        """The state in one line of text (the grammar:
        `rules_py.blot.position`); with ``seat``, only
        what that seat may see (the other hands as their sizes, the cards set
        aside as their count, Balder's face ``?`` in round 1). Equal states
        write the same line, and `rules_py.blot.game.BlotState.from_position`
        reads a whole state's line back.

            >>> game = BlotState(4, faces="ABBA")
            >>> game.position()
            'blot four-player 0 1 deal ABBA - 0 - 0.1.- - - -/-/-/- - d/d/d/d ---- -'
        """
        if seat is not None:
            self._seat(seat)
        snap = self._save()
        return blot_position.write(blot_position.from_snapshot(snap, self.variant, self.first_player, seat))

    @classmethod
    def from_position(cls, text: str) -> "BlotState":
        """The state a `rules_py.blot.game.BlotState.position` line
        describes, ready to play on (with no history: ``undo`` has nothing to
        take back and ``record()`` raises `rules_py.errors.RulesError`).
        Its ``deals`` are rebuilt from the cards the position shows. The bots
        that imagine the hidden cards (``strong``, level 3 and up) replay the
        round's public actions, which a position does not hold: from a
        set-up state, play with the ``random``, ``level1`` or ``heuristic``
        bots, or your own.

        A line that does not read, or a seat's view (it hides cards), raises
        `rules_py.errors.RecordError` with line 1, the column and
        the field.

            >>> line = BlotState(3, faces="ABBA").position()
            >>> BlotState.from_position(line).position() == line
            True
        """
        found = blot_position.read(text)
        if found.seat is not None:
            raise RecordError(f"this is seat {found.seat}'s view: it hides cards, so it sets up no game",
                              line=1, column=1, path="game", code="value")
        state = cls(found.variant.players, found.variant, first_player=found.first_player)
        state._restore(blot_position.to_snapshot(found))
        state._initial_faces = found.faces
        state._set_up = True
        return state

    def key(self) -> int:
        """The position's key: a 64-bit ``int`` made by Zobrist hashing
        (`rules_py.zobrist`), equal for states that write the
        same `rules_py.blot.game.BlotState.position`, the same in
        every process, machine and Pyodide.

            >>> BlotState(4, faces="ABBA").key() == BlotState(4, faces="ABBA").key()
            True
        """
        return blot_position.key(blot_position.from_snapshot(self._save(), self.variant, self.first_player))

    def undo(self) -> Action:
        """Take back the last action (chance ones too) and return it."""
        if not self._stack:
            raise NothingToUndo("nothing to undo: no action was applied to this game")
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
        self._faces = list(faces_after(self._faces, self._round))
        self._phase = "deal"
        self._current = CHANCE

    # ---------------------------------------------------------------- scores

    def round_score(self, round_index: int) -> RoundScore:
        """Breakdown of a finished round, ``round_index`` counted from 0
        (`rules_py.errors.OptionError` for a round not finished)."""
        self._finished(round_index)
        return score_round(round_index, self._tricks[round_index],
                           self._holders_of(round_index), self._round_faces[round_index],
                           self.variant)

    def round_totals(self, round_index: int) -> tuple[int, ...]:
        """``round_score(round_index).totals`` without the breakdown (for the
        bots' playouts); the round must be finished."""
        self._finished(round_index)
        return round_totals(self._tricks[round_index], self._holders_of(round_index),
                            self._round_faces[round_index], self.variant)

    def _finished(self, round_index: object) -> None:
        """Refuse (`rules_py.errors.OptionError`) an index that is not a finished round."""
        if type(round_index) is int and 0 <= round_index < len(self._tricks) \
                and len(self._tricks[round_index]) == 8:
            return  # the bots' playouts ask this once per round: the quick way first
        done = [r for r in range(len(self._tricks)) if self.round_complete(r)]
        if isinstance(round_index, bool) or not isinstance(round_index, int) or round_index not in done:
            said = (f"round index {round_index!r} (round {round_index + 1} of {ROUNDS})"
                    if isinstance(round_index, int) and not isinstance(round_index, bool) else repr(round_index))
            raise OptionError(f"{said} is not a finished round: the finished rounds' indexes, "
                              f"counted from 0, are {done or 'none yet'}", [str(r) for r in done])

    def _holders_of(self, r: int) -> dict[str, str]:
        given = {t.given_to: t.tile for t in self._tricks[r] if t.given_to is not None}
        return {d: given[d] for d in DIVINITIES if d in given}

    def round_scores(self) -> list[RoundScore]:
        """The score of each round played to its end, in order."""
        return [self.round_score(r) for r in range(len(self._tricks)) if self.round_complete(r)]

    def totals(self) -> tuple[int, ...]:
        """Each scorer's total over the rounds played to their end (a team's in the teams game)."""
        rs = self.round_scores()
        return tuple(sum(r.scorers[k].total for r in rs) for k in range(self.variant.n_scorers))

    def standings(self) -> Standings:
        """The totals so far and the leaders, at any point of the game: the
        finished rounds only (a round in play counts once it is over).

            >>> BlotState(3).standings().leaders
            (0, 1, 2)
        """
        return standings(self.round_scores(), self.variant.n_scorers)

    def result(self) -> GameResult:
        """Winner(s) and the tie-break used; only at the end of the game."""
        if not self.is_terminal():
            raise RulesError("the game is not over: its result comes after the fourth round")
        return game_result(self.round_scores(), self.scorer(self._last_winner))

    def returns(self) -> list[float]:
        """Each seat's game total so far, final once the game is over (a team's
        total for both partners)."""
        t = self.totals()
        return [float(t[self.scorer(s)]) for s in range(self.n)]

    def round_faces(self, round_index: int) -> tuple[str, ...]:
        """The divinity faces of round ``round_index`` (counted from 0) once it is dealt."""
        if type(round_index) is not int or not 0 <= round_index < len(self._round_faces):
            raise OptionError(f"round index {round_index!r} is not a round dealt yet (counted from 0)",
                              [str(r) for r in range(len(self._round_faces))])
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
