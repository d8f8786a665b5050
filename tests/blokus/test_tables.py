"""The placement tables built by runs (rules_py.blokus.tables_build) are the
tables of the original construction, element by element, for every variant.

Two independent checks:

* ``Tables(v, reference=True)`` runs the original construction (placement by
  placement, cell by cell), kept unchanged in ``Tables`` as the slow
  reference; every attribute of the fast tables must equal it.
* ``FROZEN`` pins a SHA-256 of the main tables as computed by the original
  code at commit f4c7730 (before the fast construction existed), so the
  reference itself cannot drift unnoticed. These are regression pins, not
  values produced by the code under test.
"""

from __future__ import annotations

import hashlib

import pytest

from rules_py.blokus import tables_build, variants
from rules_py.blokus.board import Board, Tables
from rules_py.blokus.geometry import SquareGrid
from rules_py.blokus.variants import Variant, edition_12x12

#: Every attribute a board, a bot or a test reads from the tables.
ATTRIBUTES = ("masks", "piece_of", "cells_of", "groups_of", "by_mask", "nplacements", "full", "adj",
              "corners", "kill", "not_kill", "piece_all", "not_piece", "shape_of", "piece_names",
              "piece_index", "piece_sizes", "piece_copies", "edge", "corner", "starts", "blitz", "all_cells")

#: sha256 of (masks, piece_of, cells_of, adj, corners, kill, piece_all) from the
#: original construction at commit f4c7730 (see digest()).
FROZEN = {
    "classic": "256ad70f904842707562b9368332341e7ff60adda084ab980d75853775da945d",
    "duo": "92a2a146160a3451d98ff2f331a44375376424379be9d7c0a9d802a25917c03d",
    "junior": "10d939effcd7b0faa684388211642c7912821c4adeed11ab08ba0a0c249d9e34",
    "edition_12": "01b2270cd3a71bb024ad6ae3a4b1222dea1364213c8df77bb6ca69220e42d2b3",
    "three_inner": "363e28ae4a4165f4438b0bd4e26f367e66b5a59e96bbd73df7aa9faae9a9aac4",
    "trigon": "4d480c423e976ac9a506c5351a5c419b597274b56fb167a91d9521ac738e226f",
    "trigon_3": "e1b06f807bbf0ef1083f087bb2cf82dcced188a4afa56386b1aa3413a4e3c3bb",
}

_REFERENCE: dict[tuple, Tables] = {}


def reference(v: Variant) -> Tables:
    """The original construction, once per board and piece set (the variants
    sharing both, such as classic and blitz, have the same placements)."""
    key = (type(v.geometry), v.geometry.width, v.geometry.height, v.geometry.cells, v.pieces)
    if key not in _REFERENCE:
        _REFERENCE[key] = Tables(v, reference=True)
    return _REFERENCE[key]


def digest(t: Tables) -> str:
    h = hashlib.sha256()
    for name in ("masks", "piece_of", "cells_of", "adj", "corners", "kill", "piece_all"):
        h.update(name.encode())
        for item in getattr(t, name):
            h.update((format(item, "x") if isinstance(item, int) else repr(item)).encode() + b";")
    return h.hexdigest()


def assert_same_tables(fast: Tables, ref: Tables, skip: tuple[str, ...] = ()) -> None:
    for name in ATTRIBUTES:
        if name in ("starts", "blitz") or name in skip:
            continue  # per variant, not per board: compared by the caller
        a, b = getattr(fast, name), getattr(ref, name)
        if isinstance(a, list) and isinstance(b, list):
            assert len(a) == len(b), name
            bad = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), None)
            assert bad is None, f"{name}[{bad}] differs"
        else:
            assert a == b, name


@pytest.mark.parametrize("name", variants.names())
def test_fast_tables_equal_the_reference(name):
    v = variants.get(name)
    fast = Tables(v)
    assert "_pending" in fast.__dict__, "the fast construction should apply to every registered variant"
    ref = reference(v)
    assert_same_tables(fast, ref)
    assert "_pending" not in fast.__dict__  # every lazy attribute built: the runs are dropped


@pytest.mark.parametrize("name", sorted(FROZEN))
def test_reference_matches_the_original_code(name):
    assert digest(reference(variants.get(name))) == FROZEN[name]


def test_first_answer_needs_no_per_placement_cells():
    """A board and its legal moves are served without building the cell tuples,
    neighbour masks or the mask index; playing a move builds what it needs."""
    v = edition_12x12(name="lazy_probe")  # a new variant object: tables of its own
    b = Board(v)
    t = b.tables
    moves = list(b.legal_moves)
    assert len(moves) == b.legal_moves.count() > 0
    assert not {"cells_of", "adj", "corners", "by_mask", "not_kill"} & set(t.__dict__)
    b.play(moves[0])
    assert {"cells_of", "adj", "corners"} <= set(t.__dict__)
    assert_same_tables(t, Tables(v, reference=True))


def test_custom_piece_sets_and_a_board_with_a_hole():
    """A variant built by a reader (a few pieces) takes the fast route; a board
    whose rows have a hole falls back to the reference construction."""
    small = edition_12x12(pieces=("1", "2", "V3", "L5", "X"), name="custom_probe")
    assert_same_tables(Tables(small), Tables(small, reference=True))
    cells = [(x, y) for y in range(8) for x in range(8) if (x, y) != (3, 4)]
    holed = Variant("holed_probe", "holed", SquareGrid(8, 8, cells), small.pieces, ("blue", "red"),
                    ((0,), (1,)), (None, None))
    assert tables_build.build(holed.geometry, holed.pieces, *_masks(holed)) is None
    t = Tables(holed)
    assert "_pending" not in t.__dict__
    assert t.nplacements == Tables(holed, reference=True).nplacements


def _masks(v: Variant) -> tuple[list[int], list[int]]:
    from rules_py.blokus.tables import _neighbour_masks
    return _neighbour_masks(v.geometry)


def test_classes_grow_until_stray_bits_miss_their_own_class():
    # Four runs of one placement each; the last one's diagonal can reach 3
    # placements below it (placement 0), so runs 0 and 3 must differ in class:
    # with k classes run 3 shares run 3-k's class, hence k = 4.
    assert tables_build._classes([0, 1, 2, 3], [1, 1, 1, 1], [0, 0, 0, 3], [0, 0, 0, 0]) == 4
    assert tables_build._classes([0, 1, 2, 3], [1, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]) == 2
    # Reaching 19 runs down: more classes than MAX_CLASSES would be needed.
    n = 20
    assert tables_build._classes(list(range(n)), [1] * n, [0] * (n - 1) + [n - 1], [0] * n) is None


@pytest.mark.parametrize("name", ["classic", "duo", "junior", "three_inner", "trigon", "trigon_3"])
def test_one_cells_placements_equal_the_references_bitmask(name):
    """``kill_of`` (one cell, computed before any per-cell bitmask is built)
    agrees with the reference construction's ``kill`` on every cell."""
    v = variants.get(name)
    fast = Tables(v)
    got = [fast.kill_of(cell) for cell in range(v.geometry.size)]
    assert "kill" not in fast.__dict__  # computed cell by cell, not by building kill
    ref = reference(v)
    bad = next((cell for cell, k in enumerate(got) if k != ref.kill[cell]), None)
    assert bad is None, f"kill_of({bad}) differs"
    assert fast.kill == ref.kill and "kill" in fast.__dict__
    assert fast.kill_of(5) == ref.kill[5]  # once built, read from kill


def test_an_empty_boards_legal_moves_need_only_the_starting_cells_bitmasks():
    v = edition_12x12(name="lazy_kill_probe")
    b = Board(v)
    moves = list(b.legal_moves)
    assert moves and "kill" not in b.tables.__dict__
    b.play(moves[0])  # landing a piece reads every cell's bitmask
    assert b.tables.kill == Tables(v, reference=True).kill


def test_triangle_symmetries_as_affine_maps_equal_the_corner_definition():
    """The fast Trigon symmetries agree with the corner-by-corner definition on
    every triangle of a wide window (both directions, all 12 symmetries)."""
    from rules_py.blokus import geometry

    for mirror in (False, True):
        for turns in range(6):
            fast = geometry._triangle_transform(turns, mirror)
            slow = geometry._triangle_transform_by_vertices(turns, mirror)
            bad = [(x, y) for x in range(-25, 26) for y in range(-25, 26) if fast((x, y)) != slow((x, y))]
            assert not bad, (turns, mirror, bad[:3])


@pytest.mark.parametrize("name", ["classic", "junior", "three_inner", "trigon", "trigon_3"])
def test_one_placements_mask_equals_the_references(name):
    """``mask_of`` (one placement, before the mask list is built) agrees with
    the reference construction's masks, on every placement."""
    v = variants.get(name)
    fast = Tables(v)
    pending = fast._pending
    got = [pending.mask_of(pid) for pid in range(fast.nplacements)]
    assert "masks" not in fast.__dict__
    ref = reference(v)
    bad = next((pid for pid, m in enumerate(got) if m != ref.masks[pid]), None)
    assert bad is None, f"mask_of({bad}) differs"


def test_an_empty_boards_legal_moves_build_no_mask_list():
    v = edition_12x12(name="lazy_mask_probe")
    b = Board(v)
    moves = list(b.legal_moves)
    t = b.tables
    assert moves and not {"masks", "kill"} & set(t.__dict__)
    ref = Tables(v, reference=True)
    assert [m.mask for m in moves] == [ref.masks[ref.by_mask[m.mask]] for m in moves]
    assert {m.mask for m in moves} == {ref.masks[pid] for pid in range(ref.nplacements)
                                       if any(ref.kill[i] >> pid & 1 for i in t.starts[0])}
    b.play(moves[0])
    assert "masks" in t.__dict__ and t.masks == ref.masks


def _group_cells(t: Tables, number: int) -> set[int]:
    """The cells a group number stands for (see tables_build.cell_groups)."""
    size = t.geometry.size
    if number < size:
        return {number}
    pairs = {n: (a, b) for n, a, b in tables_build.pair_cells(t.geometry)}
    return set(pairs[number])


@pytest.mark.parametrize("name", ["classic", "duo", "junior", "trigon", "trigon_3"])
def test_every_placements_groups_split_its_cells_into_touching_pairs(name):
    """Each placement's groups cover its cells exactly once; a pair is two
    edge-adjacent cells; on squares a pentomino is three groups (four for
    the plus sign), a tetromino two (three for the T)."""
    t = Tables(variants.get(name))
    g = t.geometry
    size = g.size
    pairs = {n: (a, b) for n, a, b in tables_build.pair_cells(g)}
    assert all(b in g.edge_neighbours[a] for a, b in pairs.values())
    for pid, (cells, groups) in enumerate(zip(t.cells_of, t.groups_of)):
        covered = [c for x in groups for c in ((x,) if x < size else pairs[x])]
        assert sorted(covered) == sorted(cells), pid
    sizes = {}
    for cells, groups in zip(t.cells_of, t.groups_of):
        sizes.setdefault(len(cells), set()).add(len(groups))
    if name in ("classic", "duo"):
        assert sizes[5] == {3, 4} and sizes[4] == {2, 3} and sizes[2] == {1}


@pytest.mark.parametrize("name", ["classic", "trigon"])
def test_group_bitmasks_are_the_unions_over_their_cells(name):
    """After ``playouts``, ``free``/``apart``/``attach`` per group equal the
    complement of the placements covering (or edge-touching) any of its
    cells, and the union of the corner ones, built from the per-cell
    bitmasks."""
    t = Tables(variants.get(name))
    t.playouts()
    _, _, groups_of, free, apart, attach, _, _ = t.play_tables
    edge_kill, corner_kill = t.near_kills()
    assert groups_of is t.groups_of
    used = sorted({x for groups in t.groups_of for x in groups})
    assert len(used) > t.geometry.size  # pairs are used
    for x in used[:: max(1, len(used) // 300)]:
        cells = _group_cells(t, x)
        k = e = c = 0
        for cell in cells:
            k |= t.kill[cell]
            e |= edge_kill[cell]
            c |= corner_kill[cell]
        assert free[x] == t.full ^ k and apart[x] == t.full ^ e and attach[x] == c, x


def test_pairing_finds_the_largest_set_of_pairs():
    # A plus sign: the centre pairs with one arm; two arms only touch the centre.
    plus = [1, 5, 6, 7, 11]  # on a 5-wide board: b1, a2, b2, c2, b3
    edge = [0] * 25
    for a in range(25):
        for b in range(25):
            if abs(a - b) == 5 or (abs(a - b) == 1 and a // 5 == b // 5):
                edge[a] |= 1 << b
    assert len(tables_build.pairing(plus, edge)) == 1
    # An L of five: two pairs (greedy from the corner would find them too).
    assert len(tables_build.pairing([0, 5, 10, 15, 16], edge)) == 2
    # Four in a row listed middle first: pairing the first two listed cells
    # (the middle ones) would leave the two ends apart.
    assert tables_build.pairing([1, 2, 0, 3], edge) == ((0, 2), (1, 3))


@pytest.mark.parametrize("name", ["classic", "trigon"])
def test_playing_by_cells_and_by_pairs_reach_the_same_positions(name):
    """A reader's moves use one bitmask per cell; random games and bot
    playouts switch the tables to pairs of cells (``playouts``). Both
    reach the same position after every move of a whole game."""
    import random

    v = variants.get(name)
    by_cells, by_pairs = Board(v), Board(v)
    by_cells.tables = Tables(v)  # tables of its own, never switched
    by_pairs.tables = Tables(v)
    by_pairs.tables.playouts()
    rng = random.Random(3)
    while (mv := by_pairs.random_move(rng)) is not None:
        by_pairs.play(mv)
        by_cells.play(mv)
        assert by_cells.snapshot() == by_pairs.snapshot(), mv
    assert by_cells.tables.play_tables[2] is by_cells.tables.cells_of
    assert by_pairs.tables.play_tables[2] is by_pairs.tables.groups_of
    assert "groups_of" not in by_cells.tables.__dict__  # a reader's moves never build the pairs
