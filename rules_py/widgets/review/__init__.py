"""The game review: its cache and what the reader asked (`cache`), its
panel (`panel`) and the BLOT table at the decision reviewed (`table`)."""


__all__: list[str] = []
