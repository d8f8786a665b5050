"""Drive an outside Blokus engine over GTP, as ``chess.engine`` drives a chess engine.

Any program that speaks Pentobi's GTP (Pentobi's ``pentobi-gtp``, or ours,
``python -m rules_py blokus gtp``) plays a position it is shown:

    import rules_py
    from rules_py.engine import Limit, SimpleEngine

    board = rules_py.new_game("duo")
    with SimpleEngine.popen_gtp(["pentobi-gtp", "-g", "duo", "-l", "3", "--quiet"]) as engine:
        while not board.is_over:
            result = engine.play(board, Limit(time=5.0))
            board.apply(result.move)

`rules_py.engine.SimpleEngine.play` shows the engine the board's game
(``set_game`` the first time, else ``clear_board``, then one ``play`` a
move; only the new moves when the engine already holds the game so far;
an engine that refuses ``set_game`` is taken to play the board's variant
already and gets ``clear_board``), asks ``genmove`` for the
colour to move, and checks the answer with our rules. Whatever goes wrong
raises `rules_py.errors.EngineError`, whose ``code`` says what:
the program could not start (``not_started``; ``no_subprocess`` in Pyodide,
where no program can be started), stopped (``died``, with the end of its
standard error), took longer than allowed (``timeout``: it is then stopped),
answered what is no GTP answer (``garbled``), refused a command
(``refused``), or answered no move (``unparsable``), an illegal one
(``illegal``, with the rules' reason) or a pass while a piece fits
(``passed``).

GTP has no standard way to tell a Blokus engine how long to think: an
engine thinks as its own options say (Pentobi's ``-l LEVEL``, our
``--level``). So `rules_py.engine.Limit```(time=...)`` is how long the client waits for
the move before it gives up. Standard library only; the module imports in
Pyodide too, and says there, when an engine is started, that it cannot be.
"""

from __future__ import annotations

import os
import queue
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import IO, TYPE_CHECKING, Any

from .blokus.board import Board, Move
from .blokus.variants import Variant
from .errors import EngineError, IllegalMove, OptionError
from .reasons import Catalogue

if TYPE_CHECKING:
    import subprocess

#: The words of each `rules_py.errors.EngineError` code
#: (``rules_py/i18n/reasons_engine.py``).
REASONS = Catalogue("reasons_engine")

#: How long a command other than the move may take, in seconds, unless
#: ``popen_gtp(timeout=...)`` says otherwise.
DEFAULT_TIMEOUT = 60.0

#: How much of the engine's standard error an error quotes, in characters.
STDERR_TAIL = 400


@dataclass(frozen=True)
class Limit:
    """How long to wait for the engine's move: ``time`` seconds (``None``: the
    engine's command timeout). The engine's strength is its own options'."""

    time: float | None = None


@dataclass(frozen=True)
class PlayResult:
    """The engine's answer to `rules_py.engine.SimpleEngine.play`.

    ``move`` is a legal move of the colour to move (checked by our rules;
    ``None`` only when the engine resigned, then ``resigned`` is true), and
    ``seconds`` the time the engine took to choose it.
    """

    move: Move | None
    resigned: bool = False
    seconds: float = 0.0


def colour_word(variant: Variant, colour: int) -> str:
    """The GTP name of ``colour`` as Pentobi reads it: ``b``/``w`` with two
    colours, else ``1`` to ``4``.

        >>> from rules_py.blokus.variants import get
        >>> colour_word(get("duo"), 1), colour_word(get("classic"), 2)
        ('w', '3')
    """
    if len(variant.colours) == 2:
        return "bw"[colour]
    return str(colour + 1)


class SimpleEngine:
    """One GTP engine in a child process, answering one command at a time.

    Start it with `rules_py.engine.SimpleEngine.popen_gtp`; use it as a context manager (or
    call `rules_py.engine.SimpleEngine.close`) so the process ends. ``name`` and ``version`` are
    what the engine says of itself; ``command_line`` the program it runs;
    ``process`` the child process.
    """

    def __init__(self, process: "subprocess.Popen[bytes]", command_line: Sequence[str],
                 stderr: IO[bytes], timeout: float | None) -> None:
        self.process = process
        self.command_line = tuple(command_line)
        self.timeout = timeout
        self._stderr = stderr
        self._lines: "queue.Queue[bytes | None]" = queue.Queue()
        self._closed = False
        #: What the engine's board holds, as far as the client knows: the
        #: variant and the moves (``None``: unknown, shown again in full).
        self._variant: Variant | None = None
        self._moves: list[str] | None = None
        self._about: dict[str, str] = {}
        threading.Thread(target=self._read, name="rules_py-engine-reader", daemon=True).start()

    @property
    def name(self) -> str:
        """What the engine answers to ``name`` (asked once, at first use)."""
        return self._ask_once("name")

    @property
    def version(self) -> str:
        """What the engine answers to ``version`` (asked once, at first use)."""
        return self._ask_once("version")

    def _ask_once(self, word: str) -> str:
        if word not in self._about:
            self._about[word] = self.command(word)
        return self._about[word]

    @classmethod
    def popen_gtp(cls, command: Sequence[str] | str, *, timeout: float | None = DEFAULT_TIMEOUT,
                  cwd: str | os.PathLike[str] | None = None,
                  env: Mapping[str, str] | None = None) -> "SimpleEngine":
        """Start the GTP engine ``command`` (a program and its arguments, or one
        program name). Nothing is sent to it yet.

        ``timeout`` bounds every command in seconds (``None``: wait as long as
        it takes); ``cwd`` and ``env`` are the process's. Raises
        `rules_py.errors.EngineError` (``not_started``, or
        ``no_subprocess`` where no program can be started, as in Pyodide).
        """
        argv = [command] if isinstance(command, str) else [str(a) for a in command]
        engine = argv[0] if argv else ""
        if sys.platform in ("emscripten", "wasi"):
            raise EngineError(REASONS["no_subprocess"](engine=engine))
        if not argv:
            raise EngineError(REASONS["not_started"](engine="''", error="no program named"))
        import subprocess

        errors = tempfile.TemporaryFile(mode="w+b")
        try:
            process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors,
                                       cwd=cwd, env=None if env is None else dict(env))
        except OSError as exc:
            errors.close()
            raise EngineError(REASONS["not_started"](engine=engine, error=exc.strerror or str(exc))) from None
        return cls(process, argv, errors, timeout)

    # -- the protocol ------------------------------------------------------------
    def _read(self) -> None:
        """The reader thread: every line of the engine's output, then ``None``."""
        stream = self.process.stdout
        assert stream is not None
        for line in iter(stream.readline, b""):
            self._lines.put(line)
        self._lines.put(None)

    def stderr_tail(self) -> str:
        """The last lines the engine wrote on its standard error."""
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - STDERR_TAIL))
            return self._stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):  # already closed
            return ""

    def _fail(self, code: str, line: str, answer: str = "", **details: Any) -> EngineError:
        """The error ``code`` about command ``line``."""
        reason = REASONS[code](engine=os.path.basename(self.command_line[0]), command=repr(line),
                               answer=repr(answer), **details)
        return EngineError(reason, command=line, answer=answer, stderr=self.stderr_tail())

    def _died(self, line: str) -> EngineError:
        try:
            status = self.process.wait(timeout=5)
        except Exception:  # noqa: BLE001 - still running with its output closed
            self.process.kill()
            status = self.process.wait()
        tail = self.stderr_tail()
        self._closed = True
        return self._fail("died", line, status=status, tail=f": {tail}" if tail else ".")

    def _next_line(self, line: str, deadline: float | None, allowed: float | None) -> str:
        """The engine's next output line (without its end), or an EngineError
        (``timeout`` past ``deadline``: ``allowed`` seconds after the command)."""
        wait = None if deadline is None else max(0.0, deadline - time.monotonic())
        try:
            raw = self._lines.get(timeout=wait)
        except queue.Empty:
            self.process.kill()
            self.process.wait()
            self._closed = True
            raise self._fail("timeout", line, seconds=f"{allowed:g}") from None
        if raw is None:
            raise self._died(line)
        return raw.decode("utf-8", "replace").rstrip("\r\n")

    def send(self, line: str, *, timeout: float | None = None) -> tuple[bool, str]:
        """Send one GTP command; ``(True, text)`` for ``=``, ``(False, text)`` for ``?``.

        ``timeout`` (seconds) replaces the engine's own for this command. The
        answer's id, if the engine writes one, is dropped. Raises
        `rules_py.errors.EngineError` (``closed``, ``died``,
        ``timeout``, ``garbled``).
        """
        if self._closed:
            raise self._fail("closed", line)
        wait = self.timeout if timeout is None else timeout
        deadline = None if wait is None else time.monotonic() + wait
        stdin = self.process.stdin
        assert stdin is not None
        try:
            stdin.write(line.encode("utf-8") + b"\n")
            stdin.flush()
        except OSError:  # a broken pipe: the engine has gone
            raise self._died(line) from None
        lines: list[str] = []
        while True:
            out = self._next_line(line, deadline, wait)
            if not out.strip() and lines:
                break
            if out.strip() or lines:
                lines.append(out)
        head = lines[0].lstrip()
        if head[:1] not in ("=", "?"):
            raise self._fail("garbled", line, head)
        text = "\n".join([head[1:].lstrip("0123456789").strip(), *lines[1:]]).strip()
        return head[0] == "=", text

    def command(self, line: str, *, timeout: float | None = None) -> str:
        """Send one GTP command that must succeed, and return its answer's text.

        A ``?`` answer raises `rules_py.errors.EngineError` ``refused``. A command that
        changes the engine's board (anything but the ones that only read)
        makes the next `rules_py.engine.SimpleEngine.play` show the game again in full, except
        ``clear_board``, after which the engine is known to hold no move.
        """
        word = line.split()[0] if line.split() else ""
        if word not in _READ_ONLY:
            self._moves = [] if word == "clear_board" and self._variant is not None else None
        ok, text = self.send(line, timeout=timeout)
        if not ok:
            raise self._fail("refused", line, text)
        return text

    # -- playing -----------------------------------------------------------------
    def _show(self, board: Board) -> None:
        """Bring the engine's board to ``board``'s game, with as few commands as may be."""
        moves = [str(m) for m in board.history]
        known = self._moves
        if self._variant is not board.variant or known is None or moves[:len(known)] != known:
            gm = board.variant.gm
            # An engine without set_game (or without this game) is taken to play
            # the board's variant already, as its command line chose.
            if self._variant is board.variant or gm is None or not self.send(f"set_game {gm}")[0]:
                self.command("clear_board")
            self._variant, self._moves, known = board.variant, [], []
        for move in board.history[len(known):]:
            assert move.colour is not None  # a move of the history carries its colour
            self.command(f"play {colour_word(board.variant, move.colour)} {move}")
            known.append(str(move))
        self._moves = known

    def play(self, board: Board, limit: Limit = Limit()) -> PlayResult:
        """The engine's move for the colour to move on ``board`` (which is not changed).

        Raises `rules_py.errors.EngineError` for anything but a legal move or a
        resignation, and `rules_py.errors.OptionError` for a finished game or a board
        set up with pieces (GTP shows a game by its moves).
        """
        colour = board.to_move
        if colour is None:
            raise OptionError("the game is over: there is no move to ask for")
        if board.setup_pieces:
            raise OptionError("a board set up with pieces cannot be shown to an engine move by move")
        self._show(board)
        line = f"genmove {colour_word(board.variant, colour)}"
        self._moves = None  # the engine's board holds its own move from here
        start = time.monotonic()
        answer = self.command(line, timeout=limit.time)
        seconds = time.monotonic() - start
        if answer.lower() == "resign":
            return PlayResult(None, resigned=True, seconds=seconds)
        if answer.lower() == "pass":
            raise self._fail("passed", line, answer, colour=board.colour_name(colour))
        move = self._check(board, line, answer)
        self._moves = [*(str(m) for m in board.history), str(move)]
        return PlayResult(move, seconds=seconds)

    def _check(self, board: Board, line: str, answer: str) -> Move:
        """``answer`` as a legal move of the colour to move, else an EngineError."""
        try:
            move = board.parse_action(answer)
        except IllegalMove:
            raise self._fail("unparsable", line, answer) from None
        why = board.explain(move)
        if why is not None:
            raise self._fail("illegal", line, answer, move=answer, reason=why.to_dict())
        return move

    # -- the end -----------------------------------------------------------------
    def close(self) -> None:
        """Say ``quit``, wait a little for the engine to end, else stop it."""
        if not self._closed:
            try:
                self.send("quit", timeout=5.0)
            except EngineError:
                pass
        self._closed = True
        for stream in (self.process.stdin,):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        try:
            self.process.wait(timeout=10)
        except Exception:  # noqa: BLE001 - subprocess.TimeoutExpired, imported lazily
            self.process.kill()
            self.process.wait()
        self._stderr.close()

    quit = close

    def __enter__(self) -> "SimpleEngine":
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<SimpleEngine {' '.join(self.command_line)!r}>"


#: GTP commands that change nothing on the engine's board.
_READ_ONLY = frozenset({"name", "version", "protocol_version", "known_command", "list_commands",
                        "set_random_seed", "all_legal", "final_score", "showboard", "savesgf", "quit"})

__all__ = ["REASONS", "DEFAULT_TIMEOUT", "STDERR_TAIL", "Limit", "PlayResult", "colour_word", "SimpleEngine"]
