"""The French catalogue of the command line's own errors (``--lang fr``):
usage mistakes, files that cannot be used, argparse's sentences, the
puzzles' time limit and the finished-game note. Merged into
`rules_py.i18n.fr.UI`; keys are the English templates, values their French
with the same ``{fields}``. Record errors and rule reasons have their own
catalogues (`rules_py.i18n.record_errors`, the ``reasons_*`` modules).

Option names (``--seat``), commands and values stay as typed: they are what
the reader types again.
"""

from __future__ import annotations

UI: dict[str, str] = {
    # rules_py.__main__
    "unknown command {name}": "commande inconnue {name}",
    "no command given": "aucune commande donnée",
    # files (rules_py.cli_errors)
    "cannot read {path}: {reason}": "impossible de lire {path} : {reason}",
    "cannot create {path}: {reason}": "impossible de créer {path} : {reason}",
    "cannot write {path}: {reason}": "impossible d'écrire {path} : {reason}",
    "{path} is a packaged {game} example: read it with `{command}`":
        "{path} est un exemple de {game} fourni avec le paquet : lisez-le avec `{command}`",
    "no such file, nor a packaged example (`{command}` lists them)":
        "ni un fichier, ni un exemple fourni (`{command}` les liste)",
    "no such file or directory": "fichier ou dossier introuvable",
    "permission denied": "permission refusée",
    "it is a directory": "c'est un dossier",
    "a part of the path is not a directory": "une partie du chemin n'est pas un dossier",
    "it already exists": "il existe déjà",
    "no space left on the device": "plus de place sur le disque",
    "the file system is read-only": "le système de fichiers est en lecture seule",
    "the name is too long": "le nom est trop long",
    # argparse's sentences (rules_py.cli_errors.argparse_words)
    "argument {name}: {problem}": "argument {name} : {problem}",
    "the following arguments are required: {names}": "ces arguments sont obligatoires : {names}",
    "unrecognized arguments: {names}": "arguments inconnus : {names}",
    "invalid choice: {value} (choose from {choices})": "choix invalide : {value} (au choix : {choices})",
    "invalid {type} value: {value}": "valeur invalide pour le type {type} : {value}",
    "expected one argument": "une valeur est attendue",
    "expected at most one argument": "une valeur au plus est attendue",
    "expected at least one argument": "une valeur au moins est attendue",
    "expected {n} arguments": "{n} valeurs sont attendues",
    "not allowed with argument {name}": "interdit avec l'argument {name}",
    "one of the arguments {names} is required": "l'un des arguments {names} est obligatoire",
    "ambiguous option: {option} could match {matches}":
        "option ambiguë : {option} pourrait désigner {matches}",
    "ignored explicit argument {value}": "argument explicite ignoré : {value}",
    # blot (rules_py.blot.cli)
    "--players {players} conflicts with --variant {name} ({n} players)":
        "--players {players} contredit --variant {name} ({n} joueurs)",
    "unknown bot {bot}; one of {choices}": "robot inconnu {bot} ; au choix : {choices}",
    "{n} {n:plural:bot|bots} given for {players} players ({variant}): give one per seat":
        "{n} {n:plural:robot donné|robots donnés} pour {players} joueurs ({variant}) : donnez-en un par place",
    "--games must be at least 0 and --worlds at least 1":
        "--games doit valoir au moins 0 et --worlds au moins 1",
    "--seat must be 0..{last} for a {n}-player game": "--seat doit être entre 0 et {last} pour une partie à {n} joueurs",
    "--worlds must be at least 1": "--worlds doit valoir au moins 1",
    # blokus (rules_py.blokus.cli)
    "unknown variant {name}; one of {choices}": "variante inconnue {name} ; au choix : {choices}",
    "{n} {n:plural:bot|bots} given for {players} players ({variant}): give one per player":
        "{n} {n:plural:robot donné|robots donnés} pour {players} joueurs ({variant}) : donnez-en un par joueur",
    "--games must be at least 0 and --playouts at least 1":
        "--games doit valoir au moins 0 et --playouts au moins 1",
    "variant {name} has no record format": "la variante {name} n'a pas de format de partie",
    "--level must be one of {choices}": "--level doit valoir l'une de ces valeurs : {choices}",
    "--player must be 0..{last} for {variant}": "--player doit être entre 0 et {last} pour {variant}",
    "the game is over after {n} moves: no colour has a legal move":
        "la partie est finie après {n} coups : aucune couleur n'a de coup permis",
    # puzzles (rules_py.blokus.puzzles.cli)
    "--format svg needs a drawing: run {command}": "--format svg demande un dessin : lancez {command}",
    "time limit reached after {n} nodes": "temps écoulé après {n} nœuds explorés",
    "a .blksgf setup is for the 20x20 puzzles only": "une mise en place .blksgf ne vaut que pour les puzzles 20x20",
    "the attempt has {n} {n:plural:problem|problems}: {codes}":
        "l'essai a {n} {n:plural:problème|problèmes} : {codes}",
}

__all__ = ["UI"]
