"""The worked examples' own words in French.

The records in ``rules_py/blot/examples`` and ``rules_py/blokus/examples``
are written in English (titles, the opening comment, a comment on some
moves). Where a move's comment begins with the engine's narration, the
widgets show the narration in the page's language
(`rules_py.render.commentary`) and only the rest of the comment comes
from here. Keys are the records' English text exactly (for a BLOT move, the
part after the narration, with its leading space);
`rules_py.i18n.messages.example_words` looks them up and
``tests/core/test_example_words.py`` checks that every text a French page can show
has its entry.
"""

from __future__ import annotations

TEXT: dict[str, str] = {
    # --- BLOT ---------------------------------------------------------------------
    "The three-player trick": "Le pli à trois joueurs",
    "South opens a ceremony on the yellow tile with the green 6, West follows with the green 9; later East, "
    "who has no green, completes it with a blue card and West wins. The booklet shows a blue 4, which is not in "
    "the 3-player deck (values 5-10), so this record uses the blue 5.":
        "Sud initie une Cérémonie sur la tuile jaune avec le 6 vert, Ouest fournit avec le 9 vert ; plus tard "
        "Est, qui n'a pas de vert, la complète avec une carte bleue et Ouest l'emporte. Le livret montre un 4 "
        "bleu, qui n'est pas dans le paquet à trois joueurs (valeurs 5 à 10) : cette partie emploie donc le 5 "
        "bleu.",
    " West keeps this ceremony: no yellow (the tile's Affinité) was played, so the highest green, the requested "
    "colour, wins. East completed it but did not win it.":
        " Ouest garde cette Cérémonie : aucun jaune (l'Affinité de la tuile) n'a été joué, donc le plus haut "
        "vert, la couleur demandée, l'emporte. Est l'a complétée mais ne l'a pas remportée.",
    "The last ceremony goes to nobody": "La dernière Cérémonie ne va à personne",
    "A full 4-player first round. West wins the last ceremony, on the red tile's light face; every visible "
    "divinity already holds a tile, so nobody receives it.":
        "Une première manche complète à quatre joueurs. Ouest remporte la dernière Cérémonie, sur la face "
        "claire de la tuile rouge ; chaque divinité visible tient déjà une tuile, donc personne ne la reçoit.",
    " Loki, Odin and Thor already hold a tile and Balder is masked, so the red tile goes to nobody and the round "
    "is scored.":
        " Loki, Odin et Thor tiennent déjà une tuile et Balder est masqué : la tuile rouge ne va à personne et "
        "la manche est comptée.",
    "Martin's round": "La manche de Martin",
    "A complete first round for four players. Balder is masked; Loki ends up with the yellow tile, Odin with the "
    "green one and Thor with the red one, all on face A; the blue tile is the round's last ceremony. Martin "
    "scores exactly 16.":
        "Une première manche complète à quatre joueurs. Balder est masqué ; Loki finit avec la tuile jaune, "
        "Odin avec la verte et Thor avec la rouge, toutes sur la face A ; la tuile bleue est la dernière "
        "Cérémonie de la manche. Martin marque exactement 16 points.",
    " (Chosen to match the booklet's example.)": " (Choisi pour suivre l'exemple du livret.)",
    " Round over. Martin won 3 ceremonies (+9); he holds the most yellow (5) so Loki takes 3 (-3); all three of "
    "his tricks contain green (+6 from Odin); he holds the most red (3, +4 from Thor): 16 in all.":
        " Manche terminée. Martin a remporté 3 Cérémonies (+9) ; il a le plus de jaune (5), donc Loki lui "
        "retire 3 points (-3) ; ses trois plis contiennent tous du vert (+6 grâce à Odin) ; il a le plus de "
        "rouge (3, +4 grâce à Thor) : 16 en tout.",
    "Found by tools/make_blot_examples.py (seeded search).":
        "Trouvée par une recherche à graine fixe (tools/make_blot_examples.py).",
    "A two-player round": "Une manche à deux joueurs",
    "A complete first round for two players: values 1 and 2 are out of the deck, 8 more cards are set aside "
    "unseen, 12 are dealt to each player; a ceremony is complete with 3 cards.":
        "Une première manche complète à deux joueurs : les valeurs 1 et 2 sont retirées du paquet, 8 autres "
        "cartes sont écartées sans être vues, 12 sont distribuées à chaque joueur ; une Cérémonie est complète "
        "avec 3 cartes.",
    " The round's first turn is a single card.": " Le premier tour de la manche est d'une seule carte.",
    " From now on each turn is two cards, the second on another tile than the first.":
        " Désormais, chaque tour est de deux cartes, la seconde sur une autre tuile que la première.",
    " North's second card of the turn, on a different tile.":
        " La seconde carte du tour de Nord, sur une autre tuile.",
    " The round's last turn is a single card: the last one in hand.":
        " Le dernier tour de la manche est d'une seule carte : la dernière en main.",
    "A two-against-two round": "Une manche à deux contre deux",
    "A complete first round of the two-against-two variant: partners sit opposite (South with North, West with "
    "East) and each team is scored as one player.":
        "Une première manche complète de la variante à deux contre deux : les partenaires sont assis face à "
        "face (Sud avec Nord, Ouest avec Est) et chaque équipe est comptée comme un seul joueur.",
    " Round over. Partners pool their tricks and cards: South and North score 16 as one player, West and East "
    "score 19. Most, fewest and exclusion compare the two teams (the site's reading of the pooling, see the "
    "rulings).":
        " Manche terminée. Les partenaires mettent en commun leurs plis et leurs cartes : Sud et Nord marquent "
        "16 comme un seul joueur, Ouest et Est 19. Le plus, le moins et l'exclusion comparent les deux équipes "
        "(la lecture du site pour cette mise en commun, voir les précisions de règles).",
    "Balder's pairs": "Les paires de Balder",
    "Two complete rounds for four players. In round 1 Balder is masked by the counting card; in round 2 he is "
    "visible, receives a tile, and his pairs change who scores best in that round.":
        "Deux manches complètes à quatre joueurs. À la manche 1, Balder est masqué par la carte de Décompte ; "
        "à la manche 2, il est visible, reçoit une tuile, et ses paires changent qui fait le meilleur score de "
        "cette manche.",
    " Round 2 over. Balder holds the red tile on face B (-2 per pair of red cards won): South 5 red: 2 pairs "
    "(-4), West 0 red: 0 pairs (+0), North 0 red: 0 pairs (+0), East 3 red: 1 pair (-2). Without Balder, South "
    "would have the round's best score (12); with his pairs, North has it (11).":
        " Manche 2 terminée. Balder tient la tuile rouge sur la face B (-2 par paire de cartes rouges "
        "remportées) : Sud, 5 rouges, soit 2 paires (-4) ; Ouest, 0 rouge, 0 paire (+0) ; Nord, 0 rouge, "
        "0 paire (+0) ; Est, 3 rouges, 1 paire (-2). Sans Balder, Sud aurait le meilleur score de la manche "
        "(12) ; avec ses paires, c'est Nord (11).",
    "A 'fewest' face": "Une face « le moins »",
    "A complete first round for four players, with Loki and Thor on their B faces: their bonus and penalty go "
    "to whoever won the fewest cards of their tile's colour.":
        "Une première manche complète à quatre joueurs, avec Loki et Thor sur leur face B : leur bonus et leur "
        "malus vont à qui a remporté le moins de cartes de la couleur de leur tuile.",
    " Round over. Thor holds the red tile on face B, 'the fewest': West won 0 red cards, fewer than anyone else, "
    "and gets +4. Loki holds the blue tile on face B too: North won the fewest blue cards (0) and loses 3. A "
    "count of zero is still the fewest: that is the site's reading (see the rulings).":
        " Manche terminée. Thor tient la tuile rouge sur la face B, « le moins » : Ouest a remporté 0 carte "
        "rouge, moins que tous les autres, et reçoit +4. Loki tient lui aussi la tuile bleue sur la face B : "
        "Nord a remporté le moins de cartes bleues (0) et perd 3 points. Un compte de zéro reste le moins : "
        "c'est la lecture du site (voir les précisions de règles).",
    "An excluded player": "Un joueur exclu",
    "A complete first round for four players in which one player wins no ceremony. Thor is on his B face "
    "('the fewest').":
        "Une première manche complète à quatre joueurs où un joueur ne remporte aucune Cérémonie. Thor est sur "
        "sa face B (« le moins »).",
    " Round over. North won no ceremony: excluded, 0 points this round, and left out of every comparison. Thor "
    "holds the green tile on face B, 'the fewest': North has no green card but does not count, so the +4 goes "
    "to East (2 green), the fewest among the players who won a ceremony.":
        " Manche terminée. Nord n'a remporté aucune Cérémonie : exclu, 0 point cette manche, et écarté de "
        "toutes les comparaisons. Thor tient la tuile verte sur la face B, « le moins » : Nord n'a aucune carte "
        "verte mais ne compte pas, donc le +4 va à Est (2 vertes), le moins parmi les joueurs qui ont remporté "
        "une Cérémonie.",
    "Tie-break: the last ceremony": "Départage : la dernière Cérémonie",
    "A complete four-round game for four players that ends in a tie for the most points. The player who won the "
    "game's very last ceremony is among the tied players, and that decides.":
        "Une partie complète de quatre manches à quatre joueurs qui finit sur une égalité pour le plus de "
        "points. Le joueur qui a remporté la toute dernière Cérémonie de la partie est parmi les ex aequo, et "
        "cela décide.",
    " Game over: North and East are tied on 37. East won this last ceremony of the game and is one of them, so "
    "East wins, although North's best round (14) is better than East's (11): the last ceremony comes first.":
        " Partie terminée : Nord et Est sont à égalité avec 37. Est a remporté cette dernière Cérémonie de la "
        "partie et en fait partie : Est gagne, bien que la meilleure manche de Nord (14) soit meilleure que "
        "celle d'Est (11) ; la dernière Cérémonie passe d'abord.",
    "Tie-break: the best round": "Départage : la meilleure manche",
    "A complete four-round game for four players that ends in a tie for the most points. The game's last "
    "ceremony was won by someone outside the tie, so the best single round decides.":
        "Une partie complète de quatre manches à quatre joueurs qui finit sur une égalité pour le plus de "
        "points. La dernière Cérémonie de la partie a été remportée par un joueur hors de l'égalité : la "
        "meilleure manche décide.",
    " Game over: West and East are tied on 41. North won the game's last ceremony but is not tied, so that "
    "tie-break does not apply. Best single rounds: West 22, East 17; West wins.":
        " Partie terminée : Ouest et Est sont à égalité avec 41. Nord a remporté la dernière Cérémonie de la "
        "partie mais n'est pas dans l'égalité : ce départage ne s'applique pas. Meilleures manches : Ouest 22, "
        "Est 17 ; Ouest gagne.",
    "Tie-break: a shared win": "Départage : une victoire partagée",
    "A complete four-round game for four players that ends in a tie that neither tie-break can split: the win "
    "is shared.":
        "Une partie complète de quatre manches à quatre joueurs qui finit sur une égalité qu'aucun départage ne "
        "peut trancher : la victoire est partagée.",
    " Game over: North and East are tied on 31. South won the game's last ceremony but is not tied. Their best "
    "single rounds are equal too (17 each), so they share the win.":
        " Partie terminée : Nord et Est sont à égalité avec 31. Sud a remporté la dernière Cérémonie de la "
        "partie mais n'est pas dans l'égalité. Leurs meilleures manches sont égales elles aussi (17 chacun) : "
        "ils se partagent la victoire.",

    # --- Blokus -------------------------------------------------------------------
    "Worked example: three players and the shared colour": "Exemple commenté : trois joueurs et la couleur partagée",
    "A complete three-player game on the classic board, played by the engine's simple bot. Blue, yellow and red "
    "are the three players' colours; green is shared: the players take turns moving it, and its score is not "
    "counted.":
        "Une partie complète à trois joueurs sur le plateau classique, jouée par le robot simple du moteur. Le "
        "bleu, le jaune et le rouge sont les couleurs des trois joueurs ; le vert est partagé : les joueurs le "
        "jouent à tour de rôle, et son score n'est pas compté.",
    "Blue's first piece covers a20, the top-left corner cell of the board: every colour starts in its own "
    "corner, in the order blue, yellow, red, green.":
        "La première pièce du bleu couvre a20, la case du coin en haut à gauche du plateau : chaque couleur "
        "part de son propre coin, dans l'ordre bleu, jaune, rouge, vert.",
    "Yellow's first piece covers t20, the top-right corner cell of the board: every colour starts in its own "
    "corner, in the order blue, yellow, red, green.":
        "La première pièce du jaune couvre t20, la case du coin en haut à droite du plateau : chaque couleur "
        "part de son propre coin, dans l'ordre bleu, jaune, rouge, vert.",
    "Red's first piece covers t1, the bottom-right corner cell of the board: every colour starts in its own "
    "corner, in the order blue, yellow, red, green.":
        "La première pièce du rouge couvre t1, la case du coin en bas à droite du plateau : chaque couleur part "
        "de son propre coin, dans l'ordre bleu, jaune, rouge, vert.",
    "Green's first piece covers a1, the bottom-left corner cell of the board: every colour starts in its own "
    "corner, in the order blue, yellow, red, green. Green is the shared colour: with three players, it is "
    "played by each player in turn (here player A, then B, then C), and its points count for nobody.":
        "La première pièce du vert couvre a1, la case du coin en bas à gauche du plateau : chaque couleur part "
        "de son propre coin, dans l'ordre bleu, jaune, rouge, vert. Le vert est la couleur partagée : à trois "
        "joueurs, chaque joueur la joue à son tour (ici le joueur A, puis B, puis C), et ses points ne comptent "
        "pour personne.",
    "Green's first piece covers a1, the bottom-left corner cell of the board: every colour starts in its own "
    "corner, in the order blue, yellow, red, green.":
        "La première pièce du vert couvre a1, la case du coin en bas à gauche du plateau : chaque couleur part "
        "de son propre coin, dans l'ordre bleu, jaune, rouge, vert.",
    "The game is over. blue -15 (15 squares left), yellow -32 (32 squares left), red -28 (28 squares left), "
    "green -7 (7 squares left). Green has the best count of the four colours, but the shared colour is not "
    "scored: among the players' colours, blue wins.":
        "La partie est finie. Bleu -15 (15 carrés restants), jaune -32 (32 carrés restants), rouge -28 (28 "
        "carrés restants), vert -7 (7 carrés restants). Le vert a le meilleur compte des quatre couleurs, mais "
        "la couleur partagée ne compte pas : parmi les couleurs des joueurs, le bleu gagne.",
    "Worked example: classic finished game": "Exemple commenté : une partie classique terminée",
    "A complete Blokus, four players game, rebuilt to match the rule booklet's finished-game example. Scores: -1 "
    "per square left; +15 for placing every piece, +5 more if the last was the one-square piece.":
        "Une partie complète de Blokus à quatre joueurs, reconstruite pour suivre l'exemple de partie terminée "
        "du livret de règles. Scores : -1 par carré restant ; +15 pour avoir posé toutes ses pièces, +5 de plus "
        "si la dernière était la pièce d'un carré.",
    "Blue opens: a first piece must cover its colour's starting cell (a20). Every later piece of a colour must "
    "touch that colour at a corner and never along an edge.":
        "Le bleu ouvre : une première pièce doit couvrir la case de départ de sa couleur (a20). Chaque pièce "
        "suivante d'une couleur doit toucher cette couleur par un coin, jamais par un côté.",
    "Yellow's first piece covers its starting cell t20.": "La première pièce du jaune couvre sa case de départ t20.",
    "Red's first piece covers its starting cell t1.": "La première pièce du rouge couvre sa case de départ t1.",
    "Green's first piece covers its starting cell a1.": "La première pièce du vert couvre sa case de départ a1.",
    "Blue's second piece touches its first one only at a corner: that is the one way to grow.":
        "La deuxième pièce du bleu ne touche la première que par un coin : c'est la seule façon de s'étendre.",
    "This piece touches another colour along an edge: allowed, only a colour's own pieces may not share an edge.":
        "Cette pièce touche une autre couleur par un côté : c'est permis, seules les pièces d'une même couleur "
        "ne peuvent pas partager un côté.",
    "Red can no longer place any piece (24 squares left): from now on it is skipped; the others play on.":
        "Le rouge ne peut plus poser aucune pièce (24 carrés restants) : désormais il passe son tour ; les "
        "autres continuent.",
    "Green can no longer place any piece (20 squares left): from now on it is skipped; the others play on.":
        "Le vert ne peut plus poser aucune pièce (20 carrés restants) : désormais il passe son tour ; les "
        "autres continuent.",
    "Yellow can no longer place any piece (8 squares left): from now on it is skipped; the others play on.":
        "Le jaune ne peut plus poser aucune pièce (8 carrés restants) : désormais il passe son tour ; les "
        "autres continuent.",
    "Blue plays again: Yellow, Red, Green cannot move and are skipped. Blue places its last piece, the "
    "one-square piece: all pieces placed (+15) with the one-square piece last (+5): +20. No colour can place a "
    "piece: the game is over. Blue +20; Yellow -8 (L4, T4 left); Red -24 (I3, I4, T4, Z4, O, U left); Green -20 "
    "(I3, I4, L4, T4, V5 left).":
        "Le bleu rejoue : le jaune, le rouge et le vert ne peuvent plus jouer et passent. Le bleu pose sa "
        "dernière pièce, la pièce d'un carré : toutes les pièces posées (+15), la pièce d'un carré en dernier "
        "(+5), soit +20. Aucune couleur ne peut poser de pièce : la partie est finie. Bleu +20 ; jaune -8 (L4 "
        "et T4 restantes) ; rouge -24 (I3, I4, T4, Z4, O et U restantes) ; vert -20 (I3, I4, L4, T4 et V5 "
        "restantes).",
    "Worked example: the classic corner start": "Exemple commenté : le départ en coin du classique",
    "A complete four-player game played by the engine's simple bot. Watch the first four moves: each colour "
    "covers its own corner cell, then grows from that corner only by touching its own pieces at a corner.":
        "Une partie complète à quatre joueurs jouée par le robot simple du moteur. Regardez les quatre premiers "
        "coups : chaque couleur couvre la case de son coin, puis s'étend depuis ce coin en ne touchant ses "
        "propres pièces que par un coin.",
    "Blue's second piece touches its first one at a corner only: the one way a colour grows.":
        "La deuxième pièce du bleu ne touche la première que par un coin : la seule façon dont une couleur "
        "s'étend.",
    "No colour can place any more: the game is over. blue -11 (11 squares left), yellow -34 (34 squares left), "
    "red -15 (15 squares left), green -13 (13 squares left). Nobody placed every piece, so nobody gets a bonus; "
    "the highest score wins: blue.":
        "Aucune couleur ne peut plus poser : la partie est finie. Bleu -11 (11 carrés restants), jaune -34 (34 "
        "carrés restants), rouge -15 (15 carrés restants), vert -13 (13 carrés restants). Personne n'a posé "
        "toutes ses pièces, donc personne n'a de bonus ; le plus haut score gagne : le bleu.",
    "Worked example: duo finished game": "Exemple commenté : une partie de Duo terminée",
    "A complete Blokus Duo (Pentobi: purple covers e10, orange j5) game, rebuilt to match the rule booklet's "
    "finished-game example. Scores: -1 per square left; +15 for placing every piece, +5 more if the last was "
    "the one-square piece.":
        "Une partie complète de Blokus Duo (Pentobi : le violet couvre e10, l'orange j5), reconstruite pour "
        "suivre l'exemple de partie terminée du livret de règles. Scores : -1 par carré restant ; +15 pour avoir "
        "posé toutes ses pièces, +5 de plus si la dernière était la pièce d'un carré.",
    "Purple opens: a first piece must cover its colour's starting cell (e10). Every later piece of a colour "
    "must touch that colour at a corner and never along an edge.":
        "Le violet ouvre : une première pièce doit couvrir la case de départ de sa couleur (e10). Chaque pièce "
        "suivante d'une couleur doit toucher cette couleur par un coin, jamais par un côté.",
    "Orange's first piece covers its starting cell j5.": "La première pièce de l'orange couvre sa case de départ j5.",
    "Purple's second piece touches its first one only at a corner: that is the one way to grow.":
        "La deuxième pièce du violet ne touche la première que par un coin : c'est la seule façon de "
        "s'étendre.",
    "Purple can no longer place any piece (10 squares left): from now on it is skipped; the others play on.":
        "Le violet ne peut plus poser aucune pièce (10 carrés restants) : désormais il passe son tour ; l'autre "
        "continue.",
    "Orange plays again: Purple cannot move and is skipped.":
        "L'orange rejoue : le violet ne peut plus jouer et passe.",
    "Orange places its last piece, the one-square piece: all pieces placed (+15) with the one-square piece last "
    "(+5): +20. No colour can place a piece: the game is over. Purple -10 (I3, V3, I4 left); Orange +20.":
        "L'orange pose sa dernière pièce, la pièce d'un carré : toutes les pièces posées (+15), la pièce d'un "
        "carré en dernier (+5), soit +20. Aucune couleur ne peut poser de pièce : la partie est finie. Violet "
        "-10 (I3, V3 et I4 restantes) ; orange +20.",
    "Worked example: 12x12 match, game 1": "Exemple commenté : match en 12x12, partie 1",
    "Game 1 of a two-game match in the 12x12 edition (basic scoring: the fewest squares left wins). Orange "
    "starts this first game (the booklet has the youngest player start). The starting cells d9 and i4 are the "
    "site's choice: the booklet's figures are lost.":
        "La partie 1 d'un match en deux parties dans l'édition 12x12 (décompte de base : le moins de carrés "
        "restants gagne). L'orange commence cette première partie (le livret fait commencer le plus jeune "
        "joueur). Les cases de départ d9 et i4 sont un choix du site : les figures du livret sont perdues.",
    "Orange's first piece covers a starting cell (i4); the first player takes either one, the second player the "
    "other.":
        "La première pièce de l'orange couvre une case de départ (i4) ; le premier joueur prend l'une ou "
        "l'autre, le second joueur celle qui reste.",
    "Purple's first piece covers a starting cell (d9); the first player takes either one, the second player the "
    "other.":
        "La première pièce du violet couvre une case de départ (d9) ; le premier joueur prend l'une ou "
        "l'autre, le second joueur celle qui reste.",
    "Orange's second piece touches its first one at a corner, never along a side: the same placement rule as the "
    "classic game.":
        "La deuxième pièce de l'orange touche la première par un coin, jamais par un côté : la même règle de "
        "pose que le jeu classique.",
    "Purple grows the same way. Each colour has 16 pieces here: one each of 1, 2 and 3 squares, five of 4 and "
    "eight of 5.":
        "Le violet s'étend de la même façon. Chaque couleur a ici 16 pièces : une de 1, de 2 et de 3 carrés, "
        "cinq de 4 et huit de 5.",
    "Neither colour can place any more. Orange has 18 squares left, purple 8: purple wins this game. Orange "
    "lost, so orange starts game 2.":
        "Aucune des deux couleurs ne peut plus poser. Il reste 18 carrés à l'orange, 8 au violet : le violet "
        "gagne cette partie. L'orange a perdu, c'est donc lui qui commence la partie 2.",
    "Worked example: 12x12 match, game 2": "Exemple commenté : match en 12x12, partie 2",
    "Game 2 of the match. The loser of game 1 (orange) starts.":
        "La partie 2 du match. Le perdant de la partie 1 (l'orange) commence.",
    "Orange's first piece covers a starting cell (d9).": "La première pièce de l'orange couvre une case de départ (d9).",
    "Purple's first piece covers a starting cell (i4).": "La première pièce du violet couvre une case de départ (i4).",
    "Neither colour can place any more. Orange has 8 squares left, purple 19: orange wins this game. Each player "
    "has won one game of the match.":
        "Aucune des deux couleurs ne peut plus poser. Il reste 8 carrés à l'orange, 19 au violet : l'orange "
        "gagne cette partie. Chaque joueur a gagné une partie du match.",
    "Worked example: a three-player Trigon game": "Exemple commenté : une partie de Trigon à trois joueurs",
    "A complete three-player Trigon game, played by the engine's simple bot on the smaller board (8 triangles a "
    "side). The opening is the point: starting triangles are shared, so each colour picks a free one.":
        "Une partie complète de Trigon à trois joueurs, jouée par le robot simple du moteur sur le plus petit "
        "plateau (8 triangles de côté). C'est l'ouverture qui compte : les triangles de départ sont communs, "
        "chaque couleur en choisit donc un libre.",
    "Blue's first piece covers one of the six starting triangles that are still free (in the third row in from "
    "a side, on the three-player board); any colour may take any free one.":
        "La première pièce du bleu couvre l'un des six triangles de départ encore libres (sur la troisième "
        "rangée depuis un bord, sur le plateau à trois joueurs) ; toute couleur peut prendre n'importe lequel "
        "des triangles libres.",
    "Yellow's first piece covers one of the six starting triangles that are still free (in the third row in "
    "from a side, on the three-player board); any colour may take any free one.":
        "La première pièce du jaune couvre l'un des six triangles de départ encore libres (sur la troisième "
        "rangée depuis un bord, sur le plateau à trois joueurs) ; toute couleur peut prendre n'importe lequel "
        "des triangles libres.",
    "Red's first piece covers one of the six starting triangles that are still free (in the third row in from "
    "a side, on the three-player board); any colour may take any free one.":
        "La première pièce du rouge couvre l'un des six triangles de départ encore libres (sur la troisième "
        "rangée depuis un bord, sur le plateau à trois joueurs) ; toute couleur peut prendre n'importe lequel "
        "des triangles libres.",
    "No colour can place any more. blue -9 (9 squares left), yellow 20 (0 squares left), red -9 (9 squares "
    "left). Yellow placed all 22 pieces, the one-triangle piece last: +15 and +5 more (the site's choice for "
    "Trigon's scoring, see the rulings).":
        "Aucune couleur ne peut plus poser. Bleu -9 (9 triangles restants), jaune 20 (0 triangle restant), "
        "rouge -9 (9 triangles restants). Le jaune a posé ses 22 pièces, la pièce d'un triangle en dernier : "
        "+15 et +5 de plus (le choix du site pour le décompte de Trigon, voir les précisions de règles).",
    # --- Blokus: the middle-game comments ------------------------------------
    "Purple stretches toward the empty lower left with the L5: three new corners (13 in all). Large pieces go "
    "down first, while there is room for them.":
        "Le violet s'étend vers le bas à gauche, encore vide, avec le L5 : trois nouveaux coins (13 en tout). "
        "Les grandes pièces se posent d'abord, tant qu'il y a de la place pour elles.",
    "Orange reaches into the upper left from g10: the U covers f12, one of purple's corners, and gives orange "
    "three more corners (13).":
        "L'orange gagne le haut à gauche depuis g10 : le U couvre f12, un des coins du violet, et donne trois "
        "coins de plus à l'orange (13).",
    "Purple puts down its cross (X) while the bottom of the board is still open: the X is the hardest piece to "
    "fit late in a game, and here it opens five corners (from 12 to 17).":
        "Le violet pose sa croix (X) tant que le bas du plateau est encore libre : c'est la pièce la plus "
        "difficile à placer en fin de partie, et ici elle ouvre cinq coins (de 12 à 17).",
    "Orange does the same on the right side: its cross opens three corners (from 13 to 16).":
        "L'orange fait de même sur la droite : sa croix ouvre trois coins (de 13 à 16).",
    "Purple's T5 wedges between orange's pieces in the centre: it covers j8, one of orange's corners, and "
    "purple now has 19 corners.":
        "Le T5 du violet s'enfonce entre les pièces de l'orange au centre : il couvre j8, un des coins de "
        "l'orange, et le violet a maintenant 19 coins.",
    "A blocking move: the T5 gains orange no corner (15 before and after), but it covers h13, a corner from "
    "which purple's F could have grown upward.":
        "Un coup de blocage : le T5 ne rapporte aucun coin à l'orange (15 avant comme après), mais il couvre "
        "h13, un coin par où le F du violet aurait pu monter.",
    "A strong move: orange's Z5 runs along purple's pieces on the left, covers c10 (a purple corner), opens "
    "three corners for orange (18) and cuts purple's legal placements from 521 to 457.":
        "Un coup fort : le Z5 de l'orange longe les pièces du violet sur la gauche, couvre c10 (un coin du "
        "violet), ouvre trois coins à l'orange (18) et fait passer les placements légaux du violet de 521 à "
        "457.",
    "Purple answers on the right: its Z5 covers n6, an orange corner just below orange's cross.":
        "Le violet répond sur la droite : son Z5 couvre n6, un coin de l'orange juste sous sa croix.",
    "Purple lays its I5 along the bottom edge, as orange just did along the right edge: a straight five needs "
    "five free cells in a line, and the edges of the board still have them.":
        "Le violet pose son I5 le long du bord du plateau, en bas, comme l'orange vient de le faire à droite : "
        "une ligne droite de cinq carrés demande cinq cases libres alignées, et les bords du plateau en ont "
        "encore.",
    "Purple's N covers l10, an orange corner, and orange's legal placements fall from 424 to 378.":
        "Le N du violet couvre l10, un coin de l'orange, et les placements légaux de l'orange passent de 424 à "
        "378.",
    "Orange fills the space under purple's Z5 with its W: two more corners for orange (16), and purple's legal "
    "placements fall from 325 to 259.":
        "L'orange occupe l'espace sous le Z5 du violet avec son W : deux coins de plus pour l'orange (16), et "
        "les placements légaux du violet passent de 325 à 259.",
    "Orange's V5 takes two purple corners at once, c2 and d1, between purple's U and cross: purple has no "
    "corner left in the bottom-left corner of the board.":
        "Le V5 de l'orange prend d'un coup deux coins du violet, c2 et d1, entre le U et la croix du violet : "
        "il ne reste au violet aucun coin en bas à gauche du plateau.",
    "Purple replies in the bottom right: its V5 covers two orange corners, l2 and m3, and orange's legal "
    "placements fall from 212 to 172.":
        "Le violet répond en bas à droite : son V5 couvre deux coins de l'orange, l2 et m3, et les placements "
        "légaux de l'orange passent de 212 à 172.",
    "Purple's T4 covers h5, an orange corner (orange's legal placements: 116, then 80). But it also fills the "
    "last room for purple's own I4: from now on the I4 fits nowhere, and purple ends the game with it.":
        "Le T4 du violet couvre h5, un coin de l'orange (placements légaux de l'orange : 116, puis 80). Mais "
        "il prend aussi la dernière place de son propre I4 : désormais l'I4 ne tient nulle part, et le violet "
        "finit la partie avec lui.",
    "Purple places its Z4, the largest piece it can still fit. Afterwards it has a single corner left, k5, "
    "where only the one-square piece fits: its I3 and V3 will stay in hand.":
        "Le violet pose son Z4, la plus grande pièce qu'il peut encore placer. Ensuite il ne lui reste qu'un "
        "coin, k5, où seule la pièce d'un carré tient : son I3 et son V3 resteront en main.",
    "Orange's T4 is its last piece larger than three squares. Orange kept its four smallest pieces (the I3, "
    "the V3, the two-square and the one-square piece) for the end: small pieces fit the last holes, and orange "
    "will place them all.":
        "Le T4 est la dernière pièce de l'orange de plus de trois carrés. L'orange a gardé ses quatre plus "
        "petites pièces (l'I3, le V3, la pièce de deux carrés et celle d'un carré) pour la fin : les petites "
        "pièces tiennent dans les derniers trous, et l'orange les posera toutes.",
    "Orange tucks its U into the bottom-right corner, away from purple. It costs orange corners: 7 before the "
    "move, 4 after; on the small 12x12 board, few corners soon means few moves.":
        "L'orange range son U dans le coin en bas à droite, loin du violet. Cela lui coûte des coins : 7 avant "
        "le coup, 4 après ; sur le petit plateau 12x12, peu de coins signifie vite peu de coups.",
    "Purple strikes at once: its V5 covers f4 and h5, two of orange's four corners. Orange keeps only two (f2 "
    "and l8), and its legal placements fall from 145 to 55.":
        "Le violet frappe aussitôt : son V5 couvre f4 et h5, deux des quatre coins de l'orange. Il ne reste à "
        "l'orange que deux coins (f2 et l8), et ses placements légaux passent de 145 à 55.",
    "Purple's T5 moves into the bottom left, beside orange's corner at f2: orange's legal placements fall from "
    "81 to 52, and purple has 13 corners to orange's 2.":
        "Le T5 du violet s'installe en bas à gauche, à côté du coin de l'orange en f2 : les placements légaux "
        "de l'orange passent de 81 à 52, et le violet a 13 coins contre 2 à l'orange.",
    "Purple's P covers e11, an orange corner at the end of orange's I5, and leaves orange only 9 legal "
    "placements (30 before).":
        "Le P du violet couvre e11, un coin de l'orange au bout de son I5, et ne laisse à l'orange que 9 "
        "placements légaux (30 avant).",
    "Orange spends its one-square piece at j9 to open i10, a way into the empty space at g9-i10, where its L4 "
    "goes two moves later. The one-square piece is the tool for slipping through a gap.":
        "L'orange dépense sa pièce d'un carré en j9 pour ouvrir i10, une porte vers l'espace vide de g9 à i10, "
        "où son L4 se pose deux coups plus tard. La pièce d'un carré sert à se faufiler par un passage étroit.",
    "Orange's L4 covers g10 and h10, two purple corners. But orange is nearly out of room: at its next turn it "
    "has a single legal move.":
        "Le L4 de l'orange couvre g10 et h10, deux coins du violet. Mais l'orange n'a presque plus de place : "
        "à son prochain tour, il n'aura qu'un seul coup légal.",
    "Purple lays its I5 along the left edge: the only place where a five-square piece of purple still fits.":
        "Le violet pose son I5 le long du bord du plateau, à gauche : le seul endroit où une pièce de cinq "
        "carrés du violet tient encore.",
    "Purple's Z4 covers c6 and closes orange's last open area: the T5, V5, T4 and O that orange still holds "
    "have nowhere to go, and orange's legal placements fall from 22 to 1.":
        "Le Z4 du violet couvre c6 et ferme la dernière zone libre de l'orange : le T5, le V5, le T4 et le O "
        "que l'orange garde n'ont plus de place, et ses placements légaux passent de 22 à 1.",
    "Orange, who ran out of room in game 1, heads for the open top half: the Y opens three corners (9 in all).":
        "L'orange, qui a manqué de place dans la partie 1, part vers la moitié haute, encore libre : le Y "
        "ouvre trois coins (9 en tout).",
    "Purple stands in the way: its Y covers g7 and i7, two orange corners, and orange's legal placements fall "
    "from 317 to 231.":
        "Le violet barre la route : son Y couvre g7 et i7, deux coins de l'orange, et les placements légaux de "
        "l'orange passent de 317 à 231.",
    "Orange answers in kind: its U covers k6 and k8, two purple corners, and purple's legal placements fall "
    "from 158 to 89.":
        "L'orange répond de même : son U couvre k6 et k8, deux coins du violet, et les placements légaux du "
        "violet passent de 158 à 89.",
    "Purple places its L5 along the bottom edge (h1 to k2). A big piece placed, but it uses up room purple "
    "needed: right after it, purple's I5, T4, O and I4 have no place left on the board.":
        "Le violet pose son L5 le long du bord du plateau, en bas (de h1 à k2). Une grande pièce de placée, "
        "mais elle prend de la place dont le violet avait besoin : juste après, son I5, son T4, son O et son "
        "I4 n'ont plus de place sur le plateau.",
    "Purple can place only its one-square piece now (five places). It puts it at f8 to open e9, a corner "
    "toward the top, where its Z4 goes two moves later.":
        "Le violet ne peut plus poser que sa pièce d'un carré (cinq places). Il la pose en f8 pour ouvrir e9, "
        "un coin vers le haut, où son Z4 se pose deux coups plus tard.",
    "Orange's T4 covers e12, the corner that purple's Z4 had just opened, and purple's legal placements fall "
    "from 12 to 4.":
        "Le T4 de l'orange couvre e12, le coin que le Z4 du violet venait d'ouvrir, et les placements légaux "
        "du violet passent de 12 à 4.",
    "Purple's last move: it keeps its I5, I4, T4, O and two-square piece (19 squares), while orange will place "
    "three more pieces.":
        "Dernier coup du violet : il garde son I5, son I4, son T4, son O et sa pièce de deux carrés (19 "
        "carrés), tandis que l'orange posera encore trois pièces.",
}

__all__ = ["TEXT"]
