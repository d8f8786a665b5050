"""The example studies shipped with the package (``rules_py/studies/examples``).

Each example is one study written twice, ``NAME.en.json`` and
``NAME.fr.json``: the same chapters and moves, the words in each language
(``tools/make_example_studies.py`` writes both through the study model).
`text` gives a file's JSON, `load` the study read and checked by
`rules_py.studies.fileformat.loads`.
"""

from __future__ import annotations

import functools
import pathlib

from ..errors import OptionError
from .fileformat import loads
from .model import LANGS, Study

__all__ = ["HERE", "names", "text", "load"]

#: The folder of the example files.
HERE = pathlib.Path(__file__).resolve().parent / "examples"


def names() -> tuple[str, ...]:
    """The examples' names, sorted (each has one file per language)."""
    return tuple(sorted({path.name.split(".", 1)[0] for path in HERE.glob("*.json")}))


def text(name: str, lang: str = "en") -> str:
    """The JSON of example ``name`` in ``lang`` (English when that language has none);
    `rules_py.errors.OptionError` for an unknown name."""
    if not isinstance(name, str) or name not in names():
        raise OptionError(f"no example study {name!r}", names())
    path = HERE / f"{name}.{lang if lang in LANGS else 'en'}.json"
    if not path.is_file():
        path = HERE / f"{name}.en.json"
    return path.read_text(encoding="utf-8")


@functools.lru_cache(maxsize=8)
def load(name: str, lang: str = "en") -> Study:
    """Example ``name`` in ``lang``, read and every move checked (cached: do not edit it)."""
    return loads(text(name, lang))
