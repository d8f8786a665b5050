"""The variant table: finding a variant, what it says, and that the rules ask it."""

from __future__ import annotations

import ast
import dataclasses
import pathlib

import pytest

from rules_py.blot.game import SEAT_NAMES, BlotState, random_game
from rules_py.blot.record import Record
from rules_py.display import Drawable
from rules_py.blot.variants import (VARIANTS, ceremony_size, deck, for_players, get,
                                    hand_size, removed_count, resolve)

BLOT = pathlib.Path(__file__).resolve().parent.parent.parent / "rules_py" / "blot"


def test_get_and_for_players():
    assert get("teams").players == 4 and get(" two-player ").players == 2
    assert [for_players(n).name for n in (2, 3, 4, 5)] == [
        "two-player", "three-player", "four-player", "five-player"]
    with pytest.raises(ValueError):
        get("solo")
    with pytest.raises(ValueError):
        for_players(6)


def test_resolve_accepts_names_record_names_and_objects():
    assert resolve(4, "standard") is get("four-player")
    assert resolve(3, "standard") is get("three-player")
    assert resolve(4, "teams") is resolve(4, get("teams")) is get("teams")
    assert resolve(2) is get("two-player")
    for players, name in ((2, "standard"), (3, "teams"), (4, "two-player"), (5, "four-player")):
        with pytest.raises(ValueError):
            resolve(players, name)


def test_every_variant_round_trips_through_its_record_name():
    for v in VARIANTS.values():
        assert resolve(v.players, v.record_name) is v
        rec = Record.from_state(random_game(v.players, v, seed=1))
        assert rec.variant == v.record_name and Record.loads(rec.dumps()).replay().variant is v


def test_state_exposes_its_variant():
    st = BlotState(4, "teams")
    assert st.variant is get("teams") and st.teams and st.n_scorers == 2
    assert [st.scorer(s) for s in range(4)] == [0, 1, 0, 1]
    plain = BlotState(5)
    assert not plain.teams and plain.n_scorers == 5
    assert [plain.scorer(s) for s in range(5)] == [0, 1, 2, 3, 4]


def test_team_scorer_names_join_partners():
    seats = ("South", "West", "North", "East")
    assert get("teams").scorer_names(seats) == ["South + North", "West + East"]
    assert get("four-player").scorer_names(seats) == list(seats)


def test_per_count_helpers_read_the_default_variant():
    assert SEAT_NAMES[4] == ("South", "West", "North", "East") and SEAT_NAMES[2] == ("South", "North")
    assert (hand_size(2), removed_count(2), ceremony_size(2)) == (12, 8, 3)
    assert (hand_size(5), removed_count(5), ceremony_size(5), len(deck(5))) == (8, 0, 5, 40)


def test_an_inconsistent_variant_is_refused():
    base = get("four-player")
    with pytest.raises(ValueError):
        dataclasses.replace(base, name="bad", hand_size=7)  # 28 cards, not the 32-card deck
    with pytest.raises(ValueError):
        dataclasses.replace(base, name="bad", teams=((0, 1), (1, 3)))
    with pytest.raises(ValueError):
        dataclasses.replace(base, name="bad", seat_names=("South",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        base.hand_size = 9  # type: ignore[misc]


def test_state_repr_names_variant_round_phase_actor_and_hands():
    st = BlotState(2, faces=("A",) * 4)
    assert repr(st) == "<BlotState two-player, round 1/4, deal, to act: chance, hands: [0, 0]>"
    g = random_game(3, seed=4)
    assert repr(g) == "<BlotState three-player, round 4/4, over, to act: nobody, hands: [0, 0, 0]>"
    assert repr(get("teams")) == "Variant('teams')"


# ---------------------------------------------------------------- shape of the code

def _sources() -> list[tuple[str, ast.Module]]:
    return [(p.name, ast.parse(p.read_text(encoding="utf-8"))) for p in sorted(BLOT.glob("*.py"))
            if p.name not in ("variants.py", "svg.py")]


def test_rules_never_branch_on_the_player_count():
    """Only variants.py may know what 2 (or 3, 4, 5) players change."""
    for name, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                names = {n.id if isinstance(n, ast.Name) else getattr(n, "attr", None)
                         for n in sides}
                counts = [n for n in sides if isinstance(n, ast.Constant)
                          and type(n.value) is int and 2 <= n.value <= 5]
                assert not (names & {"players", "n"} and counts), f"{name}:{node.lineno}"
            if isinstance(node, ast.Attribute):
                assert node.attr not in ("two_player", "options"), f"{name}:{node.lineno}"


def test_rules_never_import_a_renderer():
    for name, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert "svg" not in module and "render" not in module, f"{name}:{node.lineno}"
            elif isinstance(node, ast.Import):
                assert not any("svg" in a.name or "render" in a.name for a in node.names), name
    assert issubclass(BlotState, Drawable)
