"""The words of the checks on a BLOT round's facts (what the table counts:
`rules_py.blot.facts`): one English and one French template per code."""

from __future__ import annotations

from ..reasons import ReasonTemplate, reason

REASONS: dict[str, ReasonTemplate] = {
    r.code: r for r in (
        reason("no_variant", "There is no BLOT game {variant!r} for {players} players: standard, "
               "or teams with 4 players.",
               "Il n'existe pas de partie de BLOT « {variant} » à {players} joueurs : standard, "
               "ou par équipes à 4 joueurs."),
        reason("variant_differs", "A round of this game names another player count or variant than the game.",
               "Une manche de cette partie indique un autre nombre de joueurs ou une autre variante que la partie."),
        reason("round_order", "The rounds of a game come in order: this one is round {round}.",
               "Les manches d'une partie se suivent dans l'ordre : celle-ci est la manche {round}."),
        reason("round_count", "A game has four rounds, not {given}.",
               "Une partie compte quatre manches, pas {given}."),
        reason("unknown_divinity", "There is no divinity called {divinity!r} (Balder, Loki, Odin, Thor).",
               "Aucune divinité ne s'appelle « {divinity} » (Balder, Loki, Odin, Thor)."),
        reason("unknown_face", "{divinity} shows face A or face B, not {face!r}.",
               "{divinity} montre la face A ou la face B, pas « {face} »."),
        reason("unknown_colour", "There is no colour {colour!r} (green, blue, red, yellow).",
               "Il n'y a pas de couleur « {colour} » (vert, bleu, rouge, jaune)."),
        reason("face_missing", "{divinity} is visible in round {round}: say which face it shows.",
               "{divinity} est visible à la manche {round} : indiquez la face qu'il montre."),
        reason("masked_tile", "{divinity} is under the counting card in round {round}: it receives no tile.",
               "{divinity} est sous la carte Décompte à la manche {round} : il ne reçoit aucune tuile."),
        reason("tile_twice", "The {colour} tile went to one divinity only, not to both {first} and {second}.",
               "La tuile {colour:adj:blot.tile} ne va qu'à une divinité, pas à la fois à {first} et à {second}."),
        reason("tile_missing", "At the end of a round every visible divinity holds a tile: which one did "
               "{divinity} receive?",
               "À la fin d'une manche, chaque divinité visible tient une tuile : laquelle {divinity} "
               "a-t-il reçue ?"),
        reason("no_name", "Each player or team needs a name.", "Chaque joueur ou équipe doit avoir un nom."),
        reason("name_twice", "Two players or teams are called {name}.",
               "Deux joueurs ou équipes s'appellent {name}."),
        reason("scorer_count", "This game is scored for {expected} players or teams, not {given}.",
               "Cette partie se compte pour {expected} joueurs ou équipes, pas {given}."),
        reason("ceremonies_range", "{name} cannot have won {count} ceremonies: a round has 8.",
               "{name} ne peut pas avoir remporté {count} Cérémonies : une manche en compte 8."),
        reason("ceremonies_total", "A round has 8 ceremonies; the ceremonies entered add up to {total}.",
               "Une manche compte 8 Cérémonies ; celles saisies font {total} en tout."),
        reason("too_many_cards", "{name} cannot hold {count} {colour} cards: the deck has {most}.",
               "{name} ne peut pas avoir {count} cartes {colour:adj:blot.card:pl} : le paquet en compte {most}."),
        reason("cards_vs_ceremonies",
               "{name} won {ceremonies} ceremonies, which hold {expected} cards, not {total}.",
               "{name} a remporté {ceremonies} Cérémonies, qui contiennent {expected} cartes, pas {total}."),
        reason("colour_total", "The {colour} cards won add up to {total}; the deck has {most} and every one "
               "is won in a round.",
               "Les cartes {colour:adj:blot.card:pl} remportées font {total} ; le paquet en compte {most} "
               "et toutes sont remportées à chaque manche."),
        reason("with_above_ceremonies",
               "{name} won {ceremonies} ceremonies, so not {count} of them can hold {colour}.",
               "{name} a remporté {ceremonies} Cérémonies : {count} d'entre elles ne peuvent pas contenir "
               "du {colour:noun}."),
        reason("with_vs_cards",
               "{name}'s {cards} {colour} cards cannot lie in exactly {count} ceremonies of {size} cards.",
               "Les {cards} cartes {colour:adj:blot.card:pl} de {name} ne peuvent pas tenir dans exactement "
               "{count} Cérémonies de {size} cartes."),
        reason("count_missing_cards", "{divinity} reads the {colour} cards: give {name}'s count.",
               "{divinity} compte les cartes {colour:adj:blot.card:pl} : indiquez celles de {name}."),
        reason("count_missing_tricks_with",
               "{divinity} reads the ceremonies holding {colour}: give {name}'s count.",
               "{divinity} compte les Cérémonies contenant du {colour:noun} : indiquez celles de {name}."),
        reason("names_differ", "Every round of a game has the same players or teams.",
               "Chaque manche d'une partie a les mêmes joueurs ou équipes."),
        reason("faces_turn",
               "{divinity} showed face {before} in round {first}, so it shows face {after} in round {second} "
               "(between rounds every divinity card but the newly masked one turns over).",
               "{divinity} montrait la face {before} à la manche {first} : il montre donc la face {after} à la "
               "manche {second} (entre deux manches, toutes les cartes Divinité sauf celle qui vient d'être "
               "masquée se retournent)."),
        reason("no_such_scorer", "{name} is not one of this game's players or teams.",
               "{name} n'est pas un joueur ni une équipe de cette partie."),
        reason("last_without_ceremony",
               "{name} won no ceremony in round 4, so not the game's last one.",
               "{name} n'a remporté aucune Cérémonie à la manche 4, donc pas la dernière de la partie."),
    )
}

#: The checks on the pieces left at the end of a Blokus game (`rules_py.blokus.tally`).
BLOKUS: dict[str, ReasonTemplate] = {
    r.code: r for r in (
        reason("left_form", "Give a colour's pieces left, or the squares they cover.",
               "Indiquez les pièces restantes d'une couleur, ou le nombre de carrés qu'elles couvrent."),
        reason("unknown_piece", "There is no piece {piece} in the set of {variant}.",
               "Il n'y a pas de pièce {piece} dans le jeu de {variant}."),
        reason("piece_too_many", "A colour has {copies} piece(s) {piece}, not {count}.",
               "Une couleur a {copies} pièce(s) {piece}, pas {count}."),
        reason("squares_range", "A colour's pieces cover {total} squares in all: {squares} cannot be left.",
               "Les pièces d'une couleur couvrent {total} carrés en tout : il ne peut pas en rester {squares}."),
        reason("last_one_left", "Only a colour with no piece left can have placed the one-square piece last.",
               "Seule une couleur sans pièce restante peut avoir posé le carré seul en dernier."),
        reason("colour_count", "This edition has {expected} colours, not {given}.",
               "Cette édition a {expected} couleurs, pas {given}."),
    )
}

__all__ = ["REASONS", "BLOKUS"]
