"""The French strings of the game review in the page
(`rules_py.widgets.review.panel`, its parts in ``record-viewer`` and
``blokus-play``). "Marge finale" is a side's points minus the best other
side's at the end of the game; the marks are imprécision, erreur, gaffe."""

from __future__ import annotations

UI: dict[str, str] = {
    "blunder": "gaffe",
    "mistake": "erreur",
    "inaccuracy": "imprécision",
    "the review settings are not readable: {value}": "les réglages de l'analyse sont illisibles : {value}",
    "no player {who} to review in this game": "pas de joueur {who} à analyser dans cette partie",
    "this record cannot be reviewed: {reason}": "cette partie ne peut pas être analysée : {reason}",
    "Marks, by the points of final margin a move loses against the search's best move: inaccuracy "
    "from {inaccuracy}, mistake from {mistake}, blunder from {blunder}.":
        "Repères, selon les points de marge finale qu'un coup perd face au meilleur coup de la recherche : "
        "imprécision dès {inaccuracy}, erreur dès {mistake}, gaffe dès {blunder}.",
    "every player": "chaque joueur",
    "level {n} (strongest)": "niveau {n} (le plus fort)",
    "level {n}": "niveau {n}",
    "Review the moves of ": "Analyser les coups de ",
    "with the search of ": "avec la recherche du ",
    "Review": "Analyser",
    "this review has not been run here yet: press Review to run it":
        "cette analyse n’a pas encore été faite ici : appuyez sur Analyser pour la lancer",
    "Game review": "Analyse de la partie",
    "Search every move again and mark the ones that lost points":
        "Rechercher de nouveau chaque coup et marquer ceux qui ont perdu des points",
    "Expected final margin after each move, in points": "Marge finale attendue après chaque coup, en points",
    "Move {n}: {mark}, {loss} points lost": "Coup {n} : {mark}, {loss} points perdus",
    "Step to a move to read its review; the marked moves are listed below.":
        "Avancez jusqu'à un coup pour lire son analyse ; les coups marqués sont listés plus bas.",
    "Move {n} ({who}) was not reviewed.": "Le coup {n} ({who}) n'a pas été analysé.",
    "Move {n} ({who}): {move}. Expected final margin of {who} after it: {after} points; with the best "
    "move found, {best}: {before} points.":
        "Coup {n} ({who}) : {move}. Marge finale attendue pour {who} après ce coup : {after} points ; avec le "
        "meilleur coup trouvé, {best} : {before} points.",
    "{mark}: {loss} points lost.": "{mark} : {loss} points perdus.",
    "The search's best move.": "Le meilleur coup de la recherche.",
    "{loss} points lost: within the search's noise, not marked.":
        "{loss} points perdus : dans l'imprécision de la recherche, non marqué.",
    "On the board: the dots mark the move played; the shaded outline is the better move.":
        "Sur le plateau : les points marquent le coup joué ; le contour grisé est le meilleur coup.",
    "Move {n} ({who}): {mark}, {loss} points": "Coup {n} ({who}) : {mark}, {loss} points",
    "No move lost enough points to be marked.": "Aucun coup n'a perdu assez de points pour être marqué.",
    "Marked moves ({n})": "Coups marqués ({n})",
    "Close the review": "Fermer l'analyse",
    "from {side}'s side": "côté {side}",
    "there is no record to review: read one first": "aucune partie à analyser : lisez-en une d'abord",
    "the review's search must be one of {choices}": "la recherche de l'analyse doit être l'une de : {choices}",
    "{n} deals per decision (most precise)": "{n} donnes par décision (le plus précis)",
    "{n} deals per decision": "{n} donnes par décision",
    "trying each option on ": "en essayant chaque option sur ",
    "Marks, by the points of round margin a decision loses against the best option: inaccuracy from "
    "{inaccuracy}, mistake from {mistake}, blunder from {blunder}.":
        "Repères, selon les points de marge de manche qu'une décision perd face à la meilleure option : "
        "imprécision dès {inaccuracy}, erreur dès {mistake}, gaffe dès {blunder}.",
    "Expected round margin of each decision, in points": "Marge de manche attendue de chaque décision, en points",
    "Move {n} ({who}): {move}. Expected round margin with it: {after} points; with the best option, "
    "{best}: {before} points.":
        "Coup {n} ({who}) : {move}. Marge de manche attendue avec ce choix : {after} points ; avec la meilleure "
        "option, {best} : {before} points.",
    "Option": "Option",
    "Review your decisions": "Analyser vos décisions",
    "Each of your decisions so far is tried again on deals that agree with what you had seen, and the ones "
    "that lost points are marked.":
        "Chacune de vos décisions jusqu'ici est rejouée sur des donnes compatibles avec ce que vous aviez vu, "
        "et celles qui ont perdu des points sont marquées.",
    "Review your moves ": "Analyser vos coups ",
    "{seat} starts": "{seat} commence",
    "Expected points": "Points attendus",
    "taken": "joué",
    "best": "meilleur",
    "the review is for a finished game: finish this one first":
        "l'analyse porte sur une partie terminée : finissez d'abord celle-ci",
    "Review this game": "Analyser cette partie",
    "The search plays every position again and marks the moves that lost points.":
        "La recherche rejoue chaque position et marque les coups qui ont perdu des points.",
    # widgets/review/table.py: the table at the decision reviewed
    "better": "meilleure",
    "Hand: ": "Main : ",
    "The table before move {n}, as {seat} saw it": "La table avant le coup {n}, telle que {seat} la voyait",
    "Cards played this round ({n})": "Cartes jouées dans cette manche ({n})",
}

__all__ = ["UI"]
