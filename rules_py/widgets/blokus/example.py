"""The Blokus worked examples' widget.

* ``blokus-example`` -- step through a worked example game. State
  ``{"example": "classic", "step": 0}`` (``step``: moves played so far).
  Act ``{"step": n}`` (go to move ``n``; the move list and the buttons
  send these). Keys: ArrowLeft, ArrowRight, Home, End.

The example records come from `rules_py.blokus.examples` (shipped in
the package, so the same widget runs at build time and in the browser).
A worked example has an "Embed" box (`rules_py.widgets.controls.embed`: the example
at the move shown, alone in another site's frame), left out in that frame.
"""

from __future__ import annotations

from typing import Any, cast

from ...blokus.board import Board
from ...blokus.scoring import colour_points
from ...i18n.messages import current, example_words, noun, tr
from ...render.board import board_figure
from ...render.markup import E, Element, Fragment
from ..controls import embed
from ..registry import State, Widget, act_kind, embedded, encode_share, get_int, get_str, register
from ..controls.step_bar import step_bar
from .common import board_unit, example_record

#: The Embed frame's height (CSS pixels): the board, the step bar and the comment.
EMBED_HEIGHT = 900


def _comment(text: str) -> Element:
    """A record's own comment in the page's language (English, marked so, where none is written)."""
    words, lang = example_words(text)
    return E("em", words, lang=lang)


def _scores_line(board: Board) -> str:
    return " \u00b7 ".join(noun(name, current()) + " " + format(colour_points(board, c), "+d")
                           for c, name in enumerate(board.variant.colours))


@register
class BlokusExample(Widget):
    """A worked example game, one move at a time."""

    name = "blokus-example"
    css = "rp-blokus-example"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "example", "classic")
        n = len(example_record(name).moves())
        step = get_int(state, "step", 0)
        if act_kind(act, ("step",), self.name):
            step = get_int(act or {}, "step", step)
        return {"example": name, "step": max(0, min(n, step))}

    def steps(self, state: State) -> tuple[str, list[State]]:
        """Every move of the example is known: the read path steps with ``{"step": n}``."""
        name = get_str(state, "example", "classic")
        return "step", [{"example": name, "step": k} for k in range(len(example_record(name).moves()) + 1)]

    def _moves(self, rec: Any, board: Board, step: int) -> Element:
        items = []
        for k, (c, text, _node, _prop) in enumerate(rec.moves(), start=1):
            here = {"aria-current": "step", "style": "font-weight:bold"} if k == step else {}
            items.append(E("li", here, E("a", noun(board.variant.colours[c], current()), href="#", data_act={"step": k}),
                           " ", E("code", text)))
        return E("details", E("summary", tr("All moves")), E("ol", items, style="columns:2;font-size:0.8em"),
                 cls="rp-example-moves")

    def render(self, state: State) -> Fragment:
        rec = example_record(state["example"])
        step, n = state["step"], len(rec.moves())
        board = rec.replay(stop_at=step)
        v = board.variant
        if step == 0:
            where = tr("Before the first move.")
        else:
            mv = board.history[-1]
            c = cast(int, mv.colour)
            where = tr("Move {step} of {n}: {colour:noun} places {piece} on {cells}.", step=step, n=n,
                       colour=v.colours[c], piece=mv.piece, cells=str(mv))
        comment = rec.comments().get(step, "")
        figure = board_figure(board, unit=board_unit(board),
                              title=tr("{title}, after {step} of {n} moves", title=tr(v.title), step=step, n=n))
        return Fragment(
            step_bar(step, n, "step", unit="move"), figure, E("p", where, cls="rp-example-where"),
            # The records' comments are written in English; their French is in
            # i18n/fr_examples.py (an untranslated one says lang="en").
            E("p", _comment(comment), cls="rp-example-comment") if comment else None,
            E("p", tr("Points now: ") + _scores_line(board) + (tr(" (final)") if board.is_over else ""),
              cls="rp-example-scores"),
            self._moves(rec, board, step),
            # the example at this step, alone in another site's frame (none inside one)
            None if embedded() else embed.panel("", encode_share({"example": state["example"], "step": step}),
                                                title=tr("A worked example"), height=EMBED_HEIGHT, keyed=True))


__all__ = ["BlokusExample"]
