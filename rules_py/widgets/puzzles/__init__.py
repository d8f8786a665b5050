"""The solo puzzles' widgets: the solver's solutions and checker
(`solve`), and the puzzle played by hand (`play`)."""


__all__: list[str] = []
