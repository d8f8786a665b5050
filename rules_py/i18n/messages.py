"""Messages built from parameters, in English or French, with agreement.

Three pieces:

* the glossary (`glossary`, ``glossary.json``): each game term's
  English and French forms, French gender and plural, colour adjectives;
* `noun` and `colour_adj`: a term's noun in a language and
  number, a colour adjective agreeing in gender and number;
* `render`: ``str.format`` templates whose fields may carry an
  agreement spec (see `_Formatter`), and `tr`, the interface
  strings of the widgets: the English text is the key, the French catalogue
  (`rules_py.i18n.fr.UI`) its translation.

The language of `tr` is the current one (`current`), set for the
duration of a widget request with `using`; English is the default.
"""

from __future__ import annotations

import contextlib
import string
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, cast

# importlib.resources and json are imported by glossary(), on first use:
# together they cost more than the rest of this module to import (pathlib,
# tempfile, shutil, urllib...), and a board or a game needs no message until
# a move is refused or a sentence is built.

LANGUAGES: tuple[str, ...] = ("en", "fr")
DEFAULT = "en"
#: The counts (whole numbers) after which a noun stays singular, by language;
#: every other count takes the plural. English: "1 piece", "0 pieces";
#: French: "0 pièce", "1 pièce", "2 pièces" (0 and 1 are singular). The one
#: plural rule of the package (`is_singular`); the page's scripts read
#: the same table from the ``data-plural-one`` attribute a widget writes.
SINGULAR_COUNTS: dict[str, tuple[int, ...]] = {"en": (1,), "fr": (0, 1)}
_VOWELS = "aeiouyàâéèêëîïôöûùœ"
_current = [DEFAULT]


def check_lang(lang: object) -> str:
    """``lang`` if it is a supported language code, else ``"en"``."""
    return lang if isinstance(lang, str) and lang in LANGUAGES else DEFAULT


def current() -> str:
    """The language messages are rendered in now."""
    return _current[-1]


@contextlib.contextmanager
def using(lang: object) -> Iterator[str]:
    """Render in ``lang`` (an unknown code means English) inside the block."""
    _current.append(check_lang(lang))
    try:
        yield _current[-1]
    finally:
        _current.pop()


# --- glossary ---------------------------------------------------------------

@lru_cache(maxsize=None)
def glossary() -> dict[str, dict[str, Any]]:
    """Every glossary term by id, and also by engine key (``"blue"``, ``"X"``)
    when the key is not already a term id (keys of different games may clash:
    the first entry wins, as the glossary lists Blokus before Trigon)."""
    import importlib.resources
    import json

    text = importlib.resources.files(__package__).joinpath("glossary.json").read_text(encoding="utf-8")
    terms: dict[str, dict[str, Any]] = {}
    for entry in json.loads(text)["terms"]:
        terms[entry["id"]] = entry
    for entry in json.loads(text)["terms"]:
        key = entry.get("key")
        if key and key not in terms:
            terms[key] = entry
    return terms


def is_singular(count: int, lang: str | None = None) -> bool:
    """Whether a noun after ``count`` stays singular in ``lang`` (default: the
    current language): see `SINGULAR_COUNTS`."""
    return count in SINGULAR_COUNTS[check_lang(lang if lang is not None else current())]


def _term(term: str) -> dict[str, Any] | None:
    return glossary().get(term)


def gender(term: str, lang: str = "fr") -> str:
    """The grammatical gender (``"m"``/``"f"``) of a glossary noun in ``lang``
    (English nouns have none: ``"m"``)."""
    t = _term(term)
    return t[lang].get("gender", "m") if t and lang in t else "m"


def noun(term: str, lang: str = "en", number: int = 1) -> str:
    """The noun ``term`` (glossary id or engine key) in ``lang``, singular or
    plural as ``number`` asks in that language (`is_singular`). An
    unknown term comes back unchanged."""
    t = _term(term)
    if t is None or lang not in t:
        return term
    forms = t[lang]
    return str(forms["singular"] if is_singular(number, lang) else forms.get("plural", forms["singular"]))


def colour_adj(colour: str, gender: str = "m", number: int = 1, lang: str = "en") -> str:
    """The colour ``colour`` (engine key) as an adjective agreeing with a noun
    of ``gender`` (``"m"``/``"f"``) and ``number`` in ``lang``:
    ``colour_adj("blue", "f", 2, "fr") == "bleues"``. English adjectives do not
    agree. An unknown colour comes back unchanged."""
    t = _term(colour)
    if t is None or lang not in t:
        return colour
    adjective = t[lang].get("adjective")
    if not adjective:
        return str(t[lang]["singular"])
    return str(adjective[("f" if gender == "f" else "m") + ("" if is_singular(number, lang) else "_pl")])


def card_code(colour: str, value: int, lang: str | None = None) -> str:
    """A BLOT card's short code in ``lang`` (default: the current language):
    its colour's initial there and its value. The engine's codes are the
    English ones ("G7", "Y3"); French reads "V7", "J3". Records and acts keep
    the engine's."""
    return noun(colour, check_lang(lang if lang is not None else current()))[:1].upper() + str(value)


def article(word: str, gender: str, kind: str) -> str:
    """``word`` with a French article: ``kind`` is ``"le"``, ``"du"`` or ``"au"``
    (elided before a vowel: ``l'orange``, ``de l'orange``)."""
    if word[:1].lower() in _VOWELS:
        return {"le": "l'", "du": "de l'", "au": "à l'"}[kind] + word
    forms = {"le": ("le", "la"), "du": ("du", "de la"), "au": ("au", "à la")}[kind]
    return forms[gender == "f"] + " " + word


# --- templates --------------------------------------------------------------

class _Formatter(string.Formatter):
    """``str.format`` plus agreement specs on a field whose value is a term:

    * ``{c:noun}`` / ``{c:noun:pl}``: the noun, singular / plural;
    * ``{c:le}``, ``{c:du}``, ``{c:au}``: the French noun with its article;
    * ``{c:adj:TERM}`` / ``{c:adj:TERM:pl}``: the colour adjective agreeing
      with the glossary noun ``TERM`` (its gender), singular / plural;
    * ``{n:and}``: a list written ``"1 and 3"`` joined with the language's "and";
    * ``{x:dec}``: a figure written with a decimal point, with the language's
      decimal mark (a comma in French);
    * ``{n:plural:piece|pieces}``: the first form when the count ``n`` takes
      the singular in the language (`is_singular`), else the second.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        kind, _, rest = format_spec.partition(":")
        lang = self.lang
        if kind == "noun":
            return noun(str(value), lang, 2 if rest == "pl" else 1)
        if kind in ("le", "du", "au"):
            return article(noun(str(value), lang), gender(str(value), lang), kind)
        if kind == "adj":
            term, _, plural = rest.partition(":")
            return colour_adj(str(value), gender(term, lang), 2 if plural == "pl" else 1, lang)
        if kind == "plural":
            one, _, other = rest.partition("|")
            singular = value.singular if isinstance(value, _Slot) else is_singular(int(value), lang)
            return one if singular else other
        if kind == "and":
            return str(value).replace(" and ", " " + tr_in("and", lang) + " ")
        if kind == "dec":  # a figure already written ("-1.3"): French writes a decimal comma
            return str(value).replace(".", ",") if lang == "fr" else str(value)
        return str(super().format_field(value, format_spec))


def render(template: str, lang: str = "en", **params: Any) -> str:
    """``template`` filled with ``params`` in ``lang`` (see `_Formatter`)."""
    return _Formatter(check_lang(lang)).format(template, **params)


def catalogue(lang: str) -> dict[str, str]:
    """The widget strings of ``lang``: English text -> text in ``lang``."""
    if lang == "fr":
        from .fr import UI
        return UI
    return {}


def example_words(text: str) -> tuple[str, str | None]:
    """A worked example's own English text (a record's title or comment) in
    the current language, and the ``lang`` attribute its element needs:
    ``None`` when the text is in the page's language, ``"en"`` when no
    translation exists yet (`rules_py.i18n.fr_examples`)."""
    lang = current()
    if lang == DEFAULT or not text.strip():
        return text, None
    from .fr_examples import TEXT
    said = TEXT.get(text) if lang == "fr" else None
    return (text, "en") if said is None else (said, None)


# Strings asked for in a language that lacks them (the tests read this).
MISSING: set[tuple[str, str]] = set()


def tr_in(text: str, lang: str, **params: Any) -> str:
    """The interface string ``text`` (English, the key) in ``lang``, filled
    with ``params``; English when the catalogue lacks it (noted in MISSING)."""
    lang = check_lang(lang)
    template = text
    if lang != DEFAULT:
        template = catalogue(lang).get(text, text)
        if text not in catalogue(lang):
            MISSING.add((lang, text))
    return render(template, lang, **params) if params else template


def tr(text: str, **params: Any) -> str:
    """`tr_in` in the current language."""
    return tr_in(text, current(), **params)



class _Slot:
    """A count left for the page's script to fill (``{done}`` stays as it is),
    standing for a singular or a plural count in the templates' ``plural`` spec."""

    def __init__(self, name: str, singular: bool) -> None:
        self.name, self.singular = name, singular

    def __format__(self, spec: str) -> str:
        return "{" + self.name + "}"


def plural_attrs(text: str, field: str, **params: Any) -> dict[str, str]:
    """Attributes for a sentence whose count ``field`` the page's scripts fill
    in: ``text`` in the current language with ``{field}`` left as it is, once
    as for a singular count (``data-template-one``) and once as for a plural
    (``data-template``), and the counts that take the singular here
    (``data-plural-one="0 1"``, from `SINGULAR_COUNTS`, the same table)."""
    def fill(singular: bool) -> str:
        return tr(text, **{field: _Slot(field, singular)}, **params)
    return {"data-template-one": fill(True), "data-template": fill(False),
            "data-plural-one": " ".join(str(k) for k in SINGULAR_COUNTS[current()])}

__all__ = ["LANGUAGES", "DEFAULT", "MISSING", "SINGULAR_COUNTS", "check_lang", "current", "using", "glossary",
           "gender", "is_singular", "noun", "card_code", "colour_adj", "article", "render", "catalogue", "tr", "tr_in",
           "plural_attrs", "example_words"]
