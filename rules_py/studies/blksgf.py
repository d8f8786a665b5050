"""A Blokus chapter as a Pentobi ``.blksgf`` record, and back.

Pentobi's conventions (`rules_py.blokus.sgf`): ``GM`` names the
edition, ``CA[UTF-8]`` says how the text is encoded, the setup sits in the
root only (``AB``/``AW`` or ``A1``..``A4``, one value per piece, then
``PL`` for the colour to play), each later node holds one move (``B``/``W``
or ``1``..``4``), ``C`` a comment, and variations are sibling game trees
after the node they branch from (the first child is the main line).
Glyphs use Pentobi's move annotations: ``TE[1]`` ``!``, ``TE[2]`` ``!!``,
``BM[1]`` ``?``, ``BM[2]`` ``??``, ``IT[]`` ``!?``, ``DO[]`` ``?!``; the
chapter's title is ``GN``.

What Pentobi has no property for is written in private properties, which
Pentobi keeps and ignores (SGF lets a program define its own):

* ``SK[find_move]`` (root): the chapter's kind when not ``read``;
* ``SM[green:e10,f11][red:a1]``: highlighted cells, one value per colour;
  ``SG[e10,d11,e11,f11,e12]``: the ghost piece;
* ``SA[move][move]``: a "find the move" question's answers, ``SH[...]`` its
  hint, ``SE[1]`` when any move as good by the review's measure is accepted.

`chapter_from_sgf` reads any ``.blksgf`` (its first game tree) this
way; properties it does not know (``FF``, ``AP``, ``DT``, ...) are left
out. Errors are `rules_py.errors.RecordError` with the line and
column.
"""

from __future__ import annotations

from typing import Any

from ..blokus import sgf
from ..blokus.board import Board
from ..blokus.variants import Variant
from ..errors import IllegalMove, RecordError, RulesError
from ..games import GAMES
from .model import MARK_COLOURS, Chapter, Marks, Node, Task, check_tree

__all__ = ["GLYPH_PROPS", "chapter_to_sgf", "chapter_from_sgf"]

#: glyph -> (property, value), Pentobi's move annotations.
GLYPH_PROPS: dict[str, tuple[str, str]] = {
    "!": ("TE", "1"), "!!": ("TE", "2"), "?": ("BM", "1"), "??": ("BM", "2"), "!?": ("IT", ""), "?!": ("DO", "")}
_ANNOTATIONS = ("TE", "BM", "IT", "DO")


def _annotations(node: Node) -> list[sgf.Property]:
    props = []
    if node.comment:
        props.append(sgf.Property("C", [node.comment]))
    if node.glyph is not None:
        ident, value = GLYPH_PROPS[node.glyph]
        props.append(sgf.Property(ident, [value]))
    if node.marks.cells:
        props.append(sgf.Property("SM", [f"{colour}:{','.join(cells)}" for colour, cells in node.marks.cells.items()]))
    if node.marks.ghost is not None:
        props.append(sgf.Property("SG", [node.marks.ghost]))
    if node.task is not None:
        props.append(sgf.Property("SA", list(node.task.answers)))
        if node.task.hint:
            props.append(sgf.Property("SH", [node.task.hint]))
        if node.task.accept_equal:
            props.append(sgf.Property("SE", ["1"]))
    return props


def chapter_to_sgf(chapter: Chapter) -> str:
    """The chapter as ``.blksgf`` text (a `rules_py.errors.RulesError`
    for BLOT or an edition Pentobi has no ``GM`` for)."""
    if chapter.game == "blot":
        raise RulesError("a BLOT chapter has no .blksgf form (its study file holds it)")
    board = chapter.start_state()
    assert isinstance(board, Board)
    variant = board.variant
    if variant.gm is None:
        raise RulesError(f"{variant.name} has no .blksgf game name: it cannot be written for Pentobi")
    letters = variant.colour_letters
    root = sgf.Node([sgf.Property("GM", [variant.gm]), sgf.Property("CA", ["UTF-8"])])
    if chapter.title:
        root.props.append(sgf.Property("GN", [chapter.title]))
    for c, letter in enumerate(letters):
        values = [cells for cc, cells in chapter.setup if cc == c]
        if values:
            root.props.append(sgf.Property("A" + letter, values))
    if chapter.to_move is not None:
        root.props.append(sgf.Property("PL", [chapter.to_move]))
    if chapter.kind != "read":
        root.props.append(sgf.Property("SK", [chapter.kind]))
    root.props.extend(_annotations(chapter.root))
    # Depth first with undo: each move's colour is the one to move at its parent.
    stack: list[tuple[Node, sgf.Node, bool]] = [(child, root, False) for child in reversed(chapter.root.children)]
    while stack:
        node, parent, leaving = stack.pop()
        if leaving:
            board.undo()
            continue
        colour = board.to_move
        assert colour is not None and node.move is not None  # a checked tree holds legal moves only
        board.play(node.move)
        out = sgf.Node([sgf.Property(letters[colour], [node.move]), *_annotations(node)])
        parent.children.append(out)
        stack.append((node, out, True))
        stack.extend((child, out, False) for child in reversed(node.children))
    return sgf.write_tree(root)


def _where(prop: sgf.Property | None) -> dict[str, Any]:
    if prop is None or prop.at is None:
        return {}
    return {"line": prop.at[0], "column": prop.at[1]}


def _prop(node: sgf.Node, ident: str) -> sgf.Property | None:
    return next((p for p in node.props if p.ident == ident), None)


def _one(node: sgf.Node, ident: str) -> str | None:
    prop = _prop(node, ident)
    if prop is None:
        return None
    if len(prop.values) != 1:
        raise RecordError(f"{ident} takes one value", code="value", **_where(prop))
    return prop.values[0]


def _glyph(node: sgf.Node) -> str | None:
    found = [p for p in node.props if p.ident in _ANNOTATIONS]
    if not found:
        return None
    if len(found) > 1:
        raise RecordError("a move has one annotation at most (TE, BM, IT or DO)", code="value", **_where(found[1]))
    prop = found[0]
    value = prop.values[0].strip() if prop.values else ""
    if prop.ident in ("IT", "DO"):
        return "!?" if prop.ident == "IT" else "?!"
    try:
        strength = float(value)
    except ValueError:
        raise RecordError(f"{prop.ident}[{value}] is not a number", code="value", **_where(prop)) from None
    if prop.ident == "TE":
        return "!!" if strength > 1 else "!"
    return "??" if strength > 1 else "?"


def _annotated(node: sgf.Node, target: Node) -> None:
    target.comment = _one(node, "C") or ""
    if target.parent is not None:
        target.glyph = _glyph(node)
    cells: dict[str, tuple[str, ...]] = {}
    marks = _prop(node, "SM")
    for value in marks.values if marks else []:
        colour, colon, names = value.partition(":")
        if not colon or colour not in MARK_COLOURS or colour in cells:
            raise RecordError(f"SM[{value}] is COLOUR:CELLS, one value per colour of {', '.join(MARK_COLOURS)}",
                              code="value", **_where(marks))
        cells[colour] = tuple(name.strip() for name in names.split(",") if name.strip())
    target.marks = Marks(cells=cells, ghost=_one(node, "SG"))
    answers = _prop(node, "SA")
    if answers is not None:
        accept = _one(node, "SE")
        target.task = Task(tuple(answers.values), _one(node, "SH") or "", accept is not None and accept != "0")


def chapter_from_sgf(text: str | bytes) -> Chapter:
    """The chapter held by a ``.blksgf`` record (its first game tree): the
    setup and comment of the root, every move of every variation replayed
    through the engine. Raises `rules_py.errors.RecordError` with line and column."""
    record = sgf.read(text)
    variant: Variant = record.variant
    if variant.name not in GAMES:
        raise RecordError(f"{variant.name} is not a game of this package", code="value", line=1, column=1)
    root = record.root
    letters = variant.colour_letters
    moves = {letter: c for c, letter in enumerate(letters)}
    setups = {"A" + letter: c for c, letter in enumerate(letters)}
    setup: list[tuple[int, str]] = []
    for prop in root.props:
        if prop.ident in setups:
            setup.extend((setups[prop.ident], value) for value in prop.values)
        elif prop.ident == "AE" or prop.ident in moves:
            raise RecordError(f"{prop.ident} in the root: a study's start is a setup (AB, AW, A1..A4, PL)",
                              code="value", **_where(prop))
    to_move = _one(root, "PL")
    kind = _one(root, "SK") or "read"
    try:
        chapter = Chapter(variant.name, title=_one(root, "GN") or "", kind=kind, setup=setup,
                          to_move=None if to_move is None else to_move.strip())
    except IllegalMove as exc:
        raise RecordError(f"bad setup: {exc.reason.en}", reason=exc.reason, line=1, column=1) from None
    except RulesError as exc:
        raise RecordError(f"bad start: {exc}", code="value", line=1, column=1) from None
    where: dict[int, sgf.Node] = {id(chapter.root): root}
    _annotated(root, chapter.root)
    stack: list[tuple[sgf.Node, Node]] = [(child, chapter.root) for child in reversed(root.children)]
    while stack:
        source, parent = stack.pop()
        found = [p for p in source.props if p.ident in moves]
        bad = next((p for p in source.props if p.ident in setups or p.ident in ("AE", "PL")), None)
        if bad is not None:
            raise RecordError(f"{bad.ident} after the root: a study sets up its position in the root only",
                              code="value", **_where(bad))
        if len(found) != 1 or len(found[0].values) != 1:
            at = found[1] if len(found) > 1 else (found[0] if found else (source.props[0] if source.props else None))
            raise RecordError("each node after the root holds exactly one move", code="value", **_where(at))
        node = parent.add(Node(move=found[0].values[0]))
        where[id(node)] = source
        _annotated(source, node)
        stack.extend((child, node) for child in reversed(source.children))
    # Each move must be by the colour its property names: the colour to move.
    colours = {id(node): moves[next(p.ident for p in where[id(node)].props if p.ident in moves)]
               for node in chapter.nodes() if node.parent is not None}
    _check_colours(chapter, colours, where)

    def locate(node: Node, field: str) -> dict[str, Any]:
        source = where[id(node)]
        ident = {"move": None, "marks": "SM", "task": "SA", "glyph": None}.get(field)
        prop = _prop(source, ident) if ident else None
        if prop is None:
            prop = next((p for p in source.props if p.ident in moves), source.props[0] if source.props else None)
        return _where(prop)

    check_tree(chapter, locate)
    return chapter


def _check_colours(chapter: Chapter, colours: dict[int, int], where: dict[int, sgf.Node]) -> None:
    """Refuse a move whose property names another colour than the one to move."""
    board = chapter.start_state()
    assert isinstance(board, Board)
    stack: list[tuple[Node, bool]] = [(child, False) for child in reversed(chapter.root.children)]
    while stack:
        node, leaving = stack.pop()
        if leaving:
            board.undo()
            continue
        prop = next(p for p in where[id(node)].props if p.ident in board.variant.colour_letters)
        try:
            board.play(node.move or "", colours[id(node)])
        except IllegalMove as exc:
            raise RecordError(f"illegal move {prop.ident}[{node.move}]: {exc.reason.en}", reason=exc.reason,
                              **_where(prop)) from None
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(node.children))
