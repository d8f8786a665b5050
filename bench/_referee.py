"""A GTP referee: two GTP engines play Blokus, every move checked by our rules.

Each engine is a command line started once per match (ours:
``python -m rules_py blokus gtp --game duo --level 3``; Pentobi's:
``pentobi-gtp -g duo -l 3 --noresign --quiet``). Before each game both get
``clear_board`` and ``set_random_seed G``; then the referee asks the engine
of the player to move for its move (``rules_py.engine.SimpleEngine.play``:
the other side's new moves as ``play COLOUR MOVE``, then ``genmove
COLOUR``), and plays the answer on its own
:class:`~rules_py.blokus.board.Board` (an illegal move, a pass while a piece
fits, a resignation, a refused move or an engine that stops loses the game
for its side, with the reason kept). The game ends when no colour can move; the variant's
scoring decides. In game ``g`` (from 0) engine A plays player ``g % 2``, so
each engine moves first in every other game.

    python bench/_referee.py --variant duo --games 20 \\
        --a "python -m rules_py blokus gtp --game duo --bot strong" \\
        --b "$PENTOBI_GTP -g duo -l 3 --noresign --quiet" [--records DIR]

prints one line per game and a JSON summary (A's wins, draws, losses, mean
margin, each engine's mean seconds a move). Standard library only; not a
bench script itself (``bench/pentobi.py`` uses it).
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import shlex
import sys
import time
from dataclasses import dataclass, field

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blokus import sgf  # noqa: E402
from rules_py.blokus.board import Board  # noqa: E402
from rules_py.blokus.scoring import group_scores  # noqa: E402
from rules_py.blokus.variants import Variant, get  # noqa: E402
from rules_py.engine import PlayResult, SimpleEngine  # noqa: E402
from rules_py.errors import EngineError  # noqa: E402


#: What the referee's engines raise when they stop, take too long or answer
#: nonsense: the package's one engine error (`rules_py.engine`).
EngineFailed = EngineError


class GtpProcess:
    """One GTP engine in a child process (`rules_py.engine.SimpleEngine`, its
    standard error kept aside for the errors), with the time it spent on moves."""

    def __init__(self, command: list[str], env: dict[str, str] | None = None, cwd: str | None = None) -> None:
        self.command = command
        self.engine = SimpleEngine.popen_gtp(command, timeout=None, env=env, cwd=cwd)
        self.seconds = 0.0
        self.moves = 0

    def ask(self, line: str) -> tuple[bool, str]:
        """Send one command; ``(succeeded, answer text)``."""
        return self.engine.send(line)

    def must(self, line: str) -> str:
        """Send one command that must succeed; its answer (else `EngineFailed`)."""
        return self.engine.command(line)

    def play(self, board: Board) -> PlayResult:
        """The engine's move on ``board``, shown the game's new moves first."""
        t0 = time.perf_counter()
        result = self.engine.play(board)
        self.seconds += time.perf_counter() - t0
        self.moves += 1
        return result

    def close(self) -> None:
        self.engine.close()


@dataclass
class Game:
    """One refereed game: the board, A's player, and why it ended early (if it did)."""

    board: Board
    a_player: int
    forfeit: int | None = None  # the player who lost by forfeit
    why: str = ""

    def sides(self) -> list[int]:
        return group_scores(self.board)

    def a_margin(self) -> int:
        """A's side's points minus the other side's (two sides)."""
        s = self.sides()
        return s[self.a_player] - s[1 - self.a_player]

    def a_result(self) -> str:
        """``win``, ``draw`` or ``loss`` for engine A."""
        if self.forfeit is not None:
            return "loss" if self.forfeit == self.a_player else "win"
        m = self.a_margin()
        return "win" if m > 0 else ("draw" if m == 0 else "loss")


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    margin: int = 0
    forfeits: list[str] = field(default_factory=list)
    #: Per A's player (0: A moved first), A's wins, draws, losses.
    by_seat: list[list[int]] = field(default_factory=lambda: [[0, 0, 0], [0, 0, 0]])

    def add(self, game: Game) -> None:
        self.games += 1
        r = game.a_result()
        self.wins += r == "win"
        self.draws += r == "draw"
        self.losses += r == "loss"
        self.by_seat[game.a_player][("win", "draw", "loss").index(r)] += 1
        if game.forfeit is None:
            self.margin += game.a_margin()
        else:
            self.forfeits.append(game.why)

    def to_json(self) -> dict[str, object]:
        n = max(self.games, 1)
        return {"games": self.games, "a_wins": self.wins, "draws": self.draws, "a_losses": self.losses,
                "a_win_rate": self.wins / n, "a_score_rate": (self.wins + self.draws / 2) / n,
                "a_mean_margin": self.margin / n, "forfeits": self.forfeits,
                "a_first_wdl": self.by_seat[0], "a_second_wdl": self.by_seat[1]}


def forfeit_words(p: int, exc: EngineError) -> str:
    """Why player ``p`` lost by forfeit, from its engine's error."""
    if exc.code == "illegal":
        return f"player {p} played {exc.answer}: {exc.reason.details['reason']['en']}"
    if exc.code == "refused" and exc.command.startswith("play "):
        return f"player {p} refused a legal move: {exc}"
    if exc.code in ("refused", "passed", "unparsable"):
        return f"player {p} answered {'?' if exc.code == 'refused' else '='} {exc.answer!r} to genmove"
    return str(exc)


def play_game(variant: Variant, engines: list[GtpProcess], a_player: int, seed: int) -> Game:
    """One game; ``engines[p]`` plays player ``p``, shown the other's moves
    when its turn comes (`rules_py.engine.SimpleEngine.play`)."""
    board = Board(variant)
    game = Game(board, a_player)
    for e in engines:
        e.must("clear_board")
        e.must(f"set_random_seed {seed}")
    while board.to_move is not None:
        c = board.to_move
        p = board.player_to_move
        assert p is not None
        try:
            result = engines[p].play(board)
        except EngineFailed as exc:
            game.forfeit, game.why = p, forfeit_words(p, exc)
            return game
        if result.move is None:
            game.forfeit, game.why = p, f"player {p} answered = 'resign' to genmove"
            return game
        board.play(result.move, c)
    return game


def match(variant: Variant, a_cmd: list[str], b_cmd: list[str], games: int, seed: int = 0,
          records: str | None = None, log=print, env: dict[str, str] | None = None,
          cwd: str | None = None) -> dict[str, object]:
    """``games`` games between engines A and B (A plays player ``g % 2`` in game ``g``),
    both started in ``cwd`` with ``env``."""
    if len(variant.players) != 2:
        raise ValueError("the referee plays two-player variants")
    a, b = GtpProcess(a_cmd, env, cwd), GtpProcess(b_cmd, env, cwd)
    tally = Tally()
    try:
        for g in range(games):
            a_player = g % 2
            engines = [a, b] if a_player == 0 else [b, a]
            game = play_game(variant, engines, a_player, seed + g)
            tally.add(game)
            s = game.sides()
            log(f"game {g + 1}: A plays player {a_player + 1}, sides {s[0]}:{s[1]}, A {game.a_result()}"
                + (f" ({game.why})" if game.why else ""))
            if records:
                os.makedirs(records, exist_ok=True)
                with open(os.path.join(records, f"game-{g + 1:04d}.blksgf"), "w", encoding="utf-8") as f:
                    f.write(sgf.dumps(game.board, extra=[("GN", f"A plays player {a_player + 1}")]) + "\n")
    finally:
        a.close()
        b.close()
    out = tally.to_json()
    out["a_seconds_per_move"] = a.seconds / max(a.moves, 1)
    out["b_seconds_per_move"] = b.seconds / max(b.moves, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="duo")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--a", required=True, help="engine A's command line")
    ap.add_argument("--b", required=True, help="engine B's command line")
    ap.add_argument("--records", default=None, help="write each game to DIR/game-NNNN.blksgf")
    ap.add_argument("--cwd", default=None, help="the engines' working directory (python -m finds "
                    "the rules_py of its working directory before PYTHONPATH's)")
    args = ap.parse_args(argv)
    out = match(get(args.variant), shlex.split(args.a), shlex.split(args.b), args.games, args.seed,
                args.records, log=lambda s: print(s, flush=True), cwd=args.cwd)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
