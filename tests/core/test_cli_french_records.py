"""``--lang fr``: every record error code the command line reports is said in
French (its ``code`` and ``where`` unchanged), and an illegal move's reason too."""

from __future__ import annotations

import json
import pathlib

import pytest

import rules_py
from rules_py import __main__ as cli
from rules_py.errors import MAX_BYTES, RECORD_CODES

pytestmark = pytest.mark.cpython_only

MARTIN = rules_py.example("martin")
ILLEGAL = MARTIN.replace('"play": "Y6"', '"play": "Y7"', 1)
CASES: dict[str, tuple[str, bytes]] = {
    "encoding": ("blot", b'{"game": "BLOT\xff"}'),
    "too_large": ("blot", b"{" + b" " * MAX_BYTES + b"}"),
    "too_deep": ("blot", b'{"a": ' + b"[" * 80 + b"]" * 80 + b"}"),
    "too_many": ("blokus", b"(;GM[Blokus Duo]" + b";C[x]" * 1001 + b")"),
    "syntax": ("blot", b'{"game": '),
    "duplicate_key": ("blot", b'{"game": "BLOT", "game": "BLOT"}'),
    "unknown_key": ("blot", MARTIN.replace('{', '{"colour": 1, ', 1).encode()),
    "missing_key": ("blot", b'{"game": "BLOT"}'),
    "type": ("blot", MARTIN.replace('"players": 4', '"players": "4"', 1).encode()),
    "number": ("blot", MARTIN.replace('"players": 4', '"players": ' + "4" * 120, 1).encode()),
    "value": ("blot", MARTIN.replace('"game": "BLOT"', '"game": "chess"', 1).encode()),
    "illegal": ("blot", ILLEGAL.encode()),
}


def test_every_record_code_has_a_case() -> None:
    assert set(CASES) == set(RECORD_CODES)


@pytest.mark.parametrize("code", sorted(CASES))
def test_each_record_error_is_said_in_french(code: str, tmp_path: pathlib.Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    game, data = CASES[code]
    path = tmp_path / "record"
    path.write_bytes(data)
    answers = {}
    for lang in ("en", "fr"):
        assert cli.main(["--lang", lang, game, "replay", str(path)]) == 1
        answers[lang] = json.loads(capsys.readouterr().err)
    english, french = answers["en"], answers["fr"]
    assert english["code"] == french["code"] == code
    assert english["where"] == french["where"]
    assert french["message"] != english["message"]
    assert not any(word in french["message"].split() for word in ("the", "is", "must", "record", "expected"))
