"""BLOT observations, world sampling and bots.

The observation must hold nothing a seat cannot see; a sampled world must
agree with the observation it came from; every bot must play only legal
actions from its observation alone, and the better bots must beat the
weaker ones.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.blot.blot_helpers import play, position
from rules_py.blot.bots import BOTS, HeuristicBot, RandomBot, StrongBot, play_game
from rules_py.blot.cards import COLOURS, card
from rules_py.blot.variants import hand_size
from rules_py.blot.game import BlotState, Deal, Play, SetFaces
from rules_py.blot.observation import Observation, observe
from rules_py.blot.worlds import sample_world

CONFIGS = [(2, None), (3, None), (4, None), (5, None), (4, "teams")]
CODE = re.compile(r"\b[GBRY]\d{1,2}\b")


def walk_states(players: int, variant: str | None, seed: int) -> Iterator[BlotState]:
    """Every state of a random seeded game, chance nodes and the end included."""
    rng = random.Random(seed)
    st = BlotState(players, variant)
    while True:
        yield st
        if st.is_terminal():
            return
        st.apply(st.sample_chance(rng) if st.is_chance_node() else rng.choice(st.legal_actions()))


def hidden_from(st: BlotState, seat: int) -> set[str]:
    """Codes of the cards ``seat`` cannot see now: the other hands, the unseen pile."""
    codes = {c.code for s in range(st.n) if s != seat for c in st.hand(s)}
    if st.phase in ("play", "give"):
        codes |= {c.code for c in st.removed}
    return codes


def strings_in(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for k, v in data.items():
            yield k
            yield from strings_in(v)
    elif isinstance(data, list):
        for v in data:
            yield from strings_in(v)


# --------------------------------------------------------------------------
# Observation


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_observation_json_never_names_a_hidden_card(players, variant):
    checked = 0
    for i, st in enumerate(walk_states(players, variant, seed=11)):
        if i % 3:
            continue
        for seat in range(players):
            data = json.loads(json.dumps(observe(st, seat).to_json()))
            # earlier deals are fully played (so public): their actions
            # name cards now dealt again; everything else is this deal
            past = data.pop("past_rounds")
            for group in past:
                plays = [a for a in group if "play" in a]
                assert len(plays) == players * hand_size(players)
            named = {m for s in strings_in(data) for m in CODE.findall(s)}
            assert not named & hidden_from(st, seat), (i, seat)
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_observation_shows_own_hand_table_and_legal_actions(players, variant):
    for i, st in enumerate(walk_states(players, variant, seed=5)):
        for seat in range(players):
            obs = observe(st, seat)
            assert obs.hand == st.hand(seat)
            assert obs.hand_sizes == tuple(len(st.hand(s)) for s in range(players))
            assert obs.legal == (tuple(st.legal_actions()) if st.current_player == seat else ())
            assert all(t.cards == st.tile_cards(t.colour) for t in obs.tiles)
            assert not any(isinstance(a, (Deal, SetFaces)) for a in obs.history)
            if st.phase == "play":
                unseen = {c for s in range(players) if s != seat for c in st.hand(s)}
                assert obs.unseen_cards() == unseen | set(st.removed)
                assert obs.removed_count == (8 if players == 2 else 0)
            # faces: Balder's is hidden only while it is masked in round 1
            if st.initial_faces is not None:
                for k, f in enumerate(obs.faces):
                    assert f == (None if st.round == 0 and k == 0 else st.faces[k])


def test_unseen_count_with_two_players_includes_the_eight_set_aside():
    st = position(2, {0: ["G3", "G4", "G5", "G6", "G7", "G8", "B3", "B4", "B5", "B6", "B7", "B8"]})
    obs = observe(st, 0)
    assert obs.to_json()["unseen_count"] == 12 + 8
    assert len(obs.unseen_cards()) == 20
    assert obs.removed_count == 8


def test_observation_holds_no_state_and_survives_json():
    st = next(s for i, s in enumerate(walk_states(4, None, seed=2)) if i == 40)

    def reachable(x: Any, depth: int = 0) -> Iterator[Any]:
        yield x
        if depth > 6:
            return
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            for f in dataclasses.fields(x):
                yield from reachable(getattr(x, f.name), depth + 1)
        elif isinstance(x, (tuple, list, frozenset, set)):
            for v in x:
                yield from reachable(v, depth + 1)
        elif isinstance(x, dict):
            for v in x.values():
                yield from reachable(v, depth + 1)

    obs = observe(st, st.current_player)
    assert not any(isinstance(x, BlotState) for x in reachable(obs))
    assert not hasattr(obs, "__dict__")  # slots: nothing can be attached
    assert Observation.from_json(json.loads(json.dumps(obs.to_json()))) == obs


def test_void_inference_from_not_following_and_from_opening_with_the_tile_colour():
    st = position(3, {0: ["G6", "G7", "B5", "B6", "B7", "R5", "Y9", "Y10"],
                      1: ["R6", "R7", "R8", "R9", "R10", "Y5", "Y6", "B8"]})
    play(st, "G6 red", "Y5 red", "G5 red")  # seat 1 has no green: it plays yellow
    obs = observe(st, 0)
    assert obs.voids() == (frozenset(), frozenset({"green"}), frozenset())
    assert obs.to_json()["voids"] == [[], ["green"], []]
    # opening the yellow tile with yellow shows a hand of yellow only
    opened = dataclasses.replace(obs, history=obs.history + (Play(1, card("Y6"), "yellow"),))
    assert opened.voids()[1] == frozenset({"green", "blue", "red"})


def test_sample_world_respects_voids_and_varies():
    st = position(3, {0: ["G6", "G7", "B5", "B6", "B7", "R5", "Y9", "Y10"],
                      1: ["R6", "R7", "R8", "R9", "R10", "Y5", "Y6", "B8"]})
    play(st, "G6 red", "Y5 red", "G5 red")
    obs = observe(st, 0)
    rng = random.Random(3)
    seat1_hands = set()
    for _ in range(40):
        w = sample_world(obs, rng, candidates=1)
        assert not any(c.colour == "green" for c in w.hand(1))
        # the three unseen greens must all be with seat 2
        assert {"G8", "G9", "G10"} <= {c.code for c in w.hand(2)}
        seat1_hands.add(w.hand(1))
    assert len(seat1_hands) > 5  # the other unseen cards really are shuffled


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_sample_world_agrees_with_the_observation(players, variant):
    rng = random.Random(9)
    for i, st in enumerate(walk_states(players, variant, seed=21)):
        if i % 4:
            continue
        seat = i % players
        obs = observe(st, seat)
        w = sample_world(obs, rng, candidates=1)
        assert w.hand(seat) == st.hand(seat)
        for s in range(players):
            assert len(w.hand(s)) == len(st.hand(s))
            assert not any(c.colour in obs.voids()[s] for c in w.hand(s))
        # the real hands satisfy the inferred voids too (the inference is sound)
        for s in range(players):
            assert not any(c.colour in obs.voids()[s] for c in st.hand(s))
        assert [w.tile_cards(c) for c in COLOURS] == [st.tile_cards(c) for c in COLOURS]
        assert w.holders() == st.holders() and w.phase == st.phase
        assert w.current_player == st.current_player and w.round == st.round
        assert w.round_scores() == st.round_scores()
        assert observe(w, seat) == obs


# --------------------------------------------------------------------------
# Bots


class Checked:
    """Wraps a bot: checks every choice is among the observation's legal actions."""

    def __init__(self, bot: Any) -> None:
        self.bot, self.decisions = bot, 0

    def choose(self, obs: Observation, rng: random.Random):
        a = self.bot.choose(obs, rng)
        assert a in obs.legal
        self.decisions += 1
        return a


def test_registry_names_the_three_bots():
    assert set(BOTS) == {"random", "heuristic", "strong"}
    assert BOTS["random"] is RandomBot and BOTS["heuristic"] is HeuristicBot
    assert BOTS["strong"] is StrongBot


@pytest.mark.parametrize("players,variant", CONFIGS)
@pytest.mark.parametrize("name", ["random", "heuristic"])
def test_bot_games_are_legal_and_finish(players, variant, name):
    bots = [Checked(BOTS[name]()) for _ in range(players)]
    st = play_game(bots, players, variant, seed=4)
    assert st.is_terminal()
    assert sum(b.decisions for b in bots) == len(
        [a for a in st.history if not isinstance(a, (Deal, SetFaces))])


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_strong_bot_plays_legal_moves_in_every_variant(players, variant):
    """Seat 0 strong (one world, to stay quick) for its first ten decisions."""
    rng = random.Random(6)
    st = BlotState(players, variant)
    strong = Checked(StrongBot(worlds=1))
    while strong.decisions < 10:
        if st.is_chance_node():
            st.apply(st.sample_chance(rng))
            continue
        seat = st.current_player
        bot = strong if seat == 0 else HeuristicBot()
        st.apply(bot.choose(observe(st, seat), rng))


@pytest.mark.slow
@pytest.mark.parametrize("players,variant", CONFIGS)
def test_strong_bots_play_a_whole_game(players, variant):
    bots = [Checked(StrongBot(worlds=1)) for _ in range(players)]
    assert play_game(bots, players, variant, seed=8).is_terminal()


@pytest.mark.parametrize("bot", [RandomBot(), HeuristicBot(), StrongBot(worlds=3)])
def test_bots_decide_from_the_observation_alone(bot):
    """The same choice from an observation rebuilt from its JSON (no state
    behind it), and from one taken before the real game moved on."""
    for i, st in enumerate(walk_states(4, None, seed=13)):
        if i in (30, 71, 140):
            obs = observe(st, st.current_player)
            rebuilt = Observation.from_json(json.loads(json.dumps(obs.to_json())))
            assert bot.choose(obs, random.Random(1)) == bot.choose(rebuilt, random.Random(1))
        if i > 140:
            break


def test_heuristic_takes_a_ceremony_with_its_cheapest_winning_card():
    # 3 players, red tile: seat 0 opens with green 6, seat 1 follows with
    # green 9; seat 2 has no green and four reds (trumps on the red tile)
    st = position(3, {0: ["G5", "G6", "G7", "B5", "B6", "B7", "B8", "Y7"],
                      2: ["R5", "R6", "R7", "R8", "B9", "B10", "Y5", "Y6"]})
    play(st, "G6 red", "G9 red")
    choice = HeuristicBot().choose(observe(st, 2), random.Random(0))
    assert choice == Play(2, card("R5"), "red")
    st.apply(choice)
    assert st.tricks()[-1].winner == 2


def test_heuristic_dumps_its_lowest_card_when_it_cannot_win():
    # seat 2 must follow green on the blue tile but G5 and G7 both lose to
    # G9: it keeps that ceremony open and spends its lowest card elsewhere
    st = position(3, {0: ["G6", "B5", "B6", "B7", "B8", "B9", "Y5", "Y6"],
                      2: ["G5", "G7", "R6", "R7", "R8", "Y8", "Y9", "B10"]})
    play(st, "G6 blue", "G9 blue")
    obs = observe(st, 2)
    choice = HeuristicBot().choose(obs, random.Random(0))
    assert isinstance(choice, Play) and choice.tile != "blue"
    assert choice.card.value == min(c.value for c in obs.hand) == 5


def match(strong: Any, weak: Any, players: int, games: int, seed: int) -> tuple[float, float]:
    """One ``strong`` seat (rotating) against ``weak`` ones: its win rate and
    its mean margin (its total minus the others' mean)."""
    wins, margin = 0, 0.0
    for g in range(games):
        seat = g % players
        bots = [weak() for _ in range(players)]
        bots[seat] = strong()
        st = play_game(bots, players, None, seed=seed + g)
        totals = st.totals()
        others = [t for s, t in enumerate(totals) if s != seat]
        margin += totals[seat] - sum(others) / len(others)
        wins += seat in st.result().winners
    return wins / games, margin / games


def test_heuristic_beats_random_at_four_players():
    # Measured with these seeds: win rate 0.92, mean margin +29.6 points
    # (100 other seeds: 0.93 and +28.0). A seat as good as the others would
    # win about 1 game in 4 with a margin near 0.
    rate, margin = match(HeuristicBot, RandomBot, 4, games=12, seed=100)
    assert rate >= 0.6 and margin >= 12


@pytest.mark.slow
def test_strong_beats_heuristic_at_four_players():
    # Measured (deterministic: no time budget): 7 wins in 8, mean margin
    # +20.8 points; over 16 games (seeds 500-515): 12 wins, +18.2. Equal bots
    # would win about 1 game in 4 with a margin near 0.
    rate, margin = match(lambda: StrongBot(worlds=8), HeuristicBot, 4, games=8, seed=500)
    assert rate >= 0.5 and margin >= 6
