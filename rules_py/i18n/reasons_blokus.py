"""The words of Blokus's reasons: one English and one French template per
stable code (the rules, `rules_py.blokus.board`, raise the code and its
details; `rules_py.reasons.Catalogue` finds the words here).

Templates agree by spec, from the glossary (see `rules_py.i18n.messages`):
``{colour:adj:blokus.piece}`` is the colour agreeing with "pièce",
``{colour:du}`` the colour with its article. A board cell is a "case", a
piece's square a "carré", a piece's side a "côté".
"""

from __future__ import annotations

from ..reasons import ReasonTemplate, reason

REASONS: dict[str, ReasonTemplate] = {
    r.code: r for r in (
        reason("game_over", "The game is over: no colour can place a piece.",
               "La partie est finie : aucune couleur ne peut poser de pièce."),
        reason("not_your_turn", "It is {to_move}'s turn, not {colour}'s.",
               "C'est au tour {to_move:du}, pas {colour:du}."),
        reason("not_a_piece", "These cells do not form one of the pieces: {cells}.",
               "Ces cases ne forment aucune des pièces : {cells}."),
        reason("off_board", "Cell {cell} is not on the board.",
               "La case {cell} n'est pas sur le plateau."),
        reason("piece_used", "{colour} has already placed its piece {piece}.",
               "La pièce {piece} {colour:adj:blokus.piece} est déjà posée."),
        reason("occupied", "Cell {cell} is already covered.", "La case {cell} est déjà occupée."),
        reason("edge_contact",
               "Cell {cell} would touch {colour}'s own piece at {other} along an edge.",
               "La case {cell} toucherait par un côté une pièce {colour:adj:blokus.piece} en {other}."),
        reason("touches_piece",
               "Cell {cell} would touch the piece at {other} along an edge (blitz).",
               "La case {cell} toucherait par un côté la pièce en {other} (blitz)."),
        reason("no_corner_contact",
               "The piece must touch another {colour} piece at a corner.",
               "La pièce doit toucher une autre pièce {colour:adj:blokus.piece} par un coin."),
        reason("must_cover_start",
               "{colour}'s first piece must cover a free starting cell: {starts}.",
               "La première pièce {colour:adj:blokus.piece} doit couvrir une case de départ libre : {starts}."),
    )
}

__all__ = ["REASONS"]
