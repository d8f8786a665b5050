"""Round scoring with a per-player breakdown, game totals and tie-breaks.

Everything here works on plain data (the tricks of a round, which tile each
divinity holds, the divinity faces), so the renderers and the tests can use
it without a game state. A *scorer* is a player, or a team in a team
variant; the `Variant` says which seat scores
for which.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import COLOURS, DIVINITIES, FACE_LABEL, Card
from .variants import Variant


@dataclass(frozen=True, slots=True)
class Trick:
    """A won ceremony: the cards as played (seat, card), in order."""

    round: int  # 0-based
    index: int  # 0..7 within the round
    tile: str
    face: str  # "dark" or "light"
    cards: tuple[tuple[int, Card], ...]
    winner: int  # seat
    given_to: str | None = None  # divinity, for light-face tiles that were given

    @property
    def requested(self) -> str:
        return self.cards[0][1].colour

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round + 1, "index": self.index, "tile": self.tile, "face": self.face,
                "cards": [[s, c.code] for s, c in self.cards], "winner": self.winner,
                "given_to": self.given_to}


def ceremony_winner(tile: str, cards: Sequence[tuple[int, Card]]) -> int:
    """Seat of the winning card: highest of the tile's colour (Affinité, trump)
    if any was played, else highest of the requested colour (the first card's)."""
    trumps = [(c.value, s) for s, c in cards if c.colour == tile]
    if trumps:
        return max(trumps)[1]
    requested = cards[0][1].colour
    return max((c.value, s) for s, c in cards if c.colour == requested)[1]


def takes_lead(c: Card, tile: str, leader: Card) -> bool:
    """Whether ``c``, added to a ceremony on ``tile`` whose winning card so far
    is ``leader``, would win it: `ceremony_winner` one card at a time
    (a tile-colour card beats any other colour and lower ones of its own;
    while none is down, only a higher card of the requested colour, which is
    the leader's, takes the lead)."""
    if c.colour == tile:
        return leader.colour != tile or c.value > leader.value
    return leader.colour != tile and c.colour == leader.colour and c.value > leader.value


@dataclass(frozen=True, slots=True)
class Effect:
    """One divinity's effect on one scorer."""

    divinity: str
    face: str
    colour: str
    points: int
    detail: str  # e.g. "3 yellow cards, the most" or "2 pairs"

    def to_json(self) -> dict[str, Any]:
        return {"divinity": self.divinity, "face": self.face, "colour": self.colour,
                "effect": FACE_LABEL[(self.divinity, self.face)], "points": self.points,
                "detail": self.detail}


@dataclass(frozen=True, slots=True)
class ScorerRound:
    """One scorer's round: excluded (no ceremony won) or the breakdown."""

    scorer: int
    excluded: bool
    ceremonies: int
    effects: tuple[Effect, ...]

    @property
    def ceremony_points(self) -> int:
        return 0 if self.excluded else 3 * self.ceremonies

    @property
    def total(self) -> int:
        if self.excluded:
            return 0
        return self.ceremony_points + sum(e.points for e in self.effects)

    def to_json(self) -> dict[str, Any]:
        return {"excluded": self.excluded, "ceremonies": self.ceremonies,
                "ceremony_points": self.ceremony_points,
                "divinities": [e.to_json() for e in self.effects], "total": self.total}


@dataclass(frozen=True, slots=True)
class RoundScore:
    """A finished round's scores, scorer by scorer (a player, or a team when
    ``teams``); ``print(score)`` shows them as a table."""

    round: int  # 0-based
    masked: str
    faces: tuple[str, ...]
    holders: dict[str, str]  # divinity -> tile colour
    scorers: tuple[ScorerRound, ...]
    last_winner: int  # scorer who won the round's last ceremony
    teams: bool = False  # whether a scorer is a team (of two seats)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(s.total for s in self.scorers)

    def __str__(self) -> str:
        """The breakdown as a text table: one row per scorer (ceremonies won,
        their points, each divinity's effect, the total)."""
        faces = ", ".join(f"{d} {f}" + (" (masked)" if d == self.masked else "")
                          for d, f in zip(DIVINITIES, self.faces))
        held = ", ".join(f"{d} {c}" for d, c in self.holders.items()) or "none"
        who = "team" if self.teams else "player"
        rows = [(who, "ceremonies", "points", "divinities", "total")]
        for s in self.scorers:
            if s.excluded:
                rows.append((f"{who} {s.scorer}", "0", "-", "excluded (no ceremony won)", "0"))
                continue
            effects = "; ".join(f"{e.divinity} {e.points:+d} ({e.detail})" for e in s.effects) or "-"
            rows.append((f"{who} {s.scorer}", str(s.ceremonies), str(s.ceremony_points), effects,
                         str(s.total)))
        widths = [max(len(r[i]) for r in rows) for i in range(5)]
        lines = [f"round {self.round + 1}: faces {faces}; tiles held: {held}"]
        for k, r in enumerate(rows):
            cells = [r[0].ljust(widths[0]), r[1].rjust(widths[1]), r[2].rjust(widths[2]),
                     r[3].ljust(widths[3]), r[4].rjust(widths[4])]
            lines.append("  ".join(cells).rstrip())
            if k == 0:
                lines.append("  ".join("-" * w for w in widths))
        return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class ScorerFacts:
    """What one scorer won in a round, as counted at the table: the
    ceremonies won, the cards of each colour among them, and how many of
    those ceremonies hold at least one card of each colour. A colour left
    out is one nobody needs (no divinity reads it this round)."""

    ceremonies: int
    cards: Mapping[str, int]
    tricks_with: Mapping[str, int]


def facts_of_tricks(tricks: Sequence[Trick], variant: Variant) -> tuple[ScorerFacts, ...]:
    """The facts of a round's tricks, scorer by scorer (a team pools its
    seats' tricks): every colour counted."""
    n_scorers = variant.n_scorers
    ceremonies = [0] * n_scorers
    cards = [{c: 0 for c in COLOURS} for _ in range(n_scorers)]
    tricks_with = [{c: 0 for c in COLOURS} for _ in range(n_scorers)]
    for t in tricks:
        k = variant.scorer(t.winner)
        ceremonies[k] += 1
        for _, cd in t.cards:
            cards[k][cd.colour] += 1
        for colour in {cd.colour for _, cd in t.cards}:
            tricks_with[k][colour] += 1
    return tuple(ScorerFacts(ceremonies[k], cards[k], tricks_with[k]) for k in range(n_scorers))


def score_facts(round_index: int, facts: Sequence[ScorerFacts], holders: Mapping[str, str],
                faces: Sequence[str], *, last_winner: int = -1, teams: bool = False) -> RoundScore:
    """Score a finished round from its facts (see RULINGS: exclusion, then
    +3 per ceremony, then each divinity holding a tile, with its tile's
    colour and face): the one scoring of the engine, the command line and
    the score pad. ``last_winner`` is the scorer who won the round's last
    ceremony (-1: not known)."""
    effects: list[list[Effect]] = [[] for _ in facts]
    for d, face, colour, k, pts, detail in _effects(facts, holders, faces, words=True):
        effects[k].append(Effect(d, face, colour, pts, detail))
    scorers = tuple(ScorerRound(k, f.ceremonies == 0, f.ceremonies, tuple(effects[k]))
                    for k, f in enumerate(facts))
    masked = DIVINITIES[round_index % 4]
    return RoundScore(round_index, masked, tuple(faces), dict(holders), scorers, last_winner, teams)


def score_round(round_index: int, tricks: Sequence[Trick], holders: dict[str, str],
                faces: Sequence[str], variant: Variant) -> RoundScore:
    """Score a finished round of ``variant`` from its tricks: their facts
    (`facts_of_tricks`) scored by `score_facts`. The variant says who
    scores for whom."""
    last = max(tricks, key=lambda t: t.index) if tricks else None
    return score_facts(round_index, facts_of_tricks(tricks, variant), holders, faces,
                       last_winner=variant.scorer(last.winner) if last else -1,
                       teams=variant.teams is not None)


def round_totals(tricks: Sequence[Trick], holders: dict[str, str], faces: Sequence[str],
                 variant: Variant) -> tuple[int, ...]:
    """``score_round(...).totals`` without the breakdown (no words, no
    records): the bots' searches score a round at the end of every playout."""
    facts = facts_of_tricks(tricks, variant)
    totals = [3 * f.ceremonies for f in facts]  # 0 for an excluded scorer, who gets no effect
    for _, _, _, k, pts, _ in _effects(facts, holders, faces, words=False):
        totals[k] += pts
    return tuple(totals)


def faces_after(faces: Sequence[str], next_round: int) -> tuple[str, ...]:
    """The divinity faces of round ``next_round`` (counted from 0) from the
    round before's: the counting card moves on to divinity ``next_round``,
    which keeps its face; every other divinity card turns over.

        >>> faces_after(("A", "A", "B", "A"), 1)
        ('B', 'A', 'A', 'B')
    """
    return tuple(f if i == next_round else ("B" if f == "A" else "A") for i, f in enumerate(faces))


def _effects(facts: Sequence[ScorerFacts], holders: Mapping[str, str],
             faces: Sequence[str], *, words: bool) -> Iterator[tuple[str, str, str, int, int, str]]:
    """(divinity, face, colour, scorer, points, detail) of every divinity
    holding a tile, for every scorer not excluded; the detail is ``""``
    unless ``words``."""
    included = [k for k in range(len(facts)) if facts[k].ceremonies]
    for i, d in enumerate(DIVINITIES):
        colour = holders.get(d)
        if colour is None:
            continue
        face = faces[i]
        if d == "Odin":
            for k in included:
                with_c = facts[k].tricks_with[colour]
                n_tricks = with_c if face == "A" else facts[k].ceremonies - with_c
                detail = ""
                if words:
                    word = "with" if face == "A" else "without"
                    detail = f"{n_tricks} trick{'s' if n_tricks != 1 else ''} {word} {colour}"
                yield d, face, colour, k, 2 * n_tricks, detail
            continue
        values = {k: facts[k].cards[colour] for k in included}
        most, fewest = max(values.values()), min(values.values())
        for k in included:
            n = values[k]
            detail = ""
            if d == "Balder":
                pairs = n // 2
                pts = 2 * pairs if face == "A" else -2 * pairs
                if words:
                    detail = f"{n} {colour}: {pairs} pair{'s' if pairs != 1 else ''}"
            else:  # Loki, Thor
                target = most if face == "A" else fewest
                hit = n == target
                pts = (-3 if d == "Loki" else 4) if hit else 0
                if words:
                    word = "most" if face == "A" else "fewest"
                    detail = f"{n} {colour}" + (f", the {word}" if hit else f" ({word}: {target})")
            yield d, face, colour, k, pts, detail


@dataclass(frozen=True, slots=True)
class GameResult:
    totals: tuple[int, ...]
    winners: tuple[int, ...]  # scorers
    tiebreak: str  # "none", "last_ceremony", "best_round" or "shared"
    best_rounds: tuple[int, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {"totals": list(self.totals), "winners": list(self.winners),
                "tiebreak": self.tiebreak}


@dataclass(frozen=True)
class Standings:
    """Where a game stands after its finished rounds (at any point of it).

    ``rounds`` is how many rounds are finished (0 to 4); ``totals`` each
    scorer's points over them (a player, or a team in the teams game);
    ``leaders`` the scorers with the highest total, all of them while tied
    (the tie-breaks decide a winner only once the game is over:
    ``BlotState.result()``).
    """

    rounds: int
    totals: tuple[int, ...]
    leaders: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """The standings as JSON: ``rounds``, ``totals``, ``leaders``."""
        return {"rounds": self.rounds, "totals": list(self.totals), "leaders": list(self.leaders)}


def standings(rounds: Sequence[RoundScore], scorers: int) -> Standings:
    """The `rules_py.blot.scoring.Standings` after the finished ``rounds``.

    For example:

        >>> standings([], 3)
        Standings(rounds=0, totals=(0, 0, 0), leaders=(0, 1, 2))
    """
    totals = tuple(sum(r.scorers[k].total for r in rounds) for k in range(scorers))
    top = max(totals)
    return Standings(len(rounds), totals, tuple(k for k in range(scorers) if totals[k] == top))


def game_result(rounds: Sequence[RoundScore], last_ceremony_scorer: int) -> GameResult:
    """Highest total wins; among tied leaders, the winner of the game's very
    last ceremony; else the best single-round score (an excluded round
    counts 0); else a shared win among those still tied."""
    n = len(rounds[0].scorers)
    totals = tuple(sum(r.scorers[k].total for r in rounds) for k in range(n))
    best = tuple(max(r.scorers[k].total for r in rounds) for k in range(n))
    top = max(totals)
    tied = tuple(k for k in range(n) if totals[k] == top)
    if len(tied) == 1:
        return GameResult(totals, tied, "none", best)
    if last_ceremony_scorer in tied:
        return GameResult(totals, (last_ceremony_scorer,), "last_ceremony", best)
    top_best = max(best[k] for k in tied)
    still = tuple(k for k in tied if best[k] == top_best)
    if len(still) == 1:
        return GameResult(totals, still, "best_round", best)
    return GameResult(totals, still, "shared", best)


__all__ = ["Trick", "ceremony_winner", "takes_lead", "Effect", "ScorerRound", "RoundScore", "score_round",
           "ScorerFacts", "facts_of_tricks", "score_facts", "faces_after", "round_totals", "GameResult", "game_result",
           "Standings", "standings"]
