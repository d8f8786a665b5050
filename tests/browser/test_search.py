"""The site search, as a reader uses it: the index comes when the reader
wants to search, in the page's language, and a rules word finds a rules
page first (docs/assets/search-on-demand.js, docs/hooks.py
`_split_search_index`).

Material's own search runs here (its worker, its lunr), on the built index:
no ranking is recomputed in the test.
"""
from __future__ import annotations

import pytest

#: The Python reader's pages: the reference and its neighbours.
REFERENCE = ("api/", "cli/", "python/", "bots/")

#: Where the rules are told (the pages that exist to play or edit are not).
RULES = ("blot/", "blokus/", "trigon/", "puzzles/", "rulings/", "glossary/")
TOOLS = ("blot/play/", "blot/editor/", "blokus/play/", "blokus/editor/")

#: Words a player types, and the page that answers them, where one does in
#: that language (the French scoring page is "Le décompte": "score" finds
#: a rules page that uses the word).
QUERIES = {
    "en": {"score": "blot/scoring/", "Martin": "blot/examples/", "Duo": "blokus/duo/"},
    "fr": {"score": None, "Martin": "blot/examples/", "Duo": "blokus/duo/"},
}


def _index_requests(page) -> list[str]:
    return [url for url in page.guard.requests if url.endswith("search_index.json")]


def _first_result(page, word: str) -> str:
    """The first result's address for ``word``. The box is emptied first
    (no results shown), then ``word`` goes in at once: the worker gets one
    query, so the first list that shows is its answer (no earlier query's
    answer can land after it)."""
    box = page.locator("input[data-md-component='search-query']")
    box.fill("")
    box.press("End")  # the theme reads the box on a key
    page.wait_for_function("() => !document.querySelector('.md-search-result__item')", timeout=15_000)
    box.fill(word)
    box.press("End")
    return page.wait_for_function(
        "() => { const a = document.querySelector('.md-search-result__item a.md-search-result__link');"
        " return a && a.href; }", timeout=15_000).json_value().split("?")[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_search_waits_for_the_reader_and_finds_rules_in_the_pages_language(open_page, site_url, lang):
    prefix = "" if lang == "en" else "fr/"
    page = open_page(prefix + "blot/")
    page.wait_for_load_state("networkidle")
    assert _index_requests(page) == [], "the search index was fetched before the reader asked"

    page.keyboard.press("/")  # the theme's key for search
    page.locator("input[data-md-component='search-query']").wait_for(state="visible")
    found = {word: _first_result(page, word) for word in QUERIES[lang]}

    asked = _index_requests(page)
    assert asked == [site_url + prefix + "search/search_index.json"], asked
    for word, url in found.items():
        assert url.startswith(site_url + prefix), (word, url)
        where = url.removeprefix(site_url + prefix)
        assert not where.startswith("fr/"), (word, url)
        assert not where.startswith(REFERENCE), f"{word!r} finds the Python reference first: {url}"
        assert where.startswith(RULES) and not where.startswith(TOOLS), f"{word!r} finds no rules page first: {url}"
        if QUERIES[lang][word]:
            assert where.split("#")[0] == QUERIES[lang][word], (word, url)
