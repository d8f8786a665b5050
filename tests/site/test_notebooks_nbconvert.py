"""Every notebook executes in a real CPython Jupyter kernel, through nbconvert.

``tests/site/test_notebooks.py`` runs the cells in-process with a stubbed
``display``; this file runs them the way a reader with a local Jupyter would:

    jupyter nbconvert --to notebook --execute \
        --ExecutePreprocessor.kernel_name=python3 NOTEBOOK

(the notebooks' own kernelspec stays the site's Pyodide one, so the kernel is
named on the command line). One nbconvert process executes every notebook
into a temporary folder, with ``PYTHONPATH`` set to this checkout so the
kernel imports this ``rules_py``; then each notebook's outputs are read back
and a few key results are checked against figures that do not come from the
code under test (the rulebook's worked example, piece counts, arithmetic).

Skipped, with the reason, when nbconvert or ipykernel is not importable
(they are pinned in ``requirements/dev.txt``; an older environment may lack them).
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import subprocess
import sys
from typing import Any

import pytest

from tests.paths import ROOT

# One worker runs this file's tests, so one nbconvert process starts the
# kernels (see `executed`): `make test` shares the suite among pytest-xdist
# workers with --dist loadgroup, which keeps a group together.
pytestmark = [pytest.mark.cpython_only, pytest.mark.xdist_group("notebooks")]

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def _missing() -> str | None:
    """The first Jupyter piece this environment lacks, or None."""
    for name in ("nbconvert", "nbclient", "ipykernel", "jupyter_core"):
        try:
            __import__(name)
        except ImportError:
            return name
    return None


def _kernel_never_started(stderr: str) -> bool:
    """Whether nbconvert gave up because a kernel did not start (not because a cell failed)."""
    return "Kernel didn't respond in" in stderr or "Kernel died before replying to kernel_info" in stderr


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """Every notebook executed by nbconvert once: name -> the executed notebook (JSON)."""
    missing = _missing()
    if missing:
        pytest.skip(f"{missing} is not importable: pip install -r requirements/dev.txt to run the notebooks in Jupyter")
    out = tmp_path_factory.mktemp("nbconvert")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
               JUPYTER_PLATFORM_DIRS="1")
    # The kernelspec "python3" is ipykernel's own, installed in this
    # environment's prefix: the kernel runs with this same interpreter.
    # One nbconvert process, so one kernel starts at a time. Jupyter picks a
    # kernel's TCP ports by asking the system for free ones and releasing them
    # before the kernel binds them; two processes starting kernels together
    # can be handed the same ports, and the loser never answers (CI saw
    # "Kernel didn't respond in 60 seconds" when two nbconvert processes ran
    # side by side). The whole run takes about 20 s here.
    cmd = [sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
           "--ExecutePreprocessor.kernel_name=python3", "--ExecutePreprocessor.timeout=300",
           "--ExecutePreprocessor.startup_timeout=90",
           # A cell's output that reaches the client after the cell's reply is
           # waited for this long, and a wait that runs out fails the run
           # instead of dropping the output (a loaded machine once lost one).
           "--ExecutePreprocessor.iopub_timeout=120", "--ExecutePreprocessor.raise_on_iopub_timeout=True",
           "--output-dir", str(out)]
    # Another program on the machine can still take a port in that window, so
    # a kernel that never started gets one more try; a notebook whose cells
    # fail is never run again.
    for attempt in (1, 2):
        proc = subprocess.run(cmd + [str(p) for p in NOTEBOOKS], cwd=ROOT, env=env, text=True,
                              capture_output=True, timeout=1200)
        if proc.returncode == 0 or not _kernel_never_started(proc.stderr):
            break
    assert proc.returncode == 0, f"nbconvert failed (attempt {attempt}):\n{proc.stderr[-4000:]}"
    return {p.name: json.loads((out / p.name).read_text(encoding="utf-8")) for p in NOTEBOOKS}


def text_of(nb: dict[str, Any]) -> str:
    """All the text a reader sees in the outputs: streams and text/plain results, in order."""
    parts = []
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            if output["output_type"] == "stream":
                parts.append("".join(output["text"]))
            elif output["output_type"] in ("execute_result", "display_data"):
                parts.append("".join(output["data"].get("text/plain", "")))
    return "\n".join(parts)


def mimes(nb: dict[str, Any], mime: str) -> list[str]:
    """Every output of the given MIME type, in order."""
    found = []
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if mime in data:
                found.append("".join(data[mime]))
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_cell_ran_without_error_and_something_is_drawn(executed: dict[str, dict[str, Any]],
                                                               path: pathlib.Path) -> None:
    nb = executed[path.name]
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert [c["execution_count"] for c in code] == list(range(1, len(code) + 1))  # every cell, in order
    for cell in code:
        for output in cell["outputs"]:
            assert output["output_type"] != "error", f"{path.name}: {output.get('ename')}: {output.get('evalue')}"
            assert output.get("name") != "stderr", f"{path.name} wrote to stderr: {''.join(output['text'])}"
    assert mimes(nb, "image/svg+xml") or mimes(nb, "text/html"), f"{path.name} draws nothing"
    # The file on disk keeps the site's Pyodide kernelspec: nbconvert was told the kernel.
    assert nb["metadata"]["kernelspec"]["name"] == "python"


def test_martin_scores_16(executed: dict[str, dict[str, Any]]) -> None:
    # The rulebook's worked example: Martin ends the first round with exactly 16.
    text = text_of(executed["blot-martin.ipynb"])
    assert "Martin: 16" in text
    assert re.search(r"^as played +Martin \+16 ", text, re.M)


def test_blokus_duo_has_414_legal_first_moves(executed: dict[str, dict[str, Any]]) -> None:
    # Independent count: every placement of every orientation covering the
    # start cell fits on the board (e10 is 4 cells from the edges, the longest
    # piece 5), so the first moves are the (orientation, cell) pairs:
    # sum of size x fixed orientations over the 21 polyominoes.
    orientations = {1: [1], 2: [2], 3: [2, 4], 4: [2, 1, 4, 8, 4], 5: [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]}
    expected = sum(size * n for size, ns in orientations.items() for n in ns)
    assert expected == 414
    text = text_of(executed["blokus-positions.ipynb"])
    assert f"- {expected} legal first moves" in text
    m = re.search(r"orange to move: (\d+) legal moves", text)
    assert m and int(m.group(1)) > 0
    # The five illegal tries are each refused with their own reason.
    for code in ("edge_contact", "no_corner_contact", "occupied", "not_a_piece", "piece_used"):
        assert f" {code}: " in text


def test_the_puzzle_is_solved_and_the_spoiled_attempt_is_not(executed: dict[str, dict[str, Any]]) -> None:
    text = text_of(executed["puzzles.ipynb"])
    assert "20 pieces, for instance" in text          # 8 x 10 cells / 4 squares a piece
    assert "the full solution: True" in text
    assert re.search(r"solved: False - problems: \[.*'puzzle.missing_piece'", text)
    # The all-84 search reports progress and reaches every cell.
    assert "100.0% of the cells decided at best" in text


def test_blot_bots_split_every_win(executed: dict[str, dict[str, Any]]) -> None:
    # 16 four-player games: 64 seats in all, and one win per game (shared wins split).
    lines = re.findall(r"won ([\d.]+) of (\d+) seats", text_of(executed["blot-bots.ipynb"]))
    assert len(lines) == 2
    assert sum(int(seats) for _, seats in lines) == 16 * 4
    assert sum(float(wins) for wins, _ in lines) == pytest.approx(16)


def test_blokus_scoring_follows_the_standard_rule(executed: dict[str, dict[str, Any]]) -> None:
    # Standard scoring, checked from the printed breakdown: minus the squares
    # left, or +15 for all placed (+5 more when the one-square piece went last).
    rows = re.findall(r"^(\w+) +([+-]\d+)  squares left +(\d+), pieces left .*, last piece (\S+)$",
                      text_of(executed["blokus-scoring.ipynb"]), re.M)
    assert len(rows) == 4
    for _, points, left, last in rows:
        expected = -int(left) if int(left) else 15 + (5 if last == "1" else 0)
        assert int(points) == expected


def test_pieces_and_trigon_counts(executed: dict[str, dict[str, Any]]) -> None:
    assert "21 pieces, 91 orientations" in text_of(executed["pieces.ipynb"])
    # 21 pieces, then F's 8 orientations.
    assert len(mimes(executed["pieces.ipynb"], "image/svg+xml")) == 21 + 8
    # Trigon: a hexagon of side 9 has 6 x 9 x 9 triangles; 22 pieces of 1+2+3+3x4+4x5+12x6.
    assert f"{6 * 9 * 9} cells, 22 pieces per colour, {1 + 2 + 3 + 3 * 4 + 4 * 5 + 12 * 6} triangles" in \
        text_of(executed["trigon.ipynb"])


@pytest.mark.parametrize("name,refused,excluded", [("blot-round.ipynb", "refused (", "excluded"),
                                                   ("blot-round.fr.ipynb", "refusé (", "exclu")])
def test_blot_round_refuses_then_scores(executed: dict[str, dict[str, Any]], name: str, refused: str,
                                        excluded: str) -> None:
    text = text_of(executed[name])
    # Three refusals in the hand-play cell, a fourth when West must follow.
    assert text.count(refused) >= 3
    assert "must_follow" in text
    # Each scorer's line: a seat with no ceremony is excluded, the others
    # get 3 a ceremony before the divinities.
    lines = re.findall(r"[+-]\d+  = (\d+) c[ée]r[ée]monies \+(\d+)", text, re.I)
    assert lines and excluded in text
    for won, points in lines:
        assert int(points) == 3 * int(won)


def test_only_a_kernel_that_never_started_is_run_again() -> None:
    """The retry keys on jupyter_client's own start-up messages, and on nothing a cell prints."""
    missing = _missing()
    if missing:
        pytest.skip(f"{missing} is not importable: pip install -r requirements/dev.txt")
    import inspect

    import jupyter_client.client

    source = inspect.getsource(jupyter_client.client)
    # The two messages the fixture looks for are still the ones jupyter_client raises.
    assert "Kernel didn't respond in %d seconds" in source
    assert "Kernel died before replying to kernel_info" in source
    assert _kernel_never_started("RuntimeError: Kernel didn't respond in 90 seconds")
    assert _kernel_never_started("RuntimeError: Kernel died before replying to kernel_info")
    assert not _kernel_never_started("nbclient.exceptions.CellExecutionError: An error occurred while executing")
