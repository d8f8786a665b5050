"""The skip allow-list (tests/skips.txt) and the hook that enforces it
(tests/conftest.py): under `make test` a test that does not run fails the run
unless the list names it, with its reason."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ALLOWED_MARKERS, ALLOWED_SKIPS, Allowed, read_allowed

from tests.paths import ROOT



def test_every_listed_skip_names_a_test_file_and_every_marker_is_registered(pytestconfig):
    for allowed in ALLOWED_SKIPS:
        path = allowed.pattern.split("::")[0]
        assert "*" in path or (ROOT / path).is_file(), f"skips.txt names no such file: {path}"
    registered = {line.split(":")[0] for line in pytestconfig.getini("markers")}
    assert set(ALLOWED_MARKERS) <= registered


def test_a_pattern_matches_the_id_and_the_reason_must_agree():
    allowed = Allowed("tests/a.py::test_x[*]", "no site")
    assert allowed.matches("tests/a.py::test_x[1-2]", "the site is missing: no site")
    assert not allowed.matches("tests/a.py::test_x[1-2]", "no Chromium")   # listed, other reason
    assert not allowed.matches("tests/a.py::test_y[1]", "no site")
    assert not Allowed("tests/a.py::test_x[1]", "r").matches("tests/a.py::test_x1", "r")  # [ is literal


def test_a_line_without_its_reason_is_refused():
    with pytest.raises(ValueError, match="line 2"):
        read_allowed("# comment\ntests/a.py::test_x\n")
    skips, markers = read_allowed("tests/a.py :: why\nmarker slow :: long\n")
    assert skips == [Allowed("tests/a.py", "why")] and markers == {"slow": "long"}


@pytest.mark.cpython_only
@pytest.mark.parametrize("strict", ["1", ""])
def test_an_unlisted_skip_fails_a_strict_run(tmp_path, strict):
    shutil.copy(ROOT / "tests" / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "skips.txt").write_text("test_s.py::test_listed :: on purpose\nmarker slow :: long\n")
    (tmp_path / "test_s.py").write_text(
        "import pytest\n"
        "def test_listed(): pytest.skip('listed on purpose')\n"
        "def test_unlisted(): pytest.skip('no reason given here')\n"
        "@pytest.mark.slow\ndef test_slow(): pass\n"
        "def test_left_out_unmarked(): pass\n"
        "def test_runs(): pass\n")
    env = {**os.environ, "RULES_PY_STRICT_SKIPS": strict}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(tmp_path),
                          "-m", "not slow", "-k", "not left_out", str(tmp_path)],
                         cwd=tmp_path, env=env, capture_output=True, text=True)
    assert "test_s.py::test_unlisted: skipped, not in tests/skips.txt" in run.stdout, run.stdout
    # a test left out by -k or -m without a listed marker: news only in a strict run
    assert ("test_s.py::test_left_out_unmarked: left out of the run" in run.stdout) == bool(strict)
    assert "test_listed" not in run.stdout.split("did not run, unlisted")[1]
    assert "test_slow" not in run.stdout.split("did not run, unlisted")[1]
    assert run.returncode == (1 if strict else 0), run.stdout
