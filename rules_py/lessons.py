"""Lessons: short tasks the reader solves on a real position, checked by the 

A lesson is a JSON file in ``rules_py/lessons_data/<folder>/NN-slug.json``
(shipped in the wheel, so the browser reads the same files). Its fields are
described in ``seeds/lessons/lesson.schema.json`` (for editors); this module
checks them by hand (standard library only) and then checks the lesson
against the engine (`check_lesson`).

Answers, by ``answer`` kind:

* ``play`` -- a BLOT card on a tile: ``{"card": "G6", "tile": "yellow"}``;
* ``give`` -- a BLOT tile gift: ``{"divinity": "Thor"}``;
* ``seat`` -- a BLOT seat number (``0``..);
* ``number`` -- a whole number (a score);
* ``placement`` -- Blokus or puzzle cells in notation: ``"e10,d11,e11"``;
* ``colour`` -- a Blokus colour name: ``"purple"``.

How an answer is judged, by ``check``:

* ``legal`` -- any answer the engine allows is right (``accepted`` lists
  examples);
* ``only_legal`` -- ``accepted`` is exactly the engine's legal answers;
* ``all_legal_covering_start`` -- exactly the legal placements of
  ``params.piece`` that cover a starting cell;
* ``fewest_opponent_moves`` -- exactly the legal placements of
  ``params.piece`` that leave the next colour the fewest legal moves;
* ``wins_ceremony`` -- exactly the plays on ``params.tile`` that complete
  its ceremony and win it (or, with ``params.win`` false, lose it);
* ``ceremony_winner`` -- the seat that wins the ceremony completed by the
  record's next ``params.then`` actions (default 1);
* ``round_score`` / ``effect_points`` -- a seat's points in the last
  finished round (all of them, or one divinity's, ``params.divinity``);
* ``points`` / ``game_winner`` -- a Blokus colour's points now, the colours
  with the best score; for BLOT, ``game_winner`` is the seat (or team) that
  wins the finished game, tie-breaks included.
"""

from __future__ import annotations

import json
import pathlib
from dataclasses import dataclass
from collections.abc import Callable
from typing import Any

from .blokus import examples
from .blokus.board import Board
from .blokus.puzzles.check import check as check_puzzle
from .blokus.puzzles.check import identify
from .blokus.puzzles.definitions import Placement, get_puzzle
from .blokus.scoring import colour_points, winners
from .blot.cards import card as parse_card
from .blot.cards import divinity as parse_divinity
from .blot.cards import tile as parse_tile
from .blot.game import BlotState, Give, Play
from .blot.record import Record, load_example
from .errors import IllegalMove, RecordError, RulesError
from .reasons import Reason, reason

DATA = pathlib.Path(__file__).resolve().parent / "lessons_data"
#: the path's folders, in the order a reader meets them
FOLDERS = ("blot", "blokus", "trigon", "puzzles")
GAMES = ("blot", "blokus", "puzzle")
ANSWERS = {"blot": ("play", "give", "seat", "number"),
           "blokus": ("placement", "colour", "number"),
           "puzzle": ("placement",)}
CHECKS = {"legal": ("play", "give", "placement"),
          "only_legal": ("play", "give", "placement"),
          "all_legal_covering_start": ("placement",),
          "fewest_opponent_moves": ("placement",),
          "wins_ceremony": ("play",),
          "ceremony_winner": ("seat",),
          "round_score": ("number",),
          "effect_points": ("number",),
          "points": ("number",),
          "game_winner": ("colour", "seat")}
TEXT_FIELDS = ("title", "task", "hint", "why")
REQUIRED = ("id", "game", "title", "rule", "position", "task", "answer", "check", "accepted", "wrong", "hint",
            "solution", "why")
OPTIONAL = ("params",)
LANGS = ("en", "fr")


@dataclass(frozen=True)
class Lesson:
    """One lesson as read from its file (``data`` is the JSON object)."""

    data: dict[str, Any]
    path: str

    @property
    def id(self) -> str:
        return str(self.data["id"])

    @property
    def game(self) -> str:
        return str(self.data["game"])

    @property
    def answer(self) -> str:
        return str(self.data["answer"])

    @property
    def check(self) -> str:
        return str(self.data["check"])

    @property
    def params(self) -> dict[str, Any]:
        params: dict[str, Any] = self.data.get("params", {})
        return params

    def rule(self, lang: str = "en") -> tuple[str, str]:
        """The rule this lesson teaches: ``(page, anchor)``, e.g. ``("blot/turn.md",
        "join-a-ceremony")``; the anchor is the heading's in the ``lang`` page."""
        page, _, anchor = str(self.data["rule"][lang if lang in LANGS else "en"]).partition("#")
        return page, anchor

    def text(self, field: str, lang: str = "en") -> str:
        """One of the bilingual strings (``title``, ``task``, ``hint``, ``why``)."""
        return str(self.data[field][lang])

    def error(self, field: str, message: str) -> RecordError:
        """A `rules_py.errors.RecordError` naming this lesson's file and the field."""
        return RecordError(f"{self.path}: {field}: {message}")


@dataclass(frozen=True)
class Verdict:
    """How an answer fared: right or not, and the words to show (en, fr)."""

    ok: bool
    en: str
    fr: str
    code: str = ""  # "why" on success, "wrong" (anticipated), the engine's reason code, or "not_best"


# ---------------------------------------------------------------------------
# Reading and the hand-written schema checks


def _bilingual(lesson: Lesson, field: str, value: Any) -> None:
    if not isinstance(value, dict) or set(value) != set(LANGS) or not all(
            isinstance(value[k], str) and value[k].strip() for k in LANGS):
        raise lesson.error(field, 'must be {"en": "...", "fr": "..."} with both texts non-empty')


def _rule(lesson: Lesson, value: Any) -> None:
    """``rule`` is ``{"en": "page.md#anchor", "fr": "page.md#ancre"}``: one docs page
    (its English and French versions), a heading anchor in each language."""
    _bilingual(lesson, "rule", value)
    parts = [value[k].partition("#") for k in LANGS]
    if not all(page.endswith(".md") and sep and anchor for page, sep, anchor in parts):
        raise lesson.error("rule", 'each link is "section/page.md#heading-anchor"')
    if len({page for page, _, _ in parts}) != 1:
        raise lesson.error("rule", "the English and French links name the same page")


def _answer_shape(lesson: Lesson, field: str, value: Any) -> None:
    """The answer has the JSON shape of its kind."""
    kind = lesson.answer
    ok = {"play": lambda v: isinstance(v, dict) and set(v) == {"card", "tile"}
          and all(isinstance(x, str) for x in v.values()),
          "give": lambda v: isinstance(v, dict) and set(v) == {"divinity"} and isinstance(v["divinity"], str),
          "seat": lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 0,
          "number": lambda v: isinstance(v, int) and not isinstance(v, bool),
          "placement": lambda v: isinstance(v, str) and bool(v.strip()),
          "colour": lambda v: isinstance(v, str) and bool(v)}[kind](value)
    if not ok:
        raise lesson.error(field, f"not a {kind!r} answer: {json.dumps(value)}")


def validate(lesson: Lesson) -> None:
    """The schema's rules, by hand: fields present, typed, bilingual, consistent."""
    d = lesson.data
    missing = [k for k in REQUIRED if k not in d]
    if missing:
        raise lesson.error(missing[0], "missing")
    extra = sorted(set(d) - set(REQUIRED) - set(OPTIONAL))
    if extra:
        raise lesson.error(extra[0], "unknown field")
    if not isinstance(d["id"], str) or not d["id"].replace("-", "").isalnum() or d["id"] != d["id"].lower():
        raise lesson.error("id", "must be kebab-case text")
    if d["game"] not in GAMES:
        raise lesson.error("game", f"one of {', '.join(GAMES)}")
    if d["answer"] not in ANSWERS[d["game"]]:
        raise lesson.error("answer", f"for {d['game']}: one of {', '.join(ANSWERS[d['game']])}")
    if d["check"] not in CHECKS or d["answer"] not in CHECKS[d["check"]]:
        raise lesson.error("check", f"{d['check']!r} does not judge {d['answer']!r} answers")
    for field in TEXT_FIELDS:
        _bilingual(lesson, field, d[field])
    for key in ("position", "params"):
        if key in d and not isinstance(d[key], dict):
            raise lesson.error(key, "must be an object")
    _rule(lesson, d["rule"])
    if not isinstance(d["accepted"], list) or not d["accepted"]:
        raise lesson.error("accepted", "must be a non-empty list")
    for i, a in enumerate(d["accepted"]):
        _answer_shape(lesson, f"accepted[{i}]", a)
    _answer_shape(lesson, "solution", d["solution"])
    if not isinstance(d["wrong"], list) or not d["wrong"]:
        raise lesson.error("wrong", "must list at least one anticipated wrong answer")
    for i, w in enumerate(d["wrong"]):
        if not isinstance(w, dict) or set(w) != {"answer", "why"}:
            raise lesson.error(f"wrong[{i}]", 'must be {"answer": ..., "why": {"en", "fr"}}')
        _answer_shape(lesson, f"wrong[{i}].answer", w["answer"])
        _bilingual(lesson, f"wrong[{i}].why", w["why"])


def read(path: pathlib.Path) -> Lesson:
    """Read and validate one lesson file."""
    rel = path.relative_to(DATA.parent.parent) if DATA.parent.parent in path.parents else path
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise RecordError(f"{rel}: {e.msg}", line=e.lineno, column=e.colno) from None
    if not isinstance(data, dict):
        raise RecordError(f"{rel}: a lesson is a JSON object")
    lesson = Lesson(data, str(rel))
    validate(lesson)
    return lesson


_CACHE: list[Lesson] = []


def all_lessons() -> list[Lesson]:
    """Every lesson, in the path's order (folder, then file name); ids are unique."""
    if not _CACHE:
        found = [read(p) for f in FOLDERS for p in sorted((DATA / f).glob("*.json"))]
        seen: set[str] = set()
        for lesson in found:
            if lesson.id in seen:
                raise lesson.error("id", f"{lesson.id!r} is used twice")
            seen.add(lesson.id)
        _CACHE.extend(found)
    return list(_CACHE)


def get(lesson_id: str) -> Lesson:
    """The lesson called ``lesson_id``; `rules_py.errors.RulesError` if none."""
    for lesson in all_lessons():
        if lesson.id == lesson_id:
            return lesson
    raise RulesError(f"no lesson {lesson_id!r}")


def next_id(lesson_id: str) -> str | None:
    """The id of the lesson after ``lesson_id`` on the path (``None`` at the end)."""
    ids = [lesson.id for lesson in all_lessons()]
    i = ids.index(lesson_id)
    return ids[i + 1] if i + 1 < len(ids) else None


# ---------------------------------------------------------------------------
# The engine side: the position, answers as comparable keys, the engine's answers


def blot_record(lesson: Lesson) -> Record:
    """The BLOT record of the position: a shipped example by name, or an inline record."""
    pos = lesson.data["position"]
    if "example" in pos:
        return load_example(pos["example"])
    return Record.from_json(pos["record"])


def _blokus_board(pos: dict[str, Any]) -> Board:
    """A Blokus position: a shipped example after ``upto`` moves, or a variant with
    optional setup pieces (colour name, cells), then moves."""
    if "example" in pos:
        rec = examples.record(pos["example"])
        board = Board(rec.variant)
        for _, text, _, _ in rec.moves()[:pos["upto"]]:
            board.play(text)
        return board
    board = Board(pos["variant"])
    if "setup" in pos:
        to_move = pos.get("to_move")
        board.setup([(board.colour_index(c), cells) for c, cells in pos["setup"]],
                    None if to_move is None else board.colour_index(to_move))
    for m in pos.get("moves", []):
        board.play(m)
    return board


def _placements(pos: dict[str, Any]) -> list[Placement]:
    return [Placement(p.get("colour"), p["piece"], tuple(p["cells"])) for p in pos.get("placements", [])]


def position(lesson: Lesson) -> Any:
    """The position the reader sees: a ``BlotState``, a ``Board`` or ``(puzzle, placements)``.

    Built afresh each time (positions are small), so callers may change it.
    """
    pos = lesson.data["position"]
    if lesson.game == "blot":
        return blot_record(lesson).replay(pos["upto"])
    if lesson.game == "blokus":
        return _blokus_board(pos)
    return get_puzzle(pos["puzzle"]), _placements(pos)


def _cells_key(text: str) -> str:
    names = sorted({c.strip().lower() for c in text.split(",") if c.strip()})
    return ",".join(names)


def normalise(lesson: Lesson, answer: Any) -> Any:
    """A comparable key of an answer (a card's spelling or the order of cells do not matter)."""
    kind = lesson.answer
    try:
        if kind == "play":
            return (parse_card(answer["card"]).code, parse_tile(answer["tile"]))
        if kind == "give":
            return parse_divinity(answer["divinity"])
        if kind in ("seat", "number"):
            return int(answer)
    except (KeyError, TypeError, ValueError):
        return json.dumps(answer, sort_keys=True)
    if kind == "placement":
        return _cells_key(str(answer))
    return str(answer).strip().lower()


#: The lessons' own objections (beyond the engine's), in both languages.
_LESSON_REASONS = {
    "not_an_answer": reason("lesson_not_an_answer", "That is not a card on a tile, or not a divinity.",
                            "Ce n'est pas une carte sur une tuile, ni une divinité."),
    "other_tile": reason("lesson_other_tile", "That card may go there, but the task is about the {tile} tile.",
                         "Cette carte peut aller là, mais l'exercice porte sur la tuile {tile:adj:blot.tile}."),
    "off_puzzle": reason("lesson_off_puzzle", "Some of these cells are not on the puzzle's board.",
                         "Certaines de ces cases ne sont pas sur le plateau du casse-tête."),
    "not_a_puzzle_piece": reason("lesson_not_a_piece", "These cells ({cells}) do not form one of the puzzle's pieces.",
                                 "Ces cases ({cells}) ne forment aucune pièce du casse-tête."),
    "refused": reason("lesson_refused", "The rules do not allow that here.",
                      "Les règles ne le permettent pas ici."),
    "other_piece": reason("lesson_other_piece",
                          "That is a legal placement, but of piece {piece}: the task asks for {wanted}.",
                          "Ce coup est légal, mais avec la pièce {piece} : l'exercice demande la pièce {wanted}."),
}


def _blot_reason(lesson: Lesson, key: Any) -> Reason | str | None:
    """Why the engine refuses a BLOT play/give (``None``: it allows it)."""
    st: BlotState = position(lesson)
    if (lesson.answer == "play") != isinstance(key, tuple) or str(key).startswith("{"):
        return _LESSON_REASONS["not_an_answer"]()
    p = st.current_player
    assert p is not None, "a BLOT lesson is asked while a seat decides"
    action = Play(p, parse_card(key[0]), key[1]) if lesson.answer == "play" else Give(p, key)
    why = st.explain(action)
    tile = lesson.params.get("tile")
    if why is None and tile and key[1] != tile:
        return _LESSON_REASONS["other_tile"](tile=tile)
    return why


def _puzzle_reason(lesson: Lesson, key: str) -> Reason | str | None:
    """Why the puzzle checker refuses one more piece on these cells."""
    puzzle, placed = position(lesson)
    g = puzzle.grid
    names = key.split(",")
    if not all(g.has_cell(n) for n in names):
        return _LESSON_REASONS["off_puzzle"]()
    piece = identify([g.cells[g.parse(n)] for n in names], puzzle.shapes)
    if piece is None:
        return _LESSON_REASONS["not_a_puzzle_piece"](cells=key)
    colour = lesson.params.get("colour")
    report = check_puzzle(puzzle, placed + [Placement(colour, piece, tuple(names))], partial=True)
    return report.problems[0] if report.problems else None


def legality(lesson: Lesson, key: Any) -> Reason | str | None:
    """The engine's objection to a move answer (``None``: the move is allowed)."""
    if lesson.game == "blot":
        return _blot_reason(lesson, key)
    if lesson.game == "puzzle":
        return _puzzle_reason(lesson, key)
    board: Board = position(lesson)
    why = board.explain(key)
    if why is None and "piece" in lesson.params and board.parse_move(key).piece != lesson.params["piece"]:
        return _LESSON_REASONS["other_piece"](piece=board.parse_move(key).piece, wanted=lesson.params["piece"])
    return why


def _blokus_moves(lesson: Lesson) -> set[str]:
    """Keys of the legal moves of the colour to move (of ``params.piece`` if given)."""
    board: Board = position(lesson)
    piece = lesson.params.get("piece")
    return {_cells_key(str(m)) for m in board.legal_moves if piece is None or m.piece == piece}


def _covering_start(lesson: Lesson) -> set[str]:
    board: Board = position(lesson)
    starts = board.tables.starts[board.to_move] or () if board.to_move is not None else ()
    piece = lesson.params["piece"]
    return {_cells_key(str(m)) for m in board.legal_moves
            if m.piece == piece and any(m.mask >> i & 1 for i in starts)}


def _fewest_opponent_moves(lesson: Lesson) -> set[str]:
    """The placements of ``params.piece`` after which the next colour has the fewest legal moves."""
    board: Board = position(lesson)
    me = board.to_move
    opponent = board.colour_index(lesson.params["opponent"])
    counts: dict[str, int] = {}
    for m in list(board.legal_moves):
        if m.piece != lesson.params["piece"]:
            continue
        board.play(m, me)
        counts[_cells_key(str(m))] = len(board.legal_moves_of(opponent))
        board.undo()
    best = min(counts.values())
    return {k for k, n in counts.items() if n == best}


def _ceremony_winner(lesson: Lesson) -> set[int]:
    """The seat that wins the ceremony the record's next ``then`` actions complete."""
    rec = blot_record(lesson)
    upto = lesson.data["position"]["upto"]
    st = rec.replay(upto)
    before = len(st.tricks())
    for a in rec.actions()[upto:upto + lesson.params.get("then", 1)]:
        st.apply(a)
    if len(st.tricks()) != before + 1:
        raise lesson.error("params.then", "the next actions do not complete exactly one ceremony")
    return {st.tricks()[-1].winner}


def _round_points(lesson: Lesson) -> set[int]:
    st: BlotState = position(lesson)
    scores = st.round_scores()
    if not scores:
        raise lesson.error("position", "no round is finished yet")
    scorer = scores[-1].scorers[lesson.params["seat"]]
    d = lesson.params.get("divinity")
    if d is None:
        return {scorer.total}
    return {sum(e.points for e in scorer.effects if e.divinity == d)}


def _blot_winner(lesson: Lesson) -> set[int]:
    """The scorers (seats, or teams) that win the finished game, after the tie-breaks."""
    st: BlotState = position(lesson)
    if not st.is_terminal():
        raise lesson.error("position", "the game is not over")
    return set(st.result().winners)


def _blokus_winner(lesson: Lesson) -> set[Any]:
    if lesson.game == "blot":
        return _blot_winner(lesson)
    board: Board = position(lesson)
    groups = board.variant.score_groups
    return {board.colour_name(c) for side in winners(board) for c in groups[side]}


def _blokus_points(lesson: Lesson) -> set[int]:
    board: Board = position(lesson)
    return {colour_points(board, board.colour_index(lesson.params["colour"]))}


def _wins_ceremony(lesson: Lesson) -> set[Any]:
    """The plays on ``params.tile`` that complete its ceremony and win it (``params.win`` true)
    or complete it and lose it (``params.win`` false)."""
    st: BlotState = position(lesson)
    me, want = st.current_player, lesson.params.get("win", True)
    assert me is not None, "a BLOT lesson is asked while a seat decides"
    out: set[Any] = set()
    for key in _legal_blot(lesson):
        before = len(st.tricks())
        st.apply(Play(me, parse_card(key[0]), key[1]))
        if len(st.tricks()) == before + 1 and (st.tricks()[-1].winner == me) == want:
            out.add(key)
        st.undo()
    return out


def _legal_blot(lesson: Lesson) -> set[Any]:
    """The engine's legal plays (on ``params.tile`` if given) or gives."""
    st: BlotState = position(lesson)
    out: set[Any] = set()
    tile = lesson.params.get("tile")
    for a in st.legal_actions():
        if isinstance(a, Play) and lesson.answer == "play" and tile in (None, a.tile):
            out.add((a.card.code, a.tile))
        elif isinstance(a, Give) and lesson.answer == "give":
            out.add(a.divinity)
    return out


def exact_answers(lesson: Lesson) -> set[Any] | None:
    """The engine's set of right answers, or ``None`` when any legal answer is right."""
    check = lesson.check
    if check == "legal":
        return None
    if check == "only_legal":
        return _legal_blot(lesson) if lesson.game == "blot" else _blokus_moves(lesson)
    table: dict[str, Callable[[Lesson], set[Any]]] = {"all_legal_covering_start": _covering_start, "fewest_opponent_moves": _fewest_opponent_moves,
             "ceremony_winner": _ceremony_winner, "wins_ceremony": _wins_ceremony, "round_score": _round_points, "effect_points": _round_points,
             "points": _blokus_points, "game_winner": _blokus_winner}
    return table[check](lesson)


def right_answers(lesson: Lesson) -> list[Any] | None:
    """Every right answer, found by the engine, as `normalise` keys, the
    lesson's solution first, then the others in order: the exact set of an
    exact check, or, for ``legal``, each legal BLOT play or give and each
    legal Blokus placement (of ``params.piece``) the lesson accepts.
    ``None`` for a puzzle's ``legal`` check (any placement that fits: the
    engine does not list them)."""
    exact = exact_answers(lesson)
    if exact is None:
        if lesson.game == "blot" and lesson.answer in ("play", "give"):
            candidates = _legal_blot(lesson)
        elif lesson.game == "blokus" and lesson.answer == "placement":
            candidates = _blokus_moves(lesson)
        else:
            return None
        exact = {key for key in candidates if is_right(lesson, key) is True}
    first = normalise(lesson, lesson.data["solution"])
    return [first] + sorted((key for key in exact if key != first), key=str)


_NOT_THIS = ("Allowed, but not what the task asks: look again.",
             "C'est permis, mais ce n'est pas ce que demande l'exercice : regardez encore.")
_NOT_RIGHT = ("Not quite: count again.", "Pas tout à fait : recomptez.")


def is_right(lesson: Lesson, key: Any) -> bool | Verdict:
    """``True`` if the answer is right, else a `Verdict` with the engine's word."""
    moves = lesson.answer in ("play", "give", "placement")
    if moves:
        try:
            why = legality(lesson, key)
        except (IllegalMove, ValueError, KeyError) as e:
            why = getattr(e, "reason", None) or _LESSON_REASONS["refused"]()
        if why is not None:
            if isinstance(why, Reason):
                return Verdict(False, why.en, why.fr, why.code)
            return Verdict(False, why, why, "engine")
    exact = exact_answers(lesson)
    if exact is None or key in exact:
        return True
    en, fr = _NOT_THIS if moves else _NOT_RIGHT
    return Verdict(False, en, fr, "not_best")


#: Fields of a reason's details that name cells (a cell, cells, free starting cells).
_CELL_DETAILS = ("cell", "other", "cells", "starts")


def offending(lesson: Lesson, answer: Any) -> tuple[list[str], list[str]]:
    """What a wrong answer puts on the picture: ``(tried, culprits)``.

    For a placement, the cells tried and the cells the engine's objection
    names (the cell on an edge, the covered cell, the free starts); for a
    BLOT play, the card tried and the tile; otherwise the answer itself
    (a divinity, a seat, a colour, a number) and nothing else.
    """
    key = normalise(lesson, answer)
    if lesson.answer == "play" and isinstance(key, tuple):
        return [key[0]], [key[1]]
    if lesson.answer != "placement":
        return [str(key)], []
    try:
        why = legality(lesson, key)
    except (IllegalMove, ValueError, KeyError) as e:
        why = getattr(e, "reason", None)
    culprits: list[str] = []
    details = why.details if isinstance(why, Reason) else {}
    for field in _CELL_DETAILS:
        value = details.get(field)
        names = value.split(",") if isinstance(value, str) else value if isinstance(value, (list, tuple)) else []
        culprits += [n.strip().lower() for n in names if isinstance(n, str) and n.strip()]
    return key.split(",") if key else [], culprits


def judge(lesson: Lesson, answer: Any) -> Verdict:
    """Judge a reader's answer: the "why" when right; otherwise the
    anticipated explanation, else the engine's own reason, else "not this one"."""
    key = normalise(lesson, answer)
    right = is_right(lesson, key)
    if right is True:
        return Verdict(True, lesson.text("why"), lesson.text("why", "fr"), "why")
    for w in lesson.data["wrong"]:
        if normalise(lesson, w["answer"]) == key:
            return Verdict(False, w["why"]["en"], w["why"]["fr"], "wrong")
    assert isinstance(right, Verdict)
    return right


def check_lesson(lesson: Lesson) -> None:
    """Check a lesson with the engine; `rules_py.errors.RecordError` (file, field) on the first problem.

    The position replays; each accepted answer and the solution are right;
    each anticipated wrong answer is wrong; where the check is exact, the
    accepted answers are exactly the engine's answers.
    """
    try:
        position(lesson)
    except (RulesError, KeyError, ValueError, TypeError) as e:
        raise lesson.error("position", f"does not replay: {e}") from None
    for i, a in enumerate(lesson.data["accepted"]):
        v = judge(lesson, a)
        if not v.ok:
            raise lesson.error(f"accepted[{i}]", f"{json.dumps(a)} is not right: {v.en}")
    if normalise(lesson, lesson.data["solution"]) not in {
            normalise(lesson, a) for a in lesson.data["accepted"]}:
        raise lesson.error("solution", "is not one of the accepted answers")
    for i, w in enumerate(lesson.data["wrong"]):
        if is_right(lesson, normalise(lesson, w["answer"])) is True:
            raise lesson.error(f"wrong[{i}]", f"{json.dumps(w['answer'])} is in fact right")
    exact = exact_answers(lesson)
    if exact is not None:
        listed = {normalise(lesson, a) for a in lesson.data["accepted"]}
        if listed != exact:
            raise lesson.error("accepted", f"the engine's answers are {sorted(map(str, exact))}, "
                                           f"the lesson lists {sorted(map(str, listed))}")


def check_all() -> list[str]:
    """Check every lesson; the ids checked (raises on the first problem)."""
    out = []
    for lesson in all_lessons():
        check_lesson(lesson)
        out.append(lesson.id)
    return out


def main(argv: list[str]) -> int:
    """``python -m rules_py lessons check|list``, under the command line's
    contract (`rules_py.cli_errors`): a lesson the engine contradicts is a
    record error (one JSON object on stderr, status 1), a wrong command a
    usage error (status 2)."""
    from .cli_errors import Parser, report_record

    parser = Parser(prog="python -m rules_py lessons", description="The lessons' answers, checked by the engine.",
                    epilog="examples:\n  python -m rules_py lessons list | cut -f1\n"
                           "  python -m rules_py lessons check")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser, metavar="COMMAND")
    sub.add_parser("list", help="each lesson: id, tab, task", epilog="example: python -m rules_py lessons list")
    sub.add_parser("check", help="check every lesson's answers with the engine",
                   epilog="example: python -m rules_py lessons check")
    args = parser.parse_args(argv)
    if args.command == "list":
        for lesson in all_lessons():
            print(f"{lesson.id}\t{lesson.text('task')}")
        return 0
    try:
        ids = check_all()
    except RulesError as e:
        return report_record(e)
    print(f"{len(ids)} lessons checked")
    return 0


__all__ = ["DATA", "Lesson", "Verdict", "all_lessons", "check_all", "check_lesson", "exact_answers", "get",
           "judge", "main", "next_id", "normalise", "offending", "position", "read", "right_answers", "validate"]
