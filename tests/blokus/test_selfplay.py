"""``python -m rules_py blokus selfplay``: tallies, records, usage errors (CPython only)."""

from __future__ import annotations

import json

import pytest

from rules_py.blokus import sgf
from rules_py.blokus.cli import main

pytestmark = pytest.mark.cpython_only


def run(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = main(["selfplay", *args])
    except SystemExit as exc:  # argparse's own errors (a missing option) exit
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def replayed(capsys, path) -> dict:
    """The summary ``blokus replay`` prints for a record file."""
    code = main(["replay", str(path)])
    out = capsys.readouterr()
    assert code == 0 and out.err == "", out.err
    return json.loads(out.out)


def test_duo_tally_matches_the_replayed_records(capsys, tmp_path):
    code, out, err = run(capsys, "--variant", "duo", "--bots", "greedy,random", "--games", "3",
                         "--seed", "1", "--rotate", "--records", str(tmp_path))
    assert code == 0 and err == ""
    res = json.loads(out)
    assert res["variant"] == "duo" and res["games"] == 3
    assert [b["bot"] for b in res["bots"]] == ["greedy", "random"]
    files = sorted(tmp_path.glob("*.blksgf"))
    assert [f.name for f in files] == ["game-0001.blksgf", "game-0002.blksgf", "game-0003.blksgf"]
    wins, draws, margin = [0, 0], [0, 0], [0.0, 0.0]
    for g, f in enumerate(files):
        summary = replayed(capsys, f)
        assert summary["over"] and summary["illegal"] is None
        pts = list(summary["points"].values())  # purple (player 0), orange (player 1)
        for player in range(2):
            bot = (player + g) % 2  # --rotate: the bots swap seats every game
            margin[bot] += pts[player] - pts[1 - player]
            if pts[player] > pts[1 - player]:
                wins[bot] += 1
            elif pts[player] == pts[1 - player]:
                draws[bot] += 1
        assert sgf.read(f.read_bytes()).root.get("GN")[0].endswith(
            "greedy, random" if g % 2 == 0 else "random, greedy")
    for k, b in enumerate(res["bots"]):
        assert (b["wins"], b["draws"]) == (wins[k], draws[k])
        assert b["wins"] + b["draws"] + b["losses"] == 3
        assert b["mean_margin"] == pytest.approx(margin[k] / 3)


def test_same_seed_same_games_with_the_strong_bot(capsys, tmp_path):
    for d in ("a", "b"):
        code, _, _ = run(capsys, "--bots", "strong,greedy", "--games", "2", "--seed", "4",
                         "--playouts", "4", "--records", str(tmp_path / d))
        assert code == 0
    a = [p.read_text() for p in sorted((tmp_path / "a").iterdir())]
    b = [p.read_text() for p in sorted((tmp_path / "b").iterdir())]
    assert a == b and a[0] != a[1]


def test_classic_four_players(capsys):
    code, out, _ = run(capsys, "--variant", "classic", "--bots", "greedy,random,random,random",
                       "--games", "2", "--seed", "3")
    res = json.loads(out)
    assert code == 0 and len(res["bots"]) == 4
    # each game has one winner alone, or at least two sides sharing the best score
    wins = sum(b["wins"] for b in res["bots"])
    draws = sum(b["draws"] for b in res["bots"])
    assert wins <= 2 and wins + draws >= 2 and draws != 1
    # each side's margin is its score minus the others' mean: the margins add up to 0
    assert sum(b["mean_margin"] for b in res["bots"]) == pytest.approx(0, abs=1e-4)


@pytest.mark.parametrize("args", [
    ["--variant", "duo", "--bots", "greedy"],
    ["--variant", "classic", "--bots", "greedy,random"],
    ["--variant", "duo", "--bots", "greedy,nosuchbot"],
    ["--variant", "nosuchvariant", "--bots", "greedy,random"],
    ["--variant", "duo", "--bots", "greedy,random", "--playouts", "0"],
    ["--variant", "duo"],
])
def test_usage_errors(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1
    parsed = json.loads(lines[0])
    assert parsed["code"] == "usage" and isinstance(parsed["message"], str)
    assert isinstance(parsed["where"], dict) and "selfplay" in parsed["where"]["command"]
