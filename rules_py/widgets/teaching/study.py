"""``study``: read a study, chapter by chapter, and find its moves.

A study (`rules_py.studies`) is read from the state: ``{"example": NAME}``
(one of `rules_py.studies.packaged`, in the page's language),
``{"text": STUDY_JSON}`` (a pasted file) or ``{"packed": TOKEN}`` (a study
made from a game or linked from the study editor, its JSON compressed: `packed_state`). State::

    {"example": "tour", "chapter": 0, "path": [0, 0, 1],
     "cells": ["k1", "l1"], "card": "R10", "tried": "k1,l1", "reveal": true}

``path`` is the reader's node: child indices from the chapter's start (``0``
continues the line, another index enters a variation). ``cells`` (Blokus)
and ``card`` (BLOT) are the answer being built at a find-the-move node,
``tried`` the last answer sent: its verdict is judged again by
`rules_py.studies.judge` at every draw, never read from the state, so
a link or a forged state cannot claim a move was right. ``reveal``: the
reader asked for the answer.

Acts: ``{"chapter": k}``; ``{"step": n}`` (the n-th node of the current
line: the path so far, then its first children; keys Home, ArrowLeft or
PageUp, ArrowRight or PageDown, End); ``{"path": [..]}`` (enter a
variation); ``{"leave": 1}`` (back to the line a variation left);
``{"cell": NAME}`` (toggle a cell of the Blokus answer); ``{"card": CODE}``
(choose a BLOT card); ``{"answer": MOVE}`` (judge a move, in the game's
notation); ``{"clear": 1}`` (forget the answer being built);
``{"reveal": 1}``; ``{"load": 1}`` (read the ``study`` input),
``{"example": NAME}``; ``{"sheet": 1}`` (the chapter's printable sheet:
the start and every move with words or marks, each diagram with its
comment) and ``{"sheet": 0}`` (back to the reader).

At a find-the-move node not yet solved, the line stops: the next move and
the variations stay hidden until the reader finds the move or asks for it.
The "Present" button (``docs/assets/study.js``) puts the widget full
screen, the board as large as the screen allows and the comment beside it.

Embedding: the "Embed" box (`rules_py.widgets.controls.embed`) offers the whole
study and the current chapter alone (state ``"only": true``: no chapter
tabs). In an embed frame (`rules_py.widgets.registry.embedded`) the reader
is read-only: no Embed box, no "Open a study file" and no ``load`` or
``example`` act; stepping, variations and answering stay.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, cast

from ... import links
from ...blokus.board import Board
from ...blot.cards import COLOURS as TILES
from ...blot.cards import card
from ...blot.game import SEAT_NAMES, BlotState, Play
from ...errors import RecordError, RulesError
from ...reading import decode
from ...i18n.messages import current, noun, tr
from ...i18n.record_errors import record_error_what, where_words
from ...render.board import board_figure, board_svg
from ...render.cards import move_words, seat_labels, shown_code, table_element
from ...render.markup import E, Element, Fragment
from ...studies import MAX_NODES, Chapter, Node, Study, Verdict, judge, loads, packaged
from ...studies.judge import REASONS, accepted_answers
from ..controls import embed
from ..registry import (MAX_SHARE, State, Widget, act_kind, button, describe, embedded, encode_share, get_int,
                       get_list, get_str, register)
from ..controls.step_bar import step_bar

#: The glyphs in words (a glyph's meaning, said next to it).
GLYPH_WORDS = {"!": "good move", "?": "mistake", "!!": "brilliant move", "??": "blunder",
               "!?": "interesting move", "?!": "dubious move"}
#: The longest answer text judged (characters).
MAX_ANSWER = 200
#: Most cells in a Blokus answer being built.
MAX_CELLS = 8
ACTS = ("chapter", "step", "path", "leave", "cell", "card", "answer", "clear", "reveal", "load", "example", "sheet")


@functools.lru_cache(maxsize=4)
def read_study(text: str) -> Study:
    """The study in ``text``, read and checked (cached: each act draws it again; never edited)."""
    return loads(text)


def source(state: State) -> tuple[str, str]:
    """``(kind, text)``: ``("example", NAME)``, ``("text", STUDY_JSON)`` or ``("packed", TOKEN)``;
    ``("", "")`` for none."""
    text = get_str(state, "text", "")
    if text:
        return "text", text
    packed = get_str(state, "packed", "")
    if packed:
        return "packed", packed
    name = get_str(state, "example", "")
    if name and name not in packaged.names():
        raise RulesError(tr("unknown example {name!r}", name=name))
    return ("example", name) if name else ("", "")


def study_text(state: State) -> str:
    """The study's JSON (the example's in the page's language)."""
    kind, value = source(state)
    if kind == "packed":  # a study made from a game (`packed_state`): its JSON, compressed
        return decode(links.unpack_bytes(value, compressed=True, path="packed"))
    return packaged.text(value, current()) if kind == "example" else value


def packed_state(text: str) -> State:
    """The state that opens the study ``text`` (its JSON) from a link, compressed
    so that a whole game fits (`rules_py.links.pack_bytes`)."""
    return {"packed": links.pack_bytes(text.encode("utf-8"), compress=True)}


def read_path(raw: Any) -> list[int]:
    """A path from the state or an act: a list of whole numbers."""
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MAX_NODES:
        raise RulesError(tr("a position in a study is a list of whole numbers, not {value}", value=describe(raw)))
    return [links.whole(item, "path") for item in raw]


@functools.lru_cache(maxsize=64)
def verdict_of(text: str, chapter: int, path: tuple[int, ...], move: str) -> Verdict:
    """The judge's verdict on ``move`` at the question at ``path`` (cached: a review may search)."""
    ch = read_study(text).chapters[chapter]
    return judge(ch, ch.node_at(path), move)


class Reading:
    """One state read: the study, its chapter, the node, the line through it."""

    def __init__(self, state: State) -> None:
        self.text = study_text(state)
        self.study = read_study(self.text)
        if not self.study.chapters:
            raise RulesError(tr("this study holds no chapter"))
        self.index = get_int(state, "chapter", 0, lo=0, hi=len(self.study.chapters) - 1)
        self.chapter: Chapter = self.study.chapters[self.index]
        self.path = read_path(state.get("path"))
        self.node: Node = self.chapter.node_at(self.path)
        self.tried = get_str(state, "tried", "")
        self.reveal = state.get("reveal") is True

    @property
    def task_open(self) -> bool:
        """Whether the reader is at a question not yet solved or given up."""
        return self.node.task is not None and not self.reveal and not self.solved

    @property
    def solved(self) -> bool:
        verdict = self.verdict()
        return verdict is not None and verdict.accepted

    def verdict(self) -> Verdict | None:
        """The engine's verdict on the reader's answer here (``None``: no answer)."""
        if self.node.task is None or not self.tried:
            return None
        return verdict_of(self.text, self.index, tuple(self.path), self.tried)

    def line(self) -> list[Node]:
        """The current line: the nodes to here, then the first children (stopping at an open question)."""
        nodes = self.node.line()
        if self.task_open:
            return nodes
        more = self.node.main_line()[1:]
        for k, n in enumerate(more):
            if n.task is not None:
                return nodes + more[:k + 1]
        return nodes + more


def _moved(r: Reading, step: int) -> list[int]:
    """The path of the ``step``-th node of the current line."""
    line = r.line()
    node = line[max(0, min(step, len(line) - 1))]
    return list(node.path())


def _leave(path: list[int]) -> list[int]:
    """Back to the line the innermost variation left: the move it replaced."""
    for k in range(len(path) - 1, -1, -1):
        if path[k] != 0:
            return path[:k] + [0]
    return path


def _toggle(r: Reading, cells: list[str], name: str) -> list[str]:
    board = r.chapter.state_at(r.node)
    if not isinstance(board, Board) or not board.geometry.has_cell(name):
        raise RulesError(tr("{cell} is no cell of this board", cell=name))
    if name in cells:
        return [c for c in cells if c != name]
    if len(cells) >= MAX_CELLS:
        raise RulesError(tr("a piece covers at most {n} cells", n=MAX_CELLS))
    return cells + [name]


def _answer(r: Reading, act: State, out: State) -> None:
    """Judge ``act["answer"]``: kept as ``tried`` (its verdict is drawn, judged again)."""
    if r.node.task is None:
        raise RulesError(tr("there is no question here"))
    text = get_str(act, "answer", "").strip()
    if not text or len(text) > MAX_ANSWER:
        raise RulesError(tr("choose a move first"))
    verdict_of(r.text, r.index, tuple(r.path), text)  # judged now: the draw finds it in the cache
    out["tried"] = text
    if isinstance(r.chapter.state_at(r.node), Board):
        out["cells"] = []


def _answering(r: Reading, kind: str, act: State, state: State, out: State) -> None:
    """The acts of a find-the-move node (``out`` holds the node already)."""
    if r.node.task is None or r.reveal:
        raise RulesError(tr("there is no question here"))
    if kind == "cell":
        out["cells"] = _toggle(r, get_list(state, "cells"), get_str(act, "cell", ""))
    elif kind == "card":
        code = get_str(act, "card", "")
        try:
            out["card"] = card(code).code
        except ValueError:
            raise RulesError(tr("no card {code}", code=code)) from None
    elif kind == "answer":
        out.update({key: state[key] for key in ("cells", "card") if key in state})
        _answer(r, act, out)
    elif kind == "reveal":
        out["reveal"] = True


def _open(state: State, kind: str | None, act: State, inputs: State) -> State:
    """The state's study source after a ``load`` or ``example`` act (else as it was)."""
    if kind == "load":
        text = get_str(inputs, "study", "")
        return {"text": text} if text.strip() else {"example": "tour", "empty": True}
    if kind == "example":
        return {"example": get_str(act, "example", "")}
    name, value = source(state)
    return {name: value} if name else {"example": "tour"}


@register
class StudyWidget(Widget):
    """Read a study: chapters, the move tree, comments and marks; find the moves."""

    name = "study"
    css = "rp-study"
    long = True  # a question that accepts any move as good runs the review's search
    transient = ("cells", "card", "tried", "reveal", "empty")

    def act(self, state: State, act: State | None, inputs: State) -> State:
        kind = act_kind(act, ACTS, self.name)
        act = act or {}
        if embedded() and kind in ("load", "example"):
            kind = None  # read-only: the study shown stays
        out = _open(state, kind, act, inputs)
        if state.get("only") is True and kind not in ("load", "example"):
            out["only"] = True
        if kind in ("load", "example"):
            if "text" in out:
                try:
                    read_study(out["text"])
                except RecordError:
                    pass  # drawn as the refusal, the text kept
            source(out)
            return out
        try:
            read_study(study_text(out))
        except RecordError:
            return out  # drawn as the refusal, the text kept
        r = Reading({**state, **out})
        out["chapter"], out["path"] = r.index, r.path
        if kind == "chapter":
            out["chapter"] = get_int(act, "chapter", 0, lo=0, hi=len(r.study.chapters) - 1)
            out["path"] = []
            if state.get("sheet") is True:
                out["sheet"] = True
        elif kind == "sheet":
            if get_int(act, "sheet", 0, lo=0, hi=1):
                out["sheet"] = True
        elif kind == "step":
            out["path"] = _moved(r, get_int(act, "step", 0, lo=0, hi=MAX_NODES))
        elif kind == "path":
            path = read_path(act.get("path"))
            r.chapter.node_at(path)
            out["path"] = path
        elif kind == "leave":
            out["path"] = _leave(r.path)
        elif kind in ("cell", "card", "answer", "reveal"):
            for key in ("tried", "cells", "card", "reveal"):
                if key in state:
                    out[key] = state[key]
            _answering(r, kind, act, state, out)
        return out

    def render(self, state: State) -> Fragment:
        try:
            r = Reading(state)
        except RecordError as exc:
            return Fragment(refusal(exc), open_form(state.get("text", "")))
        title = (E("p", E("strong", r.study.title, lang=author_lang(r)), cls="rp-study-title")
                 if r.study.title else None)
        if state.get("sheet") is True:
            return Fragment(title, None if state.get("only") is True else chapter_tabs(r), sheet(r))
        tabs = None if state.get("only") is True else chapter_tabs(r)
        return Fragment(title, tabs, E("div", picture(r, state), side(r, state), cls="rp-study-stage"),
                        tools(state, r))


# -- drawing ---------------------------------------------------------------------------------------


def author_lang(r: Reading) -> str | None:
    """The ``lang`` attribute of the author's words, when not the page's language."""
    return r.study.lang if r.study.lang != current() else None


def refusal(exc: RecordError) -> Element:
    """A study file the readers refuse: where and what, in the page's language."""
    where = where_words(exc)
    return E("p", E("strong", tr("This study cannot be read.")), " ",
             (where + tr(": ")) if where else "", record_error_what(exc), cls="rp-study-error", role="alert")


def chapter_tabs(r: Reading) -> Element | None:
    if len(r.study.chapters) < 2:
        return None
    tabs = []
    for k, ch in enumerate(r.study.chapters):
        label = ch.title or tr("Chapter {n}", n=k + 1)
        tab = button(label, {"chapter": k}, cls="rp-btn rp-study-tab")
        tab.set(**{"aria-current": "true" if k == r.index else None, "lang": author_lang(r) if ch.title else None})
        tabs.append(tab)
    return E("div", *tabs, cls="rp-study-chapters", role="group", aria_label=tr("Chapters"))


def mark_map(node: Node, kind: str) -> dict[str, str]:
    """A node's marks of one kind (``cells``, ``cards`` or ``tiles``): item -> colour."""
    return {item: colour for colour, items in getattr(node.marks, kind).items() for item in items}


def picture(r: Reading, state: State) -> Element:
    """The board or table at the reader's node, with its marks (and the answer being built)."""
    return drawing(r, r.node, len(r.path), len(r.line()) - 1, get_list(state, "cells"), r.task_open)


def drawing(r: Reading, node: Node, step: int, last: int, chosen: Sequence[str] = (), clickable: bool = False,
            panel: bool = True) -> Element:
    """The board or table after ``node``: its marks drawn, ``chosen`` cells as a ghost (else the
    node's ghost), cells that answer clicks when ``clickable``, the side panel when ``panel``."""
    position = r.chapter.state_at(node)
    if isinstance(position, BlotState):
        ringed = {**mark_map(node, "cards"), **mark_map(node, "tiles")}
        names = seat_labels(SEAT_NAMES[position.n])
        return E("div", E("div", table_element(position, names, marks=ringed), cls="blot-svg"), cls="rp-study-board")
    board = position
    cells = [board.geometry.parse(name) for name in chosen if board.geometry.has_cell(name)]
    marks = {board.geometry.parse(name): "mark-" + colour for name, colour in mark_map(node, "cells").items()}
    highlight: object = cells if cells else node.marks.ghost
    unit = 18 if board.geometry.width > 14 else 22
    status = tr("{title}, after {step} of {n} moves", title=tr(board.variant.title), step=step, n=last)
    if not panel:
        return E("div", board_svg(board, unit=unit, title=status, highlight=highlight, marks=marks, remaining=False,
                                  scores=False), cls="rp-study-board")
    return E("div", board_figure(board, unit=unit, title=status, highlight=highlight, marks=marks,
                                 cell_acts=clickable), cls="rp-study-board")


def move_line(r: Reading, node: Node | None = None, step: int | None = None, last: int | None = None) -> Any:
    """What the move that led to ``node`` (the reader's) was, in words, with its glyph."""
    node = r.node if node is None else node
    step = len(r.path) if step is None else step
    last = len(r.line()) - 1 if last is None else last
    if node.parent is None:
        return tr("Before the first move.")
    before = r.chapter.state_at(node.parent)
    move = node.move or ""
    if isinstance(before, BlotState):
        action = before.parse_action(move)
        line = tr("Move {step} of {n}: {move}", step=step, n=last,
                  move=move_words(action, seat_labels(SEAT_NAMES[before.n]), before))
    else:
        mv = before.parse_action(move)
        line = tr("Move {step} of {n}: {colour:noun} places {piece} on {cells}.", step=step, n=last,
                  colour=before.variant.colours[cast(int, mv.colour)], piece=mv.piece, cells=str(mv))
    glyph = node.glyph
    if glyph is None:
        return line
    return Fragment(line, " ", E("strong", glyph, cls="rp-study-glyph", title=tr(GLYPH_WORDS[glyph])),
                    " ", E("span", "(" + tr(GLYPH_WORDS[glyph]) + ")", cls="rp-study-glyph-words"))


def marks_text(node: Node, ghost: bool = True) -> str:
    """A node's marks in words ("Marked: ..."; empty without marks): nothing rests on colour alone."""
    parts = []
    for colour, items in node.marks.cells.items():
        parts.append(noun(colour, current()) + tr(": ") + ", ".join(items))
    for colour, items in node.marks.cards.items():
        parts.append(noun(colour, current()) + tr(": ") + ", ".join(shown_code(card(c)) for c in items))
    for colour, items in node.marks.tiles.items():
        parts.append(noun(colour, current()) + tr(": ") + ", ".join(tr("{colour} tile", colour=t) for t in items))
    if node.marks.ghost is not None and ghost:
        parts.append(tr("ghost piece on {cells}", cells=node.marks.ghost))
    return tr("Marked: {marks}", marks=" · ".join(parts)) if parts else ""


def marks_words(r: Reading, node: Node | None = None, ghost: bool = True) -> Element | None:
    """A node's marks in words (they are also drawn), or ``None``."""
    words = marks_text(r.node if node is None else node, ghost)
    return E("p", words, cls="rp-study-marks") if words else None


def comment_element(r: Reading, node: Node) -> Element | None:
    """A node's comment, paragraph by paragraph, in its author's language."""
    if not node.comment:
        return None
    return E("div", *[E("p", para) for para in node.comment.split("\n\n")], cls="rp-study-comment",
             lang=author_lang(r))


#: The most legal moves a sheet's key reviews one by one at a question that accepts any move as
#: good (each is a search: a Duo middle game's 600 would take minutes in the page).
KEY_MOST_REVIEWED = 24


@functools.lru_cache(maxsize=16)
def answers_of(text: str, chapter: int, path: tuple[int, ...]) -> tuple[tuple[str, ...], int]:
    """Every move the judge accepts at the question at ``path``
    (`rules_py.studies.judge.accepted_answers`; cached: it may review every legal move), and
    ``0``; or, where the question accepts any move as good and the position has more than
    `KEY_MOST_REVIEWED` legal moves, the author's answers and the number of legal moves."""
    ch = read_study(text).chapters[chapter]
    node = ch.node_at(path)
    if node.task is not None and node.task.accept_equal:
        legal = len(ch.state_at(node).legal_actions())
        if legal > KEY_MOST_REVIEWED:
            return node.task.answers, legal
    return accepted_answers(ch, node), 0


def answer_words(position: Any, move: str) -> str:
    """An accepted move as the reader reads moves: BLOT's in words, Blokus's cells as they are."""
    if not isinstance(position, BlotState):
        return move
    return move_words(position.parse_action(move), seat_labels(SEAT_NAMES[position.n]), position)


def sheet(r: Reading) -> Fragment:
    """The chapter's main line for print: the start and every move with words or marks, each
    diagram with its words (``break-inside: avoid`` in study.css). In a find-the-move chapter
    the questions are exercises (the move that answers one is left out) and an answer key
    follows, listing every move the judge accepts at each question (`answers_of`)."""
    line = r.chapter.root.main_line()
    last = len(line) - 1
    exercises = r.chapter.kind == "find_move"
    figures: list[Element] = []
    keys: list[tuple[int, Node]] = []
    for step, node in enumerate(line):
        if step and not (node.comment or node.marks or node.glyph or node.task):
            continue
        if exercises and step and line[step - 1].task is not None:
            continue  # the answer: in the key
        ask = None
        if node.task is not None:
            ask = E("p", E("strong", tr("Find the move") + (" " + tr("(question {k})", k=len(keys) + 1)
                                                              if exercises else "")), cls="rp-study-ask")
            if exercises:
                keys.append((step, node))
        figures.append(E("figure", drawing(r, node, step, last, panel=False),
                         E("figcaption", E("p", move_line(r, node, step, last), cls="rp-study-move"),
                           comment_element(r, node), marks_words(r, node), ask),
                         cls="rp-study-diagram"))
    title = r.chapter.title or tr("Chapter {n}", n=r.index + 1)
    return Fragment(E("p", button(tr("Back to the reader"), {"sheet": 0}), " ",
                      E("button", tr("Print"), type="button", cls="rp-btn rp-study-print"),
                      cls="rp-study-sheet-tools"),
                    E("p", E("strong", title), lang=author_lang(r) if r.chapter.title else None, cls="rp-study-sheet-title"),
                    *figures, answer_key(r, keys))


def answer_key(r: Reading, questions: Sequence[tuple[int, Node]]) -> Element | None:
    """The key of a find-the-move chapter's sheet: by question, every accepted move."""
    if not questions:
        return None
    rows = []
    for k, (step, node) in enumerate(questions, start=1):
        position = r.chapter.state_at(node)
        moves, unreviewed = answers_of(r.text, r.index, node.path())
        where = (tr("Question {k}, at the start: ", k=k) if step == 0 else
                 tr("Question {k}, after move {step}: ", k=k, step=step))
        more = (tr(" Also accepted: any other of the {n} legal moves that the game's review leaves unmarked "
                   "(too many to review for this sheet).", n=unreviewed) if unreviewed else None)
        rows.append(E("li", E("strong", where),
                      tr("{n} accepted moves: ", n=len(moves)) if len(moves) > 1 and not unreviewed else "",
                      (" ; " if current() == "fr" else "; ").join(answer_words(position, move) for move in moves),
                      more, value=str(k)))
    return E("section", E("p", E("strong", tr("Answer key"))), E("ol", rows, cls="rp-study-key-list"),
             cls="rp-study-key")


def short_move(before: Any, move: str) -> str:
    """A move in a few words, for a variation's button."""
    if isinstance(before, BlotState):
        return move_words(before.parse_action(move), seat_labels(SEAT_NAMES[before.n]), before)
    mv = before.parse_action(move)
    words = tr("{colour:noun}: {cells}", colour=before.variant.colours[cast(int, mv.colour)], cells=str(mv))
    return words[:1].upper() + words[1:]


def variations(r: Reading) -> Element | None:
    """The other moves played from here (buttons), and the way back to the line a variation left."""
    if r.task_open:
        return None
    here = r.chapter.state_at(r.node) if len(r.node.children) > 1 else None
    others = [button(short_move(here, child.move or ""), {"path": r.path + [k]}, cls="rp-btn rp-study-variation")
              for k, child in enumerate(r.node.children) if k > 0]
    back = (button(tr("Back to the main line") if sum(1 for i in r.path if i) == 1 else tr("Back to the line before"),
                   {"leave": 1}, cls="rp-btn rp-study-leave") if any(r.path) else None)
    if not others and back is None:
        return None
    return E("div", E("p", tr("Other moves here:"), " ", *others) if others else None,
             E("p", tr("You are in a variation."), " ", back) if back is not None else None, cls="rp-study-lines")


def side(r: Reading, state: State) -> Element:
    """Everything beside the board: the step bar, the move, the comment, the marks, the lines, the question."""
    step, last = len(r.path), len(r.line()) - 1
    # At a chapter's end, PageDown (a clicker) and Space (presenting) go on to the next chapter.
    onward = step >= last and r.index + 1 < len(r.study.chapters) and state.get("only") is not True
    then = button(tr("Next chapter"), {"chapter": r.index + 1}, key="PageDown",
                  cls="rp-btn rp-study-next-chapter") if onward else None
    return E("div", step_bar(step, last, "step", unit="move", page_keys=True, page_down=not onward),
             E("p", then, cls="rp-study-onward") if then else None,
             E("div", E("p", move_line(r), cls="rp-study-move"), comment_element(r, r.node),
               marks_words(r, ghost=not r.task_open), cls="rp-study-text", aria_live="polite"),
             variations(r), question(r, state), cls="rp-study-side")


def shown_move(r: Reading, move: str) -> str:
    """The reader's answer as the reader reads moves: BLOT's in words, Blokus's cells as they are."""
    position = r.chapter.state_at(r.node)
    if not isinstance(position, BlotState):
        return move
    try:
        return move_words(position.parse_action(move), seat_labels(SEAT_NAMES[position.n]), position)
    except (RulesError, ValueError):
        return move


def verdict_words(r: Reading, verdict: Verdict) -> str:
    """The engine's verdict said with the move in the reader's words (the same templates as the judge's)."""
    move = shown_move(r, verdict.move)
    if verdict.result == "accepted":
        return REASONS["answer" if verdict.by == "answer" else "as_good"](move=move).message(current())
    if verdict.result == "illegal" and verdict.rules is not None:
        code, more = ("illegal_hint", {"hint": verdict.hint}) if verdict.hint else ("illegal", {})
        return REASONS[code](move=move, rules=verdict.rules.to_dict(), **more).message(current())
    if verdict.hint:
        return REASONS["wrong_hint"](move=move, hint=verdict.hint).message(current())
    return REASONS["wrong"](move=move).message(current())


def verdict_element(r: Reading) -> Element | None:
    verdict = r.verdict()
    if verdict is None:
        return None
    return E("p", verdict_words(r, verdict), cls="rp-study-verdict rp-study-" + verdict.result, role="status",
             data_result=verdict.result)


def blokus_answer(r: Reading, state: State) -> list[Any]:
    cells = get_list(state, "cells")
    chosen = ",".join(cells)
    return [E("p", tr("Click the cells of your piece on the board, then check the move.")),
            E("p", tr("Cells chosen: {cells}", cells=chosen) if cells else tr("No cell chosen yet."),
              cls="rp-study-cells"),
            E("p", button(tr("Check this move"), {"answer": chosen}, disabled=not cells, cls="rp-btn rp-study-check"),
              " ", button(tr("Clear the cells"), {"clear": 1}, disabled=not cells))]


def blot_answer(r: Reading, state: State, position: BlotState) -> list[Any]:
    """A card, then a tile; in another phase, the actions the rules offer."""
    names = seat_labels(SEAT_NAMES[position.n])
    player = position.current_player
    if position.phase != "play" or not isinstance(player, int):
        return [E("p", tr("Choose the action:")),
                E("p", *[button(move_words(a, names, position), {"answer": str(a)}, cls="rp-btn rp-study-action")
                         for a in position.legal_actions()])]
    chosen = get_str(state, "card", "")
    cards = [button(shown_code(c), {"card": c.code}, title=tr("{colour:noun} {value}", colour=c.colour, value=c.value),
                    cls="rp-btn rp-study-card").set(**{"aria-pressed": "true" if c.code == chosen else "false"})
             for c in position.hand(player)]
    tiles = [button(tr("{colour} tile", colour=t), {"answer": str(Play(player, card(chosen), t))} if chosen else {},
                    disabled=not chosen, cls="rp-btn rp-study-tile") for t in TILES]
    return [E("p", tr("Choose a card of {player}, then the tile to play it on.", player=names[player])),
            E("p", *cards, cls="rp-study-hand"), E("p", *tiles, cls="rp-study-tiles")]


def question(r: Reading, state: State) -> Element | None:
    """The find-the-move box: the answer being built, the verdict, "Show the answer"."""
    task = r.node.task
    if task is None:
        return None
    head = E("p", E("strong", tr("Find the move")), cls="rp-study-ask")
    if not r.task_open:
        told = (E("p", tr("The answer: {moves}", moves=", ".join(task.answers)), cls="rp-study-answer")
                if r.reveal and not r.solved else None)
        return E("div", head, verdict_element(r), told, cls="rp-study-question")
    position = r.chapter.state_at(r.node)
    body = blot_answer(r, state, position) if isinstance(position, BlotState) else blokus_answer(r, state)
    return E("div", head, *body, verdict_element(r),
             E("p", button(tr("Show the answer"), {"reveal": 1}, cls="rp-btn rp-study-reveal")),
             cls="rp-study-question")


def open_form(draft: str) -> Element:
    """Paste a study file, or go back to the example."""
    return E("details", E("summary", tr("Open a study file")),
             E("label", tr("Paste a study (JSON):"), E("br"),
               # a study file's field names are English JSON, whatever the page's language
               E("textarea", draft, name="study", rows=6, cols=60, spellcheck="false", cls="rp-study-paste",
                 lang="en" if draft else None)),
             E("p", button(tr("Read the study"), {"load": 1}), " ",
               button(tr("Back to the example study"), {"example": "tour"})),
             cls="rp-study-open")


#: The Embed frame's height (CSS pixels): a BLOT table or a board with the comment and the question.
EMBED_HEIGHT = 1100


def embed_box(state: State, r: Reading) -> Element | None:
    """The Embed box: the whole study (from its start) and this chapter alone
    (at the reader's node), each as a keyed snippet of this page; none for
    a study too long for a link."""
    kind, value = source(state)
    whole = encode_share({kind: value, "chapter": 0, "path": []})
    alone = encode_share({kind: value, "chapter": r.index, "path": r.path, "only": True})
    if not kind or len(whole) > MAX_SHARE or len(alone) > MAX_SHARE:
        return None
    more = [(tr("This chapter alone"), alone)] if len(r.study.chapters) > 1 and state.get("only") is not True else []
    return embed.panel("", alone if state.get("only") is True else whole, title=r.study.title or tr("A study"),
                       height=EMBED_HEIGHT, keyed=True, more=more)


def tools(state: State, r: Reading | None = None) -> Element:
    """Presentation (``study.js`` handles these two buttons: no act), opening another study and
    the Embed box (neither in an embed frame: read-only)."""
    present = E("button", tr("Present"), type="button", cls="rp-btn rp-study-present",
                title=tr("Show the board full screen: the arrows, Space, Page Up and Page Down step"))
    leave = E("button", tr("Leave the presentation"), type="button", cls="rp-btn rp-study-unpresent")
    empty = (E("p", tr("Nothing to read: paste a study first."), cls="rp-study-error", role="alert")
             if state.get("empty") else None)
    printable = button(tr("Printable sheet"), {"sheet": 1}, cls="rp-btn rp-study-sheet",
                       title=tr("Every commented position of this chapter, each diagram with its comment, to print"))
    if embedded():
        return E("div", E("p", present, " ", leave, " ", printable), cls="rp-study-tools")
    return E("div", E("p", present, " ", leave, " ", printable), empty, open_form(""),
             embed_box(state, r) if r is not None else None, cls="rp-study-tools")


__all__ = ["ACTS", "GLYPH_WORDS", "Reading", "StudyWidget", "marks_text", "packed_state", "read_path", "read_study", "short_move",
           "verdict_of"]
