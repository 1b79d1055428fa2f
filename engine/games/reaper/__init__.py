"""Reaper rules engine with matchlog's own card set; see game.Reaper."""

from .game import Reaper

__all__ = ["Reaper"]
