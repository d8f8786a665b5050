"""``python -m rules_py blot selfplay``: tallies, records, usage errors (CPython only)."""

from __future__ import annotations

import json

import pytest

from rules_py.blot.cli import main
from rules_py.blot.record import Record

pytestmark = pytest.mark.cpython_only


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["selfplay", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def replayed(capsys, path) -> dict:
    """The summary ``blot replay`` prints for a record file."""
    code = main(["replay", str(path)])
    out = capsys.readouterr()
    assert code == 0 and out.err == "", out.err
    return json.loads(out.out)


def test_tally_matches_the_replayed_records(capsys, tmp_path):
    code, out, err = run(capsys, "--players", "3", "--bots", "heuristic,random,random",
                         "--games", "3", "--seed", "5", "--records", str(tmp_path))
    assert code == 0 and err == ""
    res = json.loads(out)
    assert res["games"] == 3 and res["players"] == 3 and res["variant"] == "three-player"
    assert [s["bot"] for s in res["seats"]] == ["heuristic", "random", "random"]
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == ["game-0001.json", "game-0002.json", "game-0003.json"]
    wins, points = [0.0] * 3, [0] * 3
    for f in files:
        summary = replayed(capsys, f)
        assert summary["complete"]
        for k, name in enumerate(summary["scorers"]):
            points[k] += summary["totals"][name]
            if name in summary["winners"]:
                wins[k] += 1 / len(summary["winners"])
    for k, seat in enumerate(res["seats"]):
        assert seat["wins"] == pytest.approx(wins[k])
        assert seat["mean_points"] == pytest.approx(points[k] / 3)
        assert seat["outright"] + seat["shared"] <= 3
    assert sum(s["wins"] for s in res["seats"]) == pytest.approx(3)


def test_records_are_distinct_seeded_games(capsys, tmp_path):
    run(capsys, "--players", "2", "--bots", "random,random", "--games", "2", "--seed", "9",
        "--records", str(tmp_path / "a"))
    run(capsys, "--players", "2", "--bots", "random,random", "--games", "2", "--seed", "9",
        "--records", str(tmp_path / "b"))
    a = [p.read_text() for p in sorted((tmp_path / "a").iterdir())]
    b = [p.read_text() for p in sorted((tmp_path / "b").iterdir())]
    assert a == b  # the same seed gives the same games
    assert Record.loads(a[0]).actions() != Record.loads(a[1]).actions()


def test_team_game_counts_the_team_for_both_partners(capsys):
    code, out, _ = run(capsys, "--variant", "teams", "--bots", "heuristic,random,heuristic,random",
                       "--games", "2", "--seed", "1")
    seats = json.loads(out)["seats"]
    assert code == 0
    assert seats[0]["wins"] == seats[2]["wins"] and seats[1]["wins"] == seats[3]["wins"]
    assert seats[0]["mean_points"] == seats[2]["mean_points"]
    assert seats[0]["wins"] + seats[1]["wins"] == pytest.approx(2)


def test_strong_bot_with_few_worlds(capsys):
    code, out, _ = run(capsys, "--players", "2", "--bots", "strong,heuristic", "--games", "1",
                       "--worlds", "1", "--seed", "2")
    assert code == 0 and json.loads(out)["seats"][0]["bot"] == "strong"


@pytest.mark.parametrize("args", [
    ["--players", "4", "--bots", "heuristic,heuristic,heuristic"],
    ["--variant", "teams", "--bots", "random,random"],
    ["--players", "2", "--bots", "random,nosuchbot"],
    ["--players", "2", "--bots", "random,random", "--games", "-1"],
    ["--players", "3", "--variant", "teams", "--bots", "random,random,random"],
    ["--players", "2"],
])
def test_usage_errors(capsys, args):
    try:
        code = main(["selfplay", *args])
    except SystemExit as exc:  # argparse's own errors (a missing option) exit
        code = exc.code
    out = capsys.readouterr()
    assert code == 2 and out.out == ""
    lines = out.err.strip().splitlines()
    assert len(lines) == 1
    err = json.loads(lines[0])
    assert err["code"] == "usage" and isinstance(err["message"], str)
    assert isinstance(err["where"], dict) and "selfplay" in err["where"]["command"]
