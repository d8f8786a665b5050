"""The command line's contract, the same for every command (CPython only).

Exit 0 on success, 1 for a rules or record error, 2 for a usage error; an
error is one JSON object on stderr with ``code``, ``message``, ``where``;
``-`` reads standard input.
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import shlex
import subprocess
import sys

import pytest

from rules_py.errors import RECORD_CODES

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

BLOT_EXAMPLE = ROOT / "rules_py" / "blot" / "examples" / "martin.json"
SGF_EXAMPLE = ROOT / "rules_py" / "blokus" / "examples" / "duo_finished.blksgf"
CLI_CODES = set(RECORD_CODES) | {"usage", "file", "time_limit", "game_over"}


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules_py", *args], cwd=ROOT, input=stdin,
                          capture_output=True, timeout=120)


def error_of(out: subprocess.CompletedProcess) -> dict:
    """The one JSON object on stderr, checked for shape."""
    lines = out.stderr.decode().strip().splitlines()
    assert len(lines) == 1, out.stderr
    err = json.loads(lines[0])
    assert set(err) >= {"code", "message", "where"} and err["code"] in CLI_CODES, err
    assert isinstance(err["message"], str) and isinstance(err["where"], dict)
    return err


FILE_COMMANDS = [("blot", "replay"), ("blokus", "replay"), ("blokus", "legal"), ("blokus", "review"),
                 ("puzzles", "check", "tetrominoes-8x10")]


@pytest.mark.parametrize("cmd", FILE_COMMANDS)
def test_missing_file_is_a_usage_error(cmd, tmp_path):
    out = run(*cmd, str(tmp_path / "absent"))
    assert out.returncode == 2 and error_of(out)["code"] == "file"


@pytest.mark.parametrize("cmd", FILE_COMMANDS)
@pytest.mark.parametrize("data,code", [(b"\xff\xfe", "encoding"), (b"[" * 500, "too_deep")])
def test_unreadable_stdin_is_a_record_error(cmd, data, code):
    if cmd[0] == "blokus" and code == "too_deep":
        data = b"(;GM[Blokus Duo]" + b"(;" * 500  # SGF nests by variations
    out = run(*cmd, "-", stdin=data)
    err = error_of(out)
    assert out.returncode == 1 and err["code"] == code and err["where"]["line"] == 1


@pytest.mark.parametrize("cmd,text", [
    (("blot", "replay"), BLOT_EXAMPLE.read_bytes()),
    (("blokus", "replay"), SGF_EXAMPLE.read_bytes()),
    (("blokus", "legal"), SGF_EXAMPLE.read_bytes()),
])
def test_stdin_reads_like_a_file(cmd, text):
    path = str(BLOT_EXAMPLE if cmd[0] == "blot" else SGF_EXAMPLE)
    from_stdin = run(*cmd, "-", stdin=text)
    from_file = run(*cmd, path)
    assert from_stdin.returncode == from_file.returncode == 0
    assert from_stdin.stdout == from_file.stdout
    # quiet, but for legal's note that the (finished) game is over, naming its file
    assert from_stdin.stderr == from_file.stderr.replace(json.dumps(path)[1:-1].encode(), b"-")
    assert (from_stdin.stderr == b"") == (cmd[1] != "legal")


@pytest.mark.parametrize("args", [
    ("nosuchgame",), (), ("blot",), ("blot", "replay"), ("blot", "random", "--players", "9"),
    ("blot", "random", "--players", "3", "--variant", "teams"),
    ("blot", "random", "--players", "4", "--variant", "two-player"),
    ("blokus", "frobnicate"), ("blokus", "replay", "--bogus", "x"),
    ("puzzles", "solve", "no-such-puzzle"), ("puzzles", "check"),
    ("puzzles", "solve", "tetrominoes-8x10", "--format", "blksgf"),
    ("lessons",), ("lessons", "frobnicate"),
])
def test_usage_errors_exit_2(args):
    out = run(*args)
    assert out.returncode == 2 and error_of(out)["code"] == "usage", out.stderr


def test_blot_bad_field_names_its_path():
    rec = json.loads(BLOT_EXAMPLE.read_text())
    rec["rounds"][0]["actions"][1]["play"] = 6
    out = run("blot", "replay", "-", stdin=json.dumps(rec).encode())
    err = error_of(out)
    assert out.returncode == 1 and err["code"] == "type"
    assert err["where"] == {"file": "-", "path": "rounds[0].actions[1].play", "index": 1}


def test_blokus_illegal_move_exit_1_with_summary_and_error():
    text = b"(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[j4,i5,j5,k5,j6];B[a1];W[a14])"
    out = run("blokus", "replay", "-", stdin=text)
    err = error_of(out)
    assert out.returncode == 1 and err["code"] == "illegal" and err["where"]["index"] == 2
    assert err["reason"]["code"] == "no_corner_contact"
    assert json.loads(out.stdout)["illegal"]["index"] == 2
    legal = run("blokus", "legal", "-", stdin=text)
    assert legal.returncode == 1 and error_of(legal)["where"]["index"] == 2


def test_puzzle_problems_exit_1(tmp_path):
    out = run("puzzles", "check", "tetrominoes-8x10", "-", stdin=b"[]")
    err = error_of(out)
    assert out.returncode == 1 and err["code"] == "illegal"
    assert not json.loads(out.stdout)["ok"]


@pytest.mark.parametrize("args", [("blot", "random", "--variant", "teams", "--players", "4"),
                                  ("blot", "random", "--variant", "two-player"),
                                  ("puzzles", "list"), ("blokus", "variants"), ("lessons", "list")])
def test_successes_exit_0_and_stay_quiet(args):
    out = run(*args)
    assert out.returncode == 0 and out.stderr == b"" and out.stdout


# --- reader input never produces a traceback ----------------------------------

def run_in(cwd: pathlib.Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """The command run from ``cwd`` (the installed package, not the checkout's files)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "rules_py", *args], cwd=cwd, input=stdin,
                          capture_output=True, timeout=300, env=env)


@pytest.mark.parametrize("cmd", FILE_COMMANDS)
def test_a_lone_surrogate_escape_is_an_encoding_error(cmd):
    data = b'[{"colour": "blue", "piece": "\\ud800", "cells": ["a1"]}]' if cmd[0] == "puzzles" \
        else b'{"format": "\\udfff"}'
    out = run(*cmd, "-", stdin=data)
    if cmd[0] == "blokus":  # a JSON text is no .blksgf: named as the other game's record
        assert out.returncode == 1 and "BLOT record" in error_of(out)["message"]
        return
    err = error_of(out)
    assert out.returncode == 1 and err["code"] == "encoding" and b"Traceback" not in out.stderr
    assert err["where"]["line"] == 1 and "\\u" in err["message"]


@pytest.mark.parametrize("args", [("blokus", "legal", "START"), ("blot", "random", "--seed", "3"),
                                  ("blokus", "replay", "duo_finished", "--pretty")])
def test_a_closed_pipe_ends_quietly_with_status_0(args, tmp_path):
    start = tmp_path / "start.blksgf"
    start.write_text("(;GM[Blokus])")
    args = tuple(str(start) if a == "START" else a for a in args)
    proc = subprocess.Popen([sys.executable, "-m", "rules_py", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # the reader is gone before the command writes a byte
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 0 and err == b"", err


def test_head_reads_the_first_moves_and_the_pipeline_succeeds(tmp_path):
    game = tmp_path / "start.blksgf"
    game.write_text("(;GM[Blokus])")
    cmd = f"set -o pipefail; {sys.executable} -m rules_py blokus legal {game} | head -1"
    out = subprocess.run(["bash", "-c", cmd], cwd=ROOT, capture_output=True, timeout=120)
    assert out.returncode == 0 and out.stderr == b"" and len(out.stdout.splitlines()) == 1


def test_unencodable_output_is_escaped_not_a_traceback(tmp_path):
    name = tmp_path / "x\udcff.blksgf".encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")
    out = subprocess.run([sys.executable, "-m", "rules_py", "blokus", "replay", os.fsencode(name)],
                         cwd=ROOT, capture_output=True, timeout=120)
    err = error_of(out)
    assert out.returncode == 2 and err["code"] == "file" and b"Traceback" not in out.stderr


# --- packaged examples, from any directory ---------------------------------------

def test_examples_by_name_from_any_directory(tmp_path):
    by_name = run_in(tmp_path, "blot", "replay", "martin")
    by_path = run("blot", "replay", str(BLOT_EXAMPLE))
    assert by_name.returncode == 0 and by_name.stdout == by_path.stdout
    for name in ("duo_finished", "duo"):
        out = run_in(tmp_path, "blokus", "replay", name)
        assert out.returncode == 0 and out.stdout == run("blokus", "replay", str(SGF_EXAMPLE)).stdout


@pytest.mark.parametrize("game,expected", [("blot", "martin"), ("blokus", "duo_finished")])
def test_examples_lists_names_that_replay(game, expected, tmp_path):
    out = run_in(tmp_path, game, "examples")
    rows = [line.split("\t") for line in out.stdout.decode().splitlines()]
    assert out.returncode == 0 and expected in {name for name, _ in rows}
    assert all(pathlib.Path(path).is_file() for _, path in rows)
    assert run_in(tmp_path, game, "replay", rows[-1][0]).returncode == 0


def test_a_local_file_wins_over_an_example_name(tmp_path):
    (tmp_path / "martin").write_bytes(b"{")
    out = run_in(tmp_path, "blot", "replay", "martin")
    assert out.returncode == 1 and error_of(out)["code"] == "syntax"


@pytest.mark.parametrize("cmd,file,says", [
    (("blot", "replay"), SGF_EXAMPLE, "this is a Blokus record"),
    (("blot", "review"), SGF_EXAMPLE, "this is a Blokus record"),
    (("blokus", "replay"), BLOT_EXAMPLE, "this is a BLOT record"),
    (("blokus", "legal"), BLOT_EXAMPLE, "this is a BLOT record"),
])
def test_the_other_games_record_is_named(cmd, file, says):
    extra = ("--seat", "0") if cmd[1] == "review" else ()
    out = run(*cmd, str(file), *extra)
    err = error_of(out)
    assert out.returncode == 1 and err["code"] == "syntax" and says in err["message"], err


def test_the_other_games_example_is_named(tmp_path):
    out = run_in(tmp_path, "blokus", "replay", "martin")
    err = error_of(out)
    assert out.returncode == 2 and err["code"] == "file" and "BLOT example" in err["message"]
    out = run_in(tmp_path, "blot", "replay", "nonesuch")
    assert "blot examples" in error_of(out)["message"]


# --- help, version, one JSON style -------------------------------------------------

def _parsers():
    import argparse

    from rules_py.blokus import cli as blokus_cli
    from rules_py.blokus.puzzles import cli as puzzles_cli
    from rules_py.blot import cli as blot_cli

    for top in (blot_cli.parser(), blokus_cli.parser(), puzzles_cli.parser()):
        subs = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
        assert top.epilog and "example" in top.epilog
        yield from subs.choices.items()


def test_every_option_has_help_and_every_command_an_example():
    seen = 0
    for name, parser in _parsers():
        assert parser.epilog and "python -m rules_py" in parser.epilog, name
        for action in parser._actions:
            assert action.help, f"{parser.prog}: {action.option_strings or action.dest} has no help"
            seen += 1
    assert seen > 40


def test_help_and_version():
    import rules_py

    top = run("--help")
    assert top.returncode == 0 and b"rules-py" in top.stdout and b"--pretty" in top.stdout
    for game in ("blot", "blokus", "puzzles", "lessons"):
        out = run(game, "--help")
        assert out.returncode == 0 and b"examples:" in out.stdout, game
    version = run("--version")
    assert version.returncode == 0 and version.stdout.decode().split() == ["rules_py", rules_py.__version__]


@pytest.mark.parametrize("args", [("blot", "replay", "martin"), ("blokus", "replay", "duo_finished"),
                                  ("puzzles", "check", "tetrominoes-8x10", "-")])
def test_json_is_compact_by_default_and_pretty_on_request(args):
    stdin = b"[]" if args[0] == "puzzles" else None
    plain = run(*args, stdin=stdin)
    pretty = run(*args, "--pretty", stdin=stdin)
    before = run("--pretty", *args, stdin=stdin)
    assert len(plain.stdout.splitlines()) == 1
    assert len(pretty.stdout.splitlines()) > 5 and pretty.stdout == before.stdout
    assert json.loads(plain.stdout) == json.loads(pretty.stdout)


def test_legal_on_a_finished_game_says_so():
    out = run("blokus", "legal", str(SGF_EXAMPLE))
    note = error_of(out)
    assert out.returncode == 0 and out.stdout == b""
    assert note["code"] == "game_over" and "over" in note["message"]


def test_the_console_script_is_declared_and_documented():
    import tomllib

    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts == {"rules-py": "rules_py.__main__:main"}
    assert "rules-py" in (ROOT / "README.md").read_text()
    assert "rules-py" in (ROOT / "docs" / "cli.md").read_text()


# --- GTP's loadsgf reads regular files only ------------------------------------------

def _gtp_answer(line: str) -> str:
    import io

    from rules_py.blokus import gtp, variants
    from rules_py.blokus.bots import make_bot

    engine = gtp.Engine(variants.get("duo"), make_bot("random"), seed=1)
    out = io.BytesIO()
    gtp.serve(engine, io.BytesIO(line.encode() + b"\nquit\n"), out)
    return out.getvalue().decode().split("\n\n")[0]


def test_loadsgf_refuses_a_named_pipe_at_once(tmp_path):
    fifo = tmp_path / "pipe.blksgf"
    os.mkfifo(fifo)
    answer = _gtp_answer(f"loadsgf {fifo}")  # would block forever if the pipe were opened for reading
    assert answer.startswith("? ") and "not a regular file" in answer


def test_loadsgf_refuses_a_directory_and_an_oversized_file(tmp_path):
    from rules_py.errors import MAX_BYTES

    assert "not a regular file" in _gtp_answer(f"loadsgf {tmp_path}")
    big = tmp_path / "big.blksgf"
    with open(big, "wb") as f:
        f.truncate(MAX_BYTES + 1)
    answer = _gtp_answer(f"loadsgf {big}")
    assert answer.startswith("? ") and f"at most {MAX_BYTES}" in answer
    assert _gtp_answer(f"loadsgf {SGF_EXAMPLE}").rstrip() == "="


# --- the README's command lines, from any directory ------------------------------------

#: What the README's placeholders become, and the budgets cut down so the run stays short
#: (the commands and their other options are the README's own).
README_FILLS = [(r"\bFILE\.json\b", "martin"), (r"\bFILE\.blksgf\b", "duo_finished"),
                (r"\bFACTS\.json\b", str(ROOT / "seeds" / "blot" / "facts_martin.json")),
                (r"--games \d+", "--games 1"), (r"--worlds \d+", "--worlds 2"),
                (r"(blokus review .*)--level \d+", r"\1--level 3")]


def readme_commands() -> list[str]:
    """The README's command-line examples: each ``python -m rules_py`` line of its sh blocks."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```sh\n(.*?)^```", text, re.M | re.S)
    return [line.split("  #")[0].strip() for block in blocks for line in block.splitlines()
            if line.startswith("python -m rules_py ")]


def test_the_readme_has_its_examples():
    commands = readme_commands()
    assert len(commands) >= 12 and not any("rules_py/" in c for c in commands), commands


@pytest.mark.parametrize("line", readme_commands())
def test_readme_example_runs_from_a_temporary_directory(line, tmp_path):
    for pattern, value in README_FILLS:
        line = re.sub(pattern, value, line)
    line = line.replace("mine.json", str(tmp_path / "mine.json")).replace(" DIR", f" {tmp_path / 'records'}")
    (tmp_path / "mine.json").write_text("[]")
    pipe = line.split(" | ")
    args = shlex.split(pipe[0])[3:]
    stdin = b"list_commands\nquit\n" if "gtp" in args else None
    out = run_in(tmp_path, *args, stdin=stdin)
    status = 1 if "puzzles check" in line else 0  # the empty attempt has problems
    assert out.returncode == status and b"Traceback" not in out.stderr, (line, out.stderr[-2000:])
    assert out.stdout or "legal" in line  # the packaged game is over: legal says so on stderr


def test_savesgf_refuses_a_named_pipe_and_writes_a_file(tmp_path):
    fifo = tmp_path / "pipe.blksgf"
    os.mkfifo(fifo)
    answer = _gtp_answer(f"savesgf {fifo}")  # no reader: refused at once, never waited on
    assert answer.startswith("? ") and "cannot write" in answer
    assert _gtp_answer(f"savesgf {tmp_path}").startswith("? cannot write")  # a directory
    target = tmp_path / "game.blksgf"
    target.write_text("x" * 10_000)  # replaced, not appended to
    assert _gtp_answer(f"savesgf {target}").rstrip() == "="
    assert target.read_text().startswith("(;") and len(target.read_text()) < 10_000
