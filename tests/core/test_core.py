import json

import pytest

from rules_py import IllegalMove, RecordError, web
from rules_py.reasons import reason


def test_reason_template_formats_both_languages():
    r = reason("x", "cell {cell}", "case {cell}")(cell="a1")
    assert (r.code, r.en, r.fr, r.details) == ("x", "cell a1", "case a1", {"cell": "a1"})


def test_illegal_move_carries_reason():
    r = reason("not_your_turn", "It is not your turn.", "Ce n'est pas votre tour.")()
    err = IllegalMove(r)
    assert err.code == "not_your_turn" and "not your turn" in str(err)


def test_record_error_names_position():
    err = RecordError("unexpected ']'", line=3, column=7)
    assert str(err).startswith("line 3, column 7:")


def test_web_handle_unknown_op_gives_json_error():
    out = json.loads(web.handle(json.dumps({"op": "nope"})))
    assert out["ok"] is False and out["error"]["kind"] == "request"  # a malformed request, not a bug


def test_web_handle_malformed_request():
    out = json.loads(web.handle("{not json"))
    assert out["ok"] is False
