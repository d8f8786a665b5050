"""The placement control and the ``blokus-play`` widget: acts and drawing.

Bot turns use the real :mod:`rules_py.blokus.bots` when it exists; until
then, a stand-in defined here (a uniformly random legal move from the
public ``legal_moves`` API) is put in its place.
"""

from __future__ import annotations

import html
import importlib
import json
import re
import sys
import urllib.parse

import pytest

from rules_py import web
from rules_py.blokus import sgf
from rules_py.blokus.scoring import colour_scores
from rules_py.blokus.board import Board
from rules_py.errors import RulesError
from rules_py.widgets.blokus import play as blokus_play
from rules_py.widgets.controls import placement
from rules_py.widgets.registry import run

from tests.paths import ROOT


@pytest.fixture
def bots():
    """The bots module (the widget imports it lazily)."""
    return importlib.import_module("rules_py.blokus.bots")


def _state(markup: str) -> dict:
    return json.loads(html.unescape(re.search(r'data-state="([^"]*)"', markup).group(1)))


def _attr(markup: str, name: str) -> str | None:
    m = re.search(" " + name + '="([^"]*)"', markup)
    return html.unescape(m.group(1)) if m else None


def play(state: dict | None, act: dict | None = None, inputs: dict | None = None) -> tuple[dict, str]:
    markup = str(run("blokus-play", state, act, inputs))
    return _state(markup), markup


def duo_sel(piece: str = "I5") -> dict:
    return {"piece": piece, "r": 0, "f": 0}


# -- the placement control ------------------------------------------------------------


def test_anchor_covers_the_oriented_shape_everywhere_it_fits():
    board = Board("duo")
    sel = duo_sel("L5")
    shape = placement.oriented(board, sel)
    g = board.geometry
    for i, (cells, full) in placement.anchor_cells(g, shape).items():
        if full:
            # independent check: the covered cells, normalised, are the shape
            assert g.normalize(g.to_shape(g.cells[c] for c in cells)) == g.normalize(shape)
            assert i in cells  # the pointer's cell is part of the ghost
        else:
            assert len(cells) < len(shape)


def test_anchor_on_triangles_keeps_each_triangle_direction():
    board = Board("trigon")
    g = board.geometry
    for piece in ("I6", "1"):  # a piece with both directions, and the single triangle
        name = piece if piece in board.remaining(0) else board.remaining(0)[-1]
        shape = placement.oriented(board, {"piece": name, "r": 1, "f": 1})
        full = [cells for cells, ok in placement.anchor_cells(g, shape).values() if ok]
        assert full
        for cells in full:
            assert g.normalize(g.to_shape(g.cells[c] for c in cells)) == g.normalize(shape)


def test_place_data_ok_cells_are_exactly_the_engine_legal_placements():
    board = Board("duo")
    board.play("e10,d11,e11,f11,e12")
    sel = duo_sel("L5")
    data = placement.place_data(board, sel)
    g = board.geometry
    for at, cells in data["at"].items():
        text = ",".join(cells)
        engine_ok = len(cells) == 5 and board.explain(text) is None
        assert (at in data["ok"]) == engine_ok, at


def test_illegal_reasons_come_with_the_cells_at_fault():
    board = Board("duo")
    board.play("e10,d11,e11,f11,e12")   # purple X
    board.play("j5,j4,j3,k3,i3")        # orange
    sel = {"piece": "O", "r": 0, "f": 0}
    g = board.geometry
    # on top of the X: overlapping cells
    v = placement.explain_at(board, sel, "e11")
    assert not v["legal"] and v["code"] == "occupied"
    assert set(v["cells"]) == set(v["ghost"]) & {"e10", "d11", "e11", "f11", "e12"} and v["cells"]
    # next to the X along an edge: the cells touching purple's own piece
    v = placement.explain_at(board, sel, "g11")
    assert v["code"] == "edge_contact"
    own = board.cells[0]
    for name in v["ghost"]:
        touches = any(own >> j & 1 for j in g.edge_neighbours[g.parse(name)])
        assert (name in v["cells"]) == touches
    # far away: no corner contact, the corners to play from are named
    v = placement.explain_at(board, sel, "c4")
    assert v["code"] == "no_corner_contact" and "d13" in v["cells"]
    # partly off the board
    v = placement.explain_at(board, {"piece": "I5", "r": 0, "f": 0}, "n1")
    assert v["code"] == "off_board" and len(v["ghost"]) < 5


def test_first_move_must_cover_the_start_and_says_which():
    board = Board("duo")
    v = placement.explain_at(board, duo_sel("I5"), "c1")
    assert v["code"] == "must_cover_start" and v["cells"] == ["e10"]


def test_why_op_answers_through_the_web_contract():
    reply = json.loads(web.handle(json.dumps({"op": "blokus.why", "args": {
        "variant": "duo", "moves": [], "sel": duo_sel("I5"), "at": "e10"}})))
    assert reply["ok"] and reply["result"]["legal"] is True
    reply = json.loads(web.handle(json.dumps({"op": "blokus.why", "args": {
        "variant": "duo", "moves": [], "sel": duo_sel("I5"), "at": "zz99"}})))
    assert not reply["ok"] and reply["error"]["kind"] == "RulesError"


def test_turn_and_flip_change_the_ghost_shape():
    state, _ = play({"variant": "duo", "sel": duo_sel("L5")})
    turned, _ = play(state, {"turn": 1})
    assert turned["sel"]["r"] == 1
    board = Board("duo")
    a = placement.oriented(board, state["sel"])
    b = placement.oriented(board, turned["sel"])
    assert a != b and sorted(map(abs, (max(x for x, _ in a), max(y for _, y in a)))) == \
        sorted((max(x for x, _ in b), max(y for _, y in b)))
    mirrored, _ = play(turned, {"flip": 1})
    assert mirrored["sel"]["f"] == 1
    with pytest.raises(RulesError):
        play(state, {"pick": "no-such-piece"})


# -- the game widget ----------------------------------------------------------------------


def test_place_legal_then_illegal_with_reason():
    state, markup = play({"variant": "duo", "seats": ["human", "human"]})
    assert _attr(markup, "data-place") and _attr(markup, "data-bot") is None
    state, _ = play(state, {"place": "e10"})
    assert len(state["moves"]) == 1
    assert Board("duo").explain(state["moves"][0]) is None and "e10" in state["moves"][0].split(",")
    # orange now tries to put its I5 far from its start: refused with words and cells
    after, markup = play(state, {"place": "c1"})
    assert after["moves"] == state["moves"]
    assert after["tried"]["code"] == "must_cover_start" and after["tried"]["cells"] == ["j5"]
    assert "Not there: " in html.unescape(markup) and 'class="rp-problem"' in markup
    # the failed try is drawn once only
    again, markup = play(after, {"turn": 1})
    assert "tried" not in again and 'class="rp-problem"' not in markup


def test_bot_turn_and_thinking_status(bots):
    state, markup = play({"variant": "duo", "seats": ["human", "random"]}, {"place": "e10"})
    assert _attr(markup, "data-bot") == "1" and "is thinking" in markup
    assert _attr(markup, "data-place") is None  # no ghost while the bot thinks
    before = list(state["moves"])
    state, markup = play(state, {"bot": 1})
    assert len(state["moves"]) == 2 and state["moves"][:1] == before
    board = Board("duo")
    for m in state["moves"]:
        board.play(m)  # the bot's move is legal for the engine
    assert _attr(markup, "data-bot") is None
    # a stale bot request on the human's turn changes nothing
    same, _ = play(state, {"bot": 1})
    assert same["moves"] == state["moves"]


def test_a_whole_bot_game_ends_with_final_scores(bots):
    state, markup = play({"variant": "duo", "seats": ["random", "random"]})
    for _ in range(100):
        if _attr(markup, "data-bot") != "1":
            break
        state, markup = play(state, {"bot": 1})
    board = Board("duo")
    for m in state["moves"]:
        board.play(m)
    assert board.is_over
    text = html.unescape(markup)
    assert "Game over: " in text and "Final scores" in text
    pts = colour_scores(board)
    for c, name in enumerate(board.variant.colours):
        assert name + ": " + format(pts[c], "+d") in re.sub(r"<[^>]+>", "", text)


def test_passes_are_announced():
    # Classic for four: play until some colour is skipped, then the status says so
    board = Board("classic")
    import random
    rng = random.Random(3)
    while board.to_move is not None:
        c = board.to_move
        board.play(board.random_move(rng))
        nxt = board.to_move
        if nxt is not None and nxt != (c + 1) % 4:
            break
    skipped = board.colour_name((c + 1) % 4)
    moves = [str(mv) for mv in board.history]
    _, markup = play({"variant": "classic", "seats": ["human"] * 4, "moves": moves})
    assert skipped + " has no move left and passes." in html.unescape(markup) or \
        "have no move left and pass." in html.unescape(markup)


def test_undo_goes_back_to_the_human_turn(bots):
    state, _ = play({"variant": "duo", "seats": ["human", "random"]}, {"place": "e10"})
    state, _ = play(state, {"bot": 1})
    assert len(state["moves"]) == 2
    state, _ = play(state, {"undo": 1})
    assert state["moves"] == []
    state, _ = play({"variant": "duo", "seats": ["human", "human"], "moves": state["moves"]}, {"place": "e10"})
    state, _ = play(state, {"undo": 1})
    assert state["moves"] == []


def test_hash_round_trip():
    state, markup = play({"variant": "duo", "seats": ["human", "human"]}, {"place": "e10"})
    state, markup = play(state, {"place": "j5"})
    link = _attr(markup, "data-hash")
    assert link.startswith("play/duo/human-human/")
    fresh, again = play({"variant": "classic"}, {"goto": link})
    assert fresh["variant"] == "duo" and fresh["moves"] == state["moves"] and fresh["seats"] == state["seats"]
    assert _attr(again, "data-hash") == link
    with pytest.raises(RulesError):
        play(None, {"goto": "play/duo/human-human/a1,a2,a3"})
    with pytest.raises(RulesError):
        play(None, {"goto": "play/duo/emperor-human/"})


def test_sgf_download_reads_back_to_the_same_position(bots):
    state, markup = play({"variant": "duo", "seats": ["human", "random"]}, {"place": "e10"})
    state, markup = play(state, {"bot": 1})
    href = re.search(r'<a href="([^"]*)" download="([^"]*)"', markup)
    assert href.group(2).endswith(".blksgf")
    prefix, _, data = html.unescape(href.group(1)).partition(",")
    assert prefix.startswith("data:")
    board = sgf.read(urllib.parse.unquote(data)).replay()
    expected = Board("duo")
    for m in state["moves"]:
        expected.play(m)
    assert board == expected
    # and loading that text continues the same game
    loaded, _ = play({"variant": "classic"}, {"load": urllib.parse.unquote(data)})
    assert loaded["variant"] == "duo" and loaded["moves"] == state["moves"]


def test_load_rejects_what_is_not_a_record():
    with pytest.raises(RulesError):
        play(None, {"load": "hello"})


@pytest.mark.parametrize("text,where", [("(;GM[Blokus Duo];B[e10]", "ligne 1"),
                                        ("(;GM[Blokus Duo];B[e10,e11];W[e10,e11])", "coup 2")])
def test_a_bad_record_is_refused_in_one_language(text, where):
    # A French page says where and what in French: the reader's English
    # detail never ends a French sentence.
    from rules_py.i18n import messages
    with messages.using("fr"), pytest.raises(RulesError) as info:
        play({"lang": "fr"}, {"load": text})
    said = str(info.value)
    assert where in said.lower(), said
    assert not re.search(r"\b(the|move|line|illegal|record)\b", said), said


def test_new_game_takes_the_form_inputs():
    state, markup = play({"variant": "duo"}, {"new": 1},
                         {"variant": "classic_3", "seat0": "human", "seat1": "greedy", "seat2": "strong"})
    assert state["variant"] == "classic_3" and state["seats"] == ["human", "greedy", "strong"]
    assert state["moves"] == []
    with pytest.raises(RulesError):
        play({"variant": "duo"}, {"new": 1}, {"variant": "chess"})


@pytest.mark.parametrize("variant", ["classic", "classic_2", "classic_3", "duo", "edition_12", "trigon",
                                     "trigon_2", "trigon_3", "blitz", "contact_rapide"])
def test_every_edition_renders_with_ghost_data(variant):
    state, markup = play({"variant": variant})
    board = Board(variant)
    assert len(state["seats"]) == len(board.variant.players)
    data = json.loads(_attr(markup, "data-place"))
    assert data["ok"]  # the first piece can go somewhere
    for at in data["ok"][:20]:
        assert board.explain(",".join(data["at"][at])) is None


# -- French ---------------------------------------------------------------------------


def _french_leftovers(markup: str) -> set[str]:
    """English interface words (and English catalogue strings) left in a French render."""
    from tests.core.test_i18n import ENGLISH_WORDS, _english_leftovers, _visible_words

    return (_visible_words(markup) & ENGLISH_WORDS) | set(_english_leftovers(markup))


def _finished_duo() -> list[str]:
    import random

    board, rng = Board("duo"), random.Random(5)
    while board.to_move is not None:
        board.play(board.random_move(rng))
    return [str(mv) for mv in board.history]


def _classic_with_a_pass() -> list[str]:
    import random

    board, rng = Board("classic"), random.Random(3)
    while board.to_move is not None:
        c = board.to_move
        board.play(board.random_move(rng))
        if board.to_move is not None and board.to_move != (c + 1) % 4:
            break
    return [str(mv) for mv in board.history]


@pytest.mark.parametrize("state,act", [
    ({"variant": "duo", "seats": ["human", "random"]}, None),
    ({"variant": "duo", "seats": ["human", "greedy"]}, {"place": "e10"}),  # the bot is thinking
    ({"variant": "duo", "seats": ["human", "strong"], "moves": ["e10,d11,e11,f11,e12"]}, {"place": "c1"}),
    ({"variant": "duo", "seats": ["human", "human"]}, {"place": "n14"}),  # off the board
    ({"variant": "duo", "seats": ["human", "random"], "hint": True}, {"turn": 1}),
    ({"variant": "classic_3", "seats": ["human", "random", "greedy"]}, None),  # the shared colour
    ({"variant": "classic", "seats": ["human"] * 4, "moves": _classic_with_a_pass()}, None),
    ({"variant": "duo", "seats": ["random", "random"], "moves": _finished_duo()}, None),
], ids=["start", "thinking", "refused", "off-board", "hint", "shared", "pass", "over"])
def test_every_state_renders_in_french(state, act):
    from rules_py.i18n import messages

    messages.MISSING.clear()
    new, markup = play({**state, "lang": "fr"}, act)
    assert not _french_leftovers(markup)
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING
    assert new.get("lang") == "fr"  # the next request is French too
    english = _french_leftovers(play(state, act)[1])
    assert english  # independent check that the probe sees English when it is there


def test_french_words_in_place():
    _, markup = play({"variant": "duo", "seats": ["human", "random"], "lang": "fr"})
    text = html.unescape(markup)
    assert "Au tour du violet (vous)" in text and "Où puis-je jouer ?" in text
    assert "robot au hasard" in text and "Nouvelle partie" in text
    say = json.loads(_attr(markup, "data-say"))
    assert say == {"legal": "Vous pouvez la poser ici.", "illegal": "Pas ici : ", "lang": "fr",
                   "confirm": "Touchez-la encore, ou appuyez sur Poser, pour la poser là.",
                   "nowhere": "Cette pièce ne tient nulle part dans ce sens : tournez-la, retournez-la ou "
                              "choisissez-en une autre."}
    state, markup = play({"variant": "duo", "seats": ["human", "human"], "moves": ["e10,d11,e11,f11,e12"],
                          "lang": "fr"}, {"place": "c1"})
    # the engine's French reason after the French prefix
    tried = state["tried"]
    assert tried["code"] == "must_cover_start" and tried["fr"] != tried["en"]
    assert "Pas ici : " + tried["fr"] in html.unescape(markup)


def test_final_scores_best_first_with_the_winner_named():
    """The finished Duo example: orange (+20) beat purple (-10), the first colour."""
    import pathlib

    from rules_py.blokus import examples  # the examples ship in the package

    text = (pathlib.Path(examples.__file__).parent / "duo_finished.blksgf").read_text(encoding="utf-8")
    board, _ = sgf.read(text).replay_checked()
    moves = [str(mv) for mv in board.history]
    for lang, status, first, second, words in (
            ("en", "Game over: orange wins with +20.", "orange: +20", "purple: -10",
             ("every piece placed", "10 squares left in 3 pieces")),
            ("fr", "Partie terminée : orange gagne avec +20.", "orange : +20", "violet : -10",
             ("toutes les pièces posées", "10 cases restantes en 3 pièces"))):
        _, markup = play({"variant": "duo", "seats": ["human", "human"], "moves": moves, "lang": lang})
        text = re.sub(r"<[^>]+>", "", html.unescape(markup))
        assert status in text
        rows = re.findall(r"<li data-side[^>]*>(.*?)</li>", html.unescape(markup))
        rows = [re.sub(r"<[^>]+>", "", r) for r in rows]
        assert rows[0].startswith(first) and rows[1].startswith(second), rows
        assert words[0] in rows[0] and words[1] in rows[1], rows


def test_where_can_i_play_dots_only_for_a_human_to_move():
    """With the dots on, a bot's turn or a finished game shows none."""
    _, markup = play({"variant": "duo", "seats": ["human", "random"], "moves": ["e10"], "hint": True})
    assert _attr(markup, "data-bot") == "1" and 'class="rp-corner"' not in markup
    _, markup = play({"variant": "duo", "seats": ["human", "human"], "moves": ["e10"], "hint": True})
    assert 'class="rp-corner"' in markup


def test_the_two_12x12_editions_have_two_names():
    from rules_py.blokus import variants

    titles = [variants.get(n).title for n in variants.names()]
    assert len(titles) == len(set(titles)), titles


def test_the_new_game_box_follows_the_edition_at_once_and_names_seats_by_colour():
    """Choosing an edition redraws the box with one seat per player of that
    edition, named by its colours; the game on the board is untouched, and a
    new seat is a bot a beginner can beat (never the random bot)."""
    state, markup = play({"variant": "duo", "seats": ["human", "level3"], "moves": ["e10"]}, {"edition": 1},
                         {"variant": "classic_2", "seat0": "human", "seat1": "level3"})
    assert state["variant"] == "duo" and state["moves"] == ["e10"]
    assert state["next"] == {"variant": "classic_2", "seats": ["human", "level3"]}
    seats = re.findall(r'<label><span>(.*?)</span>([^<]*)<select name="seat(\d)"', markup)
    assert [(name.strip(), k) for _, name, k in seats] == [("Blue + red", "0"), ("Yellow + green", "1")]
    state, markup = play(state, {"edition": 1}, {"variant": "classic", "seat0": "human", "seat1": "level3"})
    assert state["next"]["seats"] == ["human", "level3", "level1", "level1"]
    assert 'class="rp-new-game" open' in markup
    started, _ = play(state, {"new": 1}, {"variant": "classic", "seat0": "human", "seat1": "level3",
                                          "seat2": "level1", "seat3": "level1"})
    assert started["variant"] == "classic" and "next" not in started
    with pytest.raises(RulesError):
        play(state, {"edition": 1}, {"variant": "chess"})


def test_missing_seats_are_never_the_random_bot():
    state, _ = play({"variant": "classic"})
    assert state["seats"][0] == "human" and "random" not in state["seats"]


def test_pentobi_match_reads_each_kind_of_result(monkeypatch):
    """A score from 0.4 to 0.6 is a match (the highest such level); else the
    highest level beaten and the lowest lost to bracket the level."""
    from rules_py.blokus import levels

    monkeypatch.setattr(levels, "PENTOBI_RESULTS", {"duo": {
        "level2": ((1, 10, 0, 10), (2, 9, 2, 9), (3, 2, 0, 18)),
        "level3": ((1, 15, 0, 5), (2, 14, 0, 6), (4, 3, 0, 17), (5, 0, 0, 20)),
        "level4": ((2, 16, 1, 3),),
        "level5": ((3, 7, 0, 13),)}})
    assert levels.pentobi_match("duo", "level2") == (2, 2)
    assert levels.pentobi_match("duo", "level3") == (2, 4)
    assert levels.pentobi_match("duo", "level4") == (2, None)
    assert levels.pentobi_match("duo", "level5") == (None, 3)
    assert levels.pentobi_match("duo", "level6") is None
    assert levels.pentobi_match("trigon", "level5") is None


def test_the_new_game_box_says_what_each_level_matches_of_pentobi_in_that_edition(monkeypatch):
    """The note follows the edition chosen, names each measured level's match,
    in the reader's language, and says so when an edition was never measured."""
    from rules_py.blokus import levels
    from rules_py.i18n import messages

    monkeypatch.setattr(levels, "PENTOBI_RESULTS", {"trigon_2": {
        "level3": ((1, 5, 0, 15),), "level4": ((1, 15, 0, 5), (3, 2, 0, 18)), "level5": ((2, 15, 0, 5),),
        "level6": ((1, 16, 0, 4), (2, 9, 2, 9))}})
    _, markup = play({"variant": "duo"}, {"edition": 1}, {"variant": "trigon_2", "seat0": "human", "seat1": "level1"})
    note = re.search(r'<p class="rp-strength">(.*?)</p>', markup).group(1)
    assert note == ("Against Pentobi in this edition: level 3 weaker than its level 1, level 4 between its levels"
                    " 1 and 3, level 5 stronger than its level 2, level 6 about its level 2.")
    _, markup = play({"variant": "duo"}, {"edition": 1}, {"variant": "duo", "seat0": "human", "seat1": "level1"})
    assert "not measured against Pentobi" in re.search(r'<p class="rp-strength">(.*?)</p>', markup).group(1)
    messages.MISSING.clear()
    with messages.using("fr"):
        fr = blokus_play.strength_note("trigon_2")
        duo = blokus_play.strength_note("duo")
    assert fr == ("Face à Pentobi dans cette édition : niveau 3 plus faible que son niveau 1, niveau 4 entre ses"
                  " niveaux 1 et 3, niveau 5 plus fort que son niveau 2, niveau 6 proche de son niveau 2.")
    assert duo == "Les niveaux ne sont pas encore mesurés face à Pentobi dans cette édition."
    assert not [m for m in messages.MISSING if m[0] == "fr"], messages.MISSING


@pytest.mark.cpython_only
@pytest.mark.parametrize("page, versus, lang", [("play.md", "vs", "en"), ("play.fr.md", "contre", "fr")])
def test_the_play_page_tables_show_the_measured_results(page, versus, lang):
    """The Play page's tables, in both languages, are written at build time
    from `levels.PENTOBI_RESULTS` (a ``[[pentobi EDITION]]`` line per
    edition, in its order): one row (``level vs Pentobi's level``, games,
    won-drawn-lost, score, first / second) per match, the two seats adding
    up to the match."""
    import importlib.util

    from rules_py.blokus import levels

    pytest.importorskip("mkdocs", reason="mkdocs is installed by `make install`")
    spec = importlib.util.spec_from_file_location("rp_hooks_tables", ROOT / "docs" / "hooks.py")
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    text = (ROOT / "docs" / "blokus" / page).read_text(encoding="utf-8")
    assert re.findall(r"^\[\[pentobi (\w+)\]\]$", text, re.M) == list(levels.PENTOBI_RESULTS)
    tables = []
    for edition in levels.PENTOBI_RESULTS:
        drawn_table = hooks.pentobi_table(edition, lang)
        rows = re.findall(rf"^\| (\d) {versus} (\d) \| (\d+) \| (\d+)-(\d+)-(\d+) \| ([\d.,]+) \| "
                          r"(\d+)-(\d+)-(\d+) / (\d+)-(\d+)-(\d+) \|$", drawn_table, re.M)
        assert rows and len(rows) == drawn_table.count("\n| ") - 1, drawn_table
        for _, _, n, *counts in rows:
            w, d, lost, score, *seats = counts
            assert int(n) == int(w) + int(d) + int(lost) == sum(map(int, seats))
            assert [int(w), int(d), int(lost)] == [int(a) + int(b) for a, b in zip(seats[:3], seats[3:])]
            assert float(score.replace(",", ".")) == round((int(w) + int(d) / 2) / int(n), 2)
        tables.append(sorted((int(a), int(b), int(w), int(d), int(lost)) for a, b, _, w, d, lost, *_ in rows))
    measured = [sorted((int(level[5:]), k, w, d, lost) for level, results in edition.items()
                       for k, w, d, lost in results) for edition in levels.PENTOBI_RESULTS.values()]
    assert tables == measured


def test_the_page_says_who_leads_and_the_last_move_in_words():
    """A player's words for the score ("You lead by 5 points.") and the move
    just played, on the page itself, in English and French; the board
    outlines that move."""
    state = {"variant": "duo", "seats": ["human", "random"], "moves": ["e10,e11,e12,e13,e14"]}
    markup = web.render_widget("blokus-play", state)
    assert "You lead by 5 points." in markup
    assert re.search(r'<p class="rp-play-last">Last move: purple \(you\) placed the I5 on e10, e11, e12, e13, e14\.',
                     markup)
    assert markup.count('class="rp-last-outline"') == 1
    french = web.render_widget("blokus-play", {**state, "lang": "fr"})
    assert "Vous menez de 5 points." in french and "Dernier coup : le violet (vous) a posé" in french
    level = web.render_widget("blokus-play", {**state, "moves": ["e10,e11,e12,e13,e14", "j5,j6,j7,j8,j9"]})
    assert "Level: Purple and orange share the lead." in level
