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
