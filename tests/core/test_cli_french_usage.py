"""``--lang fr``: the command line's own errors (usage, file, time limit,
a puzzle attempt's problems, the finished-game note) are said in French, with
the same ``code`` and ``where`` as in English. Record errors are in
``test_cli_french_records.py``.

Two halves: every command-line error a reader can cause, run in both
languages; and a reading of the code, so a new ``UsageError`` or ``report``
written without `tr` fails here before a reader meets it in English."""

from __future__ import annotations

import ast
import json
import pathlib

import pytest

import rules_py
from rules_py import __main__ as cli
from rules_py.cli_errors import argparse_words
from rules_py.i18n import messages

pytestmark = pytest.mark.cpython_only

PACKAGE = pathlib.Path(rules_py.__file__).parent
ENGLISH = {"the", "is", "must", "given", "unknown", "cannot", "required", "invalid", "after", "has", "one", "of"}

#: (argv, standard input or None, expected status, expected code)
CASES: dict[str, tuple[list[str], bytes | None, int, str]] = {
    "no command": ([], None, 2, "usage"),
    "unknown command": (["chess"], None, 2, "usage"),
    "argparse required": (["blot", "replay"], None, 2, "usage"),
    "argparse choice": (["blot", "random", "--players", "9"], None, 2, "usage"),
    "argparse type": (["blokus", "selfplay", "--games", "x"], None, 2, "usage"),
    "argparse unrecognized": (["blot", "examples", "--colour"], None, 2, "usage"),
    "argparse one value": (["blot", "random", "--players"], None, 2, "usage"),
    "no such file": (["blokus", "replay", "no-such-file.blksgf"], None, 2, "file"),
    "other game's example": (["blot", "replay", "duo"], None, 2, "file"),
    "a directory": (["blot", "score", "."], None, 2, "file"),
    "blot bot unknown": (["blot", "selfplay", "--bots", "a,b,c,d"], None, 2, "usage"),
    "blot bots count": (["blot", "selfplay", "--bots", "random"], None, 2, "usage"),
    "blot players and variant": (["blot", "selfplay", "--players", "3", "--variant", "teams",
                                  "--bots", "random,random,random"], None, 2, "usage"),
    "blot games": (["blot", "selfplay", "--bots", "random,random,random,random", "--games", "-1"], None, 2, "usage"),
    "blot seat": (["blot", "review", "martin", "--seat", "9"], None, 2, "usage"),
    "blot worlds": (["blot", "review", "martin", "--seat", "0", "--worlds", "0"], None, 2, "usage"),
    "blokus variant": (["blokus", "selfplay", "--variant", "chess", "--bots", "random"], None, 2, "usage"),
    "blokus bot unknown": (["blokus", "selfplay", "--bots", "a,b"], None, 2, "usage"),
    "blokus bots count": (["blokus", "selfplay", "--variant", "duo", "--bots", "random"], None, 2, "usage"),
    "blokus playouts": (["blokus", "selfplay", "--variant", "duo", "--bots", "random,random", "--games", "-1"],
                        None, 2, "usage"),
    "blokus level": (["blokus", "review", "duo", "--level", "99"], None, 2, "usage"),
    "blokus player": (["blokus", "review", "duo", "--player", "7"], None, 2, "usage"),
    "gtp bot": (["blokus", "gtp", "--bot", "chess"], None, 2, "usage"),
    "gtp variant": (["blokus", "gtp", "--game", "chess"], None, 2, "usage"),
    "game over": (["blokus", "legal", "duo"], None, 0, "game_over"),
    "time limit": (["puzzles", "solve", "tetrominoes-8x10", "--time-limit", "0"], None, 3, "time_limit"),
    "puzzle attempt": (["puzzles", "check", "tetrominoes-8x10", "-"], b"[]", 1, "illegal"),
}


def _error(argv: list[str], stdin: bytes | None, lang: str, capsys: pytest.CaptureFixture[str],
           monkeypatch: pytest.MonkeyPatch) -> tuple[int, dict]:
    if stdin is not None:
        import io
        import sys
        monkeypatch.setattr(sys, "stdin", type("In", (), {"buffer": io.BytesIO(stdin)})())
    try:
        status = cli.main(["--lang", lang, *argv])
    except SystemExit as exc:  # argparse's errors leave through Parser.error
        status = int(exc.code or 0)
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err  # one JSON object, on one line
    return status, json.loads(err[0])


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_command_line_error_is_said_in_french(case: str, capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    argv, stdin, status, code = CASES[case]
    missing = set(messages.MISSING)
    said = {lang: _error(argv, stdin, lang, capsys, monkeypatch) for lang in ("en", "fr")}
    (en_status, english), (fr_status, french) = said["en"], said["fr"]
    assert en_status == fr_status == status
    assert english["code"] == french["code"] == code
    assert english["where"] == french["where"]
    assert french["message"] != english["message"]
    # the words around the names typed (options, values, commands) are French
    prose = " ".join(w for w in french["message"].replace("`", " ` ").split() if not w.startswith(("-", "'")))
    assert not ENGLISH & set(prose.split()), french["message"]
    assert not set(messages.MISSING) - missing  # no sentence fell back to English


def test_every_case_above_is_a_real_error_code() -> None:
    from rules_py.errors import RECORD_CODES
    codes = {code for _a, _i, _s, code in CASES.values()}
    assert codes <= {"usage", "file", "time_limit", "game_over", "illegal"} | set(RECORD_CODES)
    assert {"usage", "file", "time_limit", "game_over", "illegal"} <= codes


def test_argparse_sentences_pass_through_in_english() -> None:
    message = "argument --players: invalid choice: 9 (choose from 2, 3, 4, 5)"
    assert argparse_words(message) == message
    with messages.using("fr"):
        assert argparse_words(message) == "argument --players : choix invalide : 9 (au choix : 2, 3, 4, 5)"
        assert argparse_words("a sentence argparse may gain one day") == "a sentence argparse may gain one day"


def _said_by_tr(node: ast.expr) -> bool:
    """Whether an error's message is built by `tr` (or by `argparse_words`, which calls it)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id in ("tr", "argparse_words")
    return isinstance(node, ast.JoinedStr) and any(
        isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Name) and v.value.id == "what"
        for v in node.values)  # __main__: tr(...) held in `what`, then the usage line


#: Error sites whose message is not a sentence to translate here (file, source), and why.
NOT_WORDS = {
    ("__main__.py", "'--lang must be one of: ' + ', '.join(LANGUAGES)"): "said before any language is chosen",
    ("cli_errors.py", "d['message']"): "report_record: the record error's words, already in the language",
    ("cli_errors.py", "exc.message"): "run: the UsageError's message, already built with tr",
}


def test_every_usage_error_and_report_of_the_package_goes_through_tr() -> None:
    untranslated = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            name = node.func.id
            if name == "UsageError" and node.args:
                message = node.args[0]
            elif name == "report" and len(node.args) >= 2:
                message = node.args[1]
            else:
                continue
            if _said_by_tr(message):
                continue
            text = ast.unparse(message)
            if (path.name, text) in NOT_WORDS:
                continue
            untranslated.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {text[:60]}")
    assert not untranslated, untranslated
