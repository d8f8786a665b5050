"""The front door (rules_py.new_game, GAMES, load_record) and the one protocol,
run over every name of GAMES through the protocol only."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules_py
from rules_py import (CHANCE, GAMES, GameState, IllegalMove, OptionError, RecordError, RulesError,
                      bot_names, load_record, make_bot, new_game, play_out)
from rules_py.blokus.variants import names as blokus_names

from tests.paths import ROOT


def step(state: GameState, rng: random.Random) -> object:
    """One random legal action (a chance outcome at a chance point), applied."""
    if state.current_player == CHANCE:
        action = state.sample_chance(rng)
    else:
        action = rng.choice(state.legal_actions())
    state.apply(action)
    return action


def picture(state: GameState) -> tuple[object, ...]:
    """What the protocol shows of a state, to compare two states."""
    legal = [str(a) for a in state.legal_actions()]
    return (str(state), state.current_player, state.is_over, tuple(state.history), legal,
            state.returns())


def test_games_lists_every_blokus_variant_after_blot() -> None:
    assert GAMES == ("blot", *blokus_names())
    for name in ("classic", "classic_2", "classic_3", "duo", "edition_12", "trigon", "trigon_2",
                 "trigon_3"):
        assert name in GAMES


@pytest.mark.parametrize("name", GAMES)
def test_random_game_through_the_protocol(name: str) -> None:
    rng = random.Random(sum(map(ord, name)))
    state = new_game(name)
    start = picture(state)
    assert isinstance(state, GameState)
    assert state.players == tuple(range(len(state.players))) and len(state.players) >= 2
    assert state.current_player in (*state.players, CHANCE)
    played: list[object] = []
    while not state.is_over:
        if state.current_player != CHANCE:
            assert state.legal_actions(), "a player to act always has a legal action"
        played.append(step(state, rng))
        assert len(state.history) == len(played)
    assert state.current_player is None and state.legal_actions() == []
    assert len(state.returns()) == len(state.players)
    assert list(state.history) == played  # Blokus moves carry their colour
    assert isinstance(state.history, tuple)
    # undo back to the start, one action at a time
    for action in reversed(played):
        assert state.undo() == action
    assert picture(state) == start
    with pytest.raises(rules_py.errors.NothingToUndo):
        state.undo()


@pytest.mark.parametrize("name", GAMES)
def test_clone_is_independent(name: str) -> None:
    rng = random.Random(5)
    state = new_game(name)
    for _ in range(12):
        step(state, rng)
    twin = state.clone()
    before = picture(state)
    step(twin, rng)
    step(twin, rng)
    assert picture(state) == before
    twin.undo()
    twin.undo()
    assert picture(twin) == before
    step(state, rng)
    assert len(twin.history) == len(before[3])


@pytest.mark.parametrize("name", GAMES)
def test_illegal_and_foreign_actions_change_nothing(name: str) -> None:
    rng = random.Random(11)
    state = new_game(name)
    for _ in range(9):
        last = step(state, rng)
        before = picture(state)
        # playing the same action again is never legal: the card has left the
        # hand, the cells are taken, the chance point is past
        why = state.explain(last)
        assert why is not None
        with pytest.raises(IllegalMove) as caught:
            state.apply(last)
        assert caught.value.reason.code == why.code and caught.value.reason.en
        assert picture(state) == before
    foreign = new_game("duo" if name == "blot" else "blot")
    for junk in (object(), 42, None, "no such action", "", *foreign.legal_actions()[:1]):
        before = picture(state)
        if not isinstance(junk, str):
            assert state.explain(junk) is not None
        with pytest.raises(IllegalMove):
            state.apply(junk)
        assert picture(state) == before


@pytest.mark.parametrize("name", GAMES)
def test_actions_print_and_parse_in_the_game_notation(name: str) -> None:
    rng = random.Random(3)
    state = new_game(name)
    for _ in range(40):
        if state.is_over:
            break
        if state.current_player == CHANCE:
            actions = [state.sample_chance(rng)]
        else:
            actions = state.legal_actions()
        for action in rng.sample(actions, min(5, len(actions))):
            assert state.parse_action(str(action)) == action
            assert state.explain(str(action)) is None
        state.apply(str(rng.choice(actions)))  # apply takes the text too
    with pytest.raises(IllegalMove) as caught:
        state.parse_action("#!?")
    assert caught.value.reason.code in ("not_an_action", "off_board", "not_a_piece")


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("moves", [6, None])
def test_record_round_trip(name: str, moves: int | None) -> None:
    rng = random.Random(17)
    state = new_game(name, **({"faces": "ABBA"} if name == "blot" else {}))
    while not state.is_over and (moves is None or len(state.history) < moves):
        step(state, rng)
    text = state.record()
    again = load_record(text)
    assert again.record() == text
    assert again.current_player == state.current_player
    assert again.returns() == state.returns()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
    assert load_record(text.encode("utf-8")).record() == text


def test_a_blot_record_needs_the_faces() -> None:
    state = new_game("blot")
    assert state.current_player == CHANCE and len(state.legal_actions()) == 16
    with pytest.raises(RulesError, match="faces"):
        state.record()
    step(state, random.Random(1))
    assert load_record(state.record()).record() == state.record()


def test_unknown_game_lists_the_games() -> None:
    with pytest.raises(OptionError) as caught:
        new_game("chess")
    assert caught.value.valid == GAMES
    for name in GAMES:
        assert name in str(caught.value)


@pytest.mark.parametrize("name, options, listed", [
    ("blot", {"seats": 4}, ("players", "variant", "first_player", "faces")),
    ("blot", {"players": 7}, ("2", "3", "4", "5")),
    ("blot", {"players": True}, ("2", "3", "4", "5")),
    ("blot", {"variant": "tarot"}, ("two-player", "teams")),
    ("blot", {"players": 3, "variant": "teams"}, ("three-player",)),
    ("blot", {"first_player": 4}, ("0", "3")),
    ("blot", {"faces": "ABC"}, ("A", "B")),
    ("duo", {"players": 2}, ("first",)),
    ("classic", {"first": 4}, ("0", "3")),
    ("trigon", {"first": "blue"}, ("0",)),
])
def test_unknown_or_bad_options_list_the_valid_ones(name: str, options: dict[str, object],
                                                    listed: tuple[str, ...]) -> None:
    with pytest.raises(OptionError) as caught:
        new_game(name, **options)
    for word in listed:
        assert word in caught.value.valid
        assert word in str(caught.value)


def test_blot_options() -> None:
    assert new_game("blot").players == (0, 1, 2, 3)
    assert new_game("blot", players=2).variant.name == "two-player"
    teams = new_game("blot", variant="teams")
    assert teams.players == (0, 1, 2, 3) and teams.teams
    state = new_game("blot", players=5, first_player=2, faces="BBAA")
    assert state.faces == ("B", "B", "A", "A")
    step(state, random.Random(0))  # the deal
    assert state.current_player == 2


@pytest.mark.parametrize("text, line, column", [
    ("", 1, 1), ("hello", 1, 1), ("\n\n  x", 3, 3), ("   [1, 2]", 1, 4),
])
def test_load_record_on_garbage_says_where(text: str, line: int, column: int) -> None:
    with pytest.raises(RecordError) as caught:
        load_record(text)
    assert caught.value.line == line and caught.value.column == column
    assert caught.value.code == "syntax"


@pytest.mark.parametrize("text, where", [
    ("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[a1])", "index"),
    ("(;GM[Blokus Duo]", "line"),
    ('{"players": 4', "line"),
    ('{"players": 4}', "path"),
])
def test_load_record_on_broken_records_says_where(text: str, where: str) -> None:
    with pytest.raises(RecordError) as caught:
        load_record(text)
    assert where in caught.value.where and caught.value.where() == caught.value.where


def test_load_record_wants_text() -> None:
    with pytest.raises(RecordError) as caught:
        load_record(12)  # type: ignore[arg-type]
    assert caught.value.code == "type"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=60), st.binary(max_size=60),
                 st.text(max_size=60).map(lambda t: "(" + t), st.text(max_size=60).map(lambda t: "{" + t)))
def test_load_record_raises_only_record_errors(text: str | bytes) -> None:
    try:
        state = load_record(text)
    except RecordError as exc:
        assert exc.code in rules_py.errors.RECORD_CODES
    else:
        assert isinstance(state, GameState)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 2**32), moves=st.integers(0, 30))
def test_undo_restores_any_prefix(name: str, seed: int, moves: int) -> None:
    rng = random.Random(seed)
    state = new_game(name)
    for _ in range(moves):
        if state.is_over:
            break
        step(state, rng)
    before = picture(state)
    copy = state.clone()
    extra = 0
    for _ in range(5):
        if state.is_over:
            break
        step(state, rng)
        extra += 1
    for _ in range(extra):
        state.undo()
    assert picture(state) == before == picture(copy)


@pytest.mark.parametrize("name", GAMES)
def test_bots_by_name_play_every_game(name: str) -> None:
    names = bot_names(name)
    assert "random" in names
    state = new_game(name)
    bots = [make_bot(name, "random") for _ in state.players]
    played = play_out(state, bots, random.Random(2), max_actions=40)
    assert played == len(state.history) <= 40
    again = new_game(name)
    play_out(again, make_bot(name, "random"), random.Random(2), max_actions=40)
    assert again.history == state.history  # one seeded rng replays the game


def test_unknown_bot_lists_the_bots() -> None:
    with pytest.raises(OptionError) as caught:
        make_bot("blot", "grandmaster")
    assert caught.value.valid == bot_names("blot")
    assert re.search(r"random, heuristic, strong", str(caught.value))
    with pytest.raises(OptionError):
        make_bot("go", "random")
    with pytest.raises(OptionError):
        make_bot("duo", "greedy", cleverness=3)


def test_blokus_players_are_not_colours() -> None:
    two = new_game("classic_2")
    assert two.players == (0, 1)
    seen = []
    for _ in range(4):
        seen.append((two.to_move, two.current_player))
        step(two, random.Random(1))
    assert seen == [(0, 0), (1, 1), (2, 0), (3, 1)]
    three = new_game("classic_3")
    assert three.players == (0, 1, 2)
    movers = []
    rng = random.Random(4)
    for _ in range(12):
        if three.to_move == 3:
            movers.append(three.current_player)
        step(three, rng)
    assert movers == [0, 1, 2]  # the shared colour is moved by each player in turn
    assert new_game("teams").returns() == [-178.0, -178.0, -178.0, -178.0]


def test_blot_observation_hides_the_other_hands() -> None:
    state = new_game("blot", faces="AAAA")
    step(state, random.Random(3))
    obs = state.observation(1)
    assert obs.hand == state.hand(1) and obs.seat == 1
    assert all(c not in obs.hand for c in state.hand(0))
    with pytest.raises(OptionError):
        state.observation(4)
    board = new_game("duo")
    seen = board.observation(1)
    assert seen is not board and seen == board and seen.history == board.history
    seen.apply(seen.legal_actions()[0])  # a bot playing on its observation
    assert board.history == () and seen != board
    with pytest.raises(OptionError):
        board.observation(2)


@pytest.mark.cpython_only
def test_notebooks_use_only_the_front_door() -> None:
    """Every notebook imports from ``rules_py`` itself, only names of its ``__all__``."""
    import ast
    import json
    import pathlib

    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    assert len(notebooks) >= 11
    public = set(rules_py.__all__)
    for path in notebooks:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for cell in cells:
            if cell["cell_type"] != "code":
                continue
            source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
            for node in ast.walk(ast.parse(source)):
                if isinstance(node, ast.Import):
                    for alias in node.names:
                        assert not alias.name.startswith("rules_py."), (path.name, alias.name)
                elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("rules_py"):
                    assert node.module == "rules_py", (path.name, node.module)
                    for alias in node.names:
                        assert alias.name in public, (path.name, alias.name)
                elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                        and node.value.id == "rules_py":
                    assert node.attr in public, (path.name, node.attr)


def test_every_public_module_declares_all() -> None:
    """``__all__`` in every module of the package, naming only what exists."""
    import importlib
    import pkgutil

    modules = [info.name for info in pkgutil.walk_packages(rules_py.__path__, "rules_py.")
               if not info.name.rpartition(".")[2].startswith("_") or info.name.endswith("__main__")]
    assert len(modules) > 60
    for name in ["rules_py", *modules]:
        module = importlib.import_module(name)
        assert isinstance(getattr(module, "__all__", None), list), name
        for public in module.__all__:
            assert hasattr(module, public), (name, public)


def test_the_front_door_is_documented() -> None:
    """Every class and function of ``rules_py.__all__``, and every member of
    the protocol on both state classes, has a docstring."""
    import inspect

    for name in rules_py.__all__:
        value = getattr(rules_py, name)
        if inspect.isclass(value) or inspect.isfunction(value):
            assert (value.__doc__ or "").strip(), name
    for cls in (rules_py.BlotState, rules_py.Board):
        for member in ("current_player", "players", "is_over", "legal_actions", "apply", "undo",
                       "returns", "observation", "clone", "explain", "parse_action",
                       "sample_chance", "record", "position", "key"):
            found = inspect.getattr_static(cls, member)
            doc = found.fget.__doc__ if isinstance(found, property) else found.__doc__
            assert (doc or "").strip(), (cls.__name__, member)
