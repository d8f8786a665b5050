"""``study-editor``: write a study by taps -- chapters, moves, variations, comments, marks, questions.

The state (see `work`)::

    {"study": STUDY_FILE_TEXT, "chapter": 0, "path": [0, 1], "tool": "move",
     "colour": "green", "cells": ["e10"], "card": "G7", "dirty": true, "name": "Corners"}

``study`` is the whole study as its file's text (checked by the rules at each
act); ``chapter`` and ``path`` the node shown; ``tool`` what a tap on the
board does (``move``: choose the cells of a piece, or a card then a tile;
``mark``: mark a cell, card or tile in ``colour``); ``cells`` / ``card`` the
move being built; ``dirty`` whether the study changed since it was last saved
in "My studies" or opened; ``name`` the title it was saved under.

Acts. Building: ``{"new": 1}``, ``{"add": 1}`` (inputs ``game``, ``table``,
``seed``, ``position``), ``{"chapter": k}``, ``{"up": k}``, ``{"down": k}``,
``{"drop": k}``, ``{"kind": "read"|"find_move"}``. Moves: ``{"cell": NAME}``,
``{"play": 1}`` (the chosen cells), ``{"clear": 1}``, ``{"card": CODE}``,
``{"tile": COLOUR}``, ``{"action": MOVE}`` (a BLOT gift or starter),
``{"deal": 1}`` (the next round's deal, drawn by the engine). Moving about:
``{"step": n}`` (the n-th node of the line), ``{"path": [..]}``. Lines:
``{"promote": 1}`` (the line through the node becomes the main line),
``{"delete": 1}``. Words and marks: ``{"comment": 1}`` (input ``comment``),
``{"glyph": G}`` (``""`` clears), ``{"tool": T}``, ``{"colour": C}``,
``{"ghost": 1|0}``, ``{"unmark": 1}``; questions: ``{"ask": 1}`` (the move at the
node answers the question asked at its parent; inputs ``hint``,
``accept_equal``), ``{"unask": 1}``. Keeping: ``{"save": 1}``, ``{"open": TITLE}``,
``{"forget": TITLE}``, ``{"shelf": 1}`` (read the list again), ``{"link": 1}``,
``{"load": TEXT}`` (a file chosen), ``{"import": 1}`` (input ``import``),
``{"goto": STATE}`` (the work kept in the browser), ``{"edit": READER_STATE}`` (the
study the reader on the page shows: the script sends the reader's state), ``{"yes": 1}`` / ``{"no": 1}``
(the confirm step before unsaved work is dropped).

Inputs read with every act: ``title``, ``chapter_title`` and ``comment`` are
applied before the act (so stepping never loses a comment being typed);
``library`` is "My studies" as ``docs/assets/study_editor.js`` keeps it in
``localStorage`` (``rp-studies``: title -> study file text). The script also
keeps the state itself (``rp-study-work``) and gives it back with ``goto``
after a reload or on the other language's page; it stores what
``data-stash`` asks and removes what ``data-forget`` names.

An illegal move changes nothing: the rules' reason is said on the page.
"""

from __future__ import annotations

import random
import re
import secrets
import functools
from collections.abc import Callable, Mapping
from typing import Any, cast

from .... import links
from ....blokus.board import Board
from ....blot.cards import card, tile
from ....blot.game import BlotState, Play
from ....errors import IllegalMove, RecordError, RulesError
from ....i18n.messages import current, tr
from ....protocol import CHANCE
from ....reading import load_json
from ....studies import GLYPHS, KINDS, MARK_COLOURS, Marks, Study, Task, dumps
from ...registry import (State, Widget, act_kind, encode_share, get_int, get_list, get_str, register,
                        widget_element)
from ..study import packed_state, read_path, read_study, study_text
from .view import draw
from .work import (MAX_COMMENT, MAX_TITLE, Work, add_chapter, clipped, drop_chapter, empty_text, move_chapter,
                   new_chapter, open_text, toggled)

ACTS = ("goto", "shelf", "yes", "no", "new", "open", "load", "edit", "import", "save", "forget", "link", "add", "chapter",
        "up", "down", "drop", "kind", "cell", "play", "clear", "card", "tile", "action", "deal", "step", "path",
        "promote", "delete", "comment", "glyph", "tool", "colour", "ghost", "unmark", "ask", "unask")
#: Acts that drop the study being written: confirmed first when it has unsaved changes.
DROPPING = ("new", "open", "load", "edit")
#: State keys kept in the browser's copy of the work (the others are passing).
KEPT = ("study", "chapter", "path", "tool", "colour", "cells", "card", "dirty", "name")
#: The reader's id on the Studies page: a link opens the study there (its first ``study`` widget).
READER_ID = "study-1"
#: Most studies in "My studies".
MAX_SHELF = 200

Ctx = dict[str, Any]


def library(inputs: State) -> dict[str, str]:
    """ "My studies" as the page sent it (input ``library``): title -> study file text."""
    raw = get_str(inputs, "library", "").strip()
    if not raw:
        return {}
    try:
        value = load_json(raw)
    except RecordError:
        return {}
    if not isinstance(value, dict):
        return {}
    return {str(k): v for k, v in list(value.items())[:MAX_SHELF] if isinstance(v, str)}


def kept(state: State) -> State:
    return {key: state[key] for key in KEPT if key in state}


def apply_inputs(work: Work, inputs: State) -> bool:
    """The title, chapter title and comment typed, applied; whether anything changed."""
    changed = False
    if "title" in inputs:
        title = clipped(get_str(inputs, "title", "").strip(), MAX_TITLE, tr("the title"))
        changed, work.study.title = title != work.study.title, title
    if work.study.chapters and "chapter_title" in inputs:
        title = clipped(get_str(inputs, "chapter_title", "").strip(), MAX_TITLE, tr("the title"))
        if title != work.chapter.title:
            work.chapter.title, changed = title, True
    if work.study.chapters and "comment" in inputs:
        text = clipped(get_str(inputs, "comment", "").replace("\r\n", "\n").strip(), MAX_COMMENT, tr("the comment"))
        if text != work.node.comment:
            work.chapter.set_comment(work.node, text)
            changed = True
    return changed


# -- the acts ---------------------------------------------------------------------------------------

def toggled_mark(groups: Mapping[str, tuple[str, ...]], colour: str, item: str) -> dict[str, tuple[str, ...]]:
    """``groups`` (colour -> items) with ``item`` marked in ``colour``, or unmarked if it was."""
    out = {k: tuple(x for x in v if x != item) for k, v in groups.items()}
    if item not in groups.get(colour, ()):
        out[colour] = out.get(colour, ()) + (item,)
    return out


def do_cell(c: Ctx) -> None:
    work, act, out = c["work"], c["act"], c["out"]
    position = work.position()
    name = get_str(act, "cell", "").strip()
    if not isinstance(position, Board) or not position.geometry.has_cell(name):
        raise RulesError(tr("{cell} is no cell of this board", cell=name))
    if out.get("tool") == "mark":
        colour = out.get("colour", "green")
        groups = toggled_mark(work.node.marks.cells, colour, name)
        work.chapter.set_marks(work.node, Marks(cells=groups, ghost=work.node.marks.ghost))
        c["changed"] = True
        return
    cells = toggled(get_list(out, "cells"), name)
    if len(cells) > 8:
        raise RulesError(tr("a piece covers at most {n} cells", n=8))
    out["cells"] = cells


def play(c: Ctx, move: object) -> None:
    """Play ``move`` at the node: the child holding it (a new variation if the node had another move)."""
    work = c["work"]
    try:
        child = work.chapter.play(work.node, move)
    except IllegalMove as exc:
        c["refused"] = exc.reason.message(current())
        return
    work.go(child)
    c["out"].pop("cells", None)
    c["out"].pop("card", None)
    c["changed"] = True


def do_play(c: Ctx) -> None:
    cells = get_list(c["out"], "cells")
    if not cells:
        raise RulesError(tr("Tap the cells of the piece first."))
    play(c, ",".join(cells))


def do_card(c: Ctx) -> None:
    out = c["out"]
    code = get_str(c["act"], "card", "")
    try:
        chosen = card(code).code
    except ValueError:
        raise RulesError(tr("no card {code}", code=code)) from None
    if out.get("tool") == "mark":
        mark_blot(c, "cards", chosen)
    else:
        out["card"] = chosen


def do_tile(c: Ctx) -> None:
    work, out = c["work"], c["out"]
    name = get_str(c["act"], "tile", "")
    try:
        colour = tile(name)
    except ValueError:
        raise RulesError(tr("no tile {name}", name=name)) from None
    if out.get("tool") == "mark":
        mark_blot(c, "tiles", colour)
        return
    position = work.position()
    chosen = get_str(out, "card", "")
    if not isinstance(position, BlotState) or not chosen or not isinstance(position.current_player, int):
        raise RulesError(tr("Choose a card first."))
    play(c, Play(position.current_player, card(chosen), colour))


def mark_blot(c: Ctx, kind: str, item: str) -> None:
    work, out = c["work"], c["out"]
    colour = out.get("colour", "green")
    marks = work.node.marks
    groups = toggled_mark(getattr(marks, kind), colour, item)
    other = "tiles" if kind == "cards" else "cards"
    work.chapter.set_marks(work.node, Marks(**{kind: groups, other: getattr(marks, other)}))
    c["changed"] = True


def do_deal(c: Ctx) -> None:
    position = c["work"].position()
    if not isinstance(position, BlotState) or position.current_player != CHANCE:
        raise RulesError(tr("There is no deal to draw here."))
    play(c, position.sample_chance(random.Random(secrets.randbits(64))))


def do_step(c: Ctx) -> None:
    work = c["work"]
    line = work.line()
    n = get_int(c["act"], "step", 0, lo=0, hi=len(line) - 1)
    work.go(line[n])
    c["out"].pop("cells", None)
    c["out"].pop("card", None)


def do_path(c: Ctx) -> None:
    work = c["work"]
    work.go(work.chapter.node_at(read_path(c["act"].get("path"))))
    c["out"].pop("cells", None)
    c["out"].pop("card", None)


def do_lines(c: Ctx, kind: str) -> None:
    work = c["work"]
    node = work.node
    if node.parent is None:
        raise RulesError(tr("Choose a move first: the start has no line to change."))
    if kind == "promote":
        work.chapter.make_main_line(node)
        work.go(node)
    else:
        parent = node.parent
        work.chapter.delete(node)
        work.go(parent)
    c["changed"] = True


def do_marks(c: Ctx, kind: str) -> None:
    work, act, out = c["work"], c["act"], c["out"]
    node = work.node
    if kind == "glyph":
        glyph = get_str(act, "glyph", "", choices=("",) + GLYPHS)
        work.chapter.set_glyph(node, glyph or None)
    elif kind == "ghost":
        cells = get_list(out, "cells") if get_int(act, "ghost", 0, lo=0, hi=1) else []
        try:
            work.chapter.set_marks(node, Marks(cells=node.marks.cells, ghost=",".join(cells) or None))
        except IllegalMove as exc:
            c["refused"] = exc.reason.message(current())
            return
        out.pop("cells", None)
    elif kind == "unmark":
        work.chapter.set_marks(node, Marks())
    c["changed"] = True


def do_ask(c: Ctx, kind: str) -> None:
    """A question at the node's parent whose answers include the node's move (``unask``: the question goes)."""
    work, inputs = c["work"], c["inputs"]
    node = work.node
    if node.parent is None:
        raise RulesError(tr("Go to the move that answers the question first."))
    parent = node.parent
    if kind == "unask":
        work.chapter.set_task(parent, None)
    else:
        old = parent.task.answers if parent.task is not None else ()
        hint = clipped(get_str(inputs, "hint", "").strip(), MAX_COMMENT, tr("the hint"))
        task = Task(tuple(old) + ((node.move or ""),) if node.move not in old else tuple(old), hint,
                    inputs.get("accept_equal") is True)
        if work.chapter.kind != "find_move":
            work.chapter.kind = "find_move"
        work.chapter.set_task(parent, task)
    c["changed"] = True


def do_chapters(c: Ctx, kind: str) -> None:
    work, act = c["work"], c["act"]
    count = len(work.study.chapters)
    k = get_int(act, kind, 0, lo=0, hi=max(0, count - 1))
    if kind == "chapter":
        work.index, work.path = k, []
        c["out"].pop("cells", None)
        c["out"].pop("card", None)
        return
    if kind == "up":
        move_chapter(work, k, -1)
    elif kind == "down":
        move_chapter(work, k, 1)
    else:
        drop_chapter(work, k)
    c["changed"] = True


def do_kind(c: Ctx) -> None:
    work = c["work"]
    kind = get_str(c["act"], "kind", "read", choices=KINDS)
    if kind == "read" and any(node.task is not None for node in work.chapter.nodes()):
        raise RulesError(tr("This chapter asks questions: remove them before making it a read chapter."))
    work.chapter.kind = kind
    c["changed"] = True


# -- keeping: new, open, save, link, import, restore -------------------------------------------------

def start_over(c: Ctx, text: str) -> None:
    """Replace the study being written (already confirmed when it had unsaved changes)."""
    c["work"] = Work({"study": text}, current())
    for key in ("cells", "card", "name"):
        c["out"].pop(key, None)
    c["out"]["dirty"] = False


def do_dropping(c: Ctx, kind: str, act: State) -> None:
    """``new``, ``open``, ``load`` or ``edit``: the study being written gives way to another."""
    if kind == "new":
        start_over(c, empty_text(current()))
        c["said"] = tr("A new study: give it a title, then add a chapter.")
    elif kind == "open":
        title = get_str(act, "open", "")
        text = c["shelf"].get(title)
        if text is None:
            raise RulesError(tr("There is no study called {title} in My studies.", title=title))
        start_over(c, text)
        c["out"]["name"] = title
        c["said"] = tr("Opened from My studies: {title}.", title=title)
    else:
        study = (read_study(study_text(act["edit"])) if kind == "edit" and isinstance(act.get("edit"), dict)
                 else open_text(get_str(act, "load", ""), current()))
        start_over(c, to_text(study))
        c["out"]["dirty"] = True
        c["said"] = (tr("The study of the reader is open here: {n} {n:plural:chapter|chapters} to edit.",
                        n=len(study.chapters)) if kind == "edit" else
                     tr("The file is open: {n} {n:plural:chapter|chapters}.", n=len(study.chapters)))


def to_text(study: Study) -> str:
    return dumps(study)


def shelf_title(shelf: dict[str, str], title: str, kept_as: Any, text: str) -> str:
    """The title a study is kept under in My studies: its own, unless My
    studies already holds another study of that title; then the first free
    ``Title (2)``, ``Title (3)``... The entry this work was opened from or
    last saved as (``kept_as``) is its own, and saving again replaces it.

        >>> shelf_title({"Duo": "a"}, "Duo", None, "b")
        'Duo (2)'
        >>> shelf_title({"Duo": "a", "Duo (2)": "b"}, "Duo", "Duo (2)", "c")
        'Duo (2)'
        >>> shelf_title({"Duo": "a"}, "Duo", None, "a")
        'Duo'
    """
    if isinstance(kept_as, str) and (kept_as == title or re.fullmatch(re.escape(title) + r" \(\d+\)", kept_as)):
        return kept_as
    if shelf.get(title, text) == text:
        return title
    n = 2
    while f"{title} ({n})" in shelf:
        n += 1
    return f"{title} ({n})"


def do_save(c: Ctx) -> None:
    work, out = c["work"], c["out"]
    wanted = work.study.title or tr("Untitled study")
    text = work.text()
    title = shelf_title(c["shelf"], wanted, out.get("name"), text)
    c["stash"] = {"title": title, "text": text}
    c["shelf"][title] = text
    out["dirty"], out["name"] = False, title
    c["said"] = (tr("Saved in My studies as {title}.", title=title) if title == wanted else
                 tr("My studies already holds another study called {wanted}: this one is kept beside it as {title}.",
                    wanted=wanted, title=title))


def do_forget(c: Ctx) -> None:
    title = get_str(c["act"], "forget", "")
    c["shelf"].pop(title, None)
    c["forget"] = title
    if c["out"].get("name") == title:
        c["out"].pop("name", None)
        c["out"]["dirty"] = True
    c["said"] = tr("Removed from My studies: {title}.", title=title)


def do_link(c: Ctx) -> None:
    """The reader's link part for this study (compressed), or why there is none."""
    work = c["work"]
    if not work.study.chapters:
        raise RulesError(tr("Add a chapter first."))
    reader = packed_state(dumps(work.study))
    token = reader["packed"]
    part = encode_share(reader)
    if len(token) > links.MAX_TOKEN or len(part) > links.MAX_TOKEN:
        c["too_large"] = len(part)
        return
    c["link"] = READER_ID + "=" + part


def restored(act: State) -> State:
    """The work kept in the browser (``goto``), as a state; an unreadable one is dropped."""
    saved = act.get("goto")
    if not isinstance(saved, dict):
        return {}
    state: State = kept(saved)
    try:
        Work(state)
    except RulesError:
        return {}
    return state


def do_action(c: Ctx) -> None:
    play(c, get_str(c["act"], "action", ""))


def do_clear(c: Ctx) -> None:
    c["out"].pop("cells", None)
    c["out"].pop("card", None)


def do_tool(c: Ctx) -> None:
    c["out"]["tool"] = get_str(c["act"], "tool", "move", choices=("move", "mark"))


def do_colour(c: Ctx) -> None:
    c["out"]["colour"] = get_str(c["act"], "colour", "green", choices=MARK_COLOURS)


def do_add(c: Ctx) -> None:
    add_chapter(c["work"], new_chapter(c["inputs"], current()))
    c["changed"] = True


EDITS: dict[str, Callable[[Ctx], None]] = {
    "cell": do_cell, "play": do_play, "card": do_card, "tile": do_tile, "deal": do_deal, "step": do_step,
    "path": do_path, "kind": do_kind, "save": do_save, "forget": do_forget, "link": do_link,
    "action": do_action, "clear": do_clear, "tool": do_tool, "colour": do_colour, "add": do_add,
    **{k: functools.partial(do_lines, kind=k) for k in ("promote", "delete")},
    **{k: functools.partial(do_marks, kind=k) for k in ("glyph", "ghost", "unmark")},
    **{k: functools.partial(do_ask, kind=k) for k in ("ask", "unask")},
    **{k: functools.partial(do_chapters, kind=k) for k in ("chapter", "up", "down", "drop")},
}


def first_state(state: State, kind: str | None, act: State) -> State:
    """The state the act starts from: the work kept in the browser for ``goto``."""
    if kind == "goto":
        return restored(act)
    return kept(state)


def run_act(state: State, kind: str | None, act: State, inputs: State) -> State:
    """The new state (module docstring); the passing keys (``said``, ``link``, ...) set for the draw."""
    out = first_state(state, kind, act)
    work: Work = Work(out, current())
    c: Ctx = {"work": work, "act": act, "inputs": inputs, "out": out, "changed": False, "shelf": library(inputs)}
    if kind not in ("goto", "no"):
        c["changed"] = apply_inputs(work, inputs)
    dirty = bool(out.get("dirty")) or c["changed"]
    if kind == "yes":
        pending = state.get("confirm")
        kind = act_kind(pending, DROPPING, "study-editor") if isinstance(pending, dict) else None
        act = pending if isinstance(pending, dict) else {}
        dirty = False
    if kind == "import":
        kind, act = "load", {"load": get_str(inputs, "import", "")}
    if kind in DROPPING and dirty:
        out["confirm"] = act
    elif kind in DROPPING:
        do_dropping(c, kind, act)
    elif kind in EDITS:
        EDITS[kind](c)
    work = cast(Work, c["work"])  # a "new" or "open" replaced it
    out = work.save(c["out"])
    out["dirty"] = bool(out.get("dirty")) or c["changed"]
    if not work.study.chapters and not work.study.title:
        out.pop("dirty", None)  # nothing written yet: nothing to lose
    out["shelf"] = sorted(c["shelf"])
    for key in ("said", "refused", "link", "too_large", "stash", "forget"):
        if key in c:
            out[key] = c[key]
    return out


@register
class StudyEditor(Widget):
    """Write a study by taps (module docstring)."""

    name = "study-editor"
    wakes = "view"  # a page made for acting: Python as it comes into view
    css = "rp-study-editor"
    shared = False  # the work is kept in the browser (localStorage), a finished study shared by its link

    def act(self, state: State, act: State | None, inputs: State) -> State:
        kind = act_kind(act, ACTS, self.name)
        return run_act(state, kind, act or {}, inputs)

    def render(self, state: State) -> Any:
        return draw(state, Work(state, current(), edit=False))

    def element(self, state: State) -> Any:
        stash = state.get("stash")
        return widget_element(self.name, state, self.render(state), cls=self.css, **{
            "data-work-key": "rp-study-work", "data-shelf-key": "rp-studies",
            "data-work": kept(state),
            "data-stash": stash if isinstance(stash, dict) else None,
            "data-forget": state.get("forget") if isinstance(state.get("forget"), str) else None,
            "data-dirty": "1" if state.get("dirty") else None})


__all__ = ["ACTS", "KEPT", "READER_ID", "StudyEditor", "library", "run_act"]
