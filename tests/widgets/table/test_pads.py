"""The "At the table" pads as the page drives them (registry.run, act by
act): the BLOT pad scores as the engine does, checks and undoes entries and
restores a saved night; the Blokus pad, tapped, gives the engine's scores
of finished games of every edition."""

from __future__ import annotations

import html as html_module
import json
import random
import re
import urllib.parse

import pytest

from rules_py.blokus import examples, scoring
from rules_py.blot.cards import DIVINITIES, INITIAL
from rules_py.blot.facts import READS, score
from rules_py.blot.game import random_game
from rules_py.blot.variants import for_players
from rules_py.errors import RulesError
from rules_py.widgets import registry
from rules_py.widgets.table.blokus_pad import EDITIONS
from tests.blokus.test_tally import golden_board
from tests.blot.test_blot_facts import game_facts
from tests.paths import ROOT


def drive(name: str, state: dict, *acts: dict, lang: str = "en", inputs: dict | None = None) -> dict:
    for act in acts:
        el = registry.run(name, state, act, inputs or {}, lang=lang)
        state = el.attrs["data-state"]
        state.pop("lang", None)
    return state


def round_acts(rnd: dict) -> list[dict]:
    acts = [{"e": f"t{DIVINITIES.index(d)}{INITIAL[c]}"} for d, c in rnd["tiles"].items()]
    for k, row in enumerate(rnd["scorers"]):
        acts.append({"e": f"c{k}={row['ceremonies']}"})
        for d, c in rnd["tiles"].items():
            if row["ceremonies"]:
                kind = "k" if READS[d] == "cards" else "w"
                acts.append({"e": f"{kind}{k}{INITIAL[c]}={row['cards' if kind == 'k' else 'tricks_with'][c]}"})
    return acts + [{"e": "S"}]


def started(faces: str = "AAAA", names: list[str] | None = None, **draft) -> dict:
    names = names or []
    inputs = {f"name{k}": n for k, n in enumerate(names)}
    state = {"setup": None, "draft": {"players": 4, "teams": False, "faces": faces, "names": [], **draft}}
    return drive("table-blot", state, {"start": 1}, inputs=inputs)


def test_martins_round_on_the_pad_gives_16():
    facts = json.loads((ROOT / "seeds" / "blot" / "facts_martin.json").read_text())
    state = drive("table-blot", started(names=[s["name"] for s in facts["scorers"]]), *round_acts(facts))
    html = registry.run("table-blot", state).html()
    round_table = html[html.index('class="blot-score blot-round"'):]
    row = re.search(r"<th scope=\"row\">Martin</th>(.*?)</tr>", round_table).group(1)
    assert "<strong>+16</strong>" in row and "+9" in row


@pytest.mark.parametrize("players, variant", [(2, None), (3, None), (4, None), (5, None), (4, "teams")])
def test_a_whole_game_on_the_pad_gives_the_engines_result(players, variant):
    game = random_game(players, variant, rng=random.Random(players * 7))
    facts = game_facts(game)
    state = started("".join(game.round_faces(0)), players=players, teams=variant == "teams")
    for rnd in facts["rounds"]:
        state = drive("table-blot", state, *round_acts(rnd))
    state = drive("table-blot", state, {"e": f"L{game.scorer(game.last_winner)}"})
    html = registry.run("table-blot", state).html()
    for k, total in enumerate(game.totals()):
        who = f"Team {k + 1}" if variant == "teams" else f"Player {k + 1}"
        signed = f"+{total}" if total > 0 else str(total).replace("-", "\u2212")
        assert f'<th scope="row">{who}</th><td>{signed}</td>' in html
    assert "rp-pad-result" in html
    # the night saved as a file: facts the command line scores to the same result
    link = next(tag for tag in re.findall(r"<a [^>]*>", html) if "rp-pad-file" in tag)
    href = html_module.unescape(re.search(r'href="([^"]*)"', link).group(1))
    saved = json.loads(urllib.parse.unquote(href[href.index(",") + 1:]))
    scored = score(saved)
    assert list(scored["totals"].values()) == list(game.totals())
    assert scored["winners"] == [f"Team {k + 1}" if variant == "teams" else f"Player {k + 1}"
                                 for k in game.result().winners]


def test_entries_are_checked_and_undone():
    state = started()
    state = drive("table-blot", state, {"e": "t1Y"}, {"e": "t2G"}, {"e": "t3R"}, {"e": "c0=8"}, {"e": "c1=1"})
    with pytest.raises(RulesError, match="how many ceremonies Player 3 won"):
        drive("table-blot", state, {"e": "S"})
    state = drive("table-blot", state, {"e": "c2=0"}, {"e": "c3=0"})
    with pytest.raises(RulesError, match="8 ceremonies"):
        drive("table-blot", state, {"e": "S"})
    with pytest.raises(RulesError, match="8 Cérémonies"):
        drive("table-blot", state, {"e": "S"}, lang="fr")
    assert drive("table-blot", state, {"undo": 1})["log"] == state["log"][:-1]
    with pytest.raises(RulesError):
        drive("table-blot", state, {"e": "t0Y"})  # Balder is masked in round 1


def _totals(state: dict) -> dict[str, str]:
    html = registry.run("table-blot", state).html()
    totals = html[html.index("blot-score blot-total"):]
    return dict(re.findall(r'<th scope="row">([^<]+)</th><td>([^<]+)</td>', totals[:totals.index("</table>")]))


def test_a_round_already_scored_is_corrected_in_its_place():
    """Three rounds of a real game on the pad; round 1's counts are corrected:
    the night then scores as the engine scores the corrected facts, rounds 2
    and 3 untouched; a correction the rules refuse changes nothing."""
    game = random_game(4, None, rng=random.Random(11))
    facts = game_facts(game)
    state = started("".join(game.round_faces(0)))
    for rnd in facts["rounds"][:3]:
        state = drive("table-blot", state, *round_acts(rnd))
    before = _totals(state)
    log = state["log"]
    opened = drive("table-blot", state, {"fix": 0})
    assert opened["fixlog"] == log[:log.index("S")] and opened["log"] == log
    html = registry.run("table-blot", opened).html()
    assert "Correcting round 1" in html and "Save round 1" in html and "Correct round" not in html
    # the same facts saved again: the night is the same
    assert drive("table-blot", opened, {"e": "S"}) == {"setup": state["setup"], "log": log}
    # one ceremony moved from the round's top scorer to another scorer who won some
    first = facts["rounds"][0]
    ranked = sorted(range(4), key=lambda k: -first["scorers"][k]["ceremonies"])
    top, other = ranked[0], next(k for k in ranked[1:] if first["scorers"][k]["ceremonies"])
    changed = json.loads(json.dumps(facts))
    row = changed["rounds"][0]["scorers"][top]
    row["ceremonies"] -= 1
    size = for_players(4).ceremony_size
    row["cards"] = {c: min(n, row["ceremonies"] * size) for c, n in row["cards"].items()}
    row["tricks_with"] = {c: min(n, row["ceremonies"]) for c, n in row["tricks_with"].items()}
    changed["rounds"][0]["scorers"][other]["ceremonies"] += 1
    redo = [a for a in round_acts(changed["rounds"][0]) if a["e"][0] in "ckw" and a["e"][1] in (str(top), str(other))]
    fixed = drive("table-blot", opened, *redo, {"e": "S"})
    assert "fix" not in fixed and fixed["log"][len(opened["fixlog"]) + len(redo) + 1:] == log[log.index("S") + 1:]
    expected = started("".join(game.round_faces(0)))
    for rnd in changed["rounds"][:3]:
        expected = drive("table-blot", expected, *round_acts(rnd))
    assert _totals(fixed) == _totals(expected) != before
    # refused: more than the round's 8 ceremonies; the night unchanged
    with pytest.raises(RulesError, match="8 ceremonies"):
        drive("table-blot", opened, {"e": f"c{other}=8"}, {"e": "S"})
    assert drive("table-blot", opened, {"fix_cancel": 1}) == {"setup": state["setup"], "log": log}
    assert drive("table-blot", opened, {"undo": 1})["fixlog"] == opened["fixlog"][:-1]  # undo acts in the round
    with pytest.raises(RulesError):
        drive("table-blot", state, {"fix": 3})  # round 4 is not scored yet


def test_a_saved_night_comes_back_by_its_token():
    state = drive("table-blot", started(), {"e": "t1Y"}, {"e": "c0=3"})
    token = registry.run("table-blot", state).attrs["data-hash"]
    assert drive("table-blot", {}, {"goto": token}) == state


def _tapped(board) -> dict:
    state = {"variant": board.variant.name}
    for c in range(board.ncolours):
        for piece in board.remaining(c):
            state = drive("table-blokus", state, {"tap": [c, piece]})
        if not board.remaining(c) and board.last_piece[c] == board.variant.bonus_piece:
            state = drive("table-blokus", state, {"last": c})
    return state


@pytest.mark.parametrize("label", [f"example {n}" for n in examples.names()]
                         + [f"golden {n}" for n in EDITIONS])
def test_the_blokus_pad_tapped_gives_the_engines_scores(label):
    kind, name = label.split()
    board = examples.board_at(name) if kind == "example" else golden_board(name)
    assert board.variant.name in EDITIONS  # every packaged example is an edition the pad offers
    html = registry.run("table-blokus", _tapped(board)).html()
    for c, points in enumerate(scoring.colour_scores(board)):
        signed = f"+{points}" if points > 0 else str(points).replace("-", "\u2212")
        assert f"<strong>{board.colour_name(c).capitalize()}</strong> · {signed} " in html, (c, points)
    result = re.search(r'class="rp-pad-result"[^>]*>(.*?)</p>', html).group(1)
    groups = board.variant.score_groups
    for side in range(len(groups)):
        names = " + ".join(board.colour_name(c) for c in groups[side])
        assert (names in result) == (side in scoring.winners(board)), (names, result)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_blokus_pad_says_how_to_set_up_each_edition(edition, lang):
    """One line per player with their colours, the teams, the shared colour,
    the order of play, and the empty board with its starting points, all from
    the edition's own data."""
    from rules_py.blokus import variants
    from rules_py.i18n.messages import noun

    v = variants.get(edition)
    html = registry.run("table-blokus", {"variant": edition}, None, {}, lang=lang).html()
    box = html[html.index("rp-pad-setup-box"):]
    lines = re.findall(r"<li>([^<]*)</li>", box[:box.index("</ul>")])
    player = "Player" if lang == "en" else "Joueur"
    scored = [p for p in v.players if not all(c in v.unscored for c in p)]
    assert [line for line in lines if line.startswith(player)] == [
        line for line in lines[:len(scored)]] and len(lines) == len(scored) + 2 + bool(v.teams) + len(v.unscored)
    for k, colours in enumerate(scored):
        assert all(noun(v.colours[c], lang) in lines[k] for c in colours)
    assert noun(v.colours[0], lang) in lines[-2].split(";")[1]  # who starts
    shared = "Shared colour" if lang == "en" else "Couleur partagée"
    assert (shared in box) == bool(v.unscored)
    assert "<svg" in box[:box.index("</details>")]
