"""Helpers shared by the BLOT tests: build positions from chosen hands, and an
independent recount of a record's scores (written apart from the engine)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from rules_py.blot.cards import card, sort_key
from rules_py.blot.game import BlotState, Deal, Play
from rules_py.blot.variants import for_players

ALL_A = ("A", "A", "A", "A")


def make_deal(players: int, fixed: dict[int, Sequence[str]], removed: Sequence[str] = ()) -> Deal:
    """Seats in ``fixed`` get those cards; the rest of the deck fills the others
    (and, with 2 players, the unseen pile) in deck order."""
    variant = for_players(players)
    used = {card(c) for cs in fixed.values() for c in cs} | {card(c) for c in removed}
    rest = [c for c in variant.deck if c not in used]
    size = variant.hand_size
    hands = []
    for s in range(players):
        if s in fixed:
            hands.append(tuple(sorted((card(c) for c in fixed[s]), key=sort_key)))
        else:
            hands.append(tuple(rest[:size]))
            rest = rest[size:]
    rem = [card(c) for c in removed] + rest[: variant.removed - len(removed)]
    return Deal(tuple(hands), tuple(sorted(rem, key=sort_key)))


def position(players: int, fixed: dict[int, Sequence[str]], *, variant: str | None = None,
             faces: Sequence[str] = ALL_A, first_player: int = 0,
             removed: Sequence[str] = ()) -> BlotState:
    st = BlotState(players, variant, first_player=first_player, faces=faces)
    st.apply(make_deal(players, fixed, removed))
    return st


def play(st: BlotState, *moves: str) -> None:
    """``play(st, "G6 red", ...)``: the current player plays each card on each tile."""
    for m in moves:
        c, t = m.split()
        st.apply(Play(st.current_player, card(c), t))


def snapshot(st: BlotState) -> Any:
    return (st.phase, st.current_player, st.round, st.faces, st.history,
            tuple(st.hand(s) for s in range(st.n)),
            tuple((st.tile_face(c), st.tile_cards(c)) for c in ("green", "blue", "red", "yellow")),
            st.holders(), tuple(st.tricks(r) for r in range(4)), st.last_winner, str(st))


# ------------------------------------------------------------------ recount
# A from-scratch reading of a JSON record: it replays nothing through the
# engine, only collects the cards laid on each tile, decides each trick,
# follows the gifts, then applies the scoring table of RULINGS.md.

SIZES = {2: 3, 3: 3, 4: 4, 5: 5}
DIVS = ["Balder", "Loki", "Odin", "Thor"]


def _colour(code: str) -> str:
    return {"G": "green", "B": "blue", "R": "red", "Y": "yellow"}[code[0]]


def _value(code: str) -> int:
    return int(code[1:])


def recount(rec: dict[str, Any]) -> dict[str, Any]:
    n = rec["players"]
    teams = rec["variant"] == "teams"
    n_scorers = 2 if teams else n
    faces = list(rec["faces"])
    per_round: list[list[int]] = []
    last_winner = None
    for r, rd in enumerate(rec["rounds"]):
        if r > 0:
            faces = [f if i == r else ("B" if f == "A" else "A") for i, f in enumerate(faces)]
        on_tile: dict[str, list[tuple[int, str]]] = {c: [] for c in ("green", "blue", "red", "yellow")}
        flipped: set[str] = set()
        tricks: list[tuple[int, list[str]]] = []  # (scorer, card codes)
        pending = None
        holds: dict[str, str] = {}
        for a in rd["actions"]:
            if "play" in a:
                t = a["tile"]
                on_tile[t].append((a["player"], a["play"]))
                if len(on_tile[t]) == SIZES[n]:
                    cards = on_tile[t]
                    trumps = [x for x in cards if _colour(x[1]) == t]
                    pool = trumps or [x for x in cards if _colour(x[1]) == _colour(cards[0][1])]
                    seat = max(pool, key=lambda x: _value(x[1]))[0]
                    last_winner = seat % 2 if teams else seat
                    tricks.append((last_winner, [x[1] for x in cards]))
                    on_tile[t] = []
                    if t in flipped:
                        pending = t
                    flipped.add(t)
            elif "give" in a:
                holds[a["give"]] = pending
        if len(tricks) < 8:
            break
        scores = [0] * n_scorers
        won = [[cs for (w, cs) in tricks if w == k] for k in range(n_scorers)]
        inc = [k for k in range(n_scorers) if won[k]]
        for k in inc:
            scores[k] += 3 * len(won[k])
        for d, col in holds.items():
            face = faces[DIVS.index(d)]
            cnt = {k: sum(1 for cs in won[k] for c in cs if _colour(c) == col) for k in inc}
            hi, lo = max(cnt.values()), min(cnt.values())
            for k in inc:
                if d == "Balder":
                    scores[k] += (2 if face == "A" else -2) * (cnt[k] // 2)
                elif d == "Loki":
                    scores[k] += -3 if cnt[k] == (hi if face == "A" else lo) else 0
                elif d == "Thor":
                    scores[k] += 4 if cnt[k] == (hi if face == "A" else lo) else 0
                else:
                    has = sum(1 for cs in won[k] if any(_colour(c) == col for c in cs))
                    scores[k] += 2 * (has if face == "A" else len(won[k]) - has)
        per_round.append(scores)
    totals = [sum(r[k] for r in per_round) for k in range(n_scorers)]
    out: dict[str, Any] = {"rounds": per_round, "totals": totals}
    if len(per_round) == 4:
        top = max(totals)
        tied = [k for k in range(n_scorers) if totals[k] == top]
        if len(tied) == 1:
            out["winners"], out["tiebreak"] = tied, "none"
        elif last_winner in tied:
            out["winners"], out["tiebreak"] = [last_winner], "last_ceremony"
        else:
            best = {k: max(r[k] for r in per_round) for k in tied}
            b = max(best.values())
            w = [k for k in tied if best[k] == b]
            out["winners"], out["tiebreak"] = w, ("best_round" if len(w) == 1 else "shared")
    return out


def swap_hidden(state: BlotState, a: int, b: int) -> BlotState | None:
    """The same game, but seats ``a`` and ``b`` exchanged two cards of one
    colour that neither has played yet (colour counts unchanged, so every
    public action stays legal); None if no such pair exists."""
    deal = state.deals[-1]
    played = {x.card for x in state.history if isinstance(x, Play)}
    for ca in state.hand(a):
        for cb in state.hand(b):
            if ca.colour == cb.colour and ca not in played and cb not in played:
                hands = [list(h) for h in deal.hands]
                hands[a][hands[a].index(ca)] = cb
                hands[b][hands[b].index(cb)] = ca
                swapped = Deal(tuple(tuple(h) for h in hands), deal.removed)
                out = BlotState(state.n, state.variant.name, first_player=state.first_player)
                last = max(i for i, x in enumerate(state.history) if isinstance(x, Deal))
                for i, x in enumerate(state.history):
                    out.apply(swapped if i == last else x)
                return out
    return None


def decisions(players: int, variant: str | None, seed: int, phase: str | None = None) -> Iterator[BlotState]:
    """Every state of a seeded random game where a seat decides (only those of
    ``phase``, e.g. ``"play"``, when given); the state is live: copy it to keep it."""
    rng = random.Random(seed)
    st = BlotState(players, variant)
    while not st.is_terminal():
        if st.is_chance_node():
            st.apply(st.sample_chance(rng))
            continue
        if phase is None or st.phase == phase:
            yield st
        st.apply(rng.choice(st.legal_actions()))
