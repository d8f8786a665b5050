"""Pentobi's game records (``.blksgf``): read, write, replay.

The format is SGF: ``(;GM[Blokus Duo];B[e10,d11,e11,f11,e12];W[j4,i5,j5,k5,j6])``.

* ``GM`` names the variant (looked up with
  `rules_py.blokus.variants.by_gm`, so a new variant -- Trigon -- only
  needs its ``gm`` string set).
* Moves are ``B``/``W`` with two colours, ``1``..``4`` otherwise; the value
  is the move in Pentobi's notation.
* Setup: ``AB AW A1..A4`` place pieces (one value per piece), ``AE`` removes
  pieces, ``PL`` names the colour to play.
* Every other property (``C`` comments, ``FF``, ``CA``, ``AP``...) is kept
  as is and written back in the same order, so reading then writing a
  record gives back the same text (for records written compactly, as
  Pentobi's own self-play files are).

Malformed text raises `rules_py.errors.RecordError` with the line and
column; an illegal move found while replaying raises it with the move's index
(0-based, counting move properties along the main line) and the reason.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, cast

from ..errors import MAX_BYTES, IllegalMove, RecordError
from .board import Board, tables
from .sgf_tree import Node, Property, dumps, game_tree, parse_trees, wheres, write_tree
from .variants import Variant, by_gm


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

        Raises `rules_py.errors.RecordError` with the move's index, position and
        reason at the first illegal move.
        """
        board, err = self.replay_checked(stop_at=stop_at)
        if err is not None:
            raise err
        return board

    def replay_checked(self, *, stop_at: int | None = None) -> tuple[Board, RecordError | None]:
        """Like `rules_py.blokus.sgf.Record.replay`, but returns ``(board so far, error or None)``."""
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
                for value, (line, col) in zip(p.values, wheres(p)):
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
                for value, where in zip(p.values, wheres(p)):
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
    """A record of the board's game: setup (if any), then every move (see
    `game_tree`).

        >>> b = Board("duo")
        >>> _ = b.play("e10,d11,e11,f11,e12")
        >>> from_board(b).text()
        '(;GM[Blokus Duo];B[e10,d11,e11,f11,e12])'
    """
    return Record(game_tree(board, comments, extra=extra), board.variant)


def loads(text: str) -> Board:
    """Read a record and replay it: the final board."""
    return read(text).replay()


def load(path: str | os.PathLike[str]) -> Record:
    """The first game of the ``.blksgf`` file at ``path``."""
    with open(path, "rb") as f:
        return read(f.read(MAX_BYTES + 1))


__all__ = ["Property", "Node", "parse_trees", "write_tree", "SETUP_PROPS", "Record", "read",
           "read_all", "from_board", "dumps", "loads", "load"]
