"""Blokus on square and triangle grids, its editions, variants and puzzles."""
