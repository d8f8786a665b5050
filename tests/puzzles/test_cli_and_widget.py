"""The command line and the page widget of the solo puzzles."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rules_py import web
from rules_py.blokus.puzzles import cli as puzzles_cli


def run_cli(*args: str, stdin: str | None = None, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules_py", "puzzles", *args], input=stdin,
                          capture_output=True, text=True, cwd=cwd, timeout=120)


@pytest.mark.cpython_only
def test_cli_solve_then_check(tmp_path, root_dir):
    out = run_cli("solve", "tetrominoes-8x10-colours", "--seed", "2", cwd=root_dir)
    assert out.returncode == 0, out.stderr
    solution = json.loads(out.stdout)
    assert len(solution) == 20 and set(solution[0]) == {"colour", "piece", "cells"}
    path = tmp_path / "attempt.json"
    path.write_text(out.stdout)
    checked = run_cli("check", "tetrominoes-8x10-colours", str(path), cwd=root_dir)
    assert checked.returncode == 0 and json.loads(checked.stdout)["solved"] is True
    path.write_text(json.dumps(solution[1:]))
    bad = run_cli("check", "tetrominoes-8x10-colours", str(path), cwd=root_dir)
    report = json.loads(bad.stdout)
    assert bad.returncode == 1 and {p["code"] for p in report["problems"]} == {"puzzle.gap", "puzzle.missing_piece"}


@pytest.mark.cpython_only
def test_cli_unreadable_attempt(root_dir):
    out = run_cli("check", "pentominoes-15x16", "-", stdin="[{", cwd=root_dir)
    # The error contract: a record error is status 1, one JSON object on stderr.
    assert out.returncode == 1 and json.loads(out.stderr)["code"] == "syntax"


def test_cli_main_in_process(capsys, tmp_path):
    assert puzzles_cli.main(["solve", "tetrominoes-8x10", "--seed", "1", "--format", "record"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["puzzle"] == "tetrominoes-8x10" and len(record["pieces"]) == 20
    path = tmp_path / "a.json"
    path.write_text(json.dumps(record))
    assert puzzles_cli.main(["check", "tetrominoes-8x10", str(path)]) == 0
    assert puzzles_cli.main(["list"]) == 0
    assert "all-84-descending" in capsys.readouterr().out


def test_widget_hides_the_solution_until_asked_then_another_seed():
    hidden = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10"})
    assert 'data-widget="puzzles-solve"' in hidden and "<svg" not in hidden and "Show a solution" in hidden
    first = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10"}, {"do": "show"})
    assert "<svg" in first and "Solution number 0" in first and "Show a solution" not in first
    second = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10", "mode": "solution"},
                               {"do": "seed", "seed": 1})
    assert "Solution number 1" in second and second != first
    cleared = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10", "mode": "solution"}, {"do": "clear"})
    assert "<svg" not in cleared


def test_widget_checks_an_attempt():
    attempt = json.dumps([{"piece": "O", "cells": ["a1", "b1", "a2", "b2"]},
                          {"piece": "O", "cells": ["b1", "c1", "b2", "c2"]}])
    out = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10"}, {"do": "check"}, {"attempt": attempt})
    assert "puzzle.overlap" in out and "<circle" in out
    out = web.render_widget("puzzles-solve", {"puzzle": "tetrominoes-8x10"}, {"do": "check"}, {"attempt": "[{"})
    assert "Cannot read" in out


def test_widget_says_when_the_time_runs_out():
    out = web.render_widget("puzzles-solve", {"puzzle": "pentominoes-15x16-colours", "limit": 0.0}, {"do": "show"})
    assert "No solution found" in out


def test_json_ops_for_the_page():
    out = json.loads(web.handle(json.dumps({"op": "puzzles.solve", "args": {"puzzle": "tetrominoes-8x10", "seed": 2}})))
    assert out["ok"] and len(out["result"]["pieces"]) == 20
    pieces = out["result"]["pieces"]
    checked = json.loads(web.handle(json.dumps(
        {"op": "puzzles.check", "args": {"puzzle": "tetrominoes-8x10", "attempt": pieces[:-1], "partial": True}})))
    assert checked["ok"] and checked["result"]["ok"] and not checked["result"]["solved"]
    bad = json.loads(web.handle(json.dumps({"op": "puzzles.check", "args": {"puzzle": "tetrominoes-8x10",
                                                                           "attempt": "[{"}})))
    assert bad["ok"] is False and bad["error"]["kind"] == "RecordError"
