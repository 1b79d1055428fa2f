"""KeyForge rules engine (Call of the Archons subset); see game.KeyForge."""

from .game import KeyForge

__all__ = ["KeyForge"]
