"""Command line: ``python -m rules_py blot|blokus|puzzles|lessons ...``.

Each game owns its subcommands in ``rules_py/<game>/cli.py`` (a
``main(argv) -> int`` function); this file only dispatches.
"""

from __future__ import annotations

import importlib
import sys

from .cli_errors import EXIT_USAGE, report

COMMANDS = {
    "blot": "rules_py.blot.cli",
    "blokus": "rules_py.blokus.cli",
    "puzzles": "rules_py.blokus.puzzles.cli",
    "lessons": "rules_py.lessons",
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    usage = "usage: python -m rules_py {" + ",".join(COMMANDS) + "} ..."
    if argv and argv[0] in ("-h", "--help"):
        print(usage)
        return 0
    if not argv or argv[0] not in COMMANDS:
        what = f"unknown command {argv[0]!r}" if argv else "no command given"
        report("usage", f"{what}; {usage}", {"command": "python -m rules_py"})
        return EXIT_USAGE
    module = importlib.import_module(COMMANDS[argv[0]])
    return int(module.main(argv[1:]) or 0)


if __name__ == "__main__":
    sys.exit(main())
