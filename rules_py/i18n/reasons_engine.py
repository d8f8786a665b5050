"""The words of an outside engine's failures (`rules_py.engine`): one
English and one French template per stable code of
`rules_py.errors.EngineError`.

An engine is a "moteur"; a GTP command is quoted as the engine received it,
and the engine's own words (a refusal, its last lines of standard error)
are quoted as it wrote them.
"""

from __future__ import annotations

from typing import Any

from ..reasons import ReasonTemplate, reason


def _why_words(lang: str, details: dict[str, Any]) -> dict[str, Any]:
    """``{why}``: the rules' reason for an illegal move, in ``lang``."""
    said = details.get("reason") or {}
    return {"why": said.get(lang) or said.get("en", "")}


REASONS: dict[str, ReasonTemplate] = {
    r.code: r for r in (
        reason("no_subprocess", "This Python cannot start another program (it runs in a browser): "
                                "no engine {engine} here.",
               "Ce Python ne peut lancer aucun autre programme (il tourne dans un navigateur) : "
               "pas de moteur {engine} ici."),
        reason("not_started", "The engine {engine} could not be started: {error}.",
               "Le moteur {engine} n'a pas pu être lancé : {error}."),
        reason("died", "The engine {engine} stopped answering {command} (exit {status}){tail}",
               "Le moteur {engine} s'est arrêté sans répondre à {command} (sortie {status}){tail}"),
        reason("timeout", "The engine {engine} gave no answer to {command} within {seconds:dec} s; "
                          "it was stopped.",
               "Le moteur {engine} n'a pas répondu à {command} en {seconds:dec} s ; il a été arrêté."),
        reason("garbled", "The engine {engine} answered {command} with {answer}, which is no GTP answer "
                          "(it starts with = or ?).",
               "Le moteur {engine} a répondu {answer} à {command}, ce qui n'est pas une réponse GTP "
               "(elle commence par = ou ?)."),
        reason("refused", "The engine {engine} refused {command}: {answer}",
               "Le moteur {engine} a refusé {command} : {answer}"),
        reason("unparsable", "The engine {engine} answered {command} with {answer}, which is no move.",
               "Le moteur {engine} a répondu {answer} à {command}, ce qui n'est pas un coup."),
        reason("illegal", "The engine {engine} played {move}, which the rules forbid: {why}",
               "Le moteur {engine} a joué {move}, que les règles interdisent : {why}", _why_words),
        reason("passed", "The engine {engine} passed though {colour} can still place a piece.",
               "Le moteur {engine} a passé alors que {colour:le} peut encore poser une pièce."),
        reason("closed", "The engine {engine} is closed.", "Le moteur {engine} est fermé."),
    )
}

__all__ = ["REASONS"]
