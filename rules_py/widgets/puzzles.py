"""Widgets of the solo-puzzle pages (``docs/puzzles/*.md``).

JSON ops ``puzzles.solve`` (a solution record) and ``puzzles.check`` (a
report) serve notebooks and scripts through `rules_py.web.handle`.

``puzzles-solve`` -- state ``{"puzzle": NAME, "seed": S, "mode": M}``: the
solution stays hidden until asked for (``mode`` ``"hidden"``, the default:
a **Show a solution** button, ``{"do": "show"}``); then (``"solution"``) it
draws a solution found by [`rules_py.blokus.puzzles.solve`][rules_py.blokus.puzzles.solve.solve] for that
seed, with a button for another seed; a box, folded away, where the reader
pastes an attempt (the JSON record, or a bare list of pieces) to have it
checked (``"check"``): the problems are listed and their cells ringed on the
drawing. Acts ``{"do": "show"}``, ``{"do": "seed", "seed": n}``,
``{"do": "check"}`` (reads the input ``attempt``), ``{"do": "clear"}``.

The call runs synchronously (at build time, then in the page's worker); it
reports its progress (nodes searched, seconds) through
`rules_py.progress`, which the page's worker forwards to the page (a
"Working..." line with Cancel). Each solve has a time limit
(``limit`` in the state or the op's arguments, `LIMIT` by default)
and says so when it runs out. Whatever a request says, that budget is
capped: a ``limit`` that is not a finite number of seconds from 0 to
`MAX_LIMIT` (a boolean, ``null``, text, NaN, infinity, negative,
above the cap) is refused, never clamped -- by the op as a request error
(`RequestError`), by the widget as the
reader's mistake ([`RulesError`][rules_py.errors.RulesError], like its other
state values). Every puzzle usually solves in well under a second; the hard
pentomino rectangle can take a few seconds (``make bench``).

The drawing goes through the one board renderer
([`rules_py.render.board.grid_svg`][rules_py.render.board.grid_svg]) from the puzzle's public data
(its grid, the placements, the problems' cells): see `puzzle_look`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import progress
from ..blokus import puzzles as P
from ..blokus.puzzles import play
from ..errors import RecordError, RulesError, OptionError
from ..i18n.record_errors import record_error_words
from ..i18n.messages import current, noun, tr
from ..reasons import Reason
from ..render.board import colour_key
from ..render.puzzles import puzzle_play_svg, puzzle_svg, puzzle_title
from ..render.markup import E, Element, Fragment, SVG
from . import placement
from .registry import (RequestError, State, Widget, act_kind, button, describe, get_int, get_list, get_str, op,
                       register)

#: The default search budget of one solve, in seconds.
LIMIT = 10.0
#: Nodes between two progress reports (and checks of the clock): a rectangle
#: of five-square pieces visits about a thousand nodes a second in CPython.
REPORT_EVERY = 100
#: The most any request may ask for: the page's single worker answers
#: nothing else while it searches.
MAX_LIMIT = 60.0


def _budget_ok(value: Any) -> bool:
    """True when ``value`` is a finite number of seconds in ``[0, MAX_LIMIT]``
    (booleans are not numbers; NaN fails both comparisons)."""
    return (not isinstance(value, bool) and isinstance(value, (int, float))
            and 0 <= value <= MAX_LIMIT)


def _op_args(puzzle: Any, seed: Any, limit: Any) -> tuple[str, int, float]:
    """The op's arguments checked: a known puzzle name, a whole seed, a
    capped limit; a `RequestError` naming the argument otherwise."""
    if not isinstance(puzzle, str):
        raise RequestError(f"puzzle must be a puzzle name, not {type(puzzle).__name__}")
    try:
        P.get_puzzle(puzzle)
    except (KeyError, OptionError) as exc:
        raise RequestError(str(exc.args[0]) if exc.args else f"unknown puzzle {puzzle!r}") from None
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RequestError(f"seed must be a whole number, not {type(seed).__name__}")
    if not _budget_ok(limit):
        raise RequestError(f"limit must be a number of seconds from 0 to {MAX_LIMIT:g}, not {limit!r}")
    return puzzle, seed, float(limit)


@op("puzzles.solve")
def solve_op(puzzle: str, seed: int = 0, limit: float = LIMIT) -> dict[str, Any]:
    """JSON op: ``{"puzzle", "pieces"}`` record of a solution, or
    ``{"puzzle", "pieces": [], "partial": [...], "error"}`` on time out.
    ``limit`` is capped (see the module docstring)."""
    puzzle, seed, limit = _op_args(puzzle, seed, limit)
    try:
        return P.to_record(puzzle, P.solve(puzzle, seed, time_limit=limit, progress=_report,
                                            report_every=REPORT_EVERY))
    except P.Cancelled as exc:
        return {"puzzle": puzzle, "pieces": [], "partial": [p.to_dict() for p in exc.partial], "error": str(exc)}


@op("puzzles.check")
def check_op(puzzle: str, attempt: Any, partial: bool = False) -> dict[str, Any]:
    """JSON op: the checker's report (see `CheckReport.to_dict`)."""
    puzzle = _op_args(puzzle, 0, 0)[0]
    if not isinstance(partial, bool):
        raise RequestError(f"partial must be true or false, not {type(partial).__name__}")
    return P.check(puzzle, attempt, partial=partial).to_dict()


def _report(p: P.Progress) -> None:
    """The solver's progress, to whoever listens (the page's worker)."""
    progress.report(p.nodes, p.elapsed)


def _solution(name: str, seed: int, limit: float) -> tuple[list[P.Placement], bool, str]:
    """(pieces, solved?, note): on time out, the deepest position reached."""
    try:
        return P.solve(name, seed, time_limit=limit, progress=_report, report_every=REPORT_EVERY), True, ""
    except P.Cancelled as exc:
        note = tr("No solution found within {limit} s for seed {seed}.", limit=f"{limit:g}", seed=seed)
        if exc.partial:
            note += " " + tr("The drawing shows the furthest the search got: {n} of {total} pieces (some groups "
                             "not yet linked to their corner).", n=len(exc.partial),
                             total=P.get_puzzle(name).piece_count)
        return list(exc.partial), False, note


def _limit(state: State) -> float:
    value = state.get("limit", LIMIT)
    if not _budget_ok(value):
        raise RulesError(tr("limit must be a number of seconds between 0 and {most}", most=f"{MAX_LIMIT:g}"))
    return float(value)


@register
class PuzzleSolve(Widget):
    """A solution per seed, and a checker for the reader's own attempt."""

    name = "puzzles-solve"
    wakes = "view"  # a page made for acting: Python as it comes into view
    long = True  # the solver searches
    css = "rp-puzzles"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "puzzle", "tetrominoes-8x10")
        try:
            P.get_puzzle(name)
        except (KeyError, OptionError):
            raise RulesError(tr("unknown puzzle {name!r}", name=name)) from None
        seed = get_int(state, "seed", 0)
        mode = get_str(state, "mode", "hidden", choices=("hidden", "solution", "check"))
        attempt = get_str(inputs, "attempt", get_str(state, "attempt", ""))
        if act_kind(act, ("do",), self.name):
            do = get_str(act or {}, "do", "", choices=("show", "seed", "check", "clear"))
            if do == "show":
                mode = "solution"
            elif do == "seed":
                seed, mode = get_int(act or {}, "seed", seed + 1), "solution"
            elif do == "check":
                mode = "check"
            else:
                mode, attempt = "hidden", ""
        new: State = {"puzzle": name, "seed": seed, "limit": _limit(state), "mode": mode}
        if attempt.strip():
            new["attempt"] = attempt
        return new

    def _checked(self, puzzle: P.Puzzle, attempt: str) -> list[Any]:
        try:
            _named, placements = P.read_attempt(attempt)
        except RecordError as exc:
            return [E("p", tr("Cannot read the attempt: {why}", why=record_error_words(exc)), cls="rp-error")]
        report = P.check(puzzle, placements, partial=True)
        out: list[Any] = [puzzle_svg(puzzle, placements, report.problems)]
        if report.ok:
            verdict = tr("Solved!") if P.check(puzzle, placements).solved else tr(
                "No problem so far: {n} of {total} pieces placed.", n=len(placements), total=puzzle.piece_count)
            out.append(E("p", verdict, cls="rp-ok"))
        else:
            out.append(E("ul", [E("li", p.message(), data_reason=p.code) for p in report.problems],
                         cls="rp-problems"))
        return out

    def _controls(self, seed: int, attempt: str, shown: bool, checking: bool) -> list[Element]:
        previous = button(tr("Previous seed"), {"do": "seed", "seed": seed - 1}, key="ArrowLeft") if seed > 0 else None
        ask = (E("p", button(tr("Another solution"), {"do": "seed", "seed": seed + 1}, key="ArrowRight"),
                 " " if previous else None, previous, cls="rp-controls") if shown else
               E("p", button(tr("Show a solution"), {"do": "show"},
                             title=tr("Draw a solution found by the solver (it gives the puzzle away)")),
                 cls="rp-controls"))
        # Checking an attempt typed as text is for those who write records: folded away.
        typed = E("details", E("summary", tr("Check an attempt written as text")),
                  E("p", E("label", tr("Your attempt (JSON list of "),
                           E("span", '{"colour", "piece", "cells"}', lang="en"), tr("): "),
                           E("input", name="attempt", size=40, value=attempt)), " ",
                    button(tr("Check my attempt"), {"do": "check"}), " ", button(tr("Clear"), {"do": "clear"}),
                    cls="rp-attempt"), open=checking or bool(attempt))
        return [ask, typed]

    def render(self, state: State) -> Fragment:
        puzzle = P.get_puzzle(state["puzzle"])
        seed, attempt = state["seed"], state.get("attempt", "")
        parts: list[Any] = [E("p", E("strong", puzzle_title(puzzle)), cls="rp-puzzle-title")]
        mode = state["mode"]
        if mode == "check" and attempt:
            parts += self._checked(puzzle, attempt)
        elif mode == "check":  # "Check" with nothing typed: say so rather than nothing
            parts.append(E("p", tr("Your attempt is empty: type your pieces in the box, then check."),
                           cls="rp-note", role="status"))
        elif mode == "solution":
            solution, solved, note = _solution(puzzle.name, seed, state["limit"])
            parts.append(puzzle_svg(puzzle, solution))
            parts.append(E("p", tr("Solution for seed {seed}.", seed=seed)) if solved else E("p", note, cls="rp-note"))
        return Fragment(parts, self._controls(seed, attempt, mode == "solution", mode == "check"))


# ---------------------------------------------------------------------------
# puzzles-play: the puzzle by hand, with the placement control


HASH_PREFIX = "puzzle/"
PLAY_ACTS = placement.ACTS + ("place", "colour", "undo", "clear", "check", "clue", "solve", "goto")
#: What the last Hint or Solve said (rendered in the page's language).
NOTES = ("hint_proved_none", "hint_none_known", "timeout", "solve_replaced", "solved_already", "")


def _encode(p: P.Placement) -> str:
    """One placed piece in the state and the URL: ``blue:T4:a1,b1,c1,b2``."""
    return (p.colour or "") + ":" + p.piece + ":" + ",".join(p.cells)


def _decode(text: Any) -> P.Placement:
    parts = text.split(":") if isinstance(text, str) else []
    if len(parts) != 3 or not parts[2]:
        raise RulesError(tr("not a placed piece: {what}", what=describe(text)))
    return P.Placement(parts[0] or None, parts[1], tuple(c for c in parts[2].split(",") if c))


def _play_puzzle(state: State) -> P.Puzzle:
    name = get_str(state, "puzzle", "tetrominoes-8x10")
    try:
        return P.get_puzzle(name)
    except (KeyError, OptionError):
        raise RulesError(tr("unknown puzzle {name!r}", name=name)) from None


def _from_hash(text: str) -> tuple[str, list[P.Placement]]:
    """``(puzzle name, pieces)`` from ``puzzle/NAME/PIECE;PIECE``."""
    parts = text.split("/")
    if len(parts) != 3 or parts[0] + "/" != HASH_PREFIX:
        raise RulesError(tr("not a puzzle link: {what}", what=describe(text)))
    return parts[1], [_decode(t) for t in parts[2].split(";") if t]


def _clue(puzzle: P.Puzzle, pieces: list[P.Placement]) -> tuple[list[P.Placement], str]:
    """Hint: the pieces with one more of a solution that keeps them, and the note."""
    if len(pieces) == puzzle.piece_count:
        return pieces, "solved_already"
    extra, found = play.hint(puzzle, pieces)
    if extra is not None:
        return pieces + [extra], ""
    return pieces, "timeout" if found.timed_out else ("hint_proved_none" if found.proved else "hint_none_known")


def _finish(puzzle: P.Puzzle, pieces: list[P.Placement]) -> tuple[list[P.Placement], str]:
    """Solve: a solution keeping the pieces if one is found, else a fresh one."""
    found = play.keeping(puzzle, pieces)
    if found.solution is not None:
        return found.solution, ""
    if found.timed_out:
        return pieces, "timeout"
    try:
        return P.solve(puzzle, 0, time_limit=play.HINT_LIMIT), "solve_replaced"
    except P.Cancelled:
        return pieces, "timeout"


@register
class PuzzlePlay(Widget):
    """A solo puzzle played by hand: tray, ghost, the puzzle's rules live;
    Check, Hint (one piece), Solve, Undo.

    State ``{"puzzle": NAME, "pieces": ["blue:T4:a1,b1,c1,b2", ...],
    "colour": "blue", "sel": {...}, "hint": false}`` (plus ``"show":
    "check"`` after Check, ``"note"`` after a Hint or Solve that found
    nothing, ``"tried"`` after a refused placement). Acts: the placement
    control's, ``{"place": cell}``, ``{"colour": "red"}``, ``{"undo": 1}``,
    ``{"clear": 1}``, ``{"check": 1}``, ``{"clue": 1}`` (Hint),
    ``{"solve": 1}``, ``{"goto": "puzzle/NAME/PIECE;PIECE"}``.
    """

    name = "puzzles-play"
    wakes = "view"  # a page made for acting: Python as it comes into view
    css = "rp-puzzles-play"

    def _read(self, state: State) -> tuple[P.Puzzle, list[P.Placement], str]:
        puzzle = _play_puzzle(state)
        pieces = [_decode(t) for t in get_list(state, "pieces")]
        colour = get_str(state, "colour", "blue", choices=P.COLOURS)
        return puzzle, pieces, colour

    def _game_act(self, kind: str, act: State, puzzle: P.Puzzle, pieces: list[P.Placement],
                  new: State) -> tuple[P.Puzzle, list[P.Placement]]:
        """Acts on the pieces as a whole; ``new`` takes the note or the check."""
        if kind == "goto":
            name, pieces = _from_hash(get_str(act, "goto", ""))
            puzzle = _play_puzzle({"puzzle": name})
        elif kind == "undo":
            pieces = pieces[:-1]
        elif kind == "clear":
            pieces = []
        elif kind == "check":
            new["show"] = "check"
        elif kind == "clue":
            pieces, new["note"] = _clue(puzzle, pieces)
        elif kind == "solve":
            pieces, new["note"] = _finish(puzzle, pieces)
        return puzzle, pieces

    def act(self, state: State, act: State | None, inputs: State) -> State:
        puzzle, pieces, colour = self._read(state)
        kind = act_kind(act, PLAY_ACTS, self.name)
        act = act or {}
        new: State = {"hint": bool(state.get("hint"))}
        puzzle, pieces = self._game_act(kind or "", act, puzzle, pieces, new)
        if kind == "colour":
            colour = get_str(act, "colour", colour, choices=P.COLOURS)
        pos = play.replay(puzzle, pieces, colour)
        sel = placement.read_selection(pos, state.get("sel") if kind != "colour" else None)
        sel, move = placement.control_act(pos, sel, kind or "", act, new)
        if move is not None:
            pieces = pieces + [pos.play(move)]
            sel = placement.read_selection(play.replay(puzzle, pieces, colour), sel)
        new.update(puzzle=puzzle.name, pieces=[_encode(p) for p in pieces], colour=colour, sel=sel)
        if not new.get("note"):
            new.pop("note", None)
        return new

    # -- drawing ------------------------------------------------------------------

    def _status(self, puzzle: P.Puzzle, pos: play.PuzzlePosition) -> Element:
        n, total = len(pos.placements), puzzle.piece_count
        text = tr("{n} of {total} pieces placed.", n=n, total=total)
        size = pos.missing_size()
        if puzzle.descending and size is not None:
            text += " " + tr("Biggest first: the {size}-square pieces now.", size=size)
        if pos.solved:
            text = tr("All {total} pieces are placed.", total=total)
        return E("p", text, cls="rp-play-status", aria_live="polite")

    def _colours(self, puzzle: P.Puzzle, colour: str) -> Element | None:
        if not puzzle.needs_colour:
            return None
        return E("p", tr("Colour in hand:") + " ",
                 [button(noun(c, current()), {"colour": c}, title=tr("Take the {colour:noun} pieces", colour=c))
                  .set(**{"aria-pressed": "true" if c == colour else "false", "class": "rp-btn rp-colour-pick"})
                  for c in P.COLOURS], cls="rp-colours")

    def _buttons(self, pieces: list[P.Placement]) -> Element:
        return E("p", button(tr("Undo"), {"undo": 1}, title=tr("Take back the last piece"), disabled=not pieces),
                 " ", button(tr("Check"), {"check": 1}, title=tr("Say what is wrong, if anything")),
                 " ", button(tr("Hint"), {"clue": 1}, title=tr("Place one piece of a solution that keeps yours")),
                 " ", button(tr("Solve"), {"solve": 1}, title=tr("Fill in a solution")),
                 " ", button(tr("Start again"), {"clear": 1}, title=tr("Take every piece off"), disabled=not pieces),
                 cls="rp-controls")

    def _report(self, puzzle: P.Puzzle, pieces: list[P.Placement]) -> Element:
        """Check's answer in words: nothing placed, the problems, or how far it is."""
        if not pieces:
            return E("p", tr("Nothing is placed yet: pick a piece from the tray and put it on the board."),
                     cls="rp-note rp-check")
        report = P.check(puzzle, pieces, partial=True)
        if not report.ok:
            return E("ul", [E("li", r.message(), data_reason=r.code) for r in report.problems],
                     cls="rp-problems rp-check")
        dead = P.dead_regions(puzzle, pieces)
        if dead:
            return E("div", E("p", tr("No rule is broken, but no solution keeps these pieces:"), cls="rp-note"),
                     E("ul", [E("li", r.message(), data_reason=r.code) for r in dead], cls="rp-problems"),
                     cls="rp-check")
        full = P.check(puzzle, pieces)
        if full.solved:
            return E("p", tr("Solved! Every piece is in place and every rule is kept."), cls="rp-ok rp-check")
        left = [r.message() for r in full.problems if r.code == "puzzle.missing_piece"]
        return E("p", tr("No problem so far: {n} of {total} pieces placed.", n=len(pieces),
                         total=puzzle.piece_count) + (" " + " ".join(left) if left else ""), cls="rp-ok rp-check")

    def _marked(self, puzzle: P.Puzzle, pieces: list[P.Placement]) -> dict[int, str]:
        """After Check: the cells of its problems, marked on the board."""
        if not pieces:
            return {}
        g = puzzle.grid
        report = P.check(puzzle, pieces, partial=True)
        found = report.problems if not report.ok else P.dead_regions(puzzle, pieces)
        return {g.parse(name): "problem" for r in found for name in r.details.get("cells", []) if g.has_cell(name)}

    def _note(self, note: str) -> Element | None:
        words = {
            "hint_proved_none": tr("No solution keeps the pieces you placed: undo some of them."),
            "hint_none_known": tr("None of the solutions I can find keeps the pieces you placed (this search "
                                  "cannot start from your position): undo some of them, or press Solve."),
            "timeout": tr("No answer within {limit} s: try again, or undo some pieces.", limit=f"{play.HINT_LIMIT:g}"),
            "solve_replaced": tr("No solution keeps the pieces you placed, so here is another one."),
            "solved_already": tr("The puzzle is solved: there is nothing left to place."),
        }
        return E("p", words[note], cls="rp-note", data_note=note) if note in words else None

    def render(self, state: State) -> Fragment:
        puzzle, pieces, colour = self._read(state)
        pos = play.replay(puzzle, pieces, colour)
        sel, tried = state["sel"], state.get("tried")
        live = not pos.solved
        key = colour_key(pos.new_colour(sel["piece"]) if sel.get("piece") else colour)
        lang = current()
        ask = {"puzzle": puzzle.name, "pieces": state["pieces"], "colour": colour}
        msg = (tr("Not there: ") + (tried["fr"] if lang == "fr" else tried["en"])) if tried else ""
        solved = E("p", tr("Solved! Every piece is in place and every rule is kept."), cls="rp-ok rp-solved") \
            if pos.solved and P.check(puzzle, pieces).solved else None
        checked = self._marked(puzzle, pieces) if state.get("show") == "check" else {}
        return Fragment(
            E("p", E("strong", puzzle_title(puzzle)), cls="rp-puzzle-title"),
            self._status(puzzle, pos), solved, self._colours(puzzle, colour) if live else None,
            placement.tray(pos, sel, key) if live else None,
            placement.tools(state["hint"], corners=puzzle.kind == "game") if live else None,
            placement.board_element(pos, sel, hint=state["hint"], tried=tried, ask=ask, live=live,
                                    draw=lambda marks, ghost: puzzle_play_svg(puzzle, pieces, {**checked, **marks},
                                                                              ghost),
                                    why_op="puzzles.why"),
            E("p", msg, cls="rp-place-message", aria_live="polite"),
            self._note(state.get("note", "")),
            self._report(puzzle, pieces) if state.get("show") == "check" else None,
            self._buttons(pieces))

    def element(self, state: State) -> Element:
        name = state["puzzle"]
        return super().element(state).set(**{
            "data-hash": HASH_PREFIX + name + "/" + ";".join(state["pieces"]),
            "data-hash-prefix": HASH_PREFIX + name + "/", "data-store": "rp-puzzle-" + name, "data-focus-mode": "1",
            # one history entry for the puzzle: each piece replaces it, so Back leaves the page
            "data-history": "replace"})


@op("puzzles.why")
def why(puzzle: str, pieces: list[str], colour: str, sel: dict[str, Any], at: str) -> dict[str, Any]:
    """JSON op: may the selection go on cell ``at`` with ``pieces`` placed
    and ``colour`` in hand? (see `rules_py.widgets.placement.explain_at`)."""
    state = {"puzzle": puzzle, "pieces": pieces, "colour": colour}
    the_puzzle, placed, in_hand = PuzzlePlay()._read(state)
    pos = play.replay(the_puzzle, placed, in_hand)
    return placement.explain_at(pos, placement.read_selection(pos, sel), at)


__all__ = ["LIMIT", "REPORT_EVERY", "MAX_LIMIT", "solve_op", "check_op", "PuzzleSolve",
           "HASH_PREFIX", "PLAY_ACTS", "NOTES", "PuzzlePlay", "why"]
