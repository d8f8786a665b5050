"""The words of the solo puzzles' reasons: the checker's
(`rules_py.blokus.puzzles.check`, `REASONS`) and the puzzle
board's (`rules_py.blokus.puzzles.play`, `PLAY`), one English and
one French template per stable code.

Two reasons carry a list or a cause rather than a sentence; their words are
made here for each language (`_missing_words`, `_order_words`).
An attempt is an "essai"; a piece's square a "carré", a board cell a "case".
"""

from __future__ import annotations

from typing import Any

from ..reasons import ReasonTemplate, reason


def _missing_words(lang: str, details: dict[str, Any]) -> dict[str, Any]:
    """``{missing}`` from ``details["pieces_missing"]`` (``[colour or None, shape,
    count]``): "green Z4, 2 x T4"; in French "Z4 verte, 2 × T4" (the colour
    agrees with "pièce")."""
    from .messages import colour_adj, gender

    words = []
    for colour, shape, count in details.get("pieces_missing", ()):
        if lang == "fr":
            words.append(f"{shape} {colour_adj(colour, gender('blokus.piece', 'fr'), 1, 'fr')}" if colour
                         else f"{count} × {shape}")
        else:
            words.append(f"{colour} {shape}" if colour else f"{count} x {shape}")
    return {"missing": ", ".join(words)}


#: ``details["cause"]`` of ``puzzle.order`` -> its words in English and French
ORDER_CAUSES = {
    "bigger_not_placed": ("some {bigger}-square pieces are not placed yet.",
                          "des pièces de {bigger} carrés ne sont pas encore posées."),
    "links_through_smaller": ("its only links to the corner go through smaller pieces, placed after it.",
                              "ses seuls liens vers le coin passent par des pièces plus petites, posées après elle."),
}


def _order_words(lang: str, details: dict[str, Any]) -> dict[str, Any]:
    """``{why}``: the cause of ``puzzle.order`` in ``lang``."""
    en, fr = ORDER_CAUSES[details["cause"]]
    return {"why": (fr if lang == "fr" else en).format(bigger=details.get("bigger"))}


REASONS: dict[str, ReasonTemplate] = {
    "wrong_puzzle": reason(
        "puzzle.wrong_puzzle", "This attempt is for the puzzle {other}, not {puzzle}.",
        "Cet essai est pour le casse-tête {other}, pas {puzzle}."),
    "off_board": reason(
        "puzzle.off_board", "Piece {number} ({piece}) has cells off the board: {where}.",
        "La pièce {number} ({piece}) sort du plateau : {where}."),
    "unknown_piece": reason(
        "puzzle.unknown_piece", "Piece {number}: {piece!r} is not one of this puzzle's pieces.",
        "Pièce {number} : « {piece} » ne fait pas partie des pièces de ce casse-tête."),
    "not_a_piece": reason(
        "puzzle.not_a_piece", "Piece {number}: the cells {where} do not have the shape of {piece}.",
        "Pièce {number} : les cases {where} n'ont pas la forme de {piece}."),
    "unknown_colour": reason(
        "puzzle.unknown_colour", "Piece {number} ({piece}): {colour!r} is not a colour (blue, yellow, red, green).",
        "Pièce {number} ({piece}) : « {colour} » n'est pas une couleur (bleue, jaune, rouge, verte)."),
    "colour_needed": reason(
        "puzzle.colour_needed", "Piece {number} ({piece}) must say its colour in this puzzle.",
        "La pièce {number} ({piece}) doit indiquer sa couleur dans ce casse-tête."),
    "overlap": reason(
        "puzzle.overlap", "Pieces {numbers} overlap on {where}.",
        "Les pièces {numbers:and} se chevauchent en {where}."),
    "duplicate_piece": reason(
        "puzzle.duplicate_piece", "Too many {piece}: the set has {allowed}, the attempt uses {used}.",
        "Trop de {piece} : le jeu en a {allowed}, l'essai en utilise {used}."),
    "missing_piece": reason(
        "puzzle.missing_piece", "Missing: {missing}.", "Il manque : {missing}.", fill=_missing_words),
    "gap": reason(
        "puzzle.gap", "Gap: {count} uncovered cell(s) at {where}.",
        "Trou : {count} case(s) non couverte(s) en {where}."),
    "dead_region": reason(
        "puzzle.dead_region", "Dead cells: {count} empty cell(s) at {where} that no set of the pieces left can fill.",
        "Cases mortes : {count} case(s) vide(s) en {where} qu'aucun ensemble des pièces restantes ne peut remplir."),
    "same_colour_edge": reason(
        "puzzle.same_colour_edge", "Two {colour} pieces ({numbers}) share an edge at {where}.",
        "Deux pièces {colour:adj:blokus.piece:pl} ({numbers:and}) se touchent par un côté en {where}."),
    "start_not_covered": reason(
        "puzzle.start_not_covered", "{colour} must cover its starting corner {cell} with one of its pieces.",
        "{colour:le} doit couvrir son coin de départ {cell} avec une de ses pièces."),
    "not_connected": reason(
        "puzzle.not_connected",
        "Piece {number} ({colour} {piece}) is not linked to {colour}'s corner by {colour} pieces touching at corners.",
        "La pièce {number} ({piece} {colour:adj:blokus.piece}) n'est pas reliée au coin {colour:du} par des pièces "
        "{colour:adj:blokus.piece:pl} qui se touchent par les coins."),
    "order": reason(
        "puzzle.order",
        "Piece {number} ({colour} {piece}) could not be placed biggest-first: {why}",
        "La pièce {number} ({piece} {colour:adj:blokus.piece}) n'a pas pu être posée des plus grandes aux plus "
        "petites : {why}", fill=_order_words),
}

def _inner_words(lang: str, details: dict[str, Any]) -> dict[str, Any]:
    """``{why}``: the inner reason (``details["reason"]``, a `Reason`) in
    ``lang`` (a ``why`` given as text is kept)."""
    inner = details.get("reason")
    return {"why": inner.message(lang) if inner is not None else details.get("why", "")}


PLAY: dict[str, ReasonTemplate] = {
    "needs_colour": reason(
        "puzzle.needs_colour", "Piece {number} needs one of the colours blue, yellow, red, green.",
        "La pièce {number} doit avoir une des couleurs bleu, jaune, rouge, vert."),
    "cells_off_board": reason(
        "puzzle.cells_off_board", "Piece {number} has cells off the board.",
        "La pièce {number} a des cases hors du plateau."),
    "piece_refused": reason(
        "puzzle.piece_refused", "Piece {number}: {why}", "Pièce {number} : {why}", fill=_inner_words),
    "all_used": reason(
        "puzzle.all_used", "All {copies} copies of {piece} are on the board already.",
        "Les {copies} exemplaires de {piece} sont déjà sur le plateau."),
    "biggest_first": reason(
        "puzzle.biggest_first",
        "Biggest first: every {size}-square piece must be on the board before a {this}-square one "
        "({left} still to place).",
        "Les plus grandes d'abord : toutes les pièces de {size} carrés doivent être posées avant une pièce "
        "de {this} carré(s) (encore {left} à poser)."),
}

__all__ = ["ORDER_CAUSES", "PLAY", "REASONS"]
