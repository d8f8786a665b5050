"""French strings of the study reader (``rules_py/widgets/teaching/study.py``): its
chapters, lines and variations, the find-the-move box and the presentation.
A study's own words (titles, comments, hints) are its author's, not translated."""

from __future__ import annotations

UI: dict[str, str] = {
    "Next chapter": "Chapitre suivant",
    "good move": "bon coup",
    "brilliant move": "coup brillant",
    "interesting move": "coup intéressant",
    "dubious move": "coup douteux",
    "Back to the example study": "Revenir à l'étude d'exemple",
    "Back to the line before": "Revenir à la ligne précédente",
    "Back to the main line": "Revenir à la ligne principale",
    "Cells chosen: {cells}": "Cases choisies : {cells}",
    "Chapter {n}": "Chapitre {n}",
    "Chapters": "Chapitres",
    "Choose a card of {player}, then the tile to play it on.":
        "Choisissez une carte de {player}, puis la tuile où la jouer.",
    "Choose the action:": "Choisissez l'action :",
    "Clear the cells": "Effacer les cases",
    "Click the cells of your piece on the board, then check the move.":
        "Cliquez sur les cases de votre pièce sur le plateau, puis vérifiez le coup.",
    "Find the move": "Trouvez le coup",
    "Leave the presentation": "Quitter la présentation",
    "Marked: {marks}": "Repères : {marks}",
    "No cell chosen yet.": "Aucune case choisie pour l'instant.",
    "Nothing to read: paste a study first.": "Rien à lire : collez d'abord une étude.",
    "Open a study file": "Ouvrir un fichier d'étude",
    "Other moves here:": "Autres coups ici :",
    "Paste a study (JSON):": "Collez une étude (JSON) :",
    "Present": "Présenter",
    "Print": "Imprimer",
    "Printable sheet": "Fiche à imprimer",
    "Every commented position of this chapter, each diagram with its comment, to print":
        "Toutes les positions commentées de ce chapitre, chaque diagramme avec son commentaire, à imprimer",
    "Back to the reader": "Revenir à la lecture",
    "Read the study": "Lire l'étude",
    "Show the answer": "Voir la réponse",
    "Show the board full screen: the arrows, Space, Page Up and Page Down step":
        "Afficher le plateau en plein écran : les flèches, Espace, Page précédente et Page suivante font avancer "
        "ou reculer",
    "The answer: {moves}": "La réponse : {moves}",
    "This study cannot be read.": "Cette étude ne peut pas être lue.",
    "You are in a variation.": "Vous êtes dans une variante.",
    "a piece covers at most {n} cells": "une pièce couvre au plus {n} cases",
    "a position in a study is a list of whole numbers, not {value}":
        "une position dans une étude est une liste de nombres entiers, pas {value}",
    "choose a move first": "choisissez d'abord un coup",
    "ghost piece on {cells}": "ombre d'une pièce en {cells}",
    "no card {code}": "aucune carte {code}",
    "there is no question here": "il n'y a pas de question ici",
    "this study holds no chapter": "cette étude ne contient aucun chapitre",
    "{cell} is no cell of this board": "{cell} n'est pas une case de ce plateau",
    "{colour:noun}: {cells}": "{colour:noun} : {cells}",
}

__all__ = ["UI"]
