"""The record viewer: read a reader's own game record and step through it.

Widget ``record-viewer`` -- state ``{"text": RECORD, "step": n}`` (both
optional: no text is the empty viewer). The record is a ``.blksgf`` (ours
or Pentobi's, read by `rules_py.blokus.sgf`) or a BLOT JSON record
(`rules_py.blot.record`); which one is told by its first character
(``(`` or ``{``). Acts:

* ``{"load": 1}`` -- read the ``record`` input (a textarea; the page's
  ``viewer.js`` also puts an uploaded or dropped file there, then sends this);
* ``{"example": NAME}`` -- load one of the package's example records;
* ``{"go": n}`` -- step ``n`` (0 is before the first move); keys
  Home/ArrowLeft/ArrowRight/End;
* ``{"clear": 1}`` -- back to the empty viewer;
* ``{"review": 1}`` -- review a record's moves (inputs ``review_who``:
  ``all`` or a player from 0, ``review_level``: a Blokus level, or BLOT's
  deals per decision), kept in the state as
  ``"review": {"who", "level", "seed"}`` and drawn by
  `rules_py.widgets.review.panel` (the graph, the marked moves, the
  better move as a ghost on a Blokus board at each marked move's step, a
  BLOT decision's options with their expected points); the
  searches run once per record, player, level and seed (the panel's cache);
  ``{"review_close": 1}`` closes it.

A record the readers refuse is drawn as a sentence naming where (line,
column, field, move) and what is wrong, in the page's language; the text
stays in the box so the reader can fix it. In an embed frame
(`rules_py.widgets.registry.embedded`) a record shown is read-only: no
form to paste, choose or clear, and ``load``, ``example`` and ``clear``
change nothing. The current position is offered
as a standalone SVG file (a ``data:`` link, so no script is needed).
"""

from __future__ import annotations

import functools
import urllib.parse
from typing import Any, cast

from ..blokus import examples as blokus_examples
from ..blokus import sgf
from ..blokus.board import Board
from ..blokus.scoring import colour_points
from ..render.commentary import describe
from ..blot.game import BlotState
from ..blot.record import Record as BlotRecord
from ..blot.record import example_text
from ..errors import MAX_BYTES, RecordError, RulesError
from ..i18n.record_errors import detail_words, record_error_what, where_words
from ..i18n.messages import current, noun, tr
from ..render.board import board_figure, board_svg
from ..render.cards import move_words, score_element, table_element
from ..render.markup import E, Element, Fragment
from .review import cache as review_cache
from .review import panel as review_panel
from .registry import State, Widget, act_kind, button, embedded, get_int, get_str, register
from .controls.step_bar import step_bar

#: The example records offered: act name -> (kind, the package's example name, label for tr).
SAMPLES: dict[str, tuple[str, str, str]] = {
    "blokus-classic": ("blokus", "classic", "Blokus, a finished four-colour game"),
    "blokus-duo": ("blokus", "duo", "Blokus Duo, a finished game"),
    "blot-trick": ("blot", "trick", "BLOT, one ceremony"),
    "blot-last_ceremony": ("blot", "last_ceremony", "BLOT, the last ceremony"),
    "blot-martin": ("blot", "martin", "BLOT, a whole game"),
}

class Game:
    """A record read and checked: its frames (one per step) and what to say at each."""

    kind: str = ""

    def steps(self) -> int:
        """The last step (the number of moves)."""
        raise NotImplementedError

    def title(self) -> str:
        """The record's own title or players (the reader's text, shown as is)."""
        raise NotImplementedError

    def view(self, step: int, ghost: str | None = None) -> tuple[Any, Any, Element | None, Element, Element]:
        """(move line, comment, scores, picture, what the page shows of it) at
        ``step``: the picture is what the download link saves. ``ghost``: a
        move (a review's better move, at the position before ``step``'s move)
        drawn as a ghost on the board."""
        raise NotImplementedError


class BlokusGame(Game):
    """A ``.blksgf`` record, replayed once to check every move."""

    kind = "blokus"

    def __init__(self, text: str) -> None:
        self.rec = sgf.read(text)
        self.rec.replay()  # raises RecordError at the first illegal move
        self.moves = self.rec.moves()
        self.notes = self.rec.comments()

    def steps(self) -> int:
        return len(self.moves)

    def title(self) -> str:
        root = self.rec.root
        names = [v for ident in ("PB", "PW", "P1", "P2", "P3", "P4") for v in (root.get(ident) or [])]
        game = (root.get("GN") or [""])[0]
        return " · ".join(x for x in [game, " – ".join(names)] if x)

    def players(self) -> list[str]:
        """Each player in words (its colours)."""
        v = self.rec.variant
        return [review_panel.blokus_player(v, p) for p in range(len(v.players))]

    def view(self, step: int, ghost: str | None = None) -> tuple[Any, Any, Element | None, Element, Element]:
        board = self.rec.replay(stop_at=step)
        v = board.variant
        if step == 0:
            line = tr("Before the first move.")
        else:
            mv = board.history[-1]
            c = cast(int, mv.colour)
            line = tr("Move {step} of {n}: {colour:noun} places {piece} on {cells}.", step=step, n=self.steps(),
                      colour=v.colours[c], piece=mv.piece, cells=str(mv))
        points = " · ".join(noun(name, current()) + " " + format(colour_points(board, c), "+d")
                            for c, name in enumerate(v.colours))
        scores = E("p", tr("Points now: ") + points + (tr(" (final)") if board.is_over else ""),
                   cls="rp-viewer-scores")
        unit = 18 if board.geometry.width > 14 else 22
        title = tr("{title}, after {step} of {n} moves", title=tr(v.title), step=step, n=self.steps())
        # The page shows the board and its panel as two pictures (the panel
        # goes below on a phone); the download is one picture holding both.
        cells = None
        if ghost is not None and step > 0:
            colour = cast(int, board.history[-1].colour)
            cells = list(self.rec.replay(stop_at=step - 1).parse_move(ghost, colour).cells)
        svg = board_svg(board, unit=unit, title=title, highlight=cells)
        return line, self.notes.get(step), scores, cast(Element, svg.tree), board_figure(
            board, unit=unit, title=title, highlight=cells)


class BlotGame(Game):
    """A BLOT JSON record, replayed once to check every action."""

    kind = "blot"

    def __init__(self, text: str) -> None:
        self.rec = BlotRecord.loads(text)
        self.rec.replay()  # raises RecordError naming the first illegal action
        self.states: list[BlotState] = self.rec.states()
        self.actions = self.rec.actions()
        self.notes = self.rec.comments()
        # a round's own comment (on its deal) opens that round: before the first
        # move for round 1 (after the record's comment), else on its first action
        self.openings: dict[int, str] = {}
        first = 0
        for rnd in self.rec.rounds:
            if rnd.comment:
                self.openings[first] = rnd.comment
            first += len(rnd.actions)

    def steps(self) -> int:
        return len(self.actions)

    def title(self) -> str:
        return " · ".join(x for x in [self.rec.title or "", " – ".join(self.rec.seats)] if x)

    def note(self, step: int) -> Any:
        """What is said at ``step``: the record's and round 1's comments before the
        first move; a move's comment (else its description in words), after the
        comment of the round it opens."""
        if step == 0:
            said = [x for x in (self.rec.comment, self.openings.get(0)) if x]
            return Fragment(said[0], E("br"), E("br"), said[1]) if len(said) == 2 else (said[0] if said else None)
        before = self.states[step - 1]
        told = self.notes[step - 1] or describe(before, self.actions[step - 1], self.rec.seats)
        opening = self.openings.get(step - 1) if step > 1 else None
        return Fragment(opening, E("br"), E("br"), told) if opening else told

    def players(self) -> list[str]:
        """Each seat's name (the reader's text)."""
        return list(self.rec.seats)

    def option(self, index: int, text: str) -> str:
        """An option of the decision at action ``index`` (record notation) in the reader's words."""
        return review_panel.blot_label(self.states[index], text, self.rec.seats)

    def view(self, step: int, ghost: str | None = None) -> tuple[Any, Any, Element | None, Element, Element]:
        st, seats = self.states[step], self.rec.seats
        if step == 0:
            line: Any = tr("Before the first move.")
        else:
            before = self.states[step - 1]
            line = tr("Move {step} of {n}: {move}", step=step, n=self.steps(),
                      move=move_words(self.actions[step - 1], seats, before))
        note = self.note(step)
        scores = score_element(st, seats) if st.round_scores() else None
        table = table_element(st, seats)
        return line, note, scores, table, E("div", table, cls="blot-svg")


class NotARecord(RecordError):
    """Text that is neither kind of record (its message is already in the reader's language)."""


def _kind(text: str) -> str:
    """"blokus" or "blot" from the record's first character."""
    first = text.lstrip("\ufeff \t\r\n")[:1]
    if first == "(":
        return "blokus"
    if first == "{":
        return "blot"
    raise NotARecord(tr("this is neither a .blksgf record (it starts with {sgf}) nor a BLOT record "
                        "(it starts with {json}).", sgf="“(”", json="“{”"), line=1, column=1, code="syntax")


@functools.lru_cache(maxsize=2)
def read_game(text: str) -> Game:
    """The record in ``text``, read and checked (cached: each step re-draws it)."""
    return BlokusGame(text) if _kind(text) == "blokus" else BlotGame(text)


def error_element(exc: RecordError) -> Element:
    """The refusal as the reader sees it: where, what it means, and the reader's detail."""
    if isinstance(exc, NotARecord):
        what = exc.message
    else:
        what = record_error_what(exc)
    where = where_words(exc)
    # The readers' detailed messages are English; a French page shows the JSON
    # parser's in French and leaves the others out (detail_words).
    words = None if exc.reason is not None or exc.message == what else detail_words(exc)
    detail = E("small", words[:1].upper() + words[1:]) if words else None
    return E("div", E("p", E("strong", tr("This record cannot be read.")), " ",
                      (where + tr(": ")) if where else "", what),
             E("p", detail) if detail is not None else None, cls="rp-viewer-error", role="alert")


def svg_download(picture: Element, step: int) -> Element:
    """A link that saves ``picture`` as a standalone SVG file."""
    svg = '<?xml version="1.0" encoding="UTF-8"?>\n' + str(picture)
    href = "data:image/svg+xml;charset=utf-8," + urllib.parse.quote(svg, safe="")
    return E("a", tr("Download this position (SVG)"), href=href, download=f"position-{step}.svg",
             cls="rp-viewer-download")


def _sample_text(name: str) -> str:
    if name not in SAMPLES:
        raise RulesError(tr("unknown example {name!r}", name=name))
    kind, which, _label = SAMPLES[name]
    return blokus_examples.text(which) if kind == "blokus" else example_text(which)


@functools.lru_cache(maxsize=1)
def _samples_by_text() -> dict[str, str]:
    return {_sample_text(name): name for name in SAMPLES}


def sample_of(text: str) -> str | None:
    """The name of the packaged sample whose record is ``text`` exactly, else ``None``."""
    return _samples_by_text().get(text)


def _review_entries(game: Game, text: str, ask: review_cache.Ask) -> list[review_cache.Entry]:
    """The review of ``game`` (cached by the panel)."""
    if isinstance(game, BlotGame):
        return review_cache.blot_review(text, ask)
    return review_cache.blokus_review(text, ask)


@register
class RecordViewer(Widget):
    """Paste, upload or drop a record; step through it."""

    name = "record-viewer"
    long = True  # a long record takes a while to replay in the browser
    css = "rp-viewer"
    ACTS = ("load", "example", "go", "clear", "review", "review_close")

    def steps(self, state: State) -> tuple[str, list[State]] | None:
        """A packaged sample shown (no review open): every step is known, ``{"go": n}``."""
        text = get_str(state, "text", "")
        if self.steps_context(state) is None or not text:
            return None
        game = read_game(text)
        return "go", [{"text": text, "step": k} for k in range(game.steps() + 1)]

    def steps_keyed(self, state: State) -> tuple[str, dict[str, State]] | None:
        """From the empty viewer or a sample, ``{"example": NAME}`` opens each sample at its start."""
        if self.steps_context(state) is None:
            return None
        return "example", {name: {"text": _sample_text(name), "step": 0} for name in SAMPLES}

    def steps_context(self, state: State) -> str | None:
        """``viewer:none`` (the empty viewer) or ``viewer:NAME`` (a sample, no review open); else none."""
        if state.get("review") is not None or state.get("empty"):
            return None
        text = state.get("text")
        if not text:
            return "viewer:none"
        name = sample_of(text) if isinstance(text, str) else None
        return None if name is None else "viewer:" + name

    def act(self, state: State, act: State | None, inputs: State) -> State:
        text = get_str(state, "text", "")
        step = get_int(state, "step", 0, lo=0)
        kind = act_kind(act, self.ACTS, self.name)
        if embedded() and kind in ("load", "example", "clear"):
            kind = None  # read-only in an embed frame: the record shown stays
            act = None
        ask = state.get("review") if kind not in ("load", "example", "clear", "review_close") else None
        if kind == "review":
            game = read_game(text) if text else None
            if not isinstance(game, (BlokusGame, BlotGame)):
                raise RulesError(tr("there is no record to review: read one first"))
            chosen = review_cache.ask_from_inputs(inputs, len(game.players()), game.kind)
            with review_cache.clicked():
                entries = _review_entries(game, text, chosen)
            marked = [e["index"] + 1 for e in entries if e.get("mark")]
            return {"text": text, "step": marked[0] if marked else step, "review": chosen.to_state()}
        if kind == "load":
            text, step = get_str(inputs, "record", ""), 0
            if not text.strip():
                return {"empty": True}
        elif kind == "example":
            text, step = _sample_text(get_str(act or {}, "example", "")), 0
        elif kind == "clear":
            return {}
        elif kind == "go":
            step = get_int(act or {}, "go", step, lo=0)
        if not text:
            return {}
        try:
            game = read_game(text)
            step = min(step, game.steps())
        except RecordError:
            return {"text": text, "step": 0}  # drawn as the refusal by render
        out: State = {"text": text, "step": step}
        if ask is not None and isinstance(game, (BlokusGame, BlotGame)):
            checked = review_cache.read_ask(ask, len(game.players()), game.kind)
            if checked is not None and review_cache.is_cached(game.kind, text, checked):
                out["review"] = checked.to_state()  # else a link's review waits for the reader's click
        return out

    def _form(self, draft: str, empty: bool) -> Element:
        examples = [button(tr(label), {"example": name}, cls="rp-btn rp-viewer-example")
                    for name, (_kind, _which, label) in SAMPLES.items()]
        return E("div",
                 E("label", tr("Paste a record (.blksgf or BLOT JSON):"), E("br"),
                   E("textarea", draft, name="record", rows=6, cols=60, spellcheck="false",
                     cls="rp-viewer-text")),
                 # Our own button (the browser's "Choose File / No file chosen" is in its own language).
                 E("p", tr("or choose a file: "),
                   E("label", tr("Choose a file"),
                     E("input", type="file", accept=".blksgf,.sgf,.json,text/plain,application/json",
                       cls="rp-viewer-file rp-file-input", data_max_bytes=MAX_BYTES), cls="rp-btn rp-file"),
                   " ", E("span", tr("or drop one on this box."), cls="rp-viewer-droptext")),
                 E("p", tr("Nothing to read: paste a record or choose a file first."), cls="rp-viewer-error",
                   role="alert") if empty else None,
                 E("p", button(tr("Read the record"), {"load": 1}, title=tr("Read and check the pasted record")),
                   " ", button(tr("Clear"), {"clear": 1}, title=tr("Empty the viewer"))),
                 E("details", E("summary", tr("Or open an example")), E("p", examples)),
                 cls="rp-viewer-drop")

    def _review(self, game: Game, state: State) -> tuple[Element | None, str | None]:
        """The review panel (or the form that asks for one) and the ghost to draw at this step."""
        if not isinstance(game, (BlokusGame, BlotGame)):
            return None, None
        players = game.players()
        ask = review_cache.read_ask(state.get("review"), len(players), game.kind)
        if ask is None:
            return review_panel.form(players, None, game.kind), None
        entries = _review_entries(game, state["text"], ask)
        step = state["step"]
        at = next((e for e in entries if e["index"] + 1 == step), None)
        ghost = None
        if isinstance(game, BlokusGame):
            ghost = at["best"] if at is not None and at.get("mark") and at["best"] != at["move"] else None
            mover = ""
            if step > 0:
                board = game.rec.replay(stop_at=step - 1)
                mover = players[board.player_to_move] if board.player_to_move is not None else ""
            lines = review_panel.blokus_lines(game.rec.variant, ask)
            panel = review_panel.panel(entries, game.steps(), step, "go", lines=lines, who=lambda p: players[p],
                                       mover=mover, close={"review_close": 1})
        else:
            seat = getattr(game.actions[step - 1], "player", None) if step > 0 else None
            mover = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else ""
            blot = game
            panel = review_panel.panel(entries, game.steps(), step, "go", lines=review_panel.blot_lines(players, ask),
                                       who=lambda p: players[p], mover=mover, close={"review_close": 1}, kind="blot",
                                       label=lambda text: blot.option(step - 1, text))
        return E("div", panel, review_panel.form(players, ask, game.kind)), ghost

    def _game(self, game: Game, state: State) -> list[Any]:
        step = state["step"]
        review, ghost = self._review(game, state)
        line, note, scores, picture, shown = game.view(step, ghost)
        en = "en" if current() != "en" else None  # the reader's comments are in their own language
        return [E("p", E("strong", game.title(), lang=en), cls="rp-viewer-title") if game.title() else None,
                step_bar(step, game.steps()),
                E("div", E("p", line), E("p", E("em", note, lang=en)) if note else None,
                  cls="rp-viewer-comment", aria_live="polite"),
                shown,
                scores, E("p", svg_download(picture, step)), review]

    def render(self, state: State) -> Fragment:
        text = state.get("text", "")
        if not text:
            return Fragment(self._form("", bool(state.get("empty"))))
        try:
            game = read_game(text)
        except RecordError as exc:
            return Fragment(error_element(exc), self._form(text, False))
        # in an embed frame (read-only) the record is read, not replaced: no form
        return Fragment(self._game(game, state), None if embedded() else self._form("", False))


__all__ = ["SAMPLES", "Game", "BlokusGame", "BlotGame", "NotARecord", "read_game",
           "error_element", "svg_download", "RecordViewer"]
