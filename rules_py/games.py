"""The front door's games: `rules_py.games.new_game`, `rules_py.games.GAMES`,
`rules_py.games.load_record`.

Every name of `rules_py.games.GAMES` starts a state that speaks the protocol of
`rules_py.protocol`: ``"blot"`` a
`rules_py.blot.game.BlotState`, every other name a Blokus
`rules_py.blokus.board.Board` of that variant.

    >>> game = new_game("duo")
    >>> game.current_player, game.players, len(game.legal_actions())
    (0, (0, 1), 414)
    >>> game.apply("e10,d11,e11,f11,e12")
    >>> load_record(game.record()).history == game.history
    True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final, Literal, overload

from .blokus import examples as blokus_examples
from .blokus import sgf
from .blokus import variants as blokus_variants
from .blokus.board import Board
from .blot import variants as blot_variants
from .blot.game import BlotState
from .blot import record as blot_record
from .blot.record import Record as BlotRecord
from .errors import SECOND_GAME, OptionError, RecordError
from .reading import JSON_WORDS

__all__ = ["GAMES", "GameName", "BlokusName", "BLOT_OPTIONS", "BLOKUS_OPTIONS", "EXAMPLES", "new_game",
           "load_record", "read_record", "example", "game_name", "from_position",
           "load_records", "load_example", "BlotExampleName", "BlokusExampleName"]

#: The name of a Blokus game of `rules_py.games.GAMES` (a type: with it a type
#: checker knows that `rules_py.games.new_game` gives a
#: `rules_py.blokus.board.Board`).
BlokusName = Literal[
    "classic", "classic_2", "classic_3", "teams", "contact_rapide", "three_inner", "blitz", "blitz_3",
    "blitz_2", "duo", "duo_printed", "junior", "edition_12", "edition_12_advanced", "trigon",
    "trigon_2", "trigon_3"]
#: Any name of `rules_py.games.GAMES`, as a type.
GameName = Literal["blot", BlokusName]

#: Every game `rules_py.games.new_game` starts: ``"blot"``, then each Blokus variant
#: (``classic``, ``classic_2``, ``classic_3``, ``duo``, ``edition_12``,
#: ``trigon``, ``trigon_2``, ``trigon_3`` and the variants that change play).
#: ``"teams"`` here is Blokus for two teams of two (four colours); BLOT's
#: game for two teams is ``new_game("blot", variant="teams")``, a variant of
#: ``"blot"`` as every BLOT table is.
#: (Written out, so importing the package builds no board; a test checks it
#: against `rules_py.blokus.variants.names`.)
GAMES: Final[tuple[str, ...]] = (
    "blot", "classic", "classic_2", "classic_3", "teams", "contact_rapide", "three_inner",
    "blitz", "blitz_3", "blitz_2", "duo", "duo_printed", "junior", "edition_12",
    "edition_12_advanced", "trigon", "trigon_2", "trigon_3")

#: The options of ``new_game("blot", ...)``: ``players`` (2 to 5; the
#: variant's own count when only ``variant`` is given), ``variant`` (a name
#: of `rules_py.blot.variants.VARIANTS`, for instance ``"teams"``),
#: ``first_player`` (the seat that starts the first round) and ``faces``
#: (four of ``A``/``B``: skip the chance draw of the divinity faces).
BLOT_OPTIONS: Final[tuple[str, ...]] = ("players", "variant", "first_player", "faces")

#: The option of a Blokus game: ``first``, the colour that moves first (0 by default).
BLOKUS_OPTIONS: Final[tuple[str, ...]] = ("first",)


@overload
def new_game(name: Literal["blot"], **options: Any) -> BlotState: ...
@overload
def new_game(name: BlokusName, **options: Any) -> Board: ...
@overload
def new_game(name: str, **options: Any) -> BlotState | Board: ...


def new_game(name: str, **options: Any) -> BlotState | Board:
    """A new game of ``name`` (one of `rules_py.games.GAMES`), at its start.

    Typed by the name: ``new_game("blot")`` is a
    `rules_py.blot.game.BlotState`, ``new_game("duo")`` a
    `rules_py.blokus.board.Board` (for a type checker too).

        >>> new_game("blot", players=3).players
        (0, 1, 2)
        >>> new_game("blot", variant="teams").variant.name
        'teams'
        >>> new_game("trigon_3").current_player
        0
        >>> new_game("chess")
        Traceback (most recent call last):
        ...
        rules_py.errors.OptionError: unknown game 'chess'; one of: blot, classic, ...

    An unknown name or option, or a value out of range, raises
    `rules_py.errors.OptionError` listing the valid ones.
    """
    if not isinstance(name, str) or name not in GAMES:
        raise OptionError(f"unknown game {name!r}", GAMES)
    if name == "blot":
        return _new_blot(options)
    unknown = sorted(set(options) - set(BLOKUS_OPTIONS))
    if unknown:
        raise OptionError(f"unknown option {unknown[0]!r} for {name}", BLOKUS_OPTIONS)
    variant = blokus_variants.get(name)
    first = options.get("first", 0)
    colours = len(variant.colours)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < colours:
        raise OptionError(f"first={first!r} is not a colour of {name}",
                          [str(c) for c in range(colours)])
    return Board(variant, first=first)


def _new_blot(options: dict[str, Any]) -> BlotState:
    unknown = sorted(set(options) - set(BLOT_OPTIONS))
    if unknown:
        raise OptionError(f"unknown option {unknown[0]!r} for blot", BLOT_OPTIONS)
    variant = options.get("variant")
    players = options.get("players")
    if variant is not None and (not isinstance(variant, str) or variant not in blot_variants.VARIANTS):
        raise OptionError(f"unknown BLOT variant {variant!r}", tuple(blot_variants.VARIANTS))
    if players is None:
        players = blot_variants.VARIANTS[variant].players if variant is not None else 4
    if isinstance(players, bool) or players not in (2, 3, 4, 5):
        raise OptionError(f"BLOT is played by 2 to 5 players, not {players!r}", ["2", "3", "4", "5"])
    if variant is not None and blot_variants.VARIANTS[variant].players != players:
        fits = [n for n, v in blot_variants.VARIANTS.items() if v.players == players]
        raise OptionError(f"the {variant} variant is not for {players} players", fits)
    first = options.get("first_player", 0)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
        raise OptionError(f"first_player={first!r} is not a seat", [str(s) for s in range(players)])
    faces = options.get("faces")
    if faces is not None and (not isinstance(faces, (str, tuple, list)) or len(faces) != 4
                              or any(f not in ("A", "B") for f in faces)):
        raise OptionError(f"faces={faces!r} is not four faces (a text such as 'ABBA')", ["A", "B"])
    return BlotState(players, variant, first_player=first, faces=faces)


@overload
def read_record(text: str | bytes, game: Literal["blot"]) -> BlotRecord: ...
@overload
def read_record(text: str | bytes, game: BlokusName | Literal["blokus"]) -> sgf.Record: ...
@overload
def read_record(text: str | bytes, game: None = None) -> BlotRecord | sgf.Record: ...


def read_record(text: str | bytes, game: str | None = None) -> BlotRecord | sgf.Record:
    """The record ``text`` holds, read but not replayed: a BLOT
    `rules_py.blot.record.Record` (seats, title, comments, rounds,
    ``states()``) or a Blokus `rules_py.blokus.sgf.Record`
    (``moves()``, ``comments()``, ``replay(stop_at=k)``). Both have
    ``replay()``, which is what `rules_py.games.load_record` returns.
    ``game`` is checked, and types the result, as for
    `rules_py.games.load_record`.

        >>> read_record(example("martin"), "blot").seats
        ('Martin', 'Astrid', 'Leif', 'Sigrid')
        >>> len(read_record(example("duo")).moves())
        39

    Raises `rules_py.errors.RecordError` like `rules_py.games.load_record`
    for the format (a second game in the text included: read every game
    with `rules_py.games.load_records`); the moves are checked
    only by ``replay()``.
    """
    if game is not None and (not isinstance(game, str) or game not in (*GAMES, "blokus")):
        raise OptionError(f"unknown game {game!r}", (*GAMES, "blokus"))
    record = _read_all(text, one=True)[0]
    if game is not None:
        found = "blot" if isinstance(record, BlotRecord) else record.variant.name
        if game != found and not (game == "blokus" and found != "blot"):
            what = "a BLOT record" if found == "blot" else f"a Blokus record ({found})"
            raise RecordError(f"this is {what}, not a record of {game}", code="value")
    return record


def _read_all(text: str | bytes, one: bool = False) -> list[BlotRecord | sgf.Record]:
    """Every record of ``text``; with ``one``, a second one is refused."""
    if not isinstance(text, (str, bytes)):
        raise RecordError(f"a record is text, not {type(text).__name__}", code="type")
    head = text[:64].decode("utf-8", "replace") if isinstance(text, bytes) else text[:64]
    stripped = head.lstrip("\ufeff \t\r\n")
    skipped = head[: len(head) - len(stripped)]
    if stripped.startswith("("):
        trees = sgf.read_all(text)
        games: list[BlotRecord | sgf.Record] = list(trees)
        props = trees[1].root.props if len(trees) > 1 else []
        second: tuple[int | None, int | None] = props[0].where[0] if props and props[0].where else (None, None)
    elif stripped.startswith("{"):
        games, second = _blot_records(text)
    else:
        raise RecordError("neither a .blksgf record (it starts with '(') nor a BLOT JSON record "
                          "(it starts with '{')", line=skipped.count("\n") + 1,
                          column=len(skipped.rpartition("\n")[2]) + 1, code="syntax")
    if one and len(games) > 1:
        raise RecordError(SECOND_GAME, line=second[0], column=second[1], code="syntax")
    return games


def _blot_records(text: str | bytes) -> tuple[list[BlotRecord | sgf.Record], tuple[int | None, int | None]]:
    """Every BLOT record of ``text`` (split only when more text follows the
    first), and where the second starts."""
    try:
        return [BlotRecord.loads(text)], (None, None)
    except RecordError as exc:
        parts = blot_record.split_records(text) if exc.message == _MORE_TEXT else []
        if len(parts) < 2:
            raise
    return [_shifted(part, line) for line, _, part in parts], (parts[1][0], parts[1][1])


_MORE_TEXT = dict(JSON_WORDS)["Extra data"]


def _shifted(part: str, line: int) -> BlotRecord:
    """A BLOT record that starts at ``line`` of a longer text, its errors' lines counted in that text."""
    try:
        return BlotRecord.loads(part)
    except RecordError as exc:
        if line == 1:
            raise
        raise RecordError(exc.message, line=None if exc.line is None else exc.line + line - 1,
                          column=exc.column, index=exc.index, reason=exc.reason, code=exc.code,
                          path=exc.path) from None


def load_records(text: str | bytes) -> Iterator[BlotState | Board]:
    """Every game a text holds, each replayed to its end, in order: the game
    trees of a ``.blksgf`` file, or BLOT JSON records one after another
    (as ``cat one.json two.json`` writes them).

        >>> [board.is_over for board in load_records(example("duo") + example("classic"))]
        [True, True]

    The whole text is read first, so a text that does not read raises
    `rules_py.errors.RecordError` before any game is given; a
    game whose moves break the rules raises it when its turn comes.
    """
    for record in _read_all(text):
        yield record.replay()


@overload
def load_record(text: str | bytes, game: Literal["blot"]) -> BlotState: ...
@overload
def load_record(text: str | bytes, game: BlokusName | Literal["blokus"]) -> Board: ...
@overload
def load_record(text: str | bytes, game: None = None) -> BlotState | Board: ...


def load_record(text: str | bytes, game: str | None = None) -> BlotState | Board:
    """The game a record holds, replayed to its end (every move checked).

    ``text`` is a Pentobi ``.blksgf`` record (it starts with ``(``) or a
    BLOT JSON record (it starts with ``{``); `rules_py.protocol.GameState.record`
    writes either.

    ``game``, when given, is the game the record must hold: ``"blot"``, a
    Blokus name of `rules_py.games.GAMES`, or ``"blokus"`` for any Blokus variant.
    A type checker then knows the state's class
    (``load_record(text, "blokus")`` is a
    `rules_py.blokus.board.Board`); a record of another game raises
    `rules_py.errors.RecordError` (code ``value``) saying which game
    it holds.

        >>> load_record("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12])").legal_actions()[0].colour
        1
        >>> load_record("nonsense")
        Traceback (most recent call last):
        ...
        rules_py.errors.RecordError: line 1, column 1: neither a .blksgf record ...

    Anything else, or a record that breaks the format or the rules, raises
    `rules_py.errors.RecordError` saying where.
    """
    return read_record(text, game).replay()  # type: ignore[arg-type]  # any game: read_record checks it


@overload
def from_position(text: str, game: Literal["blot"]) -> BlotState: ...
@overload
def from_position(text: str, game: BlokusName | Literal["blokus"]) -> Board: ...
@overload
def from_position(text: str, game: None = None) -> BlotState | Board: ...


def from_position(text: str, game: str | None = None) -> BlotState | Board:
    """The state a position line describes: what
    `rules_py.blot.game.BlotState.position` writes (BLOT, the
    line starts with ``blot``) or `rules_py.blokus.board.Board.position`
    (Blokus, it starts with the variant's name).

    ``game`` works as for `rules_py.games.load_record`: given,
    the line must be of that game (``"blot"``, a Blokus name, or ``"blokus"``
    for any), and a type checker knows the state's class.

        >>> board = from_position("duo e10,d11,e11,f11,e12/- orange", "blokus")
        >>> board.legal_moves.count(), board.key() == board.clone().key()
        (414, True)
        >>> from_position("duo e10,d11/- orange")
        Traceback (most recent call last):
        ...
        rules_py.errors.RecordError: line 1, column 5, pieces[0][0]: not_a_piece: ...

    A line that does not read raises `rules_py.errors.RecordError`
    with line 1, the column and the field; one of another game, code ``value``.
    """
    if game is not None and (not isinstance(game, str) or game not in (*GAMES, "blokus")):
        raise OptionError(f"unknown game {game!r}", (*GAMES, "blokus"))
    if not isinstance(text, str):
        raise RecordError(f"a position is text, not {type(text).__name__}", code="type")
    found = text.partition(" ")[0].partition("@")[0]
    if game is not None and found != game and not (game == "blokus" and found != "blot"):
        raise RecordError(f"this is a position of {found or 'nothing'}, not of {game}", line=1, column=1,
                          path="game", code="value")
    if found == "blot":
        return BlotState.from_position(text)
    return Board.from_position(text)


#: The worked examples shipped with the package: BLOT records (``trick``,
#: ``last_ceremony``, ``martin``) and finished Blokus games (``classic``, ``duo``).
EXAMPLES: Final[tuple[str, ...]] = (*blot_record.EXAMPLES, *blokus_examples.FILES)


def example(name: str) -> str:
    """The text of the worked example ``name`` (one of `rules_py.games.EXAMPLES`):
    give it to `rules_py.games.load_record` or `rules_py.games.read_record`.

        >>> load_record(example("classic")).is_over
        True
    """
    if not isinstance(name, str):
        raise OptionError(f"an example's name is text, not {name!r}", EXAMPLES)
    if name in blot_record.EXAMPLES:
        return blot_record.example_text(name)
    if name in blokus_examples.FILES:
        return blokus_examples.text(name)
    raise OptionError(f"unknown example {name!r}", EXAMPLES)


#: The name of a packaged BLOT example (a type: `rules_py.games.load_example`
#: of one is a `rules_py.blot.game.BlotState`).
BlotExampleName = Literal[
    "trick", "last_ceremony", "martin", "two_players", "teams", "balder", "fewest", "excluded",
    "tie_last_ceremony", "tie_best_round", "tie_shared"]
#: The name of a packaged Blokus example (a type: its game is a `rules_py.blokus.board.Board`).
BlokusExampleName = Literal[
    "classic", "duo", "classic_start", "classic_3", "edition_12_game1", "edition_12_game2", "trigon_3"]


@overload
def load_example(name: BlotExampleName) -> BlotState: ...
@overload
def load_example(name: BlokusExampleName) -> Board: ...
@overload
def load_example(name: str) -> BlotState | Board: ...


def load_example(name: str) -> BlotState | Board:
    """The worked example ``name`` (one of `rules_py.games.EXAMPLES`),
    replayed to its end: ``load_record(example(name))`` in one call, typed
    by the example's game.

        >>> load_example("duo").is_over, load_example("martin").standings().rounds
        (True, 1)
    """
    return load_record(example(name))


def game_name(state: BlotState | Board) -> str:
    """The name of `rules_py.games.GAMES` that ``state`` plays.

    For example:

        >>> game_name(new_game("trigon"))
        'trigon'
    """
    if isinstance(state, BlotState):
        return "blot"
    if isinstance(state, Board):
        return state.variant.name
    raise OptionError(f"{type(state).__name__} is not a game state of rules_py")
