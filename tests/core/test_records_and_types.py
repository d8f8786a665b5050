"""Records of several games, the standings of an unfinished BLOT game, JSON
syntax errors in words, and the front door's types (a bot of the other game
refused by the type checker)."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

import rules_py
from rules_py import RecordError
from rules_py.blot import cli as blot_cli
from rules_py.blot.record import Record as BlotRecord

from tests.paths import ROOT


def test_load_records_reads_every_game_of_a_text() -> None:
    blot = rules_py.example("trick") + "\n" + rules_py.example("martin")
    games = list(rules_py.load_records(blot))
    assert [g.history for g in games] == [rules_py.load_record(rules_py.example(n)).history
                                          for n in ("trick", "martin")]
    blokus = rules_py.example("duo") + rules_py.example("classic")
    assert [rules_py.game_name(g) for g in rules_py.load_records(blokus)] == ["duo", "classic"]
    assert len(list(rules_py.load_records(rules_py.example("duo")))) == 1


def test_one_game_is_expected_where_one_is_read() -> None:
    first = rules_py.example("trick")
    for text, line in ((first + rules_py.example("martin"), first.count("\n") + 1),
                       (rules_py.example("duo") + "\n" + rules_py.example("classic"), None)):
        for read in (rules_py.load_record, rules_py.read_record):
            with pytest.raises(RecordError) as caught:
                read(text)
            assert caught.value.code == "syntax" and "load_records" in caught.value.message
            if line is not None:
                assert caught.value.line == line


def test_an_error_in_the_second_game_counts_lines_in_the_whole_text() -> None:
    first = rules_py.example("trick")
    broken = rules_py.example("martin").replace('"players": 4', '"players": 9', 1)
    with pytest.raises(RecordError) as caught:
        list(rules_py.load_records(first + broken))
    assert caught.value.code == "value"
    with pytest.raises(RecordError) as caught:
        list(rules_py.load_records(first + '{"game": \n"BLOT",'))
    assert caught.value.line == first.count("\n") + 2


def test_json_syntax_errors_are_said_in_words() -> None:
    cases = {"": "the text is empty", "   \n": "the text is empty",
             '{"game": "BL': "the text ends before the JSON is complete",
             '{"game": ': "the text ends before the JSON is complete",
             '{"game" "BLOT"}': "a colon (:) was expected"}
    for text, words in cases.items():
        with pytest.raises(RecordError) as caught:
            BlotRecord.loads(text)
        error = caught.value
        assert error.code == "syntax" and error.message.startswith(words) and error.line is not None
        assert error.column is not None and "Expecting" not in str(error)


def test_standings_of_an_unfinished_game() -> None:
    martin = rules_py.load_example("martin")
    assert not martin.is_over
    now = martin.standings()
    assert now.rounds == 1 and now.totals == martin.round_score(0).totals
    assert now.leaders == tuple(k for k, t in enumerate(now.totals) if t == max(now.totals))
    start = rules_py.new_game("blot", players=3).standings()
    assert (start.rounds, start.totals, start.leaders) == (0, (0, 0, 0), (0, 1, 2))
    assert start.to_json() == {"rounds": 0, "totals": [0, 0, 0], "leaders": [0, 1, 2]}


def test_replay_prints_the_standings() -> None:
    out = blot_cli.summary(rules_py.read_record(rules_py.example("martin"), "blot"))
    assert out["standings"]["rounds"] == 1 and out["standings"]["leaders"] == ["Martin"]
    assert out["standings"]["totals"] == out["totals"] and "winners" not in out


def test_the_new_names_are_at_the_front_door() -> None:
    for name in ("Observation", "Card", "BlotAction", "BlotBot", "BlokusBot", "load_records", "load_example",
                 "from_position", "studies", "Study", "load_study", "Standings"):
        assert name in rules_py.__all__ and getattr(rules_py, name) is not None
    assert rules_py.studies.loads is rules_py.load_study
    assert isinstance(rules_py.load_example("duo"), rules_py.Board)
    assert isinstance(rules_py.read_record(rules_py.example("duo"), "blokus").replay(), rules_py.Board)
    with pytest.raises(RecordError):
        rules_py.read_record(rules_py.example("duo"), "blot")


WRONG_BOT = '''
import random
import rules_py

game = rules_py.new_game("blot")
rules_py.play_out(game, [rules_py.make_bot("duo", "greedy")] * 4, random.Random(1))
'''
RIGHT_BOTS = '''
import random
import rules_py

game = rules_py.new_game("blot")
bots: list[rules_py.BlotBot] = [rules_py.make_bot(game, "random")] * 4
rules_py.play_out(game, bots, random.Random(1))
board = rules_py.load_example("duo")
print(rules_py.colour_scores(board))
'''


@pytest.mark.slow
@pytest.mark.cpython_only
def test_mypy_refuses_a_blokus_bot_in_a_blot_game(tmp_path: pathlib.Path) -> None:
    for source, ok in ((WRONG_BOT, False), (RIGHT_BOTS, True)):
        program = tmp_path / "program.py"
        program.write_text(source, encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"),
                               str(program)], cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert (done.returncode == 0) == ok, done.stdout
        if not ok:
            assert "incompatible type" in done.stdout
