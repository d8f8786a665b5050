"""The Python API's contract: a caller's mistake gets a documented error.

Every public function and method of the front door, handed an argument of
the wrong type or value, raises only a :class:`rules_py.RulesError`
subclass (``OptionError``, ``IllegalMove``, ``RecordError``,
``NothingToUndo``; see :mod:`rules_py.errors`), never a ``TypeError``,
``IndexError``, ``AttributeError`` or ``KeyError``; and a refused action
changes nothing. Also here: the one history of both games (replaying it
reproduces the game; a record keeps it) and the notation round trip.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules_py
from rules_py import (CHANCE, GAMES, Board, BlotState, ChooseStarter, Deal, Give, IllegalMove, Move,
                      OptionError, Play, RulesError, SetFaces, load_record, make_bot, new_game, play_out)
from rules_py.errors import NothingToUndo

from tests.paths import ROOT

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])

#: Values of every kind a caller might pass by mistake.
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-10, 10), st.integers(min_value=2**64, max_value=2**80),
    st.integers(max_value=-(2**40)), st.floats(allow_nan=True), st.text(max_size=12),
    st.binary(max_size=8), st.lists(st.integers(-3, 3), max_size=4), st.tuples(st.text(max_size=3)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.just(object()),
    st.sampled_from(["blot", "duo", "ABBA", "green", "Odin", "purple", "e10", "0: B9 on green", "teams",
                     "random", "1: give to Odin", "faces ABBA", "-1", "99"]),
)


def step(state: Any, rng: random.Random) -> None:
    """One random legal action (a chance outcome at a chance point)."""
    if state.current_player == CHANCE:
        state.apply(state.sample_chance(rng))
    else:
        state.apply(rng.choice(state.legal_actions()))


@functools.cache
def _positions() -> tuple[Any, ...]:
    """States at several points of both games: new, chance, mid-play, a gift, over."""
    out: list[Any] = [new_game("blot"), new_game("blot", faces="ABBA"), new_game("duo"), new_game("classic_3"),
                      new_game("trigon")]
    for name, seed, moves in (("blot", 1, 7), ("blot", 2, 60), ("blot", 3, 10**4), ("duo", 4, 9),
                              ("duo", 5, 10**4), ("classic_2", 6, 12), ("blot", 7, 39)):
        state = new_game(name)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.is_over:
                break
            step(state, rng)
        out.append(state)
    rng = random.Random(8)
    gift = new_game("blot")
    while gift.phase != "give":
        step(gift, rng)
    out.append(gift)
    return tuple(out)


POSITIONS = st.integers(0, 13).map(lambda k: _positions()[k % len(_positions())].clone())


def documented(call: Callable[[], object]) -> BaseException | None:
    """Run ``call``; any exception must be a documented one (a RulesError)."""
    try:
        call()
    except RulesError as exc:
        assert type(exc).__module__ == "rules_py.errors", type(exc)
        assert str(exc), "an error says what was expected"
        return exc
    except Exception as exc:  # noqa: BLE001  (the point: nothing else may escape)
        pytest.fail(f"undocumented {type(exc).__name__}: {exc}")
    return None


def picture(state: Any) -> tuple[object, ...]:
    return (str(state), state.current_player, state.history, state.returns())


def junk_actions() -> st.SearchStrategy[object]:
    """Things that are no action, and action objects with fields of the wrong type or value."""
    return st.one_of(
        JUNK,
        st.builds(Play, JUNK, JUNK, JUNK), st.builds(Give, JUNK, JUNK), st.builds(ChooseStarter, JUNK, JUNK),
        st.builds(SetFaces, JUNK), st.builds(Deal, JUNK, JUNK),
        st.builds(Move, JUNK, JUNK, JUNK),
        st.builds(Move, st.sampled_from(["X", "I5", "1"]), st.integers(-5, 2**700), st.integers(-3, 9)),
    )


@SETTINGS
@given(name=JUNK, option=st.sampled_from(["players", "variant", "first_player", "faces", "first", "seats"]),
       value=JUNK, game=st.sampled_from(["blot", "duo", "trigon_3"]))
def test_new_game_refuses_with_option_errors(name: object, option: str, value: object, game: str) -> None:
    exc = documented(lambda: new_game(name))  # type: ignore[arg-type]
    assert exc is None or isinstance(exc, OptionError)
    exc = documented(lambda: new_game(game, **{option: value}))  # type: ignore[call-overload]
    assert exc is None or isinstance(exc, OptionError)
    exc = documented(lambda: BlotState(value, value))  # type: ignore[arg-type]
    assert exc is None or isinstance(exc, OptionError)
    exc = documented(lambda: Board(value, first=value))  # type: ignore[arg-type]
    assert exc is None or isinstance(exc, OptionError)


@SETTINGS
@given(value=JUNK, other=JUNK)
def test_front_door_functions_refuse_with_documented_errors(value: object, other: object) -> None:
    for call in (rules_py.load_record, rules_py.read_record, rules_py.example, rules_py.game_name,
                 rules_py.bot_names, rules_py.get_puzzle):
        documented(lambda: call(value))
    documented(lambda: make_bot(value, "random"))  # type: ignore[arg-type]
    for game in ("blot", "duo"):
        documented(lambda: make_bot(game, value))  # type: ignore[arg-type]
        documented(lambda: make_bot(game, "random", **{str(other)[:5] or "x": value}))


def test_a_move_whose_colour_is_a_bool_is_not_an_action() -> None:
    """``True`` is an int to Python but no colour: a Blokus move carrying it
    is refused as not an action, like any other junk (hypothesis found it)."""
    board = Board("duo")
    before = board.snapshot()
    for colour in (True, False):
        with pytest.raises(IllegalMove) as info:
            board.play(Move("", 1, colour))  # type: ignore[arg-type]
        assert info.value.reason.code == "not_an_action"
    assert board.snapshot() == before


@SETTINGS
@given(position=POSITIONS, action=junk_actions())
def test_a_bad_action_is_an_illegal_move_and_changes_nothing(position: Any, action: object) -> None:
    before = picture(position)
    exc = documented(lambda: position.apply(action))
    if exc is None:  # it happened to be legal: undo it
        position.undo()
    else:
        assert isinstance(exc, IllegalMove) and exc.reason.code and exc.reason.en and exc.reason.fr
        if exc.reason.code == "not_an_action":
            assert "expected e.g." in exc.reason.en and "par exemple" in exc.reason.fr
    assert picture(position) == before
    why = documented(lambda: position.explain(action))
    assert why is None
    exc = documented(lambda: position.parse_action(action))
    assert exc is None or isinstance(exc, IllegalMove)
    assert picture(position) == before


@SETTINGS
@given(position=POSITIONS, value=JUNK, seed=st.integers(0, 3))
def test_state_methods_refuse_with_documented_errors(position: Any, value: object, seed: int) -> None:
    before = picture(position)
    documented(lambda: position.observation(value))
    documented(lambda: position.sample_chance(value))
    documented(lambda: position.explain("e10", value) if isinstance(position, Board) else None)
    if isinstance(position, BlotState):
        for method in (position.round_score, position.round_totals, position.hand, position.tile_face,
                       position.tile_cards, position.tricks, position.scorer, position.round_faces):
            documented(lambda: method(value))
        documented(position.result)
    else:
        documented(lambda: position.colour_name(value))
        documented(lambda: position.colour_index(value))
        documented(lambda: position.clone().play("e10", value))
        for score in (rules_py.colour_points, rules_py.breakdown):
            documented(lambda: score(position, value))
            documented(lambda: score(position, 0, value))
            documented(lambda: score(value, 0))
        for score in (rules_py.colour_scores, rules_py.group_scores, rules_py.winners):
            documented(lambda: score(position, value))
            documented(lambda: score(value))
    documented(position.record)
    documented(lambda: position.sample_chance(random.Random(seed)))
    assert picture(position) == before


@pytest.mark.parametrize("name", ["blot", "duo", "classic_3"])
def test_undo_with_nothing_to_undo(name: str) -> None:
    state = new_game(name)
    if name == "blot":
        step(state, random.Random(0))
        state.undo()
    with pytest.raises(NothingToUndo) as caught:
        state.undo()
    assert isinstance(caught.value, RulesError) and isinstance(caught.value, IndexError)
    assert "nothing" in str(caught.value) or "no move" in str(caught.value)


@SETTINGS
@given(bots=JUNK, rng=JUNK, max_actions=JUNK, name=st.sampled_from(["blot", "duo"]))
def test_play_out_refuses_bad_arguments_before_playing(bots: object, rng: object, max_actions: object,
                                                       name: str) -> None:
    state = new_game(name)
    good = make_bot(name, "random")
    for args in ((bots,), (good, rng), (good, random.Random(1), max_actions)):
        before = picture(state)
        exc = documented(lambda: play_out(state, *args[:2], max_actions=args[2] if len(args) > 2 else 1))
        if exc is not None:
            assert isinstance(exc, OptionError) and picture(state) == before
    documented(lambda: play_out(bots, good))  # type: ignore[type-var]


def test_play_out_names_what_is_wrong() -> None:
    blot = new_game("blot")
    with pytest.raises(OptionError, match="no bot for player 1"):
        play_out(blot, [make_bot("blot", "random")], random.Random(1))
    with pytest.raises(OptionError, match="no bot for player 2"):
        play_out(blot, {0: make_bot("blot", "random"), 1: make_bot("blot", "random")})
    with pytest.raises(OptionError, match="plays BLOT, not this game"):
        play_out(new_game("duo"), make_bot("blot", "random"))
    with pytest.raises(OptionError, match="plays Blokus"):
        play_out(blot, make_bot("duo", "greedy"))
    assert blot.history == ()


def test_round_score_counts_rounds_from_zero() -> None:
    state = new_game("blot", faces="AAAA")
    with pytest.raises(OptionError) as caught:
        state.round_score(0)
    assert "round index 0" in str(caught.value) and "none yet" in str(caught.value)
    play_out(state, make_bot("blot", "random"), random.Random(3))
    assert state.round_score(0).round == 0
    with pytest.raises(OptionError, match="round index 4"):
        state.round_score(4)


@pytest.mark.parametrize("name, text, form", [
    ("blot", "B9 on green", "0: B9 on green"),
    ("blot", "play the nine", "1: give to Odin"),
    ("duo", "B9 on green", "Pentobi"),
    ("classic", "hello", "`"),
])
def test_not_an_action_names_the_notation(name: str, text: str, form: str) -> None:
    state = new_game(name, **({"faces": "ABBA"} if name == "blot" else {}))
    for call in (state.apply, state.parse_action):
        with pytest.raises(IllegalMove) as caught:
            call(text)
        assert caught.value.reason.code == "not_an_action"
        assert form in str(caught.value.reason.en) and "expected e.g." in caught.value.reason.en
    if name != "blot":  # the example is a legal move of the board, in its notation
        example = caught.value.reason.en.split("`")[1]
        assert state.explain(example) is None


# -- one history ------------------------------------------------------------------


def _played(name: str, seed: int) -> Any:
    state = new_game(name)
    bots = make_bot(name, "random")
    play_out(state, bots, random.Random(seed), max_actions=None if seed % 2 else 25)
    return state


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_history_replays_the_game(name: str, seed: int) -> None:
    state = _played(name, seed)
    history = state.history
    assert isinstance(history, tuple)
    again = new_game(name)
    for action in history:
        again.apply(action)
    assert again.history == history
    assert again.returns() == state.returns() and again.current_player == state.current_player
    try:
        text = state.record()
    except RulesError:  # a variant with no record format (no .blksgf game name)
        assert name != "blot" and state.variant.gm is None
        return
    assert again.record() == text
    loaded = load_record(text)
    assert loaded.history == history
    assert loaded.returns() == state.returns()
    # a BLOT history holds its chance actions: the faces and every deal
    if name == "blot":
        assert isinstance(history[0], SetFaces)
        assert sum(isinstance(a, Deal) for a in history) == len(state.deals)
    else:
        assert all(isinstance(mv, Move) and mv.colour is not None for mv in history)


def test_faces_given_are_in_the_history() -> None:
    state = new_game("blot", faces="BABA")
    assert state.history == (SetFaces(("B", "A", "B", "A")),)
    step(state, random.Random(2))
    assert load_record(state.record()).history == state.history


def test_history_is_read_only() -> None:
    board = new_game("duo")
    board.apply("e10,d11,e11,f11,e12")
    with pytest.raises(AttributeError):
        board.history.append(board.history[0])  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        board.history = ()  # type: ignore[misc]
    assert len(board.history) == 1 and board.undo().piece == "X"


def test_observation_is_never_the_live_state() -> None:
    board = new_game("classic")
    seen = board.observation(0)
    assert seen is not board and seen == board
    seen.apply(seen.legal_actions()[0])
    assert board.history == () and board.current_player == 0
    blot = new_game("blot", faces="AAAA")
    step(blot, random.Random(1))
    obs = blot.observation(0)
    assert obs is not blot and not isinstance(obs, BlotState)


# -- notation ----------------------------------------------------------------------


@SETTINGS
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 2**20), moves=st.integers(0, 60))
def test_str_and_parse_action_round_trip(name: str, seed: int, moves: int) -> None:
    rng = random.Random(seed)
    state = new_game(name)
    for _ in range(moves):
        if state.is_over:
            break
        step(state, rng)
    if state.is_over:
        return
    actions = [state.sample_chance(rng)] if state.current_player == CHANCE else state.legal_actions()
    for action in rng.sample(actions, min(6, len(actions))):
        text = str(action)
        assert state.parse_action(text) == action
        assert str(state.parse_action(text)) == text


# -- the errors are documented ------------------------------------------------------


@pytest.mark.cpython_only
def test_every_error_and_code_is_in_the_errors_page() -> None:
    import inspect
    import pathlib

    docs = ROOT / "docs"
    errors = [name for name in rules_py.errors.__all__
              if inspect.isclass(getattr(rules_py.errors, name))]
    assert {"RulesError", "OptionError", "IllegalMove", "RecordError", "NothingToUndo"} <= set(errors)
    module_doc = rules_py.errors.__doc__ or ""
    for page in ("errors.md", "errors.fr.md"):
        text = (docs / page).read_text(encoding="utf-8")
        for name in errors:
            assert f"`{name}`" in text, (page, name)
            assert f"`rules_py.errors.{name}`" in module_doc, name  # a link on the reference page (griffe_xrefs)
        for code in (*rules_py.errors.RECORD_CODES, "not_an_action", *rules_py.errors.ENGINE_CODES):
            assert f"`{code}`" in text, (page, code)
