"""A BLOT position in one line of text: the whole state, or one seat's view.

The line is seventeen fields separated by one space (``docs/python.md``
shows them with an example)::

    game variant first round phase faces starters next to-act turn gift last hands aside tiles holders tricks

* ``game``: ``blot`` for the whole state, ``blot@S`` for what seat ``S``
  (from 0) may see: the other hands are then their sizes, the cards set
  aside their count, and Balder's face ``?`` while nobody has seen it;
* ``variant``: a name of `rules_py.blot.variants.VARIANTS` (``four-player``,
  ``teams``...); ``first``: the seat that started the game;
* ``round``: 1 to 4; ``phase``: ``faces``, ``deal``, ``play``, ``give``,
  ``starter`` or ``over``;
* ``faces``: the divinity faces drawn at the start (Balder, Loki, Odin,
  Thor: ``ABBA``), ``-`` before the draw; the faces of later rounds follow
  from them;
* ``starters``: the seat that started each round dealt (``0.2``, ``-``
  before the first deal); ``next``: the seat that starts the next deal;
* ``to-act``: the seat to act, ``-`` at a chance point or once over;
* ``turn``: cards played in this turn, cards the turn may hold, and the
  tile of its first card (``1.2.G``; ``-`` for none);
* ``gift``: the tile to give and the seat that plays once it is given
  (``R>2``), or ``-``; ``last``: the seat that won the last ceremony, or ``-``;
* ``hands``: each seat's hand, ``/`` between seats, cards written one after
  the other (``G1G5B10``), ``-`` for an empty hand;
* ``aside``: the cards set aside unseen this round, or ``-``;
* ``tiles``: each tile (green, blue, red, yellow) as its face (``d`` dark,
  ``l`` light, ``x`` done) and the cards on it in order, ``seat`` then card,
  ``.`` between them (``l0G6.1G3``), ``/`` between tiles;
* ``holders``: per divinity the initial of the tile it holds, or ``-``
  (``-G--``);
* ``tricks``: the ceremonies won in each round dealt, ``/`` between rounds,
  ``,`` between ceremonies, ``-`` for none: the tile's initial, the cards as
  on a tile, and ``>`` with the initial of the divinity it was given to
  (``R0R7.1R2.2G4.3R9>O``). The scores and the tie-breaks are read from them.

A whole state's line reads back into a `rules_py.blot.game.BlotState`
(`rules_py.blot.game.BlotState.from_position`) that
plays on exactly as the state did, and equal states write the same line. A
view reads back into a `rules_py.blot.position.Position` (hidden
parts as counts) that writes the same line again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from ..errors import RecordError
from ..zobrist import MASK, term, text_term
from .actions import Deal
from .cards import ALL_CARDS, COLOURS, DIVINITIES, FACES, FROM_INITIAL, INITIAL, Card, card, sort_key
from .scoring import Trick, ceremony_winner
from .variants import VARIANTS, Variant, deck

__all__ = ["Snapshot", "Position", "PHASES", "CHANCE_SEAT", "OVER_SEAT", "write", "read", "from_snapshot",
           "to_snapshot", "key"]

#: Every phase of a BLOT state, as the ``phase`` field writes it.
PHASES: Final[tuple[str, ...]] = ("faces", "deal", "play", "give", "starter", "over")
#: The internal seat to act at a chance point, and once the game is over.
CHANCE_SEAT: Final[int] = -1
OVER_SEAT: Final[int] = -4
_FACE_LETTERS = "dlx"  # dark, light, done: a tile's face as the internal 0, 1, 2
_CARD = re.compile(r"[GBRY](?:10|[1-9])")
_PAIR = re.compile(r"([0-9])([GBRY](?:10|[1-9]))")
_SEAT = re.compile(r"[0-9]")
_CARD_INDEX = {c: i for i, c in enumerate(ALL_CARDS)}
_FIELDS = ("game", "variant", "first", "round", "phase", "faces", "starters", "next", "to_act", "turn",
           "gift", "last", "hands", "aside", "tiles", "holders", "tricks")


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything `rules_py.blot.game.BlotState.apply` may change, frozen (for undo and clone).

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


@dataclass(frozen=True, slots=True)
class Position:
    """A position line, read: the whole state (``seat`` is ``None``) or one
    seat's view, where a hidden hand is its size (an ``int``), the cards set
    aside their count, and an unseen face ``"?"``. ``round`` counts from 0
    (the line writes it from 1); ``text()`` writes the line again."""

    variant: Variant
    seat: int | None
    first_player: int
    round: int
    phase: str
    faces: tuple[str, ...] | None
    starters: tuple[int, ...]
    next_starter: int
    to_act: int | None
    turn: tuple[int, int, str | None]
    gift: tuple[str, int] | None
    last_winner: int
    hands: tuple[tuple[Card, ...] | int, ...]
    aside: tuple[Card, ...] | int
    tiles: tuple[tuple[int, tuple[tuple[int, Card], ...]], ...]
    holders: tuple[str | None, ...]
    tricks: tuple[tuple[Trick, ...], ...]

    def text(self) -> str:
        """The position's line."""
        return write(self)

    def key(self) -> int:
        """The position's key (see `rules_py.blot.position.key`)."""
        return key(self)


# ---------------------------------------------------------------- writing

def _cards(cards: tuple[Card, ...] | int) -> str:
    if isinstance(cards, int):
        return str(cards) if cards else "-"
    return "".join(c.code for c in cards) or "-"


def _pairs(pairs: tuple[tuple[int, Card], ...]) -> str:
    return ".".join(f"{s}{c.code}" for s, c in pairs)


def _trick(t: Trick) -> str:
    given = f">{t.given_to[0]}" if t.given_to else ""
    return f"{INITIAL[t.tile]}{_pairs(t.cards)}{given}"


def _dot(seats: tuple[int, ...]) -> str:
    return ".".join(map(str, seats)) or "-"


def _seat(seat: int | None) -> str:
    return "-" if seat is None or seat < 0 else str(seat)


def write(p: Position) -> str:
    """The line of ``p`` (the grammar in the module docstring)."""
    played, limit, first_tile = p.turn
    fields = [
        "blot" if p.seat is None else f"blot@{p.seat}", p.variant.name, str(p.first_player),
        str(p.round + 1), p.phase, "".join(p.faces) if p.faces else "-", _dot(p.starters),
        str(p.next_starter), _seat(p.to_act),
        f"{played}.{limit}.{INITIAL[first_tile] if first_tile else '-'}",
        f"{INITIAL[p.gift[0]]}>{p.gift[1]}" if p.gift else "-", _seat(p.last_winner),
        "/".join(_cards(h) for h in p.hands), _cards(p.aside),
        "/".join(_FACE_LETTERS[f] + _pairs(cs) for f, cs in p.tiles),
        "".join(INITIAL[h] if h else "-" for h in p.holders),
        "/".join(",".join(map(_trick, r)) or "-" for r in p.tricks) or "-"]
    return " ".join(fields)


def from_snapshot(s: Snapshot, variant: Variant, first_player: int, seat: int | None = None) -> Position:
    """The position of a state's snapshot, whole or as seat ``seat`` sees it."""
    hands: tuple[tuple[Card, ...] | int, ...] = s.hands
    aside: tuple[Card, ...] | int = tuple(sorted(s.removed, key=sort_key))
    faces = s.initial_faces
    if seat is not None:
        hands = tuple(h if i == seat else len(h) for i, h in enumerate(s.hands))
        aside = len(s.removed)
        if faces is not None and s.round == 0:
            faces = ("?", *faces[1:])
    return Position(
        variant, seat, first_player, s.round, s.phase, faces, s.starters, s.next_starter,
        s.current if s.current >= 0 else None, (s.turn_cards, s.turn_limit, s.turn_first_tile),
        (s.gift_tile, s.resume) if s.phase == "give" and s.gift_tile else None, s.last_winner,
        hands, aside, tuple(zip(s.tile_face, s.tile_cards)), s.holder, s.tricks)


def _faces_of(initial: tuple[str, ...], round_index: int) -> tuple[str, ...]:
    """The faces in round ``round_index``: at each new round the counting card
    moves on, and every other divinity card turns over."""
    faces = initial
    for r in range(1, round_index + 1):
        faces = tuple(f if i == r else ("B" if f == "A" else "A") for i, f in enumerate(faces))
    return faces


def to_snapshot(p: Position) -> Snapshot:
    """The state of a whole position (not a view), as a snapshot to restore."""
    assert p.seat is None and not isinstance(p.aside, int)
    hands = tuple(h for h in p.hands if not isinstance(h, int))
    faces = p.faces
    current = {"faces": CHANCE_SEAT, "deal": CHANCE_SEAT, "over": OVER_SEAT}.get(p.phase)
    return Snapshot(
        round=p.round, phase=p.phase, faces=_faces_of(faces, p.round) if faces else ("A",) * 4,
        initial_faces=faces, hands=hands, removed=p.aside,
        tile_face=tuple(f for f, _ in p.tiles), tile_cards=tuple(cs for _, cs in p.tiles),
        holder=p.holders, tricks=p.tricks, current=current if current is not None else (p.to_act or 0),
        turn_cards=p.turn[0], turn_limit=p.turn[1], turn_first_tile=p.turn[2],
        resume=p.gift[1] if p.gift else 0, gift_tile=p.gift[0] if p.gift else None,
        last_winner=p.last_winner, starters=p.starters, next_starter=p.next_starter,
        round_faces=tuple(_faces_of(faces, r) for r in range(len(p.tricks))) if faces else (),
        deals=_deals(p, hands))


def _deals(p: Position, hands: tuple[tuple[Card, ...], ...]) -> tuple[Deal, ...]:
    """Each dealt round's deal, as the position shows it: a seat was dealt the
    cards it played in that round (ceremonies won, cards on the tiles) and,
    in the current round, the cards it still holds; the cards set aside are
    the rest of the deck (the current round's are written)."""
    out = []
    full = deck(p.variant.players)
    for r, tricks in enumerate(p.tricks):
        dealt: list[list[Card]] = [[] for _ in range(p.variant.players)]
        on_table = [pair for t in tricks for pair in t.cards]
        if r == len(p.tricks) - 1:
            on_table += [pair for _, cards in p.tiles for pair in cards]
            for seat, hand in enumerate(hands):
                dealt[seat] += hand
        for seat, c in on_table:
            dealt[seat].append(c)
        used = {c for h in dealt for c in h}
        aside = p.aside if r == len(p.tricks) - 1 and not isinstance(p.aside, int) and p.aside else \
            tuple(c for c in full if c not in used)
        out.append(Deal(tuple(tuple(sorted(h, key=sort_key)) for h in dealt), tuple(aside)))
    return tuple(out)


def key(p: Position) -> int:
    """The Zobrist key of a position: one term per card in a hand (with its
    seat), per card on a tile (with its tile, place and seat) and per card
    set aside, and one term for the text of every other field."""
    h = 0
    for seat, hand in enumerate(p.hands):
        if isinstance(hand, int):
            h ^= term(14, seat, hand)
        else:
            for c in hand:
                h ^= term(11, seat, _CARD_INDEX[c])
    for t, (face, cards) in enumerate(p.tiles):
        h ^= term(15, t, face)
        for j, (seat, c) in enumerate(cards):
            h ^= term(12, t, j, seat, _CARD_INDEX[c])
    if isinstance(p.aside, int):
        h ^= term(16, p.aside)
    else:
        for c in p.aside:
            h ^= term(13, _CARD_INDEX[c])
    fields = write(p).split(" ")
    rest = " ".join(f for name, f in zip(_FIELDS, fields) if name not in ("hands", "aside", "tiles"))
    return (h ^ text_term(rest)) & MASK


# ---------------------------------------------------------------- reading

class _Reader:
    """Reads the fields of one line, each refusal naming its column and field."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.fields = text.split(" ")
        self.columns = [0]
        for f in self.fields[:-1]:
            self.columns.append(self.columns[-1] + len(f) + 1)
        self.players = 0

    def fail(self, index: int, message: str, code: str = "syntax", path: str | None = None) -> RecordError:
        return RecordError(message, line=1, column=self.columns[index] + 1, path=path or _FIELDS[index],
                           code=code)

    def seat(self, index: int, text: str, empty: bool = False) -> int | None:
        if empty and text == "-":
            return None
        if not _SEAT.fullmatch(text) or int(text) >= self.players:
            raise self.fail(index, f"{text!r} is no seat of this game (0 to {self.players - 1})", "value")
        return int(text)

    def number(self, index: int, text: str, low: int, high: int, what: str) -> int:
        if not text.isascii() or not text.isdigit() or not low <= int(text) <= high:
            raise self.fail(index, f"{what} is a number from {low} to {high}, not {text!r}", "value")
        return int(text)

    def cards(self, index: int, text: str, path: str) -> tuple[Card, ...]:
        if text == "-":
            return ()
        found = _CARD.findall(text)
        if "".join(found) != text:
            raise self.fail(index, f"{text!r} is not cards written one after the other (G1B10R3), "
                            "nor '-'", path=path)
        return tuple(card(c) for c in found)

    def pairs(self, index: int, text: str, path: str) -> tuple[tuple[int, Card], ...]:
        out = []
        for part in text.split(".") if text else ():
            m = _PAIR.fullmatch(part)
            if m is None:
                raise self.fail(index, f"{part!r} is not a seat and its card (0G6)", path=path)
            seat = self.seat(index, m.group(1))
            assert seat is not None
            out.append((seat, card(m.group(2))))
        return tuple(out)


def _head(r: _Reader) -> tuple[Variant, int | None, int, int, str, tuple[str, ...] | None]:
    """The fields ``game`` to ``faces``."""
    f = r.fields
    m = re.fullmatch(r"blot(?:@([0-9]))?", f[0])
    if m is None:
        raise r.fail(0, f"a BLOT position starts with 'blot' or 'blot@SEAT', not {f[0]!r}")
    if f[1] not in VARIANTS:
        raise r.fail(1, f"unknown BLOT variant {f[1]!r} (one of: {', '.join(VARIANTS)})", "value")
    variant = VARIANTS[f[1]]
    r.players = variant.players
    seat = r.seat(0, m.group(1)) if m.group(1) is not None else None
    first = r.seat(2, f[2])
    round_index = r.number(3, f[3], 1, 4, "the round") - 1
    if f[4] not in PHASES:
        raise r.fail(4, f"unknown phase {f[4]!r} (one of: {', '.join(PHASES)})", "value")
    faces: tuple[str, ...] | None = None
    if f[5] != "-":
        hidden = ("?",) if seat is not None and round_index == 0 else ()
        faces = tuple(f[5])
        if len(faces) != 4 or any(x not in (*FACES, *hidden) for x in faces) or "?" in faces[1:]:
            raise r.fail(5, f"the faces are four letters A or B (ABBA), not {f[5]!r}", "value")
    if (faces is None) != (f[4] == "faces"):
        raise r.fail(5, "the faces are '-' exactly while they are not drawn (phase faces)", "value")
    assert first is not None
    return variant, seat, first, round_index, f[4], faces


def _turn(r: _Reader) -> tuple[tuple[int, ...], int, int | None, tuple[int, int, str | None],
                               tuple[str, int] | None, int]:
    """The fields ``starters`` to ``last``."""
    f = r.fields
    starters = tuple(cast_seat(r, 6, s) for s in f[6].split(".")) if f[6] != "-" else ()
    nxt = cast_seat(r, 7, f[7])
    to_act = r.seat(8, f[8], empty=True)
    parts = f[9].split(".")
    if len(parts) != 3:
        raise r.fail(9, f"the turn is three parts (cards played, cards it may hold, first tile), "
                     f"not {f[9]!r}")
    played = r.number(9, parts[0], 0, 2, "the cards played in this turn")
    limit = r.number(9, parts[1], 1, 2, "the cards a turn may hold")
    first_tile = _tile(r, 9, parts[2], empty=True)
    gift: tuple[str, int] | None = None
    if f[10] != "-":
        tile_text, _, resume = f[10].partition(">")
        tile_name = _tile(r, 10, tile_text)
        assert tile_name is not None
        gift = (tile_name, cast_seat(r, 10, resume))
    last = r.seat(11, f[11], empty=True)
    return starters, nxt, to_act, (played, limit, first_tile), gift, -1 if last is None else last


def cast_seat(r: _Reader, index: int, text: str) -> int:
    """A seat that must be there (never ``-``)."""
    seat = r.seat(index, text)
    assert seat is not None
    return seat


def _tile(r: _Reader, index: int, text: str, empty: bool = False) -> str | None:
    if empty and text == "-":
        return None
    if text not in FROM_INITIAL:
        raise r.fail(index, f"{text!r} is not a tile's initial (G, B, R or Y)", "value")
    return FROM_INITIAL[text]


def _hands(r: _Reader, seat: int | None) -> tuple[tuple[tuple[Card, ...] | int, ...], tuple[Card, ...] | int]:
    """The fields ``hands`` and ``aside`` (a hidden hand or aside is a count)."""
    f = r.fields
    parts = f[12].split("/")
    if len(parts) != r.players:
        raise r.fail(12, f"{len(parts)} hands for {r.players} seats ('/' between two hands)", "value")
    hands: list[tuple[Card, ...] | int] = []
    for i, part in enumerate(parts):
        if seat is not None and i != seat:
            hands.append(r.number(12, "0" if part == "-" else part, 0, 20, f"the size of seat {i}'s hand"))
        else:
            hands.append(tuple(sorted(r.cards(12, part, f"hands[{i}]"), key=sort_key)))
    aside: tuple[Card, ...] | int
    if seat is not None:
        aside = r.number(13, "0" if f[13] == "-" else f[13], 0, 40, "the count of cards set aside")
    else:
        aside = tuple(sorted(r.cards(13, f[13], "aside"), key=sort_key))
    return tuple(hands), aside


def _table(r: _Reader, variant: Variant) -> tuple[tuple[tuple[int, tuple[tuple[int, Card], ...]], ...],
                                                   tuple[str | None, ...]]:
    """The fields ``tiles`` and ``holders``."""
    f = r.fields
    parts = f[14].split("/")
    if len(parts) != 4:
        raise r.fail(14, f"four tiles (green, blue, red, yellow, '/' between them), not {len(parts)}")
    tiles = []
    for i, part in enumerate(parts):
        if not part or part[0] not in _FACE_LETTERS:
            raise r.fail(14, f"a tile starts with its face, d, l or x, not {part[:1]!r}", path=f"tiles[{i}]")
        cards = r.pairs(14, part[1:], f"tiles[{i}]")
        if len(cards) >= variant.ceremony_size or (part[0] == "x" and cards):
            raise r.fail(14, f"{len(cards)} cards on the {COLOURS[i]} tile", "value", f"tiles[{i}]")
        tiles.append((_FACE_LETTERS.index(part[0]), cards))
    if len(f[15]) != 4:
        raise r.fail(15, f"the holders are four characters (a tile's initial or '-'), not {f[15]!r}")
    holders = tuple(_tile(r, 15, h, empty=True) for h in f[15])
    return tuple(tiles), holders


def _tricks(r: _Reader, variant: Variant, dealt: int) -> tuple[tuple[Trick, ...], ...]:
    """The field ``tricks``: the ceremonies won in each of the ``dealt`` rounds."""
    text = r.fields[16]
    parts = text.split("/") if dealt else []
    if (dealt and len(parts) != dealt) or (not dealt and text != "-"):
        raise r.fail(16, f"the tricks of {dealt} rounds dealt ('/' between rounds; '-' before a deal)", "value")
    out = []
    for rnd, part in enumerate(parts):
        tricks: list[Trick] = []
        for i, one in enumerate(part.split(",") if part != "-" else ()):
            path = f"tricks[{rnd}][{i}]"
            body, _, given = one.partition(">")
            tile = _tile(r, 16, body[:1])
            cards = r.pairs(16, body[1:], path)
            before = sum(t.tile == tile for t in tricks)
            if tile is None or len(cards) != variant.ceremony_size or before > 1:
                raise r.fail(16, f"{one!r} is not a ceremony won ({variant.ceremony_size} cards, "
                             "at most two on one tile in a round)", "value", path)
            to = next((d for d in DIVINITIES if given and d[0] == given), None)
            if given and (to is None or before == 0):
                raise r.fail(16, f"{given!r}: only a light-face ceremony is given, to B, L, O or T",
                             "value", path)
            tricks.append(Trick(rnd, i, tile, "light" if before else "dark", cards,
                                ceremony_winner(tile, cards), to))
        out.append(tuple(tricks))
    return tuple(out)


def _no_card_twice(r: _Reader, p: Position) -> None:
    """Refuse a card found twice in the round, or a card not in this game's deck."""
    in_deck = set(deck(p.variant.players))
    seen: set[Card] = set()
    current = p.tricks[-1] if p.tricks and p.phase not in ("faces", "deal") else ()
    groups: list[tuple[int, tuple[Card, ...]]] = [
        (12, h) for h in p.hands if not isinstance(h, int)]
    groups.append((13, p.aside if not isinstance(p.aside, int) else ()))
    groups += [(14, tuple(c for _, c in cs)) for _, cs in p.tiles]
    groups += [(16, tuple(c for _, c in t.cards)) for t in current]
    for index, cards in groups:
        for c in cards:
            if c in seen or c not in in_deck:
                why = "twice in this round" if c in seen else f"not in the deck of {p.variant.players} players"
                raise r.fail(index, f"the card {c.code} is {why}", "value")
            seen.add(c)


def read(text: object) -> Position:
    """The position a line holds (a whole state or a seat's view), its form
    and its cards checked; `rules_py.errors.RecordError` with
    line 1, the column and the field when it does not read."""
    if not isinstance(text, str):
        raise RecordError(f"a position is text, not {type(text).__name__}", code="type")
    r = _Reader(text)
    if len(r.fields) != len(_FIELDS):
        raise RecordError(f"a BLOT position has {len(_FIELDS)} fields separated by one space, not "
                          f"{len(r.fields)}", line=1, column=1, path="position", code="syntax")
    variant, seat, first, round_index, phase, faces = _head(r)
    starters, nxt, to_act, turn, gift, last = _turn(r)
    if (to_act is None) != (phase in ("faces", "deal", "over")):
        raise r.fail(8, "a seat is to act exactly in the phases play, give and starter", "value")
    if (gift is not None) != (phase == "give"):
        raise r.fail(10, "a gift is pending exactly in the phase give", "value")
    hands, aside = _hands(r, seat)
    tiles, holders = _table(r, variant)
    dealt = round_index + (phase not in ("faces", "deal"))
    if len(starters) != dealt:
        raise r.fail(6, f"one starter for each of the {dealt} rounds dealt", "value")
    tricks = _tricks(r, variant, dealt)
    p = Position(variant, seat, first, round_index, phase, faces, starters, nxt, to_act, turn, gift, last,
                 hands, aside, tiles, holders, tricks)
    _no_card_twice(r, p)
    return p
