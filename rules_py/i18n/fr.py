"""The French catalogue of the widgets' interface strings.

Keys are the English texts the widgets pass to
:func:`rules_py.i18n.messages.tr`; values their French translations, with
the same ``{fields}`` (and agreement specs, see
:mod:`rules_py.i18n.messages`). Game words follow ``glossary.json``.
"""

from __future__ import annotations

UI: dict[str, str] = {
    "and": "et",
    # widgets/blokus_game.py
    "Placed: {colour} {piece} on {cells}.": "Posée : pièce {piece} {colour:adj:blokus.piece} en {cells}.",
    "Click cells to build a piece (or type them below), then check or place it.":
        "Cliquez des cases pour former une pièce (ou tapez-les ci-dessous), puis vérifiez-la ou posez-la.",
    "Legal: {colour} may place piece {piece} on {cells}.":
        "Permis : le joueur {colour:adj:player} peut poser la pièce {piece} en {cells}.",
    "{cells}: not a piece yet (pick more cells, or this shape is not a piece).":
        "{cells} : pas encore une pièce (choisissez d'autres cases, ou cette forme n'est pas une pièce).",
    "Not legal: ": "Interdit : ",
    # variant titles (rules_py/blokus/variants.py)
    "Blokus, four players": "Blokus, quatre joueurs",
    "Blokus, two players (two colours each)": "Blokus, deux joueurs (deux couleurs chacun)",
    "Blokus, three players (green played in turn, not scored)":
        "Blokus, trois joueurs (le vert joué à tour de rôle, sans score)",
    "Blokus, two teams of two (partners opposite)": "Blokus, deux équipes de deux (partenaires face à face)",
    "Blokus, quick contact (start five cells in)": "Blokus, contact rapide (départ à cinq cases du bord)",
    "Blokus, three players on the inner 18x18, start anywhere":
        "Blokus, trois joueurs sur le 18x18 intérieur, départ libre",
    "Blokus blitz, four players": "Blokus blitz, quatre joueurs",
    "Blokus blitz, three players": "Blokus blitz, trois joueurs",
    "Blokus blitz, two players (outer ring unused)": "Blokus blitz, deux joueurs (couronne extérieure inutilisée)",
    "Blokus Duo (Pentobi: purple covers e10, orange j5)": "Blokus Duo (Pentobi : le violet couvre e10, l'orange j5)",
    "Blokus Duo (printed rules: first player picks a starting cell)":
        "Blokus Duo (règle imprimée : le premier joueur choisit sa case de départ)",
    "Blokus Junior (Pentobi)": "Blokus Junior (Pentobi)",
    "Blokus Trigon, four players": "Blokus Trigon, quatre joueurs",
    "Blokus Trigon, two players (two colours each)": "Blokus Trigon, deux joueurs (deux couleurs chacun)",
    "Blokus Trigon, three players (hexagon of side 8)": "Blokus Trigon, trois joueurs (hexagone de côté 8)",
    # render/board.py
    "game over": "partie terminée",
    "{title}: {status}": "{title} : {status}",
    "{colour:noun} to move": "au tour {colour:du}",
    " (not scored)": " (sans score)",
    "{colour:noun}: {points}, {n} pieces left": "{colour:noun} : {points}, {n} pièces restantes",
    # widgets/blokus_game.py
    "unknown example {name!r}": "exemple inconnu : « {name} »",
    "unknown Blokus variant {variant!r}": "variante de Blokus inconnue : « {variant} »",
    "First position": "Position de départ",
    "Previous move": "Coup précédent",
    "Next move": "Coup suivant",
    "Last position": "Dernière position",
    "All moves": "Tous les coups",
    "Before the first move.": "Avant le premier coup.",
    "Move {step} of {n}: {colour:noun} places {piece} on {cells}.":
        "Coup {step} sur {n} : le {colour:noun} pose {piece} en {cells}.",
    "{title}, after {step} of {n} moves": "{title}, après {step} coups sur {n}",
    "Points now: ": "Points actuels : ",
    " (final)": " (final)",
    "the game is over": "la partie est terminée",
    "Cells: ": "Cases : ",
    "Check": "Vérifier",
    "Check the typed cells": "Vérifier les cases tapées",
    "Place": "Poser",
    "Place the piece if it is legal": "Poser la pièce si le coup est permis",
    "Clear": "Effacer",
    "Clear the selection": "Effacer la sélection",
    "Undo": "Annuler",
    "Take back the last piece": "Reprendre la dernière pièce",
    "Hint": "Indice",
    "Shade every cell a legal move could cover": "Griser chaque case qu'un coup permis pourrait couvrir",
    # widgets/blot_examples.py
    "✘ Not allowed: ": "✘ Interdit : ",
    "unknown BLOT example {name!r}; one of {names}": "exemple de BLOT inconnu : « {name} » ; au choix : {names}",
    "{player}: {seat} starts": "{player} : {seat} commence",
    "First step": "Première étape",
    "Previous step": "Étape précédente",
    "Next step": "Étape suivante",
    "Last step": "Dernière étape",
    "step {step} of {last}": "étape {step} sur {last}",
    "Go to step {n}": "Aller à l'étape {n}",
    "blot-check needs a step where a card is to be played":
        "blot-check demande une étape où une carte doit être jouée",
    "not a card: {card!r}": "pas une carte : « {card} »",
    "not a tile: {tile!r}; one of {names}": "pas une tuile : « {tile} » ; au choix : {names}",
    "✔ Legal: {player} may play {card} on the {tile:adj:blot.tile} tile.":
        "✔ Permis : {player} peut jouer {card} sur la tuile {tile:adj:blot.tile}.",
    "{colour:noun} {value}": "{colour:noun} {value}",
    "{tile:adj:blot.tile} tile ({face})": "tuile {tile:adj:blot.tile} ({face})",
    "dark": "face sombre",
    "light": "face claire",
    "done": "terminée",
    "{player} plays ": "{player} joue ",
    " on ": " sur ",
    "Check this move": "Vérifier ce coup",
    "Show the legal moves ({n})": "Voir les coups permis ({n})",
    # widgets/blot_scoring.py
    "the example's first round is not finished": "la première manche de l'exemple n'est pas terminée",
    "faces: four of A/B; holders: four of G/B/R/Y/-": "faces : quatre lettres A/B ; tuiles : quatre lettres G/B/R/Y/-",
    "masked (counting card, Décompte)": "masquée (carte de Décompte)",
    ": ": " : ",
    "no tile": "aucune tuile",
    "{divinity} face": "{divinity} : face",
    "{divinity} tile": "{divinity} : tuile",
    "Balder is masked in round 1 and receives no tile.": "Balder est masqué à la manche 1 et ne reçoit aucune tuile.",
    "Each tile can go to one divinity only: the table scores what you chose, but no real round could end like this.":
        "Chaque tuile ne va qu'à une seule divinité : le tableau compte ce que vous avez choisi, "
        "mais aucune vraie manche ne pourrait finir ainsi.",
    "Divinity": "Divinité",
    "face": "face",
    "tile": "tuile",
    "Score it": "Compter",
    "Back to the example": "Revenir à l'exemple",
    "team {n}": "équipe {n}",
    "The tricks of ": "Les plis de ",
    ", scored with the divinities you choose.": ", comptés avec les divinités que vous choisissez.",
    # widgets/pieces.py
    "no piece named {name!r}": "aucune pièce ne s'appelle « {name} »",
    "Piece {name}, orientation {which} of {count}": "Pièce {name}, orientation {which} sur {count}",
    "showing {which} of {count}": "affichée : {which} sur {count}",
    "Rotate anticlockwise": "Tourner dans le sens inverse des aiguilles d'une montre",
    "Flip (mirror)": "Retourner (miroir)",
    "Rotate clockwise": "Tourner dans le sens des aiguilles d'une montre",
    "{n} pieces, ": "{n} pièces, ",
    " distinct orientations in all.": " orientations distinctes en tout.",
    # widgets/placement.py (the placement control)
    "Piece {name}": "Pièce {name}",
    "Pieces left": "Pièces restantes",
    "Pieces left: {colour}": "Pièces restantes : {colour}",
    "or": "ou",
    "Where can I play?": "Où puis-je jouer ?",
    "Show the corners you may play from": "Montrer les coins d'où vous pouvez jouer",
    "Turn anticlockwise": "Tourner dans le sens inverse des aiguilles d'une montre",
    "Turn clockwise": "Tourner dans le sens des aiguilles d'une montre",
    "Mirror": "Retourner",
    "Board: arrow keys move the piece, Enter places it":
        "Plateau : les flèches déplacent la pièce, Entrée la pose",
    "You may place it here.": "Vous pouvez la poser ici.",
    "Not there: ": "Pas ici : ",
    "there is no piece {name!r} left to pick": "il ne reste aucune pièce {name!r} à prendre",
    "there is no cell {at!r} on this board": "il n'y a pas de case {at!r} sur ce plateau",
    "pick a piece first": "choisissez d'abord une pièce",
    # widgets/puzzles.py
    "Another solution": "Une autre solution",
    "Previous seed": "Graine précédente",
    "Solution for seed {seed}.": "Solution pour la graine {seed}.",
    "No solution found within {limit} s for seed {seed}.":
        "Aucune solution trouvée en {limit} s pour la graine {seed}.",
    "The drawing shows the furthest the search got: {n} of {total} pieces (some groups not yet linked to their "
    "corner).": "Le dessin montre où la recherche est allée le plus loin : {n} pièces sur {total} (certains "
    "groupes pas encore reliés à leur coin).",
    "limit must be a number of seconds between 0 and {most}": "la limite doit être un nombre de secondes entre 0 et {most}",
    "unknown puzzle {name!r}": "casse-tête inconnu {name!r}",
    "Cannot read the attempt: {why}": "Impossible de lire la tentative : {why}",
    "Solved!": "Résolu !",
    "No problem so far: {n} of {total} pieces placed.": "Aucun problème pour l'instant : {n} pièces posées sur {total}.",
    "Your attempt (JSON list of ": "Votre tentative (liste JSON de ",
    "Check my attempt": "Vérifier ma tentative",
    "{n} of {total} pieces placed.": "{n} pièces posées sur {total}.",
    "Biggest first: the {size}-square pieces now.": "Les plus grandes d'abord : maintenant les pièces de {size} carrés.",
    "All {total} pieces are placed.": "Les {total} pièces sont posées.",
    "Colour in hand:": "Couleur en main :",
    "Take the {colour:noun} pieces": "Prendre les pièces {colour:adj:blokus.piece:pl}",
    "Take back the last piece": "Reprendre la dernière pièce",
    "Say what is wrong, if anything": "Dire ce qui ne va pas, s'il y a lieu",
    "Place one piece of a solution that keeps yours": "Poser une pièce d'une solution qui garde les vôtres",
    "Solve": "Résoudre",
    "Fill in a solution": "Compléter par une solution",
    "Start again": "Recommencer",
    "Take every piece off": "Retirer toutes les pièces",
    "Nothing is placed yet: pick a piece from the tray and put it on the board.":
        "Rien n'est encore posé : prenez une pièce dans la réserve et posez-la sur le plateau.",
    "Solved! Every piece is in place and every rule is kept.":
        "Résolu ! Chaque pièce est à sa place et chaque règle est respectée.",
    "No solution keeps the pieces you placed: undo some of them.":
        "Aucune solution ne garde les pièces que vous avez posées : reprenez-en quelques-unes.",
    "None of the solutions I can find keeps the pieces you placed (this search cannot start from your position): "
    "undo some of them, or press Solve.":
        "Aucune des solutions que je trouve ne garde les pièces que vous avez posées (cette recherche ne peut pas "
        "partir de votre position) : reprenez-en quelques-unes, ou appuyez sur Résoudre.",
    "No answer within {limit} s: try again, or undo some pieces.":
        "Pas de réponse en {limit} s : réessayez, ou reprenez quelques pièces.",
    "No solution keeps the pieces you placed, so here is another one.":
        "Aucune solution ne garde les pièces que vous avez posées ; en voici une autre.",
    "The puzzle is solved: there is nothing left to place.": "Le casse-tête est résolu : il ne reste rien à poser.",
    "not a placed piece: {what}": "pas une pièce posée : {what}",
    "not a puzzle link: {what}": "pas un lien de casse-tête : {what}",
    "two pieces": "deux pièces",
    "Piece {number} has cells off the board.": "La pièce {number} a des cases hors du plateau.",
    "Piece {number}: {why}": "Pièce {number} : {why}",
    "Piece {number} needs one of the colours blue, yellow, red, green.":
        "La pièce {number} doit avoir une des couleurs bleu, jaune, rouge, vert.",
    # widgets/trigon.py
    "{name!r} is not a Trigon board": "{name!r} n'est pas un plateau Trigon",
    "unknown Trigon board {variant!r}": "plateau Trigon inconnu {variant!r}",
    "no triangle {cell!r} on this board": "pas de triangle {cell!r} sur ce plateau",
    "Click a triangle to see its neighbours.": "Cliquez un triangle pour voir ses voisins.",
    "points up": "pointe vers le haut",
    "points down": "pointe vers le bas",
    "{up}. It shares an edge with {edges} ({n_edges}) and touches {corners} at a corner only ({n_corners}).":
        "{up}. Il partage un côté avec {edges} ({n_edges}) et ne touche {corners} que par un coin ({n_corners}).",
    "{title}: {n} triangles, starting triangles {starts}": "{title} : {n} triangles, triangles de départ {starts}",
    "starting triangle": "triangle de départ",
    "chosen": "choisi",
    "shares an edge": "partage un côté",
    "touches at a corner": "touche par un coin",
    "Piece {name}, {n} triangles": "Pièce {name}, {n} triangles",
    "1 orientation": "1 orientation",
    "{n} orientations": "{n} orientations",
    "{pieces} pieces, {cells} triangles, ": "{pieces} pièces, {cells} triangles, ",
    "{colour:noun} to move: pick a piece, then a triangle.":
        "Au tour {colour:du} : choisissez une pièce, puis un triangle.",
    "No colour can place a piece any more.": "Plus aucune couleur ne peut poser de pièce.",
    "move {k} ({text}) cannot be played: {why}": "le coup {k} ({text}) ne peut pas être joué : {why}",
}
