"""The worker's storage of the BLOT table's games (`rules_py.widgets.blot.table`).

After each request the page's worker calls `persist_take` and keeps what it
returns in IndexedDB under ``rules_py.widgets.blot_table:KEY``: it finds the
widget modules that have ``persist_take`` and ``persist_load`` and keys
their entries by the module's name (``docs/assets/companion-worker.js``);
when it starts it hands them back to `persist_load`. Both are the table's
`rules_py.widgets.blot.table.saving` functions. The table itself lives in
``widgets/blot/table/``; this module keeps the name it had before, so the
games saved in readers' browsers are still found.
"""

from .blot.table.saving import load as persist_load
from .blot.table.saving import take as persist_take

__all__ = ["persist_load", "persist_take"]
