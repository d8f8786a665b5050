"""The solvers: every answer passes the checker, seeds differ, the search
can be cancelled and reports progress."""

from __future__ import annotations

import pytest

from rules_py.blokus import puzzles as P

TILINGS = ["tetrominoes-8x10", "tetrominoes-8x10-colours", "pentominoes-15x16"]


def as_set(solution: list[P.Placement]) -> frozenset:
    return frozenset((p.piece, frozenset(p.cells)) for p in solution)


@pytest.mark.parametrize("name", TILINGS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_tiling_solutions_pass_the_checker(name, seed):
    solution = P.solve(name, seed)
    report = P.check(name, solution)
    assert report.solved, report.to_dict()
    assert len(solution) == P.get_puzzle(name).piece_count


def test_hard_pentomino_puzzle_solution_passes_the_checker():
    solution = P.solve("pentominoes-15x16-colours", 1)
    assert P.check("pentominoes-15x16-colours", solution).solved


@pytest.mark.slow
@pytest.mark.parametrize("seed", [0, 2, 3, 4])
def test_hard_pentomino_puzzle_more_seeds(seed):
    solution = P.solve("pentominoes-15x16-colours", seed)
    assert P.check("pentominoes-15x16-colours", solution).solved


@pytest.mark.parametrize("name", TILINGS)
def test_seeds_give_different_solutions(name):
    solutions = {as_set(P.solve(name, seed)) for seed in range(4)}
    assert len(solutions) >= 3


def test_same_seed_same_solution():
    assert P.solve("pentominoes-15x16", 7) == P.solve("pentominoes-15x16", 7)


def test_plain_solutions_still_give_every_colour_its_set():
    solution = P.solve("pentominoes-15x16", 3)
    pairs = {(p.colour, p.piece) for p in solution}
    assert len(pairs) == 48


def test_progress_is_reported():
    seen: list[P.Progress] = []
    P.solve("pentominoes-15x16", 5, progress=seen.append, report_every=50)
    assert seen, "no progress report"
    last = seen[-1]
    assert last.best_fraction == 1.0 and last.nodes >= 1
    assert all(0.0 <= p.tree_fraction <= 1.0 for p in seen)
    bests = [p.best for p in seen]
    assert bests == sorted(bests)


def test_cancel_stops_the_search():
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) >= 3

    with pytest.raises(P.Cancelled):
        P.solve("all-84", 0, cancel=cancel, report_every=1)
    assert len(calls) == 3


def test_time_limit_stops_the_search():
    with pytest.raises(P.Cancelled):
        P.solve("all-84-descending", 0, time_limit=0.0, report_every=1)


GAMES = ["all-84", "all-84-descending"]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_84_piece_solutions_pass_the_checker(name, seed):
    solution = P.solve(name, seed)
    assert len(solution) == 84
    report = P.check(name, solution)
    assert report.solved, report.to_dict()


def test_84_piece_solution_comes_in_a_legal_laying_order():
    # Replayed piece by piece, every prefix is a legal partial position of
    # the harder puzzle (biggest first, each piece linked to its corner).
    solution = P.solve("all-84-descending", 3)
    for n in range(1, len(solution) + 1, 7):
        report = P.check("all-84-descending", solution[:n], partial=True)
        assert report.ok, (n, report.codes)


def test_84_piece_solution_is_blue_turned_four_times():
    grid = P.get_puzzle("all-84").grid
    n = grid.width

    def turned(cells):  # a quarter turn clockwise about the centre
        out = set()
        for name in cells:
            x, y = grid.point(grid.parse(name))
            out.add(grid.name(grid.index[(n - 1 - y, x)]))
        return frozenset(out)

    solution = P.solve("all-84", 5)
    by_colour = {c: {(p.piece, frozenset(p.cells)) for p in solution if p.colour == c} for c in P.COLOURS}
    for here, there in zip(P.COLOURS, P.COLOURS[1:]):
        assert {(piece, turned(cells)) for piece, cells in by_colour[here]} == by_colour[there]


@pytest.mark.parametrize("name", GAMES)
def test_84_piece_seeds_give_different_solutions(name):
    solutions = {as_set(P.solve(name, seed)) for seed in range(3)}
    assert len(solutions) == 3


def test_game_search_partial_position_is_legal_so_far():
    # Stopped early, the search hands back what it laid: a legal partial
    # position (real pieces, no overlap, no same-colour edge, all linked).
    calls = []
    with pytest.raises(P.Cancelled) as err:
        P.solve("all-84", 1, cancel=lambda: len(calls) >= 12 or calls.append(1), report_every=1)
    partial = err.value.partial
    assert partial and len(partial) % 4 == 0
    report = P.check("all-84", partial, partial=True)
    assert report.ok, report.codes


def _brute_colourable(pieces: list[tuple[str, frozenset]], ncol: int = 4) -> bool:
    """Whether the pieces can be coloured (edge neighbours and copies of a
    shape differ), by trying every colouring: an independent check."""
    import itertools

    def touch(a, b):
        return any(abs(x1 - x2) + abs(y1 - y2) == 1 for x1, y1 in a for x2, y2 in b)

    n = len(pieces)
    clash = [(i, j) for i in range(n) for j in range(i + 1, n)
             if pieces[i][0] == pieces[j][0] or touch(pieces[i][1], pieces[j][1])]
    return any(all(cols[i] != cols[j] for i, j in clash) for cols in itertools.product(range(ncol), repeat=n))


def test_colours_apart_backs_up_to_the_piece_that_cannot_be_coloured():
    # Four O pieces (whose copies must all differ) around a T that touches
    # each of them: no four colours do. Laid O, T, O, O, O, the first four
    # pieces can be coloured and the fifth makes it impossible, so the scan
    # must back up until only four pieces are left.
    import importlib

    S = importlib.import_module("rules_py.blokus.puzzles.rectangles")
    puzzle = P.get_puzzle("tetrominoes-8x10-colours")
    board = S._board(puzzle)

    def square(x0, y0):
        return frozenset((x0 + dx, y0 + dy) for dx in (0, 1) for dy in (0, 1))

    pieces = [("O", square(0, 0)), ("T4", frozenset({(1, 2), (2, 2), (3, 2), (2, 1)})),
              ("O", square(3, 0)), ("O", square(0, 3)), ("O", square(3, 3))]
    placed = [(-1, puzzle.shapes.index(name), sum(1 << board.bit(x, y) for x, y in cells)) for name, cells in pieces]
    assert [_brute_colourable(pieces[:m]) for m in range(1, 6)] == [True] * 4 + [False]
    assert S._colour_apart(board, placed, 4, S.COLOUR_NODES) == (None, True)
    assert S._colourable_prefix(board, placed, 4) == 4
    colours, _ = S._colour_apart(board, placed[:4], 4, S.COLOUR_NODES)
    assert colours is not None and colours[0] != colours[1] and len({colours[0], colours[2], colours[3]}) == 3
