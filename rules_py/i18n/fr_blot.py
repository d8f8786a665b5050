"""The French catalogue of the BLOT table, score and commentary strings.

Merged into `rules_py.i18n.fr.UI` (kept apart so the BLOT strings
have one home). Keys are the English templates passed to
`rules_py.i18n.messages.tr`; values their French, with the same
``{fields}``. Colours agree through the glossary's specs:
``{tile:adj:blot.tile}`` ("tuile verte"), ``{colour:adj:blot.card:pl}``,
``{colour:du}`` ("du vert"), ``{colour:le}``. Game words are the booklet's
(``glossary.json``): Cérémonie, Offrande, Affinité, Dévotion, Décompte,
fournir, couper, pisser, manche, pli.
"""

from __future__ import annotations

UI: dict[str, str] = {
    # blot/cards.py FACE_LABEL: what each divinity face does, in a few words
    "+2 per pair": "+2 par paire",
    "-2 per pair": "-2 par paire",
    "-3 to most": "-3 au plus",
    "-3 to fewest": "-3 au moins",
    "+2 per trick with": "+2 par pli avec",
    "+2 per trick without": "+2 par pli sans",
    "+4 to most": "+4 au plus",
    "+4 to fewest": "+4 au moins",
    # seat names (rules_py/blot/variants.py), shown in the reader's language
    "South": "Sud",
    "West": "Ouest",
    "North": "Nord",
    "East": "Est",
    "North-West": "Nord-Ouest",
    "North-East": "Nord-Est",
    # render/cards.py: the table (SVG)
    "{colour:noun}": "{colour:noun}",
    "masked: counting card": "masqué : carte de Décompte",
    "(Décompte) this round": "pour cette manche",
    "face {face}: {label}": "face {face} : {label}",
    "no tile yet": "pas encore de tuile",
    "holds the {colour} tile": "a la tuile {colour:adj:blot.tile}",
    "dark face": "face sombre",
    "light face": "face claire",
    "won and set aside": "remportée, mise de côté",
    "{colour} tile": "tuile {colour:adj:blot.tile}",
    "given to {divinity}": "donnée à {divinity}",
    "given to nobody": "donnée à personne",
    "to be given": "à donner",
    "requested: {colour}": "demandée : {colour:noun}",
    "won by {player}": "gagnée par {player}",
    " ◀ to act": " ◀ à jouer",
    "tricks won: {n}": "plis remportés : {n}",
    "no cards left": "plus de cartes",
    "Round {n} of 4 · ": "Manche {n} sur 4 · ",
    "divinity faces are drawn": "tirage des faces des divinités",
    "cards are dealt": "donne des cartes",
    "{who} plays": "{who} joue",
    "{who} gives the {tile} tile to a divinity": "{who} donne la tuile {tile:adj:blot.tile} à une divinité",
    "{who} chooses who starts next round": "{who} choisit qui commence la manche suivante",
    "BLOT table, {status}": "Table de BLOT, {status}",
    # render/cards.py: the score breakdown
    "{colour} tile, face {face}: {label}": "tuile {colour:adj:blot.tile}, face {face} : {label}",
    "(ceremonies won)": "(remportées)",
    "(round points)": "(points de la manche)",
    "excluded: no ceremony won": "exclu : aucune Cérémonie remportée",
    "Round {n} · {divinity} masked": "Manche {n} · {divinity} masqué",
    "{n} {colour}: {pairs} {pairs:plural:pair|pairs}": "{colour:noun} : {n}, soit {pairs} {pairs:plural:paire|paires}",
    "{tricks} {tricks:plural:trick|tricks} with {colour}": "{tricks} {tricks:plural:pli|plis} avec {colour:du}",
    "{tricks} {tricks:plural:trick|tricks} without {colour}": "{tricks} {tricks:plural:pli|plis} sans {colour:noun}",
    "most": "le plus",
    "fewest": "le moins",
    "{n} {colour}, the {word}": "{colour:noun} : {n}, {word}",
    "{n} {colour} ({word}: {target})": "{colour:noun} : {n} ({word} : {target})",
    "highest total": "meilleur total",
    "tie broken: won the very last ceremony": "égalité départagée : a remporté la toute dernière Cérémonie",
    "tie broken: best single round": "égalité départagée : meilleure manche",
    "shared win": "victoire partagée",
    "Winners: ": "Gagnants : ",
    "Winner: ": "Gagnant : ",
    "No round is finished yet.": "Aucune manche n'est encore terminée.",
    "Totals": "Totaux",
    # render/cards.py: the live table (HTML)
    "masked by the counting card": "masqué par la carte de Décompte",
    " (face not seen yet)": " (face encore inconnue)",
    "face not seen yet": "face encore inconnue",
    "no tile": "aucune tuile",
    "Divinities": "Divinités",
    "won, out this round": "remportée, hors jeu cette manche",
    "human": "humain",
    "random": "hasard",
    "simple rules": "règles simples",
    "strong": "fort",
    "level 1 (beginner)": "niveau 1 (débutant)",
    "level 2": "niveau 2",
    "level 3": "niveau 3",
    "level 4 (expert)": "niveau 4 (expert)",
    "Seat": "Joueur",
    "Player": "Joué par",
    "Cards": "Cartes",
    "Won": "Remportées",
    "Known to lack": "N'a plus de",
    "Total": "Total",
    " (team)": " (équipe)",
    # render/commentary.py
    "{player} opens the {tile} ceremony ({face} face) with {card}: {colour} is requested.":
        "{player} ouvre la Cérémonie {tile:adj:blot.ceremony} ({face_words}) avec {card} : "
        "{colour:le} est la couleur demandée.",
    " (Only {tile} is left in this hand, so the tile's own colour may open it.)":
        " (Cette main n'a plus que {tile:du} : la couleur de la tuile peut donc l'ouvrir.)",
    "{player} follows {req} with {card} on the {tile} tile.":
        "{player} fournit {req:du} avec {card} sur la tuile {tile:adj:blot.tile}.",
    "{player} has no {req} and trumps with {card} on the {tile} tile.":
        "{player}, sans {req:noun}, coupe avec {card} sur la tuile {tile:adj:blot.tile}.",
    "{player} has no {req} and discards {card} on the {tile} tile.":
        "{player}, sans {req:noun}, pisse {card} sur la tuile {tile:adj:blot.tile}.",
    " The ceremony is complete: {winner} wins it with {card}, {why}.":
        " La Cérémonie est complète : {winner} la remporte avec {card}, {why}.",
    "the highest {tile}, the tile's colour (Affinité, trump)":
        "la plus forte carte {tile:adj:blot.card}, couleur de la tuile (Affinité, atout)",
    "the highest card of the requested colour": "la plus forte carte de la couleur demandée",
    " The {tile} tile turns to its light face and is free again.":
        " La tuile {tile:adj:blot.tile} passe sur sa face claire et redevient libre.",
    " The light face was in play, so {winner} now gives the {tile} tile to a divinity.":
        " C'était la face claire : {winner} donne maintenant la tuile {tile:adj:blot.tile} à une divinité.",
    " It was the round's last ceremony: no divinity is left to receive the tile.":
        " C'était la dernière Cérémonie de la manche : plus aucune divinité ne peut recevoir la tuile.",
    "{player} gives the {tile} tile to {divinity} (face {face}: {label} {tile}).":
        "{player} donne la tuile {tile:adj:blot.tile} à {divinity} (face {face} : {label}, {tile:noun}).",
    "{player} won the last ceremony and chooses themselves to start round {n}.":
        "{player} a remporté la dernière Cérémonie et commencera la manche {n}.",
    "{player} won the last ceremony and chooses {who} to start round {n}.":
        "{player} a remporté la dernière Cérémonie et choisit {who} pour commencer la manche {n}.",
    # render/cards.py said_words: a bot's decision, said once by the page's live region
    "{player} played the {colour:noun} {value} on the {tile:noun} tile.":
        "{player} a joué le {value} {colour:noun} sur la tuile {tile:adj:blot.tile}.",
    "{player} gave the {tile:noun} tile to {divinity}.": "{player} a donné la tuile {tile:adj:blot.tile} à {divinity}.",
    "{player} chose to start the next round.": "{player} a choisi de commencer la manche suivante.",
    "{player} chose {seat} to start the next round.": "{player} a choisi {seat} pour commencer la manche suivante.",
    # widgets/blot/table/
    "Round {n} is dealt; {divinity} is masked by the counting card; {player} starts.":
        "La manche {n} est distribuée ; la carte de Décompte masque {divinity} ; {player} commence.",
    " Every other divinity card has turned over.": " Toutes les autres cartes Divinités ont été retournées.",
    "Make at least one seat human: that is you.": "Mettez un humain à une place au moins : c'est vous.",
    "On the {tile} tile: {reason}": "Sur la tuile {tile:adj:blot.tile} : {reason}",
    "Undo is for practice games; this is a game for real.":
        "Annuler est réservé à l'entraînement ; cette partie est pour de vrai.",
    "Nothing of yours to undo since this round was dealt.":
        "Vous n'avez rien à annuler depuis la donne de cette manche.",
    "There is nothing for you to decide now.": "Vous n'avez rien à décider pour l'instant.",
    "Hint from the strong bot: ": "Indice du robot fort : ",
    "Your legal choices now ({n}):": "Vos choix permis maintenant ({n}) :",
    "play {card} on the {tile} tile": "jouer {card} sur la tuile {tile:adj:blot.tile}",
    "give the {tile} tile to {divinity}": "donner la tuile {tile:adj:blot.tile} à {divinity}",
    "{player} starts the next round": "{player} commence la manche suivante",
    "The record shows every hand: it can be downloaded when the game is over.":
        "L'enregistrement montre toutes les mains : il se télécharge une fois la partie terminée.",
    "Careful: ": "Attention : ",
    "the record lists every hand of every round, the bots' cards included.":
        "l'enregistrement donne toutes les mains de chaque manche, cartes des robots comprises.",
    "Show the download link anyway": "Montrer quand même le lien de téléchargement",
    "Only the player whose turn it is may look at their hand now.":
        "Seul le joueur dont c'est le tour peut regarder sa main maintenant.",
    "Pass the device to {player} first.": "Passez d'abord l'appareil à {player}.",
    "Choose a card of your hand first.": "Choisissez d'abord une carte de votre main.",
    "Hints and the list of legal moves are for practice games.":
        "Les indices et la liste des coups permis sont réservés à l'entraînement.",
    "2 players": "2 joueurs",
    "3 players": "3 joueurs",
    "4 players": "4 joueurs",
    "5 players": "5 joueurs",
    "2 v 2 teams": "2 contre 2 en équipes",
    " (team {name})": " (équipe {name})",
    "game (no undo, no hints)": "partie (sans annulation ni indice)",
    "practice (undo, legal moves, hints)": "entraînement (annulation, coups permis, indices)",
    "New game of BLOT": "Nouvelle partie de BLOT",
    "Players": "Joueurs",
    "Mode ": "Mode ",
    "Deal number ": "Numéro de donne ",
    "Deal": "Distribuer",
    "Start the game": "Commencer la partie",
    "Several human seats play hot-seat: the page hides every hand between two players.":
        "Si plusieurs humains jouent sur le même appareil, la page cache toutes les mains "
        "entre deux joueurs.",
    "This page's address carries the game: copied, it opens the same game in any browser, showing only the "
    "hand of the player on screen. It holds the seed of the deal and every move, so whoever decodes it can work "
    "out every hand: share it with other players only once the game is over.":
        "L'adresse de cette page porte la partie : copiée, elle ouvre la même partie dans n'importe quel "
        "navigateur, en ne montrant que la main du joueur à l'écran. Elle contient la graine de la donne et chaque "
        "coup : qui la décode peut retrouver toutes les mains. Ne la donnez aux autres joueurs qu'une fois la "
        "partie finie.",
    "Hot-seat play trusts the players: the hands are out of sight, not locked away (the game kept in this "
    "browser, and its address, let anyone with the browser's tools work them out).":
        "Le jeu à plusieurs sur un même appareil repose sur la confiance : les mains sont cachées à la vue, pas "
        "sous clé (la partie gardée dans ce navigateur, et son adresse, permettent à qui se sert des outils du "
        "navigateur de les retrouver).",
    "not possible now": "impossible maintenant",
    "This game's link is damaged: it cannot be read.": "Le lien de cette partie est abîmé : il est illisible.",
    "This game's link is damaged (move {k} is not a move).":
        "Le lien de cette partie est abîmé (le coup {k} n'est pas un coup).",
    "This game's link does not replay: move {k} comes after the end.":
        "Le lien de cette partie ne se rejoue pas : le coup {k} vient après la fin.",
    "This game's link does not replay: move {k} is refused ({why}).":
        "Le lien de cette partie ne se rejoue pas : le coup {k} est refusé ({why}).",
    "This game is not stored in this browser (it was cleared, or started elsewhere).":
        "Cette partie n'est pas enregistrée dans ce navigateur (elle a été effacée, ou commencée ailleurs).",
    "Pass the device to {player}.": "Passez l'appareil à {player}.",
    "The hands stay hidden until {player} is ready.": "Les mains restent cachées jusqu'à ce que {player} soit prêt.",
    "I am {player}: show my hand": "Je suis {player} : montrer ma main",
    "Game over: {winner} wins with {points} points.": "Partie terminée : {winner} gagne avec {points} points.",
    "Game over: {winners} share the win with {points} points.":
        "Partie terminée : {winners} se partagent la victoire avec {points} points.",
    "Every round, scored": "Chaque manche, comptée",
    "the round is over.": "la manche est terminée.",
    "your turn, {me}: play a card": "à vous, {me} : jouez une carte",
    "{who} to play a card": "{who} doit jouer une carte",
    "your turn, {me}: give the {tile} tile to a divinity":
        "à vous, {me} : donnez la tuile {tile:adj:blot.tile} à une divinité",
    "{who} to give the {tile} tile to a divinity": "{who} doit donner la tuile {tile:adj:blot.tile} à une divinité",
    "your turn, {me}: choose who starts the next round": "à vous, {me} : choisissez qui commence la manche suivante",
    "{who} to choose who starts the next round": "{who} doit choisir qui commence la manche suivante",
    "your turn, {me}: ": "à vous, {me} : ",
    "{who} to ": "{who} doit : ",
    "Play {card} here": "Jouer {card} ici",
    "Play {card} on the {tile} tile": "Jouer {card} sur la tuile {tile:adj:blot.tile}",
    " (playable)": " (jouable)",
    "Your hand ({player})": "Votre main ({player})",
    " · lit cards can be played now": " · les cartes éclairées peuvent être jouées",
    "no cards": "aucune carte",
    "You won the light face: give the {tile} tile to":
        "Vous avez remporté la face claire : donnez la tuile {tile:adj:blot.tile} à",
    "You won the last ceremony: who starts the next round?":
        "Vous avez remporté la dernière Cérémonie : qui commence la manche suivante ?",
    "Deal round {n}": "Distribuer la manche {n}",
    "Running totals": "Totaux en cours",
    "What happened this round (the newest first)": "Ce qui s'est passé pendant cette manche (le plus récent d'abord)",
    "Just now: ": "À l'instant : ",
    "Ceremony won by {player} on the {colour} tile:": "Cérémonie remportée par {player} sur la tuile {colour:adj:blot.tile} :",
    "Undo my last move": "Annuler mon dernier coup",
    "Show legal moves": "Voir les coups permis",
    "Ask the strong bot": "Demander au robot fort",
    "Download the record": "Télécharger l'enregistrement",
    " · check it with ": " · vérifiez-le avec ",
    "practice": "entraînement",
    "game": "partie",
}


__all__ = ["UI"]
