"""The French of the Blokus editor and of the Embed box
(``rules_py/widgets/blokus/editor.py``, ``rules_py/widgets/controls/embed.py``)."""

from __future__ import annotations

UI: dict[str, str] = {
    "the editor has no edition {variant}; one of {names}": "l'éditeur n'a pas d'édition {variant} ; au choix : {names}",
    "no colour {letter} in this edition": "pas de couleur {letter} dans cette édition",
    "this record sets pieces up after its first move; the editor reads a setup in the first node only":
        "cette partie pose des pièces d'office après son premier coup ; l'éditeur ne lit une mise en place "
        "qu'au premier nœud",
    "comments must map step numbers to texts": "les commentaires associent un numéro d'étape à un texte",
    "Comment on the setup": "Commentaire sur la mise en place",
    "Comment on move {k}": "Commentaire sur le coup {k}",
    "The setup, before any move.": "La mise en place, avant tout coup.",
    "this setup cannot be placed: {reason}": "cette mise en place est impossible : {reason}",
    "Set up": "Mettre en place",
    "Play and annotate": "Jouer et commenter",
    "Editor mode": "Mode de l'éditeur",
    "Change edition": "Changer d'édition",
    "No piece on the board yet.": "Aucune pièce sur le plateau pour l'instant.",
    " Nothing changed.": " Rien n'a changé.",
    "Place pieces of: ": "Poser des pièces : ",
    "To play after the setup: ": "Joue après la mise en place : ",
    "Who plays on": "Qui joue la suite",
    "this link does not hold an example I can open: {reason}":
        "ce lien ne contient pas d'exemple que je sache ouvrir : {reason}",
    "Start an empty board of this edition": "Repartir d'un plateau vide de cette édition",
    "by the rules": "selon les règles",
    "not by the rules: ": "hors des règles : ",
    "Pieces on the board ({n})": "Pièces sur le plateau ({n})",
    "Clear the board": "Vider le plateau",
    "Save the comment": "Enregistrer le commentaire",
    "The example": "L'exemple",
    "Refused: ": "Refusé : ",
    "Placed {piece}, by the rules.": "Pièce {piece} posée, selon les règles.",
    "Placed {piece}, though not by the rules: ": "Pièce {piece} posée, mais hors des règles : ",
    "Dots: the cells where the chosen colour could start a piece by the rules.":
        "Points : les cases d'où la couleur choisie pourrait partir selon les règles.",
    "Play from here": "Jouer à partir d'ici",
    "Apply": "Appliquer",
    "Remove every piece": "Retirer toutes les pièces",
    "Keep this comment with the example": "Garder ce commentaire avec l'exemple",
    "A Blokus example": "Un exemple de Blokus",
    "Play on from this position": "Continuer la partie depuis cette position",
    "Let these players play on": "Confier la suite à ces joueurs",
    "Remove {colour:noun} {piece}": "Retirer la pièce {piece} {colour:adj:blokus.piece}",
    "Take back the last move": "Reprendre le dernier coup",
    "there is no piece {k} on the board": "il n'y a pas de pièce {k} sur le plateau",
    "HTML to paste into a course page": "HTML à coller dans une page de cours",
    "not a page of this site: {path}": "pas une page de ce site : {path}",
    "not a link to an example: {link}": "pas un lien vers un exemple : {link}",
    "the frame's height is {lo} to {hi} pixels": "la hauteur du cadre va de {lo} à {hi} pixels",
    "Embed": "Intégrer",
    "Paste this into a web page to show this example there, live, in a frame.":
        "Collez ceci dans une page web pour y montrer cet exemple, vivant, dans un cadre.",
    "Copy": "Copier",
    "Copied.": "Copié.",
    "Selected: copy it with your keyboard or menu.": "Sélectionné : copiez-le au clavier ou par le menu.",
    "Copy the HTML to the clipboard": "Copier le HTML dans le presse-papiers",
}


__all__ = ["UI"]
