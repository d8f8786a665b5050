"""Play by keyboard and by ear, in CPython: the bots' moves in words (``data-said``, read by the
page's live log), the tray's single tab stop, and the BLOT review's moment
(the table at the decision reviewed, from the reviewed seat's view only).
The browser side is tests/browser/test_play_voice.py."""

from __future__ import annotations

import html
import json
import re

from rules_py import web
from rules_py.blokus.board import Board
from rules_py.blot.record import Record
from rules_py.i18n.messages import using
from rules_py.widgets.blot import table as bt
from rules_py.widgets.blokus.play import bot_words
from rules_py.widgets.controls import placement
from rules_py.widgets.review import table as review_table


def _widget(name: str, state: dict, act: dict | None, inputs: dict | None = None) -> dict:
    req = {"op": "widget", "args": {"widget": name, "state": state, "act": act, "inputs": inputs or {}}}
    reply = json.loads(web.handle(json.dumps(req)))
    assert reply["ok"], reply
    markup = reply["result"]["html"]
    found = re.search(r'data-state="([^"]*)"', markup)
    assert found
    return {"html": markup, "state": json.loads(html.unescape(found.group(1)))}


def _said(markup: str) -> list[str]:
    found = re.search(r'data-said="([^"]*)"', markup)
    assert found, "the play widgets always carry data-said"
    return json.loads(html.unescape(found.group(1)))


def test_blokus_bot_move_in_words_in_both_languages():
    board = Board("duo")
    move = board.play("e10,d11,e11,f11,e12")
    with using("en"):
        assert bot_words(board, move) == "Purple placed the X on e10, d11, e11, f11, e12."
    with using("fr"):
        assert bot_words(board, move) == "Le violet a posé la pièce X sur e10, d11, e11, f11, e12."


def test_blokus_says_the_bot_move_once():
    state = {"variant": "duo", "seats": ["random", "human"]}
    first = _widget("blokus-play", state, {"bot": 1})
    said = _said(first["html"])
    assert len(said) == 1 and said[0].startswith("Purple placed the ")
    # the next act (a turn of the piece) says nothing again
    again = _widget("blokus-play", first["state"], {"turn": 1})
    assert _said(again["html"]) == []
    assert "announce" not in json.dumps(again["state"])


def test_blot_says_each_bot_decision_once_in_words():
    state = _widget("blot-table", {"layout": "4"}, {"new": 1},
                    {"seat0": "human", "seat1": "random", "seat2": "random", "seat3": "random", "seed": "7"})["state"]
    t = bt.GAMES[state["game"]]
    legal = t.state.observation(t.viewer).legal
    play = next(a for a in legal if hasattr(a, "card"))
    chosen = _widget("blot-table", state, {"card": play.card.code})
    assert _said(chosen["html"]) == []  # choosing a card: no bot moved
    done = _widget("blot-table", chosen["state"], {"tile": play.tile})
    said = _said(done["html"])
    assert said, "three bots answered"
    for text in said:
        assert re.fullmatch(r"(West|North|East) played the (green|blue|red|yellow) \d+ on the "
                            r"(green|blue|red|yellow) tile\.", text), text
    bt.GAMES.pop(t.id, None)


def test_the_tray_is_one_tab_stop():
    board = Board("duo")
    sel = placement.read_selection(board, {"piece": "F", "r": 0, "f": 0})
    markup = str(placement.tray(board, sel, "purple"))
    stops = re.findall(r'<button[^>]*tabindex="0"[^>]*>', markup)
    assert len(stops) == 1 and '{&quot;pick&quot;:&quot;F&quot;}' in stops[0]
    assert markup.count('tabindex="-1"') == markup.count("<button") - 1


def _play_round(layout: str, kinds: list[str], seed: int) -> bt.Table:
    t = bt.new_table(layout, kinds, "game", seed)
    while not (t.state.phase == "deal" or t.state.is_terminal()):
        legal = t.state.observation(t.viewer).legal
        a = legal[len(legal) // 2]
        if hasattr(a, "card"):
            bt.play.game_act(t, "card", {"card": a.card.code})
            bt.play.game_act(t, "tile", {"tile": a.tile})
        elif hasattr(a, "divinity"):
            bt.play.game_act(t, "give", {"give": a.divinity})
        else:
            bt.play.game_act(t, "starter", {"starter": a.seat})
    return t


def test_the_review_moment_shows_only_the_seats_own_hand():
    t = _play_round("4", ["human", "random", "random", "random"], 11)
    rec = Record.from_state(t.state, seats=t.names, title="test")
    states, actions = rec.states(), rec.actions()
    mine = 0
    for k, action in enumerate(actions, start=1):
        before = states[k - 1]
        entry = {"move": str(action), "best": str(action)} if getattr(action, "player", -1) == t.viewer else None
        text = html.unescape(str(review_table.moment(t, before, k, entry)))
        hidden = [c for s in range(before.n) if s != t.viewer for c in before.hand(s)] + list(before.removed)
        for c in hidden:
            assert not re.search(r"(?<![A-Za-z0-9])" + c.code + r"(?![0-9])", text), (k, c.code)
            assert c.code not in re.findall(r'title="([^"]*)"', text)
        for c in before.hand(t.viewer):
            assert c.code in text, (k, c.code)  # the seat's own hand is shown
        if entry is not None and hasattr(action, "card"):
            mine += 1
            assert re.search(r'class="bt-taken"><span class="bt-card[^"]*" title="[^"]*">.*?' + action.card.code, text)
    assert mine >= 8
    bt.GAMES.pop(t.id, None)
