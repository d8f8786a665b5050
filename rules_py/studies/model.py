"""The study document: chapters, each a game, a starting position and a move tree.

One model for both games. A `Study` has a title, the author's
language (``"en"`` or ``"fr"``) and ordered `Chapter` objects. A
chapter names a game (any name of `rules_py.GAMES`), its options
(BLOT: ``players``, ``variant``, ``first_player``, ``faces``), a starting
position, a kind (``"read"`` or ``"find_move"``) and a move tree rooted at
`Chapter.root`.

* **Blokus start:** pieces already on the board (``setup``: ``(colour,
  cells)`` pairs, the cells in Pentobi's notation) and the colour to move
  (``to_move``, a record letter: ``B``/``W`` or ``1``..``4``). It is built
  with `rules_py.blokus.board.Board.setup`, the public call the
  editor uses (`rules_py.widgets.blokus.editor.setup_board`).
* **BLOT start:** the actions played from a new game (``actions``, in the
  game's notation, chance ones included: ``"faces ABBA"``, ``"deal G1 ... |
  ..."``), so a chapter may start after any deal of any round.

Every node but the root holds a move in the game's notation (Pentobi's
cells for Blokus, ``"2: G6 on red"`` for BLOT, a deal for a later round),
a comment, at most one glyph of `GLYPHS`, `Marks` and, in a
``find_move`` chapter, a `Task` (the reader must play at the
position *after* that node; the root's task asks at the start). A node's
first child continues the main line; the others are variations.

Every move in a tree is legal: `Chapter.play` plays it through the
engine (``apply``) and an illegal move raises the engine's
`rules_py.errors.IllegalMove` with its reason, changing nothing.
A bad mark, glyph or task raises `rules_py.errors.OptionError`
(an illegal answer: `rules_py.errors.IllegalMove`).

Limits (so every tree the API builds is one the readers accept): at most
`MAX_CHAPTERS` chapters, `MAX_NODES` moves per chapter,
variations nested `MAX_NESTING` deep, and `MAX_BRANCHES`
branch points along any line (a ``.blksgf`` file nests a sibling tree at
each one).

    >>> ch = Chapter("duo", title="Opening")
    >>> a = ch.play(ch.root, "e10,d11,e11,f11,e12")
    >>> b = ch.play(a, "j4,i5,j5,k5,j6")
    >>> c = ch.play(a, "j5,j6,j7")
    >>> [n.move for n in a.children], c.path()
    (['j4,i5,j5,k5,j6', 'j5,j6,j7'], (0, 1))
    >>> ch.make_main_line(c); [n.move for n in a.children]
    ['j5,j6,j7', 'j4,i5,j5,k5,j6']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..blokus.board import Board
from ..blot.cards import card, tile
from ..blot.game import BlotState
from ..errors import MAX_DEPTH, MAX_MOVES, IllegalMove, OptionError, RecordError, RulesError
from ..games import GAMES, new_game
from ..protocol import CHANCE

__all__ = ["GLYPHS", "KINDS", "LANGS", "MARK_COLOURS", "MAX_CHAPTERS", "MAX_NODES", "MAX_NESTING",
           "MAX_BRANCHES", "Marks", "Task", "Node", "Chapter", "Study", "State", "check_tree", "checked_marks",
           "checked_task", "canonical", "play_through", "walk", "tree_shape"]

#: The move glyphs (one per node at most): good, mistake, brilliant, blunder,
#: interesting, dubious. They are exclusive, as Pentobi stores one per node.
GLYPHS: Final[tuple[str, ...]] = ("!", "?", "!!", "??", "!?", "?!")
#: How a chapter is read: stepped through, or with "find the move" nodes.
KINDS: Final[tuple[str, ...]] = ("read", "find_move")
#: The author's languages.
LANGS: Final[tuple[str, ...]] = ("en", "fr")
#: The colours a mark may take (cells, cards, tiles).
MARK_COLOURS: Final[tuple[str, ...]] = ("green", "red", "blue", "yellow")
#: Most chapters in one study.
MAX_CHAPTERS: Final[int] = 64
#: Most moves in one chapter's tree (its ``.blksgf`` has one more node, the root).
MAX_NODES: Final[int] = MAX_MOVES - 1
#: Deepest nesting of variations (a variation of a variation ...).
MAX_NESTING: Final[int] = 16
#: Most branch points along any line of a tree.
MAX_BRANCHES: Final[int] = MAX_DEPTH - 1

#: A game state of either game.
State = BlotState | Board


# ---------------------------------------------------------------------------
# Marks and tasks

@dataclass(frozen=True)
class Marks:
    """What a node highlights. Blokus: ``cells`` (colour -> cell names) and a
    ``ghost`` piece (a placement in Pentobi's notation, shown, not played).
    BLOT: ``cards`` (colour -> card codes) and ``tiles`` (colour -> tile
    names). Colours are those of `MARK_COLOURS`."""

    cells: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    ghost: str | None = None
    cards: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    tiles: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.cells or self.ghost or self.cards or self.tiles)

    def to_json(self) -> dict[str, Any]:
        """The marks as the study file writes them (empty parts left out)."""
        out: dict[str, Any] = {}
        for name in ("cells", "cards", "tiles"):
            groups = getattr(self, name)
            if groups:
                out[name] = {colour: list(items) for colour, items in groups.items()}
        if self.ghost is not None:
            out["ghost"] = self.ghost
        return out


@dataclass(frozen=True)
class Task:
    """A "find the move" question: the author's ``answers`` (moves in the
    game's notation, each legal), the ``hint`` given after a wrong answer,
    and whether any move as good by the review's measure is accepted too."""

    answers: tuple[str, ...]
    hint: str = ""
    accept_equal: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"answers": list(self.answers)}
        if self.hint:
            out["hint"] = self.hint
        if self.accept_equal:
            out["accept_equal"] = True
        return out


def _groups(game: str, kind: str, groups: Mapping[str, Sequence[str]], check: Callable[[str], str]) -> dict[str, tuple[str, ...]]:
    """``groups`` with known colours, each item checked, in `MARK_COLOURS` order."""
    unknown = sorted(set(groups) - set(MARK_COLOURS))
    if unknown:
        raise OptionError(f"no mark colour {unknown[0]!r}", MARK_COLOURS)
    out: dict[str, tuple[str, ...]] = {}
    for colour in MARK_COLOURS:
        items = groups.get(colour)
        if not items:
            continue
        if isinstance(items, str):
            raise OptionError(f"the {colour} {kind} are a list, not one string")
        seen: list[str] = []
        for item in items:
            name = check(item)
            if name in seen:
                raise OptionError(f"{name} is marked twice in {colour}")
            seen.append(name)
        out[colour] = tuple(seen)
    return out


def checked_marks(state: State, marks: Marks) -> Marks:
    """``marks`` in their canonical form, checked against ``state``'s game
    (raises `rules_py.errors.OptionError`, or `rules_py.errors.IllegalMove` for a ghost
    that is
    no piece of the board)."""
    if isinstance(state, Board):
        if marks.cards or marks.tiles:
            raise OptionError("a Blokus chapter marks cells and a ghost piece, not cards or tiles")
        geometry = state.geometry

        def cell(name: str) -> str:
            if not isinstance(name, str) or not geometry.has_cell(name.strip()):
                raise OptionError(f"{name!r} is no cell of the {state.variant.name} board")
            return name.strip()

        ghost = None if marks.ghost is None else str(state.parse_move(_text(marks.ghost, "ghost")))
        return Marks(cells=_groups(state.variant.name, "cells", marks.cells, cell), ghost=ghost)
    if marks.cells or marks.ghost is not None:
        raise OptionError("a BLOT chapter marks cards and tiles, not cells or a ghost piece")

    def a_card(text: str) -> str:
        try:
            return card(_text(text, "card")).code
        except ValueError as exc:
            raise OptionError(str(exc)) from None

    def a_tile(text: str) -> str:
        try:
            return tile(_text(text, "tile"))
        except ValueError as exc:
            raise OptionError(str(exc)) from None

    return Marks(cards=_groups("blot", "cards", marks.cards, a_card),
                 tiles=_groups("blot", "tiles", marks.tiles, a_tile))


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise OptionError(f"a {what} is written as text, not {type(value).__name__}")
    return value


def canonical(state: State, action: object) -> tuple[Any, str]:
    """The action ``action`` (an action object or its text) parsed at
    ``state``, legal or not, and its canonical text. An unreadable text
    raises `rules_py.errors.IllegalMove` (``not_an_action``, ``off_board``, ...)."""
    parsed: Any
    if isinstance(action, str) or isinstance(state, Board):
        parsed = state.parse_action(action if isinstance(action, str) else str(action))
    else:
        parsed = action
    return parsed, str(parsed)


def checked_task(state: State, task: Task) -> Task:
    """``task`` with its answers canonical, each legal at ``state``
    (`rules_py.errors.IllegalMove` with the rules' reason otherwise)."""
    if state.current_player is None or state.current_player == CHANCE:
        raise OptionError("no player decides here: a find-the-move question needs a player to move")
    if isinstance(task.answers, str) or not task.answers:
        raise OptionError("a find-the-move question needs at least one answer (a list of moves)")
    answers: list[str] = []
    for answer in task.answers:
        parsed, text = canonical(state, _text(answer, "move"))
        why = state.explain(parsed)
        if why is not None:
            raise IllegalMove(why, parsed)
        if text not in answers:
            answers.append(text)
    hint = _text(task.hint, "hint")
    if not isinstance(task.accept_equal, bool):
        raise OptionError("accept_equal is true or false")
    return Task(tuple(answers), hint, task.accept_equal)


# ---------------------------------------------------------------------------
# The tree

@dataclass(eq=False)
class Node:
    """One node of a move tree (see the module docstring). Compare trees with
    `Chapter.__eq__`; nodes compare by identity."""

    move: str | None = None
    comment: str = ""
    glyph: str | None = None
    marks: Marks = field(default_factory=Marks)
    task: Task | None = None
    children: list["Node"] = field(default_factory=list)
    parent: "Node | None" = field(default=None, repr=False)

    def __repr__(self) -> str:
        return f"<Node {self.move or 'root'} children={len(self.children)}>"

    @property
    def is_root(self) -> bool:
        return self.parent is None

    def line(self) -> list["Node"]:
        """The nodes from the root to this one, root first."""
        out: list[Node] = []
        node: Node | None = self
        while node is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    def path(self) -> tuple[int, ...]:
        """Child indices from the root (``()`` for the root)."""
        nodes = self.line()
        return tuple(parent.children.index(child) for parent, child in zip(nodes, nodes[1:]))

    def main_line(self) -> list["Node"]:
        """This node, then each first child after it."""
        out = [self]
        while out[-1].children:
            out.append(out[-1].children[0])
        return out

    def add(self, child: "Node") -> "Node":
        child.parent = self
        self.children.append(child)
        return child


def walk(root: Node) -> Iterator[Node]:
    """Every node under ``root`` (itself included), depth first, main line first."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def tree_shape(root: Node) -> tuple[int, int, int]:
    """``(moves, deepest nesting of variations, most branch points on a line)``."""
    moves = nesting = branches = 0
    stack: list[tuple[Node, int, int]] = [(root, 0, 0)]
    while stack:
        node, nest, branch = stack.pop()
        nesting, branches = max(nesting, nest), max(branches, branch)
        more = branch + (len(node.children) > 1)
        for i, child in enumerate(node.children):
            moves += 1
            stack.append((child, nest + (i > 0), more))
    return moves, nesting, branches


def _check_shape(root: Node) -> None:
    moves, nesting, branches = tree_shape(root)
    if moves > MAX_NODES:
        raise RulesError(f"a chapter holds at most {MAX_NODES} moves")
    if nesting > MAX_NESTING:
        raise RulesError(f"variations nest at most {MAX_NESTING} deep")
    if branches > MAX_BRANCHES:
        raise RulesError(f"a line has at most {MAX_BRANCHES} branch points")


class Chapter:
    """One game of a study: its start, kind, title and move tree (module docstring).

    ``Chapter("duo", setup=[("B", "e10,d11,e11,f11,e12")], to_move="W")``;
    ``Chapter("blot", options={"players": 3}, actions=["faces ABBA", "deal ..."])``.
    The start is checked at once (`rules_py.errors.OptionError` for an unknown game
    or option, `rules_py.errors.IllegalMove` for a setup or an action the rules refuse).
    """

    def __init__(self, game: str, *, title: str = "", kind: str = "read",
                 options: Mapping[str, Any] | None = None,
                 setup: Sequence[tuple[int | str, str]] = (), to_move: str | None = None,
                 actions: Sequence[str] = ()) -> None:
        if not isinstance(game, str) or game not in GAMES:
            raise OptionError(f"unknown game {game!r}", GAMES)
        if kind not in KINDS:
            raise OptionError(f"unknown chapter kind {kind!r}", KINDS)
        self.game = game
        self.title = _text(title, "title")
        self._kind = kind
        self.root = Node()
        self.options: dict[str, Any] = {}
        self.setup: tuple[tuple[int, str], ...] = ()
        self.to_move: str | None = None
        self.actions: tuple[str, ...] = ()
        state = new_game(game, **dict(options or {}))
        if isinstance(state, BlotState):
            if setup or to_move is not None:
                raise OptionError("a BLOT chapter starts from actions (a deal), not a Blokus setup")
            self.options = _blot_options(state, options or {})
            texts = []
            for action in actions:
                parsed, text = canonical(state, _text(action, "action"))
                state.apply(parsed)
                texts.append(text)
            self.actions = tuple(texts)
        else:
            if options:
                raise OptionError(f"a Blokus chapter takes no options (its setup says who moves)", ["setup", "to_move"])
            if actions:
                raise OptionError("a Blokus chapter starts from a setup, not from actions")
            letters = state.variant.colour_letters
            if to_move is not None and to_move not in letters:
                raise OptionError(f"to_move={to_move!r} is no colour of {game}", letters)
            names = state.variant.colours
            for c, _ in setup:
                if isinstance(c, str) and c not in letters and c.lower() not in names:
                    raise OptionError(f"no colour {c!r} in {game}", letters)
            pieces = [(state.colour_index(c) if isinstance(c, str) else c, _text(cells, "setup piece"))
                      for c, cells in setup]
            for c, _ in pieces:
                if isinstance(c, bool) or not 0 <= c < len(letters):
                    raise OptionError(f"no colour {c!r} in {game}", letters)
            pieces.sort(key=lambda piece: piece[0])  # by colour, as a .blksgf root lists them
            if pieces or to_move is not None:
                state.setup(pieces, None if to_move is None else letters.index(to_move))
            self.setup = tuple((c, str(mv)) for c, mv in state.setup_pieces)
            self.to_move = to_move

    @property
    def kind(self) -> str:
        """``"read"`` or ``"find_move"``; a chapter with questions stays ``find_move``."""
        return self._kind

    @kind.setter
    def kind(self, kind: str) -> None:
        if kind not in KINDS:
            raise OptionError(f"unknown chapter kind {kind!r}", KINDS)
        if kind != "find_move" and any(node.task is not None for node in self.nodes()):
            raise OptionError("this chapter asks questions: remove them before making it a read chapter")
        self._kind = kind

    # -- positions ----------------------------------------------------------
    def start_state(self) -> State:
        """A new state at the chapter's start."""
        state = new_game(self.game, **self.options)
        if isinstance(state, Board):
            if self.setup or self.to_move is not None:
                letters = state.variant.colour_letters
                state.setup(self.setup, None if self.to_move is None else letters.index(self.to_move))
        else:
            for action in self.actions:
                state.apply(action)
        return state

    def state_at(self, node: Node) -> State:
        """The position after ``node`` (the start for the root)."""
        state = self.start_state()
        for n in node.line()[1:]:
            state.apply(n.move or "")
        return state

    def node_at(self, path: Sequence[int]) -> Node:
        """The node at ``path`` (child indices from the root); ``OptionError`` if none."""
        node = self.root
        for depth, i in enumerate(path):
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(node.children):
                raise OptionError(f"no node at {tuple(path)[:depth + 1]}")
            node = node.children[i]
        return node

    def nodes(self) -> Iterator[Node]:
        """Every node, depth first, the root first."""
        return walk(self.root)

    # -- editing ----------------------------------------------------------------
    def play(self, node: Node, action: object) -> Node:
        """Play ``action`` (text or action object) at ``node``'s position and
        return the node holding it: the existing child with that move, or a
        new child (the main line if ``node`` had none, else a variation).
        An illegal move raises `rules_py.errors.IllegalMove` and changes nothing."""
        self._own(node)
        state = self.state_at(node)
        parsed, text = canonical(state, action)
        state.apply(parsed)  # IllegalMove: nothing changed
        for child in node.children:
            if child.move == text:
                return child
        child = node.add(Node(move=text))
        try:
            _check_shape(self.root)
        except RulesError:
            node.children.pop()
            raise
        return child

    def promote(self, node: Node) -> None:
        """Make ``node`` the first of its siblings (its line continues the parent's)."""
        self._own(node)
        if node.parent is not None:
            node.parent.children.remove(node)
            node.parent.children.insert(0, node)

    def make_main_line(self, node: Node) -> None:
        """Make the line through ``node`` the chapter's main line."""
        for n in node.line()[1:]:
            self.promote(n)

    def delete(self, node: Node) -> None:
        """Remove ``node`` and everything after it (the root cannot go)."""
        self._own(node)
        if node.parent is None:
            raise RulesError("the root of a chapter cannot be deleted")
        node.parent.children.remove(node)
        node.parent = None

    def set_comment(self, node: Node, text: str) -> None:
        self._own(node)
        node.comment = _text(text, "comment")

    def set_glyph(self, node: Node, glyph: str | None) -> None:
        """Set (or with ``None`` clear) the node's glyph, one of `GLYPHS`."""
        self._own(node)
        if glyph is not None and glyph not in GLYPHS:
            raise OptionError(f"unknown glyph {glyph!r}", GLYPHS)
        if glyph is not None and node.parent is None:
            raise OptionError("the start of a chapter has no move to judge with a glyph")
        node.glyph = glyph

    def set_marks(self, node: Node, marks: Marks) -> None:
        """Set the node's marks, checked against its position."""
        self._own(node)
        node.marks = checked_marks(self.state_at(node), marks)

    def set_task(self, node: Node, task: Task | None) -> None:
        """Ask the reader to find the move at ``node``'s position (``None``
        removes the question). Only in a ``find_move`` chapter."""
        self._own(node)
        if task is not None and self.kind != "find_move":
            raise OptionError("only a find_move chapter asks questions", KINDS)
        node.task = None if task is None else checked_task(self.state_at(node), task)

    def _own(self, node: Node) -> None:
        if not isinstance(node, Node) or node.line()[0] is not self.root:
            raise OptionError("that node is not in this chapter")

    # -- comparing ---------------------------------------------------------------
    def start_json(self) -> dict[str, Any]:
        """The start as the study file writes it."""
        if self.game == "blot":
            return {"actions": list(self.actions)}
        letters = new_game(self.game).variant.colour_letters  # type: ignore[union-attr]
        out: dict[str, Any] = {"setup": [f"{letters[c]}:{cells}" for c, cells in self.setup]}
        if self.to_move is not None:
            out["to_move"] = self.to_move
        return out

    def signature(self) -> list[Any]:
        """Everything the chapter says, as plain data (two chapters are equal
        when their signatures are)."""
        out: list[Any] = [self.game, self.title, self.kind, self.options, self.setup, self.to_move, self.actions]
        index: dict[int, int] = {}
        for k, node in enumerate(self.nodes()):
            index[id(node)] = k
            parent = -1 if node.parent is None else index[id(node.parent)]
            out.append((parent, node.move, node.comment, node.glyph, node.marks.to_json(),
                        None if node.task is None else node.task.to_json()))
        return out

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Chapter):
            return NotImplemented
        return self.signature() == other.signature()

    __hash__ = None  # type: ignore[assignment]  # a chapter changes as it is edited

    def __repr__(self) -> str:
        moves = sum(1 for _ in self.nodes()) - 1
        return f"<Chapter {self.game} {self.kind} {self.title!r}: {moves} moves>"


def _blot_options(state: BlotState, options: Mapping[str, Any]) -> dict[str, Any]:
    """The canonical options of a BLOT chapter (what ``new_game`` needs again)."""
    out: dict[str, Any] = {"players": state.n, "variant": state.variant.name,
                           "first_player": state.first_player}
    if options.get("faces") is not None:
        out["faces"] = list(options["faces"])
    return out


def check_tree(chapter: Chapter, locate: Callable[[Node, str], dict[str, Any]]) -> None:
    """Replay every move of the chapter's tree (once each, depth first with
    undo), make every move, mark and task canonical, and raise
    `rules_py.errors.RecordError` at the first problem, located by ``locate(node,
    field)`` (``path=...`` or ``line=..., column=...``)."""
    try:
        _check_shape(chapter.root)
    except RulesError as exc:
        moves, _, _ = tree_shape(chapter.root)
        raise RecordError(str(exc), code="too_many" if moves > MAX_NODES else "too_deep",
                          **locate(chapter.root, "")) from None
    state = chapter.start_state()
    _check_node(state, chapter.root, chapter.kind, locate)
    count = 0
    done: set[int] = set()

    def play(node: Node) -> None:
        nonlocal count
        try:
            parsed, text = canonical(state, node.move or "")
            state.apply(parsed)
        except IllegalMove as exc:
            raise RecordError(f"illegal move {node.move!r}: {exc.reason.en}", reason=exc.reason, index=count,
                              **locate(node, "move")) from None
        if any(sibling.move == text for sibling in node.parent.children if sibling is not node
               and id(sibling) in done) if node.parent is not None else False:
            raise RecordError(f"the move {text} is played twice from one position", code="value",
                              **locate(node, "move"))
        node.move = text
        done.add(id(node))
        count += 1
        _check_node(state, node, chapter.kind, locate)

    play_through(chapter, state, play)


def play_through(chapter: Chapter, state: State, play: Callable[[Node], None]) -> None:
    """Visit every move of the chapter's tree once, depth first, on one
    ``state`` (the chapter's start): ``play(node)`` is called with ``state``
    just before the node's move and plays it; the walk takes the move back
    after the node's subtree (one apply and one undo per node, never a
    replay from the start)."""
    stack = [iter(chapter.root.children)]
    while stack:
        node = next(stack[-1], None)
        if node is None:
            stack.pop()
            if stack:
                state.undo()
            continue
        play(node)
        stack.append(iter(node.children))


def _check_node(state: State, node: Node, kind: str, locate: Callable[[Node, str], dict[str, Any]]) -> None:
    if node.glyph is not None and (node.glyph not in GLYPHS or node.parent is None):
        raise RecordError(f"glyph {node.glyph!r}: one of {' '.join(GLYPHS)}, on a move", code="value",
                          **locate(node, "glyph"))
    try:
        node.marks = checked_marks(state, node.marks)
    except IllegalMove as exc:
        raise RecordError(f"bad ghost piece: {exc.reason.en}", reason=exc.reason, code="value",
                          **locate(node, "marks")) from None
    except RulesError as exc:
        raise RecordError(f"bad marks: {exc}", code="value", **locate(node, "marks")) from None
    if node.task is None:
        return
    if kind != "find_move":
        raise RecordError("only a find_move chapter asks questions", code="value", **locate(node, "task"))
    try:
        node.task = checked_task(state, node.task)
    except IllegalMove as exc:
        raise RecordError(f"an answer is illegal: {exc.reason.en}", reason=exc.reason,
                          **locate(node, "task")) from None
    except RulesError as exc:
        raise RecordError(f"bad question: {exc}", code="value", **locate(node, "task")) from None


# ---------------------------------------------------------------------------
# The study

@dataclass(eq=False)
class Study:
    """A title, the author's language, and ordered chapters."""

    title: str = ""
    lang: str = "en"
    chapters: list[Chapter] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.lang not in LANGS:
            raise OptionError(f"unknown language {self.lang!r}", LANGS)
        _text(self.title, "title")

    def add(self, chapter: Chapter) -> Chapter:
        """Append ``chapter`` (at most `MAX_CHAPTERS`)."""
        if len(self.chapters) >= MAX_CHAPTERS:
            raise RulesError(f"a study holds at most {MAX_CHAPTERS} chapters")
        self.chapters.append(chapter)
        return chapter

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Study):
            return NotImplemented
        return (self.title, self.lang, self.chapters) == (other.title, other.lang, other.chapters)

    __hash__ = None  # type: ignore[assignment]  # a study changes as it is edited

    def __repr__(self) -> str:
        return f"<Study {self.title!r} ({self.lang}): {len(self.chapters)} chapters>"
