"""From play to study: a finished game and its review as a one-chapter study.

`study_from_blokus_game` takes a ``.blksgf`` record (the play widget's
download), `study_from_blot_game` a BLOT JSON record (the table's); each
takes the game's review as the review functions give it, one mapping per
reviewed move (`rules_py.blokus.review.MoveReview.to_dict`,
`rules_py.blot.review.DecisionReview.to_dict`, or the
page's cached entries of the same shape: ``index``, ``move`` (or
``action``), ``best``,
``loss``, ``mark``, ``why`` and, for BLOT, ``options``).

The chapter's main line is the game's moves (a BLOT game's later deals
included), with the record's own comments. For each reviewed move:

* a **marked** move (`GLYPH_OF_MARK`: inaccuracy ``?!``, mistake ``?``,
  blunder ``??``) gets that glyph and a comment in ``lang``: the mark, the
  points it lost, the review's reason; the review's better move becomes a
  **variation** beside it, with its own comment;
* a BLOT decision whose option was the only good one (the best, every other
  legal option losing at least the review's smallest threshold) gets ``!``
  (the Blokus review values only the move played and the search's choice,
  so it gives no ``!``).

Every move, the variations' included, is replayed by the rules
(`rules_py.studies.model.check_tree`): a review that does not belong to the
record raises `rules_py.errors.RecordError` naming the move. A BLOT
record shows every hand: the widgets offer this only once the game is over,
as they offer the record itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ..blot import review as blot_review
from ..errors import RecordError
from ..i18n.messages import tr_in
from . import chapter_from_blot
from .blksgf import chapter_from_sgf
from .model import Chapter, Node, Study, check_tree

__all__ = ["GLYPH_OF_MARK", "ONLY_MOVE", "study_from_blokus_game", "study_from_blot_game"]

#: A review's mark -> the study's glyph.
GLYPH_OF_MARK: Final[dict[str, str]] = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
#: The glyph of the only good option (BLOT).
ONLY_MOVE: Final[str] = "!"

Entry = Mapping[str, Any]


def _played(entry: Entry) -> Any:
    """The move an entry reviews (``move``; a BLOT decision's ``action``)."""
    return entry.get("move", entry.get("action"))


def _num(value: Any, lang: str) -> str:
    text = format(float(value), ".1f")
    return text.replace(".", ",") if lang == "fr" else text


def _why(entry: Entry, lang: str) -> str:
    why = entry.get("why")
    if isinstance(why, Mapping):
        text = why.get(lang) or why.get("en")
        return text if isinstance(text, str) else ""
    return ""


def _marked_comment(entry: Entry, lang: str) -> str:
    mark = tr_in(str(entry["mark"]), lang).capitalize()
    parts = [tr_in("{mark}: {loss} points lost.", lang, mark=mark, loss=_num(entry["loss"], lang)),
             _why(entry, lang), tr_in("The review's better move is the variation here.", lang)]
    return " ".join(p for p in parts if p)


def _only_option(entry: Entry) -> bool:
    """Whether a BLOT decision took its only good option (``!``)."""
    options = entry.get("options")
    if not isinstance(options, Mapping) or len(options) < 2 or _played(entry) != entry.get("best"):
        return False
    least = min(t for _, t in blot_review.THRESHOLDS)
    best = float(options[entry["best"]])
    return all(best - float(v) >= least for k, v in options.items() if k != entry["best"])


def _annotate(chapter: Chapter, line: Sequence[Node], review: Sequence[Entry], lang: str,
              only_move: bool) -> None:
    """Glyphs, comments and better moves of ``review`` on ``line`` (the nodes of
    the record's moves, in order: ``line[i]`` holds the move of index ``i``)."""
    for entry in review:
        index = entry.get("index")
        if not isinstance(index, int) or not 0 <= index < len(line):
            raise RecordError(f"the review names move {index!r}, which the game does not have", code="value",
                              path="review")
        node = line[index]
        comment = ""
        if entry.get("mark") in GLYPH_OF_MARK:
            node.glyph = GLYPH_OF_MARK[entry["mark"]]
            comment = _marked_comment(entry, lang)
            best = entry.get("best")
            if isinstance(best, str) and best != _played(entry) and node.parent is not None:
                node.parent.add(Node(move=best, comment=tr_in("The search's best move.", lang)))
        elif only_move and _only_option(entry):
            node.glyph = ONLY_MOVE
            comment = tr_in("The only good option: every other lost at least {loss} points.", lang,
                            loss=_num(min(t for _, t in blot_review.THRESHOLDS), lang))
        if comment:
            node.comment = "\n\n".join(c for c in (node.comment, comment) if c)

    def locate(node: Node, field: str) -> dict[str, Any]:
        return {"path": "review" if node.parent is not None and node is not node.parent.children[0] else "record"}
    check_tree(chapter, locate)


def study_from_blokus_game(record: str, review: Sequence[Entry] = (), *, lang: str = "en",
                           title: str = "") -> Study:
    """A one-chapter study of a ``.blksgf`` game with its review (module docstring)."""
    chapter = chapter_from_sgf(record)
    if title:
        chapter.title = title
    line = chapter.root.main_line()[1:]
    _annotate(chapter, line, review, lang, only_move=False)
    return Study(title or chapter.title, lang, [chapter])


def study_from_blot_game(record: str, review: Sequence[Entry] = (), *, lang: str = "en",
                         title: str = "") -> Study:
    """A one-chapter study of a BLOT JSON game with its review (module docstring).
    The review's ``index`` counts the record's actions across rounds, deals left out."""
    chapter = chapter_from_blot(record)
    if title:
        chapter.title = title
    line = [n for n in chapter.root.main_line()[1:] if not _is_deal(n)]
    _annotate(chapter, line, review, lang, only_move=True)
    return Study(title or chapter.title, lang, [chapter])


def _is_deal(node: Node) -> bool:
    """Whether ``node`` deals a later round (not a decision the review counts)."""
    return (node.move or "").startswith("deal")
