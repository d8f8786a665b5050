"""Each fact has one owner that everyone above reads: the limits on what a
link or an editor carries live in `rules_py.links`, and no other module
writes one of them down as a number."""

from __future__ import annotations

import ast
import pathlib

import rules_py
from rules_py import links

PACKAGE = pathlib.Path(rules_py.__file__).parent
#: The names of the limits `links` owns.
LIMIT_NAMES = {"MAX_TOKEN", "MAX_BODY", "MAX_HASH", "MAX_COMMENT", "MAX_TITLE", "MAX_GAME_TOKEN", "MAX_GAME_BODY"}


def numbers_assigned(path: pathlib.Path) -> list[tuple[str, int]]:
    """Each (name, line) where a module binds one of the limit names to a number."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        value = getattr(node, "value", None)
        for target in targets:
            pairs = (zip(target.elts, value.elts) if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple)
                     else [(target, value)])
            for name, bound in pairs:
                if isinstance(name, ast.Name) and name.id in LIMIT_NAMES and isinstance(bound, ast.Constant):
                    found.append((name.id, node.lineno))
    return found


def test_every_link_and_editor_limit_is_written_only_in_links() -> None:
    elsewhere = {f"{path.relative_to(PACKAGE)}:{line} {name}"
                 for path in PACKAGE.rglob("*.py") if path.name != "links.py"
                 for name, line in numbers_assigned(path)}
    assert not elsewhere, sorted(elsewhere)
    assert {name for name, _ in numbers_assigned(PACKAGE / "links.py")} == LIMIT_NAMES


def test_the_editors_share_one_comment_limit() -> None:
    from rules_py.widgets.blokus import editor as blokus_editor
    from rules_py.widgets.blot.editor import draft
    from rules_py.widgets.teaching.study_editor import work

    assert blokus_editor.MAX_COMMENT == draft.MAX_COMMENT == work.MAX_COMMENT == links.MAX_COMMENT
