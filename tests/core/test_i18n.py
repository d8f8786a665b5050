"""French messages: agreement from the glossary, no English left, the page's
language carried by widgets, the CLI's --lang."""

from __future__ import annotations

import re
import string

import pytest

from rules_py import web
from rules_py.blokus import board as blokus_board
from rules_py.blokus.pieces import CLASSIC, TRIGON
import importlib
puzzle_check = importlib.import_module("rules_py.blokus.puzzles.check")
puzzle_play = importlib.import_module("rules_py.blokus.puzzles.play")
from rules_py.blot import game as blot_game
from rules_py.i18n import messages
from rules_py.i18n.fr import UI

# Written out by hand (not read from the glossary), the French forms a colour
# takes next to a feminine noun, singular and plural.
FEMININE = {"green": ("verte", "vertes"), "blue": ("bleue", "bleues"), "red": ("rouge", "rouges"),
            "yellow": ("jaune", "jaunes"), "purple": ("violette", "violettes"), "orange": ("orange", "orange")}
MASCULINE_ONLY = ("vert", "bleu", "violet", "verts", "bleus", "violets")
TABLES = {"blot": blot_game.REASONS, "blokus": blokus_board.REASONS, "puzzle": puzzle_check.REASONS,
          "puzzle_play": puzzle_play.REASONS}
PIECES = sorted({p.name for p in CLASSIC.pieces} | {p.name for p in TRIGON.pieces})
# Words spelled the same in both languages.
SHARED = {"blitz", "orientation", "orientations", "face", "faces"}


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _sample(template: str, colour: str, piece: str) -> dict[str, object]:
    values: dict[str, object] = {}
    for name in _fields(template):
        if name in ("colour", "tile", "to_move"):
            values[name] = colour
        elif name == "piece":
            values[name] = piece
        elif name in ("numbers",):
            values[name] = "1 and 2"
        elif name == "why":  # puzzle.order: its cause, said in each language
            values.update(cause="links_through_smaller" if piece < "N" else "bigger_not_placed", bigger=5)
        elif name == "missing":  # puzzle.missing_piece: the pieces, said in each language
            values["pieces_missing"] = [[colour, piece, 1], [None, piece, 2]]
        else:
            values[name] = "x1"
    return values


def _all_templates():
    for game, table in TABLES.items():
        for key, tmpl in table.items():
            yield pytest.param(tmpl, id=f"{game}.{key}")


@pytest.mark.parametrize("tmpl", list(_all_templates()))
def test_every_reason_agrees_for_every_colour_and_piece(tmpl) -> None:
    english_words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", " ", tmpl.en))}
    for colour, (fem, fem_pl) in FEMININE.items():
        for piece in PIECES:
            values = _sample(tmpl.en + tmpl.fr, colour, piece)
            fr = tmpl(**values).fr
            assert "{" not in fr and "None" not in fr, fr
            # A colour after a feminine noun never takes the masculine form.
            for noun in ("pièce", "tuile", "carte", "main est"):
                for wrong in MASCULINE_ONLY:
                    assert not re.search(rf"\b{noun} {wrong}\b", fr), fr
            words = {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ]{4,}", fr)}
            # A value echoed as typed (an unknown colour) is not a word of the template.
            left = (english_words & words) - SHARED - {str(v) for v in values.values()}
            assert not left, (fr, left)
            assert " and " not in fr, fr


@pytest.mark.parametrize("colour", sorted(FEMININE))
def test_agreement_examples(colour: str) -> None:
    fem, fem_pl = FEMININE[colour]
    r = blot_game.REASONS["tile_colour_opening"](tile=colour, tile_fr="?")
    assert r.fr.endswith(f"toute votre main est {fem}.")
    assert f"cartes {fem_pl}," in blot_game.REASONS["must_follow"](colour=colour, colour_fr="?").fr
    assert f"la tuile {fem} " in blot_game.REASONS["gift_pending"](winner=1, tile=colour, tile_fr="?").fr
    assert f"pièce {fem} par un coin" in blokus_board.REASONS["no_corner_contact"](colour=colour).fr
    assert f"Deux pièces {fem_pl} " in puzzle_check.REASONS["same_colour_edge"](
        colour=colour, numbers="1 and 2", where="a1").fr
    assert messages.colour_adj(colour, "f", 2, "fr") == fem_pl


def test_articles_elide_before_a_vowel() -> None:
    r = blokus_board.REASONS["not_your_turn"](to_move="orange", colour="blue")
    assert r.fr == "C'est au tour de l'orange, pas du bleu."
    assert r.en == "It is orange's turn, not blue's."


def test_reason_message_follows_the_language() -> None:
    r = blokus_board.REASONS["no_corner_contact"](colour="green")
    assert r.message("fr") == r.fr and r.message("en") == r.en
    with messages.using("fr"):
        assert r.message() == r.fr and str(r).endswith("pièce verte par un coin.")
    assert str(r).endswith("another green piece at a corner.")


def _english_leftovers(html: str) -> list[str]:
    text = re.sub(r"<[^>]*>", " ", html)
    return [en for en, fr in UI.items() if en != fr and len(en) > 4 and en.strip() in text]


@pytest.mark.parametrize("name,state", [
    ("blokus-piece", {"piece": "F"}), ("blokus-piece", {"piece": "1", "set": "trigon"}),
    ("blokus-pieces", {}), ("blokus-check", {"variant": "duo", "cells": ["a1", "b2"]}),
    ("blokus-check", {"variant": "duo", "cells": ["e10"]}),
])
def test_translated_widgets_render_in_french(name: str, state: dict) -> None:
    messages.MISSING.clear()
    html = web.render_widget(name, {**state, "lang": "fr"})
    assert '&quot;lang&quot;:&quot;fr&quot;' in html  # carried for the next request
    assert not _english_leftovers(html)
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING
    english = web.render_widget(name, state)
    assert "lang" not in english.split(">", 1)[0] or "&quot;lang&quot;" not in english


def test_piece_card_words_in_french() -> None:
    html = web.render_widget("blokus-piece", {"piece": "F", "lang": "fr"}, {"turn": 1})
    assert "5 carrés" in html and "Tourner dans le sens des aiguilles" in html
    assert "squares" not in html and "Rotate" not in html


def test_widget_error_reason_in_the_page_language() -> None:
    import json
    req = {"op": "widget", "args": {"widget": "blokus-piece", "state": {"piece": "Q", "lang": "fr"}}}
    reply = json.loads(web.handle(json.dumps(req)))
    assert not reply["ok"] and "aucune pièce" in reply["error"]["message"]


def test_cli_lang_option(capsys) -> None:
    from rules_py.__main__ import _take_globals, main
    assert _take_globals(["--lang", "fr", "blot", "x"]) == ("fr", False, ["blot", "x"])
    assert _take_globals(["blot", "--lang=en", "--pretty"]) == ("en", True, ["blot"])
    assert main(["--lang", "de", "blot"]) == 2
    assert "--lang" in capsys.readouterr().err


# English words that a French page never shows (interface words, not names).
ENGLISH_WORDS = {"the", "of", "and", "to", "is", "on", "with", "move", "moves", "next", "previous", "first",
                 "last", "check", "clear", "undo", "hint", "cells", "before", "after",
                 "played", "plays", "places", "trick", "card", "cards", "tile", "tiles",
                 "player", "seat", "pieces", "piece", "reset", "new", "game", "your", "you", "turn", "wins",
                 "show", "round", "offering", "ceremony", "count", "hand", "lead",
                 "led", "team", "apply", "random", "human", "pick", "choose", "board", "which", "what",
                 "left", "right", "legal", "not", "all", "this", "that", "from", "by", "for"}


def _visible_words(html: str) -> set[str]:
    """The words of the text and of the title/aria-label/placeholder attributes."""
    # Text marked lang="en" (the example records' comments) is English on purpose.
    html = re.sub(r'<(\w+)[^>]*\blang="en"[^>]*>.*?</\1>', " ", html, flags=re.S)
    # An Embed box's snippet is HTML with a link token in it (base64, any letters), not words.
    html = re.sub(r'<textarea[^>]*\brp-embed-code\b[^>]*>.*?</textarea>', " ", html, flags=re.S)
    attrs = " ".join(re.findall(r'(?:title|aria-label|placeholder|alt)="([^"]*)"', html))
    text = re.sub(r"<[^>]*>", " ", html) + " " + attrs
    return {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ']+", text)}


# Widgets whose French is not finished yet: their own strings still show English. Strict xfail,
# so a widget that becomes fully French must leave this set.
FRENCH_PENDING: set[str] = set()
# Samples of otherwise French widgets that still show English, by test id:
# strict xfail likewise.
FRENCH_PENDING_SAMPLES: set[str] = set()


def _french_samples():
    from tests.widgets.test_escaping import SAMPLES
    from rules_py.widgets import registry
    web.load_widgets()
    for name in sorted(registry.REGISTRY):
        for k, (state, act, inputs) in enumerate(SAMPLES[name]):
            pending = name in FRENCH_PENDING or f"{name}-{k}" in FRENCH_PENDING_SAMPLES
            marks = [pytest.mark.xfail(strict=True, reason="French not finished")] if pending else []
            yield pytest.param(name, state, act, inputs, id=f"{name}-{k}", marks=marks)


@pytest.mark.parametrize("name,state,act,inputs", list(_french_samples()))
def test_every_widget_renders_in_french(name: str, state: dict, act, inputs: dict) -> None:
    messages.MISSING.clear()
    html = web.render_widget(name, {**state, "lang": "fr"}, act, inputs)
    assert not _english_leftovers(html)
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING
    left = _visible_words(html) & ENGLISH_WORDS
    assert not left, left


def test_every_registered_widget_has_a_french_sample() -> None:
    from tests.widgets.test_escaping import SAMPLES
    from rules_py.widgets import registry
    web.load_widgets()
    assert set(registry.REGISTRY) <= set(SAMPLES)


def test_no_french_key_is_defined_twice() -> None:
    """Each English key has one French text, in one catalogue file: a key
    written in two files (or twice in one dict) would leave the merge order
    to choose silently between two texts."""
    import ast
    import pathlib

    import rules_py.i18n.fr as catalogue

    where: dict[str, list[str]] = {}
    for path in sorted(pathlib.Path(catalogue.__file__).parent.glob("fr*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                for key in node.keys:
                    if isinstance(key, ast.Constant) and isinstance(key.value, str):
                        where.setdefault(key.value, []).append(f"{path.name}:{key.lineno}")
    twice = {key: places for key, places in where.items() if len(places) > 1}
    assert not twice, twice
    assert len(where) > 900  # the catalogue files were really read
