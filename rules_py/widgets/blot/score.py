"""BLOT scoring page: the score builder.

Widget ``blot-score`` -- state ``{"example": "martin", "faces": "AAAA",
"holders": "-YGR"}``: the tricks of a worked example's round, scored again
with the divinity faces and tile colours the reader picks (one letter per
divinity, Balder Loki Odin Thor; ``-`` for no tile; the masked divinity
never holds one). Inputs ``face_<Divinity>`` and ``tile_<Divinity>``; act
``{"apply": 1}`` rescores, ``{"reset": 1}`` restores the example's own.
"""

from __future__ import annotations

from typing import Any

from ...blot.cards import COLOURS, DIVINITIES, FACE_LABEL, FROM_INITIAL, INITIAL
from ...blot.scoring import score_round
from ...errors import RulesError
from ...i18n.messages import current, example_words, noun, tr
from ...render.cards import round_table, seat_labels
from ...render.markup import E, Element
from .common import example_states
from ..registry import State, Widget, act_kind, button, get_str, register

MASKED = 0  # round 1: the counting card is on Balder


def _own(st: Any) -> tuple[str, str]:
    rs = st.round_score(0)
    holders = "".join(INITIAL[rs.holders[d]] if d in rs.holders else "-" for d in DIVINITIES)
    return "".join(rs.faces), holders


def _finished(name: str) -> tuple[Any, Any]:
    rec, states = example_states(name)
    if not states[-1].round_complete(0):
        raise RulesError(tr("the example's first round is not finished"))
    return rec, states[-1]


def _title(text: str) -> Element:
    """A record's title in the page's language (``lang="en"`` while it has no translation)."""
    words, lang = example_words(text)
    return E("strong", words, lang=lang)


@register
class ScoreBuilder(Widget):
    """One round's tricks, scored again with the faces and tiles chosen."""

    name = "blot-score"
    css = "blot-score-builder"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        name = get_str(state, "example", "martin")
        _rec, st = _finished(name)
        own_faces, own_holders = _own(st)
        faces, holders = get_str(state, "faces", own_faces), get_str(state, "holders", own_holders)
        kind = act_kind(act, ("reset", "apply"), self.name)
        if kind == "reset":
            faces, holders = own_faces, own_holders
        elif kind == "apply" and len(faces) == 4 and len(holders) == 4:
            faces = "".join(get_str(inputs, "face_" + d, faces[i]) for i, d in enumerate(DIVINITIES))
            holders = "".join(get_str(inputs, "tile_" + d, holders[i]) for i, d in enumerate(DIVINITIES))
        if len(faces) != 4 or any(f not in "AB" for f in faces) or len(holders) != 4 \
                or any(h != "-" and h not in FROM_INITIAL for h in holders):
            raise RulesError(tr("faces: four of A/B; holders: four of G/B/R/Y/-"))
        return {"example": name, "faces": faces, "holders": holders}

    def _row(self, i: int, d: str, faces: str, holders: str) -> Element:
        if i == MASKED:
            return E("tr", E("th", d), E("td", E("em", tr("masked (counting card, Décompte)")), colspan=2))
        face_opts = [E("option", f + tr(": ") + tr(FACE_LABEL[(d, f)]), value=f, selected=faces[i] == f) for f in "AB"]
        tile_opts = [E("option", noun(c, current()), value=INITIAL[c], selected=holders[i] == INITIAL[c]) for c in COLOURS]
        tile_opts.append(E("option", tr("no tile"), value="-", selected=holders[i] == "-"))
        return E("tr", E("th", d), E("td", E("select", face_opts, name="face_" + d, aria_label=tr("{divinity} face", divinity=d))),
                 E("td", E("select", tile_opts, name="tile_" + d, aria_label=tr("{divinity} tile", divinity=d))))

    def render(self, state: State) -> Element:
        rec, st = _finished(state["example"])
        faces, holders = state["faces"], state["holders"]
        chosen = {d: FROM_INITIAL[h] for d, h in zip(DIVINITIES, holders) if h in FROM_INITIAL}
        notes = []
        if DIVINITIES[MASKED] in chosen:
            del chosen[DIVINITIES[MASKED]]
            notes.append(tr("Balder is masked in round 1 and receives no tile."))
        used = list(chosen.values())
        if len(set(used)) != len(used):
            notes.append(tr("Each tile can go to one divinity only: the table scores what you chose, "
                            "but no real round could end like this."))
        rs = score_round(0, st.tricks(0), chosen, tuple(faces), st.variant)
        form = E("table", E("thead", E("tr", E("th", tr("Divinity")), E("th", tr("face")), E("th", tr("tile")))),
                 E("tbody", [self._row(i, d, faces, holders) for i, d in enumerate(DIVINITIES)]), cls="blot-score")
        bar = E("div", button(tr("Score it"), {"apply": 1}), button(tr("Back to the example"), {"reset": 1}), cls="blot-bar")
        names = seat_labels(rec.seats) if not st.teams else [tr("team {n}", n=1), tr("team {n}", n=2)]
        return E("div", E("p", tr("The tricks of "), _title(rec.title or state["example"]),
                          tr(", scored with the divinities you choose.")),
                 form, bar, [E("p", E("em", n)) for n in notes], round_table(rs, names), cls="blot-w")


__all__ = ["MASKED", "ScoreBuilder"]
