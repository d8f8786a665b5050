"""``python -m rules_py blot replay FILE.json``, ``... blot random --players N``,
``... blot selfplay --bots B1,B2,... --games N`` (see :mod:`rules_py.blot.selfplay`) and
``... blot review FILE.json --seat S [--worlds N] [--seed S]`` (see :mod:`rules_py.blot.review`)."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from typing import Any

from ..cli_errors import Parser, UsageError, read_input, records_writer, run
from .bots import BOT_NAMES
from .cards import DIVINITIES
from .game import BlotState, random_game
from .record import Record
from .selfplay import selfplay
from .variants import VARIANTS, Variant, for_players, get

#: ``--variant`` values: a variant's name, or ``standard`` for the player count's default.
_CLI_VARIANTS = ("standard", *sorted(VARIANTS))


def scorer_names(state: BlotState, seats: tuple[str, ...]) -> list[str]:
    """The players' names, or each team's as ``"South + North"``."""
    return state.variant.scorer_names(seats)


def _chosen_variant(players: int | None, name: str | None,
                    command: str = "python -m rules_py blot random") -> Variant:
    """A named variant fixes the player count; otherwise the count's default (4 players).

    ``--players`` and ``--variant`` together must agree: ``--players 3
    --variant teams`` is a usage error (the team game has four seats).
    """
    if name is None or name == "standard":
        return for_players(4 if players is None else players)
    variant = get(name)
    if players is not None and players != variant.players:
        raise UsageError(f"--players {players} conflicts with --variant {name} "
                         f"({variant.players} players)", command=command)
    return variant


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


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a record; the summary as JSON on stdout."""
    out = summary(Record.loads(read_input(args.file)))
    print(json.dumps(out, ensure_ascii=False, indent=2))
    return 0


def cmd_random(args: argparse.Namespace) -> int:
    """A complete random legal game record on stdout."""
    variant = _chosen_variant(args.players, args.variant)
    st = random_game(variant.players, variant, rng=random.Random(args.seed))
    rec = Record.from_state(st, title=f"Random game, seed {args.seed}")
    sys.stdout.write(rec.dumps())
    return 0


def _record_writer(directory: str | None, seed: int, bots: list[str]) -> Callable[[int, BlotState], None] | None:
    """A callback writing game ``g`` to ``DIR/game-NNNN.json`` (``None``: no records)."""
    save = records_writer(directory, "json")
    if save is None:
        return None

    def write(g: int, state: BlotState) -> None:
        title = f"Self-play game {g + 1}, seed {seed + g}: " + ", ".join(bots)
        save(g, Record.from_state(state, title=title).dumps())
    return write


def cmd_selfplay(args: argparse.Namespace) -> int:
    """Seeded bot games; the per-seat tally as JSON on stdout."""
    command = "python -m rules_py blot selfplay"
    variant = _chosen_variant(args.players, args.variant, command)
    bots = [b.strip() for b in args.bots.split(",")]
    unknown = [b for b in bots if b not in BOT_NAMES]
    if unknown:
        raise UsageError(f"unknown bot {unknown[0]!r}; one of {', '.join(BOT_NAMES)}", command=command)
    if len(bots) != variant.players:
        raise UsageError(f"{len(bots)} bots given for {variant.players} players "
                         f"({variant.name}): give one per seat", command=command)
    if args.games < 0 or (args.worlds is not None and args.worlds < 1):
        raise UsageError("--games must be at least 0 and --worlds at least 1", command=command)
    tally = selfplay(variant, bots, args.games, args.seed, worlds=args.worlds,
                     on_game=_record_writer(args.records, args.seed, bots))
    out = {**tally.to_json(), "seed": args.seed, "records": args.records}
    print(json.dumps(out, ensure_ascii=False, indent=2))
    return 0


_REVIEW = "python -m rules_py blot review"


def cmd_review(args: argparse.Namespace) -> int:
    """Each decision of a seat: every option's expected points, the loss, the mark (JSON)."""
    from . import review

    rec = Record.loads(read_input(args.file))
    if not 0 <= args.seat < rec.players:
        raise UsageError(f"--seat must be 0..{rec.players - 1} for a {rec.players}-player game", command=_REVIEW)
    if args.worlds < 1:
        raise UsageError("--worlds must be at least 1", command=_REVIEW)
    decisions = review.review(rec, args.seat, worlds=args.worlds, seed=args.seed)
    print(json.dumps(review.review_json(decisions), ensure_ascii=False))
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = Parser(prog="python -m rules_py blot",
                description="BLOT records: replay and check, make a random game, or let bots play.")
    sub = ap.add_subparsers(dest="cmd", required=True, parser_class=Parser)
    rp = sub.add_parser("replay", help="check a JSON record (- for stdin) and print the scores as JSON")
    rp.add_argument("file")
    rp.set_defaults(fn=cmd_replay)
    rn = sub.add_parser("random", help="print a complete random legal game record")
    rn.add_argument("--players", type=int, default=None,
                    choices=sorted({v.players for v in VARIANTS.values()}),
                    help="player count (default 4; must match --variant if both are given)")
    rn.add_argument("--variant", choices=_CLI_VARIANTS, default=None)
    rn.add_argument("--seed", type=int, default=0)
    rn.set_defaults(fn=cmd_random)
    sp = sub.add_parser("selfplay", help="seeded games between bots; each seat's wins and mean points (JSON)")
    sp.add_argument("--players", type=int, default=None,
                    choices=sorted({v.players for v in VARIANTS.values()}),
                    help="player count (default 4; must match --variant if both are given)")
    sp.add_argument("--variant", choices=_CLI_VARIANTS, default=None)
    sp.add_argument("--bots", required=True,
                    help=f"one bot per seat, comma-separated, from: {', '.join(BOT_NAMES)} "
                         "(level1 a novice ... level4 the top, also called level5; max: the top with 4 times "
                         "its budget; heuristic plays as level2)")
    sp.add_argument("--games", type=int, default=10)
    sp.add_argument("--seed", type=int, default=0, help="game g (from 0) uses seed + g")
    sp.add_argument("--worlds", type=int, default=None, help="the strong bot's sampled worlds (the levels keep their own)")
    sp.add_argument("--records", metavar="DIR", default=None,
                    help="write each game's record to DIR/game-NNNN.json")
    sp.set_defaults(fn=cmd_selfplay)
    rv = sub.add_parser("review", help="each decision of a seat: every option's expected points, "
                                       "the loss against the best, a mark (JSON)")
    rv.add_argument("file", help="a JSON record (- for stdin)")
    rv.add_argument("--seat", type=int, required=True, help="the seat to review, from 0")
    rv.add_argument("--worlds", type=int, default=32,
                    help="worlds simulated per decision, drawn from what the seat had seen (default 32)")
    rv.add_argument("--seed", type=int, default=0, help="seed of the simulations (default 0)")
    rv.set_defaults(fn=cmd_review)
    args = ap.parse_args(argv)
    return run(args.fn, args)


__all__ = ["scorer_names", "summary", "cmd_replay", "cmd_random", "cmd_review", "cmd_selfplay", "main"]
