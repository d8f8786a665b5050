"""Pictures of a BLOT table (SVG) and of the scores (HTML).

Colours follow the Okabe-Ito palette, which stays distinct for the common
kinds of colour blindness; every card and tile also carries its colour as
text and as a shape (green triangle, blue square, red circle, yellow
diamond), so nothing depends on colour alone. Coloured fills carry the
class ``rp-f-<colour>`` (see `rules_py.render.board`) for the theme.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence

from .. import display
from ..blot.cards import COLOURS, DIVINITIES, FACE_LABEL, Card
from ..blot.game import SEAT_NAMES, BlotState, ChooseStarter, Give, Play
from ..blot.observation import Observation, TileView
from ..blot.scoring import Effect, RoundScore, Trick
from ..i18n.messages import card_code, catalogue, current, tr
from ..errors import OptionError
from .board import recolour
from .markup import HTML, SVG, E, Element, fmt

FILL = {"green": "#009E73", "blue": "#0072B2", "red": "#D55E00", "yellow": "#F0E442"}
LIGHT = {"green": "#CCEDE3", "blue": "#CCE3F0", "red": "#F7DFCC", "yellow": "#FCF9D9"}
INK = {"green": "#ffffff", "blue": "#ffffff", "red": "#ffffff", "yellow": "#222222"}
WIDTH = 780
#: The mark of the last card played (``table_svg(last_move=True)``).
LAST = "last"
#: every standard seat name (the variants' own), translated for display
_SEATS = frozenset(name for names in SEAT_NAMES.values() for name in names)


def seat_labels(names: Sequence[str]) -> list[str]:
    """Seat names as the reader sees them: the standard ones ("South") in the
    current language, any other name (a record's "Martin") as written."""
    lang = current()
    return [catalogue(lang).get(n, n) if n in _SEATS else n for n in names]


def face_label(divinity: str, face: str) -> str:
    """What a divinity face does, in a few words, in the current language."""
    return tr(FACE_LABEL[(divinity, face)])


def shown_code(c: Card) -> str:
    """A card's code as the reader reads it: "G7" in English, "V7" in French."""
    return card_code(c.colour, c.value)


def move_words(action: object, names: Sequence[str], before: BlotState) -> str:
    """A move in a few words, its card as the reader writes it (`rules_py.render.cards.shown_code`):
    "South: G6 → red", "Sud : V6 → rouge"; a gift, "South: red → Odin"; the
    next starter, "South: West starts". ``names`` are the seats as shown,
    ``before`` the state the move was played from (a gift names its tile)."""
    if isinstance(action, Play):
        return tr("{player}: {card} → {tile:noun}", player=names[action.player], card=shown_code(action.card),
                  tile=action.tile)
    if isinstance(action, Give):
        return tr("{player}: {tile:noun} → {divinity}", player=names[action.player], tile=str(before.gift_tile),
                  divinity=action.divinity)
    if isinstance(action, ChooseStarter):
        return tr("{player}: {seat} starts", player=names[action.player], seat=names[action.seat])
    return str(action)


def said_words(action: object, names: Sequence[str], before: BlotState) -> str:
    """A bot's decision in a sentence for screen readers, the card in words:
    "West played the green 7 on the red tile." ("Ouest a joué le 7 vert sur
    la tuile rouge."). ``names`` are the seats as shown, ``before`` the state
    the decision was taken in (a gift names its tile)."""
    if isinstance(action, Play):
        return tr("{player} played the {colour:noun} {value} on the {tile:noun} tile.", player=names[action.player],
                  colour=action.card.colour, value=action.card.value, tile=action.tile)
    if isinstance(action, Give):
        return tr("{player} gave the {tile:noun} tile to {divinity}.", player=names[action.player],
                  tile=str(before.gift_tile), divinity=action.divinity)
    if isinstance(action, ChooseStarter):
        if action.seat == action.player:
            return tr("{player} chose to start the next round.", player=names[action.player])
        return tr("{player} chose {seat} to start the next round.", player=names[action.player],
                  seat=names[action.seat])
    return str(action)


def card_words(c: Card) -> str:
    """A card in words: "green 7" ("vert 7")."""
    return tr("{colour:noun} {value}", colour=c.colour, value=c.value)


def colour_fill(colour: str) -> dict[str, str]:
    """``fill`` and theme class of a card colour."""
    return {"fill": FILL[colour], "class": "rp-f-" + colour}


def shape(colour: str, x: float, y: float, r: float, fill: str) -> Element:
    """The colour's shape (triangle, square, circle, diamond) centred on ``(x, y)``."""
    extra = {"stroke": "#555", "stroke-width": 0.8} if fill == FILL["yellow"] else {}
    if colour == "green":
        pts = [(x, y - r), (x + r, y + r), (x - r, y + r)]
    elif colour == "blue":
        return E("rect", {"x": x - r, "y": y - r, "width": 2 * r, "height": 2 * r, "fill": fill, **extra})
    elif colour == "red":
        return E("circle", {"cx": x, "cy": y, "r": r, "fill": fill, **extra})
    else:
        pts = [(x, y - r * 1.2), (x + r, y), (x, y + r * 1.2), (x - r, y)]
    points = " ".join(fmt(px) + "," + fmt(py) for px, py in pts)
    return E("polygon", {"points": points, "fill": fill, **extra})


def card_element(c: Card, x: float, y: float, w: float = 30, h: float = 40, note: str = "") -> Element:
    """One face-up card: coloured, with its shape and its code."""
    ink = INK[c.colour]
    title = card_words(c) + (" (" + note + ")" if note else "")
    return E("g", cls="blot-card").add(
        E("title", title),
        E("rect", colour_fill(c.colour), x=x, y=y, width=w, height=h, rx=4, stroke="#333", stroke_width=1),
        shape(c.colour, x + w / 2, y + 10, 5, ink),
        E("text", shown_code(c), x=x + w / 2, y=y + h - 8, text_anchor="middle", font_size=13, font_weight="bold",
          fill=ink))


def card_back(x: float, y: float, w: float = 18, h: float = 26) -> Element:
    """A face-down card."""
    return E("rect", x=x, y=y, width=w, height=h, rx=3, fill="#6b5b45", stroke="#3b3024", cls="blot-back")


def divinity_panel(state: BlotState, i: int, d: str, holders: dict[str, str]) -> list[Element]:
    x, y0 = 10 + i * 192, 10
    masked = i == state.round  # the counting card (Décompte) lies on it
    out = [E("rect", x=x, y=y0, width=182, height=64, rx=6, fill="#e4e4e4" if masked else "#fbf7ee",
             stroke="#7a6a50", cls="blot-panel blot-masked" if masked else "blot-panel"),
           E("text", d, x=x + 8, y=y0 + 18, font_size=15, font_weight="bold", cls="blot-ink")]
    if masked:
        return out + [E("text", tr("masked: counting card"), x=x + 8, y=y0 + 38, font_size=12, cls="blot-ink"),
                      E("text", tr("(Décompte) this round"), x=x + 8, y=y0 + 54, font_size=11, fill="#555",
                        cls="blot-muted")]
    face = state.faces[i]
    out.append(E("text", tr("face {face}: {label}", face=face, label=face_label(d, face)), x=x + 8, y=y0 + 36,
                 font_size=12, cls="blot-ink"))
    colour = holders.get(d)
    if not colour:
        return out + [E("text", tr("no tile yet"), x=x + 8, y=y0 + 55, font_size=12, fill="#666", cls="blot-muted")]
    return out + [E("rect", colour_fill(colour), x=x + 8, y=y0 + 42, width=16, height=16, stroke="#333"),
                  shape(colour, x + 16, y0 + 50, 4, INK[colour]),
                  E("text", tr("holds the {colour} tile", colour=colour), x=x + 30, y=y0 + 55, font_size=12,
                    cls="blot-ink")]


def just_won(state: BlotState) -> Trick | None:
    """The ceremony the last action completed, else ``None``: at that step the
    table still shows its cards on their tile, the face they were played on,
    and who won them (the tile turns, or is set aside, from the next step)."""
    if state.is_chance_node() or not state.history:
        return None
    last = state.history[-1]
    tricks = state.tricks()
    if not isinstance(last, Play) or not tricks:
        return None
    won = tricks[-1]
    return won if won.tile == last.tile and won.cards[-1] == (last.player, last.card) else None


def _tile_look(state: BlotState, col: str, face: str | None = None) -> tuple[str, str, str, dict[str, str]]:
    """(face, background, ink, border attributes) of one ceremony tile (``face``:
    the one to draw, when not the tile's face now)."""
    face = face or (state.tile_face(col) if not state.is_chance_node() else "dark")
    if face == "done":
        return face, "#ffffff", "#777", {"stroke-dasharray": "5,4"}
    if face == "dark":
        return face, FILL[col], INK[col], {}
    return face, LIGHT[col], "#222", {}


def mark_ring(colour: str, x: float, y: float, w: float, h: float, pad: float = 3) -> Element:
    """A study's mark around a card or tile: a thick ring of the mark's
    colour (`rules_py.studies.MARK_COLOURS`), dark-edged so a yellow one shows on white.
    The colour ``"last"`` is the last card played: a black ring, white-edged."""
    box = {"x": x - pad, "y": y - pad, "width": w + 2 * pad, "height": h + 2 * pad, "rx": 5, "fill": "none"}
    if colour == LAST:
        return E("g", {"class": "blot-mark blot-last", "data-mark": colour},
                 E("rect", {**box, "stroke": "#ffffff", "stroke-width": 7}),
                 E("rect", {**box, "stroke": "#111111", "stroke-width": 4}))
    return E("g", {"class": "blot-mark", "data-mark": colour},
             E("rect", {**box, "stroke": "#111111", "stroke-width": 7}),
             E("rect", {**box, "stroke": FILL[colour], "stroke-width": 4}))


def tile_panel(state: BlotState, i: int, col: str, names: Sequence[str], tile_h: float,
               marks: Mapping[str, str] | None = None) -> list[Element]:
    """One ceremony tile and its cards; ``marks``: card codes and tile names -> a mark colour."""
    x, y1 = 10 + i * 192, 90
    marks = marks or {}
    won = just_won(state)
    won = won if won is not None and won.tile == col else None
    face, fill, ink, dash = _tile_look(state, col, won.face if won else None)
    label = tr({"dark": "dark face", "light": "light face", "done": "won and set aside"}[face])
    out = [E("rect", {"x": x, "y": y1, "width": 182, "height": tile_h, "rx": 8, "fill": fill,
                      "stroke": FILL[col], "stroke-width": 3, **dash}),
           shape(col, x + 16, y1 + 16, 7, ink if face != "light" else FILL[col]),
           E("text", tr("{colour} tile", colour=col), x=x + 30, y=y1 + 21, font_size=14, font_weight="bold",
             fill=ink),
           E("text", label, x=x + 30, y=y1 + 37, font_size=11, fill=ink)]
    if face == "done":
        given = next((t.given_to for t in state.tricks() if t.tile == col and t.face == "light"), None)
        text = (tr("given to {divinity}", divinity=given) if given
                else tr("given to nobody") if state.phase != "give" else tr("to be given"))
        return out + [E("text", text, x=x + 10, y=y1 + 60, font_size=12, fill="#555")]
    cards = won.cards if won else state.tile_cards(col) if not state.is_chance_node() else ()
    if won:  # who won it, in place of the colour requested (its first card shows that)
        out.append(E("text", tr("won by {player}", player=names[won.winner]), x=x + 10, y=y1 + 56,
                     font_size=11, font_weight="bold", fill=ink))
    elif cards:
        out.append(E("text", tr("requested: {colour}", colour=cards[0][1].colour), x=x + 10, y=y1 + 56,
                     font_size=11, fill=ink))
    for k, (s, c) in enumerate(cards):
        yy = y1 + 62 + k * 22
        # An opaque chip with dark text: readable whatever the tile's colour and the page's scheme.
        out += [E("rect", x=x + 8, y=yy, width=166, height=20, rx=3, fill="#f7f7f7"),
                shape(c.colour, x + 18, yy + 10, 5, FILL[c.colour]),
                E("text", shown_code(c), x=x + 28, y=yy + 15, font_size=12, font_weight="bold", fill="#111111"),
                E("text", names[s], x=x + 60, y=yy + 15, font_size=12, fill="#111111")]
        if c.code in marks:
            out.append(mark_ring(marks[c.code], x + 8, yy, 166, 20, pad=1))
    if col in marks:
        out.append(mark_ring(marks[col], x, y1, 182, tile_h, pad=4))
    return out


def _seat(state: BlotState, s: int, names: Sequence[str], y2: float, shown: bool,
          marks: Mapping[str, str]) -> list[Element]:
    row_h = 58
    yy = y2 + s * row_h
    current = state.current_player == s
    out = [E("rect", x=10, y=yy, width=WIDTH - 20, height=row_h - 6, rx=6,
             fill="#fff3c4" if current else "#f6f6f6", stroke="#b58900" if current else "#ccc",
             cls="blot-seat blot-current" if current else "blot-seat"),
           E("text", names[s] + (tr(" ◀ to act") if current else ""), x=18, y=yy + 18, font_size=13,
             font_weight="bold", cls="blot-ink")]
    won = [t for t in state.tricks() if t.winner == s]
    out.append(E("text", tr("tricks won: {n}", n=len(won)), x=18, y=yy + 36, font_size=11, cls="blot-ink"))
    cx = 18
    for c in COLOURS:
        count = sum(1 for t in won for _, cd in t.cards if cd.colour == c)
        if count:
            out += [shape(c, cx + 96, yy + 32, 5, FILL[c]), E("text", count, x=cx + 104, y=yy + 36, font_size=11, cls="blot-ink")]
            cx += 28
    hand = state.hand(s)
    for k, cd in enumerate(hand):
        out.append(card_element(cd, 250 + k * 33, yy + 4, 30, 42) if shown else card_back(250 + k * 21, yy + 12))
        if shown and cd.code in marks:
            out.append(mark_ring(marks[cd.code], 250 + k * 33, yy + 4, 30, 42))
    if not hand:
        out.append(E("text", tr("no cards left"), x=250, y=yy + 30, font_size=11, fill="#666", cls="blot-muted"))
    return out


#: What each divinity face does, in words: the legend under the table (translated with tr).
FACE_MEANING = {
    ("Balder", "A"): "+2 per pair of cards of its tile's colour",
    ("Balder", "B"): "-2 per pair of cards of its tile's colour",
    ("Loki", "A"): "-3 to whoever holds most of its tile's colour",
    ("Loki", "B"): "-3 to whoever holds fewest of its tile's colour",
    ("Odin", "A"): "+2 per trick holding its tile's colour",
    ("Odin", "B"): "+2 per trick without its tile's colour",
    ("Thor", "A"): "+4 to whoever holds most of its tile's colour",
    ("Thor", "B"): "+4 to whoever holds fewest of its tile's colour",
}


def face_legend(state: BlotState, y: float) -> list[Element]:
    """One legend entry per divinity face shown (not the masked one), two
    to a line from ``y`` down: what the short face labels above mean."""
    shown = [(d, state.faces[i]) for i, d in enumerate(DIVINITIES) if i != state.round]
    return [E("text", d + " " + face + ": " + tr(FACE_MEANING[(d, face)]), x=12 + (k % 2) * 384,
              y=y + (k // 2) * 16, font_size=11, cls="blot-ink blot-legend")
            for k, (d, face) in enumerate(shown)]


def status_text(state: BlotState, names: Sequence[str]) -> str:
    """"Round 2 of 4 · Anna plays", in words."""
    seat = state.current_player
    who = names[seat] if seat is not None and state.phase in ("play", "give", "starter") else ""
    doing = {"faces": "divinity faces are drawn", "deal": "cards are dealt", "play": "{who} plays",
             "give": "{who} gives the {tile} tile to a divinity",
             "starter": "{who} chooses who starts next round", "over": "game over"}[state.phase]
    return tr("Round {n} of 4 · ", n=state.round + 1) + tr(doing, who=who, tile=str(state.gift_tile))


def table_element(state: BlotState, seats: Sequence[str] | None = None,
                  show_hands: bool | Collection[int] = True, marks: Mapping[str, str] | None = None) -> Element:
    """The table now: divinities (with the counting card), the four ceremony
    tiles with their cards, and each seat's hand and tricks won. ``marks``
    (a study's): card codes and tile names -> a mark colour, ringed in it."""
    n = state.n
    names = list(seats or SEAT_NAMES[n])
    holders = state.holders()
    tile_h = 62 + (3 if n == 2 else n) * 22
    body: list[Element] = []
    for i, d in enumerate(DIVINITIES):
        body += divinity_panel(state, i, d, holders)
    for i, col in enumerate(COLOURS):
        body += tile_panel(state, i, col, names, tile_h, marks)
    y2 = 90 + tile_h + 16
    for s in range(n):
        shown = show_hands is True or (not isinstance(show_hands, bool) and s in show_hands)
        body += _seat(state, s, names, y2, shown, marks or {})
    legend = face_legend(state, y2 + n * 58 + 38)
    height = y2 + n * 58 + 24 + 16 * ((len(legend) + 1) // 2) + 6
    status = status_text(state, names)
    body.append(E("text", status, x=12, y=y2 + n * 58 + 16, font_size=12, fill="#333", cls="blot-ink"))
    body += legend
    return E("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 " + fmt(WIDTH) + " " + fmt(height),
                     "width": WIDTH, "height": height, "font-family": "system-ui, sans-serif", "role": "img",
                     "aria-label": tr("BLOT table, {status}", status=status), "class": "blot-table",
                     # focusable: on a phone the table scrolls sideways in its box
                     "tabindex": 0}, body)


def table_svg(state: BlotState, seats: Sequence[str] | None = None,
              show_hands: bool | Collection[int] = True, highlight: object = None, *,
              marks: Mapping[str, str] | Collection[str] | None = None, last_move: bool = False,
              colours: Mapping[str, str] | None = None, size: float | None = None) -> SVG:
    """`rules_py.render.cards.table_element` as an `rules_py.render.markup.SVG` string
    (``highlight`` is unused, kept for callers).

    * ``marks``: card codes (``"G7"``) and tile colours (``"red"``) to ring,
      each in a colour of its own (a mapping to ``"green"``, ``"blue"``,
      ``"red"`` or ``"yellow"``) or all in green (a collection).
    * ``last_move``: ring the card of the last action in black, while it
      lies on its tile (not once its ceremony is set aside).
    * ``colours``: card colours (``"green"``, ``"blue"``, ``"red"``,
      ``"yellow"``) -> the colour to fill them with.
    * ``size``: the picture's width in pixels (780 by default).
    """
    if marks is not None and not isinstance(marks, Mapping):
        marks = dict.fromkeys(marks, "green")
    rings = dict(marks or {})
    bad = sorted(str(v) for v in rings.values() if v not in FILL)
    if bad:
        raise OptionError(f"no mark colour {bad[0]!r}", sorted(FILL))
    last = next((a for a in reversed(state.history) if isinstance(a, Play)), None) if last_move else None
    if last is not None:
        rings.setdefault(last.card.code, LAST)
    root = table_element(state, seats, show_hands, rings or None)
    if size is not None:
        scale = size / WIDTH
        root.set(width=size, height=float(root.attrs["height"]) * scale)
    return recolour(root, colours, FILL).svg()


def team_names(state: BlotState, seats: Sequence[str] | None) -> list[str]:
    """The scorers' names: the seats, or two teams of two."""
    names = list(seats or SEAT_NAMES[state.n])
    if state.teams:
        return [names[0] + " + " + names[2], names[1] + " + " + names[3]]
    return names


def _signed(n: int) -> str:
    return format(n, "+d")


def effect_detail(e: Effect) -> str:
    """An effect's detail in the current language. Scoring writes it in
    English ("5 yellow: 2 pairs", "3 red, the most", "1 red (most: 4)",
    "2 tricks with green"); its numbers are read back from it and put in the
    language's template (a test checks the English comes out unchanged)."""
    numbers = [int(x) for x in re.findall(r"\d+", e.detail)]
    if e.divinity == "Balder" and len(numbers) == 2:
        n, pairs = numbers
        return tr("{n} {colour}: {pairs} {pairs:plural:pair|pairs}", n=n, colour=e.colour, pairs=pairs)
    if e.divinity == "Odin" and len(numbers) == 1:
        if e.face == "A":
            return tr("{tricks} {tricks:plural:trick|tricks} with {colour}", tricks=numbers[0], colour=e.colour)
        return tr("{tricks} {tricks:plural:trick|tricks} without {colour}", tricks=numbers[0], colour=e.colour)
    if e.divinity in ("Loki", "Thor") and len(numbers) in (1, 2):
        word = tr("most" if e.face == "A" else "fewest")
        if len(numbers) == 1:
            return tr("{n} {colour}, the {word}", n=numbers[0], colour=e.colour, word=word)
        return tr("{n} {colour} ({word}: {target})", n=numbers[0], colour=e.colour, word=word, target=numbers[1])
    return e.detail  # a shape scoring does not write today: shown as it is


def _round_head(rs: RoundScore, divs: Sequence[str]) -> Element:
    head = []
    for d in divs:
        face = rs.faces[DIVINITIES.index(d)]
        head.append(E("th", d, E("br"), E("small", tr("{colour} tile, face {face}: {label}", colour=rs.holders[d],
                                                      face=face, label=face_label(d, face)))))
    return E("thead", E("tr", E("th"), E("th", "Cérémonies", E("br"), E("small", tr("(ceremonies won)"))), head,
                        E("th", "Dévotion", E("br"), E("small", tr("(round points)")))))


def round_table(rs: RoundScore, names: Sequence[str]) -> Element:
    """One round's breakdown: ceremonies, each divinity's effect, the total."""
    divs = [d for d in DIVINITIES if d in rs.holders]
    rows = []
    for k, sc in enumerate(rs.scorers):
        if sc.excluded:
            cells: list[Element] = [E("td", E("em", tr("excluded: no ceremony won")), colspan=len(divs) + 1)]
        else:
            eff = {e.divinity: e for e in sc.effects}
            # data-label: a phone stacks each row, every cell under its column's name (CSS).
            cells = [E("td", str(sc.ceremonies) + " × 3 = " + _signed(sc.ceremony_points), data_label="Cérémonies")]
            for d in divs:
                detail = effect_detail(eff[d])
                cells.append(E("td", _signed(eff[d].points), E("br"), E("small", detail), title=detail,
                               data_label=d + " · " + tr("{colour} tile", colour=rs.holders[d])))
        rows.append(E("tr", E("th", names[k], scope="row"), cells,
                      E("td", E("strong", _signed(sc.total)), data_label="Dévotion")))
    return E("table", cls="blot-score blot-round", tabindex=0).add(  # focusable: may scroll sideways
        E("caption", tr("Round {n} · {divinity} masked", n=rs.round + 1, divinity=rs.masked)),
        _round_head(rs, divs), E("tbody", rows))


def round_table_html(rs: RoundScore, names: Sequence[str]) -> HTML:
    """`rules_py.render.cards.round_table` as an `rules_py.render.markup.HTML` string."""
    return round_table(rs, names).html()


def result_line(state: BlotState, names: Sequence[str]) -> Element | None:
    """The game's result in one line (winner or winners, and why); ``None`` before the end."""
    return _result(state, names)


def _result(state: BlotState, names: Sequence[str]) -> Element | None:
    if not state.is_terminal():
        return None
    res = state.result()
    how = tr({"none": "highest total", "last_ceremony": "tie broken: won the very last ceremony",
              "best_round": "tie broken: best single round", "shared": "shared win"}[res.tiebreak])
    label = tr("Winners: ") if len(res.winners) > 1 else tr("Winner: ")
    return E("p", E("strong", label + ", ".join(names[k] for k in res.winners)), " (" + how + ").")


def score_element(state: BlotState, seats: Sequence[str] | None = None) -> Element:
    """Every finished round with its breakdown, then the totals and the result."""
    names = team_names(state, seats)
    tables: list[Element | None] = [round_table(rs, names) for rs in state.round_scores()]
    if not tables:
        return E("p", tr("No round is finished yet."), cls="blot-score")
    rows = [E("tr", E("th", names[k]), E("td", _signed(t))) for k, t in enumerate(state.totals())]
    tables.append(E("table", E("caption", tr("Totals")), E("tbody", rows), cls="blot-score blot-total", tabindex=0))
    tables.append(_result(state, names))
    return E("div", tables, cls="blot-scores")


def score_html(state: BlotState, seats: Sequence[str] | None = None) -> HTML:
    """`rules_py.render.cards.score_element` as an `rules_py.render.markup.HTML` string (shows
    in notebooks)."""
    return score_element(state, seats).html()


# --------------------------------------------------------------------------
# The live table (HTML), drawn from one seat's Observation only: nothing here
# receives a game state, so no hidden card can reach the markup.

#: The colour's shape as a character, for HTML chips (the SVG draws it).
SHAPE_CHAR = {"green": "\u25b2", "blue": "\u25a0", "red": "\u25cf", "yellow": "\u25c6"}


def card_chip(c: Card, *, cls: str = "") -> Element:
    """One face-up card as an inline HTML chip: colour, shape and code."""
    return E("span", {"class": ("bt-card bt-c-" + c.colour + " " + cls).strip(), "title": card_words(c)},
             E("span", SHAPE_CHAR[c.colour], cls="bt-shape", aria_hidden="true"), shown_code(c))


def divinity_strip(obs: Observation) -> Element:
    """The four divinities as this seat sees them: face (if seen), the
    counting card on the masked one, and the tile each holds this round."""
    holders = dict(obs.holders)
    items = []
    for i, d in enumerate(DIVINITIES):
        face = obs.faces[i]
        if d == obs.masked:
            what = tr("masked by the counting card") + (tr(" (face not seen yet)") if face is None else "")
        elif face is None:
            what = tr("face not seen yet")
        else:
            what = tr("face {face}: {label}", face=face, label=face_label(d, face))
        # The short label explained in full (the legend of this face).
        meaning = tr(FACE_MEANING[(d, face)]) if face is not None and d != obs.masked else None
        held = holders.get(d)
        items.append(E("li", E("strong", d), E("br"), E("small", what), E("br"),
                       (E("small", meaning, cls="bt-legend"), E("br")) if meaning else None,
                       E("small", tr("holds the {colour} tile", colour=held) if held else tr("no tile")),
                       cls="bt-div" + (" bt-masked" if d == obs.masked else "")))
    return E("ul", items, cls="bt-divs", aria_label=tr("Divinities"))


def tile_box(tv: TileView, names: Sequence[str], extra: Element | None = None) -> Element:
    """One ceremony tile: its face, the cards on it (who played what), and an
    optional control below (the widget's play button)."""
    label = tr({"dark": "dark face", "light": "light face", "done": "won, out this round"}[tv.face])
    played = [E("li", card_chip(c), " ", names[s]) for s, c in tv.cards]
    req = E("small", tr("requested: {colour}", colour=tv.cards[0][1].colour)) if tv.cards else None
    return E("div", E("div", E("span", SHAPE_CHAR[tv.colour], cls="bt-shape", aria_hidden="true"),
                      " ", E("strong", tr("{colour:noun}", colour=tv.colour)), " · ", label, cls="bt-tile-head"),
             req, E("ol", played, cls="bt-played") if played else None, extra,
             cls="bt-tile bt-t-" + tv.colour + " bt-" + tv.face)


def seats_table(obs: Observation, names: Sequence[str], kinds: Sequence[str]) -> Element:
    """Every seat: who plays it, cards left (a count), ceremonies won this
    round, colours it is known to lack, and its (team's) total."""
    voids = obs.voids()
    rows = []
    for s in range(obs.players):
        won = sum(1 for t in obs.tricks if t.winner == s)
        lacks = ", ".join(tr("{colour:noun}", colour=c) for c in COLOURS if c in voids[s]) or "\u2014"
        who = tr("you") if s == obs.seat else tr(kinds[s])
        mark = " \u25c0" if obs.to_act == s else ""
        rows.append(E("tr", E("th", names[s] + mark), E("td", who), E("td", obs.hand_sizes[s]),
                      E("td", won), E("td", lacks), E("td", obs.totals[obs.scorer(s)]),
                      cls="bt-me" if s == obs.seat else None))
    head = E("tr", E("th", tr("Seat")), E("th", tr("Player")), E("th", tr("Cards")), E("th", tr("Won")),
             E("th", tr("Known to lack")), E("th", tr("Total") + (tr(" (team)") if obs.teams else "")))
    return E("table", E("thead", head), E("tbody", rows), cls="bt-seats")


display.register(BlotState, "image/svg+xml", lambda st: str(table_svg(st)))
display.register(BlotState, "text/html", lambda st: str(score_html(st)))

__all__ = ["FILL", "LAST", "SHAPE_CHAR", "card_back", "card_chip", "card_element", "card_words", "divinity_panel", "divinity_strip",
           "effect_detail", "face_label", "face_legend", "just_won", "move_words", "said_words", "seat_labels", "seats_table",
           "shown_code", "tile_box", "tile_panel", "mark_ring", "round_table", "round_table_html", "result_line",
           "score_element",
           "score_html", "shape", "table_element", "table_svg", "team_names"]
