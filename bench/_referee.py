"""A GTP referee: two GTP engines play Blokus, every move checked by our rules.

Each engine is a command line started once per match (ours:
``python -m rules_py blokus gtp --game duo --level 3``; Pentobi's:
``pentobi-gtp -g duo -l 3 --noresign --quiet``). Before each game both get
``clear_board`` and ``set_random_seed G``; then the referee asks the engine
of the player to move for ``genmove COLOUR``, plays the answer on its own
:class:`~rules_py.blokus.board.Board` (an illegal move, a pass while a piece
fits, a resignation or an engine that stops loses the game for its side,
with the reason kept) and passes the move to the other engine with
``play COLOUR MOVE``. The game ends when no colour can move; the variant's
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
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blokus import sgf  # noqa: E402
from rules_py.blokus.board import Board  # noqa: E402
from rules_py.blokus.scoring import group_scores  # noqa: E402
from rules_py.blokus.variants import Variant, get  # noqa: E402
from rules_py.errors import IllegalMove  # noqa: E402


class EngineFailed(Exception):
    """An engine answered ``?`` to a command that must succeed, or stopped."""


class GtpProcess:
    """One GTP engine in a child process (its standard error is discarded)."""

    def __init__(self, command: list[str], env: dict[str, str] | None = None, cwd: str | None = None) -> None:
        self.command = command
        self.errors = tempfile.TemporaryFile(mode="w+b")
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.errors, text=True, encoding="utf-8", bufsize=1,
                                     env=env, cwd=cwd)
        self.seconds = 0.0
        self.moves = 0

    def stderr_tail(self) -> str:
        """The last lines the engine wrote on its standard error (why it stopped)."""
        self.errors.seek(0, os.SEEK_END)
        size = self.errors.tell()
        self.errors.seek(max(0, size - 400))
        return self.errors.read().decode("utf-8", "replace").strip()

    def ask(self, line: str) -> tuple[bool, str]:
        """Send one command; ``(succeeded, answer text)``."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineFailed(f"engine {self.command[0]} stopped before {line!r}") from None
        lines = []
        while True:
            out = self.proc.stdout.readline()
            if not out:
                self.proc.wait()
                raise EngineFailed(f"engine {self.command[0]} stopped answering {line!r} "
                                   f"(exit {self.proc.returncode}): {self.stderr_tail()}")
            out = out.rstrip("\r\n")
            if not out and lines:
                break
            if out or lines:
                lines.append(out)
        head, body = lines[0], "\n".join(lines[1:])
        if head[:1] not in "=?":
            raise EngineFailed(f"engine {self.command[0]} answered {head!r} to {line!r}")
        text = head[1:].lstrip("0123456789").strip()
        return head[0] == "=", (text + ("\n" + body if body else "")).strip()

    def must(self, line: str) -> str:
        ok, text = self.ask(line)
        if not ok:
            raise EngineFailed(f"{line!r} failed: {text}")
        return text

    def close(self) -> None:
        try:
            self.ask("quit")
        except EngineFailed:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.errors.close()


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


def play_game(variant: Variant, engines: list[GtpProcess], a_player: int, seed: int) -> Game:
    """One game; ``engines[p]`` plays player ``p``."""
    board = Board(variant)
    game = Game(board, a_player)
    letters = variant.colour_letters
    for e in engines:
        e.must("clear_board")
        e.must(f"set_random_seed {seed}")
    while board.to_move is not None:
        c = board.to_move
        p = board.player_to_move
        assert p is not None
        engine = engines[p]
        t0 = time.perf_counter()
        try:
            ok, answer = engine.ask(f"genmove {letters[c]}")
        except EngineFailed as exc:
            game.forfeit, game.why = p, str(exc)
            return game
        engine.seconds += time.perf_counter() - t0
        engine.moves += 1
        if not ok or answer.lower() in ("pass", "resign", ""):
            game.forfeit, game.why = p, f"player {p} answered {'?' if not ok else '='} {answer!r} to genmove"
            return game
        try:
            played = board.play(answer, c)
        except IllegalMove as exc:
            game.forfeit, game.why = p, f"player {p} played {answer}: {exc.reason.en}"
            return game
        for q, other in enumerate(engines):
            if other is not engine:
                try:
                    other.must(f"play {letters[c]} {played}")
                except EngineFailed as exc:
                    game.forfeit, game.why = q, f"player {q} refused a legal move: {exc}"
                    return game
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
