"""BLOT: four simultaneous tricks under the eyes of four Norse divinities."""


__all__: list[str] = []
