"""The ``.blksgf`` text (SGF syntax): its tree, reading text into the tree,
writing a tree as text, and the tree of a board's game.

This module knows the board only as a type: `rules_py.blokus.board.Board.record`
writes with it, and
`rules_py.blokus.sgf` (which replays records into boards) builds on it.
"""

from __future__ import annotations


from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from ..errors import MAX_DEPTH, MAX_MOVES, RecordError
from ..reading import LineIndex, decode

if TYPE_CHECKING:
    from .board import Board


@dataclass
class Property:
    ident: str
    values: list[str]
    #: Where each value's text starts (line, column), for error messages.
    where: list[tuple[int, int]] = field(default_factory=list, compare=False, repr=False)
    #: Where the property's name starts.
    at: tuple[int, int] | None = field(default=None, compare=False, repr=False)


def wheres(p: Property) -> list[tuple[int, int] | tuple[None, None]]:
    """Where each value of ``p`` starts, or ``(None, None)`` for each when unknown."""
    if p.where:
        return list(p.where)
    return [(None, None)] * len(p.values)


@dataclass
class Node:
    props: list[Property] = field(default_factory=list)
    children: list["Node"] = field(default_factory=list)

    def get(self, ident: str) -> list[str] | None:
        for p in self.props:
            if p.ident == ident:
                return p.values
        return None

    def set(self, ident: str, values: list[str]) -> None:
        for p in self.props:
            if p.ident == ident:
                p.values = list(values)
                return
        self.props.append(Property(ident, list(values)))

    @property
    def comment(self) -> str | None:
        v = self.get("C")
        return None if v is None else v[0]


# ---------------------------------------------------------------------------
# Syntax

class _Reader:
    """A recursive-descent SGF reader bounded by the limits of `rules_py.errors`:
    variations nest at most ``MAX_DEPTH`` deep, a game tree holds at most
    ``MAX_MOVES`` nodes (a file may hold many trees). Positions are found by bisection over the line
    starts (computed once), so reading is linear in the text's length."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.n = len(text)
        self.lines = LineIndex(text)
        self.nodes = 0

    def where(self, i: int | None = None) -> tuple[int, int]:
        return self.lines(self.i if i is None else i)

    def error(self, message: str, i: int | None = None, code: str = "syntax") -> RecordError:
        line, col = self.where(i)
        return RecordError(message, line=line, column=col, code=code)

    def skip_ws(self) -> None:
        t, n = self.text, self.n
        while self.i < n and t[self.i].isspace():
            self.i += 1

    def peek(self) -> str:
        self.skip_ws()
        return self.text[self.i] if self.i < self.n else ""

    def expect(self, ch: str) -> None:
        got = self.peek()
        if got != ch:
            raise self.error(f"expected '{ch}', found {got!r}" if got else f"expected '{ch}', found end of text")
        self.i += 1

    def gametree(self, depth: int = 1) -> Node:
        if depth > MAX_DEPTH:
            raise self.error(f"variations nested deeper than {MAX_DEPTH} levels", code="too_deep")
        self.expect("(")
        if self.peek() != ";":
            raise self.error("a game tree must start with a node (';')")
        first: Node | None = None
        last: Node | None = None
        while self.peek() == ";":
            self.nodes += 1
            if self.nodes > MAX_MOVES:
                raise self.error(f"more than {MAX_MOVES} nodes", code="too_many")
            self.i += 1
            node = self.node()
            if last is None:
                first = node
            else:
                last.children.append(node)
            last = node
        assert first is not None and last is not None
        while self.peek() == "(":
            last.children.append(self.gametree(depth + 1))
        self.expect(")")
        return first

    def node(self) -> Node:
        node = Node()
        seen: set[str] = set()
        while True:
            self.skip_ws()
            start = self.i
            t = self.text
            while self.i < self.n and t[self.i].isalnum():
                self.i += 1
            ident = t[start:self.i]
            if not ident:
                ch = self.peek()
                if ch in (";", "(", ")"):
                    return node
                if ch == "":
                    raise self.error("unexpected end of text inside a node")
                raise self.error(f"unexpected {ch!r} where a property was expected")
            if ident in seen:
                raise self.error(f"property {ident} appears twice in one node", start)
            seen.add(ident)
            if self.peek() != "[":
                raise self.error(f"property {ident} has no value", start)
            values: list[str] = []
            where: list[tuple[int, int]] = []
            while self.peek() == "[":
                where.append(self.where(self.i + 1))
                values.append(self.value())
            node.props.append(Property(ident, values, where, self.where(start)))

    def value(self) -> str:
        start = self.i
        self.i += 1
        out = []
        t, n = self.text, self.n
        while self.i < n:
            ch = t[self.i]
            if ch == "\\":
                if self.i + 1 >= n:
                    break
                out.append(t[self.i + 1])
                self.i += 2
                continue
            if ch == "]":
                self.i += 1
                return "".join(out)
            out.append(ch)
            self.i += 1
        raise self.error("unterminated value (missing ']')", start)


def parse_trees(text: str | bytes) -> list[Node]:
    """Every game tree in the text (SGF syntax only); bytes must be UTF-8."""
    r = _Reader(decode(text))
    trees = []
    while r.peek() == "(":
        r.nodes = 0  # the limit is per game: a file may hold many games
        trees.append(r.gametree())
    if r.peek() != "":
        raise r.error(f"unexpected {r.peek()!r} after the game tree")
    if not trees:
        raise r.error("no game tree (a record starts with '(;')")
    return trees


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("]", "\\]")


def write_tree(node: Node) -> str:
    """SGF text of a game tree, compact (no whitespace added)."""
    parts = ["("]
    while True:
        parts.append(";")
        for p in node.props:
            parts.append(p.ident)
            parts.extend("[" + _escape(v) + "]" for v in p.values)
        if len(node.children) == 1:
            node = node.children[0]
            continue
        for child in node.children:
            parts.append(write_tree(child))
        break
    parts.append(")")
    return "".join(parts)


def game_tree(board: Board, comments: dict[int, str] | None = None, *,
              extra: list[tuple[str, str]] | None = None) -> Node:
    """The tree of the board's game: setup (if any), then every move.

    ``comments[k]`` goes on the node after move ``k`` (``0``: the root, with
    the setup). ``extra`` adds root properties after ``GM`` (for instance
    ``("GN", ...)``; Pentobi reads comments as Latin-1 unless the root says
    ``("CA", "UTF-8")``). The setup is written as Pentobi writes it, in the
    root only: ``AB``/``AW`` (two colours) or ``A1``..``A4``, one value per
    piece, then ``PL`` for the colour to play. Empty comments are left out.

        >>> from rules_py.blokus.board import Board
        >>> b = Board("duo")
        >>> b.setup([(1, "j4,i5,j5,k5,j6")], to_move=0)
        >>> _ = b.play("e10,d11,e11,f11,e12")
        >>> print(write_tree(game_tree(b, {0: "Orange starts in the corner.", 1: "Purple [centre]"})))
        (;GM[Blokus Duo]AW[j4,i5,j5,k5,j6]PL[B]C[Orange starts in the corner.];B[e10,d11,e11,f11,e12]C[Purple [centre\\]])
    """
    v = board.variant
    if v.gm is None:
        raise ValueError(f"variant {v.name} has no GM string")
    comments = comments or {}
    letters = v.colour_letters
    root = Node([Property("GM", [v.gm])])
    for ident, value in extra or ():
        root.props.append(Property(ident, [value]))
    if board.setup_pieces:
        for c in range(len(letters)):
            vals = [str(m) for cc, m in board.setup_pieces if cc == c]
            if vals:
                root.props.append(Property("A" + letters[c], vals))
    first_to_move = board.first_to_move
    # PL after setup pieces, and alone when the first colour to play is not
    # the variant's usual one (Pentobi reads PL in the root as "to play").
    if first_to_move is not None and (board.setup_pieces or first_to_move != board.first):
        root.props.append(Property("PL", [letters[first_to_move]]))
    if comments.get(0):
        root.props.append(Property("C", [comments[0]]))
    node = root
    for k, mv in enumerate(board.history, start=1):
        child = Node([Property(letters[cast(int, mv.colour)], [str(mv)])])
        if comments.get(k):
            child.props.append(Property("C", [comments[k]]))
        node.children.append(child)
        node = child
    return root


def dumps(board: Board, comments: dict[int, str] | None = None, *,
          extra: list[tuple[str, str]] | None = None) -> str:
    """The record of the board's game as text (see `game_tree`)."""
    return write_tree(game_tree(board, comments, extra=extra))


__all__ = ["Property", "Node", "parse_trees", "write_tree", "game_tree", "dumps"]
