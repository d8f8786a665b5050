"""Golden playthroughs of BLOT: one seeded random game per variant, step by step.

    python tests/blot/make_golden.py          # rewrites tests/blot/golden/<variant>.json
    python tests/blot/make_golden.py --check  # fails if a file is stale

Each file records, before every action, a short summary of the state (round,
phase, who acts, hand sizes, each tile's face and cards on it), the legal
actions (as text: the plays grouped by tile as ``"green: R5 R6 Y7"``, other
actions without the acting seat; a deal's outcomes are too many and are left
out), the
action taken (its JSON form), and at the end each seat's returns and the
result. They are regression pins: a change in any rule shows up as a diff.
``test_blot_golden.py`` regenerates each game and replays each file.
"""

from __future__ import annotations

import json
import pathlib
import random
import sys
from typing import Any

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from rules_py.blot.cards import COLOURS  # noqa: E402
from rules_py.blot.game import Action, BlotState, ChooseStarter, Give, Play  # noqa: E402
from rules_py.blot.variants import VARIANTS  # noqa: E402

GOLDEN_DIR = HERE / "golden"
SEED = 2024


def summary(st: BlotState) -> dict[str, Any]:
    """What a reader checks at a glance: round, phase, who acts, hands, tiles."""
    return {"round": st.round + 1, "phase": st.phase, "to_act": st.current_player,
            "hands": [len(st.hand(s)) for s in range(st.n)],
            "tiles": [f"{st.tile_face(c)} {len(st.tile_cards(c))}" for c in COLOURS]}


def legal_text(legal: list[Action]) -> list[str]:
    """The legal actions, compactly: plays grouped by tile, then the others."""
    by_tile: dict[str, list[str]] = {}
    others = []
    for a in legal:
        if isinstance(a, Play):
            by_tile.setdefault(a.tile, []).append(a.card.code)
        elif isinstance(a, Give):
            others.append(f"give {a.divinity}")
        elif isinstance(a, ChooseStarter):
            others.append(f"starter {a.seat}")
        else:
            others.append(str(a))
    return [f"{t}: {' '.join(cards)}" for t, cards in by_tile.items()] + others


def playthrough(name: str, seed: int = SEED) -> dict[str, Any]:
    """Play one game of variant ``name`` with seeded random choices, recording each step."""
    variant = VARIANTS[name]
    rng = random.Random(seed)
    st = BlotState(variant.players, variant)
    steps = []
    while not st.is_terminal():
        legal = st.legal_actions()
        if st.is_chance_node():
            action = st.sample_chance(rng)
        else:
            action = rng.choice(legal)
        steps.append({**summary(st), "legal": legal_text(legal),
                      "action": action.to_json()})
        st.apply(action)
    return {"variant": name, "seed": seed, "tile_order": list(COLOURS), "steps": steps,
            "final": summary(st), "returns": st.returns(), "result": st.result().to_json()}


def dumps(game: dict[str, Any]) -> str:
    """One step per line, so a changed rule shows up as a readable diff."""
    head = {k: v for k, v in game.items() if k != "steps"}
    lines = ["{"] + [f"  {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]
    lines.append('  "steps": [')
    steps = game["steps"]
    lines += ["    " + json.dumps(s) + ("," if i < len(steps) - 1 else "")
              for i, s in enumerate(steps)]
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    GOLDEN_DIR.mkdir(exist_ok=True)
    stale = []
    for name in VARIANTS:
        path = GOLDEN_DIR / f"{name}.json"
        text = dumps(playthrough(name))
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{path.name}: {len(text)} bytes")
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
