"""The repo copy of Pentobi's reference data, for the Trigon tests."""

from __future__ import annotations

import json
from typing import Any

from tests.paths import DATA as TEST_DATA

DATA = TEST_DATA / "pentobi"
TRIGON_VARIANTS = ("trigon", "trigon_2", "trigon_3")


def load_pieces_json() -> dict[str, dict[str, Any]]:
    return {v["variant"]: v for v in json.loads((DATA / "pieces.json").read_text())}


def load_positions(variants: tuple[str, ...] = TRIGON_VARIANTS) -> list[dict[str, Any]]:
    return [p for p in json.loads((DATA / "positions.json").read_text()) if p["variant"] in variants]

