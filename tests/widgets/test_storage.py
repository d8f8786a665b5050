"""The page's worker keeps a widget module's saved entries in IndexedDB under
the module's name (``docs/assets/companion-worker.js``: every module of
``rules_py.widgets`` with ``persist_take`` and ``persist_load``, its keys
``MODULE:KEY``). The BLOT table's games and the game reviews a reader's
browser saved are found again only while those names stay the same."""

from __future__ import annotations

import sys

from rules_py.widgets import registry


def test_the_modules_the_worker_saves_keep_their_names() -> None:
    registry.load_all()
    saving = sorted(name for name, module in sys.modules.items() if name.startswith("rules_py.widgets.")
                    and callable(getattr(module, "persist_take", None))
                    and callable(getattr(module, "persist_load", None)))
    assert saving == ["rules_py.widgets.blot_table", "rules_py.widgets.review_cache"]
