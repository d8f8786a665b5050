"""The words of the Blokus game review's "why" sentences
(:mod:`rules_py.blokus.review`): one English and one French template per
code, comparing the move played with the search's best move by the
features of the move priors (:mod:`rules_py.blokus.policy`).

``{best}`` and ``{played}`` are moves in Pentobi's notation; the counts
are a piece's size and numbers of attach points ("coins" in French).

The ``review.blot_*`` codes are the BLOT review's (:mod:`rules_py.blot.review`):
``{best}`` and ``{played}`` are options as a reader says them (``G6 on
red``, ``give to Odin``, ``seat 2 starts``), the amounts are expected
points over the simulated worlds, ``{tile:adj:blot.tile}`` is the colour
agreeing with "tuile".
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
        reason("review.blot_rival",
               "{played} completes the ceremony on the {tile} tile and hands it to seat {rival}; "
               "{best} keeps it from them ({loss} points better on average).",
               "{played} complète la Cérémonie de la tuile {tile:adj:blot.tile} et la donne à la place "
               "{rival} ; {best} la lui refuse ({loss} points de mieux en moyenne)."),
        reason("review.blot_gift",
               "Giving the {tile} tile: {best} serves you better than {played} against the others "
               "({loss} points on average), given the divinities' faces and who holds that colour.",
               "Attribuer la tuile {tile:adj:blot.tile} : {best} vous sert mieux que {played} face aux "
               "autres ({loss} points en moyenne), vu les faces des divinités et qui a cette couleur."),
        reason("review.blot_starter",
               "Next round, {best} is worth {loss} points more on average than {played}: where the "
               "round starts decides who plays last in each turn.",
               "À la manche suivante, {best} vaut {loss} points de plus en moyenne que {played} : "
               "qui commence décide qui joue en dernier à chaque tour."),
        reason("review.blot_ceremonies",
               "{best} wins about {more} more ceremonies this round than {played} (3 points each): "
               "a ceremony lost.",
               "{best} remporte environ {more} Cérémonies de plus cette manche que {played} (3 points "
               "chacune) : une Cérémonie perdue."),
        reason("review.blot_divinity",
               "With {played}, {divinity} turns against you: {played_points} points from it on average, "
               "against {best_points} with {best}.",
               "Avec {played}, {divinity} se retourne contre vous : {played_points} points en moyenne, "
               "contre {best_points} avec {best}."),
        reason("review.blot_others",
               "{played} helps the others: they score about {more} points more on average than after "
               "{best}.",
               "{played} aide les autres : ils marquent environ {more} points de plus en moyenne "
               "qu'après {best}."),
        reason("review.blot_later",
               "The simulations find {best} better by {loss} points by the end of the round; the "
               "difference shows only later in the round.",
               "Les simulations trouvent {best} meilleur de {loss} points en fin de manche ; la "
               "différence n'apparaît que plus tard dans la manche."),
    )
}

__all__ = ["REASONS"]
