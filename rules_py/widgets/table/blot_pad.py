"""The BLOT score pad (widget ``table-blot``): a game played with the real
box, scored round by round from what the table counts.

State: ``{"setup": {"players": 4, "teams": false, "names": [...], "faces":
"AABA"} | null, "log": [...]}``. Without a set-up the pad asks for one
(player count or the teams game, names, the divinity faces as laid for
round 1, or drawn at random). The log lists every entry since, in order,
each a short text: ``"t1Y"`` (Loki holds the yellow tile), ``"c0=3"``
(scorer 0 won 3 ceremonies), ``"k0Y=5"`` (5 yellow cards), ``"w0G=3"`` (3
ceremonies holding green), ``"S"`` (score the round), ``"L2"`` (scorer 2
won the game's last ceremony). The pad replays the log through
`rules_py.blot.facts`, so each round is checked and
scored by the engine's own rules; undo takes the last entry back. Per
round it asks only the counts the visible faces read.

A round already scored can be corrected: ``{"fix": r}`` (from 0) opens
it with what was entered (``"fix": r, "fixlog": [...]``, its entries
without the closing ``"S"``); the entries then change that round only, and
``{"e": "S"}`` puts the corrected round back in its place in the log, the
whole night checked again (a correction that would break a later entry is
refused in words, and nothing changes); ``{"fix_cancel": 1}`` leaves it
as it was.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

from ...blot import facts
from ...links import whole
from ...blot.cards import COLOURS, DIVINITIES, FACE_LABEL, FROM_INITIAL, INITIAL
from ...blot.scoring import faces_after, game_result
from ...blot.variants import TEAMS, Variant, for_players
from ...errors import RecordError, RulesError
from ...i18n.messages import tr
from ...render.cards import round_table
from ...render.markup import E, Element
from ..registry import State, Widget, act_kind, button, get_str, register
from . import chip, chips, pack_state, unpack_state

ENTRY = re.compile(r"t[0-3][GBRY]|c[0-4]=[0-8]|[kw][0-4][GBRY]=(?:10|[0-9])|S|L[0-4]")
MAX_LOG = 400
_TIEBREAK = {"none": "highest total", "last_ceremony": "tie broken: won the very last ceremony",
             "best_round": "tie broken: best single round", "shared": "shared win"}


@dataclass
class Night:
    """A game night replayed from its log: the rounds scored, the round
    being entered, and who won the game's last ceremony."""

    variant: Variant
    names: tuple[str, ...]
    faces: tuple[str, ...]  # round 1's, Balder Loki Odin Thor
    rounds: list[facts.RoundFacts] = field(default_factory=list)
    tiles: dict[str, str] = field(default_factory=dict)
    counts: list[dict[str, int]] = field(default_factory=list)
    last: int | None = None

    @property
    def round(self) -> int:
        return len(self.rounds)

    def faces_of(self, r: int) -> tuple[str, ...]:
        faces = self.faces
        for k in range(1, r + 1):
            faces = faces_after(faces, k)
        return faces

    def needs(self) -> list[tuple[str, str]]:
        """The counts this round's tiles ask: (``"k"`` cards or ``"w"``
        ceremonies holding, colour), in the divinities' order."""
        return [("w" if facts.READS[d] == "tricks_with" else "k", c) for d, c in self.tiles.items()]


def _variant(setup: State) -> Variant:
    return TEAMS if setup.get("teams") else for_players(setup["players"])


def _setup(value: Any) -> State:
    """A set-up from a state, checked (`RulesError` otherwise)."""
    if not isinstance(value, dict):
        raise RulesError(tr("This game night's set-up cannot be read."))
    players = value.get("players")
    teams = value.get("teams") is True
    faces = value.get("faces")
    names = value.get("names")
    if players not in (2, 3, 4, 5) or (teams and players != 4) or not isinstance(faces, str) \
            or not re.fullmatch(r"[AB]{4}", faces) or not isinstance(names, list) \
            or not all(isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in names):
        raise RulesError(tr("This game night's set-up cannot be read."))
    variant = TEAMS if teams else for_players(players)
    if len(names) != variant.n_scorers:
        raise RulesError(tr("This game night's set-up cannot be read."))
    return {"players": players, "teams": teams, "faces": faces, "names": [n.strip() for n in names]}


def _round_facts(night: Night) -> dict[str, Any]:
    """The round being entered, as facts for `rules_py.blot.facts`."""
    r = night.round
    faces = night.faces_of(r)
    scorers = []
    for k, name in enumerate(night.names):
        row = night.counts[k]
        if "c" not in row:
            raise RulesError(tr("Say how many ceremonies {name} won.", name=name))
        cards = {c: row.get("k" + INITIAL[c], 0) for kind, c in night.needs() if kind == "k"
                 if "k" + INITIAL[c] in row or row["c"] == 0}
        with_ = {c: row.get("w" + INITIAL[c], 0) for kind, c in night.needs() if kind == "w"
                 if "w" + INITIAL[c] in row or row["c"] == 0}
        scorers.append({"name": name, "ceremonies": row["c"], "cards": cards, "tricks_with": with_})
    return {"faces": {d: faces[i] for i, d in enumerate(DIVINITIES) if i != r},
            "tiles": dict(night.tiles), "scorers": scorers}


def _score(night: Night) -> None:
    """Check and score the round being entered (a reason in words when refused)."""
    if night.round >= 4:
        raise RulesError(tr("The four rounds are scored."))
    try:
        rf = facts.read_round(_round_facts(night), "", night.variant, night.round)
    except RecordError as exc:
        raise RulesError(exc.reason.message() if exc.reason is not None else str(exc)) from None
    night.rounds.append(rf)
    night.tiles, night.counts = {}, [{} for _ in night.names]


def _enter(night: Night, entry: str) -> None:
    """Apply one log entry to ``night``."""
    if not ENTRY.fullmatch(entry) or night.last is not None:
        raise RulesError(tr("This entry cannot be taken now."))
    if entry == "S":
        _score(night)
        return
    if entry[0] == "L":
        k = whole(entry[1:], "entry")
        if night.round < 4 or k >= len(night.names) or night.rounds[3].scorers[k].ceremonies == 0:
            raise RulesError(tr("This entry cannot be taken now."))
        night.last = k
        return
    if night.round >= 4:
        raise RulesError(tr("This entry cannot be taken now."))
    if entry[0] == "t":
        i = whole(entry[1], "entry")
        d = DIVINITIES[i]
        if i == night.round:
            raise RulesError(tr("{divinity} is under the counting card this round.", divinity=d))
        night.tiles = {x: c for x, c in night.tiles.items() if x != d and c != FROM_INITIAL[entry[2]]}
        night.tiles[d] = FROM_INITIAL[entry[2]]
        night.tiles = {x: night.tiles[x] for x in DIVINITIES if x in night.tiles}
        return
    k = whole(entry[1], "entry")
    if k >= len(night.names):
        raise RulesError(tr("This entry cannot be taken now."))
    key, value = entry[:entry.index("=")], whole(entry[entry.index("=") + 1:], "entry")
    night.counts[k][key[0] if key[0] == "c" else key[0] + key[2]] = value


def replay(setup: State, log: list[str]) -> Night:
    """The night of ``setup`` after every entry of ``log``."""
    variant = _variant(setup)
    night = Night(variant, tuple(setup["names"]), tuple(setup["faces"]))
    night.counts = [{} for _ in night.names]
    for entry in log:
        _enter(night, entry)
    return night


def round_bounds(log: list[str]) -> list[tuple[int, int]]:
    """Each scored round's entries in ``log``: (first index, index of its ``"S"``)."""
    out, start = [], 0
    for i, entry in enumerate(log):
        if entry == "S":
            out.append((start, i))
            start = i + 1
    return out


def _fixing(state: State, log: list[str]) -> tuple[int, list[str]] | None:
    """The round being corrected and its entries so far, checked (``None``: none)."""
    fix, fixlog = state.get("fix"), state.get("fixlog")
    if fix is None:
        return None
    if not isinstance(fix, int) or isinstance(fix, bool) or not 0 <= fix < len(round_bounds(log)) \
            or not isinstance(fixlog, list) or len(fixlog) > MAX_LOG or not all(isinstance(e, str) for e in fixlog):
        raise RulesError(tr("This game night's set-up cannot be read."))
    return fix, [str(e) for e in fixlog]


def _act_fix(setup: State, log: list[str], fix: int, fixlog: list[str], kind: str | None, act: State) -> State:
    """An act while round ``fix`` is being corrected."""
    start, end = round_bounds(log)[fix]
    if kind == "fix_cancel":
        return {"setup": setup, "log": log}
    if kind == "undo":
        fixlog = fixlog[:-1]
    elif kind == "e":
        entry = get_str(act, "e", "")
        if entry == "S":
            corrected = log[:start] + fixlog + ["S"] + log[end + 1:]
            replay(setup, corrected)  # the whole night again: a broken later entry is refused in words
            return {"setup": setup, "log": corrected}
        if entry.startswith("L"):
            raise RulesError(tr("This entry cannot be taken now."))
        fixlog = [*fixlog, entry]
    elif kind is not None:
        raise RulesError(tr("Save or cancel the correction first."))
    replay(setup, log[:start] + fixlog)
    return {"setup": setup, "log": log, "fix": fix, "fixlog": fixlog}


def result_words(night: Night) -> Element | None:
    """The winner (or winners) and what decided, once the last ceremony is named."""
    if night.last is None:
        return None
    res = game_result([r.score() for r in night.rounds], night.last)
    label = tr("Winners: ") if len(res.winners) > 1 else tr("Winner: ")
    return E("p", E("strong", label + ", ".join(night.names[k] for k in res.winners)),
             " (" + tr(_TIEBREAK[res.tiebreak]) + ").", cls="rp-pad-result", role="status")


def night_file(night: Night) -> Element | None:
    """Once the game is over, a link that saves its facts as a JSON file
    (`rules_py.blot.facts.game_facts_json`, which ``blot score`` reads)."""
    if night.last is None:
        return None
    import json
    import urllib.parse

    text = json.dumps(facts.game_facts_json(facts.GameFacts(night.variant, night.names, tuple(night.rounds),
                                                            night.last)), ensure_ascii=False, indent=1)
    href = "data:application/json;charset=utf-8," + urllib.parse.quote(text)
    return E("p", E("a", tr("Save this game night as a file"), href=href, download="blot-game-night.json",
                    cls="rp-pad-file"), " ",
             E("small", tr("(JSON: the counts of each round; the command line's blot score reads it)")),
             cls="rp-pad-actions")


def _draft(state: State) -> State:
    draft = state.get("draft")
    if not isinstance(draft, dict):
        draft = {}
    players = draft.get("players") if draft.get("players") in (2, 3, 4, 5) else 4
    faces = draft.get("faces") if isinstance(draft.get("faces"), str) and re.fullmatch(
        r"[AB]{4}", draft["faces"]) else "AAAA"
    given: list[Any] = draft["names"] if isinstance(draft.get("names"), list) else []
    names = [n for n in given if isinstance(n, str)][:5]
    return {"players": players, "teams": draft.get("teams") is True and players == 4, "faces": faces,
            "names": names}


def _start(draft: State, inputs: State) -> State:
    """The set-up from the draft and the names typed (a default for a blank one)."""
    variant = TEAMS if draft["teams"] else for_players(draft["players"])
    names = []
    for k in range(variant.n_scorers):
        typed = get_str(inputs, f"name{k}", "").strip()[:40]
        default = tr("Team {n}", n=k + 1) if draft["teams"] else tr("Player {n}", n=k + 1)
        names.append(typed or default)
    if len(set(names)) != len(names):
        raise RulesError(tr("Give each player or team a different name."))
    return {"players": draft["players"], "teams": draft["teams"], "faces": draft["faces"], "names": names}


def _act_setup(draft: State, kind: str, act: State, inputs: State) -> State:
    if kind == "players":
        n = act["players"]
        return {**draft, "players": n if n in (2, 3, 4, 5) else 4, "teams": False}
    if kind == "teams":
        return {**draft, "players": 4, "teams": True}
    if kind == "face":
        i, face = (act["face"] + [None, None])[:2] if isinstance(act["face"], list) else (None, None)
        if i not in (0, 1, 2, 3) or face not in ("A", "B"):
            raise RulesError(tr("This entry cannot be taken now."))
        return {**draft, "faces": draft["faces"][:i] + face + draft["faces"][i + 1:]}
    if kind == "draw":
        return {**draft, "faces": "".join(random.choice("AB") for _ in range(4))}
    return draft


@register
class BlotPad(Widget):
    """The BLOT score pad (see the module docstring)."""

    name = "table-blot"
    css = "rp-pad rp-pad-blot"
    wakes = "view"

    def act(self, state: State, act: State | None, inputs: State) -> State:
        kind = act_kind(act, ("goto", "players", "teams", "face", "draw", "start", "e", "undo", "new", "fix",
                              "fix_cancel"), self.name)
        if kind == "goto":
            state = unpack_state((act or {})["goto"])
        setup = state.get("setup")
        log: list[Any] = state["log"] if isinstance(state.get("log"), list) else []
        draft = _draft(state)
        if setup is None or kind == "new":
            if kind in ("players", "teams", "face", "draw"):
                draft = _act_setup(draft, kind, act or {}, inputs)
            if kind == "start":
                return {"setup": _start(draft, inputs), "log": []}
            if kind == "new" and isinstance(setup, dict):
                draft = {**draft, "players": setup.get("players", 4), "teams": setup.get("teams") is True,
                         "names": setup.get("names", [])}
            return {"setup": None, "draft": _draft({"draft": draft})}
        setup = _setup(setup)
        if not all(isinstance(e, str) for e in log) or len(log) > MAX_LOG:
            raise RulesError(tr("This game night's set-up cannot be read."))
        fixing = _fixing(state, log)
        if fixing is not None:
            return _act_fix(setup, log, fixing[0], fixing[1], kind, act or {})
        if kind == "fix":
            r = (act or {}).get("fix")
            bounds = round_bounds(log)
            if not isinstance(r, int) or isinstance(r, bool) or not 0 <= r < len(bounds):
                raise RulesError(tr("This entry cannot be taken now."))
            return {"setup": setup, "log": log, "fix": r, "fixlog": log[bounds[r][0]:bounds[r][1]]}
        if kind == "fix_cancel":
            return {"setup": setup, "log": log}
        if kind == "e":
            log = [*log, get_str(act or {}, "e", "")]
        elif kind == "undo":
            log = log[:-1]
        replay(setup, [str(e) for e in log])  # every entry checked: a refused one raises with its reason
        return {"setup": setup, "log": log}

    def render(self, state: State) -> Element:
        setup = state.get("setup")
        if not isinstance(setup, dict):
            return _render_setup(_draft(state))
        setup = _setup(setup)
        log = [str(e) for e in state.get("log") or []]
        fixing = _fixing(state, log)
        if fixing is None:
            return _render_night(replay(setup, log))
        fix, fixlog = fixing
        start = round_bounds(log)[fix][0]
        return _render_night(replay(setup, log), fixing=(fix, replay(setup, log[:start] + fixlog)))

    def element(self, state: State) -> Element:
        el = super().element(state)
        return el.set(**{"data-hash": pack_state(self.share(state)), "data-store": "rp-table-blot",
                         "data-history": "replace"})


def _render_setup(draft: State) -> Element:
    counts = [chip(str(n), {"players": n}, on=draft["players"] == n and not draft["teams"]) for n in (2, 3, 4, 5)]
    counts.append(chip(tr("2 teams of 2"), {"teams": 1}, on=draft["teams"]))
    variant = TEAMS if draft["teams"] else for_players(draft["players"])
    names = []
    for k in range(variant.n_scorers):
        label = tr("Team {n}", n=k + 1) if draft["teams"] else tr("Player {n}", n=k + 1)
        value = draft["names"][k] if k < len(draft["names"]) else ""
        names.append(E("label", label, E("input", type="text", name=f"name{k}", value=value, maxlength=40,
                                          autocomplete="off", placeholder=label), cls="rp-pad-name"))
    faces = [chips(tr("{divinity}: face", divinity=d),
                   [chip(f + " · " + tr(FACE_LABEL[(d, f)]), {"face": [i, f]}, on=draft["faces"][i] == f)
                    for f in ("A", "B")]) for i, d in enumerate(DIVINITIES)]
    return E("div", E("p", E("strong", tr("A new game night")), cls="rp-pad-title"), chips(tr("Players"), counts),
             _render_deck(variant), E("div", names, cls="rp-pad-names"),
             E("p", tr("Lay each divinity card on a face chosen at random, then tap the faces as laid "
                       "(or let the pad draw them)."), cls="rp-pad-help"),
             faces, E("div", button(tr("Draw the faces at random"), {"draw": 1}),
                      button(tr("Start the game"), {"start": 1}, cls="rp-btn rp-btn-primary"), cls="rp-pad-actions"))


def _render_deck(variant: Variant) -> Element:
    """What to take out of the box for this many players, and the deal."""
    lines = [tr("Keep the cards from {low} to 10 of each colour ({n} cards) and deal {hand} to each player.",
                low=variant.lowest_value, n=len(variant.deck), hand=variant.hand_size)]
    if variant.lowest_value == 3:
        lines.append(tr("Take out the 1s and 2s."))
    elif variant.lowest_value > 1:
        lines.append(tr("Take out the cards valued 1 to {top}.", top=variant.lowest_value - 1))
    if variant.removed:
        lines.append(tr("Each round, set {n} cards aside face down, unseen.", n=variant.removed))
    if variant.teams:
        lines.append(tr("Partners sit opposite each other."))
    lines.append(tr("Put the counting card on Balder for round 1."))
    return E("p", " ".join(lines), cls="rp-pad-help")


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


def _render_tiles(night: Night) -> Element:
    r = night.round
    faces = night.faces_of(r)
    rows = []
    for i, d in enumerate(DIVINITIES):
        if i == r:
            continue
        label = tr("{divinity} (face {face}: {effect}) holds the tile", divinity=d, face=faces[i],
                   effect=tr(FACE_LABEL[(d, faces[i])]))
        rows.append(chips(label, [chip(tr("{colour:noun}", colour=c), {"e": f"t{i}{INITIAL[c]}"},
                                       on=night.tiles.get(d) == c, cls="rp-chip-" + c) for c in COLOURS]))
    return E("div", rows, cls="rp-pad-tiles")


def _render_scorer(night: Night, k: int) -> Element:
    row = night.counts[k]
    name = night.names[k]
    v = night.variant
    parts = [chips(tr("Ceremonies won"), [chip(str(n), {"e": f"c{k}={n}"}, on=row.get("c") == n)
                                          for n in range(9)])]
    won = row.get("c")
    if won:
        most = min(11 - v.lowest_value, won * v.ceremony_size)
        for kind, c in night.needs():
            key = kind + INITIAL[c]
            if kind == "k":
                label, top = tr("{colour:noun}: cards won", colour=c), most
            else:
                label, top = tr("Ceremonies won holding {colour:noun}", colour=c), won
            parts.append(chips(label, [chip(str(n), {"e": f"{kind}{k}{INITIAL[c]}={n}"}, on=row.get(key) == n)
                                       for n in range(top + 1)]))
    elif won == 0:
        parts.append(E("p", tr("No ceremony won: excluded this round."), cls="rp-pad-help"))
    return E("section", E("p", E("strong", name), cls="rp-pad-legend"), parts, cls="rp-pad-scorer", aria_label=name)


def _render_totals(night: Night) -> Element | None:
    if not night.rounds:
        return None
    scores = [r.score() for r in night.rounds]
    rows = [E("tr", E("th", name, scope="row"), E("td", _signed(sum(s.scorers[k].total for s in scores))))
            for k, name in enumerate(night.names)]
    return E("table", E("caption", tr("Totals")), E("tbody", rows), cls="blot-score blot-total", tabindex=0)


def _render_next(night: Night) -> Element | None:
    r = night.round
    if not 0 < r < 4:
        return None
    turn = [d for i, d in enumerate(DIVINITIES) if i != r]
    return E("p", tr("Between rounds: move the counting card onto {divinity}, and turn over {a}, {b} and {c}.",
                     divinity=DIVINITIES[r], a=turn[0], b=turn[1], c=turn[2]), cls="rp-pad-next", role="status")


def _render_entry(night: Night, fixing: bool = False) -> list[Any]:
    r = night.round
    if r >= 4:
        if night.last is not None:
            return [result_words(night), night_file(night)]
        won = [k for k in range(len(night.names)) if night.rounds[3].scorers[k].ceremonies]
        return [chips(tr("Who won the game's very last ceremony?"),
                      [chip(night.names[k], {"e": f"L{k}"}) for k in won])]
    title = tr("Correcting round {n}", n=r + 1) if fixing else tr("Round {n} of 4", n=r + 1)
    actions = [button(tr("Save round {n}", n=r + 1), {"e": "S"}, cls="rp-btn rp-btn-primary"),
               button(tr("Cancel the correction"), {"fix_cancel": 1})] if fixing else \
        [button(tr("Score round {n}", n=r + 1), {"e": "S"}, cls="rp-btn rp-btn-primary")]
    return [E("p", E("strong", title), cls="rp-pad-title"),
            E("p", tr("Change what was counted, then save: the other rounds stay as they are."),
              cls="rp-pad-help", role="status") if fixing else None,
            E("p", tr("The counting card covers {divinity}.", divinity=DIVINITIES[r]), cls="rp-pad-help"),
            _render_tiles(night), [_render_scorer(night, k) for k in range(len(night.names))],
            E("div", actions, cls="rp-pad-actions")]


def _render_night(night: Night, fixing: tuple[int, Night] | None = None) -> Element:
    """The night: the round being entered (or, ``fixing``, the round being
    corrected and its entries so far), the totals, each round's table newest
    first, each with its button to correct it."""
    tables = [E("div", round_table(rf.score(), night.names),
                None if fixing else E("p", button(tr("Correct round {n}", n=r + 1), {"fix": r},
                                                  cls="rp-btn rp-pad-fix"), cls="rp-pad-actions"))
              for r, rf in enumerate(night.rounds)]
    entry = _render_entry(fixing[1], fixing=True) if fixing else [_render_next(night), _render_entry(night)]
    return E("div", entry, _render_totals(night),
             E("div", tables[::-1], cls="blot-scores"),
             E("div", button(tr("Undo the last entry"), {"undo": 1}),
                   None if fixing else button(tr("New game night"), {"new": 1}), cls="rp-pad-actions"))


__all__ = ["ENTRY", "Night", "replay", "round_bounds", "result_words", "night_file", "BlotPad"]
