"""The one plural rule (rules_py.i18n.messages.is_singular and the
``{n:plural:one|other}`` spec): 0, 1 and 2 in English and French, in every
sentence the issue found wrong, and in the templates the page's script fills."""

from __future__ import annotations

import re

import pytest

from rules_py.i18n import messages
from rules_py.i18n.fr import UI
from rules_py.i18n.messages import is_singular, plural_attrs, tr, using

# (language, count) -> singular? French keeps 0 singular ("0 pièce"), English does not.
EXPECTED = {("en", 0): False, ("en", 1): True, ("en", 2): False,
            ("fr", 0): True, ("fr", 1): True, ("fr", 2): False}


@pytest.mark.parametrize("lang,count", sorted(EXPECTED))
def test_is_singular(lang: str, count: int) -> None:
    assert is_singular(count, lang) is EXPECTED[(lang, count)]
    with using(lang):
        assert is_singular(count) is EXPECTED[(lang, count)]


# Each sentence of the issue (and two of the score sheet), for the counts 0, 1, 2 in "K".
PIECES_LEFT = "{colour:noun}: {points}, {n} {n:plural:piece|pieces} left"
SENTENCES = [
    ("en", PIECES_LEFT, {"colour": "blue", "points": "+3", "n": "K"},
     ["blue: +3, 0 pieces left", "blue: +3, 1 piece left", "blue: +3, 2 pieces left"]),
    ("fr", PIECES_LEFT, {"colour": "blue", "points": "+3", "n": "K"},
     ["bleu : +3, 0 pièce restante", "bleu : +3, 1 pièce restante", "bleu : +3, 2 pièces restantes"]),
    ("en", "{n} {n:plural:ceremony|ceremonies} won", {"n": "K"},
     ["0 ceremonies won", "1 ceremony won", "2 ceremonies won"]),
    ("fr", "{n} {n:plural:ceremony|ceremonies} won", {"n": "K"},
     ["0 Cérémonie remportée", "1 Cérémonie remportée", "2 Cérémonies remportées"]),
    ("en", "{n} of {total} pieces placed.", {"n": "K", "total": 12},
     ["0 of 12 pieces placed.", "1 of 12 pieces placed.", "2 of 12 pieces placed."]),
    ("fr", "{n} of {total} pieces placed.", {"n": "K", "total": 12},
     ["0 pièce posée sur 12.", "1 pièce posée sur 12.", "2 pièces posées sur 12."]),
    ("fr", "{n} {colour}: {pairs} {pairs:plural:pair|pairs}", {"n": 3, "colour": "green", "pairs": "K"},
     ["vert : 3, soit 0 paire", "vert : 3, soit 1 paire", "vert : 3, soit 2 paires"]),
    ("en", "{tricks} {tricks:plural:trick|tricks} with {colour}", {"tricks": "K", "colour": "green"},
     ["0 tricks with green", "1 trick with green", "2 tricks with green"]),
]


@pytest.mark.parametrize("lang,text,params,expected", SENTENCES)
def test_sentences_for_0_1_2(lang: str, text: str, params: dict[str, object], expected: list[str]) -> None:
    with using(lang):
        got = [tr(text, **{k: (count if v == "K" else v) for k, v in params.items()}) for count in (0, 1, 2)]
    assert got == expected


def test_every_french_plural_spec_has_two_forms_and_a_count() -> None:
    """A ``plural`` spec names two forms, in English keys and French values."""
    specs = [(k, v) for k, v in UI.items() if ":plural:" in k or ":plural:" in v]
    assert len(specs) >= 8
    for key, value in specs:
        for template in (key, value):
            for field, forms in re.findall(r"\{(\w+):plural:([^}]*)\}", template):
                assert forms.count("|") == 1 and all(forms.split("|")), template
                assert "{" + field + "}" in template, template  # the count itself is shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_script_templates_follow_the_same_rule(lang: str) -> None:
    """The page's script picks data-template-one for the counts listed in
    data-plural-one: this checks the script would write what Python writes."""
    with using(lang):
        attrs = plural_attrs("{done} of {total} lessons done", "done", total=5)
        one = [int(k) for k in attrs["data-plural-one"].split()]
        for count in (0, 1, 2):
            template = attrs["data-template-one"] if count in one else attrs["data-template"]
            assert template.replace("{done}", str(count)) == tr("{done} of {total} lessons done", done=count, total=5)
    assert one == list(messages.SINGULAR_COUNTS[lang])
