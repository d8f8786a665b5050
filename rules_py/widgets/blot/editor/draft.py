"""A BLOT deal being composed: who holds each card, the cards set aside,
the first player, the divinities' faces; and the moves played from it.

A `Draft` is plain data (the widget's state, `Draft.to_state`
and `Draft.from_state`). Every change goes through a method that first
checks it and raises `DealRefused` (a stable ``code`` and the reason
in the reader's language) without changing anything when it is impossible:

* ``not_a_card`` -- the text names no card;
* ``not_in_deck`` -- a card this player count does not use (the 1s and 2s
  with four players, say);
* ``no_such_seat`` -- a hand the table does not have;
* ``no_aside`` -- cards set aside in a variant that sets none aside;
* ``hand_full`` / ``aside_full`` -- the hand (or the cards set aside)
  already holds what the variant deals;
* ``bad_face`` -- a divinity face other than A or B;
* ``has_moves`` -- the deal changes while moves are played from it;
* ``incomplete`` -- play starts before every card is placed (it says who
  still needs how many).

The tiles need no field: every deal starts with the four tiles dark face
up (the rules), which the game state holds once the deal is applied.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from .... import links
from ....blot import notation
from ....blot.cards import DIVINITIES, FACES, Card, card, sort_key
from ....blot.game import Action, BlotState, Deal, SetFaces
from ....blot.record import Record, RoundRecord
from ....blot.variants import Variant, resolve
from ....errors import IllegalMove, RecordError, RulesError
from ....i18n.messages import tr
from ....render.cards import seat_labels, shown_code
from ..table.games import LAYOUTS

#: what each seat may be: the author (who plays it by hand) or a bot
KINDS = ("author", "random", "heuristic", "level1", "level2")
MAX_TITLE, MAX_COMMENT = links.MAX_TITLE, links.MAX_COMMENT
ASIDE = "aside"


class DealRefused(RulesError):
    """A change the composer refuses; ``code`` names why (see the module docstring)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def code_of(a: Action) -> str:
    """A move as the link writes it (`rules_py.blot.notation.short`): ``R7g``, ``O``, ``2``."""
    code = notation.short(a)
    if code is None:
        raise ValueError(f"not a player's move: {a}")
    return code


def action_of(text: str, player: int) -> Action | None:
    """The move ``text`` (as `code_of` writes it) of ``player``; ``None`` if it is none."""
    return notation.from_short(text, player)


def _pile(hands: list[list[str]], aside: list[str], where: int | str) -> list[str]:
    """The hand of seat ``where``, or the cards set aside (`ASIDE`)."""
    return hands[where] if isinstance(where, int) else aside


@dataclass
class Draft:
    """The composer's data (see the module docstring)."""

    layout: str = "4"
    hands: list[list[str]] = field(default_factory=lambda: [[] for _ in range(4)])
    aside: list[str] = field(default_factory=list)
    first: int = 0
    faces: str = "AAAA"
    kinds: list[str] = field(default_factory=lambda: ["author"] * 4)
    moves: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    title: str = ""
    intro: str = ""

    # ------------------------------------------------------------ the table
    @property
    def variant(self) -> Variant:
        players, name = LAYOUTS[self.layout]
        return resolve(players, name)

    @property
    def players(self) -> int:
        return self.variant.players

    def labels(self) -> list[str]:
        """The seats' names in the reader's language."""
        return seat_labels(self.variant.seat_names)

    def owner(self, code: str) -> int | str | None:
        """The seat holding ``code``, `ASIDE`, or ``None`` (not placed yet)."""
        for s, h in enumerate(self.hands):
            if code in h:
                return s
        return ASIDE if code in self.aside else None

    def needs(self) -> list[int]:
        """How many cards each hand still needs."""
        return [self.variant.hand_size - len(h) for h in self.hands]

    def aside_needs(self) -> int:
        return self.variant.removed - len(self.aside)

    def complete(self) -> bool:
        return not any(self.needs()) and not self.aside_needs()

    # ------------------------------------------------------------ changes (checked first)
    def _no_moves(self) -> None:
        if self.moves:
            raise DealRefused("has_moves", tr("The deal cannot change under the moves played from it: "
                                              "take the moves back first."))

    def with_layout(self, layout: str) -> "Draft":
        """The same faces and first player (if it still exists) at another
        table; the hands start empty (the decks differ)."""
        self._no_moves()
        if not isinstance(layout, str) or layout not in LAYOUTS:
            raise DealRefused("no_such_layout", tr("There is no table {layout!r}.", layout=str(layout)[:20]))
        n = LAYOUTS[layout][0]
        kinds = (self.kinds + ["author"] * n)[:n]
        return replace(self, layout=layout, hands=[[] for _ in range(n)], aside=[],
                       first=self.first if self.first < n else 0, kinds=kinds)

    def _card(self, code: str) -> Card:
        try:
            c = card(code)
        except (ValueError, TypeError):
            raise DealRefused("not_a_card", tr("{code!r} is not a card.", code=str(code)[:20])) from None
        if c not in self.variant.deck:
            raise DealRefused("not_in_deck", tr("{card} is not in the {n}-card deck of this table (the "
                                                "lowest value is {low}).", card=shown_code(c), n=len(self.variant.deck),
                                                low=self.variant.lowest_value))
        return c

    def target(self, to: int | str) -> int | str:
        """``to`` checked as a place a card may go: a seat of this table, or
        `ASIDE` when it sets cards aside (else `DealRefused`)."""
        if to == ASIDE:
            if not self.variant.removed:
                raise DealRefused("no_aside", tr("This table sets no card aside."))
            return ASIDE
        if isinstance(to, bool) or not isinstance(to, int) or not 0 <= to < self.players:
            raise DealRefused("no_such_seat", tr("This table has no seat {seat}.", seat=str(to)[:20]))
        return to

    def place(self, code: str, to: int | str) -> "Draft":
        """``code`` moved to hand ``to`` (a seat) or set aside (`ASIDE`);
        if it is there already, back to the cards not placed yet."""
        self._no_moves()
        c = self._card(code)
        target = self.target(to)
        hands, aside = [list(h) for h in self.hands], list(self.aside)
        where = self.owner(c.code)
        if where == target:
            _pile(hands, aside, target).remove(c.code)
            return replace(self, hands=hands, aside=aside)
        if target == ASIDE:
            if len(aside) >= self.variant.removed:
                raise DealRefused("aside_full", tr("The {n} cards set aside are all chosen: take one back first.",
                                                   n=self.variant.removed))
        elif len(_pile(hands, aside, target)) >= self.variant.hand_size:
            raise DealRefused("hand_full", tr("{player}'s hand already holds its {n} cards: take one back first.",
                                              player=self.labels()[target if isinstance(target, int) else 0],
                                              n=self.variant.hand_size))
        if where is not None:
            _pile(hands, aside, where).remove(c.code)
        _pile(hands, aside, target).append(c.code)
        return replace(self, hands=hands, aside=aside)

    def with_first(self, seat: int) -> "Draft":
        self._no_moves()
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise DealRefused("no_such_seat", tr("This table has no seat {seat}.", seat=str(seat)[:20]))
        return replace(self, first=seat)

    def with_face(self, divinity: str, face: str) -> "Draft":
        self._no_moves()
        if divinity not in DIVINITIES or face not in FACES:
            raise DealRefused("bad_face", tr("A divinity card shows face A or face B."))
        i = DIVINITIES.index(divinity)
        return replace(self, faces=self.faces[:i] + face + self.faces[i + 1:])

    def cleared(self) -> "Draft":
        self._no_moves()
        return replace(self, hands=[[] for _ in self.hands], aside=[])

    def filled(self, rng: random.Random) -> "Draft":
        """The cards not placed yet dealt at random where places are left."""
        self._no_moves()
        free = [c.code for c in self.variant.deck if self.owner(c.code) is None]
        rng.shuffle(free)
        hands, aside = [list(h) for h in self.hands], list(self.aside)
        for s, k in enumerate(self.needs()):
            hands[s] += [free.pop() for _ in range(k)]
        aside += [free.pop() for _ in range(self.aside_needs())]
        return replace(self, hands=hands, aside=aside)

    def seeded(self, seed: int) -> "Draft":
        """The divinity faces and the deal the play page draws from ``seed``
        (the same chance: faces first, then the deal)."""
        self._no_moves()
        st = BlotState(self.players, self.variant)
        rng = random.Random(seed)
        faces = st.sample_chance(rng)
        st.apply(faces)
        deal = st.sample_chance(rng)
        assert isinstance(deal, Deal)
        return replace(self, faces="".join(st.faces), hands=[[c.code for c in h] for h in deal.hands],
                       aside=[c.code for c in deal.removed])

    def check_complete(self) -> None:
        """Refuse (``incomplete``) a deal with cards still to place, saying who needs how many."""
        short = [tr("{player} needs {n} more", player=name, n=k)
                 for name, k in zip(self.labels(), self.needs()) if k]
        if self.aside_needs():
            short.append(tr("{n} more to set aside", n=self.aside_needs()))
        if short:
            raise DealRefused("incomplete", tr("The deal is not complete: {list}.", list="; ".join(short)))

    # ------------------------------------------------------------ playing from it
    def deal(self) -> Deal:
        key = {c.code: c for c in self.variant.deck}
        return Deal(tuple(tuple(sorted((key[x] for x in h), key=sort_key)) for h in self.hands),
                    tuple(sorted((key[x] for x in self.aside), key=sort_key)))

    def new_state(self) -> BlotState:
        return BlotState(self.players, self.variant, first_player=self.first, faces=tuple(self.faces))

    def replay(self, upto: int | None = None) -> BlotState:
        """The game after the deal and the first ``upto`` moves (all by default);
        `rules_py.errors.RecordError` (``where``: the move) for a move that is not one or is refused."""
        st = self.new_state()
        st.apply(self.deal())
        for k, text in enumerate(self.moves[:upto]):
            seat = st.current_player
            action = action_of(text, seat) if seat is not None and seat >= 0 else None
            if action is None:
                raise RecordError(f"move {k + 1} ({text[:12]!r}) is not a move here", path=f"moves[{k}]",
                                  index=k)
            try:
                st.apply(action)
            except IllegalMove as e:
                raise RecordError(f"move {k + 1}: {e.reason.en}", reason=e.reason, path=f"moves[{k}]",
                                  index=k) from None
        return st

    def record(self) -> Record:
        """The record of the deal and the moves, which ``rules_py.blot.record`` replays."""
        st = self.replay()
        actions = [a for a in st.history if not isinstance(a, (Deal, SetFaces))]
        rnd = RoundRecord(self.deal(), list(actions), [n or None for n in self.notes], self.intro or None)
        return Record(self.players, self.variant.record_name, tuple(self.faces), [rnd], self.variant.seat_names,
                      self.first, self.title or None, None)

    # ------------------------------------------------------------ as a state
    def to_state(self) -> dict[str, Any]:
        return {"layout": self.layout, "hands": [list(h) for h in self.hands], "aside": list(self.aside),
                "first": self.first, "faces": self.faces, "kinds": list(self.kinds), "moves": list(self.moves),
                "notes": list(self.notes), "title": self.title, "intro": self.intro}

    @classmethod
    def from_state(cls, data: dict[str, Any], path: str = "") -> "Draft":
        """The draft in ``data``, checked field by field (`rules_py.errors.RecordError`
        naming the field); the deal may be incomplete, the moves are checked
        by `replay`."""
        def at(key: str) -> str:
            return f"{path}.{key}" if path else key

        def texts(value: Any, key: str, most: int) -> list[str]:
            if not isinstance(value, list) or len(value) > most or not all(isinstance(v, str) for v in value):
                raise RecordError(f"{at(key)} must be a list of at most {most} texts", code="type", path=at(key))
            return list(value)

        layout = data.get("layout", "4")
        if not isinstance(layout, str) or layout not in LAYOUTS:
            raise RecordError(f"unknown table {str(layout)[:20]!r}", path=at("layout"))
        d = cls(layout=layout, hands=[[] for _ in range(LAYOUTS[layout][0])])
        n = d.players
        hands = data.get("hands", d.hands)
        if not isinstance(hands, list) or len(hands) != n:
            raise RecordError(f"{at('hands')} must hold {n} hands", code="type", path=at("hands"))
        first = data.get("first", 0)
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
            raise RecordError(f"{at('first')} must be a seat 0..{n - 1}", path=at("first"))
        faces = data.get("faces", "AAAA")
        if not isinstance(faces, str) or len(faces) != 4 or any(f not in FACES for f in faces):
            raise RecordError(f"{at('faces')} must be four of A/B", path=at("faces"))
        kinds = texts(data.get("kinds", ["author"] * n), "kinds", n)
        if len(kinds) != n or any(k not in KINDS for k in kinds):
            raise RecordError(f"{at('kinds')} must name one of {', '.join(KINDS)} per seat", path=at("kinds"))
        moves = texts(data.get("moves", []), "moves", 200)
        notes = texts(data.get("notes", []), "notes", 200)
        if len(notes) > len(moves) or any(len(x) > MAX_COMMENT for x in notes):
            raise RecordError(f"{at('notes')}: one comment of at most {MAX_COMMENT} characters per move",
                              path=at("notes"))
        title, intro = data.get("title", ""), data.get("intro", "")
        for key, value, most in (("title", title, MAX_TITLE), ("intro", intro, MAX_COMMENT)):
            if not isinstance(value, str) or len(value) > most:
                raise RecordError(f"{at(key)} must be a text of at most {most} characters", code="type",
                                  path=at(key))
        d = replace(d, first=first, faces=faces, kinds=kinds, title=title, intro=intro)
        for s, h in enumerate(hands):
            for j, code in enumerate(texts(h, f"hands[{s}]", 12)):
                d = _placed(d, code, s, at(f"hands[{s}][{j}]"))
        for j, code in enumerate(texts(data.get("aside", []), "aside", 8)):
            d = _placed(d, code, ASIDE, at(f"aside[{j}]"))
        return replace(d, moves=moves, notes=notes + [""] * (len(moves) - len(notes)))

    @classmethod
    def from_record(cls, rec: Record) -> "Draft":
        """The first round of ``rec`` as a draft (its deal, moves and comments)."""
        layout = next((k for k, (n, name) in LAYOUTS.items()
                       if n == rec.players and resolve(n, name).record_name == rec.variant), None)
        if layout is None or not rec.rounds:
            raise RecordError("the composer takes a record with one deal of a table it knows", path="rounds")
        rnd = rec.rounds[0]
        d = cls(layout=layout, hands=[[c.code for c in h] for h in rnd.deal.hands],
                aside=[c.code for c in rnd.deal.removed], first=rec.first_player, faces="".join(rec.faces),
                kinds=["author"] * rec.players, moves=[code_of(a) for a in rnd.actions],
                notes=[(c or "")[:MAX_COMMENT] for c in rnd.comments], title=(rec.title or "")[:MAX_TITLE],
                intro=(rnd.comment or rec.comment or "")[:MAX_COMMENT])
        return d


def _placed(d: Draft, code: str, to: int | str, path: str) -> Draft:
    """``d`` with ``code`` placed, or `rules_py.errors.RecordError` at ``path`` (a card twice, a full
    hand)."""
    try:
        if d.owner(code) is not None:
            raise DealRefused("twice", f"{code} is placed twice")
        return d.place(code, to)
    except DealRefused as e:
        raise RecordError(f"{path}: {e}", path=path) from None


__all__ = ["ASIDE", "KINDS", "MAX_COMMENT", "MAX_TITLE", "DealRefused", "Draft", "action_of", "code_of"]
