"""``python -m rules_py blot replay FILE.json``, ``... blot examples``, ``... blot random --players N``,
``... blot selfplay --bots B1,B2,... --games N`` (see `rules_py.blot.selfplay`) and
``... blot review FILE.json --seat S [--worlds N] [--seed S]`` (see `rules_py.blot.review`)
and ``... blot score FILE.json`` (a round or a game scored from the table's counts: `rules_py.blot.facts`).

A record argument is a file, ``-`` (standard input) or a packaged example's
name (``martin``; ``blot examples`` lists them). JSON output is compact
unless ``--pretty``."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import Any

from ..i18n.messages import tr
from ..cli_errors import Parser, UsageError, add_pretty, emit, examples, read_record_input, records_writer, run
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
        raise UsageError(tr("--players {players} conflicts with --variant {name} ({n} players)",
                            players=players, name=name, n=variant.players), command=command)
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
                           "standings": _standings(st, names),
                           "complete": st.is_terminal()}
    if st.is_terminal():
        res = st.result()
        out["winners"] = [names[k] for k in res.winners]
        out["tiebreak"] = res.tiebreak
    return out


def _standings(state: BlotState, names: list[str]) -> dict[str, Any]:
    """The standings after the finished rounds, scorers by name."""
    now = state.standings()
    return {"rounds": now.rounds, "totals": dict(zip(names, now.totals)),
            "leaders": [names[k] for k in now.leaders]}


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a record; the summary as JSON on stdout."""
    emit(summary(Record.loads(read_record_input(args.file, "blot"))))
    return 0


def cmd_examples(args: argparse.Namespace) -> int:
    """The packaged examples a record argument may name: name, tab, file."""
    for name, path in examples("blot").items():
        print(f"{name}\t{path}")
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
        raise UsageError(tr("unknown bot {bot}; one of {choices}", bot=repr(unknown[0]), choices=", ".join(BOT_NAMES)),
                         command=command)
    if len(bots) != variant.players:
        raise UsageError(tr("{n} {n:plural:bot|bots} given for {players} players ({variant}): give one per seat",
                            n=len(bots), players=variant.players, variant=variant.name), command=command)
    if args.games < 0 or (args.worlds is not None and args.worlds < 1):
        raise UsageError(tr("--games must be at least 0 and --worlds at least 1"), command=command)
    tally = selfplay(variant, bots, args.games, args.seed, worlds=args.worlds,
                     on_game=_record_writer(args.records, args.seed, bots))
    emit({**tally.to_json(), "seed": args.seed, "records": args.records})
    return 0


def cmd_score(args: argparse.Namespace) -> int:
    """Score one round, or a whole game, from the facts counted at the table (JSON)."""
    from ..cli_errors import read_input
    from .facts import score

    emit(score(read_input(args.file)))
    return 0


_REVIEW = "python -m rules_py blot review"


def cmd_review(args: argparse.Namespace) -> int:
    """Each decision of a seat: every option's expected points, the loss, the mark (JSON)."""
    from . import review

    rec = Record.loads(read_record_input(args.file, "blot"))
    if not 0 <= args.seat < rec.players:
        raise UsageError(tr("--seat must be 0..{last} for a {n}-player game", last=rec.players - 1, n=rec.players),
                         command=_REVIEW)
    if args.worlds < 1:
        raise UsageError(tr("--worlds must be at least 1"), command=_REVIEW)
    decisions = review.review(rec, args.seat, worlds=args.worlds, seed=args.seed)
    emit(review.review_json(decisions))
    return 0


_EPILOG = """examples:
  python -m rules_py blot replay martin            # a packaged example (blot examples lists them)
  python -m rules_py blot replay game.json --pretty
  python -m rules_py blot random --players 3 --seed 7 > game.json
  python -m rules_py blot selfplay --bots strong,heuristic,heuristic,heuristic --games 20 --seed 1
  python -m rules_py blot review martin --seat 0 --worlds 8
  python -m rules_py blot score facts.json          # a round (or a game) scored from the table's counts"""

_RECORD_HELP = "a JSON record: a file, - for standard input, or a packaged example's name (blot examples)"
_VARIANT_HELP = "a variant by name, or standard: the player count's default (default standard)"


def parser() -> Parser:
    """The command's argument parser (every option with its help, examples in the epilog)."""
    ap = Parser(prog="python -m rules_py blot", epilog=_EPILOG,
                description="BLOT records: replay and check, make a random game, let bots play, review a seat.")
    sub = ap.add_subparsers(dest="cmd", required=True, parser_class=Parser, metavar="COMMAND")
    rp = sub.add_parser("replay", help="check a record and print each round's scores, the totals and the winners",
                        epilog="example: python -m rules_py blot replay martin --pretty")
    rp.add_argument("file", help=_RECORD_HELP)
    add_pretty(rp)
    rp.set_defaults(fn=cmd_replay)
    ex = sub.add_parser("examples", help="list the packaged example records (name, file)",
                        epilog="example: python -m rules_py blot examples | cut -f1")
    ex.set_defaults(fn=cmd_examples)
    rn = sub.add_parser("random", help="print a complete random legal game record",
                        epilog="example: python -m rules_py blot random --variant teams --seed 3 > teams.json")
    rn.add_argument("--players", type=int, default=None,
                    choices=sorted({v.players for v in VARIANTS.values()}),
                    help="player count (default 4; must match --variant if both are given)")
    rn.add_argument("--variant", choices=_CLI_VARIANTS, default=None, help=_VARIANT_HELP)
    rn.add_argument("--seed", type=int, default=0, help="seed of the random deals and choices (default 0)")
    rn.set_defaults(fn=cmd_random)
    sp = sub.add_parser("selfplay", help="seeded games between bots; each seat's wins and mean points (JSON)",
                        epilog="example: python -m rules_py blot selfplay --players 3 "
                               "--bots level3,level2,level1 --games 10 --seed 1")
    sp.add_argument("--players", type=int, default=None,
                    choices=sorted({v.players for v in VARIANTS.values()}),
                    help="player count (default 4; must match --variant if both are given)")
    sp.add_argument("--variant", choices=_CLI_VARIANTS, default=None, help=_VARIANT_HELP)
    sp.add_argument("--bots", required=True,
                    help=f"one bot per seat, comma-separated, from: {', '.join(BOT_NAMES)} "
                         "(level1 a novice ... level4 the top, also called level5; max: the top with 4 times "
                         "its budget; heuristic plays as level2)")
    sp.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    sp.add_argument("--seed", type=int, default=0, help="game g (from 0) uses seed + g (default 0)")
    sp.add_argument("--worlds", type=int, default=None, help="the strong bot's sampled worlds (the levels keep their own)")
    sp.add_argument("--records", metavar="DIR", default=None,
                    help="write each game's record to DIR/game-NNNN.json")
    add_pretty(sp)
    sp.set_defaults(fn=cmd_selfplay)
    rv = sub.add_parser("review", help="each decision of a seat: every option's expected points, "
                                       "the loss against the best, a mark (JSON)",
                        epilog="example: python -m rules_py blot review martin --seat 0 --worlds 8 --pretty")
    rv.add_argument("file", help=_RECORD_HELP)
    rv.add_argument("--seat", type=int, required=True, help="the seat to review, from 0")
    rv.add_argument("--worlds", type=int, default=32,
                    help="worlds simulated per decision, drawn from what the seat had seen (default 32)")
    rv.add_argument("--seed", type=int, default=0, help="seed of the simulations (default 0)")
    add_pretty(rv)
    rv.set_defaults(fn=cmd_review)
    sc = sub.add_parser("score", help="score a round, or a whole game, from what the table counted "
                                      "(faces, tiles, each player's ceremonies and cards); JSON",
                        epilog="example: python -m rules_py blot score round.json --pretty")
    sc.add_argument("file", help="the facts as JSON (seeds/blot/facts.schema.json): a file, or - for standard input")
    add_pretty(sc)
    sc.set_defaults(fn=cmd_score)
    return ap


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return run(args.fn, args)


__all__ = ["parser", "scorer_names", "summary", "cmd_replay", "cmd_examples", "cmd_random", "cmd_review", "cmd_score", "cmd_selfplay",
           "main"]
