"""BLOT pages: step through the worked examples, and check a move.

Widgets:

* ``blot-example`` -- state ``{"example": "martin", "step": 0}``: the table
  after ``step`` actions of a worked example, the step's comment, the move
  list (click a move to go there) and, once a round is over, its score
  breakdown. Acts: ``{"go": n}``; keys Left/Right/Home/End.
* ``blot-check`` -- state ``{"example": "trick", "step": 3}``: the same table
  at one step; the reader picks a card and a tile (inputs ``card`` and
  ``tile``) and gets the engine's verdict with its reason (English and
  French). Act: ``{"check": 1}``.
"""

from __future__ import annotations

import functools
import html
from typing import Any

from ..blot.cards import card as parse_card
from ..blot.commentary import describe
from ..blot.game import BlotState, ChooseStarter, Give, Play
from ..blot.record import EXAMPLES, Record, load_example
from ..blot.svg import FILL, score_html, table_svg
from ..errors import RulesError
from ..web import attr_json, widget, widget_html



@functools.lru_cache(maxsize=8)
def _example(name: str) -> tuple[Record, tuple[BlotState, ...]]:
    if name not in EXAMPLES:
        raise RulesError(f"unknown BLOT example {name!r}; one of {', '.join(EXAMPLES)}")
    rec = load_example(name)
    return rec, tuple(rec.states())


def _btn(act: dict[str, Any], label: str, text: str, key: str = "", cls: str = "rp-btn") -> str:
    k = f' data-key="{key}"' if key else ""
    return (f"<button type=\"button\" class=\"{cls}\" data-act='{attr_json(act)}'{k} "
            f'title="{html.escape(label)}" aria-label="{html.escape(label)}">{text}</button>')


def short(action: object, seats: tuple[str, ...], st: BlotState) -> str:
    if isinstance(action, Play):
        return f"{seats[action.player]}: {action.card} → {action.tile}"
    if isinstance(action, Give):
        return f"{seats[action.player]}: {st.gift_tile} → {action.divinity}"
    if isinstance(action, ChooseStarter):
        return f"{seats[action.player]}: {seats[action.seat]} starts"
    return str(action)


def _step(state: dict[str, Any], act: dict[str, Any] | None, last: int) -> int:
    step = int(state.get("step", 0))
    if act and "go" in act:
        step = int(act["go"])
    return max(0, min(last, step))


@widget("blot-example")
def example(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    name = str(state.get("example", "martin"))
    rec, states = _example(name)
    actions = rec.actions()
    comments = rec.comments()
    last = len(actions)
    step = _step(state, act, last)
    st = states[step]
    seats = rec.seats
    if step == 0:
        note = html.escape(rec.comment or "")
    else:
        note = (f"<strong>{step}. {html.escape(short(actions[step - 1], seats, states[step - 1]))}</strong> — "
                + html.escape(comments[step - 1] or describe(states[step - 1], actions[step - 1], seats)))
    bar = (_btn({"go": 0}, "First step", "⇤", "Home")
           + _btn({"go": step - 1}, "Previous step", "◀", "ArrowLeft")
           + _btn({"go": step + 1}, "Next step", "▶", "ArrowRight")
           + _btn({"go": last}, "Last step", "⇥", "End")
           + f'<span class="blot-step" aria-live="polite">step {step} of {last}</span>')
    moves = "".join(
        _btn({"go": i + 1}, f"Go to step {i + 1}", html.escape(short(a, seats, states[i])), "",
             "blot-here" if i + 1 == step else "")
        for i, a in enumerate(actions))
    scores = str(score_html(st, seats)) if st.round_scores() else ""
    inner = (f'<div class="blot-w"><div class="blot-title"><strong>{html.escape(rec.title or name)}</strong></div>'
             f'<div class="blot-bar">{bar}</div>'
             f'<div class="blot-comment" aria-live="polite">{note}</div>'
             f'<div class="blot-svg">{table_svg(st, seats)}</div>'
             f'<details><summary>All moves</summary><div class="blot-moves">{moves}</div></details>'
             f"{scores}</div>")
    return widget_html("blot-example", {"example": name, "step": step}, inner, cls="blot-example")


@widget("blot-check")
def check(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    name = str(state.get("example", "trick"))
    rec, states = _example(name)
    step = _step(state, None, len(states) - 1)
    st = states[step]
    seats = rec.seats
    if st.phase != "play":
        raise RulesError("blot-check needs a step where a card is to be played")
    p = st.current_player
    chosen_card = str(inputs.get("card") or state.get("card") or st.hand(p)[0].code)
    chosen_tile = str(inputs.get("tile") or state.get("tile") or "green")
    verdict = ""
    if act and "check" in act:
        try:
            c = parse_card(chosen_card)
        except ValueError:
            raise RulesError(f"not a card: {chosen_card!r}") from None
        why = st.explain(Play(p, c, chosen_tile))
        if why is None:
            verdict = (f'<p class="blot-ok">✔ Legal: {html.escape(seats[p])} may play {c} on the '
                       f'{html.escape(chosen_tile)} tile.</p>')
        else:
            verdict = (f'<p class="blot-no">✘ Not allowed ({html.escape(why.code)}): {html.escape(why.en)}</p>'
                       f'<p class="blot-fr" lang="fr">{html.escape(why.fr)}</p>')
    legal = sorted({(a.card.code, a.tile) for a in st.legal_actions() if isinstance(a, Play)})
    card_opts = "".join(
        f'<option value="{c.code}"{" selected" if c.code == chosen_card else ""}>{c.code} ({c.colour} {c.value})</option>'
        for c in st.hand(p))
    tile_opts = "".join(
        f'<option value="{t}"{" selected" if t == chosen_tile else ""}>{t} tile ({st.tile_face(t)})</option>'
        for t in FILL)
    form = (f'<div class="blot-bar"><label>{html.escape(seats[p])} plays '
            f'<select name="card">{card_opts}</select></label>'
            f'<label> on <select name="tile">{tile_opts}</select></label> '
            + _btn({"check": 1}, "Check this move", "Check") + "</div>")
    hint = f"<details><summary>Show the legal moves ({len(legal)})</summary><p>" + ", ".join(
        f"{c} → {t}" for c, t in legal) + "</p></details>"
    inner = (f'<div class="blot-w">{form}<div aria-live="polite">{verdict}</div>'
             f'<div class="blot-svg">{table_svg(st, seats, show_hands={p})}</div>{hint}</div>')
    new_state = {"example": name, "step": step, "card": chosen_card, "tile": chosen_tile}
    return widget_html("blot-check", new_state, inner, cls="blot-check")
