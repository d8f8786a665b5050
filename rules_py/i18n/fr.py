"""The French catalogue of the widgets' interface strings.

Keys are the English texts the widgets pass to
:func:`rules_py.i18n.messages.tr`; values their French translations, with
the same ``{fields}`` (and agreement specs, see
:mod:`rules_py.i18n.messages`). Game words follow ``glossary.json``.
"""

from __future__ import annotations

from .fr_blot import UI as _BLOT_UI

UI: dict[str, str] = {
    **_BLOT_UI,  # the BLOT table, scores and commentary (fr_blot.py)
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
    # widgets/viewer.py (record viewer)
    "Move {step} of {n}: {move}": "Coup {step} sur {n} : {move}",
    "this is neither a .blksgf record (it starts with {sgf}) nor a BLOT record (it starts with {json}).":
        "ce n'est ni une partie .blksgf (elle commence par {sgf}) ni une partie de BLOT (elle commence par {json}).",
    "line {n}": "ligne {n}",
    "column {n}": "colonne {n}",
    "field {path}": "champ {path}",
    "move {n}": "coup {n}",
    "This record cannot be read.": "Cette partie ne peut pas être lue.",
    ": ": " : ",
    "Download this position (SVG)": "Télécharger cette position (SVG)",
    "Paste a record (.blksgf or BLOT JSON):": "Collez une partie (.blksgf ou JSON de BLOT) :",
    "or choose a file: ": "ou choisissez un fichier : ",
    "or drop one on this box.": "ou déposez-le sur ce cadre.",
    "Nothing to read: paste a record or choose a file first.":
        "Rien à lire : collez d'abord une partie ou choisissez un fichier.",
    "Read the record": "Lire la partie",
    "Read and check the pasted record": "Lire et vérifier la partie collée",
    "Empty the viewer": "Vider la visionneuse",
    "Or open an example": "Ou ouvrez un exemple",
    "Blokus, a finished four-colour game": "Blokus, une partie à quatre couleurs terminée",
    "Blokus Duo, a finished game": "Blokus Duo, une partie terminée",
    "BLOT, one ceremony": "BLOT, une cérémonie",
    "BLOT, the last ceremony": "BLOT, la dernière cérémonie",
    "BLOT, a whole game": "BLOT, une partie entière",
    "the file is not UTF-8 text.": "le fichier n'est pas du texte UTF-8.",
    "the record is longer than the 2 MB a record may hold.": "la partie dépasse les 2 Mo permis.",
    "the record nests too deeply.": "la partie est imbriquée trop profondément.",
    "the record holds more than 1,000 moves.": "la partie compte plus de 1 000 coups.",
    "the text breaks the record's syntax.": "le texte ne respecte pas la syntaxe du format.",
    "a field appears twice.": "un champ apparaît deux fois.",
    "a field this kind of record does not have.": "un champ que ce format ne connaît pas.",
    "a field the record needs is missing.": "un champ obligatoire manque.",
    "a value of the wrong type (text, number, list).": "une valeur du mauvais type (texte, nombre, liste).",
    "a number that is too long or not a whole number.": "un nombre trop long ou qui n'est pas entier.",
    "a value that means nothing here.": "une valeur qui n'a pas de sens ici.",
    "a move the rules forbid.": "un coup que les règles interdisent.",
    # render/cards.py: the divinity faces' legend
    "+2 per pair of cards of its tile's colour": "+2 par paire de cartes de la couleur de sa tuile",
    "-2 per pair of cards of its tile's colour": "-2 par paire de cartes de la couleur de sa tuile",
    "-3 to whoever holds most of its tile's colour": "-3 à qui a le plus de cartes de la couleur de sa tuile",
    "-3 to whoever holds fewest of its tile's colour": "-3 à qui a le moins de cartes de la couleur de sa tuile",
    "+2 per trick holding its tile's colour": "+2 par pli contenant la couleur de sa tuile",
    "+2 per trick without its tile's colour": "+2 par pli sans la couleur de sa tuile",
    "+4 to whoever holds most of its tile's colour": "+4 à qui a le plus de cartes de la couleur de sa tuile",
    "+4 to whoever holds fewest of its tile's colour": "+4 à qui a le moins de cartes de la couleur de sa tuile",
    # hint captions and the empty puzzle attempt
    "Shaded cells: every empty cell that some legal move of the colour to move could cover.":
        "Cases ombrées : toutes les cases vides qu'un coup permis de la couleur au trait pourrait couvrir.",
    "Dots: the cells where the colour to move may start a piece (touching its own pieces only at a corner).":
        "Points : les cases où la couleur au trait peut commencer une pièce (en ne touchant ses pièces que par un coin).",
    "Your attempt is empty: type your pieces in the box, then check.":
        "Votre essai est vide : tapez vos pièces dans le cadre, puis vérifiez.",
}
