"""The command line's contract, the same for every command (CPython only).

Exit 0 on success, 1 for a rules or record error, 2 for a usage error; an
error is one JSON object on stderr with ``code``, ``message``, ``where``;
``-`` reads standard input.
"""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

from rules_py.errors import RECORD_CODES

pytestmark = pytest.mark.cpython_only

ROOT = pathlib.Path(__file__).resolve().parent.parent
BLOT_EXAMPLE = ROOT / "rules_py" / "blot" / "examples" / "martin.json"
SGF_EXAMPLE = ROOT / "rules_py" / "blokus" / "examples" / "duo_finished.blksgf"
CLI_CODES = set(RECORD_CODES) | {"usage", "file", "time_limit"}


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
    from_stdin = run(*cmd, "-", stdin=text)
    from_file = run(*cmd, str(BLOT_EXAMPLE if cmd[0] == "blot" else SGF_EXAMPLE))
    assert from_stdin.returncode == from_file.returncode == 0
    assert from_stdin.stdout == from_file.stdout and from_stdin.stderr == b""


@pytest.mark.parametrize("args", [
    ("nosuchgame",), (), ("blot",), ("blot", "replay"), ("blot", "random", "--players", "9"),
    ("blot", "random", "--players", "3", "--variant", "teams"),
    ("blot", "random", "--players", "4", "--variant", "two-player"),
    ("blokus", "frobnicate"), ("blokus", "replay", "--bogus", "x"),
    ("puzzles", "solve", "no-such-puzzle"), ("puzzles", "check"),
    ("puzzles", "solve", "tetrominoes-8x10", "--format", "blksgf"),
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
                                  ("puzzles", "list"), ("blokus", "variants")])
def test_successes_exit_0_and_stay_quiet(args):
    out = run(*args)
    assert out.returncode == 0 and out.stderr == b"" and out.stdout
