"""Scoring a Blokus game played with the real box, from what is left.

At the end of a game at the table, each colour's tray holds the pieces it
could not place. Say which they are (their names, as in
``rules_py.blokus.pieces``), or only how many squares they cover, and
whether a colour that placed everything put the one-square piece last:
`score_left` gives each colour's points and each side's, and the winners,
by the engine's own rules (`rules_py.blokus.scoring.points_from_left` and
`rules_py.blokus.scoring.side_winners`) for the variant's scoring, teams and
shared colour.

    >>> out = score_left("duo", [{"pieces": ["1", "I3"]}, {"squares": 0, "last_one": True}])
    >>> [c["points"] for c in out["colours"]], out["winners"]
    ([-4, 20], [1])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import RecordError
from ..reasons import Catalogue
from .scoring import points_from_left, side_winners
from .variants import Variant, get

REASONS = Catalogue("reasons_facts", "BLOKUS")


def _refuse(key: str, path: str, **details: Any) -> RecordError:
    reason = REASONS[key](**details)
    return RecordError(reason.message(), code="value", path=path, reason=reason)


def tray(variant: Variant) -> list[tuple[str, int, int]]:
    """Each piece of a colour's set: (name, squares, copies), smallest first."""
    return sorted(((p.name, p.size, n) for p, n in variant.pieces.entries), key=lambda e: (e[1], e[0]))


def _left_of(entry: Any, variant: Variant, path: str) -> tuple[int, bool, bool]:
    """(squares left, every piece placed, the one-square piece placed last)
    of one colour's entry: ``{"pieces": [...]}`` or ``{"squares": n}``,
    with ``"last_one"`` when it placed everything."""
    if not isinstance(entry, Mapping) or ("pieces" in entry) == ("squares" in entry):
        raise _refuse("left_form", path)
    last_one = entry.get("last_one", False) is True
    sizes = {name: (size, copies) for name, size, copies in tray(variant)}
    if "pieces" in entry:
        pieces = entry["pieces"]
        if not isinstance(pieces, list) or not all(isinstance(p, str) for p in pieces):
            raise _refuse("left_form", path)
        for name, n in Counter(pieces).items():
            if name not in sizes:
                raise _refuse("unknown_piece", path + ".pieces", piece=name, variant=variant.title)
            if n > sizes[name][1]:
                raise _refuse("piece_too_many", path + ".pieces", piece=name, count=n, copies=sizes[name][1])
        squares = sum(sizes[p][0] for p in pieces)
    else:
        squares = entry["squares"]
        total = variant.pieces.total_cells
        if isinstance(squares, bool) or not isinstance(squares, int) or not 0 <= squares <= total:
            raise _refuse("squares_range", path + ".squares", squares=str(squares), total=total)
    if last_one and squares:
        raise _refuse("last_one_left", path + ".last_one")
    return squares, squares == 0, last_one


def score_left(variant: str | Variant, left: Sequence[Any]) -> dict[str, Any]:
    """Each colour's points (in the variant's colour order, ``left`` giving
    one entry per colour), each side's total (a player's colours or a
    team's, an unscored shared colour left out), and the winning sides."""
    v = variant if isinstance(variant, Variant) else get(variant)
    if len(left) != len(v.colours):
        raise _refuse("colour_count", "colours", expected=len(v.colours), given=len(left))
    read = [_left_of(e, v, f"colours[{c}]") for c, e in enumerate(left)]
    points = [points_from_left(sq, done, last, v.scoring) for sq, done, last in read]
    colours = [{"colour": v.colours[c], "points": points[c], "squares_left": read[c][0],
                "all_placed": read[c][1], "scored": c not in v.unscored} for c in range(len(v.colours))]
    sides = [{"colours": [v.colours[c] for c in g], "points": sum(points[c] for c in g)}
             for g in v.score_groups]
    return {"variant": v.name, "scoring": v.scoring, "colours": colours, "sides": sides,
            "winners": side_winners(v, points, [r[1] for r in read])}


__all__ = ["REASONS", "tray", "score_left"]
