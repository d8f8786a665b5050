"""``python -m rules_py blokus ...``: check records from the command line.

* ``legal FILE.blksgf``: the legal moves of the colour to move after the
  record, one per line in Pentobi's notation. On a finished game it prints
  no move and says so on standard error (``{"code": "game_over", ...}``,
  status 0).
* ``examples``: the packaged records a file argument may name
  (``duo_finished`` or ``duo``), one per line: name, tab, file.
* ``replay FILE.blksgf``: JSON with ``over``, each colour's points (standard
  scoring), each colour's remaining pieces and, if a move is illegal, the
  first one (``index`` from 0, ``reason``); the exit status is then 1.
* ``variants``: the variants and their ``GM`` strings.
* ``selfplay --variant V --bots B1,B2 --games N --seed S [--records DIR]``:
  seeded games between bots (one per player; see
  `rules_py.blokus.selfplay`), JSON with each bot's wins, draws and
  mean score margin; ``--records`` writes each game as ``DIR/game-NNNN.blksgf``.
* ``gtp [--game V] [--level N | --bot NAME] [--seed S]``: a GTP engine on
  standard input and output (`rules_py.blokus.gtp`), the protocol
  Pentobi's engine speaks; it answers ``= ...``/``? ...`` per command and
  exits 0 at ``quit`` or the end of its input.
* ``review FILE.blksgf [--player N] [--level N] [--seed S]``: each move of
  player ``N`` (from 0; default every player) valued by the tree search at
  level ``N`` (3 to 6, default 6; `rules_py.blokus.review`): JSON
  ``{"moves": [{"index", "player", "move", "best", "eval_before",
  "eval_after", "loss", "mark"}, ...]}``, the same for the same seed.

Every file argument may be ``-`` (standard input) or a packaged example's
name; a BLOT record is refused with "this is a BLOT record". JSON output is
compact, one line, unless ``--pretty``. Exit status and errors
follow `rules_py.cli_errors`: 1 and one JSON object on stderr for a
record that cannot be read or holds an illegal move (``replay`` then still
prints its summary on stdout), 2 for a usage error.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from ..i18n.messages import tr
from ..cli_errors import (Parser, UsageError, add_pretty, emit, examples, read_record_input, records_writer,
                          report, report_record, run)
from . import sgf
from . import variants as _variants
from .board import Board
from .bots import BOTS, Bot, make_bot
from .scoring import colour_points
from .selfplay import selfplay

_SELFPLAY = "python -m rules_py blokus selfplay"


def _read(path: str) -> sgf.Record:
    return sgf.read(read_record_input(path, "blokus"))


def cmd_legal(args: argparse.Namespace) -> int:
    """The legal moves of the colour to move, one per line; a finished game says so on stderr."""
    rec = _read(args.file)
    board = rec.replay()
    if board.to_move is None:
        report("game_over", tr("the game is over after {n} moves: no colour has a legal move", n=len(board.history)),
               {"file": args.file})
        return 0
    for mv in sorted(board.legal_moves, key=str) if args.sorted else board.legal_moves:
        print(mv)
    return 0


def cmd_examples(args: argparse.Namespace) -> int:
    """The packaged records a file argument may name: name, tab, file."""
    for name, path in examples("blokus").items():
        print(f"{name}\t{path}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    rec = _read(args.file)
    board, err = rec.replay_checked()
    v = board.variant
    out = {
        "variant": v.name,
        "moves": len(board.history),
        "over": board.is_over if err is None else False,
        "to_move": None if board.to_move is None else v.colours[board.to_move],
        "points": {v.colours[c]: colour_points(board, c, "standard") for c in range(board.ncolours)},
        "remaining": {v.colours[c]: board.remaining(c) for c in range(board.ncolours)},
        "illegal": None,
    }
    if err is not None:
        out["illegal"] = {"index": err.index, "line": err.line, "column": err.column,
                          "reason": err.reason.to_dict() if err.reason else {"code": "record", "en": err.message}}
    emit(out)
    return report_record(err, args.file) if err is not None else 0


def cmd_variants(args: argparse.Namespace) -> int:
    for name in _variants.names():
        v = _variants.get(name)
        print(f"{name}\t{v.gm or '-'}\t{v.title}")
    return 0


def _record_writer(directory: str | None, seed: int,
                   bots: list[str]) -> Callable[[int, Board, list[int]], None] | None:
    """A callback writing game ``g`` to ``DIR/game-NNNN.blksgf`` (``None``: no records)."""
    save = records_writer(directory, "blksgf")
    if save is None:
        return None

    def write(g: int, board: Board, seating: list[int]) -> None:
        who = ", ".join(bots[b] for b in seating)
        save(g, sgf.dumps(board, extra=[("GN", f"Self-play game {g + 1}, seed {seed + g}: {who}")]))
    return write


def cmd_selfplay(args: argparse.Namespace) -> int:
    """Seeded bot games; each bot's wins, draws and mean margin as JSON."""
    try:
        variant = _variants.get(args.variant)
    except (KeyError, ValueError):
        raise UsageError(tr("unknown variant {name}; one of {choices}", name=repr(args.variant),
                            choices=", ".join(_variants.names())),
                         command=_SELFPLAY) from None
    bots = [b.strip() for b in args.bots.split(",")]
    unknown = [b for b in bots if b not in BOTS]
    if unknown:
        raise UsageError(tr("unknown bot {bot}; one of {choices}", bot=repr(unknown[0]), choices=", ".join(BOTS)),
                         command=_SELFPLAY)
    if len(bots) != len(variant.players):
        raise UsageError(tr("{n} {n:plural:bot|bots} given for {players} players ({variant}): give one per player",
                            n=len(bots), players=len(variant.players), variant=variant.name), command=_SELFPLAY)
    if args.games < 0 or (args.playouts is not None and args.playouts < 1):
        raise UsageError(tr("--games must be at least 0 and --playouts at least 1"), command=_SELFPLAY)
    if args.records is not None and variant.gm is None:
        raise UsageError(tr("variant {name} has no record format", name=variant.name), command=_SELFPLAY)
    tally = selfplay(variant, bots, args.games, args.seed, rotate=args.rotate,
                     playouts=args.playouts, on_game=_record_writer(args.records, args.seed, bots))
    emit({**tally.to_json(), "seed": args.seed, "rotate": args.rotate, "records": args.records})
    return 0


#: The bots behind ``--level N`` while the bot registry has no ``levelN``
#: names: when it has them, they are used instead (see `level_bots`).
FALLBACK_LEVELS = {1: "random", 2: "greedy", 3: "strong"}
_GTP = "python -m rules_py blokus gtp"


def level_bots() -> dict[int, str]:
    """``--level N`` to a bot name: the registry's ``level1``, ``level2``..
    when it has them, else `FALLBACK_LEVELS`."""
    named = {int(n[5:]): n for n in BOTS if n.startswith("level") and n[5:].isdigit()}
    return dict(sorted(named.items())) if named else dict(FALLBACK_LEVELS)


def gtp_bot(level: int | None, bot: str | None) -> tuple[Bot, str]:
    """The bot ``gtp`` plays with and its name (``--bot`` first, then
    ``--level``, else the highest level)."""
    levels = level_bots()
    if bot is not None:
        if bot not in BOTS:
            raise UsageError(tr("unknown bot {bot}; one of {choices}", bot=repr(bot), choices=", ".join(BOTS)),
                             command=_GTP)
        name = bot
    elif level is not None:
        if level not in levels:
            raise UsageError(tr("--level must be one of {choices}", choices=", ".join(map(str, levels))), command=_GTP)
        name = levels[level]
    else:
        name = levels[max(levels)]
    return make_bot(name), name


def cmd_gtp(args: argparse.Namespace) -> int:
    """Run the GTP engine until ``quit`` or the end of standard input."""
    from . import gtp

    try:
        variant = _variants.get(args.game)
    except (KeyError, ValueError):
        raise UsageError(tr("unknown variant {name}; one of {choices}", name=repr(args.game),
                            choices=", ".join(_variants.names())),
                         command=_GTP) from None
    bot, name = gtp_bot(args.level, args.bot)
    return gtp.main_loop(gtp.Engine(variant, bot, seed=args.seed, bot_name=name))


_REVIEW = "python -m rules_py blokus review"


def cmd_review(args: argparse.Namespace) -> int:
    """Each move's loss against the search's best move, as JSON."""
    from . import review

    if args.level not in review.REVIEW_LEVELS:
        raise UsageError(tr("--level must be one of {choices}", choices=", ".join(map(str, review.REVIEW_LEVELS))),
                         command=_REVIEW)
    rec = _read(args.file)
    players = len(rec.variant.players)
    if args.player is not None and not 0 <= args.player < players:
        raise UsageError(tr("--player must be 0..{last} for {variant}", last=players - 1, variant=rec.variant.name),
                         command=_REVIEW)
    moves = review.review(rec, args.player, level=args.level, seed=args.seed)
    emit(review.review_json(moves))
    return 0


_EPILOG = """examples:
  python -m rules_py blokus replay duo_finished        # a packaged example (blokus examples lists them)
  python -m rules_py blokus legal game.blksgf | head -5
  python -m rules_py blokus selfplay --variant duo --bots strong,greedy --games 10 --seed 1 --rotate
  echo quit | python -m rules_py blokus gtp --game duo --level 3
  python -m rules_py blokus review duo_finished --player 0 --level 3 --pretty"""

_FILE_HELP = "a .blksgf record: a file, - for standard input, or a packaged example's name (blokus examples)"


def parser() -> Parser:
    """The command's argument parser (every option with its help, examples in the epilog)."""
    ap = Parser(prog="python -m rules_py blokus", description=__doc__.split("\n\n")[0], epilog=_EPILOG)
    sub = ap.add_subparsers(dest="command", required=True, parser_class=Parser, metavar="COMMAND")
    p = sub.add_parser("legal", help="legal moves of the colour to move after a record, one per line",
                       epilog="example: python -m rules_py blokus legal game.blksgf --sorted | head -5")
    p.add_argument("file", help=_FILE_HELP)
    p.add_argument("--sorted", action="store_true", help="sort the moves alphabetically")
    p.set_defaults(fn=cmd_legal)
    p = sub.add_parser("replay", help="replay a record; JSON summary (over, points, remaining, first illegal move)",
                       epilog="example: python -m rules_py blokus replay duo_finished --pretty")
    p.add_argument("file", help=_FILE_HELP)
    add_pretty(p)
    p.set_defaults(fn=cmd_replay)
    p = sub.add_parser("examples", help="list the packaged example records (name, file)",
                       epilog="example: python -m rules_py blokus examples")
    p.set_defaults(fn=cmd_examples)
    p = sub.add_parser("variants", help="list the variants (name, GM string, title)",
                       epilog="example: python -m rules_py blokus variants")
    p.set_defaults(fn=cmd_variants)
    p = sub.add_parser("selfplay", help="seeded games between bots; wins, draws, mean margin (JSON)",
                       epilog="example: python -m rules_py blokus selfplay --variant duo --bots level3,level1 "
                              "--games 10 --seed 1 --rotate")
    p.add_argument("--variant", default="duo", help="a name from `variants` (default duo)")
    p.add_argument("--bots", required=True,
                   help=f"one bot per player, comma-separated, from: {', '.join(BOTS)}")
    p.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    p.add_argument("--seed", type=int, default=0, help="game g (from 0) uses seed + g (default 0)")
    p.add_argument("--rotate", action="store_true",
                   help="shift the bots one seat each game (each moves first in turn)")
    p.add_argument("--playouts", type=int, default=None, help="the strong bot's playouts per move")
    p.add_argument("--records", metavar="DIR", default=None,
                   help="write each game to DIR/game-NNNN.blksgf")
    add_pretty(p)
    p.set_defaults(fn=cmd_selfplay)
    p = sub.add_parser("gtp", help="a GTP engine on standard input and output (Pentobi's protocol)",
                       epilog="example: printf 'genmove purple\\nquit\\n' | "
                              "python -m rules_py blokus gtp --game duo --level 2")
    p.add_argument("--game", default="classic",
                   help="a variant name from `variants` or Pentobi's id (default classic)")
    p.add_argument("--level", type=int, default=None,
                   help="playing level (the bots levelN when registered, else 1 random, 2 greedy, "
                        "3 strong); default the highest")
    p.add_argument("--bot", default=None, help=f"a bot by name instead of a level: {', '.join(BOTS)}")
    p.add_argument("--seed", type=int, default=None, help="seed of the bot's random choices")
    p.set_defaults(fn=cmd_gtp)
    p = sub.add_parser("review", help="each move's loss in points against the search's best move (JSON)",
                       epilog="example: python -m rules_py blokus review duo_finished --player 0 --level 3")
    p.add_argument("file", help=_FILE_HELP)
    p.add_argument("--player", type=int, default=None, help="the player to review, from 0 (default every player)")
    p.add_argument("--level", type=int, default=6, help="the search's level, 3 to 6 (default 6)")
    p.add_argument("--seed", type=int, default=0, help="seed of the searches (default 0)")
    add_pretty(p)
    p.set_defaults(fn=cmd_review)
    return ap


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return run(args.fn, args)


__all__ = ["parser", "cmd_legal", "cmd_examples", "cmd_replay", "cmd_review", "cmd_variants", "cmd_selfplay", "main"]
