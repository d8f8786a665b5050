"""Opening a link: the Python a hostile or heavy link costs
before its widget is drawn, for the worst links the tests know.

``python bench/links.py`` prints ``name: value unit`` lines (milliseconds of
one request through ``rules_py.web.handle``, best of three after a warm-up,
the way the page sends a link: ``{"goto": hash}`` or ``{"share": token}``);
standard library only, so it runs in CPython and inside Pyodide
(``python bench/_runner.py links``). ``links_worst_ms`` is the largest; the
target is 500 ms in Pyodide (``bench/_targets.py``).

The links: a finished Duo game with a level-6 review asked for (not cached:
opening shows the position and the Review button, no search), the longest
BLOT table token the page writes (a whole five-player game), a composer link
of a complete played deal, an editor link holding a 2 MB record bomb
(refused), and a BLOT table token of 3,000-deep nested JSON (refused).
"""

from __future__ import annotations

import json
import pathlib
import random
import sys
import time

try:
    ROOT = pathlib.Path(__file__).resolve().parent.parent
except NameError:  # exec'd without a file name
    ROOT = pathlib.Path.cwd()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import rules_py  # noqa: E402
from rules_py import links, web  # noqa: E402
from rules_py.blokus import sgf  # noqa: E402
from rules_py.widgets.blokus import play as blokus_play  # noqa: E402
from rules_py.widgets.review import cache as review_cache  # noqa: E402
from rules_py.widgets.review import panel as review_panel  # noqa: E402
from rules_py.widgets.blot.editor import link as deal_link  # noqa: E402
from rules_py.widgets.blot.editor.draft import Draft  # noqa: E402
from rules_py.widgets.blot.table import saving  # noqa: E402
from rules_py.widgets.blot.table.play import apply_action, resolve_chance  # noqa: E402


def _request(widget: str, act: dict) -> str:
    return json.dumps({"op": "widget", "args": {"widget": widget, "state": {}, "act": act}})


def _play_review_link() -> str:
    g = rules_py.new_game("duo")
    rules_py.play_out(g, [rules_py.make_bot(g, "greedy")] * 2, random.Random(7))
    moves = [str(mv) for mv in g.history]
    return blokus_play.to_hash("duo", ["human", "level6"], moves, {"who": None, "level": 6, "seed": 1}, 4)


def _long_table_token() -> str:
    body = {"v": saving.FORMAT, "l": "5", "k": ["human"] + ["heuristic"] * 4, "m": "game", "s": 99, "d": 4,
            "w": 0, "a": ""}
    t = saving.rebuild("0123456789ab", body, shared=False)
    rng = random.Random(5)
    while True:
        resolve_chance(t, deal=True)
        if t.state.current_player is None or t.state.current_player < 0:
            break
        apply_action(t, rng.choice(t.state.legal_actions()))
    return "blot-0123456789ab." + saving.encode(t)


def _dealt() -> str:
    return deal_link.encode(Draft().seeded(11), "compose", -1, 0)


def cases() -> dict[str, str]:
    bomb = links.pack_bytes(b" " * 2_100_000, compress=True)
    nested = links.pack_bytes(b"[" * 3000 + b"]" * 3000, compress=True)
    return {
        "play_finished_duo_review_level6": _request("blokus-play", {"goto": _play_review_link()}),
        "blot_table_whole_5p_game": _request("blot-table", {"goto": _long_table_token()}),
        "composer_deal": _request("blot-editor", {"goto": _dealt()}),
        "editor_record_bomb": _request("blokus-editor", {"goto": "ed1/0/hh/" + bomb}),
        "blot_table_nested_3000": _request("blot-table", {"goto": "blot-0123456789ab." + nested}),
    }


def best_ms(request: str, runs: int = 3) -> float:
    web.handle(request)  # warm-up (imports, tables)
    best = float("inf")
    for _ in range(runs):
        review_cache.CACHE.clear()
        t0 = time.perf_counter()
        web.handle(request)
        best = min(best, time.perf_counter() - t0)
    return best * 1000


def main() -> None:
    worst = 0.0
    for name, request in cases().items():
        ms = best_ms(request)
        worst = max(worst, ms)
        print(f"links_{name}_ms: {ms:.1f} ms")
    print(f"links_worst_ms: {worst:.1f} ms")


if __name__ == "__main__":
    main()
