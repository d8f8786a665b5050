"""Rendering: well-formed SVG/HTML with text labels for every colour."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from rules_py.blot.game import BlotState, random_game
from rules_py.blot.record import load_example
from rules_py.render.cards import score_html, table_svg
from rules_py.display import Drawable


def test_table_svg_shows_tiles_divinities_and_hands():
    rec = load_example("martin")
    st = rec.states()[10]
    svg = table_svg(st, rec.seats, show_hands={0})
    ET.fromstring(svg)
    for word in ("green tile", "blue tile", "red tile", "yellow tile", "Balder", "masked",
                 "Martin", "tricks won"):
        assert word in svg
    for c in st.hand(0):
        assert f">{c.code}<" in svg
    hidden = st.hand(1)[0]
    assert f"{hidden.colour} {hidden.value}</title>" not in svg  # other hands are face down
    assert table_svg(st).startswith("<svg")


def test_score_html_breakdown_and_result():
    g = random_game(4, "teams", seed=2)
    html = score_html(g)
    ET.fromstring(html)
    assert "South + North" in html and "Totals" in html and "Winner" in html
    assert "Cérémonies" in html and "(ceremonies won)" in html
    assert "No round" in score_html(BlotState(3))
    # a state draws through the renderers registered with rules_py.display
    assert isinstance(g, Drawable) and not hasattr(g, "_repr_html_")


def test_every_state_renders():
    g = random_game(2, seed=3)
    for st in (g, BlotState(5)):
        ET.fromstring(table_svg(st))


def test_the_step_that_completes_a_ceremony_shows_it_on_its_tile():
    """At the play that completes a ceremony the tile still holds its cards, on
    the face they were played on, with who won them; one step later it has
    turned (or is set aside) and is empty."""
    from rules_py.blot.game import Play
    from rules_py.i18n import messages
    from rules_py.render.cards import just_won, table_element

    rec = load_example("martin")
    states = rec.states()
    seen = 0
    for k, st in enumerate(states):
        won = just_won(st)
        last = st.history[-1] if st.history else None
        if won is None:
            assert not (isinstance(last, Play) and st.tricks() and st.tricks()[-1].cards[-1] == (last.player, last.card)
                        and st.tricks()[-1].tile == last.tile)
            continue
        seen += 1
        assert won == st.tricks()[-1] and not st.tile_cards(won.tile)  # the rules have emptied the tile
        svg = table_svg(st, rec.seats)
        tile = svg.split(f"{won.tile} tile</text>", 1)[1].split(" tile</text>", 1)[0]
        assert f"won by {rec.seats[won.winner]}" in tile and won.face + " face" in tile
        for _, card in won.cards:
            assert f">{card.code}<" in tile
        after = states[k + 1] if k + 1 < len(states) else None
        if after is not None and not after.is_chance_node():
            assert just_won(after) is None or just_won(after).tile != won.tile or just_won(after) != won
        with messages.using("fr"):
            assert "gagnée par" in str(table_element(st, rec.seats))
    assert seen == 8  # the eight ceremonies of Martin's round
