"""The BLOT play heuristic: how a seat scores its plays and gifts from what it
knows (its hand and the public table), never from hidden cards.

The heuristic bot (`rules_py.blot.bots`) plays it from an observation;
the searches (`rules_py.blot.search`) play it for every seat of a
sampled world, each seat from its own view; the world weighting
(`rules_py.blot.worlds`) scores the others' plays with it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .actions import Action, ChooseStarter, Give, Play
from .cards import COLOURS, Card
from .scoring import Trick, round_totals, takes_lead
from .variants import ceremony_size, resolve

if TYPE_CHECKING:
    from .game import BlotState
    from .observation import Observation


def margin(totals: Sequence[int], me: int) -> float:
    """A scorer's points minus the mean of the other scorers' points."""
    others = [t for k, t in enumerate(totals) if k != me]
    return totals[me] - sum(others) / len(others)


# The heuristic reads a View: what the acting seat knows (its hand and the
# public table). The heuristic bot builds it from an Observation; the strong
# bot's playouts build it from a sampled world, taking from it only that
# seat's own hand and public facts, so a playout seat never peeks either.
# A playout's plays need only the View's Table (the tiles as the seat sees
# them), which it builds alone (`heuristic_play`).


class Table(NamedTuple):
    """What the play heuristic (`tile_scores`) reads: the acting seat,
    whether it has a partner, and the tiles as that seat sees them."""

    seat: int
    teams: bool
    size: int  # cards in a complete ceremony
    tiles: dict[str, Sequence[tuple[int, Card]]]
    leads: dict[str, tuple[int, Card] | None]  # per tile, the (seat, card) winning it so far
    top: dict[str, int]  # per colour, the highest value this seat cannot see (0: none)


class View(NamedTuple):
    """Everything the heuristic reads: the table, and the facts of the gift."""

    table: Table
    players: int
    round: int
    hand: tuple[Card, ...]
    faces: tuple[str, ...]
    holders: dict[str, str]
    tricks: tuple[Trick, ...]
    gift_tile: str | None
    legal: Sequence[Action]

    @property
    def seat(self) -> int:
        return self.table.seat

    @property
    def teams(self) -> bool:
        return self.table.teams

    @property
    def tiles(self) -> dict[str, Sequence[tuple[int, Card]]]:
        return self.table.tiles


def view_of_obs(obs: Observation) -> View:
    tiles: dict[str, Sequence[tuple[int, Card]]] = {t.colour: t.cards for t in obs.tiles}
    table = Table(obs.seat, obs.teams, ceremony_size(obs.players), tiles, _leads(tiles),
                   _top(obs.unseen_cards()))
    return View(table, obs.players, obs.round, obs.hand, tuple(f or "A" for f in obs.faces),
                 dict(obs.holders), obs.tricks, obs.gift_tile, obs.legal)


def view_of_state(st: BlotState, legal: Sequence[Action]) -> View:
    """The acting seat's view of a (sampled) world: own hand and public facts only."""
    seat = st.current_player
    assert seat is not None and seat >= 0, "a view is taken at a seat's decision"
    return View(table_of_state(st, seat), st.n, st.round, st.hand(seat), st.faces,
                 st.holders(), st.tricks(), st.gift_tile, legal)


def table_of_state(st: BlotState, seat: int) -> Table:
    """Seat ``seat``'s `Table` of a (sampled) world. Built at every step
    of every playout, so it reads the state's lists directly (it is used at
    once, before the state moves on)."""
    tiles: dict[str, Sequence[tuple[int, Card]]] = dict(zip(COLOURS, st.tile_cards_view))
    # The cards this seat cannot see are, as a set, the deck minus its hand
    # and the cards played: the other hands and the unseen pile, listed
    # without hashing the whole deck at every step.
    unseen = [c for s, h in enumerate(st.hands_view) if s != seat for c in h]
    unseen += st.removed_view
    return Table(seat, st.teams, ceremony_size(st.n), tiles, _leads(tiles), _top(unseen))


def _leads(tiles: dict[str, Sequence[tuple[int, Card]]]) -> dict[str, tuple[int, Card] | None]:
    """Per tile, the (seat, card) that wins its ceremony so far (``None`` on
    an empty tile): `takes_lead` card by card."""
    out: dict[str, tuple[int, Card] | None] = {}
    for t, on in tiles.items():
        lead = None
        for sc in on:
            if lead is None or takes_lead(sc[1], t, lead[1]):
                lead = sc
        out[t] = lead
    return out


def _ally(v: Table | View, seat: int) -> bool:
    return seat == v.seat or (v.teams and seat % 2 == v.seat % 2)


def play_score(v: View, p: Play) -> float:
    """How much the heuristic likes a play (higher is better):

    1. completing a ceremony that this seat (or its partner) then wins:
       100 minus the card's value, so the cheapest winning card is chosen;
    2. taking the lead of a ceremony with a card nobody can beat any more
       (no unseen card of the tile's colour above it, and none of the tile's
       colour at all if the card is not of it): 60 minus its value;
    3. any other play that completes nothing: minus the card's value (dump
       low cards, keep the high ones for ceremonies worth winning);
    4. completing a ceremony an opponent wins: -100 minus the card's value.
    """
    return card_score(v.table, p.card, p.tile)


def card_score(v: Table, c: Card, tile: str) -> float:
    """`play_score` of this seat putting ``c`` on ``tile``."""
    return tile_scores(v, tile, (c,))[0]


def tile_scores(v: Table, tile: str, cards: Sequence[Card]) -> list[float]:
    """`play_score` of this seat putting each of ``cards`` on ``tile``."""
    on = v.tiles[tile]
    lead = v.leads[tile]
    completes = len(on) + 1 == v.size
    out: list[float] = []
    for c in cards:
        if lead is None:
            winner, requested = v.seat, c.colour
        else:
            winner = v.seat if takes_lead(c, tile, lead[1]) else lead[0]
            requested = on[0][1].colour
        if completes:
            out.append((100 if _ally(v, winner) else -100) - c.value)
        elif winner == v.seat and _unbeatable(c, tile, requested, v.top):
            out.append(60 - c.value)
        else:
            out.append(-c.value)
    return out


def _top(unseen: Iterable[Card]) -> dict[str, int]:
    """Per colour, the highest value among ``unseen`` (0 when it holds none)."""
    top = dict.fromkeys(COLOURS, 0)
    for u in unseen:
        if u.value > top[u.colour]:
            top[u.colour] = u.value
    return top


def _unbeatable(c: Card, tile: str, requested: str, top: dict[str, int]) -> bool:
    """Whether no card this seat cannot see (``top``: the highest of each
    colour) could take from ``c`` the ceremony on ``tile`` whose requested
    colour is ``requested``."""
    if c.colour == tile:
        return top[tile] <= c.value
    return top[tile] == 0 and top[requested] <= c.value


def _give_score(v: View, g: Give) -> float:
    """The seat's margin if the round ended now with the tile given to ``g``'s
    divinity: the round so far scored with the public tricks and faces."""
    assert v.gift_tile is not None
    holders = dict(v.holders)
    holders[g.divinity] = v.gift_tile
    totals = round_totals(v.tricks, holders, v.faces, resolve(v.players, "teams" if v.teams else None))
    return margin(totals, v.seat % 2 if v.teams else v.seat)


#: Who the heuristic names to start the next round, counted in seats after
#: its own: the next seat, so that the chooser plays last in every turn and
#: sees the most before it acts. (In heuristic self-play, 60 games per player
#: count, the mean round score by position from the starter varied by about
#: one point, within noise: the position matters little.)
STARTER_OFFSET = 1


def play_scores(st: BlotState, plays: Sequence[Play]) -> list[float]:
    """The heuristic's score of each of ``plays`` (legal plays of the seat to
    act in ``st``), from that seat's view only (`rules_py.blot.worlds`
    weights worlds with it)."""
    seat = st.current_player
    assert seat is not None and seat >= 0, "plays are scored at a seat's decision"
    table = table_of_state(st, seat)
    return [card_score(table, p.card, p.tile) for p in plays]


def heuristic_choice(v: View) -> Action:
    """The heuristic's choice among ``v.legal`` (ties: the first listed)."""
    first = v.legal[0]
    if isinstance(first, Play):
        return max(v.legal, key=lambda a: play_score(v, a))  # type: ignore[arg-type]  # all Play, as the first
    if isinstance(first, Give):
        return max(v.legal, key=lambda a: _give_score(v, a))  # type: ignore[arg-type]  # all Give, as the first
    assert isinstance(first, ChooseStarter)
    return ChooseStarter(v.seat, (v.seat + STARTER_OFFSET) % v.players)


def heuristic_play(st: BlotState) -> Play:
    """The heuristic's play for the seat to act in ``st`` (in the play phase):
    `heuristic_choice` over ``st.legal_actions()``, first best score kept,
    scoring the cards tile by tile and building only the chosen `rules_py.blot.actions.Play`."""
    seat = st.seat_to_act
    groups = st.playable()
    if len(groups) == 1 and len(groups[0][1]) == 1:
        return Play(seat, groups[0][1][0], groups[0][0])
    table = table_of_state(st, seat)
    best: tuple[Card, str] | None = None
    best_score = 0.0
    for tile, cards in groups:
        for c, score in zip(cards, tile_scores(table, tile, cards)):
            if best is None or score > best_score:
                best, best_score = (c, tile), score
    assert best is not None, "the seat to act has a legal play"
    return Play(seat, *best)


__all__ = ["STARTER_OFFSET", "Table", "View", "card_score", "heuristic_choice", "heuristic_play", "margin",
           "play_score", "play_scores", "table_of_state", "tile_scores", "view_of_obs", "view_of_state"]
