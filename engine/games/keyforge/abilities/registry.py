"""The explicit registry of implemented abilities: card id -> CardAbilities, house by house."""

from __future__ import annotations

from .base import CardAbilities

ABILITIES: dict[str, CardAbilities] = {}
