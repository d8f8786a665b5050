"""The study editor's drawing: the study's title and chapters, the board or table with
its marks, the tree of moves, the tools, and the boxes that keep and share the study.

Every string is drawn here, in the page's language (``tr``); the author's own
words (titles, comments, hints) keep the study's language."""

from __future__ import annotations

import urllib.parse
from typing import Any

from .... import links
from ....blokus import variants as blokus_variants
from ....blokus.board import Board
from ....blot.cards import COLOURS as TILES
from ....blot.cards import card
from ....blot.game import SEAT_NAMES, BlotState
from ....i18n.messages import current, noun, tr
from ....protocol import CHANCE
from ....render.board import board_figure
from ....render.cards import move_words, seat_labels, shown_code, table_element
from ....render.markup import E, Element, Fragment
from ....studies import GLYPHS, MARK_COLOURS, Node, chapter_to_sgf
from ....studies.model import play_through
from ...registry import State, button, get_list, get_str
from ...controls.step_bar import step_bar
from ..study import marks_text, short_move
from .work import EDITIONS, TABLES, Work

#: The glyphs in words (said next to each glyph button).
GLYPH_WORDS = {"!": "good move", "?": "mistake", "!!": "brilliant move", "??": "blunder",
               "!?": "interesting move", "?!": "dubious move"}


def edition_title(name: str) -> str:
    return tr("BLOT") if name == "blot" else tr(blokus_variants.get(name).title)


def lang_of(work: Work) -> str | None:
    return work.study.lang if work.study.lang != current() else None


def draw(state: State, work: Work) -> Fragment:
    """The whole editor at ``state``."""
    chapters = work.study.chapters
    return Fragment(head(state, work), confirm(state), messages(state), chapter_list(work), add_box(not chapters),
                    chapter_box(state, work) if chapters else
                    E("p", tr("This study has no chapter yet: add one above."), cls="rp-se-empty"),
                    keep_box(state, work), shelf_box(state))


def head(state: State, work: Work) -> Element:
    dirty = (E("span", tr("Unsaved changes"), cls="rp-se-dirty") if state.get("dirty")
             else E("span", tr("Saved as {title}", title=state["name"]), cls="rp-se-clean")
             if isinstance(state.get("name"), str) else None)
    return E("div", E("label", tr("Title of the study"), " ",
                      E("input", name="title", value=work.study.title, size=40, cls="rp-se-title",
                        lang=lang_of(work))),
             " ", button(tr("New study"), {"new": 1}, cls="rp-btn rp-se-new"),
             " ", button(tr("Save in My studies"), {"save": 1}, cls="rp-btn rp-se-save"),
             # no act of its own: study_editor.js sends the reader's state as {"edit": ...} (shown with a reader)
             " ", E("button", tr("Edit the study shown in the reader"), type="button", hidden=True,
                    cls="rp-btn rp-se-from-reader"),
             " ", dirty, cls="rp-se-head")


def confirm(state: State) -> Element | None:
    if not isinstance(state.get("confirm"), dict):
        return None
    return E("div", E("p", tr("This study has changes not saved in My studies. They will be lost.")),
             E("p", button(tr("Drop the changes and go on"), {"yes": 1}, cls="rp-btn rp-se-yes"), " ",
               button(tr("Keep editing"), {"no": 1}, cls="rp-btn rp-se-no")),
             cls="rp-se-confirm", role="alert")


def messages(state: State) -> Fragment:
    said = state.get("said")
    refused = state.get("refused")
    return Fragment(E("p", said, cls="rp-se-said", role="status") if isinstance(said, str) else None,
                    E("p", E("strong", tr("Refused:")), " ", refused, cls="rp-se-refused", role="alert")
                    if isinstance(refused, str) else None)


def chapter_list(work: Work) -> Element | None:
    chapters = work.study.chapters
    if not chapters:
        return None
    rows = []
    for k, ch in enumerate(chapters):
        label = tr("Chapter {n}: {title}", n=k + 1, title=ch.title or edition_title(ch.game))
        pick = button(label, {"chapter": k}, cls="rp-btn rp-se-chapter")
        pick.set(**{"aria-current": "true" if k == work.index else None})
        rows.append(E("li", pick, " ",
                      button("\u2191", {"up": k}, title=tr("Move chapter {n} up", n=k + 1), disabled=k == 0), " ",
                      button("\u2193", {"down": k}, title=tr("Move chapter {n} down", n=k + 1),
                             disabled=k == len(chapters) - 1), " ",
                      button(tr("Delete"), {"drop": k}, title=tr("Delete chapter {n}", n=k + 1),
                             cls="rp-btn rp-se-drop")))
    return E("div", E("p", E("strong", tr("Chapters"))), E("ol", *rows, cls="rp-se-chapters"))


def add_box(first: bool) -> Element:
    games = [E("option", edition_title(name), value=name, selected=name == "duo") for name in EDITIONS]
    tables = [E("option", tr("two teams of two") if t == "teams" else tr("{n} players", n=links.whole(t, "table")), value=t,
                selected=t == "4") for t in TABLES]
    return E("details", E("summary", tr("Add a chapter")),
             E("p", E("label", tr("Game"), " ", E("select", *games, name="game", cls="rp-se-game")), " ",
               E("label", tr("BLOT table"), " ", E("select", *tables, name="table", cls="rp-se-table")), " ",
               E("label", tr("Seed of the deal (optional)"), " ",
                 E("input", name="seed", type="number", min=0, size=8, cls="rp-se-seed"))),
             E("p", E("label", tr("Or start from a position: paste a .blksgf file or a BLOT record (optional)"),
                      E("br"), E("textarea", "", name="position", rows=3, cols=60, spellcheck="false",
                                 cls="rp-se-position"))),
             E("p", button(tr("Add the chapter"), {"add": 1}, cls="rp-btn rp-se-add")),
             cls="rp-se-addbox", open=first)


def chapter_box(state: State, work: Work) -> Element:
    ch = work.chapter
    kinds = [button(tr("Read"), {"kind": "read"}, cls="rp-btn rp-se-kind").set(
                 **{"aria-pressed": "true" if ch.kind == "read" else "false"}),
             button(tr("Find the move"), {"kind": "find_move"}, cls="rp-btn rp-se-kind").set(
                 **{"aria-pressed": "true" if ch.kind == "find_move" else "false"})]
    return E("div",
             E("p", E("label", tr("Title of the chapter"), " ",
                      E("input", name="chapter_title", value=ch.title, size=40, cls="rp-se-chapter-title",
                        lang=lang_of(work))),
               " ", E("span", edition_title(ch.game), cls="rp-se-edition"), " ",
               E("span", tr("Kind:"), " ", *kinds, role="group")),
             E("div", picture(state, work), side(state, work), cls="rp-se-stage"), cls="rp-se-chapter-box")


def mark_map(node: Node, kind: str) -> dict[str, str]:
    return {item: colour for colour, items in getattr(node.marks, kind).items() for item in items}


def picture(state: State, work: Work) -> Element:
    position = work.position()
    node = work.node
    if isinstance(position, BlotState):
        ringed = {**mark_map(node, "cards"), **mark_map(node, "tiles")}
        return E("div", E("div", table_element(position, seat_labels(SEAT_NAMES[position.n]), marks=ringed),
                          cls="blot-svg"), cls="rp-se-board")
    board = position
    chosen = [board.geometry.parse(n) for n in get_list(state, "cells") if board.geometry.has_cell(n)]
    marks = {board.geometry.parse(name): "mark-" + colour for name, colour in mark_map(node, "cells").items()}
    unit = 18 if board.geometry.width > 14 else 22
    title = tr("{title}, after {step} of {n} moves", title=tr(board.variant.title), step=len(work.path),
               n=len(work.line()) - 1)
    return E("div", board_figure(board, unit=unit, title=title, highlight=chosen or node.marks.ghost, marks=marks,
                                 cell_acts=True), cls="rp-se-board")


def move_words_at(before: Any, move: str) -> str:
    """A move in a few words, capitalised, from the position ``before`` it."""
    words = short_move(before, move)
    return words[:1].upper() + words[1:]


def labels(work: Work) -> dict[int, str]:
    """Every node of the chapter (by ``id``) -> its move in words and its glyph: one walk, each move
    played once and taken back (not a replay from the start per node)."""
    state = work.chapter.start_state()
    out: dict[int, str] = {id(work.chapter.root): tr("Start")}

    def play(node: Node) -> None:
        out[id(node)] = move_words_at(state, node.move or "") + (" " + node.glyph if node.glyph else "")
        state.apply(node.move or "")

    play_through(work.chapter, state, play)
    return out


def line_items(work: Work, first: Node, said: dict[int, str]) -> list[Element]:
    """The line from ``first`` on, each move a button; a move's variations nested after it."""
    items = []
    for node in first.main_line():
        step = len(node.line()) - 1
        pick = button(f"{step}. {said[id(node)]}", {"path": list(node.path())}, cls="rp-btn rp-se-node")
        pick.set(**{"aria-current": "true" if node is work.node else None,
                    "data-comment": "1" if node.comment else None, "data-marks": "1" if node.marks else None})
        parent = node.parent
        nested = None
        if parent is not None and len(parent.children) > 1 and parent.children[0] is node:
            nested = E("ul", *[E("li", E("ol", *line_items(work, other, said), cls="rp-se-line"),
                                 cls="rp-se-variation") for other in parent.children[1:]], cls="rp-se-variations")
        items.append(E("li", pick, nested))
    return items


def tree(work: Work, said: dict[int, str]) -> Element:
    root = work.chapter.root
    start = button(tr("Start"), {"path": []}, cls="rp-btn rp-se-node").set(
        **{"aria-current": "true" if root is work.node else None})
    lines = [E("li", E("ol", *line_items(work, other, said), cls="rp-se-line"), cls="rp-se-variation")
             for other in root.children[1:]]
    return E("div", E("p", E("strong", tr("Moves")), " ", start),
             E("ol", *(line_items(work, root.children[0], said) if root.children else []), cls="rp-se-line rp-se-tree"),
             E("ul", *lines, cls="rp-se-variations") if lines else None, cls="rp-se-moves")


def side(state: State, work: Work) -> Element:
    line = work.line()
    node = work.node
    said = labels(work)
    here = E("p", tr("Here: {move}", move=said[id(node)]), cls="rp-se-here", aria_live="polite")
    return E("div", step_bar(len(work.path), len(line) - 1, "step", unit="move"), here, tree(work, said),
             tools(state, work), comment_box(work), glyph_box(work), lines_box(work), question_box(work),
             cls="rp-se-side")


def tools(state: State, work: Work) -> Element:
    tool = get_str(state, "tool", "move")
    toggles = [button(tr("Play moves"), {"tool": "move"}, cls="rp-btn rp-se-tool").set(
                   **{"aria-pressed": "true" if tool == "move" else "false"}),
               button(tr("Mark"), {"tool": "mark"}, cls="rp-btn rp-se-tool").set(
                   **{"aria-pressed": "true" if tool == "mark" else "false"})]
    position = work.position()
    if tool == "mark":
        body = mark_tools(state, work, position)
    elif isinstance(position, BlotState):
        body = blot_moves(state, position)
    else:
        body = blokus_moves(state, work, position)
    return E("div", E("p", *toggles, role="group", aria_label=tr("What a tap does")), *body, cls="rp-se-tools")


def blokus_moves(state: State, work: Work, board: Board) -> list[Any]:
    cells = get_list(state, "cells")
    player = board.current_player
    if player is None:
        return [E("p", tr("The game is over: no colour can play."))]
    ghost = work.node.marks.ghost
    says = tr("{colour:noun} to play: tap the cells of a piece on the board, then play it.",
              colour=board.variant.colours[player])
    return [E("p", says[:1].upper() + says[1:]),
            E("p", tr("Cells chosen: {cells}", cells=",".join(cells)) if cells else tr("No cell chosen yet."),
              cls="rp-se-cells"),
            E("p", button(tr("Play these cells"), {"play": 1}, disabled=not cells, cls="rp-btn rp-se-play"), " ",
              button(tr("Clear the cells"), {"clear": 1}, disabled=not cells), " ",
              button(tr("Show them as a ghost piece"), {"ghost": 1}, disabled=not cells, cls="rp-btn rp-se-ghost"),
              " ", button(tr("Remove the ghost piece"), {"ghost": 0}) if ghost else None)]


def blot_moves(state: State, position: BlotState) -> list[Any]:
    names = seat_labels(SEAT_NAMES[position.n])
    player = position.current_player
    if player is None:
        return [E("p", tr("The game is over."))]
    if player == CHANCE:
        return [E("p", button(tr("Deal the next round"), {"deal": 1}, cls="rp-btn rp-se-deal"),
                  " ", tr("(the engine deals at random, as at the table)"))]
    if position.phase != "play":
        return [E("p", tr("Choose the action:")),
                E("p", *[button(move_words(a, names, position), {"action": str(a)}, cls="rp-btn rp-se-action")
                         for a in position.legal_actions()])]
    chosen = get_str(state, "card", "")
    cards = [button(shown_code(c), {"card": c.code}, cls="rp-btn rp-se-card",
                    title=tr("{colour:noun} {value}", colour=c.colour, value=c.value)).set(
                 **{"aria-pressed": "true" if c.code == chosen else "false"}) for c in position.hand(player)]
    tiles = [button(tr("{colour} tile", colour=t), {"tile": t}, disabled=not chosen, cls="rp-btn rp-se-tile")
             for t in TILES]
    return [E("p", tr("Choose a card of {player}, then the tile to play it on.", player=names[player])),
            E("p", *cards, cls="rp-se-hand"), E("p", *tiles, cls="rp-se-tiles")]


def mark_tools(state: State, work: Work, position: Any) -> list[Any]:
    colour = get_str(state, "colour", "green")
    colours = [button(noun(c, current()), {"colour": c}, cls="rp-btn rp-se-colour rp-se-" + c).set(
                   **{"aria-pressed": "true" if c == colour else "false"}) for c in MARK_COLOURS]
    out: list[Any] = [E("p", tr("Colour of the marks:"), " ", *colours, role="group")]
    if isinstance(position, BlotState):
        held = [c for s in range(position.n) for c in position.hand(s)]
        out += [E("p", tr("Tap a card or a tile to mark it (again to remove the mark)."))]
        out += [E("p", *[button(shown_code(c), {"card": c.code}, cls="rp-btn rp-se-mark-card") for c in held]),
                E("p", *[button(tr("{colour} tile", colour=t), {"tile": t}, cls="rp-btn rp-se-mark-tile")
                         for t in TILES])]
    else:
        out.append(E("p", tr("Tap a cell of the board to mark it (again to remove the mark).")))
    out.append(E("p", marks_text(work.node) or tr("Nothing marked here."), cls="rp-se-marks"))
    out.append(E("p", button(tr("Clear the marks"), {"unmark": 1}, disabled=not work.node.marks)))
    return out


def comment_box(work: Work) -> Element:
    return E("div", E("label", tr("Comment on this position"), E("br"),
                      E("textarea", work.node.comment, name="comment", rows=3, cols=40, cls="rp-se-comment",
                        lang=lang_of(work))),
             E("p", button(tr("Apply the comment"), {"comment": 1}, cls="rp-btn rp-se-apply"), " ",
               E("small", tr("A comment being typed is also applied when you step or play."))),
             cls="rp-se-comment-box")


def glyph_box(work: Work) -> Element | None:
    node = work.node
    if node.parent is None:
        return None
    glyphs = [button(g, {"glyph": g}, title=tr(GLYPH_WORDS[g]), cls="rp-btn rp-se-glyph").set(
                  **{"aria-pressed": "true" if node.glyph == g else "false"}) for g in GLYPHS]
    return E("p", tr("Glyph:"), " ", *glyphs, " ", button(tr("No glyph"), {"glyph": ""}, disabled=node.glyph is None),
             role="group", cls="rp-se-glyphs")


def lines_box(work: Work) -> Element | None:
    node = work.node
    if node.parent is None:
        return None
    main = not any(work.path)
    return E("p", button(tr("Make this line the main line"), {"promote": 1}, disabled=main, cls="rp-btn rp-se-promote"),
             " ", button(tr("Delete this move and what follows"), {"delete": 1}, cls="rp-btn rp-se-delete"))


def question_box(work: Work) -> Element | None:
    node = work.node
    if node.parent is None:
        return None
    task = node.parent.task
    asked = (E("p", tr("The move before asks the reader to find the move; accepted: {moves}.",
                       moves=", ".join(task.answers)), " ", button(tr("Remove the question"), {"unask": 1}),
               cls="rp-se-asked") if task is not None else None)
    return E("details", E("summary", tr("Find the move")),
             E("p", tr("Make the move played here a question: the reader must find it.")),
             E("p", E("label", tr("Hint after a wrong answer (optional)"), " ",
                      E("input", name="hint", value=task.hint if task else "", size=30, cls="rp-se-hint"))),
             E("p", E("label", E("input", type="checkbox", name="accept_equal", checked=bool(task and task.accept_equal)),
                      " ", tr("Also accept any move as good by the review's measure"))),
             E("p", button(tr("Ask the reader to find this move"), {"ask": 1}, cls="rp-btn rp-se-ask")), asked,
             cls="rp-se-question", open=task is not None)


def download(text: str, name: str, kind: str, label: str) -> Element:
    href = f"data:{kind};charset=utf-8," + urllib.parse.quote(text)
    return E("a", label, href=href, download=name, cls="rp-btn rp-se-download")


def file_name(title: str) -> str:
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in title.strip())[:60].strip("-")
    return safe or "study"


def keep_box(state: State, work: Work) -> Element:
    """Share by link, save as files, open a file."""
    link = state.get("link")
    large = state.get("too_large")
    shown = (E("p", E("a", tr("Link to this study (it opens in the reader above)"), href="#" + link,
                      cls="rp-se-link"), E("br"),
               E("input", value="#" + link, readonly=True, size=60, cls="rp-se-link-text", data_hash=link,
                 aria_label=tr("The link, to copy")))
             if isinstance(link, str) else
             E("p", tr("This study is too large for a link ({n} characters; at most {most}): save it as a file "
                       "below.", n=large, most=links.MAX_TOKEN), cls="rp-se-too-large", role="alert")
             if isinstance(large, int) else None)
    files = []
    text = get_str(state, "study", "") or work.text()  # the state holds the file's text already
    if work.study.chapters:
        base = file_name(work.study.title)
        files.append(download(text, base + ".study.json", "application/json", tr("Download the study file")))
        ch, k = work.chapter, work.index  # the chapter shown (each Blokus chapter when shown: one at a time)
        if ch.game != "blot":
            files.append(download(chapter_to_sgf(ch), f"{base}-{k + 1}.blksgf", "application/x-blokus-sgf",
                                  tr("Chapter {n} as .blksgf", n=k + 1)))
    file_text = text if work.study.chapters else ""
    return E("div", E("p", E("strong", tr("Share and save"))),
             E("p", button(tr("Get a link"), {"link": 1}, cls="rp-btn rp-se-get-link",
                           disabled=not work.study.chapters)), shown,
             E("p", *files) if files else None,
             E("details", E("summary", tr("The study file as text")),
               E("textarea", file_text, rows=6, cols=60, readonly=True, spellcheck="false", lang="en",
                 cls="rp-se-file", aria_label=tr("The study file as text"))),
             E("details", E("summary", tr("Open a study file or a record")),
               E("p", E("label", tr("Choose a file (.study.json, .blksgf or a BLOT record):"), " ",
                        E("input", type="file", accept=".json,.blksgf,.sgf,.txt", data_load="1", cls="rp-se-load"))),
               E("p", E("label", tr("Or paste its text:"), E("br"),
                        E("textarea", "", name="import", rows=4, cols=60, spellcheck="false", cls="rp-se-import"))),
               E("p", button(tr("Open this text"), {"import": 1}, cls="rp-btn rp-se-open-text"))),
             cls="rp-se-keep")


def shelf_box(state: State) -> Element:
    titles = [t for t in state.get("shelf", []) if isinstance(t, str)]
    rows = [E("li", E("span", t, cls="rp-se-shelf-title"), " ",
              button(tr("Open"), {"open": t}, cls="rp-btn rp-se-shelf-open"), " ",
              button(tr("Remove"), {"forget": t}, cls="rp-btn rp-se-shelf-forget")) for t in titles]
    return E("div", E("p", E("strong", tr("My studies")), " ",
                      E("small", tr("(kept in this browser only)"))),
             E("ul", *rows, cls="rp-se-shelf") if rows else E("p", tr("No study saved in this browser yet.")),
             E("input", type="hidden", name="library", value="", cls="rp-se-library"),
             cls="rp-se-shelf-box")


__all__ = ["GLYPH_WORDS", "draw", "labels", "move_words_at"]
