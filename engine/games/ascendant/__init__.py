"""Ascendant rules engine (from its rules fragment); see game.Ascendant."""

from .game import Ascendant

__all__ = ["Ascendant"]
