"""What every reader shares: decoding, JSON with limits, typed field checks.

Each function raises only `rules_py.errors.RecordError` (with a
``code`` of `rules_py.errors.RECORD_CODES`) for any input, and
enforces the limits of `rules_py.errors` without recursing: a record
that is too big, too deep or badly encoded is refused before it is parsed.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from typing import Any, Final

from .errors import MAX_BYTES, MAX_DEPTH, MAX_DIGITS, MAX_MOVES, RecordError

# A string as runs of plain characters between escapes ("unrolled"): the
# one-character alternation (?:[^"\\]|\\.)* it replaces grew faster than the
# text (a 500 kB string took 25 times as long as a 50 kB one).
#: JSON strings (skipped when counting brackets) and the brackets themselves.
_JSON_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.S)
_LONG_NUMBER = re.compile(r"[-+]?\d{%d,}" % (MAX_DIGITS + 1))
#: A surrogate escape (``\ud800``..``\udfff``): alone, JSON can hold it but no text can.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


class LineIndex:
    """Line and column (both from 1) of any offset of a text, by bisection.

    Built once per text in linear time, so locating each of ``n`` values
    costs ``O(log n)`` instead of recounting lines from the top.
    """

    def __init__(self, text: str) -> None:
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def __call__(self, offset: int) -> tuple[int, int]:
        k = bisect_right(self.starts, offset) - 1
        return k + 1, offset - self.starts[k] + 1


def decode(data: str | bytes | bytearray) -> str:
    """The record's text: bytes must be UTF-8 (a BOM is dropped); size is checked."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_BYTES:
            raise RecordError(f"the record is {len(data)} bytes; at most {MAX_BYTES} are read",
                              code="too_large")
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError as exc:
            prefix = bytes(data[:exc.start]).decode("utf-8", "replace")
            line, col = LineIndex(prefix)(len(prefix))
            raise RecordError(f"not UTF-8 text (byte 0x{data[exc.start]:02X})", code="encoding",
                              line=line, column=col) from None
        return text[1:] if text.startswith("\ufeff") else text
    if not isinstance(data, str):
        raise RecordError(f"a record is text, not {type(data).__name__}", code="type")
    if len(data) > MAX_BYTES:
        raise RecordError(f"the record is {len(data)} characters; at most {MAX_BYTES} are read",
                          code="too_large")
    return data


def _check_depth(text: str) -> None:
    """Refuse JSON nested deeper than MAX_DEPTH, before the (recursive) parser sees it."""
    depth = 0
    for m in _JSON_TOKENS.finditer(text):
        ch = m.group()
        if ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line, col = LineIndex(text)(m.start())
                raise RecordError(f"nested deeper than {MAX_DEPTH} levels", code="too_deep",
                                  line=line, column=col)
        elif ch in "]}":
            depth -= 1


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(f"the key {key!r} appears twice in one object", code="duplicate_key")
        out[key] = value
    return out


def _refuse_constant(name: str) -> Any:
    raise RecordError(f"{name} is not a JSON number", code="number")


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise RecordError(f"a number of {len(digits)} digits; at most {MAX_DIGITS}", code="number")
    return int(digits)


#: The JSON parser's own messages (the start of each, as Python words them),
#: in words a reader follows: a syntax error's message is one of these.
JSON_WORDS: tuple[tuple[str, str], ...] = (
    ("Expecting value", "a value was expected here (text in quotes, a number, true, false, null, a list or "
                        "an object)."),
    ("Expecting property name", "a field name in double quotes was expected here."),
    ("Expecting ':'", "a colon (:) was expected after the field name."),
    ("Expecting ','", "a comma (,) was expected between two items."),
    ("Extra data", "more text follows the end of the record."),
    ("Unterminated string", "a text in quotes is never closed."),
    ("Invalid control character", "a text in quotes holds a line break or a tab (write them \\n and \\t)."),
    ("Invalid \\", "a backslash starts an escape that JSON does not have."),
    ("Illegal trailing comma", "a comma comes just before the end of a list or an object."),
)
#: A syntax error's message when the text is empty, or ends before its JSON does.
EMPTY_TEXT: Final[str] = "the text is empty: a JSON record starts with '{'."
CUT_SHORT: Final[str] = "the text ends before the JSON is complete (is the file cut short?)."


def json_words(exc: json.JSONDecodeError) -> str:
    """The parser's error in words, with what is known of the text's end.

    For example:

        >>> try:
        ...     json.loads('{"a": "b')
        ... except json.JSONDecodeError as exc:
        ...     print(json_words(exc))
        the text ends before the JSON is complete (is the file cut short?).
    """
    if not exc.doc.strip():
        return EMPTY_TEXT
    if not exc.msg.startswith("Extra data") and (
            exc.msg.startswith("Unterminated string") or not exc.doc[exc.pos:].strip()):
        return CUT_SHORT
    return next((words for start, words in JSON_WORDS if exc.msg.startswith(start)), exc.msg)


def load_json(data: str | bytes | bytearray) -> Any:
    """Parse JSON text within the limits: no duplicate keys, no NaN/Infinity,
    no number longer than MAX_DIGITS digits, no nesting deeper than MAX_DEPTH."""
    text = decode(data)
    _check_depth(text)
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates,
                           parse_constant=_refuse_constant, parse_int=_parse_int)
        if _SURROGATE_ESCAPE.search(text):
            _refuse_lone_surrogates(value, text)
        return value
    except RecordError as exc:
        if exc.line is None:  # found by a hook: locate the first long number, if any
            m = _LONG_NUMBER.search(text)
            if m and exc.code == "number":
                line, col = LineIndex(text)(m.start())
                raise RecordError(exc.message, code=exc.code, line=line, column=col) from None
        raise
    except json.JSONDecodeError as exc:
        raise RecordError(json_words(exc), code="syntax", line=exc.lineno, column=exc.colno) from None
    except (ValueError, RecursionError, OverflowError) as exc:
        # A number past Python's int limit (ValueError) or too deep a nesting
        # the pre-check missed: report it as a record error, never escape.
        m = _LONG_NUMBER.search(text)
        at: tuple[int, int] | tuple[None, None] = LineIndex(text)(m.start()) if m else (None, None)
        raise RecordError(f"a number is too long to read ({exc.__class__.__name__})", code="number",
                          line=at[0], column=at[1]) from None


def _refuse_lone_surrogates(value: Any, text: str) -> None:
    """Refuse a string or key holding a lone surrogate (``"\\ud800"``): valid
    JSON, but not text, so it could not be printed or written as UTF-8."""
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            todo.extend(item)
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as exc:
                escape = f"\\u{ord(item[exc.start]):04x}"
                at = text.lower().find(escape)
                line, col = LineIndex(text)(at) if at >= 0 else (None, None)
                raise RecordError(f"a lone surrogate escape ({escape}) is not text", code="encoding",
                                  line=line, column=col) from None


# ---------------------------------------------------------------------------
# Typed fields: each check names the field by its path.

_TYPE_NAMES = {dict: "an object", list: "a list", str: "a string", int: "an integer"}


def want(value: Any, kind: type, path: str) -> Any:
    """``value`` if it is of JSON type ``kind`` (a bool is never an int)."""
    if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
        raise RecordError(f"{path or 'the record'} must be {_TYPE_NAMES.get(kind, kind.__name__)}, "
                          f"not {_json_type(value)}", code="type", path=path)
    return value


def want_int(value: Any, path: str, lo: int, hi: int) -> int:
    """An integer in ``lo..hi`` inclusive."""
    number: int = want(value, int, path)
    if not lo <= number <= hi:
        raise RecordError(f"{path} must be between {lo} and {hi}", code="value", path=path)
    return number


def want_list(value: Any, path: str, most: int = MAX_MOVES) -> list[Any]:
    """A list of at most ``most`` items."""
    items: list[Any] = want(value, list, path)
    if len(items) > most:
        raise RecordError(f"{path} has {len(items)} items; at most {most}",
                          code="too_many" if most == MAX_MOVES else "value", path=path)
    return items


def check_keys(obj: dict[str, Any], allowed: set[str] | frozenset[str], required: tuple[str, ...],
               path: str) -> None:
    """Refuse unknown keys (naming them) and missing required ones."""
    unknown = sorted(set(obj) - set(allowed))
    if unknown:
        where = join(path, unknown[0])
        raise RecordError(f"unknown key(s) {', '.join(map(repr, unknown))} in {path or 'the record'}",
                          code="unknown_key", path=where)
    for key in required:
        if key not in obj:
            raise RecordError(f"{path or 'the record'} needs the key {key!r}", code="missing_key",
                              path=join(path, key))


def join(path: str, key: str | int) -> str:
    """``join("rounds", 0)`` -> ``"rounds[0]"``; ``join("a", "b")`` -> ``"a.b"``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    return _TYPE_NAMES.get(type(value), type(value).__name__)


__all__ = ["LineIndex", "decode", "load_json", "json_words", "JSON_WORDS", "EMPTY_TEXT", "CUT_SHORT", "want", "want_int", "want_list", "check_keys",
           "join"]
