"""The command line's error contract, shared by every command.

* Exit status 0: success. 1: a rules or record error (the input was read
  but is malformed, or a move breaks the rules). 2: a usage error (unknown
  command or option, conflicting options, a file that cannot be opened).
  3: ``puzzles solve --time-limit`` gave up.
* Every error is ONE JSON object on standard error, on one line:
  ``{"code", "message", "where"}`` (plus ``"reason"`` for an illegal move).
  ``code`` is ``"usage"``, ``"file"``, ``"time_limit"`` or one of
  [`rules_py.errors.RECORD_CODES`][rules_py.errors.RECORD_CODES]; ``where`` holds what is known among
  ``file``, ``line``, ``column``, ``path``, ``index``, ``command``.
* Every command that reads a file reads standard input for ``-``; the
  commands that read a game record also take the name of a packaged example
  (``martin``, ``duo_finished``: see ``blot examples`` and
  ``blokus examples``) when no file of that name exists.
* Standard output: every command that prints JSON prints it compact, one
  line per result (for pipes and ``jq``); ``--pretty`` indents it for a
  human reader. A closed pipe (``... | head``) ends the command quietly
  with status 0, as Unix tools do.
* One note that is not an error: ``blokus legal`` on a finished game
  prints no move and writes ``{"code": "game_over", ...}`` on standard
  error, with status 0.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar
from typing import Any, NoReturn

from .errors import MAX_BYTES, RecordError, RulesError
from .i18n.messages import DEFAULT, current
from .i18n.record_errors import record_error_words

EXIT_OK, EXIT_RECORD, EXIT_USAGE, EXIT_GAVE_UP = 0, 1, 2, 3


class UsageError(Exception):
    """The command was called wrongly; ``code`` is ``"usage"`` or ``"file"``."""

    def __init__(self, message: str, code: str = "usage", **where: Any) -> None:
        super().__init__(message)
        self.message, self.code, self.where = message, code, where


def report(code: str, message: str, where: dict[str, Any] | None = None,
           reason: dict[str, Any] | None = None) -> None:
    """Write the one JSON error object to standard error."""
    out: dict[str, Any] = {"code": code, "message": message, "where": where or {}}
    if reason is not None:
        out["reason"] = reason
    print(json.dumps(out, ensure_ascii=False), file=sys.stderr)


def report_record(exc: RulesError, file: str | None = None) -> int:
    """Report a rules or record error; the exit status (1). Under ``--lang``
    another language than English, a record error's message is said in it
    (where, and what is wrong: the code's meaning, the rules' reason)."""
    if isinstance(exc, RecordError):
        d = exc.to_dict()
        if current() != DEFAULT:  # --lang: where and what in that language, as the pages say it
            d["message"] = record_error_words(exc)
    else:  # an IllegalMove or another RulesError outside a record
        reason = getattr(exc, "reason", None)
        d = {"code": "illegal" if reason is not None else "value", "message": str(exc), "where": {},
             "reason": reason.to_dict() if reason is not None else None}
    if file is not None:
        d["where"] = {"file": file, **d["where"]}
    report(d["code"], d["message"], d["where"], d.get("reason"))
    return EXIT_RECORD


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors follow the contract (JSON on stderr, exit 2).

    Its help keeps the line breaks of the description and of the examples
    given as ``epilog``.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        report("usage", message, {"command": self.prog})
        sys.exit(EXIT_USAGE)


#: Whether JSON on standard output is indented (``--pretty``); one line by default.
_PRETTY: ContextVar[bool] = ContextVar("rules_py_cli_pretty", default=False)
PRETTY_HELP = "indent the JSON output for reading (default: compact, one line per result)"


@contextlib.contextmanager
def pretty_output(pretty: bool = True) -> Iterator[None]:
    """Within the block, [`emit`][rules_py.cli_errors.emit] indents its JSON when ``pretty``."""
    token = _PRETTY.set(pretty)
    try:
        yield
    finally:
        _PRETTY.reset(token)


def emit(value: Any) -> None:
    """Print ``value`` as JSON on standard output: the one style of every
    command (compact, or indented by 2 under ``--pretty``)."""
    print(json.dumps(value, ensure_ascii=False, indent=2 if _PRETTY.get() else None))


def add_pretty(parser: argparse.ArgumentParser) -> None:
    """Give a command that prints JSON its ``--pretty`` option."""
    parser.add_argument("--pretty", action="store_true", help=PRETTY_HELP)


def examples(game: str) -> dict[str, str]:
    """The packaged examples a record argument may name, for ``game``
    (``"blot"`` or ``"blokus"``): name -> the packaged file's path. A Blokus
    example answers to its name (``duo``) and its file's (``duo_finished``)."""
    import pathlib

    if game == "blot":
        from .blot.record import EXAMPLES

        folder = pathlib.Path(__file__).resolve().parent / "blot" / "examples"
        return {name: str(folder / f"{name}.json") for name in EXAMPLES}
    from .blokus import examples as blokus_examples

    out: dict[str, str] = {}
    for name, file in blokus_examples.FILES.items():
        path = str(blokus_examples.HERE / file)
        out[name] = out[file.rsplit(".", 1)[0]] = path
    return out


#: The first character of each game's records, and the command that reads them.
_FORMATS: Mapping[str, tuple[str, str, str]] = {
    "blot": ("{", "a BLOT record (JSON)", "python -m rules_py blot replay"),
    "blokus": ("(", "a Blokus record (.blksgf)", "python -m rules_py blokus replay"),
}


def read_record_input(path: str, game: str) -> bytes:
    """The bytes of a record argument of a ``game`` command: a file, ``-``
    (standard input), or the name of a packaged example ([`examples`][rules_py.cli_errors.examples])
    when no such file exists. A record of the other game is refused with a
    ``syntax`` error that names it ("this is a Blokus record ...")."""
    if path != "-" and not os.path.exists(path):
        if path in examples(game):
            path = examples(game)[path]
        else:
            other = "blokus" if game == "blot" else "blot"
            hint = (f"{path} is a packaged {other.upper() if other == 'blot' else 'Blokus'} example: "
                    f"read it with `python -m rules_py {other} replay {path}`"
                    if path in examples(other) else
                    f"no such file, nor a packaged example (`python -m rules_py {game} examples` lists them)")
            raise UsageError(f"cannot read {path}: {hint}", code="file", file=path)
    data = read_input(path)
    first = data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1].decode("ascii", "replace")
    for other, (start, what, command) in _FORMATS.items():
        if other != game and first == start:
            mine = _FORMATS[game][1]
            raise RecordError(f"this is {what}, not {mine}: read it with `{command}`",
                              code="syntax", line=1, column=1)
    return data


def read_input(path: str) -> bytes:
    """The bytes of ``path`` (``-``: standard input), at most one byte past the size limit
    (so the reader can refuse an oversized record without reading all of it)."""
    try:
        if path == "-":
            return sys.stdin.buffer.read(MAX_BYTES + 1)
        with open(path, "rb") as f:
            return f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}", code="file", file=path) from None


def run(fn: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """Call one command, turning its errors into the contract's output and status."""
    try:
        with pretty_output(bool(getattr(args, "pretty", False)) or _PRETTY.get()):
            return fn(args)
    except UsageError as exc:
        report(exc.code, exc.message, exc.where)
        return EXIT_USAGE
    except RulesError as exc:
        return report_record(exc, getattr(args, "file", None))


def records_writer(directory: str | None, extension: str) -> Callable[[int, str], None] | None:
    """Where ``selfplay --records DIR`` puts its games: a function writing game
    ``g``'s text to ``DIR/game-NNNN.EXT`` (``None`` when no directory is given).
    A directory or file that cannot be written is a ``file`` usage error."""
    if directory is None:
        return None
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot create {directory}: {exc.strerror or exc}", code="file",
                         file=directory) from None

    def write(g: int, text: str) -> None:
        path = os.path.join(directory, f"game-{g + 1:04d}.{extension}")
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as exc:
            raise UsageError(f"cannot write {path}: {exc.strerror or exc}", code="file", file=path) from None
    return write


__all__ = ["EXIT_OK", "EXIT_RECORD", "EXIT_USAGE", "EXIT_GAVE_UP", "UsageError", "report", "report_record",
           "Parser", "PRETTY_HELP", "pretty_output", "emit", "add_pretty", "examples", "read_record_input",
           "read_input", "run", "records_writer"]
