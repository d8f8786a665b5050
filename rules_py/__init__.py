"""rules_py: the complete rules of BLOT and the Blokus family, in pure Python.

The front door: everything a Python user needs is imported from here.

>>> import random, rules_py
>>> game = rules_py.new_game("duo")
>>> game.apply("e10,d11,e11,f11,e12")
>>> game.current_player, game.legal_actions()[0].colour
(1, 1)
>>> game.apply("a1")
Traceback (most recent call last):
...
rules_py.errors.IllegalMove: must_cover_start: orange's first piece must cover a free starting cell: j5.
>>> bots = [rules_py.make_bot(game, "greedy")] * 2
>>> _ = rules_py.play_out(game, bots, random.Random(7))
>>> game.is_over, len(game.returns())
(True, 2)

* :func:`new_game` starts any game of :data:`GAMES`; :func:`load_record`
  reads a ``.blksgf`` or BLOT JSON record; every state speaks the protocol
  of :class:`GameState` (``current_player``, ``legal_actions()``,
  ``apply``, ``undo()``, ``is_over``, ``returns()``, ``observation()``,
  ``clone()``, ``history``, ``explain``, ``parse_action``, ``record()``).
* :func:`make_bot` / :func:`bot_names`: each game's bots by name;
  :func:`play_out`: the one self-play loop.
* The errors: :class:`RulesError` > :class:`IllegalMove` (with a
  :class:`Reason`), :class:`RecordError` (with where), :class:`OptionError`.
* Examples and records: :data:`EXAMPLES` and :func:`example` (the worked
  examples' text), :func:`read_record` (a record without replaying it).
* Blokus scoring under any rule of :data:`SCORINGS`: :func:`colour_points`,
  :func:`colour_scores`, :func:`group_scores`, :func:`winners`,
  :func:`breakdown`.
* The solo puzzles: :data:`PUZZLES`, :func:`get_puzzle`,
  :func:`solve_puzzle`, :func:`check_puzzle`, :class:`Placement`,
  :class:`Cancelled`.
* Drawings: importing the package makes every state draw itself in Jupyter;
  :func:`board_svg`, :func:`piece_svg`, :func:`table_svg`,
  :func:`round_table_html`, :func:`score_html`, :func:`puzzle_svg` and
  :class:`Stepper` draw on request, and :func:`E` builds any other markup
  (every value escaped).

Standard library only: the same code runs in CPython and in Pyodide.
"""

from . import render as _render  # registers the notebook drawings of every state
from .blokus.board import Board, Move
from .blokus.puzzles import Cancelled, Placement, PUZZLES, get_puzzle
from .blokus.puzzles import check as check_puzzle
from .blokus.puzzles import solve as solve_puzzle
from .blokus.scoring import breakdown, colour_points, colour_scores, group_scores, winners
from .blokus.variants import SCORINGS
from .blot.game import BlotState, ChooseStarter, Deal, Give, Play, SetFaces
from .bots import bot_names, make_bot
from .errors import IllegalMove, OptionError, RecordError, RulesError
from .games import EXAMPLES, GAMES, example, game_name, load_record, new_game, read_record
from .protocol import CHANCE, GameState
from .reasons import Reason
from .render.board import board_svg, piece_svg
from .render.cards import round_table_html, score_html, table_svg
from .render.markup import E
from .render.puzzles import puzzle_svg
from .render.stepper import Stepper
from .selfplay import Bot, play_out

__version__ = "0.1.0"

__all__ = [
    # games, records, the protocol
    "GAMES", "new_game", "load_record", "read_record", "EXAMPLES", "example", "game_name",
    "GameState", "CHANCE",
    # bots and self-play
    "Bot", "make_bot", "bot_names", "play_out",
    # the states and their actions
    "BlotState", "Play", "Give", "ChooseStarter", "SetFaces", "Deal", "Board", "Move",
    # errors
    "RulesError", "IllegalMove", "RecordError", "OptionError", "Reason",
    # Blokus scoring
    "SCORINGS", "colour_points", "colour_scores", "group_scores", "winners", "breakdown",
    # solo puzzles
    "PUZZLES", "get_puzzle", "solve_puzzle", "check_puzzle", "Placement", "Cancelled",
    # drawings
    "E", "board_svg", "piece_svg", "table_svg", "round_table_html", "score_html", "puzzle_svg",
    "Stepper",
    "__version__",
]
