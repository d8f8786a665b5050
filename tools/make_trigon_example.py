"""Make ``seeds/blokus/trigon_example.blksgf``: an annotated Blokus Trigon game.

A complete four-colour game from the empty board to the point where no
colour can move, played by a simple greedy policy (big pieces first, keep
many open corners, a little randomness) and searched over seeds until blue
places all 22 pieces with the one-triangle piece last (+20). Comments mark
the instructive moments: the shared starting triangles, the first corner
contact, edges that may not touch, a colour being skipped, the bonus, the
final scores. Run from the repository root::

    python tools/make_trigon_example.py [--check]

``--check`` regenerates in memory and fails if the file differs.
"""

from __future__ import annotations

from typing import cast

import pathlib
import random
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blokus import sgf  # noqa: E402
from rules_py.blokus.board import Board, iter_bits  # noqa: E402
from rules_py.blokus.scoring import colour_points  # noqa: E402

OUT = ROOT / "seeds" / "blokus" / "trigon_example.blksgf"
HERO = 0  # blue
STARTS = ("r15", "r4", "j12", "j7", "z12", "z7")


def choose(board: Board, rng: random.Random) -> int:
    """Placement index for the colour to move (greedy, slightly random)."""
    t = board.tables
    c = board.to_move
    assert c is not None
    bits = board.allowed[c] & board.cover[c]
    one = t.piece_index["1"]
    hold_one = c == HERO and sum(board.left[c]) > 1
    free = ~board.occupied & ~board.forbidden[c]
    best, best_score = -1, float("-inf")
    for pid in iter_bits(bits):
        k = t.piece_of[pid]
        if hold_one and k == one:
            continue
        opens = (t.corners[pid] & free).bit_count()
        score = t.piece_sizes[k] * 3 + opens + rng.random() * 2.5
        if score > best_score:
            best, best_score = pid, score
    if best < 0:  # only the one-triangle piece fits: play it
        best = next(iter_bits(bits))
    return best


def play_game(seed: int) -> Board:
    rng = random.Random(seed)
    board = Board("trigon")
    while not board.is_over:
        board.play_index(choose(board, rng))
    return board


def hero_bonus(board: Board) -> bool:
    return colour_points(board, HERO, "standard") == 20


def comments_for(board: Board) -> dict[int, str]:
    v = board.variant
    names = v.colours
    out: dict[int, str] = {0: (
        "Blokus Trigon, four colours on the hexagon of 486 triangles. The six starting "
        "triangles r15 r4 j12 j7 z12 z7 are shared: each colour's first piece covers "
        "any one of them that is still free.")}
    first_seen: set[int] = set()
    corner_done = False
    replay = Board("trigon")
    for k, mv in enumerate(board.history, start=1):
        c = cast(int, mv.colour)
        cells = str(mv).split(",")
        note = []
        if c not in first_seen:
            first_seen.add(c)
            start = next(s for s in STARTS if s in cells)
            taken = [s for s in STARTS if replay.owner(replay.geometry.parse(s)) is not None]
            note.append(f"{names[c].capitalize()}'s first piece, {mv.piece}, covers the starting triangle {start}.")
            if taken:
                note.append(f"{', '.join(taken)} {'is' if len(taken) == 1 else 'are'} already taken.")
        elif not corner_done:
            corner_done = True
            note.append(f"{names[c].capitalize()}'s second piece ({mv.piece}) touches its first piece only at a "
                        "corner: that is the rule for every later piece, and no side of it may touch a side "
                        f"of another {names[c]} piece.")
        replay.play(str(mv), c)
        nxt = replay.to_move
        if nxt is not None:
            expected = (c + 1) % replay.ncolours
            skipped = []
            while expected != nxt:
                skipped.append(names[expected])
                expected = (expected + 1) % replay.ncolours
            if skipped and not any(f"{s.capitalize()} cannot" in txt for txt in out.values() for s in skipped):
                note.append(f"{' and '.join(s.capitalize() for s in skipped)} cannot place any piece any more "
                            f"and {'is' if len(skipped) == 1 else 'are'} skipped from now on; the others play on.")
        if c == HERO and sum(replay.left[c]) == 0:
            note.append("Blue has placed all 22 pieces, the one-triangle piece last: +15 and +5 more, 20 points.")
        if replay.is_over:
            pts = [colour_points(replay, x, "standard") for x in range(replay.ncolours)]
            lines = []
            for x in range(replay.ncolours):
                left = replay.remaining(x)
                if left:
                    lines.append(f"{names[x]} {pts[x]} ({replay.remaining_cells(x)} triangles left: "
                                 f"{' '.join(left)})")
                else:
                    lines.append(f"{names[x]} {pts[x]}")
            note.append("No colour can place a piece: the game is over. Scores: " + "; ".join(lines) + ".")
        if note:
            out[k] = " ".join(note)
    return out


def make() -> str:
    for seed in range(1, 500):
        board = play_game(seed)
        if hero_bonus(board):
            text = sgf.dumps(board, comments_for(board), extra=[("GN", f"Trigon example (seed {seed})")])
            return text + "\n"
    raise SystemExit("no seed gave blue the +20 bonus")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    text = make()
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is out of date", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
