"""Writing a BLOT JSON record: its shape and its canonical text.

`rules_py.blot.game.BlotState.record` writes with
this module, which knows the state only as a type;
`rules_py.blot.record` (reading, checking and replaying records) builds
on it. The shape is described in `rules_py.blot.record`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .actions import Action, Deal, SetFaces

if TYPE_CHECKING:
    from .game import BlotState

#: The record format's version (its ``"format"`` key).
FORMAT = 1

#: One round of a game: its deal, then each player action with its comment.
Round = tuple[Deal, list[Action], list["str | None"]]


def rounds_of(history: Iterable[Action], comments: Mapping[int, str] | None = None) -> list[Round]:
    """A game's history cut into rounds; ``comments`` maps a player-action
    index (counted over the whole game) to its comment."""
    rounds: list[Round] = []
    k = 0
    comments = comments or {}
    for a in history:
        if isinstance(a, SetFaces):
            continue
        if isinstance(a, Deal):
            rounds.append((a, [], []))
            continue
        rounds[-1][1].append(a)
        rounds[-1][2].append(comments.get(k))
        k += 1
    return rounds


def round_json(deal: Deal, actions: Sequence[Action], comments: Sequence[str | None],
               comment: str | None = None) -> dict[str, Any]:
    """One round as the record stores it."""
    rd: dict[str, Any] = {"hands": [[c.code for c in h] for h in deal.hands],
                          "removed": [c.code for c in deal.removed]}
    if comment is not None:
        rd["comment"] = comment
    acts = []
    for a, c in zip(actions, comments):
        d = a.to_json()
        if c is not None:
            d["comment"] = c
        acts.append(d)
    rd["actions"] = acts
    return rd


def record_json(players: int, variant: str, seats: Sequence[str], first_player: int,
                faces: Sequence[str], rounds: list[dict[str, Any]], *, title: str | None = None,
                comment: str | None = None) -> dict[str, Any]:
    """A whole record as JSON data, its rounds made by `round_json`."""
    out: dict[str, Any] = {"game": "BLOT", "format": FORMAT, "players": players,
                           "variant": variant, "seats": list(seats),
                           "first_player": first_player, "faces": list(faces)}
    if title is not None:
        out["title"] = title
    if comment is not None:
        out["comment"] = comment
    out["rounds"] = rounds
    return out


def state_record(state: BlotState) -> str:
    """The record of ``state``'s game so far as text (its faces must be drawn)."""
    faces = state.initial_faces
    if faces is None:
        raise ValueError("nothing to record before the faces are set")
    rounds = [round_json(*r) for r in rounds_of(state.history)]
    return dumps(record_json(state.n, state.variant.record_name, state.variant.seat_names,
                             state.first_player, faces, rounds))


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


__all__ = ["FORMAT", "Round", "dumps", "record_json", "round_json", "rounds_of", "state_record"]
