"""The words of the Blokus game review's "why" sentences
(`rules_py.blokus.review`): one English and one French template per
code, comparing the move played with the search's best move by the
features of the move priors (`rules_py.blokus.policy`).

``{best}`` and ``{played}`` are moves in Pentobi's notation; the counts
are a piece's size and numbers of attach points ("coins" in French).

The ``review.blot_*`` codes are the BLOT review's (`rules_py.blot.review`):
``{best}`` and ``{played}`` are options as a reader says them (``G6 on
red``, ``give to Odin``, ``seat 2 starts``), the amounts are expected
points over the simulated worlds, ``{tile:adj:blot.tile}`` is the colour
agreeing with "tuile".
"""

from __future__ import annotations

from typing import Any

from ..reasons import ReasonTemplate, reason
from .messages import card_code, render

#: a card code's first letter (the engine's, English) -> its colour
_COLOUR_OF = {"G": "green", "B": "blue", "R": "red", "Y": "yellow"}


def _say(option: str, lang: str) -> str:
    """A BLOT option in record notation less the seat (``G6 on red``, ``give to
    Odin``, ``seat 2 starts``) in words of ``lang``, card codes as its readers write them."""
    words = option.split()
    if len(words) == 3 and words[1] == "on" and words[0][:1] in _COLOUR_OF:
        code = card_code(_COLOUR_OF[words[0][0]], int(words[0][1:]), lang)
        return render("{code} on the {tile} tile" if lang == "en" else "{code} sur la tuile {tile:adj:blot.tile}",
                      lang, code=code, tile=words[2])
    if len(words) == 3 and words[:2] == ["give", "to"]:
        return ("giving it to " if lang == "en" else "l'attribuer à ") + words[2]
    if len(words) == 3 and words[0] == "seat":
        return ("seat {seat} to start" if lang == "en" else "faire commencer la place {seat}").format(seat=words[1])
    return option


def _option_words(lang: str, details: dict[str, Any]) -> dict[str, Any]:
    """``best_words`` and ``played_words``: the two options in words of ``lang``."""
    return {"best_words": _say(str(details["best"]), lang), "played_words": _say(str(details["played"]), lang)}


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
               "The search finds {best} better by {loss:dec} points at the end of the game; the difference "
               "shows only later in the game.",
               "La recherche trouve {best} meilleur de {loss:dec} points en fin de partie ; la différence "
               "n'apparaît que plus tard dans la partie."),
        reason("review.blot_rival",
               "{played_words} completes the ceremony on the {tile} tile and hands it to seat {rival}; "
               "{best_words} keeps it from them ({loss:dec} points better on average).",
               "{played_words} complète la Cérémonie de la tuile {tile:adj:blot.tile} et la donne à la "
               "place {rival} ; {best_words} la lui refuse ({loss:dec} points de mieux en moyenne).",
               fill=_option_words),
        reason("review.blot_gift",
               "The {tile} tile would serve you better with {best_divinity} than with {played_divinity} "
               "({loss:dec} points on average), given the divinities' faces and who holds that colour.",
               "La tuile {tile:adj:blot.tile} vous servirait mieux chez {best_divinity} que chez "
               "{played_divinity} ({loss:dec} points en moyenne), vu les faces des divinités et qui a "
               "cette couleur."),
        reason("review.blot_starter",
               "Next round, letting seat {best_seat} start is worth {loss:dec} points more on average than "
               "seat {played_seat}: who starts decides who plays last in each turn.",
               "À la manche suivante, faire commencer la place {best_seat} vaut {loss:dec} points de plus en "
               "moyenne que la place {played_seat} : qui commence décide qui joue en dernier à chaque "
               "tour."),
        reason("review.blot_ceremonies",
               "{best_words} wins about {more:dec} more ceremonies this round than {played_words} (3 points "
               "each): a ceremony lost.",
               "Avec {best_words}, le nombre de Cérémonies remportées cette manche augmente d'environ "
               "{more:dec} par rapport à {played_words} (3 points chacune) : une Cérémonie perdue.",
               fill=_option_words),
        reason("review.blot_divinity",
               "{divinity} pays you less after {played_words}: {played_points:dec} points from it on average, "
               "against {best_points:dec} after {best_words}.",
               "{divinity} vous rapporte moins après {played_words} : {played_points:dec} points en moyenne, "
               "contre {best_points:dec} après {best_words}.",
               fill=_option_words),
        reason("review.blot_others",
               "{played_words} helps the others: they score about {more:dec} points more on average than "
               "after {best_words}.",
               "{played_words} aide les autres : ils marquent environ {more:dec} points de plus en moyenne "
               "qu'après {best_words}.",
               fill=_option_words),
        reason("review.blot_later",
               "The simulations find {best_words} better than {played_words} by {loss:dec} points by the end "
               "of the round; the difference shows only later in the round.",
               "Les simulations trouvent {best_words} meilleur que {played_words} de {loss:dec} points en fin "
               "de manche ; la différence n'apparaît que plus tard dans la manche.",
               fill=_option_words),
    )
}

__all__ = ["REASONS"]
