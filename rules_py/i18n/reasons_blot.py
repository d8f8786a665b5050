"""The words of BLOT's reasons: one English and one French template per
stable code (the rules, `rules_py.blot.game`, raise the code and its
details; `rules_py.reasons.Catalogue` finds the words here).

Templates agree by spec, from the glossary (see `rules_py.i18n.messages`):
``{tile:adj:blot.tile}`` is the colour agreeing with "tuile".
"""

from __future__ import annotations

from ..reasons import ReasonTemplate, reason

REASONS: dict[str, ReasonTemplate] = {
    r.code: r for r in (
        reason("game_over", "The game is over.", "La partie est terminée."),
        reason("chance_expected", "Chance acts now ({what}); no player decision is expected.",
               "C'est au hasard d'agir ({what}) ; aucune décision de joueur n'est attendue."),
        reason("not_chance", "This is a chance event, but a player must decide now.",
               "Ceci est un tirage au hasard, mais un joueur doit décider maintenant."),
        reason("not_your_turn", "It is not your turn: seat {expected} must act.",
               "Ce n'est pas votre tour : c'est à la place {expected} d'agir."),
        reason("no_such_seat", "There is no seat {seat}.", "Il n'y a pas de place {seat}."),
        reason("no_such_tile", "There is no {tile} tile (green, blue, red or yellow).",
               "Il n'y a pas de tuile « {tile} » (verte, bleue, rouge ou jaune)."),
        reason("no_such_divinity", "There is no divinity called {divinity}.",
               "Aucune divinité ne s'appelle {divinity}."),
        reason("card_not_in_hand", "{card} is not in your hand.", "La carte {card} n'est pas dans votre main."),
        reason("tile_not_available",
               "The {tile} tile is out of play this round (its light-face ceremony is won).",
               "La tuile {tile:adj:blot.tile} n'est plus en jeu cette manche (sa Cérémonie face claire est remportée)."),
        reason("tile_colour_opening",
               "A card of the tile's own colour ({tile}) may open its ceremony only when your whole hand is {tile}.",
               "Une carte de la couleur de la tuile ({tile:noun}) ne peut initier sa Cérémonie que si toute votre "
               "main est {tile:adj:blot.hand}."),
        reason("must_follow",
               "You hold {colour}, the requested colour of this ceremony: you must play {colour}.",
               "Vous avez des cartes {colour:adj:blot.card:pl}, la couleur demandée de cette Cérémonie : vous devez "
               "fournir (jouer une carte {colour:adj:blot.card})."),
        reason("same_tile_twice",
               "The second card of a two-player turn goes on a different tile than the first ({tile}).",
               "La seconde carte d'un tour à deux se joue sur une autre tuile que la première "
               "(la tuile {tile:adj:blot.tile})."),
        reason("gift_pending", "Play waits: seat {winner} must first give the {tile} tile to a divinity.",
               "Le jeu attend : la place {winner} doit d'abord attribuer la tuile {tile:adj:blot.tile} à une divinité."),
        reason("starter_pending", "The round is over: seat {winner} chooses who starts the next round.",
               "La manche est finie : la place {winner} choisit qui commence la suivante."),
        reason("no_gift_pending", "No tile is waiting to be given to a divinity.",
               "Aucune tuile n'attend d'être attribuée à une divinité."),
        reason("divinity_masked", "{divinity} is masked by the counting card this round.",
               "{divinity} est masqué par la carte de Décompte cette manche."),
        reason("divinity_has_tile", "{divinity} already holds the {tile} tile this round.",
               "{divinity} possède déjà la tuile {tile:adj:blot.tile} cette manche."),
        reason("no_starter_choice", "Nobody chooses a starter now.",
               "Personne ne choisit maintenant qui commence."),
        reason("bad_faces", "Faces must be four of A/B: {faces}.", "Il faut quatre faces A/B : {faces}."),
        reason("bad_deal", "This deal does not fit the rules: {problem}.",
               "Cette donne ne respecte pas les règles : {problem}."),
    )
}

__all__ = ["REASONS"]
