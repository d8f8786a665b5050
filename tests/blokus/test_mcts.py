"""The levelled Blokus bots: tree search, priors, playouts, tree reuse.

Budgets are shrunk (``playouts=``) where a test only needs the search to
run; the replay test keeps each level's own budget for the first moves.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings, strategies as st

from rules_py.blokus import mcts, policy
from rules_py.blokus.board import Board
from rules_py.blokus.bots import BOTS, make_bot, play_game
from rules_py.blokus.selfplay import selfplay
from rules_py.blokus.variants import get, names

LEVEL_NAMES = list(mcts.LEVELS)
EDITIONS = ["duo", "classic", "classic_2", "classic_3", "teams", "blitz_2", "junior", "edition_12",
            "trigon_3", "contact_rapide"]


def test_every_level_is_a_bot_name() -> None:
    assert [f"level{k}" for k in range(1, 7)] + ["max"] == LEVEL_NAMES
    for name in LEVEL_NAMES:
        assert name in BOTS
        assert make_bot(name).name == name


def _advance(board: Board, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if board.to_move is None:
            return
        mv = board.random_move(rng)
        assert mv is not None
        board.play(mv)


@settings(max_examples=25, deadline=None)
@given(level=st.sampled_from(LEVEL_NAMES), edition=st.sampled_from(EDITIONS), seed=st.integers(0, 10**6),
       opening=st.integers(0, 30))
def test_levels_play_only_legal_moves(level: str, edition: str, seed: int, opening: int) -> None:
    """From a random position of any edition, each level's moves are legal
    (budgets cut to a few playouts: legality does not depend on them) and
    the board it is given is left as it was."""
    rng = random.Random(seed)
    board = Board(edition)
    _advance(board, rng, opening)
    own = mcts.LEVELS[level][0]
    bot = make_bot(level, playouts=min(own, 6))
    for _ in range(4):
        if board.to_move is None:
            assert bot.choose(board, rng) is None
            break
        before = board.snapshot()
        mv = bot.choose(board, rng)
        assert board.snapshot() == before
        assert mv is not None and mv in board.legal_moves
        board.play(mv)


def test_a_level_finishes_games_of_every_kind() -> None:
    """Whole games (shared colour, teams, Trigon) end with only legal moves."""
    for edition in ("classic_3", "teams", "trigon_2", "blitz_3"):
        board = Board(edition)
        moves = play_game(board, make_bot("level3", playouts=3), random.Random(5))
        assert board.is_over and moves
        replay = Board(edition)
        for mv in moves:
            replay.play(mv)


def _game(level: str, seed: int, moves: int | None, **options: object) -> list[str]:
    board = Board("duo")
    bots = [make_bot(level, **options), make_bot("level2")]
    return [str(m) for m in play_game(board, bots, random.Random(seed), max_moves=moves)]


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_seeded_game_replays_identically_at_every_level(level: str) -> None:
    """The first moves of a seeded game, twice, at the level's own budget
    capped to 100 playouts (the searching code is the same at every budget;
    the test marked slow plays the full budgets)."""
    own = mcts.LEVELS[level][0]
    first = _game(level, 11, 6, playouts=min(own, 100))
    assert first == _game(level, 11, 6, playouts=min(own, 100))
    assert len(first) == 6


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_whole_seeded_game_replays_identically_at_full_budget(level: str) -> None:
    first = _game(level, 12, None)
    assert first == _game(level, 12, None)
    assert len(first) >= 20


def test_the_levels_differ_from_each_other() -> None:
    """Level 1 samples: two seeds give two games; level 2 does not search."""
    assert _game("level1", 1, 8) != _game("level1", 2, 8)
    assert _game("level2", 1, 8) == _game("level2", 2, 8)


# -- priors -----------------------------------------------------------------

def _scores(board: Board, texts: list[str], **weights: float) -> list[float]:
    pids = [board.tables.by_mask[board.parse_move(t).mask] for t in texts]
    return policy.scores(board, pids, policy.Weights(**weights))


def test_size_ranks_the_larger_piece_first() -> None:
    board = Board("duo")
    node = mcts.Node()
    mcts.MCTSBot(playouts=1)._expand(node, board, random.Random(0))
    best = board.tables.move(node.pids[0], 0)
    assert len(best) == 5
    assert abs(sum(node.priors) - 1) < 1e-9
    assert node.priors == sorted(node.priors, reverse=True)


def test_centre_prefers_reaching_towards_the_middle() -> None:
    # Duo's purple starts at e10 (the top-left quarter, as drawn): the I5 down
    # the column towards the middle beats the one up towards the edge.
    board = Board("duo")
    towards, away = _scores(board, ["e10,e9,e8,e7,e6", "e10,e11,e12,e13,e14"])
    assert towards > away


def test_blocking_ranks_covering_an_opponent_corner_first() -> None:
    board = Board("duo")
    board.play("e10,e9,e8,e7,e6")   # purple I5
    board.play("j5,j6,j7,j8,j9")    # orange I5
    board.play("f5,g5")             # purple 2 at the corner of its I5
    # Orange to move: two dominoes of its own, one covering purple's attach point h4.
    opp = board.attach_points(0)
    assert opp >> board.geometry.parse("h4") & 1
    blocking, elsewhere = _scores(board, ["i4,h4", "k10,l10"], centre=0.0, corners=0.0, lost=0.0)
    assert blocking > elsewhere


def test_corners_count_the_new_attach_points() -> None:
    board = Board("duo")
    board.play("e10,e9,e8,e7,e6")
    board.play("j5,j6,j7,j8,j9")
    # With only the corners feature, a move's score is the number of fresh
    # attach points it opens: the V3 turning into the open board beats the
    # domino tucked against the I5's end.
    a, b = "f5,f4,g4", "d5,d4"
    sa, sb = _scores(board, [a, b], size=0.0, centre=0.0, lost=0.0, blocked=0.0)
    fresh = ~(board.forbidden[0] | board.attach_points(0))
    t = board.tables
    count = [(t.corners[t.by_mask[board.parse_move(m).mask]] & fresh).bit_count() for m in (a, b)]
    assert [sa, sb] == count and sa > sb


def test_priors_are_a_softmax() -> None:
    p = policy.priors([0.0, 1.0, 1.0])
    assert abs(sum(p) - 1) < 1e-12 and p[1] == p[2] > p[0]


# -- the playout policy --------------------------------------------------------

def test_playouts_place_the_largest_piece_that_fits() -> None:
    board = Board("duo")
    played = policy.playout(board, random.Random(3)._randbelow)
    assert board.is_over and played == len(board.history)
    sizes = policy.policy_tables(board.tables).size_of
    # Each colour's first pieces are all pentominoes (plenty of room early).
    for c in (0, 1):
        first = [len(mv) for mv in board.history if mv.colour == c][:5]
        assert first == [5] * 5, first
    assert max(sizes) == 5


# -- the search and tree reuse ----------------------------------------------------

def test_the_search_never_leaks_into_the_callers_board() -> None:
    board = Board("classic_2")
    _advance(board, random.Random(2), 10)
    before = board.snapshot()
    make_bot("level3").choose(board, random.Random(0))
    assert board.snapshot() == before


def test_the_tree_is_kept_for_the_same_game() -> None:
    board = Board("duo")
    bot = mcts.MCTSBot(playouts=200)
    rng = random.Random(4)
    mine = bot.choose(board, rng)
    assert mine is not None
    board.play(mine)
    reply = make_bot("level2").choose(board, rng)
    assert reply is not None
    board.play(reply)
    kept = bot._reused_root(board)
    assert kept.visits > 0          # the subtree searched while choosing the first move
    assert kept.colour == board.to_move


def test_the_tree_is_dropped_for_another_game() -> None:
    board = Board("duo")
    bot = mcts.MCTSBot(playouts=50)
    mine = bot.choose(board, random.Random(4))
    assert mine is not None
    other = Board("duo")
    other.play(mine)
    other.play(other.legal_moves_of(1)[0])
    assert bot._reused_root(other).visits == 0   # a different board object: a new game


def test_the_most_visited_move_is_played() -> None:
    board = Board("duo")
    bot = mcts.MCTSBot(playouts=60, reuse=False)
    rng = random.Random(9)
    root = mcts.Node()
    bot._expand(root, board, rng)
    bot._search(root, board, rng, 60)
    assert sum(root.counts) == root.visits == 60
    mv = mcts.MCTSBot(playouts=60, reuse=False).choose(board, random.Random(9))
    assert mv is not None
    # The same rng draws give the same tree: its most visited child is the move.
    best = max(range(root.tried), key=lambda i: (root.counts[i], -i))
    assert board.tables.by_mask[mv.mask] == root.pids[best]


def test_values_favour_the_winner() -> None:
    board = Board("duo")
    policy.playout(board, random.Random(1)._randbelow)
    bot = mcts.MCTSBot()
    v = bot.values(board, 2)
    from rules_py.blokus.scoring import group_scores
    s = group_scores(board)
    if s[0] != s[1]:
        win = 0 if s[0] > s[1] else 1
        assert v[win] > 0.5 > v[1 - win]
    else:
        assert v[0] == v[1]


def test_the_top_levels_value_a_narrow_win_above_a_wide_margin() -> None:
    # A finished Duo game won by a few cells: the top levels (TOP_SEARCH, Duo
    # only) count the win itself for more than the lower levels do.
    from rules_py.blokus.scoring import group_scores
    for seed in range(20):
        board = Board("duo")
        policy.playout(board, random.Random(seed)._randbelow)
        s = group_scores(board)
        if 0 < abs(s[0] - s[1]) <= 5:
            break
    else:
        pytest.fail("no narrow game in 20 playouts")
    win = 0 if s[0] > s[1] else 1
    top, low = mcts.make_level("level6"), mcts.make_level("level5")
    (top_mw, top_local), (low_mw, low_local) = top.on("duo"), low.on("duo")
    assert top_mw < low_mw and top_local > low_local
    assert mcts.make_level("max").on("duo") == top.on("duo")
    assert top.on("classic_2") == low.on("classic_2")   # only Duo's search changes
    assert top.values(board, 2)[win] > low.values(board, 2)[win] > 0.5
    assert top.values(board, 2)[1 - win] < low.values(board, 2)[1 - win] < 0.5


def test_budget_scales_with_the_edition() -> None:
    assert mcts.budget(Board("duo"), 800) == 800
    assert mcts.budget(Board("classic"), 800) < 800
    assert mcts.budget(Board("trigon"), 1) == 1


def test_a_least_budget_holds_where_the_edition_would_scale_below_it() -> None:
    """``least`` raises a large edition's scaled budget to it (blitz then
    quarters it like any budget), never above the level's own budget, and
    leaves a budget already larger as it is."""
    trigon, duo, blitz = Board("trigon_2"), Board("duo"), Board("blitz")
    assert mcts.budget(trigon, 25) == 5 and mcts.budget(trigon, 25, least=16) == 16
    assert mcts.budget(trigon, 8, least=16) == 8
    assert mcts.budget(duo, 25, least=16) == 25
    assert mcts.budget(blitz, 200) == 12 and mcts.budget(blitz, 200, least=120) == 30
    assert mcts.MCTSBot(playouts=25, least=16).budget_here(trigon) == 16


@pytest.mark.parametrize("edition", names())
def test_each_searching_level_searches_more_than_the_one_below_in_every_edition(edition: str) -> None:
    """Levels 3 to 6 and ``max`` spend strictly more playouts, one after the
    other, on a fresh board of every edition (the ladder of the Play page)."""
    board = Board(edition)
    levels = [name for name in mcts.LEVELS if mcts.LEVELS[name][0] > 0]
    spent = [mcts.make_level(name, reuse=False).budget_here(board) for name in levels]
    assert levels[0] == "level3" and levels[-1] == "max"
    assert spent == sorted(set(spent)), dict(zip(levels, spent))


@pytest.mark.parametrize("edition", ["duo", "classic_2", "trigon_3"])
def test_the_late_factor_grows_from_1_to_its_cap_along_a_game(edition: str) -> None:
    board = Board(edition)
    rng = random.Random(4)
    bot = make_bot("level2")
    factors = []
    while board.to_move is not None:
        factors.append(mcts.late_factor(board, 8.0))
        mv = bot.choose(board, rng)
        assert mv is not None
        board.play(mv)
    assert factors[0] == 1.0 and max(factors) == 8.0
    assert factors == sorted(factors) and all(1.0 <= f <= 8.0 for f in factors)
    assert mcts.late_factor(board, 1.0) == 1.0


def test_a_late_level_searches_more_only_late_in_the_game() -> None:
    counts: list[int] = []

    class Counting(mcts.MCTSBot):
        def _search(self, root, board, rng, n, observe=None):  # type: ignore[no-untyped-def]
            counts.append(n)

    board = Board("duo")
    Counting(playouts=10, late=3.0, reuse=False).choose(board, random.Random(1))
    _advance(board, random.Random(2), 24)
    Counting(playouts=10, late=3.0, reuse=False).choose(board, random.Random(1))
    Counting(playouts=10, reuse=False).choose(board, random.Random(1))
    assert counts[0] == 10 and counts[1] == round(10 * mcts.late_factor(board, 3.0)) > 10 and counts[2] == 10


def test_selfplay_accepts_levels() -> None:
    tally = selfplay(get("duo"), ["level2", "level1"], 2, seed=3, rotate=True)
    assert tally.games == 2


def test_the_top_levels_edition_settings_change_only_their_editions() -> None:
    # The top levels' own settings (TRIGON_SEARCH, TOP_EDITION_WEIGHTS) are
    # looked up by edition name: Classic's seeded moves are those of the same
    # level without them, Duo's and Trigon for two's first moves are not.
    top = mcts.make_level("level6", reuse=False, playouts=60)
    plain = mcts.make_level("level6", reuse=False, playouts=60, editions={"duo": mcts.TOP_SEARCH},
                            edition_weights={})
    assert top.weights_on("duo") == mcts.DUO_WEIGHTS != plain.weights_on("duo")
    assert top.weights_on("classic_2") == mcts.CLASSIC_2_WEIGHTS != plain.weights_on("classic_2")
    assert top.weights_on("trigon_2") == mcts.TRIGON_WEIGHTS != plain.weights_on("trigon_2")
    assert top.weights_on("trigon") == top.weights_on("classic") == plain.weights_on("classic") == mcts.TOP_WEIGHTS
    classic = Board("classic")
    _advance(classic, random.Random(3), 6)
    for seed in range(3):
        assert top.choose(classic, random.Random(seed)) == plain.choose(classic, random.Random(seed))
    duo = Board("duo")
    _advance(duo, random.Random(3), 6)   # past the opening book
    assert [top.choose(duo, random.Random(seed)) for seed in range(3)] != \
        [plain.choose(duo, random.Random(seed)) for seed in range(3)]
    trigon = Board("trigon_2")
    ours = [top.choose(trigon, random.Random(seed)) for seed in range(3)]
    theirs = [plain.choose(trigon, random.Random(seed)) for seed in range(3)]
    assert ours != theirs
    reach = policy.policy_tables(trigon.tables).reach
    best = max(reach[trigon.tables.by_mask[m.mask]] for m in trigon.legal_moves)
    for mv in ours:   # each first piece reaches (nearly) as near the centre as any
        assert mv is not None and reach[trigon.tables.by_mask[mv.mask]] >= best - 0.03


def test_reaching_keeps_the_placements_nearest_the_centre() -> None:
    board = Board("trigon_2")
    t = board.tables
    legal = board.allowed[0] & board.cover[0]
    reach = policy.policy_tables(t).reach
    kept = mcts.reaching(t, legal, 0.03)
    assert kept & ~legal == 0 and 0 < kept.bit_count() < legal.bit_count()
    best = max(reach[p] for p in range(t.nplacements) if legal >> p & 1)
    assert all(reach[p] >= best - 0.03 for p in range(t.nplacements) if kept >> p & 1)
    assert all(reach[p] < best - 0.03 for p in range(t.nplacements) if (legal & ~kept) >> p & 1)
    assert mcts.reaching(t, 0, 0.03) == 0


def test_the_contact_weights_count_the_sides_and_cells_they_name() -> None:
    board = Board("trigon_2")
    _advance(board, random.Random(8), 12)
    c = board.to_move
    assert c is not None
    t = board.tables
    pids = [t.by_mask[m.mask] for m in board.legal_moves]
    base = policy.scores(board, pids, policy.Weights())
    foe = board.cells[(c + 1) % 4] | board.cells[(c + 3) % 4]
    friend = board.cells[(c + 2) % 4]
    unused = board.edges[c] & ~board.occupied
    for w, mask in [(policy.Weights(hug=1.0), foe), (policy.Weights(connect=1.0), friend),
                    (policy.Weights(pack=1.0), unused)]:
        got = policy.scores(board, pids, w)
        assert [g - b for g, b in zip(got, base)] == pytest.approx([(t.adj[p] & mask).bit_count() for p in pids])
    near = [n - b for n, b in zip(policy.scores(board, pids, policy.Weights(near=1.0)), base)]
    assert any(near) and all(x >= 0 for x in near)


def test_the_pieces_weights_add_each_pieces_own_bonus() -> None:
    board = Board("trigon_2")
    _advance(board, random.Random(5), 10)
    t = board.tables
    pids = [t.by_mask[m.mask] for m in board.legal_moves]
    bonus = tuple(float(k % 5) - 2.0 for k in range(len(t.piece_names)))
    base = policy.scores(board, pids, policy.Weights())
    got = policy.scores(board, pids, policy.Weights(pieces=bonus))
    assert [g - b for g, b in zip(got, base)] == pytest.approx([bonus[t.piece_of[p]] for p in pids])
    assert len({t.piece_of[p] for p in pids}) > 3   # several pieces, several bonuses


@pytest.mark.parametrize("edition, moves, seed", [("trigon_2", 9, 3), ("classic_2", 10, 4), ("duo", 0, 5),
                                                   ("classic", 6, 6), ("duo", 21, 7)])
def test_mobility_counts_the_legal_placements_one_move_later(edition: str, moves: int, seed: int) -> None:
    board = Board(edition)
    _advance(board, random.Random(seed), moves)
    c = board.to_move
    assert c is not None
    t = board.tables
    sides = policy.colour_sides(board)
    mine = policy.side_of_player(board, board.player_to_move or 0)
    pids = [t.by_mask[m.mask] for m in board.legal_moves][:40]

    def count(b: Board, colours: list[int]) -> int:
        return sum((b.allowed[d] & b.cover[d]).bit_count() for d in colours)

    ours = [d for d in range(board.ncolours) if sides[d] == mine]
    foes = [d for d in range(board.ncolours) if sides[d] is not None and sides[d] != mine]
    own0, foe0 = count(board, ours), count(board, foes)
    expected = []
    for p in pids:
        after = board.copy()
        after.play_unchecked(c, p)
        expected.append(math.log((1 + count(after, ours)) / (1 + own0))
                        + 0.5 * math.log((1 + foe0) / (1 + count(after, foes))))
    assert policy.mobility(board, pids, sides, mine, 0.5) == pytest.approx(expected)
    # As a weight, it moves only the best-scored placements, by that much.
    base = policy.scores(board, pids, policy.Weights())
    top = sorted(range(len(pids)), key=base.__getitem__, reverse=True)[:5]
    got = policy.scores(board, pids, policy.Weights(mobility=2.0, mobility_top=5, mobility_foe=0.5))
    assert [g - b for g, b in zip(got, base)] == pytest.approx(
        [2.0 * expected[i] if i in top else 0.0 for i in range(len(pids))])


@pytest.mark.parametrize("edition, deepest", [("duo", 1), ("trigon_2", None)])
def test_deep_nodes_score_their_moves_without_the_mobility_look_ahead(edition: str, deepest: int | None) -> None:
    board = Board(edition)
    _advance(board, random.Random(11), 9)
    bot = mcts.make_level("level6")
    w = bot.weights_on(edition)
    assert w.mobility and mcts.shallow_only(w) == policy.Weights(**{**w.__dict__, "mobility": 0.0})
    plain = mcts.Node()
    mcts.MCTSBot(edition_weights={edition: mcts.shallow_only(w)})._expand(plain, board, random.Random(1))
    for depth in range(4):
        node = mcts.Node()
        bot._expand(node, board, random.Random(1), depth=depth)
        without = (node.pids, node.priors) == (plain.pids, plain.priors)
        assert without == (deepest is not None and depth > deepest)


def test_the_reply_weight_reads_the_searchs_own_last_moves() -> None:
    # A search's scratch board keeps no history: the moves it played are
    # passed as ``recent`` and score as the same moves in a kept history.
    board = Board("trigon_2")
    _advance(board, random.Random(5), 9)
    scratch = board.scratch_copy()
    kept = board.copy()
    played = []
    for k in range(3):
        c = kept.to_move
        assert c is not None
        move = kept.random_move(random.Random(k))
        assert move is not None
        pid = kept.tables.by_mask[move.mask]
        kept.play(move)
        scratch.play_unchecked(c, pid)
        played.append((c, pid))
    w = policy.Weights(reply=1.0)
    pids = [kept.tables.by_mask[m.mask] for m in kept.legal_moves]
    assert policy.last_moves(kept) == played
    with_history = policy.scores(kept, pids, w)
    assert policy.scores(scratch, pids, w, mcts.recent(policy.last_moves(board), [])[-3:] + played) == with_history
    assert with_history != policy.scores(kept, pids, policy.Weights())


def test_an_editions_budget_scale_changes_only_that_editions_budget() -> None:
    counts: list[int] = []

    class Counting(mcts.MCTSBot):
        def _search(self, root, board, rng, n, observe=None):  # type: ignore[no-untyped-def]
            counts.append(n)

    scaled = {"trigon_2": {"budget_scale": 1.5}}
    for edition in ("trigon_2", "duo"):
        board = Board(edition)
        _advance(board, random.Random(2), 4)
        Counting(playouts=40, reuse=False, editions=scaled).choose(board, random.Random(1))
        Counting(playouts=40, reuse=False).choose(board, random.Random(1))
    assert counts[0] == round(counts[1] * 1.5) and counts[2] == counts[3] == 40
