"""Data flows one way: record -> rules -> (bots, lessons) -> render -> widgets
-> web. The rules (``rules_py/blot``, ``rules_py/blokus`` with its puzzles,
the errors and reasons) never import a renderer, a widget or the page's
entry point, not even lazily inside a function; the command line's edge
(``rules_py/__main__.py``) hands a command what it needs from above."""

from __future__ import annotations

import ast
import pathlib

import pytest

from rules_py import __main__ as cli_main
from rules_py.blokus.puzzles import cli as puzzles_cli

PACKAGE = pathlib.Path(cli_main.__file__).resolve().parent
RULES = [*sorted((PACKAGE / "blot").rglob("*.py")), *sorted((PACKAGE / "blokus").rglob("*.py")),
         PACKAGE / "errors.py", PACKAGE / "reasons.py", PACKAGE / "reading.py"]
ABOVE = ("render", "widgets", "web", "lessons", "studies")


def _imports(path: pathlib.Path, source: str | None = None) -> list[tuple[int, str]]:
    """Every module ``path`` imports (relative ones resolved), with its line."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    out = []
    text = path.read_text(encoding="utf-8") if source is None else source
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = list(parts[:len(parts) - node.level]) if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            out += [(node.lineno, module + "." + a.name if not node.module else module) for a in node.names]
    return out


@pytest.mark.parametrize("path", RULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_rules_never_import_a_layer_above(path: pathlib.Path) -> None:
    for line, module in _imports(path):
        top = module.split(".")
        assert not (top[0] == "rules_py" and len(top) > 1 and top[1] in ABOVE), f"{path.name}:{line}: {module}"


def test_the_import_reader_sees_a_relative_import_from_above() -> None:
    probe = PACKAGE / "blokus" / "puzzles" / "probe.py"
    source = "def f():\n    from ...render.puzzles import render_svg\n"
    assert _imports(probe, source) == [(2, "rules_py.render.puzzles")]


def test_puzzles_svg_is_drawn_by_the_edge(capsys: pytest.CaptureFixture[str]) -> None:
    assert puzzles_cli.main(["solve", "tetrominoes-8x10", "--seed", "1", "--format", "svg"]) == 2  # no drawing given
    assert "--format svg" in capsys.readouterr().err
    assert cli_main.main(["puzzles", "solve", "tetrominoes-8x10", "--seed", "1", "--format", "svg"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("<svg") and out.count("<polygon") + out.count("<rect") > 20
