"""French strings of the still pictures and the lesson sheets
(``rules_py/render/pictures.py``, ``rules_py/render/sheets.py``)."""

from __future__ import annotations

UI: dict[str, str] = {
    "The table as round 1 starts: the counting card on Balder, the four tiles dark face up.":
        "La table au début de la manche 1 : la carte de Décompte sur Balder, les quatre tuiles face sombre visible.",
    "{title}: the start points": "{title} : les points de départ",
    "Answer:": "Réponse :",
    "({n} answers are right; this is one.)": "({n} réponses sont justes ; en voici une.)",
}


__all__ = ["UI"]
