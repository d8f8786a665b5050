"""The command line's error contract, shared by every command.

* Exit status 0: success. 1: a rules or record error (the input was read
  but is malformed, or a move breaks the rules). 2: a usage error (unknown
  command or option, conflicting options, a file that cannot be opened).
  3: ``puzzles solve --time-limit`` gave up.
* Every error is ONE JSON object on standard error, on one line:
  ``{"code", "message", "where"}`` (plus ``"reason"`` for an illegal move).
  ``code`` is ``"usage"``, ``"file"``, ``"time_limit"`` or one of
  :data:`rules_py.errors.RECORD_CODES`; ``where`` holds what is known among
  ``file``, ``line``, ``column``, ``path``, ``index``, ``command``.
* Every command that reads a file reads standard input for ``-``.
"""

from __future__ import annotations

import argparse
import os
import json
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from .errors import MAX_BYTES, RecordError, RulesError

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
    """Report a rules or record error; the exit status (1)."""
    if isinstance(exc, RecordError):
        d = exc.to_dict()
    else:  # an IllegalMove or another RulesError outside a record
        reason = getattr(exc, "reason", None)
        d = {"code": "illegal" if reason is not None else "value", "message": str(exc), "where": {},
             "reason": reason.to_dict() if reason is not None else None}
    if file is not None:
        d["where"] = {"file": file, **d["where"]}
    report(d["code"], d["message"], d["where"], d.get("reason"))
    return EXIT_RECORD


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors follow the contract (JSON on stderr, exit 2)."""

    def error(self, message: str) -> NoReturn:
        report("usage", message, {"command": self.prog})
        sys.exit(EXIT_USAGE)


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


__all__ = ["UsageError", "report", "report_record", "Parser", "read_input", "run", "records_writer"]
