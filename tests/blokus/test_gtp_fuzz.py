"""The GTP engine against hostile command lines.

Sequences of lines built from its own commands and hostile arguments (odd
digits, long numbers, unknown colours, cells off the board, control
characters) each get one answer, ``=`` or ``?``, never an ``internal
error``, and the engine keeps a legal game: every answer that says a move
was played leaves a board that replays. (``loadsgf``/``savesgf`` touch files:
``tests/blokus/test_gtp.py`` covers them with temporary paths.)
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_py.blokus import gtp
from rules_py.blokus.bots import make_bot
from rules_py.blokus.board import Board
from rules_py.blokus.variants import get

COMMANDS = sorted(set(gtp.Engine(get("duo"), make_bot("random")).commands) - {"loadsgf", "savesgf", "quit"})
WORDS = ["b", "w", "blue", "yellow", "purple", "orange", "red", "green", "x", "pass", "e10", "e10,d11,e11,f11,e12",
         "j4,i5,j5,k5,j6", "a1", "z99", "²", "٣", "1" * 5000, "-1", "0", "3", "Blokus Duo", "Blokus", "Duo",
         "blokus_duo", "\x00", "\t", "e10,e10", ""]
line = st.builds(lambda ident, cmd, args: " ".join(([ident] if ident else []) + [cmd] + args),
                 st.sampled_from(["", "1", "42", "²", "9" * 50]),
                 st.sampled_from(COMMANDS) | st.text(max_size=8),
                 st.lists(st.sampled_from(WORDS) | st.text(max_size=6), max_size=3))
COUNTS: Counter[str] = Counter()


@pytest.mark.slow
@settings(max_examples=int(os.environ.get("RP_FUZZ_EXAMPLES", "120")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(line, min_size=1, max_size=12))
def test_any_command_lines_get_one_documented_answer(lines: list[str]) -> None:
    engine = gtp.Engine(get("duo"), make_bot("greedy"), seed=1, bot_name="greedy")
    for raw in lines:
        answer = engine.handle(raw)
        if answer is None:
            COUNTS["silent"] += 1
            continue
        assert answer[0] in "=?" and answer.endswith("\n\n"), answer
        assert "internal error" not in answer, (raw, answer)
        COUNTS["ok" if answer[0] == "=" else "refused"] += 1
        replay = Board(engine.board.variant)
        for move in engine.board.history:
            replay.play(move, move.colour)  # every move kept is legal in order
    COUNTS["sequences"] += 1


def test_zz_print_the_counts(capsys: pytest.CaptureFixture[str]) -> None:
    with capsys.disabled():
        print("\nGTP lines:", dict(sorted(COUNTS.items())), "internal: 0")
