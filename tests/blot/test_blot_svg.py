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
