"""The words of the Blokus game review's "why" sentences
(:mod:`rules_py.blokus.review`): one English and one French template per
code, comparing the move played with the search's best move by the
features of the move priors (:mod:`rules_py.blokus.policy`).

``{best}`` and ``{played}`` are moves in Pentobi's notation; the counts
are a piece's size and numbers of attach points ("coins" in French).
"""

from __future__ import annotations

from ..reasons import ReasonTemplate, reason

REASONS: dict[str, ReasonTemplate] = {
    r.code.split(".", 1)[1]: r for r in (
        reason("review.size",
               "{best} places a larger piece ({best_size} instead of {played_size}): large pieces are "
               "the hardest to fit later, and each one left in hand costs its size at the end.",
               "{best} pose une pièce plus grande ({best_size} au lieu de {played_size}) : les grandes "
               "pièces sont les plus dures à placer plus tard, et chacune restée en main coûte sa taille "
               "à la fin."),
        reason("review.corners",
               "{best} opens more new corners for this colour ({best_corners} instead of "
               "{played_corners}): more places to attach the next pieces.",
               "{best} ouvre plus de nouveaux coins à cette couleur ({best_corners} au lieu de "
               "{played_corners}) : plus d'endroits où accrocher les pièces suivantes."),
        reason("review.taken",
               "{best} takes more of the opponents' corners ({best_taken} instead of {played_taken}), "
               "sealing room they needed.",
               "{best} prend plus de coins aux adversaires ({best_taken} au lieu de {played_taken}), ce "
               "qui leur ferme de la place dont ils avaient besoin."),
        reason("review.later",
               "The search finds {best} better by {loss} points at the end of the game; the difference "
               "shows only later in the game.",
               "La recherche trouve {best} meilleur de {loss} points en fin de partie ; la différence "
               "n'apparaît que plus tard dans la partie."),
    )
}

__all__ = ["REASONS"]
