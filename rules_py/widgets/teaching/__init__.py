"""The teaching widgets: the Learn path's lessons, the study reader and
editor, and "Make a study" from a finished game."""


__all__: list[str] = []
