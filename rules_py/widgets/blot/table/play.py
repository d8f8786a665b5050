"""Playing a ``blot-table`` game: chance and the bots act in turn
(`advance`) until a human seat must decide, and the reader's acts
become the engine's actions (`game_act`).

Each decision is narrated in every language before it is applied (the
narration reads the state before it).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable
from typing import Any, cast

from ....blot.bots import StrongBot, make_bot
from ....blot.cards import COLOURS, DIVINITIES
from ....blot.cards import card as parse_card
from ....render.cards import said_words
from ....render.commentary import describe
from ....blot.game import Action, BlotState, ChooseStarter, Deal, Give, Play
from ....blot.observation import Observation, observe
from ....errors import IllegalMove, RulesError
from ....i18n.messages import LANGUAGES, tr, using
from ...registry import State, get_int, get_str
from . import drawing
from .games import LAYOUTS, Table, store

#: the strong bot's search, sized so one decision stays under about a second in the page
STRONG_WORLDS, STRONG_BUDGET = 12, 0.5
#: the hint's search (the reader asked for it, and waits for it)
HINT_BUDGET = 0.8
ACTS = ("layout", "new", "goto", "setup", "card", "tile", "give", "starter", "next", "reveal",
        "undo", "legal", "hint", "download", "study")


def _bot_for(kind: str) -> Any:
    if kind == "strong":
        return StrongBot(worlds=STRONG_WORLDS, time_budget=STRONG_BUDGET)
    return make_bot(kind)  # a level: its fixed budget, so a seeded table replays


def _narrate(say: Callable[[], str]) -> dict[str, str]:
    """``say()`` (a text in the current language) in every language."""
    texts = {}
    for lang in LANGUAGES:
        with using(lang):
            texts[lang] = say()
    return texts


def apply_action(t: Table, action: Action) -> None:
    """Apply a decision, narrating it first (the narration reads the state before)."""
    text = _narrate(lambda: describe(t.state, action, t.labels))
    player = getattr(action, "player")
    if 0 <= player < len(t.kinds) and t.kinds[player] != "human":
        t.said.append(said_words(action, t.labels, t.state))
    t.state.apply(action)
    t.log.append((len(t.state.history) - 1, text))
    t.seen[player] = len(t.state.history)


def _deal(t: Table) -> None:
    """The chance step: deal a round (the log restarts: it shows one deal)."""
    st = t.state
    st.apply(st.sample_chance(t.chance))
    n = len(st.deals)

    def say() -> str:
        text = tr("Round {n} is dealt; {divinity} is masked by the counting card; {player} starts.", n=n,
                  divinity=st.masked, player=t.labels[cast(int, st.current_player)])  # just dealt: a seat starts
        return text + (tr(" Every other divinity card has turned over.") if n > 1 else "")
    t.log = [(len(st.history) - 1, _narrate(say))]
    t.seen = {}


def resolve_chance(t: Table, deal: bool) -> bool:
    """Draw the chance steps due now (faces, and a deal when ``deal`` or when
    the reader asked for it: ``deals_allowed``); whether the game went on."""
    st = t.state
    moved = False
    while st.is_chance_node() and not st.is_terminal():
        if st.phase == "faces":
            st.apply(st.sample_chance(t.chance))
        elif deal or len(st.deals) < t.deals_allowed:
            _deal(t)
        else:
            break
        moved = True
    return moved


def advance(t: Table) -> None:
    """Let chance and the bots act until a human must decide, the game ends,
    or a round is over (the next deal waits for the reader's "next round")."""
    st = t.state
    while not st.is_terminal():
        if st.is_chance_node():
            if not resolve_chance(t, deal=False):
                return
            continue
        seat = cast(int, st.current_player)  # neither over nor chance: a seat is to act
        if t.kinds[seat] == "human":
            if len(t.humans()) == 1:
                t.viewer = seat
            return
        apply_action(t, _bot_for(t.kinds[seat]).choose(observe(st, seat), t.rng))


def new_table(layout: str, kinds: list[str], mode: str, seed: int | None = None) -> Table:
    """Set up a table, deal round 1 and let bots play up to the first human decision."""
    players, variant = LAYOUTS[layout]
    if "human" not in kinds:
        raise RulesError(tr("Make at least one seat human: that is you."))
    seed = seed if seed is not None else secrets.randbits(64)
    # The bots' own generator comes from the seed too: a seeded game is the same game.
    t = Table(secrets.token_hex(6), BlotState(players, variant), tuple(kinds), mode, layout,
              random.Random("bots " + str(seed)), viewer=kinds.index("human"), seed=seed,
              chance=random.Random(seed))
    advance(t)
    store(t)
    return t


# --------------------------------------------------------------------------
# The reader's decisions


def _check(t: Table, action: Action) -> None:
    why = t.state.explain(action)
    if why is not None:
        raise IllegalMove(why, action)


def _select(t: Table, code: str) -> None:
    """Select a card of the viewer's hand, or raise the engine's reason why
    it cannot be played anywhere now."""
    st = t.state
    try:
        c = parse_card(code)
    except ValueError as exc:
        raise RulesError(str(exc)) from None
    tiles = st.tiles_in_play() or list(COLOURS)
    reasons = [st.explain(Play(t.viewer, c, tile)) for tile in tiles]
    if any(r is None for r in reasons):
        t.selected = c.code
        return
    texts = sorted({r.en for r in reasons if r is not None})
    if len(texts) == 1:
        first = next(r for r in reasons if r is not None)
        raise IllegalMove(first, Play(t.viewer, c, tiles[0]))
    raise RulesError(" ".join(tr("On the {tile} tile: {reason}", tile=tile, reason=r.message())
                              for tile, r in zip(tiles, reasons) if r))


def decide(t: Table, action: Action) -> None:
    """Check and apply the viewer's ``action``, then let the bots answer."""
    _check(t, action)
    apply_action(t, action)
    t.selected = None
    if isinstance(action, ChooseStarter):
        t.deals_allowed = len(t.state.deals) + 1
    advance(t)


def _undo(t: Table) -> None:
    """Take back the last decision of a human seat in this deal (and what followed)."""
    if t.mode != "practice":
        raise RulesError(tr("Undo is for practice games; this is a game for real."))
    st = t.state
    hist = st.history
    start = max(i for i, a in enumerate(hist) if isinstance(a, Deal)) + 1
    mine = [i for i in range(start, len(hist)) if getattr(hist[i], "player", -1) in t.humans()]
    if not mine:
        raise RulesError(tr("Nothing of yours to undo since this round was dealt."))
    while len(st.history) > mine[-1]:
        st.undo()
    t.log = [(i, text) for i, text in t.log if i < mine[-1]]
    t.viewer = cast(int, st.current_player)  # back at one of the reader's own moves
    t.selected = None


def _deciding(t: Table) -> Observation:
    """The viewer's observation, when the viewer has something to decide."""
    obs = observe(t.state, t.viewer)
    if not obs.legal:
        raise RulesError(tr("There is nothing for you to decide now."))
    return obs


def _hint(t: Table) -> Action:
    """The strong bot's choice for the viewer, from the viewer's observation only."""
    return StrongBot(worlds=STRONG_WORLDS, time_budget=HINT_BUDGET).choose(_deciding(t), t.rng)


def _download(t: Table, value: Any) -> None:
    if t.state.is_terminal() or (t.mode == "practice" and value == "confirm"):
        t.reveal = True
        return
    if t.mode != "practice":
        raise RulesError(tr("The record shows every hand: it can be downloaded when the game is over."))
    t.notice = drawing.download_warning()


def game_act(t: Table, kind: str, act: State) -> None:
    """Apply one act to a stored game (see the package docstring)."""
    t.notice, t.reveal = None, False
    if kind == "reveal":
        seat = get_int(act, "reveal", -1)
        if seat != t.claimant():
            raise RulesError(tr("Only the player whose turn it is may look at their hand now."))
        t.viewer = seat
    elif t.passing() and kind not in ("undo", "download"):
        raise RulesError(tr("Pass the device to {player} first.", player=t.labels[t.claimant() or 0]))
    elif kind == "card":
        _select(t, get_str(act, "card", ""))
    elif kind == "tile":
        if t.selected is None:
            raise RulesError(tr("Choose a card of your hand first."))
        decide(t, Play(t.viewer, parse_card(t.selected), get_str(act, "tile", "", choices=COLOURS)))
    elif kind == "give":
        decide(t, Give(t.viewer, get_str(act, "give", "", choices=DIVINITIES)))
    elif kind == "starter":
        decide(t, ChooseStarter(t.viewer, get_int(act, "starter", -1)))
    elif kind == "next":
        t.deals_allowed = len(t.state.deals) + 1
        advance(t)
    elif kind == "undo":
        _undo(t)
    elif kind in ("legal", "hint"):
        if t.mode != "practice":
            raise RulesError(tr("Hints and the list of legal moves are for practice games."))
        t.notice = drawing.hint(t, _hint(t)) if kind == "hint" else drawing.legal_list(t, _deciding(t).legal)
    elif kind == "download":
        _download(t, act.get("download"))
    elif kind == "study":  # two players: the study shows the cards set aside, so only once asked
        if not t.state.is_terminal():
            raise RulesError(tr("The study shows every hand: it can be made when the game is over."))
        t.reveal = True
    store(t)


__all__ = ["ACTS", "STRONG_BUDGET", "STRONG_WORLDS", "advance", "apply_action", "decide", "game_act", "new_table",
           "resolve_chance"]
