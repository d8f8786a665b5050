"""The booklet's worked examples, replayed from the records shipped in the package."""

from __future__ import annotations

from rules_py.blot.cards import card
from rules_py.blot.game import Give, Play
from rules_py.blot.record import EXAMPLES, load_example


def test_every_example_is_complete_legal_and_commented():
    for name in EXAMPLES:
        rec = load_example(name)
        st = rec.replay()
        assert st.round_complete(0), name
        assert all(c for c in rec.comments()), name
        assert rec.title and rec.comment


def test_trick_example():
    rec = load_example("trick")
    assert rec.players == 3 and rec.seats == ("South", "West", "East")
    acts = rec.actions()
    assert (acts[0].player, acts[0].card, acts[0].tile) == (0, card("G6"), "yellow")
    assert (acts[1].player, acts[1].card, acts[1].tile) == (1, card("G9"), "yellow")
    # "later": East's completing card is not the next card played
    k = next(i for i, a in enumerate(acts) if getattr(a, "tile", None) == "yellow" and i > 1)
    assert k > 2 and acts[k].player == 2 and acts[k].card.colour == "blue"
    st = rec.replay(upto=k + 1)
    trick = next(t for t in st.tricks(0) if t.tile == "yellow")
    assert [c for _, c in trick.cards] == [card("G6"), card("G9"), acts[k].card]
    assert trick.winner == 1 and trick.tile in ("red", "yellow")


def test_last_ceremony_example():
    rec = load_example("last_ceremony")
    st = rec.replay()
    last = st.tricks(0)[-1]
    assert rec.seats[last.winner] == "West" and last.tile == "red" and last.given_to is None
    assert sorted(st.round_score(0).holders) == ["Loki", "Odin", "Thor"]
    # the round ends on that play: no gift follows it
    assert isinstance(rec.actions()[-1], Play) and st.phase == "starter"
    assert sum(isinstance(a, Give) for a in rec.actions()) == 3


def test_martin_round():
    rec = load_example("martin")
    assert rec.players == 4 and rec.seats[0] == "Martin" and len(rec.rounds) == 1
    st = rec.replay()
    r = st.round_score(0)
    assert r.masked == "Balder"
    assert r.holders == {"Loki": "yellow", "Odin": "green", "Thor": "red"}
    assert (r.faces[1], r.faces[2], r.faces[3]) == ("A", "A", "A")
    assert st.tricks(0)[-1].tile == "blue"
    m = r.scorers[0]
    assert m.ceremonies == 3 and m.ceremony_points == 9
    assert {e.divinity: e.points for e in m.effects} == {"Loki": -3, "Odin": 6, "Thor": 4}
    assert m.total == 16
    # recount Martin's facts straight from the tricks
    mine = [t for t in st.tricks(0) if t.winner == 0]
    assert len(mine) == 3 and all(any(c.colour == "green" for _, c in t.cards) for t in mine)
    for colour in ("yellow", "red"):
        counts = [sum(1 for t in st.tricks(0) if t.winner == k for _, c in t.cards if c.colour == colour)
                  for k in range(4)]
        assert counts[0] == max(counts) and counts.count(max(counts)) == 1
    # looks like play: everyone wins something, and the hands are mixed
    assert all(not s.excluded for s in r.scorers)
    assert all(len({c.colour for c in h}) >= 3 for h in rec.rounds[0].deal.hands)


# ---------------------------------------------------------------------------
# The teaching examples: each record shows its rule at work.


def _effect(scorer, divinity):
    return next(e for e in scorer.effects if e.divinity == divinity)


def test_every_example_is_listed_and_every_file_is_an_example():
    import pathlib

    from rules_py.blot import record as record_module
    folder = pathlib.Path(record_module.__file__).parent / "examples"
    assert sorted(p.stem for p in folder.glob("*.json")) == sorted(EXAMPLES)


def test_balder_pairs_change_the_best_round_score():
    st = load_example("balder").replay()
    r = st.round_score(1)
    assert "Balder" in r.holders and r.masked == "Loki"
    balder = [_effect(s, "Balder").points for s in r.scorers]
    without = [t - b for t, b in zip(r.totals, balder)]
    assert max(range(4), key=lambda k: r.totals[k]) != max(range(4), key=lambda k: without[k])


def test_fewest_faces_give_thor_and_loki_to_the_fewest():
    st = load_example("fewest").replay()
    r = st.round_score(0)
    assert r.faces[1] == r.faces[3] == "B"
    for divinity, amount in (("Thor", 4), ("Loki", -3)):
        counts = [int(_effect(s, divinity).detail.split()[0]) for s in r.scorers]
        hit = [k for k, s in enumerate(r.scorers) if _effect(s, divinity).points == amount]
        assert hit == [k for k in range(4) if counts[k] == min(counts)]


def test_excluded_player_scores_nothing_and_is_not_the_fewest():
    st = load_example("excluded").replay()
    r = st.round_score(0)
    out = [k for k, s in enumerate(r.scorers) if s.excluded]
    assert len(out) == 1 and r.scorers[out[0]].total == 0 and not r.scorers[out[0]].effects
    thor = [k for k, s in enumerate(r.scorers) if not s.excluded and _effect(s, "Thor").points == 4]
    assert len(thor) == 1 and int(_effect(r.scorers[thor[0]], "Thor").detail.split()[0]) > 0


def test_tie_break_examples_each_end_with_their_tie_break():
    for name, kind in (("tie_last_ceremony", "last_ceremony"), ("tie_best_round", "best_round"),
                       ("tie_shared", "shared")):
        st = load_example(name).replay()
        assert st.is_terminal(), name
        res = st.result()
        tied = [k for k, t in enumerate(res.totals) if t == max(res.totals)]
        assert res.tiebreak == kind and len(tied) == 2, name
    res = load_example("tie_last_ceremony").replay().result()
    # the last ceremony decides even against a better best round
    assert max(res.best_rounds[k] for k, t in enumerate(res.totals) if t == max(res.totals)) > \
        res.best_rounds[res.winners[0]]
    assert len(load_example("tie_shared").replay().result().winners) == 2


def test_two_player_round_one_card_then_two_then_one():
    rec = load_example("two_players")
    st = rec.replay()
    assert st.n == 2 and st.round_complete(0)
    plays = [a for a in rec.actions() if isinstance(a, Play)]
    assert len(plays) == 24 and plays[0].player != plays[1].player == plays[2].player
    assert plays[1].tile != plays[2].tile and plays[-1].player != plays[-2].player
    assert all(len(t.cards) == 3 for t in st.tricks(0))


def test_teams_round_scores_two_teams():
    st = load_example("teams").replay()
    r = st.round_score(0)
    assert len(r.scorers) == 2 and st.teams
    won = [sum(1 for t in st.tricks(0) if t.winner in team) for team in ((0, 2), (1, 3))]
    assert [s.ceremonies for s in r.scorers] == won
