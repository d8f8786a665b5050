"""Studies: one teaching document for both games.

A `Study` holds ordered `Chapter` objects; each chapter is a
game (any name of `rules_py.GAMES`), a starting position (a Blokus
setup, or BLOT actions up to a deal), a kind (``read`` or ``find_move``)
and a move tree whose every move the engine has checked.

* `model` -- the document and its tree operations (``play``,
  ``promote``, ``make_main_line``, ``delete``, comments, glyphs, marks,
  questions);
* `fileformat` -- the study file (JSON, versioned; its schema is
  ``seeds/study/study.schema.json``): `dumps`, `loads`;
* `blksgf` -- a Blokus chapter as Pentobi's ``.blksgf`` with its
  variations: `chapter_to_sgf`, `chapter_from_sgf`;
* `judge` -- "find the move": `judge`.
* `from_game` -- a finished game and its review as a one-chapter study
  (``rules_py.studies.from_game.study_from_blokus_game``,
  ``study_from_blot_game``; a module of its own, imported when used);
* `packaged` -- the example studies shipped with the package: the tour and
  every worked example (``worked_blokus``, ``worked_blot``).

`from_record` makes a one-chapter study of a plain ``.blksgf`` or BLOT
JSON record.
"""

from __future__ import annotations

from ..blot import variants as blot_variants
from ..blot.record import Record as BlotRecord
from ..errors import RecordError
from ..reading import decode
from .blksgf import chapter_from_sgf, chapter_to_sgf
from .fileformat import FORMAT, VERSION, dumps, from_json, loads, to_json
from .judge import Verdict, judge
from .model import (GLYPHS, KINDS, LANGS, MARK_COLOURS, MAX_BRANCHES, MAX_CHAPTERS, MAX_NESTING, MAX_NODES,
                    Chapter, Marks, Node, Study, Task, check_tree)

__all__ = ["GLYPHS", "KINDS", "LANGS", "MARK_COLOURS", "MAX_CHAPTERS", "MAX_NODES", "MAX_NESTING",
           "MAX_BRANCHES", "FORMAT", "VERSION", "Marks", "Task", "Node", "Chapter", "Study", "Verdict",
           "judge", "dumps", "loads", "to_json", "from_json", "chapter_to_sgf", "chapter_from_sgf",
           "chapter_from_blot", "from_record"]


def chapter_from_blot(text: str | bytes) -> Chapter:
    """A chapter of a BLOT JSON record: it starts after the first deal; the
    record's actions (and later deals) are the main line, with their
    comments; the record's comment and the first round's go on the start."""
    record = BlotRecord.loads(text)
    record.replay()  # every action checked: RecordError with its index and path
    variant = blot_variants.resolve(record.players, record.variant)
    if not record.rounds:
        raise RecordError("the record holds no deal to start from", code="value", path="rounds")
    first = record.rounds[0]
    chapter = Chapter("blot", title=record.title or "",
                      options={"players": record.players, "variant": variant.name,
                               "first_player": record.first_player, "faces": list(record.faces)},
                      actions=[str(first.deal)])
    chapter.root.comment = "\n\n".join(c for c in (record.comment, first.comment) if c)
    node = chapter.root
    for r, rnd in enumerate(record.rounds):
        if r > 0:
            node = node.add(Node(move=str(rnd.deal), comment=rnd.comment or ""))
        for action, comment in zip(rnd.actions, rnd.comments):
            node = node.add(Node(move=str(action), comment=comment or ""))
    check_tree(chapter, lambda node, field: {"path": "rounds"})  # replayed above: canonical texts only
    return chapter


def from_record(text: str | bytes, *, title: str | None = None, lang: str = "en") -> Study:
    """A one-chapter study of a ``.blksgf`` (it starts with ``(``) or BLOT
    JSON record (it starts with ``{``); `rules_py.errors.RecordError` otherwise."""
    body = decode(text)
    head = body.lstrip()
    if head.startswith("("):
        chapter = chapter_from_sgf(body)
    elif head.startswith("{"):
        chapter = chapter_from_blot(body)
    else:
        raise RecordError("neither a .blksgf record (it starts with '(') nor a BLOT JSON record "
                          "(it starts with '{')", code="syntax", line=1, column=1)
    return Study(chapter.title if title is None else title, lang, [chapter])
