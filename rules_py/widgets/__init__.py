"""The pages' live widgets, one module per page or topic.

Each module registers its widget classes with
`rules_py.widgets.registry.register`; see `rules_py.widgets.registry`
for the protocol between a widget and the page shell.
"""


__all__: list[str] = []
