"""The words of a study's "find the move" verdicts (`rules_py.studies.judge`):
one English and one French template per code.

``{move}`` is the move as the reader played it, in the game's notation;
``{hint}`` is the author's hint, in the author's language (it is the
author's text, not translated); ``{why}`` is the rules' reason, said in
each language by `_rules_words` from the reason carried in the
details (``rules``: the reason's English and French).
"""

from __future__ import annotations

from typing import Any

from ..reasons import ReasonTemplate, reason


def _rules_words(lang: str, details: dict[str, Any]) -> dict[str, Any]:
    """``why``: the rules' reason in ``lang``."""
    rules = details["rules"]
    return {"why": rules["fr"] if lang == "fr" else rules["en"]}


REASONS: dict[str, ReasonTemplate] = {
    r.code.split(".", 1)[1]: r for r in (
        reason("study.answer", "Right: {move} is the move.", "Bravo : {move} est le bon coup."),
        reason("study.as_good",
               "Right: {move} is as good as the expected answer by the review's measure.",
               "Bravo : d'après l'analyse, {move} vaut la réponse attendue."),
        reason("study.wrong_hint", "Not {move}. Hint: {hint}", "Pas {move}. Indice : {hint}"),
        reason("study.wrong", "Not {move}: look again.", "Pas {move} : cherchez encore."),
        reason("study.illegal", "{move} breaks the rules: {why}", "{move} enfreint les règles : {why}",
               fill=_rules_words),
        reason("study.illegal_hint", "{move} breaks the rules: {why} Hint: {hint}",
               "{move} enfreint les règles : {why} Indice : {hint}", fill=_rules_words),
    )
}

__all__ = ["REASONS"]
