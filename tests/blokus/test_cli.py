"""`python -m rules_py blokus legal|replay` (runs the real command)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytestmark = pytest.mark.cpython_only


def run(root, *args):
    return subprocess.run([sys.executable, "-m", "rules_py", "blokus", *args], cwd=root,
                          capture_output=True, text=True, timeout=60)


def test_legal_lists_pentobi_moves(root_dir, tmp_path, pentobi_dir):
    data = json.loads((pentobi_dir / "positions.json").read_text())
    p = next(p for p in data if p["variant"] == "duo" and len(p["moves_played"]) == 3)
    letters = "".join(f";{c}[{m}]" for c, m in p["moves_played"])
    f = tmp_path / "g.blksgf"
    f.write_text(f"(;GM[{p['gm']}]{letters})")
    out = run(root_dir, "legal", str(f))
    assert out.returncode == 0
    assert set(out.stdout.split()) == set(p["legal_moves"])


def test_legal_prints_nothing_when_over(root_dir, tmp_path, pentobi_dir):
    f = tmp_path / "g.blksgf"
    f.write_text((pentobi_dir / "selfplay_duo.blksgf").read_text().splitlines()[0])
    out = run(root_dir, "legal", str(f))
    assert out.returncode == 0 and out.stdout == ""


def test_replay_json(root_dir, tmp_path, pentobi_dir):
    f = tmp_path / "g.blksgf"
    f.write_text((pentobi_dir / "selfplay_classic.blksgf").read_text().splitlines()[0])
    out = run(root_dir, "replay", str(f))
    assert out.returncode == 0
    res = json.loads(out.stdout)
    assert res["over"] is True and res["illegal"] is None
    assert set(res["points"]) == {"blue", "yellow", "red", "green"}
    for colour, left in res["remaining"].items():
        assert res["points"][colour] <= 20


def test_replay_reports_first_illegal_move(root_dir, tmp_path):
    f = tmp_path / "g.blksgf"
    f.write_text("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[j4,i5,j5,k5,j6];B[a1];W[a14])")
    out = run(root_dir, "replay", str(f))
    assert out.returncode == 1
    res = json.loads(out.stdout)
    assert res["illegal"]["index"] == 2 and res["illegal"]["reason"]["code"] == "no_corner_contact"
    assert res["over"] is False


def test_malformed_file_exit_1(root_dir, tmp_path):
    # The error contract: a record error is status 1 (2 is for usage errors).
    f = tmp_path / "g.blksgf"
    f.write_text("(;GM[Blokus Duo];B[e10")
    out = run(root_dir, "replay", str(f))
    assert out.returncode == 1 and json.loads(out.stderr)["where"]["line"] == 1
