"""The solo puzzle played by hand (``docs/puzzles/*.md``): the
``puzzles-play`` widget, with the placement control
(`rules_py.widgets.controls.placement`), and the JSON op ``puzzles.why``
(may the piece in hand go on a cell?) that its hover preview asks.
"""

from __future__ import annotations

from typing import Any

from ...blokus import puzzles as P
from ...blokus.puzzles import play
from ...errors import RulesError, OptionError
from ...i18n.messages import current, noun, tr
from ...render.board import colour_key
from ...render.puzzles import puzzle_play_svg, puzzle_title
from ...render.markup import E, Element, Fragment
from ..controls import placement
from ..registry import State, Widget, act_kind, button, describe, get_list, get_str, op, register


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
    and ``colour`` in hand? (see `rules_py.widgets.controls.placement.explain_at`)."""
    state = {"puzzle": puzzle, "pieces": pieces, "colour": colour}
    the_puzzle, placed, in_hand = PuzzlePlay()._read(state)
    pos = play.replay(the_puzzle, placed, in_hand)
    return placement.explain_at(pos, placement.read_selection(pos, sel), at)


__all__ = ["HASH_PREFIX", "PLAY_ACTS", "NOTES", "PuzzlePlay", "why"]
