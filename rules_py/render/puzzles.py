"""Drawing the solo puzzles: an attempt or a solution, through the one board renderer.

The puzzle rules (`rules_py.blokus.puzzles`) know nothing of this
module; it reads their data (`rules_py.blokus.puzzles.definitions.Puzzle`,
`rules_py.blokus.puzzles.definitions.Placement`, the problems of a
`rules_py.blokus.puzzles.check.CheckReport`) and draws it with
`rules_py.render.board.grid_svg`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..blokus import puzzles as P
from ..i18n.messages import current, noun, tr
from ..reasons import Reason
from .board import Look, colour_key, grid_svg
from .markup import SVG


def puzzle_look(puzzle: P.Puzzle, placements: Sequence[P.Placement], problems: Sequence[Reason] = ()) -> Look:
    """Pieces in their colours (a cell two pieces claim is black), each
    piece outlined, its colour's initial in its cells, problem cells ringed."""
    grid = puzzle.grid
    look = Look()
    for k, placement in enumerate(placements):
        for name in placement.cells:
            if not grid.has_cell(name):
                continue
            i = grid.parse(name)
            clash = i in look.groups
            look.groups[i] = ("clash", i) if clash else k
            look.fills[i] = "clash" if clash else colour_key(placement.colour)
            colour = noun(placement.colour, current()) + " " if placement.colour else ""
            look.titles[i] = tr("two pieces") if clash else colour + placement.piece
            if placement.colour and not clash:
                look.letters[i] = placement.colour[0].upper()
            elif clash:
                look.letters.pop(i, None)
    for reason in problems:
        for name in reason.details.get("cells", ()):
            if isinstance(name, str) and grid.has_cell(name):
                look.marks[grid.parse(name)] = "problem"
    return look


def puzzle_title(puzzle: P.Puzzle) -> str:
    """The puzzle's title in the current language."""
    return puzzle.title_fr if current() == "fr" else puzzle.title_en


def puzzle_svg(puzzle: P.Puzzle, placements: Sequence[P.Placement], problems: Sequence[Reason] = ()) -> SVG:
    """An attempt or a solution of ``puzzle``."""
    return grid_svg(puzzle.grid, puzzle_look(puzzle, placements, problems), unit=20, title=puzzle_title(puzzle),
                    cls="rp-board rp-puzzle")


def puzzle_play_svg(puzzle: P.Puzzle, placements: Sequence[P.Placement], marks: Mapping[int, str],
                    ghost: tuple[tuple[int, ...], bool | None] | None) -> SVG:
    """A puzzle being played by hand: its pieces, ``marks`` (see
    `rules_py.render.board.Look`), a tried placement's ``ghost``,
    every cell named (``data-cell``) for the placement control's script."""
    look = puzzle_look(puzzle, placements)
    look.letters.clear()  # a letter over a cell would take the pointer from it (the ghost follows cells)
    look.cell_names = True
    look.marks.update(marks)
    look.ghost = ghost
    unit = 18 if puzzle.width > 14 else 26
    return grid_svg(puzzle.grid, look, unit=unit, title=puzzle_title(puzzle), cls="rp-board rp-puzzle")



def render_svg(puzzle: P.Puzzle | str, placements: Sequence[P.Placement] = (), *,
               problems: Sequence[Reason] = ()) -> SVG:
    """`rules_py.render.puzzles.puzzle_svg` for a puzzle given by name or object (the CLI's ``--format
    svg``)."""
    return puzzle_svg(P.get_puzzle(puzzle), placements, problems)


__all__ = ["puzzle_look", "puzzle_play_svg", "puzzle_svg", "puzzle_title", "render_svg"]
