"""``bench/_hybrid.py``: engine A answers a game's first K move requests,
engine B the others, and both always see the same game (the matches that find
where a game is lost). CPython only: it starts processes and
reads ``bench/``, which the Pyodide run has not."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.paths import ROOT

GTP = f"{sys.executable} -m rules_py blokus gtp --game duo"


def talk(argv: list[str], commands: list[str]) -> list[str]:
    """The answers (text after ``=``) of a GTP engine to ``commands``."""
    out = subprocess.run(argv, input="\n".join([*commands, "quit"]) + "\n", capture_output=True, text=True,
                         cwd=ROOT, timeout=120, check=True).stdout
    answers = [block.strip() for block in out.split("\n\n") if block.strip()]
    assert all(a.startswith("=") for a in answers), answers
    return [a[1:].strip() for a in answers][:len(commands)]


@pytest.mark.cpython_only
def test_the_first_moves_come_from_a_and_the_rest_from_b() -> None:
    greedy, rand = f"{GTP} --bot greedy", f"{GTP} --bot random"
    start = ["clear_board", "set_random_seed 7"]
    hybrid = talk([sys.executable, "bench/_hybrid.py", "1", greedy, rand],
                  [*start, "genmove b", "genmove w", "genmove b"])
    first, second, third = hybrid[2:]
    # Each engine alone, shown the same game, answers what the hybrid answered.
    assert talk(greedy.split(), [*start, "genmove b"])[2] == first
    assert talk(rand.split(), [*start, f"play b {first}", "genmove w"])[3] == second
    assert talk(rand.split(), [*start, f"play b {first}", "genmove w", "genmove b"])[4] == third
    # And A's own answer in B's place would have been another move: the test can tell them apart.
    assert talk(greedy.split(), [*start, f"play b {first}", "genmove w"])[3] != second


@pytest.mark.cpython_only
def test_a_wrong_call_prints_how_to_call_it() -> None:
    run = subprocess.run([sys.executable, "bench/_hybrid.py", "x"], capture_output=True, text=True, cwd=ROOT,
                         timeout=60)
    assert run.returncode == 2 and "engine A answers" in run.stderr
