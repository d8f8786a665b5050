"""BLOT scoring page: the score builder.

Widget ``blot-score`` -- state ``{"example": "martin", "faces": "AAAA",
"holders": "-YGR"}``: the tricks of a worked example's round, scored again
with the divinity faces and tile colours the reader picks (one letter per
divinity, Balder Loki Odin Thor; ``-`` for no tile; the masked divinity
never holds one). Inputs ``face_<Divinity>`` and ``tile_<Divinity>``; act
``{"apply": 1}`` rescores, ``{"reset": 1}`` restores the example's own.
"""

from __future__ import annotations

import html
from typing import Any

from ..blot.cards import COLOURS, DIVINITIES, FACE_LABEL, FROM_INITIAL, INITIAL
from ..blot.scoring import score_round
from ..blot.svg import round_table_html
from ..errors import RulesError
from ..web import attr_json, widget, widget_html
from .blot_examples import _example


def _own(st: Any) -> tuple[str, str]:
    rs = st.round_score(0)
    holders = "".join(INITIAL[rs.holders[d]] if d in rs.holders else "-" for d in DIVINITIES)
    return "".join(rs.faces), holders


@widget("blot-score")
def score_builder(state: dict[str, Any], act: dict[str, Any] | None, inputs: dict[str, Any]) -> str:
    name = str(state.get("example", "martin"))
    rec, states = _example(name)
    st = states[-1]
    if not st.round_complete(0):
        raise RulesError("the example's first round is not finished")
    own_faces, own_holders = _own(st)
    faces = str(state.get("faces", own_faces))
    holders = str(state.get("holders", own_holders))
    if act and "reset" in act:
        faces, holders = own_faces, own_holders
    elif act and "apply" in act:
        faces = "".join(str(inputs.get(f"face_{d}", faces[i])) for i, d in enumerate(DIVINITIES))
        holders = "".join(str(inputs.get(f"tile_{d}", holders[i])) for i, d in enumerate(DIVINITIES))
    if len(faces) != 4 or any(f not in "AB" for f in faces) or len(holders) != 4:
        raise RulesError("faces: four of A/B; holders: four of G/B/R/Y/-")
    masked = 0  # round 1: the counting card is on Balder
    chosen = {d: FROM_INITIAL[h] for d, h in zip(DIVINITIES, holders) if h in FROM_INITIAL}
    notes = []
    if DIVINITIES[masked] in chosen:
        del chosen[DIVINITIES[masked]]
        notes.append("Balder is masked in round 1 and receives no tile.")
    used = list(chosen.values())
    if len(set(used)) != len(used):
        notes.append("Each tile can go to one divinity only: the table scores what you chose, "
                     "but no real round could end like this.")
    rs = score_round(0, st.tricks(0), chosen, tuple(faces), st.variant)
    rows = []
    for i, d in enumerate(DIVINITIES):
        if i == masked:
            rows.append(f"<tr><th>{d}</th><td colspan='2'><em>masked (counting card, Décompte)</em></td></tr>")
            continue
        f_opts = "".join(f'<option value="{f}"{" selected" if faces[i] == f else ""}>{f}: '
                         f'{html.escape(FACE_LABEL[(d, f)])}</option>' for f in "AB")
        t_opts = "".join(f'<option value="{INITIAL[c]}"{" selected" if holders[i] == INITIAL[c] else ""}>{c}</option>'
                         for c in COLOURS)
        t_opts += f'<option value="-"{" selected" if holders[i] == "-" else ""}>no tile</option>'
        rows.append(f'<tr><th>{d}</th><td><select name="face_{d}">{f_opts}</select></td>'
                    f'<td><select name="tile_{d}">{t_opts}</select></td></tr>')
    form = ("<table class='blot-score'><thead><tr><th>Divinity</th><th>face</th><th>tile</th></tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table>"
            f"<div class='blot-bar'><button type='button' class='rp-btn' data-act='{attr_json({'apply': 1})}'>Score it</button>"
            f"<button type='button' class='rp-btn' data-act='{attr_json({'reset': 1})}'>Back to the example</button></div>")
    note = "".join(f"<p><em>{html.escape(n)}</em></p>" for n in notes)
    inner = (f"<div class='blot-w'><p>The tricks of <strong>{html.escape(rec.title or name)}</strong>, "
             f"scored with the divinities you choose.</p>{form}{note}"
             f"{round_table_html(rs, list(rec.seats) if not st.teams else ['team 1', 'team 2'])}</div>")
    return widget_html("blot-score", {"example": name, "faces": faces, "holders": holders}, inner,
                       cls="blot-score-builder")
