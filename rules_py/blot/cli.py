"""``python -m rules_py blot replay FILE.json`` and ``... blot random --players N``."""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from ..errors import RecordError
from .cards import DIVINITIES
from .game import BlotState, random_game
from .record import Record
from .variants import VARIANTS, Variant, for_players, get

#: ``--variant`` values: a variant's name, or ``standard`` for the player count's default.
_CLI_VARIANTS = ("standard", *sorted(VARIANTS))


def scorer_names(state: BlotState, seats: tuple[str, ...]) -> list[str]:
    """The players' names, or each team's as ``"South + North"``."""
    return state.variant.scorer_names(seats)


def _chosen_variant(players: int, name: str | None) -> Variant:
    """A named variant fixes the player count; otherwise the count's default."""
    if name is None or name == "standard":
        return for_players(players)
    return get(name)


def summary(record: Record) -> dict[str, Any]:
    """What ``replay`` prints: per round, each scorer's breakdown; totals; result."""
    st = record.replay()
    names = scorer_names(st, record.seats)
    rounds = []
    for rs in st.round_scores():
        rounds.append({
            "round": rs.round + 1,
            "masked": rs.masked,
            "faces": dict(zip(DIVINITIES, rs.faces)),
            "holders": rs.holders,
            "scores": [{"name": names[k], **s.to_json()} for k, s in enumerate(rs.scorers)],
        })
    out: dict[str, Any] = {"players": st.n, "variant": st.variant.record_name,
                           "scorers": names, "rounds": rounds,
                           "totals": dict(zip(names, st.totals())),
                           "complete": st.is_terminal()}
    if st.is_terminal():
        res = st.result()
        out["winners"] = [names[k] for k in res.winners]
        out["tiebreak"] = res.tiebreak
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules_py blot",
                                 description="BLOT records: replay and check, or make a random game.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    rp = sub.add_parser("replay", help="check a JSON record and print the scores as JSON")
    rp.add_argument("file")
    rn = sub.add_parser("random", help="print a complete random legal game record")
    rn.add_argument("--players", type=int, default=4,
                    choices=sorted({v.players for v in VARIANTS.values()}))
    rn.add_argument("--variant", choices=_CLI_VARIANTS, default=None)
    rn.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.cmd == "replay":
        try:
            with open(args.file, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        try:
            out = summary(Record.loads(text))
        except RecordError as e:
            err: dict[str, Any] = {"error": str(e), "index": e.index, "line": e.line,
                                   "column": e.column}
            if e.reason is not None:
                err["reason"] = e.reason.to_dict()
            print(json.dumps(err, ensure_ascii=False, indent=2))
            return 1
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    variant = _chosen_variant(args.players, args.variant)
    st = random_game(variant.players, variant, rng=random.Random(args.seed))
    rec = Record.from_state(st, title=f"Random game, seed {args.seed}")
    sys.stdout.write(rec.dumps())
    return 0
