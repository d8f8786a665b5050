"""The programs a user would write (``tests/user_programs/``) run, use only
``rules_py.__all__``, and pass ``mypy --strict`` with no cast: the types flow
from ``new_game``, ``load_record``, ``load_example``, ``from_position`` and
``make_bot`` by the game's name."""

from __future__ import annotations

import ast
import importlib.util
import os
import pathlib
import shlex
import subprocess
import sys
import typing
import xml.etree.ElementTree as ET

import pytest

import rules_py
from rules_py.games import BlokusName, GameName

from rules_py.studies import packaged

from tests.paths import TESTS

pytestmark = pytest.mark.cpython_only

PROGRAMS = TESTS / "user_programs"
ROOT = pathlib.Path(rules_py.__file__).resolve().parent.parent  # the tested package's root


def run(name: str, *args: str, cwd: pathlib.Path) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(PROGRAMS / name), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_literal_names_are_the_games() -> None:
    blokus = typing.get_args(BlokusName)
    assert ("blot", *blokus) == rules_py.GAMES
    assert set(typing.get_args(GameName)) == set(rules_py.GAMES)


def test_programs_use_only_the_front_door() -> None:
    public = set(rules_py.__all__)
    programs = sorted(PROGRAMS.glob("*.py"))
    assert len(programs) == 13
    for path in programs:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("rules_py"), (path.name, node.module)
            elif isinstance(node, ast.Import):
                assert all(not a.name.startswith("rules_py.") for a in node.names), path.name
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id == "rules_py":
                assert node.attr in public, (path.name, node.attr)


def test_duo_averages(tmp_path: pathlib.Path) -> None:
    out = run("duo_averages.py", cwd=tmp_path).splitlines()
    assert out[0].startswith("200 random Duo games")
    averages = [float(line.split("average ")[1].split(",")[0]) for line in out[1:]]
    assert len(averages) == 2 and all(-89 < a < 30 for a in averages)
    wins = [int(line.split(", ")[-1].split()[0]) for line in out[1:]]
    assert 200 <= sum(wins) <= 400  # a tie counts for both


def test_show_record(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "duo.blksgf"
    path.write_text(rules_py.example("duo"), encoding="utf-8")
    out = run("show_record.py", str(path), cwd=tmp_path)
    board = rules_py.load_record(rules_py.example("duo"), "duo")
    assert str(board) in out and rules_py.score_table(board) in out
    assert f"{len(board.history)} moves, finished" in out
    assert out.rstrip().endswith(" and ".join(f"player {p}" for p in rules_py.winners(board)))
    blot = tmp_path / "blot.json"
    blot.write_text(rules_py.example("martin"), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(PROGRAMS / "show_record.py"), str(blot)], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "this is a BLOT record, not a record of blokus" in done.stderr


def test_blot_rounds(tmp_path: pathlib.Path) -> None:
    out = run("blot_rounds.py", "7", cwd=tmp_path)
    assert out.count("\nround ") == 4
    for k in range(4):
        assert f"player {k} " in out
    assert "totals: player 0:" in out and "winners: player" in out


def test_marked_board(tmp_path: pathlib.Path) -> None:
    out = run("marked_board.py", "board.svg", cwd=tmp_path)
    assert out.startswith("board.svg: 6 moves, ")
    root = ET.fromstring((tmp_path / "board.svg").read_text(encoding="utf-8"))
    classes = [(el.get("class") or "") for el in root.iter()]
    assert classes.count("rp-last") >= 4 and classes.count("rp-mark rp-mark-red") == 1
    assert classes.count("rp-arrow") == 1 and "rp-corner" in classes
    assert root.get("width") == "480"


def test_level3_against_our_own_gtp_engine(tmp_path: pathlib.Path) -> None:
    """The program plays any GTP engine: here ours, at level 1, as its own process."""
    engine = [sys.executable, "-m", "rules_py", "blokus", "gtp", "--game", "duo", "--level", "1"]
    out = run("level3_vs_engine.py", "2", *engine, cwd=ROOT).splitlines()
    assert [line.split(":")[0] for line in out[:2]] == ["game 1", "game 2"]
    assert ", rules_py " in out[0]
    assert out[2].startswith("level 3 won ") and out[2].endswith(" of 2")


def test_level3_against_pentobi(tmp_path: pathlib.Path) -> None:
    """``PENTOBI_GTP`` names Pentobi's GTP engine (as for ``bench/pentobi.py``)."""
    pentobi = os.environ.get("PENTOBI_GTP", "").strip()
    if not pentobi:
        pytest.skip("PENTOBI_GTP names no Pentobi GTP engine: level 3 against Pentobi not played")
    out = run("level3_vs_engine.py", "2", *shlex.split(pentobi), "-g", "duo", "-l", "1", "--noresign",
              "--quiet", cwd=tmp_path).splitlines()
    assert out[-1].startswith("level 3 won ") and out[-1].endswith(" of 2")


def test_the_program_says_when_the_engine_fails(tmp_path: pathlib.Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(PROGRAMS / "level3_vs_engine.py"), "1", str(tmp_path / "none")],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.startswith("the engine failed: not_started: The engine ")
    assert f"{tmp_path / 'none'} could not be started" in done.stderr


@pytest.mark.slow
def test_programs_pass_mypy_strict(tmp_path: pathlib.Path) -> None:
    programs = [str(p) for p in sorted(PROGRAMS.glob("*.py"))]
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"),
                           *programs], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout


def test_the_python_page_shows_the_blot_program_as_it_runs() -> None:
    source = (PROGRAMS / "blot_rounds.py").read_text(encoding="utf-8")
    body = "\n".join(source.splitlines()[ast.parse(source).body[0].end_lineno or 0:]).strip("\n")
    docs = ROOT / "docs"
    for page in ("python.md", "python.fr.md"):
        text = (docs / page).read_text(encoding="utf-8")
        assert f"```python\n{body}\n```" in text, page


def test_position_moves(tmp_path: pathlib.Path) -> None:
    out = run("position_moves.py", cwd=tmp_path).splitlines()
    assert out[0] == "duo: orange to move, 414 legal moves"
    assert out[1] == "  1: j5" and out[-1].endswith("the line read back: True")


def test_transposition_table(tmp_path: pathlib.Path) -> None:
    """The table changes nothing in the count, and holds fewer positions than
    the search meets: two orders of the same moves met one entry."""
    spec = importlib.util.spec_from_file_location("transposition_table", PROGRAMS / "transposition_table.py")
    assert spec is not None and spec.loader is not None
    transposition_table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(transposition_table)
    board = rules_py.load_example("duo")
    for _ in range(6):
        board.undo()
    table: dict[tuple[int, int], int] = {}
    counted = transposition_table.sequences(board, 6, table)

    def plain(depth: int) -> tuple[int, int]:
        if depth == 0 or board.is_over:
            return 1, 0
        total, inner = 0, 1
        for move in board.legal_actions():
            board.apply(move)
            more, nodes = plain(depth - 1)
            board.undo()
            total, inner = total + more, inner + nodes
        return total, inner

    total, inner = plain(6)
    assert counted == total and len(table) < inner
    out = run("transposition_table.py", cwd=tmp_path).splitlines()
    assert out[0].startswith("6 moves before the end of the Duo example: ") and "positions in the table" in out[1]


def test_write_a_bot(tmp_path: pathlib.Path) -> None:
    out = run("write_a_bot.py", "4", "2", cwd=tmp_path).splitlines()
    assert out[0].startswith("BLOT: low-cards won ") and out[0].endswith(" of 4 games against two random bots")
    assert out[1].startswith("Duo: big-pieces ")


def test_the_bot_page_shows_the_program_as_it_runs() -> None:
    source = (PROGRAMS / "write_a_bot.py").read_text(encoding="utf-8")
    body = "\n".join(source.splitlines()[ast.parse(source).body[0].end_lineno or 0:]).strip("\n")
    for page in ("bots.md", "bots.fr.md"):
        assert f"```python\n{body}\n```" in (ROOT / "docs" / page).read_text(encoding="utf-8"), page


def test_two_games(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "two.blksgf"
    path.write_text(rules_py.example("duo") + "\n" + rules_py.example("classic"), encoding="utf-8")
    out = run("two_games.py", str(path), cwd=tmp_path).splitlines()
    assert [line.split(",")[0] for line in out] == ["game 1: duo", "game 2: classic"]
    assert all(", finished, points " in line for line in out)
    path = tmp_path / "two.json"
    path.write_text(rules_py.example("trick") + rules_py.example("martin"), encoding="utf-8")
    out = run("two_games.py", str(path), cwd=tmp_path).splitlines()
    assert len(out) == 2 and all(line.split(": ")[1].startswith("blot,") for line in out)


def test_martin_standings(tmp_path: pathlib.Path) -> None:
    out = run("martin_standings.py", cwd=tmp_path).splitlines()
    assert out == ["after 1 round(s) of 4:", "  Martin: 16", "  Astrid: 8", "  Leif: 5", "  Sigrid: 8",
                   "leading: Martin"]


def test_perft(tmp_path: pathlib.Path) -> None:
    out = run("perft.py", cwd=tmp_path).splitlines()
    assert out[0].startswith("duo perft(2) = 171396 ") and out[1].startswith("trigon perft(2) = 5117070 ")


def test_score_example(tmp_path: pathlib.Path) -> None:
    out = run("score_example.py", cwd=tmp_path)
    board = rules_py.load_example("classic")
    assert rules_py.score_table(board) in out and "by colour: blue 20, " in out


def test_study_file(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "tour.json"
    path.write_text(rules_py.studies.dumps(packaged.load("tour")), encoding="utf-8")
    out = run("study_file.py", str(path), cwd=tmp_path).splitlines()
    assert out[0].endswith(": 3 chapters") and out[1].startswith("  1. ")
    path.write_text("{", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(PROGRAMS / "study_file.py"), str(path)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "line 1" in done.stderr
