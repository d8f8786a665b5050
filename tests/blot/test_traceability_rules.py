"""Rules that no other test would notice breaking (found by the traceability audit).

Each test builds a case where the rule, applied wrongly, gives a different
answer; the expected answers are worked out by hand from the booklet.
"""

from __future__ import annotations

from rules_py.blot.scoring import RoundScore, ScorerRound, game_result


def _rounds(*totals_per_round: tuple[int, ...]) -> list[RoundScore]:
    """Round scores whose totals are the given numbers (3 points per ceremony won)."""
    out = []
    for i, totals in enumerate(totals_per_round):
        scorers = tuple(ScorerRound(k, t == 0, t // 3, ()) for k, t in enumerate(totals))
        out.append(RoundScore(i, "Balder", ("A",) * 4, {}, scorers, 0))
    return out


def test_tiebreak_last_ceremony_comes_before_best_round():
    # Both total 12. Seat 0 has the best single round (12 against 6), but
    # seat 1 won the very last ceremony: the booklet applies that step first,
    # so seat 1 wins. Swapping the two steps would make seat 0 the winner.
    res = game_result(_rounds((12, 6), (0, 6)), last_ceremony_scorer=1)
    assert res.totals == (12, 12)
    assert res.winners == (1,) and res.tiebreak == "last_ceremony"


def test_tiebreak_best_round_applies_only_to_the_tied_players():
    # Seats 0 and 1 tie on 15; seat 2 (9) had the best round of all (9) but is
    # not tied, so it neither wins nor blocks the best-round step.
    res = game_result(_rounds((9, 6, 9), (6, 9, 0)), last_ceremony_scorer=2)
    assert res.totals == (15, 15, 9)
    # both tied seats' best round is 9: still tied, so the win is shared by them only
    assert res.winners == (0, 1) and res.tiebreak == "shared"
