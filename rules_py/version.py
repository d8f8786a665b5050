"""The package's version, in a module of its own so that any layer may read it
(the GTP engine's ``version`` command) without importing the front door;
``flit`` reads it from here too."""

__version__ = "0.1.0"

__all__ = ["__version__"]
