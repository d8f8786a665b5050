"""One way to pack and unpack what a link, a share token or a saved state carries.

Every widget that writes a link or a token, and everything that reads one
back (the page's URL hash, a pasted link, what the worker kept in the
browser), goes through this module. It owns the limits, so the page reads
them from here (``docs/hooks.py`` writes `LIMITS` into every page for
``companion.js``) instead of typing them again.

A token is base64url without padding of compact JSON (``pack``), optionally
zlib-compressed first (``pack(..., compress=True)``). `unpack` checks,
in this order and before any parser sees the data: that the token is text
of at most ``max_chars`` base64url characters, that it decodes, that it
unpacks to at most ``max_body`` bytes, and then reads the JSON with the
readers' own limits (`rules_py.reading.load_json`: UTF-8, depth, no
duplicate key, number sizes), so no token can exhaust Python's stack.

Numbers inside a link are read by `whole`: an ``int`` (never a bool)
or text of ASCII digits (``str.isdigit`` also accepts ``"²"``, which
``int`` refuses), at most `MAX_NUMBER_DIGITS` of them, then checked
against the range given.

Every refusal is a `rules_py.errors.RecordError` with a ``code``
of `rules_py.errors.RECORD_CODES` and the ``path`` of the part or
field refused (``link``, ``step``, ``review.seed``).

    >>> token = pack({"step": 3, "moves": ["e10"]})
    >>> unpack(token)
    {'step': 3, 'moves': ['e10']}
    >>> whole("12", "step", lo=0, hi=20)
    12
    >>> whole("²", "step")
    Traceback (most recent call last):
    ...
    rules_py.errors.RecordError: step: '²' is not a whole number written in digits 0-9
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Iterator
from typing import Any, Final

from .errors import RecordError
from .reading import load_json

#: Most characters of one token (one widget's part of the URL hash).
MAX_TOKEN: Final[int] = 6000
#: Most characters of the whole URL hash the page writes or reads.
MAX_HASH: Final[int] = 8192
#: Most bytes a compressed token may unpack to (its JSON or record text).
MAX_BODY: Final[int] = 64_000
#: Most digits of a number written in a link (a 64-bit seed has 20).
MAX_NUMBER_DIGITS: Final[int] = 20
#: Most characters of a whole saved game's token (the BLOT table's: a finished
#: five-player game is about 550 characters, 3 a move).
MAX_GAME_TOKEN: Final[int] = 8000
#: Most bytes a saved game's token may unpack to.
MAX_GAME_BODY: Final[int] = 40_000
#: Longest title (characters) of a study, a chapter or a composed deal.
MAX_TITLE: Final[int] = 120
#: Longest comment, note or hint (characters) any editor keeps and any link carries.
MAX_COMMENT: Final[int] = 4000
#: The limits the page's script needs, written into every page at build time.
LIMITS: Final[dict[str, int]] = {"hash": MAX_HASH, "token": MAX_TOKEN}

_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")
_DIGITS = re.compile(r"-?[0-9]+")


def pack_bytes(data: bytes, *, compress: bool = False) -> str:
    """``data`` as a token: base64url without padding, zlib-compressed first if asked."""
    raw = zlib.compress(data, 9) if compress else data
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def pack(value: Any, *, compress: bool = False, sort_keys: bool = False) -> str:
    """``value`` (JSON-able) as a token: compact JSON, UTF-8, then `pack_bytes`.

    With ``sort_keys`` one value always gives one token (the page compares
    tokens to tell whether a widget changed)."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=sort_keys)
    return pack_bytes(text.encode("utf-8"), compress=compress)


def unpack_bytes(token: object, *, compressed: bool = False, path: str = "link",
                 max_chars: int = MAX_TOKEN, max_body: int = MAX_BODY) -> bytes:
    """The bytes a `pack_bytes` token holds; `rules_py.errors.RecordError` for anything else."""
    if not isinstance(token, str):
        raise RecordError(f"a link token is text, not {type(token).__name__}", code="type", path=path)
    if len(token) > max_chars:
        raise RecordError(f"the link holds {len(token)} characters; at most {max_chars} are read",
                          code="too_large", path=path)
    if not token or not _BASE64URL.fullmatch(token) or len(token) % 4 == 1:
        raise RecordError("the link is damaged: it is not base64url text", code="encoding", path=path)
    try:
        packed = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except (binascii.Error, ValueError):
        raise RecordError("the link is damaged: it does not decode", code="encoding", path=path) from None
    if not compressed:
        if len(packed) > max_body:
            raise RecordError(f"the link holds more than {max_body} bytes", code="too_large", path=path)
        return packed
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, max_body)
    except zlib.error:
        raise RecordError("the link is damaged: it does not unpack", code="encoding", path=path) from None
    if inflater.unconsumed_tail:
        raise RecordError(f"the link unpacks to more than {max_body} bytes", code="too_large", path=path)
    if not inflater.eof or inflater.unused_data:
        raise RecordError("the link is damaged: it is cut short or has bytes past its end", code="encoding",
                          path=path)
    return raw


def unpack(token: object, *, compressed: bool = False, path: str = "link", max_chars: int = MAX_TOKEN,
           max_body: int = MAX_BODY) -> Any:
    """The JSON value a `pack` token holds, read within the readers' limits."""
    raw = unpack_bytes(token, compressed=compressed, path=path, max_chars=max_chars, max_body=max_body)
    try:
        return load_json(raw)
    except RecordError as exc:
        raise RecordError(exc.message, code=exc.code, path=path, line=exc.line, column=exc.column) from None


def unpack_object(token: object, **options: Any) -> dict[str, Any]:
    """`unpack`, refusing anything but a JSON object."""
    value = unpack(token, **options)
    if not isinstance(value, dict):
        raise RecordError("a link token holds a JSON object", code="type", path=options.get("path", "link"))
    return value


def whole(value: object, path: str, *, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` as a whole number: an ``int`` (not a bool) or text of ASCII
    digits (a leading ``-`` allowed), at most `MAX_NUMBER_DIGITS` digits,
    then within ``lo..hi`` (inclusive) when given."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise RecordError(f"{_show(value)} is not a whole number", code="type", path=path)
    if isinstance(value, str):
        if not _DIGITS.fullmatch(value):
            raise RecordError(f"{_show(value)} is not a whole number written in digits 0-9", code="number",
                              path=path)
        if len(value.lstrip("-")) > MAX_NUMBER_DIGITS:
            raise RecordError(f"a number of {len(value)} digits; at most {MAX_NUMBER_DIGITS}", code="number",
                              path=path)
        number = int(value)
    else:
        number = value
    if (lo is not None and number < lo) or (hi is not None and number > hi):
        span = f"between {lo} and {hi}" if lo is not None and hi is not None else (
            f"at least {lo}" if lo is not None else f"at most {hi}")
        raise RecordError(f"{_show(number)} is out of range: {path} must be {span}", code="value", path=path)
    return number


def field(obj: dict[str, Any], key: str, kind: type | tuple[type, ...], path: str = "") -> Any:
    """``obj[key]`` if present and of JSON type ``kind`` (a bool is never an int)."""
    where = f"{path}.{key}" if path else key
    if key not in obj:
        raise RecordError(f"{where} is missing", code="missing_key", path=where)
    value = obj[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise RecordError(f"{where} must be {names}, not {type(value).__name__}", code="type", path=where)
    return value


def split_versioned(text: object, prefix: str, version: int, path: str = "link") -> str:
    """``PREFIX VERSION / REST`` -> ``REST``, refusing another prefix or version."""
    if not isinstance(text, str):
        raise RecordError(f"a link is text, not {type(text).__name__}", code="type", path=path)
    if len(text) > MAX_HASH:
        raise RecordError(f"the link holds {len(text)} characters; at most {MAX_HASH} are read",
                          code="too_large", path=path)
    if not text.startswith(prefix):
        raise RecordError(f"a link of this kind starts with {prefix!r}", code="syntax", path=path)
    head, slash, rest = text[len(prefix):].partition("/")
    if not slash or not re.fullmatch(r"[0-9]{1,6}", head):
        raise RecordError(f"a link of this kind reads {prefix}VERSION/...", code="syntax", path=path)
    if whole(head, "version") != version:
        raise RecordError(f"link format {head[:6]} is not one this page reads (it reads {version})",
                          code="value", path="version")
    return rest


def read_saved(text: object) -> Iterator[tuple[str, Any]]:
    """What the page's worker kept in the browser (``{key: JSON text}``, the
    storage of ``persist_take``/``take``): each key with its value read, an
    entry that does not read skipped, nothing at all if ``text`` does not."""
    try:
        saved = load_json(text)  # type: ignore[arg-type]  # any type: refused as a RecordError
    except RecordError:
        return
    if not isinstance(saved, dict):
        return
    for key, blob in saved.items():
        try:
            yield key, load_json(blob)
        except RecordError:
            continue


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


__all__ = ["LIMITS", "MAX_BODY", "MAX_COMMENT", "MAX_GAME_BODY", "MAX_GAME_TOKEN", "MAX_HASH", "MAX_NUMBER_DIGITS",
           "MAX_TITLE", "MAX_TOKEN", "field", "pack", "pack_bytes",
           "read_saved", "split_versioned", "unpack", "unpack_bytes", "unpack_object", "whole"]
