"""A GTP engine for Blokus: ``python -m rules_py blokus gtp``.

GTP (the Go Text Protocol, version 2) is how Blokus programs talk to each
other: a controller writes one command per line on the engine's standard
input and reads one answer per command. Pentobi's engine speaks the Blokus
adaptation this module follows, so any controller that drives Pentobi
(its ``twogtp``, our ``bench/pentobi.py`` referee) drives ours the same way.

The protocol
------------
* Each input line is cleaned as GTP says: control characters other than tab
  and line feed removed, everything from ``#`` on dropped (a comment), tabs
  turned into spaces; a line left empty is skipped without an answer. Bytes
  that are not UTF-8 are read as U+FFFD, so they can only make a command
  unknown or an argument wrong.
* A line is ``[id] command [arguments...]``: ``id``, when the first word is
  all digits and a command follows, is echoed in the answer.
* The answer is ``=[id] text`` on success or ``?[id] message`` on failure,
  ended by an empty line (``"= e10,d11,e11,f11,e12\\n\\n"``); a multi-line
  answer never holds an empty line. Nothing a line holds stops the engine:
  only ``quit`` and the end of the input do.

Colours and moves
-----------------
As in Pentobi's engine: with two colours ``b``/``black``/``blue`` is the
first and ``w``/``white``/``green`` the second; with more, ``1``..``4`` or
``blue``, ``yellow``, ``red``, ``green``. Our own colour names (``purple``,
``orange`` in Duo) and record letters work too where they do not clash with
those (so in Junior ``green`` is the *second* colour, as in Pentobi). Case
does not matter. A move is the record notation, cells separated by commas
(``e10,d11,e11,f11,e12``, any order); the engine writes them in Pentobi's
order.

Commands
--------
``protocol_version``, ``name``, ``version``, ``known_command NAME``,
``list_commands``, ``quit``, ``clear_board``, ``set_game GM``,
``play COLOUR MOVE``, ``genmove COLOUR``, ``undo``, ``all_legal COLOUR``,
``final_score``, ``set_random_seed N``, ``showboard``,
``loadsgf FILE [N]``, ``savesgf FILE``. See `rules_py.blokus.gtp.HELP` for each one.

Decisions where Pentobi's engine and ours differ: a move or a ``genmove``
for a colour whose turn it is not is refused (``? It is orange's turn, not
purple's.``; Pentobi plays it), since the board keeps the rules' turn order;
``play COLOUR pass`` is accepted, and changes nothing, when that colour has
no legal move (Pentobi refuses every pass); ``genmove`` never resigns;
``final_score`` counts the position now, over or not.
"""

from __future__ import annotations

import os
import random
import stat
import sys
from collections.abc import Callable, Iterable
from typing import BinaryIO

from ..version import __version__
from ..errors import MAX_BYTES, IllegalMove, RulesError
from . import sgf
from . import variants as _variants
from .board import Board
from .bots import Bot
from .scoring import colour_points
from .variants import Variant

#: What each command does (``list_commands`` lists these names).
HELP: dict[str, str] = {
    "all_legal": "all_legal COLOUR: every legal move of the colour, one per line (as if it were its turn)",
    "clear_board": "clear_board: a new game of the current variant",
    "final_score": "final_score: B+n, W+n or 0 with two sides; else each colour's points (squares placed plus bonus)",
    "genmove": "genmove COLOUR: the engine's move for the colour, played; pass when it cannot move",
    "known_command": "known_command NAME: true or false",
    "list_commands": "list_commands: the commands, one per line",
    "loadsgf": "loadsgf FILE [N]: the position of a .blksgf record (before move N if given)",
    "name": "name: the engine's name",
    "play": "play COLOUR MOVE: place a piece (or pass when the colour cannot move)",
    "protocol_version": "protocol_version: 2",
    "quit": "quit: stop the engine",
    "savesgf": "savesgf FILE: write the game as a .blksgf record",
    "set_game": "set_game GM: switch to the variant of that record GM string (Blokus Duo) and clear the board",
    "set_random_seed": "set_random_seed N: seed the engine's random choices",
    "showboard": "showboard: the board as text",
    "undo": "undo: take back the last move",
    "version": "version: the engine's version",
}

#: The longest command line read (longer ones are refused whole).
MAX_LINE = 65536

ENGINE_NAME = "rules_py"


class GtpError(Exception):
    """A command failed: its message is the ``?`` answer."""


def clean(line: str) -> str:
    """A raw input line as GTP's preprocessing leaves it (see the module docstring).

    For example:

        >>> clean("  12 play\\tb e10 # a comment\\r")
        '  12 play b e10 '
    """
    line = line.split("#", 1)[0]
    line = "".join(ch for ch in line if ch in "\t\n" or not (ord(ch) < 32 or ord(ch) == 127))
    return line.replace("\t", " ").rstrip("\n")


def colour_names(variant: Variant) -> dict[str, int]:
    """Every accepted colour argument (lower case) of ``variant`` and its colour index.

    For example:

        >>> sorted(colour_names(_variants.get("duo")).items())  # doctest: +NORMALIZE_WHITESPACE
        [('b', 0), ('black', 0), ('blue', 0), ('green', 1), ('orange', 1), ('purple', 0),
         ('w', 1), ('white', 1)]
    """
    n = len(variant.colours)
    names: dict[str, int] = {}
    if n == 2:
        names.update({"b": 0, "black": 0, "blue": 0, "w": 1, "white": 1, "green": 1})
    else:
        for c, name in enumerate(("blue", "yellow", "red", "green")[:n]):
            names[str(c + 1)] = c
            names[name] = c
    for c, letter in enumerate(variant.colour_letters):
        names.setdefault(letter.lower(), c)
    for c, name in enumerate(variant.colours):
        names.setdefault(name.lower(), c)
    return names


def pentobi_points(board: Board, colour: int) -> int:
    """A colour's points as Pentobi counts them: squares on the board plus the bonus."""
    placed = board.cells[colour].bit_count()
    return placed + (colour_points(board, colour) if board.placed_everything(colour) else 0)


def final_score(board: Board) -> str:
    """``B+n``/``W+n``/``0`` when two sides are scored, else each colour's points."""
    groups = board.variant.score_groups
    if len(groups) == 2:
        a, b = (sum(pentobi_points(board, c) for c in g) for g in groups)
        return "0" if a == b else (f"B+{a - b}" if a > b else f"W+{b - a}")
    return " ".join(str(pentobi_points(board, c)) for c in range(board.ncolours))


def show(board: Board) -> str:
    """The board as text: one character per cell (``.`` free, ``+`` a free
    starting cell, else the colour's record letter), rows numbered from the
    bottom, columns lettered; then each colour's pieces left and whose turn it is."""
    g = board.geometry
    letters = board.variant.colour_letters
    starts = 0
    for c in range(board.ncolours):
        if board.placed[c] == 0:
            for i in board.tables.starts[c] or ():
                starts |= 1 << i
    width = max(len(g.name(i).rstrip("0123456789")) for i in range(g.size)) + 1
    cols = []
    for x in range(g.width):
        name = next((g.name(g.index[(x, y)]) for y in range(g.height) if (x, y) in g.index), "")
        cols.append(name.rstrip("0123456789").ljust(width))
    pad = len(str(g.height))
    head = " " * (pad + 1) + "".join(cols).rstrip()
    lines = [head]
    for y in range(g.height):
        row = []
        for x in range(g.width):
            cell = g.index.get((x, y))
            if cell is None:
                ch = " "
            else:
                o = board.owner(cell)
                ch = letters[o] if o is not None else ("+" if starts >> cell & 1 else ".")
            row.append(ch.ljust(width))
        number = str(g.height - y).rjust(pad)
        lines.append(f"{number} {''.join(row).rstrip()}")
    lines.append(head)
    for c in range(board.ncolours):
        left = board.remaining(c)
        lines.append(f"{letters[c]} {board.colour_name(c)}: {len(left)} pieces left "
                     f"({board.remaining_cells(c)} squares), score {pentobi_points(board, c)}")
    to = board.to_move
    lines.append("game over" if to is None else f"to move: {letters[to]} {board.colour_name(to)}")
    return "\n".join(lines)


class Engine:
    """The GTP engine's state: a board, a bot, a random generator.

    `rules_py.blokus.gtp.Engine.handle` answers one input line; `rules_py.blokus.gtp.serve` runs the
    loop.
    ``bot_name`` is what ``version`` reports beside the package version.
    """

    def __init__(self, variant: Variant, bot: Bot, seed: int | None = None, bot_name: str = "") -> None:
        self.variant = variant
        self.board = Board(variant)
        self.bot = bot
        self.bot_name = bot_name or getattr(bot, "name", "")
        self.rng = random.Random(seed)
        self.quit = False
        self.commands: dict[str, Callable[[list[str]], str]] = {
            "all_legal": self.cmd_all_legal,
            "clear_board": self.cmd_clear_board,
            "final_score": self.cmd_final_score,
            "genmove": self.cmd_genmove,
            "known_command": self.cmd_known_command,
            "list_commands": self.cmd_list_commands,
            "loadsgf": self.cmd_loadsgf,
            "name": self.cmd_name,
            "play": self.cmd_play,
            "protocol_version": self.cmd_protocol_version,
            "quit": self.cmd_quit,
            "savesgf": self.cmd_savesgf,
            "set_game": self.cmd_set_game,
            "set_random_seed": self.cmd_set_random_seed,
            "showboard": self.cmd_showboard,
            "undo": self.cmd_undo,
            "version": self.cmd_version,
        }

    # -- the protocol -----------------------------------------------------------
    def handle(self, raw: str) -> str | None:
        """The answer to one raw input line (``None``: an empty line or a comment,
        not answered), ending with the empty line GTP asks for."""
        line = clean(raw)
        words = line.split()
        if not words:
            return None
        ident = ""
        if len(words) > 1 and words[0].isascii() and words[0].isdigit():
            ident, words = words[0], words[1:]
        name, args = words[0], words[1:]
        fn = self.commands.get(name)
        try:
            if fn is None:
                raise GtpError("unknown command")
            ok, text = True, fn(args)
        except GtpError as exc:
            ok, text = False, str(exc)
        except RulesError as exc:
            ok, text = False, _rules_message(exc)
        except Exception as exc:  # a bug of ours: answered, never fatal
            ok, text = False, f"internal error: {type(exc).__name__}: {exc}"
        return format_answer(ok, ident, text)

    # -- argument helpers -------------------------------------------------------
    def colour(self, word: str) -> int:
        c = colour_names(self.board.variant).get(word.lower())
        if c is None:
            known = ", ".join(sorted(colour_names(self.board.variant)))
            raise GtpError(f"invalid colour {word!r}; one of {known}")
        return c

    @staticmethod
    def expect(args: list[str], name: str, lo: int, hi: int | None = None) -> None:
        """Refuse a wrong number of arguments with the command's usage."""
        hi = lo if hi is None else hi
        if not lo <= len(args) <= hi:
            raise GtpError("usage: " + HELP[name].split(":", 1)[0])

    def _turn(self, c: int) -> None:
        """Refuse to move colour ``c`` out of turn (the board's own sentence)."""
        to = self.board.to_move
        if to is not None and to != c:
            raise GtpError(_not_your_turn(self.board, c))

    # -- commands ---------------------------------------------------------------
    def cmd_protocol_version(self, args: list[str]) -> str:
        self.expect(args, "protocol_version", 0)
        return "2"

    def cmd_name(self, args: list[str]) -> str:
        self.expect(args, "name", 0)
        return ENGINE_NAME

    def cmd_version(self, args: list[str]) -> str:
        self.expect(args, "version", 0)
        return f"{__version__} ({self.bot_name})" if self.bot_name else __version__

    def cmd_known_command(self, args: list[str]) -> str:
        self.expect(args, "known_command", 1)
        return "true" if args[0] in self.commands else "false"

    def cmd_list_commands(self, args: list[str]) -> str:
        self.expect(args, "list_commands", 0)
        return "\n".join(sorted(self.commands))

    def cmd_quit(self, args: list[str]) -> str:
        self.expect(args, "quit", 0)
        self.quit = True
        return ""

    def cmd_clear_board(self, args: list[str]) -> str:
        self.expect(args, "clear_board", 0)
        self.board = Board(self.board.variant)
        return ""

    def cmd_set_game(self, args: list[str]) -> str:
        if not args:
            raise GtpError("usage: " + HELP["set_game"].split(":", 1)[0])
        gm = " ".join(args)
        try:
            variant = _variants.by_gm(gm)
        except KeyError:
            raise GtpError(f"unknown game {gm!r}") from None
        self.board = Board(variant)
        return ""

    def cmd_play(self, args: list[str]) -> str:
        if len(args) < 2:
            raise GtpError("usage: " + HELP["play"].split(":", 1)[0])
        c = self.colour(args[0])
        text = "".join(args[1:])
        b = self.board
        if text.lower() == "pass":
            if b.can_move(c) and b.to_move is not None:
                raise GtpError(f"{b.colour_name(c)} can still place a piece: no pass")
            return ""
        self._turn(c)
        b.play(text, c)  # IllegalMove: the reason, and the board is unchanged
        return ""

    def cmd_genmove(self, args: list[str]) -> str:
        self.expect(args, "genmove", 1)
        c = self.colour(args[0])
        b = self.board
        if b.to_move is None or not b.can_move(c):
            return "pass"
        self._turn(c)
        # The board itself (bots never change it): a bot that keeps its search
        # tree between moves of one game recognises the same board object.
        move = self.bot.choose(b, self.rng)
        if move is None:  # pragma: no cover - a bot passes only when the game is over
            raise GtpError("the bot found no move")
        return str(b.play(move, c))

    def cmd_undo(self, args: list[str]) -> str:
        self.expect(args, "undo", 0)
        if not self.board.history:
            raise GtpError("cannot undo: no move played")
        self.board.undo()
        return ""

    def cmd_all_legal(self, args: list[str]) -> str:
        self.expect(args, "all_legal", 1)
        c = self.colour(args[0])
        return "\n".join(str(m) for m in self.board.legal_moves_of(c))

    def cmd_final_score(self, args: list[str]) -> str:
        self.expect(args, "final_score", 0)
        return final_score(self.board)

    def cmd_set_random_seed(self, args: list[str]) -> str:
        self.expect(args, "set_random_seed", 1)
        word = args[0]
        if not (word.isascii() and word.lstrip("-").isdigit()) or len(word) > 100:
            raise GtpError(f"invalid seed {word!r}: an integer")
        self.rng = random.Random(int(word))
        return ""

    def cmd_showboard(self, args: list[str]) -> str:
        self.expect(args, "showboard", 0)
        return "\n" + show(self.board)

    def cmd_loadsgf(self, args: list[str]) -> str:
        self.expect(args, "loadsgf", 1, 2)
        stop_at = None
        if len(args) == 2:
            word = args[1]
            if not (word.isascii() and word.isdigit()) or int(word) < 1:
                raise GtpError(f"invalid move number {word!r}: 1 or more")
            stop_at = int(word) - 1
        record = sgf.read(read_regular_file(args[0]))  # RecordError: answered, nothing changed
        self.board = record.replay(stop_at=stop_at)
        return ""

    def cmd_savesgf(self, args: list[str]) -> str:
        self.expect(args, "savesgf", 1)
        if self.board.variant.gm is None:
            raise GtpError(f"variant {self.board.variant.name} has no record format")
        write_regular_file(args[0], sgf.dumps(self.board) + "\n")
        return ""


def read_regular_file(path: str) -> bytes:
    """The bytes of ``path`` for ``loadsgf``: a regular file of at most
    `rules_py.errors.MAX_BYTES` bytes, else a `rules_py.blokus.gtp.GtpError`.

    The file is opened without blocking and checked on the open descriptor,
    so a named pipe, a device or a directory is refused at once (``? ...``)
    instead of stalling the engine, and nothing past the limit is read.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise GtpError(f"cannot read {path}: {exc.strerror or exc}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
        os.close(fd)
        why = "not a regular file" if not stat.S_ISREG(info.st_mode) else \
            f"{info.st_size} bytes, at most {MAX_BYTES}"
        raise GtpError(f"cannot read {path}: {why}")
    with os.fdopen(fd, "rb") as f:
        try:
            return f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise GtpError(f"cannot read {path}: {exc.strerror or exc}") from None


def write_regular_file(path: str, text: str) -> None:
    """Write ``text`` to ``path`` for ``savesgf``: a regular file (created or
    replaced), else a `rules_py.blokus.gtp.GtpError` at once. Opened
    without blocking, so a named pipe with no reader is refused instead of
    stalling the engine."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
    except OSError as exc:
        raise GtpError(f"cannot write {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise GtpError(f"cannot write {path}: not a regular file")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        try:
            f.truncate(0)
            f.write(text)
        except OSError as exc:
            raise GtpError(f"cannot write {path}: {exc.strerror or exc}") from None


def _not_your_turn(board: Board, colour: int) -> str:
    """The board's own "not your turn" reason, in the current language."""
    why = board.explain(board.tables.move(0, colour), colour)
    assert why is not None
    return why.message()


def _rules_message(exc: RulesError) -> str:
    """A rules or record error as one line: the reason's sentence when there is one."""
    reason = getattr(exc, "reason", None)
    if isinstance(exc, IllegalMove) and reason is not None:
        return str(reason.message())
    return str(exc)


def format_answer(ok: bool, ident: str, text: str) -> str:
    """``=id text`` or ``?id text``, no empty line inside, then the closing empty line.

    For example:

        >>> format_answer(True, "3", "a\\n\\nb")
        '=3 a\\n \\nb\\n\\n'
    """
    lines = text.split("\n")
    body = "\n".join(line if line.strip() or k in (0, len(lines) - 1) else " "
                     for k, line in enumerate(lines))
    while "\n\n" in body:
        body = body.replace("\n\n", "\n \n")
    return f"{'=' if ok else '?'}{ident} {body}".rstrip("\n") + "\n\n"


def read_lines(stream: BinaryIO) -> Iterable[str | None]:
    """Lines of ``stream`` decoded as UTF-8 (bad bytes replaced); ``None`` for
    a line longer than `rules_py.blokus.gtp.MAX_LINE` (skipped whole)."""
    while True:
        line = stream.readline(MAX_LINE + 1)
        if not line:
            return
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while True:  # drop the rest of the long line
                rest = stream.readline(MAX_LINE)
                if not rest or rest.endswith(b"\n"):
                    break
            yield None
            continue
        yield line.decode("utf-8", errors="replace")


def serve(engine: Engine, stdin: BinaryIO, stdout: BinaryIO) -> int:
    """Answer every command line of ``stdin`` on ``stdout`` until ``quit`` or the end."""
    for line in read_lines(stdin):
        answer = format_answer(False, "", f"line too long (over {MAX_LINE} bytes)") if line is None \
            else engine.handle(line)
        if answer is None:
            continue
        stdout.write(answer.encode("utf-8"))
        stdout.flush()
        if engine.quit:
            break
    return 0


def main_loop(engine: Engine) -> int:
    """`rules_py.blokus.gtp.serve` on the process's standard input and output."""
    return serve(engine, sys.stdin.buffer, sys.stdout.buffer)


__all__ = ["HELP", "MAX_LINE", "ENGINE_NAME", "GtpError", "clean", "colour_names",
           "pentobi_points", "final_score", "show", "Engine", "format_answer", "read_lines",
           "read_regular_file", "write_regular_file",
           "serve", "main_loop"]
