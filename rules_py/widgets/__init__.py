"""The pages' live widgets, one module per widget, in a folder per concern.

``controls/`` holds what several widgets share (the step bar, the Blokus
placement control, the "Embed" box); ``blokus/``, ``blot/`` and
``puzzles/`` the games' widgets; ``teaching/`` the lessons and studies;
``review/`` the game review; ``record_viewer`` reads a record of either
game; ``read_path`` draws the worked examples' steps when the site is built.
``blot_table`` and ``review_cache`` only name the worker's storage.
Each module registers its widget classes with
`rules_py.widgets.registry.register`; see `rules_py.widgets.registry`
for the protocol between a widget and the page shell.
"""


__all__: list[str] = []
