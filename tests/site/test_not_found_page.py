"""The page for an address the site does not have (``site/404.html``, from
``overrides/404.html``): one file answers for both languages, so it speaks
both, each part marked with its language, each with a link to its home page.
Reads the built site (``make build``)."""

from __future__ import annotations

import re

import pytest

from tests.paths import SITE

pytestmark = pytest.mark.cpython_only

PAGE = SITE / "404.html"


def test_the_not_found_page_speaks_both_languages_and_leads_home() -> None:
    if not PAGE.exists():
        pytest.skip("site/ is not built (run `make build`)")
    text = PAGE.read_text(encoding="utf-8")
    content = text[text.index('class="md-content__inner'):]
    english = re.search(r'<div lang="en">(.*?)</div>', content, re.S)
    french = re.search(r'<div lang="fr">(.*?)</div>', content, re.S)
    assert english and french
    assert "Page not found" in english.group(1) and 'href="/"' in english.group(1)
    assert "Page introuvable" in french.group(1) and 'href="/fr/"' in french.group(1)
    assert "\u202f:" in french.group(1) or "&#8239;:" in french.group(1)  # French typography
