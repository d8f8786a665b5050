"""Nothing a file can hold breaks a reader: only documented errors come out.

Each reader is fed mutated copies of the real example records (byte flips,
truncation, deletions, insertions of hostile fragments, deep nesting) and
must either read them or raise a :class:`~rules_py.errors.RulesError`
whose ``code`` is documented. A reader must also stay linear in its input.
"""

from __future__ import annotations

import json
import pathlib
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules_py.blokus as blokus_pkg
import rules_py.blot as blot_pkg
from rules_py import web
from rules_py.blokus import sgf
from rules_py.blokus.puzzles.check import check
from rules_py.blot.record import Record
from rules_py.errors import MAX_BYTES, MAX_DEPTH, MAX_MOVES, RECORD_CODES, RecordError, RulesError

BLOT_EXAMPLES = sorted((pathlib.Path(blot_pkg.__file__).parent / "examples").glob("*.json"))
SGF_EXAMPLES = sorted((pathlib.Path(blokus_pkg.__file__).parent / "examples").glob("*.blksgf"))
ATTEMPT = json.dumps({"puzzle": "tetrominoes-8x10", "pieces": [
    {"colour": "blue", "piece": "I4", "cells": ["a1", "b1", "c1", "d1"]},
    {"piece": "O", "cells": "a2,b2,a3,b3"}]}).encode()

HOSTILE = [b"\xff", b"\xc3", b"[" * 200, b"{" * 100, b'{"a": 1, "a": 2}', b"1" * 5000, b"-" + b"9" * 300,
           b"true", b"false", b"null", b'"', b"\\", b"NaN", b"Infinity", b"1e999", b"{}", b"[]",
           b'"G6"', b"0", b"-1", b"(" * 100, b"(;" * 100, b";", b"[", b"]", b")", b"\x00", b"\xed\xa0\x80",
           b'"\\ud800"', b'{"player": true}', b'"play": 5', b"B[", b"W[a1]", b"AE[z99]", b"PL[Q]",
           b"GM[Chess]", b"C[" + b"x" * 1000 + b"]", b";B[e10,d11,e11,f11,e12]"]


@st.composite
def mutated(draw, bases: list[bytes]) -> bytes:
    """A real record with a few random edits."""
    data = bytearray(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(1, 4))):
        pos = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["flip", "truncate", "delete", "insert", "nest"]))
        if kind == "flip" and pos < len(data):
            data[pos] ^= 1 << draw(st.integers(0, 7))
        elif kind == "truncate":
            del data[pos:]
        elif kind == "delete":
            del data[pos:pos + draw(st.integers(1, 40))]
        elif kind == "insert":
            data[pos:pos] = draw(st.sampled_from(HOSTILE))
        else:  # wrap a stretch in deep nesting of either syntax
            opener, closer = draw(st.sampled_from([(b"[", b"]"), (b"{\"k\":", b"}"), (b"(;", b")")]))
            depth = draw(st.integers(MAX_DEPTH - 2, 3 * MAX_DEPTH))
            data[pos:pos] = opener * depth + closer * depth
    return bytes(data)


def assert_documented(exc: BaseException) -> None:
    """The error is ours, and a RecordError says what and where."""
    assert isinstance(exc, RulesError), repr(exc)
    if isinstance(exc, RecordError):
        assert exc.code in RECORD_CODES, exc.code
        assert exc.message
        json.dumps(exc.to_dict())  # always reportable as JSON


FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(mutated([p.read_bytes() for p in BLOT_EXAMPLES]))
def test_blot_reader_raises_only_documented_errors(data):
    try:
        Record.loads(data).replay()
    except Exception as exc:  # noqa: BLE001 - the property is about which errors escape
        assert_documented(exc)


@FUZZ
@given(mutated([p.read_bytes() for p in SGF_EXAMPLES]))
def test_sgf_reader_raises_only_documented_errors(data):
    try:
        rec = sgf.read(data)
        rec.replay_checked()
        sgf.write_tree(rec.root)
    except Exception as exc:  # noqa: BLE001
        assert_documented(exc)


@FUZZ
@given(mutated([ATTEMPT]))
def test_attempt_reader_raises_only_documented_errors(data):
    try:
        check("tetrominoes-8x10", data.decode("utf-8"))
    except UnicodeDecodeError:
        pass  # the CLI decodes with rules_py.reading.decode; check() takes text
    except Exception as exc:  # noqa: BLE001
        assert_documented(exc)


@FUZZ
@given(mutated([json.dumps({"op": "puzzles.check", "args": {
    "name": "tetrominoes-8x10", "attempt": ATTEMPT.decode()}}).encode()]))
def test_web_handle_never_fails_internally(data):
    reply = json.loads(web.handle(data.decode("utf-8", "replace")))
    assert reply["ok"] or reply["error"]["kind"] != "internal", reply


# ---------------------------------------------------------------------------
# The limits, one by one, with where they are reported


def blot_text() -> str:
    return BLOT_EXAMPLES[0].read_text(encoding="utf-8")


@pytest.mark.parametrize("text,code", [
    (b'{"game": "BLOT"\xff}', "encoding"),
    ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "too_deep"),
    ('{"game": "BLOT", "game": "BLOT"}', "duplicate_key"),
    ("[" + "7" * 5000 + "]", "number"),
    ("[NaN]", "number"),
    (" " * (MAX_BYTES + 1), "too_large"),
    ('{"game": "BLOT",', "syntax"),
])
def test_json_limits(text, code):
    with pytest.raises(RecordError) as e:
        Record.loads(text)
    assert e.value.code == code


def test_blot_field_paths_and_types():
    good = json.loads(blot_text())
    cases = [
        (("rounds", 0, "actions", 3, "play"), 5, "type", "rounds[0].actions[3].play"),
        (("rounds", 0, "actions", 3, "player"), True, "type", "rounds[0].actions[3].player"),
        (("rounds", 0, "actions", 3, "player"), 10 ** 50, "value", "rounds[0].actions[3].player"),
        (("rounds", 0, "hands", 1, 0), "Z9", "value", "rounds[0].hands[1][0]"),
        (("format",), True, "type", "format"),
        (("players",), 4.0, "type", "players"),
        (("rounds", 0, "actions", 3, "colour"), "red", "unknown_key", "rounds[0].actions[3].colour"),
        (("extra",), 1, "unknown_key", "extra"),
    ]
    for keys, value, code, path in cases:
        d = json.loads(json.dumps(good))
        target = d
        for k in keys[:-1]:
            target = target[k]
        target[keys[-1]] = value
        with pytest.raises(RecordError) as e:
            Record.from_json(d)
        assert (e.value.code, e.value.path) == (code, path), (keys, e.value)
        if "actions" in keys:
            assert e.value.index == sum(len(r["actions"]) for r in d["rounds"][:keys[1]]) + keys[3]


def test_blot_illegal_action_names_index_and_path():
    d = json.loads(blot_text())
    first = d["rounds"][0]["actions"][0]
    d["rounds"][0]["actions"][0] = {**first, "player": (first["player"] + 1) % d["players"]}
    with pytest.raises(RecordError) as e:
        Record.from_json(d).replay()
    assert e.value.code == "illegal" and e.value.index == 0
    assert e.value.path == "rounds[0].actions[0]" and e.value.reason is not None


def test_sgf_limits():
    deep = "(;GM[Blokus Duo]" + "(;C[x]" * (MAX_DEPTH + 1) + ")" * (MAX_DEPTH + 1) + ")"
    with pytest.raises(RecordError) as e:
        sgf.read(deep)
    assert e.value.code == "too_deep" and e.value.line == 1
    long = "(;GM[Blokus Duo]" + ";C[x]" * (MAX_MOVES + 1) + ")"
    with pytest.raises(RecordError) as e:
        sgf.read(long)
    assert e.value.code == "too_many"
    with pytest.raises(RecordError) as e:
        sgf.read(b"(;GM[Blokus Duo]\n;C[\xff])")
    assert (e.value.code, e.value.line, e.value.column) == ("encoding", 2, 4)
    # A syntax error's position, counted by hand: the '[' opening the
    # unterminated value is line 3, column 5.
    text = "(;GM[Blokus Duo]\n;B[e10,d11,e11,f11,e12]\n  ;W[j4"
    with pytest.raises(RecordError) as e:
        sgf.read(text)
    assert (e.value.code, e.value.line, e.value.column) == ("syntax", 3, 5)


def test_attempt_paths():
    with pytest.raises(RecordError) as e:
        check("tetrominoes-8x10", '{"pieces": [{"piece": "O", "cells": ["a1", 7]}]}')
    assert (e.value.code, e.value.path, e.value.index) == ("type", "pieces[0].cells[1]", 0)
    with pytest.raises(RecordError) as e:
        check("tetrominoes-8x10", '{"pieces": [], "solver": 1}')
    assert (e.value.code, e.value.path) == ("unknown_key", "solver")


# ---------------------------------------------------------------------------
# Reading is linear


def _sgf_with_values(n: int) -> str:
    return "(;GM[Blokus Duo]C" + "".join(f"[value {i}]\n" for i in range(n)) + ")"


def _best_time(text: str, repeat: int = 5) -> float:
    """The least CPU time of a few reads: the process's own time, so other
    work on a busy machine does not stretch one size more than the other."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        sgf.read(text)
        best = min(best, time.process_time() - t0)
    return best


def test_sgf_reading_is_linear():
    small, big = _sgf_with_values(2_000), _sgf_with_values(20_000)
    _best_time(small, 1)  # warm up (board tables)
    ratio = _best_time(big) / _best_time(small)
    # Linear reading gives about 10; recounting lines for every value gave ~100.
    assert ratio < 20, ratio


def test_attempt_piece_without_cells_is_a_record_error():
    with pytest.raises(RecordError) as e:
        check("tetrominoes-8x10", '{"pieces": [{"colour": "blue", "piece": "I4", "cells": []}]}')
    assert (e.value.code, e.value.path, e.value.index) == ("value", "pieces[0].cells", 0)
