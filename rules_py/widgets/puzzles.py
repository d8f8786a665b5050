"""Widgets of the solo-puzzle pages (``docs/puzzles/*.md``).

JSON ops ``puzzles.solve`` (a solution record) and ``puzzles.check`` (a
report) serve notebooks and scripts through :func:`rules_py.web.handle`.

``puzzles.solve`` -- state ``{"puzzle": NAME, "seed": S}``: draws a solution
found by :func:`rules_py.blokus.solver.solve` for that seed, with a button
for another seed, and a box where the reader pastes an attempt (the JSON
record, or a bare list of pieces) to have it checked: the problems are
listed and their cells ringed on the drawing.

The call runs synchronously (at build time, then in the page's worker), so
it cannot show progress while it searches: each solve has a time limit
(``limit`` in the state, :data:`LIMIT` by default) and says so when it runs
out. Every puzzle usually solves in well under a second; the hard
pentomino rectangle can take a few seconds (``make bench``).
"""

from __future__ import annotations

import html
from typing import Any

from ..blokus import puzzles as P
from ..blokus import solver
from ..errors import RecordError
from ..web import attr_json, op, widget, widget_html

LIMIT = 10.0


@op("puzzles.solve")
def solve_op(puzzle: str, seed: int = 0, limit: float = LIMIT) -> dict[str, Any]:
    """JSON op: ``{"puzzle", "pieces"}`` record of a solution, or
    ``{"puzzle", "pieces": [], "partial": [...], "error"}`` on time out."""
    try:
        return P.to_record(puzzle, solver.solve(puzzle, seed, time_limit=limit))
    except solver.Cancelled as exc:
        return {"puzzle": puzzle, "pieces": [], "partial": [p.to_dict() for p in exc.partial], "error": str(exc)}


@op("puzzles.check")
def check_op(puzzle: str, attempt: Any, partial: bool = False) -> dict[str, Any]:
    """JSON op: the checker's report (see :class:`CheckReport.to_dict`)."""
    return P.check(puzzle, attempt, partial=partial).to_dict()


def _solution(name: str, seed: int, limit: float) -> tuple[list[P.Placement], bool, str]:
    """(pieces, solved?, note): on time out, the deepest position reached."""
    try:
        return solver.solve(name, seed, time_limit=limit), True, ""
    except solver.Cancelled as exc:
        note = f"No solution found within {limit:g} s for seed {seed}."
        if exc.partial:
            note += (f" The drawing shows the furthest the search got: {len(exc.partial)} of "
                     f"{P.get_puzzle(name).piece_count} pieces (some groups not yet linked to their corner).")
        return list(exc.partial), False, note


def _button(label: str, act: dict[str, Any], key: str = "") -> str:
    k = f' data-key="{key}"' if key else ""
    return f"<button type=\"button\" class=\"rp-btn\" data-act='{attr_json(act)}'{k}>{html.escape(label)}</button>"


@widget("puzzles.solve")
def solve_widget(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    name = state.get("puzzle", "tetrominoes-8x10")
    puzzle = P.get_puzzle(name)
    seed = int(state.get("seed", 0))
    limit = float(state.get("limit", LIMIT))
    mode = state.get("mode", "solution")
    attempt_text = str(inputs.get("attempt", state.get("attempt", "")) or "")
    if act:
        if act.get("do") == "seed":
            seed = int(act.get("seed", seed + 1))
            mode = "solution"
        elif act.get("do") == "check":
            mode = "check"
        elif act.get("do") == "clear":
            mode, attempt_text = "solution", ""
    new_state = {"puzzle": name, "seed": seed, "limit": limit, "mode": mode}
    parts: list[str] = [f"<p class=\"rp-puzzle-title\"><strong>{html.escape(puzzle.title_en)}</strong></p>"]
    if mode == "check" and attempt_text.strip():
        new_state["attempt"] = attempt_text
        try:
            named, placements = P.read_attempt(attempt_text)
            report = P.check(puzzle, placements, partial=True)
            full = P.check(puzzle, placements)
            parts.append(str(P.render_svg(puzzle, placements, problems=report.problems)))
            if report.ok:
                verdict = "Solved!" if full.solved else (
                    f"No problem so far: {len(placements)} of {puzzle.piece_count} pieces placed.")
                parts.append(f'<p class="rp-ok">{html.escape(verdict)}</p>')
            else:
                items = "".join(f"<li><code>{html.escape(p.code)}</code> {html.escape(p.en)}</li>"
                                for p in report.problems)
                parts.append(f'<ul class="rp-problems">{items}</ul>')
        except RecordError as exc:
            parts.append(f'<p class="rp-error">Cannot read the attempt: {html.escape(str(exc))}</p>')
    else:
        solution, solved, note = _solution(name, seed, limit)
        if not solved:
            parts.append(str(P.render_svg(puzzle, solution)))
            parts.append(f'<p class="rp-note">{html.escape(note)}</p>')
        else:
            parts.append(str(P.render_svg(puzzle, solution)))
            parts.append(f"<p>Solution for seed {seed}.</p>")
    parts.append('<p class="rp-controls">'
                 + _button("Another solution", {"do": "seed", "seed": seed + 1}, "ArrowRight")
                 + (" " + _button("Previous seed", {"do": "seed", "seed": seed - 1}, "ArrowLeft") if seed > 0 else "")
                 + "</p>")
    parts.append('<p class="rp-attempt"><label>Your attempt (JSON list of {"colour", "piece", "cells"}): '
                 f'<input name="attempt" size="40" value="{html.escape(attempt_text, quote=True)}"></label> '
                 + _button("Check my attempt", {"do": "check"}) + " " + _button("Clear", {"do": "clear"})
                 + "</p>")
    return widget_html("puzzles.solve", new_state, "".join(parts), cls="rp-puzzles")
