"""The Blokus family's widgets: the worked examples, "check a move", the
game against bots, the editor, the pieces and Trigon."""


__all__: list[str] = []
