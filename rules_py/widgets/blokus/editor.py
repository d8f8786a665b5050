"""``blokus-editor``: set up any Blokus position, annotate it, play on from it.

A teacher's tool. Two modes:

* **setup**: place any piece of any colour anywhere (the placement control
  of `rules_py.widgets.controls.placement`, with a position whose "colour to
  move" is the colour being placed). Overlaps and cells off the board are
  refused with the reason, and nothing changes; whether each piece could
  have come there by the rules is shown beside it but not required
  (`rules_py.blokus.setup.setup_reasons`). Pieces are removed one by one; the colour to play
  after the setup is chosen.
* **play**: from the setup, the colours move by the rules, each played by
  the reader or a bot (``level1`` ... ``level6`` of
  `rules_py.blokus.mcts`); the step bar goes back and forth through
  the moves. A comment goes on the setup (step 0) and on any move.

State::

    {"variant": "duo", "setup": ["B:e10,d11,e11,f11,e12"], "first": "W",
     "moves": ["j4,i5,j5,k5,j6"], "comments": {"0": "...", "1": "..."},
     "mode": "play", "step": 1, "seats": ["human", "level3"],
     "colour": "B", "sel": {...}, "hint": false, "view": false}

``setup`` holds ``LETTER:CELLS`` per piece (the record's colour letters);
``first`` is the colour to play after the setup (the record's ``PL``);
``view`` (set by a page embedding an example) hides the setup tools.
**Read-only** in an embed frame (`rules_py.widgets.registry.embedded`):
the moves and their comments only, stepped through; no setup, tray,
comment box, Undo, players, saving or Embed box, and no act but
``step`` and ``goto`` (any other changes nothing; no bot plays).
A page may start the widget from a link: ``{"open": "ed1/..."}``, or one
link per language, ``{"open": {"en": "ed1/...", "fr": "ed1/..."}}`` (the
same example with its comments translated; the French page and its
English twin then hold the same placeholder).

Saving: `record_text` writes the ``.blksgf`` Pentobi reads (setup in
the root, ``C[]`` comments, ``CA[UTF-8]``); `encode_hash` makes the
URL hash ``ed1/WHERE/SEATS/TOKEN`` (``1`` the format's version; WHERE is
``s`` for the setup or the step shown; SEATS one character per player,
`SEAT_CODES`; TOKEN the record, deflated, in base64url), which `decode_hash` checks, raising
`rules_py.errors.RecordError` (code and where) for anything else.

Acts: the placement control's (``pick``, ``turn``, ``flip``, ``hint``,
``place``), ``{"colour": "W"}`` (the colour to place), ``{"first": "B"}``,
``{"remove": k}`` (the k-th setup piece), ``{"clear": 1}``,
``{"edition": 1}`` (input ``variant``), ``{"mode": "play"|"setup"}``,
``{"step": n}``, ``{"bot": 1}``, ``{"undo": 1}``, ``{"seats": 1}``
(inputs ``seat0``...), ``{"comment": 1}`` (input ``comment``),
``{"load": "<.blksgf text>"}``, ``{"goto": "ed1/..."}``.
"""

from __future__ import annotations

import urllib.parse
from dataclasses import dataclass
from typing import Any, cast

from ... import links
from ...blokus import sgf, variants
from ...blokus.board import REASONS, Board, Move
from ...blokus.setup import setup_reasons
from ...errors import MAX_BYTES, IllegalMove, RecordError, RulesError
from ...i18n.messages import current, noun, tr
from ...i18n.record_errors import record_error_words
from ...reasons import Reason
from ...render.board import board_svg, colour_key
from ...render.markup import SVG, E, Element, Fragment
from ..controls import embed, placement
from .play import SEAT_TEXT, SEATS, BlokusPlay, play_bot, read_record, seat_to_move
from ..registry import MAX_SHARE, State, act_kind, button, embedded, get_int, get_list, get_str, op, register
from ..controls.step_bar import step_bar

#: The editions the editor offers (square boards, then Trigon).
EDITIONS = ("classic", "classic_3", "classic_2", "duo", "edition_12", "junior", "trigon", "trigon_3", "trigon_2")
#: The hash's prefix (any version: a newer one is refused in words) and the version written.
HASH_PREFIX = "ed"
VERSION = 1
#: Each seat as one character of a link (``h3``: you, then bot level 3).
SEAT_CODES = {"human": "h", "level1": "1", "level2": "2", "level3": "3", "level4": "4", "level5": "5",
              "level6": "6", "random": "r", "greedy": "g", "strong": "s"}
_SEAT_OF = {code: seat for seat, code in SEAT_CODES.items()}
MAX_COMMENT = links.MAX_COMMENT
#: The page the Embed snippet frames.
PAGE = "blokus/editor/"
ACTS = placement.ACTS + ("place", "colour", "first", "remove", "clear", "edition", "mode", "step", "bot", "undo",
                         "seats", "comment", "load", "goto")


# -- the position -------------------------------------------------------------------


def _variant(name: str) -> variants.Variant:
    if name not in EDITIONS:
        raise RulesError(tr("the editor has no edition {variant}; one of {names}", variant=repr(name)[:40],
                            names=", ".join(EDITIONS)))
    return variants.get(name)


def _letter(v: variants.Variant, letter: str) -> int:
    if letter not in v.colour_letters:
        raise RulesError(tr("no colour {letter} in this edition", letter=repr(letter)[:20]))
    return v.colour_letters.index(letter)


def _pieces(v: variants.Variant, setup: list[str]) -> list[tuple[int, str]]:
    """``(colour, cells)`` of each ``LETTER:CELLS`` entry."""
    out = []
    for entry in setup:
        letter, _, cells = entry.partition(":")
        out.append((_letter(v, letter), cells))
    return out


def setup_board(variant: str, setup: list[str], first: str | None) -> Board:
    """The board with the setup pieces on it and ``first`` to play; a piece
    off the board, not a piece, used twice or overlapping another is the
    reader's mistake, in words."""
    v = _variant(variant)
    board = Board(v)
    to_move = _letter(v, first) if first else None
    try:
        board.setup(_pieces(v, setup), to_move)
    except IllegalMove as exc:
        raise RulesError(tr("this setup cannot be placed: {reason}", reason=exc.reason.message())) from None
    return board


def position(state: State) -> Board:
    """The setup, then the moves played from it."""
    board = setup_board(state["variant"], state["setup"], state["first"])
    for k, text in enumerate(state["moves"], start=1):
        try:
            board.play(text)
        except IllegalMove as exc:
            raise RulesError(tr("move {k} ({move}) cannot be played: {reason}", k=k, move=text[:60],
                                reason=exc.reason.message())) from None
    return board


class Setting:
    """The position as the placement control sees it while setting up:
    ``to_move`` is the colour being placed; a placement is refused only
    when it overlaps a piece or names a piece that colour has no more of
    (the rules are checked apart, `rules_py.blokus.setup.setup_reasons`)."""

    def __init__(self, board: Board, colour: int) -> None:
        self.board = board
        self.to_move: int | None = colour
        self.variant = board.variant
        self.geometry = board.geometry
        self.occupied = board.occupied
        self.cells = board.cells

    def remaining(self, colour: int) -> list[str]:
        return self.board.remaining(colour)

    def parse_move(self, text: str) -> Move:
        return self.board.parse_move(text, self.to_move)

    def explain(self, move: Move) -> Reason | None:
        g, c = self.geometry, self.to_move
        assert c is not None
        covered = [g.name(i) for i in move.cells if self.occupied >> i & 1]
        if covered:
            return REASONS["occupied"](cell=covered[0], marks=covered)
        if move.piece not in self.board.remaining(c):
            return REASONS["piece_used"](piece=move.piece, marks=[g.name(i) for i in move.cells],
                                          colour=self.board.colour_name(c))
        return None

    def attach_points(self, colour: int) -> int:
        return self.board.attach_points(colour)

    def colour_name(self, colour: int) -> str:
        return self.board.colour_name(colour)

    def legal_masks(self, piece: str) -> set[int]:
        """Every placement of ``piece`` on free cells (the green ghost)."""
        t = self.board.tables
        bits, masks, occupied = t.piece_all[t.piece_index[piece]], t.masks, self.occupied
        out = set()
        while bits:  # the piece's own placements only (one bit per placement)
            low = bits & -bits
            bits ^= low
            m = masks[low.bit_length() - 1]
            if not m & occupied:
                out.add(m)
        return out


# -- saving: the record and the link ------------------------------------------------


def comments_of(state: State) -> dict[int, str]:
    return {links.whole(k, "comments"): v for k, v in state["comments"].items() if v}


def record_text(state: State) -> str:
    """The ``.blksgf`` record of the example (setup, moves, comments)."""
    return sgf.dumps(position(state), comments_of(state), extra=[("CA", "UTF-8")])




def encode_hash(text: str, step: int | None, seats: list[str]) -> str:
    """The URL hash of a record: ``ed1/WHERE/SEATS/TOKEN`` (see the module).

    For example:

        >>> link = encode_hash("(;GM[Blokus Duo]C[été])", None, ["human", "level2"])
        >>> link[:9], decode_hash(link).record, decode_hash(link).seats
        ('ed1/s/h2/', '(;GM[Blokus Duo]C[été])', ['human', 'level2'])
    """
    where = "s" if step is None else str(step)
    token = links.pack_bytes(text.encode("utf-8"), compress=True)
    return f"{HASH_PREFIX}{VERSION}/{where}/{''.join(SEAT_CODES[s] for s in seats)}/{token}"


@dataclass
class Example:
    """What a link holds: the record's text, the step (``None``: setting up), the seats."""

    record: str
    step: int | None
    seats: list[str]


def _link_error(message: str, code: str, column: int | None = None) -> RecordError:
    return RecordError(message, line=1 if column is not None else None, column=column, code=code)


def decode_hash(text: str) -> Example:
    """The example an `encode_hash` link holds. Anything else raises
    `rules_py.errors.RecordError` with its code (``syntax``, ``value``, ``number``,
    ``encoding``, ``too_large``) and, for the link's own parts, the column
    in the link where it goes wrong; the record inside is checked by
    `rules_py.blokus.sgf.read` (its line and column are the record's)."""
    if not isinstance(text, str):
        raise _link_error("an editor link is text", "type")
    if len(text) > MAX_SHARE:
        raise _link_error(f"the link is longer than {MAX_SHARE} characters", "too_large")
    parts = text.split("/")
    if not text.startswith(HASH_PREFIX) or len(parts) != 4:
        raise _link_error("not an editor link (ed1/WHERE/SEATS/RECORD)", "syntax", 1)
    version, where, seats, token = parts
    if version != f"{HASH_PREFIX}{VERSION}":
        raise _link_error(f"this link is of format {version!r}; this page reads {HASH_PREFIX}{VERSION}", "value", 1)
    col = len(version) + 2
    if where == "s":
        step = None
    else:
        try:
            step = links.whole(where, "step", lo=0, hi=9999)
        except RecordError:
            raise _link_error(f"the step {where[:12]!r} is not a whole number from 0 to 9999", "number",
                              col) from None
    col += len(where) + 1
    bad = [k for k, code in enumerate(seats) if code not in _SEAT_OF]
    if bad or not seats:
        raise _link_error(f"no seat is written {seats[bad[0]]!r}" if bad else "no seat named", "value",
                          col + (bad[0] if bad else 0))
    seat_list = [_SEAT_OF[code] for code in seats]
    col += len(seats) + 1
    try:
        raw = links.unpack_bytes(token, compressed=True, max_chars=MAX_SHARE, max_body=MAX_BYTES)
    except RecordError as exc:
        words = {"too_large": "the record in the link is longer than 2 MB"}.get(
            exc.code, "the record in the link is damaged (cut short or changed)")
        raise _link_error(words, exc.code, col) from None
    try:
        record = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _link_error("the record in the link is not UTF-8 text", "encoding", col) from None
    sgf.read(record)  # the record's own errors, with its line and column
    return Example(record, step, seat_list)


def state_of_record(text: str) -> State:
    """The editor's state for a ``.blksgf`` record: the root's setup and
    colour to play, the main line's moves and every comment on it. A record
    that does not read, replays illegally, or sets pieces up after the
    first node (Pentobi writes setup in the root only) is refused in words."""
    rec, board = read_record(text)
    if rec.variant.name not in EDITIONS:
        raise RulesError(tr("the editor has no edition {variant}; one of {names}", variant=rec.variant.name,
                            names=", ".join(EDITIONS)))
    later = [n for n in rec.main_line()[1:] if any(n.get(p) is not None for p in sgf.SETUP_PROPS + ("AE", "PL"))]
    if later:
        raise RulesError(tr("this record sets pieces up after its first move; the editor reads a setup "
                            "in the first node only"))
    start = rec.replay(stop_at=0)
    v = rec.variant
    first = v.colour_letters[start.to_move] if start.to_move is not None else None
    comments = {str(k): c[:MAX_COMMENT] for k, c in rec.comments().items() if c}
    return {"variant": v.name, "setup": [v.colour_letters[c] + ":" + str(mv) for c, mv in board.setup_pieces],
            "first": first, "moves": [str(mv) for mv in board.history], "comments": comments}


# -- the widget -----------------------------------------------------------------------


def _seats(raw: Any, v: variants.Variant) -> list[str]:
    raw = raw if isinstance(raw, list) else []
    out = []
    for k in range(len(v.players)):
        seat = raw[k] if k < len(raw) else "human"
        if seat not in SEATS:
            raise RulesError(tr("unknown seat {seat}; one of {seats}", seat=repr(seat)[:40], seats=", ".join(SEATS)))
        out.append(seat)
    return out


def _comments(raw: Any) -> dict[str, str]:
    """The comments of a state: step number (ASCII digits) -> text."""
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not all(isinstance(c, str) for c in raw.values()):
        raise RulesError(tr("comments must map step numbers to texts"))
    out = {}
    for k, c in raw.items():
        try:
            step = links.whole(k, "comments", lo=0, hi=9999)
        except RecordError:
            raise RulesError(tr("comments must map step numbers to texts")) from None
        if c:
            out[str(step)] = c[:MAX_COMMENT]
    return out


#: The Embed frame's height (CSS pixels): the editor alone in embed mode, its
#: setup or its moves, at a course page's width (720 px: about 1,300;
#: tests/browser/test_embed.py); narrower frames scroll.
EMBED_HEIGHT = 1400

@register
class BlokusEditor(BlokusPlay):
    """Set up a position, annotate it, play on or step through it.

    A `BlokusPlay` whose game starts
    from a setup: the play page's status line, scores and seats are reused."""

    name = "blokus-editor"
    wakes = "view"  # a page made for acting: Python as it comes into view
    long = True  # the bots search
    css = "rp-blokus-editor"
    transient = ("sel", "hint", "tried", "said")

    def _read(self, state: State) -> State:
        """The lasting part of ``state``, checked."""
        variant = get_str(state, "variant", "duo")
        v = _variant(variant)
        # the colour to play after the setup: the edition's first colour unless chosen
        first = v.colour_letters[_letter(v, get_str(state, "first", v.colour_letters[0]))]
        game: State = {"variant": variant, "setup": get_list(state, "setup"), "first": first,
                       "moves": get_list(state, "moves"), "comments": _comments(state.get("comments")),
                       "mode": get_str(state, "mode", "setup", choices=("setup", "play")),
                       "seats": _seats(state.get("seats"), v), "hint": bool(state.get("hint")),
                       "view": bool(state.get("view")) or embedded()}
        if embedded():  # read-only: the example stepped through, never set up
            game["mode"] = "play"
        colour = get_str(state, "colour", v.colour_letters[0])
        game["colour"] = colour if colour in v.colour_letters else v.colour_letters[0]
        game["step"] = get_int(state, "step", len(game["moves"]), lo=0, hi=len(game["moves"]))
        return game

    def _open(self, game: State, record: str, step: int | None, seats: list[str] | None) -> None:
        """Replace the example by a record's (from a file or a link)."""
        new = state_of_record(record)
        v = _variant(new["variant"])
        game.update(new, seats=_seats(seats if seats and len(seats) == len(v.players) else [], v),
                    colour=v.colour_letters[0], mode="setup" if step is None else "play")
        game["step"] = min(step or 0, len(game["moves"]))

    def _goto(self, game: State, link: str) -> None:
        try:
            ex = decode_hash(link)
        except RecordError as exc:
            raise RulesError(tr("this link does not hold an example I can open: {reason}",
                                reason=record_error_words(exc))) from None
        self._open(game, ex.record, ex.step, ex.seats)

    def act(self, state: State, act: State | None, inputs: State) -> State:
        opening = state.get("open")
        if isinstance(opening, dict):  # one link per language: the page's, else the English one
            opening = opening.get(current(), opening.get("en"))
        if act is None and isinstance(opening, str):
            game = self._read({k: v for k, v in state.items() if k != "open"})
            self._goto(game, opening)
        else:
            game = self._read(state)
        kind = act_kind(act, ACTS, self.name) or ""
        if embedded() and kind not in ("step", "goto"):
            kind = ""  # read-only: nothing else changes the example
        act = act or {}
        if kind == "goto":
            self._goto(game, get_str(act, "goto", ""))
        elif kind == "load":
            self._open(game, get_str(act, "load", ""), None, game["seats"])
            if game["moves"]:  # a game: step through it from its setup
                game.update(mode="play", step=0)
        elif kind == "comment":
            text = get_str(inputs, "comment", "").strip()[:MAX_COMMENT]
            at = "0" if game["mode"] == "setup" else str(game["step"])
            game["comments"] = {k: c for k, c in game["comments"].items() if k != at}
            if text:
                game["comments"][at] = text
        elif kind == "mode":
            game["mode"] = get_str(act, "mode", "setup", choices=("setup", "play"))
            game["step"] = len(game["moves"])
        elif kind == "seats":
            game["seats"] = _seats([inputs.get("seat" + str(k), s) for k, s in enumerate(game["seats"])],
                                   _variant(game["variant"]))
        if game["mode"] == "setup":
            self._setup_act(game, kind, act, inputs, state)
        else:
            self._play_act(game, kind, act, state)
        return game

    # -- setting up ------------------------------------------------------------------

    def _changed_setup(self, game: State) -> None:
        """The setup changed: the moves after it and their comments go."""
        game["moves"], game["step"] = [], 0
        game["comments"] = {k: c for k, c in game["comments"].items() if k == "0"}

    def _setup_act(self, game: State, kind: str, act: State, inputs: State, old: State) -> None:
        v = _variant(game["variant"])
        if kind == "edition":
            name = get_str(inputs, "variant", game["variant"], choices=EDITIONS)
            if name != game["variant"]:
                nv = variants.get(name)
                game.update(variant=name, setup=[], first=None, colour=nv.colour_letters[0],
                            seats=_seats([], nv), comments={})
                self._changed_setup(game)
                v = nv
        elif kind == "colour":
            game["colour"] = v.colour_letters[_letter(v, get_str(act, "colour", ""))]
        elif kind == "first":
            game["first"] = v.colour_letters[_letter(v, get_str(act, "first", ""))]
            self._changed_setup(game)
        elif kind == "remove":
            k = get_int(act, "remove", -1)
            if not 0 <= k < len(game["setup"]):
                raise RulesError(tr("there is no piece {k} on the board", k=k + 1))
            game["setup"] = game["setup"][:k] + game["setup"][k + 1:]
            self._changed_setup(game)
        elif kind == "clear":
            game["setup"] = []
            self._changed_setup(game)
        board = setup_board(game["variant"], game["setup"], game["first"])
        colour = v.colour_letters.index(game["colour"])
        setting = Setting(board, colour)
        sel = placement.read_selection(setting, old.get("sel"))
        sel, move = placement.control_act(setting, sel, kind, act, game)
        if move is not None:
            # grouped by colour, as the record writes them (AB then AW...): a link gives back the same list
            entry = game["colour"] + ":" + str(move)
            game["setup"] = sorted(game["setup"] + [entry],
                                   key=lambda e: v.colour_letters.index(e.partition(":")[0]))
            self._changed_setup(game)
            board = setup_board(game["variant"], game["setup"], game["first"])
            why = setup_reasons(board)[game["setup"].index(entry)]
            game["said"] = {"piece": move.piece, "code": why.code if why else "",
                            "en": why.en if why else "", "fr": why.fr if why else ""}
            sel = placement.read_selection(Setting(board, colour), sel)
        game["sel"] = sel

    # -- playing on --------------------------------------------------------------------

    def _play_act(self, game: State, kind: str, act: State, old: State) -> None:
        if kind == "step":
            game["step"] = get_int(act, "step", game["step"], lo=0, hi=len(game["moves"]))
        elif kind == "undo" and game["moves"]:
            game["comments"] = {k: c for k, c in game["comments"].items() if links.whole(k, "comments") < len(game["moves"])}
            game["moves"] = game["moves"][:-1]
            game["step"] = len(game["moves"])
        board = position(game)
        at_end = game["step"] == len(game["moves"])
        sel = placement.read_selection(board, old.get("sel"))
        to_move = seat_to_move(board, game["seats"])
        move = None
        if kind == "bot" and at_end and to_move not in (None, "human"):
            move = play_bot(board, str(to_move), record_text(game))
        elif kind in placement.ACTS or (kind == "place" and at_end and to_move == "human"):
            sel, move = placement.control_act(board, sel, kind, act, game)
        if move is not None:
            game["moves"] = game["moves"] + [str(move)]
            game["step"] = len(game["moves"])
            sel = placement.read_selection(position(game), sel)
        game["sel"] = sel

    # -- drawing -------------------------------------------------------------------------

    def _draw(self, board: Board, step_board: Board | None = None) -> placement.Draw:
        shown = step_board or board
        unit = 18 if shown.geometry.width > 14 else 24

        def draw(marks: dict[int, str], ghost: tuple[tuple[int, ...], bool | None] | None) -> SVG:
            g = shown.geometry
            highlight = Move("?", g.mask(ghost[0]), None, g) if ghost else None
            return board_svg(shown, unit=unit, remaining=False, scores=False, cell_names=True, marks=marks,
                             highlight=highlight, highlight_ok=ghost[1] if ghost else None)
        return draw

    def _colour_buttons(self, v: variants.Variant, chosen: str | None, act: str, label: str) -> Element:
        lang = current()
        buttons = [E("button", {"type": "button", "class": "rp-btn rp-editor-colour", "data-act": {act: letter},
                                "aria-pressed": "true" if letter == chosen else "false"},
                     E("span", cls="rp-swatch rp-bg-" + colour_key(name), aria_hidden="true"), noun(name, lang))
                   for letter, name in zip(v.colour_letters, v.colours)]
        return E("p", E("span", label, cls="rp-editor-label"), *buttons, cls="rp-editor-colours", role="group",
                 aria_label=label)

    def _mode_bar(self, state: State) -> Element:
        setup = state["mode"] == "setup"
        return E("p",
                 E("button", {"type": "button", "class": "rp-btn", "data-act": {"mode": "setup"},
                              "aria-pressed": "true" if setup else "false"}, tr("Set up")),
                 E("button", {"type": "button", "class": "rp-btn", "data-act": {"mode": "play"},
                              "aria-pressed": "false" if setup else "true"}, tr("Play and annotate")),
                 cls="rp-editor-modes", role="group", aria_label=tr("Editor mode"))

    def _edition(self, state: State) -> Element:
        options = [E("option", tr(variants.get(n).title), value=n, selected=n == state["variant"]) for n in EDITIONS]
        return E("p", E("label", tr("Edition "), E("select", options, name="variant")), " ",
                 button(tr("Change edition"), {"edition": 1}, title=tr("Start an empty board of this edition")),
                 cls="rp-editor-edition")

    def _verdict(self, reason: Reason | None) -> Element:
        if reason is None:
            return E("span", "\u2713 " + tr("by the rules"), cls="rp-editor-ok")
        return E("span", "\u2717 " + tr("not by the rules: ") + reason.message(), cls="rp-editor-bad",
                 data_reason=reason.code)

    def _piece_list(self, board: Board) -> Element:
        lang = current()
        checks = setup_reasons(board)
        items = []
        for k, ((c, mv), why) in enumerate(zip(board.setup_pieces, checks)):
            name = board.colour_name(c)
            items.append(E("li", E("span", cls="rp-swatch rp-bg-" + colour_key(name), aria_hidden="true"),
                           noun(name, lang) + " " + mv.piece + " ", E("code", str(mv)), " ", self._verdict(why),
                           " ", button("\u2715", {"remove": k}, title=tr("Remove {colour:noun} {piece}", colour=name,
                                                                         piece=mv.piece))))
        if not items:
            return E("p", tr("No piece on the board yet."), cls="rp-note")
        return E("div", E("p", E("strong", tr("Pieces on the board ({n})", n=len(items)))),
                 E("ol", items, cls="rp-editor-pieces"),
                 E("p", button(tr("Clear the board"), {"clear": 1}, title=tr("Remove every piece"))))

    def _comment_box(self, state: State, at: int) -> Element:
        text = state["comments"].get(str(at), "")
        label = tr("Comment on the setup") if at == 0 else tr("Comment on move {k}", k=at)
        return E("div", E("label", E("span", label, cls="rp-editor-label"),
                          E("textarea", text, name="comment", rows="3", cls="rp-editor-comment-box")),
                 E("p", button(tr("Save the comment"), {"comment": 1}, title=tr("Keep this comment with the example"))),
                 cls="rp-editor-annotate")

    def _saving(self, state: State) -> Element:
        text = record_text(state)
        href = "data:application/x-blokus-sgf;charset=utf-8," + urllib.parse.quote(text, safe="")
        step = None if state["mode"] == "setup" else state["step"]
        link = encode_hash(text, step, state["seats"])
        return E("div",
                 E("p", E("a", tr("Download .blksgf"), href=href, download="blokus-example.blksgf", cls="rp-btn"),
                   " ", E("label", tr("Load a .blksgf file"),
                          E("input", type="file", accept=".blksgf,.sgf,text/plain", data_load="1",
                            cls="rp-file-input"), cls="rp-btn rp-load rp-file"), cls="rp-play-tools"),
                 embed.panel(("fr/" if current() == "fr" else "") + PAGE, link, title=tr("A Blokus example"),
                             height=EMBED_HEIGHT)
                 if len(link) <= MAX_SHARE else None,
                 cls="rp-editor-save")

    def _script(self, board: Board, state: State) -> Element | None:
        """The example as text: the setup's comment, then each move with its
        comment (on screen and in print)."""
        lang = current()
        comments = state["comments"]
        items = []
        for k, mv in enumerate(board.history, start=1):
            c = cast(int, mv.colour)
            note = comments.get(str(k))
            here = {"aria-current": "step"} if state["mode"] == "play" and k == state["step"] else {}
            items.append(E("li", here, E("a", noun(board.colour_name(c), lang) + " " + mv.piece, href="#",
                                         data_act={"step": k}) if state["mode"] == "play" else
                           noun(board.colour_name(c), lang) + " " + mv.piece, " ", E("code", str(mv)),
                           E("br") if note else None, E("span", note, cls="rp-editor-note") if note else None))
        if not items and not comments.get("0"):
            return None
        # the setup's comment, unless it is the one shown just above (play mode, step 0)
        setup_note = comments.get("0") if state["mode"] == "setup" or state["step"] else None
        return E("div", E("p", E("strong", tr("The example"))),
                 E("p", setup_note, cls="rp-editor-note") if setup_note else None,
                 E("ol", items, cls="rp-editor-script") if items else None, cls="rp-editor-example")

    def _outcome_words(self, state: State) -> str:
        """The outcome of the reader's last placement in words: a refusal with
        the rules' reason, or (setting up) the piece placed; ``""`` for none."""
        tried, said = state.get("tried"), state.get("said")
        fr = current() == "fr"
        if tried and state["mode"] == "setup":
            return tr("Refused: ") + str(tried["fr"] if fr else tried["en"]) + tr(" Nothing changed.")
        if tried:
            return tr("Not there: ") + str(tried["fr"] if fr else tried["en"]) + tr(" Nothing changed.")
        if said and state["mode"] == "setup":
            if not said["code"]:
                return tr("Placed {piece}, by the rules.", piece=said["piece"])
            return tr("Placed {piece}, though not by the rules: ", piece=said["piece"]) + str(
                said["fr"] if fr else said["en"])
        return ""

    def _outcome(self, state: State) -> Element | None:
        """The outcome in words on the page (it stays after the pointer leaves the board, unlike the
        hover preview's line): a refusal stands out (``rp-editor-refused``)."""
        words = self._outcome_words(state)
        if not words:
            return None
        refused = bool(state.get("tried"))
        return E("p", words, cls="rp-editor-said rp-editor-refused" if refused else "rp-editor-said",
                 data_reason=state["tried"]["code"] if refused else None)

    def _render_setup(self, state: State) -> Fragment:
        board = setup_board(state["variant"], state["setup"], state["first"])
        v = board.variant
        colour = v.colour_letters.index(state["colour"])
        setting = Setting(board, colour)
        sel = state["sel"]
        key = colour_key(v.colours[colour])
        tried = state.get("tried")
        ask = {"variant": state["variant"], "setup": state["setup"], "first": state["first"],
               "colour": state["colour"]}
        first = v.colour_letters[board.to_move] if board.to_move is not None else state["first"]
        return Fragment(
            self._mode_bar(state),
            self._edition(state),
            self._colour_buttons(v, state["colour"], "colour", tr("Place pieces of: ")),
            placement.tray(setting, sel, key),
            placement.tools(state["hint"]),
            placement.board_element(setting, sel, hint=state["hint"], tried=tried, ask=ask, live=True,
                                    draw=self._draw(board), why_op="blokus.editor-why"),
            E("p", tr("Dots: the cells where the chosen colour could start a piece by the rules."),
              cls="rp-hint-caption") if state["hint"] else None,
            E("p", "", cls="rp-place-message", aria_live="polite"),
            self._outcome(state),
            self._colour_buttons(v, first, "first", tr("To play after the setup: ")),
            self._piece_list(board),
            self._comment_box(state, 0),
            E("p", button(tr("Play from here"), {"mode": "play"}, title=tr("Play on from this position"))),
            self._saving(state))

    def _render_play(self, state: State) -> Fragment:
        board = position(state)
        step, n = state["step"], len(state["moves"])
        at_end = step == n
        shown = board
        if not at_end:
            shown = setup_board(state["variant"], state["setup"], state["first"])
            for text in state["moves"][:step]:
                shown.play(text)
        human = at_end and seat_to_move(board, state["seats"]) == "human" and not embedded()
        sel = state["sel"]
        key = colour_key(board.colour_name(board.to_move)) if board.to_move is not None else "none"
        tried = state.get("tried")
        comment = state["comments"].get(str(step))
        if step == 0:
            where = tr("The setup, before any move.")
        else:
            mv = shown.history[-1]
            c = cast(int, mv.colour)
            where = tr("Move {step} of {n}: {colour:noun} places {piece} on {cells}.", step=step, n=n,
                       colour=board.colour_name(c), piece=mv.piece, cells=str(mv))
        ask = {"variant": state["variant"], "setup": state["setup"], "first": state["first"], "colour": None,
               "moves": state["moves"]}
        view = state["view"]
        return Fragment(
            None if view else self._mode_bar(state),
            E("p", E("strong", tr(board.variant.title)), cls="rp-play-title"),
            step_bar(step, n, "step", unit="move"),
            E("p", where, cls="rp-example-where"),
            E("p", comment, cls="rp-editor-comment") if comment else None,
            self._status(board, state["seats"]) if at_end else None,
            placement.tray(board, sel, key) if human else None,
            placement.tools(state["hint"]) if human else None,
            placement.board_element(board, sel, hint=state["hint"] and human, tried=tried, ask=ask, live=human,
                                    draw=self._draw(board, shown), why_op="blokus.editor-why"),
            E("p", "", cls="rp-place-message", aria_live="polite"),
            self._outcome(state),
            None if view else self._comment_box(state, step),
            None if view else E("p", button(tr("Undo"), {"undo": 1}, title=tr("Take back the last move"),
                                            disabled=not n), cls="rp-play-tools"),
            None if embedded() else self._seats_box(state),
            self._script(board, state),
            None if view else self._saving(state))

    def _seats_box(self, state: State) -> Element:
        boxes = [E("label", tr("Player {n} ", n=k + 1),
                   E("select", [E("option", tr(SEAT_TEXT[s]), value=s, selected=s == seat) for s in SEATS],
                     name="seat" + str(k)))
                 for k, seat in enumerate(state["seats"])]
        return E("details", E("summary", tr("Who plays on")), E("p", boxes, cls="rp-seats"),
                 E("p", button(tr("Apply"), {"seats": 1}, title=tr("Let these players play on"))),
                 cls="rp-new-game")

    def render(self, state: State) -> Fragment:
        if state["mode"] == "setup":
            return self._render_setup(state)
        return self._render_play(state)

    def element(self, state: State) -> Element:
        el = super(BlokusPlay, self).element(state)
        text = record_text(state)
        step = None if state["mode"] == "setup" else state["step"]
        link = encode_hash(text, step, state["seats"])
        bot = False
        if state["mode"] == "play" and state["step"] == len(state["moves"]) and not embedded():
            bot = seat_to_move(position(state), state["seats"]) not in (None, "human")
        shown = not state["view"] or embedded()  # an embed frame's hash follows its steps
        return el.set(**{"data-hash": link if len(link) <= MAX_SHARE and shown else None,
                         "data-hash-prefix": HASH_PREFIX, "data-bot": "1" if bot else None,
                         # one history entry for the editor: each change replaces it (Back leaves the page)
                         "data-history": "replace",
                         # a refusal (or a piece placed) said once by the page's live log (companion.js)
                         "data-said": [words] if (words := self._outcome_words(state)) else []})


@op("blokus.editor-why")
def why(variant: str, setup: list[str], first: str | None, colour: str | None, sel: dict[str, Any], at: str,
        moves: list[str] | None = None) -> dict[str, Any]:
    """JSON op: may the selection go on cell ``at``? While setting up
    (``colour`` given): refused only for an overlap or a piece used up;
    while playing on: by the rules, after ``moves``."""
    state = {"variant": get_str({"v": variant}, "v", "duo"), "setup": get_list({"s": setup}, "s"),
             "first": first if isinstance(first, str) else None,
             "moves": get_list({"m": moves or []}, "m")}
    board = position(state)
    if colour is None:
        return placement.explain_at(board, placement.read_selection(board, sel), at)
    setting = Setting(board, _letter(board.variant, get_str({"c": colour}, "c", "")))
    return placement.explain_at(setting, placement.read_selection(setting, sel), at)


__all__ = ["ACTS", "EDITIONS", "Example", "HASH_PREFIX", "VERSION", "BlokusEditor", "Setting", "decode_hash",
           "encode_hash", "position", "record_text", "setup_board", "state_of_record", "why"]
