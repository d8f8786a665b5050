"""Where the tests find the checkout: ``ROOT`` (the repository), ``TESTS``
(this folder) and ``DATA`` (``tests/data``), from this file's place, so a
test module reads them the same at any depth. (``conftest.py`` computes its
own, as it must also work copied alone: ``core/test_skips.py``.)"""

from __future__ import annotations

import pathlib

TESTS = pathlib.Path(__file__).resolve().parent
ROOT = TESTS.parent
DATA = TESTS / "data"

__all__ = ["DATA", "ROOT", "TESTS"]
