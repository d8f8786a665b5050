"""Command line: ``python -m rules_py blot|blokus|puzzles|lessons ...``.

Each game owns its subcommands in ``rules_py/<game>/cli.py`` (a
``main(argv) -> int`` function); this file only dispatches, and hands a
command what it needs from above the rules (the puzzles' SVG drawing: the
rules never import a renderer, this edge does). A global
``--lang fr|en`` (before or after the game's name; default English) sets the
language of the errors and reasons printed.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Any

from .cli_errors import EXIT_USAGE, report
from .i18n.messages import LANGUAGES, using

COMMANDS = {
    "blot": "rules_py.blot.cli",
    "blokus": "rules_py.blokus.cli",
    "puzzles": "rules_py.blokus.puzzles.cli",
    "lessons": "rules_py.lessons",
}


def _take_lang(argv: list[str]) -> tuple[str | None, list[str]]:
    """Remove ``--lang X`` / ``--lang=X`` from ``argv``: (the language, the rest)."""
    lang, rest, i = None, [], 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--lang" and i + 1 < len(argv):
            lang, i = argv[i + 1], i + 2
            continue
        if arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
        else:
            rest.append(arg)
        i += 1
    return lang, rest


def main(argv: list[str] | None = None) -> int:
    lang, argv = _take_lang(list(sys.argv[1:] if argv is None else argv))
    if lang is not None and lang not in LANGUAGES:
        report("usage", "--lang must be one of: " + ", ".join(LANGUAGES), {"option": "--lang"})
        return EXIT_USAGE
    with using(lang):
        return _dispatch(argv)


def _dispatch(argv: list[str]) -> int:
    usage = "usage: python -m rules_py [--lang fr|en] {" + ",".join(COMMANDS) + "} ..."
    if argv and argv[0] in ("-h", "--help"):
        print(usage)
        return 0
    if not argv or argv[0] not in COMMANDS:
        what = f"unknown command {argv[0]!r}" if argv else "no command given"
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


__all__ = ["COMMANDS", "main"]


if __name__ == "__main__":
    sys.exit(main())
