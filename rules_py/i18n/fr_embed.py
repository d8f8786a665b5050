"""French strings of the read-only embeds and answer keys: the
Embed boxes of the study reader, the lessons and the worked examples
(``rules_py/widgets/controls/embed.py``), the answer keys of the printable sheets
and the Blokus editor's refusals said in words."""

from __future__ import annotations

UI: dict[str, str] = {
    "The whole study": "L'étude entière",
    "This chapter alone": "Ce chapitre seul",
    "A study": "Une étude",
    "A lesson": "Une leçon",
    "A worked example": "Un exemple commenté",
    # the answer keys (widgets/teaching/study.py sheet, render/sheets.py)
    "(question {k})": "(question {k})",
    "Question {k}, after move {step}: ": "Question {k}, après le coup {step} : ",
    "Question {k}, at the start: ": "Question {k}, au départ : ",
    " Also accepted: any other of the {n} legal moves that the game's review leaves unmarked "
    "(too many to review for this sheet).":
        " Aussi accepté : tout autre des {n} coups permis que l'analyse de la partie ne signale pas "
        "(trop nombreux pour être examinés sur cette fiche).",
    "{n} accepted moves: ": "{n} coups acceptés : ",
    "Answer key": "Corrigé",
    "{n} right answers: ": "{n} réponses justes : ",
    "({n} answers are right: any legal placement of piece {piece}.)":
        "({n} réponses sont justes : toute pose légale de la pièce {piece}.)",
}

__all__ = ["UI"]
