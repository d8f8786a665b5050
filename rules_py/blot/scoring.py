"""Round scoring with a per-player breakdown, game totals and tie-breaks.

Everything here works on plain data (the tricks of a round, which tile each
divinity holds, the divinity faces), so the renderers and the tests can use
it without a game state. A *scorer* is a player, or a team in a team
variant; the `Variant` says which seat scores
for which.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
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


def score_round(round_index: int, tricks: Sequence[Trick], holders: dict[str, str],
                faces: Sequence[str], variant: Variant) -> RoundScore:
    """Score a finished round of ``variant`` (see RULINGS: exclusion, then +3
    per ceremony, then each divinity holding a tile, with its tile's colour
    and face). The variant says who scores for whom."""
    n_scorers = variant.n_scorers
    won, counts = _tally(tricks, variant)
    effects: list[list[Effect]] = [[] for _ in range(n_scorers)]
    for d, face, colour, k, pts, detail in _effects(won, counts, holders, faces, words=True):
        effects[k].append(Effect(d, face, colour, pts, detail))
    scorers = tuple(
        ScorerRound(k, not won[k], len(won[k]), tuple(effects[k])) for k in range(n_scorers))
    last = max(tricks, key=lambda t: t.index) if tricks else None
    masked = DIVINITIES[round_index % 4]
    return RoundScore(round_index, masked, tuple(faces), dict(holders), scorers,
                      variant.scorer(last.winner) if last else -1, variant.teams is not None)


def round_totals(tricks: Sequence[Trick], holders: dict[str, str], faces: Sequence[str],
                 variant: Variant) -> tuple[int, ...]:
    """``score_round(...).totals`` without the breakdown (no words, no
    records): the bots' searches score a round at the end of every playout."""
    won, counts = _tally(tricks, variant)
    totals = [3 * len(w) for w in won]  # 0 for an excluded scorer, who gets no effect
    for _, _, _, k, pts, _ in _effects(won, counts, holders, faces, words=False):
        totals[k] += pts
    return tuple(totals)


def _tally(tricks: Sequence[Trick], variant: Variant) -> tuple[list[list[Trick]], list[dict[str, int]]]:
    """Per scorer, the ceremonies it won and how many cards of each colour they hold."""
    n_scorers = variant.n_scorers
    won: list[list[Trick]] = [[] for _ in range(n_scorers)]
    for t in tricks:
        won[variant.scorer(t.winner)].append(t)
    counts = [{c: 0 for c in COLOURS} for _ in range(n_scorers)]
    for k, ts in enumerate(won):
        for t in ts:
            for _, cd in t.cards:
                counts[k][cd.colour] += 1
    return won, counts


def _effects(won: list[list[Trick]], counts: list[dict[str, int]], holders: dict[str, str],
             faces: Sequence[str], *, words: bool) -> Iterator[tuple[str, str, str, int, int, str]]:
    """(divinity, face, colour, scorer, points, detail) of every divinity
    holding a tile, for every scorer not excluded; the detail is ``""``
    unless ``words``."""
    included = [k for k in range(len(won)) if won[k]]
    for i, d in enumerate(DIVINITIES):
        colour = holders.get(d)
        if colour is None:
            continue
        face = faces[i]
        values = {k: counts[k][colour] for k in included}
        most, fewest = max(values.values()), min(values.values())
        for k in included:
            n = values[k]
            detail = ""
            if d == "Balder":
                pairs = n // 2
                pts = 2 * pairs if face == "A" else -2 * pairs
                if words:
                    detail = f"{n} {colour}: {pairs} pair{'s' if pairs != 1 else ''}"
            elif d in ("Loki", "Thor"):
                target = most if face == "A" else fewest
                hit = n == target
                amount = -3 if d == "Loki" else 4
                pts = amount if hit else 0
                if words:
                    word = "most" if face == "A" else "fewest"
                    detail = f"{n} {colour}" + (f", the {word}" if hit else f" ({word}: {target})")
            else:  # Odin
                with_c = sum(1 for t in won[k] if any(cd.colour == colour for _, cd in t.cards))
                n_tricks = with_c if face == "A" else len(won[k]) - with_c
                pts = 2 * n_tricks
                if words:
                    word = "with" if face == "A" else "without"
                    detail = f"{n_tricks} trick{'s' if n_tricks != 1 else ''} {word} {colour}"
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
    """The [`Standings`][rules_py.blot.scoring.Standings] after the finished ``rounds``.

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
           "round_totals", "GameResult", "game_result", "Standings", "standings"]
