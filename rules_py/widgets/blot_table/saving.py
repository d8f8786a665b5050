"""Saving the ``blot-table`` games across reloads, inside the worker.

After each request the worker calls :func:`take` (through
``rules_py.widgets.blot_table.persist_take``: the snapshots of the games that
changed, as JSON text: complete records, hands included) and writes them to
IndexedDB; when it starts it hands them back to :func:`load`. The page never
sees a snapshot.
"""

from __future__ import annotations

import json
import random
import secrets
from typing import Any

from ...blot.record import Record
from ...errors import RulesError
from .games import DIRTY, GAMES, KINDS, LAYOUTS, Table


def snapshot(t: Table) -> dict[str, Any]:
    return {"v": 1, "record": Record.from_state(t.state, seats=t.names).to_json(), "kinds": list(t.kinds),
            "mode": t.mode, "layout": t.layout, "viewer": t.viewer, "deals_allowed": t.deals_allowed,
            "log": [[i, texts] for i, texts in t.log], "seen": {str(k): v for k, v in t.seen.items()},
            "touched": t.touched}


def restore(gid: str, snap: dict[str, Any]) -> Table:
    st = Record.from_json(snap["record"]).replay()
    kinds = tuple(str(k) for k in snap["kinds"])
    if len(kinds) != st.n or any(k not in KINDS for k in kinds) or snap["layout"] not in LAYOUTS:
        raise ValueError("inconsistent snapshot")
    t = Table(gid, st, kinds, str(snap["mode"]), str(snap["layout"]), random.Random(secrets.randbits(64)),
              int(snap["viewer"]), [(int(i), _texts(x)) for i, x in snap["log"]],
              {int(k): int(v) for k, v in snap["seen"].items()}, int(snap["deals_allowed"]))
    t.touched = float(snap.get("touched", 0.0))
    return t


def _texts(saved: Any) -> dict[str, str]:
    """A saved log entry's texts by language (a snapshot from before the
    French edition holds one English string)."""
    if isinstance(saved, dict):
        return {str(k): str(v) for k, v in saved.items()}
    return {"en": str(saved)}


def take() -> str:
    """JSON ``{id: snapshot text, or null for a game to forget}`` of the games
    changed since the last call. For the worker's storage only."""
    out = {gid: (json.dumps(snapshot(GAMES[gid])) if gid in GAMES else None) for gid in sorted(DIRTY)}
    DIRTY.clear()
    return json.dumps(out)


def load(text: str) -> int:
    """Restore the games the worker saved (``{id: snapshot text}``); a
    snapshot that no longer replays is skipped. Returns how many loaded."""
    loaded = 0
    for gid, snap in json.loads(text).items():
        try:
            GAMES[gid] = restore(gid, json.loads(snap))
            loaded += 1
        except (RulesError, ValueError, KeyError, TypeError, IndexError):
            continue
    return loaded


__all__ = ["load", "restore", "snapshot", "take"]
