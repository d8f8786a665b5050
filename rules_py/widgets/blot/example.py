"""The BLOT worked examples' widget: step through them.

* ``blot-example`` -- state ``{"example": "martin", "step": 0}``: the table
  after ``step`` actions of a worked example, the step's comment, the move
  list (click a move to go there) and, once a round is over, its score
  breakdown. Acts: ``{"go": n}``; keys Left/Right/Home/End.

A worked example has an "Embed" box (`rules_py.widgets.controls.embed`: the example
at the step shown, alone in another site's frame), left out in that frame.
"""


from __future__ import annotations

from typing import Any

from ...blot.game import Action, BlotState
from ...blot.record import Record
from ...render.commentary import describe
from ...i18n.messages import example_words, tr
from ...render.cards import move_words, score_element, seat_labels, table_element
from ...render.markup import E, Element, Fragment
from ..controls import embed
from ..registry import State, Widget, button, embedded, encode_share, get_str, register
from ..controls.step_bar import step_bar
from .common import example_states, read_step

#: The Embed frame's height (CSS pixels): the table, the comment and the step bar.
EMBED_HEIGHT = 1000


def _comment(rec: Record, before: BlotState, action: Action, k: int) -> Element:
    """The comment of move ``k``: the engine's narration in the page's
    language, followed by what the record's own (English) comment adds to it,
    in the page's language (`example_words`;
    English marked ``lang="en"`` where no translation exists). A record's
    comment usually starts with that narration, in English."""
    narration = describe(before, action, tuple(seat_labels(rec.seats)))
    own = rec.comments()[k] or ""
    english = describe(before, action, rec.seats, "en")
    if own.startswith(english):
        own = own[len(english):]
    elif own:  # a comment of its own: the record's words only
        words, lang = example_words(own)
        return E("span", words, lang=lang)
    words, lang = example_words(own)
    return E("span", narration, E("span", words, lang=lang) if lang else words or None)


@register
class BlotExample(Widget):
    """A worked example, one action at a time."""

    name = "blot-example"
    css = "blot-example"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "example", "martin")
        rec, _states = example_states(name)
        return {"example": name, "step": read_step(state, act, len(rec.actions()), self.name)}

    def steps(self, state: State) -> tuple[str, list[State]]:
        """Every step of the example is known: the read path steps with ``{"go": n}``."""
        name = get_str(state, "example", "martin")
        rec, _states = example_states(name)
        return "go", [{"example": name, "step": k} for k in range(len(rec.actions()) + 1)]

    def render(self, state: State) -> Element:
        name, step = state["example"], state["step"]
        rec, states = example_states(name)
        actions, seats = rec.actions(), tuple(seat_labels(rec.seats))
        st = states[step]
        # Records' own words are written in English, with their French in
        # i18n/fr_examples.py (example_words); the narration is the engine's.
        if step == 0:
            words, lang = example_words(rec.comment or "")
            note: Any = E("span", words, lang=lang)
        else:
            note = Fragment(E("strong", str(step) + ". " + move_words(actions[step - 1], seats, states[step - 1])),
                            " — ", _comment(rec, states[step - 1], actions[step - 1], step - 1))
        moves = [button(move_words(a, seats, states[i]), {"go": i + 1}, title=tr("Go to step {n}", n=i + 1),
                        cls="blot-here" if i + 1 == step else "") for i, a in enumerate(actions)]
        title, title_lang = example_words(rec.title or name)
        return E("div", E("div", E("strong", title, lang=title_lang), cls="blot-title"),
                 step_bar(step, len(actions)),
                 E("div", note, cls="blot-comment", aria_live="polite"),
                 E("div", table_element(st, seats), cls="blot-svg"),
                 E("details", E("summary", tr("All moves")), E("div", moves, cls="blot-moves")),
                 score_element(st, seats) if st.round_scores() else None,
                 None if embedded() else embed.panel("", encode_share({"example": name, "step": step}),
                                                     title=title, height=EMBED_HEIGHT, keyed=True),
                 cls="blot-w")


__all__ = ["BlotExample"]
