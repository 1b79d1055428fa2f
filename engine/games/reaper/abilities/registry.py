"""The one table of Reaper abilities by card id, filled once by the game module (game.py)."""

from __future__ import annotations

from engine.kit import AbilityRegistry

from .base import Ability

ABILITIES: AbilityRegistry[Ability] = AbilityRegistry("reaper abilities")


def on_play(card_id: str) -> Ability | None:
    """The ability a card resolves when it is played (a Rite's), or None."""
    ab = ABILITIES.get(card_id)
    return ab if ab is not None and not ab.activated else None


def activated(card_id: str) -> Ability | None:
    """The ability a card in play exhausts to use, or None."""
    ab = ABILITIES.get(card_id)
    return ab if ab is not None and ab.activated else None
