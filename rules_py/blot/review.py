"""Review a BLOT game: each decision of one seat against its other options.

For each decision of the chosen seat in a record (a card and its tile, a
gift of a tile to a divinity, the next round's starter), `rules_py.blot.review.review`
estimates the **expected points** of every legal option from what that seat
had seen at that moment, and only that:

* the seat's observation just before the decision
  (`rules_py.blot.observation.observe`) is the only input; worlds are
  drawn from it by `rules_py.blot.worlds.Inference` (voids from the
  rules' obligations, held cards weighted by the others' plays), never from
  the record's hidden hands;
* in each of ``worlds`` worlds every option is tried (the same worlds for all
  options, so they are compared on equal deals) and the round is played out
  with the heuristic for every seat, each from its own view
  (`rules_py.blot.search.rollout`); a starter choice is valued on the
  next round, dealt at random in each world;
* an option's expected points are the mean, over the worlds, of the seat's
  round score minus the mean of the other players' (teams': the team's
  against the other team's) round scores: points of round margin, the unit
  of the whole review. ``options`` maps each legal option, in the notation
  of `rules_py.blot.game.parse_action` (``"0: G6 on red"``), to it.
* ``best``: the option with the most expected points; ``loss``: the best's
  expected points minus the option played, never negative (0 when the
  decision was forced or the best was played);
* ``mark``: by the loss in points (`rules_py.blot.review.THRESHOLDS`): ``"inaccuracy"``
  from 2, ``"mistake"`` from 4, ``"blunder"`` from 8; ``None`` below 2. A
  ceremony is worth 3 points and a divinity 2 to 4, so a mistake costs about
  a ceremony and a blunder two or more; at the default 32 worlds an option's
  estimate varies by about a point, so less than 2 is not called out.
* ``why`` (marked decisions only): a `rules_py.reasons.Reason` in
  English and French (`rules_py.i18n.reasons_review`): a ceremony the
  card played hands to a rival at once, a gift that helps the others more,
  ceremonies lost over the round, a divinity's effect turned against the
  seat, points left to the others, or (none of these) that the difference
  shows later in the round.

Each decision uses its own random generator, seeded from ``seed`` and the
record's action index, so a review is the same for the same seed.
`rules_py.progress` hears one report per decision reviewed (decisions
done, seconds), not the searches' own.
"""

from __future__ import annotations

import random as _random
import time
from dataclasses import dataclass, field
from typing import Any

from .. import progress
from ..reasons import Catalogue, Reason
from .search import rollout
from .cards import DIVINITIES
from .game import Action, BlotState, ChooseStarter, Give, Play
from .worlds import Inference
from .observation import Observation, observe
from .record import Record
from .scoring import RoundScore, ceremony_winner
from .variants import ceremony_size

#: The words of the "why" sentences (`rules_py.i18n.reasons_review`).
REASONS = Catalogue("reasons_review")

#: ``(mark, smallest loss in points)``, the worst first.
THRESHOLDS: tuple[tuple[str, float], ...] = (("blunder", 8.0), ("mistake", 4.0), ("inaccuracy", 2.0))

#: Worlds per decision by default.
DEFAULT_WORLDS = 32

#: The clock of the progress reports.
clock = time.perf_counter


@dataclass(frozen=True)
class DecisionReview:
    """One decision's review (module docstring); ``round`` counts from 1,
    ``index`` is the record's action index (from 0, across the record)."""

    round: int
    index: int
    seat: int
    kind: str  # "play", "give" or "starter"
    action: str
    best: str
    points: dict[str, float]  #: each legal option's expected points (``"options"`` in JSON)
    loss: float
    mark: str | None
    why: Reason | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        """The command line's fields, in its order."""
        return {"round": self.round, "index": self.index, "seat": self.seat, "action": self.action,
                "best": self.best, "options": dict(self.points), "loss": self.loss, "mark": self.mark}

    def to_dict(self) -> dict[str, Any]:
        """`rules_py.blot.review.DecisionReview.to_json` plus the kind of decision and the reason (``None``
        when unmarked)."""
        return {**self.to_json(), "kind": self.kind,
                "why": None if self.why is None else self.why.to_dict()}


def mark(loss: float) -> str | None:
    """The mark of a loss in points (`rules_py.blot.review.THRESHOLDS`), ``None`` below the smallest."""
    for name, least in THRESHOLDS:
        if loss >= least:
            return name
    return None


@dataclass
class _Tally:
    """Sums over the worlds for one option: the value, and the seat's parts."""

    value: float = 0.0
    ceremonies: float = 0.0
    others: float = 0.0
    divinity: dict[str, float] = field(default_factory=lambda: dict.fromkeys(DIVINITIES, 0.0))

    def add(self, rs: RoundScore, me: int) -> None:
        totals = rs.totals
        rest = [t for k, t in enumerate(totals) if k != me]
        others = sum(rest) / len(rest)
        self.value += totals[me] - others
        self.others += others
        own = rs.scorers[me]
        if not own.excluded:
            self.ceremonies += own.ceremonies
            for e in own.effects:
                self.divinity[e.divinity] += e.points


def _kind(a: Action) -> str:
    return "play" if isinstance(a, Play) else "give" if isinstance(a, Give) else "starter"


def evaluate(obs: Observation, rng: _random.Random, worlds: int = DEFAULT_WORLDS) -> list[_Tally]:
    """Per legal option of ``obs`` (in ``obs.legal``'s order), its sums over
    ``worlds`` worlds drawn from ``obs`` alone (module docstring)."""
    me = obs.scorer(obs.seat)
    tallies = [_Tally() for _ in obs.legal]
    inference = Inference(obs)
    for _ in range(worlds):
        world = inference.sample(rng)
        chance = _random.Random(rng.random())  # one next deal per world, shared by the options
        for tally, a in zip(tallies, obs.legal):
            st = world.clone()
            st.apply(a)
            r = obs.round
            if isinstance(a, ChooseStarter):
                st.apply(st.sample_chance(_random.Random(chance.random())))
                r = st.round
            rollout(st, r)
            tally.add(st.round_score(r), me)
    return tallies


def why(obs: Observation, played: Action, best: Action, tallies: list[_Tally], worlds: int,
        loss: float) -> Reason:
    """The sentence comparing the best option with the one played (module docstring)."""
    names = {"best": _short(best), "played": _short(played), "loss": f"{loss:.1f}"}
    legal = list(obs.legal)
    p, b = tallies[legal.index(played)], tallies[legal.index(best)]
    if isinstance(played, Play):
        rival = _hands_to_rival(obs, played)
        if rival is not None and isinstance(best, Play) and _hands_to_rival(obs, best) is None:
            return REASONS["blot_rival"](tile=played.tile, rival=rival, **names)
    if isinstance(played, Give) and isinstance(best, Give):
        assert obs.gift_tile is not None
        return REASONS["blot_gift"](tile=obs.gift_tile, best_divinity=best.divinity,
                                    played_divinity=played.divinity, **names)
    if isinstance(played, ChooseStarter) and isinstance(best, ChooseStarter):
        return REASONS["blot_starter"](best_seat=best.seat, played_seat=played.seat, **names)
    gains = [(3 * (b.ceremonies - p.ceremonies) / worlds, "ceremonies", ""),
             (max(0.0, (p.others - b.others) / worlds), "others", "")]
    gains += [((b.divinity[d] - p.divinity[d]) / worlds, "divinity", d) for d in DIVINITIES]
    weight, code, divinity = max(gains, key=lambda g: g[0])
    if weight < 1.0:
        return REASONS["blot_later"](**names)
    if code == "ceremonies":
        return REASONS["blot_ceremonies"](more=f"{(b.ceremonies - p.ceremonies) / worlds:.1f}", **names)
    if code == "others":
        return REASONS["blot_others"](more=f"{weight:.1f}", **names)
    return REASONS["blot_divinity"](divinity=divinity, best_points=f"{round(b.divinity[divinity] / worlds, 1) + 0.0:+.1f}",
                                    played_points=f"{round(p.divinity[divinity] / worlds, 1) + 0.0:+.1f}", **names)


def _hands_to_rival(obs: Observation, a: Play) -> int | None:
    """The rival seat that wins the ceremony ``a`` completes, if it does."""
    tile = next(t for t in obs.tiles if t.colour == a.tile)
    on = tile.cards + ((obs.seat, a.card),)
    if len(on) < ceremony_size(obs.players):
        return None
    winner = ceremony_winner(a.tile, on)
    return None if obs.scorer(winner) == obs.scorer(obs.seat) else winner


def _short(a: Action) -> str:
    """An option as a reader says it: ``G6 on red``, ``give to Odin``, ``seat 2 starts``."""
    return str(a).split(": ", 1)[1]


def _rng(seed: int, index: int) -> _random.Random:
    return _random.Random(seed * 1_000_003 + index)


def review_decision(state: BlotState, action: Action, index: int, *, worlds: int = DEFAULT_WORLDS,
                    seed: int = 0) -> DecisionReview:
    """Review ``action`` (legal, of the seat to act) taken at ``state``, the
    record's action ``index`` (seeding the simulations). Only the acting
    seat's observation of ``state`` is read."""
    seat = state.current_player
    if seat is None or seat < 0:
        raise ValueError("no seat decides here")
    obs = observe(state, seat)
    return _review(obs, action, index, worlds, seed)


def _review(obs: Observation, action: Action, index: int, worlds: int, seed: int) -> DecisionReview:
    legal = list(obs.legal)
    tallies = evaluate(obs, _rng(seed, index), worlds)
    values = [round(t.value / worlds, 2) + 0.0 for t in tallies]  # + 0.0: no -0.0 printed
    options = {str(a): v for a, v in zip(legal, values)}
    best_i = max(range(len(legal)), key=lambda i: (values[i], -i))
    played_i = legal.index(action)
    loss = round(max(0.0, values[best_i] - values[played_i]), 2)
    m = mark(loss)
    reason = None if m is None else why(obs, action, legal[best_i], tallies, worlds, loss)
    return DecisionReview(round=obs.round + 1, index=index, seat=obs.seat, kind=_kind(action),
                          action=str(action), best=str(legal[best_i]), points=options, loss=loss,
                          mark=m, why=reason)


def review(record: Record, seat: int, *, worlds: int = DEFAULT_WORLDS, seed: int = 0) -> list[DecisionReview]:
    """Review every decision of ``seat`` in ``record``, in the record's order.
    Raises `rules_py.errors.RecordError` if the record holds an illegal
    action (before any simulation), ``ValueError`` for a seat the game lacks
    or fewer than one world."""
    if not 0 <= seat < record.players:
        raise ValueError(f"seat must be 0..{record.players - 1} for a {record.players}-player game")
    if worlds < 1:
        raise ValueError("worlds must be at least 1")
    record.replay()  # a RecordError at the first illegal action, before any work
    st = record.new_state()
    out: list[DecisionReview] = []
    start = clock()
    index = 0
    for rnd in record.rounds:
        st.apply(rnd.deal)
        for a in rnd.actions:
            if getattr(a, "player", None) == seat:
                listener = progress.listen(None)
                try:
                    out.append(_review(observe(st, seat), a, index, worlds, seed))
                finally:
                    progress.listen(listener)
                progress.report(len(out), clock() - start)
            st.apply(a)
            index += 1
    return out


def review_json(reviews: list[DecisionReview]) -> dict[str, Any]:
    """The command line's output: ``{"decisions": [...]}``."""
    return {"decisions": [r.to_json() for r in reviews]}


__all__ = ["DEFAULT_WORLDS", "DecisionReview", "REASONS", "THRESHOLDS", "evaluate", "mark", "review",
           "review_decision", "review_json", "why"]
