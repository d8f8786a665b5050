"""Translations of the games' own words.

``glossary.json`` (data, read with ``importlib.resources``) lists every game
term in English and French: for French, the grammatical gender (``"m"`` or
``"f"``) and the plural, plus the agreeing forms of colour adjectives, so a
sentence can be built correctly ("une carte verte", "les pièces bleues").
The French glossary page of the site shows the same table to readers.
"""


__all__: list[str] = []
