"""Every function of the package fits on one screen: at most 60 lines from
its first statement after the docstring to its end. A longer
one is split by concern (``widgets/blot/editor``'s composer was 74)."""

from __future__ import annotations

import ast
import pathlib

import rules_py

PACKAGE = pathlib.Path(rules_py.__file__).parent
MOST = 60


def long_functions(source: str, most: int = MOST) -> list[tuple[str, int]]:
    """``(name, lines)`` of each function in ``source`` longer than ``most`` lines."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0]
            has_doc = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                and isinstance(first.value.value, str)
            start = node.body[1].lineno if has_doc and len(node.body) > 1 else first.lineno
            lines = (node.end_lineno or start) - start + 1
            if lines > most:
                out.append((node.name, lines))
    return out


def test_no_function_is_longer_than_a_screen() -> None:
    found = {str(p.relative_to(PACKAGE)): long_functions(p.read_text("utf-8"))
             for p in sorted(PACKAGE.rglob("*.py"))}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_measure_skips_the_docstring_and_counts_the_rest() -> None:
    body = "\n".join(f"    x = {k}" for k in range(61))
    assert long_functions(f'def f():\n    """doc\n    more"""\n{body}\n') == [("f", 61)]
    assert long_functions(f'def g():\n    """doc"""\n{body}\n', most=61) == []
