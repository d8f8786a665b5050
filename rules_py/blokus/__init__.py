"""Blokus on square and triangle grids, its editions, variants and puzzles."""


__all__: list[str] = []
