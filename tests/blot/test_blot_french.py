"""BLOT in French: the commentary's agreement, the score details rebuilt from
their numbers, and the table's log kept in both languages."""

from __future__ import annotations

import json
import re

import pytest

from rules_py.render.commentary import describe
from rules_py.blot.game import BlotState, random_game
from rules_py.blot.record import load_example
from rules_py.i18n import messages
from rules_py.render.cards import effect_detail, seat_labels
from rules_py.widgets import blot_table  # the worker's storage of the table's games
from rules_py.widgets.blot import table as bt

# Colour words a feminine noun (tuile, Cérémonie, carte) may not be followed by.
MASCULINE = ("vert", "bleu", "verts", "bleus")


def _game_texts(players: int, variant: str | None, seed: int, lang: str) -> list[str]:
    """Every decision of a seeded random game, described in ``lang``."""
    st = random_game(players, variant, seed=seed)
    walk = BlotState(players, variant)
    seats = ("S", "W", "N", "E", "X")[:players]
    out = []
    for action in st.history:
        if not walk.is_chance_node():
            out.append(describe(walk, action, seats, lang))
        walk.apply(action)
    assert walk.totals() == st.totals()
    return out


@pytest.mark.parametrize("players,variant", [(2, "two-player"), (4, None)])
def test_french_commentary_agrees_and_has_no_english(players, variant) -> None:
    messages.MISSING.clear()
    texts = _game_texts(players, variant, 3, "fr")
    assert texts
    for text in texts:
        assert "{" not in text and "None" not in text, text
        for noun in ("tuile", "Cérémonie", "carte"):
            for wrong in MASCULINE:
                assert not re.search(rf"\b{noun} {wrong}\b", text), text
        assert not re.search(r"\b(the|tile|wins|plays|trick|ceremony|gives)\b", text), text
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING
    joined = " ".join(texts)
    # every kind of sentence showed up
    for word in ("ouvre la Cérémonie", "La Cérémonie est complète", "face claire", "donne la tuile",
                 "a remporté la dernière Cérémonie"):
        assert word in joined, word


def test_french_commentary_of_the_trick_example() -> None:
    rec = load_example("trick")
    states = rec.states()
    with messages.using("fr"):
        seats = tuple(seat_labels(rec.seats))
    assert seats == ("Sud", "Ouest", "Est")
    first = describe(states[0], rec.actions()[0], seats, "fr")
    assert first == "Sud ouvre la Cérémonie jaune (face sombre) avec V6 : le vert est la couleur demandée."
    sixth = describe(states[5], rec.actions()[5], seats, "fr")
    assert sixth.startswith("Est, sans vert, pisse B5 sur la tuile jaune. La Cérémonie est complète : "
                            "Ouest la remporte avec V9, la plus forte carte de la couleur demandée.")
    # English is unchanged: the record's own comment starts with it
    assert rec.comments()[5].startswith(describe(states[5], rec.actions()[5], rec.seats, "en"))


def test_effect_details_rebuilt_from_their_numbers() -> None:
    seen = set()
    for players, variant in ((3, None), (4, None), (5, None), (4, "teams")):
        for seed in range(12):
            for rs in random_game(players, variant, seed=seed).round_scores():
                for sc in rs.scorers:
                    for e in sc.effects:
                        # English: the scoring module's own words, exactly
                        assert effect_detail(e) == e.detail
                        with messages.using("fr"):
                            fr = effect_detail(e)
                        assert not re.search(r"\b(pairs?|tricks?|most|fewest|with|without|the)\b", fr), fr
                        seen.add(e.divinity)
    assert seen == {"Balder", "Loki", "Odin", "Thor"}


def test_french_counts_take_the_singular_for_zero_and_one() -> None:
    from rules_py.blot.scoring import Effect
    with messages.using("fr"):
        assert effect_detail(Effect("Balder", "A", "green", 0, "1 green: 0 pairs")) == "vert : 1, soit 0 paire"
        assert effect_detail(Effect("Odin", "A", "red", 2, "1 trick with red")) == "1 pli avec du rouge"
        assert effect_detail(Effect("Odin", "B", "red", 4, "2 tricks without red")) == "2 plis sans rouge"
        assert effect_detail(Effect("Thor", "B", "yellow", 0, "3 yellow (fewest: 1)")) == "jaune : 3 (le moins : 1)"


def test_the_table_log_is_kept_in_both_languages_and_survives_storage() -> None:
    t = bt.new_table("2", ["human", "heuristic"], "game", seed=4)
    texts = t.log[0][1]
    assert set(texts) == set(messages.LANGUAGES)
    assert texts["en"].startswith("Round 1 is dealt; Balder is masked") and "South starts" in texts["en"]
    assert texts["fr"].startswith("La manche 1 est distribuée") and "Sud commence" in texts["fr"]
    snap = json.loads(json.loads(blot_table.persist_take())[t.id])
    again = bt.saving.restore(t.id, snap)
    assert again.log == t.log
    # a snapshot saved before tokens (a record), and before the French
    # edition (one English text per entry), still loads, and is written again
    from rules_py.blot.record import Record
    v1 = {"v": 1, "record": Record.from_state(t.state, seats=t.names).to_json(), "kinds": list(t.kinds),
          "mode": t.mode, "layout": t.layout, "viewer": t.viewer, "deals_allowed": t.deals_allowed,
          "log": [[i, texts["en"]] for i, texts in t.log], "seen": {}, "touched": 1.0}
    blot_table.persist_take()
    old = bt.saving.restore(t.id, v1)
    assert old.log[0][1] == {"en": t.log[0][1]["en"]} and str(old.state) == str(t.state)
    assert t.id in bt.saving.DIRTY  # the next save writes it as a token
    bt.GAMES.pop(t.id, None)
