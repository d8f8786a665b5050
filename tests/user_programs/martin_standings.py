"""A user's program: the standings of the Martin example after its first round.

Only names of ``rules_py.__all__``; ``mypy --strict`` checks it with no cast
(``tests/core/test_user_programs.py``).
"""

from __future__ import annotations

import rules_py


def main() -> None:
    game = rules_py.load_example("martin")  # a BlotState, for the type checker too
    seats = rules_py.read_record(rules_py.example("martin"), "blot").seats
    now = game.standings()
    print(f"after {now.rounds} round(s) of 4:")
    for seat, total in zip(seats, now.totals):
        print(f"  {seat}: {total}")
    print("leading: " + ", ".join(seats[k] for k in now.leaders))


if __name__ == "__main__":
    main()
