"""``blokus-play``: a game of any Blokus edition against bots (or friends).

State::

    {"variant": "duo", "seats": ["human", "random"], "moves": ["e10,d11,e11,f11,e12"],
     "sel": {"piece": "F", "r": 0, "f": 0}, "hint": false}

``seats`` has one entry per player of the variant (``human`` or a bot:
``level1`` ... ``level6`` (`rules_py.blokus.mcts`), ``random``, ``greedy``, ``strong``); ``moves`` is the game so far in
Pentobi's notation (passes are implicit: a colour with no move left is
skipped by the engine); ``sel`` is the placement control's selection (see
`rules_py.widgets.controls.placement`); a failed try adds ``"tried"`` (the
reason and the cells at fault, drawn once).

Acts: the placement control's (``pick``, ``turn``, ``flip``, ``hint``),
``{"place": "e5"}`` (put the selection with the pointer on cell e5),
``{"bot": 1}`` (the bot to move plays; the page sends it after each
render that says a bot is thinking), ``{"undo": 1}`` (back to the last
human turn), ``{"new": 1}`` (inputs ``variant``, ``seat0``, ``seat1``...),
``{"goto": "play/duo/human-random/e10,d11,..."}`` (the URL hash),
``{"load": "<.blksgf text>"}``, ``{"edition": 1}`` (the "New game" box's
edition was changed: inputs ``variant``, ``seat0``...; the box then shows one
seat per player of that edition, named by colour, and keeps them in
``"next": {"variant", "seats"}`` until ``new``; the game is untouched).

Review (a finished game): ``{"review": 1}`` (inputs ``review_who``: ``all``
or a player from 0, ``review_level``) searches every move of that player
at that level (`rules_py.widgets.review.panel`, cached per game,
player, level and seed) and keeps ``"review": {"who", "level", "seed"}``
and ``"rstep"`` (the position shown, after that many moves) in the state;
``{"rgo": n}`` steps (keys Home/ArrowLeft/ArrowRight/End), ``{"review_close":
1}`` closes it. A finished game offers "Make a study" (`rules_py.widgets.teaching.game_study`):
the game in the study reader, with the review's marks and better moves once it has one. The hash then ends ``/review:WHO:LEVEL:SEED:STEP`` (``WHO``
``all`` or a player from 0).
"""

from __future__ import annotations

import random
import urllib.parse
from typing import Any, ClassVar, cast

from ... import links
from ...blokus import sgf, variants
from ...blokus.board import Board, Move
from ...blokus.levels import LABELS, pentobi_match
from ...blokus.scoring import ALL_PLACED_BONUS, breakdown, colour_scores, group_scores, winners
from ...errors import IllegalMove, RecordError, RulesError, OptionError
from ...i18n.record_errors import record_error_words
from ...i18n.messages import current, noun, tr
from ...render.board import colour_key
from ...render.markup import E, Element, Fragment
from ..controls import placement
from ..review import cache as review_cache
from ..review import panel as review_panel
from ..teaching import game_study
from ...render.board import board_figure
from ..registry import State, Widget, act_kind, button, describe, get_int, get_list, get_str, register
from ..controls.step_bar import step_bar

#: the seats a player may be: the reader, or a bot the engine's roster offers a page (levels first)
SEATS = ("human", *LABELS)
#: the seat a player of a new edition gets when nobody chose one (never the random bot: a beginner
#: can beat level 1 sometimes, and it still plays every move with a purpose)
DEFAULT_BOT = "level1"
#: each seat as the reader sees it (English keys of the French catalogue: read through tr)
SEAT_TEXT = {"human": "you", **LABELS}
HASH_PREFIX = "play/"
ACTS = placement.ACTS + ("place", "bot", "undo", "new", "goto", "load", "review", "rgo", "review_close", "edition")
REVIEW_PART = "review:"


def _board(variant: str, moves: list[str]) -> Board:
    """The position after ``moves``; a reader's mistake names the bad move."""
    try:
        board = Board(variant)
    except (KeyError, OptionError):
        raise RulesError(tr("unknown Blokus variant {variant!r}", variant=variant)) from None
    for k, text in enumerate(moves, start=1):
        try:
            board.play(text)
        except (IllegalMove, KeyError) as exc:
            # the reason in words, without the engine's code (readers never see codes)
            reason = exc.reason.message() if isinstance(exc, IllegalMove) else str(exc)
            raise RulesError(tr("move {k} ({move}) cannot be played: {reason}", k=k, move=describe(text),
                                reason=reason)) from None
    return board


def _variant(name: str) -> variants.Variant:
    try:
        return variants.get(name)
    except KeyError:
        raise RulesError(tr("unknown Blokus variant {variant}", variant=describe(name))) from None


def _seats(raw: Any, variant: str) -> list[str]:
    """One seat per player; missing ones: the first human, the rest `DEFAULT_BOT`."""
    n = len(_variant(variant).players)
    raw = raw if isinstance(raw, list) else []
    out = []
    for k in range(n):
        seat = raw[k] if k < len(raw) else ("human" if k == 0 else DEFAULT_BOT)
        if seat not in SEATS:
            raise RulesError(tr("unknown seat {seat}; one of {seats}", seat=describe(seat), seats=", ".join(SEATS)))
        out.append(seat)
    return out


def _capital(text: str) -> str:
    """``text`` with its first letter in capitals (a label's first word)."""
    return text[:1].upper() + text[1:]


def strength_note(variant: str) -> str:
    """What the levels match of Pentobi's in edition ``variant``, in one
    sentence (`rules_py.blokus.levels.pentobi_match`; the Play page's tables
    hold the games behind it)."""
    parts = []
    for seat in SEATS:
        match = pentobi_match(variant, seat)
        if match is None:
            continue
        n, (low, high) = seat.removeprefix("level"), match
        if low == high:
            parts.append(tr("level {n} about its level {k}", n=n, k=low))
        elif low is None:
            parts.append(tr("level {n} weaker than its level {k}", n=n, k=high))
        elif high is None:
            parts.append(tr("level {n} stronger than its level {k}", n=n, k=low))
        else:
            parts.append(tr("level {n} between its levels {low} and {high}", n=n, low=low, high=high))
    if not parts:
        return tr("The levels are not measured against Pentobi in this edition yet.")
    return tr("Against Pentobi in this edition: {levels}.", levels=", ".join(parts))


def seat_to_move(board: Board, seats: list[str]) -> str | None:
    """Who plays the colour to move (``None``: the game is over)."""
    p = board.player_to_move
    return None if p is None else seats[p]


def play_bot(board: Board, level: str, seed: str) -> Move:
    """The bot's move for the colour to move (played on ``board``). The bots
    live in `rules_py.blokus.bots`, imported only when a bot plays."""
    from ...blokus.bots import make_bot  # lazy: most pages never need a bot

    move = make_bot(level).choose(board.copy(), random.Random(seed))
    if move is None:
        raise RulesError(tr("the bot passed although it can still move"))
    return board.play(move)


def bot_words(board: Board, move: Move) -> str:
    """A bot's move in a sentence for screen readers, in the game's own cell
    names: "Blue placed the F on e10, d11, e11, f11, e12." (the page says
    it once, in its live region: ``data-said``)."""
    text = tr("{colour:noun} placed the {piece} on {cells}.", colour=board.colour_name(cast(int, move.colour)),
              piece=move.piece, cells=", ".join(move.names()))
    return _capital(text)


def to_hash(variant: str, seats: list[str], moves: list[str], review: State | None = None, rstep: int = 0) -> str:
    """The game as a URL hash: ``play/VARIANT/SEAT-SEAT/MOVE;MOVE``, then
    ``/review:WHO:LEVEL:SEED:STEP`` while a review is shown."""
    text = HASH_PREFIX + variant + "/" + "-".join(seats) + "/" + ";".join(moves)
    if review is not None:
        who = "all" if review["who"] is None else str(review["who"])
        text += f"/{REVIEW_PART}{who}:{review['level']}:{review['seed']}:{rstep}"
    return text


def from_hash(text: str) -> tuple[str, list[str], list[str]]:
    """``(variant, seats, moves)`` from `to_hash`'s text."""
    variant, seats, moves, _review, _rstep = from_hash_review(text)
    return variant, seats, moves


def from_hash_review(text: str) -> tuple[str, list[str], list[str], State | None, int]:
    """``(variant, seats, moves, review settings or None, review step)`` from `to_hash`'s text."""
    parts = text.split("/")
    if len(parts) not in (4, 5) or parts[0] + "/" != HASH_PREFIX:
        raise RulesError(tr("not a game link: {link}", link=describe(text)))
    review: State | None = None
    rstep = 0
    if len(parts) == 5:
        bits = parts[4].split(":")
        if len(bits) != 5 or bits[0] + ":" != REVIEW_PART:
            raise RulesError(tr("not a game link: {link}", link=describe(text)))
        try:
            who = None if bits[1] == "all" else links.whole(bits[1], "review.who", lo=0, hi=3)
            review = {"who": who, "level": links.whole(bits[2], "review.level", lo=0, hi=99),
                      "seed": links.whole(bits[3], "review.seed", lo=0, hi=2**31 - 1)}
            rstep = links.whole(bits[4], "review.step", lo=0, hi=9999)
        except RecordError as exc:
            raise RulesError(tr("not a game link: {link}", link=describe(text)) + f" ({exc.path})") from None
    _, variant, seats, moves = parts[:4]
    return variant, seats.split("-"), [m for m in moves.split(";") if m], review, rstep


def read_record(text: str) -> tuple[sgf.Record, Board]:
    """A ``.blksgf`` record and its main line replayed; a record that does
    not read or replays illegally is refused in words (`rules_py.errors.RulesError`)."""
    try:
        rec = sgf.read(text)
        board, error = rec.replay_checked()
    except RecordError as exc:
        raise RulesError(tr("this file is not a Blokus record I can read: {reason}",
                            reason=record_error_words(exc))) from None
    if error is not None:
        raise RulesError(tr("this record has an illegal move: {reason}", reason=record_error_words(error)))
    return rec, board


def _load(text: str) -> tuple[str, list[str]]:
    """``(variant, moves)`` of a ``.blksgf`` record's main line."""
    rec, board = read_record(text)
    if board.setup_pieces:
        raise RulesError(tr("records with pieces set up before the game are not supported here"))
    return rec.variant.name, [str(mv) for mv in board.history]


def _undo(variant: str, seats: list[str], moves: list[str]) -> list[str]:
    """Take back moves until a human is to move again (at least one move)."""
    moves = moves[:-1]
    if "human" not in seats:
        return moves
    while moves and seat_to_move(_board(variant, moves), seats) != "human":
        moves = moves[:-1]
    return moves


@register
class BlokusPlay(Widget):
    """A whole game, any edition, each seat a human or a bot."""

    name = "blokus-play"
    wakes = "view"  # a page made for acting: Python as it comes into view
    long = True  # the bots search
    css = "rp-blokus-play"
    #: ``announce``: what the bot just played, in words (said once by the page)
    transient: ClassVar[tuple[str, ...]] = ("announce",)

    def _game_act(self, kind: str, act: State, inputs: State, game: State) -> None:
        """Acts that change the game itself (``game`` is updated in place)."""
        if kind == "new":
            game["variant"] = get_str(inputs, "variant", game["variant"], choices=variants.names())
            raw = [inputs.get("seat" + str(k), game["seats"][k] if k < len(game["seats"]) else None)
                   for k in range(len(_variant(game["variant"]).players))]
            game["seats"], game["moves"] = _seats([s for s in raw if s is not None], game["variant"]), []
        elif kind == "goto":
            variant, seats, moves, review, rstep = from_hash_review(get_str(act, "goto", ""))
            game.update(variant=variant, seats=_seats(seats, variant), moves=moves)
            if review is not None:
                game.update(review=review, rstep=rstep)
        elif kind == "load":
            variant, moves = _load(get_str(act, "load", ""))
            keep = game["seats"] if len(game["seats"]) == len(_variant(variant).players) else []
            game.update(variant=variant, seats=_seats(keep, variant), moves=moves)
        elif kind == "undo":
            game["moves"] = _undo(game["variant"], game["seats"], game["moves"])

    def act(self, state: State, act: State | None, inputs: State) -> State:
        variant = get_str(state, "variant", "duo")
        game: State = {"variant": variant, "seats": _seats(state.get("seats"), variant),
                       "moves": get_list(state, "moves"), "hint": bool(state.get("hint"))}
        kind = act_kind(act, ACTS, self.name)
        act = act or {}
        if kind == "edition":
            nxt = get_str(inputs, "variant", variant, choices=variants.names())
            raw = [inputs.get("seat" + str(k)) for k in range(len(_variant(nxt).players))]
            game["next"] = {"variant": nxt, "seats": _seats([s for s in raw if isinstance(s, str)], nxt)}
            kind = None
        elif isinstance(state.get("next"), dict) and kind not in ("new", "goto", "load"):
            nxt = get_str(state["next"], "variant", variant, choices=variants.names())
            game["next"] = {"variant": nxt, "seats": _seats(state["next"].get("seats"), nxt)}
        if kind not in ("new", "goto", "load", "undo", "review_close") and state.get("review") is not None:
            game.update(review=state["review"], rstep=get_int(state, "rstep", 0, lo=0))
        if kind in ("new", "goto", "load", "undo"):
            self._game_act(kind, act, inputs, game)
        board = _board(game["variant"], game["moves"])
        if kind in ("review", "rgo") or "review" in game:
            return self._review_act(kind, act, inputs, game, board)
        sel = placement.read_selection(board, state.get("sel"))
        to_move = seat_to_move(board, game["seats"])
        move = None
        if kind == "bot" and to_move not in (None, "human"):
            move = play_bot(board, to_move, game["variant"] + ":" + ";".join(game["moves"]))
            game["announce"] = [bot_words(board, move)]
        elif kind != "place" or to_move == "human":  # a placement only on a human's turn
            sel, move = placement.control_act(board, sel, kind or "", act, game)
        if move is not None:
            game["moves"] = game["moves"] + [str(move)]
            sel = placement.read_selection(_board(game["variant"], game["moves"]), sel)
        game["sel"] = sel
        return game

    def _review_act(self, kind: str | None, act: State, inputs: State, game: State, board: Board) -> State:
        """A review's acts: start one (a finished game only), step, or keep it as it is."""
        if board.to_move is not None:
            raise RulesError(tr("the review is for a finished game: finish this one first"))
        players = len(board.variant.players)
        n = len(game["moves"])
        if kind == "review":
            ask = review_cache.ask_from_inputs(inputs, players)
            with review_cache.clicked():
                entries = review_cache.blokus_review(sgf.dumps(board), ask)
            marked = [e["index"] + 1 for e in entries if e.get("mark")]
            game.update(review=ask.to_state(), rstep=marked[0] if marked else n)
        else:
            kept = review_cache.read_ask(game["review"], players)
            assert kept is not None
            if not review_cache.is_cached("blokus", sgf.dumps(board), kept):
                # From a link or a saved state: the position, and the Review button; no search.
                del game["review"], game["rstep"]
                game["sel"] = placement.read_selection(board, None)
                return game
            game["review"] = kept.to_state()
            game["rstep"] = min(get_int(act, "rgo", game.get("rstep", 0), lo=0) if kind == "rgo" else game["rstep"], n)
        game["sel"] = placement.read_selection(board, None)
        return game

    # -- drawing ------------------------------------------------------------------

    def _who(self, board: Board, seats: list[str], colour: int) -> tuple[str, str]:
        """The colour's engine name and who plays it, in words (``"you"``, ``"shared"``)."""
        name = board.colour_name(colour)
        for p, colours in enumerate(board.variant.players):
            if colour in colours:
                return name, tr(SEAT_TEXT[seats[p]])
        return name, tr("shared")

    def _last(self, board: Board, seats: list[str]) -> Element | None:
        """The move just played, in words on the page (the board outlines it)."""
        if not board.history:
            return None
        move = board.history[-1]
        colour, who = self._who(board, seats, cast(int, move.colour))
        return E("p", tr("Last move: {colour:noun} ({who}) placed the {piece} on {cells}.", colour=colour, who=who,
                         piece=move.piece, cells=", ".join(move.names())), cls="rp-play-last")

    def _passes(self, board: Board) -> list[str]:
        """Colours skipped since the last move: they had no move left."""
        if not board.history or board.to_move is None:
            return []
        k = board.ncolours
        skipped, c = [], (cast(int, board.history[-1].colour) + 1) % k
        while c != board.to_move:
            skipped.append(board.colour_name(c))
            c = (c + 1) % k
        return skipped

    def _status(self, board: Board, seats: list[str]) -> Element:
        seat = seat_to_move(board, seats)
        passes = self._passes(board)
        note = ""
        if len(passes) == 1:
            note = tr(" {colour:noun} has no move left and passes.", colour=passes[0])
        elif passes:
            names = ", ".join(noun(c, current()) for c in passes)
            note = tr(" {colours} have no move left and pass.", colours=names)
        if board.to_move is None:
            return E("p", self._result(board) + note, cls="rp-play-status", aria_live="polite")
        colour, who = self._who(board, seats, board.to_move)
        if seat == "human":
            text = tr("{colour:noun} ({who}) to move: pick a piece, then a cell.", colour=colour, who=who) + note
            return E("p", text, cls="rp-play-status", aria_live="polite")
        return E("p", E("span", cls="rp-spinner", aria_hidden="true"),
                 tr("{colour:noun} ({who}) is thinking\u2026", colour=colour, who=who) + note,
                 cls="rp-play-status rp-thinking", aria_live="polite")

    def _side(self, board: Board, k: int) -> str:
        """Side ``k`` (a colour, a player's colours or a team) in words."""
        v = board.variant
        return " + ".join(noun(v.colours[c], current()) for c in v.score_groups[k])

    def _result(self, board: Board) -> str:
        """The status line of a finished game: who won, with what."""
        best = winners(board)
        sides = group_scores(board)
        if len(best) == 1:
            return tr("Game over: {side} wins with {points}.", side=self._side(board, best[0]),
                      points=format(sides[best[0]], "+d"))
        sides_won = [self._side(board, k) for k in best]
        names = tr("{first} and {second}", first=", ".join(sides_won[:-1]), second=sides_won[-1])
        return tr("Game over: {sides} share first place with {points}.", sides=names,
                  points=format(sides[best[0]], "+d"))

    def _breakdown(self, board: Board, colour: int) -> str:
        """How one colour's points come about, in words."""
        b = breakdown(board, colour)
        name = noun(board.colour_name(colour), current())
        if b["all_placed"] and b["points"] > ALL_PLACED_BONUS:
            return tr("{colour}: every piece placed, the one-square piece last ({points})", colour=name,
                      points=format(b["points"], "+d"))
        if b["all_placed"]:
            return tr("{colour}: every piece placed ({points})", colour=name, points=format(b["points"], "+d"))
        return tr("{colour}: {squares} {squares:plural:square|squares} left in {pieces} {pieces:plural:piece|pieces} "
                  "({points})", colour=name,
                  squares=b["squares_left"], pieces=len(b["pieces_left"]), points=format(b["points"], "+d"))

    def _final(self, board: Board) -> list[Element]:
        """The final scores per side (colour, player or team), best first,
        winners marked, each with how its points come about."""
        v = board.variant
        sides = group_scores(board)
        best = set(winners(board))
        order = sorted(range(len(v.score_groups)), key=lambda k: (k not in best, -sides[k], k))
        lines = []
        for k in order:
            mark = "" if k not in best else tr(" \u2014 wins") if len(best) == 1 else tr(" \u2014 shares first place")
            parts = "; ".join(self._breakdown(board, c) for c in v.score_groups[k])
            lines.append(E("li", self._side(board, k) + tr(": "), E("strong", format(sides[k], "+d")), mark,
                           E("br"), E("small", parts, cls="rp-final-parts"), data_side=str(k)))
        return [E("p", E("strong", tr("Final scores")), cls="rp-final-head"), E("ol", lines, cls="rp-final")]

    def _scores(self, board: Board, seats: list[str]) -> Element:
        v, lang = board.variant, current()
        pts = colour_scores(board)
        items = [E("li", E("span", cls="rp-swatch " + "rp-bg-" + colour_key(name)), noun(name, lang) + tr(": "),
                   E("strong", format(pts[c], "+d")), tr(" (not scored)") if c in v.unscored else "",
                   tr(", {n} {n:plural:piece|pieces} left", n=len(board.remaining(c))))
                 for c, name in enumerate(v.colours)]
        out = E("div", self._lead(board, seats), E("ul", items, cls="rp-play-scores"))
        if board.to_move is None:
            out.add(*self._final(board))
        return out

    def _lead(self, board: Board, seats: list[str]) -> Element | None:
        """Who leads and by how much, in a player's words ("You lead by 12
        points."), while the game is on and once a piece is down."""
        sides = group_scores(board)
        if board.to_move is None or not board.history or len(sides) < 2:
            return None
        v = board.variant
        # the side the reader holds, when only one seat is the reader's
        mine = [k for k, group in enumerate(v.score_groups)
                if seats.count("human") == 1 and any(set(group) <= set(colours) and seats[p] == "human"
                                                     for p, colours in enumerate(v.players))]
        order = sorted(range(len(sides)), key=lambda k: -sides[k])
        top, gap = order[0], sides[order[0]] - sides[order[1]]
        if gap == 0:
            tied = [k for k in order if sides[k] == sides[top]]
            text = tr("Level: {sides} share the lead.", sides=tr("{first} and {second}",
                      first=", ".join(_capital(self._side(board, k)) for k in tied[:-1]),
                      second=self._side(board, tied[-1])))
        elif top in mine:
            text = tr("You lead by {n} {n:plural:point|points}.", n=gap)
        else:
            text = tr("{side} leads by {n} {n:plural:point|points}.", side=_capital(self._side(board, top)), n=gap)
        return E("p", E("strong", text), cls="rp-play-lead")

    def _new_game(self, state: State) -> Element:
        """The "New game" box: edition and who sits where, one seat per
        player of the edition chosen (named by its colours), redrawn as soon
        as the edition changes (``{"edition": 1}``)."""
        nxt = state.get("next") or {"variant": state["variant"], "seats": state["seats"]}
        v, lang = _variant(nxt["variant"]), current()
        options = [E("option", tr(variants.get(n).title), value=n, selected=n == nxt["variant"])
                   for n in variants.names()]
        seat_boxes = [E("label", E("span", [E("span", cls="rp-swatch rp-bg-" + colour_key(v.colours[c]))
                                            for c in colours]),
                        _capital(" + ".join(noun(v.colours[c], lang) for c in colours)) + " ",
                        E("select", [E("option", tr(SEAT_TEXT[s]), value=s, selected=s == seat) for s in SEATS],
                          name="seat" + str(k)))
                      for k, (seat, colours) in enumerate(zip(nxt["seats"], v.players))]
        return E("details", E("summary", tr("New game")),
                 E("p", E("label", tr("Edition "), E("select", options, name="variant",
                                                     data_change_act={"edition": 1}))),
                 E("p", seat_boxes, cls="rp-seats"),
                 E("p", strength_note(nxt["variant"]), cls="rp-strength"),
                 button(tr("Start a new game"), {"new": 1}, title=tr("Start a new game with these settings")),
                 cls="rp-new-game", open="next" in state)

    def _game_tools(self, board: Board, state: State) -> Element:
        record = sgf.dumps(board)
        href = "data:application/x-blokus-sgf;charset=utf-8," + urllib.parse.quote(record, safe="")
        return E("div",
                 E("div", button(tr("Undo"), {"undo": 1}, title=tr("Take back your last move"),
                                 disabled=not board.history),
                   E("a", tr("Download .blksgf"), href=href, download="blokus-" + state["variant"] + ".blksgf",
                     cls="rp-btn"),
                   E("label", tr("Load a .blksgf file"),
                     E("input", type="file", accept=".blksgf,.sgf,text/plain", data_load="1", cls="rp-file-input"),
                     cls="rp-btn rp-load rp-file"),
                   cls="rp-play-tools"),
                 self._new_game(state))

    def _moves(self, board: Board) -> Element:
        lang = current()
        items = [E("li", noun(board.colour_name(cast(int, mv.colour)), lang) + " " + mv.piece + " ", E("code", str(mv)))
                 for mv in board.history]
        return E("details", E("summary", tr("Moves ({n})", n=len(items))), E("ol", items, cls="rp-play-moves"))

    def _position(self, state: State) -> Board:
        """The state's board, replayed once per request (render and element both need it)."""
        key = (state["variant"], tuple(state["moves"]))
        if getattr(self, "_cached", (None,))[0] != key:
            self._cached = (key, _board(state["variant"], state["moves"]))
        return self._cached[1]

    def _review_form(self, board: Board) -> Element:
        v = board.variant
        return E("div", E("p", E("strong", tr("Review this game")), " ",
                          tr("The search plays every position again and marks the moves that lost points.")),
                 review_panel.form([review_panel.blokus_player(v, p) for p in range(len(v.players))], None),
                 cls="rp-review-start")

    def _study(self, board: Board, entries: Any) -> Element:
        """"Make a study" of the finished game, with the review's marks when it has one."""
        title = tr("A game of {edition}", edition=tr(board.variant.title))
        return game_study.study_link("blokus", sgf.dumps(board), entries, title=title,
                                     name="blokus-" + board.variant.name)

    def _review(self, state: State, board: Board) -> Fragment:
        """A finished game under review: the position at ``rstep`` with the
        better move as a ghost on a marked move, the step bar, the panel."""
        v = board.variant
        players = [review_panel.blokus_player(v, p) for p in range(len(v.players))]
        ask = review_cache.read_ask(state["review"], len(players))
        assert ask is not None
        entries = review_cache.blokus_review(sgf.dumps(board), ask)
        n, step = len(state["moves"]), state["rstep"]
        at_board = _board(state["variant"], state["moves"][:step])
        at = next((e for e in entries if e["index"] + 1 == step), None)
        cells = None
        mover = ""
        if step > 0:
            colour = cast(int, at_board.history[-1].colour)
            before = _board(state["variant"], state["moves"][:step - 1])
            mover = players[before.player_to_move] if before.player_to_move is not None else ""
            if at is not None and at.get("mark") and at["best"] != at["move"]:
                cells = list(before.parse_move(at["best"], colour).cells)
        unit = 18 if at_board.geometry.width > 14 else 22
        title = tr("{title}, after {step} of {n} moves", title=tr(v.title), step=step, n=n)
        return Fragment(
            E("p", E("strong", tr(v.title)), cls="rp-play-title"),
            E("p", self._result(board), cls="rp-play-status"),
            step_bar(step, n, "rgo", unit="move"),
            board_figure(at_board, unit=unit, title=title, highlight=cells),
            review_panel.panel(entries, n, step, "rgo", lines=review_panel.blokus_lines(v, ask),
                               who=lambda p: players[p], mover=mover, close={"review_close": 1}),
            review_panel.form(players, ask),
            self._study(board, entries),
            self._scores(board, state["seats"]),
            self._game_tools(board, state),
            self._moves(board))

    def render(self, state: State) -> Fragment:
        board = self._position(state)
        if state.get("review") is not None and board.to_move is None:
            return self._review(state, board)
        sel = state["sel"]
        human = seat_to_move(board, state["seats"]) == "human"
        key = colour_key(board.colour_name(board.to_move)) if board.to_move is not None else "none"
        ask = {"variant": state["variant"], "moves": state["moves"]}
        tried = state.get("tried")
        message = (tr("Not there: ") + (tried["fr"] if current() == "fr" else tried["en"])) if tried else ""
        return Fragment(
            E("p", E("strong", tr(board.variant.title)), cls="rp-play-title"),
            self._status(board, state["seats"]),
            self._last(board, state["seats"]),
            placement.tray(board, sel, key) if human else None,
            placement.tools(state["hint"]) if human else None,
            # the dots are the human's help: none while a bot is to move or once the game is over
            placement.board_element(board, sel, hint=state["hint"] and human, tried=tried, ask=ask, live=human),
            # a refusal right under the board, where the reader looks (the page brings it into view)
            E("p", message, cls="rp-place-message", aria_live="polite"),
            # The hint's dots explained where they are drawn.
            E("p", tr("Dots: the cells where the colour to move may start a piece (touching its own "
                      "pieces only at a corner)."), cls="rp-hint-caption") if state["hint"] and human else None,
            self._review_form(board) if board.to_move is None else None,
            self._study(board, ()) if board.to_move is None else None,
            self._scores(board, state["seats"]),
            self._game_tools(board, state),
            self._moves(board))

    def element(self, state: State) -> Element:
        board = self._position(state)
        seat = seat_to_move(board, state["seats"])
        return super().element(state).set(**{
            "data-hash": to_hash(state["variant"], state["seats"], state["moves"], state.get("review"),
                                 state.get("rstep", 0)),
            "data-hash-prefix": HASH_PREFIX, "data-store": "rp-blokus-play", "data-focus-mode": "1",
            # one history entry for the game: each move replaces it, so Back leaves the page (Undo takes a move back)
            "data-history": "replace",
            # the bot's move just played, in words: the page's live region says it once
            "data-said": list(state.get("announce") or []),
            "data-bot": "1" if seat not in (None, "human") else None})


__all__ = ["SEATS", "DEFAULT_BOT", "SEAT_TEXT", "HASH_PREFIX", "ACTS", "REVIEW_PART", "seat_to_move", "strength_note", "play_bot", "bot_words", "read_record", "to_hash",
           "from_hash", "from_hash_review", "BlokusPlay"]
