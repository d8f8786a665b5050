"""The solver's widget and ops of the solo-puzzle pages (``docs/puzzles/*.md``).

JSON ops ``puzzles.solve`` (a solution record) and ``puzzles.check`` (a
report) serve notebooks and scripts through `rules_py.web.handle`.

``puzzles-solve`` -- state ``{"puzzle": NAME, "seed": S, "mode": M}``: the
solution stays hidden until asked for (``mode`` ``"hidden"``, the default:
a **Show a solution** button, ``{"do": "show"}``); then (``"solution"``) it
draws a solution found by `rules_py.blokus.puzzles.solve.solve` for that
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
reader's mistake (`rules_py.errors.RulesError`, like its other
state values). Every puzzle usually solves in well under a second; the hard
pentomino rectangle can take a few seconds (``make bench``).

The drawing goes through the one board renderer
(`rules_py.render.board.grid_svg`) from the puzzle's public data
(its grid, the placements, the problems' cells): see `puzzle_look`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ... import progress
from ...blokus import puzzles as P
from ...errors import RecordError, RulesError, OptionError
from ...i18n.record_errors import record_error_words
from ...i18n.messages import tr
from ...reasons import Reason
from ...render.puzzles import puzzle_svg, puzzle_title
from ...render.markup import E, Element, Fragment, SVG
from ..registry import RequestError, State, Widget, act_kind, button, get_int, get_str, op, register

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
        note = tr("No solution found within {limit} s for solution number {seed}.", limit=f"{limit:g}", seed=seed)
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
        previous = button(tr("Previous solution"), {"do": "seed", "seed": seed - 1}, key="ArrowLeft") if seed > 0 else None
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
            parts.append(E("p", tr("Solution number {seed}.", seed=seed)) if solved else E("p", note, cls="rp-note"))
        return Fragment(parts, self._controls(seed, attempt, mode == "solution", mode == "check"))


__all__ = ["LIMIT", "REPORT_EVERY", "MAX_LIMIT", "solve_op", "check_op", "PuzzleSolve"]
