"""What the BLOT worked example, "check a move" and scoring widgets share:
the worked examples' records and states, read once, and the step asked for."""

from __future__ import annotations

import functools

from ...blot.game import BlotState
from ...blot.record import EXAMPLES, Record, load_example
from ...errors import RulesError
from ...i18n.messages import tr
from ..registry import State, act_kind, get_int


@functools.lru_cache(maxsize=8)
def example_states(name: str) -> tuple[Record, tuple[BlotState, ...]]:
    """The worked example ``name``: its record and the state after each of its actions."""
    if name not in EXAMPLES:
        raise RulesError(tr("unknown BLOT example {name!r}; one of {names}", name=name, names=", ".join(EXAMPLES)))
    rec = load_example(name)
    return rec, tuple(rec.states())


def read_step(state: State, act: State | None, last: int, widget: str) -> int:
    """The state's step, or the one a ``{"go": n}`` act asks for, within ``[0, last]``."""
    step = get_int(state, "step", 0)
    if act_kind(act, ("go",), widget):
        step = get_int(act or {}, "go", step)
    return max(0, min(last, step))


__all__ = ["example_states", "read_step"]
