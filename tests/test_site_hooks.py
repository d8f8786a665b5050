"""docs/hooks.py: placeholders become pre-rendered widgets (CPython: needs MkDocs)."""

from __future__ import annotations

import importlib.util
import pathlib

import pytest

pytestmark = pytest.mark.cpython_only

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def hooks():
    pytest.importorskip("mkdocs", reason="MkDocs is installed by `make install`")
    spec = importlib.util.spec_from_file_location("rp_hooks", ROOT / "docs" / "hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _File:
    src_uri = "section/page.md"


class _Page:
    file = _File()


def test_placeholder_becomes_widget_html_but_not_in_code(hooks):
    md = ('Intro.\n\n[[widget blokus-piece {"piece": "F"}]]\n\n'
          "```md\n[[widget blokus-piece]]\n```\n\n[[widget blokus-piece {\"piece\": \"O\"}]]\n")
    out = hooks.on_page_markdown(md, _Page(), None, None)
    assert out.count('class="rp-widget rp-piece-card"') == 2
    assert "```md\n[[widget blokus-piece]]\n```" in out
    assert "Intro." in out


def test_placeholder_inside_a_sentence_is_left_alone(hooks):
    md = "Write [[widget blokus-piece]] alone on a line.\n"
    assert hooks.on_page_markdown(md, _Page(), None, None) == md


@pytest.mark.parametrize("line,message", [
    ("[[widget blokus-piece {not json}]]", "not JSON"),
    ("[[widget no-such-widget]]", "no-such-widget"),
    ('[[widget blokus-piece {"piece": "Q9"}]]', "Q9"),
])
def test_broken_placeholder_fails_the_build_naming_the_page(hooks, line, message):
    from mkdocs.exceptions import PluginError

    with pytest.raises(PluginError) as info:
        hooks.on_page_markdown(line + "\n", _Page(), None, None)
    assert "section/page.md" in str(info.value) and message in str(info.value)
