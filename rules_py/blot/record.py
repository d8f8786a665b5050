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

import json
from dataclasses import dataclass, field
from typing import Any

from ..errors import IllegalMove, RecordError
from .game import (Action, BlotState, ChooseStarter, Deal, Give, Play, SetFaces,
                   action_from_json)

FORMAT = 1
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
        rounds: list[RoundRecord] = []
        k = 0
        comments = comments or {}
        for a in state.history:
            if isinstance(a, SetFaces):
                continue
            if isinstance(a, Deal):
                rounds.append(RoundRecord(a))
                continue
            rounds[-1].actions.append(a)
            rounds[-1].comments.append(comments.get(k))
            k += 1
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
        that many player actions. Raises :class:`RecordError` naming the first
        illegal action (``index``, ``reason``)."""
        st = self.new_state()
        k = 0
        for r_i, rnd in enumerate(self.rounds):
            if upto is not None and k >= upto and r_i > 0:
                break
            why = st.explain(rnd.deal)
            if why is not None:
                raise RecordError(f"round {r_i + 1} deal: {why.en}", reason=why)
            st.apply(rnd.deal)
            for a in rnd.actions:
                if upto is not None and k >= upto:
                    return st
                try:
                    st.apply(a)
                except IllegalMove as e:
                    raise RecordError(f"round {r_i + 1}, action {k} ({a}): {e.reason.en}",
                                      index=k, reason=e.reason) from None
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
        out: dict[str, Any] = {"game": "BLOT", "format": FORMAT, "players": self.players,
                               "variant": self.variant, "seats": list(self.seats),
                               "first_player": self.first_player, "faces": list(self.faces)}
        if self.title is not None:
            out["title"] = self.title
        if self.comment is not None:
            out["comment"] = self.comment
        rounds = []
        for r in self.rounds:
            rd: dict[str, Any] = {"hands": [[c.code for c in h] for h in r.deal.hands],
                                  "removed": [c.code for c in r.deal.removed]}
            if r.comment is not None:
                rd["comment"] = r.comment
            acts = []
            for a, c in zip(r.actions, r.comments):
                d = a.to_json()
                if c is not None:
                    d["comment"] = c
                acts.append(d)
            rd["actions"] = acts
            rounds.append(rd)
        out["rounds"] = rounds
        return out

    def dumps(self) -> str:
        return dumps(self.to_json())

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        if not isinstance(data, dict):
            raise RecordError("a BLOT record is a JSON object")
        unknown = set(data) - _TOP_KEYS
        if unknown:
            raise RecordError(f"unknown field(s) {sorted(unknown)}")
        if data.get("game") != "BLOT":
            raise RecordError('"game" must be "BLOT"')
        if data.get("format") != FORMAT:
            raise RecordError(f'"format" must be {FORMAT}')
        try:
            players = data["players"]
            variant = data.get("variant", "standard")
            if not isinstance(data["faces"], list) or not isinstance(players, int):
                raise TypeError('"faces" must be a list of four A/B and "players" an integer')
            faces = tuple(data["faces"])
            first = data.get("first_player", 0)
            state = BlotState(players, variant, first_player=first, faces=faces)
            seats = tuple(data.get("seats") or state.variant.seat_names)
        except (KeyError, TypeError, ValueError) as e:
            raise RecordError(f"bad game options: {e}") from None
        if len(seats) != players or not all(isinstance(s, str) for s in seats):
            raise RecordError(f'"seats" must name the {players} seats')
        rounds_in = data.get("rounds")
        if not isinstance(rounds_in, list) or len(rounds_in) > 4:
            raise RecordError('"rounds" must be a list of at most 4 rounds')
        rounds: list[RoundRecord] = []
        k = 0
        for r_i, rd in enumerate(rounds_in):
            if not isinstance(rd, dict) or set(rd) - _ROUND_KEYS:
                raise RecordError(f"round {r_i + 1}: expected hands, removed, actions, comment")
            try:
                deal = action_from_json({"hands": rd["hands"], "removed": rd.get("removed", [])})
            except (KeyError, TypeError, ValueError) as e:
                raise RecordError(f"round {r_i + 1} deal: {e}") from None
            assert isinstance(deal, Deal)
            rr = RoundRecord(deal, comment=rd.get("comment"))
            acts = rd.get("actions", [])
            if not isinstance(acts, list):
                raise RecordError(f"round {r_i + 1}: actions must be a list")
            for ad in acts:
                a, c = _action_from_json(ad, r_i, k)
                rr.actions.append(a)
                rr.comments.append(c)
                k += 1
            rounds.append(rr)
        return cls(players, variant, faces, rounds, seats, first, data.get("title"),
                   data.get("comment"))

    @classmethod
    def loads(cls, text: str) -> "Record":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise RecordError(e.msg, line=e.lineno, column=e.colno) from None
        return cls.from_json(data)


def _action_from_json(ad: Any, r_i: int, k: int) -> tuple[Action, str | None]:
    """Player action number ``k`` (in round ``r_i``) and its comment; RecordError if malformed."""
    if not isinstance(ad, dict):
        raise RecordError(f"action {k} is not an object", index=k)
    body = {key: v for key, v in ad.items() if key != "comment"}
    try:
        a = action_from_json(body)
        if not isinstance(a, (Play, Give, ChooseStarter)):
            raise ValueError("chance outcomes belong in hands/faces")
        if set(a.to_json()) != set(body):
            raise ValueError(f"unexpected field(s) in {body}")
    except (KeyError, TypeError, ValueError) as e:
        raise RecordError(f"round {r_i + 1}, action {k}: {e}", index=k) from None
    c = ad.get("comment")
    if c is not None and not isinstance(c, str):
        raise RecordError(f"action {k}: comment must be a string", index=k)
    return a, c


def dumps(data: dict[str, Any]) -> str:
    """Canonical text: one action per line, so records diff well."""
    top = {k: v for k, v in data.items() if k != "rounds"}
    lines = ["{"]
    for k, v in top.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},")
    lines.append('  "rounds": [')
    rounds = data.get("rounds", [])
    for i, rd in enumerate(rounds):
        lines.append("    {")
        hands = rd["hands"]
        lines.append('      "hands": [')
        for j, h in enumerate(hands):
            lines.append("        " + json.dumps(h) + ("," if j < len(hands) - 1 else ""))
        lines.append("      ],")
        lines.append(f'      "removed": {json.dumps(rd.get("removed", []))},')
        if "comment" in rd:
            lines.append(f'      "comment": {json.dumps(rd["comment"], ensure_ascii=False)},')
        acts = rd.get("actions", [])
        if acts:
            lines.append('      "actions": [')
            for j, a in enumerate(acts):
                lines.append("        " + json.dumps(a, ensure_ascii=False)
                             + ("," if j < len(acts) - 1 else ""))
            lines.append("      ]")
        else:
            lines.append('      "actions": []')
        lines.append("    }" + ("," if i < len(rounds) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def loads(text: str) -> Record:
    return Record.loads(text)


def replay_text(text: str) -> BlotState:
    return Record.loads(text).replay()


# ------------------------------------------------------------------ examples
# The worked examples live in this package only (rules_py/blot/examples/*.json),
# so the wheel running in the browser has them; tools/make_blot_examples.py
# writes them.

EXAMPLES = ("trick", "last_ceremony", "martin")


def example_text(name: str) -> str:
    import pathlib

    if name not in EXAMPLES:
        raise KeyError(f"unknown example {name!r}; one of {EXAMPLES}")
    return (pathlib.Path(__file__).resolve().parent / "examples" / f"{name}.json").read_text(
        encoding="utf-8")


def load_example(name: str) -> Record:
    return Record.loads(example_text(name))
