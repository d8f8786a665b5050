"""Regenerate the Blokus worked examples (Classic and Duo finished games).

    python tools/make_blokus_examples.py           # search, write the records
    python tools/make_blokus_examples.py --check   # fail if a record is stale
    python tools/make_blokus_examples.py --only duo --seed 7

The booklets describe a finished game by its final scores only (the figures
are lost). We rebuild a complete, legal game from the empty board that ends
with no colour able to move and exactly those pieces left:

* Classic: blue places all 21 pieces, the one-square piece last (+20);
  yellow keeps two 4-square pieces (-8); red one 3-square, four 4-square and
  one 5-square piece (-24); green one 3-square, three 4-square and one
  5-square piece (-20).
* Duo: orange places all 21, the one-square piece last (+20); purple keeps
  two 3-square pieces and one 4-square piece (-10).

How the search works: every colour has a *budget* (how many pieces of each
size it must place: all of them minus the ones it keeps). A plausible player
picks, among the legal moves within its budget, the one that scores best on
a simple evaluation -- big pieces first, keep its own options open, do not
crowd the colour that must place everything, and, once few pieces of its
budget are left, shut its own remaining spaces -- with random noise. A
depth-first search tries the best few moves at each turn and backtracks when
a colour gets stuck with budget left, or could still move with its budget
spent. The seeds fixed below reproduce the records exactly.

The one copy: ``rules_py/blokus/examples/*.blksgf`` (in the package, so the
pages can load them in the browser).
"""

from __future__ import annotations

from typing import cast

import argparse
import math
import pathlib
import random
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules_py.blokus import sgf  # noqa: E402
from rules_py.blokus.board import Board, iter_bits  # noqa: E402
from rules_py.blokus.scoring import colour_points  # noqa: E402

PACKAGE_DIR = ROOT / "rules_py" / "blokus" / "examples"

#: The Duo game's middle-game comments, by move number: why a move
#: is good (or what it costs), each claim checked against the position by
#: ``tests/blokus/test_example_comments.py`` (corners, corners taken, legal
#: placements, pieces that no longer fit). They follow the game found with
#: the seed below; French in ``rules_py/i18n/fr_examples.py``.
DUO_MIDDLE = {
    5: "Purple stretches toward the empty lower left with the L5: three new corners (13 in all). Large "
       "pieces go down first, while there is room for them.",
    6: "Orange reaches into the upper left from g10: the U covers f12, one of purple's corners, and gives "
       "orange three more corners (13).",
    7: "Purple puts down its cross (X) while the bottom of the board is still open: the X is the hardest "
       "piece to fit late in a game, and here it opens five corners (from 12 to 17).",
    8: "Orange does the same on the right side: its cross opens three corners (from 13 to 16).",
    9: "Purple's T5 wedges between orange's pieces in the centre: it covers j8, one of orange's corners, "
       "and purple now has 19 corners.",
    10: "A blocking move: the T5 gains orange no corner (15 before and after), but it covers h13, a corner "
        "from which purple's F could have grown upward.",
    12: "A strong move: orange's Z5 runs along purple's pieces on the left, covers c10 (a purple corner), "
        "opens three corners for orange (18) and cuts purple's legal placements from 521 to 457.",
    13: "Purple answers on the right: its Z5 covers n6, an orange corner just below orange's cross.",
    17: "Purple lays its I5 along the bottom edge, as orange just did along the right edge: a straight "
        "five needs five free cells in a line, and the edges of the board still have them.",
    19: "Purple's N covers l10, an orange corner, and orange's legal placements fall from 424 to 378.",
    20: "Orange fills the space under purple's Z5 with its W: two more corners for orange (16), and "
        "purple's legal placements fall from 325 to 259.",
    24: "Orange's V5 takes two purple corners at once, c2 and d1, between purple's U and cross: purple has "
        "no corner left in the bottom-left corner of the board.",
    25: "Purple replies in the bottom right: its V5 covers two orange corners, l2 and m3, and orange's "
        "legal placements fall from 212 to 172.",
    29: "Purple's T4 covers h5, an orange corner (orange's legal placements: 116, then 80). But it also "
        "fills the last room for purple's own I4: from now on the I4 fits nowhere, and purple ends the "
        "game with it.",
    33: "Purple places its Z4, the largest piece it can still fit. Afterwards it has a single corner left, "
        "k5, where only the one-square piece fits: its I3 and V3 will stay in hand.",
    34: "Orange's T4 is its last piece larger than three squares. Orange kept its four smallest pieces (the "
        "I3, the V3, the two-square and the one-square piece) for the end: small pieces fit the last "
        "holes, and orange will place them all.",
}


#: name -> variant, pieces kept by size per colour, the colour that places
#: everything with the one-square piece last, expected points, seed.
EXAMPLES = {
    "classic": {
        "variant": "classic",
        "keep": {0: {}, 1: {4: 2}, 2: {3: 1, 4: 4, 5: 1}, 3: {3: 1, 4: 3, 5: 1}},
        "star": 0,
        "points": [20, -8, -24, -20],
        "seed": 1,
        "w_own": 4, "shut_from": 2, "w_room": 3, "room_factor": 1.5, "handoff": 8, "width": 40,
        "file": "classic_finished.blksgf",
    },
    "duo": {
        "variant": "duo",
        "keep": {0: {3: 2, 4: 1}, 1: {}},
        "star": 1,
        "points": [-10, 20],
        "seed": 2,
        "w_own": 4, "shut_from": 2, "w_room": 3, "room_factor": 1.5, "handoff": 8, "width": 100,
        "file": "duo_finished.blksgf",
        "middle": DUO_MIDDLE,
    },
}


class Search:
    def __init__(self, spec: dict, seed: int, node_limit: int = 4000) -> None:
        self.spec = spec
        self.rng = random.Random(seed)
        self.board = Board(spec["variant"])
        b = self.board
        t = b.tables
        self.sizes = t.piece_sizes
        # Placements of each size (a placement bitmask per size).
        self.size_mask: dict[int, int] = {}
        for k, s in enumerate(t.piece_sizes):
            self.size_mask[s] = self.size_mask.get(s, 0) | t.piece_all[k]
        self.mono = t.piece_index["1"]
        self.star = spec["star"]
        # budget[c][size]: pieces of that size colour c must still place.
        self.budget = []
        for c in range(b.ncolours):
            per = {}
            for k, s in enumerate(t.piece_sizes):
                per[s] = per.get(s, 0) + t.piece_copies[k]
            for s, n in spec["keep"].get(c, {}).items():
                per[s] -= n
            self.budget.append(per)
        self.nodes = 0
        self.node_limit = node_limit
        self.coop = spec.get("coop", 3.0)
        self.w_size = spec.get("w_size", 10.0)
        self.w_star = spec.get("w_star", 4.0)
        self.w_own = spec.get("w_own", 2.0)
        self.w_shut = spec.get("w_shut", 2.5)
        self.noise = spec.get("noise", 4.0)
        self.sample = spec.get("sample", 50)
        self.shut_from = spec.get("shut_from", 4)
        self.w_room = spec.get("w_room", 1.0)
        self.room_factor = spec.get("room_factor", 1.0)

    # -- move filters -------------------------------------------------------------
    def budget_bits(self, c: int) -> int:
        b = self.board
        bits = b.allowed[c] & b.cover[c]
        m = 0
        for s, n in self.budget[c].items():
            if n > 0:
                m |= self.size_mask[s]
        bits &= m
        if c == self.star and len(b.remaining(c)) > 1:
            bits &= b.tables.not_piece[self.mono]  # the one-square piece goes last
        return bits

    def keep_bits(self, c: int) -> int:
        b = self.board
        bits = b.allowed[c] & b.cover[c]
        m = 0
        for s, n in self.budget[c].items():
            if n <= 0:
                m |= self.size_mask[s]
        return bits & m

    def left_in_budget(self, c: int) -> int:
        return sum(max(n, 0) for n in self.budget[c].values())

    def ok_at_turn(self) -> bool:
        """The colour to move must have a budget move, and budget left."""
        b = self.board
        c = b.to_move
        if c is None:
            return all(self.left_in_budget(x) == 0 for x in range(b.ncolours))
        if self.left_in_budget(c) == 0:
            return False  # it could still move: the game would not end as booked
        if not self.budget_bits(c):
            return False
        # Anyone with budget left but no budget move now will never get one.
        for x in range(b.ncolours):
            if self.left_in_budget(x) and not self.budget_bits(x):
                return False
        return True

    # -- evaluation ------------------------------------------------------------------
    def mobility(self, c: int) -> float:
        """Sum over the pieces still to place of log(1 + their legal placements).

        A piece with nowhere to go costs a lot more than a piece with a few
        places less: the player who must place everything thinks this way.
        """
        b = self.board
        t = b.tables
        bits = b.allowed[c] & b.cover[c]
        total = 0.0
        budget = self.budget[c]
        for k, n in enumerate(b.left[c]):
            if n and budget[t.piece_sizes[k]] > 0:
                total += math.log1p((bits & t.piece_all[k]).bit_count())
        return total

    def budget_cells(self, c: int) -> int:
        return sum(s * n for s, n in self.budget[c].items() if n > 0)

    def room(self, c: int) -> int:
        """How many cells the colour's legal budget moves could cover."""
        masks = self.board.tables.masks
        m = 0
        for pid in iter_bits(self.budget_bits(c)):
            m |= masks[pid]
        return m.bit_count()

    def candidates(self, c: int, limit: int) -> list[int]:
        b = self.board
        t = b.tables
        bits = self.budget_bits(c)
        pids = list(iter_bits(bits))
        rng = self.rng
        if len(pids) > self.sample:
            # Prefer big pieces, sample the rest.
            pids.sort(key=lambda p: -t.piece_sizes[t.piece_of[p]] + rng.random() * 1.5)
            pids = pids[:self.sample]
        star = self.star
        scored = []
        left = self.left_in_budget(c)
        star_before = self.mobility(star) if c != star else 0.0
        for pid in pids:
            size = t.piece_sizes[t.piece_of[pid]]
            self.play(pid)
            own = self.mobility(c)
            score = self.w_size * size + (self.w_star if c == star else self.w_own) * own
            if c != star:
                score -= self.coop * max(0.0, star_before - self.mobility(star))
                if left <= 5:
                    # Shut its own spaces for the pieces it keeps.
                    score -= self.w_shut * self.keep_bits(c).bit_count() ** 0.5
            score += rng.random() * self.noise
            self.unplay()
            scored.append((score, pid))
        scored.sort(reverse=True)
        return [p for _, p in scored[:limit]]

    def play(self, pid: int) -> None:
        b = self.board
        c = b.to_move
        s = b.tables.piece_sizes[b.tables.piece_of[pid]]
        self.budget[c][s] -= 1
        b.play_index(pid)

    def unplay(self) -> None:
        b = self.board
        mv = b.history[-1]
        c = cast(int, mv.colour)
        self.budget[c][len(mv)] += 1
        b.undo()

    def finish(self) -> bool:
        """Depth-first over every budget move (biggest first) to the end."""
        self.nodes += 1
        if self.nodes > self.node_limit or not self.ok_at_turn():
            return False
        b = self.board
        if b.to_move is None:
            return True
        t = b.tables
        pids = sorted(iter_bits(self.budget_bits(b.to_move)), key=lambda p: -t.piece_sizes[t.piece_of[p]])
        for pid in pids:
            self.play(pid)
            if self.finish():
                return True
            self.unplay()
            if self.nodes > self.node_limit:
                return False
        return False


def value(search: "Search") -> float:
    """How promising a position is: everyone who must still place pieces has
    somewhere to put each of them (the colour that must place everything
    counts most), and more squares are covered."""
    b = search.board
    v = 0.0
    for c in range(b.ncolours):
        left = search.left_in_budget(c)
        if left:
            v += (search.w_star if c == search.star else search.w_own) * search.mobility(c)
            # Room: the cells its next moves could cover, against the squares it must still place.
            need = search.budget_cells(c)
            room = search.room(c)
            if room < search.room_factor * need:
                v -= search.w_room * (search.room_factor * need - room)
        if c != search.star and left <= search.shut_from:
            # Close to its last piece, a colour that keeps pieces should have
            # shut every space where they could still go.
            v -= search.w_shut * (1 + search.shut_from - left) * search.keep_bits(c).bit_count() ** 0.5
    v += search.w_size * b.occupied.bit_count() / 5.0
    return v


def beam(spec: dict, seed: int, width: int = 100, branch: int = 6, verbose: bool = False) -> Board | None:
    """Beam search (keep the ``width`` most promising positions at each ply);
    from ``spec["handoff"]`` moves before the end, finish each kept position
    with a depth-first search over every move."""
    search = Search(spec, seed)
    rng = search.rng
    total = sum(search.left_in_budget(c) for c in range(search.board.ncolours))
    handoff = total - spec.get("handoff", 8)
    states = [(0.0, search.board.copy(), [dict(x) for x in search.budget])]
    while states:
        if len(states[0][1].history) >= handoff:
            for _, board, budget in states:
                search.board, search.budget = board, budget
                search.nodes = 0
                if search.finish():
                    return board
            return None
        children = []
        seen = set()
        for _, board, budget in states:
            search.board, search.budget = board, budget
            c = board.to_move
            if c is None:
                return board
            for pid in search.candidates(c, branch):
                search.play(pid)
                key = tuple(board.cells)
                if key not in seen and search.ok_at_turn():
                    seen.add(key)
                    children.append((value(search) + rng.random() * search.noise,
                                     board.copy(), [dict(x) for x in budget]))
                search.unplay()
        children.sort(key=lambda x: -x[0])
        states = children[:width]
        if verbose and states:
            print(f"  ply {len(states[0][1].history)}: {len(children)} children", file=sys.stderr)
    return None


def find(spec: dict, first_seed: int, tries: int = 200, verbose: bool = False) -> tuple[Board, int]:
    for seed in range(first_seed, first_seed + tries):
        t0 = time.perf_counter()
        board = beam(spec, seed, width=spec.get("width", 100))
        if verbose:
            print(f"seed {seed}: {'found' if board else 'no'} ({time.perf_counter() - t0:.1f}s)", file=sys.stderr)
        if board is not None:
            return board, seed
    raise SystemExit(f"no game found from seed {first_seed} in {tries} tries")


# ---------------------------------------------------------------------------
# Comments at instructive moments

def comments(board: Board, spec: dict) -> dict[int, str]:
    v = board.variant
    g = board.geometry
    names = v.colours
    out: dict[int, str] = {}
    replay = Board(v)
    n = len(board.history)
    edge_note = False
    skipped_noted: set[int] = set()
    first_corner_note = False
    again_noted = False
    for k, mv in enumerate(board.history, start=1):
        c = cast(int, mv.colour)
        others = replay.occupied & ~replay.cells[c]
        replay.play(mv, c)
        name = names[c].capitalize()
        notes = []
        if replay.placed[c] == 1:
            start = ", ".join(g.name(i) for i in replay.tables.starts[c] if mv.mask >> i & 1)
            if k == 1:
                notes.append(f"{name} opens: a first piece must cover its colour's starting cell ({start}). "
                             "Every later piece of a colour must touch that colour at a corner and never "
                             "along an edge.")
            else:
                notes.append(f"{name}'s first piece covers its starting cell {start}.")
        elif not first_corner_note:
            first_corner_note = True
            notes.append(f"{name}'s second piece touches its first one only at a corner: that is the one "
                         "way to grow.")
        touch = 0
        for i in mv.cells:
            touch |= replay.tables.edge[i]
        if not edge_note and touch & others and replay.placed[c] > 1:
            edge_note = True
            notes.append("This piece touches another colour along an edge: allowed, only a colour's own "
                         "pieces may not share an edge.")
        if k > 1 and board.history[k - 2].colour == c and not again_noted:
            again_noted = True
            out_names = [names[x].capitalize() for x in range(replay.ncolours) if x != c
                         and not replay.can_move(x)]
            notes.append(f"{name} plays again: {', '.join(out_names)} cannot move and "
                         f"{'is' if len(out_names) == 1 else 'are'} skipped.")
        # Colours that are now out for good.
        for x in range(replay.ncolours):
            if x not in skipped_noted and replay.left[x] and any(replay.left[x]) and not replay.can_move(x):
                skipped_noted.add(x)
                left = replay.remaining_cells(x)
                notes.append(f"{names[x].capitalize()} can no longer place any piece ({left} squares left): "
                             "from now on it is skipped; the others play on.")
        if c == spec["star"] and not any(replay.left[c]):
            notes.append(f"{name} places its last piece, the one-square piece: all pieces placed (+15) with "
                         "the one-square piece last (+5): +20.")
        if k == n:
            parts = []
            for x in range(replay.ncolours):
                pts = colour_points(replay, x)
                left = replay.remaining(x)
                parts.append(f"{names[x].capitalize()} {pts:+d}" + (f" ({', '.join(left)} left)" if left else ""))
            notes.append("No colour can place a piece: the game is over. " + "; ".join(parts) + ".")
        if notes:
            out[k] = " ".join(notes)
    for k, text in spec.get("middle", {}).items():
        out[k] = out[k] + " " + text if k in out else text
    out[0] = (f"A complete {v.title} game, rebuilt to match the rule booklet's finished-game example. "
              "Scores: -1 per square left; +15 for placing every piece, +5 more if the last was the "
              "one-square piece.")
    return out


def build(name: str, seed: int | None = None, verbose: bool = False) -> str:
    spec = EXAMPLES[name]
    board, used = find(spec, spec["seed"] if seed is None else seed, verbose=verbose)
    pts = [colour_points(board, c) for c in range(board.ncolours)]
    assert pts == spec["points"], pts
    assert board.is_over
    if verbose:
        print(f"{name}: seed {used}, {len(board.history)} moves, points {pts}", file=sys.stderr)
    return sgf.dumps(board, comments(board, spec), extra=[("GN", f"Worked example: {name} finished game")]) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="fail if a written record differs")
    ap.add_argument("--only", choices=sorted(EXAMPLES))
    ap.add_argument("--seed", type=int)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    status = 0
    for name in ([args.only] if args.only else list(EXAMPLES)):
        text = build(name, args.seed, args.verbose)
        path = PACKAGE_DIR / EXAMPLES[name]["file"]
        if args.check:
            if not path.exists() or path.read_text() != text:
                print(f"stale: {path}", file=sys.stderr)
                status = 1
        else:
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}")
    return status


if __name__ == "__main__":
    sys.exit(main())
