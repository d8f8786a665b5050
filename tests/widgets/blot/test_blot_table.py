"""The blot-table widget: acts, bots, practice tools, storage, and above all
that no hidden card ever reaches the page.

Games are driven through ``rules_py.web.handle`` exactly as the page does:
the next act is always one of the ``data-act`` values of the HTML returned,
so these tests click what a reader could click.
"""

from __future__ import annotations

import html
import json
import random
import re
from html.parser import HTMLParser
from typing import Any

import pytest

from rules_py import web
from rules_py.blot.cards import card
from rules_py.blot.game import ChooseStarter, Give, Play
from rules_py.blot.record import Record
from rules_py.widgets import blot_table  # the worker's storage of the table's games
from rules_py.widgets.blot import table as bt


class _Acts(HTMLParser):
    """Every ``data-act`` in the markup, with the classes of its element."""

    def __init__(self) -> None:
        super().__init__()
        self.acts: list[tuple[dict[str, Any], str]] = []
        self.state: dict[str, Any] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("data-act"):
            self.acts.append((json.loads(a["data-act"]), a.get("class") or ""))
        if self.state is None and a.get("data-state"):
            self.state = json.loads(a["data-state"])


def parse(markup: str) -> _Acts:
    p = _Acts()
    p.feed(markup)
    return p


def call(state: dict[str, Any], act: dict[str, Any] | None = None,
         inputs: dict[str, Any] | None = None) -> dict[str, Any]:
    req = {"op": "widget", "args": {"widget": "blot-table", "state": state, "act": act, "inputs": inputs or {}}}
    return json.loads(web.handle(json.dumps(req)))


def new_game(layout: str, kinds: list[str], mode: str = "game", seed: int = 1) -> tuple[dict[str, Any], str]:
    inputs = {f"seat{s}": k for s, k in enumerate(kinds)}
    inputs.update(mode=mode, seed=str(seed))
    reply = call({"layout": layout}, {"new": 1}, inputs)
    assert reply["ok"], reply
    markup = reply["result"]["html"]
    return parse(markup).state, markup


@pytest.fixture(autouse=True)
def fast_bots(monkeypatch):
    """Keep the strong bot quick in tests (its budget is a page concern)."""
    monkeypatch.setattr(bt, "STRONG_WORLDS", 2)
    monkeypatch.setattr(bt, "STRONG_BUDGET", 0.05)


# -- hidden cards ------------------------------------------------------------------


def hidden_patterns(t: bt.Table) -> list[re.Pattern[str]]:
    """How each card the page may not show could appear in it: its code (G7)
    and its name (green 7), as whole words. The seat on screen may see its
    own hand, except on the "pass the device" screen."""
    st = t.state
    shown = None if t.passing() else t.viewer
    cards = [c for s in range(st.n) if s != shown for c in st.hand(s)] + list(st.removed)
    out = []
    for c in cards:
        out.append(re.compile(r"(?<![A-Za-z0-9])" + c.code + r"(?![0-9])"))
        out.append(re.compile(r"(?<![A-Za-z])" + c.colour + " " + str(c.value) + r"(?![0-9])"))
    return out


def assert_no_hidden(t: bt.Table, reply_text: str) -> None:
    text = html.unescape(reply_text)
    # The link's token (compressed, so it may hold "R5" by chance) holds the
    # seed and the decisions: each card in it was played, in the open.
    for token in re.findall(r'data-hash=\\?"blot-[0-9a-f]{12}\.([A-Za-z0-9_-]+)', text):
        played = {a.card.code for a in t.state.history if isinstance(a, Play)}
        body = bt.saving.decode(token)
        assert set(re.findall(r"[GBRY](?:10|[1-9])(?=[gbry])", body["a"])) <= played
        text = text.replace(token, "")
    for pat in hidden_patterns(t):
        assert not pat.search(text), f"hidden card {pat.pattern} in the page"


def pick(acts: list[tuple[dict[str, Any], str]], rng: random.Random) -> dict[str, Any]:
    """A reader's next click: mostly lit choices, sometimes an unplayable card."""
    keys = ("card", "tile", "give", "starter", "next", "reveal")
    useful = [a for a, _cls in acts if set(a) & set(keys)]
    lit = [a for a, cls in acts if "bt-ok" in cls or set(a) & {"tile", "starter", "next", "reveal"}]
    if lit and rng.random() < 0.85:
        return rng.choice(lit)
    return rng.choice(useful)


def play_through(state: dict[str, Any], markup: str, rng: random.Random, clicks: int,
                 check: bool = True) -> tuple[dict[str, Any], str, int]:
    """Click up to ``clicks`` times (or to the game's end), checking every reply."""
    t = bt.GAMES[state["game"]]
    for k in range(clicks):
        if t.state.is_terminal():
            return state, markup, k
        act = pick(parse(markup).acts, rng)
        raw = web.handle(json.dumps({"op": "widget", "args": {"widget": "blot-table", "state": state,
                                                               "act": act, "inputs": {}}}))
        if check:
            assert_no_hidden(t, raw)
        reply = json.loads(raw)
        if reply["ok"]:
            markup = reply["result"]["html"]
            state = parse(markup).state
        else:
            assert reply["error"]["kind"] in ("IllegalMove", "RulesError"), reply
    return state, markup, clicks


@pytest.mark.slow
@pytest.mark.parametrize("layout,kinds", [
    ("3", ["human", "random", "random"]),
    ("2", ["human", "heuristic"]),
    ("4", ["random", "human", "heuristic", "random"]),
    ("5", ["human", "random", "random", "random", "strong"]),
    ("teams", ["human", "random", "human", "random"]),
    ("3", ["human", "human", "human"]),
])
def test_no_hidden_card_in_any_reply(layout, kinds):
    for seed in range(2):
        state, markup = new_game(layout, kinds, seed=seed)
        t = bt.GAMES[state["game"]]
        assert_no_hidden(t, markup)
        play_through(state, markup, random.Random(seed), 400)


def test_the_check_finds_a_leak():
    # The checker itself must be able to fail: a page that shows a bot's hand.
    state, markup = new_game("3", ["human", "random", "random"])
    t = bt.GAMES[state["game"]]
    bot_card = t.state.hand(1)[0]
    with pytest.raises(AssertionError):
        assert_no_hidden(t, markup + "<span>" + bot_card.code + "</span>")
    with pytest.raises(AssertionError):
        assert_no_hidden(t, markup + "<span title='" + bot_card.colour + " " + str(bot_card.value) + "'>")


def test_page_state_holds_only_an_id_and_a_seat():
    state, markup = new_game("4", ["human", "random", "random", "random"])
    assert set(state) == {"game", "seat"}
    assert re.fullmatch(r"[0-9a-f]{12}", state["game"])


# -- acts --------------------------------------------------------------------------


def _fresh(layout: str = "3", kinds: list[str] | None = None, mode: str = "game", seed: int = 3) -> bt.Table:
    state, _ = new_game(layout, kinds or ["human", "random", "random"], mode, seed)
    return bt.GAMES[state["game"]]


def _act(t: bt.Table, act: dict[str, Any]) -> dict[str, Any]:
    return call({"game": t.id}, act)


def test_a_legal_play_moves_the_card_and_the_bots_answer():
    t = _fresh()
    st = t.state
    assert st.current_player == 0  # seat 0 starts round 1
    play = next(a for a in st.legal_actions() if isinstance(a, Play))
    assert _act(t, {"card": play.card.code})["ok"]
    reply = _act(t, {"tile": play.tile})
    assert reply["ok"]
    assert play.card not in st.hand(0)
    # both bots played after the reader: it is the reader's turn again
    assert st.current_player == 0 and len(st.hand(1)) == len(st.hand(2)) == 7
    assert play.card.code in reply["result"]["html"]  # the card now lies on its tile


def test_an_unplayable_card_says_why():
    for seed in range(40):
        t = _fresh(seed=seed)
        st = t.state
        # play until a ceremony is open and seat 0 holds its requested colour and another
        for _ in range(6):
            if st.phase != "play" or st.current_player != 0:
                break
            legal = {a.card for a in st.legal_actions() if isinstance(a, Play)}
            bad = [c for c in st.hand(0) if c not in legal]
            if bad:
                reply = _act(t, {"card": bad[0].code})
                assert not reply["ok"]
                if reply["error"]["reason"] is None:  # different reasons on different tiles
                    assert reply["error"]["message"].count("On the ") >= 2
                    return
                code = reply["error"]["reason"]["code"]
                assert code in ("must_follow", "tile_colour_opening")
                if code == "must_follow":  # independent check of the rule
                    open_colours = {on[0][1].colour for col in st.tiles_in_play() if (on := st.tile_cards(col))}
                    assert any(c.colour in open_colours for c in st.hand(0))
                    assert bad[0].colour not in open_colours
                return
            a = next(a for a in st.legal_actions() if isinstance(a, Play))
            _act(t, {"card": a.card.code})
            _act(t, {"tile": a.tile})
    pytest.fail("no unplayable card met in 40 games")


def _drive_until(t: bt.Table, want: str, rng: random.Random, limit: int = 400) -> bool:
    """Make the reader's choices at random until the reader must ``want`` (give/starter)."""
    st = t.state
    for _ in range(limit):
        if st.is_terminal():
            return False
        if st.phase == want and st.current_player == t.viewer:
            return True
        if st.phase == "deal":
            assert _act(t, {"next": 1})["ok"]
            continue
        a = rng.choice(st.legal_actions())
        if isinstance(a, Play):
            _act(t, {"card": a.card.code})
            assert _act(t, {"tile": a.tile})["ok"]
        elif isinstance(a, Give):
            assert _act(t, {"give": a.divinity})["ok"]
        else:
            assert _act(t, {"starter": a.seat})["ok"]
    return False


def test_the_reader_gives_the_tile_and_chooses_the_starter():
    rng = random.Random(5)
    for seed in range(20):
        t = _fresh(seed=seed)
        if not _drive_until(t, "give", rng):
            continue
        st = t.state
        markup = _act(t, {})["result"]["html"]
        gives = [a["give"] for a, cls in parse(markup).acts if "give" in a and "bt-ok" in cls]
        assert gives and st.masked not in gives
        before = len(st.holders())
        assert _act(t, {"give": gives[0]})["ok"]
        assert st.holders()[gives[0]] and len(st.holders()) == before + 1
        masked = _act(t, {"give": st.masked})  # never legal: refused with the reason, nothing changes
        assert not masked["ok"]
        break
    else:
        pytest.fail("the reader never had a tile to give")
    for seed in range(20):
        t = _fresh(seed=seed)
        if not _drive_until(t, "starter", rng):
            continue
        markup = _act(t, {})["result"]["html"]
        done = len(t.state.deals)
        assert f"<caption>Round {done} " in markup  # the round's breakdown is shown with the choice
        assert _act(t, {"starter": 2})["ok"]
        st = t.state
        assert st.phase == "play" and st.starters[-1] == 2 and len(st.deals) == done + 1
        return
    pytest.fail("the reader never chose a starter")


def test_the_next_round_waits_for_the_reader():
    rng = random.Random(2)
    t = _fresh(kinds=["human", "random", "random"], seed=8)
    st = t.state
    while len(st.tricks(0)) < 8:
        a = rng.choice(st.legal_actions())
        if isinstance(a, Play):
            _act(t, {"card": a.card.code})
            _act(t, {"tile": a.tile})
        elif isinstance(a, Give):
            _act(t, {"give": a.divinity})
        else:
            break
    if st.phase == "deal":
        assert len(st.deals) == 1  # paused: round 1 is over and scored, no new deal yet
        markup = _act(t, {})["result"]["html"]
        assert "Running totals" in markup and "Deal round 2" in markup
        assert _act(t, {"next": 1})["ok"]
        assert len(st.deals) == 2


def test_undo_in_practice_and_refusal_in_game_mode():
    t = _fresh(mode="practice")
    st = t.state
    hand = st.hand(0)
    a = next(a for a in st.legal_actions() if isinstance(a, Play))
    _act(t, {"card": a.card.code})
    _act(t, {"tile": a.tile})
    assert len(st.history) > 3
    assert _act(t, {"undo": 1})["ok"]
    assert st.hand(0) == hand and st.current_player == 0 and st.tile_cards(a.tile) == ()
    nothing = _act(t, {"undo": 1})
    assert not nothing["ok"] and "Nothing" in nothing["error"]["message"]
    g = _fresh(mode="game")
    for act in ({"undo": 1}, {"hint": 1}, {"legal": 1}, {"download": 1}):
        reply = _act(g, act)
        assert not reply["ok"] and reply["error"]["kind"] == "RulesError", act


def test_practice_hint_and_legal_list():
    t = _fresh(mode="practice")
    legal = {(a.card.code, a.tile) for a in t.state.legal_actions()}
    markup = _act(t, {"legal": 1})["result"]["html"]
    for c, tile in legal:
        assert f"play {c} on the {tile} tile" in markup
    hint = _act(t, {"hint": 1})["result"]["html"]
    found = re.search(r"Hint from the strong bot: <strong>play (\w+) on the (\w+) tile", hint)
    assert found and (found.group(1), found.group(2)) in legal


def test_hot_seat_passes_the_device():
    state, markup = new_game("3", ["human", "human", "random"], seed=4)
    t = bt.GAMES[state["game"]]
    a = next(a for a in t.state.legal_actions() if isinstance(a, Play))
    _act(t, {"card": a.card.code})
    markup = _act(t, {"tile": a.tile})["result"]["html"]
    assert "Pass the device to West" in markup and "bt-hand" not in markup
    refused = _act(t, {"card": t.state.hand(1)[0].code})
    assert not refused["ok"]
    shown = _act(t, {"reveal": 1})["result"]["html"]
    assert t.viewer == 1 and "Your hand (West)" in shown
    for c in t.state.hand(1):
        assert c.code in shown


@pytest.mark.slow
def test_download_only_when_over_or_confirmed_in_practice():
    t = _fresh(mode="practice")
    warn = _act(t, {"download": 1})["result"]["html"]
    assert "Careful" in warn and "data:application/json" not in warn
    link = _act(t, {"download": "confirm"})["result"]["html"]
    assert "data:application/json" in link
    # a finished game: the record replays to the same scores
    t = _fresh(mode="game", seed=9)
    state = {"game": t.id}
    play_through(state, _act(t, {})["result"]["html"], random.Random(1), 2000, check=False)
    assert t.state.is_terminal()
    markup = _act(t, {"download": 1})["result"]["html"]
    href = html.unescape(re.search(r'href="([^"]+)"', markup).group(1))
    from urllib.parse import unquote
    text = unquote(href.split(",", 1)[1])
    replayed = Record.loads(text).replay()
    assert replayed.totals() == t.state.totals() and replayed.is_terminal()
    assert "Winner" in markup


def test_storage_round_trip_restores_the_game():
    t = _fresh(mode="practice", seed=11)
    a = next(a for a in t.state.legal_actions() if isinstance(a, Play))
    _act(t, {"card": a.card.code})
    _act(t, {"tile": a.tile})
    saved = json.loads(blot_table.persist_take())
    assert t.id in saved and json.loads(blot_table.persist_take()) == {}
    before = str(t.state)
    del bt.GAMES[t.id]
    assert "not stored" in _act(t, {})["result"]["html"]
    assert blot_table.persist_load(json.dumps({t.id: saved[t.id], "junk": "{}"})) == 1
    again = bt.GAMES[t.id]
    assert str(again.state) == before and again.kinds == t.kinds and again.mode == "practice"
    assert _act(again, {"undo": 1})["ok"]  # the restored game still undoes


def test_goto_from_the_url_and_missing_games():
    t = _fresh()
    reply = call({"layout": "4"}, {"goto": "blot-" + t.id})
    assert parse(reply["result"]["html"]).state == {"game": t.id, "seat": 0}
    assert 'data-hash="blot-' + t.id + "." + bt.saving.encode(t) + '"' in reply["result"]["html"]
    gone = call({"layout": "4"}, {"goto": "blot-0123456789ab"})["result"]["html"]
    assert "not stored" in gone and "New game" in gone


def _link(markup: str) -> str:
    return re.search(r'data-hash="(blot-[^"]+)"', markup).group(1)


def test_a_link_opens_the_same_game_where_it_is_not_stored():
    """A second browser (the game not kept): the link alone rebuilds the game,
    the same hands, totals and whose turn; the next deals come from the same seed."""
    rng = random.Random(2)
    t = _fresh(layout="4", kinds=["human", "random", "heuristic", "random"], seed=21)
    assert _drive_until(t, "starter", rng) or t.state.is_terminal() or len(t.state.deals) > 1
    link = _link(_act(t, {})["result"]["html"])
    before, hand = str(t.state), t.state.hand(t.viewer)
    del bt.GAMES[t.id]
    reply = call({"layout": "4"}, {"goto": link})
    assert reply["ok"], reply
    again = bt.GAMES[t.id]
    assert again is not t and str(again.state) == before and again.state.hand(again.viewer) == hand
    assert again.state.totals() == t.state.totals() and again.kinds == t.kinds
    # the chance to come is the same: deal the next round in both
    for table in (t, again):
        while table.state.phase != "deal" and not table.state.is_terminal():
            legal = table.state.legal_actions()
            bt.play.decide(table, legal[0])
        table.deals_allowed = len(table.state.deals) + 1
        bt.advance(table)
    assert [t.state.hand(s) for s in range(4)] == [again.state.hand(s) for s in range(4)]


def test_a_shared_hot_seat_link_shows_no_hand_until_a_player_claims_it():
    t = _fresh(layout="3", kinds=["human", "human", "random"], seed=4)
    link = _link(_act(t, {})["result"]["html"])
    del bt.GAMES[t.id]
    markup = call({"layout": "4"}, {"goto": link})["result"]["html"]
    again = bt.GAMES[t.id]
    assert again.viewer == -1 and "bt-pass" in markup and "bt-hand-card" not in markup
    assert_no_hidden(again, markup)
    p = again.claimant()
    shown = _act(again, {"reveal": p})["result"]["html"]
    assert again.viewer == p and "bt-hand-card" in shown


@pytest.mark.parametrize("token", ["", "x" * 9000, "not*base64", "eJwrSS0uAQAEXQHB",  # zlib of "test"
                                   "AAAA"])
def test_a_damaged_link_is_refused_with_a_sentence(token: str) -> None:
    reply = call({"layout": "4"}, {"goto": "blot-0123456789ab." + token})
    if not token:
        assert "not stored" in reply["result"]["html"]
    else:
        assert not reply["ok"] and reply["error"]["kind"] != "internal" and "link" in reply["error"]["message"]


def test_a_link_whose_moves_do_not_replay_is_refused() -> None:
    t = _fresh(seed=8)
    body = bt.saving.decode(bt.saving.encode(t))
    body["a"] = "R10g.R10g" if body["a"] else "R10g"
    import base64
    import zlib
    token = base64.urlsafe_b64encode(zlib.compress(json.dumps(body).encode())).decode().rstrip("=")
    reply = call({"layout": "4"}, {"goto": "blot-0123456789ab." + token})
    assert not reply["ok"] and "does not replay" in reply["error"]["message"]


def test_storage_writes_no_hand_out():
    """What the worker keeps in IndexedDB: the token (seed and decisions), no
    hand, no record: no card code of any hand appears in it."""
    t = _fresh(seed=12)
    saved = json.loads(blot_table.persist_take())[t.id]
    snap = json.loads(saved)
    assert set(snap) == {"v", "token", "viewer", "touched"}
    for s in range(t.state.n):
        for c in t.state.hand(s):
            assert c.code not in saved.replace(snap["token"], "")


def test_build_time_render_is_the_set_up_form():
    markup = web.render_widget("blot-table", {"layout": "teams"})
    acts = [a for a, _ in parse(markup).acts]
    assert {"new": 1} in acts and {"layout": "5"} in acts
    assert markup.count("<select") == 5  # four seats and the mode
    assert "team A" in markup and "team B" in markup


def test_at_least_one_human():
    reply = call({"layout": "3"}, {"new": 1}, {"seat0": "random", "seat1": "random", "seat2": "random"})
    assert not reply["ok"] and "human" in reply["error"]["message"]


def test_old_games_are_dropped_and_forgotten_in_storage():
    ids = [_fresh(seed=s).id for s in range(bt.MAX_GAMES + 2)]
    assert len(bt.GAMES) <= bt.MAX_GAMES and ids[-1] in bt.GAMES
    saved = json.loads(blot_table.persist_take())
    dropped = [i for i in ids if i not in bt.GAMES]
    assert dropped and all(saved.get(i, "x") is None for i in dropped)


def test_human_decisions_use_the_engine():
    # a tampered act (a card the reader does not hold) is refused with the engine's reason
    t = _fresh()
    other = t.state.hand(1)[0]
    reply = _act(t, {"card": other.code})
    assert not reply["ok"] and reply["error"]["reason"]["code"] == "card_not_in_hand"
    assert card(other.code) in t.state.hand(1)


@pytest.mark.slow
def test_a_finished_game_says_the_winner_first_where_the_last_card_was_played():
    """The status line names the winner with the points; the totals and the
    result come next, before the tiles; each round's breakdown is folded."""
    t = _fresh(mode="game", seed=9)
    play_through({"game": t.id}, _act(t, {})["result"]["html"], random.Random(1), 2000, check=False)
    assert t.state.is_terminal()
    markup = _act(t, {})["result"]["html"]
    res = t.state.result()
    status = re.search(r'class="bt-status"[^>]*><strong>([^<]*)</strong>', markup).group(1)
    winner = t.labels[res.winners[0]]
    assert status.startswith("Game over: ") and winner in status and str(res.totals[res.winners[0]]) in status
    assert markup.index("bt-scores") < markup.index("bt-tiles")
    assert markup.index("Winner") < markup.index("<details><summary>Every round, scored")
