"""Controls shared by several widgets: the step bar, the Blokus placement
control (tray, ghost, board) and the "Embed" box."""


__all__: list[str] = []
