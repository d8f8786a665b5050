"""One bot protocol and one roster shape for both games (:mod:`rules_py.selfplay`).

Each game's roster holds each fact of a bot once (name, level, the label key
a page shows, whether a picker offers it, aliases); an unknown name raises
:class:`OptionError` listing the names, a bad option :class:`OptionError`
too, and an error raised inside a bot is that error, never "unknown bot".
"""

from __future__ import annotations

import random

import pytest

from rules_py import bot_names, make_bot, new_game, play_out, selfplay
from rules_py.blokus import bots as blokus_bots
from rules_py.blot import bots as blot_bots
from rules_py.errors import OptionError
from rules_py.selfplay import BotEntry, Roster


@pytest.mark.parametrize("game,roster", [("blot", blot_bots.ROSTER), ("duo", blokus_bots.ROSTER)])
def test_each_game_has_one_roster_that_the_front_door_reads(game: str, roster: Roster) -> None:
    assert bot_names(game) == roster.names
    for entry in roster.entries:
        bot = make_bot(game, entry.name)
        assert isinstance(bot, selfplay.Bot) and bot.name == entry.name
        for alias in entry.aliases:
            assert roster.entry(alias) is entry
    shown = roster.picker()
    assert shown and all(e.label for e in shown)
    levels = [e.level for e in roster.entries if e.level is not None]
    assert levels == sorted(levels) == list(range(1, len(levels) + 1))


def test_the_roster_keeps_the_old_tables() -> None:
    assert blot_bots.BOT_NAMES == ("random", "heuristic", "strong", "level1", "level2", "level3", "level4",
                                   "max", "level5")
    assert blot_bots.LEVEL_ALIASES == {"level5": "level4"}
    assert set(blot_bots.LEVELS) == {"level1", "level2", "level3", "level4", "max"}
    assert tuple(blokus_bots.BOTS) == ("random", "greedy", "strong", "level1", "level2", "level3", "level4",
                                       "level5", "level6", "max")


def test_unknown_names_and_bad_options_are_option_errors() -> None:
    with pytest.raises(OptionError) as caught:
        blot_bots.make_bot("grandmaster")
    assert caught.value.valid == blot_bots.BOT_NAMES
    with pytest.raises(OptionError):
        blokus_bots.make_bot("strong", cleverness=1)
    with pytest.raises(OptionError):
        blot_bots.make_bot("level3", worlds=5)  # a level's budget is fixed


def test_an_error_inside_a_bot_is_that_error() -> None:
    with pytest.raises(ValueError) as caught:
        make_bot("duo", "strong", playouts=0)  # the bot refuses its option itself
    assert not isinstance(caught.value, OptionError)

    def broken() -> selfplay.AnyBot:
        raise KeyError("a table the bot reads")

    roster = Roster("Test", [BotEntry("broken", broken, "raises while it is built")])
    with pytest.raises(KeyError, match="a table the bot reads"):
        roster.make("broken")


def test_one_protocol_plays_both_games() -> None:
    for game, names in (("blot", ["random"] * 4), ("duo", ["random", "greedy"])):
        state = new_game(game)
        play_out(state, [make_bot(game, n) for n in names], random.Random(3))
        assert state.is_over


def test_the_pages_pickers_offer_the_rosters_bots_in_its_words() -> None:
    from rules_py.widgets.blokus import play as blokus_play
    from rules_py.widgets.blot.table import games

    assert games.PICKER[1:] == tuple(e.name for e in blot_bots.ROSTER.picker())
    assert games.KIND_LABEL["level5"] == games.KIND_LABEL["level4"] == "level 4 (expert)"
    # The Blokus page imports no bot until one plays: it reads its seats from
    # the levels' table, which the roster reads too (levels first, then the others).
    shown = sorted(blokus_bots.ROSTER.picker(), key=lambda e: e.level is None)
    assert blokus_play.SEATS[1:] == tuple(e.name for e in shown)
    assert {k: v for k, v in blokus_play.SEAT_TEXT.items() if k != "human"} == {e.name: e.label for e in shown}


def test_the_editors_seat_codes_name_only_roster_bots() -> None:
    """The Blokus editor's link codes and the BLOT deal composer's seat kinds
    (link codecs, kept where they are) name the reader or a roster bot."""
    from rules_py.widgets.blokus import editor
    from rules_py.widgets.blot.editor import draft

    assert set(editor.SEAT_CODES) - {"human"} == {e.name for e in blokus_bots.ROSTER.picker()}
    assert set(draft.KINDS) - {"author"} <= set(blot_bots.ROSTER.names)
