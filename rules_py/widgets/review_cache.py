"""The worker's storage of the game reviews (`rules_py.widgets.review.cache`).

After each request the page's worker calls `persist_take` and keeps what it
returns in IndexedDB under ``rules_py.widgets.review_cache:KEY``: it finds
the widget modules that have ``persist_take`` and ``persist_load`` and keys
their entries by the module's name (``docs/assets/companion-worker.js``);
when it starts it hands them back to `persist_load`. Both are the review
cache's `rules_py.widgets.review.cache.take` and
`rules_py.widgets.review.cache.load`. The review itself lives in
``widgets/review/``; this module keeps the name the review cache had before,
so the reviews saved in readers' browsers are still found.
"""

from .review.cache import load as persist_load
from .review.cache import take as persist_take

__all__ = ["persist_load", "persist_take"]
