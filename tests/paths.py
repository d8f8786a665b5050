"""Where the tests find the checkout: ``ROOT`` (the repository), ``TESTS``
(this folder), ``DATA`` (``tests/data``) and ``SITE`` (the built site:
``site/``, or the folder ``RULES_PY_SITE`` names, for a build made with
``mkdocs build -d DIR`` beside a run that uses site/), from this file's
place, so a test module reads them the same at any depth. (``conftest.py`` computes its
own, as it must also work copied alone: ``core/test_skips.py``.)"""

from __future__ import annotations

import os
import pathlib

TESTS = pathlib.Path(__file__).resolve().parent
ROOT = TESTS.parent
DATA = TESTS / "data"
SITE = pathlib.Path(os.environ.get("RULES_PY_SITE") or ROOT / "site")

__all__ = ["DATA", "ROOT", "SITE", "TESTS"]
