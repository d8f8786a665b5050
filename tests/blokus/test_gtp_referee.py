"""bench/_referee.py: two GTP engines (here two of ours) play, every move checked by our rules;
bench/pentobi.py is skipped without PENTOBI_GTP."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from rules_py.blokus import sgf
from rules_py.blokus.variants import get

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

BENCH = ROOT / "bench"


@pytest.fixture()
def referee():
    sys.path.insert(0, str(BENCH))
    try:
        import _referee
        yield _referee
    finally:
        sys.path.remove(str(BENCH))


def ours(variant: str, bot: str) -> list[str]:
    return [sys.executable, "-m", "rules_py", "blokus", "gtp", "--game", variant, "--bot", bot]


def test_two_gtp_engines_play_whole_checked_games(referee, tmp_path, root_dir):
    env = {**os.environ, "PYTHONPATH": str(root_dir)}
    out = referee.match(get("duo"), ours("duo", "greedy"), ours("duo", "random"), 4, seed=3,
                        records=str(tmp_path), log=lambda s: None, env=env)
    assert out["games"] == 4 and out["forfeits"] == []
    assert out["a_wins"] + out["draws"] + out["a_losses"] == 4
    assert out["a_wins"] >= 3  # greedy beats random (seeded by the referee: these games replay)
    assert len(out["a_first_wdl"]) == len(out["a_second_wdl"]) == 3
    assert sum(out["a_first_wdl"]) == sum(out["a_second_wdl"]) == 2  # two games in each seat
    assert out["a_first_wdl"][0] + out["a_second_wdl"][0] == out["a_wins"]
    games = sorted(tmp_path.glob("game-*.blksgf"))
    assert len(games) == 4
    for k, f in enumerate(games):
        board = sgf.read(f.read_text()).replay()
        assert board.is_over
        assert f"A plays player {k % 2 + 1}" in f.read_text()  # first player alternates


def test_an_engine_that_breaks_the_rules_forfeits(referee, tmp_path, root_dir):
    cheat = tmp_path / "cheat.py"
    cheat.write_text("import sys\n"
                     "for line in sys.stdin:\n"
                     "    w = line.split()\n"
                     "    ans = 'a1' if w and w[0] == 'genmove' else ''\n"
                     "    sys.stdout.write('= ' + ans + '\\n\\n'); sys.stdout.flush()\n"
                     "    if w and w[0] == 'quit': break\n")
    env = {**os.environ, "PYTHONPATH": str(root_dir)}
    out = referee.match(get("duo"), [sys.executable, str(cheat)], ours("duo", "random"), 2,
                        log=lambda s: None, env=env)
    assert out["a_losses"] == 2 and len(out["forfeits"]) == 2
    assert out["forfeits"][0] == ("player 0 played a1: purple's first piece must cover a free "
                                  "starting cell: e10.")  # A moves first in game 1
    assert out["forfeits"][1] == ("player 1 played a1: orange's first piece must cover a free "
                                  "starting cell: j5.")


def test_the_pentobi_bench_is_skipped_without_pentobi(root_dir):
    env = {k: v for k, v in os.environ.items() if k != "PENTOBI_GTP"}
    out = subprocess.run([sys.executable, str(BENCH / "pentobi.py")], cwd=root_dir, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    assert out.stdout == "pentobi: skipped (set PENTOBI_GTP to Pentobi's GTP engine to run it)\n"


def test_an_engine_that_stops_is_reported_with_its_error(referee, root_dir):
    env = {**os.environ, "PYTHONPATH": str(root_dir)}
    with pytest.raises(referee.EngineFailed, match=r"stopped answering 'clear_board' \(exit 1\): no Blokus here"):
        referee.match(get("duo"), [sys.executable, "-c", "import sys; sys.exit('no Blokus here')"],
                      ours("duo", "random"), 1, log=lambda s: None, env=env)
