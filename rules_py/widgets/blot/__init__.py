"""BLOT's widgets: the worked examples, "check a move", the score of a
round, the table (play) and the deal composer."""


__all__: list[str] = []
