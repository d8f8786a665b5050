"""A GTP engine made of two: engine A answers the first ``K`` ``genmove``
requests of a game, engine B the rest (issue #45: where in the game a
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

import shlex
import subprocess
import sys


class Engine:
    """One GTP engine in a child process."""

    def __init__(self, command: str) -> None:
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def ask(self, line: str) -> str:
        """Send one command; its whole answer (``= ...`` or ``? ...``)."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines: list[str] = []
        while True:
            out = self.proc.stdout.readline()
            if not out:
                raise SystemExit(f"an engine stopped answering {line!r}")
            out = out.rstrip("\r\n")
            if not out and lines:
                return "\n".join(lines)
            if out or lines:
                lines.append(out)


def main(argv: list[str]) -> int:
    if len(argv) != 3 or not argv[0].isdigit():
        print(__doc__, file=sys.stderr)
        return 2
    first_moves = int(argv[0])
    a, b = Engine(argv[1]), Engine(argv[2])
    generated = 0
    for raw in sys.stdin:
        words = raw.split()
        if not words:
            continue
        line = " ".join(words)
        if words[0] == "genmove":
            mover, other = (a, b) if generated < first_moves else (b, a)
            answer = mover.ask(line)
            generated += 1
            if answer.startswith("=") and len(words) > 1:
                other.ask(f"play {words[1]} {answer[1:].strip()}")
        else:
            if words[0] == "clear_board":
                generated = 0
            a.ask(line)
            answer = b.ask(line)
        print(answer + "\n", flush=True)
        if words[0] == "quit":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
