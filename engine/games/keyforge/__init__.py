"""KeyForge rules engine (Call of the Archons); see game.KeyForge."""

from .game import KeyForge

__all__ = ["KeyForge"]
