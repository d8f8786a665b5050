"""A GTP engine made of two: engine A answers the first ``K`` ``genmove``
requests of a game, engine B the rest (to find where in the game a
player loses its points).

    python bench/_hybrid.py K "A's command line" "B's command line"

Every other command (``clear_board``, ``set_random_seed``, ``play``,
``quit``...) goes to both engines, and the answer is B's; the move one
engine generates is played on the other, so both always see the same
game. ``clear_board`` starts counting again. Put it as one player of
``bench/_referee.py``:

    python bench/_referee.py --cwd . --variant trigon_2 --games 24 --seed 40000 \\
      --a "python bench/_hybrid.py 18 '$PENTOBI_L1' 'python -m rules_py blokus gtp --game trigon_2 --level 6'" \\
      --b "$PENTOBI_L1"

lets Pentobi choose our first 18 moves and our level 6 the others; with
the two command lines swapped, ours plays the opening and Pentobi the
rest. The engines' standard error is discarded.
"""

from __future__ import annotations

import pathlib
import shlex
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from _referee import EngineFailed, GtpProcess  # noqa: E402  (bench/ is not a package)


def ask(engine: GtpProcess, line: str) -> tuple[bool, str]:
    """The referee's `GtpProcess.ask`; an engine that stopped ends the proxy."""
    try:
        return engine.ask(line)
    except EngineFailed as exc:
        raise SystemExit(str(exc)) from None


def main(argv: list[str]) -> int:
    if len(argv) != 3 or not argv[0].isdigit():
        print(__doc__, file=sys.stderr)
        return 2
    first_moves = int(argv[0])
    a, b = GtpProcess(shlex.split(argv[1])), GtpProcess(shlex.split(argv[2]))
    generated = 0
    for raw in sys.stdin:
        words = raw.split()
        if not words:
            continue
        line = " ".join(words)
        if words[0] == "genmove":
            mover, other = (a, b) if generated < first_moves else (b, a)
            ok, text = ask(mover, line)
            generated += 1
            if ok and len(words) > 1:
                ask(other, f"play {words[1]} {text}")
        else:
            if words[0] == "clear_board":
                generated = 0
            ask(a, line)
            ok, text = ask(b, line)
        print(f"{'=' if ok else '?'} {text}".rstrip() + "\n", flush=True)
        if words[0] == "quit":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
