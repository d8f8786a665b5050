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

* `rules_py.games.new_game` starts any game of `rules_py.games.GAMES`;
  `rules_py.games.load_record`
  reads a ``.blksgf`` or BLOT JSON record; every state speaks the protocol
  of `rules_py.protocol.GameState` (``current_player``, ``legal_actions()``,
  ``apply``, ``undo()``, ``is_over``, ``returns()``, ``observation()``,
  ``clone()``, ``history``, ``explain``, ``parse_action``, ``record()``).
* `rules_py.bots.make_bot` / `rules_py.bots.bot_names`: each game's bots by name;
  `rules_py.selfplay.play_out`: the one self-play loop. Your own bot: ``BlotBot``
  (it chooses from an `rules_py.blot.observation.Observation` a ``BlotAction``, the union
  of BLOT's actions, which hold `rules_py.blot.cards.Card` objects) or ``BlokusBot`` (it
  chooses a ``Move`` on a copy of the board).
* Records of several games: `rules_py.games.load_records`;
  `rules_py.games.load_example` replays a worked example in one call;
  BLOT's `rules_py.blot.scoring.Standings` (``state.standings()``) at any point.
* Studies: ``rules_py.studies`` (the package), `rules_py.studies.Study` and
  ``load_study`` (a study file's text, `rules_py.studies.loads`).
* The errors: `rules_py.errors.RulesError` > `rules_py.errors.IllegalMove` (with a
  `rules_py.reasons.Reason`), `rules_py.errors.RecordError` (with where),
  `rules_py.errors.OptionError`,
  `rules_py.errors.NothingToUndo` (`rules_py.errors` says which call raises which).
* Examples and records: `rules_py.games.EXAMPLES` and `rules_py.games.example` (the worked
  examples' text), `rules_py.games.read_record` (a record without replaying it).
* Positions in one line: ``state.position()`` writes one,
  `rules_py.games.from_position` reads it back, and ``state.key()`` is the
  position's key for tables (the same in every process and in Pyodide).
* Blokus scoring under any rule of `rules_py.blokus.variants.SCORINGS`:
  `rules_py.blokus.scoring.colour_points`,
  `rules_py.blokus.scoring.colour_scores`, `rules_py.blokus.scoring.group_scores`,
  `rules_py.blokus.scoring.winners`,
  `rules_py.blokus.scoring.breakdown`, `rules_py.blokus.scoring.score_table` (the scores as
  text).
* The solo puzzles: `rules_py.blokus.puzzles.definitions.PUZZLES`,
  `rules_py.blokus.puzzles.definitions.get_puzzle`,
  `rules_py.blokus.puzzles.solve.solve`, `rules_py.blokus.puzzles.check.check`,
  `rules_py.blokus.puzzles.definitions.Placement`,
  `rules_py.blokus.puzzles.solve.Cancelled`.
* Drawings: importing the package makes every state draw itself in Jupyter;
  `rules_py.render.board.board_svg`, `rules_py.render.board.piece_svg`,
  `rules_py.render.cards.table_svg`,
  `rules_py.render.cards.round_table_html`, `rules_py.render.cards.score_html`,
  `rules_py.render.puzzles.puzzle_svg` and
  `rules_py.render.stepper.Stepper` draw on request, and `rules_py.render.markup.E` builds any other
  markup
  (every value escaped).
* An outside engine: `rules_py.engine` drives any GTP Blokus engine (Pentobi's,
  or ours) as ``chess.engine`` drives a chess engine; what goes wrong is an
  `rules_py.errors.EngineError`.

Standard library only: the same code runs in CPython and in Pyodide.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .errors import IllegalMove, NothingToUndo, OptionError, RecordError, RulesError
from .reasons import Reason

if TYPE_CHECKING:
    from .blokus.board import Board, Move
    from .blokus.puzzles import PUZZLES, Cancelled, Placement, get_puzzle
    from .blokus.puzzles import check as check_puzzle
    from .blokus.puzzles import solve as solve_puzzle
    from .blokus.scoring import breakdown, colour_points, colour_scores, group_scores, score_table, winners
    from .blokus.variants import SCORINGS
    from .blot.game import BlotState, ChooseStarter, Deal, Give, Play, SetFaces
    from .bots import bot_names, make_bot
    from . import studies
    from .blokus.bots import Bot as BlokusBot
    from .blot.actions import Action as BlotAction
    from .blot.bots import Bot as BlotBot
    from .blot.cards import Card
    from .blot.observation import Observation
    from .blot.scoring import Standings
    from .games import (EXAMPLES, GAMES, example, from_position, game_name, load_example, load_record,
                        load_records, new_game, read_record)
    from .studies import Study
    from .studies import loads as load_study
    from .protocol import CHANCE, GameState
    from .render.board import board_svg, piece_svg
    from .render.cards import round_table_html, score_html, table_svg
    from .render.markup import E
    from .render.puzzles import puzzle_svg
    from .render.stepper import Stepper
    from .selfplay import Bot, play_out

    # an outside engine and its error
    from . import engine
    from .errors import EngineError

#: Where each name of the front door lives: ``(module, name there)``. They
#: are imported on first use (PEP 562), so ``import rules_py.web`` in the
#: page's worker pays for no bot, record reader or puzzle solver it does
#: not use. A name of `rules_py.games` imports the renderers first, so a
#: state made by `rules_py.games.new_game` or `rules_py.games.load_record` draws itself in
#: Jupyter
#: (``games`` itself sits below the renderers, with the rules it dispatches to).
_LAZY: dict[str, tuple[str, str]] = {
    **{name: ("rules_py.games", name) for name in (
        "EXAMPLES", "GAMES", "example", "from_position", "game_name", "load_example", "load_record",
        "load_records", "new_game", "read_record")},
    "Observation": ("rules_py.blot.observation", "Observation"),
    "Card": ("rules_py.blot.cards", "Card"),
    "BlotAction": ("rules_py.blot.actions", "Action"),
    "BlotBot": ("rules_py.blot.bots", "Bot"),
    "BlokusBot": ("rules_py.blokus.bots", "Bot"),
    "Standings": ("rules_py.blot.scoring", "Standings"),
    "Study": ("rules_py.studies", "Study"),
    "load_study": ("rules_py.studies", "loads"),
    **{name: ("rules_py.protocol", name) for name in ("CHANCE", "GameState")},
    **{name: ("rules_py.bots", name) for name in ("bot_names", "make_bot")},
    **{name: ("rules_py.selfplay", name) for name in ("Bot", "play_out")},
    **{name: ("rules_py.blot.game", name) for name in (
        "BlotState", "ChooseStarter", "Deal", "Give", "Play", "SetFaces")},
    "Board": ("rules_py.blokus.board", "Board"),
    "Move": ("rules_py.blokus.board", "Move"),
    "SCORINGS": ("rules_py.blokus.variants", "SCORINGS"),
    **{name: ("rules_py.blokus.scoring", name) for name in (
        "breakdown", "colour_points", "colour_scores", "group_scores", "score_table", "winners")},
    **{name: ("rules_py.blokus.puzzles", name) for name in (
        "PUZZLES", "Cancelled", "Placement", "get_puzzle")},
    "check_puzzle": ("rules_py.blokus.puzzles", "check"),
    "solve_puzzle": ("rules_py.blokus.puzzles", "solve"),
    "board_svg": ("rules_py.render.board", "board_svg"),
    "piece_svg": ("rules_py.render.board", "piece_svg"),
    **{name: ("rules_py.render.cards", name) for name in (
        "round_table_html", "score_html", "table_svg")},
    "E": ("rules_py.render.markup", "E"),
    "puzzle_svg": ("rules_py.render.puzzles", "puzzle_svg"),
    "Stepper": ("rules_py.render.stepper", "Stepper"),
    # an outside engine (a module of the package, as chess.engine is) and its error
    "engine": ("rules_py", "engine"),
    "EngineError": ("rules_py.errors", "EngineError"),
}


def __getattr__(name: str) -> Any:
    """Import a name of the front door on first use (see ``_LAZY``)."""
    if name == "studies":  # the subpackage itself, reachable as rules_py.studies after one import
        return importlib.import_module("rules_py.studies")
    try:
        module, attribute = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'rules_py' has no attribute {name!r}") from None
    if module == "rules_py.games":
        importlib.import_module("rules_py.render")  # registers the Jupyter drawings of every state
    if module == "rules_py":  # a module of the package itself
        value: Any = importlib.import_module(f"rules_py.{attribute}")
    else:
        value = getattr(importlib.import_module(module), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY) | {"studies"})


from .version import __version__  # noqa: E402  (one place, read by every layer)

__all__ = [
    # games, records, the protocol
    "GAMES", "new_game", "load_record", "load_records", "read_record", "from_position", "EXAMPLES", "example",
    "load_example", "game_name", "GameState", "CHANCE",
    # bots and self-play
    "Bot", "BlotBot", "BlokusBot", "make_bot", "bot_names", "play_out",
    # the states and their actions
    "BlotState", "Observation", "Card", "BlotAction", "Play", "Give", "ChooseStarter", "SetFaces", "Deal",
    "Standings", "Board", "Move",
    # studies
    "studies", "Study", "load_study",
    # errors
    "RulesError", "IllegalMove", "RecordError", "OptionError", "NothingToUndo", "Reason",
    # Blokus scoring
    "SCORINGS", "colour_points", "colour_scores", "group_scores", "winners", "breakdown", "score_table",
    # solo puzzles
    "PUZZLES", "get_puzzle", "solve_puzzle", "check_puzzle", "Placement", "Cancelled",
    # drawings
    "E", "board_svg", "piece_svg", "table_svg", "round_table_html", "score_html", "puzzle_svg",
    "Stepper",
    # an outside engine over GTP, and its error
    "engine", "EngineError",
    "__version__",
]
