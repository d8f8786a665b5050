"""Pictures of a BLOT table (SVG) and of the scores (HTML).

Colours follow the Okabe-Ito palette, which stays distinct for the common
kinds of colour blindness; every card and tile also carries its colour as
text and as a shape (green triangle, blue square, red circle, yellow
diamond), so nothing depends on colour alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..svg import HTML, SVG, esc
from .cards import COLOUR_FR, COLOURS, DIVINITIES, FACE_LABEL, Card
from .game import SEAT_NAMES, BlotState
from .scoring import RoundScore

FILL = {"green": "#009E73", "blue": "#0072B2", "red": "#D55E00", "yellow": "#F0E442"}
LIGHT = {"green": "#CCEDE3", "blue": "#CCE3F0", "red": "#F7DFCC", "yellow": "#FCF9D9"}
INK = {"green": "#ffffff", "blue": "#ffffff", "red": "#ffffff", "yellow": "#222222"}
DIV_FR = {"Balder": "Balder", "Loki": "Loki", "Odin": "Odin", "Thor": "Thor"}


def _shape(colour: str, x: float, y: float, r: float, fill: str) -> str:
    if fill == FILL["yellow"]:  # pale on white: outline it
        fill = f'{fill}" stroke="#555" stroke-width="0.8'
    if colour == "green":
        return f'<polygon points="{x},{y - r} {x + r},{y + r} {x - r},{y + r}" fill="{fill}"/>'
    if colour == "blue":
        return f'<rect x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}" fill="{fill}"/>'
    if colour == "red":
        return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}"/>'
    return f'<polygon points="{x},{y - r * 1.2} {x + r},{y} {x},{y + r * 1.2} {x - r},{y}" fill="{fill}"/>'


def card_svg(c: Card, x: float, y: float, w: float = 30, h: float = 40, note: str = "") -> str:
    ink = INK[c.colour]
    title = f"{c.colour} {c.value}" + (f" ({note})" if note else "")
    return (f'<g class="blot-card"><title>{esc(title)}</title>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="{FILL[c.colour]}" '
            f'stroke="#333" stroke-width="1"/>'
            + _shape(c.colour, x + w / 2, y + 10, 5, ink)
            + f'<text x="{x + w / 2}" y="{y + h - 8}" text-anchor="middle" font-size="13" '
              f'font-weight="bold" fill="{ink}">{esc(c.code)}</text></g>')


def card_back(x: float, y: float, w: float = 18, h: float = 26) -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="#6b5b45" '
            f'stroke="#3b3024"/>')


def table_svg(state: BlotState, seats: Sequence[str] | None = None,
              show_hands: bool | Collection[int] = True, highlight: object = None) -> SVG:
    """The table now: divinities (with the counting card), the four ceremony
    tiles with their cards, and each seat's hand and tricks."""
    n = state.n
    names = list(seats or SEAT_NAMES[n])
    W = 780
    out: list[str] = []
    # divinities
    y0 = 10
    holders = state.holders()
    for i, d in enumerate(DIVINITIES):
        x = 10 + i * 192
        masked = i == state.round  # the counting card (Décompte) lies on it
        face = state.faces[i]
        out.append(f'<rect x="{x}" y="{y0}" width="182" height="64" rx="6" '
                   f'fill="{"#e4e4e4" if masked else "#fbf7ee"}" stroke="#7a6a50"/>')
        out.append(f'<text x="{x + 8}" y="{y0 + 18}" font-size="15" font-weight="bold">{esc(d)}</text>')
        if masked:
            out.append(f'<text x="{x + 8}" y="{y0 + 38}" font-size="12">masked: counting card</text>')
            out.append(f'<text x="{x + 8}" y="{y0 + 54}" font-size="11" fill="#555">(Décompte) this round</text>')
        else:
            out.append(f'<text x="{x + 8}" y="{y0 + 36}" font-size="12">face {face}: '
                       f'{esc(FACE_LABEL[(d, face)])}</text>')
            colour = holders.get(d)
            if colour:
                out.append(f'<rect x="{x + 8}" y="{y0 + 42}" width="16" height="16" fill="{FILL[colour]}" stroke="#333"/>')
                out.append(_shape(colour, x + 16, y0 + 50, 4, INK[colour]))
                out.append(f'<text x="{x + 30}" y="{y0 + 55}" font-size="12">holds the {colour} tile</text>')
            else:
                out.append(f'<text x="{x + 8}" y="{y0 + 55}" font-size="12" fill="#777">no tile yet</text>')
    # tiles
    y1 = 90
    size = 3 if n == 2 else n
    tile_h = 62 + size * 22
    for i, col in enumerate(COLOURS):
        x = 10 + i * 192
        face = state.tile_face(col) if not state.is_chance_node() else "dark"
        if face == "done":
            fill, ink, dash = "#ffffff", "#777", ' stroke-dasharray="5,4"'
        elif face == "dark":
            fill, ink, dash = FILL[col], INK[col], ""
        else:
            fill, ink, dash = LIGHT[col], "#222", ""
        out.append(f'<rect x="{x}" y="{y1}" width="182" height="{tile_h}" rx="8" fill="{fill}" '
                   f'stroke="{FILL[col]}" stroke-width="3"{dash}/>')
        out.append(_shape(col, x + 16, y1 + 16, 7, ink if face != "light" else FILL[col]))
        label = {"dark": "dark face", "light": "light face", "done": "won and set aside"}[face]
        out.append(f'<text x="{x + 30}" y="{y1 + 21}" font-size="14" font-weight="bold" fill="{ink}">'
                   f'{esc(col)} tile</text>')
        out.append(f'<text x="{x + 30}" y="{y1 + 37}" font-size="11" fill="{ink}">{label}</text>')
        if face == "done":
            given = next((t.given_to for t in state.tricks() if t.tile == col and t.face == "light"), None)
            out.append(f'<text x="{x + 10}" y="{y1 + 60}" font-size="12" fill="#555">'
                       f'{"given to " + esc(given) if given else "given to nobody" if state.phase != "give" else "to be given"}</text>')
            continue
        cards = state.tile_cards(col) if not state.is_chance_node() else ()
        if cards:
            out.append(f'<text x="{x + 10}" y="{y1 + 56}" font-size="11" fill="{ink}">requested: '
                       f'{esc(cards[0][1].colour)}</text>')
        for k, (s, c) in enumerate(cards):
            yy = y1 + 62 + k * 22
            out.append(f'<rect x="{x + 8}" y="{yy}" width="166" height="20" rx="3" fill="#ffffff" opacity="0.85"/>')
            out.append(_shape(c.colour, x + 18, yy + 10, 5, FILL[c.colour]))
            out.append(f'<text x="{x + 28}" y="{yy + 15}" font-size="12" font-weight="bold">{esc(c.code)}</text>')
            out.append(f'<text x="{x + 60}" y="{yy + 15}" font-size="12">{esc(names[s])}</text>')
    # seats
    y2 = y1 + tile_h + 16
    row_h = 58
    for s in range(n):
        yy = y2 + s * row_h
        current = state.current_player == s
        out.append(f'<rect x="10" y="{yy}" width="{W - 20}" height="{row_h - 6}" rx="6" '
                   f'fill="{"#fff3c4" if current else "#f6f6f6"}" stroke="{"#b58900" if current else "#ccc"}"/>')
        marker = " ◀ to act" if current else ""
        out.append(f'<text x="18" y="{yy + 18}" font-size="13" font-weight="bold">{esc(names[s])}{marker}</text>')
        won = [t for t in state.tricks() if t.winner == s]
        counts = {c: sum(1 for t in won for _, cd in t.cards if cd.colour == c) for c in COLOURS}
        out.append(f'<text x="18" y="{yy + 36}" font-size="11">tricks won: {len(won)}</text>')
        cx = 18
        for c in COLOURS:
            if counts[c]:
                out.append(_shape(c, cx + 96, yy + 32, 5, FILL[c]))
                out.append(f'<text x="{cx + 104}" y="{yy + 36}" font-size="11">{counts[c]}</text>')
                cx += 28
        hand = state.hand(s)
        shown = show_hands is True or (not isinstance(show_hands, bool) and s in show_hands)
        hx = 250
        for k, c in enumerate(hand):
            if shown:
                out.append(card_svg(c, hx + k * 33, yy + 4, 30, 42))
            else:
                out.append(card_back(hx + k * 21, yy + 12))
        if not hand:
            out.append(f'<text x="{hx}" y="{yy + 30}" font-size="11" fill="#777">no cards left</text>')
    H = y2 + n * row_h + 24
    status = (f"Round {state.round + 1} of 4 · "
              + {"faces": "divinity faces are drawn", "deal": "cards are dealt",
                 "play": f"{names[state.current_player]} plays" if state.phase == "play" else "",
                 "give": f"{names[state.current_player]} gives the {state.gift_tile} tile to a divinity"
                 if state.phase == "give" else "",
                 "starter": f"{names[state.current_player]} chooses who starts next round"
                 if state.phase == "starter" else "",
                 "over": "game over"}[state.phase])
    out.append(f'<text x="12" y="{H - 8}" font-size="12" fill="#333">{esc(status)}</text>')
    body = "".join(out)
    return SVG(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" '
               f'height="{H}" font-family="system-ui, sans-serif" role="img" '
               f'aria-label="BLOT table, {esc(status)}">{body}</svg>')


def _names(state: BlotState, seats: Sequence[str] | None) -> list[str]:
    names = list(seats or SEAT_NAMES[state.n])
    if state.teams:
        return [f"{names[0]} + {names[2]}", f"{names[1]} + {names[3]}"]
    return names


def round_table_html(rs: RoundScore, names: Sequence[str]) -> str:
    divs = [d for d in DIVINITIES if d in rs.holders]
    head = "".join(
        f'<th>{esc(d)}<br/><small>{esc(rs.holders[d])} tile, face {rs.faces[DIVINITIES.index(d)]}: '
        f'{esc(FACE_LABEL[(d, rs.faces[DIVINITIES.index(d)])])}</small></th>' for d in divs)
    rows = []
    for k, sc in enumerate(rs.scorers):
        if sc.excluded:
            cells = f'<td colspan="{len(divs) + 1}"><em>excluded: no ceremony won</em></td>'
        else:
            eff = {e.divinity: e for e in sc.effects}
            cells = f"<td>{sc.ceremonies} × 3 = {sc.ceremony_points:+d}</td>" + "".join(
                f'<td title="{esc(eff[d].detail)}">{eff[d].points:+d}<br/><small>{esc(eff[d].detail)}</small></td>'
                for d in divs)
        rows.append(f"<tr><th>{esc(names[k])}</th>{cells}<td><strong>{sc.total:+d}</strong></td></tr>")
    return (f'<table class="blot-score"><caption>Round {rs.round + 1} · {esc(rs.masked)} masked</caption>'
            f"<thead><tr><th></th><th>Cérémonies<br/><small>(ceremonies won)</small></th>{head}"
            f"<th>Dévotion<br/><small>(round points)</small></th></tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table>")


def score_html(state: BlotState, seats: Sequence[str] | None = None) -> HTML:
    """Every finished round with its breakdown, then the totals and the result."""
    names = _names(state, seats)
    parts = [round_table_html(rs, names) for rs in state.round_scores()]
    if not parts:
        return HTML('<p class="blot-score">No round is finished yet.</p>')
    totals = state.totals()
    rows = "".join(f"<tr><th>{esc(names[k])}</th><td>{t:+d}</td></tr>" for k, t in enumerate(totals))
    result = ""
    if state.is_terminal():
        res = state.result()
        how = {"none": "highest total", "last_ceremony": "tie broken: won the very last ceremony",
               "best_round": "tie broken: best single round", "shared": "shared win"}[res.tiebreak]
        result = (f"<p><strong>Winner{'s' if len(res.winners) > 1 else ''}: "
                  f"{esc(', '.join(names[k] for k in res.winners))}</strong> ({how}).</p>")
    parts.append(f'<table class="blot-score blot-total"><caption>Totals</caption><tbody>{rows}</tbody></table>{result}')
    return HTML('<div class="blot-scores">' + "".join(parts) + "</div>")


__all__ = ["table_svg", "score_html", "round_table_html", "card_svg", "FILL", "COLOUR_FR"]
