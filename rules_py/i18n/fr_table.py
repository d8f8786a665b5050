"""The French catalogue of the "At the table" pads (`rules_py.widgets.table`):
the BLOT score pad and the Blokus score pad. Merged into
`rules_py.i18n.fr.UI`; keys are the English templates, values their French
with the same ``{fields}``. Game words are the booklet's (``glossary.json``):
Cérémonie, manche, carte Décompte, tuile, divinité.
"""

from __future__ import annotations

UI: dict[str, str] = {
    # the Blokus score pad: setting up the board (from the edition's own data)
    "Setting up the board": "Mise en place du plateau",
    "Player {n}: {colours}": "Joueur {n} : {colours}",
    "{a} and {b}": "{a} et {b}",
    "Partners: {a}, against {b}.": "Partenaires : {a}, contre {b}.",
    "Shared colour: {colour:noun}. The players take turns placing its pieces, and it scores for nobody.":
        "Couleur partagée : {colour:noun}. Les joueurs posent ses pièces à tour de rôle ; elle ne compte pour "
        "personne.",
    "Order of play: {order}; {first:noun} starts.": "Ordre de jeu : {order} ; {first:le} commence.",
    "Each colour's first piece covers its own starting square: {squares}.":
        "La première pièce de chaque couleur couvre sa propre case de départ : {squares}.",
    "Each colour's first piece covers one of the marked starting squares.":
        "La première pièce de chaque couleur couvre l'une des cases de départ marquées.",
    "Each colour's first piece covers one of the marked starting triangles.":
        "La première pièce de chaque couleur couvre l'un des triangles de départ marqués.",
    "The empty board: {edition}": "Le plateau vide : {edition}",
    # the BLOT score pad: correcting a round already scored
    "Correct round {n}": "Corriger la manche {n}",
    "Correcting round {n}": "Correction de la manche {n}",
    "Change what was counted, then save: the other rounds stay as they are.":
        "Changez ce qui a été compté, puis enregistrez : les autres manches restent telles quelles.",
    "Save round {n}": "Enregistrer la manche {n}",
    "Cancel the correction": "Annuler la correction",
    "Save or cancel the correction first.": "Enregistrez ou annulez d'abord la correction.",
    "Save this game night as a file": "Enregistrer cette soirée dans un fichier",
    "(JSON: the counts of each round; the command line's blot score reads it)":
        "(JSON : les comptes de chaque manche ; la commande blot score de la ligne de commande le lit)",
    # the BLOT score pad: the set-up
    "A new game night": "Une nouvelle soirée de jeu",
    "2 teams of 2": "2 équipes de 2",
    "Player {n}": "Joueur {n}",
    "Team {n}": "Équipe {n}",
    "{divinity}: face": "{divinity} : face",
    "Lay each divinity card on a face chosen at random, then tap the faces as laid "
    "(or let the pad draw them).":
        "Posez chaque carte Divinité sur une face tirée au hasard, puis touchez les faces posées "
        "(ou laissez le carnet les tirer).",
    "Keep the cards from {low} to 10 of each colour ({n} cards) and deal {hand} to each player.":
        "Gardez les cartes de {low} à 10 de chaque couleur ({n} cartes) et distribuez-en {hand} à chaque joueur.",
    "Take out the 1s and 2s.": "Retirez les 1 et les 2.",
    "Take out the cards valued 1 to {top}.": "Retirez les cartes de valeur 1 à {top}.",
    "Each round, set {n} cards aside face down, unseen.": "À chaque manche, écartez {n} cartes face cachée, sans les regarder.",
    "Partners sit opposite each other.": "Les partenaires s'assoient face à face.",
    "Put the counting card on Balder for round 1.": "Posez la carte Décompte sur Balder pour la manche 1.",
    "Draw the faces at random": "Tirer les faces au hasard",
    "Give each player or team a different name.": "Donnez un nom différent à chaque joueur ou équipe.",
    "This game night's set-up cannot be read.": "La mise en place de cette soirée de jeu est illisible.",
    # the BLOT score pad: a round
    "Round {n} of 4": "Manche {n} sur 4",
    "The counting card covers {divinity}.": "La carte Décompte couvre {divinity}.",
    "{divinity} (face {face}: {effect}) holds the tile": "{divinity} (face {face} : {effect}) tient la tuile",
    "Ceremonies won": "Cérémonies remportées",
    "{colour:noun}: cards won": "Cartes {colour:adj:blot.card:pl} remportées",
    "Ceremonies won holding {colour:noun}": "Cérémonies remportées contenant du {colour:noun}",
    "No ceremony won: excluded this round.": "Aucune Cérémonie remportée : exclu de cette manche.",
    "Say how many ceremonies {name} won.": "Indiquez combien de Cérémonies {name} a remportées.",
    "Score round {n}": "Compter la manche {n}",
    "The four rounds are scored.": "Les quatre manches sont comptées.",
    "This entry cannot be taken now.": "Cette saisie n'est pas possible maintenant.",
    "{divinity} is under the counting card this round.": "{divinity} est sous la carte Décompte cette manche.",
    "Between rounds: move the counting card onto {divinity}, and turn over {a}, {b} and {c}.":
        "Entre les manches : posez la carte Décompte sur {divinity}, et retournez {a}, {b} et {c}.",
    "Who won the game's very last ceremony?": "Qui a remporté la toute dernière Cérémonie de la partie ?",
    "Undo the last entry": "Annuler la dernière saisie",
    "New game night": "Nouvelle soirée de jeu",
    # the Blokus score pad
    "Edition": "Édition",
    "At the end of the game, tap the pieces left on each tray, or type the squares they cover.":
        "À la fin de la partie, touchez les pièces restées sur chaque plateau, ou tapez le nombre de carrés "
        "qu'elles couvrent.",
    "or squares left": "ou carrés restants",
    "Use these squares": "Compter ces carrés",
    "The one-square piece went last": "Le carré seul a été posé en dernier",
    "{points} ({squares} squares left)": "{points} ({squares} carrés restants)",
    "{points} (every piece placed)": "{points} (toutes les pièces posées)",
    "not counted": "non comptée",
    "Clear the trays": "Vider les plateaux",
    "There is no such edition.": "Cette édition n'existe pas.",
    "There is no such piece.": "Cette pièce n'existe pas.",
    "There is no such colour.": "Cette couleur n'existe pas.",
    "Type the squares left as a whole number.": "Tapez le nombre de carrés restants en chiffres.",
}

__all__ = ["UI"]
