"""Sceptre rules engine with matchlog's original Vanguard card set; see game.Sceptre."""

from .game import Sceptre

__all__ = ["Sceptre"]
