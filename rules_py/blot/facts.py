"""Scoring a BLOT round, or a whole game, from what the table counts.

A game played with the real box leaves no record of its plays: at the end
of a round the players know the divinities' visible faces, which tile each
divinity holds, and what each player (or team) won: how many ceremonies,
how many cards of each colour, and how many of those ceremonies hold a
card of each colour. Those *facts* are enough to score the round, through
the engine's own ``rules_py.blot.scoring.score_facts``.

Facts are JSON (the schema is ``seeds/blot/facts.schema.json``). One round::

    {"players": 4, "variant": "standard", "round": 1,
     "faces": {"Loki": "A", "Odin": "A", "Thor": "A"},
     "tiles": {"Loki": "yellow", "Odin": "green", "Thor": "red"},
     "scorers": [{"name": "Martin", "ceremonies": 3,
                  "cards": {"yellow": 4, "red": 4}, "tricks_with": {"green": 3}}, ...]}

A colour no divinity reads may be left out of ``cards`` and
``tricks_with``. A whole game is ``{"players", "variant", "rounds": [four
rounds], "last_ceremony": NAME}`` (its rounds need not repeat ``players``
and ``variant``). Every check names the field (``path``) and gives a reason
in English and French (`rules_py.errors.RecordError` with
``code`` ``"value"`` and a ``reason``; a field of the wrong type or a
missing one is the readers' usual ``type`` or ``missing_key``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import RecordError
from ..reading import check_keys, join, load_json, want, want_int, want_list
from ..reasons import Catalogue
from .cards import COLOURS, DIVINITIES, FACES
from .scoring import GameResult, RoundScore, ScorerFacts, game_result, score_facts
from .variants import CEREMONIES_PER_ROUND, Variant, for_players, resolve

REASONS = Catalogue("reasons_facts")

#: What each divinity reads on its tile's colour: cards won, or ceremonies holding it.
READS: Mapping[str, str] = {"Balder": "cards", "Loki": "cards", "Odin": "tricks_with", "Thor": "cards"}

_ROUND_KEYS = frozenset({"players", "variant", "round", "faces", "tiles", "scorers"})
_GAME_KEYS = frozenset({"players", "variant", "rounds", "last_ceremony"})
_SCORER_KEYS = frozenset({"name", "ceremonies", "cards", "tricks_with"})


@dataclass(frozen=True)
class RoundFacts:
    """One round's facts, checked: the variant, the round (from 0), each
    visible divinity's face, the tiles held, the scorers' names and facts."""

    variant: Variant
    round: int
    faces: Mapping[str, str]
    tiles: Mapping[str, str]
    names: tuple[str, ...]
    scorers: tuple[ScorerFacts, ...]

    def score(self) -> RoundScore:
        """The round's scores, by the engine's scoring."""
        faces = tuple(self.faces.get(d, "A") for d in DIVINITIES)  # the masked one's face is unused
        return score_facts(self.round, self.scorers, self.tiles, faces,
                           teams=self.variant.teams is not None)


@dataclass(frozen=True)
class GameFacts:
    """Four rounds' facts and who won the game's very last ceremony."""

    variant: Variant
    names: tuple[str, ...]
    rounds: tuple[RoundFacts, ...]
    last_ceremony: int  # scorer

    def result(self) -> GameResult:
        """Totals, winners and the tie-break, by the engine's rule."""
        return game_result([r.score() for r in self.rounds], self.last_ceremony)


def refuse(key: str, path: str, **details: Any) -> RecordError:
    """The error of a check: the reason ``key`` of `REASONS`, at ``path``."""
    reason = REASONS[key](**details)
    return RecordError(reason.message(), code="value", path=path, reason=reason)


def read_variant(obj: Mapping[str, Any], path: str = "") -> Variant:
    """The variant of ``players`` and ``variant`` (``"standard"``: the
    count's own game; ``"teams"``: four players in two teams)."""
    players = want_int(obj.get("players"), join(path, "players"), 2, 5) if "players" in obj else 4
    name = want(obj.get("variant", "standard"), str, join(path, "variant"))
    try:
        return for_players(players) if name == "standard" else resolve(players, name)
    except ValueError:
        raise refuse("no_variant", join(path, "variant"), variant=name, players=players) from None


def _read_faces(value: Any, masked: str, rnd: int, path: str) -> dict[str, str]:
    """Each visible divinity's face; the masked one may be left out."""
    faces: dict[str, Any] = want(value, dict, path)
    for d, face in faces.items():
        if d not in DIVINITIES:
            raise refuse("unknown_divinity", join(path, d), divinity=d)
        if face not in FACES:
            raise refuse("unknown_face", join(path, d), divinity=d, face=str(face))
    for d in DIVINITIES:
        if d != masked and d not in faces:
            raise refuse("face_missing", join(path, d), divinity=d, round=rnd + 1)
    return {d: faces[d] for d in DIVINITIES if d != masked}


def _read_tiles(value: Any, masked: str, rnd: int, path: str) -> dict[str, str]:
    """The tile (its colour) each visible divinity holds: in a finished round
    each of the three holds one, and no tile is given twice."""
    tiles: dict[str, Any] = want(value, dict, path)
    seen: dict[str, str] = {}
    for d, colour in tiles.items():
        if d not in DIVINITIES:
            raise refuse("unknown_divinity", join(path, d), divinity=d)
        if d == masked:
            raise refuse("masked_tile", join(path, d), divinity=d, round=rnd + 1)
        if colour not in COLOURS:
            raise refuse("unknown_colour", join(path, d), colour=str(colour))
        if colour in seen:
            raise refuse("tile_twice", join(path, d), colour=colour, first=seen[colour], second=d)
        seen[colour] = d
    for d in DIVINITIES:
        if d != masked and d not in tiles:
            raise refuse("tile_missing", join(path, d), divinity=d)
    return {d: tiles[d] for d in DIVINITIES if d in tiles}


def _read_counts(value: Any, path: str) -> dict[str, int]:
    """A whole number per colour (the colours left out are not needed)."""
    counts: dict[str, Any] = want(value, dict, path)
    for colour, n in counts.items():
        if colour not in COLOURS:
            raise refuse("unknown_colour", join(path, colour), colour=colour)
        want(n, int, join(path, colour))
    return {c: counts[c] for c in COLOURS if c in counts}


def _read_scorer(value: Any, path: str, variant: Variant) -> tuple[str, ScorerFacts]:
    """One scorer's name and facts, each count within what a round allows."""
    obj: dict[str, Any] = want(value, dict, path)
    check_keys(obj, _SCORER_KEYS, ("name", "ceremonies"), path)
    name = want(obj["name"], str, join(path, "name")).strip()
    if not name:
        raise refuse("no_name", join(path, "name"))
    ceremonies = want(obj["ceremonies"], int, join(path, "ceremonies"))
    if not 0 <= ceremonies <= CEREMONIES_PER_ROUND:
        raise refuse("ceremonies_range", join(path, "ceremonies"), name=name, count=ceremonies)
    per_colour = 11 - variant.lowest_value
    cards = _read_counts(obj.get("cards", {}), join(path, "cards"))
    with_ = _read_counts(obj.get("tricks_with", {}), join(path, "tricks_with"))
    size = variant.ceremony_size
    for colour, n in cards.items():
        if not 0 <= n <= per_colour:
            raise refuse("too_many_cards", join(join(path, "cards"), colour), name=name, count=n,
                         colour=colour, most=per_colour)
    held = sum(cards.values())
    if held > ceremonies * size or (len(cards) == len(COLOURS) and held != ceremonies * size):
        raise refuse("cards_vs_ceremonies", join(path, "cards"), name=name, ceremonies=ceremonies,
                     expected=ceremonies * size, total=held)
    for colour, n in with_.items():
        where = join(join(path, "tricks_with"), colour)
        if not 0 <= n <= ceremonies:
            raise refuse("with_above_ceremonies", where, name=name, ceremonies=ceremonies, count=n,
                         colour=colour)
        if colour in cards and not n <= cards[colour] <= n * size:
            raise refuse("with_vs_cards", where, name=name, count=n, colour=colour,
                         cards=cards[colour], size=size)
    return name, ScorerFacts(ceremonies, cards, with_)


def _check_table(rf: RoundFacts, path: str) -> None:
    """What the scorers' facts must add up to together: eight ceremonies,
    every card of a colour (all won, except with two players, who set 8
    aside), and the counts each divinity with a tile reads."""
    total = sum(f.ceremonies for f in rf.scorers)
    if total != CEREMONIES_PER_ROUND:
        raise refuse("ceremonies_total", join(path, "scorers"), total=total)
    per_colour = 11 - rf.variant.lowest_value
    for colour in COLOURS:
        counts = [f.cards.get(colour) for f in rf.scorers]
        if None in counts:
            continue
        won = sum(n for n in counts if n is not None)
        if won > per_colour or (rf.variant.removed == 0 and won != per_colour):
            raise refuse("colour_total", join(path, "scorers"), colour=colour, total=won, most=per_colour)
    for d, colour in rf.tiles.items():
        kind = READS[d]
        for k, f in enumerate(rf.scorers):
            if f.ceremonies and colour not in (f.cards if kind == "cards" else f.tricks_with):
                where = join(join(join(path, "scorers"), k), kind)
                raise refuse("count_missing_" + kind, join(where, colour), divinity=d, colour=colour,
                             name=rf.names[k])


def read_round(obj: Any, path: str = "", variant: Variant | None = None,
               round_index: int | None = None) -> RoundFacts:
    """One round's facts, checked (``variant`` and ``round_index`` given by
    a game around it: then the round need not repeat them)."""
    obj = want(obj, dict, path)
    check_keys(obj, _ROUND_KEYS, ("faces", "tiles", "scorers") + (() if round_index is not None else ("round",)),
               path)
    if variant is None or "players" in obj or "variant" in obj:
        mine = read_variant(obj, path)
        if variant is not None and mine != variant:
            raise refuse("variant_differs", join(path, "variant"))
        variant = mine
    rnd = want_int(obj["round"], join(path, "round"), 1, 4) - 1 if "round" in obj else round_index
    if rnd is None or (round_index is not None and rnd != round_index):
        raise refuse("round_order", join(path, "round"), round=(round_index or 0) + 1)
    masked = DIVINITIES[rnd]
    faces = _read_faces(obj["faces"], masked, rnd, join(path, "faces"))
    tiles = _read_tiles(obj["tiles"], masked, rnd, join(path, "tiles"))
    where = join(path, "scorers")
    items = want_list(obj["scorers"], where, 5)
    if len(items) != variant.n_scorers:
        raise refuse("scorer_count", where, expected=variant.n_scorers, given=len(items))
    read = [_read_scorer(v, join(where, k), variant) for k, v in enumerate(items)]
    names = tuple(n for n, _ in read)
    for k, name in enumerate(names):
        if name in names[:k]:
            raise refuse("name_twice", join(join(where, k), "name"), name=name)
    rf = RoundFacts(variant, rnd, faces, tiles, names, tuple(f for _, f in read))
    _check_table(rf, path)
    return rf


def _check_faces_turn(rounds: Sequence[RoundFacts], path: str) -> None:
    """Between rounds every divinity card but the newly masked one turns
    over: a divinity seen in two rounds shows the face that follows."""
    for i, d in enumerate(DIVINITIES):
        seen = [(r.round, r.faces[d]) for r in rounds if d in r.faces]
        for (r1, f1), (r2, f2) in zip(seen, seen[1:]):
            turns = sum(1 for t in range(r1 + 1, r2 + 1) if t != i)
            expected = f1 if turns % 2 == 0 else ("B" if f1 == "A" else "A")
            if f2 != expected:
                raise refuse("faces_turn", join(join(join(path, "rounds"), r2), "faces") + f".{d}",
                             divinity=d, before=f1, first=r1 + 1, after=expected, second=r2 + 1)


def read_game(obj: Any, path: str = "") -> GameFacts:
    """A whole game's facts, checked: four rounds with the same scorers, the
    faces turning between rounds, and the last ceremony's winner."""
    obj = want(obj, dict, path)
    check_keys(obj, _GAME_KEYS, ("rounds", "last_ceremony"), path)
    variant = read_variant(obj, path)
    items = want_list(obj["rounds"], join(path, "rounds"), 4)
    if len(items) != 4:
        raise refuse("round_count", join(path, "rounds"), given=len(items))
    rounds = tuple(read_round(v, join(join(path, "rounds"), k), variant, k) for k, v in enumerate(items))
    names = rounds[0].names
    for k, r in enumerate(rounds[1:], 1):
        if sorted(r.names) != sorted(names):
            raise refuse("names_differ", join(join(join(path, "rounds"), k), "scorers"))
    rounds = tuple(_in_order(r, names) for r in rounds)
    _check_faces_turn(rounds, path)
    last = want(obj["last_ceremony"], str, join(path, "last_ceremony")).strip()
    if last not in names:
        raise refuse("no_such_scorer", join(path, "last_ceremony"), name=last)
    if rounds[-1].scorers[names.index(last)].ceremonies == 0:
        raise refuse("last_without_ceremony", join(path, "last_ceremony"), name=last)
    return GameFacts(variant, names, rounds, names.index(last))


def _in_order(rf: RoundFacts, names: tuple[str, ...]) -> RoundFacts:
    """``rf`` with its scorers in the order of ``names``."""
    order = [rf.names.index(n) for n in names]
    return RoundFacts(rf.variant, rf.round, rf.faces, rf.tiles, names,
                      tuple(rf.scorers[k] for k in order))


def round_json(rf: RoundFacts) -> dict[str, Any]:
    """A round's scores as the command prints them: per scorer its points,
    whether excluded, and the breakdown (the ceremonies, then each
    divinity); then where the counting card goes and which cards turn."""
    rs = rf.score()
    scorers = []
    for name, s in zip(rf.names, rs.scorers):
        breakdown: list[dict[str, Any]] = []
        if not s.excluded:
            breakdown.append({"ceremonies": s.ceremonies, "points": s.ceremony_points})
            breakdown += [e.to_json() for e in s.effects]
        scorers.append({"name": name, "points": s.total, "excluded": s.excluded, "breakdown": breakdown})
    out: dict[str, Any] = {"round": rf.round + 1, "masked": rs.masked, "scorers": scorers}
    if rf.round < 3:
        out["next"] = {"masked": DIVINITIES[rf.round + 1],
                       "turn": [d for i, d in enumerate(DIVINITIES) if i != rf.round + 1]}
    return out


def game_json(game: GameFacts) -> dict[str, Any]:
    """A game's scores: each round, the totals, the winners and what decided."""
    res = game.result()
    return {"players": game.variant.players, "variant": game.variant.record_name,
            "rounds": [round_json(r) for r in game.rounds],
            "totals": dict(zip(game.names, res.totals)),
            "winners": [game.names[k] for k in res.winners], "decided_by": res.tiebreak}


def facts_json(rf: RoundFacts) -> dict[str, Any]:
    """A round's facts as `rules_py.blot.facts.read_round` reads them back
    (what the score pad saves to a file)."""
    return {"round": rf.round + 1, "faces": dict(rf.faces), "tiles": dict(rf.tiles),
            "scorers": [{"name": name, "ceremonies": s.ceremonies, "cards": dict(s.cards),
                         "tricks_with": dict(s.tricks_with)} for name, s in zip(rf.names, rf.scorers)]}


def game_facts_json(game: GameFacts) -> dict[str, Any]:
    """A whole game's facts as `rules_py.blot.facts.read_game` reads them back."""
    return {"players": game.variant.players, "variant": game.variant.record_name,
            "rounds": [facts_json(r) for r in game.rounds], "last_ceremony": game.names[game.last_ceremony]}


def score(data: str | bytes | Mapping[str, Any]) -> dict[str, Any]:
    """Score facts (JSON text, or already parsed): a round, or a whole game
    when they hold ``rounds``."""
    obj = load_json(data) if isinstance(data, (str, bytes)) else data
    obj = want(obj, dict, "")
    if "rounds" in obj:
        return game_json(read_game(obj))
    return round_json(read_round(obj))


__all__ = ["REASONS", "READS", "RoundFacts", "GameFacts", "refuse", "read_variant", "read_round",
           "read_game", "round_json", "game_json", "facts_json", "game_facts_json", "score"]
