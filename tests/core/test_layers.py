"""The order of the house, read from every import (inside functions too).

Data flows one way: record -> rules -> (search, lessons) -> render ->
widgets -> web (see ``ARCHITECTURE.md``). This file reads the package's
source with :mod:`ast` and fails on

* any import cycle among the modules of ``rules_py`` (lazy imports inside a
  function count; imports under ``if TYPE_CHECKING:`` do not, they never run);
* any import of a higher layer by a lower one (:func:`layer` gives each
  module its rank);
* an engine (``rules_py/blot``, ``rules_py/blokus``) importing words
  (``rules_py.i18n``): the engines give reason codes, the layers above say them;
* any cross-module private access: ``x._name`` where ``x`` is not
  ``self``/``cls`` and ``_name`` is defined in another module only, or
  ``from m import _name`` (dunder names are not private).

The command line's edge (``rules_py/__main__.py``) hands a command what it
needs from above, so the puzzles' command line draws no SVG itself.
"""

from __future__ import annotations

import ast
import pathlib
from collections.abc import Iterator

import pytest

from rules_py import __main__ as cli_main
from rules_py.blokus.puzzles import cli as puzzles_cli

PACKAGE = pathlib.Path(cli_main.__file__).resolve().parent

#: The ranks, lowest first. A module may import its own rank or lower.
BASE, RULES, SEARCH, RENDER, WIDGETS, FRONT = range(6)

#: Modules of the engines' folders that sit above the rules: the bots and
#: their search, reviews, self-play and the command-line faces.
_SEARCH_NAMES = frozenset({
    "bots", "heuristic", "worlds", "search", "inference", "selfplay", "review", "cli", "gtp",
    "mcts", "policy", "book", "endgame", "levels"})


def module_name(path: pathlib.Path) -> str:
    """``rules_py/blot/game.py`` -> ``rules_py.blot.game`` (a package is its folder)."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def layer(module: str) -> int:
    """The rank of ``module`` in the house."""
    parts = module.split(".")[1:]
    top = parts[0] if parts else ""
    if top in ("blot", "blokus"):
        return SEARCH if parts[-1] in _SEARCH_NAMES and len(parts) > 1 else RULES
    if top in ("selfplay", "lessons", "studies", "games", "cli_errors",  # cli_errors: the CLI faces' shared contract
               "engine"):  # engine: drives an outside engine on the rules' boards, as gtp serves ours
        return SEARCH
    if top == "render":
        return RENDER
    if top == "widgets":
        return WIDGETS
    if top in ("", "__main__", "bots", "web"):
        return FRONT
    return BASE  # errors, reasons, protocol, reading, progress, display, i18n


def _type_checking_only(tree: ast.AST) -> set[ast.AST]:
    """The nodes under ``if TYPE_CHECKING:`` (they never run)."""
    skipped: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                skipped.update(ast.walk(child))
    return skipped


def imports(path: pathlib.Path, source: str | None = None) -> list[tuple[int, str]]:
    """Every module ``path`` imports when it runs (relative ones resolved,
    ``from package import module`` read as the module), with its line."""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source)
    skipped = _type_checking_only(tree)
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if node in skipped:
            continue
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                out.append((node.lineno, sub if sub in MODULES else module))
    return out


def edges() -> dict[str, set[str]]:
    """module -> the package's modules it imports."""
    return {name: {m for _, m in imports(path) if m in MODULES and m != name}
            for name, path in MODULES.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle() -> None:
    assert cycles(edges()) == []


def test_the_cycle_finder_sees_a_lazy_loop() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    probe = PACKAGE / "blot" / "probe.py"
    source = "def f():\n    from .game import BlotState\n"
    assert imports(probe, source) == [(2, "rules_py.blot.game")]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_upward_import(name: str) -> None:
    rank = layer(name)
    for line, module in imports(MODULES[name]):
        if module.startswith("rules_py"):
            assert layer(module) <= rank, f"{MODULES[name].name}:{line}: {module} is above {name}"


def test_the_engines_import_no_words() -> None:
    for name, path in MODULES.items():
        if layer(name) == RULES:
            for line, module in imports(path):
                assert not module.startswith("rules_py.i18n"), f"{name}:{line}: {module}"


def test_the_import_reader_sees_a_relative_import_from_above() -> None:
    probe = PACKAGE / "blokus" / "puzzles" / "probe.py"
    source = "def f():\n    from ...render.puzzles import render_svg\n"
    assert imports(probe, source) == [(2, "rules_py.render.puzzles")]
    assert layer("rules_py.render.puzzles") > layer("rules_py.blokus.puzzles.probe")
    hidden = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ...render import board\n"
    assert imports(probe, hidden) == [(1, "typing")]


def _defined_private(tree: ast.AST) -> set[str]:
    """The underscore names a module defines: functions, classes, assigned
    names, attributes set on ``self``/``cls``, ``__slots__`` entries."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            names.add(node.attr)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names.add(node.value)  # __slots__ = ("_x", ...), getattr(self, "_x")
    return {n for n in names if _private(n)}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_accesses(trees: dict[str, ast.AST]) -> Iterator[str]:
    """Every ``x._name`` (x not self/cls) and ``from m import _name`` where
    ``_name`` is defined in another module and not in this one."""
    defined = {name: _defined_private(tree) for name, tree in trees.items()}
    for name, tree in trees.items():
        others = set().union(*(d for n, d in defined.items() if n != name))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if _private(alias.name):
                        yield f"{name}:{node.lineno}: from {node.module} import {alias.name}"
            elif isinstance(node, ast.Attribute) and _private(node.attr):
                owner = node.value
                if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                    continue
                if node.attr in others and node.attr not in defined[name]:
                    yield f"{name}:{node.lineno}: {ast.unparse(node)}"


def _trees() -> dict[str, ast.AST]:
    return {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in MODULES.items()}


def test_no_cross_module_private_access() -> None:
    assert list(private_accesses(_trees())) == []


def test_the_private_reader_sees_a_back_door() -> None:
    trees = {
        "m.state": ast.parse("class S:\n    def __init__(self):\n        self._hands = []\n"),
        "m.bots": ast.parse("def f(st, other):\n    st._hands.append(1)\n    return st.__class__\n"),
        "m.same": ast.parse("class T:\n    def __init__(self):\n        self._hands = 0\n"
                            "    def eq(self, o):\n        return o._hands\n"),
        "m.imp": ast.parse("from m.state import _deal_hidden\n"),
    }
    assert list(private_accesses(trees)) == [
        "m.bots:2: st._hands", "m.imp:1: from m.state import _deal_hidden"]


def test_puzzles_svg_is_drawn_by_the_edge(capsys: pytest.CaptureFixture[str]) -> None:
    assert puzzles_cli.main(["solve", "tetrominoes-8x10", "--seed", "1", "--format", "svg"]) == 2  # no drawing given
    assert "--format svg" in capsys.readouterr().err
    assert cli_main.main(["puzzles", "solve", "tetrominoes-8x10", "--seed", "1", "--format", "svg"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("<svg") and out.count("<polygon") + out.count("<rect") > 20
