"""Step through a game in a notebook, with no widget library.

ipywidgets is not available offline in the site's JupyterLite, so the
notebooks step with a `rules_py.render.stepper.Stepper` instead: an object holding a list of
frames (boards, BLOT states, drawings) and a current step. Shown as a cell's
last value it draws the current frame with its caption (``_repr_html_``);
``next()``, ``prev()``, ``goto(n)``, ``first()`` and ``last()`` move and
return the stepper itself, so re-running a cell such as ``steps.next()``
(Ctrl+Enter keeps the cursor on the cell) is the "next" button::

    steps = Stepper(boards, captions=comments)
    steps.goto(10)      # shows step 10
    steps.next()        # shows step 11

Nothing here changes the frames: they are drawn as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..blokus.board import Board
from ..blot.game import BlotState
from .board import board_svg
from .cards import table_svg
from .markup import HTML, Element, Fragment, Markup, E

Drawing = Element | Fragment | Markup


def default_draw(frame: Any) -> Drawing:
    """The usual drawing of a frame: a board, a BLOT table, or markup as is;
    anything else as preformatted text."""
    if isinstance(frame, Board):
        return board_svg(frame)
    if isinstance(frame, BlotState):
        return table_svg(frame)
    if isinstance(frame, (Element, Fragment)) or (isinstance(frame, Markup) and frame.tree is not None):
        return frame
    return E("pre", str(frame))


class Stepper:
    """A list of frames and the step shown now (0-based, clamped to the ends).

    ``draw`` turns a frame into markup (default: `rules_py.render.stepper.default_draw`);
    ``captions`` (same length as ``frames``, ``None`` entries allowed) are
    shown above the drawing.
    """

    def __init__(self, frames: Sequence[Any], *, captions: Sequence[str | None] | None = None,
                 draw: Callable[[Any], Drawing] | None = None, start: int = 0, title: str = "") -> None:
        if not frames:
            raise ValueError("a stepper needs at least one frame")
        if captions is not None and len(captions) != len(frames):
            raise ValueError(f"{len(captions)} captions for {len(frames)} frames")
        self.frames = list(frames)
        self.captions = list(captions) if captions is not None else [None] * len(self.frames)
        self.draw = draw or default_draw
        self.title = title
        self.step = 0
        self.goto(start)

    def __len__(self) -> int:
        return len(self.frames)

    @property
    def frame(self) -> Any:
        """The frame at the current step."""
        return self.frames[self.step]

    def goto(self, n: int) -> "Stepper":
        """Show step ``n`` (negative counts from the end, like a list index)."""
        if n < 0:
            n += len(self.frames)
        self.step = max(0, min(n, len(self.frames) - 1))
        return self

    def next(self, k: int = 1) -> "Stepper":
        """Move ``k`` steps forward (stops at the last)."""
        return self.goto(self.step + k)

    def prev(self, k: int = 1) -> "Stepper":
        """Move ``k`` steps back (stops at the first)."""
        return self.goto(max(0, self.step - k))

    def first(self) -> "Stepper":
        """Go to the first step."""
        return self.goto(0)

    def last(self) -> "Stepper":
        """Go to the last step."""
        return self.goto(len(self.frames) - 1)

    def element(self) -> Element:
        """The current step as an HTML element: a heading line, the caption, the drawing."""
        head = f"step {self.step} of {len(self.frames) - 1}"
        if self.title:
            head = f"{self.title}: {head}"
        caption = self.captions[self.step]
        return E("div", E("p", E("b", head)), E("p", caption) if caption else None,
                 self.draw(self.frame), cls="rp-stepper")

    def html(self) -> HTML:
        """The stepper as HTML (shows in notebooks)."""
        return self.element().html()

    def _repr_html_(self) -> str:
        return str(self.html())

    def __repr__(self) -> str:
        return f"<Stepper step {self.step} of {len(self.frames) - 1}>"


__all__ = ["Stepper", "default_draw"]
