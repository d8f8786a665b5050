"""The pages' live widgets, one module per page or topic.

Each module registers its widgets with :func:`rules_py.web.widget`; see
:mod:`rules_py.web` for the protocol between a widget and the page shell.
"""
