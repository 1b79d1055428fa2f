"""The one table of Reaper abilities by card id, filled once by the game module (game.py)."""

from __future__ import annotations

from engine.kit import AbilityRegistry

from .base import Ability

ABILITIES: AbilityRegistry[Ability] = AbilityRegistry("reaper abilities")
