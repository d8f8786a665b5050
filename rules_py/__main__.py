"""Command line: ``python -m rules_py blot|blokus|puzzles|lessons ...``
(installed as the ``rules-py`` script too: ``rules-py blot replay martin``).

Each game owns its subcommands in ``rules_py/<game>/cli.py`` (a
``main(argv) -> int`` function); this file only dispatches, and hands a
command what it needs from above the rules (the puzzles' SVG drawing: the
rules never import a renderer, this edge does). Global options, before or
after the game's name: ``--lang fr|en`` (default English) sets the
language of the errors and reasons printed; ``--pretty`` indents the JSON
a command prints (compact by default); ``--version`` prints the version.

A closed standard output (``rules-py blokus legal FILE | head -5``) ends
the command quietly with status 0, as Unix tools do; text that cannot be
encoded on standard output is written with backslash escapes, never a
traceback. The error contract is `rules_py.cli_errors`'s.
"""

from __future__ import annotations

import importlib
import io
import os
import sys
from collections.abc import Sequence
from typing import Any

from . import __version__
from .cli_errors import EXIT_OK, EXIT_USAGE, pretty_output, report
from .i18n.messages import LANGUAGES, tr, using

COMMANDS = {
    "blot": "rules_py.blot.cli",
    "blokus": "rules_py.blokus.cli",
    "puzzles": "rules_py.blokus.puzzles.cli",
    "lessons": "rules_py.lessons",
}

#: One line per command for ``--help``.
_SUMMARIES = {
    "blot": "BLOT records: replay, examples, random, selfplay, review; score from the table's counts",
    "blokus": "Blokus records: replay, legal, examples, variants, selfplay, review, gtp",
    "puzzles": "the solo puzzles: list, solve, check",
    "lessons": "the lessons' answers: check, list",
}

HELP = f"""usage: python -m rules_py [--lang fr|en] [--pretty] [--version] COMMAND ...
   or: rules-py [--lang fr|en] [--pretty] [--version] COMMAND ...

Check and play BLOT and Blokus games from the command line.

commands:
{chr(10).join(f"  {name:<9}{what}" for name, what in _SUMMARIES.items())}

options (before or after the command):
  -h, --help     this help; COMMAND --help for a command's own
  --version      print the version and exit
  --lang fr|en   the language of errors and reasons (default en)
  --pretty       indent the JSON output (default: compact, one line per result)

Exit status 0 success, 1 a record or rules error, 2 a usage error, 3 a puzzle
search stopped by --time-limit; an error is one JSON object on standard error.

examples:
  rules-py blot replay martin               # a packaged example, by name
  rules-py blokus examples                  # the packaged Blokus records
  rules-py --pretty blokus replay duo_finished
  rules-py blokus legal game.blksgf | head -5
"""


def _take_globals(argv: list[str]) -> tuple[str | None, bool, list[str]]:
    """Remove ``--lang X`` / ``--lang=X`` and ``--pretty`` from ``argv``:
    (the language, whether pretty, the rest)."""
    lang, pretty, rest, i = None, False, [], 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--lang" and i + 1 < len(argv):
            lang, i = argv[i + 1], i + 2
            continue
        if arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
        elif arg == "--pretty":
            pretty = True
        else:
            rest.append(arg)
        i += 1
    return lang, pretty, rest


def main(argv: list[str] | None = None) -> int:
    """Run one command line; the exit status (see `rules_py.cli_errors`)."""
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")
    try:
        status = _main(list(sys.argv[1:] if argv is None else argv))
        sys.stdout.flush()  # a closed pipe shows here, not at the interpreter's exit
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_OK
    return status


def _silence_stdout() -> None:
    """After a closed pipe: point standard output at the null device, so the
    interpreter's last flush at exit finds nothing to complain about."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, io.UnsupportedOperation):  # no real file behind sys.stdout
        pass


def _main(argv: list[str]) -> int:
    lang, pretty, argv = _take_globals(argv)
    if lang is not None and lang not in LANGUAGES:
        report("usage", "--lang must be one of: " + ", ".join(LANGUAGES), {"option": "--lang"})  # no language yet
        return EXIT_USAGE
    with using(lang), pretty_output(pretty):
        return _dispatch(argv)


def _dispatch(argv: list[str]) -> int:
    usage = "usage: python -m rules_py [--lang fr|en] [--pretty] {" + ",".join(COMMANDS) + "} ..."
    if argv and argv[0] in ("-h", "--help"):
        print(HELP, end="")
        return EXIT_OK
    if argv and argv[0] == "--version":
        print(f"rules_py {__version__}")
        return EXIT_OK
    if not argv or argv[0] not in COMMANDS:
        what = tr("unknown command {name}", name=repr(argv[0])) if argv else tr("no command given")
        report("usage", f"{what}; {usage}", {"command": "python -m rules_py"})
        return EXIT_USAGE
    module = importlib.import_module(COMMANDS[argv[0]])
    return int(module.main(argv[1:], **_from_above(argv[0])) or 0)


def _from_above(command: str) -> dict[str, Any]:
    """What ``command`` needs from the layers above the rules."""
    if command == "puzzles":
        return {"draw": _draw_puzzle}
    return {}


def _draw_puzzle(name: str, placements: Sequence[Any]) -> str:
    """A puzzle with its pieces as SVG text (the renderer is imported only to draw)."""
    from .render.puzzles import render_svg

    return str(render_svg(name, placements))


__all__ = ["COMMANDS", "HELP", "main"]


if __name__ == "__main__":
    sys.exit(main())
