"""The BLOT deal composer (``blot-editor``): deal checks, the link, the record.

Every refusal reason of :mod:`rules_py.widgets.blot.editor.draft` is raised
by a change that leaves the draft (and the widget's state) as it was; the
link decodes what it encodes and refuses malformed links with a
``RecordError`` code and where; the saved record replays with
``rules_py.load_record`` and keeps the comments.
"""

from __future__ import annotations

import base64
import copy
import json
import random
import zlib

import pytest

import rules_py
from rules_py.blot.game import BlotState, Play
from rules_py.blot.record import Record
from rules_py.errors import RecordError, RulesError
from rules_py.i18n import messages
from rules_py.widgets import registry
from rules_py.widgets.blot.editor import link
from rules_py.widgets.blot.editor.draft import ASIDE, DealRefused, Draft

SEEDED = Draft().seeded(7)


def _widget() -> registry.Widget:
    return registry.get("blot-editor")


def _refused(change, code: str, d: Draft) -> DealRefused:
    before = copy.deepcopy(d.to_state())
    with pytest.raises(DealRefused) as info:
        change()
    assert info.value.code == code, str(info.value)
    assert d.to_state() == before  # nothing changed
    return info.value


def _full_hand(d: Draft, seat: int) -> Draft:
    for c in d.variant.deck[: d.variant.hand_size]:
        d = d.place(c.code, seat)
    return d


# ------------------------------------------------------------------ deal checks


def test_placing_counts_what_each_hand_needs() -> None:
    d = Draft().place("G3", 0).place("B10", 1).place("B10", 2)  # moved from West to North
    assert d.owner("G3") == 0 and d.owner("B10") == 2 and d.needs() == [7, 8, 7, 8]
    assert d.place("G3", 0).owner("G3") is None  # the same hand again: taken back
    assert not d.complete()


@pytest.mark.parametrize("code,change", [
    ("not_a_card", lambda d: d.place("Z9", 0)),
    ("not_a_card", lambda d: d.place("G11", 0)),
    ("not_in_deck", lambda d: d.place("G1", 0)),  # four players: no 1s and 2s
    ("no_such_seat", lambda d: d.place("G3", 4)),
    ("no_such_seat", lambda d: d.place("G3", True)),
    ("no_such_seat", lambda d: d.with_first(5)),
    ("no_aside", lambda d: d.place("G3", ASIDE)),
    ("bad_face", lambda d: d.with_face("Odin", "C")),
    ("bad_face", lambda d: d.with_face("Zeus", "A")),
    ("no_such_layout", lambda d: d.with_layout("6")),
])
def test_each_refusal_changes_nothing(code: str, change) -> None:
    d = Draft().place("G5", 1)
    _refused(lambda: change(d), code, d)


def test_a_full_hand_refuses_a_ninth_card() -> None:
    d = _full_hand(Draft(), 0)
    err = _refused(lambda: d.place("Y10", 0), "hand_full", d)
    assert "South" in str(err) and "8" in str(err)
    # moving a card out of the full hand into another hand is fine
    assert d.place("G3", 1).needs()[0] == 1


def test_the_set_aside_cards_are_counted_and_capped() -> None:
    d = Draft().with_layout("2")
    assert d.variant.removed == 8 and d.aside_needs() == 8
    for c in d.variant.deck[:8]:
        d = d.place(c.code, ASIDE)
    assert d.aside_needs() == 0
    _refused(lambda: d.place("Y10", ASIDE), "aside_full", d)
    _refused(lambda: d.place("G1", 0), "not_in_deck", d)  # two players: 32 cards too


def test_an_incomplete_deal_says_who_needs_how_many() -> None:
    d = _full_hand(Draft(), 0).place("Y10", 2)
    err = _refused(d.check_complete, "incomplete", d)
    assert "West needs 8 more" in str(err) and "North needs 7 more" in str(err) and "South" not in str(err)
    full = Draft().with_layout("2").filled(random.Random(1))
    full.check_complete()
    d2 = full.place(full.aside[0], ASIDE)  # one card taken back from the cards set aside
    assert not d2.complete()
    with pytest.raises(DealRefused, match="1 more to set aside"):
        d2.check_complete()


def test_the_deal_cannot_change_under_moves() -> None:
    d = SEEDED
    st = d.replay()
    a = st.legal_actions()[0]
    played = Draft.from_state({**d.to_state(), "moves": [a.card.code + a.tile[0]]})
    for change in (lambda: played.place("G3", 1), lambda: played.with_first(1), lambda: played.cleared(),
                   lambda: played.with_face("Odin", "B"), lambda: played.with_layout("3"),
                   lambda: played.seeded(3), lambda: played.filled(random.Random(0))):
        _refused(change, "has_moves", played)


def test_refusals_speak_french_on_a_french_page() -> None:
    with messages.using("fr"):
        with pytest.raises(DealRefused) as info:
            _full_hand(Draft(), 0).place("Y10", 0)
    assert "La main de Sud a déjà ses 8 cartes" in str(info.value)


def test_the_widget_refuses_with_the_reason_and_keeps_its_state() -> None:
    w = _widget()
    state = w.act({**_full_hand(Draft(), 0).to_state(), "to": 0}, None, {})
    before = copy.deepcopy(state)
    with pytest.raises(RulesError, match="already holds its 8 cards"):
        w.act(state, {"card": "Y10"}, {})
    with pytest.raises(RulesError, match="not complete"):
        w.act(state, {"start": 1}, {})
    assert state == before


def test_a_seed_deals_like_the_play_page() -> None:
    st = BlotState(4)
    rng = random.Random(7)
    st.apply(st.sample_chance(rng))
    deal = st.sample_chance(rng)
    assert SEEDED.faces == "".join(st.faces)
    assert SEEDED.deal() == deal and SEEDED.complete()


def test_fill_completes_any_partial_deal() -> None:
    for layout in ("2", "3", "4", "5", "teams"):
        d = Draft().with_layout(layout).place("G5", 0).filled(random.Random(layout))
        assert d.complete() and d.owner("G5") == 0
        d.check_complete()
        assert d.new_state().explain(d.deal()) is None  # the deal is the deck: the engine agrees


# ------------------------------------------------------------------ playing


def _play_two(w: registry.Widget) -> dict:
    state = w.act(SEEDED.to_state(), {"start": 1}, {"title": "Two moves"})
    st = Draft.from_state(state).replay()
    first = next(a for a in st.legal_actions() if isinstance(a, Play))
    state = w.act(state, {"sel": first.card.code}, {"pending": "South opens"})
    state = w.act(state, {"tile": first.tile}, {})
    state = w.act(state, {"bot": 1}, {"pending": "West answers"})
    return state


def test_play_two_moves_with_comments_and_save_a_record_replay_reads() -> None:
    state = _play_two(_widget())
    d = Draft.from_state(state)
    assert len(d.moves) == 2 and d.notes == ["South opens", "West answers"]
    text = d.record().dumps()
    rec = Record.loads(text)
    assert rec.comments() == ["South opens", "West answers"] and rec.title == "Two moves"
    again = rules_py.load_record(text)
    assert again.history[-2:] == d.replay().history[-2:]
    assert Draft.from_record(rec).to_state() == {**d.to_state(), "kinds": ["author"] * 4}


def test_bots_play_their_seats_from_their_own_view() -> None:
    state = _widget().act(SEEDED.to_state(), {"start": 1},
                          {"kind0": "author", "kind1": "heuristic", "kind2": "random", "kind3": "level1"})
    d = Draft.from_state(state)
    assert d.moves == []  # South (the author) starts
    st = d.replay()
    a = next(x for x in st.legal_actions() if isinstance(x, Play))
    state = _widget().act({**state, "sel": a.card.code}, {"tile": a.tile}, {})
    d = Draft.from_state(state)
    assert len(d.moves) == 4 and d.replay().current_player == 0  # the three bots answered


def test_undo_takes_back_the_authors_move_and_the_bots_answers() -> None:
    w = _widget()
    state = w.act(SEEDED.to_state(), {"start": 1}, {"kind1": "heuristic", "kind2": "heuristic",
                                                    "kind3": "heuristic"})
    st = Draft.from_state(state).replay()
    a = next(x for x in st.legal_actions() if isinstance(x, Play))
    state = w.act({**state, "sel": a.card.code}, {"tile": a.tile}, {})
    assert len(state["moves"]) == 4
    assert w.act(state, {"undo": 1}, {})["moves"] == []


def test_a_script_plays_all_or_nothing() -> None:
    w = _widget()
    state = w.act(SEEDED.to_state(), {"start": 1}, {})
    st = Draft.from_state(state).replay()
    a = next(x for x in st.legal_actions() if isinstance(x, Play))
    st.apply(a)
    b = next(x for x in st.legal_actions() if isinstance(x, Play))
    script = f"{a} # the opening\n{b}\n"
    out = w.act(state, {"script": 1}, {"script": script})
    assert len(out["moves"]) == 2 and out["notes"] == ["the opening", ""]
    bad = f"{a}\n0: G3 on red\n"  # seat 0 is not to play the second move
    with pytest.raises(RulesError, match="Script line 2"):
        w.act(state, {"script": 1}, {"script": bad})
    with pytest.raises(RulesError, match="Script line 1"):
        w.act(state, {"script": 1}, {"script": "deal G3 | B4"})


def test_a_comment_goes_on_any_move() -> None:
    w = _widget()
    state = _play_two(w)
    state = w.act(state, {"annotate": 1}, {"at": "1", "note": "changed"})
    assert state["notes"] == ["changed", "West answers"]


# ------------------------------------------------------------------ the link


def test_the_link_round_trips() -> None:
    d = Draft.from_state(_play_two(_widget()))
    text = link.encode(d, "view", 2, 1)
    assert text.startswith("deal/1/") and len(text) < 600
    back, view = link.decode(text)
    assert back.to_state() == d.to_state() and view == {"mode": "view", "hide": 2, "step": 1}


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def _token(body: object) -> str:
    return "deal/1/" + _b64(json.dumps(body).encode())


def _body(**change: object) -> dict:
    return {"v": 1, **SEEDED.to_state(), "mode": "view", "hide": -1, "step": 0, **change}


@pytest.mark.parametrize("text,code,where", [
    ("play/duo", "syntax", "link"),
    ("deal/x/abc", "syntax", "link"),
    ("deal/2/abc", "value", "version"),
    ("deal/1/" + "A" * 6001, "too_large", "link"),
    ("deal/1/a+b", "encoding", "link"),
    ("deal/1/AAAA", "encoding", "link"),
    ("deal/1/" + _b64(b"{not json"), "syntax", None),
    ("deal/1/" + _b64(b"\xff\xfe"), "encoding", None),
    ("deal/1/" + _b64(b"[1]"), "type", "link"),
    ("deal/1/" + _b64(b" " * 70000), "too_large", "link"),
    (_token(_body(v=2)), "value", "v"),
    (_token(_body(extra=1)), "unknown_key", "extra"),
    (_token(_body(mode="edit")), "value", "mode"),
    (_token(_body(hide=4)), "value", "hide"),
    (_token(_body(step=3)), "value", "step"),
    (_token(_body(layout="9")), "value", "layout"),
    (_token(_body(faces="ABC")), "value", "faces"),
    (_token(_body(hands=[["G3", "G3"], [], [], []])), "value", "hands[0][1]"),
    (_token(_body(hands=[["G1"], [], [], []])), "value", "hands[0][0]"),
    (_token(_body(hands="G3")), "type", "hands"),
    (_token(_body(kinds=["author", "god", "author", "author"])), "value", "kinds"),
    (_token(_body(hands=[[], [], [], []], moves=["G3r"], notes=[""])), "value", "hands"),
    (_token(_body(moves=["zz"], notes=[""])), "value", "moves[0]"),
])
def test_a_malformed_link_is_refused_with_a_code_and_where(text: str, code: str, where: str | None) -> None:
    with pytest.raises(RecordError) as info:
        link.decode(text)
    assert info.value.code == code, info.value.to_dict()
    if where is not None:
        assert info.value.path == where, info.value.to_dict()


def test_a_link_with_an_illegal_move_names_it() -> None:
    st = SEEDED.replay()
    a = next(x for x in st.legal_actions() if isinstance(x, Play))
    not_south = next(c for c in SEEDED.hands[1])  # West's card, South to play
    body = _body(moves=[a.card.code + a.tile[0], a.card.code + a.tile[0], not_south + "r"], notes=["", "", ""])
    with pytest.raises(RecordError) as info:
        link.decode(_token(body))
    assert info.value.code == "illegal" and info.value.index == 1 and info.value.path == "moves[1]"


def test_the_widget_opens_a_link_and_says_why_a_bad_one_is_refused() -> None:
    w = _widget()
    state = _play_two(w)
    shared = w.act(state, {"view": 1}, {"hide": "0"})
    where = w.element(shared).attrs["data-hash"]
    opened = w.act({}, {"goto": where}, {})
    assert opened["moves"] == state["moves"] and opened["notes"] == state["notes"] and opened["mode"] == "view"
    html = str(w.element(opened))
    assert "South opens" not in html or "Only South" in html
    bad = w.act({}, {"goto": "deal/1/AAAA"}, {})
    assert bad["hands"] == [[], [], [], []]
    html = str(w.element(bad))
    assert "This link cannot be opened." in html and "Field link" in html
    with messages.using("fr"):
        assert "Ce lien ne peut pas être ouvert." in str(w.element(bad))


def test_the_viewer_hides_other_hands_until_the_end_or_a_reveal() -> None:
    w = _widget()
    state = w.act({**_play_two(w)}, {"view": 1}, {"hide": "1"})
    hidden = str(w.element(state))
    assert "Reveal every hand" in hidden and "Only West" in hidden
    shown = str(w.element(w.act(state, {"reveal": 1}, {})))
    assert "Reveal every hand" not in shown
    at_end = str(w.element(w.act(state, {"go": 2}, {})))
    assert "Reveal every hand" not in at_end and "West answers" in at_end


def test_a_record_opens_in_the_composer_and_a_bad_one_says_where() -> None:
    from rules_py.blot.record import example_text

    w = _widget()
    state = w.act({}, {"load": 1}, {"record": example_text("martin")})  # a file chosen: viewer.js sends load
    d = Draft.from_state(state)
    assert state["mode"] == "play"  # it has moves: the composer plays on from them
    rec = Record.loads(example_text("martin"))
    assert d.deal() == rec.rounds[0].deal and len(d.moves) == len(rec.rounds[0].actions)
    assert d.record().rounds[0].actions == rec.rounds[0].actions
    with pytest.raises(RulesError, match="This record cannot be opened: Line 1"):
        w.act({}, {"open": 1}, {"record": '{"game": "BLOT",'})
    with pytest.raises(RulesError, match="Field variant"):
        w.act({}, {"open": 1}, {"record": '{"game": "BLOT", "format": 1, "players": 6, "faces": [], "rounds": []}'})


def test_the_embed_snippet_frames_the_example_as_a_lesson() -> None:
    import html as html_lib
    import re

    w = _widget()
    state = w.act(_play_two(w), {"view": 1}, {"hide": "1"})
    for lang, page in (("en", "blot/editor/"), ("fr", "fr/blot/editor/")):
        with messages.using(lang):
            drawn = str(w.element(state))
        code = html_lib.unescape(re.search(r'<textarea[^>]*rp-embed-code[^>]*>(.*?)</textarea>', drawn, re.S).group(1))
        src = re.search(r'<iframe src="([^"]+)"', code).group(1)
        assert src.startswith(page + "?embed=1#deal/1/"), src  # embed mode: the example alone
        back, view = link.decode(src.split("#", 1)[1])
        assert back.moves == state["moves"] and view == {"mode": "view", "hide": 1, "step": 0}


def _refused_tile_state():
    """A composer state at a decision with a card selected that some tile refuses,
    and the refused (tile, reason) pairs the rules give."""
    w = _widget()
    state = w.act(SEEDED.to_state(), {"start": 1}, {})
    for _ in range(12):
        st = Draft.from_state(state).replay()
        seat = st.current_player
        for c in st.hand(seat):
            refused = [(t, st.explain(Play(seat, c, t))) for t in st.tiles_in_play()]
            refused = [(t, why) for t, why in refused if why is not None]
            if refused and len(refused) < len(st.tiles_in_play()):
                return w, {**state, "sel": c.code}, refused
        a = next(x for x in st.legal_actions() if isinstance(x, Play))
        state = w.act({**state, "sel": a.card.code}, {"tile": a.tile}, {})
    raise AssertionError("no card with a refused tile in the first moves")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refused_tile_says_why_in_words_on_the_page(lang: str) -> None:
    """Not only a tooltip: each tile the selected card may not go on is listed
    with the rules' reason, in the page's language."""
    with messages.using(lang):
        w, state, refused = _refused_tile_state()
        page = str(w.render(w.act(state, None, {})))
        listed = page.split('class="be-refused"', 1)[1].split("</ul>", 1)[0]
        for tile, why in refused:
            assert why.message().replace("'", "&#x27;") in listed or why.message() in listed
        assert listed.count("<li") == len(refused)
        assert ("Pas sur la tuile" if lang == "fr" else "Not on the") in listed
