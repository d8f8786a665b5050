"""Fit the top levels' prior weights (`rules_py.blokus.policy.Weights`) to
a stronger player's moves: how ``TRIGON_WEIGHTS``, ``DUO_WEIGHTS`` and
``CLASSIC_2_WEIGHTS`` in ``rules_py/blokus/levels.py`` were made.

    # 1. games of a strong player against itself, each move refereed by our rules
    python bench/_referee.py --variant trigon_2 --games 30 --seed 80000 \\
        --a "$PENTOBI_GTP -g trigon_2 -l 4 --noresign --quiet" \\
        --b "$PENTOBI_GTP -g trigon_2 -l 4 --noresign --quiet" --records games/
    # 2. the weights that make its moves most likely under our prior
    python tools/blokus_priors.py --records 'games/*.blksgf' [--against level6] [--pieces]

For every position after the mover's first piece, the candidates are the
moves a level-6 search node would list (`rules_py.blokus.mcts.MAX_CHILDREN`'s
largest-sizes rule); the move played and ``--sample`` other candidates drawn
at random (a seeded draw) get each feature of `policy.scores` alone, and
the two halves of `policy.mobility` (the mover's side's gain, the
opponents' loss). The weights maximise the log-likelihood of the moves
played under the prior's softmax (a conditional logit: sampling the other
candidates uniformly keeps it consistent), by Newton's method with a small
ridge, on every fourth game held out for the figures: mean log-likelihood,
how often the move played ranks first and among the first five of its
sample, for the fitted weights and for ``--against`` (a level's present
weights on that edition). ``--pieces`` fits a bonus per piece of the edition
too (`policy.Weights.pieces`; tried in Trigon for two, not used by the
levels: ``bench/pentobi.py``). Standard library and rules_py only; CPython
(a minute for 4,000 positions).

It makes the weights the package ships, so it lives in ``tools/``, not in
``bench/``; with no arguments it prints the top level's weights per edition
where they differ from ``TOP_WEIGHTS``, as ``name: value weight`` lines.
"""

from __future__ import annotations

import argparse
import dataclasses
import glob
import math
import pathlib
import random
import sys
from collections.abc import Sequence

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name: assume the working directory
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py.blokus import mcts, policy, sgf  # noqa: E402
from rules_py.blokus.board import Board, iter_bits  # noqa: E402
from rules_py.blokus.policy import Weights  # noqa: E402

#: Every weight of `Weights` the fit sets to 0 before turning one feature on.
_ZERO = {"size": 0.0, "corners": 0.0, "lost": 0.0, "blocked": 0.0, "centre": 0.0}
#: Each feature as the score of a `Weights` with only it on, weight 1
#: (``lost`` at -1, so that the feature is the count and its fitted weight the
#: `Weights` field's value with its sign turned).
UNITS: list[tuple[str, Weights]] = [
    ("size", Weights(**{**_ZERO, "size": 1.0})),
    ("centre", Weights(**{**_ZERO, "centre": 1.0, "early": 8})),
    ("corners", Weights(**{**_ZERO, "corners": 1.0})),
    ("lost", Weights(**{**_ZERO, "lost": -1.0})),
    ("blocked", Weights(**{**_ZERO, "blocked": 1.0})),
    ("hug", Weights(**_ZERO, hug=1.0)),
    ("connect", Weights(**_ZERO, connect=1.0)),
    ("near", Weights(**_ZERO, near=1.0)),
    ("pack", Weights(**_ZERO, pack=1.0)),
    ("reply", Weights(**_ZERO, reply=1.0)),
]
NAMES = [n for n, _ in UNITS] + ["mobility", "mobility_foes"]

#: One position: the features of the move played (row 0) and of the sampled others.
Sample = list[list[float]]


def candidates(board: Board) -> list[int]:
    """The placements a search node lists here (`mcts.MCTSBot._expand`'s rule
    before its even spacing: `mcts.largest_sizes`)."""
    c = board.to_move
    assert c is not None
    legal = board.allowed[c] & board.cover[c]
    if legal.bit_count() > mcts.MAX_CHILDREN:
        legal = mcts.largest_sizes(board.tables, legal)
    return list(iter_bits(legal))


def features(board: Board, pids: Sequence[int], pieces: bool = False) -> Sample:
    """Per placement, its features (`NAMES`) for the colour to move; with
    ``pieces``, then one column per piece of the edition (1 for its own)."""
    columns = [policy.scores(board, pids, w) for _, w in UNITS]
    sides = policy.colour_sides(board)
    mine = policy.side_of_player(board, board.player_to_move or 0)
    own = policy.mobility(board, pids, sides, mine, 0.0)
    both = policy.mobility(board, pids, sides, mine, 1.0)
    columns += [own, [b - o for b, o in zip(both, own)]]
    rows = [list(row) for row in zip(*columns)]
    if pieces:
        t = board.tables
        for row, p in zip(rows, pids):
            row += [float(t.piece_of[p] == k) for k in range(len(t.piece_names))]
    return rows


def positions(paths: Sequence[str], sample: int, seed: int, pieces: bool = False) -> list[tuple[str, Sample]]:
    """``(path, features)`` for each position of each record (module
    docstring; ``pieces`` as for `features`)."""
    rng = random.Random(seed)
    out = []
    for path in paths:
        rec = sgf.load(path)
        board = Board(rec.variant)
        for colour, text, *_ in rec.moves():
            c = board.to_move
            if c is None:
                break
            mv = board.parse_move(text, colour)
            if board.placed[c]:
                pid = board.tables.by_mask[mv.mask]
                cands = candidates(board)
                if pid in cands and len(cands) > 1:
                    others = [p for p in cands if p != pid]
                    drawn = rng.sample(others, min(sample, len(others)))
                    out.append((path, features(board, [pid, *drawn], pieces)))
            board.play(mv)
    return out


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            if f:
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(data: Sequence[Sample], ridge: float = 1e-3, iterations: int = 12,
        fixed: Sequence[int] = ()) -> list[float]:
    """The weights maximising the mean log-likelihood of row 0 of each sample
    under the softmax of ``weights . features`` (less ``ridge`` times the
    squared weights, on features scaled to unit spread), by Newton's method;
    the features at the indices ``fixed`` keep weight 0."""
    f = len(data[0][0])
    rows = [r for s in data for r in s]
    mean = [sum(r[j] for r in rows) / len(rows) for j in range(f)]
    spread = [math.sqrt(sum((r[j] - mean[j]) ** 2 for r in rows) / len(rows)) or 1.0 for j in range(f)]
    scaled = [[[x / spread[j] for j, x in enumerate(r)] for r in s] for s in data]
    free = [j for j in range(f) if j not in fixed]
    w = [0.0] * f
    for _ in range(iterations):
        grad = [0.0] * f
        hess = [[0.0] * f for _ in range(f)]
        for s in scaled:
            z = [sum(wj * x for wj, x in zip(w, r)) for r in s]
            top = max(z)
            e = [math.exp(v - top) for v in z]
            total = sum(e)
            p = [v / total for v in e]
            mu = [sum(pk * r[j] for pk, r in zip(p, s)) for j in range(f)]
            for j in range(f):
                grad[j] += s[0][j] - mu[j]
            for pk, r in zip(p, s):
                d = [x - m for x, m in zip(r, mu)]
                for j in free:
                    pd = pk * d[j]
                    row = hess[j]
                    for k in free:
                        row[k] -= pd * d[k]
        n = len(scaled)
        g = [grad[j] - ridge * n * w[j] for j in free]
        h = [[hess[j][k] - (ridge * n if j == k else 0.0) for k in free] for j in free]
        step = _solve(h, g)
        for j, dx in zip(free, step):
            w[j] -= dx
    return [wj / sd for wj, sd in zip(w, spread)]


def figures(weights: Sequence[float], data: Sequence[Sample]) -> tuple[float, float, float]:
    """Mean log-likelihood of the moves played, and how often each ranks
    first and among the first five of its sample."""
    ll = first = five = 0.0
    for s in data:
        z = [sum(w * x for w, x in zip(weights, r)) for r in s]
        top = max(z)
        ll += z[0] - top - math.log(sum(math.exp(v - top) for v in z))
        rank = sum(v > z[0] for v in z)
        first += rank == 0
        five += rank < 5
    n = len(data) or 1
    return ll / n, first / n, five / n


def as_vector(w: Weights, npieces: int = 0) -> list[float]:
    """A `Weights` in the fit's feature order (`NAMES`, then ``npieces``
    per-piece bonuses: its ``pieces``, or 0s)."""
    return [w.size, w.centre, w.corners, -w.lost, w.blocked, w.hug, w.connect, w.near, w.pack, w.reply,
            w.mobility, w.mobility * w.mobility_foe] + list(w.pieces or [0.0] * npieces)[:npieces]


def as_weights(v: Sequence[float], **rest: float) -> Weights:
    """The `Weights` of a fitted vector (``early`` 8, temperature 1, ``rest``
    too; what follows `NAMES` is the per-piece bonuses)."""
    d = dict(zip(NAMES, v))
    if len(v) > len(NAMES):
        rest = {**rest, "pieces": tuple(round(x, 3) for x in v[len(NAMES):])}  # type: ignore[dict-item]
    mob = d["mobility"]
    return Weights(size=d["size"], centre=d["centre"], early=8, corners=d["corners"], lost=-d["lost"],
                   blocked=d["blocked"], hug=d["hug"], connect=d["connect"], near=d["near"], pack=d["pack"],
                   reply=d["reply"], mobility=mob, mobility_foe=d["mobility_foes"] / mob if mob else 0.0,
                   temperature=1.0, **rest)  # type: ignore[arg-type]


def _packaged() -> None:
    _, own = mcts.LEVELS["level6"]
    base = own["weights"]
    editions = own["edition_weights"]
    assert isinstance(editions, dict)
    for name, w in sorted(editions.items()):
        for k, v in dataclasses.asdict(w).items():
            if k == "pieces":
                shapes = Board(name).tables.piece_names
                for shape, x in zip(shapes, v):
                    print(f"blokus_priors_level6_{name}_piece_{shape}: {x:g} weight")
            elif v != getattr(base, k):
                print(f"blokus_priors_level6_{name}_{k}: {v:g} weight")


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--records", help="a glob of .blksgf game records")
    ap.add_argument("--sample", type=int, default=60, help="other candidates per position")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--against", default="level6", help="the level whose weights to compare")
    ap.add_argument("--pieces", action="store_true", help="fit a bonus per piece of the edition too")
    a = ap.parse_args(argv)
    if not a.records:
        _packaged()
        return
    paths = sorted(glob.glob(a.records))
    data = positions(paths, a.sample, a.seed, a.pieces)
    held = set(paths[::4])
    train = [s for p, s in data if p not in held]
    test = [s for p, s in data if p in held]
    variant = sgf.load(paths[0]).variant.name
    print(f"{len(train)} positions to fit, {len(test)} held out ({variant})")
    w = fit(train)
    print("fitted:", ", ".join(f"{n} {x:.3f}" for n, x in zip(NAMES, w)))
    print("as Weights:", as_weights(w))
    print("held out, fitted: log-likelihood %.3f, first %.3f, top five %.3f" % figures(w, test))
    own = mcts.make_level(a.against).weights_on(variant)
    npieces = len(w) - len(NAMES)
    print(f"held out, {a.against}: log-likelihood %.3f, first %.3f, top five %.3f"
          % figures(as_vector(own, npieces), test))


if __name__ == "__main__":
    main()
