"""The French catalogue of the widgets' interface strings.

Keys are the English texts the widgets pass to
`rules_py.i18n.messages.tr`; values their French translations, with
the same ``{fields}`` (and agreement specs, see
`rules_py.i18n.messages`). Game words follow ``glossary.json``.
"""

from __future__ import annotations

from .fr_blot import UI as _BLOT_UI
from .fr_editor import UI as _EDITOR_UI
from .fr_blot_editor import UI as _BLOT_EDITOR_UI
from .fr_pictures import UI as _PICTURES_UI
from .fr_review import UI as _REVIEW_UI
from .fr_study import UI as _STUDY_UI
from .fr_study_editor import UI as _STUDY_EDITOR_UI
from .fr_embed import UI as _EMBED_UI
from .fr_game_study import UI as _GAME_STUDY_UI
from .fr_table import UI as _TABLE_UI
from .fr_cli import UI as _CLI_UI

UI: dict[str, str] = {
    **_BLOT_UI,  # the BLOT table, scores and commentary (fr_blot.py)
    **_PICTURES_UI,  # the summaries' still pictures (fr_pictures.py)
    **_EDITOR_UI,  # the Blokus editor and the Embed box (fr_editor.py)
    **_REVIEW_UI,  # the game review in the page (fr_review.py)
    **_BLOT_EDITOR_UI,  # the BLOT deal composer (fr_blot_editor.py)
    **_STUDY_UI,  # the study reader (fr_study.py)
    **_STUDY_EDITOR_UI,  # the study editor (fr_study_editor.py)
    **_EMBED_UI,  # read-only embeds, answer keys, the editor's refusals (fr_embed.py)
    **_GAME_STUDY_UI,  # "Make a study" of a played game (fr_game_study.py)
    **_TABLE_UI,  # the "At the table" score pads (fr_table.py)
    **_CLI_UI,  # the command line's own errors under --lang fr (fr_cli.py)
    "and": "et",
    # widgets/blokus/ (common.py, example.py, check.py)
    "Placed: {colour} {piece} on {cells}.": "Posée : pièce {piece} {colour:adj:blokus.piece} en {cells}.",
    "Click cells to build a piece (or type them below), then check or place it.":
        "Cliquez des cases pour former une pièce (ou tapez-les ci-dessous), puis vérifiez-la ou posez-la.",
    "Legal: {colour} may place piece {piece} on {cells}.":
        "Permis : le joueur {colour:adj:player} peut poser la pièce {piece} en {cells}.",
    "{cells}: not a piece yet (pick more cells, or this shape is not a piece).":
        "{cells} : pas encore une pièce (choisissez d'autres cases, ou cette forme n'est pas une pièce).",
    "Not legal: ": "Interdit : ",
    # widgets/blokus/play.py
    "you": "vous",
    "random bot": "robot au hasard",
    "greedy bot": "robot glouton",
    "strong bot": "robot fort",
    "bot level 1 (beginner)": "robot niveau 1 (débutant)",
    "bot level 2": "robot niveau 2",
    "bot level 3": "robot niveau 3",
    "bot level 4": "robot niveau 4",
    "bot level 5": "robot niveau 5",
    "bot level 6 (strongest)": "robot niveau 6 (le plus fort)",
    "shared": "partagé",
    "unknown Blokus variant {variant}": "variante de Blokus inconnue : {variant}",
    "move {k} ({move}) cannot be played: {reason}": "le coup {k} ({move}) ne peut pas être joué : {reason}",
    "unknown seat {seat}; one of {seats}": "place inconnue : {seat} ; au choix : {seats}",
    "the bot passed although it can still move": "le robot a passé alors qu'il peut encore jouer",
    "not a game link: {link}": "ce n'est pas un lien vers une partie : {link}",
    "this file is not a Blokus record I can read: {reason}":
        "ce fichier n'est pas une partie de Blokus lisible : {reason}",
    "this record has an illegal move: {reason}": "cette partie contient un coup interdit : {reason}",
    "records with pieces set up before the game are not supported here":
        "les parties avec des pièces posées avant le premier coup ne sont pas prises en charge ici",
    " {colour:noun} has no move left and passes.": " Plus aucun coup pour {colour:le}, qui passe.",
    " {colours} have no move left and pass.": " Plus aucun coup pour {colours}, qui passent.",
    "Game over.": "Partie terminée.",
    "{colour:noun} ({who}) to move: pick a piece, then a cell.":
        "Au tour {colour:du} ({who}) : choisissez une pièce, puis une case.",
    "{colour:noun} ({who}) is thinking\u2026": "Réflexion {colour:du} ({who})\u2026",
    "arrow keys move between the pieces, Enter or Space picks one":
        "les flèches passent d'une pièce à l'autre, Entrée ou Espace en choisit une",
    "This piece fits nowhere as it is turned now: turn it, mirror it or pick another.":
        "Cette pièce ne tient nulle part dans ce sens : tournez-la, retournez-la ou choisissez-en une autre.",
    "{colour:noun} placed the {piece} on {cells}.": "{colour:le} a posé la pièce {piece} sur {cells}.",
    "Level: {sides} share the lead.": "Égalité : {sides} sont en tête ensemble.",
    "You lead by {n} {n:plural:point|points}.": "Vous menez de {n} {n:plural:point|points}.",
    "{side} leads by {n} {n:plural:point|points}.": "{side} mène de {n} {n:plural:point|points}.",
    "Last move: {colour:noun} ({who}) placed the {piece} on {cells}.":
        "Dernier coup : {colour:le} ({who}) a posé la pièce {piece} sur {cells}.",
    " \u2014 wins": " \u2014 gagne",
    " \u2014 shares first place": " \u2014 partage la première place",
    "Final scores": "Scores finaux",
    "No rule is broken, but no solution keeps these pieces:":
        "Aucune règle n'est enfreinte, mais aucune solution ne garde ces pièces :",
    "Game over: {side} wins with {points}.": "Partie terminée : {side} gagne avec {points}.",
    "Game over: {sides} share first place with {points}.":
        "Partie terminée : {sides} partagent la première place avec {points}.",
    "{first} and {second}": "{first} et {second}",
    "{colour}: every piece placed, the one-square piece last ({points})":
        "{colour} : toutes les pièces posées, le carré seul en dernier ({points})",
    "{colour}: every piece placed ({points})": "{colour} : toutes les pièces posées ({points})",
    "{colour}: {squares} {squares:plural:square|squares} left in {pieces} {pieces:plural:piece|pieces} ({points})":
        "{colour} : {squares} {squares:plural:case restante|cases restantes} en {pieces} "
        "{pieces:plural:pièce|pièces} ({points})",
    ", {n} {n:plural:piece|pieces} left": ", {n} {n:plural:pièce restante|pièces restantes}",
    "Player {n} ": "Joueur {n} ",
    "New game": "Nouvelle partie",
    "Edition ": "Édition ",
    "Start a new game": "Lancer une nouvelle partie",
    "Start a new game with these settings": "Lancer une nouvelle partie avec ces réglages",
    "level {n} about its level {k}": "niveau {n} proche de son niveau {k}",
    "level {n} weaker than its level {k}": "niveau {n} plus faible que son niveau {k}",
    "level {n} stronger than its level {k}": "niveau {n} plus fort que son niveau {k}",
    "level {n} between its levels {low} and {high}": "niveau {n} entre ses niveaux {low} et {high}",
    "The levels are not measured against Pentobi in this edition yet.":
        "Les niveaux ne sont pas encore mesurés face à Pentobi dans cette édition.",
    "Against Pentobi in this edition: {levels}.": "Face à Pentobi dans cette édition : {levels}.",
    "Take back your last move": "Reprendre votre dernier coup",
    "Download .blksgf": "Télécharger .blksgf",
    "Moves ({n})": "Coups ({n})",
    "Not there: ": "Pas ici : ",
    "Blokus, the 12x12 two-player edition": "Blokus, l'édition 12x12 pour deux joueurs",
    "Blokus, the 12x12 two-player edition (advanced scoring)":
        "Blokus, l'édition 12x12 pour deux joueurs (décompte avancé)",
    # widgets/controls/placement.py
    "there is no piece {name!r} left to pick": "il ne reste aucune pièce « {name} » à prendre",
    "there is no cell {at!r} on this board": "ce plateau n'a pas de case « {at} »",
    "pick a piece first": "choisissez d'abord une pièce",
    "Piece {name}": "Pièce {name}",
    "{colour:noun} pieces left": "Pièces {colour:adj:blokus.piece:pl} restantes",
    "or": "ou",
    "Where can I play?": "Où puis-je jouer ?",
    "Show the corners you may play from": "Montrer les coins d'où vous pouvez jouer",
    "Turn anticlockwise": "Tourner dans le sens inverse des aiguilles d'une montre",
    "Turn clockwise": "Tourner dans le sens des aiguilles d'une montre",
    "Mirror": "Retourner (miroir)",
    "You may place it here.": "Vous pouvez la poser ici.",
    "Board: arrow keys move the piece, c jumps to the next place it may go, Enter places it":
        "Plateau : les flèches déplacent la pièce, c saute à la prochaine place possible, Entrée la pose",
    "Zoom": "Zoom",
    "Bigger cells (the board scrolls sideways)": "Cases plus grandes (le plateau défile de côté)",
    "Place": "Poser",
    "Put the piece where it is shown": "Poser la pièce là où elle est montrée",
    "Tap it again, or press Place, to put it there.": "Touchez-la encore, ou appuyez sur Poser, pour la poser là.",
    # variant titles (rules_py/blokus/variants.py)
    "Blokus, four players": "Blokus, quatre joueurs",
    "Blokus, two players (two colours each)": "Blokus, deux joueurs (deux couleurs chacun)",
    "Blokus, three players (green played in turn, not scored)":
        "Blokus, trois joueurs (le vert joué à tour de rôle, sans score)",
    "Blokus, two teams of two (partners opposite)": "Blokus, deux équipes de deux (partenaires face à face)",
    "Blokus, quick contact (start five cells in)": "Blokus, contact rapide (départ en 5e ligne et 5e colonne)",
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
    "{colour:noun}: {points}, {n} {n:plural:piece|pieces} left":
        "{colour:noun} : {points}, {n} {n:plural:pièce restante|pièces restantes}",
    # widgets/blokus/ (common.py, example.py, check.py)
    "unknown example {name!r}": "exemple inconnu : « {name} »",
    "unknown Blokus variant {variant!r}": "variante de Blokus inconnue : « {variant} »",
    "First position": "Position de départ",
    "Previous move": "Coup précédent",
    "Next move": "Coup suivant",
    "Last position": "Dernière position",
    "All moves": "Tous les coups",
    "Before the first move.": "Avant le premier coup.",
    "Move {step} of {n}: {colour:noun} places {piece} on {cells}.":
        "Coup {step} sur {n} : {colour:le} pose {piece} en {cells}.",
    "{title}, after {step} of {n} moves": "{title}, après {step} coups sur {n}",
    "Points now: ": "Points actuels : ",
    " (final)": " (final)",
    "the game is over": "la partie est terminée",
    "Cells: ": "Cases : ",
    "Check": "Vérifier",
    "Check the typed cells": "Vérifier les cases tapées",
    "Place the piece if it is legal": "Poser la pièce si le coup est permis",
    "Clear": "Effacer",
    "Clear the selection": "Effacer la sélection",
    "Undo": "Annuler",
    "Take back the last piece": "Reprendre la dernière pièce",
    "Hint": "Indice",
    "Shade every cell a legal move could cover": "Griser chaque case qu'un coup permis pourrait couvrir",
    # widgets/blot/ (common.py, example.py, check.py)
    "✘ Not allowed: ": "✘ Interdit : ",
    "unknown BLOT example {name!r}; one of {names}": "exemple de BLOT inconnu : « {name} » ; au choix : {names}",
    "{player}: {seat} starts": "{player} : {seat} commence",
    "First step": "Première étape",
    "Previous step": "Étape précédente",
    "Next step": "Étape suivante",
    "Last step": "Dernière étape",
    "step {step} of {last}": "étape {step} sur {last}",
    "move {step} of {last}": "coup {step} sur {last}",
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
    # widgets/blot/score.py
    "the example's first round is not finished": "la première manche de l'exemple n'est pas terminée",
    "faces: four of A/B; holders: four of G/B/R/Y/-": "faces : quatre lettres A/B ; tuiles : quatre lettres G/B/R/Y/-",
    "masked (counting card, Décompte)": "masquée (carte de Décompte)",
    ": ": " : ",
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
    # widgets/teaching/lesson.py (and the 12x12 edition's title, which its lesson draws)
    "Check the picked cells": "Vérifier les cases choisies",
    "Check this number": "Vérifier ce nombre",
    "Give the tile to:": "Attribuer la tuile à :",
    "Hint:": "Indice :",
    "Next lesson: {title}": "Leçon suivante : {title}",
    "Pick a card in your hand first, then a tile.": "Choisissez d'abord une carte de votre main, puis une tuile.",
    "Picked cells:": "Cases choisies :",
    "Play here": "Jouer ici",
    "Play the picked card on the {colour:adj:blot.tile} tile": "Jouer la carte choisie sur la tuile {colour:adj:blot.tile}",
    "Points:": "Points :",
    "Read the rule": "Lire la règle",
    "Show a hint": "Afficher un indice",
    "Show solution": "Voir la solution",
    "Show the solution": "Afficher la solution",
    "Solution:": "Solution :",
    "Start again (clear my progress)": "Recommencer (effacer ma progression)",
    "Start again": "Recommencer",
    "Start this lesson again": "Recommencer cette leçon",
    "That was the last lesson.": "C'était la dernière leçon.",
    "Which colour wins?": "Quelle couleur gagne ?",
    "Who wins?": "Qui gagne ?",
    "Your hand:": "Votre main :",
    "holds the {colour:adj:blot.tile} tile": "a la tuile {colour:adj:blot.tile}",
    "click cells on the board, or type them: e10,e11": "cliquez des cases du plateau, ou tapez-les : e10,e11",
    "{card} on the {tile:adj:blot.tile} tile": "{card} sur la tuile {tile:adj:blot.tile}",
    "{colour:adj:blot.tile} tile": "tuile {colour:adj:blot.tile}",
    "{done} of {total} lessons done": "{done} {done:plural:leçon faite|leçons faites} sur {total}",
    "{n} {n:plural:ceremony|ceremonies} won": "{n} {n:plural:Cérémonie remportée|Cérémonies remportées}",
    "{seat} to act": "{seat} doit jouer",
    # widgets/blokus/pieces.py
    "no piece named {name!r}": "aucune pièce ne s'appelle « {name} »",
    "Piece {name}, orientation {which} of {count}": "Pièce {name}, orientation {which} sur {count}",
    "showing {which} of {count}": "affichée : {which} sur {count}",
    "Rotate anticlockwise": "Tourner dans le sens inverse des aiguilles d'une montre",
    "Flip (mirror)": "Retourner (miroir)",
    "Rotate clockwise": "Tourner dans le sens des aiguilles d'une montre",
    "{n} {n:plural:piece|pieces}, ": "{n} {n:plural:pièce|pièces}, ",
    " distinct orientations in all.": " orientations distinctes en tout.",
    # widgets/record_viewer.py (record viewer)
    "Move {step} of {n}: {move}": "Coup {step} sur {n} : {move}",
    "this is neither a .blksgf record (it starts with {sgf}) nor a BLOT record (it starts with {json}).":
        "ce n'est ni une partie .blksgf (elle commence par {sgf}) ni une partie de BLOT (elle commence par {json}).",
    "line {n}": "ligne {n}",
    "column {n}": "colonne {n}",
    "field {path}": "champ {path}",
    "move {n}": "coup {n}",
    "This record cannot be read.": "Cette partie ne peut pas être lue.",
    "Download this position (SVG)": "Télécharger cette position (SVG)",
    "Paste a record (.blksgf or BLOT JSON):": "Collez une partie (.blksgf ou JSON de BLOT) :",
    "or choose a file: ": "ou choisissez un fichier : ",
    "Choose a file": "Choisir un fichier",
    "Load a .blksgf file": "Charger un fichier .blksgf",
    # i18n/record_errors.py: the JSON parser's messages
    "a value was expected here (text in quotes, a number, true, false, null, a list or an object).":
        "une valeur était attendue ici (un texte entre guillemets, un nombre, true, false, null, une liste ou "
        "un objet).",
    "a field name in double quotes was expected here.": "un nom de champ entre guillemets doubles était attendu ici.",
    "a colon (:) was expected after the field name.": "un deux-points (:) était attendu après le nom du champ.",
    "a comma (,) was expected between two items.": "une virgule (,) était attendue entre deux éléments.",
    "more text follows the end of the record.": "du texte suit la fin de l'enregistrement.",
    "a text in quotes is never closed.": "un texte entre guillemets n'est jamais fermé.",
    "a text in quotes holds a line break or a tab (write them \\n and \\t).":
        "un texte entre guillemets contient un saut de ligne ou une tabulation (écrivez-les \\n et \\t).",
    "a backslash starts an escape that JSON does not have.":
        "une barre oblique inverse commence une séquence d'échappement que JSON n'a pas.",
    "a comma comes just before the end of a list or an object.":
        "une virgule précède juste la fin d'une liste ou d'un objet.",
    "the text is empty: a JSON record starts with '{'.":
        "le texte est vide : un enregistrement JSON commence par « { ».",
    "the text ends before the JSON is complete (is the file cut short?).":
        "le texte s'arrête avant la fin du JSON (le fichier est-il coupé ?).",
    "a second game starts here, where one game was expected: rules_py.load_records reads every game of a text.":
        "une deuxième partie commence ici, alors qu'une seule était attendue : rules_py.load_records lit "
        "toutes les parties d'un texte.",
    "or drop one on this box.": "ou déposez-le sur ce cadre.",
    "Nothing to read: paste a record or choose a file first.":
        "Rien à lire : collez d'abord une partie ou choisissez un fichier.",
    "Read the record": "Lire la partie",
    "Read and check the pasted record": "Lire et vérifier la partie collée",
    "Empty the viewer": "Vider la visionneuse",
    "Or open an example": "Ou ouvrez un exemple",
    "Blokus, a finished four-colour game": "Blokus, une partie à quatre couleurs terminée",
    "Blokus Duo, a finished game": "Blokus Duo, une partie terminée",
    "BLOT, one ceremony": "BLOT, une Cérémonie",
    "BLOT, the last ceremony": "BLOT, la dernière Cérémonie",
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
    # widgets/controls/placement.py (the placement control)
    "Pieces left": "Pièces restantes",
    "Points and pieces left": "Points et pièces restantes",
    "Pieces left: {colour}": "Pièces restantes : {colour}",
    # widgets/puzzles/ (solve.py, play.py)
    "Another solution": "Une autre solution",
    "Previous solution": "Solution précédente",
    "Solution number {seed}.": "Solution n° {seed}.",
    "No solution found within {limit} s for solution number {seed}.":
        "Aucune solution trouvée en {limit} s pour la solution n° {seed}.",
    "The drawing shows the furthest the search got: {n} of {total} pieces (some groups not yet linked to their "
    "corner).": "Le dessin montre où la recherche est allée le plus loin : {n} {n:plural:pièce|pièces} sur {total} (certains "
    "groupes pas encore reliés à leur coin).",
    "limit must be a number of seconds between 0 and {most}": "la limite doit être un nombre de secondes entre 0 et {most}",
    "unknown puzzle {name!r}": "casse-tête inconnu : « {name} »",
    "Cannot read the attempt: {why}": "Impossible de lire l'essai : {why}",
    "Solved!": "Résolu !",
    "No problem so far: {n} of {total} pieces placed.": "Aucun problème pour l'instant : {n} {n:plural:pièce posée|pièces posées} sur {total}.",
    "Your attempt (JSON list of ": "Votre essai (liste JSON de ",
    "Check my attempt": "Vérifier mon essai",
    "Show a solution": "Montrer une solution",
    "Draw a solution found by the solver (it gives the puzzle away)":
        "Dessiner une solution trouvée par le solveur (elle dévoile le casse-tête)",
    "Check an attempt written as text": "Vérifier un essai écrit en texte",
    "): ": ") : ",
    "{n} of {total} pieces placed.": "{n} {n:plural:pièce posée|pièces posées} sur {total}.",
    "Biggest first: the {size}-square pieces now.": "Les plus grandes d'abord : maintenant les pièces de {size} carrés.",
    "All {total} pieces are placed.": "Les {total} pièces sont posées.",
    "Colour in hand:": "Couleur en main :",
    "Take the {colour:noun} pieces": "Prendre les pièces {colour:adj:blokus.piece:pl}",
    "Say what is wrong, if anything": "Dire ce qui ne va pas, s'il y a lieu",
    "Place one piece of a solution that keeps yours": "Poser une pièce d'une solution qui garde les vôtres",
    "Solve": "Résoudre",
    "Fill in a solution": "Compléter par une solution",
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
    # widgets/blokus/trigon.py
    "{name!r} is not a Trigon board": "« {name} » n'est pas un plateau Trigon",
    "unknown Trigon board {variant!r}": "plateau Trigon inconnu : « {variant} »",
    "no triangle {cell!r} on this board": "pas de triangle « {cell} » sur ce plateau",
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
    "Piece {name}, {n} {n:plural:triangle|triangles}": "Pièce {name}, {n} {n:plural:triangle|triangles}",
    "{n} {n:plural:orientation|orientations}": "{n} {n:plural:orientation|orientations}",
    "{pieces} pieces, {cells} triangles, ": "{pieces} pièces, {cells} triangles, ",
    "{colour:noun} to move: pick a piece, then a triangle.":
        "Au tour {colour:du} : choisissez une pièce, puis un triangle.",
    "No colour can place a piece any more.": "Plus aucune couleur ne peut poser de pièce.",
}


__all__ = ["UI"]
