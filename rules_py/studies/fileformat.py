"""The study file: JSON, versioned, described by ``seeds/study/study.schema.json``.

::

    {"format": "study", "version": 1, "title": "Corners", "lang": "en",
     "chapters": [
       {"title": "Duo opening", "game": "duo", "kind": "read",
        "start": {"setup": ["W:j4,i5,j5,k5,j6"], "to_move": "B"},
        "root": {"comment": "Purple to play.", "marks": {"cells": {"green": ["e10"]}}},
        "moves": [
          {"move": "e10,d11,e11,f11,e12", "glyph": "!", "comment": "...",
           "variations": [[{"move": "e10,e11,e12"}, ...]]},
          ...]},
       {"title": "Which card?", "game": "blot", "kind": "find_move",
        "options": {"players": 4, "variant": "four", "first_player": 0, "faces": ["A", "B", "A", "A"]},
        "start": {"actions": ["deal G1 ... | ... | ... | ..."]},
        "root": {"task": {"answers": ["0: G6 on red"], "hint": "...", "accept_equal": true}},
        "moves": []}]}

* ``moves`` is the main line from the start; a node's ``variations`` are
  the lines played *instead of* it (its later siblings), each a list of
  nodes in the same shape, so nesting grows with variations, not with moves.
* A node: ``move`` (required), ``comment``, ``glyph``, ``marks``, ``task``,
  ``variations``; ``root`` holds the start's ``comment``, ``marks``, ``task``.
* Marks: Blokus ``{"cells": {colour: [cell, ...]}, "ghost": "cells"}``;
  BLOT ``{"cards": {colour: [code, ...]}, "tiles": {colour: [tile, ...]}}``;
  colours among ``green``, ``red``, ``blue``, ``yellow``.

`loads` reads through `rules_py.reading.load_json` (size, depth,
digits, duplicate keys) and refuses anything else with a
`rules_py.errors.RecordError` naming the field path
(``chapters[1].moves[3].variations[0][2].move``); every move is replayed
through the engine (an illegal one: code ``illegal``, with the reason).
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import OptionError, RecordError, RulesError
from ..games import GAMES
from ..reading import check_keys, join, load_json, want, want_int, want_list
from .model import KINDS, LANGS, MAX_CHAPTERS, Chapter, Marks, Node, Study, Task, check_tree

__all__ = ["FORMAT", "VERSION", "to_json", "dumps", "from_json", "loads", "chapter_json", "chapter_from_json"]

#: The file's ``format`` and ``version``.
FORMAT = "study"
VERSION = 1

_TOP = frozenset({"format", "version", "title", "lang", "chapters"})
_CHAPTER = frozenset({"title", "game", "kind", "options", "start", "root", "moves"})
_ROOT = frozenset({"comment", "marks", "task"})
_NODE = frozenset({"move", "comment", "glyph", "marks", "task", "variations"})
_MARKS = frozenset({"cells", "ghost", "cards", "tiles"})
_TASK = frozenset({"answers", "hint", "accept_equal"})
_BLOT_OPTIONS = frozenset({"players", "variant", "first_player", "faces"})


# ---------------------------------------------------------------------------
# Writing

def _node_json(node: Node, *, root: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {} if root else {"move": node.move}
    if node.glyph is not None:
        out["glyph"] = node.glyph
    if node.comment:
        out["comment"] = node.comment
    if node.marks:
        out["marks"] = node.marks.to_json()
    if node.task is not None:
        out["task"] = node.task.to_json()
    return out


def _line_json(first: Node) -> list[dict[str, Any]]:
    """The line starting at ``first``, each node with its later siblings as variations."""
    line = []
    node: Node | None = first
    while node is not None:
        entry = _node_json(node)
        parent = node.parent
        if parent is not None and parent.children[0] is node and len(parent.children) > 1:
            entry["variations"] = [_line_json(sibling) for sibling in parent.children[1:]]
        line.append(entry)
        node = node.children[0] if node.children else None
    return line


def chapter_json(chapter: Chapter) -> dict[str, Any]:
    out: dict[str, Any] = {"title": chapter.title, "game": chapter.game, "kind": chapter.kind}
    if chapter.options:
        out["options"] = dict(chapter.options)
    out["start"] = chapter.start_json()
    root = _node_json(chapter.root, root=True)
    if root:
        out["root"] = root
    out["moves"] = _line_json(chapter.root.children[0]) if chapter.root.children else []
    return out


def to_json(study: Study) -> dict[str, Any]:
    """The study as the file's JSON value (`rules_py.errors.RulesError` beyond `MAX_CHAPTERS`
    chapters)."""
    if len(study.chapters) > MAX_CHAPTERS:
        raise RulesError(f"a study holds at most {MAX_CHAPTERS} chapters")
    return {"format": FORMAT, "version": VERSION, "title": study.title, "lang": study.lang,
            "chapters": [chapter_json(ch) for ch in study.chapters]}


def dumps(study: Study) -> str:
    """The study file's text (UTF-8 when encoded; no ASCII escapes)."""
    return json.dumps(to_json(study), ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Reading

def _string(obj: dict[str, Any], key: str, path: str, default: str = "") -> str:
    if key not in obj:
        return default
    value: str = want(obj[key], str, join(path, key))
    return value


def _strings(value: Any, path: str) -> list[str]:
    items = want_list(value, path)
    for i, item in enumerate(items):
        want(item, str, join(path, i))
    return items


def _marks(value: Any, path: str) -> Marks:
    want(value, dict, path)
    check_keys(value, _MARKS, (), path)
    groups: dict[str, dict[str, tuple[str, ...]]] = {}
    for name in ("cells", "cards", "tiles"):
        if name in value:
            where = join(path, name)
            want(value[name], dict, where)
            groups[name] = {colour: tuple(_strings(items, join(where, colour)))
                            for colour, items in value[name].items()}
    ghost = value.get("ghost")
    if ghost is not None:
        want(ghost, str, join(path, "ghost"))
    return Marks(cells=groups.get("cells", {}), ghost=ghost, cards=groups.get("cards", {}),
                 tiles=groups.get("tiles", {}))


def _task(value: Any, path: str) -> Task:
    want(value, dict, path)
    check_keys(value, _TASK, ("answers",), path)
    answers = _strings(value["answers"], join(path, "answers"))
    if not answers:
        raise RecordError(f"{join(path, 'answers')} names no move", code="value", path=join(path, "answers"))
    accept = value.get("accept_equal", False)
    if not isinstance(accept, bool):
        raise RecordError(f"{join(path, 'accept_equal')} must be true or false", code="type",
                          path=join(path, "accept_equal"))
    return Task(tuple(answers), _string(value, "hint", path), accept)


def _fields(node: Node, obj: dict[str, Any], path: str) -> None:
    node.comment = _string(obj, "comment", path)
    if "glyph" in obj:
        node.glyph = want(obj["glyph"], str, join(path, "glyph"))
    if "marks" in obj:
        node.marks = _marks(obj["marks"], join(path, "marks"))
    if "task" in obj:
        node.task = _task(obj["task"], join(path, "task"))


def _read_line(parent: Node, items: Any, path: str, where: dict[int, str], first: bool = True) -> None:
    """Hang the line ``items`` (at ``path``) under ``parent``; its nodes'
    variations become their parents' later children. Iterative along the
    line; variations recurse, as deep as the JSON's nesting allows."""
    for i, obj in enumerate(want_list(items, path)):
        at = join(path, i)
        want(obj, dict, at)
        check_keys(obj, _NODE, ("move",), at)
        node = parent.add(Node(move=want(obj["move"], str, join(at, "move"))))
        where[id(node)] = at
        _fields(node, obj, at)
        if "variations" in obj:
            vpath = join(at, "variations")
            if i == 0 and not first:
                raise RecordError(f"{vpath}: the first move of a variation has no variations of its own "
                                  "(they belong to the node it replaces)", code="value", path=vpath)
            for k, line in enumerate(want_list(obj["variations"], vpath)):
                if not want_list(line, join(vpath, k)):
                    raise RecordError(f"{join(vpath, k)} is an empty variation", code="value", path=join(vpath, k))
                _read_line(parent, line, join(vpath, k), where, first=False)
        parent = node
        first = True


def chapter_from_json(obj: Any, path: str) -> Chapter:
    """One chapter of a study file, every move replayed (`rules_py.errors.RecordError`
    at ``path``...)."""
    want(obj, dict, path)
    check_keys(obj, _CHAPTER, ("game", "start", "moves"), path)
    game = want(obj["game"], str, join(path, "game"))
    if game not in GAMES:
        raise RecordError(f"unknown game {game!r}", code="value", path=join(path, "game"))
    kind = _string(obj, "kind", path, "read")
    if kind not in KINDS:
        raise RecordError(f"{join(path, 'kind')} must be one of {', '.join(KINDS)}", code="value",
                          path=join(path, "kind"))
    options = want(obj.get("options", {}), dict, join(path, "options"))
    start = want(obj["start"], dict, join(path, "start"))
    spath = join(path, "start")
    setup: list[tuple[str, str]] = []
    to_move = None
    actions: list[str] = []
    if game == "blot":
        check_keys(options, _BLOT_OPTIONS, (), join(path, "options"))
        opath = join(path, "options")
        for key in ("players", "first_player"):
            if key in options:
                want_int(options[key], join(opath, key), 0, 99)
        if "variant" in options:
            want(options["variant"], str, join(opath, "variant"))
        if "faces" in options:
            options = {**options, "faces": _strings(options["faces"], join(opath, "faces"))}
        check_keys(start, {"actions"}, ("actions",), spath)
        actions = _strings(start["actions"], join(spath, "actions"))
    else:
        check_keys(start, {"setup", "to_move"}, (), spath)
        for i, entry in enumerate(_strings(start.get("setup", []), join(spath, "setup"))):
            letter, colon, cells = entry.partition(":")
            if not colon:
                raise RecordError(f"{join(join(spath, 'setup'), i)} is LETTER:CELLS", code="value",
                                  path=join(join(spath, "setup"), i))
            setup.append((letter.strip(), cells))
        if "to_move" in start:
            to_move = want(start["to_move"], str, join(spath, "to_move"))
    try:
        chapter = Chapter(game, title=_string(obj, "title", path), kind=kind, options=options,
                          setup=setup, to_move=to_move, actions=actions)
    except OptionError as exc:
        bad = "options" if game == "blot" and "actions" not in str(exc) else "start"
        raise RecordError(f"bad chapter: {exc}", code="value", path=join(path, bad)) from None
    except (RulesError, ValueError) as exc:
        reason = getattr(exc, "reason", None)
        raise RecordError(f"bad start: {exc}", code="illegal" if reason else "value", reason=reason,
                          path=spath) from None
    where: dict[int, str] = {id(chapter.root): join(path, "root")}
    if "root" in obj:
        rpath = join(path, "root")
        want(obj["root"], dict, rpath)
        check_keys(obj["root"], _ROOT, (), rpath)
        _fields(chapter.root, obj["root"], rpath)
    _read_line(chapter.root, obj["moves"], join(path, "moves"), where)
    check_tree(chapter, lambda node, field: {"path": join(where[id(node)], field) if field else where[id(node)]})
    return chapter


def from_json(data: Any) -> Study:
    """The study held by the parsed JSON value ``data`` (`rules_py.errors.RecordError` otherwise)."""
    want(data, dict, "")
    check_keys(data, _TOP, ("format", "version", "chapters"), "")
    if data["format"] != FORMAT:
        raise RecordError(f'"format" must be "{FORMAT}"', code="value", path="format")
    version = want(data["version"], int, "version")
    if version != VERSION:
        raise RecordError(f"version {version} is not known to this reader (it reads version {VERSION})",
                          code="value", path="version")
    lang = _string(data, "lang", "", "en")
    if lang not in LANGS:
        raise RecordError(f'"lang" must be one of {", ".join(LANGS)}', code="value", path="lang")
    study = Study(_string(data, "title", ""), lang)
    chapters = want_list(data["chapters"], "chapters", MAX_CHAPTERS)
    study.chapters = [chapter_from_json(obj, join("chapters", i)) for i, obj in enumerate(chapters)]
    return study


def loads(text: str | bytes) -> Study:
    """Read a study file's text (or UTF-8 bytes) within the limits of `rules_py.errors`."""
    return from_json(load_json(text))
