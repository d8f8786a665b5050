"""The package's errors.

Every error the package raises on purpose derives from `rules_py.errors.RulesError`:

* `rules_py.errors.IllegalMove` -- a move or action the rules forbid. It carries a
  `rules_py.reasons.Reason` (stable code, English and French text).
  Raising it never changes the game state.
* `rules_py.errors.OptionError` -- a caller's bad argument that is not an action: an
  unknown game, variant, bot, example, player, seat, colour or round, an
  option of the wrong type or out of range, too few bots (the valid ones
  listed when they can be).
* `rules_py.errors.NothingToUndo` -- ``undo()`` with no action left to take back.
* `rules_py.errors.EngineError` -- an outside engine driven by
  `rules_py.engine` could not start, stopped, took too long, or answered
  something that is no answer, no move, or an illegal move. It carries a
  `rules_py.reasons.Reason` (``reason.code``: one of `rules_py.errors.ENGINE_CODES`).
* `rules_py.errors.RecordError` -- a game record (JSON, ``.blksgf``, puzzle attempt)
  that cannot be read, or whose moves break the rules. It carries a stable
  ``code`` (one of `rules_py.errors.RECORD_CODES`) and names where the problem is: the
  line and column (syntax), the field path such as
  ``rounds[0].actions[3].play`` (JSON records), and the move index, all of
  them in its ``where``, a `rules_py.errors.Where`.

Which call raises what, for a caller's mistake (nothing else escapes: a
``TypeError``, ``IndexError``, ``KeyError`` or ``AttributeError`` from a
public call is a bug; ``tests/core/test_api_contract.py`` fuzzes the arguments):

* ``new_game``, ``BlotState(...)``, ``Board(...)``: `rules_py.errors.OptionError`
  (unknown game or variant, unknown option, a value of the wrong type or
  out of range);
* ``load_record``, ``read_record``, ``from_position``: `rules_py.errors.RecordError` (a ``code`` and
  where);
* ``example``, ``game_name``, ``make_bot``, ``bot_names``: `rules_py.errors.OptionError`;
* ``play_out``: `rules_py.errors.OptionError` (too few bots, a bot of the other game,
  a bad ``rng`` or ``max_actions``), or what ``apply`` raises when a bot
  plays an illegal action;
* ``state.apply``, ``state.parse_action``: `rules_py.errors.IllegalMove` (an illegal
  action, or anything that is no action of the game: reason
  ``not_an_action``, its message naming the notation); ``state.explain``
  returns that reason instead (and raises `rules_py.errors.OptionError` for a bad
  Blokus ``colour``);
* ``state.undo``: `rules_py.errors.NothingToUndo`;
* ``state.observation``: `rules_py.errors.OptionError` (no such player);
* ``state.sample_chance``: `rules_py.errors.OptionError` (``rng`` is not a
  ``random.Random``), `rules_py.errors.RulesError` (not a chance point; Blokus);
* ``state.record``: `rules_py.errors.RulesError` (BLOT before the faces are drawn; a
  Blokus variant without a ``.blksgf`` name);
* ``BlotState.round_score``, ``round_totals``: `rules_py.errors.OptionError` (not the
  index, counted from 0, of a finished round); ``BlotState.result``:
  `rules_py.errors.RulesError` (the game is not over); ``hand``, ``tile_face``,
  ``tile_cards``, ``tricks``, ``scorer``: `rules_py.errors.OptionError`;
* ``rules_py.engine.SimpleEngine``'s ``popen_gtp``, ``play``, ``command``:
  `rules_py.errors.EngineError`; ``play``: `rules_py.errors.OptionError` too (a
  finished game, or a board set up with pieces);
* ``Board.colour_index``, ``colour_name``, the Blokus scoring functions:
  `rules_py.errors.OptionError` (no such colour, board or scoring rule).

The limits every reader enforces live here too (see ``docs/errors.md``):
no reader recurses without bound, reads more than `rules_py.errors.MAX_BYTES` of
text, or accepts more than `rules_py.errors.MAX_MOVES` moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from .reasons import Reason


#: Largest record any reader accepts, in bytes of UTF-8 text (2 MB).
MAX_BYTES: Final[int] = 2_000_000
#: Deepest nesting accepted: JSON arrays/objects, SGF variations.
MAX_DEPTH: Final[int] = 64
#: Most moves (BLOT actions, SGF nodes, puzzle pieces) in one record. A real
#: record holds a few hundred at most; a longer SGF main line is a chain of
#: nodes deep enough to exhaust Pyodide's WebAssembly stack when it is freed.
MAX_MOVES: Final[int] = 1_000
#: Most digits in a JSON number (Python refuses to convert longer integers).
MAX_DIGITS: Final[int] = 100

#: What a reader of one game says where a second game starts in its text.
SECOND_GAME: Final[str] = ("a second game starts here, where one game was expected: "
                           "rules_py.load_records reads every game of a text.")

#: Every ``RecordError.code``, with what it means.
RECORD_CODES: Final[dict[str, str]] = {
    "encoding": "the bytes are not UTF-8 text",
    "too_large": f"the text is longer than {MAX_BYTES} bytes",
    "too_deep": f"nesting deeper than {MAX_DEPTH} levels",
    "too_many": f"more than {MAX_MOVES} moves, actions, nodes or pieces",
    "syntax": "the JSON or SGF syntax is broken (line and column given)",
    "duplicate_key": "a JSON object names the same key twice",
    "unknown_key": "a JSON object has a key the format does not define",
    "missing_key": "a required key is absent",
    "type": "a value has the wrong JSON type (booleans are not numbers)",
    "number": "a number is too long, not finite, or not an integer",
    "value": "a value of the right type that means nothing here (out of range, unknown name)",
    "illegal": "a move or action the rules forbid (index and reason given)",
}

#: Every ``EngineError.code``, with what happened to the engine.
ENGINE_CODES: Final[dict[str, str]] = {
    "no_subprocess": "this Python cannot start a program (Pyodide, in a browser)",
    "not_started": "the engine's program could not be started (not found, not executable)",
    "died": "the engine stopped (its output closed) before answering a command",
    "timeout": "the engine did not answer in time, and was stopped",
    "garbled": "the engine wrote something that is no GTP answer",
    "refused": "the engine answered ``?`` to a command that must succeed",
    "unparsable": "the engine's move is no move of the game's notation",
    "illegal": "the engine's move breaks the rules (the rules' reason given)",
    "passed": "the engine passed while its colour could still place a piece",
    "closed": "the engine was used after it was closed",
}


class RulesError(Exception):
    """Base class of every error raised by ``rules_py``."""


class _Reasoned(RulesError):
    """An error that carries a `Reason`: its message is the reason's, in the
    current language (the CLI's ``--lang``), and ``code`` the reason's code."""

    def __init__(self, reason: "Reason") -> None:
        self.reason = reason
        super().__init__(f"{reason.code}: {reason.en}")

    def __str__(self) -> str:
        return str(self.reason)

    @property
    def code(self) -> str:
        """The reason's stable code."""
        return self.reason.code


class IllegalMove(_Reasoned, ValueError):
    """A move the rules forbid; ``reason`` says why (``reason.code``)."""

    def __init__(self, reason: "Reason", move: object = None) -> None:
        super().__init__(reason)
        self.move = move


class Where(dict[str, Any]):
    """Where a `rules_py.errors.RecordError` points: a ``dict``
    of ``line``, ``column``, ``path`` and ``index``, those that are known.

    ``where`` was once a method: calling this dict gives the dict itself,
    so ``error.where()`` of older code still works.

        >>> RecordError("bad", line=2, column=5).where
        {'line': 2, 'column': 5}
        >>> RecordError("bad", path="rounds[0]").where()
        {'path': 'rounds[0]'}
    """

    def __call__(self) -> "Where":
        return self


class RecordError(RulesError, ValueError):
    """A malformed record. ``line``/``column``/``index`` locate the problem.

    ``index`` is the 0-based position of the move or action in the record
    when the problem is tied to one move (for instance an illegal move found
    while replaying), otherwise ``None``; the message counts from 1, as a
    person does (``move 3`` is index 2). ``path`` is the JSON field path
    (``rounds[0].actions[3].play``) when the record is JSON. ``code`` is
    one of `rules_py.errors.RECORD_CODES`; ``reason`` is set for ``"illegal"``.
    """

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        index: int | None = None,
        reason: "Reason | None" = None,
        code: str | None = None,
        path: str | None = None,
    ) -> None:
        self.message = message
        self.code = code or ("illegal" if reason is not None else "value")
        self.path = path
        self.line = line
        self.column = column
        self.index = index
        self.reason = reason
        where = []
        if line is not None:
            where.append(f"line {line}")
        if column is not None:
            where.append(f"column {column}")
        if path:
            where.append(path)
        if index is not None:
            where.append(f"move {index + 1}")  # a person counts from 1; ``index`` from 0
        prefix = (", ".join(where) + ": ") if where else ""
        super().__init__(prefix + message)

    @property
    def where(self) -> "Where":
        """Where the problem is, as JSON: the keys among ``line``, ``column``,
        ``path``, ``index`` that are known (an attribute, like ``code``;
        ``error.where()`` still works, see `rules_py.errors.Where`)."""
        out = {"line": self.line, "column": self.column, "path": self.path, "index": self.index}
        return Where({k: v for k, v in out.items() if v is not None and v != ""})

    def to_dict(self) -> dict[str, Any]:
        """The error as one JSON object: ``code``, ``message``, ``where`` (and ``reason``)."""
        out: dict[str, Any] = {"code": self.code, "message": self.message, "where": dict(self.where)}
        if self.reason is not None:
            out["reason"] = self.reason.to_dict()
        return out


class OptionError(RulesError, ValueError):
    """A caller's bad argument that is not an action: an unknown game, bot,
    option or player, or a value of the wrong type or out of range.

    ``valid`` lists what would have been accepted; the message names them.
    """

    def __init__(self, message: str, valid: "list[str] | tuple[str, ...]" = ()) -> None:
        self.valid = tuple(valid)
        if valid:
            message = f"{message}; one of: {', '.join(map(str, valid))}"
        super().__init__(message)


class NothingToUndo(RulesError, IndexError):
    """``undo()`` on a game with no action left to take back (a new game, or
    one undone to its start). Also an ``IndexError``, as ``list.pop()`` says."""


class EngineError(_Reasoned):
    """An outside engine (`rules_py.engine`) failed: ``reason`` says how
    (``reason.code`` is one of `rules_py.errors.ENGINE_CODES`), in English and French.

    ``command`` is the GTP command the engine was answering (``""`` when none),
    ``answer`` what it answered (``""`` when nothing), and ``stderr`` the
    last lines the engine wrote on its standard error (why it stopped, often).
    """

    def __init__(self, reason: "Reason", *, command: str = "", answer: str = "", stderr: str = "") -> None:
        super().__init__(reason)
        self.command = command
        self.answer = answer
        self.stderr = stderr


__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_MOVES", "MAX_DIGITS", "RECORD_CODES", "SECOND_GAME", "RulesError",
           "IllegalMove", "RecordError", "Where", "OptionError", "NothingToUndo",
           # the outside engines' failures
           "ENGINE_CODES", "EngineError"]
