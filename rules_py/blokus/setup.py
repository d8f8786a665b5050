"""A set-up position's legality: could each piece have come there by the rules?

The editor lets an author place pieces in any order (Pentobi's setup
properties, ``AB``/``AW``...); `setup_reasons` says, for each piece
set up, whether some order of play the rules allow puts it there, and if
not, the rules' reason.

Per colour, with every other colour's pieces on the board, the colour's
pieces are played in any order the rules allow (a piece that fits now
never stops another from fitting later: edges are kept apart both ways and
corners only add up), whoever the turn order says is to move; the reason
of a piece left over is the one the rules give once all the others that
fit are down.

    >>> from rules_py.blokus.board import Board
    >>> b = Board("duo")
    >>> b.setup([(0, "e10,d11,e11,f11,e12"), (0, "f9"), (0, "a1,a2")])
    >>> [r.code if r else None for r in setup_reasons(b)]
    [None, None, 'no_corner_contact']
"""

from __future__ import annotations

from ..reasons import Reason
from .board import Board


def setup_reasons(board: Board) -> list[Reason | None]:
    """For each piece of ``board.setup_pieces`` (in that order): ``None`` if it
    could have come there by the rules, else why not (``board`` is unchanged)."""
    pieces = board.setup_pieces
    out: list[Reason | None] = [None] * len(pieces)
    for c in sorted({c for c, _ in pieces}):
        trial = Board(board.variant)
        trial.setup([(cc, mv) for cc, mv in pieces if cc != c])
        pending = [k for k, (cc, _) in enumerate(pieces) if cc == c]
        moved = True
        while pending and moved:
            moved = False
            for k in list(pending):
                trial.to_move = c  # this colour, whoever the turn order says
                if trial.explain(pieces[k][1]) is None:
                    trial.play(pieces[k][1])
                    pending.remove(k)
                    moved = True
        for k in pending:
            trial.to_move = c
            out[k] = trial.explain(pieces[k][1])
    return out


__all__ = ["setup_reasons"]
