"""The command line's error contract, shared by every command.

* Exit status 0: success. 1: a rules or record error (the input was read
  but is malformed, or a move breaks the rules). 2: a usage error (unknown
  command or option, conflicting options, a file that cannot be opened).
  3: ``puzzles solve --time-limit`` gave up.
* Every error is ONE JSON object on standard error, on one line:
  ``{"code", "message", "where"}`` (plus ``"reason"`` for an illegal move).
  ``code`` is ``"usage"``, ``"file"``, ``"time_limit"`` or one of
  `rules_py.errors.RECORD_CODES`; ``where`` holds what is known among
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
from .i18n.messages import DEFAULT, current, tr
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
        report("usage", argparse_words(message), {"command": self.prog})
        sys.exit(EXIT_USAGE)


#: argparse's own error sentences (Python 3.9 to 3.13), each as a pattern and
#: the template `tr` says it with: under ``--lang fr`` they are said in French.
_ARGPARSE: tuple[tuple[str, str], ...] = (
    (r"the following arguments are required: (?P<names>.+)", "the following arguments are required: {names}"),
    (r"unrecognized arguments: (?P<names>.+)", "unrecognized arguments: {names}"),
    (r"invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)", "invalid choice: {value} (choose from {choices})"),
    (r"invalid (?P<type>\w+) value: (?P<value>.+)", "invalid {type} value: {value}"),
    (r"expected one argument", "expected one argument"),
    (r"expected at most one argument", "expected at most one argument"),
    (r"expected at least one argument", "expected at least one argument"),
    (r"expected (?P<n>\d+) arguments?", "expected {n} arguments"),
    (r"not allowed with argument (?P<name>.+)", "not allowed with argument {name}"),
    (r"one of the arguments (?P<names>.+) is required", "one of the arguments {names} is required"),
    (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)", "ambiguous option: {option} could match {matches}"),
    (r"ignored explicit argument (?P<value>.+)", "ignored explicit argument {value}"),
)


def argparse_words(message: str) -> str:
    """One of argparse's error messages in the current language (the option
    names and values as typed). A sentence argparse gains in a later Python
    stays in English."""
    import re

    if current() == DEFAULT:
        return message
    head = re.fullmatch(r"argument (?P<name>[^:]+): (?P<rest>.+)", message, re.S)
    rest = head["rest"] if head else message
    for pattern, template in _ARGPARSE:
        found = re.fullmatch(pattern, rest, re.S)
        if found:
            rest = tr(template, **found.groupdict())
            break
    return tr("argument {name}: {problem}", name=head["name"], problem=rest) if head else rest


#: The operating system's reasons a file cannot be used, by ``errno`` name, said in words.
_OS_REASONS = {"ENOENT": "no such file or directory", "EACCES": "permission denied",
               "EISDIR": "it is a directory", "ENOTDIR": "a part of the path is not a directory",
               "EEXIST": "it already exists", "ENOSPC": "no space left on the device",
               "EROFS": "the file system is read-only", "ENAMETOOLONG": "the name is too long"}


def os_words(exc: OSError) -> str:
    """Why the system refused a file, in the current language (the system's
    own words when the reason is not one of `_OS_REASONS`)."""
    import errno

    name = errno.errorcode.get(exc.errno or 0, "")
    return tr(_OS_REASONS[name]) if name in _OS_REASONS else str(exc.strerror or exc)


#: Whether JSON on standard output is indented (``--pretty``); one line by default.
_PRETTY: ContextVar[bool] = ContextVar("rules_py_cli_pretty", default=False)
PRETTY_HELP = "indent the JSON output for reading (default: compact, one line per result)"


@contextlib.contextmanager
def pretty_output(pretty: bool = True) -> Iterator[None]:
    """Within the block, `rules_py.cli_errors.emit` indents its JSON when ``pretty``."""
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
    (standard input), or the name of a packaged example (`rules_py.cli_errors.examples`)
    when no such file exists. A record of the other game is refused with a
    ``syntax`` error that names it ("this is a Blokus record ...")."""
    if path != "-" and not os.path.exists(path):
        if path in examples(game):
            path = examples(game)[path]
        else:
            other = "blokus" if game == "blot" else "blot"
            hint = (tr("{path} is a packaged {game} example: read it with `{command}`", path=path,
                       game="BLOT" if other == "blot" else "Blokus",
                       command=f"python -m rules_py {other} replay {path}")
                    if path in examples(other) else
                    tr("no such file, nor a packaged example (`{command}` lists them)",
                       command=f"python -m rules_py {game} examples"))
            raise UsageError(tr("cannot read {path}: {reason}", path=path, reason=hint), code="file", file=path)
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
        raise UsageError(tr("cannot read {path}: {reason}", path=path, reason=os_words(exc)), code="file",
                         file=path) from None


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
        raise UsageError(tr("cannot create {path}: {reason}", path=directory, reason=os_words(exc)), code="file",
                         file=directory) from None

    def write(g: int, text: str) -> None:
        path = os.path.join(directory, f"game-{g + 1:04d}.{extension}")
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as exc:
            raise UsageError(tr("cannot write {path}: {reason}", path=path, reason=os_words(exc)), code="file",
                             file=path) from None
    return write


__all__ = ["EXIT_OK", "EXIT_RECORD", "EXIT_USAGE", "EXIT_GAVE_UP", "UsageError", "report", "report_record",
           "Parser", "argparse_words", "os_words", "PRETTY_HELP", "pretty_output", "emit", "add_pretty", "examples", "read_record_input",
           "read_input", "run", "records_writer"]
