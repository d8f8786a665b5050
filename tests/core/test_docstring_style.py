"""The docstrings are in the style the API reference renders (CPython only).

No Sphinx role and no autorefs link is left in the package (``:func:`x```
prints raw on the built reference, ``[`x`][rules_py.x]`` in ``help()``):
``tools/docstring_xrefs.py`` rewrites both into plain full names, which
``docs/griffe_xrefs.py`` links when the reference is built, and indents
doctest blocks as code; ``--check`` finds nothing left to do. ``tests/site/test_reference_html.py``
checks the built pages themselves.
"""

from __future__ import annotations

import doctest
import re
import subprocess
import sys

import pytest

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only

RAW_ROLE = re.compile(r":(?:py:)?(?:func|class|meth|data|mod|attr|exc|obj|const):`")


def test_no_sphinx_role_in_the_package():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "rules_py").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if RAW_ROLE.search(line)]
    assert not found, "run python tools/docstring_xrefs.py:\n" + "\n".join(found[:20])


def test_the_rewriting_tool_finds_nothing_left():
    out = subprocess.run([sys.executable, "tools/docstring_xrefs.py", "--check"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    assert "0 file(s)" in out.stdout


def test_the_tool_rewrites_roles_and_doctests(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import docstring_xrefs as tool
    finally:
        sys.path.pop(0)
    source = ('def f():\n    """See :func:`rules_py.games.new_game` and :class:`~rules_py.no.Such`.\n'
              '    >>> 1 + 1\n    2\n    """\n')
    package = tool.load_package()
    path = tool.PACKAGE / "games.py"  # any module of the package: the names are absolute here
    text, roles = tool.rewrite_roles(source, path, package, {"rules_py.games.new_game"})
    text, blocks = tool.rewrite_doctests(text)
    assert roles == 2 and blocks == 2  # the block, and the line that keeps it indented after the dedent
    assert "`rules_py.games.new_game`" in text and "][" not in text and "`Such`" in text
    assert "\n    For example:\n\n        >>> 1 + 1\n        2\n" in text
    assert tool.rewrite_doctests(text) == (text, 0)  # idempotent
    namespace: dict = {}
    exec(compile(text, "<test>", "exec"), namespace)
    test, = doctest.DocTestFinder().find(namespace["f"], "f", globs={})  # the example still runs
    assert len(test.examples) == 1 and doctest.DocTestRunner().run(test).failed == 0


def test_the_tool_wraps_long_linked_lines_and_finds_shadowed_functions():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import docstring_xrefs as tool
    finally:
        sys.path.pop(0)
    link = "[`new_game`][rules_py.games.new_game]"
    source = f'def f():\n    """Summary.\n\n    * {", ".join([link] * 6)}.\n    """\n'
    text, wraps = tool.rewrap(source)
    lines = text.splitlines()
    assert wraps >= 1 and max(map(len, lines)) <= tool.WIDTH
    assert all(line.startswith("      [") for line in lines[4:-1])  # a bullet's continuation
    assert tool.rewrap(text) == (text, 0)
    package = tool.load_package()  # puzzles.solve the function shadows puzzles/solve.py in its package
    assert tool.resolve(package, "rules_py.blokus.puzzles.solve", [], "func") == "rules_py.blokus.puzzles.solve.solve"
    assert tool.resolve(package, "rules_py.blokus.puzzles.solve", [], "mod") == "rules_py.blokus.puzzles.solve"


def test_help_shows_no_link_markup():
    """``help()`` reads the docstrings as written: a full name, never autorefs' markup."""
    import pydoc

    import rules_py

    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "rules_py").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "][rules_py" in line]
    assert not found, "run python tools/docstring_xrefs.py:\n" + "\n".join(found[:20])
    text = pydoc.render_doc(rules_py.piece_svg, renderer=pydoc.plaintext)
    assert "`rules_py.render.board.piece_element`" in text and "][" not in text


def test_the_tool_makes_links_plain_names():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import docstring_xrefs as tool
    finally:
        sys.path.pop(0)
    package = tool.load_package()
    source = ('"""[`piece_element`][rules_py.render.board.piece_element], '
              '[`rules_py.new_game`][rules_py.games.new_game], [`state.record()`][rules_py.protocol.GameState.record]."""')
    text, count = tool.plain_links(source, package)
    assert count == 3
    assert text == ('"""`rules_py.render.board.piece_element`, `rules_py.new_game`, '
                    '`rules_py.protocol.GameState.record`."""')
    assert tool.plain_links(text, package) == (text, 0)


def test_the_reference_links_plain_names_it_renders():
    sys.path.insert(0, str(ROOT / "docs"))
    try:
        import griffe_xrefs as ext
    finally:
        sys.path.pop(0)
    package = ext.xrefs.load_package()
    shown = ext.xrefs.rendered(package)
    assert ext.link(package, "rules_py.render.board.piece_element", shown) == \
        "[`piece_element`][rules_py.render.board.piece_element]"
    assert ext.link(package, "rules_py.blokus.board.Board.position", shown) == \
        "[`Board.position`][rules_py.blokus.board.Board.position]"
    assert ext.link(package, "rules_py.new_game", shown) == "[`rules_py.new_game`][rules_py.games.new_game]"
    assert ext.link(package, "rules_py.widgets.registry.run", shown) is None  # not in the reference: stays code
    assert ext.link(package, "rules_py.no.such", shown) is None


def test_every_public_class_and_method_of_the_front_door_has_its_own_docstring():
    """``help(rules_py.X)`` and ``help(state.method)`` explain each of them,
    not their base class or nothing."""
    import inspect

    import rules_py

    missing = []
    for name in rules_py.__all__:
        obj = getattr(rules_py, name)
        if inspect.isfunction(obj) and not obj.__doc__:
            missing.append(name)
        if not inspect.isclass(obj) or not obj.__module__.startswith("rules_py"):
            continue
        if not obj.__dict__.get("__doc__"):
            missing.append(name)
        for member, value in vars(obj).items():
            function = value.fget if isinstance(value, property) else getattr(value, "__func__", value)
            if not member.startswith("_") and callable(function) and not getattr(function, "__doc__", None):
                missing.append(f"{name}.{member}")
    assert not missing, missing
