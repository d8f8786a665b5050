"""The study being written: the study, its chapter and node, read from the editor's state.

The editor's state carries the whole study as its file's text (``study``,
written by `rules_py.studies.dumps`, read back with
`rules_py.studies.loads`, so every move is checked by the
rules again at each act), the chapter shown (``chapter``) and the node
(``path``: child indices from the chapter's start). `Work` reads them;
the editing acts change `Work.study` and `save` writes it back.

The new chapters (`new_chapter`): a Blokus edition from its empty start,
BLOT at 2 to 5 players or two teams of two (its faces and first deal drawn by
the engine's chance, from a seed when one is given), or a pasted ``.blksgf``
or BLOT record (its tree, comments and marks kept).
"""

from __future__ import annotations

import copy
import random
import secrets
from collections.abc import Sequence
from typing import Any

from .... import links
from ....errors import RulesError
from ....games import GAMES, new_game
from ....i18n.messages import tr
from ....studies import MAX_CHAPTERS, Chapter, Node, Study, dumps, from_record, loads
from ....studies.model import State as GameState
from ...registry import State, get_int, get_str
from ..study import read_path

#: The editions a new chapter may be (every Blokus game, then BLOT).
EDITIONS = tuple(name for name in GAMES if name != "blot") + ("blot",)
#: BLOT tables a new chapter may seat: a player count, or ``"teams"`` (2 v 2).
TABLES = ("2", "3", "4", "5", "teams")
MAX_TITLE, MAX_COMMENT = links.MAX_TITLE, links.MAX_COMMENT
#: Longest pasted study or record (characters).
MAX_PASTE = 400_000


#: The last studies read, by their file's text: the draw after an act finds the study the act
#: wrote, and the next act copies it instead of replaying every chapter again. Never edited
#: in place: `study_to_edit` hands out a copy.
_READ: dict[str, Study] = {}


def study_to_read(text: str) -> Study:
    """The study in ``text`` (checked by the rules), not to be changed."""
    study = _READ.get(text)
    if study is None:
        study = loads(text)
        remember(text, study)
    return study


def study_to_edit(text: str) -> Study:
    """A study of one's own from ``text``."""
    study = _READ.get(text)
    return copy.deepcopy(study) if study is not None else loads(text)


def remember(text: str, study: Study) -> None:
    """Keep ``study`` as the reading of ``text`` (the two most recent)."""
    while len(_READ) >= 2:
        _READ.pop(next(iter(_READ)))
    _READ[text] = study


def empty_text(lang: str) -> str:
    """The file's text of a new, empty study in ``lang``."""
    return dumps(Study("", lang if lang in ("en", "fr") else "en", []))


class Work:
    """The study of an editor's state, its chapter and node (module docstring)."""

    def __init__(self, state: State, lang: str = "en", *, edit: bool = True) -> None:
        text = get_str(state, "study", "") or empty_text(lang)
        self.study = study_to_edit(text) if edit else study_to_read(text)
        chapters = self.study.chapters
        self.index = get_int(state, "chapter", 0, lo=0, hi=max(0, len(chapters) - 1))
        path = read_path(state.get("path"))
        self.path: list[int] = []
        if chapters:
            node = self.chapter.root
            for i in path:  # the longest part of the path still in the tree (after a deletion)
                if not 0 <= i < len(node.children):
                    break
                node = node.children[i]
                self.path.append(i)

    @property
    def chapter(self) -> Chapter:
        if not self.study.chapters:
            raise RulesError(tr("Add a chapter first."))
        return self.study.chapters[self.index]

    @property
    def node(self) -> Node:
        return self.chapter.node_at(self.path)

    def position(self) -> GameState:
        """The game at the node."""
        return self.chapter.state_at(self.node)

    def go(self, node: Node) -> None:
        self.path = list(node.path())

    def line(self) -> list[Node]:
        """The line through the node: the moves to it, then its main line on."""
        return self.node.line() + self.node.main_line()[1:]

    def text(self) -> str:
        return dumps(self.study)

    def save(self, out: State) -> State:
        """``out`` with the study, chapter and path written back (the study kept for the draw)."""
        text = self.text()
        remember(text, self.study)
        out.update(study=text, chapter=self.index, path=list(self.path))
        return out


def clipped(value: str, most: int, what: str) -> str:
    """``value``, refused when longer than ``most`` characters (``what``: its name, in words)."""
    if len(value) > most:
        raise RulesError(tr("Too long ({what}): at most {n} characters.", what=what, n=most))
    return value


def new_chapter(inputs: State, lang: str) -> Chapter:
    """The chapter the "Add a chapter" box describes (inputs ``game``, ``table``,
    ``seed``, ``position``)."""
    position = clipped(get_str(inputs, "position", ""), MAX_PASTE, tr("the position")).strip()
    if position:
        return from_record(position, lang=lang).chapters[0]
    game = get_str(inputs, "game", "duo", choices=EDITIONS)
    if game != "blot":
        return Chapter(game)
    table = get_str(inputs, "table", "4", choices=TABLES)
    options: dict[str, Any] = {"variant": "teams"} if table == "teams" else {"players": links.whole(table, "table")}
    seed_text = get_str(inputs, "seed", "").strip()
    seed = links.whole(seed_text, "seed", lo=0) if seed_text else secrets.randbits(32)
    st = new_game("blot", **options)
    rng = random.Random(seed)
    actions = []
    for _ in range(2):  # the faces, then the deal: the same chance as the play page's
        action = st.sample_chance(rng)
        st.apply(action)
        actions.append(str(action))
    return Chapter("blot", options=options, actions=actions)


def add_chapter(work: Work, chapter: Chapter) -> None:
    if len(work.study.chapters) >= MAX_CHAPTERS:
        raise RulesError(tr("A study holds at most {n} chapters.", n=MAX_CHAPTERS))
    work.study.add(chapter)
    work.index, work.path = len(work.study.chapters) - 1, []


def move_chapter(work: Work, k: int, by: int) -> None:
    """Move chapter ``k`` one place up (``by=-1``) or down (``1``)."""
    chapters = work.study.chapters
    j = k + by
    if not (0 <= k < len(chapters) and 0 <= j < len(chapters)):
        return
    chapters[k], chapters[j] = chapters[j], chapters[k]
    work.index, work.path = j, []


def drop_chapter(work: Work, k: int) -> None:
    chapters = work.study.chapters
    if 0 <= k < len(chapters):
        del chapters[k]
    work.index, work.path = max(0, min(work.index, len(chapters) - 1)), []


def open_text(text: str, lang: str) -> Study:
    """A study file's text, or a plain ``.blksgf`` / BLOT record as a one-chapter study."""
    body = clipped(text, MAX_PASTE, tr("the file")).strip()
    if not body:
        raise RulesError(tr("Nothing to open: paste a study file or a record first."))
    head = body.lstrip()
    if head.startswith("{") and '"format"' in head[:400] and '"study"' in head[:400]:
        return loads(body)
    return from_record(body, lang=lang)


def toggled(items: Sequence[str], item: str) -> list[str]:
    return [x for x in items if x != item] if item in items else list(items) + [item]


__all__ = ["study_to_edit", "study_to_read", "remember", "EDITIONS", "MAX_COMMENT", "MAX_PASTE", "MAX_TITLE", "TABLES", "Work", "add_chapter", "clipped",
           "drop_chapter", "empty_text", "move_chapter", "new_chapter", "open_text", "toggled"]
