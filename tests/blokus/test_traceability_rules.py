"""Rules that no other test would notice breaking (found by the traceability audit).

Each test builds a game where the rule, applied wrongly, gives a different
answer; the expected answers are worked out by hand from the booklets.
"""

from __future__ import annotations

import pytest

from rules_py.blokus import variants
from rules_py.blokus.board import Board
from rules_py.errors import IllegalMove
from rules_py.blokus.scoring import Match, colour_points, winners

# Two pieces a colour (one square, two squares) on the 12x12 board, starts in
# opposite corners, under the "play on" option: every game ends with both
# colours placing everything, and the advanced count (+15, +20 with the one
# square last) tells them apart.
TINY = variants.edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), scoring="standard",
                              name="trace_tiny", placed_all_wins=False)


def _game(first: int, moves: list[str]) -> Board:
    board = Board(TINY, first=first)
    for move in moves:
        board.play(move)
    assert board.is_over
    return board


def test_match_loser_of_a_game_starts_the_next():
    match = Match()
    # Game 1, colour 0 starts: it places the one square first (+15), colour 1
    # keeps its one square for last (+20). Colour 0 lost, so it starts again.
    g1 = _game(0, ["a1", "l12,l11", "b2,b3", "k10"])
    assert [colour_points(g1, c) for c in (0, 1)] == [15, 20]
    assert match.record(g1) == 0
    # Game 2, colour 0 starts again and this time keeps the one square for
    # last (+20); colour 1 loses (+15) and starts the next game. Together the
    # two games rule out "the starter alternates", "the winner starts" and
    # "the same colour always starts".
    g2 = _game(match.first, ["a1,a2", "l12", "b3", "k11,k10"])
    assert [colour_points(g2, c) for c in (0, 1)] == [20, 15]
    assert match.record(g2) == 1
    assert Board(TINY, first=match.first).to_move == 1


def test_edition_12_play_on_option_goes_on_after_a_colour_has_placed_everything():
    # Colour 0 places both pieces first (+15): the game is not over, colour 1
    # still plays and, finishing with the one square, wins on the advanced count.
    board = Board(TINY)
    for move in ["a1", "l12,l11", "b2,b3"]:
        board.play(move)
    assert not board.is_over and board.to_move == 1
    board.play("k10")
    assert board.is_over and winners(board) == [1]


def test_edition_12_by_default_stops_at_once_and_the_finisher_wins():
    # The same moves as above under the printed rule ("il a gagné", the
    # default): the game ends when colour 0 has placed both pieces, and colour
    # 0 wins although colour 1 would have won on the count had it played on.
    sudden = variants.edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), scoring="standard",
                                    name="tiny_sudden")
    assert sudden.placed_all_wins and variants.get("edition_12").placed_all_wins
    assert variants.get("edition_12_advanced").placed_all_wins
    board = Board(sudden)
    for move in ["a1", "l12,l11", "b2,b3"]:
        board.play(move)
    assert board.is_over and board.to_move is None
    assert board.can_move(1)  # stopped by the rule, not because colour 1 is blocked
    assert winners(board) == [0]
    with pytest.raises(IllegalMove):
        board.play("k10")


def test_edition_12_default_uses_the_count_when_nobody_placed_everything():
    sudden = variants.edition_12x12(pieces=("1", "2", "I3"), starts=("a1", "l12"), name="tiny_sudden2")
    board = Board(sudden)
    for move in ["a1", "l12"]:
        board.play(move)
    assert not board.is_over
    assert winners(board) == [0, 1]  # equal counts: a tie, as with the "play on" option


def test_edition_12_basic_count_the_finisher_wins_outright_by_default_and_may_be_tied_playing_on():
    # Basic count (fewest squares left). Colour 0 places both pieces first.
    # Printed rule (default): the game stops and colour 0 wins alone.
    # "Play on" option: colour 1 places its last piece too, 0 squares each: a tie.
    moves = ["a1", "l12,l11", "b2,b3"]
    printed = Board(variants.edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), name="tiny_basic"))
    play_on = Board(variants.edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), name="tiny_basic_on",
                                           placed_all_wins=False))
    for move in moves:
        printed.play(move)
        play_on.play(move)
    assert printed.is_over and winners(printed) == [0]
    play_on.play("k10")
    assert play_on.is_over and winners(play_on) == [0, 1]
