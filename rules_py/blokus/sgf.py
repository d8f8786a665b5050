"""Pentobi's game records (``.blksgf``): read, write, replay.

The format is SGF: ``(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[j4,i5,j5,k5,j6])``.

* ``GM`` names the variant (looked up with
  [`rules_py.blokus.variants.by_gm`][rules_py.blokus.variants.by_gm], so a new variant -- Trigon -- only
  needs its ``gm`` string set).
* Moves are ``B``/``W`` with two colours, ``1``..``4`` otherwise; the value
  is the move in Pentobi's notation.
* Setup: ``AB AW A1..A4`` place pieces (one value per piece), ``AE`` removes
  pieces, ``PL`` names the colour to play.
* Every other property (``C`` comments, ``FF``, ``CA``, ``AP``...) is kept
  as is and written back in the same order, so reading then writing a
  record gives back the same text (for records written compactly, as
  Pentobi's own self-play files are).

Malformed text raises [`RecordError`][rules_py.errors.RecordError] with the line and
column; an illegal move found while replaying raises it with the move's index
(0-based, counting move properties along the main line) and the reason.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from ..errors import MAX_BYTES, MAX_DEPTH, MAX_MOVES, IllegalMove, RecordError
from ..reading import LineIndex, decode
from .board import Board, tables
from .variants import Variant, by_gm


@dataclass
class Property:
    ident: str
    values: list[str]
    #: Where each value's text starts (line, column), for error messages.
    where: list[tuple[int, int]] = field(default_factory=list, compare=False, repr=False)
    #: Where the property's name starts.
    at: tuple[int, int] | None = field(default=None, compare=False, repr=False)


def _wheres(p: Property) -> list[tuple[int, int] | tuple[None, None]]:
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
    """A recursive-descent SGF reader bounded by the limits of [`rules_py.errors`][rules_py.errors]:
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


# ---------------------------------------------------------------------------
# Records

SETUP_PROPS = ("AB", "AW", "A1", "A2", "A3", "A4", "A5", "A6")


@dataclass
class Record:
    """One game: its tree, its variant, and the moves along the main line."""

    root: Node
    variant: Variant

    def main_line(self) -> list[Node]:
        """The root and each first child after it: the game as played."""
        nodes = [self.root]
        while nodes[-1].children:
            nodes.append(nodes[-1].children[0])
        return nodes

    def _move_props(self) -> dict[str, int]:
        return {letter: c for c, letter in enumerate(self.variant.colour_letters)}

    def _setup_props(self) -> dict[str, int]:
        letters = self.variant.colour_letters
        return {("A" + letter): c for c, letter in enumerate(letters)}

    def moves(self) -> list[tuple[int, str, Node, Property]]:
        """``(colour, move text, node, property)`` for each move on the main line."""
        props = self._move_props()
        out = []
        for node in self.main_line():
            for p in node.props:
                if p.ident in props:
                    for v in p.values:
                        out.append((props[p.ident], v, node, p))
        return out

    def comments(self) -> dict[int, str]:
        """Comments by move number: 0 is the root (before any move), ``k`` after move ``k``."""
        out: dict[int, str] = {}
        props = self._move_props()
        k = 0
        for node in self.main_line():
            k += sum(len(p.values) for p in node.props if p.ident in props)
            if node.comment is not None:
                out[k] = node.comment
        return out

    def replay(self, *, stop_at: int | None = None) -> Board:
        """The board after the main line (or after ``stop_at`` moves).

        Raises [`RecordError`][rules_py.errors.RecordError] with the move's index, position and
        reason at the first illegal move.
        """
        board, err = self.replay_checked(stop_at=stop_at)
        if err is not None:
            raise err
        return board

    def replay_checked(self, *, stop_at: int | None = None) -> tuple[Board, RecordError | None]:
        """Like [`replay`][rules_py.blokus.sgf.Record.replay], but returns ``(board so far, error or None)``."""
        v = self.variant
        board = Board(v)
        moves = self._move_props()
        setups = self._setup_props()
        index = 0
        for node in self.main_line():
            add = [(setups[p.ident], p) for p in node.props if p.ident in setups]
            erase = node.get("AE")
            pl = node.get("PL")
            if add or erase is not None or pl is not None:
                err = self._apply_setup(board, add, node, erase, pl)
                if err is not None:
                    return board, err
            for p in node.props:
                if p.ident not in moves:
                    continue
                colour = moves[p.ident]
                for value, (line, col) in zip(p.values, _wheres(p)):
                    if stop_at is not None and index >= stop_at:
                        return board, None
                    try:
                        board.play(value, colour)
                    except IllegalMove as exc:
                        return board, RecordError(f"illegal move {p.ident}[{value}]: {exc.reason.en}",
                                                  line=line, column=col, index=index, reason=exc.reason)
                    index += 1
        return board, None

    def _apply_setup(self, board: Board, add: list[tuple[int, Property]], node: Node, erase: list[str] | None,
                     pl: list[str] | None) -> RecordError | None:
        pieces = board.pieces_on_board()
        try:
            if erase is not None:
                gone = set()
                for value in erase:
                    gone.add(board.parse_move(value).mask)
                pieces = [(c, m) for c, m in pieces if m.mask not in gone]
            for c, p in add:
                for value in p.values:
                    pieces.append((c, board.parse_move(value, c)))
            to_move = None
            if pl is not None:
                letter = pl[0].strip()
                if letter not in self.variant.colour_letters:
                    prop = next(q for q in node.props if q.ident == "PL")
                    line, col = prop.where[0] if prop.where else (None, None)
                    return RecordError(f"PL[{letter}] names no colour of {self.variant.name}", line=line,
                                       column=col, code="value")
                to_move = self.variant.colour_letters.index(letter)
            elif board.history or board.setup_pieces:
                to_move = board.to_move
            board.setup(pieces, to_move)
        except IllegalMove as exc:
            return RecordError(f"bad setup: {exc.reason.en}", reason=exc.reason)
        return None

    def text(self) -> str:
        """The record as SGF text."""
        return write_tree(self.root)

    def __repr__(self) -> str:
        return f"<Record {self.variant.name}: {len(self.moves())} moves>"

    __str__ = text


def read(text: str | bytes, variant: Variant | None = None) -> Record:
    """The first game in ``text``; its ``GM`` gives the variant unless given.

    For example:

        >>> rec = read("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[j4,i5,j5,k5,j6])")
        >>> rec.variant.name, len(rec.replay().history)
        ('duo', 2)
        >>> write_tree(rec.root)
        '(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[j4,i5,j5,k5,j6])'
    """
    return read_all(text, variant)[0]


def read_all(text: str | bytes, variant: Variant | None = None) -> list[Record]:
    """Every game in ``text`` (a file may hold several, one per line)."""
    records = []
    for root in parse_trees(text):
        v = variant
        if v is None:
            gm = root.get("GM")
            prop = next((p for p in root.props if p.ident == "GM"), None)
            if gm is None:
                raise RecordError("the record has no GM property (which game?)", line=1, column=1,
                                  code="missing_key")
            try:
                v = by_gm(gm[0])
            except KeyError:
                line, col = prop.where[0] if prop and prop.where else (None, None)
                raise RecordError(f"unknown game GM[{gm[0]}]", line=line, column=col,
                                  code="value") from None
        rec = Record(root, v)
        _check_moves(rec)
        records.append(rec)
    return records


def _check_moves(rec: Record) -> None:
    """Every move and setup value names cells of the board forming a piece."""
    board = Board.__new__(Board)
    board.variant = rec.variant
    board.tables = tables(rec.variant)
    known = set(rec._move_props()) | set(rec._setup_props()) | {"AE"}
    for node in rec.main_line():
        for p in node.props:
            if p.ident in known:
                for value, where in zip(p.values, _wheres(p)):
                    try:
                        board.parse_move(value)
                    except IllegalMove as exc:
                        line, col = where
                        raise RecordError(f"{p.ident}[{value}]: {exc.reason.en}", line=line, column=col,
                                          reason=exc.reason, code="value") from None
            elif p.ident in _COLOUR_PROPS:
                line, col = p.at or (None, None)
                raise RecordError(f"property {p.ident} names no colour of {rec.variant.name}", line=line,
                                  column=col, code="value")


_COLOUR_PROPS = frozenset(["B", "W", "AB", "AW"] + [f"{a}{i}" for a in ("", "A") for i in range(1, 7)])


def from_board(board: Board, comments: dict[int, str] | None = None, *,
               extra: list[tuple[str, str]] | None = None) -> Record:
    """A record of the board's game: setup (if any), then every move.

    ``comments[k]`` goes on the node after move ``k`` (``0``: the root, with
    the setup). ``extra`` adds root properties after ``GM`` (for instance
    ``("GN", ...)``; Pentobi reads comments as Latin-1 unless the root says
    ``("CA", "UTF-8")``). The setup is written as Pentobi writes it, in the
    root only: ``AB``/``AW`` (two colours) or ``A1``..``A4``, one value per
    piece, then ``PL`` for the colour to play. Empty comments are left out.

        >>> b = Board("duo")
        >>> b.setup([(1, "j4,i5,j5,k5,j6")], to_move=0)
        >>> _ = b.play("e10,d11,e11,f11,e12")
        >>> print(dumps(b, {0: "Orange starts in the corner.", 1: "Purple [centre]"}))
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
    first_to_move = board._stack[0].to_move if board._stack else board.to_move
    # PL after setup pieces, and alone when the first colour to play is not
    # the variant's usual one (Pentobi reads PL in the root as "to play").
    if first_to_move is not None and (board.setup_pieces or first_to_move != board.first):
        root.props.append(Property("PL", [letters[first_to_move]]))
    if comments.get(0):
        root.props.append(Property("C", [comments[0]]))
    node = root
    for k, (c, mv) in enumerate(board.history, start=1):
        child = Node([Property(letters[c], [str(mv)])])
        if comments.get(k):
            child.props.append(Property("C", [comments[k]]))
        node.children.append(child)
        node = child
    return Record(root, v)


def dumps(board: Board, comments: dict[int, str] | None = None, **kw: Any) -> str:
    """The record of the board's game as text (see [`from_board`][rules_py.blokus.sgf.from_board])."""
    return from_board(board, comments, **kw).text()


def loads(text: str) -> Board:
    """Read a record and replay it: the final board."""
    return read(text).replay()


def load(path: str | os.PathLike[str]) -> Record:
    """The first game of the ``.blksgf`` file at ``path``."""
    with open(path, "rb") as f:
        return read(f.read(MAX_BYTES + 1))


__all__ = ["Property", "Node", "parse_trees", "write_tree", "SETUP_PROPS", "Record", "read",
           "read_all", "from_board", "dumps", "loads", "load"]
