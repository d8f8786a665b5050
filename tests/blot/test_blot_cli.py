"""The command line, and the examples against the record schema (CPython only)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.blot.blot_helpers import recount
from rules_py.blot.record import EXAMPLES
from rules_py.blot.variants import VARIANTS

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

SCHEMA = ROOT / "seeds" / "blot" / "record.schema.json"
EXAMPLES_DIR = ROOT / "rules_py" / "blot" / "examples"  # the one copy, shipped in the wheel


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules_py", "blot", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args", [["--players", "3"], ["--players", "2"], ["--players", "5"],
                                  ["--players", "4", "--variant", "teams"],
                                  ["--players", "3", "--variant", "standard"]]
                         + [["--variant", name] for name in VARIANTS])
def test_random_then_replay(tmp_path, args):
    out = run("random", *args, "--seed", "7")
    assert out.returncode == 0, out.stderr
    rec = json.loads(out.stdout)
    assert len(rec["rounds"]) == 4
    f = tmp_path / "g.json"
    f.write_text(out.stdout)
    res = run("replay", str(f))
    assert res.returncode == 0, res.stderr
    summary = json.loads(res.stdout)
    expected = recount(rec)
    assert [[s["total"] for s in r["scores"]] for r in summary["rounds"]] == expected["rounds"]
    assert list(summary["totals"].values()) == expected["totals"]
    assert summary["winners"] == [summary["scorers"][k] for k in expected["winners"]]
    assert summary["tiebreak"] == expected["tiebreak"]
    assert run("random", *args, "--seed", "7").stdout == out.stdout  # seeded


def test_replay_reports_illegal_action(tmp_path):
    rec = json.loads(run("random", "--players", "4", "--seed", "1").stdout)
    rec["rounds"][0]["actions"][0]["player"] = 3
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(rec))
    res = run("replay", str(f))
    err = json.loads(res.stderr)  # the error contract: one JSON object on stderr
    assert res.returncode == 1 and err["where"]["index"] == 0 and err["reason"]["code"] == "not_your_turn"


def test_replay_martin_from_the_package_examples():
    res = run("replay", str(EXAMPLES_DIR / "martin.json"))
    out = json.loads(res.stdout)
    martin = out["rounds"][0]["scores"][0]
    assert martin["name"] == "Martin" and martin["total"] == 16 and out["complete"] is False


def test_examples_are_kept_once_in_the_package():
    assert sorted(p.stem for p in EXAMPLES_DIR.glob("*.json")) == sorted(EXAMPLES)
    # seeds/blot holds the schemas and the documented facts of Martin's round, no record
    assert sorted(p.name for p in SCHEMA.parent.glob("*.json")) == [
        "facts.schema.json", "facts_martin.json", "record.schema.json"]


def test_records_validate_against_the_schema():
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    for name in EXAMPLES:
        jsonschema.validate(json.loads((EXAMPLES_DIR / f"{name}.json").read_text()), schema)
    for name in VARIANTS:
        jsonschema.validate(json.loads(run("random", "--variant", name, "--seed", "3").stdout),
                            schema)


@pytest.mark.slow
def test_example_tool_regenerates_the_same_records():
    out = subprocess.run([sys.executable, "tools/make_blot_examples.py", "--check"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr


FACTS_SCHEMA = ROOT / "seeds" / "blot" / "facts.schema.json"
FACTS_MARTIN = ROOT / "seeds" / "blot" / "facts_martin.json"


def test_score_prints_martins_16_from_the_documented_facts():
    res = run("score", str(FACTS_MARTIN))
    assert res.returncode == 0, res.stderr
    martin = json.loads(res.stdout)["scorers"][0]
    assert martin["name"] == "Martin" and martin["points"] == 16
    assert [b["points"] for b in martin["breakdown"]] == [9, -3, 6, 4]


def test_score_reads_a_game_on_standard_input():
    from tests.blot.test_blot_facts import game_facts
    from rules_py.blot.game import random_game

    state = random_game(4, "teams", seed=11)
    res = subprocess.run([sys.executable, "-m", "rules_py", "blot", "score", "-"], cwd=ROOT, timeout=60,
                         input=json.dumps(game_facts(state)), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert list(out["totals"].values()) == list(state.totals()) and len(out["rounds"]) == 4
    assert out["decided_by"] == state.result().tiebreak


def test_score_errors_follow_the_contract(tmp_path):
    bad = json.loads(FACTS_MARTIN.read_text())
    bad["scorers"][0]["cards"]["yellow"] = 12
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(bad))
    res = run("score", str(f))
    err = json.loads(res.stderr)
    assert res.returncode == 1 and err["code"] == "value"
    assert err["where"] == {"file": str(f), "path": "scorers[0].cards.yellow"}
    assert err["reason"]["code"] == "too_many_cards" and "8" in err["message"]
    missing = run("score", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and json.loads(missing.stderr)["code"] == "file"


def test_facts_validate_against_their_schema():
    from tests.blot.test_blot_facts import game_facts
    from rules_py.blot.game import random_game

    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(FACTS_SCHEMA.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(json.loads(FACTS_MARTIN.read_text()), schema)
    for players, variant in ((2, None), (3, None), (5, None), (4, "teams")):
        jsonschema.validate(game_facts(random_game(players, variant, seed=2)), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"round": 1, "faces": {"Frigg": "A"}, "tiles": {}, "scorers": []}, schema)
