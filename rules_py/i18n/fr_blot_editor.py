"""The French catalogue of the BLOT deal composer (``rules_py/widgets/blot/editor``).

Merged into `rules_py.i18n.fr.UI`; keys are the English templates
passed to `rules_py.i18n.messages.tr`, values their French with the
same ``{fields}``. Words are the booklet's and the play page's: donne, main,
manche, tuile, cartes écartées, graine.
"""

from __future__ import annotations

UI: dict[str, str] = {
    # widgets/blot/editor/draft.py: refusals
    "The deal cannot change under the moves played from it: take the moves back first.":
        "La donne ne peut pas changer sous les coups joués à partir d'elle : reprenez d'abord les coups.",
    "There is no table {layout!r}.": "Il n'y a pas de table « {layout} ».",
    "{code!r} is not a card.": "« {code} » n'est pas une carte.",
    "{card} is not in the {n}-card deck of this table (the lowest value is {low}).":
        "{card} n'est pas dans le paquet de {n} cartes de cette table (la plus petite valeur est {low}).",
    "This table sets no card aside.": "Cette table n'écarte aucune carte.",
    "This table has no seat {seat}.": "Cette table n'a pas de place {seat}.",
    "The {n} cards set aside are all chosen: take one back first.":
        "Les {n} cartes écartées sont toutes choisies : reprenez-en d'abord une.",
    "{player}'s hand already holds its {n} cards: take one back first.":
        "La main de {player} a déjà ses {n} cartes : reprenez-en d'abord une.",
    "A divinity card shows face A or face B.": "Une carte de divinité montre la face A ou la face B.",
    "{player} needs {n} more": "il manque {n} à {player}",
    "{n} more to set aside": "{n} de plus à écarter",
    "The deal is not complete: {list}.": "La donne n'est pas complète : {list}.",
    # widgets/blot/editor/__init__.py: errors
    "This example's state cannot be read: {why}": "L'état de cet exemple est illisible : {why}",
    "This example's moves cannot be replayed: {why}": "Les coups de cet exemple ne se rejouent pas : {why}",
    "A script holds at most {n} moves.": "Un script contient au plus {n} coups.",
    "a deal is composed above, not scripted.": "la donne se compose plus haut, pas dans le script.",
    "Script line {n} ({line}) is refused: {why} Nothing was played.":
        "La ligne {n} du script ({line}) est refusée : {why} Rien n'a été joué.",
    "This record cannot be opened: {why}": "Cette partie ne peut pas être ouverte : {why}",
    "The example is too long for a link: shorten the comments.":
        "L'exemple est trop long pour un lien : raccourcissez les commentaires.",
    "Go back to the deal first.": "Revenez d'abord à la donne.",
    "Open the example first.": "Ouvrez d'abord l'exemple.",
    "Start playing from the deal first.": "Commencez d'abord à jouer à partir de la donne.",
    "{card} is not in the hand of the seat to play.": "{card} n'est pas dans la main de la place qui joue.",
    "Choose a card of the hand first.": "Choisissez d'abord une carte de la main.",
    "Nobody is to decide now.": "Personne n'a de décision à prendre maintenant.",
    "No move to take back.": "Aucun coup à reprendre.",
    "No move to comment yet.": "Aucun coup à commenter pour l'instant.",
    "This link cannot be opened.": "Ce lien ne peut pas être ouvert.",
    # the composer
    "the author": "l'auteur",
    "simple-rules bot": "robot à règles simples",
    "level 1 bot": "robot de niveau 1",
    "level 2 bot": "robot de niveau 2",
    "Table": "Table",
    "First player": "Premier joueur",
    "{divinity} shows face {face}": "{divinity} montre la face {face}",
    " (masked by the counting card in round 1)": " (masquée par la carte de Décompte en manche 1)",
    "{player} · {n} of {size}": "{player} · {n} sur {size}",
    "Set aside · {n} of {size}": "Écartées · {n} sur {size}",
    "aside": "écartée",
    "not placed": "non placée",
    "all placed": "au complet",
    "needs {n} more": "il en manque {n}",
    "Set aside (unseen)": "Écartées (face cachée)",
    "Tiles: all four start dark face up, as at every deal; the moves turn them.":
        "Tuiles : les quatre commencent face sombre, comme à chaque donne ; les coups les retournent.",
    "Cards go to": "Les cartes vont à",
    "The deck: click a card to put it in the chosen hand (click it again to take it back)":
        "Le paquet : cliquez une carte pour la mettre dans la main choisie (cliquez-la encore pour la reprendre)",
    "Deal from this number": "Distribuer selon ce numéro",
    "The faces and the deal this number draws": "Les faces et la donne que tire ce numéro",
    "Deal the rest at random": "Distribuer le reste au hasard",
    "Clear the hands": "Vider les mains",
    "Who plays each seat": "Qui joue chaque place",
    "Title ": "Titre ",
    "Comment on the deal": "Commentaire sur la donne",
    "Play from this deal": "Jouer à partir de cette donne",
    "Or open a record": "Ou ouvrir une partie",
    "Paste a BLOT JSON record (its first deal, moves and comments are taken):":
        "Collez une partie de BLOT en JSON (sa première donne, ses coups et commentaires sont repris) :",
    "Open the record": "Ouvrir la partie",
    # playing
    "The round is over: the example ends here.": "La manche est terminée : l'exemple s'arrête ici.",
    "{player} to play a card.": "{player} doit jouer une carte.",
    "{player} to give the {tile} tile to a divinity.":
        "{player} doit donner la tuile {tile:adj:blot.tile} à une divinité.",
    "{player} to choose who starts the next round.": "{player} doit choisir qui commence la manche suivante.",
    "{player}'s hand: choose a card, then a tile.": "Main de {player} : choisissez une carte, puis une tuile.",
    "on the {tile:adj:blot.tile} tile": "sur la tuile {tile:adj:blot.tile}",
    "Not on the {tile:adj:blot.tile} tile: {why}": "Pas sur la tuile {tile:adj:blot.tile} : {why}",
    "Comment on the next move ": "Commentaire sur le prochain coup ",
    "Let a bot choose this move": "Laisser un robot choisir ce coup",
    "Moves": "Coups",
    "Take back every move": "Reprendre tous les coups",
    "Back to the deal": "Revenir à la donne",
    "Comment on move ": "Commentaire sur le coup ",
    "Comment text": "Texte du commentaire",
    "Script moves": "Écrire les coups",
    "One move a line, in the engine's notation (seats counted from 0, cards and tiles in English), then a "
    "comment after # if you like:":
        "Un coup par ligne, dans la notation du moteur (joueurs numérotés depuis 0, cartes et tuiles en "
        "anglais), puis un commentaire après # si vous voulez :",
    "Play the script": "Jouer le script",
    "Viewers see ": "Les lecteurs voient ",
    "every hand": "toutes les mains",
    "only {player}'s hand": "seulement la main de {player}",
    "Open as a step-through example": "Ouvrir en exemple pas à pas",
    "Download the record (JSON)": "Télécharger la partie (JSON)",
    " · the record viewer and ": " · la visionneuse de parties et ",
    " read it.": " la lisent.",
    "This page's address carries the example (deal, moves, comments): copy it to share it. A hand hidden from "
    "viewers is out of sight, not locked away: whoever decodes the address can read every card.":
        "L'adresse de cette page porte l'exemple (donne, coups, commentaires) : copiez-la pour le partager. Une "
        "main cachée aux lecteurs est hors de vue, pas sous clé : qui décode l'adresse peut lire toutes les "
        "cartes.",
    # the step-through example
    "{player}: {card} → {tile:noun}": "{player} : {card} → {tile:noun}",
    "{player}: {tile:noun} → {divinity}": "{player} : {tile:noun} → {divinity}",
    "A BLOT deal": "Une donne de BLOT",
    "The deal, before the first move.": "La donne, avant le premier coup.",
    "Only {player}'s hand is shown until the end.": "Seule la main de {player} est montrée jusqu'à la fin.",
    "Reveal every hand": "Montrer toutes les mains",
    "Edit this example": "Modifier cet exemple",
}


__all__ = ["UI"]
