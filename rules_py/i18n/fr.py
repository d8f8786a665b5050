"""The French catalogue of the widgets' interface strings.

Keys are the English texts the widgets pass to
:func:`rules_py.i18n.messages.tr`; values their French translations, with
the same ``{fields}`` (and agreement specs, see
:mod:`rules_py.i18n.messages`). Game words follow ``glossary.json``.
"""

from __future__ import annotations

UI: dict[str, str] = {
    "and": "et",
}
