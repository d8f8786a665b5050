"""Still pictures for the printed summaries: SVG drawn once, at build time.

A picture is a plain drawing with no controls and no state: the BLOT table
as a round starts (the row of divinities with the counting card, the four
tiles), and each board's start points. The pages ask for one with a line
``[[picture NAME]]`` (``docs/hooks.py``), and it prints like the text around
it. Words in a picture follow the current language
(`rules_py.i18n.messages.using`).

    >>> sorted(PICTURES)[:3]
    ['blokus-12-starts', 'blokus-classic-starts', 'blokus-duo-starts']
    >>> picture("trigon-3-starts").startswith("<svg")
    True
"""

from __future__ import annotations

from collections.abc import Callable

from ..blokus.board import Board
from ..blot.cards import COLOURS, DIVINITIES
from ..blot.game import BlotState
from ..errors import RulesError
from ..i18n.messages import tr
from .board import board_look, colour_key, grid_layers, svg_root
from .cards import WIDTH, divinity_panel, tile_panel
from .markup import SVG, E, fmt

#: The faces drawn on the BLOT picture (any four would do; these show both kinds).
BLOT_FACES = ("A", "A", "B", "A")


def blot_table() -> SVG:
    """The BLOT table as round 1 starts: Balder under the counting card, Loki,
    Odin and Thor on a face each, the four tiles dark face up."""
    state = BlotState(4, faces=BLOT_FACES)
    tile_h = 44.0
    body = []
    for i, d in enumerate(DIVINITIES):
        body += divinity_panel(state, i, d, {})
    for i, col in enumerate(COLOURS):
        body += tile_panel(state, i, col, (), tile_h)
    height = 90 + tile_h + 10
    return E("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {fmt(WIDTH)} {fmt(height)}",
                     "font-family": "system-ui, sans-serif", "role": "img", "class": "blot-table rp-picture-svg",
                     "aria-label": tr("The table as round 1 starts: the counting card on Balder, "
                                      "the four tiles dark face up.")}, body).svg()


def start_points(variant: str, *, own_colours: bool = True, unit: float = 12.0) -> SVG:
    """An empty board of ``variant`` with its start points ringed; with
    ``own_colours`` a start that belongs to one colour is filled with it."""
    board = Board(variant)
    look = board_look(board, last_move=False)
    for c, starts in enumerate(board.tables.starts):
        for i in starts or ():  # a shared start is shaded; a colour's own is filled with it
            own = own_colours and not board.variant.shared_starts
            look.fills[i] = colour_key(board.variant.colours[c]) if own else "legal"
    layers, width, height = grid_layers(board.geometry, look)
    label = tr("{title}: the start points", title=tr(board.variant.title))
    return svg_root(width, height, unit, label, cls="rp-board rp-picture-svg").add(layers).svg()


PICTURES: dict[str, Callable[[], SVG]] = {
    "blot-table": blot_table,
    "blokus-classic-starts": lambda: start_points("classic"),
    "blokus-quick-starts": lambda: start_points("contact_rapide"),
    "blokus-duo-starts": lambda: start_points("duo_printed"),
    "blokus-12-starts": lambda: start_points("edition_12"),
    "trigon-starts": lambda: start_points("trigon", unit=9.0),
    "trigon-3-starts": lambda: start_points("trigon_3", unit=9.0),
}


def picture(name: str) -> SVG:
    """The picture called ``name`` (one of `PICTURES`)."""
    if name not in PICTURES:
        raise RulesError(f"no picture {name!r}; one of {', '.join(sorted(PICTURES))}")
    return PICTURES[name]()


__all__ = ["BLOT_FACES", "blot_table", "start_points", "PICTURES", "picture"]
