"""Writes today_links.json: links and tokens as the site wrote them on
2026-11-27 (commit b8b64c0), with what each held. Run once with that
commit's package; the file is kept so later codecs are checked against the
links readers already have (tests/test_links_fixtures.py)."""

from __future__ import annotations

import json
import pathlib
import random

import rules_py
from rules_py.widgets import registry
from rules_py.widgets.blokus import editor
from rules_py.widgets.blokus import play as blokus_play
from rules_py.widgets.blot.editor import link as deal_link
from rules_py.widgets.blot.editor.draft import Draft
from rules_py.widgets.blot.table import saving, games as table_games

OUT = pathlib.Path(__file__).with_name("today_links.json")


def blokus_play_links() -> list[dict]:
    out = []
    for variant, seed in (("duo", 1), ("classic", 2), ("trigon_2", 3)):
        g = rules_py.new_game(variant)
        bots = [rules_py.make_bot(g, "greedy") for _ in g.players]
        rng = random.Random(seed)
        for _ in range(6):
            if g.is_over:
                break
            g.apply(bots[0].step(g, rng) if hasattr(bots[0], "step") else g.legal_actions()[0])
        moves = [str(mv) for mv in g.history]
        seats = ["human"] + ["level2"] * (len(g.players) - 1) if variant != "classic" else ["human", "level1", "level2", "level3"]
        out.append({"link": blokus_play.to_hash(variant, seats, moves), "variant": variant, "seats": seats, "moves": moves})
    out.append({"link": blokus_play.to_hash("duo", ["human", "level6"], moves[:0], {"who": None, "level": 3, "seed": 7}, 2),
                "variant": "duo", "seats": ["human", "level6"], "moves": [], "review": {"who": None, "level": 3, "seed": 7},
                "rstep": 2})
    return out


def editor_links() -> list[dict]:
    out = []
    for text, step, seats in (("(;GM[Blokus Duo]C[été])", None, ["human", "level2"]),
                              ("(;GM[Blokus Duo];B[e10,d11,e11,f11,e12]C[first];W[j5,j6,k6,k7,l7])", 1, ["human", "human"])):
        out.append({"link": editor.encode_hash(text, step, seats), "record": text, "step": step, "seats": seats})
    return out


def deal_links() -> list[dict]:
    d = Draft().seeded(5)
    out = [{"link": deal_link.encode(d, "compose", -1, 0), "state": d.to_state(), "mode": "compose", "hide": -1, "step": 0}]
    return out


def share_tokens() -> list[dict]:
    states = [{"lesson": "blot-1", "tries": 2}, {"step": 3, "example": "martin"}, {"text": "été ✓", "n": [1, 2, {"x": None}]}]
    return [{"token": registry.encode_share(s), "state": s} for s in states]


def table_tokens() -> list[dict]:
    out = []
    for layout in ("4", "2"):
        if layout not in table_games.LAYOUTS:
            continue
        kinds = ["human"] + ["heuristic"] * (table_games.LAYOUTS[layout][0] - 1)
        body = {"v": saving.FORMAT, "l": layout, "k": kinds, "m": table_games.MODES[0], "s": 12345, "d": 1, "w": 0, "a": ""}
        import base64, zlib
        raw = zlib.compress(json.dumps(body, separators=(",", ":")).encode(), 9)
        token = base64.urlsafe_b64encode(raw).decode().rstrip("=")
        assert saving.decode(token) == body
        out.append({"token": token, "body": body})
        t = saving.rebuild("0123456789ab", body, shared=False)
        from rules_py.widgets.blot.table.play import apply_action, resolve_chance
        for _ in range(7):
            resolve_chance(t, deal=True)
            if t.state.current_player is None:
                break
            apply_action(t, t.state.legal_actions()[-1])
        token = saving.encode(t)
        out.append({"token": token, "body": saving.decode(token)})
    return out


def main() -> None:
    data = {"blokus_play": blokus_play_links(), "editor": editor_links(), "deal": deal_links(),
            "share": share_tokens(), "blot_table": table_tokens()}
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print({k: len(v) for k, v in data.items()})


if __name__ == "__main__":
    main()
