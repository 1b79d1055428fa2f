"""The explicit registry of implemented abilities: card id -> CardAbilities, house by house.

A card is implemented when it is listed here; cards with keywords only are listed too, with
an empty ability, so that "implemented" is one explicit list.
"""

from __future__ import annotations

from . import brobnar, dis, logos, mars, sanctum, shadows, untamed
from .base import CardAbilities

ABILITIES: dict[str, CardAbilities] = {
    **brobnar.CARDS,
    **dis.CARDS,
    **logos.CARDS,
    **mars.CARDS,
    **sanctum.CARDS,
    **shadows.CARDS,
    **untamed.CARDS,
}
