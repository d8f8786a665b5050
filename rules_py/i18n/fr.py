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
    "Not legal ({code}): ": "Interdit ({code}) : ",
    # widgets/blot_examples.py
    "✘ Not allowed ({code}): ": "✘ Interdit ({code}) : ",
    # widgets/pieces.py
    "no piece named {name!r}": "aucune pièce ne s'appelle « {name} »",
    "Piece {name}, orientation {which} of {count}": "Pièce {name}, orientation {which} sur {count}",
    "showing {which} of {count}": "affichée : {which} sur {count}",
    "Rotate anticlockwise": "Tourner dans le sens inverse des aiguilles d'une montre",
    "Flip (mirror)": "Retourner (miroir)",
    "Rotate clockwise": "Tourner dans le sens des aiguilles d'une montre",
    "{n} pieces, ": "{n} pièces, ",
    " distinct orientations in all.": " orientations distinctes en tout.",
}
