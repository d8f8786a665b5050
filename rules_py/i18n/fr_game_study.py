"""French strings of "Make a study" (``rules_py/widgets/teaching/game_study.py``) and
of the comments `rules_py.studies.from_game` writes on a reviewed game."""

from __future__ import annotations

UI: dict[str, str] = {
    "The review's better move is the variation here.": "Le meilleur coup selon l'analyse est la variante ici.",
    "The only good option: every other lost at least {loss} points.":
        "La seule bonne option : chacune des autres perdait au moins {loss} points.",
    "Make a study": "Créer une étude",
    "Make a study (download the file)": "Créer une étude (télécharger le fichier)",
    "The study opens on the Studies page: the game as its main line, the review's marked moves with their "
    "glyphs and comments, the better moves as variations.":
        "L'étude s'ouvre sur la page Études : la partie en ligne principale, les coups marqués par l'analyse "
        "avec leurs signes et leurs commentaires, les meilleurs coups en variantes.",
    "This study is too long for a link: download it, then paste the file under Open a study file on the "
    "Studies page.":
        "Cette étude est trop longue pour un lien : téléchargez-la, puis collez le fichier sous « Ouvrir un "
        "fichier d'étude » sur la page Études.",
    "A game of {edition}": "Une partie de {edition}",
    "A game of BLOT": "Une partie de BLOT",
    "The study shows every hand, the cards set aside included.":
        "L'étude montre toutes les mains, y compris les cartes écartées.",
    "The study shows every hand: it can be made when the game is over.":
        "L'étude montre toutes les mains : elle peut être créée quand la partie est terminée.",
}

__all__ = ["UI"]
