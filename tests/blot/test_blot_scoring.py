"""Round scoring (each divinity face, exclusion, ties) and the game's tie-breaks."""

from __future__ import annotations

import pytest

from rules_py.blot.cards import card
from rules_py.blot.scoring import (RoundScore, ScorerRound, Trick, ceremony_winner, game_result,
                                   score_round)
from rules_py.blot.variants import get

THREE, TWO, TEAMS = get("three-player"), get("two-player"), get("teams")


def trick(i: int, winner: int, *codes: str, tile: str = "red") -> Trick:
    return Trick(0, i, tile, "dark", tuple((winner, card(c)) for c in codes), winner)


# Three players: seat 0 wins two tricks, seat 1 one trick, seat 2 none (excluded).
TRICKS = [
    trick(0, 0, "Y5", "Y6", "G5"),        # 2 yellow, 1 green
    trick(1, 0, "Y7", "B5", "B6"),        # 1 yellow
    trick(2, 1, "G6", "G7", "G8"),        # 3 green, 0 yellow
]


def points(holders: dict[str, str], faces: tuple[str, ...], k: int, divinity: str) -> int:
    r = score_round(0, TRICKS, holders, faces, THREE)
    return next(e.points for e in r.scorers[k].effects if e.divinity == divinity)


def test_three_points_per_ceremony_and_exclusion():
    r = score_round(0, TRICKS, {}, ("A",) * 4, THREE)
    assert [s.ceremonies for s in r.scorers] == [2, 1, 0]
    assert [s.total for s in r.scorers] == [6, 3, 0]
    assert r.scorers[2].excluded and r.scorers[2].effects == ()


def test_balder_pairs_both_faces():
    # seat 0 has 3 yellow -> 1 pair; seat 1 has 0 yellow -> 0 pairs
    assert points({"Balder": "yellow"}, ("A", "A", "A", "A"), 0, "Balder") == 2
    assert points({"Balder": "yellow"}, ("B", "A", "A", "A"), 0, "Balder") == -2
    assert points({"Balder": "green"}, ("A", "A", "A", "A"), 1, "Balder") == 2  # 3 green, 1 pair


def test_loki_most_and_fewest_with_excluded_player_left_out():
    # yellow: seat 0 has 3, seat 1 has 0, seat 2 is excluded (would also have 0)
    assert points({"Loki": "yellow"}, ("A", "A", "A", "A"), 0, "Loki") == -3
    assert points({"Loki": "yellow"}, ("A", "A", "A", "A"), 1, "Loki") == 0
    assert points({"Loki": "yellow"}, ("A", "B", "A", "A"), 1, "Loki") == -3  # fewest, even at 0
    assert points({"Loki": "yellow"}, ("A", "B", "A", "A"), 0, "Loki") == 0
    r = score_round(0, TRICKS, {"Loki": "yellow"}, ("A", "B", "A", "A"), THREE)
    assert r.scorers[2].total == 0


def test_thor_most_and_fewest():
    assert points({"Thor": "green"}, ("A", "A", "A", "A"), 1, "Thor") == 4  # 3 green vs 1
    assert points({"Thor": "green"}, ("A", "A", "A", "A"), 0, "Thor") == 0
    assert points({"Thor": "green"}, ("A", "A", "A", "B"), 0, "Thor") == 4


def test_ties_give_everyone_the_full_amount():
    tricks = [trick(0, 0, "R5", "B5", "B6"), trick(1, 1, "R6", "G5", "G6")]
    r = score_round(0, tricks, {"Thor": "red", "Loki": "red"}, ("A", "A", "A", "A"), TWO)
    for s in r.scorers:
        pts = {e.divinity: e.points for e in s.effects}
        assert pts == {"Loki": -3, "Thor": 4}


def test_extreme_of_zero_still_counts():
    tricks = [trick(0, 0, "R5", "B5", "B6"), trick(1, 1, "R6", "G5", "G6")]
    r = score_round(0, tricks, {"Thor": "yellow"}, ("A", "A", "A", "A"), TWO)
    assert [e.points for s in r.scorers for e in s.effects] == [4, 4]  # both "most" with 0


def test_odin_tricks_with_and_without_colour():
    # seat 0: trick 0 has green, trick 1 has none
    assert points({"Odin": "green"}, ("A", "A", "A", "A"), 0, "Odin") == 2
    assert points({"Odin": "green"}, ("A", "A", "B", "A"), 0, "Odin") == 2
    assert points({"Odin": "yellow"}, ("A", "A", "A", "A"), 0, "Odin") == 4
    assert points({"Odin": "yellow"}, ("A", "A", "B", "A"), 0, "Odin") == 0
    assert points({"Odin": "yellow"}, ("A", "A", "B", "A"), 1, "Odin") == 2


def test_breakdown_carries_colour_and_face():
    r = score_round(0, TRICKS, {"Loki": "yellow", "Odin": "green", "Thor": "red"},
                    ("A", "B", "A", "B"), THREE)
    effs = r.scorers[0].effects
    assert [(e.divinity, e.face, e.colour) for e in effs] == [
        ("Loki", "B", "yellow"), ("Odin", "A", "green"), ("Thor", "B", "red")]
    assert r.scorers[0].total == 6 + sum(e.points for e in effs)


def test_team_scoring_pools_partners():
    # Partners 0+2 each won one trick holding 1 yellow and 2 green; seat 1 won
    # one trick with 3 green. Pooled, team 0+2 has 2 yellow (a Balder pair) and
    # 4 green (the most, for Thor); seat by seat nobody has a yellow pair and
    # seat 1 has the most green. So pooling changes both effects.
    tricks = [trick(0, 0, "Y5", "G3", "G4", "B3"), trick(1, 2, "Y6", "G5", "G6", "B4"),
              trick(2, 1, "G7", "G8", "G9", "B5")]
    r = score_round(0, tricks, {"Balder": "yellow", "Thor": "green"}, ("A",) * 4, TEAMS)
    assert len(r.scorers) == 2
    partners, other = r.scorers
    assert partners.ceremonies == 2 and other.ceremonies == 1
    assert {e.divinity: e.points for e in partners.effects} == {"Balder": 2, "Thor": 4}
    assert {e.divinity: e.points for e in other.effects} == {"Balder": 0, "Thor": 0}
    assert (partners.total, other.total) == (6 + 2 + 4, 3)
    # The same cards in the four-player game, seat by seat: no pair, seat 1 the most green.
    alone = score_round(0, tricks, {"Balder": "yellow", "Thor": "green"}, ("A",) * 4, get("four-player"))
    assert [s.total for s in alone.scorers] == [3, 3 + 4, 3, 0]


def test_ceremony_winner():
    c = [(0, card("G6")), (1, card("G9")), (2, card("B5"))]
    assert ceremony_winner("yellow", c) == 1
    assert ceremony_winner("blue", c) == 2
    assert ceremony_winner("green", [(0, card("B6")), (1, card("G3")), (2, card("G4"))]) == 2


# ---------------------------------------------------------------- game end

def rounds(*totals_per_round: tuple[int, ...]) -> list[RoundScore]:
    out = []
    for i, totals in enumerate(totals_per_round):
        # encode each total as ceremonies (3 points each) for simplicity
        sc = tuple(ScorerRound(k, t == 0, t // 3, ()) for k, t in enumerate(totals))
        out.append(RoundScore(i, "Balder", ("A",) * 4, {}, sc, 0))
    return out


def test_highest_total_wins():
    res = game_result(rounds((9, 3), (3, 3)), last_ceremony_scorer=1)
    assert res.winners == (0,) and res.tiebreak == "none" and res.totals == (12, 6)


def test_tie_goes_to_winner_of_very_last_ceremony():
    res = game_result(rounds((9, 3), (3, 9)), last_ceremony_scorer=1)
    assert res.winners == (1,) and res.tiebreak == "last_ceremony"


def test_tie_then_best_single_round():
    rs = rounds((12, 6, 0), (0, 6, 3))
    res = game_result(rs, last_ceremony_scorer=2)
    assert res.winners == (0,) and res.tiebreak == "best_round"


def test_tie_all_the_way_is_shared():
    res = game_result(rounds((9, 3, 0), (3, 9, 3)), last_ceremony_scorer=2)
    assert res.winners == (0, 1) and res.tiebreak == "shared"


def test_last_ceremony_winner_outside_the_tie_does_not_decide():
    res = game_result(rounds((9, 9, 3), (3, 3, 3)), last_ceremony_scorer=2)
    assert res.tiebreak == "shared"
