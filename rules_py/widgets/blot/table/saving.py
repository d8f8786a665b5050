"""Saving a ``blot-table`` game: in the page's link, and across reloads
inside the worker.

A game is its set-up (layout, who plays each seat, mode), the seed of its
chance (`games.Table.chance`: the divinity faces and every deal) and
the decisions taken, in order (every seat's, the bots' included: the strong
bot's answers depend on its time budget, so they are not replayed). That is
all `encode` writes, compressed: ``"R7g"`` plays the red 7 on the
green tile, ``"O"`` gives the tile to Odin, ``"2"`` names seat 2 to start; no
hand is written out. `rebuild` deals the same cards from the seed and
replays the decisions through the engine, which checks each one.

The same token is the page's link (``#blot-ID.TOKEN``: a link opens the game
in any browser) and what the worker keeps in IndexedDB (`take`,
`load`). Whoever decodes a token can still work the hands out from the
seed: the page says so beside its link.
"""

from __future__ import annotations

import json
import random
import re
import secrets
from typing import Any

from ....blot import notation
from ....blot.game import Action, BlotState
from ....blot.record import Record
from .... import links
from ....errors import RecordError, RulesError
from ....i18n.messages import tr
from .games import DIRTY, GAMES, KINDS, LAYOUTS, MODES, Table
from .play import apply_action, resolve_chance

FORMAT = 2
MAX_TOKEN, MAX_BODY = links.MAX_GAME_TOKEN, links.MAX_GAME_BODY
GAME_ID = re.compile(r"[0-9a-f]{12}")


def _code(a: Action) -> str | None:
    return notation.short(a)


def _action(code: str, player: int, k: int) -> Action:
    action = notation.from_short(code, player)
    if action is None:
        raise RulesError(tr("This game's link is damaged (move {k} is not a move).", k=k))
    return action


def encode(t: Table) -> str:
    """The game as a short text for a link (base64url of compressed JSON)."""
    moves = [c for c in (_code(a) for a in t.state.history) if c is not None]
    body = {"v": FORMAT, "l": t.layout, "k": list(t.kinds), "m": t.mode, "s": t.seed, "d": t.deals_allowed,
            "w": t.viewer, "a": ".".join(moves)}
    return links.pack(body, compress=True)


def decode(token: str) -> dict[str, Any]:
    """What `encode` wrote, checked for shape (not yet replayed)."""
    damaged = RulesError(tr("This game's link is damaged: it cannot be read."))
    try:
        body = links.unpack_object(token, compressed=True, path="game", max_chars=MAX_TOKEN, max_body=MAX_BODY)
    except RecordError:
        raise damaged from None
    layout, kinds, mode = body.get("l"), body.get("k"), body.get("m")
    numbers = [body.get(f) for f in ("s", "d", "w")]
    ok = (body.get("v") == FORMAT and isinstance(layout, str) and layout in LAYOUTS
          and isinstance(mode, str) and mode in MODES and isinstance(kinds, list)
          and all(isinstance(k, str) and k in KINDS for k in kinds) and len(kinds) == LAYOUTS[layout][0]
          and "human" in kinds and all(isinstance(n, int) and not isinstance(n, bool) for n in numbers)
          and 0 <= body["s"] < 2 ** 64 and 1 <= body["d"] <= 4 and isinstance(body.get("a"), str))
    if not ok:
        raise damaged
    checked: dict[str, Any] = body
    return checked


def move_count(body: dict[str, Any]) -> int:
    """How many decisions a decoded token holds."""
    return len(body["a"].split(".")) if body["a"] else 0


def rebuild(gid: str, body: dict[str, Any], shared: bool) -> Table:
    """The game of a decoded token: the seed's deals, every decision checked
    by the engine. ``shared``: opened from a link, so in a game with several
    human seats nobody's hand shows until a player says who they are."""
    players, variant = LAYOUTS[body["l"]]
    kinds = tuple(body["k"])
    t = Table(gid, BlotState(players, variant), kinds, body["m"], body["l"], random.Random(secrets.randbits(64)),
              viewer=kinds.index("human"), seed=body["s"], chance=random.Random(body["s"]))
    st = t.state
    for k, code in enumerate(body["a"].split(".") if body["a"] else [], start=1):
        resolve_chance(t, deal=True)
        seat = st.current_player
        if seat is None or seat < 0:
            raise RulesError(tr("This game's link does not replay: move {k} comes after the end.", k=k))
        action = _action(code, seat, k)
        why = st.explain(action)
        if why is not None:
            raise RulesError(tr("This game's link does not replay: move {k} is refused ({why}).", k=k,
                                why=why.message()))
        apply_action(t, action)
    t.deals_allowed = max(body["d"], len(st.deals))
    resolve_chance(t, deal=False)
    humans = t.humans()
    viewer = body["w"]
    if shared and len(humans) > 1:
        viewer = -1  # hot-seat: the pass screen first
    elif viewer not in humans:
        viewer = humans[0]
    t.viewer = viewer
    return t


def open_link(gid: str, token: str) -> Table | None:
    """The game a link names: the one kept here under ``gid`` unless the link
    holds more of it (a game continued elsewhere), else rebuilt from the link.
    ``None`` when the link holds no token and the game is not kept here."""
    kept = GAMES.get(gid)
    if not token:
        return kept
    body = decode(token)
    if kept is not None and move_count(body) <= sum(1 for a in kept.state.history if _code(a) is not None):
        return kept
    return rebuild(gid, body, shared=True)


# --------------------------------------------------------------------------
# The worker's storage


def snapshot(t: Table) -> dict[str, Any]:
    """What the worker keeps of a game: the link's token (no hand written
    out), the seat on screen and when it was last touched."""
    return {"v": FORMAT, "token": encode(t), "viewer": t.viewer, "touched": t.touched}


def restore(gid: str, snap: dict[str, Any]) -> Table:
    if snap.get("v") == FORMAT:
        t = rebuild(gid, decode(str(snap["token"])), shared=False)
        viewer = links.whole(snap["viewer"], "viewer")
        if viewer in t.humans():
            t.viewer = viewer
    else:
        t = _restore_v1(gid, snap)
        DIRTY.add(gid)  # written again without its plain record
    touched = snap.get("touched", 0.0)
    t.touched = float(touched) if isinstance(touched, (int, float)) and not isinstance(touched, bool) else 0.0
    return t


def _restore_v1(gid: str, snap: dict[str, Any]) -> Table:
    """A game saved before tokens: a complete record (its future deals come
    from a new seed)."""
    st = Record.from_json(snap["record"]).replay()
    kinds = tuple(str(k) for k in snap["kinds"])
    layout = snap["layout"]
    if len(kinds) != st.n or any(k not in KINDS for k in kinds) or not isinstance(layout, str) or layout not in LAYOUTS:
        raise ValueError("inconsistent snapshot")
    seed = secrets.randbits(64)
    whole = links.whole
    return Table(gid, st, kinds, str(snap["mode"]), layout, random.Random(secrets.randbits(64)),
                 whole(snap["viewer"], "viewer"), [(whole(i, "log"), _texts(x)) for i, x in snap["log"]],
                 {whole(k, "seen"): whole(v, "seen") for k, v in snap["seen"].items()},
                 whole(snap["deals_allowed"], "deals_allowed"), seed=seed, chance=random.Random(seed))


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
    for gid, data in links.read_saved(text):
        try:
            if not isinstance(data, dict) or not GAME_ID.fullmatch(gid):
                continue
            GAMES[gid] = restore(gid, data)
            loaded += 1
        except (RulesError, ValueError, KeyError, TypeError, IndexError, AttributeError):
            continue
    return loaded


__all__ = ["FORMAT", "GAME_ID", "decode", "encode", "load", "move_count", "open_link", "rebuild", "restore",
           "snapshot", "take"]
