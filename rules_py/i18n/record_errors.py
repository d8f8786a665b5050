"""A record error (`rules_py.errors.RecordError`) in the reader's words.

The readers' own messages are precise but English only; a page shows
where the problem is (line, column, field, move) and what the error code
means, in the page's language, so no French sentence ends in English.
"""

from __future__ import annotations

from ..errors import SECOND_GAME, RecordError
from ..reading import CUT_SHORT, EMPTY_TEXT, JSON_WORDS
from .messages import DEFAULT, current, tr

#: What each RecordError code means, in words a reader follows (translated with tr).
CODE_WORDS: dict[str, str] = {
    "encoding": "the file is not UTF-8 text.",
    "too_large": "the record is longer than the 2 MB a record may hold.",
    "too_deep": "the record nests too deeply.",
    "too_many": "the record holds more than 1,000 moves.",
    "syntax": "the text breaks the record's syntax.",
    "duplicate_key": "a field appears twice.",
    "unknown_key": "a field this kind of record does not have.",
    "missing_key": "a field the record needs is missing.",
    "type": "a value of the wrong type (text, number, list).",
    "number": "a number that is too long or not a whole number.",
    "value": "a value that means nothing here.",
    "illegal": "a move the rules forbid.",
}


#: A syntax error's message that has words in every language: the JSON
#: parser's messages as `rules_py.reading` words them, and a
#: second game where one is expected (translated with tr).
JSON_DETAILS: tuple[tuple[str, str], ...] = (
    *((words, words) for _, words in JSON_WORDS), (EMPTY_TEXT, EMPTY_TEXT), (CUT_SHORT, CUT_SHORT),
    (SECOND_GAME, SECOND_GAME))


def detail_words(exc: RecordError) -> str | None:
    """The reader's own detailed message, in the current language: English
    as the reader wrote it; in another language, the JSON parser's messages
    translated, and no detail for the others (where and what already say it
    in that language: no sentence ends in English)."""
    if current() == DEFAULT:
        return exc.message
    if exc.code == "syntax":
        for start, words in JSON_DETAILS:
            if exc.message.startswith(start):
                return tr(words)
    return None


def where_words(exc: RecordError) -> str:
    """Where the problem is, in words: "Line 3, column 5, move 4"."""
    parts = []
    if exc.line is not None:
        parts.append(tr("line {n}", n=exc.line))
    if exc.column is not None:
        parts.append(tr("column {n}", n=exc.column))
    if exc.path:
        parts.append(tr("field {path}", path=exc.path))
    if exc.index is not None:
        parts.append(tr("move {n}", n=exc.index + 1))
    text = ", ".join(parts)
    return text[:1].upper() + text[1:]


def record_error_what(exc: RecordError) -> str:
    """What is wrong: the rules' reason for an illegal move, else the code's meaning."""
    if exc.reason is not None:
        return exc.reason.message()
    if exc.code in CODE_WORDS:
        return tr(CODE_WORDS[exc.code])
    return exc.message


def record_error_words(exc: RecordError) -> str:
    """Where and what, in one sentence of the current language: "Line 3: a field appears twice."."""
    where = where_words(exc)
    return (where + tr(": ") if where else "") + record_error_what(exc)


__all__ = ["CODE_WORDS", "JSON_DETAILS", "detail_words", "record_error_what", "record_error_words", "where_words"]
