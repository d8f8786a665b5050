"""Regenerate BLOT's worked examples as complete, legal, commented records.

    python tools/make_blot_examples.py          # writes rules_py/blot/examples/*.json
    python tools/make_blot_examples.py --check  # fails if a record is stale

The records are found by a seeded search: random deals played by a simple
"plausible player" (win cheaply when it can, otherwise shed a low card,
with some noise) until the round matches the booklet's example. The same
seeds always give the same records.

The one copy: ``rules_py/blot/examples/*.json`` (shipped in the package so
the pages, the notebooks and the wheel in the browser can load them).
"""

from __future__ import annotations

import pathlib
import random
import sys
from collections.abc import Callable

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules_py.blot.cards import DIVINITIES, card, sort_key  # noqa: E402
from rules_py.render.commentary import describe  # noqa: E402
from rules_py.blot.game import BlotState, Deal, Give, Play, SetFaces, random_game  # noqa: E402
from rules_py.blot.record import Record  # noqa: E402
from rules_py.blot.scoring import ceremony_winner  # noqa: E402

PACKAGE_DIR = ROOT / "rules_py" / "blot" / "examples"


# --------------------------------------------------------------- the player

def plausible(st: BlotState, rng: random.Random, allowed: Callable[[Play], bool] = lambda a: True) -> Play:
    """A play a reasonable person might make: cheap wins, low discards, some noise."""
    best, best_score = None, -1e9
    for a in st.legal_actions():
        assert isinstance(a, Play)
        if not allowed(a):
            continue
        on = list(st.tile_cards(a.tile))
        v = a.card.value / 10
        score = rng.random() * 1.6
        if not on:
            score += 0.6 - v / 2  # open with a modest card
        else:
            cards = on + [(a.player, a.card)]
            if ceremony_winner(a.tile, cards) == a.player:
                score += 1.6 - v  # winning, and cheaply if possible
                if len(cards) == st.variant.ceremony_size:
                    score += 0.6
            else:
                score += 1.0 - v  # losing anyway: shed a low card
        if score > best_score:
            best, best_score = a, score
    assert best is not None
    return best


def random_deal(st: BlotState, rng: random.Random) -> Deal:
    d = st.sample_chance(rng)
    assert isinstance(d, Deal)
    return d


def comment_all(st_start: BlotState, actions: list, seats: tuple[str, ...]) -> list[str]:
    out, st = [], st_start.clone()
    for a in actions:
        out.append(describe(st, a, seats))
        st.apply(a)
    return out


def to_record(st: BlotState, seats: tuple[str, ...], title: str, comment: str,
              extra: dict[int, str], round_comment: str | None = None) -> Record:
    base = BlotState(st.n, st.variant, first_player=st.first_player,
                     faces=st.initial_faces)
    deal = next(a for a in st.history if isinstance(a, Deal))
    base.apply(deal)
    acts = [a for a in st.history if not isinstance(a, (SetFaces, Deal))]
    comments = comment_all(base, acts, seats)
    for i, text in extra.items():
        comments[i] = comments[i] + " " + text
    rec = Record.from_state(st, seats=seats, comments=dict(enumerate(comments)),
                            title=title, comment=comment)
    rec.rounds[0].comment = round_comment
    return rec


# --------------------------------------------------------------- example 1

def trick_example() -> Record:
    """3 players: South opens green 6, West green 9, later East completes with
    blue 5 (the 3-player deck has no 4s), West wins. Yellow tile."""
    seats = ("South", "West", "East")
    rng = random.Random(20260101)
    while True:
        st = BlotState(3, faces=tuple(rng.choice("AB") for _ in range(4)))
        d = random_deal(st, rng)
        s, w, e = d.hands
        if not (card("G6") in s and card("G9") in w and card("B5") in e
                and all(c.colour != "green" for c in e) and 2 <= sum(c.colour == "yellow" for c in s) <= 3):
            continue
        st.apply(d)
        st.apply(Play(0, card("G6"), "yellow"))
        st.apply(Play(1, card("G9"), "yellow"))
        not_yellow = lambda a: a.tile != "yellow" and a.card != card("B5")  # noqa: E731
        for _ in range(3):
            st.apply(plausible(st, rng, not_yellow))
            while st.phase == "give":
                st.apply(rng.choice(st.legal_actions()))
        if st.current_player != 2:
            continue
        st.apply(Play(2, card("B5"), "yellow"))
        assert st.tricks()[0].winner == 1 if len(st.tricks()) == 1 else st.tricks()[-1].winner == 1
        while st.phase in ("play", "give"):
            st.apply(plausible(st, rng) if st.phase == "play" else rng.choice(st.legal_actions()))
        extra = {5: ("West keeps this ceremony: no yellow (the tile's Affinité) was played, "
                     "so the highest green, the requested colour, wins. East completed it "
                     "but did not win it.")}
        return to_record(st, seats, "The three-player trick",
                         "South opens a ceremony on the yellow tile with the green 6, West "
                         "follows with the green 9; later East, who has no green, completes it "
                         "with a blue card and West wins. The booklet shows a blue 4, which is "
                         "not in the 3-player deck (values 5-10), so this record uses the blue 5.",
                         extra)


# --------------------------------------------------------------- example 2

def last_ceremony_example() -> Record:
    """4 players: West wins the round's last ceremony, on the red tile; it goes to nobody."""
    seats = ("South", "West", "North", "East")
    rng = random.Random(20260202)
    while True:
        st = BlotState(4, faces=tuple(rng.choice("AB") for _ in range(4)))
        st.apply(random_deal(st, rng))
        while st.phase in ("play", "give"):
            st.apply(plausible(st, rng) if st.phase == "play" else rng.choice(st.legal_actions()))
        last = st.tricks(0)[-1]
        scores = st.round_score(0).scorers
        if last.tile == "red" and last.winner == 1 and not any(s.excluded for s in scores):
            n = sum(1 for a in st.history if not isinstance(a, (SetFaces, Deal))) - 1
            extra = {n: ("Loki, Odin and Thor already hold a tile and Balder is masked, so "
                         "the red tile goes to nobody and the round is scored.")}
            return to_record(st, seats, "The last ceremony goes to nobody",
                             "A full 4-player first round. West wins the last ceremony, on the "
                             "red tile's light face; every visible divinity already holds a "
                             "tile, so nobody receives it.", extra)


# --------------------------------------------------------------- example 3

GIFTS = {"yellow": "Loki", "green": "Odin", "red": "Thor"}


def martin_example(max_tries: int = 200000) -> Record:
    """Martin's round 1 (4 players): 16 = +9 -3 (Loki, most yellow) +6 (Odin, 3 tricks
    with green) +4 (Thor, most red); Balder masked; blue is the last ceremony."""
    seats = ("Martin", "Astrid", "Leif", "Sigrid")
    rng = random.Random(16)
    for _ in range(max_tries):
        st = BlotState(4, faces=(rng.choice("AB"), "A", "A", "A"))
        st.apply(random_deal(st, rng))
        ok = True
        while st.phase in ("play", "give"):
            if st.phase == "give":
                tile = st.gift_tile
                if tile not in GIFTS:
                    ok = False  # the blue light ceremony came before the end
                    break
                st.apply(Give(st.current_player, GIFTS[tile]))
            else:
                st.apply(plausible(st, rng))
        if not ok:
            continue
        r = st.round_score(0)
        m = r.scorers[0]
        pts = {e.divinity: e.points for e in m.effects}
        if not (m.ceremonies == 3 and pts == {"Loki": -3, "Odin": 6, "Thor": 4} and m.total == 16):
            continue
        if any(s.excluded for s in r.scorers):
            continue
        # "the most": strictly more than anyone else, as the booklet tells it
        counts = [[sum(1 for t in st.tricks(0) if t.winner == k for _, c in t.cards if c.colour == col)
                   for k in range(4)] for col in ("yellow", "red")]
        if any(sorted(cs)[-1] == sorted(cs)[-2] for cs in counts):
            continue
        extra: dict[int, str] = {}
        hist = [a for a in st.history if not isinstance(a, (SetFaces, Deal))]
        for i, a in enumerate(hist):
            if isinstance(a, Give):
                extra[i] = "(Chosen to match the booklet's example.)" if a.player != 0 else ""
        extra = {k: v for k, v in extra.items() if v}
        n = len(hist) - 1
        yellow, red = counts
        extra[n] = (f"Round over. Martin won 3 ceremonies (+9); he holds the most yellow "
                    f"({yellow[0]}) so Loki takes 3 (-3); all three of his tricks contain green "
                    f"(+6 from Odin); he holds the most red ({red[0]}, +4 from Thor): 16 in all.")
        return to_record(st, seats, "Martin's round",
                         "A complete first round for four players. Balder is masked; Loki "
                         "ends up with the yellow tile, Odin with the green one and Thor with the "
                         "red one, all on face A; the blue tile is the round's last ceremony. "
                         "Martin scores exactly 16.", extra,
                         round_comment="Found by tools/make_blot_examples.py (seeded search).")
    raise RuntimeError("no round found; raise max_tries")


EXAMPLES: dict[str, Callable[[], Record]] = {
    "trick": trick_example,
    "last_ceremony": last_ceremony_example,
    "martin": martin_example,
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in argv
    PACKAGE_DIR.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, make in EXAMPLES.items():
        rec = make()
        rec.replay()  # legal from start to end
        text = rec.dumps()
        path = PACKAGE_DIR / f"{name}.json"
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            path.write_text(text, encoding="utf-8")
        print(f"{name}: {len(rec.actions())} actions")
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
