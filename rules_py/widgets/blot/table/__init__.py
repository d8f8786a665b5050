"""Play BLOT in the page: the ``blot-table`` widget.

The reader sets up a table (2 players in the two-player variant, 3, 4 or 5
players, or 2 v 2 teams), makes each seat a human or a bot, and plays.

Hidden cards never reach the page. The usual widget protocol carries the
whole state in the page's ``data-state``; here that would show every hand,
so the game lives only in `games.GAMES` (Python memory: in the
browser, the worker's). The page state is ``{"game": ID, "seat": S}`` (the
seat is informative: the widget trusts only the viewer it stored itself),
and every drawing of a game is made from `observe`
for the human seat on screen. Before a game exists the page state is
``{"layout": "4"}`` and the widget draws the set-up form (that is also what
the build-time pre-render shows).

The page's link is ``#blot-ID.TOKEN``: the token (`saving`) holds
the seed of the game's chance and every decision, so the link opens the same
game in any browser (``{"goto": "blot-ID.TOKEN"}`` on load; a game kept here
under ID is shown as it is, unless the link holds more of it). Across
reloads the worker keeps the same token: after each request it calls
`rules_py.widgets.blot_table.persist_take` (`saving.take`: the tokens of
the games that changed) and writes them to IndexedDB under that module's
name; when it starts it hands them back to its ``persist_load``
(`saving.load`). No hand is written out in either; the set-up form
says what a decoded token still reveals.

One job per module: `games` (the tables kept, the oldest dropped),
`play` (chance and bots in turn, the reader's decisions),
`saving` (snapshots for the worker), `drawing` (what the page
shows); this module turns a request into them.

Acts (the JSON of the clicked button):

* set-up: ``{"layout": "2"|"3"|"4"|"5"|"teams"}``, ``{"new": 1}`` with inputs
  ``seat0``.. (``human``/``random``/``heuristic``/``strong``/``level1``..``level4``, or ``level5``: the top), ``mode``
  (``game``/``practice``) and ``seed`` (optional whole number);
* ``{"goto": "blot-ID"}`` (from the URL), ``{"setup": 1}`` (back to the form);
* decisions: ``{"card": "R7"}`` selects a card of the hand (or says why it
  cannot be played), ``{"tile": "red"}`` plays the selected card there,
  ``{"give": "Odin"}``, ``{"starter": 2}``; ``{"next": 1}`` deals the next round;
  ``{"reveal": seat}`` ends the "pass the device" screen of a hot-seat game;
* practice only: ``{"undo": 1}``, ``{"legal": 1}``, ``{"hint": 1}``;
* ``{"download": 1}`` (game over; in practice mode a warning first, then
  ``{"download": "confirm"}``) shows a link to the JSON record that
  ``python -m rules_py blot replay`` reads;
* after a round or the game: ``{"review": 1}``, ``{"rgo": n}``,
  ``{"review_close": 1}``, the review of the seat on screen's decisions
  (`rules_py.widgets.review.table`).
* game over: "Make a study" (`rules_py.widgets.review.table.study`), a
  link; with two players first ``{"study": 1}``, since the study, as the
  record, shows the cards set aside.
"""

from __future__ import annotations

from typing import ClassVar

from ....errors import RulesError
from ....render.markup import Element
from ...review import table as review_table
from ...registry import State, Widget, act_kind, get_int, get_str, register, widget_element
from . import drawing, play, saving
from .games import GAMES, KINDS, LAYOUTS, MAX_GAMES, MODES, Table, store
from .play import ACTS, STRONG_BUDGET, STRONG_WORLDS, advance, new_table

HASH_PREFIX = "blot-"


@register
class BlotTable(Widget):
    """A game of BLOT against bots or friends (see the module docstring)."""

    name = "blot-table"
    wakes = "view"  # a page made for acting: Python as it comes into view
    css = "blot-table-w"
    long = True  # the bots search
    #: ``announce``: the bots' decisions just taken, in words (said once by the page)
    transient: ClassVar[tuple[str, ...]] = ("announce",)

    def act(self, state: State, act: State | None, inputs: State) -> State:
        kind = act_kind(act, ACTS + review_table.ACTS, self.name)
        act = act or {}
        if kind == "goto":
            where = get_str(act, "goto", "")
            gid, _, token = (where[len(HASH_PREFIX):] if where.startswith(HASH_PREFIX) else "").partition(".")
            if not saving.GAME_ID.fullmatch(gid):
                return {"layout": "4"}
            t = saving.open_link(gid, token)
            if t is None:
                return {"game": gid}
            if GAMES.get(gid) is not t:
                store(t)
            return {"game": gid, "seat": t.viewer}
        if kind == "setup":
            return {"layout": get_str(state, "layout", "4", choices=LAYOUTS) if "layout" in state else "4"}
        if kind == "layout":
            return {"layout": get_str(act, "layout", "4", choices=LAYOUTS)}
        if kind == "new":
            return self._new(state, inputs)
        gid = get_str(state, "game", "")
        if not gid:
            if kind is not None:
                raise RulesError("Set up a game first.")
            return {"layout": get_str(state, "layout", "4", choices=LAYOUTS)}
        t = GAMES.get(gid)
        if t is None:
            return {"game": gid}
        out: State = {"game": gid, "seat": t.viewer}
        if kind is not None and kind not in review_table.ACTS:
            t.said = []
            play.game_act(t, kind, act)
            out = {"game": gid, "seat": t.viewer, "announce": t.said} if t.said else {"game": gid, "seat": t.viewer}
        return review_table.carry(t, state, kind, act, inputs, out)

    def _new(self, state: State, inputs: State) -> State:
        layout = get_str(state, "layout", "4", choices=LAYOUTS)
        players = LAYOUTS[layout][0]
        kinds = [get_str(inputs, "seat" + str(s), "human" if s == 0 else "heuristic", choices=KINDS)
                 for s in range(players)]
        mode = get_str(inputs, "mode", "game", choices=MODES)
        seed = get_int(inputs, "seed", 0) if str(inputs.get("seed", "")).strip() else None
        t = new_table(layout, kinds, mode, seed)
        return {"game": t.id, "seat": t.viewer, "announce": t.said} if t.said else {"game": t.id, "seat": t.viewer}

    def render(self, state: State) -> Element:
        gid = state.get("game")
        if not gid:
            return drawing.setup_form(state.get("layout", "4"))
        t = GAMES.get(gid)
        if t is None:
            return drawing.missing()
        if t.passing():
            return drawing.pass_screen(t)
        review = review_table.element(t, state)
        return drawing.table(t) if review is None else drawing.table(t).add(review)

    def element(self, state: State) -> Element:
        # The link carries the game (.saving): it opens it in any browser. It
        # changes with every move, so it replaces the history entry
        # (data-history): Back cannot take a move back.
        gid = state.get("game")
        t = GAMES.get(gid) if isinstance(gid, str) else None
        where = HASH_PREFIX + (t.id + "." + saving.encode(t) if t is not None else "new")
        return widget_element(self.name, state, self.render(state), cls=self.css, data_hash=where,
                              data_hash_prefix=HASH_PREFIX, data_history="replace", data_focus_mode="1",
                              # the bots' decisions just taken, in words: the page's live region says them once
                              data_said=list(state.get("announce") or []))


__all__ = ["ACTS", "GAMES", "HASH_PREFIX", "KINDS", "LAYOUTS", "MAX_GAMES", "STRONG_BUDGET", "STRONG_WORLDS",
           "BlotTable", "Table", "advance", "new_table"]
