"""The rules raise reason codes with details; the words live in
``rules_py/i18n/reasons_*.py`` and are imported only when a first reason is
made. The French forms the words take from details (a list of missing
pieces, a cause) are made there too."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import pytest

from rules_py.blokus import board as blokus_board
from rules_py.blot import game as blot_game
from rules_py.i18n import reasons_blokus, reasons_blot, reasons_puzzles
from rules_py.reasons import Catalogue, Reason

from tests.paths import ROOT

puzzle_check = importlib.import_module("rules_py.blokus.puzzles.check")  # the package exports check()
puzzle_play = importlib.import_module("rules_py.blokus.puzzles.play")


@pytest.mark.parametrize("catalogue, words", [
    (blot_game.REASONS, reasons_blot.REASONS), (blokus_board.REASONS, reasons_blokus.REASONS),
    (puzzle_check.REASONS, reasons_puzzles.REASONS), (puzzle_play.REASONS, reasons_puzzles.PLAY)])
def test_each_games_catalogue_is_its_words_in_i18n(catalogue: Catalogue, words: dict) -> None:
    assert isinstance(catalogue, Catalogue) and dict(catalogue) == words
    assert all(t.code == key or t.code.endswith("." + key) for key, t in words.items())


@pytest.mark.cpython_only
def test_importing_the_rules_imports_no_words() -> None:
    code = ("import sys, json; import rules_py.blot.game, rules_py.blokus.board, rules_py.blokus.puzzles.play; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('rules_py.i18n'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    loaded = json.loads(out.stdout)
    assert not [m for m in loaded if m.startswith("rules_py.i18n.reasons")], loaded
    code = code.replace("print(", "rules_py.blokus.board.Board('duo').explain('a1,b1'); print(")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert "rules_py.i18n.reasons_blokus" in json.loads(out.stdout)


def test_reasons_carry_no_french_details() -> None:
    why = blokus_board.Board("duo").explain("a1,b1")
    assert why is not None and not [k for k in why.details if k.endswith("_fr")]
    assert why.fr == "La première pièce violette doit couvrir une case de départ libre : e10."


def test_missing_pieces_are_said_in_each_language() -> None:
    report = puzzle_check.check("all-84", [{"colour": "blue", "piece": "1", "cells": ["a20"]}])
    missing = next(p for p in report.problems if p.code == "puzzle.missing_piece")
    assert missing.details["pieces_missing"][0] == ["blue", "2", 1]
    assert missing.en.startswith("Missing: blue 2, blue I3,") and "yellow 1," in missing.en
    assert missing.fr.startswith("Il manque : 2 bleue, I3 bleue,") and "1 jaune," in missing.fr
    plain = puzzle_check.check("tetrominoes-8x10", [])
    said = next(p for p in plain.problems if p.code == "puzzle.missing_piece")
    assert "4 x T4, " in said.en and "4 × T4, " in said.fr


def test_an_order_cause_is_said_in_each_language() -> None:
    template = puzzle_check.REASONS["order"]
    first = template(number=3, colour="red", piece="V3", cause="bigger_not_placed", bigger=5)
    assert first.en.endswith("biggest-first: some 5-square pieces are not placed yet.")
    assert first.fr.endswith("petites : des pièces de 5 carrés ne sont pas encore posées.")
    assert "(V3 rouge)" in first.fr and first.details == {"number": 3, "colour": "red", "piece": "V3",
                                                           "cause": "bigger_not_placed", "bigger": 5}
    second = template(number=1, colour="blue", piece="I5", cause="links_through_smaller")
    assert second.fr.endswith("passent par des pièces plus petites, posées après elle.")
    assert isinstance(second, Reason) and json.loads(json.dumps(second.to_dict()))["code"] == "puzzle.order"
