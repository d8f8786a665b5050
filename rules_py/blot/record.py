"""JSON game records: read, write, replay.

A record holds everything needed to replay a game: the options, the chance
outcomes (initial divinity faces; each round's deal and the cards set aside
unseen, if the variant sets any aside) and every player action, each optionally with a
teaching comment. Its shape (``seeds/blot/record.schema.json``)::

    {"game": "BLOT", "format": 1, "players": 4, "variant": "standard",
     "seats": ["South", "West", "North", "East"], "first_player": 0,
     "faces": ["A", "B", "A", "A"], "title": "...", "comment": "...",
     "rounds": [{"hands": [["G3", ...], ...], "removed": [],
                 "actions": [{"player": 0, "play": "G6", "tile": "red",
                              "comment": "..."},
                             {"player": 1, "give": "Odin"},
                             {"player": 1, "starter": 2}]}, ...]}

A record may stop anywhere: one round only (a *round record*, used by the
worked examples), or in the middle of a round. Actions are numbered from 0
across the whole record; replay reports the first illegal one by that
index.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import MAX_MOVES, IllegalMove, RecordError
from ..reading import check_keys, decode, join, load_json, want, want_int, want_list
from .cards import Card, card, divinity, tile
from .actions import Action, ChooseStarter, Deal, Give, Play
from .game import BlotState
from .record_json import FORMAT, dumps, record_json, round_json, rounds_of
from .variants import resolve
_TOP_KEYS = {"game", "format", "players", "variant", "seats", "first_player", "faces", "title",
             "comment", "rounds"}
_ROUND_KEYS = {"hands", "removed", "actions", "comment"}


@dataclass
class RoundRecord:
    deal: Deal
    actions: list[Action] = field(default_factory=list)
    comments: list[str | None] = field(default_factory=list)
    comment: str | None = None


@dataclass
class Record:
    players: int
    variant: str
    faces: tuple[str, ...]
    rounds: list[RoundRecord]
    seats: tuple[str, ...] = ()
    first_player: int = 0
    title: str | None = None
    comment: str | None = None

    # --------------------------------------------------------------- building
    @classmethod
    def from_state(cls, state: BlotState, *, seats: tuple[str, ...] | None = None,
                   comments: dict[int, str] | None = None, title: str | None = None,
                   comment: str | None = None) -> "Record":
        """Record of a game so far; ``comments`` maps a player-action index to its comment."""
        faces = state.initial_faces
        if faces is None:
            raise ValueError("nothing to record before the faces are set")
        rounds = [RoundRecord(deal, actions, notes) for deal, actions, notes in rounds_of(state.history, comments)]
        return cls(state.n, state.variant.record_name, faces, rounds,
                   tuple(seats) if seats else state.variant.seat_names, state.first_player,
                   title, comment)

    def actions(self) -> list[Action]:
        return [a for r in self.rounds for a in r.actions]

    def comments(self) -> list[str | None]:
        return [c for r in self.rounds for c in r.comments]

    # --------------------------------------------------------------- replay
    def new_state(self) -> BlotState:
        return BlotState(self.players, self.variant, first_player=self.first_player,
                         faces=self.faces)

    def replay(self, upto: int | None = None) -> BlotState:
        """Play the record through, checking every action. ``upto`` stops after
        that many player actions. Raises `rules_py.errors.RecordError` naming the first
        illegal action (``index``, ``reason``)."""
        st = self.new_state()
        k = 0
        for r_i, rnd in enumerate(self.rounds):
            if upto is not None and k >= upto and r_i > 0:
                break
            why = st.explain(rnd.deal)
            if why is not None:
                raise RecordError(f"round {r_i + 1} deal: {why.en}", reason=why,
                                  path=f"rounds[{r_i}].hands")
            st.apply(rnd.deal)
            for j, a in enumerate(rnd.actions):
                if upto is not None and k >= upto:
                    return st
                try:
                    st.apply(a)
                except IllegalMove as e:
                    raise RecordError(f"round {r_i + 1}, action {k + 1} ({a}): {e.reason.en}",
                                      index=k, reason=e.reason,
                                      path=f"rounds[{r_i}].actions[{j}]") from None
                k += 1
        return st

    def states(self) -> list[BlotState]:
        """State before each player action and after the last one (for stepping)."""
        st = self.new_state()
        out: list[BlotState] = []
        for rnd in self.rounds:
            st.apply(rnd.deal)
            for a in rnd.actions:
                out.append(st.clone())
                st.apply(a)
        out.append(st.clone())
        return out

    # --------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        rounds = [round_json(r.deal, r.actions, r.comments, r.comment) for r in self.rounds]
        return record_json(self.players, self.variant, self.seats, self.first_player, self.faces, rounds,
                           title=self.title, comment=self.comment)

    def dumps(self) -> str:
        return dumps(self.to_json())

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        """Read a parsed record. Raises `rules_py.errors.RecordError` naming the field
        path (``rounds[0].actions[3].play``) for any malformed value."""
        want(data, dict, "")
        check_keys(data, _TOP_KEYS, ("game", "format", "players", "faces", "rounds"), "")
        if data["game"] != "BLOT":
            raise RecordError('"game" must be "BLOT"', path="game")
        if want(data["format"], int, "format") != FORMAT:
            raise RecordError(f'"format" must be {FORMAT}', path="format")
        players, variant, faces, first = _options(data)
        seats_in = data.get("seats")
        seats = tuple(_strings(seats_in, "seats") if seats_in else _seat_names(players, variant))
        if len(seats) != players:
            raise RecordError(f'"seats" must name the {players} seats', path="seats")
        title, comment = _text(data, "title", ""), _text(data, "comment", "")
        rounds_in = want_list(data["rounds"], "rounds", 4)
        rounds: list[RoundRecord] = []
        k = 0
        for r_i, rd in enumerate(rounds_in):
            rounds.append(_round_from_json(rd, f"rounds[{r_i}]", players, k))
            k += len(rounds[-1].actions)
            if k > MAX_MOVES:
                raise RecordError(f"more than {MAX_MOVES} actions", code="too_many", path="rounds")
        return cls(players, variant, faces, rounds, seats, first, title, comment)

    @classmethod
    def loads(cls, text: str | bytes) -> "Record":
        """Read JSON text (or UTF-8 bytes) within the limits of `rules_py.errors`."""
        return cls.from_json(load_json(text))


def _options(data: dict[str, Any]) -> tuple[int, str, tuple[str, ...], int]:
    """``players, variant, faces, first_player``, checked against the variant table."""
    try:
        players = want_int(data["players"], "players", 1, 99)
    except RecordError as e:
        raise RecordError(f"bad game options: {e.message}", code=e.code, path=e.path) from None
    variant = want(data.get("variant", "standard"), str, "variant")
    faces = tuple(_strings(data["faces"], "faces"))
    first = want_int(data.get("first_player", 0), "first_player", 0, players - 1)
    try:
        BlotState(players, variant, first_player=first, faces=faces)
    except ValueError as e:
        path = "faces" if "faces" in str(e) else "variant"
        raise RecordError(f"bad game options: {e}", path=path) from None
    return players, variant, faces, first


def _seat_names(players: int, variant: str) -> tuple[str, ...]:
    return resolve(players, variant).seat_names


def _strings(value: Any, path: str, most: int = MAX_MOVES) -> list[str]:
    """A list of strings."""
    items: list[str] = want_list(value, path, most)
    for i, item in enumerate(items):
        want(item, str, f"{path}[{i}]")
    return items


def _text(obj: dict[str, Any], key: str, path: str) -> str | None:
    """An optional string field (``None`` when absent or null)."""
    value = obj.get(key)
    return None if value is None else want(value, str, join(path, key))


def _cards(value: Any, path: str) -> tuple[Card, ...]:
    out = []
    for i, text in enumerate(_strings(value, path, 64)):
        try:
            out.append(card(text))
        except ValueError as e:
            raise RecordError(str(e), path=f"{path}[{i}]") from None
    return tuple(out)


def _round_from_json(rd: Any, path: str, players: int, k: int) -> RoundRecord:
    """One round; its actions are numbered from ``k``."""
    want(rd, dict, path)
    check_keys(rd, _ROUND_KEYS, ("hands",), path)
    hands = want_list(rd["hands"], f"{path}.hands", players)
    deal = Deal(tuple(_cards(h, f"{path}.hands[{i}]") for i, h in enumerate(hands)),
                _cards(rd.get("removed", []), f"{path}.removed"))
    rr = RoundRecord(deal, comment=_text(rd, "comment", path))
    for j, ad in enumerate(want_list(rd.get("actions", []), f"{path}.actions")):
        a, c = _action_from_json(ad, f"{path}.actions[{j}]", players, k + j)
        rr.actions.append(a)
        rr.comments.append(c)
    return rr


_ACTION_KEYS = {"play": ("player", "play", "tile"), "give": ("player", "give"),
                "starter": ("player", "starter")}


def _action_from_json(ad: Any, path: str, players: int, k: int) -> tuple[Action, str | None]:
    """Player action number ``k`` at ``path`` and its comment; RecordError if malformed."""
    if not isinstance(ad, dict):
        raise RecordError(f"action {k + 1}: {path} must be an object", code="type", path=path, index=k)
    kind = next((key for key in _ACTION_KEYS if key in ad), None)
    if kind is None:
        raise RecordError(f"action {k + 1}: {path} needs one of 'play', 'give', 'starter'", code="missing_key",
                          path=path, index=k)
    try:
        check_keys(ad, {*_ACTION_KEYS[kind], "comment"}, _ACTION_KEYS[kind], path)
        player = want_int(ad["player"], join(path, "player"), 0, players - 1)
        comment = _text(ad, "comment", path)
        if kind == "starter":
            return ChooseStarter(player, want_int(ad["starter"], join(path, "starter"), 0, players - 1)), comment
        value = want(ad[kind], str, join(path, kind))
        try:
            if kind == "give":
                return Give(player, divinity(value)), comment
            return Play(player, card(value), tile(want(ad["tile"], str, join(path, "tile")))), comment
        except ValueError as e:
            bad = "tile" if "tile" in str(e) else kind
            raise RecordError(str(e), path=join(path, bad)) from None
    except RecordError as e:
        raise RecordError(f"action {k + 1}: {e.message}", code=e.code, path=e.path, index=k) from None


def loads(text: str | bytes) -> Record:
    return Record.loads(text)


def replay_text(text: str) -> BlotState:
    return Record.loads(text).replay()


# ------------------------------------------------------------------ examples
# The worked examples live in this package only (rules_py/blot/examples/*.json),
# so the wheel running in the browser has them; tools/make_blot_examples.py
# writes them.

EXAMPLES = ("trick", "last_ceremony", "martin", "two_players", "teams", "balder", "fewest", "excluded",
            "tie_last_ceremony", "tie_best_round", "tie_shared")


def example_text(name: str) -> str:
    import pathlib

    if name not in EXAMPLES:
        raise KeyError(f"unknown example {name!r}; one of {EXAMPLES}")
    return (pathlib.Path(__file__).resolve().parent / "examples" / f"{name}.json").read_text(
        encoding="utf-8")


def load_example(name: str) -> Record:
    return Record.loads(example_text(name))


__all__ = ["split_records", "FORMAT", "RoundRecord", "Record", "dumps", "loads", "replay_text", "EXAMPLES",
           "example_text", "load_example"]


def split_records(text: str | bytes) -> list[tuple[int, int, str]]:
    """The JSON records of a text that holds one or more, one after another
    (whitespace between them), each with the line and column it starts at. A text that
    does not split so (a brace never closed, other text between records) is
    given back whole, for the JSON reader to say where it breaks.

        >>> [(line, column) for line, column, _ in split_records('{"a": "}"}\\n {"b": 2}')]
        [(1, 1), (2, 2)]
    """
    data = decode(text)
    parts: list[tuple[int, int, str]] = []
    depth, in_text, escaped, start, line, line_start, begins = 0, False, False, 0, 1, 0, (1, 1)
    for i, ch in enumerate(data):
        if ch == "\n":
            line, line_start = line + 1, i + 1
        if in_text:
            escaped, in_text = (False, True) if escaped else (ch == "\\", ch != '"')
        elif ch == '"':
            in_text = True
        elif ch in "{[":
            if depth == 0:
                if data[start:i].strip(" \t\r\n\ufeff"):
                    return [(1, 1, data)]
                start, begins = i, (line, i - line_start + 1)
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                parts.append((*begins, data[start:i + 1]))
                start = i + 1
            elif depth < 0:
                return [(1, 1, data)]
    if depth and parts:  # a last record cut short: its own reader says where
        return [*parts, (*begins, data[start:])]
    if depth or data[start:].strip(" \t\r\n\ufeff") or not parts:
        return [(1, 1, data)]
    return parts
