"""The worked examples in French: every title and comment a French page can
show (any step of every BLOT and Blokus example) comes out in French, with
the French spaces before ``:;!?`` and no English left; the French catalogue
holds no entry that no example uses (a stale key would hide a new English
comment). The widgets' French is checked the same way, drawn as a French
page draws them."""

from __future__ import annotations

import re

import pytest

from rules_py.blokus import examples as blokus_examples
from rules_py.render.commentary import describe
from rules_py.blot.record import EXAMPLES, load_example
from rules_py.i18n import messages
from rules_py.i18n.fr_examples import TEXT
from rules_py.widgets import registry

#: English words that never appear in a French sentence of ours.
ENGLISH = re.compile(r"\b(the|and|with|wins|who|over|game|round|piece|pieces|left|of|is|are|to|first|"
                     r"ceremony|tile|player|players|tie|each|one|no|cannot|move)\b", re.I)
#: A French slip: no space, or a plain ASCII mistake, before : ; ! ? (a time "1:2" or a URL aside).
NO_SPACE = re.compile(r"[^\s\d/]([:;!?])(?=\s|$)")


def _blot_texts() -> list[str]:
    out: list[str] = []
    for name in EXAMPLES:
        rec = load_example(name)
        states, actions = list(rec.states()), rec.actions()
        out += [t for t in (rec.title, rec.comment) if t]
        for k, action in enumerate(actions):
            own = rec.comments()[k] or ""
            english = describe(states[k], action, rec.seats, "en")
            own = own[len(english):] if own.startswith(english) else own
            if own.strip():
                out.append(own)
    return out


def _blokus_texts() -> list[str]:
    out: list[str] = []
    for name in blokus_examples.names():
        out += [c for c in blokus_examples.record(name).comments().values() if c]
    return out


def test_every_example_text_has_its_french() -> None:
    texts = _blot_texts() + _blokus_texts()
    assert len(texts) >= 60  # the examples do comment themselves
    missing = sorted({t for t in texts if t not in TEXT})
    assert missing == []


def _other_texts() -> list[str]:
    """Record words shown elsewhere: each Blokus record's game name (the
    record viewer's title) and each BLOT round's note."""
    names = [v for n in blokus_examples.names() for v in blokus_examples.record(n).root.get("GN") or []]
    notes = [r.comment for n in EXAMPLES for r in load_example(n).rounds if r.comment]
    return names + notes


def test_the_catalogue_has_no_stale_entry() -> None:
    used = set(_blot_texts() + _blokus_texts() + _other_texts())
    assert [k for k in TEXT if k not in used] == []


@pytest.mark.parametrize("english", sorted(TEXT), ids=lambda t: t[:40])
def test_each_french_text_reads_as_french(english: str) -> None:
    french = TEXT[english]
    assert french.strip() and french != english
    assert english.startswith(" ") == french.startswith(" ")  # the part after the narration keeps its space
    assert not ENGLISH.search(re.sub(r"\(tools/[^)]*\)", "", french)), french
    assert not NO_SPACE.search(french), french


def _french(name: str, state: dict) -> str:
    with messages.using("fr"):
        return str(registry.run(name, {**state, "lang": "fr"}))


@pytest.mark.parametrize("example", list(EXAMPLES))
def test_a_french_blot_example_shows_no_english_at_any_step(example: str) -> None:
    steps = len(load_example(example).actions())
    for step in range(steps + 1):
        markup = _french("blot-example", {"example": example, "step": step})
        assert 'lang="en"' not in markup, (example, step)


@pytest.mark.parametrize("example", blokus_examples.names())
def test_a_french_blokus_example_shows_no_english_at_any_step(example: str) -> None:
    rec = blokus_examples.record(example)
    for step in sorted(rec.comments()):  # the steps with a comment of their own
        markup = _french("blokus-example", {"example": example, "step": step})
        assert 'lang="en"' not in markup, (example, step)
        assert "rp-example-comment" in markup, (example, step)
